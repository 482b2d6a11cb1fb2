package rules_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// TestActionLimit: a game that goes on too long (a loop of actions that never ends a turn,
// CR 104.4b) ends as a draw with a clear reason.
func TestActionLimit(t *testing.T) {
	d := testDecks(t)
	g, err := rules.New(rules.Config{Seed: 3, StartingTeam: rules.NoTeam, MaxActions: 60, Teams: []rules.TeamConfig{
		{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann", Deck: d[0]}, {Name: "Abe", Deck: d[1]}}},
		{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob", Deck: d[2]}, {Name: "Bea", Deck: d[3]}}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	n := playRandom(t, g, 3)
	if !g.Over() || g.Winner() != rules.NoTeam || !strings.Contains(bind.EndReason(g), "104.4b") || g.EndCause() != rules.EndActionLimit {
		t.Fatalf("after %d actions: over %v, winner %d, reason %q", n, g.Over(), g.Winner(), bind.EndReason(g))
	}
	if n != 60 {
		t.Fatalf("the game ended after %d actions; the limit is 60", n)
	}
	if err := g.Apply(rules.Pass(0)); rules.CodeOf(err) != rules.RefusedGameOver || !errors.Is(err, rules.ErrGameOver) {
		t.Fatalf("an action after the end: got %v; want a game-over refusal", err)
	}
}

// TestTurnLimit: the turn limit ends a long game as a draw.
func TestTurnLimit(t *testing.T) {
	d := testDecks(t)
	g, err := rules.New(rules.Config{Seed: 5, StartingTeam: rules.NoTeam, MaxTurns: 3, Teams: []rules.TeamConfig{
		{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann", Deck: d[0]}, {Name: "Abe", Deck: d[1]}}},
		{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob", Deck: d[2]}, {Name: "Bea", Deck: d[3]}}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	playRandom(t, g, 5)
	if g.Winner() != rules.NoTeam || !strings.Contains(bind.EndReason(g), "turn limit") || g.TurnNumber() != 4 || g.EndCause() != rules.EndTurnLimit {
		t.Fatalf("winner %d, reason %q, turn %d", g.Winner(), bind.EndReason(g), g.TurnNumber())
	}
}

// TestBadConfig: a bad game configuration is refused with one line.
func TestBadConfig(t *testing.T) {
	d := testDecks(t)
	two := func(a, b string) rules.TeamConfig {
		return rules.TeamConfig{Name: a + b, Players: []rules.PlayerConfig{{Name: a, Deck: d[0]}, {Name: b, Deck: d[1]}}}
	}
	for _, c := range []struct {
		name string
		cfg  rules.Config
		want string
	}{
		{"one team", rules.Config{Teams: []rules.TeamConfig{two("Ann", "Abe")}}, "2 teams"},
		{"same name twice", rules.Config{Teams: []rules.TeamConfig{two("Ann", "Abe"), two("Ann", "Bea")}}, "used twice"},
		{"uneven teams", rules.Config{Teams: []rules.TeamConfig{two("Ann", "Abe"), {Name: "Solo", Players: []rules.PlayerConfig{{Name: "Bob", Deck: d[2]}}}}}, "equal teams"},
		{"missing card", rules.Config{Teams: []rules.TeamConfig{two("Ann", "Abe"), {Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob", Deck: []*rules.CardDef{nil}}, {Name: "Bea"}}}}}, "missing card"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := rules.New(c.cfg)
			if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("got %v; want one line containing %q", err, c.want)
			}
		})
	}
}
