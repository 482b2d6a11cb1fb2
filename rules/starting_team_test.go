package rules_test

import (
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/rules"
)

// newPlainsGame starts a game of four 20-Plains decks with the starting team left to the
// RNG (Config.StartingTeam NoTeam), as a game outside scenarios does.
func newPlainsGame(t *testing.T, seed uint64) *rules.Game {
	t.Helper()
	deck := make([]*rules.CardDef, 20)
	for i := range deck {
		deck[i] = cards.MustDef("Plains")
	}
	g, err := rules.New(rules.Config{Edition: rules.Current, Seed: seed, StartingTeam: rules.NoTeam, Teams: []rules.TeamConfig{
		{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann", Deck: deck}, {Name: "Abe", Deck: deck}}},
		{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob", Deck: deck}, {Name: "Bea", Deck: deck}}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// CR 103.1, 805.3: the starting team is determined at random when the game doesn't fix it.
// Two seeds pick different teams; the same seed always picks the same team; the starting
// team then declares its mulligans first (805.3a) and takes turn 1, skipping its first draw
// (810.6).
func TestStartingTeamChosenByRNG(t *testing.T) {
	starts := map[uint64]string{1: "", 2: ""}
	seen := map[rules.TeamID]uint64{}
	for seed := uint64(1); seed <= 40; seed++ {
		g := newPlainsGame(t, seed)
		team := g.ActiveTeam()
		if g2 := newPlainsGame(t, seed); g2.ActiveTeam() != team {
			t.Fatalf("seed %d: the starting team differs between two games with the same seed", seed)
		}
		random := false
		for _, e := range bind.Log(g) {
			random = random || strings.Contains(e, "chosen at random")
		}
		if !random {
			t.Fatalf("seed %d: the log doesn't say the starting team was chosen at random", seed)
		}
		if _, ok := seen[team]; !ok {
			seen[team] = seed
		}
		if _, ok := starts[seed]; ok {
			starts[seed] = g.Team(team).Name
		}
	}
	if len(seen) != 2 {
		t.Fatalf("over 40 seeds only %d team(s) ever started; want both", len(seen))
	}
	// Seeds 1 and 2 are the two examples: they pick different starting teams.
	if starts[1] == starts[2] {
		t.Fatalf("seeds 1 and 2 both pick %s; expected different starting teams", starts[1])
	}
	for seed, name := range starts {
		g := newPlainsGame(t, seed)
		first := g.Pending()
		if first.Kind != rules.DecMulligan || g.Team(first.Team).Name != name {
			t.Fatalf("seed %d: first decision %v of team %d; want a mulligan declaration of %s (CR 805.3a)", seed, first.Kind, first.Team, name)
		}
		// Declarations in the order of CR 805.3a: the starting team's players, then the others.
		for g.Pending().Kind == rules.DecMulligan {
			p := g.Pending().Player
			if err := bind.ApplyLine(g, g.Player(p).Name+" keeps"); err != nil {
				t.Fatal(err)
			}
		}
		if g.TurnNumber() != 1 || g.Team(g.ActiveTeam()).Name != name {
			t.Fatalf("seed %d: turn %d is %s's; want turn 1 for %s", seed, g.TurnNumber(), g.Team(g.ActiveTeam()).Name, name)
		}
		if err := bind.ApplyLine(g, "go to main1"); err != nil {
			t.Fatal(err)
		}
		for _, p := range g.Members(g.ActiveTeam()) {
			if n := g.ZoneLen(p, rules.ZoneHand); n != 7 {
				t.Fatalf("seed %d: %s has %d cards in the first main phase; the starting team skips its first draw (CR 810.6)", seed, g.Player(p).Name, n)
			}
		}
	}
}
