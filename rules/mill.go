package rules

// Mill (CR 701.13): a player mills N cards by putting the top N cards of their library
// into their graveyard; with fewer, they mill what there is (701.13b). The cards are
// public once in the graveyard.

// Mill makes each selected player mill Amount cards, in the order of CR 805.6.
type Mill struct {
	Who    Who
	Amount Amount
}

func (e Mill) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		n := min(e.Amount.eval(g, r, p), g.ZoneLen(p, ZoneLibrary))
		top := g.Zone(p, ZoneLibrary)[:max(n, 0)]
		for _, id := range top {
			g.note(Entry{Kind: JMills, Player: p, Obj: id, Card: g.obj(id).Def})
			g.moveTo(id, ZoneGraveyard, false)
		}
	}
	return true
}
