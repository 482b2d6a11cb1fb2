package rules

// Reanimate puts the first object target, a card in a graveyard, onto the battlefield
// (CR 400.7: it is a new object): under the control of the spell's or ability's
// controller with Yours ("put target creature card from a graveyard onto the battlefield
// under your control"), else under its owner's ("return target creature card from your
// graveyard to the battlefield"); tapped with Tapped. A target no longer legal is left
// alone (CR 608.2b).
type Reanimate struct {
	Yours  bool
	Tapped bool
}

func (e Reanimate) do(g *Game, r *Resolution) bool {
	o := g.graveyardTarget(r, 0)
	if o == nil {
		return true
	}
	p := o.Owner
	if e.Yours {
		p = r.Controller
	}
	en, ok := g.askEnterChoices(r, o.Def, p) // CR 614.12a
	if !ok {
		return false
	}
	nid := g.putOntoBattlefield(o.ID, p, e.Tapped)
	g.applyEnterChoices(nid, en)
	g.note(Entry{Kind: JReturnsToBattlefield, Obj: nid, Card: g.obj(nid).Def, Player: p})
	g.emit(Event{Kind: EvEntersBattlefield, Obj: nid, Player: p, Source: NoObj})
	return true
}
