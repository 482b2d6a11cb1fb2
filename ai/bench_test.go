package ai

import (
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// BenchmarkHeuristicGame plays one whole game, heuristic against heuristic, per iteration.
func BenchmarkHeuristicGame(b *testing.B) {
	testDecks(b)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		g := mirrorGame(b, uint64(i), i%4, (i+1)%4)
		h := NewHeuristic(uint64(i))
		if err := Play(g, teamSeats(g, h, h), 0); err != nil {
			b.Fatal(err)
		}
	}
}

// midGame plays a heuristic game until the first decision from turn 7 on that MCTS
// searches (more than one candidate), a typical position for a search decision.
func midGame(tb testing.TB, seed uint64) *rules.Game {
	g := mirrorGame(tb, seed, 0, 2)
	h := NewHeuristic(seed)
	m := NewMCTS(seed, Budget{Playouts: 1})
	for !g.Over() {
		if g.TurnNumber() >= 7 && len(g.LegalActions()) > 1 {
			seat := Seat(g)
			if len(m.candidates(newCtx(g, seat), g.LegalActions(), decide(h, g, seat, 0))) > 1 {
				return g
			}
		}
		if err := g.Apply(decide(h, g, Seat(g), 0)); err != nil {
			tb.Fatal(err)
		}
	}
	tb.Fatal("the game ended before the position")
	return nil
}

// BenchmarkMCTSDecision searches one mid-game decision with 50 playouts.
func BenchmarkMCTSDecision(b *testing.B) {
	g := midGame(b, 3)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m := NewMCTS(uint64(i), Budget{Playouts: 50})
		decide(m, g, Seat(g), 0)
		if m.Searched != 1 {
			b.Fatal("the decision was not searched")
		}
	}
}
