package rules_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// TestSeatedAtRandom: a free-for-all and a Grand Melee seat their players at random from
// the game seed (CR 806.3, 807.3): the same seed seats them alike, different seeds
// differently, every player once; other variants keep the order given.
func TestSeatedAtRandom(t *testing.T) {
	names := []string{"Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"}
	for _, v := range []rules.Variant{rules.FreeForAll, rules.GrandMelee} {
		seen := map[string]bool{}
		for seed := uint64(1); seed <= 20; seed++ {
			a := rules.SeatedAtRandom(v, seed, names)
			b := rules.SeatedAtRandom(v, seed, names)
			if !slices.Equal(a, b) {
				t.Fatalf("%s, seed %d: seated %v, then %v", v, seed, a, b)
			}
			sorted := slices.Clone(a)
			slices.Sort(sorted)
			if !slices.Equal(sorted, names) {
				t.Fatalf("%s, seed %d: seated %v; expected each player once", v, seed, a)
			}
			seen[strings.Join(a, " ")] = true
		}
		if len(seen) < 19 {
			t.Fatalf("%s: 20 seeds gave %d seatings; expected nearly 20", v, len(seen))
		}
		if slices.Equal(rules.SeatedAtRandom(v, 1, names), rules.SeatedAtRandom(v, 2, names)) {
			t.Fatalf("%s: seeds 1 and 2 seat alike", v)
		}
	}
	for _, v := range []rules.Variant{rules.TeamVsTeam, rules.Emperor, rules.Duel, rules.TwoHeadedGiant} {
		if got := rules.SeatedAtRandom(v, 7, names); !slices.Equal(got, names) {
			t.Fatalf("%s seated %v; expected the order given", v, got)
		}
	}
}
