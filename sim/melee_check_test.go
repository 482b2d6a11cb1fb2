package sim

import (
	"testing"

	"github.com/ettinmtg/ettin/rules"
	"github.com/ettinmtg/ettin/scenario"
)

// TestCheckSpellOnAnotherStack checks a Grand Melee position where a spell waits on a
// stack other than the one being played (CR 807.5): the zones check finds it on that
// stack, so the position passes checkZones (before OtherStacks was counted it failed: the
// Shock was in the stack zone and on no stack listed).
func TestCheckSpellOnAnotherStack(t *testing.T) {
	g, err := scenario.Position([]byte(`
name: a spell on another stack
variant: grand-melee
options: {range: 4}
players:
  - name: Ann
    hand: [Lightning Bolt]
    battlefield: [Mountain]
  - name: Bob
  - name: Cid
  - name: Dan
  - name: Eve
    hand: [Shock]
    battlefield: [Mountain]
  - name: Fay
  - name: Gus
  - name: Hal
turn: [{player: Ann, step: main1}, {player: Eve, step: main1}]
script:
  - go to main1 on marker 2
  - Eve casts Shock targeting Ann
  - Eve passes
  - Fay passes
  - Gus passes
  - Hal passes
  - Ann casts Lightning Bolt targeting Eve on stack 1
`), t.Name())
	if err != nil {
		t.Fatal(err)
	}
	if n := len(g.OtherStacks()); n != 1 || len(g.OtherStacks()[0]) != 1 {
		t.Fatalf("expected the Shock alone on the other stack, got %v", g.OtherStacks())
	}
	cards := 0 // a scenario has no decks: every card of its zones counts
	for i := range g.NumObjects() {
		if id := rules.ObjID(i); g.ObjZone(id) != rules.ZoneNone && !g.ObjDef(id).Token {
			cards++
		}
	}
	if err := checkZones(g, cards, nil); err != nil {
		t.Fatal(err)
	}
}
