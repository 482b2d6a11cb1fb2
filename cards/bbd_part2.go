package cards

import r "github.com/ettinmtg/ettin/rules"

// Battlebond (BBD), part 2: the cards from Grotesque Mutation to Relentless Hunter.
func init() {
	attacks := r.Trigger{Event: r.EvAttacks, Self: true}
	pumpSelf := func(p, t int, kw r.KeywordSet) r.Effect {
		return r.Pump{What: r.Self, Power: p, Tough: t, Keywords: kw}
	}
	enchantedGets := func(p, t int) *r.Ability {
		return static(r.Static{Kind: r.StModifyPT, Affects: r.AffectsEnchanted, Power: p, Toughness: t})
	}
	enchantedHas := func(kw ...r.Keyword) *r.Ability {
		return static(r.Static{Kind: r.StAddKeywords, Affects: r.AffectsEnchanted, Keywords: r.Keywords(kw...)})
	}
	sacSelf := func(a *r.Ability) *r.Ability { a.SacSelf = true; return a }
	// "Enters the battlefield tapped unless you have two or more opponents" (the Battlebond
	// lands): in Two-Headed Giant you have two opponents.
	unlessTwoOpponents := func(d *r.CardDef) { d.EntersTapped = &r.Condition{Kind: r.CondOpponentsAtLeast, N: 2} }
	opponentsCreature := targetPermanent(r.Filter{Types: r.Types(r.Creature), Controller: r.Opponent})
	twoLands := r.TargetSpec{Kind: r.TargetPermanent, Filter: r.Filter{Types: r.Types(r.Land)}, Count: 2}
	dies := r.Trigger{Event: r.EvDies, Self: true}
	yourCombat := r.Trigger{Event: r.EvBeginStep, Step: r.BeginCombat, Player: r.You}
	zombie := token("Zombie", colors(r.Black), 2, 2, 0)
	zombieGiant := token("Zombie", colors(r.Black), 5, 5, 0)
	zombieGiant.Name, zombieGiant.Subtypes = "Zombie Giant Token", []string{"Zombie", "Giant"}
	entersWith := func(cs ...r.CounterGrant) script {
		return func(d *r.CardDef) { d.EntersWith = cs }
	}
	// "[It] has flying as long as [condition on itself]."
	flyingWhile := func(f r.Filter) *r.Ability {
		return static(r.Static{Kind: r.StAddKeywords, Affects: r.AffectsSelf, Keywords: r.Keywords(r.Flying),
			Cond: &r.Condition{Kind: r.CondSelfMatches, Filter: &f}})
	}
	bribed := r.Filter{Types: r.Types(r.Creature), HasCounterKind: true, CounterKind: r.BriberyCounter}
	basicLand := r.Filter{Types: r.Types(r.Land), Super: r.Basic}

	// Instants and sorceries.
	register("Impulse", spell(nil, r.LookPutOneInHand{N: 4}))
	register("Last One Standing", spell(nil, r.DestroyAllButRandom{Filter: creature}))
	register("Liturgy of Blood", spell(targets(targetCreature), r.Destroy{What: r.Target0}, r.AddMana{Mana: r.MustCost("{B}{B}{B}")}))
	// Friend or foe (Battlebond): the controller calls each player, then friends act, then
	// foes, each group in turn order (rulings 2018-06-08).
	register("Pir's Whim", spell(nil, r.ChooseFriendOrFoe{},
		r.ForGroup{Effect: r.SearchCards{Who: r.WhoChosen, Filter: r.Filter{Types: r.Types(r.Land)}, Battlefield: true, Tapped: true}},
		r.ForGroup{Foes: true, Effect: r.EachPicks{Who: r.WhoChosen, Filter: r.Filter{Types: r.Types(r.Artifact, r.Enchantment)}, Do: r.PickSacrifice}}))
	register("Regna's Sanction", spell(nil, r.ChooseFriendOrFoe{},
		r.ForGroup{Effect: r.CountersOnEachOwn{Who: r.WhoChosen, Filter: creature, Kind: r.PlusOne, N: 1}},
		r.ForGroup{Foes: true, Effect: r.TapAllButOne{Who: r.WhoChosen}}))
	register("Morbid Curiosity", both(func(d *r.CardDef) { d.SacCost = &r.Filter{Types: r.Types(r.Artifact, r.Creature)} },
		spell(nil, r.Draw{Who: r.WhoYou, Amount: r.Amount{Kind: r.AmtSacrificedMV}})))
	register("Pulse of Murasa", spell(targets(r.TargetSpec{Kind: r.TargetCardInGraveyard, Filter: r.Filter{Types: r.Types(r.Creature, r.Land)}}),
		r.MoveTargetCard{To: r.ZoneHand}, r.GainLife{Who: r.WhoYou, Amount: r.N(6)}))
	register("Long Road Home", spell(targets(targetCreature), r.ExileThenDelayed{What: r.Target0, Ability: &r.Ability{Kind: r.TriggeredAbility,
		Text:    "At the beginning of the next end step, return that card to the battlefield under its owner's control with a +1/+1 counter on it.",
		Trigger: &r.Trigger{Event: r.EvBeginStep, Step: r.EndStep}, Effects: []r.Effect{r.ReturnEventCard{Counters: 1}}}}))
	// A modal spell (CR 700.2): "Choose three. You may choose the same mode more than once."
	register("Mystic Confluence", func(d *r.CardDef) {
		d.Spell = &r.Ability{Kind: r.SpellAbility, ModeCount: 3, ModeRepeat: true, Modes: []r.Mode{
			{Text: "Counter target spell unless its controller pays {3}.", Targets: targets(targetSpell),
				Effects: func(_, obj int) []r.Effect { return []r.Effect{r.CounterUnlessPays{N: obj, Cost: r.MustCost("{3}")}} }},
			{Text: "Return target creature to its owner's hand.", Targets: targets(targetCreature),
				Effects: func(_, obj int) []r.Effect { return []r.Effect{r.BounceTarget{N: obj}} }},
			{Text: "Draw a card.", Effects: func(int, int) []r.Effect { return []r.Effect{r.Draw{Who: r.WhoYou, Amount: r.N(1)}} }},
		}}
	})
	register("Grotesque Mutation", spell(targets(targetCreature), r.Pump{What: r.Target0, Power: 3, Tough: 1, Keywords: r.Keywords(r.Lifelink)}))
	register("Kiss of the Amesha", spell(targets(targetPlayer), r.GainLife{Who: r.WhoTarget, Amount: r.N(7)}, r.Draw{Who: r.WhoTarget, Amount: r.N(2)}))
	register("Last Gasp", spell(targets(targetCreature), r.Pump{What: r.Target0, Power: -3, Tough: -3}))
	// Support 2 on an instant (CR 701.35b): up to two target creatures, the spell's own
	// controller's included.
	register("Lead by Example", spell(targets(r.TargetSpec{Kind: r.TargetPermanent, Filter: creature, Count: 2, UpTo: true}),
		r.PutCounters{What: r.What{Kind: r.WhatTargets}, Kind: r.PlusOne, Amount: r.N(1)}))
	register("Negate", spell(targets(r.TargetSpec{Kind: r.TargetSpell, Filter: r.Filter{NotTypes: r.Types(r.Creature)}}), r.CounterTarget{}))
	register("Opportunity", spell(targets(targetPlayer), r.Draw{Who: r.WhoTarget, Amount: r.N(4)}))
	register("Out of Bounds", spell(targets(targetSpell), r.CounterTarget{}))
	register("Painful Lesson", spell(targets(targetPlayer), r.Draw{Who: r.WhoTarget, Amount: r.N(2)}, r.LoseLife{Who: r.WhoTarget, Amount: r.N(2)}))
	register("Rebuke", spell(targets(targetPermanent(r.Filter{Types: r.Types(r.Creature), Attacking: true})), r.Destroy{What: r.Target0}))

	// Auras.
	register("Inner Demon", abilities(enchantedGets(2, 2), enchantedHas(r.Flying),
		static(r.Static{Kind: r.StAddTypes, Affects: r.AffectsEnchanted, SetSubtypes: []string{"Demon"}}),
		triggered(whenEnters, nil, r.Pump{What: r.What{Kind: r.WhatAll, Filter: r.Filter{Types: r.Types(r.Creature), NotSubtype: "Demon"}}, Power: -2, Tough: -2})))
	register("Karametra's Favor", abilities(triggered(whenEnters, nil, r.Draw{Who: r.WhoYou, Amount: r.N(1)}),
		static(r.Static{Kind: r.StGrantAbility, Affects: r.AffectsEnchanted,
			Grant: &r.Ability{Kind: r.ManaAbility, Tap: true, Produces: 1<<r.White | 1<<r.Blue | 1<<r.Black | 1<<r.Red | 1<<r.Green, Text: "{T}: Add one mana of any color."}})))
	register("Oracle's Insight", abilities(static(r.Static{Kind: r.StGrantAbility, Affects: r.AffectsEnchanted,
		Grant: &r.Ability{Kind: r.ActivatedAbility, Tap: true, Text: "{T}: Scry 1, then draw a card.",
			Effects: []r.Effect{r.Scry{Who: r.WhoYou, Amount: r.N(1)}, r.Draw{Who: r.WhoYou, Amount: r.N(1)}}}})))
	register("Lightning Talons", abilities(enchantedGets(3, 0), enchantedHas(r.FirstStrike)))

	// Other permanents.
	register("Mycosynth Lattice", abilities(
		static(r.Static{Kind: r.StAddTypes, Affects: r.AffectsFilter, AddTypes: r.Types(r.Artifact)}),
		static(r.Static{Kind: r.StAllColorless, Affects: r.AffectsFilter}),
		static(r.Static{Kind: r.StSpendAnyColor, Affects: r.AffectsPlayer})))
	register("Mind's Eye", abilities(triggered(r.Trigger{Event: r.EvDraws, Player: r.Opponent}, nil,
		r.MayPay{Cost: r.MustCost("{1}"), Skip: 1}, r.Draw{Who: r.WhoYou, Amount: r.N(1)})))
	register("Quest for the Gravelord", abilities(
		triggered(r.Trigger{Event: r.EvDies, Filter: &creature}, nil,
			r.May{Prompt: "put a quest counter on Quest for the Gravelord?", Skip: 1}, r.PutCounters{What: r.Self, Kind: r.QuestCounter, Amount: r.N(1)}),
		&r.Ability{Kind: r.ActivatedAbility, RemoveCounters: 3, RemoveKind: r.QuestCounter, SacSelf: true,
			Effects: []r.Effect{r.CreateToken{Def: zombieGiant, Amount: r.N(1)}}}))

	// Lands.
	register("Luxury Suite", unlessTwoOpponents)
	register("Morphic Pool", unlessTwoOpponents)

	// Creatures.
	register("Gwafa Hazid, Profiteer", abilities(
		activated("{W}{U}", true, targets(targetPermanent(r.Filter{Types: r.Types(r.Creature), Controller: r.NotYou})),
			r.PutCounters{What: r.Target0, Kind: r.BriberyCounter, Amount: r.N(1)}, r.Draw{Who: r.WhoTargetController, Amount: r.N(1)}),
		static(r.Static{Kind: r.StCantAttack, Affects: r.AffectsFilter, Filter: bribed}),
		static(r.Static{Kind: r.StCantBlock, Affects: r.AffectsFilter, Filter: bribed})))
	register("Hunted Wumpus", abilities(triggered(whenEnters, nil, r.PutFromHand{Who: r.WhoEachPlayer, Others: true, Filter: creature})))
	register("Jubilant Mascot", abilities(triggered(yourCombat,
		targets(r.TargetSpec{Kind: r.TargetPermanent, Filter: r.Filter{Types: r.Types(r.Creature), Other: true}, Count: 2, UpTo: true}),
		r.MayPay{Cost: r.MustCost("{3}{W}"), Skip: 1}, r.PutCounters{What: r.What{Kind: r.WhatTargets}, Kind: r.PlusOne, Amount: r.N(1)})))
	register("Juggernaut", abilities(
		static(r.Static{Kind: r.StMustAttack, Affects: r.AffectsSelf}),
		static(r.Static{Kind: r.StCantBlockThose, Affects: r.AffectsFilter, Filter: r.Filter{Types: r.Types(r.Creature), Subtype: "Wall"}, Against: &r.Filter{Itself: true}})))
	register("Jungle Wayfinder", abilities(triggered(whenEnters, nil, r.SearchCards{Who: r.WhoEachPlayer, Filter: basicLand, May: true})))
	register("Kitesail Corsair", abilities(flyingWhile(r.Filter{Attacking: true})))
	register("Land Tax", abilities(ifThen(r.Condition{Kind: r.CondOpponentMoreLands},
		triggered(r.Trigger{Event: r.EvBeginStep, Step: r.Upkeep, Player: r.You}, nil, r.SearchCards{Who: r.WhoYou, Filter: basicLand, Max: 3, May: true}))))
	register("Lightwalker", abilities(flyingWhile(r.Filter{HasCounterKind: true, CounterKind: r.PlusOne})))
	register("Noosegraf Mob", both(entersWith(r.CounterGrant{Kind: r.PlusOne, Amount: r.N(5)}),
		abilities(triggered(r.Trigger{Event: r.EvCast}, nil, r.RemoveCounter{Kind: r.PlusOne, Skip: 1}, r.CreateToken{Def: zombie, Amount: r.N(1)}))))
	register("Noxious Dragon", abilities(triggered(dies, targets(targetPermanent(r.Filter{Types: r.Types(r.Creature), LimitManaValue: true, MaxManaValue: 3})),
		r.May{Prompt: "destroy the target creature?", Skip: 1}, r.Destroy{What: r.Target0})))
	register("Okaun, Eye of Chaos", abilities(
		triggered(yourCombat, nil, r.FlipCoin{UntilLose: true}),
		triggered(r.Trigger{Event: r.EvWinsCoinFlip}, nil, r.DoublePT{What: r.Self})))
	register("Peregrine Drake", abilities(triggered(whenEnters, nil, r.UntapUpTo{N: 5, Filter: r.Filter{Types: r.Types(r.Land)}})))
	register("Impetuous Protege", abilities(triggered(attacks, nil, r.PumpBy{What: r.Self,
		Power: r.Amount{Kind: r.AmtGreatestPower, Filter: &r.Filter{Types: r.Types(r.Creature), Tapped: true, Controller: r.Opponent}}})))
	register("Kor Spiritdancer", abilities(
		static(r.Static{Kind: r.StModifyPTPer, Affects: r.AffectsSelf, Power: 2, Toughness: 2, CDA: r.AmtAurasAttached}),
		triggered(r.Trigger{Event: r.EvCast, Player: r.You, Filter: &r.Filter{Subtype: "Aura"}}, nil,
			r.May{Prompt: "draw a card?", Skip: 1}, r.Draw{Who: r.WhoYou, Amount: r.N(1)})))
	register("Nimbus Champion", abilities(triggered(attacks, targets(targetCreature),
		r.May{Prompt: "return the target creature to its owner's hand?", Skip: 1},
		r.BounceIfPowerAtMost{What: r.Target0, Amount: r.Amount{Kind: r.AmtCountFilter, Filter: &r.Filter{Subtype: "Warrior", Controller: r.YourTeam}}})))
	register("Nyxathid", both(func(d *r.CardDef) { d.AsEnters = &r.AsEnters{ChoosePlayer: true, OpponentOnly: true} },
		abilities(static(r.Static{Kind: r.StModifyPTPer, Affects: r.AffectsSelf, Power: -1, Toughness: -1, CDA: r.AmtChosenHand}))))
	register("Oreskos Explorer", abilities(triggered(whenEnters, nil, r.SearchUpTo{Filter: r.Filter{Subtype: "Plains"}, Amount: r.Amount{Kind: r.AmtPlayersMoreLand}})))
	// "Can't be blocked": no creature can block it (CR 509.1b).
	register("Phantom Warrior", abilities(static(r.Static{Kind: r.StCantBeBlocked, Affects: r.AffectsSelf})))
	register("Pir, Imaginative Rascal", abilities(static(r.Static{Kind: r.StOneMoreCounter, Affects: r.AffectsFilter, Filter: r.Filter{Controller: r.YourTeam}})))
	register("Mindblade Render", abilities(triggered(r.Trigger{Event: r.EvTeamCombatDamage, Player: r.Opponent, Filter: &r.Filter{Subtype: "Warrior"}}, nil,
		r.Draw{Who: r.WhoYou, Amount: r.N(1)}, r.LoseLife{Who: r.WhoYou, Amount: r.N(1)})))
	register("Magus of the Candelabra", abilities(activated("{X}", true,
		targets(r.TargetSpec{Kind: r.TargetPermanent, Filter: r.Filter{Types: r.Types(r.Land)}, Count: 64, UpTo: true, CountX: true}),
		r.UntapPermanents{What: r.What{Kind: r.WhatTargets}})))
	// A triggered mana ability (CR 605.1b): the additional {B} comes with the tap itself.
	register("Nirkana Revenant", abilities(
		static(r.Static{Kind: r.StExtraMana, Affects: r.AffectsFilter, Filter: r.Filter{Types: r.Types(r.Land), Subtype: "Swamp", Controller: r.You}, Mana: 1 << r.Black}),
		activated("{B}", false, nil, pumpSelf(1, 1, 0))))
	register("Grothama, All-Devouring", abilities(
		static(r.Static{Kind: r.StGrantTrigger, Affects: r.AffectsFilter, Filter: r.Filter{Types: r.Types(r.Creature), Other: true},
			Grant: &r.Ability{Kind: r.TriggeredAbility, Text: "Whenever this creature attacks, you may have it fight Grothama, All-Devouring.",
				Trigger: &r.Trigger{Event: r.EvAttacks, Self: true}, Effects: []r.Effect{r.FightGranter{}}}}),
		triggered(r.Trigger{Event: r.EvLeavesBattlefield, Self: true}, nil, r.DrawDamageDealtToSource{})))
	register("Night Market Guard", abilities(static(r.Static{Kind: r.StBlockAdditional, Affects: r.AffectsSelf, Amount: 1})))
	attackingCreatures := r.What{Kind: r.WhatAll, Filter: r.Filter{Types: r.Types(r.Creature), Attacking: true}}
	register("Najeela, the Blade-Blossom", abilities(
		triggered(r.Trigger{Event: r.EvAttacks, Filter: &r.Filter{Subtype: "Warrior"}}, nil, r.CreateAttackingToken{Def: warriorToken, May: true}),
		&r.Ability{Kind: r.ActivatedAbility, Cost: r.MustCost("{W}{U}{B}{R}{G}"), CombatOnly: true, Effects: []r.Effect{
			r.UntapPermanents{What: attackingCreatures},
			r.Pump{What: attackingCreatures, Keywords: r.Keywords(r.Trample, r.Lifelink, r.Haste)},
			r.AdditionalCombat{}}}))
	register("Jelenn Sphinx", abilities(triggered(attacks, nil,
		r.Pump{What: r.What{Kind: r.WhatAll, Filter: r.Filter{Types: r.Types(r.Creature), Attacking: true, Other: true}}, Power: 1, Tough: 1})))
	register("Khorvath Brightflame", abilities(static(r.Static{Kind: r.StAddKeywords, Affects: r.AffectsFilter,
		Filter: r.Filter{Subtype: "Knight", Controller: r.YourTeam}, Keywords: r.Keywords(r.Flying, r.Haste)})))
	register("Kraul Warrior", abilities(activated("{5}{G}", false, nil, pumpSelf(3, 3, 0))))
	register("Lava-Field Overlord", abilities(triggered(whenEnters, targets(opponentsCreature), r.DamageTarget{Amount: r.N(4)})))
	register("Ley Weaver", abilities(activated("", true, targets(twoLands), r.UntapPermanents{What: r.What{Kind: r.WhatTargets}})))
	register("Lore Weaver", abilities(activated("{5}{U}{U}", false, targets(targetPlayer), r.Draw{Who: r.WhoTarget, Amount: r.N(2)})))
	register("Loyal Pegasus", abilities(static(r.Static{Kind: r.StCantAttackOrBlockAlone, Affects: r.AffectsSelf})))
	// CR 805.4: "each upkeep" is each team's upkeep, once per turn (ruling 2011-09-22).
	register("Magmatic Force", abilities(triggered(r.Trigger{Event: r.EvBeginStep, Step: r.Upkeep}, targets(anyTarget), r.DamageTarget{Amount: r.N(3)})))
	register("Mangara of Corondor", abilities(activated("", true, targets(targetPermanent(r.Filter{})), r.ExileAll{What: r.Self}, r.ExileAll{What: r.Target0})))
	register("Midnight Guard", abilities(triggered(r.Trigger{Event: r.EvEntersBattlefield, Filter: &r.Filter{Types: r.Types(r.Creature), Other: true}}, nil,
		r.UntapPermanents{What: r.Self})))
	register("Omenspeaker", abilities(triggered(whenEnters, nil, r.Scry{Who: r.WhoYou, Amount: r.N(2)})))
	register("Pathmaker Initiate", abilities(activated("", true, targets(targetPermanent(r.Filter{Types: r.Types(r.Creature), LimitPower: true, MaxPower: 2})),
		r.CantBeBlocked{What: r.Target0})))
	register("Peace Strider", abilities(triggered(whenEnters, nil, r.GainLife{Who: r.WhoYou, Amount: r.N(3)})))
	register("Pierce Strider", abilities(triggered(whenEnters, targets(targetOpponent), r.LoseLife{Who: r.WhoTarget, Amount: r.N(3)})))
	register("Proud Mentor", abilities(activated("{W}", true, targets(targetCreature), r.TapPermanents{What: r.Target0})))
	register("Reckless Reveler", abilities(sacSelf(activated("{R}", false, targets(targetPermanent(r.Filter{Types: r.Types(r.Artifact)})), r.Destroy{What: r.Target0}))))
	register("Reckless Scholar", abilities(activated("", true, targets(targetPlayer), r.Draw{Who: r.WhoTarget, Amount: r.N(1)}, r.Discard{Who: r.WhoTarget, Amount: r.N(1)})))
	register("Relentless Hunter", abilities(activated("{1}{R}{G}", false, nil, pumpSelf(1, 1, r.Keywords(r.Trample)))))
}
