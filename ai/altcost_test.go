package ai

import (
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// TestHeuristicAltCosts: the AI casts Mulldrifter for its mana cost when it can (an
// evoked one is sacrificed, CR 702.74a) and evoked when it can pay only the evoke cost;
// it pays Capsize's buyback when it can (the card comes back, 702.27a).
func TestHeuristicAltCosts(t *testing.T) {
	for _, c := range []struct {
		card, lands string
		alt         rules.AltCostKind
	}{
		{"Mulldrifter", "5 Island", rules.AltNone},
		{"Mulldrifter", "3 Island", rules.AltEvoke},
		{"Capsize", "6 Island", rules.AltBuyback},
	} {
		g, a := castIn(t, c.card, c.lands)
		alt := rules.AltNone
		if a.Rare != nil {
			alt = a.Rare.Alt
		}
		if alt != c.alt {
			t.Errorf("%s with %s: cast with %q, want %q (%q)", c.card, c.lands, alt, c.alt, bind.FormatAction(g, a))
		}
	}
}

// castIn sets up Ann's main phase with card in hand (three Islands in her library) and
// lands on the battlefield, Bob's Colossal Dreadmaw across, and returns the game and the
// AI's action, which must be a cast of card.
func castIn(t *testing.T, card, lands string) (*rules.Game, rules.Action) {
	t.Helper()
	g := position(t, `
name: cast
teams:
  - name: Red
    players:
      - name: Ann
        hand: [`+card+`]
        library: [Island, Island, Island]
        battlefield: [`+lands+`]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Colossal Dreadmaw]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
`)
	a := act(t, g)
	if a.Kind != rules.ActCast || g.Obj(a.Obj).Def.Name != card {
		t.Fatalf("%s with %s: expected a cast of it, got %q", card, lands, bind.FormatAction(g, a))
	}
	return g, a
}

// TestHeuristicLevelsUp: with mana to spare in its main phase, the AI levels up Student
// of Warfare into its first band (CR 711.2a).
func TestHeuristicLevelsUp(t *testing.T) {
	g := position(t, `
name: level
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [Plains, {card: Student of Warfare, counters: {level: 1}}]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
      - name: Bea
turn: {team: Red, step: main1, number: 3}
`)
	a := act(t, g)
	if a.Kind != rules.ActActivate || g.Obj(a.Obj).Def.Name != "Student of Warfare" {
		t.Fatalf("expected Student of Warfare to level up, got %q", bind.FormatAction(g, a))
	}
}
