package rules_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

var update = flag.Bool("update", false, "rewrite the golden game logs in testdata/golden")

// TestGoldenLogs pins a few complete games, log line for log line, so that any change of
// behaviour shows up as a diff. After an intended change, accept it with
// go test ./rules -run TestGoldenLogs -update
func TestGoldenLogs(t *testing.T) {
	for _, c := range []struct {
		seed    uint64
		ed      rules.Edition
		variant rules.Variant
		players int           // outside 2HG: the number of players, each alone
		opts    rules.Options // outside 2HG
		teams   int           // Team vs. Team and Emperor: teams of players players each
	}{
		{seed: 11, ed: rules.Current}, {seed: 12, ed: rules.Current}, {seed: 13, ed: rules.Ed2011},
		{seed: 14, ed: rules.Ed2008}, {seed: 15, ed: rules.Ed2006},
		{seed: 16, ed: rules.Current, variant: rules.Duel, players: 2},
		{seed: 17, ed: rules.Current, variant: rules.FreeForAll, players: 5, opts: rules.Options{Range: 1}},
		{seed: 18, ed: rules.Current, variant: rules.TeamVsTeam, teams: 2, players: 2},
		{seed: 19, ed: rules.Current, variant: rules.Emperor, teams: 2, players: 3},
		{seed: 20, ed: rules.Current, variant: rules.GrandMelee, players: 10},
	} {
		name := fmt.Sprintf("%s-seed%d.log", c.ed, c.seed)
		if c.variant != rules.TwoHeadedGiant {
			name = fmt.Sprintf("%s-%s-seed%d.log", c.variant, c.ed, c.seed)
		}
		t.Run(name, func(t *testing.T) {
			g := newRandomGame(t, c.seed, c.ed)
			if c.teams > 0 {
				g, _ = newSidesGame(t, c.seed, c.variant, c.ed, c.teams, c.players, c.opts)
			} else if c.variant != rules.TwoHeadedGiant {
				g, _ = newVariantGame(t, c.seed, c.variant, c.ed, c.players, c.opts)
			}
			playRandom(t, g, c.seed)
			var b strings.Builder
			for _, e := range bind.Log(g) {
				b.WriteString(e)
				b.WriteByte('\n')
			}
			fmt.Fprintf(&b, "# end: winner %d, %s, hash %016x\n", g.Winner(), bind.EndReason(g), g.Hash())
			path := filepath.Join("testdata", "golden", name)
			if *update {
				if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got := b.String(); got != string(want) {
				gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
				for i := 0; i < len(gl) && i < len(wl); i++ {
					if gl[i] != wl[i] {
						t.Fatalf("%s differs from line %d:\n got: %s\nwant: %s\n(run with -update if the change is intended)", path, i+1, gl[i], wl[i])
					}
				}
				t.Fatalf("%s differs in length: got %d lines, want %d (run with -update if intended)", path, len(gl), len(wl))
			}
		})
	}
}
