package rules

// Behold (Lorwyn Eclipsed): "To behold a Kithkin, choose a Kithkin you control or reveal a
// Kithkin card from your hand." As an additional cost ("As an additional cost to cast this
// spell, behold a Kithkin or pay {2}", AddBehold with OrPay), the cast chooses it with
// "using behold" over the mana. Like blight's creature, the engine picks what is beheld:
// a permanent of the type the caster controls first (nothing hidden is shown), else a card
// of the type from their hand other than the spell itself (CR 601.2a: it is on the stack),
// which is revealed to all.

// beholdChoice is what player p beholds of subtype sub for a cast of card spell: a
// permanent p controls, else a card in p's hand; NoObj when p has neither.
func (g *Game) beholdChoice(p PlayerID, sub string, spell ObjID) ObjID {
	for _, id := range g.battlefield {
		if o := g.obj(id); o.Controller == p && o.Cur.HasSubtype(sub) {
			return id
		}
	}
	for _, id := range g.players[p].hand {
		if id != spell && g.obj(id).Cur.HasSubtype(sub) { // a changeling card too (CR 702.73a)
			return id
		}
	}
	return NoObj
}

// behold notes what player p beholds as a cost: a permanent chosen, or a card of their
// hand revealed to all.
func (g *Game) behold(p PlayerID, id ObjID, sub string) {
	if id == NoObj || int(id) >= g.objs.len() {
		return
	}
	o := g.obj(id)
	if o.Zone != ZoneBattlefield && o.Zone != ZoneHand {
		return
	}
	g.note(Entry{Kind: JBeholds, Player: p, Obj: id, Card: o.Def, More: &EntryMore{Text: sub}})
}
