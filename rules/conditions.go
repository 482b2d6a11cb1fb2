package rules

// Composable conditions: "Activate only if ..." restrictions on activated and mana
// abilities (CR 602.5b), and conditions joined by "or".

// condHoldsMore evaluates the condition kinds of this file: CondAnyOf (one of Any
// holds), CondSelfEnteredThisTurn, CondEventSpentMoreThanPT and CondTargets.
func (g *Game) condHoldsMore(c *Condition, source ObjID, ctrl PlayerID, r *Resolution) bool {
	switch c.Kind {
	case CondAnyOf:
		for i := range c.Any {
			if g.condHolds(&c.Any[i], source, ctrl, r) {
				return true
			}
		}
	case CondSelfEnteredThisTurn:
		o := g.obj(source)
		return o.Zone == ZoneBattlefield && int(o.EnteredTurn) == g.turn.Number && g.turn.Number > 0
	case CondEventSpentMoreThanPT:
		return r != nil && g.spentMoreThanPT(r.Event, source)
	case CondTargets:
		if r == nil || c.Filter == nil {
			return false
		}
		for _, t := range r.Targets {
			if !t.IsPlayer() && g.validObj(t.Obj) && g.matches(t.Obj, c.Filter, source, ctrl) {
				return true
			}
		}
	}
	return false
}

// mayActivateNow reports whether ability ab of permanent id, controlled by p, meets its
// "Activate only if ..." condition (CR 602.5b); true when it has none.
func (g *Game) mayActivateNow(ab *Ability, id ObjID, p PlayerID) bool {
	return ab.ActivateIf == nil || g.condHolds(ab.ActivateIf, id, p, nil)
}
