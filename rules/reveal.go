package rules

// Revealing a player's hand (CR 701.16a: the cards are shown to every player for as long
// as the effect needs them) and "you choose a card from it; that player discards that
// card" (Duress). The journal entry naming the cards is seen by all; the hand stays hidden
// in every view before and after.

// RevealHand: each player Who selects reveals their hand ("Target opponent reveals their
// hand.").
type RevealHand struct{ Who Who }

func (e RevealHand) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		g.revealHand(p)
	}
	return true
}

// revealHand records player p's hand as revealed to every player (CR 701.16a).
func (g *Game) revealHand(p PlayerID) {
	hand := g.players[p].hand
	m := &EntryMore{Objs: append([]ObjID(nil), hand...), Defs: make([]*CardDef, len(hand))}
	for i, id := range hand {
		m.Defs[i] = g.obj(id).Def
	}
	g.note(Entry{Kind: JRevealsHand, Player: p, More: m})
}

// DiscardChosen: each player Who selects reveals their hand, the controller chooses a card
// matching Filter from it, and that player discards that card ("Target opponent reveals
// their hand. You choose a nonland card from it. That player discards that card.",
// Duress). With no such card, nothing is discarded.
type DiscardChosen struct {
	Who    Who
	Filter Filter
}

func (e DiscardChosen) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		if r.asked >= len(r.answers) {
			// Once: a resolution resumed after the choice runs this again with its answer.
			g.revealHand(p)
		}
		var ids []ObjID
		for _, id := range g.players[p].hand {
			if g.matches(id, &e.Filter, r.Source, r.Controller) {
				ids = append(ids, id)
			}
		}
		if len(ids) == 0 {
			continue
		}
		opts := g.cardOptions(ids)
		for i, id := range ids {
			opts[i].Card = g.obj(id).Def // revealed: the chooser values the card itself
		}
		c := ask(ChRevealedCard)
		c.Player = p
		ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Team: g.players[r.Controller].Team, Choice: c, Options: opts, Min: 1, Max: 1})
		if !ok {
			return false
		}
		id := ids[ans[0]]
		g.discard(p, id, JDiscards)
	}
	return true
}
