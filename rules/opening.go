package rules

// Cards a player may begin the game with on the battlefield (CR 103.6a, 805.3b): after
// the mulligans, the starting team chooses among such cards in its players' opening hands
// (teammates consult, so it is one team choice), then each other team in turn order; then
// the first turn begins.
//
// Hidden information: whether a team is asked must not tell its opponents what its
// opening hands hold. So in a game where any player's deck holds a card that a team could
// begin the game with, that team is asked even when its hands hold none (it can only
// answer none); in the ordinary game where no deck holds one, no team is asked and no
// decision is added. The opponents learn only that some deck in the game holds such a
// card, not which team's, nor whether it was drawn.

// openingCards lists the cards in team t's players' hands that may begin the game on the
// battlefield, player by player (the primary player's first).
func (g *Game) openingCards(t TeamID) []ObjID {
	var out []ObjID
	for _, p := range g.teams[t].members {
		for _, id := range g.players[p].hand {
			if g.mayBegin(id, t) {
				out = append(out, id)
			}
		}
	}
	return out
}

// openingAsked reports whether team t is asked its opening choice: some card in any
// player's hand or library is one t could begin the game with (see the file comment).
func (g *Game) openingAsked(t TeamID) bool {
	for i := range g.players {
		pl := &g.players[i]
		for _, zone := range [2][]ObjID{pl.hand, pl.library} {
			for _, id := range zone {
				if g.mayBegin(id, t) {
					return true
				}
			}
		}
	}
	return false
}

// beginFirstTurn asks the next team to be asked (openingAsked), from team `from` on in
// turn order beginning with the starting team; when none is left it starts the first
// turn.
func (g *Game) beginFirstTurn(from int) {
	start := g.mull.starting
	n := len(g.teams)
	if from == 0 {
		// Fixed before any card moves, so that a card put in by one team still counts
		// for the teams after it.
		g.mull.openingAsk = make([]bool, n)
		for t := range g.mull.openingAsk {
			g.mull.openingAsk[t] = g.openingAsked(TeamID(t))
		}
	}
	for i := from; i < n; i++ {
		t := (start + TeamID(i)) % TeamID(n)
		if g.teams[t].Lost || int(t) >= len(g.mull.openingAsk) || !g.mull.openingAsk[t] {
			continue
		}
		ids := g.openingCards(t)
		opts := make([]Option, len(ids))
		for k, id := range ids {
			opts[k] = Option{Text: g.players[g.obj(id).Owner].Name + "'s " + g.obj(id).Def.Name, Player: NoPlayer, Obj: id}
		}
		fixOrdinals(opts)
		g.choice = &choiceState{spec: ChoiceSpec{Player: NoPlayer, Team: t,
			Choice:  ask(ChOpeningCards),
			Options: opts, Min: 0, Max: len(opts)}, openingTeam: i + 1}
		g.wait = waitChoice
		return
	}
	g.choice = nil
	g.wait = waitNone
	if g.melee != nil {
		g.dealMarkers(start) // CR 807.4b
	}
	g.startTurn(start)
}

// answerOpening puts the chosen cards onto the battlefield under their owners' control,
// in the order given, and moves on to the next team.
func (g *Game) answerOpening(picks []int) {
	c := g.choice
	var exilers []PlayerID
	for _, k := range picks {
		id := c.spec.Options[k].Obj
		o := g.obj(id)
		if o.Zone != ZoneHand {
			continue
		}
		owner := o.Owner
		nid := g.putOntoBattlefield(id, owner, false)
		g.note(Entry{Kind: JBeginsWith, Player: owner, Obj: nid, Card: g.obj(nid).Def})
		if b := g.obj(nid).Def.Begin; b != nil {
			g.putCounters(nid, b.Counter, b.Counters, owner)
			if b.ExileFromHand {
				exilers = append(exilers, owner)
			}
		}
		g.emit(Event{Kind: EvEntersBattlefield, Obj: nid, Player: owner})
	}
	if len(picks) == 0 {
		g.note(Entry{Kind: JBeginsWithNothing, Team: c.spec.Team})
	}
	g.applyLayers()
	// Cards exiled for those put in (Gemstone Caverns), then the next team's choice, or
	// the first turn.
	g.askOpeningExile(exilers, c.openingTeam)
}
