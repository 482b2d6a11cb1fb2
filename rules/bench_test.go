package rules_test

import (
	"testing"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/rules"
)

// BenchmarkRandomGame plays one whole 2HG game of random legal play per iteration.
// The decks are looked up once, outside the loop: finding cards by name is not the
// engine's work.
func BenchmarkRandomGame(b *testing.B) {
	d := testDecks(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g := newGameOf(b, d, uint64(i), rules.Current)
		playRandom(b, g, uint64(i))
	}
}

// midGame returns a game after 300 random actions.
func midGame(b *testing.B) *rules.Game {
	g := newRandomGame(b, 42, rules.Current)
	var rng rules.RNG
	rng.Seed(42)
	for n := 0; n < 300 && !g.Over(); n++ {
		acts := g.LegalActions()
		if err := g.Apply(acts[rng.Intn(len(acts))]); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

// BenchmarkClone copies a mid-game state.
func BenchmarkClone(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = g.Clone()
	}
}

// BenchmarkLegalActions lists the legal actions of a mid-game position.
func BenchmarkLegalActions(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = g.LegalActions()
	}
}

// duelDeck is 20 copies of land and 40 of spell.
func duelDeck(land, spell string) []*rules.CardDef {
	var deck []*rules.CardDef
	for i := range 60 {
		if i%3 == 0 {
			deck = append(deck, cards.MustDef(land))
		} else {
			deck = append(deck, cards.MustDef(spell))
		}
	}
	return deck
}

// duelGame starts a random-play duel (CR 103.8a, no multiplayer rules) of seed in which
// both players play deck.
func duelGame(b testing.TB, deck []*rules.CardDef, seed uint64) *rules.Game {
	g, err := rules.New(rules.Config{Variant: rules.Duel, Seed: seed, StartingTeam: rules.NoTeam, Teams: []rules.TeamConfig{
		{Name: "Ann", Players: []rules.PlayerConfig{{Name: "Ann", Deck: deck}}},
		{Name: "Bob", Players: []rules.PlayerConfig{{Name: "Bob", Deck: deck}}},
	}})
	if err != nil {
		b.Fatal(err)
	}
	return g
}

// BenchmarkDuelBolt plays whole random-play duels of 20 Mountains and 40 Lightning Bolts
// each (issue 13's benchmark; fixed seeds with -benchtime Nx). The decks are built once,
// outside the loop.
func BenchmarkDuelBolt(b *testing.B) {
	deck := duelDeck("Mountain", "Lightning Bolt")
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		playRandom(b, duelGame(b, deck, uint64(i)), uint64(i))
	}
}

// BenchmarkDuelBears plays whole random-play duels of 20 Forests and 40 Grizzly Bears each.
func BenchmarkDuelBears(b *testing.B) {
	deck := duelDeck("Forest", "Grizzly Bears")
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		playRandom(b, duelGame(b, deck, uint64(i)), uint64(i))
	}
}
