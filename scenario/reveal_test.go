package scenario_test

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
	"github.com/ettinmtg/ettin/scenario"
)

// TestRevealedHandSeenByAll plays the reveal scenario's Coercion (CR 701.16a): as Bea
// reveals her hand, the journal of every player (both teams, and an observer) names its
// cards; before and after, no view of an opponent of Bea's holds her hand, and while Ann
// chooses, Bea's team sees the choice without its options (a decision is its team's).
func TestRevealedHandSeenByAll(t *testing.T) {
	s, err := scenario.Load(filepath.Join("..", "testdata", "scenarios", "current", "701.16a-reveal-hand-and-discard-chosen.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	g, err := scenario.Build(s)
	if err != nil {
		t.Fatal(err)
	}
	pid := func(name string) rules.PlayerID {
		p, ok := bind.PlayerByName(g, name)
		if !ok {
			t.Fatalf("no player %s", name)
		}
		return p
	}
	ann, abe, bob, bea := pid("Ann"), pid("Abe"), pid("Bob"), pid("Bea")
	hidden := func(when string) {
		t.Helper()
		for _, p := range []rules.PlayerID{ann, abe} {
			if h := g.ViewFor(p).Players[bea].Hand; h != nil {
				t.Fatalf("%s: %s's view holds Bea's hand", when, g.Player(p).Name)
			}
		}
	}
	hidden("before")
	start := g.JournalLen()
	for _, l := range []string{"Ann casts Coercion targeting Bea", "resolve"} {
		if err := bind.ApplyLine(g, l); err != nil {
			t.Fatal(err)
		}
	}
	hidden("while Ann chooses")
	if v := g.ViewFor(bea).Pending; v.Kind != rules.DecChoice || len(v.Options) != 0 {
		t.Fatalf("Bea's view of Ann's choice: %v with %d options; expected the choice without options", v.Kind, len(v.Options))
	}
	if v := g.ViewFor(abe).Pending; len(v.Options) != 2 {
		t.Fatalf("Abe sees %d options of his team's choice; expected Bea's 2 cards", len(v.Options))
	}
	want := []string{"Giant Growth", "Serra Angel"}
	for _, p := range []rules.PlayerID{ann, abe, bob, bea, rules.PlayerID(g.NumPlayers())} {
		found := false
		for _, e := range g.JournalFor(p, start) {
			if e.Kind != rules.JRevealsHand {
				continue
			}
			found = true
			var names []string
			if e.More != nil {
				for _, d := range e.More.Defs {
					names = append(names, d.Name)
				}
			}
			if e.Hidden || e.Player != bea || !slices.Equal(names, want) {
				t.Fatalf("player %d's reveal entry: hidden %v, cards %v; expected Bea's %v", p, e.Hidden, names, want)
			}
		}
		if !found {
			t.Fatalf("player %d's journal has no reveal", p)
		}
	}
	if err := bind.ApplyLine(g, "Ann chooses Serra Angel"); err != nil {
		t.Fatal(err)
	}
	hidden("after")
}
