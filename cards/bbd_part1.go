package cards

import r "github.com/ettinmtg/ettin/rules"

// Battlebond (BBD), part 1: the cards from Aim High to Greater Good.
func init() {
	beast := token("Beast", colors(r.Green), 3, 3, 0)
	zombie := token("Zombie", colors(r.Black), 2, 2, 0)
	spirit := token("Spirit", colors(r.White), 1, 1, r.Keywords(r.Flying))
	myr := token("Myr", 0, 1, 1, 0)
	myr.Types = r.Types(r.Artifact, r.Creature)

	warrior := r.Filter{Subtype: "Warrior"}
	anotherTeamWarrior := r.Condition{Kind: r.CondControls, Filter: &r.Filter{Subtype: "Warrior", Controller: r.YourTeam, Other: true}}
	opponentsCreature := targetPermanent(r.Filter{Types: r.Types(r.Creature), Controller: r.Opponent})
	teamCreatures := r.What{Kind: r.WhatAll, Filter: r.Filter{Types: r.Types(r.Creature), Controller: r.YourTeam}}
	targetPlayerOrPW := targets(targetPlayerPW)
	// Support N (CR 701.35a): put a +1/+1 counter on each of up to N other target creatures.
	support := func(n int) *r.Ability {
		return triggered(whenEnters, targets(r.TargetSpec{Kind: r.TargetPermanent, Filter: r.Filter{Types: r.Types(r.Creature), Other: true}, Count: n, UpTo: true}),
			r.PutCounters{What: r.What{Kind: r.WhatTargets}, Kind: r.PlusOne, Amount: r.N(1)})
	}
	entersWith := func(cs ...r.CounterGrant) script {
		return func(d *r.CardDef) { d.EntersWith = cs }
	}
	anyPlayer := func(a *r.Ability) *r.Ability { a.AnyPlayer = true; return a }
	removeCounter := func(a *r.Ability) *r.Ability {
		a.RemoveCounters, a.RemoveKind = 1, r.PlusOne
		return a
	}
	sacrifice := func(f r.Filter, a *r.Ability) *r.Ability { a.Sac = &f; return a }
	enchanted := func(kw r.Keyword) *r.Ability {
		return static(r.Static{Kind: r.StAddKeywords, Affects: r.AffectsEnchanted, Keywords: r.Keywords(kw)})
	}
	attacks := r.Trigger{Event: r.EvAttacks, Self: true}
	dies := r.Trigger{Event: r.EvDies, Self: true}
	yourCombat := r.Trigger{Event: r.EvBeginStep, Step: r.BeginCombat, Player: r.You}
	yourEndStep := r.Trigger{Event: r.EvBeginStep, Step: r.EndStep, Player: r.You}
	pumpSelf := func(p, t int, kw r.KeywordSet) r.Effect {
		return r.Pump{What: r.Self, Power: p, Tough: t, Keywords: kw}
	}

	// Instants and sorceries.
	register("Aim High", spell(targets(targetCreature), r.UntapPermanents{What: r.Target0}, r.Pump{What: r.Target0, Power: 2, Tough: 2, Keywords: r.Keywords(r.Reach)}))
	register("Assassin's Strike", spell(targets(targetCreature), r.Destroy{What: r.Target0}, r.Discard{Who: r.WhoTargetController, Amount: r.N(1)}))
	register("Assassinate", spell(targets(targetPermanent(r.Filter{Types: r.Types(r.Creature), Tapped: true})), r.Destroy{What: r.Target0}))
	register("Auger Spree", spell(targets(targetCreature), r.Pump{What: r.Target0, Power: 4, Tough: -4}))
	register("Bathe in Dragonfire", spell(targets(targetCreature), r.DamageTarget{Amount: r.N(4)}))
	register("Beast Within", spell(targets(targetPermanent(r.Filter{})), r.Destroy{What: r.Target0}, r.CreateToken{Def: beast, Amount: r.N(1), Who: r.WhoTargetController}))
	register("Blaze", spell(targets(anyTarget), r.DamageTarget{Amount: r.X}))
	register("Blood Feud", spell(targets(r.TargetSpec{Kind: r.TargetPermanent, Filter: creature, Count: 2}), r.PowerDamage{From: []int{0}, To: 1, Fight: true}))
	register("Bring Down", spell(targets(targetPermanent(r.Filter{Types: r.Types(r.Creature), MinPower: 4})), r.Destroy{What: r.Target0}))
	register("Call to Heel", spell(targets(targetCreature), r.Bounce{What: r.Target0}, r.Draw{Who: r.WhoTargetController, Amount: r.N(1)}))
	register("Combo Attack", spell(targets(r.TargetSpec{Kind: r.TargetPermanent, Filter: r.Filter{Types: r.Types(r.Creature), Controller: r.YourTeam}, Count: 2}, targetCreature),
		r.PowerDamage{From: []int{0, 1}, To: 2}))
	register("Diabolic Intent", both(func(d *r.CardDef) { d.SacCost = &creature }, spell(nil, r.SearchAnyCard{})))
	register("Expedite", spell(targets(targetCreature), r.Pump{What: r.Target0, Keywords: r.Keywords(r.Haste)}, r.Draw{Who: r.WhoYou, Amount: r.N(1)}))
	register("Fill with Fright", spell(targets(targetPlayer), r.Discard{Who: r.WhoTarget, Amount: r.N(2)}, r.Scry{Who: r.WhoYou, Amount: r.N(2)}))
	register("Game Plan", spell(nil, r.ShuffleHandAndGraveyard{Who: r.WhoEachPlayer}, r.Draw{Who: r.WhoEachPlayer, Amount: r.N(7)}, r.ExileSpell{}))
	register("Bonus Round", spell(nil, r.CreateDelayedTrigger{ThisTurn: true, Ability: &r.Ability{Kind: r.TriggeredAbility,
		Text:    "Whenever a player casts an instant or sorcery spell, that player copies it and may choose new targets for the copy.",
		Trigger: &r.Trigger{Event: r.EvCast, Filter: &r.Filter{Types: r.Types(r.Instant, r.Sorcery)}}, Effects: []r.Effect{r.CopyEventSpell{}}}}))
	register("Chain Lightning", spell(targets(anyTarget), r.DamageTarget{Amount: r.N(3)}, r.PayToCopySelf{Cost: r.MustCost("{R}{R}")}))
	register("Fumble", spell(targets(targetCreature), r.BounceStealAttachments{}))
	register("Gang Up", spell(targets(targetPermanent(r.Filter{Types: r.Types(r.Creature), PowerAtMostX: true})), r.Destroy{What: r.Target0}))

	// Auras.
	register("Angelic Gift", abilities(triggered(whenEnters, nil, r.Draw{Who: r.WhoYou, Amount: r.N(1)}), enchanted(r.Flying)))
	register("Battle Mastery", abilities(enchanted(r.DoubleStrike)))
	register("Claustrophobia", abilities(triggered(whenEnters, nil, r.TapPermanents{What: r.Enchanted}),
		static(r.Static{Kind: r.StDoesntUntap, Affects: r.AffectsEnchanted})))
	register("Fertile Ground", both(
		func(d *r.CardDef) { // Enchant land (CR 303.4a)
			d.Spell = &r.Ability{Kind: r.SpellAbility, Targets: targets(targetPermanent(r.Filter{Types: r.Types(r.Land)}))}
		},
		abilities(static(r.Static{Kind: r.StExtraMana, Affects: r.AffectsEnchanted}))))
	register("Dragon Breath", abilities(enchanted(r.Haste),
		activated("{R}", false, nil, r.Pump{What: r.Enchanted, Power: 1}),
		triggered(r.Trigger{Event: r.EvEntersBattlefield, Filter: &r.Filter{Types: r.Types(r.Creature), MinManaValue: 6}, FromGraveyard: true}, nil, r.ReturnAttachedToEventObj{})))

	// Other permanents.
	register("Culling Dais", abilities(
		sacrifice(creature, activated("", true, nil, r.PutCounters{What: r.Self, Kind: r.ChargeCounter, Amount: r.N(1)})),
		&r.Ability{Kind: r.ActivatedAbility, Cost: r.MustCost("{1}"), SacSelf: true,
			Effects: []r.Effect{r.Draw{Who: r.WhoYou, Amount: r.Amount{Kind: r.AmtSourceCounters, Counter: r.ChargeCounter}}}}))
	register("Doubling Season", abilities(
		static(r.Static{Kind: r.StDoubleTokens, Affects: r.AffectsPlayer}),
		static(r.Static{Kind: r.StDoubleCounters, Affects: r.AffectsPlayer})))
	register("Genesis Chamber", abilities(ifThen(r.Condition{Kind: r.CondSelfUntapped},
		triggered(r.Trigger{Event: r.EvEntersBattlefield, Filter: &r.Filter{Types: r.Types(r.Creature), NotToken: true}}, nil,
			r.CreateToken{Def: myr, Amount: r.N(1), Who: r.WhoThatPlayer}))))
	register("Greater Good", abilities(sacrifice(creature, activated("", false, nil,
		r.Draw{Who: r.WhoYou, Amount: r.Amount{Kind: r.AmtSacrificedPower}}, r.Discard{Who: r.WhoYou, Amount: r.N(3)}))))

	// Creatures.
	register("Apocalypse Hydra", both(
		entersWith(r.CounterGrant{Kind: r.PlusOne, Amount: r.X}, r.CounterGrant{Kind: r.PlusOne, Amount: r.X, If: &r.Condition{Kind: r.CondXAtLeast, N: 5}}),
		abilities(removeCounter(activated("{1}{R}", false, targets(anyTarget), r.DamageTarget{Amount: r.N(1)})))))
	register("Archfiend of Despair", abilities(
		static(r.Static{Kind: r.StOpponentsCantGainLife, Affects: r.AffectsPlayer}),
		triggered(eachEndStep, nil, r.LoseLife{Who: r.WhoEachOpponent, Amount: r.Amount{Kind: r.AmtLifeLostThisTurn}})))
	register("Archon of Valor's Reach", both(
		func(d *r.CardDef) {
			d.AsEnters = &r.AsEnters{ChooseType: []r.CardType{r.Artifact, r.Enchantment, r.Instant, r.Sorcery, r.Planeswalker}}
		},
		abilities(static(r.Static{Kind: r.StCantCastChosenType, Affects: r.AffectsPlayer}))))
	register("Arena Rector", abilities(triggered(dies, nil, r.MayExileDiedCard{Skip: 1},
		r.Search{Filter: r.Filter{Types: r.Types(r.Planeswalker)}, Battlefield: true})))
	register("Aurora Champion", abilities(ifThen(anotherTeamWarrior, triggered(attacks, targets(targetCreature), r.TapPermanents{What: r.Target0}))))
	register("Azra Bladeseeker", abilities(triggered(whenEnters, nil, r.MayDiscardThenDraw{Who: r.WhoYourTeam})))
	register("Battle Rampart", abilities(activated("", true, targets(targetCreature), r.Pump{What: r.Target0, Keywords: r.Keywords(r.Haste)})))
	register("Battle-Rattle Shaman", abilities(triggered(yourCombat, targets(targetCreature),
		r.May{Prompt: "have the target creature get +2/+0?", Skip: 1}, r.Pump{What: r.Target0, Power: 2})))
	register("Blaring Captain", abilities(triggered(attacks, nil,
		r.Pump{What: r.What{Kind: r.WhatAll, Filter: r.Filter{Types: r.Types(r.Creature), Subtype: "Warrior", Attacking: true}}, Power: 1, Tough: 1})))
	register("Blaring Recruiter", abilities(activated("{2}{W}", false, nil, r.CreateToken{Def: warriorToken, Amount: r.N(1)})))
	register("Bloodborn Scoundrels", abilities(triggered(whenEnters, targets(targetOpponent),
		r.LoseLife{Who: r.WhoTarget, Amount: r.N(2)}, r.GainLife{Who: r.WhoYou, Amount: r.N(2)})))
	register("Boldwyr Intimidator", abilities(
		static(r.Static{Kind: r.StCantBlockThose, Affects: r.AffectsFilter, Filter: r.Filter{Types: r.Types(r.Creature), Subtype: "Coward"}, Against: &warrior}),
		activated("{R}", false, targets(targetCreature), r.BecomeCreatureType{What: r.Target0, Subtype: "Coward"}),
		activated("{2}{R}", false, targets(targetCreature), r.BecomeCreatureType{What: r.Target0, Subtype: "Warrior"})))
	register("Borderland Marauder", abilities(triggered(attacks, nil, pumpSelf(2, 0, 0))))
	register("Bramble Sovereign", abilities(triggered(r.Trigger{Event: r.EvEntersBattlefield, Filter: &r.Filter{Types: r.Types(r.Creature), NotToken: true, Other: true}}, nil,
		r.MayPay{Cost: r.MustCost("{1}{G}"), Skip: 1}, r.TokenCopyOfEventObj{Who: r.WhoThatPlayer})))
	register("Brightling", abilities(
		activated("{W}", false, nil, pumpSelf(0, 0, r.Keywords(r.Vigilance))),
		activated("{W}", false, nil, pumpSelf(0, 0, r.Keywords(r.Lifelink))),
		activated("{W}", false, nil, r.Bounce{What: r.Self}),
		activated("{1}", false, nil, r.ChooseMode{Modes: []string{"+1/-1", "-1/+1"}, Effects: [][]r.Effect{{pumpSelf(1, -1, 0)}, {pumpSelf(-1, 1, 0)}}})))
	register("Bull-Rush Bruiser", abilities(ifThen(anotherTeamWarrior, triggered(attacks, nil, pumpSelf(0, 0, r.Keywords(r.FirstStrike))))))
	register("Centaur Healer", abilities(triggered(whenEnters, nil, r.GainLife{Who: r.WhoYou, Amount: r.N(3)})))
	register("Cheering Fanatic", abilities(triggered(attacks, nil, r.NameCostReduction{N: 1})))
	register("Chakram Retriever", abilities(ifThen(r.Condition{Kind: r.CondYourTurn},
		triggered(r.Trigger{Event: r.EvCast, Player: r.You}, targets(targetCreature), r.UntapPermanents{What: r.Target0}))))
	register("Chakram Slinger", abilities(activated("{R}", true, targetPlayerOrPW, r.DamageTarget{Amount: r.N(2)})))
	register("Charging Rhino", abilities(static(r.Static{Kind: r.StCantBeBlockedByMore, Affects: r.AffectsSelf, Amount: 1})))
	register("Coralhelm Guide", abilities(activated("{4}{U}", false, targets(targetCreature), r.CantBeBlocked{What: r.Target0})))
	register("Decorated Champion", abilities(triggered(r.Trigger{Event: r.EvEntersBattlefield, Filter: &r.Filter{Subtype: "Warrior", Controller: r.YourTeam, Other: true}}, nil,
		r.PutCounters{What: r.Self, Kind: r.PlusOne, Amount: r.N(1)})))
	register("Dinrova Horror", abilities(triggered(whenEnters, targets(targetPermanent(r.Filter{})),
		r.Bounce{What: r.Target0}, r.Discard{Who: r.WhoTargetOwner, Amount: r.N(1)})))
	register("Doomed Dissenter", abilities(triggered(dies, nil, r.CreateToken{Def: zombie, Amount: r.N(1)})))
	register("Doomed Traveler", abilities(triggered(dies, nil, r.CreateToken{Def: spirit, Amount: r.N(1)})))
	register("Dragon Hatchling", abilities(activated("{R}", false, nil, pumpSelf(1, 0, 0))))
	register("Dwarven Lightsmith", abilities(triggered(whenEnters, nil, r.Pump{What: teamCreatures, Power: 1, Tough: 1})))
	register("Eager Construct", abilities(triggered(whenEnters, nil, r.Scry{Who: r.WhoEachPlayer, Amount: r.N(1)})))
	register("Elvish Visionary", abilities(triggered(whenEnters, nil, r.Draw{Who: r.WhoYou, Amount: r.N(1)})))
	register("Ember Beast", abilities(static(r.Static{Kind: r.StCantAttackOrBlockAlone, Affects: r.AffectsSelf})))
	register("Enduring Scalelord", abilities(triggered(r.Trigger{Event: r.EvCountersPut, PlusOne: true, Filter: &r.Filter{Types: r.Types(r.Creature), Controller: r.You, Other: true}}, nil,
		r.May{Prompt: "put a +1/+1 counter on Enduring Scalelord?", Skip: 1}, r.PutCounters{What: r.Self, Kind: r.PlusOne, Amount: r.N(1)})))
	register("Enthralling Victor", abilities(triggered(whenEnters, targets(targetPermanent(r.Filter{Types: r.Types(r.Creature), Controller: r.Opponent, LimitPower: true, MaxPower: 2})),
		r.GainControl{What: r.Target0, UntilEOT: true, Untap: true, Haste: true})))
	register("Evil Twin", func(d *r.CardDef) {
		extra := activated("{U}{B}", true, targets(targetPermanent(r.Filter{Types: r.Types(r.Creature), SameName: true})), r.Destroy{What: r.Target0})
		extra.Text = "{U}{B}, {T}: Destroy target creature with the same name as this creature."
		d.AsEnters = &r.AsEnters{CopyCreature: true, CopyExtra: []*r.Ability{extra}}
	})
	register("Expedition Raptor", abilities(support(2)))
	register("Eyeblight Assassin", abilities(triggered(whenEnters, targets(opponentsCreature), r.Pump{What: r.Target0, Power: -1, Tough: -1})))
	register("Fan Favorite", abilities(anyPlayer(activated("{2}", false, nil, pumpSelf(1, 1, 0)))))
	register("Feral Hydra", both(entersWith(r.CounterGrant{Kind: r.PlusOne, Amount: r.X}),
		abilities(anyPlayer(activated("{3}", false, nil, r.PutCounters{What: r.Self, Kind: r.PlusOne, Amount: r.N(1)})))))
	register("Fertilid", both(entersWith(r.CounterGrant{Kind: r.PlusOne, Amount: r.N(2)}),
		abilities(removeCounter(activated("{1}{G}", false, targets(targetPlayer),
			r.Search{Who: r.WhoTarget, Filter: r.Filter{Types: r.Types(r.Land), Super: r.Basic}, Battlefield: true, Tapped: true})))))
	register("Flamewave Invoker", abilities(activated("{7}{R}", false, targetPlayerOrPW, r.DamageTarget{Amount: r.N(5)})))
	register("Fog Bank", abilities(static(r.Static{Kind: r.StPreventCombatDamageSelf, Affects: r.AffectsSelf})))
	register("Frost Lynx", abilities(triggered(whenEnters, targets(opponentsCreature), r.TapPermanents{What: r.Target0}, r.DoesntUntapNext{What: r.Target0})))
	register("Generous Patron", abilities(support(2),
		triggered(r.Trigger{Event: r.EvCountersPut, Player: r.You, Filter: &r.Filter{Types: r.Types(r.Creature), Controller: r.NotYou}}, nil, r.Draw{Who: r.WhoYou, Amount: r.N(1)})))
	register("Azra Oddsmaker", abilities(triggered(yourCombat, nil, r.MayDiscard{Skip: 1},
		r.CreateDelayedTrigger{Choose: &creature, ThisTurn: true, Ability: &r.Ability{Kind: r.TriggeredAbility,
			Text:    "Whenever that creature deals combat damage to a player this turn, you draw two cards.",
			Trigger: &r.Trigger{Event: r.EvDealsDamage, ToPlayer: true, Combat: true}, Effects: []r.Effect{r.Draw{Who: r.WhoYou, Amount: r.N(2)}}}})))
	register("Arcane Artisan", abilities(
		activated("{2}{U}", true, targets(targetPlayer), r.Draw{Who: r.WhoTarget, Amount: r.N(1)}, r.ExileFromHandCopyCreature{Who: r.WhoTarget}),
		triggered(r.Trigger{Event: r.EvLeavesBattlefield, Self: true}, nil, r.CreateDelayedTrigger{Ability: &r.Ability{Kind: r.TriggeredAbility,
			Text:    "At the beginning of the next end step, exile all tokens created with Arcane Artisan.",
			Trigger: &r.Trigger{Event: r.EvBeginStep, Step: r.EndStep}, Effects: []r.Effect{r.ExileTokensCreatedWithSource{}}}})))
	register("Goblin Razerunners", abilities(
		sacrifice(r.Filter{Types: r.Types(r.Land)}, activated("{1}{R}", false, nil, r.PutCounters{What: r.Self, Kind: r.PlusOne, Amount: r.N(1)})),
		triggered(yourEndStep, targetPlayerOrPW, r.May{Prompt: "have Goblin Razerunners deal damage?", Skip: 1},
			r.DamageTarget{Amount: r.Amount{Kind: r.AmtSourceCounters, Counter: r.PlusOne}})))
}
