package rules_test

import (
	"fmt"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/rules"
)

// testDecks are four 60-card decks of implemented cards, one per seat.
func testDecks(t testing.TB) [][]*rules.CardDef {
	lists := [][]string{
		{"17 Mountain", "7 Forest", "4 Lightning Bolt", "4 Shock", "4 Grizzly Bears", "4 Hill Giant", "4 Raging Goblin", "4 Boggart Brute", "4 Giant Growth", "4 Colossal Dreadmaw", "4 Llanowar Elves"},
		{"12 Plains", "12 Island", "4 Serra Angel", "4 Counterspell", "4 Divination", "4 Youthful Knight", "4 Fencing Ace", "4 Pacifism", "4 Prodigal Sorcerer", "4 Essence Scatter", "4 Steady Progress"},
		{"24 Swamp", "4 Typhoid Rats", "4 Vampire Nighthawk", "4 Child of Night", "4 Murder", "4 Doom Blade", "4 Mind Rot", "4 Gray Merchant of Asphodel", "4 Ichor Rats", "4 Darksteel Myr"},
		{"12 Forest", "12 Plains", "4 Giant Spider", "4 Glistener Elf", "4 Gladecover Scout", "4 Naturalize", "4 Rampant Growth", "4 Fog", "4 Shanodin Dryads", "4 Lightning Helix", "4 Angelic Chorus"},
	}
	var decks [][]*rules.CardDef
	for _, l := range lists {
		var d []*rules.CardDef
		for _, e := range l {
			var n int
			var name string
			fmt.Sscanf(e, "%d", &n)
			name = e[len(fmt.Sprint(n))+1:]
			def, err := cards.Def(name)
			if err != nil {
				t.Fatal(err)
			}
			if !def.Implemented {
				t.Fatalf("%s is not implemented", name)
			}
			for i := 0; i < n; i++ {
				d = append(d, def)
			}
		}
		decks = append(decks, d)
	}
	return decks
}

func newRandomGame(t testing.TB, seed uint64, ed rules.Edition) *rules.Game {
	return newGameOf(t, testDecks(t), seed, ed)
}

// newGameOf starts a 2HG game of seed with the four decks d, one per seat.
func newGameOf(t testing.TB, d [][]*rules.CardDef, seed uint64, ed rules.Edition) *rules.Game {
	g, err := rules.New(rules.Config{Edition: ed, Seed: seed, StartingTeam: rules.NoTeam, Teams: []rules.TeamConfig{
		{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann", Deck: d[0]}, {Name: "Abe", Deck: d[1]}}},
		{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob", Deck: d[2]}, {Name: "Bea", Deck: d[3]}}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// playRandom plays legal actions chosen by a seeded generator until the game ends.
func playRandom(t testing.TB, g *rules.Game, seed uint64) int {
	var rng rules.RNG
	rng.Seed(seed)
	n := 0
	var acts []rules.Action
	for !g.Over() && n < 20000 {
		acts = g.AppendLegalActions(acts[:0])
		if len(acts) == 0 {
			t.Fatalf("no legal action for %+v", g.Pending())
		}
		a := acts[rng.Intn(len(acts))]
		// Pass more often than not, so games move on.
		if g.Pending().Kind == rules.DecPriority && rng.Intn(3) == 0 {
			a = acts[0]
		}
		if err := g.Apply(a); err != nil {
			t.Fatalf("listed action refused: %s: %v", bind.FormatAction(g, a), err)
		}
		n++
	}
	return n
}

func TestRandomGamesSmoke(t *testing.T) {
	for seed := uint64(1); seed <= 50; seed++ {
		g := newRandomGame(t, seed, rules.Current)
		n := playRandom(t, g, seed)
		if !g.Over() {
			t.Fatalf("seed %d: game not over after %d actions", seed, n)
		}
	}
}
