package rules_test

import (
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// BenchmarkTeamVsTeam plays whole random-play Team vs. Team games of two teams of two
// with the random-game test decks (fixed seeds with -benchtime Nx).
func BenchmarkTeamVsTeam(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		g, _ := newSidesGame(b, uint64(i), rules.TeamVsTeam, rules.Current, 2, 2, rules.Options{})
		playRandom(b, g, uint64(i))
	}
}

// BenchmarkEmperor plays whole random-play Emperor games of two teams of three.
func BenchmarkEmperor(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		g, _ := newSidesGame(b, uint64(i), rules.Emperor, rules.Current, 2, 3, rules.Options{})
		playRandom(b, g, uint64(i))
	}
}
