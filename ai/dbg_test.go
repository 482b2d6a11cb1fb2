package ai

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestDbgLog(t *testing.T) {
	g := bundledGame(t, 19, 3, 3)
	h := NewHeuristic(1)
	if err := Play(g, teamSeats(g, h, h), 0); err != nil {
		t.Fatal(err)
	}
	f, _ := os.Create("/tmp/ai_dbg_game.log")
	for _, l := range g.Log() {
		if l.Text == "pass" || strings.Contains(l.Text, "priority") || strings.Contains(l.Text, " step") || strings.Contains(l.Text, "draws") {
			continue
		}
		fmt.Fprintln(f, l.Text)
	}
	f.Close()
	t.Logf("winner %d turn %d: %s", g.Winner(), g.TurnNumber(), g.EndReason())
}
