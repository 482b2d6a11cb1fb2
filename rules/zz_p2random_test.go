package rules_test

import (
	"os"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/rules"
)

func TestP2Random(t *testing.T) {
	b, _ := os.ReadFile("/tmp/bbd_part01")
	var mine []*rules.CardDef
	for _, n := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if d, err := cards.Def(n); err == nil && d.Implemented && !d.Types.Has(rules.Land) {
			mine = append(mine, d)
		}
	}
	lands := []string{"Plains", "Island", "Swamp", "Mountain", "Forest"}
	for seed := uint64(1); seed <= 400; seed++ {
		var decks [4][]*rules.CardDef
		for i := range decks {
			for k := 0; k < 40; k++ {
				if k%2 == 0 {
					decks[i] = append(decks[i], cards.MustDef(lands[(k/2+i)%5]))
				} else {
					decks[i] = append(decks[i], mine[(int(seed)*7+k*13+i*31)%len(mine)])
				}
			}
		}
		g, err := rules.New(rules.Config{Seed: seed, StartingTeam: rules.NoTeam, Teams: []rules.TeamConfig{
			{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann", Deck: decks[0]}, {Name: "Abe", Deck: decks[1]}}},
			{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob", Deck: decks[2]}, {Name: "Bea", Deck: decks[3]}}},
		}})
		if err != nil {
			t.Fatal(err)
		}
		var rng rules.RNG
		rng.Seed(seed)
		n := 0
		for !g.Over() && n < 6000 {
			acts := g.LegalActions()
			if len(acts) == 0 {
				t.Fatalf("seed %d: no legal action", seed)
			}
			a := acts[rng.Intn(len(acts))]
			if g.Pending().Kind == rules.DecPriority && rng.Intn(3) == 0 {
				a = acts[0]
			}
			if err := g.Apply(a); err != nil {
				t.Fatalf("seed %d: listed action refused: %s: %v", seed, g.FormatAction(a), err)
			}
			n++
			checkInvariants(t, g, 160)
		}
		t.Logf("seed %d: %d actions, turn %d, over %v: %s", seed, n, g.TurnNumber(), g.Over(), g.EndReason())
	}
}
