package scenario

import (
	"strings"
	"testing"
)

// TestNotImplementedCard: a card the engine can't play yet, in a hand, a library or on
// the battlefield, is refused when the game is built, in one line.
func TestNotImplementedCard(t *testing.T) {
	for _, c := range [][2]string{
		{"hand: [Lightning Bolt, Grizzly Bears, Serra Angel]", "hand: [Timetwister]"},
		{"hand: [Lightning Bolt, Grizzly Bears, Serra Angel]", "library: [Timetwister]"},
		{"battlefield: [Mountain, Hill Giant]", "battlefield: [Mountain, Timetwister]"},
	} {
		spec, err := Parse([]byte(strings.Replace(errorBase, c[0], c[1], 1)), "ni.yaml")
		if err != nil {
			t.Fatal(err)
		}
		_, err = Build(spec)
		if err == nil || !strings.Contains(err.Error(), "Timetwister is not implemented") || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: got %v; want one line saying Timetwister is not implemented", c[1], err)
		}
	}
}
