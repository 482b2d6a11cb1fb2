package ai

import (
	"fmt"
	"testing"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/decks"
	"github.com/ettinmtg/ettin/rules"
)

// deckLists are four 60-card decks of implemented cards (the lists of the engine's random
// tests): small, fixed decks for the behaviour tests, which don't change when the bundled
// decks are tuned.
var deckLists = [][]string{
	{"17 Mountain", "7 Forest", "4 Lightning Bolt", "4 Shock", "4 Grizzly Bears", "4 Hill Giant", "4 Raging Goblin", "4 Boggart Brute", "4 Giant Growth", "4 Colossal Dreadmaw", "4 Llanowar Elves"},
	{"12 Plains", "12 Island", "4 Serra Angel", "4 Counterspell", "4 Divination", "4 Youthful Knight", "4 Fencing Ace", "4 Pacifism", "4 Prodigal Sorcerer", "4 Essence Scatter", "4 Steady Progress"},
	{"24 Swamp", "4 Typhoid Rats", "4 Vampire Nighthawk", "4 Child of Night", "4 Murder", "4 Doom Blade", "4 Mind Rot", "4 Gray Merchant of Asphodel", "4 Ichor Rats", "4 Darksteel Myr"},
	{"12 Forest", "12 Plains", "4 Giant Spider", "4 Glistener Elf", "4 Gladecover Scout", "4 Naturalize", "4 Rampant Growth", "4 Fog", "4 Shanodin Dryads", "4 Lightning Helix", "4 Angelic Chorus"},
}

// testDecks builds the four test decks.
func testDecks(t testing.TB) [][]*rules.CardDef { return buildDecks(t, deckLists) }

// buildDecks builds decks from lists of "N Name" entries.
func buildDecks(t testing.TB, lists [][]string) [][]*rules.CardDef {
	var decks [][]*rules.CardDef
	for _, l := range lists {
		var d []*rules.CardDef
		for _, e := range l {
			var n int
			fmt.Sscanf(e, "%d", &n)
			name := e[len(fmt.Sprint(n))+1:]
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

// newGame starts a game of team Red (decks a, b) against team Blue (decks c, d).
func newGame(t testing.TB, seed uint64, a, b, c, d []*rules.CardDef) *rules.Game {
	g, err := rules.New(rules.Config{Edition: rules.Current, Seed: seed, StartingTeam: rules.NoTeam, Teams: []rules.TeamConfig{
		{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann", Deck: a}, {Name: "Abe", Deck: b}}},
		{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob", Deck: c}, {Name: "Bea", Deck: d}}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// mirrorGame starts a game in which both teams play decks i and j.
func mirrorGame(t testing.TB, seed uint64, i, j int) *rules.Game {
	d := testDecks(t)
	return newGame(t, seed, d[i], d[j], d[i], d[j])
}

// teamSeats gives the players of team 0 policy x and those of team 1 policy y.
func teamSeats(g *rules.Game, x, y Policy) []Policy {
	seats := make([]Policy, g.NumPlayers())
	for i := range rules.PlayerID(g.NumPlayers()) {
		if g.TeamOf(rules.PlayerID(i)) == 0 {
			seats[i] = x
		} else {
			seats[i] = y
		}
	}
	return seats
}

// bundledTeam returns the two decks of bundled team i (of decks.Teams()).
func bundledTeam(t testing.TB, i int) [2][]*rules.CardDef {
	tm := decks.Teams()[i]
	var out [2][]*rules.CardDef
	for k, name := range tm.Decks {
		d, err := decks.Get(name)
		if err != nil {
			t.Fatal(err)
		}
		if out[k], err = d.Cards(); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// bundledGame starts a game of bundled team i (Red) against bundled team j (Blue).
func bundledGame(t testing.TB, seed uint64, i, j int) *rules.Game {
	a, b := bundledTeam(t, i), bundledTeam(t, j)
	return newGame(t, seed, a[0], a[1], b[0], b[1])
}

// bbdDeckLists are four decks of the Battlebond cards the heuristic must reason about:
// friend or foe, "up to N" targets, support, choices of players, block restrictions.
var bbdDeckLists = [][]string{
	{"12 Forest", "12 Plains", "4 Charging Rhino", "4 Expedition Raptor", "4 Lead by Example", "4 Regna's Sanction", "4 Pir's Whim",
		"4 Tandem Tactics", "4 Wandering Wolf", "4 Gorm the Great", "4 The Crowd Goes Wild"},
	{"12 Island", "12 Swamp", "4 True-Name Nemesis", "4 Zndrsplt's Judgment", "4 Last Gasp", "4 Opportunity", "4 Nyxathid",
		"4 Victory Chimes", "4 Grizzly Bears", "4 Typhoid Rats", "4 Serra Angel"},
	{"12 Mountain", "12 Swamp", "4 Auger Spree", "4 Wrap in Flames", "4 Stadium Vendors", "4 Boggart Brute", "4 Hill Giant",
		"4 Last Gasp", "4 Shoulder to Shoulder", "4 Raging Goblin", "4 Veteran Explorer"},
	{"12 Forest", "12 Swamp", "4 Virtus's Maneuver", "4 Soulblade Renewer", "4 Charging Rhino", "4 Pir's Whim", "4 Llanowar Elves",
		"4 Giant Spider", "4 Lead by Example", "4 Gorm the Great", "4 Darksteel Myr"},
}
