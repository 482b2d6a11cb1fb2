package rules_test

import (
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/internal/gamestate"
	"github.com/ettinmtg/ettin/rules"
)

// randomAction picks a legal action the way the random games do.
func randomAction(t *testing.T, g *rules.Game, rng *rules.RNG) rules.Action {
	acts := g.LegalActions()
	if len(acts) == 0 {
		t.Fatalf("no legal action for %+v", g.Pending())
	}
	if g.Pending().Kind == rules.DecPriority && rng.Intn(3) == 0 {
		return acts[0]
	}
	return acts[rng.Intn(len(acts))]
}

// TestCloneIsolation is the safety net of the copy-on-write object table (objtable.go):
// it plays random games with every implemented card and, at every decision, clones the
// game (or determinizes it), plays the copy on for a few random actions and checks that
// the original didn't change; that the copy made one decision earlier didn't change as
// the original went on; and that the original goes on exactly like the same game never
// cloned (a read pointer gone stale after a copy would show there). Every third copy is
// discarded (Game.Discard), so that the original writes in place again while the copy
// made before it lives on.
func TestCloneIsolation(t *testing.T) {
	pool := broadPool(t)
	games := 24
	if testing.Short() {
		games = 6
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g, ref := broadGame(t, pool, seed), broadGame(t, pool, seed)
		var rng, crng rules.RNG
		rng.Seed(seed)
		crng.Seed(seed + 1000)
		var prev *rules.Game
		var before, prevState, cur, other gamestate.State
		for n := 0; !g.Over() && n < 1500 && g.NumObjects() < broadMaxObjects; n++ {
			before.Capture(g)
			var c *rules.Game
			if n%4 == 3 {
				c = g.Determinize(rules.PlayerID(n%g.NumPlayers()), seed+uint64(n))
			} else {
				c = g.Clone()
				if d := cur.Capture(c).Diff(&before); d != "" {
					t.Fatalf("seed %d, action %d: the clone differs from the original: %s", seed, n, d)
				}
			}
			for k := 1 + crng.Intn(12); k > 0 && !c.Over(); k-- {
				if err := c.Apply(randomAction(t, c, &crng)); err != nil {
					t.Fatalf("seed %d, action %d: the clone refused a listed action: %v", seed, n, err)
				}
			}
			if d := cur.Capture(g).Diff(&before); d != "" {
				t.Fatalf("seed %d, action %d: playing a clone changed the original: %s", seed, n, d)
			}
			if prev != nil {
				if d := cur.Capture(prev).Diff(&prevState); d != "" {
					t.Fatalf("seed %d, action %d: the original going on changed its clone: %s", seed, n, d)
				}
			}
			if n%3 == 2 {
				// Discarded (after a clone of its own, discarded first): the original takes
				// its objects back and writes them in place, while the copy made earlier
				// (prev) stays alive and must not see those writes.
				c2 := c.Clone()
				for k := 1 + crng.Intn(6); k > 0 && !c2.Over(); k-- {
					if err := c2.Apply(randomAction(t, c2, &crng)); err != nil {
						t.Fatalf("seed %d, action %d: the clone's clone refused a listed action: %v", seed, n, err)
					}
				}
				c.Discard(c2)
				g.Discard(c)
			} else {
				prev = c
				prevState.Capture(c)
			}
			a := randomAction(t, g, &rng)
			if err := g.Apply(a); err != nil {
				t.Fatalf("seed %d, action %d: listed action refused: %s: %v", seed, n, bind.FormatAction(g, a), err)
			}
			if err := ref.Apply(a); err != nil {
				t.Fatalf("seed %d, action %d: the game never cloned refused %s: %v", seed, n, bind.FormatAction(g, a), err)
			}
			if d := cur.Capture(g).Diff(other.Capture(ref)); d != "" {
				t.Fatalf("seed %d, action %d: cloning changed how the game goes on: %s", seed, n, d)
			}
		}
	}
}
