package bind_test

import (
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/scenario"
)

// TestSearchedCardHidden: a card found in a library and put into a hand (Diabolic Intent)
// is named in the searching team's log only: the other team's log says a card was chosen
// and put into a hand (CR 701.19a), while the replay (bind.Log) keeps the whole line.
func TestSearchedCardHidden(t *testing.T) {
	g, err := scenario.Position([]byte(`
name: a search
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Diabolic Intent]
        battlefield: [Swamp, Swamp, Grizzly Bears]
        library: [Forest, Serra Angel, Island]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
      - name: Bea
turn: {team: Red, step: main1, number: 3}
script:
  - Ann casts Diabolic Intent sacrificing Grizzly Bears
  - resolve
  - Ann chooses Serra Angel
`), "search.yaml")
	if err != nil {
		t.Fatal(err)
	}
	has := func(lines []string, s string) bool { return strings.Contains(strings.Join(lines, "\n"), s) }
	ann, abe, bob := bind.LogFor(g, 0), bind.LogFor(g, 1), bind.LogFor(g, 2)
	if !has(ann, "Ann chooses Serra Angel") || !has(abe, "Serra Angel") {
		t.Errorf("the searching team doesn't see the card found:\n%s", strings.Join(abe, "\n"))
	}
	if has(bob, "Serra Angel") {
		t.Errorf("an opponent sees the card found:\n%s", strings.Join(bob, "\n"))
	}
	if !has(bob, "Ann chooses 1 card(s)") || !has(bob, "Ann puts a card into their hand") {
		t.Errorf("an opponent's log doesn't say a card was chosen and put into a hand:\n%s", strings.Join(bob, "\n"))
	}
	if !has(bind.Log(g), "Ann chooses Serra Angel") {
		t.Error("the replay lost the choice's line")
	}
}
