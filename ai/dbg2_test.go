package ai

import (
	"testing"

	"github.com/ettinmtg/ettin/decks"
)

func TestDbgBundled(t *testing.T) {
	n := len(decks.Teams())
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			seed := uint64(10*i + j + 1)
			g := bundledGame(t, seed, i, j)
			h := NewHeuristic(seed)
			Play(g, teamSeats(g, h, h), 0)
			t.Logf("%s vs %s: winner %d turn %d %s", decks.Teams()[i].Name, decks.Teams()[j].Name, g.Winner(), g.TurnNumber(), g.EndReason())
		}
	}
}
