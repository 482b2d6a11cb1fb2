package rules

// activatedThisTurn reports whether ability ab of object id, which may be activated only
// once each turn, was activated this turn (CR 602.5b). The record is a continuous effect
// that ends with the turn and with the object (a new object has new abilities, CR 400.7).
func (g *Game) activatedThisTurn(id ObjID, ab *Ability) bool {
	for i := range g.effects {
		if e := &g.effects[i]; e.Kind == EffActivatedThisTurn && e.Obj == id && e.Ability == ab {
			return true
		}
	}
	return false
}
