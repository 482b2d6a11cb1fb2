package rules

// Stun counters (CR 122.1d): "If a permanent with a stun counter on it would become
// untapped, instead remove a stun counter from it." Every untap of a permanent goes
// through untapObj, so the replacement applies in the untap step and to untap effects
// alike.

// untapObj untaps permanent id, or, when it has a stun counter, removes one from it
// instead (CR 122.1d); it reports whether the permanent untapped. The counter is removed
// by the permanent's controller.
func (g *Game) untapObj(id ObjID) bool {
	o := g.obj(id)
	if o.Counters[StunCounter] > 0 {
		if !o.Tapped {
			return false // an untapped permanent doesn't "become untapped": nothing replaced
		}
		o = g.removeCounters(id, StunCounter, 1, o.Controller)
		g.note(Entry{Kind: JCountersRemoved, N: 1, Counter: StunCounter, Obj: id, Card: o.Def})
		return false
	}
	g.mut(id).Tapped = false
	return true
}
