package rules_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
	"github.com/ettinmtg/ettin/scenario"
)

// TestDeterminizeMidResolution: a determinized copy of a game stopped in the middle of a
// resolution re-deals cards an earlier answer of that resolution picked among (Ann found
// her fourth land; in the copy her library may hold fewer). Every listed action of the
// copy must apply without a panic: the stale answer is asked again.
func TestDeterminizeMidResolution(t *testing.T) {
	const setup = `
name: Pir's Whim stopped at Bob's search
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Pir's Whim, Grizzly Bears, Grizzly Bears, Grizzly Bears]
        battlefield: [4 Forest]
        library: [Forest, Forest, Forest, Mountain]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        library: [Swamp, Island]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
`
	path := filepath.Join(t.TempDir(), "s.yaml")
	if err := os.WriteFile(path, []byte(setup), 0o644); err != nil {
		t.Fatal(err)
	}
	spec, err := scenario.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := scenario.Build(spec)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"Ann casts Pir's Whim", "pass", "pass", "Ann chooses friend", "Ann chooses foe",
		"Ann chooses friend", "Ann chooses foe", "Ann chooses Mountain"} {
		if err := bind.ApplyLine(g, line); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	bob, _ := bind.PlayerByName(g, "Bob")
	if d := g.Pending(); d.Kind != rules.DecChoice || d.Player != bob {
		t.Fatalf("pending %v for player %d; expected Bob's search", d.Kind, d.Player)
	}
	for seed := uint64(1); seed <= 40; seed++ {
		d := g.Determinize(bob, seed)
		for _, a := range d.LegalActions() {
			c := d.Clone()
			if err := c.Apply(a); err != nil {
				t.Fatalf("seed %d: listed %q refused: %v", seed, bind.FormatAction(c, a), err)
			}
			for n := 0; !c.Over() && n < 50; n++ { // play on a little: no panic, no refusal
				acts := c.LegalActions()
				if len(acts) == 0 {
					break
				}
				if err := c.Apply(acts[0]); err != nil {
					t.Fatalf("seed %d: %q refused: %v", seed, bind.FormatAction(c, acts[0]), err)
				}
			}
		}
	}
}
