package rules

// mulliganState runs the mulligan procedure (CR 103.5, 805.3a): in the current edition,
// each player of the starting team declares, then the other team; then all mulligans are
// taken at once (London mulligan, the first one free in multiplayer, 103.5c); then players
// put cards on the bottom. In the older editions the teams go one after the other and a
// new hand is one card smaller each time (606.6a).
type mulliganState struct {
	starting TeamID
	active   bool
	said     []int8 // per player this round: 0 undecided, 1 keep, 2 mulligan
	kept     []bool
	bottomed []bool
	team     TeamID // older editions: the team now deciding
	// openingAsk: per team, whether it is asked its opening choice (CR 805.3b; fixed
	// before the first team answers, see opening.go).
	openingAsk []bool
}

// clone copies the per-player lists only while the mulligans go on: they are written only
// then (finishMulligans ends them, start makes new ones), so a clone made after shares
// them, and openingAsk is only ever replaced whole (beginFirstTurn), never written in
// place. Every clone (one per search playout) copied the four lists.
func (m mulliganState) clone() mulliganState {
	if m.active {
		m.said = append([]int8(nil), m.said...)
		m.kept = append([]bool(nil), m.kept...)
		m.bottomed = append([]bool(nil), m.bottomed...)
	}
	return m
}

func (m *mulliganState) start(g *Game) {
	m.starting = g.turn.Team
	m.active = true
	m.said = make([]int8, len(g.players))
	m.kept = make([]bool, len(g.players))
	m.bottomed = make([]bool, len(g.players))
	m.team = g.turn.Team
	g.wait = waitMulligan
}

// next is the next player to declare, in the order of CR 805.3a.
func (m *mulliganState) next(g *Game) PlayerID {
	for _, p := range g.playerOrder() {
		if !g.rb().LondonMulligan() && g.players[p].Team != m.team {
			continue
		}
		if !m.kept[p] && m.said[p] == 0 {
			return p
		}
	}
	return NoPlayer
}

func (m *mulliganState) nextBottom(g *Game) PlayerID {
	for _, p := range g.playerOrder() {
		if !m.bottomed[p] && m.toBottom(g, PlayerID(p)) > 0 {
			return p
		}
	}
	return NoPlayer
}

func (m *mulliganState) toBottom(g *Game, p PlayerID) int {
	if !g.rb().LondonMulligan() {
		return 0
	}
	n := g.players[p].Mulligans
	if g.rb().FreeMulligan() {
		n-- // CR 103.5c: in a multiplayer game the first mulligan is free
	}
	if n < 0 {
		return 0
	}
	return min(n, len(g.players[p].hand))
}

// decide records player p's keep or mulligan and moves the procedure on.
func (g *Game) mulliganDecide(p PlayerID, mull bool) {
	m := &g.mull
	if mull {
		m.said[p] = 2
		g.note(Entry{Kind: JAction, ActKind: ActMulligan, Player: p, Team: g.players[p].Team})
	} else {
		m.said[p] = 1
		g.note(Entry{Kind: JAction, ActKind: ActKeep, Player: p, Team: g.players[p].Team})
	}
	if m.next(g) != NoPlayer {
		return
	}
	// Everyone due has declared: all mulligans at once (CR 103.5, 805.3a).
	for _, q := range g.playerOrder() {
		switch m.said[q] {
		case 1:
			m.kept[q] = true
		case 2:
			pl := &g.players[q]
			for len(pl.hand) > 0 {
				g.moveTo(pl.hand[0], ZoneLibrary, false)
			}
			g.shuffle(q)
			pl.Mulligans++
			n := 7
			if !g.rb().LondonMulligan() {
				n = max(0, 7-pl.Mulligans) // CR 606.6a of its edition
			}
			g.drawQuiet(q, n)
		}
		m.said[q] = 0
	}
	if m.next(g) != NoPlayer {
		return
	}
	if !g.rb().LondonMulligan() {
		for _, t := range g.teamOrder() {
			for _, q := range g.teams[t].members {
				if !m.kept[q] {
					m.team = t
					return
				}
			}
		}
	}
	if m.nextBottom(g) != NoPlayer {
		g.wait = waitBottom
		return
	}
	g.finishMulligans()
}

func (g *Game) finishMulligans() {
	g.mull.active = false
	g.wait = waitNone
	g.beginFirstTurn(0) // CR 805.3b, then the first turn
}

// bottom puts the chosen cards of player p on the bottom of the library (CR 103.5).
func (g *Game) bottom(p PlayerID, cards []ObjID) {
	more := &EntryMore{Objs: append([]ObjID(nil), cards...), Defs: make([]*CardDef, len(cards))}
	for i, id := range cards {
		more.Defs[i] = g.obj(id).Def
		g.moveTo(id, ZoneLibrary, false)
	}
	g.noteSecret(g.players[p].Team, Entry{Kind: JBottoms, Player: p, N: int32(len(cards)), More: more})
	g.mull.bottomed[p] = true
	if g.mull.nextBottom(g) == NoPlayer {
		g.finishMulligans()
	}
}
