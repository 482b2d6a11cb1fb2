package rules_test

import (
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// BenchmarkGrandMelee plays whole random-play ten-player Grand Melee games (two turn
// markers, CR 807.4a) with the random-game test decks (issue 13's benchmark beside the
// duels of bench_test.go; fixed seeds with -benchtime Nx).
func BenchmarkGrandMelee(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		g, _ := newVariantGame(b, uint64(i), rules.GrandMelee, rules.Current, 10)
		playRandom(b, g, uint64(i))
	}
}
