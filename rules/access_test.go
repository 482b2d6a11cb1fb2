package rules_test

import (
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// TestAccessCopies checks that what the read accessors hand out is the caller's own:
// writing into it leaves the game (and its hash) as it was.
func TestAccessCopies(t *testing.T) {
	for gi, g := range badIDGames(t) {
		before := g.Hash()
		for p := rules.PlayerID(0); int(p) < g.NumPlayers(); p++ {
			pl := g.Player(p)
			pl.Name, pl.Poison, pl.Lost = "Mallory", 99, true
			for _, z := range []rules.Zone{rules.ZoneLibrary, rules.ZoneHand, rules.ZoneGraveyard, rules.ZoneExile} {
				s := g.Zone(p, z)
				if len(s) != g.ZoneLen(p, z) {
					t.Fatalf("game %d: Zone(%d, %v) has %d cards, ZoneLen %d", gi, p, z, len(s), g.ZoneLen(p, z))
				}
				for i := range s {
					if s[i] != g.ZoneAt(p, z, i) {
						t.Fatalf("game %d: Zone and ZoneAt differ at %d", gi, i)
					}
					s[i] = rules.NoObj
				}
			}
		}
		for tm := rules.TeamID(0); int(tm) < g.NumTeams(); tm++ {
			m := g.Members(tm)
			if len(m) != g.TeamSize(tm) || len(m) == 0 {
				t.Fatalf("game %d: team %d has members %v, size %d", gi, tm, m, g.TeamSize(tm))
			}
			for i := range m {
				if g.TeamOf(m[i]) != tm {
					t.Fatalf("game %d: member %d of team %d is on team %d", gi, m[i], tm, g.TeamOf(m[i]))
				}
				m[i] = 42
			}
			c := g.Team(tm)
			c.Life, c.Lost = -100, true
		}
		if g.Hash() != before {
			t.Fatalf("game %d: writing into copies changed the game", gi)
		}
	}
}

// TestStackAccessors checks StackLen and StackTopController against Stack at every
// decision of random games (Lightning Bolts and counterspells put spells on the stack).
func TestStackAccessors(t *testing.T) {
	seen := 0
	for seed := uint64(1); seed <= 3; seed++ {
		g := newRandomGame(t, seed, rules.Current)
		var rng rules.RNG
		rng.Seed(seed)
		for n := 0; !g.Over() && n < 3000; n++ {
			st := g.Stack()
			top := rules.NoPlayer
			if len(st) > 0 {
				top = st[len(st)-1].Controller
				seen++
			}
			if g.StackLen() != len(st) || g.StackTopController() != top {
				t.Fatalf("seed %d, action %d: StackLen %d, top %d; Stack has %d, top %d", seed, n, g.StackLen(), g.StackTopController(), len(st), top)
			}
			acts := g.LegalActions()
			if err := g.Apply(acts[rng.Intn(len(acts))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen == 0 {
		t.Fatal("no spell was ever on the stack")
	}
}
