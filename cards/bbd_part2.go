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

	// Instants and sorceries.
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
	register("Lightning Talons", abilities(enchantedGets(3, 0), enchantedHas(r.FirstStrike)))

	// Lands.
	register("Luxury Suite", unlessTwoOpponents)
	register("Morphic Pool", unlessTwoOpponents)

	// Creatures.
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
