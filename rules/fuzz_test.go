package rules_test

import (
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// fuzzGames are positions to throw lines at: the start of a game and a few mid-game
// positions of random play, in two editions.
func fuzzGames(t testing.TB) []*rules.Game {
	var gs []*rules.Game
	for _, ed := range []rules.Edition{rules.Current, rules.Ed2008} {
		for _, steps := range []int{0, 40, 150, 400} {
			g := newRandomGame(t, uint64(steps)+7, ed)
			var rng rules.RNG
			rng.Seed(uint64(steps))
			for n := 0; n < steps && !g.Over(); n++ {
				acts := g.LegalActions()
				if err := g.Apply(acts[rng.Intn(len(acts))]); err != nil {
					t.Fatal(err)
				}
			}
			gs = append(gs, g)
		}
	}
	return gs
}

// FuzzApplyLine applies arbitrary lines to games in progress: no line may panic, and a
// refused line changes nothing (state and log).
func FuzzApplyLine(f *testing.F) {
	for _, s := range []string{"pass", "resolve", "go to combat damage", "go to end", "Ann keeps", "Ann mulligans",
		"Ann plays Mountain", "Ann casts Lightning Bolt targeting Bob", "Abe casts Serra Angel", "Red attacks with Grizzly Bears -> Bob",
		"Blue blocks with Giant Spider -> Grizzly Bears", "Red assigns default", "Bob chooses Ann", "Ann bottoms Forest",
		"Bea activates Prodigal Sorcerer targeting Ann", "Ann taps Forest for {G}", "Red declares no attackers", "Blue declares no blockers",
		"Ann casts Giant Growth targeting Ann's Grizzly Bears#2", "Ann concedes", "Abe casts Huddle Up targeting Ann, Abe assisted by Ann paying {2}",
		"Red orders Hill Giant -> Wall of Stone, Grizzly Bears", "Ann casts Krav, the Unredeemed with X=3", "", "#", "Ann casts", "-> ->"} {
		f.Add(s)
	}
	games := fuzzGames(f)
	f.Fuzz(func(t *testing.T, line string) {
		for _, g0 := range games {
			g := g0.Clone()
			before, logLen := g.Hash(), g.JournalLen()
			err := bind.ApplyLine(g, line)
			if err != nil {
				if g.Hash() != before || g.JournalLen() != logLen {
					t.Fatalf("refused line %q changed the game: %v", line, err)
				}
				if strings.Contains(err.Error(), "\n") {
					t.Fatalf("refusal of %q is not one line: %q", line, err)
				}
			}
		}
	})
}
