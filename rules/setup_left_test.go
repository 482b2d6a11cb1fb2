package rules_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// leftSetup is a Team vs. Team position of Red (Ann, Abe) and Blue (Bob, Bea) with shared
// team turns in Red's first main phase, each player with a Grizzly Bears, and the players
// of left marked as having left the game.
func leftSetup(t *testing.T, opts rules.Options, left ...rules.PlayerID) rules.Setup {
	t.Helper()
	bears := cardDef(t, "Grizzly Bears")
	s := rules.Setup{Config: rules.Config{Variant: rules.TeamVsTeam, Edition: rules.Current, Seed: 1, Options: opts, NoShuffle: true,
		Teams: []rules.TeamConfig{
			{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann"}, {Name: "Abe"}}},
			{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob"}, {Name: "Bea"}}},
		}},
		Players: make([]rules.PlayerSetup, 4),
		Turn:    &rules.TurnSetup{Team: 0, Step: rules.Main1, Number: 3}}
	for p := range rules.PlayerID(4) {
		s.Players[p].Library = []*rules.CardDef{bears, bears}
		if !slices.Contains(left, p) {
			s.Permanents = append(s.Permanents, rules.PermanentSetup{Def: bears, Controller: p, AttachTo: -1})
		}
	}
	for _, p := range left {
		s.Players[p].Left = true
	}
	return s
}

// TestSetupLeft: a position may have a player who left the game while their team plays on
// (shared team turns, CR 800.4a): they are gone, their team plays on with the others, and
// views say they left; bad positions are refused with one error each.
func TestSetupLeft(t *testing.T) {
	shared := rules.Options{SharedTurns: true}
	g, err := rules.NewFromSetup(leftSetup(t, shared, 1))
	if err != nil {
		t.Fatal(err)
	}
	if !g.Player(1).Lost || g.Player(0).Lost || g.Team(0).Lost || !slices.Equal(g.Members(0), []rules.PlayerID{0}) {
		t.Fatalf("Abe left: Abe gone %v, Ann gone %v, Red lost %v, Red's players %v; expected Abe alone gone", g.Player(1).Lost, g.Player(0).Lost, g.Team(0).Lost, g.Members(0))
	}
	if !g.ViewFor(2).Players[1].Left {
		t.Fatal("Bob's view doesn't show that Abe left")
	}
	cases := []struct {
		name string
		s    rules.Setup
		want string
	}{
		{"without shared turns", leftSetup(t, rules.Options{}, 1), "only a player of a team that shares its turns"},
		{"a whole team", leftSetup(t, shared, 0, 1), "team Red would have no player left"},
	}
	still := leftSetup(t, shared, 1)
	still.Permanents = append(still.Permanents, rules.PermanentSetup{Def: cardDef(t, "Grizzly Bears"), Controller: 1, AttachTo: -1})
	cases = append(cases, struct {
		name string
		s    rules.Setup
		want string
	}{"a permanent of theirs", still, "Grizzly Bears is still theirs"})
	for _, c := range cases {
		if _, err := rules.NewFromSetup(c.s); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want an error with %q", c.name, err, c.want)
		}
	}
}
