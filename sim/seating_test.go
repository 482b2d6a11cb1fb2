package sim

import (
	"slices"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/ai"
	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// TestSeatedAtRandomEachGame: sim seats each Grand Melee game's and each free-for-all's
// players at random from the game's seed (CR 807.3, 806.3): the same game is seated alike
// each time and replays from its config to the same log, byte for byte; other games are
// seated otherwise; each player keeps their side's AI and deck wherever they sit.
func TestSeatedAtRandomEachGame(t *testing.T) {
	for _, c := range []struct {
		v       rules.Variant
		players int
	}{{rules.GrandMelee, 8}, {rules.FreeForAll, 5}} {
		t.Run(c.v.String(), func(t *testing.T) { testSeatedAtRandom(t, c.v, c.players) })
	}
}

// testSeatedAtRandom checks one variant's random seating in sim, with the given number of
// players.
func testSeatedAtRandom(t *testing.T, v rules.Variant, players int) {
	cfg := testConfig(t, 4)
	cfg.Variant, cfg.Players = v, players
	names := func(gc rules.Config) []string {
		var out []string
		for _, tc := range gc.Teams {
			out = append(out, tc.Players[0].Name)
		}
		return out
	}
	plan := seatPlan(&cfg)
	var listed []string
	for _, st := range plan {
		listed = append(listed, st.name)
	}
	seatings := map[string]bool{}
	for i := range 4 {
		a, b := GameConfig(&cfg, i), GameConfig(&cfg, i)
		if !slices.Equal(names(a), names(b)) {
			t.Fatalf("game %d seated %v, then %v", i, names(a), names(b))
		}
		seatings[strings.Join(names(a), " ")] = true
		for p, tc := range a.Teams {
			k := slices.Index(listed, tc.Players[0].Name)
			st := plan[k]
			want := cfg.Teams[st.side].Seats[st.deck].Cards
			if len(tc.Players[0].Deck) != len(want) || tc.Players[0].Deck[0] != want[0] {
				t.Fatalf("game %d: %s at seat %d doesn't play their side's deck", i, tc.Players[0].Name, p)
			}
		}
	}
	if len(seatings) < 3 {
		t.Fatalf("4 games seated %d ways; expected them seated anew each game", len(seatings))
	}
	if slices.Equal(names(GameConfig(&cfg, 0)), listed) && slices.Equal(names(GameConfig(&cfg, 1)), listed) {
		t.Fatal("games 0 and 1 seated in the plan's order")
	}
	// A game played and replayed from its config: the same log.
	play := func() *rules.Game {
		g, err := rules.New(GameConfig(&cfg, 2))
		if err != nil {
			t.Fatal(err)
		}
		pol := ai.NewRandom(5)
		for n := 0; n < 600 && !g.Over(); n++ {
			s := ai.NewSituation(g, ai.Seat(g), uint64(n))
			a := pol.Act(s)
			s.Done()
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		return g
	}
	g := play()
	log := bind.Actions(g)
	r, err := rules.New(g.Config())
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range log {
		if err := bind.ApplyLine(r, l); err != nil {
			t.Fatalf("line %d %q refused on replay: %v", i+1, l, err)
		}
	}
	if a, b := strings.Join(bind.LogAll(g), "\n"), strings.Join(bind.LogAll(r), "\n"); a != b {
		t.Fatal("the replay's log differs from the game's")
	}
	if a, b := strings.Join(bind.LogAll(g), "\n"), strings.Join(bind.LogAll(play()), "\n"); a != b {
		t.Fatal("the same game played again gave another log")
	}
}
