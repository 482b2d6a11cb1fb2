package rules

// DiscardNonlandThen: the controller discards a card; unless it was a nonland card, the
// next Skip effects are skipped. After a Draw it makes connive ("draw a card, then
// discard a card. If a nonland card is discarded this way, put a +1/+1 counter on the
// conniving permanent", CR 701.47a) and recruit ("... create a 1/1 white Human Soldier
// creature token").
type DiscardNonlandThen struct{ Skip int }

func (e DiscardNonlandThen) do(g *Game, r *Resolution) bool {
	p := r.Controller
	hand := g.players[p].hand
	if len(hand) == 0 {
		r.step += e.Skip
		return true
	}
	ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChDiscard).n(1), Options: g.cardOptions(hand), Min: 1, Max: 1})
	if !ok {
		return false
	}
	id := hand[ans[0]]
	land := g.obj(id).Def.Types.Has(Land)
	g.discard(p, id, JDiscards)
	if land {
		r.step += e.Skip
	}
	return true
}
