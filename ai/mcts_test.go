package ai

import (
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

func TestMCTSLegalAndDeterministic(t *testing.T) {
	for _, seed := range []uint64{3, 5} {
		g := midGame(t, seed)
		seat := Seat(g)
		m1 := NewMCTS(7, Budget{Playouts: 24})
		a := decide(m1, g, seat, 0)
		if m1.Searched != 1 || m1.Playouts == 0 {
			t.Fatalf("the decision was not searched (%d searches, %d playouts)", m1.Searched, m1.Playouts)
		}
		if err := g.Clone().Apply(a); err != nil {
			t.Fatalf("MCTS chose %q, which is refused: %v", bind.FormatAction(g, a), err)
		}
		b := decide(NewMCTS(7, Budget{Playouts: 24}), g, seat, 0)
		if !same(a, b) {
			t.Fatalf("same seed and budget, different actions: %q and %q", bind.FormatAction(g, a), bind.FormatAction(g, b))
		}
	}
}

func TestMCTSPassesWithoutSearch(t *testing.T) {
	// Red has nothing to do in its main phase but pass.
	g := position(t, `
name: nothing to do
teams:
  - name: Red
    players: [{name: Ann}, {name: Abe}]
  - name: Blue
    players: [{name: Bob}, {name: Bea}]
turn: {team: Red, step: main1, number: 3}
`)
	m := NewMCTS(1, Budget{Playouts: 1000})
	if a := decide(m, g, Seat(g), 0); a.Kind != rules.ActPass || m.Playouts != 0 {
		t.Fatalf("expected a pass without playouts, got %q after %d playouts", bind.FormatAction(g, a), m.Playouts)
	}
}

// TestMCTSGame plays a game with a tiny budget: every decision must be legal, and no
// harmful spell may be aimed at the search player's own team.
func TestMCTSGame(t *testing.T) {
	g := bundledGame(t, 11, 0, 0) // burn on both sides
	m := NewMCTS(1, Budget{Playouts: 4})
	m.RolloutTurns = 2
	h := NewHeuristic(1)
	for n := 0; !g.Over() && n < 20000; n++ {
		seat := Seat(g)
		var a rules.Action
		if g.TeamOf(seat) == 0 {
			a = decide(m, g, seat, 0)
			checkTargets(t, g, seat, a)
		} else {
			a = decide(h, g, seat, 0)
		}
		if err := g.Apply(a); err != nil {
			t.Fatalf("%q refused: %v", bind.FormatAction(g, a), err)
		}
	}
	if !g.Over() || m.Searched == 0 {
		t.Fatalf("game over %v after %d searched decisions", g.Over(), m.Searched)
	}
}

// TestMCTSMargin: with a margin no playout mean can clear, the search keeps the
// heuristic's choice; the search still runs its playouts.
func TestMCTSMargin(t *testing.T) {
	for _, seed := range []uint64{3, 5, 8} {
		g := midGame(t, seed)
		seat := Seat(g)
		want := NewMCTS(7, Budget{Playouts: 24}).rollout.act(g, seat, nil)
		m := NewMCTS(7, Budget{Playouts: 24})
		m.Margin = 2 // playout values lie in [0, 1]
		if a := decide(m, g, seat, 0); !same(a, want) || m.Playouts == 0 {
			t.Fatalf("seed %d: %q after %d playouts; expected the heuristic's %q", seed, bind.FormatAction(g, a), m.Playouts, bind.FormatAction(g, want))
		}
	}
}
