package cards

import r "github.com/ettinmtg/ettin/rules"

// The cards the team rules need for testing (issue 14): each has a Two-Headed Giant
// scenario in testdata/scenarios/current/card-<name>.yaml that checks what it does with a
// shared life total, shared poison, two opponents and a teammate (CR 805, 810).
func init() {
	// Zone moves and control.
	register("Unsummon", spell(targets(targetCreature), r.Bounce{What: r.Target0}))
	register("Threaten", spell(targets(targetCreature), r.GainControl{What: r.Target0, UntilEOT: true, Untap: true, Haste: true}))
	// Layer 2 (CR 613.1b): the Aura's controller controls the creature; its controller's
	// team is the one it fights for.
	register("Mind Control", abilities(static(r.Static{Kind: r.StControl, Affects: r.AffectsEnchanted})))
	// CR 805.8: the one who controls a player controls that player's team for the turn.
	register("Mindslaver", abilities(&r.Ability{Kind: r.ActivatedAbility, Cost: r.MustCost("{4}"), Tap: true, SacSelf: true,
		Targets: targets(targetPlayer), Effects: []r.Effect{r.ControlNextTurn{}}}))

	// Life (CR 810.9): each player gains and loses individually, the team's total changes.
	register("Phyrexian Arena", abilities(triggered(yourUpkeep, nil,
		r.Draw{Who: r.WhoYou, Amount: r.N(1)}, r.LoseLife{Who: r.WhoYou, Amount: r.N(1)})))
	register("Soul Warden", abilities(triggered(r.Trigger{Event: r.EvEntersBattlefield, Filter: &r.Filter{Types: r.Types(r.Creature), Other: true}}, nil,
		r.GainLife{Who: r.WhoYou, Amount: r.N(1)})))
	// CR 810.9a: "you have 30 or more life" reads the team's total.
	serra := r.Condition{Kind: r.CondLifeAtLeast, N: 30}
	register("Serra Ascendant", abilities(
		static(r.Static{Kind: r.StModifyPT, Affects: r.AffectsSelf, Power: 5, Toughness: 5, Cond: &serra}),
		static(r.Static{Kind: r.StAddKeywords, Affects: r.AffectsSelf, Keywords: r.Keywords(r.Flying), Cond: &serra})))
	register("Felidar Sovereign", abilities(ifThen(r.Condition{Kind: r.CondLifeAtLeast, N: 40}, triggered(yourUpkeep, nil, r.WinGame{}))))
	// CR 810.9c: only the target player gains or loses life; the team's total follows.
	register("Magister Sphinx", abilities(triggered(whenEnters, targets(targetPlayer), r.SetLife{Who: r.WhoTarget, Amount: r.N(10)})))

	// Each player: all four, in turn order (CR 805.6).
	register("Innocent Blood", spell(nil, r.EachPicks{Who: r.WhoEachPlayer, Filter: creature, Do: r.PickSacrifice}))
	register("Holy Day", spell(nil, r.PreventCombatDamage{}))
	// CR 810.9a, 810.9c: the controller of the enchanted creature gains the team's total:
	// "double its controller's life total" is set to twice the team's (CR 701.9d).
	register("Celestial Mantle", abilities(
		static(r.Static{Kind: r.StModifyPT, Affects: r.AffectsEnchanted, Power: 3, Toughness: 3}),
		triggered(r.Trigger{Event: r.EvDealsDamage, Enchanted: true, ToPlayer: true, Combat: true}, nil,
			r.SetLife{Who: r.WhoEventController, Amount: doubledLife})))
	// Ruling: in 2HG "each upkeep" is each team's upkeep, one a turn. "Blocking creatures
	// you control" are Ann's only, not her teammate's.
	register("Crescendo of War", abilities(
		triggered(r.Trigger{Event: r.EvBeginStep, Step: r.Upkeep}, nil, r.PutCounters{What: r.Self, Kind: r.StrifeCounter, Amount: r.N(1)}),
		static(r.Static{Kind: r.StModifyPTPer, Affects: r.AffectsFilter, Filter: r.Filter{Types: r.Types(r.Creature), Attacking: true}, Power: 1, CDA: r.AmtSourceCounters, Counter: r.StrifeCounter}),
		static(r.Static{Kind: r.StModifyPTPer, Affects: r.AffectsFilter, Filter: r.Filter{Types: r.Types(r.Creature), Blocking: true, Controller: r.You}, Power: 1, CDA: r.AmtSourceCounters, Counter: r.StrifeCounter})))
	// A replacement effect (CR 614.1a) on +1/+1 counters put on Ann's creatures only, not
	// her teammate's; the creature's controller orders it with others (CR 616.1).
	register("Hardened Scales", abilities(static(r.Static{Kind: r.StOneMoreCounter, Affects: r.AffectsFilter,
		Filter: creaturesYouCtrl, Counter: r.PlusOne, CounterOnly: true})))
	// CR 810.8a: Ann's team can't lose, the other team can't win; the life floor covers
	// damage dealt to Ann only (CR 810.9: damage happens to each player individually).
	register("Angel's Grace", spell(nil, r.PlayerStatics{Who: r.WhoYou,
		Kinds: []r.StaticKind{r.StCantLose, r.StOpponentsCantWin, r.StDamageLeavesOne}}))
	// CR 810.8a: the team doesn't lose for 0 or less life; at 0 or less, damage dealt to
	// Ann becomes poison counters on the team (CR 810.10), damage to Abe stays damage.
	register("Phyrexian Unlife", abilities(
		static(r.Static{Kind: r.StNoLoseForLife, Affects: r.AffectsPlayer}),
		static(r.Static{Kind: r.StDamageAsInfect, Affects: r.AffectsPlayer, Cond: &r.Condition{Kind: r.CondLifeAtLeast, N: 1, Not: true}})))
	// In 2HG a team declares all its attackers (blockers) at once (CR 805.10): one
	// creature in all, of either player.
	oneCombatant := abilities(
		static(r.Static{Kind: r.StMaxAttackers, Affects: r.AffectsPlayer, Amount: 1}),
		static(r.Static{Kind: r.StMaxBlockers, Affects: r.AffectsPlayer, Amount: 1}))
	register("Silent Arbiter", oneCombatant)
	register("Dueling Grounds", oneCombatant)
	// CR 805.8: "you skip your next turn": the activating player's team skips it. Any
	// player may activate it (CR 602.2), and "you" is that player.
	register("Lethal Vapors", abilities(
		triggered(r.Trigger{Event: r.EvEntersBattlefield, Filter: &creature}, nil, r.Destroy{What: r.What{Kind: r.WhatEventObj}}),
		&r.Ability{Kind: r.ActivatedAbility, Cost: r.MustCost("{0}"), AnyPlayer: true,
			Effects: []r.Effect{r.Destroy{What: r.Self}, r.Skip{Who: r.WhoYou, Turn: true}}}))
	// CR 805.8: the team takes the extra turn; CR 810.8a: at that turn's end step the
	// team loses. Ruling: if the extra turn is skipped, it doesn't lose.
	register("Final Fortune", spell(nil, r.ExtraTurn{Who: r.WhoYou, AtEnd: &r.Ability{Kind: r.TriggeredAbility,
		Text:    "At the beginning of that turn's end step, you lose the game.",
		Trigger: &r.Trigger{Event: r.EvBeginStep, Step: r.EndStep}, Effects: []r.Effect{r.LoseGame{}}}}))
	// CR 805.8: the additional phases are the team's; the creatures of both players of the
	// active team that attacked untap.
	register("Relentless Assault", spell(nil,
		r.UntapPermanents{What: r.What{Kind: r.WhatAll, Filter: r.Filter{Types: r.Types(r.Creature), AttackedThisTurn: true}}},
		r.AdditionalCombat{Main: true}))
	// In 2HG "you" is Ann alone: creatures attacking Abe aren't taxed (CR 805.10b, each
	// attacker attacks one player); any blocker of the defending team is.
	register("Archangel of Tithes", abilities(
		static(r.Static{Kind: r.StAttackTax, Affects: r.AffectsPlayer, Amount: 1, Filter: r.Filter{Types: r.Types(r.Planeswalker)},
			Cond: &r.Condition{Kind: r.CondSelfUntapped}}),
		static(r.Static{Kind: r.StBlockTax, Affects: r.AffectsPlayer, Amount: 1,
			Cond: &r.Condition{Kind: r.CondSelfMatches, Filter: &r.Filter{Attacking: true}}})))
	// CR 805.4d: "each player's upkeep" is once for each player of the active team; each
	// is dealt damage for their own lands, the team's total takes both (CR 810.9).
	register("Power Surge", abilities(triggered(r.Trigger{Event: r.EvBeginStep, Step: r.Upkeep, Each: true}, nil,
		r.DamagePlayers{Who: r.WhoThatPlayer, Amount: r.Amount{Kind: r.AmtUntappedLandsAtStart}})))
	// CR 810.9: "each player" is all four; each team takes 2 damage per activation.
	register("Pestilence", abilities(
		ifThen(r.Condition{Kind: r.CondControls, Filter: &creature, Not: true}, triggered(eachEndStep, nil, r.Sacrifice{What: r.Self})),
		activated("{B}", false, nil, r.DamageEach{What: r.What{Kind: r.WhatAll, Filter: creature}, ToPlayers: true, Who: r.WhoEachPlayer, Amount: r.N(1)})))
}
