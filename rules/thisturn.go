package rules

// What happened this turn, for the conditions and triggers that look back over the turn
// (Secrets of Strixhaven's infusion, "if one or more cards left your graveyard this
// turn", "if two or more creatures died this turn", "whenever you gain life for the
// first time each turn"). The tallies start anew as each turn begins (CR 500.1: "this
// turn" is the current turn, whoever's it is).

// playerTally is what happened to one player this turn.
type playerTally struct {
	leftGraveyard int // cards that left the player's graveyard
	died          int // creatures that died under the player's control
	castIS        int // instant and sorcery spells the player cast
}

// gameTally is what happened in the whole game this turn.
type gameTally struct {
	died   int // creatures that died
	exiled int // cards and tokens put into exile
}

// resetTallies starts this turn's tallies (at the beginning of each turn).
func (g *Game) resetTallies() {
	g.tally = gameTally{}
	for i := range g.players {
		g.players[i].tally = playerTally{}
	}
}

// tallyMove counts a card moved from zone from to zone to, owned by owner.
func (g *Game) tallyMove(owner PlayerID, from, to Zone) {
	if from == ZoneGraveyard && to != ZoneGraveyard {
		t := &g.players[owner].tally
		t.leftGraveyard++
		// "Whenever one or more cards leave your graveyard": one event for all the cards
		// that leave it at the same moment (CR 603.2c).
		for _, e := range g.events {
			if e.Kind == EvLeavesGraveyard && e.Player == owner && e.Moment == g.moment {
				return
			}
		}
		g.emit(Event{Kind: EvLeavesGraveyard, Player: owner, Obj: NoObj, Source: NoObj})
	}
	if to == ZoneExile && from != ZoneExile {
		g.tally.exiled++
	}
}

// tallyDied counts a creature that died under ctrl's control.
func (g *Game) tallyDied(ctrl PlayerID) {
	g.tally.died++
	if ctrl >= 0 && int(ctrl) < len(g.players) {
		g.players[ctrl].tally.died++
	}
}

// condHoldsThisTurn evaluates the condition kinds about this turn.
func (g *Game) condHoldsThisTurn(c *Condition, source ObjID, ctrl PlayerID, r *Resolution) bool {
	t := &g.players[ctrl].tally
	atLeast := max(1, c.N)
	switch c.Kind {
	case CondGainedLifeThisTurn:
		// Player.LifeGained: each player gains life individually (CR 810.9).
		return g.players[ctrl].LifeGained >= atLeast
	case CondLeftGraveyardThisTurn:
		return t.leftGraveyard >= atLeast
	case CondCreaturesDiedThisTurn:
		if c.Filter != nil && c.Filter.Controller == You {
			return t.died >= atLeast // "a creature died under your control this turn"
		}
		return g.tally.died >= atLeast
	case CondExiledThisTurn:
		return g.tally.exiled >= atLeast
	case CondCastInstantSorceryThisTurn:
		return t.castIS >= atLeast
	case CondEventSpentAtLeast:
		// "If five or more mana was spent to cast that spell" (CR 601.2h).
		return r != nil && r.Event.Obj != NoObj && g.validObj(r.Event.Obj) && g.obj(r.Event.Obj).ManaSpent >= c.N
	case CondOpponentMoreCards, CondOpponentControlsMore:
		mine := g.countFor(c, ctrl)
		var buf [MaxSeats]PlayerID
		for _, p := range g.playersSeen(ctrl, buf[:0]) { // CR 801.11
			if g.Opponents(p, ctrl) && g.countFor(c, p) > mine {
				return true
			}
		}
	}
	return false
}

// countFor counts for player p what condition c compares: the cards in p's hand
// (CondOpponentMoreCards), or the permanents p controls that match c.Filter.
func (g *Game) countFor(c *Condition, p PlayerID) int {
	if c.Kind == CondOpponentMoreCards || c.Filter == nil {
		return len(g.players[p].hand)
	}
	f := *c.Filter
	f.Controller = AnyPlayer
	n := 0
	for _, id := range g.battlefield {
		if g.obj(id).Controller == p && g.matches(id, &f, NoObj, p) {
			n++
		}
	}
	return n
}

// firstGain reports whether life gain event e is its player's first life gain this turn
// ("whenever you gain life for the first time each turn").
func (e Event) firstGain() bool { return e.Kind == EvGainsLife && e.First }

// hashTallies hashes this turn's tallies, only when something is counted, so that games
// without them hash as before.
func (h *hasher) tallies(g *Game) {
	if g.tally != (gameTally{}) {
		h.w(int64(g.tally.died)<<32 | int64(g.tally.exiled) | 0x7A11<<48)
	}
	for i := range g.players {
		if t := g.players[i].tally; t != (playerTally{}) {
			h.w(int64(i)<<56 | int64(t.leftGraveyard)<<24 | int64(t.died)<<12 | int64(t.castIS))
		}
	}
}
