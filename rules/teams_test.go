package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// newSidesGame starts a Team vs. Team or Emperor game of teams teams of size players
// each, named T1, T2... with players T1a, T1b..., and the random-game test decks in turn;
// it returns the game and how many cards it holds.
func newSidesGame(t testing.TB, seed uint64, v rules.Variant, ed rules.Edition, teams, size int, opts rules.Options) (*rules.Game, int) {
	d := testDecks(t)
	cfg := rules.Config{Variant: v, Edition: ed, Seed: seed, StartingTeam: rules.NoTeam, Options: opts}
	cards, k := 0, 0
	for i := 0; i < teams; i++ {
		tc := rules.TeamConfig{Name: fmt.Sprintf("T%d", i+1)}
		for j := 0; j < size; j++ {
			deck := d[k%len(d)]
			k++
			cards += len(deck)
			tc.Players = append(tc.Players, rules.PlayerConfig{Name: fmt.Sprintf("T%d%c", i+1, 'a'+j), Deck: deck})
		}
		cfg.Teams = append(cfg.Teams, tc)
	}
	g, err := rules.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return g, cards
}

// sidesCases are the shapes the random tests play: Team vs. Team of two and three teams
// (today's rules and seed 609 under 2006, where range 2 is the default) and Emperor of two
// and three teams of three.
var sidesCases = []struct {
	name        string
	v           rules.Variant
	ed          rules.Edition
	teams, size int
	opts        rules.Options
}{
	{"teams-2x2", rules.TeamVsTeam, rules.Current, 2, 2, rules.Options{}},
	{"teams-3x2-range1", rules.TeamVsTeam, rules.Current, 3, 2, rules.Options{Range: 1}},
	{"teams-2x3-deploy", rules.TeamVsTeam, rules.Current, 2, 3, rules.Options{Deploy: true}},
	{"teams2006-3x2", rules.TeamVsTeam, rules.Ed2006, 3, 2, rules.Options{}},
	{"teams-shared-2x2", rules.TeamVsTeam, rules.Current, 2, 2, rules.Options{SharedTurns: true}},
	{"teams-shared-3x2-deploy", rules.TeamVsTeam, rules.Current, 3, 2, rules.Options{SharedTurns: true, Deploy: true}},
	{"teams-shared-2x3", rules.TeamVsTeam, rules.Current, 2, 3, rules.Options{SharedTurns: true}},
	{"emperor-2x3", rules.Emperor, rules.Current, 2, 3, rules.Options{}},
	{"emperor2006-3x3", rules.Emperor, rules.Ed2006, 3, 3, rules.Options{}},
}

// TestRandomSides plays seeded random Team vs. Team and Emperor games with the invariants
// of TestRandomGames, and checks how each ends: the winner's side alone is still in the
// game (CR 104.2a), and in Emperor it still has its emperor (CR 809.5b).
func TestRandomSides(t *testing.T) {
	games := 5 // the 1,000-game checks are sim's (sim --check)
	if testing.Short() {
		games = 2
	}
	for _, c := range sidesCases {
		for seed := uint64(1); seed <= uint64(games); seed++ {
			t.Run(fmt.Sprintf("%s/%d", c.name, seed), func(t *testing.T) {
				g, cards := newSidesGame(t, seed, c.v, c.ed, c.teams, c.size, c.opts)
				playChecked(t, seed, g, cards)
				w := g.Winner()
				if w == rules.NoTeam {
					return // a draw
				}
				ws := g.SideOf(w)
				if !g.SideWon(ws) {
					t.Fatalf("the winner's side %s didn't win", g.Side(ws).Name)
				}
				for tm := 0; tm < g.NumTeams(); tm++ {
					same := g.SideOf(rules.TeamID(tm)) == ws
					// A player wins with their team if still in the game (CR 104.2a).
					want := same && !g.Team(rules.TeamID(tm)).Lost
					if g.Won(rules.TeamID(tm)) != want {
						t.Fatalf("team %s: Won %v; expected %v", g.Team(rules.TeamID(tm)).Name, !want, want)
					}
					if !same && !g.Team(rules.TeamID(tm)).Lost {
						t.Fatalf("%s, an opponent of the winners, is still in the game (CR 104.2a)", g.Team(rules.TeamID(tm)).Name)
					}
				}
				if c.v == rules.Emperor {
					emp := g.Side(ws).Emperor
					if g.Team(g.TeamOf(emp)).Lost {
						t.Fatalf("side %s won without its emperor %s (CR 809.5b)", g.Side(ws).Name, g.Player(emp).Name)
					}
					for s := 0; s < g.NumSides(); s++ {
						if rules.SideID(s) != ws && !g.SideLost(rules.SideID(s)) {
							t.Fatalf("side %s lost its emperor but is still in the game", g.Side(rules.SideID(s)).Name)
						}
					}
				}
			})
		}
	}
}

// TestSidesHands: teammates see each other's hands (CR 808.5, 809.7), in the Teams
// variant of 2006 only when seated next to each other (seed 609.6); opponents never do.
// Checked at every decision of random games, with the determinized copies a player's
// search plays out: a hand the player may not see is re-dealt there, one they may see isn't.
func TestSidesHands(t *testing.T) {
	for _, c := range sidesCases {
		t.Run(c.name, func(t *testing.T) {
			g, _ := newSidesGame(t, 3, c.v, c.ed, c.teams, c.size, c.opts)
			n := g.NumTeams()
			adjacent := func(a, b rules.TeamID) bool {
				return (int(a)+1)%n == int(b) || (int(b)+1)%n == int(a)
			}
			var rng rules.RNG
			rng.Seed(3)
			for k := 0; !g.Over() && k < 1500; k++ {
				if k%25 == 0 {
					for p := 0; p < g.NumPlayers(); p++ {
						v := g.ViewFor(rules.PlayerID(p))
						for q, pv := range v.Players {
							a, b := g.TeamOf(rules.PlayerID(p)), g.TeamOf(rules.PlayerID(q))
							want := a == b || g.Teammates(rules.PlayerID(p), rules.PlayerID(q)) && (c.v != rules.TeamVsTeam || c.ed != rules.Ed2006 || adjacent(a, b))
							if got := len(pv.Hand) == pv.HandSize && (pv.Hand != nil || pv.HandSize == 0); got != want && pv.HandSize > 0 {
								t.Fatalf("%s sees %s's hand: %v; expected %v", g.Player(rules.PlayerID(p)).Name, pv.Name, got, want)
							}
						}
					}
				}
				acts := g.LegalActions()
				if err := g.Apply(acts[rng.Intn(len(acts))]); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// TestSidesSeating: the seats of Team vs. Team (808.2), seed 609.3 and Emperor (809.2,
// 809.3a): teams are the seats in turn order, the players keep the ids of the config.
func TestSidesSeating(t *testing.T) {
	g, _ := newSidesGame(t, 1, rules.TeamVsTeam, rules.Ed2006, 3, 2, rules.Options{})
	var seats []string
	for tm := 0; tm < g.NumTeams(); tm++ {
		seats = append(seats, g.Team(rules.TeamID(tm)).Name)
	}
	if got := fmt.Sprint(seats); got != "[T1a T2a T3a T1b T2b T3b]" {
		t.Fatalf("2006 Teams seats %s; expected the teams apart (seed 609.3)", got)
	}
	if g.Player(0).Name != "T1a" || g.Player(1).Name != "T1b" {
		t.Fatalf("player ids don't follow the config: %s, %s", g.Player(0).Name, g.Player(1).Name)
	}
	e, _ := newSidesGame(t, 1, rules.Emperor, rules.Current, 2, 3, rules.Options{})
	for s := 0; s < 2; s++ {
		emp := e.Side(rules.SideID(s)).Emperor
		if e.Player(emp).Name != fmt.Sprintf("T%db", s+1) || e.Player(emp).Range != 2 || !e.IsEmperor(emp) {
			t.Fatalf("side %d's emperor is %s with range %d; expected the middle player with range 2 (CR 809.2, 809.3a)", s, e.Player(emp).Name, e.Player(emp).Range)
		}
	}
	if e.Player(0).Range != 1 || e.Player(2).Range != 1 {
		t.Fatalf("generals' ranges %d, %d; expected 1 (CR 809.3a)", e.Player(0).Range, e.Player(2).Range)
	}
	if !e.Config().Options.Deploy {
		t.Fatal("Emperor without the deploy creatures option (CR 809.3b)")
	}
	for _, bad := range []struct {
		v     rules.Variant
		ed    rules.Edition
		teams []int
		want  string
	}{
		{rules.Emperor, rules.Current, []int{3, 2}, "team T2 has 2 players; emperor teams have 3 or more"},
		{rules.Emperor, rules.Current, []int{3, 4}, "team T2 has 4 players; the teams of variant emperor have equal sizes"},
		{rules.Emperor, rules.Ed2006, []int{2, 2}, "team T1 has 2 players; emperor teams have 3 or more"}, // seed 607.1
		{rules.TeamVsTeam, rules.Ed2006, []int{2, 3}, "team T2 has 3 players; the teams of variant teams have equal sizes"},
		{rules.TeamVsTeam, rules.Current, []int{3}, "variant teams needs 2 or more teams, got 1"},
	} {
		cfg := rules.Config{Variant: bad.v, Edition: bad.ed}
		for i, n := range bad.teams {
			tc := rules.TeamConfig{Name: fmt.Sprintf("T%d", i+1)}
			for j := 0; j < n; j++ {
				tc.Players = append(tc.Players, rules.PlayerConfig{Name: fmt.Sprintf("T%d%c", i+1, 'a'+j), Deck: testDecks(t)[0]})
			}
			cfg.Teams = append(cfg.Teams, tc)
		}
		if _, err := rules.New(cfg); err == nil || len(err.Error()) < len(bad.want) || err.Error()[:len(bad.want)] != bad.want {
			t.Errorf("%v %v: error %v; expected it to begin %q", bad.v, bad.teams, err, bad.want)
		}
	}
	// TvT with uneven teams is fine today (CR 808.1: any number of players).
	cfg := rules.Config{Variant: rules.TeamVsTeam, Teams: []rules.TeamConfig{
		{Name: "A", Players: []rules.PlayerConfig{{Name: "A1", Deck: testDecks(t)[0]}}},
		{Name: "B", Players: []rules.PlayerConfig{{Name: "B1", Deck: testDecks(t)[0]}, {Name: "B2", Deck: testDecks(t)[0]}}}}}
	if _, err := rules.New(cfg); err != nil {
		t.Fatalf("Team vs. Team of 1 and 2 players refused: %v", err)
	}
}

// TestActivatorsWithDeploy checks the battlefield summary in games where every creature
// has the deploy ability (CR 804.2), which no card definition lists: at every action the
// summary's activators hold every permanent with an activated ability.
func TestActivatorsWithDeploy(t *testing.T) {
	for _, c := range []struct {
		v    rules.Variant
		opts rules.Options
	}{
		{rules.Emperor, rules.Options{}},
		{rules.TeamVsTeam, rules.Options{Deploy: true}},
	} {
		for seed := uint64(1); seed <= 3; seed++ {
			g, _ := newSidesGame(t, seed, c.v, rules.Current, 2, 3, c.opts)
			var rng rules.RNG
			rng.Seed(seed)
			for n := 0; !g.Over() && n < 3000; n++ {
				if err := rules.CheckActivators(g); err != nil {
					t.Fatalf("%s seed %d, action %d: %v", c.v, seed, n, err)
				}
				acts := g.LegalActions()
				if err := g.Apply(acts[rng.Intn(len(acts))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestSharedTurnsRefused: the shared team turns option (CR 805) is refused in one line
// where it can't apply: outside Team vs. Team, under the 2006 rules, and with a range of
// influence or an attack option (CR 805.10a).
func TestSharedTurnsRefused(t *testing.T) {
	d := testDecks(t)
	team := func(n string, ps ...string) rules.TeamConfig {
		tc := rules.TeamConfig{Name: n}
		for _, p := range ps {
			tc.Players = append(tc.Players, rules.PlayerConfig{Name: p, Deck: d[0]})
		}
		return tc
	}
	two := []rules.TeamConfig{team("R", "Ann", "Abe"), team("B", "Bob", "Bea")}
	alone := []rules.TeamConfig{team("Ann", "Ann"), team("Bob", "Bob"), team("Cid", "Cid")}
	for _, c := range []struct {
		v    rules.Variant
		ed   rules.Edition
		ts   []rules.TeamConfig
		opts rules.Options
		want string
	}{
		{rules.TeamVsTeam, rules.Ed2006, two, rules.Options{SharedTurns: true}, "the shared team turns option (CR 805) is for variant teams under rules current; got variant teams under rules 2006"},
		{rules.FreeForAll, rules.Current, alone, rules.Options{SharedTurns: true}, "is for variant teams under rules current; got variant free-for-all"},
		{rules.Emperor, rules.Current, []rules.TeamConfig{team("R", "A1", "A2", "A3"), team("B", "B1", "B2", "B3")}, rules.Options{SharedTurns: true}, "got variant emperor"},
		{rules.TwoHeadedGiant, rules.Current, two, rules.Options{SharedTurns: true}, "variant two-headed-giant"},
		{rules.TeamVsTeam, rules.Current, two, rules.Options{SharedTurns: true, Range: 1}, "takes no range of influence or attack option"},
		{rules.TeamVsTeam, rules.Current, two, rules.Options{SharedTurns: true, Attack: rules.AttackLeft}, "takes no range of influence or attack option"},
	} {
		_, err := rules.New(rules.Config{Variant: c.v, Edition: c.ed, Teams: c.ts, Options: c.opts})
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s %s %+v: got %v; expected one line with %q", c.v, c.ed, c.opts, err, c.want)
		}
	}
	if _, err := rules.New(rules.Config{Variant: rules.TeamVsTeam, Teams: two, Options: rules.Options{SharedTurns: true}}); err != nil {
		t.Errorf("teams under current with shared turns: %v", err)
	}
}

// TestEditionsOfVariants: a variant other than Two-Headed Giant takes the current and 2006
// editions only (the 2008 and 2011 editions changed only 2HG's rules), refused in one line
// that names them.
func TestEditionsOfVariants(t *testing.T) {
	for _, v := range rules.Variants() {
		for _, ed := range []rules.Edition{rules.Current, rules.Ed2011, rules.Ed2008, rules.Ed2006} {
			err := rules.CheckEdition(v, ed)
			want := v == rules.TwoHeadedGiant || ed == rules.Current || ed == rules.Ed2006
			if (err == nil) != want {
				t.Errorf("%s under %s: %v; expected accepted %v", v, ed, err, want)
			}
			if err != nil && !strings.Contains(err.Error(), "takes rules current or 2006, not "+ed.String()) {
				t.Errorf("%s under %s: %q doesn't name the editions", v, ed, err)
			}
		}
	}
	g, _ := newVariantGame(t, 1, rules.Duel, rules.Current, 2)
	cfg := g.Config()
	cfg.Edition = rules.Ed2011
	if _, err := rules.New(cfg); err == nil || !strings.Contains(err.Error(), "variant duel takes rules current or 2006, not 2011") {
		t.Errorf("a duel under 2011: %v", err)
	}
}
