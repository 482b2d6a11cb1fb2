package rules

// Conditions on a player's graveyard: threshold, "as long as seven or more cards are in
// your graveyard" (an ability word, CR 207.2c).

// condHoldsGraveyard reports whether a graveyard condition holds for controller ctrl.
func (g *Game) condHoldsGraveyard(c *Condition, ctrl PlayerID) bool {
	switch c.Kind {
	case CondGraveyardAtLeast:
		if c.Filter == nil {
			return len(g.players[ctrl].graveyard) >= c.N
		}
		n := 0 // "two or more creature cards in your graveyard"
		for _, id := range g.players[ctrl].graveyard {
			if g.obj(id).Def.Types&c.Filter.Types != 0 {
				n++
			}
		}
		return n >= c.N
	}
	return false
}
