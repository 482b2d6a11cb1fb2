package cards

import r "github.com/ettinmtg/ettin/rules"

// Battlebond (BBD), part 3: the cards from Return to the Earth to Zndrsplt, Eye of Wisdom.
func init() {
	// Support N (CR 701.35a): on a permanent, "put a +1/+1 counter on each of up to N other
	// target creatures"; on an instant or sorcery, "up to N target creatures".
	supportTargets := func(n int, other bool) []r.TargetSpec {
		return targets(r.TargetSpec{Kind: r.TargetPermanent, Filter: r.Filter{Types: r.Types(r.Creature), Other: other}, Count: n, UpTo: true})
	}
	supportCounters := r.PutCounters{What: r.What{Kind: r.WhatTargets}, Kind: r.PlusOne, Amount: r.N(1)}
	support := func(n int) *r.Ability { return triggered(whenEnters, supportTargets(n, true), supportCounters) }
	dies := r.Trigger{Event: r.EvDies, Self: true}
	attacks := r.Trigger{Event: r.EvAttacks, Self: true}
	yourCombat := r.Trigger{Event: r.EvBeginStep, Step: r.BeginCombat, Player: r.You}
	anotherTeamWarrior := r.Condition{Kind: r.CondControls, Filter: &r.Filter{Subtype: "Warrior", Controller: r.YourTeam, Other: true}}
	pumpSelf := func(p, t int, kw r.KeywordSet) r.Effect {
		return r.Pump{What: r.Self, Power: p, Tough: t, Keywords: kw}
	}
	graveyardCard := func(f r.Filter) []r.TargetSpec {
		return targets(r.TargetSpec{Kind: r.TargetCardInGraveyard, Filter: f})
	}
	entersTappedUnless := func(c r.Condition) script { return func(d *r.CardDef) { d.EntersTapped = &c } }
	twoOpponents := r.Condition{Kind: r.CondOpponentsAtLeast, N: 2}
	withPlusOne := r.Filter{Types: r.Types(r.Creature), HasPlusOne: true}
	commanderOnly := r.NoEffect{Why: "the emblem works only in Commander games: no effect (ruling 2018-06-08)"}

	// Instants and sorceries.
	register("Return to the Earth", spell(targets(targetPermanent(r.Filter{Or: []r.Filter{
		{Types: r.Types(r.Artifact, r.Enchantment)}, {Types: r.Types(r.Creature), HasKeywords: r.Keywords(r.Flying)}}})),
		r.Destroy{What: r.Target0}))
	register("Shoulder to Shoulder", spell(supportTargets(2, false), supportCounters, r.Draw{Who: r.WhoYou, Amount: r.N(1)}))
	register("Skyshroud Claim", spell(nil, r.SearchCards{Who: r.WhoYou, Filter: r.Filter{Subtype: "Forest"}, Max: 2, Battlefield: true}))
	register("Solemn Offering", spell(targets(targetPermanent(r.Filter{Types: r.Types(r.Artifact, r.Enchantment)})),
		r.Destroy{What: r.Target0}, r.GainLife{Who: r.WhoYou, Amount: r.N(4)}))
	register("Spell Snare", spell(targets(r.TargetSpec{Kind: r.TargetSpell, Filter: r.Filter{MinManaValue: 2, LimitManaValue: true, MaxManaValue: 2}}), r.CounterTarget{}))
	register("Stunning Reversal", spell(nil, r.ReverseNextLoss{}, r.ExileSpell{}))
	register("Switcheroo", spell(targets(r.TargetSpec{Kind: r.TargetPermanent, Filter: creature, Count: 2}), r.ExchangeControl{}))
	register("Swords to Plowshares", spell(targets(targetCreature), r.ExileAll{What: r.Target0},
		r.GainLife{Who: r.WhoTargetController, Amount: r.Amount{Kind: r.AmtTargetPower}}))
	register("Take Up Arms", spell(nil, r.CreateToken{Def: warriorToken, Amount: r.N(3)}))
	register("Tandem Tactics", spell(targets(r.TargetSpec{Kind: r.TargetPermanent, Filter: creature, Count: 2, UpTo: true}),
		r.Pump{What: r.What{Kind: r.WhatTargets}, Power: 1, Tough: 2}, r.GainLife{Who: r.WhoYou, Amount: r.N(2)}))
	register("The Crowd Goes Wild", spell(targets(r.TargetSpec{Kind: r.TargetPermanent, Filter: creature, Count: 64, UpTo: true, MaxX: true}),
		supportCounters, r.Pump{What: r.What{Kind: r.WhatAll, Filter: withPlusOne}, Keywords: r.Keywords(r.Trample)}))
	register("Thrilling Encore", spell(nil, r.ReturnDiedThisTurn{}))
	register("Thunder Strike", spell(targets(targetCreature), r.Pump{What: r.Target0, Power: 2, Keywords: r.Keywords(r.FirstStrike)}))
	register("Totally Lost", spell(targets(targetPermanent(nonlandPermanents)), r.PutOnLibrary{What: r.Target0}))
	register("Trumpet Blast", spell(nil, r.Pump{What: r.What{Kind: r.WhatAll, Filter: r.Filter{Types: r.Types(r.Creature), Attacking: true}}, Power: 2}))
	register("Virtus's Maneuver", spell(nil, r.ChooseFriendOrFoe{},
		r.ForGroup{Effect: r.EachPicks{Who: r.WhoChosen, From: r.PickGraveyard, Filter: creature, Do: r.PickToHand}},
		r.ForGroup{Foes: true, Effect: r.EachPicks{Who: r.WhoChosen, From: r.PickControlled, Filter: creature, Do: r.PickSacrifice}}))
	register("Wrap in Flames", spell(targets(r.TargetSpec{Kind: r.TargetPermanent, Filter: creature, Count: 3, UpTo: true}),
		r.DamageEachTarget{Amount: r.N(1)}, r.CantBlockThisTurn{What: r.What{Kind: r.WhatTargets}}))
	register("Zndrsplt's Judgment", spell(nil, r.ChooseFriendOrFoe{},
		r.ForGroup{Effect: r.EachPicks{Who: r.WhoChosen, From: r.PickControlled, Filter: creature, Do: r.PickTokenCopy}},
		r.ForGroup{Foes: true, Effect: r.EachPicks{Who: r.WhoChosen, From: r.PickControlled, Filter: creature, Do: r.PickBounce}}))

	// Lands, artifacts and enchantments.
	register("Sea of Clouds", entersTappedUnless(twoOpponents))
	register("Spire Garden", entersTappedUnless(twoOpponents))
	register("Seer's Lantern", abilities(activated("{2}", true, nil, r.Scry{Who: r.WhoYou, Amount: r.N(1)})))
	register("Sentinel Tower", abilities(ifThen(r.Condition{Kind: r.CondYourTurn},
		triggered(r.Trigger{Event: r.EvCast, Filter: &r.Filter{Types: r.Types(r.Instant, r.Sorcery)}}, targets(anyTarget),
			r.DamageTarget{Amount: r.Amount{Kind: r.AmtEvent, N: 1}}))))
	// "{T}: A player of your choice adds {C}." / "{T}: Choose a player. That player adds one
	// mana of any color they choose." (mana abilities, CR 605.1a).
	register("Victory Chimes", abilities(
		static(r.Static{Kind: r.StUntapOnOthersUntap, Affects: r.AffectsSelf}),
		&r.Ability{Kind: r.ManaAbility, Tap: true, Produces: 1 << 5, ChoosePlayerMana: true, Text: "{T}: A player of your choice adds {C}."}))
	register("Spectral Searchlight", abilities(&r.Ability{Kind: r.ManaAbility, Tap: true, Produces: 0x1f, ChoosePlayerMana: true,
		Text: "{T}: Choose a player. That player adds one mana of any color they choose."}))
	register("Stolen Strategy", abilities(triggered(yourUpkeep, nil, r.ExileTopOfOpponentsMayCast{})))
	register("Tyrant's Machine", abilities(activated("{4}", true, targets(targetCreature), r.TapPermanents{What: r.Target0})))
	register("Together Forever", abilities(triggered(whenEnters, supportTargets(2, false), supportCounters),
		activated("{1}", false, targets(targetPermanent(r.Filter{Types: r.Types(r.Creature), HasCounter: true})), r.ReturnWhenDiesThisTurn{What: r.Target0})))
	register("Unflinching Courage", abilities(
		static(r.Static{Kind: r.StModifyPT, Affects: r.AffectsEnchanted, Power: 2, Toughness: 2}),
		static(r.Static{Kind: r.StAddKeywords, Affects: r.AffectsEnchanted, Keywords: r.Keywords(r.Trample, r.Lifelink)})))
	register("War's Toll", abilities(
		triggered(r.Trigger{Event: r.EvTapForMana, Player: r.Opponent}, nil, r.TapAllOf{Who: r.WhoThatPlayer, Filter: r.Filter{Types: r.Types(r.Land)}}),
		static(r.Static{Kind: r.StOpponentAttacksWithAll, Affects: r.AffectsPlayer})))

	// Planeswalkers. The last ability of each Kenrith gives an emblem only in Commander
	// games (ruling 2018-06-08): in Two-Headed Giant it still targets and costs loyalty.
	register("Rowan Kenrith", abilities(
		loyalty(2, targets(targetPlayer), r.MustAttackNextTurn{}),
		loyalty(-2, targets(targetPlayer), r.DamageTappedCreaturesOf{Amount: r.N(3)}),
		loyalty(-8, targets(targetPlayer), commanderOnly)))
	register("Will Kenrith", abilities(
		loyalty(2, targets(r.TargetSpec{Kind: r.TargetPermanent, Filter: creature, Count: 2, UpTo: true}),
			r.BaseZeroThreeLoseAbilities{What: r.What{Kind: r.WhatTargets}, Power: 0, Tough: 3}),
		loyalty(-2, targets(targetPlayer), r.Draw{Who: r.WhoTarget, Amount: r.N(2)},
			r.CheaperSpellsUntilNextTurn{Who: r.WhoTarget, Types: r.Types(r.Instant, r.Sorcery, r.Planeswalker), N: 2}),
		loyalty(-8, targets(targetPlayer), commanderOnly)))

	// Creatures.
	register("Riptide Crab", abilities(triggered(dies, nil, r.Draw{Who: r.WhoYou, Amount: r.N(1)})))
	register("Rotfeaster Maggot", abilities(triggered(whenEnters, graveyardCard(creature),
		r.MoveTargetCard{To: r.ZoneExile}, r.GainLife{Who: r.WhoYou, Amount: r.Amount{Kind: r.AmtTargetToughness}})))
	register("Royal Trooper", abilities(triggered(r.Trigger{Event: r.EvBlocks, Self: true}, nil, pumpSelf(2, 2, 0))))
	register("Saddleback Lagac", abilities(support(2)))
	register("Saltwater Stalwart", abilities(triggered(r.Trigger{Event: r.EvDealsDamage, Self: true, ToPlayer: true, Player: r.Opponent},
		targets(targetPlayer), r.Draw{Who: r.WhoTarget, Amount: r.N(1)})))
	register("Savage Ventmaw", abilities(triggered(attacks, nil, r.AddMana{Mana: r.MustCost("{R}{R}{R}{G}{G}{G}"), UntilEndOfTurn: true})))
	register("Screeching Buzzard", abilities(triggered(dies, nil, r.Discard{Who: r.WhoEachOpponent, Amount: r.N(1)})))
	register("Seedborn Muse", abilities(static(r.Static{Kind: r.StUntapOnOthersUntap, Affects: r.AffectsFilter, Filter: r.Filter{Controller: r.You}})))
	register("Shambling Ghoul", entersTappedUnless(r.Condition{Kind: r.CondNever}))
	register("Sickle Dancer", abilities(ifThen(anotherTeamWarrior, triggered(attacks, nil, pumpSelf(1, 1, 0)))))
	register("Silverchase Fox", abilities(&r.Ability{Kind: r.ActivatedAbility, Cost: r.MustCost("{1}{W}"), SacSelf: true,
		Targets: targets(targetPermanent(r.Filter{Types: r.Types(r.Enchantment)})), Effects: []r.Effect{r.ExileAll{What: r.Target0}}}))
	register("Skystreamer", abilities(triggered(whenEnters, targets(targetPlayer), r.GainLife{Who: r.WhoTarget, Amount: r.N(4)})))
	register("Slum Reaper", abilities(triggered(whenEnters, nil, r.EachPicks{Who: r.WhoEachPlayer, Filter: creature, Do: r.PickSacrifice})))
	register("Soaring Show-Off", abilities(triggered(whenEnters, nil, r.Draw{Who: r.WhoEachPlayer, Amount: r.N(1)})))
	register("Soulblade Corrupter", abilities(triggered(r.Trigger{Event: r.EvAttacks, Filter: &withPlusOne, AttacksOpponent: true}, nil,
		r.Pump{What: r.What{Kind: r.WhatEventObj}, Keywords: r.Keywords(r.Deathtouch)})))
	register("Soulblade Renewer", abilities(support(2)))
	register("Sower of Temptation", abilities(triggered(whenEnters, targets(targetCreature), r.GainControlWhileSource{What: r.Target0})))
	register("Sparring Mummy", abilities(triggered(whenEnters, targets(targetCreature), r.UntapPermanents{What: r.Target0})))
	register("Spellseeker", abilities(triggered(whenEnters, nil, r.SearchCards{Who: r.WhoYou, May: true,
		Filter: r.Filter{Types: r.Types(r.Instant, r.Sorcery), LimitManaValue: true, MaxManaValue: 2}})))
	register("Spellweaver Duo", abilities(triggered(whenEnters, targets(targetPermanent(r.Filter{Types: r.Types(r.Creature), Tapped: true})),
		r.May{Prompt: "return the target tapped creature to its owner's hand?", Skip: 1}, r.Bounce{What: r.Target0})))
	register("Stadium Vendors", abilities(triggered(whenEnters, nil, r.ChoosePlayerAddsMana{N: 2})))
	register("Steppe Glider", abilities(activated("{1}{W}", false, targets(targetPermanent(withPlusOne)),
		r.Pump{What: r.Target0, Keywords: r.Keywords(r.Flying, r.Vigilance)})))
	register("Swarm of Bloodflies", both(func(d *r.CardDef) { d.EntersWith = []r.CounterGrant{{Kind: r.PlusOne, Amount: r.N(2)}} },
		abilities(triggered(r.Trigger{Event: r.EvDies, Filter: &r.Filter{Types: r.Types(r.Creature), Other: true}}, nil,
			r.PutCounters{What: r.Self, Kind: r.PlusOne, Amount: r.N(1)}))))
	register("Sylvia Brightspear", abilities(static(r.Static{Kind: r.StAddKeywords, Affects: r.AffectsFilter,
		Filter: r.Filter{Types: r.Types(r.Creature), Subtype: "Dragon", Controller: r.YourTeam}, Keywords: r.Keywords(r.DoubleStrike)})))
	register("Tavern Swindler", abilities(&r.Ability{Kind: r.ActivatedAbility, Tap: true, PayLife: r.N(3),
		Effects: []r.Effect{r.FlipCoin{Skip: 1}, r.GainLife{Who: r.WhoYou, Amount: r.N(6)}}}))
	register("Tenacious Dead", abilities(triggered(dies, nil, r.MayPay{Cost: r.MustCost("{1}{B}"), Skip: 1}, r.ReturnDiedCard{Tapped: true})))
	register("Thrasher Brute", abilities(triggered(r.Trigger{Event: r.EvEntersBattlefield, Self: true, Filter: &r.Filter{Subtype: "Warrior", Controller: r.YourTeam}},
		targets(targetOpponent), r.LoseLife{Who: r.WhoTarget, Amount: r.N(1)}, r.GainLife{Who: r.WhoYou, Amount: r.N(1)})))
	register("Tidespout Tyrant", abilities(triggered(r.Trigger{Event: r.EvCast, Player: r.You}, targets(targetPermanent(r.Filter{})), r.Bounce{What: r.Target0})))
	register("Toothy, Imaginary Friend", abilities(
		triggered(r.Trigger{Event: r.EvDraws, Player: r.You}, nil, r.PutCounters{What: r.Self, Kind: r.PlusOne, Amount: r.N(1)}),
		triggered(r.Trigger{Event: r.EvLeavesBattlefield, Self: true}, nil, r.Draw{Who: r.WhoYou, Amount: r.Amount{Kind: r.AmtSourceCounters, Counter: r.PlusOne}})))
	register("True-Name Nemesis", both(func(d *r.CardDef) { d.AsEnters = &r.AsEnters{ChoosePlayer: true} },
		abilities(static(r.Static{Kind: r.StProtectionFromChosenPlayer, Affects: r.AffectsSelf}))))
	register("Urborg Drake", abilities(static(r.Static{Kind: r.StMustAttack, Affects: r.AffectsSelf})))
	register("Vampire Charmseeker", abilities(triggered(whenEnters, graveyardCard(r.Filter{Types: r.Types(r.Instant, r.Sorcery, r.Creature)}),
		r.MoveTargetCard{To: r.ZoneHand})))
	register("Veteran Explorer", abilities(triggered(dies, nil, r.SearchCards{Who: r.WhoEachPlayer, May: true, Max: 2, Battlefield: true,
		Filter: r.Filter{Types: r.Types(r.Land), Super: r.Basic}})))
	register("Vigor", abilities(
		static(r.Static{Kind: r.StPreventDamageAsCounters, Affects: r.AffectsPlayer}),
		triggered(r.Trigger{Event: r.EvPutIntoGraveyard, Self: true, FromGraveyard: true}, nil, r.ShuffleSourceIntoLibrary{})))
	register("Wandering Wolf", abilities(static(r.Static{Kind: r.StCantBeBlockedByLessPower, Affects: r.AffectsSelf})))
	register("Watercourser", abilities(activated("{U}", false, nil, pumpSelf(1, -1, 0))))
	register("Zndrsplt, Eye of Wisdom", abilities(
		triggered(yourCombat, nil, r.FlipCoin{UntilLose: true}),
		triggered(r.Trigger{Event: r.EvWinsCoinFlip}, nil, r.Draw{Who: r.WhoYou, Amount: r.N(1)})))
}
