package scenario

import (
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/bind"
)

// errorBase is a position in Red's first main phase of turn 3: Ann has a Mountain, a
// Lightning Bolt, a Grizzly Bears (not yet castable: one land) and a creature that can
// attack; Bob has a Wall of Stone.
const errorBase = `
name: error messages
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Lightning Bolt, Grizzly Bears, Serra Angel]
        battlefield: [Mountain, Hill Giant]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        hand: [Shock]
        battlefield: [Wall of Stone, Mountain]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
`

// TestErrorMessages checks that each kind of bad input gets one line that says what is
// wrong and what was expected, and changes nothing.
func TestErrorMessages(t *testing.T) {
	spec, err := Parse([]byte(errorBase), "base.yaml")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		kind, line string
		want       []string
	}{
		{"unparsable line", "Ann cast Shock", []string{"expected"}},
		{"unknown card", "Ann casts Lightening Bolt targeting Bob", []string{"Lightening Bolt"}},
		{"unknown player", "Zed casts Lightning Bolt targeting Bob", []string{"unknown player", "expected one of"}},
		{"bad target", "Ann casts Lightning Bolt targeting Lightning Bolt", []string{"Lightning Bolt"}},
		{"not your priority", "Bob casts Shock targeting Ann", []string{"priority"}},
		{"wrong step for a sorcery-speed spell", "Bob plays Mountain", []string{"Mountain"}},
		{"cost unpaid", "Ann casts Serra Angel", []string{"can't pay", "{3}{W}{W}"}},
		{"not in hand", "Ann casts Counterspell targeting Bob", []string{"Counterspell"}},
		{"second land", "Abe plays Plains", []string{"Plains"}},
		{"attack in the wrong step", "Red attacks with Hill Giant -> Bob", []string{"declare attackers step", "main1"}},
		{"block in the wrong step", "Blue blocks with Wall of Stone -> Hill Giant", []string{"declare blockers step"}},
		{"go to a step without priority", "go to untap", []string{"untap"}},
		{"resolve an empty stack", "resolve", []string{"stack is empty"}},
	}
	for _, c := range cases {
		t.Run(c.kind, func(t *testing.T) {
			g, err := Build(spec)
			if err != nil {
				t.Fatal(err)
			}
			before := g.Hash()
			err = bind.ApplyLine(g, c.line)
			if err == nil {
				t.Fatalf("%q was accepted", c.line)
			}
			msg := err.Error()
			if strings.Contains(msg, "\n") {
				t.Fatalf("message is not one line: %q", msg)
			}
			for _, w := range c.want {
				if !strings.Contains(msg, w) {
					t.Errorf("message %q doesn't mention %q", msg, w)
				}
			}
			if g.Hash() != before {
				t.Fatal("the refused line changed the game")
			}
		})
	}
}

// TestBlockAndAttackErrors checks the combat declarations' messages at the declaration.
func TestBlockAndAttackErrors(t *testing.T) {
	spec, err := Parse([]byte(errorBase+`script:
  - go to declare attackers
  - reject: Red attacks with Wall of Stone -> Bob because can't attack
  - reject: Red attacks with Hill Giant -> Abe because can't attack
  - reject: Red attacks with Hill Giant -> Blue because not a team
  - Red attacks with Hill Giant -> Bob
  - pass
  - pass
  - reject: Blue blocks with Bob's Mountain -> Hill Giant because can't block
  - reject: Blue blocks with Wall of Stone -> Serra Angel because no Serra Angel
`), "combat.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if r := Run(spec); r.Failed {
		t.Fatal(r)
	}
}
