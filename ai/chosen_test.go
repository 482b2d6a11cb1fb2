package ai

import (
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// chosenPosition is Ann's main phase with the card in her hand cast and resolving, its
// choice pending: her creatures are two red Goblins and a green Bear, Bob's two green
// Elves and a red Goblin.
func chosenPosition(t *testing.T, card string) *rules.Game {
	t.Helper()
	return position(t, `
name: chosen
teams:
  - name: Red
    players:
      - name: Ann
        hand: [`+card+`]
        battlefield: [6 Forest, Plains, Goblin Piker, Raging Goblin, Grizzly Bears]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Llanowar Elves, Elvish Warrior, Raging Goblin]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
script:
  - Ann casts `+card+`
  - resolve
`)
}

// TestHeuristicChoosesValues checks that the heuristic chooses a value for its own
// creatures when the card rewards them (a lord, mana of the color) and for its opponents'
// when it is aimed at them (protection).
func TestHeuristicChoosesValues(t *testing.T) {
	for _, c := range []struct {
		card, want string
	}{
		{"Vanquisher's Banner", "Goblin"}, // Ann's two Goblins get +1/+1, not Bob's Elves
		{"Adaptive Automaton", "Goblin"},
		{"Hall of Triumph", "red"},      // Ann's creatures: two red Goblins, one green
		{"Sol Grail", "red"},            // the color of most of Ann's permanents
		{"Order of the Stars", "green"}, // protection from Bob's green Elves (3 power of 4)
	} {
		t.Run(c.card, func(t *testing.T) {
			g := chosenPosition(t, c.card)
			d := g.Pending()
			if d.Kind != rules.DecChoice {
				t.Fatalf("no choice pending after %s resolved: %v", c.card, d.Kind)
			}
			a := act(t, g)
			if got := d.Options[a.Choices[0]].Text; got != c.want {
				t.Errorf("%s: chose %s, want %s", c.card, got, c.want)
			}
		})
	}
}
