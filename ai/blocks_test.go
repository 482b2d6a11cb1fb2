package ai

import (
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// rhino is a position in which Charging Rhino (4/4, "can't be blocked by more than one
// creature") attacks Red, whose Hill Giant and Grizzly Bears together would kill it.
const rhino = `
name: rhino
teams:
  - name: Red
    life: %LIFE%
    players:
      - name: Ann
        battlefield: [Hill Giant, Grizzly Bears]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Charging Rhino]
      - name: Bea
turn: {team: Blue, step: main1, number: 4}
script:
  - go to declare attackers
  - Blue attacks with Charging Rhino -> Ann
  - go to declare blockers
`

func TestHeuristicBlockRestrictions(t *testing.T) {
	// The double block the engine refuses must not be declared; at 4 life one creature
	// still chumps the lethal Rhino.
	for _, life := range []string{"30", "4"} {
		g := position(t, replace(rhino, "%LIFE%", life))
		a := act(t, g)
		if len(a.Blocks) > 1 {
			t.Fatalf("at %s life: %q blocks Charging Rhino with more than one creature", life, bind.FormatAction(g, a))
		}
		if life == "4" && len(a.Blocks) != 1 {
			t.Fatalf("at 4 life the Rhino's 4 damage is lethal: expected one blocker, got %q", bind.FormatAction(g, a))
		}
	}
}

func TestHeuristicAttacksWithUnblockableByTwo(t *testing.T) {
	// Blocked by one creature at most, the Rhino wins every block Blue can make: it
	// attacks (a double block would have killed it).
	g := position(t, `
name: rhino attacks
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [Charging Rhino]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Hill Giant, Grizzly Bears]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
script:
  - go to declare attackers
`)
	if a := act(t, g); a.Kind != rules.ActAttack || len(a.Attacks) != 1 {
		t.Fatalf("expected Charging Rhino to attack, got %q", bind.FormatAction(g, a))
	}
}
