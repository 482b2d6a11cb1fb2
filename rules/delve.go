package rules

// Delve (CR 702.66): while a spell with delve is being paid for, its caster may exile
// any number of cards from their graveyard, each paying for one generic mana of its total
// cost (702.66a). Delve isn't a mana ability and the exiled cards aren't mana (702.66b):
// they are helpers of the payment, as convoke's creatures are (rules/convoke.go), listed
// after the mana sources, so a payment exiles cards only for what mana doesn't pay.

// delveHelpers lists the cards in player p's graveyard that may pay for generic mana of
// spell def, top first (the most recently put there, which a payment takes first); nil
// when def hasn't delve.
func (g *Game) delveHelpers(p PlayerID, def *CardDef, out []manaSource) []manaSource {
	if !def.Delve {
		return out
	}
	gy := g.players[p].graveyard
	for i := len(gy) - 1; i >= 0; i-- {
		out = append(out, manaSource{obj: gy[i], kinds: helperKind, helper: true})
	}
	return out
}

// delve exiles card id from player p's graveyard to pay for a spell (CR 702.66a).
func (g *Game) delve(p PlayerID, id ObjID) {
	g.note(Entry{Kind: JDelves, Player: p, Obj: id, Card: g.obj(id).Def})
	g.moveTo(id, ZoneExile, false)
}
