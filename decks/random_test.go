package decks_test

import (
	"math/bits"
	"slices"
	"testing"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/decks"
	"github.com/ettinmtg/ettin/rules"
)

// TestRandom deals decks from the implemented pool: 40 cards, 17 basic lands, every spell
// of the deck's colors (those of the cards it was dealt around), and the same deck again
// from the same RNG state.
func TestRandom(t *testing.T) {
	pool := cards.Pool()
	if len(pool) < 1000 {
		t.Fatalf("the pool has %d cards; expected thousands", len(pool))
	}
	bolt := cards.MustDef("Lightning Bolt")
	for seed := range uint64(50) {
		var r1, r2 rules.RNG
		r1.Seed(seed)
		r2.Seed(seed)
		var around []*rules.CardDef
		if seed%2 == 1 {
			around = []*rules.CardDef{bolt, bolt}
		}
		d, err := decks.Random(pool, &r1, around...)
		if err != nil {
			t.Fatal(err)
		}
		if again, _ := decks.Random(pool, &r2, around...); !slices.Equal(d, again) {
			t.Fatalf("seed %d: two decks from the same RNG state differ", seed)
		}
		if len(d) != 40 {
			t.Fatalf("seed %d: %d cards; expected 40", seed, len(d))
		}
		if seed%2 == 1 && (d[0] != bolt || d[1] != bolt) {
			t.Fatalf("seed %d: the deck begins %s, %s; expected the Lightning Bolts dealt around", seed, d[0].Name, d[1].Name)
		}
		lands := 0
		var all rules.ColorSet
		for _, c := range d {
			if c.Super&rules.Basic != 0 {
				lands++
			}
			all |= c.Colors
		}
		if lands != 17 {
			t.Errorf("seed %d: %d basic lands; expected 17", seed, lands)
		}
		// The spells keep to the first card's colors, made up to two.
		if first := d[0].Colors; all&first != first || bits.OnesCount8(uint8(all)) > max(2, bits.OnesCount8(uint8(first))) {
			t.Errorf("seed %d: the spells' colors %08b stray from the first card's %08b", seed, all, first)
		}
	}
}

// TestRandomRefusesLandsOnly: a pool of basic lands alone (or none) deals no deck, and
// says why; dealing ends whatever the RNG.
func TestRandomRefusesLandsOnly(t *testing.T) {
	var rng rules.RNG
	for _, pool := range [][]*rules.CardDef{nil, {cards.MustDef("Forest"), cards.MustDef("Island")}} {
		if d, err := decks.Random(pool, &rng); err == nil || d != nil {
			t.Errorf("a pool of %d basic lands dealt %d cards, error %v; expected a refusal", len(pool), len(d), err)
		}
	}
	if d, err := decks.Random(nil, &rng, cards.MustDef("Lightning Bolt")); err != nil || len(d) != 40 {
		t.Errorf("an empty pool around Lightning Bolt: %d cards, error %v; expected 40 cards", len(d), err)
	}
	// An unseeded RNG repeats one number: dealing still ends.
	if d, err := decks.Random(cards.Pool(), &rng); err != nil || len(d) != 40 {
		t.Errorf("the whole pool with an unseeded RNG: %d cards, error %v; expected 40 cards", len(d), err)
	}
}

// TestWithBasicsWastes gives Wastes to a deck whose costs ask for colorless mana ({C}).
func TestWithBasicsWastes(t *testing.T) {
	var c []*rules.CardDef
	for _, d := range cards.Pool() {
		if d.Cost.Colorless > 0 {
			c = append(c, d)
			break
		}
	}
	if len(c) == 0 {
		t.Skip("no implemented card costs {C}")
	}
	d := decks.WithBasics(c, c[0].Colors)
	wastes := 0
	for _, x := range d {
		if x.Name == "Wastes" {
			wastes++
		}
	}
	if len(d) != 40 || wastes == 0 {
		t.Fatalf("%d cards, %d Wastes; expected 40 with some Wastes", len(d), wastes)
	}
	if d := decks.WithBasics([]*rules.CardDef{cards.MustDef("Lightning Bolt")}, 0); slices.ContainsFunc(d, func(x *rules.CardDef) bool { return x.Name == "Wastes" }) {
		t.Fatal("a deck of Lightning Bolt got Wastes")
	}
}
