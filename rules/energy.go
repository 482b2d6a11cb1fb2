package rules

import "strings"

// Energy counters (CR 107.14, 122.1): a kind of counter a player gets ("you get {E}{E}")
// and pays ("Pay {E}"), each player their own, teammates in Two-Headed Giant included
// (only poison is shared, CR 810.10).

// GetEnergy: each selected player gets Amount energy counters (CR 107.14).
type GetEnergy struct {
	Who    Who
	Amount Amount
}

func (e GetEnergy) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		if n := e.Amount.eval(g, r, p); n > 0 {
			g.players[p].Energy += n
			g.note(Entry{Kind: JGetsEnergy, Player: p, N: int32(n), M: int32(g.players[p].Energy)})
		}
	}
	return true
}

// canPayEnergy reports whether player p has n energy counters to pay (CR 107.14: a
// player can pay only energy they have).
func (g *Game) canPayEnergy(p PlayerID, n int) bool { return g.players[p].Energy >= n }

// payEnergy removes n of player p's energy counters as a cost (n > 0, checked payable).
func (g *Game) payEnergy(p PlayerID, n int) {
	if n <= 0 {
		return
	}
	g.players[p].Energy -= n
	g.note(Entry{Kind: JPaysEnergy, Player: p, N: int32(n), M: int32(g.players[p].Energy)})
}

// refuseEnergy is the refusal of a cost of n energy player p can't pay.
func (g *Game) refuseEnergy(p PlayerID, n int, what string) error {
	return refuse(RefusedCostUnpaid, "%s has %d energy, not enough to pay %s for %s (CR 107.14)", g.players[p].Name, g.players[p].Energy, EnergySymbols(n), what)
}

// EnergySymbols writes n energy as the symbols printed on cards: "{E}{E}".
func EnergySymbols(n int) string { return strings.Repeat("{E}", max(n, 0)) }
