package rules

// Two static abilities read from Oracle text: "can't be blocked" (CR 509.1b, checked in
// blockAllowed) and "This spell can't be countered" (CR 113.6g, below).

// cantBeCountered reports whether the spell id has "This spell can't be countered": a
// static ability that functions on the stack (CR 113.6g). An effect that would counter it
// does nothing to it: the "can't" wins (CR 101.2).
func (g *Game) cantBeCountered(id ObjID) bool {
	o := g.obj(id)
	for _, a := range o.Def.Abilities {
		if a.Static != nil && a.Static.Kind == StCantBeCountered {
			return true
		}
	}
	return false
}

// noteCantBeCountered records that spell id wasn't countered because it can't be.
func (g *Game) noteCantBeCountered(id ObjID) {
	g.note(Entry{Kind: JCantBeCountered, Obj: id, Card: g.obj(id).Def})
}
