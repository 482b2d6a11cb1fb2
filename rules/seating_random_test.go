package rules_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// TestSeatedAtRandom: a Grand Melee seats its players at random from the game seed (CR
// 807.3): the same seed seats them alike, different seeds differently, every player once;
// other variants keep the order given.
func TestSeatedAtRandom(t *testing.T) {
	names := []string{"Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"}
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 20; seed++ {
		a := rules.SeatedAtRandom(rules.GrandMelee, seed, names)
		b := rules.SeatedAtRandom(rules.GrandMelee, seed, names)
		if !slices.Equal(a, b) {
			t.Fatalf("seed %d: seated %v, then %v", seed, a, b)
		}
		sorted := slices.Clone(a)
		slices.Sort(sorted)
		if !slices.Equal(sorted, names) {
			t.Fatalf("seed %d: seated %v; expected each player once", seed, a)
		}
		seen[strings.Join(a, " ")] = true
	}
	if len(seen) < 19 {
		t.Fatalf("20 seeds gave %d seatings; expected nearly 20", len(seen))
	}
	if slices.Equal(rules.SeatedAtRandom(rules.GrandMelee, 1, names), rules.SeatedAtRandom(rules.GrandMelee, 2, names)) {
		t.Fatal("seeds 1 and 2 seat alike")
	}
	for _, v := range []rules.Variant{rules.FreeForAll, rules.TeamVsTeam, rules.Emperor, rules.Duel, rules.TwoHeadedGiant} {
		if got := rules.SeatedAtRandom(v, 7, names); !slices.Equal(got, names) {
			t.Fatalf("%s seated %v; expected the order given", v, got)
		}
	}
}
