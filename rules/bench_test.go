package rules_test

import (
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// BenchmarkRandomGame plays one whole 2HG game of random legal play per iteration.
func BenchmarkRandomGame(b *testing.B) {
	testDecks(b)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		g := newRandomGame(b, uint64(i), rules.Current)
		playRandom(b, g, uint64(i))
	}
}

// midGame returns a game after 300 random actions.
func midGame(b *testing.B) *rules.Game {
	g := newRandomGame(b, 42, rules.Current)
	var rng rules.RNG
	rng.Seed(42)
	for n := 0; n < 300 && !g.Over(); n++ {
		acts := g.LegalActions()
		if err := g.Apply(acts[rng.Intn(len(acts))]); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

// BenchmarkClone copies a mid-game state.
func BenchmarkClone(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = g.Clone()
	}
}

// BenchmarkLegalActions lists the legal actions of a mid-game position.
func BenchmarkLegalActions(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = g.LegalActions()
	}
}
