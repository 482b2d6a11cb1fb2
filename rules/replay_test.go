package rules_test

import (
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// TestDeterminism: the same seed and the same actions give the same game, hash for hash.
func TestDeterminism(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		a := newRandomGame(t, seed, rules.Current)
		b := newRandomGame(t, seed, rules.Current)
		playRandom(t, a, seed)
		playRandom(t, b, seed)
		if a.Hash() != b.Hash() || a.JournalLen() != b.JournalLen() {
			t.Fatalf("seed %d: two runs differ", seed)
		}
	}
	a := newRandomGame(t, 1, rules.Current)
	b := newRandomGame(t, 2, rules.Current)
	if a.Hash() == b.Hash() {
		t.Fatal("different seeds gave the same shuffles")
	}
}

// TestReplayFromLog: a game's log is a replay; the seed, the setup and the action lines
// reproduce the final state exactly.
func TestReplayFromLog(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 10
	}
	for _, ed := range []rules.Edition{rules.Current, rules.Ed2011, rules.Ed2008, rules.Ed2006} {
		for seed := uint64(1); seed <= uint64(n); seed++ {
			g := newRandomGame(t, seed, ed)
			playRandom(t, g, seed)
			r := newRandomGame(t, seed, ed)
			for i, e := range bind.Log(g) {
				if strings.HasPrefix(e, "#") {
					continue
				}
				if err := bind.ApplyLine(r, e); err != nil {
					t.Fatalf("%s seed %d: replaying log line %d %q: %v", ed, seed, i, e, err)
				}
			}
			if r.Hash() != g.Hash() {
				t.Fatalf("%s seed %d: the replay ends in a different state", ed, seed)
			}
		}
	}
}
