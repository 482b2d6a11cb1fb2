package cards

import r "github.com/ettinmtg/ettin/rules"

// The cards of the Two-Headed Giant seeds and of the rules they test.
func init() {
	// Damage and life.
	register("Lightning Bolt", spell(targets(anyTarget), r.DamageTarget{Amount: r.N(3)}))
	register("Shock", spell(targets(anyTarget), r.DamageTarget{Amount: r.N(2)}))
	register("Lava Axe", spell(targets(targetPlayerPW), r.DamageTarget{Amount: r.N(5)}))
	register("Lightning Helix", spell(targets(anyTarget), r.DamageTarget{Amount: r.N(3)}, r.GainLife{Who: r.WhoYou, Amount: r.N(3)}))
	register("Flame Rift", spell(nil, r.DamagePlayers{Who: r.WhoEachPlayer, Amount: r.N(4)}))
	register("Heartless Hidetsugu", abilities(activated("", true, nil, r.DamagePlayers{Who: r.WhoEachPlayer, Amount: halfLifeDown})))
	register("Blessed Wind", spell(targets(targetPlayer), r.SetLife{Who: r.WhoTarget, Amount: r.N(20)}))
	// CR 701.9d, 107.1b: "double" sets the life total to twice its value, so a negative
	// total doubles downwards (a life loss), not "gain life equal to your life total".
	register("Beacon of Immortality", spell(targets(targetPlayer), r.SetLife{Who: r.WhoTarget, Amount: doubledLife}, r.ShuffleIntoLibrary{}))
	register("Biorhythm", spell(nil, r.SetLife{Who: r.WhoEachPlayer, Amount: creatures}))
	register("Repay in Kind", spell(nil, r.SetLife{Who: r.WhoEachPlayer, Lowest: true}))
	register("Reverse the Sands", spell(nil, r.Redistribute{}))
	register("Soul Conduit", abilities(activated("{6}", true, targets(twoTargetPlayer), r.ExchangeLife{})))
	register("Gray Merchant of Asphodel", abilities(triggered(whenEnters, nil,
		r.LoseLife{Who: r.WhoEachOpponent, Amount: devotion(r.Black)}, r.GainLife{Who: r.WhoYou, Amount: remembered})))
	register("Lurking Evil", abilities(&r.Ability{Kind: r.ActivatedAbility, PayLife: halfLifeUp,
		Effects: []r.Effect{r.Become{Subtypes: []string{"Horror"}, Power: 4, Tough: 4, Keywords: r.Keywords(r.Flying)}}}))
	register("Souldrinker", abilities(&r.Ability{Kind: r.ActivatedAbility, PayLife: r.N(3),
		Effects: []r.Effect{r.PutCounters{What: r.Self, Kind: r.PlusOne, Amount: r.N(1)}}}))
	register("Lurking Jackals", abilities(ifThen(r.Condition{Kind: r.CondSelfIsType, Types: r.Types(r.Enchantment)},
		triggered(stateTrigger(r.Condition{Kind: r.CondOpponentLifeAtMost, N: 10}), nil, r.Become{Subtypes: []string{"Jackal"}, Power: 3, Tough: 2}))))
	register("Test of Endurance", abilities(ifThen(r.Condition{Kind: r.CondLifeAtLeast, N: 50}, triggered(yourUpkeep, nil, r.WinGame{}))))
	register("Transcendence", abilities(
		static(r.Static{Kind: r.StNoLoseForLife, Affects: r.AffectsPlayer}),
		triggered(stateTrigger(r.Condition{Kind: r.CondLifeAtLeast, N: 20}), nil, r.LoseGame{}),
		triggered(r.Trigger{Event: r.EvLosesLife, Player: r.You}, nil, r.GainLife{Who: r.WhoYou, Amount: r.Amount{Kind: r.AmtEvent, Times: 2}})))
	register("Platinum Angel", abilities(
		static(r.Static{Kind: r.StCantLose, Affects: r.AffectsPlayer}),
		static(r.Static{Kind: r.StOpponentsCantWin, Affects: r.AffectsPlayer})))
	register("Platinum Emperion", abilities(static(r.Static{Kind: r.StLifeCantChange, Affects: r.AffectsPlayer})))
	register("Stigma Lasher", abilities(triggered(r.Trigger{Event: r.EvDealsDamage, Self: true, ToPlayer: true}, nil, r.CantGainLifeForGame{Who: r.WhoThatPlayer})))
	register("Sorin Markov", abilities(
		loyalty(2, targets(anyTarget), r.DamageTarget{Amount: r.N(2)}, r.GainLife{Who: r.WhoYou, Amount: r.N(2)}),
		loyalty(-3, targets(targetOpponent), r.SetLife{Who: r.WhoTarget, Amount: r.N(10)}),
		loyalty(-7, targets(targetPlayer), r.ControlNextTurn{})))
	register("Ajani Goldmane", abilities(
		loyalty(1, nil, r.GainLife{Who: r.WhoYou, Amount: r.N(2)}),
		loyalty(-1, nil, r.PutCounters{What: r.What{Kind: r.WhatAll, Filter: creaturesYouCtrl}, Kind: r.PlusOne, Amount: r.N(1)},
			r.Pump{What: r.What{Kind: r.WhatAll, Filter: creaturesYouCtrl}, Keywords: r.Keywords(r.Vigilance)}),
		loyalty(-6, nil, r.CreateToken{Def: avatarToken, Amount: r.N(1)})))

	// Poison.
	register("Ichor Rats", abilities(triggered(whenEnters, nil, r.Poison{Who: r.WhoEachPlayer, Amount: r.N(1)})))
	register("Steady Progress", spell(nil, r.Proliferate{}, r.Draw{Who: r.WhoYou, Amount: r.N(1)}))

	// Cards, turns and steps.
	register("Howling Mine", abilities(ifThen(r.Condition{Kind: r.CondSelfUntapped},
		triggered(r.Trigger{Event: r.EvBeginStep, Step: r.DrawStep, Each: true}, nil, r.Draw{Who: r.WhoThatPlayer, Amount: r.N(1)}))))
	register("Vision Skeins", spell(nil, r.Draw{Who: r.WhoEachPlayer, Amount: r.N(2)}))
	register("Divination", spell(nil, r.Draw{Who: r.WhoYou, Amount: r.N(2)}))
	register("Wheel of Fortune", spell(nil, r.Discard{Who: r.WhoEachPlayer, All: true}, r.Draw{Who: r.WhoEachPlayer, Amount: r.N(7)}))
	register("Mind Rot", spell(targets(targetPlayer), r.Discard{Who: r.WhoTarget, Amount: r.N(2)}))
	register("Time Warp", spell(targets(targetPlayer), r.ExtraTurn{Who: r.WhoTarget}))
	register("Fatigue", spell(targets(targetPlayer), r.Skip{Who: r.WhoTarget}))
	register("Huddle Up", spell(targets(twoTargetPlayer), r.Draw{Who: r.WhoTargets, Amount: r.N(1)}))
	register("Khorvath's Fury", spell(nil, r.FriendOrFoe{
		Friend: []r.Effect{r.Discard{Who: r.WhoChosen, All: true, DrawAfter: true, Plus: 1}},
		Foe:    []r.Effect{r.DamagePlayers{Who: r.WhoChosen, Amount: handSize}}}))

	// Removal, tricks and counters.
	register("Murder", spell(targets(targetCreature), r.Destroy{What: r.Target0}))
	register("Doom Blade", spell(targets(targetPermanent(r.Filter{Types: r.Types(r.Creature), NotColors: colors(r.Black)})), r.Destroy{What: r.Target0}))
	register("Naturalize", spell(targets(targetPermanent(r.Filter{Types: r.Types(r.Artifact, r.Enchantment)})), r.Destroy{What: r.Target0}))
	register("Counterspell", spell(targets(targetSpell), r.CounterTarget{}))
	register("Essence Scatter", spell(targets(r.TargetSpec{Kind: r.TargetSpell, Filter: creature}), r.CounterTarget{}))
	register("Giant Growth", spell(targets(targetCreature), r.Pump{What: r.Target0, Power: 3, Tough: 3}))
	register("Serpent's Gift", spell(targets(targetCreature), r.Pump{What: r.Target0, Keywords: r.Keywords(r.Deathtouch)}))
	register("Act of Treason", spell(targets(targetCreature), r.GainControl{What: r.Target0, UntilEOT: true, Untap: true, Haste: true}))
	register("Fog", spell(nil, r.PreventCombatDamage{}))
	register("Druid's Deliverance", spell(nil, r.PreventCombatDamage{ToYou: true}, r.Populate{}))
	register("Play of the Game", spell(nil, r.ExileAll{What: r.What{Kind: r.WhatAll, Filter: nonlandPermanents}}))
	register("Rampant Growth", spell(nil, r.Search{Who: r.WhoYou, Filter: r.Filter{Types: r.Types(r.Land), Super: r.Basic}, Battlefield: true, Tapped: true}))

	// Permanents with abilities.
	register("Pacifism", abilities(
		static(r.Static{Kind: r.StCantAttack, Affects: r.AffectsEnchanted}),
		static(r.Static{Kind: r.StCantBlock, Affects: r.AffectsEnchanted})))
	register("Teferi's Moat", both(func(d *r.CardDef) { d.AsEnters = &r.AsEnters{ChooseColor: true} },
		abilities(static(r.Static{Kind: r.StCantAttackYou, Filter: r.Filter{Types: r.Types(r.Creature), ChosenColor: true, NoFlying: true}}))))
	register("Propaganda", abilities(static(r.Static{Kind: r.StAttackTax, Amount: 2})))
	register("Spiteful Returned", abilities(
		triggered(r.Trigger{Event: r.EvAttacks, Self: true, Enchanted: true}, nil, r.LoseLife{Who: r.WhoDefending, Amount: r.N(2)}),
		static(r.Static{Kind: r.StModifyPT, Affects: r.AffectsEnchanted, Power: 1, Toughness: 1})))
	register("Boros Reckoner", abilities(
		triggered(r.Trigger{Event: r.EvDealtDamage, Self: true}, targets(anyTarget), r.DamageTarget{Amount: thatMuch}),
		activated("{R/W}", false, nil, r.Pump{What: r.Self, Keywords: r.Keywords(r.FirstStrike)})))
	register("Prodigal Sorcerer", abilities(activated("", true, targets(anyTarget), r.DamageTarget{Amount: r.N(1)})))
	register("Seal of Fire", abilities(&r.Ability{Kind: r.ActivatedAbility, SacSelf: true, Targets: targets(anyTarget), Effects: []r.Effect{r.DamageTarget{Amount: r.N(2)}}}))
	register("Manabarbs", abilities(triggered(r.Trigger{Event: r.EvTapForMana}, nil, r.DamagePlayers{Who: r.WhoThatPlayer, Amount: r.N(1)})))
	register("Angelic Chorus", abilities(triggered(r.Trigger{Event: r.EvEntersBattlefield, Filter: &creaturesYouCtrl}, nil,
		r.GainLife{Who: r.WhoYou, Amount: r.Amount{Kind: r.AmtEventToughness}})))
	register("Virtus the Veiled", abilities(triggered(r.Trigger{Event: r.EvDealsDamage, Self: true, ToPlayer: true, Combat: true}, nil,
		r.LoseLife{Who: r.WhoThatPlayer, Amount: halfLifeUp})))
	register("Gorm the Great", abilities(static(r.Static{Kind: r.StMustBeBlocked, Amount: 2})))
	register("Regna, the Redeemer", abilities(ifThen(r.Condition{Kind: r.CondTeamGainedLife},
		triggered(eachEndStep, nil, r.CreateToken{Def: warriorToken, Amount: r.N(2)}))))
	register("Krav, the Unredeemed", abilities(&r.Ability{Kind: r.ActivatedAbility, Cost: r.MustCost("{B}"), SacX: &creaturesYouCtrl,
		Targets: targets(targetPlayer), Effects: []r.Effect{r.Draw{Who: r.WhoTarget, Amount: r.X}, r.GainLife{Who: r.WhoTarget, Amount: r.X},
			r.PutCounters{What: r.Self, Kind: r.PlusOne, Amount: r.X}}}))
	register("Rushblade Commander", abilities(static(r.Static{Kind: r.StAddKeywords, Affects: r.AffectsFilter,
		Filter: r.Filter{Types: r.Types(r.Creature), Subtype: "Warrior", Controller: r.YourTeam}, Keywords: r.Keywords(r.Haste)})))
	// Leaves-the-battlefield triggers that look back in time (CR 603.10a).
	register("Zulaport Cutthroat", abilities(triggered(r.Trigger{Event: r.EvDies, Filter: &creaturesYouCtrl}, nil,
		r.LoseLife{Who: r.WhoEachOpponent, Amount: r.N(1)}, r.GainLife{Who: r.WhoYou, Amount: r.N(1)})))
	register("Day of Judgment", spell(nil, r.Destroy{What: r.What{Kind: r.WhatAll, Filter: creature}}))
	register("Bountiful Promenade", func(d *r.CardDef) {
		d.EntersTapped = &r.Condition{Kind: r.CondOpponentsAtLeast, N: 2}
	})
}

var (
	warriorToken = token("Warrior", colors(r.White), 1, 1, 0)
	avatarToken  = func() *r.CardDef {
		d := token("Avatar", colors(r.White), 0, 0, 0)
		d.DynamicPT = true
		d.Abilities = []*r.Ability{{Kind: r.StaticAbility, Static: &r.Static{Kind: r.StCDA, Affects: r.AffectsSelf, CDA: r.AmtControllerLife}}}
		return d
	}()
)
