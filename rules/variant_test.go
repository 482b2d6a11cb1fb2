package rules_test

import (
	"fmt"
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// newVariantGame starts a game of a variant where each player plays alone, with n
// players named P1, P2... and the random-game test decks in turn; it returns the game and
// how many cards it holds.
func newVariantGame(t testing.TB, seed uint64, v rules.Variant, ed rules.Edition, n int, opts ...rules.Options) (*rules.Game, int) {
	d := testDecks(t)
	cfg := rules.Config{Variant: v, Edition: ed, Seed: seed, StartingTeam: rules.NoTeam}
	if len(opts) > 0 {
		cfg.Options = opts[0]
	}
	cards := 0
	for i := 0; i < n; i++ {
		name := fmt.Sprintf("P%d", i+1)
		deck := d[i%len(d)]
		cards += len(deck)
		cfg.Teams = append(cfg.Teams, rules.TeamConfig{Name: name, Players: []rules.PlayerConfig{{Name: name, Deck: deck}}})
	}
	g, err := rules.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return g, cards
}

// TestRandomDuels plays seeded random duels in the current and 2006 editions with the
// invariants of TestRandomGames.
func TestRandomDuels(t *testing.T) {
	games := 100
	if testing.Short() {
		games = 10
	}
	for _, ed := range []rules.Edition{rules.Current, rules.Ed2006} {
		for seed := uint64(1); seed <= uint64(games); seed++ {
			t.Run(fmt.Sprintf("%s/%d", ed, seed), func(t *testing.T) {
				g, cards := newVariantGame(t, seed, rules.Duel, ed, 2)
				playChecked(t, seed, g, cards)
				if g.Rules().StartingLife(1) != 20 {
					t.Fatalf("a duelist starts at %d life; expected 20 (CR 103.4)", g.Rules().StartingLife(1))
				}
			})
		}
	}
}

// TestVariantConfigErrors: a config that doesn't fit its variant is refused in one line.
func TestVariantConfigErrors(t *testing.T) {
	d := testDecks(t)
	one := func(n string) rules.TeamConfig {
		return rules.TeamConfig{Name: n, Players: []rules.PlayerConfig{{Name: n, Deck: d[0]}}}
	}
	for _, c := range []struct {
		name string
		cfg  rules.Config
		want string
	}{
		{"duel of three", rules.Config{Variant: rules.Duel, Teams: []rules.TeamConfig{one("A"), one("B"), one("C")}}, "a duel needs 2 players, each a team of one; got 3 teams"},
		{"duel team of two", rules.Config{Variant: rules.Duel, Teams: []rules.TeamConfig{one("A"), {Name: "T", Players: []rules.PlayerConfig{{Name: "B", Deck: d[0]}, {Name: "C", Deck: d[0]}}}}}, "team T has 2 players; in a duel each player plays alone"},
		{"free-for-all with deploy", rules.Config{Variant: rules.FreeForAll, Options: rules.Options{Deploy: true}, Teams: []rules.TeamConfig{one("A"), one("B"), one("C")}}, "a free-for-all doesn't use the deploy creatures option (CR 806.2c)"},
		{"unknown variant", rules.Config{Variant: 99, Teams: []rules.TeamConfig{one("A"), one("B")}}, "unknown variant 99"},
		{"2hg teams of one", rules.Config{Teams: []rules.TeamConfig{one("A"), one("B")}}, "team A has 1 players; two-headed giant needs equal teams of 2 or more (CR 810.1, 810.11)"},
		{"grand melee with deploy", rules.Config{Variant: rules.GrandMelee, Options: rules.Options{Deploy: true}, Teams: []rules.TeamConfig{one("A"), one("B"), one("C"), one("D")}}, "a grand melee doesn't use the deploy creatures option (CR 807.2c)"},
	} {
		_, err := rules.New(c.cfg)
		if err == nil || len(err.Error()) < len(c.want) || err.Error()[:len(c.want)] != c.want {
			t.Errorf("%s: error %v; expected it to begin %q", c.name, err, c.want)
		}
	}
	for _, s := range []string{"duel", "Duel", "two-headed-giant", "2HG", "two headed giant"} {
		if _, err := rules.ParseVariant(s); err != nil {
			t.Errorf("ParseVariant(%q): %v", s, err)
		}
	}
	if _, err := rules.ParseVariant("chess"); err == nil {
		t.Error("ParseVariant(chess) accepted")
	}
}

// TestRandomFreeForAll plays seeded random five-player free-for-alls with range of
// influence 1 (and, fewer, with the attack left and right options) with the invariants of
// TestRandomGames; players leave as they lose and the last one standing wins.
func TestRandomFreeForAll(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 8
	}
	for _, c := range []struct {
		name  string
		opts  rules.Options
		games int
	}{
		{"range1", rules.Options{Range: 1}, games},
		{"left", rules.Options{Attack: rules.AttackLeft}, games / 4},
		{"right-range2", rules.Options{Attack: rules.AttackRight, Range: 2}, games / 4},
	} {
		for _, ed := range []rules.Edition{rules.Current, rules.Ed2006} {
			for seed := uint64(1); seed <= uint64(c.games); seed++ {
				t.Run(fmt.Sprintf("%s/%s/%d", c.name, ed, seed), func(t *testing.T) {
					g, cards := newVariantGame(t, seed, rules.FreeForAll, ed, 5, c.opts)
					playChecked(t, seed, g, cards)
				})
			}
		}
	}
}

// TestHiddenInformationVariants makes TestHiddenInformation's checks at every decision of
// random duels and five-player free-for-alls: a player alone sees only their own hand.
func TestHiddenInformationVariants(t *testing.T) {
	for _, c := range []struct {
		v rules.Variant
		n int
	}{{rules.Duel, 2}, {rules.FreeForAll, 5}} {
		for seed := uint64(1); seed <= 4; seed++ {
			g, _ := newVariantGame(t, seed, c.v, rules.Current, c.n)
			var rng rules.RNG
			rng.Seed(seed)
			for n := 0; !g.Over() && n < 3000; n++ {
				for p := range rules.PlayerID(g.NumPlayers()) {
					checkView(t, g, rules.PlayerID(p))
				}
				acts := g.LegalActions()
				if err := g.Apply(acts[rng.Intn(len(acts))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
