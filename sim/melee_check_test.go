package sim

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/rules"
	"github.com/ettinmtg/ettin/scenario"
)

// TestCheckSpellOnAnotherStack checks a Grand Melee position where a spell waits on a
// stack other than the one being played (CR 807.5; scenario
// grand-melee/807.5b-spell-on-a-chosen-stack): the zones check finds it on that
// stack, so the position passes checkZones (before OtherStacks was counted it failed: the
// Shock was in the stack zone and on no stack listed).
func TestCheckSpellOnAnotherStack(t *testing.T) {
	// The game of that scenario up to Ann's Bolt on stack 1, Eve's Shock waiting on stack 2.
	b, err := os.ReadFile(filepath.Join("..", "testdata", "scenarios", "grand-melee", "807.5b-spell-on-a-chosen-stack.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	text, _, ok := strings.Cut(string(b), "  - expect: turn Ann\n")
	if !ok {
		t.Fatal("807.5b-spell-on-a-chosen-stack.yaml has no line 'expect: turn Ann' to stop at")
	}
	var lines []string // a position's script holds only actions
	for _, l := range strings.Split(text, "\n") {
		if !strings.HasPrefix(l, "  - expect:") && !strings.HasPrefix(l, "  - reject:") {
			lines = append(lines, l)
		}
	}
	g, err := scenario.Position([]byte(strings.Join(lines, "\n")), t.Name())
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
