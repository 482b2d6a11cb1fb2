package rules

// Transforming double-faced cards (CR 712.2): a permanent with its back face up has only
// the back face's characteristics (712.8e) and is the same object (712.18); everywhere but
// the battlefield the card is its front face (712.8a). While transformed, the object's Def
// is the back face and Printed the card (as while a face is cast, faces.go), so leaving the
// battlefield turns it front face up again (moveTo, 712.14: it enters front face up).

// transformed reports whether object o is a transforming double-faced permanent with its
// back face up (CR 701.28g).
func transformed(o *Object) bool {
	return o.Printed != nil && o.Printed.Back != nil && o.Printed.Back == o.Def
}

// transform turns permanent id over to its other face (CR 701.28a). A permanent that
// isn't a transforming double-faced card doesn't transform (701.28c, 712.9), nor one whose
// other face is an instant or sorcery (701.28d, 712.10). It reports whether it did.
func (g *Game) transform(id ObjID) bool {
	o := g.obj(id)
	if o.Zone != ZoneBattlefield {
		return false
	}
	from := o.Def
	var to *CardDef
	switch {
	case transformed(o):
		to = o.Printed
	case o.Printed == nil && o.Def.Back != nil:
		to = o.Def.Back
	default:
		return false
	}
	if to.Types.Has(Instant) || to.Types.Has(Sorcery) {
		return false
	}
	if from.Token && !to.Token {
		// A token that's a copy of a double-faced card is a token on either face (CR
		// 111.1, 712.8): its other face is the card's, so it is made a token's too.
		to = tokenCopyDef(to)
	}
	m := g.mut(id)
	if to == m.Printed {
		m.Def, m.Printed = to, nil
	} else {
		m.Printed, m.Def = m.Def, to
	}
	// The same object (CR 712.18): its status, counters and the effects on it stay; its
	// characteristics are the new face's, with the layers applied again.
	m.Cur = baseChars(to, m.Controller)
	g.defChanges++ // the battlefield summary depends on definitions (perf.go)
	g.note(Entry{Kind: JTransforms, Obj: id, Card: from, Card2: to})
	return true
}

// Transform: the selected permanents transform ("transform CARDNAME", CR 701.28a).
type Transform struct{ What What }

func (e Transform) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.transform(id)
	}
	return true
}
