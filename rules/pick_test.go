package rules_test

import (
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// TestPickIsLegal: at every decision with options in random games with every implemented
// card, Decision.Pick of a listed action's picks is an action the game accepts, with the
// same result; a decision without options gives none, and a pick out of range is refused.
func TestPickIsLegal(t *testing.T) {
	pool := broadPool(t)
	games, picks := 30, 0
	if testing.Short() {
		games = 6
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g := broadGame(t, pool, seed)
		rng := rules.RNG{}
		rng.Seed(seed)
		for n := 0; !g.Over() && n < 3000 && g.NumObjects() < broadMaxObjects; n++ {
			d := g.Pending()
			acts := g.LegalActions()
			a := acts[rng.Intn(len(acts))]
			var idx []int
			switch d.Kind {
			case rules.DecChoice, rules.DecDiscard:
				idx = a.Choices
			case rules.DecBottom:
				for _, c := range a.Cards {
					for i, o := range d.Options {
						if o.Obj == c {
							idx = append(idx, i)
						}
					}
				}
			default:
				if _, ok := d.Pick(0); ok {
					t.Fatalf("seed %d: a %v decision gives a pick", seed, d.Kind)
				}
			}
			if idx != nil {
				picks++
				p, ok := d.Pick(idx...)
				want, got := g.Clone(), g.Clone()
				if !ok || want.Apply(a) != nil {
					t.Fatalf("seed %d: no pick for a %v decision", seed, d.Kind)
				}
				if err := got.Apply(p); err != nil || got.Hash() != want.Hash() {
					t.Fatalf("seed %d: the pick %v of a %v decision: %v, or another result than the listed action", seed, idx, d.Kind, err)
				}
				bad, _ := d.Pick(len(d.Options) + 1)
				if g.Clone().Apply(bad) == nil {
					t.Fatalf("seed %d: a pick out of range is accepted", seed)
				}
			}
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if picks == 0 {
		t.Fatal("no decision with options came up")
	}
	t.Logf("%d picks checked", picks)
}
