package rules_test

import (
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/rules"
)

var allEditions = []rules.Edition{rules.Current, rules.Ed2011, rules.Ed2008, rules.Ed2006}

// The numeric policy of each edition (docs/editions.md): starting life (606.4a, 606.10 of
// 2006 and 2008; 810.4, 810.11 of 2011 and today), poison (shared and 15 + 5 per player
// beyond the second from 2011, 810.8d and 810.11; each player's own ten before).
func TestEditionNumbers(t *testing.T) {
	tests := []struct {
		ed                  rules.Edition
		name                string
		life2, life3, life4 int
		shared              bool
		poison2, poison3    int
	}{
		{rules.Current, "current", 30, 45, 60, true, 15, 20},
		{rules.Ed2011, "2011", 30, 45, 60, true, 15, 20},
		{rules.Ed2008, "2008", 30, 45, 60, false, 10, 10},
		{rules.Ed2006, "2006", 40, 60, 80, false, 10, 10},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := tc.ed
			if e.String() != tc.name {
				t.Errorf("String() = %q, want %q", e.String(), tc.name)
			}
			if got, err := rules.ParseEdition(" " + strings.ToUpper(tc.name) + " "); err != nil || got != e {
				t.Errorf("ParseEdition(%q) = %v, %v", tc.name, got, err)
			}
			for n, want := range map[int]int{2: tc.life2, 3: tc.life3, 4: tc.life4} {
				if got := e.StartingLife(n); got != want {
					t.Errorf("StartingLife(%d) = %d, want %d", n, got, want)
				}
			}
			if e.SharedPoison() != tc.shared {
				t.Errorf("SharedPoison() = %v, want %v", e.SharedPoison(), tc.shared)
			}
			if got := e.PoisonToLose(2); got != tc.poison2 {
				t.Errorf("PoisonToLose(2) = %d, want %d", got, tc.poison2)
			}
			if got := e.PoisonToLose(3); got != tc.poison3 {
				t.Errorf("PoisonToLose(3) = %d, want %d", got, tc.poison3)
			}
		})
	}
}

// TestParseEditionUnknown: an unknown edition is refused, naming the known ones; an empty
// name is today's rules.
func TestParseEditionUnknown(t *testing.T) {
	if e, err := rules.ParseEdition(""); err != nil || e != rules.Current {
		t.Fatalf("ParseEdition(\"\") = %v, %v; want current", e, err)
	}
	for _, s := range []string{"2009", "m10", "old", "200"} {
		_, err := rules.ParseEdition(s)
		if err == nil {
			t.Fatalf("ParseEdition(%q) was accepted", s)
		}
		for _, n := range []string{"current", "2011", "2008", "2006"} {
			if !strings.Contains(err.Error(), n) {
				t.Errorf("ParseEdition(%q): %q doesn't list %s", s, err, n)
			}
		}
	}
}

// newEditionGame sets up Red (Ann, Abe) against Blue (Bob, Bea) in Red's first main phase
// of turn 3, Red at redLife, with the given hand and battlefield for Ann.
func newEditionGame(t *testing.T, ed rules.Edition, redLife int, hand, perms []string, team rules.TeamID) *rules.Game {
	t.Helper()
	players := make([]rules.PlayerSetup, 4)
	for i := range players {
		for j := 0; j < 10; j++ {
			players[i].Library = append(players[i].Library, cards.MustDef("Plains"))
		}
	}
	for _, h := range hand {
		players[0].Hand = append(players[0].Hand, cards.MustDef(h))
	}
	var ps []rules.PermanentSetup
	for _, p := range perms {
		ps = append(ps, rules.PermanentSetup{Def: cards.MustDef(p), Controller: 0, AttachTo: -1})
	}
	g, err := rules.NewFromSetup(rules.Setup{
		Config: rules.Config{Edition: ed, NoShuffle: true, StartingTeam: 0, Teams: []rules.TeamConfig{
			{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann"}, {Name: "Abe"}}},
			{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob"}, {Name: "Bea"}}},
		}},
		Life:       []*int{&redLife, nil},
		Players:    players,
		Permanents: ps,
		Turn:       &rules.TurnSetup{Team: team, Step: rules.Main1, Number: 3 + int(team)},
	})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestPlayerLifeFromTeamLife: an individual player's life total as effects see it is the
// team's (810.9a of 2011 and today) or the team's divided by two and rounded up (606.9a of
// 2006 and 2008), for odd, even, zero and negative totals.
func TestPlayerLifeFromTeamLife(t *testing.T) {
	old := map[int]int{17: 9, 11: 6, 10: 5, 99: 50, 98: 49, 1: 1, 0: 0, -1: 0, -3: -1, -4: -2}
	for _, ed := range allEditions {
		for team, half := range old {
			g := newEditionGame(t, ed, team, nil, nil, 0)
			want := team
			if ed == rules.Ed2008 || ed == rules.Ed2006 {
				want = half
			}
			for _, p := range g.Members(0) {
				if got := g.PlayerLife(p); got != want {
					t.Errorf("%s: team at %d: %s's life is %d, want %d", ed, team, g.Player(p).Name, got, want)
				}
			}
		}
	}
}

// TestEachPlayerDrawOrder: "each player draws" goes team by team from the active team, each
// team's primary player first (606.6h of 2006, 606.6i of 2008; 805.6a of today lets the team
// choose its order, and the engine takes the same one). Vision Skeins cast in Red's turn and
// in Blue's turn.
func TestEachPlayerDrawOrder(t *testing.T) {
	for _, ed := range allEditions {
		for _, tc := range []struct {
			active rules.TeamID
			want   []string
		}{
			{0, []string{"Ann", "Ann", "Abe", "Abe", "Bob", "Bob", "Bea", "Bea"}},
			{1, []string{"Bob", "Bob", "Bea", "Bea", "Ann", "Ann", "Abe", "Abe"}},
		} {
			g := newEditionGame(t, ed, 20, []string{"Vision Skeins"}, []string{"Island", "Island"}, tc.active)
			if tc.active == 1 {
				if err := bind.ApplyLine(g, "pass"); err != nil {
					t.Fatal(err)
				}
			}
			for _, l := range []string{"Ann casts Vision Skeins", "resolve"} {
				if err := bind.ApplyLine(g, l); err != nil {
					t.Fatalf("%s: %s: %v", ed, l, err)
				}
			}
			var got []string
			for _, e := range bind.Log(g) {
				if name, ok := strings.CutSuffix(strings.TrimPrefix(e, "# "), " draws a card"); ok {
					got = append(got, name)
				}
			}
			if strings.Join(got, ",") != strings.Join(tc.want, ",") {
				t.Errorf("%s, %s active: draws in the order %v, want %v", ed, g.Team(tc.active).Name, got, tc.want)
			}
		}
	}
}
