package rules

// Small pieces for common sentence shapes of compiled cards: conditions on the step and
// on any player's life.

// condHoldsShapes evaluates CondYourUpkeep, CondBeforeAttackers and CondPlayerLifeAtMost
// for an ability controlled by ctrl.
func (g *Game) condHoldsShapes(c *Condition, ctrl PlayerID) bool {
	switch c.Kind {
	case CondYourUpkeep:
		// CR 805.4: the team's turn is each of its players' turn, its upkeep theirs.
		return g.players[ctrl].Team == g.turn.Team && g.turn.Step == Upkeep
	case CondBeforeAttackers:
		// "during your turn, before attackers are declared": the declare attackers step
		// of any combat this turn ends it (CR 508).
		return g.players[ctrl].Team == g.turn.Team && !g.turn.attackStepBegun && g.turn.Step < DeclareAttackers
	case CondPlayerLifeAtMost:
		// "a player has N or less life": in 2HG a player's life is the team's (CR 810.9).
		var buf [MaxSeats]PlayerID
		for _, p := range g.playersSeen(ctrl, buf[:0]) { // CR 801.11
			if g.PlayerLife(p) <= c.N {
				return true
			}
		}
	}
	return false
}

// Otherwise ends the effects a May does on "yes" and skips the next N, the ones done on
// "no" ("you may X. If you don't, Y": May{Skip: len(X)+1}, X..., Otherwise{N: len(Y)},
// Y...; fabricate, CR 702.123a).
type Otherwise struct{ N int }

func (e Otherwise) do(g *Game, r *Resolution) bool {
	r.step += e.N
	return true
}
