package rules

// Flip cards (CR 710): the Kamigawa cards with a second name, text box, type line, power
// and toughness printed upside down. A flipped permanent has the flipped half's
// characteristics, its color and mana cost unchanged (710.1c), and is the same object;
// everywhere but the battlefield, and before it flips, the card has only its normal
// characteristics (710.2). As for a transformed permanent (transform.go), the object's Def
// is the flipped half while Printed holds the card, so leaving the battlefield ends it
// (710.4: a flipped permanent that leaves keeps no memory of it).

// flipped reports whether object o is a flip card's permanent that has flipped.
func flipped(o *Object) bool {
	return o.Printed != nil && o.Printed.Flip != nil && o.Printed.Flip == o.Def
}

// flip flips permanent id (CR 710.2): a one-way change (710.4), so a permanent that has
// flipped, or that isn't a flip card, doesn't. It reports whether it flipped.
func (g *Game) flip(id ObjID) bool {
	o := g.obj(id)
	if o.Zone != ZoneBattlefield || o.Printed != nil || o.Def.Flip == nil {
		return false
	}
	m := g.mut(id)
	from := m.Def
	m.Printed, m.Def = m.Def, m.Def.Flip
	// The same object: its status, counters and the effects on it stay; its
	// characteristics are the flipped half's, with the layers applied again.
	m.Cur = baseChars(m.Def, m.Controller)
	g.defChanges++ // the battlefield summary depends on definitions (perf.go)
	g.note(Entry{Kind: JFlips, Obj: id, Card: from, Card2: m.Def})
	return true
}

// Flip: the ability's source flips ("flip CARDNAME", "flip it"; CR 710.2).
type Flip struct{}

func (Flip) do(g *Game, r *Resolution) bool {
	g.flip(r.Source)
	return true
}
