package rules

// Surveil (CR 701.25a): "look at the top N cards of your library, then put any number of
// them into your graveyard and the rest on top of your library in any order." The cards
// put into the graveyard are public from then on; the order of the rest is the player's
// team's to know (CR 810.5: teammates see each other's hands, not libraries: the
// choices are asked of the player only).

// Surveil makes each selected player surveil Amount, in the order of CR 805.6: each first
// chooses the cards for the graveyard, then the order of the rest from the top.
type Surveil struct {
	Who    Who
	Amount Amount
}

func (e Surveil) do(g *Game, r *Resolution) bool {
	type plan struct {
		p          PlayerID
		n          int
		top, grave []ObjID
	}
	var plans []plan
	for _, p := range r.players(g, e.Who) {
		lib := *g.zoneList(p, ZoneLibrary)
		n := min(e.Amount.eval(g, r, p), len(lib))
		if n <= 0 {
			continue
		}
		team := g.Player(p).Team
		look := append([]ObjID(nil), lib[:n]...)
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: team, Choice: ask(ChSurveilGrave).n(n),
			Options: g.cardOptions(look), Min: 0, Max: n})
		if !ok {
			return false
		}
		s := plan{p: p, n: n}
		for _, a := range ans {
			s.grave = append(s.grave, look[a])
		}
		var rest []ObjID
		for _, id := range look {
			if !containsID(s.grave, id) {
				rest = append(rest, id)
			}
		}
		for len(rest) > 1 {
			ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: team, Choice: ask(ChSurveilTop),
				Options: g.cardOptions(rest), Min: 1, Max: 1})
			if !ok {
				return false
			}
			s.top = append(s.top, rest[ans[0]])
			rest = append(rest[:ans[0]:ans[0]], rest[ans[0]+1:]...)
		}
		s.top = append(s.top, rest...)
		plans = append(plans, s)
	}
	for _, s := range plans {
		l := g.zoneList(s.p, ZoneLibrary)
		*l = append(append([]ObjID(nil), s.top...), (*l)[s.n:]...)
		g.note(Entry{Kind: JSurveils, Player: s.p, N: int32(s.n), M: int32(len(s.top)), K: int32(len(s.grave))})
		for _, id := range s.grave {
			g.note(Entry{Kind: JSurveilsIntoGraveyard, Player: s.p, Obj: id, Card: g.obj(id).Def})
			g.moveTo(id, ZoneGraveyard, false)
		}
	}
	return true
}
