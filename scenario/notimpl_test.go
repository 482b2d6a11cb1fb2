package scenario

import (
	"strings"
	"testing"
)

// TestNotImplementedCard: a card the engine can't play yet, in a hand, a library or on
// the battlefield, is refused when the game is built, in one line.
func TestNotImplementedCard(t *testing.T) {
	for _, c := range [][2]string{
		{"hand: [Lightning Bolt, Grizzly Bears, Serra Angel]", "hand: [Time Walk]"},
		{"hand: [Lightning Bolt, Grizzly Bears, Serra Angel]", "library: [Time Walk]"},
		{"battlefield: [Mountain, Hill Giant]", "battlefield: [Mountain, Time Walk]"},
	} {
		spec, err := Parse([]byte(strings.Replace(errorBase, c[0], c[1], 1)), "ni.yaml")
		if err != nil {
			t.Fatal(err)
		}
		_, err = Build(spec)
		if err == nil || !strings.Contains(err.Error(), "Time Walk is not implemented") || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: got %v; want one line saying Time Walk is not implemented", c[1], err)
		}
	}
}
