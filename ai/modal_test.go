package ai

import (
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// modes returns the modes of a cast action (nil for none).
func modes(a rules.Action) []int {
	if a.Rare == nil {
		return nil
	}
	return a.Rare.Modes
}

func TestHeuristicModalCounterMode(t *testing.T) {
	// Mystic Confluence with Bob's Colossal Dreadmaw on the stack and Bob tapped out: the
	// counter mode (Bob can't pay {3}) is chosen.
	g := position(t, `
name: confluence counters
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Mystic Confluence]
        battlefield: [5 Island]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        hand: [Colossal Dreadmaw]
        battlefield: [6 Forest]
      - name: Bea
turn: {team: Blue, step: main1, number: 4}
script:
  - Bob casts Colossal Dreadmaw
`)
	if err := g.Apply(rules.Pass(1)); err != nil {
		t.Fatal(err)
	}
	a := act(t, g)
	if a.Kind != rules.ActCast || g.Obj(a.Obj).Def.Name != "Mystic Confluence" {
		t.Fatalf("expected Mystic Confluence, got %q", bind.FormatAction(g, a))
	}
	counter := false
	for _, m := range modes(a) {
		counter = counter || m == 0
	}
	if !counter {
		t.Fatalf("expected the counter mode, got %q", bind.FormatAction(g, a))
	}
}

func TestHeuristicModalBounceOnlyWorthy(t *testing.T) {
	// At Blue's end step Mystic Confluence bounces a creature worth more than a card
	// (Colossal Dreadmaw), and draws instead of bouncing Llanowar Elves.
	for _, c := range []struct {
		creature string
		bounce   bool
	}{{"Colossal Dreadmaw", true}, {"Llanowar Elves", false}} {
		g := position(t, `
name: confluence end step
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Mystic Confluence]
        battlefield: [5 Island]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [`+c.creature+`]
      - name: Bea
turn: {team: Blue, step: end, number: 4}
`)
		if err := g.Apply(rules.Pass(1)); err != nil {
			t.Fatal(err)
		}
		a := act(t, g)
		if a.Kind != rules.ActCast || g.Obj(a.Obj).Def.Name != "Mystic Confluence" {
			t.Fatalf("%s: expected Mystic Confluence, got %q", c.creature, bind.FormatAction(g, a))
		}
		bounce := false
		for _, m := range modes(a) {
			bounce = bounce || m == 1
		}
		if bounce != c.bounce {
			t.Errorf("%s: got %q", c.creature, bind.FormatAction(g, a))
		}
	}
}
