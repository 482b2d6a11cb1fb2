package rules_test

import (
	"fmt"
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// TestRandomGrandMelee plays a seeded random ten-player Grand Melee game in each edition
// (two turn markers, CR 807.4a) with the invariants of TestRandomGames, and checks the
// markers at each of the first 200 decisions of the same game played again: two while ten
// players are in the game, never none, never more than one beyond one per full four
// players (a designated marker waits for its turn to end, 807.4g), never two held by one
// player, the current marker's holder the active player, and each spell in the stack
// zone on exactly one marker's stack (807.5: one stack per marker, the others' shown in
// the view).
func TestRandomGrandMelee(t *testing.T) {
	eds := []rules.Edition{rules.Current, rules.Ed2006}
	if testing.Short() {
		eds = eds[:1]
	}
	const seed = 1
	for _, ed := range eds {
		t.Run(fmt.Sprintf("%s/%d", ed, seed), func(t *testing.T) {
			g, cards := newVariantGame(t, seed, rules.GrandMelee, ed, 10)
			checkMarkers := func() {
				ms := g.Markers()
				if g.TurnNumber() == 0 {
					return // the mulligans: no marker yet
				}
				live := 0
				for i := 0; i < g.NumTeams(); i++ {
					if !g.Team(rules.TeamID(i)).Lost {
						live++
					}
				}
				if live == 10 && len(ms) != 2 {
					t.Fatalf("seed %d: %d turn markers for ten players; expected 2 (CR 807.4a)", seed, len(ms))
				}
				if len(ms) == 0 || len(ms) > max(1, live/4)+1 {
					t.Fatalf("seed %d: %d markers with %d players in the game", seed, len(ms), live)
				}
				held := map[rules.PlayerID]bool{}
				cur := 0
				for _, m := range ms {
					if held[m.Player] {
						t.Fatalf("seed %d: %s holds two markers", seed, g.Player(m.Player).Name)
					}
					held[m.Player] = true
					if m.Current {
						cur++
						if g.ActiveTeam() != g.TeamOf(m.Player) {
							t.Fatalf("seed %d: the current marker is %s's but the turn is %s's", seed, g.Player(m.Player).Name, g.Team(g.ActiveTeam()).Name)
						}
					}
				}
				if cur != 1 {
					t.Fatalf("seed %d: %d current markers", seed, cur)
				}
				v := g.ViewFor(rules.NoPlayer)
				onStacks, items := map[rules.ObjID]int{}, len(v.Stack)
				for _, s := range v.Stack {
					if s.Spell {
						onStacks[s.Obj]++
					}
				}
				for _, st := range v.Stacks {
					items += len(st.Items)
					for _, s := range st.Items {
						if s.Spell {
							onStacks[s.Obj]++
						}
					}
				}
				total := 0
				for _, m := range ms {
					total += m.Stack
				}
				if total != items {
					t.Fatalf("seed %d: the markers count %d objects on their stacks, the view shows %d", seed, total, items)
				}
				for i := 0; i < g.NumObjects(); i++ {
					id := rules.ObjID(i)
					if g.Obj(id).Zone == rules.ZoneStack && onStacks[id] != 1 {
						t.Fatalf("seed %d: %s is in the stack zone and on %d stacks", seed, g.Obj(id).Card().Name, onStacks[id])
					}
				}
			}
			var rng rules.RNG
			rng.Seed(seed * 7919)
			for n := 0; !g.Over() && n < 200; n++ {
				checkMarkers()
				acts := g.LegalActions()
				if err := g.Apply(acts[rng.Intn(len(acts))]); err != nil {
					t.Fatal(err)
				}
			}
			g2, _ := newVariantGame(t, seed, rules.GrandMelee, ed, 10)
			playChecked(t, seed, g2, cards)
		})
	}
}
