package tui

import (
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/scenario"
)

// TestEffectsShown: Giant Growth's "+3/+3 until end of turn" shows in words under the
// Bears' line, for either team, and is gone once the turn has ended (CR 514.2).
func TestEffectsShown(t *testing.T) {
	g, err := scenario.Position([]byte(`
name: an effect shown
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [Grizzly Bears, Forest]
        hand: [Giant Growth]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
      - name: Bea
turn: {team: Red, step: main2, number: 3}
script:
  - Ann casts Giant Growth targeting Grizzly Bears
  - resolve
`), t.Name())
	if err != nil {
		t.Fatal(err)
	}
	sc := &Screen{Width: 80, LogLines: -1}
	want := "✦ Grizzly Bears gets +3/+3 until end of turn (Giant Growth)"
	board := stripANSI(sc.Render(g.ViewFor(0)))
	lines := strings.Split(board, "\n")
	at := -1
	for i, l := range lines {
		if strings.Contains(l, "Grizzly Bears 5/5") {
			at = i
		}
	}
	if at < 0 || at+1 >= len(lines) || !strings.Contains(lines[at+1], want) {
		t.Fatalf("no %q under the Bears' line:\n%s", want, board)
	}
	// Bob, of the other team, sees it too: the effect is public.
	if !strings.Contains(stripANSI(sc.Render(g.ViewFor(2))), want) {
		t.Error("an opponent's screen does not show the effect")
	}
	if err := bind.ApplyLine(g, "go to upkeep"); err != nil {
		t.Fatal(err)
	}
	board = stripANSI(sc.Render(g.ViewFor(0)))
	if strings.Contains(board, "✦") || !strings.Contains(board, "Grizzly Bears 2/2") {
		t.Errorf("after the turn the effect still shows, or the Bears are not 2/2:\n%s", board)
	}
}
