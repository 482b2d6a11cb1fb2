package rules

// LookRevealToHand: the controller looks at the top N cards of their library, may reveal
// a card matching Filter among them and put it into their hand, and puts the rest on the
// bottom of their library, in a random order (from the game's RNG) or, with AnyOrder, in
// the order they choose ("Look at the top four cards of your library. You may reveal a
// creature card from among them and put it into your hand. Put the rest on the bottom of
// your library in a random order."). Looking isn't drawing; the cards looked at and the
// order of the bottom are seen by the controller alone, the revealed card by everyone
// (CR 701.20a).
type LookRevealToHand struct {
	N        int
	Filter   Filter
	AnyOrder bool
}

func (e LookRevealToHand) do(g *Game, r *Resolution) bool {
	p := r.Controller
	look := g.topCards(p, e.N)
	n := len(look)
	if n == 0 {
		return true
	}
	var fits []ObjID
	for _, id := range look {
		if g.cardMatches(id, &e.Filter) {
			fits = append(fits, id)
		}
	}
	pick := NoObj
	if len(fits) > 0 {
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChToHand), Options: g.cardOptions(fits), Min: 0, Max: 1})
		if !ok {
			return false
		}
		if len(ans) == 1 {
			pick = fits[ans[0]]
		}
	}
	var rest []ObjID
	for _, id := range look {
		if id != pick {
			rest = append(rest, id)
		}
	}
	bottom := rest
	if e.AnyOrder {
		var ok bool
		if bottom, ok = r.askBottomOrder(g, p, rest); !ok {
			return false
		}
	} else {
		for i := len(rest) - 1; i > 0; i-- { // after the last question: no question re-run changes it
			j := g.rng.Intn(i + 1)
			rest[i], rest[j] = rest[j], rest[i]
		}
	}
	pl := &g.players[p]
	pl.library = append(append([]ObjID(nil), pl.library[n:]...), bottom...)
	if pick != NoObj {
		g.note(Entry{Kind: JRevealsIntoHand, Player: p, Obj: pick, Card: g.obj(pick).Def})
		g.moveTo(pick, ZoneHand, false)
	}
	g.note(Entry{Kind: JPutsOnBottom, Player: p, N: int32(len(bottom))})
	return true
}
