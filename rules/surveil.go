package rules

// Surveil (CR 701.42a): "look at the top N cards of your library, then put any number of
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
		top, grave, ok := lookAtTop(g, r, p, lib[:n], ChSurveilGrave, ChSurveilTop)
		if !ok {
			return false
		}
		plans = append(plans, plan{p: p, n: n, top: top, grave: grave})
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
