package rules

// Effects on libraries: searching them (CR 701.19), scrying (CR 701.18), looking at the
// top cards, and putting or shuffling cards into them.

// SearchCards: each selected player, in turn order, searches their library for up to Max
// cards matching Filter (with May, they first choose whether to search at all); then the
// cards found are put onto the battlefield (tapped with Tapped) or into their hands, and
// each player who searched shuffles (CR 701.19; Veteran Explorer's ruling).
type SearchCards struct {
	Who         Who
	Filter      Filter
	Max         int // 0 means 1
	May         bool
	Battlefield bool
	Tapped      bool
}

func (e SearchCards) do(g *Game, r *Resolution) bool {
	ps := r.players(g, e.Who)
	found := make([][]ObjID, len(ps))
	searched := make([]bool, len(ps))
	for i, p := range ps {
		if e.May {
			yes, ok := r.yesNo(g, p, ask(ChSearchLibrary))
			if !ok {
				return false
			}
			if !yes {
				continue
			}
		}
		searched[i] = true
		var ids []ObjID
		for _, id := range g.players[p].library {
			if g.matches(id, &e.Filter, r.Source, p) {
				ids = append(ids, id)
			}
		}
		m := max(1, e.Max)
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChFindCards).n(m),
			Options: g.cardOptions(ids), Min: 0, Max: min(m, len(ids))})
		if !ok {
			return false
		}
		for _, a := range ans {
			found[i] = append(found[i], ids[a])
		}
	}
	// CR 614.12a: the choices made as the found cards enter come before any of them moves.
	var choices [][]enterChoices
	if e.Battlefield {
		choices = make([][]enterChoices, len(ps))
		for i, p := range ps {
			c, ok := g.askEnterChoicesAll(r, found[i], []PlayerID{p})
			if !ok {
				return false
			}
			choices[i] = c
		}
	}
	for i, p := range ps {
		for k, id := range found[i] {
			if e.Battlefield {
				nid := g.enterAs(id, p, e.Tapped, choices[i], k)
				g.note(Entry{Kind: JPutsOntoBattlefield, Player: p, Obj: nid, Card: g.obj(nid).Def})
				g.emit(Event{Kind: EvEntersBattlefield, Obj: nid, Player: p, Source: NoObj})
			} else {
				g.note(Entry{Kind: JRevealsIntoHand, Player: p, Obj: id, Card: g.obj(id).Def})
				g.moveTo(id, ZoneHand, false)
			}
		}
	}
	for i, p := range ps {
		if searched[i] {
			g.shuffle(p)
			g.note(Entry{Kind: JShuffles, Player: p})
		}
	}
	return true
}

// SearchUpTo: the controller searches their library for up to Amount cards matching
// Filter, reveals them, puts them into their hand, then shuffles (Oreskos Explorer). With
// none to find the library is still searched and shuffled (its ruling).
type SearchUpTo struct {
	Filter Filter
	Amount Amount
}

func (e SearchUpTo) do(g *Game, r *Resolution) bool {
	n := e.Amount.eval(g, r, r.Controller)
	if n <= 0 {
		g.shuffle(r.Controller)
		g.note(Entry{Kind: JSearchesNothing, Player: r.Controller})
		return true
	}
	return SearchCards{Who: WhoYou, Filter: e.Filter, Max: n}.do(g, r)
}

// SearchAnyCard: the controller searches their library for a card, puts it into their hand
// and shuffles. With no quality asked for, a card must be found if there is one (CR 701.19b;
// Diabolic Intent's ruling).
type SearchAnyCard struct{}

func (SearchAnyCard) do(g *Game, r *Resolution) bool {
	p := r.Controller
	lib := g.players[p].library
	ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChLibraryCard), Options: g.cardOptions(lib), Min: min(1, len(lib)), Max: 1})
	if !ok {
		return false
	}
	if len(ans) == 1 {
		// A card found in a library goes to the hand unseen by the other teams (CR 701.19a).
		g.noteSecret(g.players[p].Team, Entry{Kind: JPutsIntoHand, Player: p, Obj: lib[ans[0]], Card: g.obj(lib[ans[0]]).Def})
		g.moveTo(lib[ans[0]], ZoneHand, false)
	}
	g.shuffle(p)
	return true
}

// LookPutOneInHand: the controller looks at the top N cards of their library, puts one of
// them into their hand and the rest on the bottom of their library in any order (Impulse).
// Looking isn't drawing (ruling). The order of the bottom cards is asked card by card, the
// first chosen going nearest the top of what goes to the bottom.
type LookPutOneInHand struct{ N int }

func (e LookPutOneInHand) do(g *Game, r *Resolution) bool {
	p := r.Controller
	look := g.topCards(p, e.N)
	if len(look) == 0 {
		return true
	}
	n := len(look)
	ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChToHand),
		Options: g.cardOptions(look), Min: 1, Max: 1})
	if !ok {
		return false
	}
	pick := look[ans[0]]
	var rest []ObjID
	for _, id := range look {
		if id != pick {
			rest = append(rest, id)
		}
	}
	bottom, ok := r.askBottomOrder(g, p, rest)
	if !ok {
		return false
	}
	pl := &g.players[p]
	pl.library = append(append([]ObjID(nil), pl.library[n:]...), bottom...)
	g.noteSecret(pl.Team, Entry{Kind: JPicksIntoHand, Player: p, Obj: pick, Card: g.obj(pick).Def})
	g.moveTo(pick, ZoneHand, false) // no longer listed in the library: only added to the hand
	g.note(Entry{Kind: JPutsOnBottom, Player: p, N: int32(len(bottom))})
	return true
}

// topCards copies the top n cards of player p's library (fewer if it holds fewer).
func (g *Game) topCards(p PlayerID, n int) []ObjID {
	lib := g.players[p].library
	return append([]ObjID(nil), lib[:min(n, len(lib))]...)
}

// askBottomOrder asks player p, card by card, the order in which the cards rest go to the
// bottom of their library, the first chosen nearest the top of them; it reports false
// while a choice is pending.
func (r *Resolution) askBottomOrder(g *Game, p PlayerID, rest []ObjID) ([]ObjID, bool) {
	rest = append([]ObjID(nil), rest...)
	var bottom []ObjID
	for len(rest) > 1 {
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChLibraryBottom),
			Options: g.cardOptions(rest), Min: 1, Max: 1})
		if !ok {
			return nil, false
		}
		bottom = append(bottom, rest[ans[0]])
		rest = append(rest[:ans[0]:ans[0]], rest[ans[0]+1:]...)
	}
	return append(bottom, rest...), true
}

// Scry makes each selected player scry Amount, in the order of CR 805.6 (CR 701.18): look
// at the top cards of their library, put any number on the bottom and the rest on top in
// any order. Each player first chooses the cards for the bottom, then the order of the rest
// from the top.
type Scry struct {
	Who    Who
	Amount Amount
}

func (e Scry) do(g *Game, r *Resolution) bool {
	type scry struct {
		p           PlayerID
		n           int
		top, bottom []ObjID
	}
	var plans []scry
	for _, p := range r.players(g, e.Who) {
		lib := g.players[p].library
		n := min(e.Amount.eval(g, r, p), len(lib))
		if n <= 0 {
			continue
		}
		top, bottom, ok := lookAtTop(g, r, p, lib[:n], ChScryBottom, ChScryTop)
		if !ok {
			return false
		}
		plans = append(plans, scry{p: p, n: n, top: top, bottom: bottom})
	}
	for _, s := range plans {
		pl := &g.players[s.p]
		lib := append(append(append([]ObjID(nil), s.top...), pl.library[s.n:]...), s.bottom...)
		pl.library = lib
		g.note(Entry{Kind: JScries, Player: s.p, N: int32(s.n), M: int32(len(s.top)), K: int32(len(s.bottom))})
	}
	return true
}

// lookAtTop asks player p, who looks at the cards look from the top of their library, which
// of them to set aside (choice kind away: any number) and then the order of the rest from
// the top (choice kind order, one card at a time): the shared steps of scry (CR 701.18a)
// and surveil (CR 701.42a). It returns the rest in order from the top and the cards set
// aside; ok is false when the resolution stops for an answer.
func lookAtTop(g *Game, r *Resolution, p PlayerID, look []ObjID, away, order ChoiceKind) (top, aside []ObjID, ok bool) {
	look = append([]ObjID(nil), look...)
	team := g.players[p].Team
	ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: team, Choice: ask(away).n(len(look)),
		Options: g.cardOptions(look), Min: 0, Max: len(look)})
	if !ok {
		return nil, nil, false
	}
	for _, a := range ans {
		aside = append(aside, look[a])
	}
	var rest []ObjID
	for _, id := range look {
		if !containsID(aside, id) {
			rest = append(rest, id)
		}
	}
	for len(rest) > 1 {
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: team, Choice: ask(order),
			Options: g.cardOptions(rest), Min: 1, Max: 1})
		if !ok {
			return nil, nil, false
		}
		top = append(top, rest[ans[0]])
		rest = append(rest[:ans[0]:ans[0]], rest[ans[0]+1:]...)
	}
	return append(top, rest...), aside, true
}

// PutOnLibrary puts the selected permanents on top of their owners' libraries.
type PutOnLibrary struct{ What What }

func (e PutOnLibrary) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		o := g.obj(id)
		g.note(Entry{Kind: JPutOnTop, Obj: o.ID, Card: o.Def, Player: o.Owner})
		g.moveTo(id, ZoneLibrary, true)
	}
	return true
}

// ShuffleHandAndGraveyard makes each selected player shuffle their hand and graveyard into
// their library (Game Plan).
type ShuffleHandAndGraveyard struct{ Who Who }

func (e ShuffleHandAndGraveyard) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		pl := &g.players[p]
		for _, id := range append(append([]ObjID(nil), pl.hand...), pl.graveyard...) {
			g.moveTo(id, ZoneLibrary, false)
		}
		g.shuffle(p)
		g.note(Entry{Kind: JShufflesHandGraveyard, Player: p})
	}
	return true
}

// ShuffleSourceIntoLibrary shuffles the source card into its owner's library if it is in a
// graveyard; the owner shuffles either way (Vigor: "When Vigor is put into a graveyard from
// anywhere, shuffle it into its owner's library").
type ShuffleSourceIntoLibrary struct{}

func (ShuffleSourceIntoLibrary) do(g *Game, r *Resolution) bool {
	o := g.obj(r.Source)
	owner := o.Owner
	if o.Zone == ZoneGraveyard {
		g.moveTo(r.Source, ZoneLibrary, false)
		g.note(Entry{Kind: JShuffledIntoLibrary, Obj: o.ID, Card: o.Def, Player: owner})
	}
	g.shuffle(owner)
	return true
}
