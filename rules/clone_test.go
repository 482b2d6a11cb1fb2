package rules_test

import (
	"fmt"
	"reflect"
	"slices"
	"testing"
	"unsafe"

	"github.com/ettinmtg/ettin/rules"
)

// gameState is what a test compares to tell that a game didn't change: the hash, the
// log, and every object field by field (the hash leaves out some fields, such as the
// current characteristics, and a missed copy on write may show only there).
type gameState struct {
	hash uint64
	log  []rules.LogEntry
	objs []rules.Object
}

// capture records the state of g in s, reusing s's room.
func (s *gameState) capture(g *rules.Game) *gameState {
	s.hash, s.log = g.Hash(), g.Log()[:len(g.Log()):len(g.Log())]
	s.objs = slices.Grow(s.objs[:0], g.NumObjects())[:g.NumObjects()]
	for i := range s.objs {
		s.objs[i] = *g.Obj(rules.ObjID(i)) // a copy: later writes must not show
	}
	return s
}

// diff describes the first difference between two states, or "" if there is none.
func (s *gameState) diff(o *gameState) string {
	if s.hash != o.hash {
		return "hashes differ"
	}
	if !slices.Equal(s.log, o.log) {
		return fmt.Sprintf("logs differ (%d and %d lines)", len(s.log), len(o.log))
	}
	if len(s.objs) != len(o.objs) {
		return fmt.Sprintf("%d and %d objects", len(s.objs), len(o.objs))
	}
	for i := range s.objs {
		if a, b := &s.objs[i], &o.objs[i]; !sameBytes(a, b) && !reflect.DeepEqual(a, b) {
			return fmt.Sprintf("object %d (%s) differs:\n%+v\n%+v", i, a.Def.Name, a, b)
		}
	}
	return ""
}

// sameBytes reports whether two objects are the same bytes: then they are equal (their
// pointers point at the same things). Comparing bytes first keeps the test fast; objects
// whose bytes differ are compared by reflect.DeepEqual (equal subtypes may sit in two
// slices).
func sameBytes(a, b *rules.Object) bool {
	n := unsafe.Sizeof(*a)
	return string(unsafe.Slice((*byte)(unsafe.Pointer(a)), n)) == string(unsafe.Slice((*byte)(unsafe.Pointer(b)), n))
}

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
// cloned (a read pointer gone stale after a copy would show there).
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
		var before, prevState, cur, other gameState
		for n := 0; !g.Over() && n < 1500; n++ {
			before.capture(g)
			var c *rules.Game
			if n%4 == 3 {
				c = g.Determinize(rules.PlayerID(n%len(g.Players)), seed+uint64(n))
			} else {
				c = g.Clone()
				if d := cur.capture(c).diff(&before); d != "" {
					t.Fatalf("seed %d, action %d: the clone differs from the original: %s", seed, n, d)
				}
			}
			for k := 1 + crng.Intn(12); k > 0 && !c.Over(); k-- {
				if err := c.Apply(randomAction(t, c, &crng)); err != nil {
					t.Fatalf("seed %d, action %d: the clone refused a listed action: %v", seed, n, err)
				}
			}
			if d := cur.capture(g).diff(&before); d != "" {
				t.Fatalf("seed %d, action %d: playing a clone changed the original: %s", seed, n, d)
			}
			if prev != nil {
				if d := cur.capture(prev).diff(&prevState); d != "" {
					t.Fatalf("seed %d, action %d: the original going on changed its clone: %s", seed, n, d)
				}
			}
			prev = c
			prevState.capture(c)
			a := randomAction(t, g, &rng)
			if err := g.Apply(a); err != nil {
				t.Fatalf("seed %d, action %d: listed action refused: %s: %v", seed, n, g.FormatAction(a), err)
			}
			if err := ref.Apply(a); err != nil {
				t.Fatalf("seed %d, action %d: the game never cloned refused %s: %v", seed, n, g.FormatAction(a), err)
			}
			if d := cur.capture(g).diff(other.capture(ref)); d != "" {
				t.Fatalf("seed %d, action %d: cloning changed how the game goes on: %s", seed, n, d)
			}
		}
	}
}
