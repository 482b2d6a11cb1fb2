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
}
