package rules_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/ettinmtg/ettin/ai"
	"github.com/ettinmtg/ettin/rules"
)

// TestCloneReuse plays AI games, whose players determinize, clone, simulate and discard
// copies at every searched decision, once with Clone reusing the memory of discarded
// copies and once without, and requires the same game action by action (by Hash and
// journal): a copy that still read or wrote memory handed to a later copy would part them.
func TestCloneReuse(t *testing.T) {
	testDecks(t)
	defer rules.SetCloneReuse(true)
	type run struct {
		policy func(seed uint64) ai.Policy
		seeds  int
	}
	runs := []run{
		{func(seed uint64) ai.Policy { return ai.NewHeuristic(seed) }, 4},
		{func(seed uint64) ai.Policy { return ai.NewMCTS(seed, ai.Budget{Playouts: 4}) }, 1},
	}
	if testing.Short() {
		runs = runs[:1]
	}
	for _, r := range runs {
		for seed := uint64(1); seed <= uint64(r.seeds); seed++ {
			var hashes [2][]uint64
			var journals [2][]rules.Entry
			for k, on := range []bool{true, false} {
				rules.SetCloneReuse(on)
				g := newRandomGame(t, seed, rules.Current)
				p := r.policy(seed)
				for n := 0; !g.Over() && n < 5000; n++ {
					s := ai.NewSituation(g, ai.Seat(g), uint64(n))
					a := p.Act(s)
					s.Done()
					if err := g.Apply(a); err != nil {
						t.Fatalf("%s, seed %d, action %d: %v", p.Name(), seed, n, err)
					}
					hashes[k] = append(hashes[k], g.Hash())
				}
				journals[k] = slices.Clone(g.Journal())
			}
			if !slices.Equal(hashes[0], hashes[1]) || !reflect.DeepEqual(journals[0], journals[1]) {
				n := 0
				for n < min(len(hashes[0]), len(hashes[1])) && hashes[0][n] == hashes[1][n] {
					n++
				}
				for i := range min(len(journals[0]), len(journals[1])) {
					if !reflect.DeepEqual(journals[0][i], journals[1][i]) {
						t.Logf("entry %d: %+v %+v\n%+v %+v", i, journals[0][i], journals[0][i].Act, journals[1][i], journals[1][i].Act)
						break
					}
				}
				t.Fatalf("%s, seed %d: the games part after action %d (%d and %d actions; journals equal: %v)", r.policy(seed).Name(), seed, n, len(hashes[0]), len(hashes[1]), reflect.DeepEqual(journals[0], journals[1]))
			}
		}
	}
}
