package bind_test

import (
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/notation"
	"github.com/ettinmtg/ettin/scenario"
)

// TestTypedLineCantNameHiddenCard: a line typed by a player names an opponent's
// face-down creature only as a face-down creature (CR 708.2a); its card's name is refused
// as if no such object were there, so a line can't probe what the card is (CR 708.5).
// The omniscient notation of scenarios and replays still names it by its card, and its
// controller, who may look at it, may too.
func TestTypedLineCantNameHiddenCard(t *testing.T) {
	g, err := scenario.Position([]byte(`
name: a face-down creature named by a player
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [{card: Hystrodon, face: down}, Forest, Forest, Forest]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        hand: [Lightning Bolt]
        battlefield: [Mountain]
      - name: Bea
turn: {team: Blue, step: main1, number: 3}
`), "typed.yaml")
	if err != nil {
		t.Fatal(err)
	}
	const bob, ann = 2, 0
	byName := "Bob casts Lightning Bolt targeting Ann's Hystrodon"
	if err := bind.ApplyLineAs(g.Clone(), byName, bob); err == nil {
		t.Errorf("Bob named Ann's face-down creature by its card and was understood: %q", byName)
	}
	na, err := notation.Parse(byName)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bind.ResolveAs(g, na, bob); err == nil {
		t.Errorf("ResolveAs read a hidden card's name for its opponent: %q", byName)
	}
	if err := bind.ApplyLine(g.Clone(), byName); err != nil {
		t.Errorf("the omniscient notation can't name the face-down card: %v", err)
	}
	if err := bind.ApplyLineAs(g.Clone(), "Bob casts Lightning Bolt targeting Ann's face-down creature", bob); err != nil {
		t.Errorf("Bob can't name it as a face-down creature: %v", err)
	}
	c := g.Clone()
	if err := bind.ApplyLine(c, "pass"); err != nil {
		t.Fatal(err)
	}
	if err := bind.ApplyLineAs(c, "Ann turns Hystrodon face up", ann); err != nil {
		t.Errorf("its controller can't name it by its card: %v", err)
	}
}

// TestRefusalNamesFaceDownCreature: a refusal about a face-down permanent calls it a
// face-down creature, as it has no name (CR 708.2a); it gave an empty name before.
func TestRefusalNamesFaceDownCreature(t *testing.T) {
	g, err := scenario.Position([]byte(`
name: a face-down creature's cost unpaid
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [{card: Hystrodon, face: down}, Forest]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
      - name: Bea
turn: {team: Red, step: main1, number: 3}
`), "refusal.yaml")
	if err != nil {
		t.Fatal(err)
	}
	err = bind.ApplyLineAs(g, "Ann turns Hystrodon face up", 0)
	if err == nil || !strings.Contains(err.Error(), "face-down creature's ability") {
		t.Errorf("refusal = %v; want it to name the face-down creature", err)
	}
}
