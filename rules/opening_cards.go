package rules

// What the cards that may begin the game on the battlefield (CR 103.6a, 805.3b) bring
// besides that: static abilities that reach every player (Leyline of Punishment; Leyline
// of the Void's replacement is in replace_gather.go), and Gemstone Caverns' conditions, luck counter and mana.

// damageCantBePrevented reports whether an effect says damage can't be prevented.
func (g *Game) damageCantBePrevented() bool {
	return g.staticFor(StDamageCantBePrevented, NoPlayer, AnyPlayer)
}

// manaKinds is the kinds of mana mana ability a of permanent id can make now.
func (g *Game) manaKinds(a *Ability, id ObjID) uint8 {
	if a.ProducesWithCounter != 0 && id != NoObj && g.obj(id).Counters[a.WithCounter] > 0 {
		return a.ProducesWithCounter
	}
	if a.ProducesChosen {
		return g.chosenManaKinds(id)
	}
	return a.Produces
}

// BeginRules are the conditions and consequences of beginning the game with a card on
// the battlefield (Gemstone Caverns: "If Gemstone Caverns is in your opening hand and
// you're not playing first, you may begin the game with Gemstone Caverns on the
// battlefield with a luck counter on it. If you do, exile a card from your hand.").
type BeginRules struct {
	// NotPlayingFirst: only a player who is not playing first may. In 2HG every player of
	// the starting team plays first: the team takes the first turn, and each of its
	// players is an active player of it (CR 103.1, 805.3, 805.4); so only the players of
	// the other teams may.
	NotPlayingFirst bool
	// Counter, Counters: the permanent begins the game with Counters counters of kind
	// Counter on it.
	Counter  CounterKind
	Counters int
	// ExileFromHand: its owner then exiles a card from their hand.
	ExileFromHand bool
}

// mayBegin reports whether card id in team t's opening hands may begin the game on the
// battlefield.
func (g *Game) mayBegin(id ObjID, t TeamID) bool {
	d := g.obj(id).Def
	if !d.BeginOnBattlefield {
		return false
	}
	return d.Begin == nil || !d.Begin.NotPlayingFirst || t != g.mull.starting
}

// askOpeningExile asks the first of players ps with a card in hand to exile one (for a
// card they began the game with); when none is left it goes on with team number next's
// opening choice (beginFirstTurn).
func (g *Game) askOpeningExile(ps []PlayerID, next int) {
	for i, p := range ps {
		hand := g.players[p].hand
		if len(hand) == 0 {
			continue
		}
		g.choice = &choiceState{spec: ChoiceSpec{Player: p, Team: g.players[p].Team,
			Choice: ask(ChOpeningExile), Options: g.cardOptions(hand), Min: 1, Max: 1},
			openingExile: true, exileNext: ps[i+1:], openingTeam: next}
		g.wait = waitChoice
		return
	}
	g.beginFirstTurn(next)
}

// answerOpeningExile exiles the chosen card and moves on.
func (g *Game) answerOpeningExile(picks []int) {
	c := g.choice
	if id := c.spec.Options[picks[0]].Obj; g.obj(id).Zone == ZoneHand {
		g.note(Entry{Kind: JExilesFromHand, Player: c.spec.Player, Obj: id, Card: g.obj(id).Def})
		g.moveTo(id, ZoneExile, false)
	}
	g.askOpeningExile(c.exileNext, c.openingTeam)
}
