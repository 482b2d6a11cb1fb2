package ai

import (
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// TestEvaluateBadTeam: a team id that names no team is valued 0, without a panic.
func TestEvaluateBadTeam(t *testing.T) {
	g := mirrorGame(t, 3, 0, 2)
	for _, tm := range []rules.TeamID{rules.NoTeam, -3, rules.TeamID(g.NumTeams()), 50} {
		if v := Evaluate(g, tm); v != 0 {
			t.Fatalf("Evaluate(team %d) = %v; want 0", tm, v)
		}
	}
}
