package ai

import (
	"fmt"
	"os"
	"testing"
)

func TestQuickLog(t *testing.T) {
	g := mirrorGame(t, 7, 0, 2)
	h := NewHeuristic(1)
	if err := Play(g, teamSeats(g, h, h), 0); err != nil {
		t.Fatal(err)
	}
	f, _ := os.Create("/tmp/game.log")
	for _, l := range g.Log() {
		fmt.Fprintln(f, l.Text)
	}
	f.Close()
	t.Logf("winner %d turn %d: %s", g.Winner(), g.TurnNumber(), g.EndReason())
}
