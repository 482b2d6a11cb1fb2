package rules

// Maximum hand size (CR 402.2, 514.1): seven, unless the player has no maximum hand size
// ("You have no maximum hand size", StNoMaxHandSize).

// overHandSize is how many cards player p holds beyond their maximum hand size (0 when
// none or with no maximum).
func (g *Game) overHandSize(p PlayerID) int {
	if len(g.players[p].hand) <= 7 || g.staticFor(StNoMaxHandSize, p, You) {
		return 0
	}
	return len(g.players[p].hand) - 7
}
