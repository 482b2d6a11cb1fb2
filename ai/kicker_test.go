package ai

import (
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// TestHeuristicKicksWhenAffordable: with mana for the kicker the AI casts Apex Hawks
// kicked as many times as it can (CR 702.33c) and Into the Roil kicked (it draws a card);
// with mana for the spell alone it still casts it, unkicked.
func TestHeuristicKicksWhenAffordable(t *testing.T) {
	for _, c := range []struct {
		card, lands string
		kicks       int
	}{
		{"Apex Hawks", "7 Plains", 2},
		{"Apex Hawks", "3 Plains", 0},
		{"Into the Roil", "4 Island", 1},
		{"Into the Roil", "2 Island", 0},
	} {
		g, a := castIn(t, c.card, c.lands)
		k := 0
		if a.Rare != nil {
			k = a.Rare.Kicks
		}
		if k != c.kicks {
			t.Errorf("%s with %s: kicked %d times, want %d (%q)", c.card, c.lands, k, c.kicks, bind.FormatAction(g, a))
		}
	}
}

// TestHeuristicBlightsWhenCheap: Requiting Hex's optional blight gains 2 life: the AI pays
// it when the -1/-1 counter costs little (on Wall of Stone, 0/8) and not when it would kill
// its only creature (Llanowar Elves, 1/1) (CR 118.8b).
func TestHeuristicBlightsWhenCheap(t *testing.T) {
	for _, c := range []struct {
		mine   string
		blight bool
	}{{"Wall of Stone", true}, {"Llanowar Elves", false}} {
		g := position(t, `
name: blight
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Requiting Hex]
        battlefield: [Swamp, `+c.mine+`]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Savannah Lions]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
`)
		a := act(t, g)
		if a.Kind != rules.ActCast || g.Obj(a.Obj).Def.Name != "Requiting Hex" {
			t.Fatalf("with %s: expected Requiting Hex, got %q", c.mine, bind.FormatAction(g, a))
		}
		if got := a.Rare != nil && a.Rare.AddCost; got != c.blight {
			t.Errorf("with %s: blight %v, want %v (%q)", c.mine, got, c.blight, bind.FormatAction(g, a))
		}
	}
}
