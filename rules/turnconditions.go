package rules

// Conditions on the step of the turn and on any player's life ("Activate only during your
// upkeep", "... before attackers are declared", "unless a player has N or less life").

// condHoldsTurn evaluates CondYourUpkeep, CondBeforeAttackers and CondPlayerLifeAtMost
// for an ability controlled by ctrl.
func (g *Game) condHoldsTurn(c *Condition, ctrl PlayerID) bool {
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
