package decks

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/rules"
	"github.com/ettinmtg/ettin/sealed"
)

// Limited deck shape of the decks dealt here: 40 cards (CR 100.2b), 17 of them basic lands.
const (
	dealtSize  = 40
	dealtLands = 17
)

// Random deals a 40-card deck from pool (the cards it may hold, e.g. cards.Pool()) around
// the cards given, or around a card of the pool at random when none is: the deck's colors
// are theirs (made up to two at random), more cards of those colors or colorless fill it
// to 23 spells, and 17 basic lands follow in proportion to the spells' mana symbols. Basic
// lands of the pool aren't dealt as spells. Every card of the pool can be dealt; the same
// rng state deals the same deck. A pool without a card other than basic lands, with no
// card given, is refused.
func Random(pool []*rules.CardDef, rng *rules.RNG, around ...*rules.CardDef) ([]*rules.CardDef, error) {
	if len(around) == 0 && !slices.ContainsFunc(pool, func(d *rules.CardDef) bool { return !basic(d) }) {
		return nil, fmt.Errorf("a pool of %d cards, none but basic lands; expected a card to deal a deck around", len(pool))
	}
	spells := append([]*rules.CardDef(nil), around...)
	for tries := 0; len(spells) == 0; tries++ {
		i := rng.Intn(len(pool))
		if tries >= 1000 {
			// A pool nearly all basic lands (or an RNG that repeats itself): the first
			// other card from i on, so that dealing always ends.
			for basic(pool[i]) {
				i = (i + 1) % len(pool)
			}
		}
		if d := pool[i]; !basic(d) {
			spells = append(spells, d)
		}
	}
	var colors rules.ColorSet
	for _, d := range spells {
		colors |= d.Colors
	}
	for tries := 0; bits.OnesCount8(uint8(colors)) < 2; tries++ {
		c := rules.Color(rng.Intn(5))
		for tries >= 100 && colors.Has(c) { // an RNG that repeats itself: the next color
			c = (c + 1) % 5
		}
		colors = colors.With(c)
	}
	// Rejection sampling: a third of the pool or more fits any two colors.
	for tries := 0; len(pool) > 0 && len(spells) < dealtSize-dealtLands && tries < 100000; tries++ {
		d := pool[rng.Intn(len(pool))]
		if !basic(d) && d.Colors&^colors == 0 {
			spells = append(spells, d)
		}
	}
	return WithBasics(spells, colors), nil
}

// WithBasics returns spells followed by basic lands of colors up to 40 cards (at least
// 17 lands), in proportion to the spells' mana symbols (sealed.SplitBasics), with Wastes
// among them when a cost of the spells asks for colorless mana ({C}, CR 107.4c).
func WithBasics(spells []*rules.CardDef, colors rules.ColorSet) []*rules.CardDef {
	out := append([]*rules.CardDef(nil), spells...)
	n := max(dealtLands, dealtSize-len(spells))
	if needsColorless(spells) {
		wastes := n / 4
		for range wastes {
			out = append(out, cards.MustDef("Wastes"))
		}
		n -= wastes
	}
	for c, k := range sealed.SplitBasics(spells, colors, n) {
		land := cards.MustDef(basicNames[c])
		for range k {
			out = append(out, land)
		}
	}
	return out
}

// basicNames are the basic lands of the five colors, in WUBRG order.
var basicNames = [5]string{"Plains", "Island", "Swamp", "Mountain", "Forest"}

func basic(d *rules.CardDef) bool { return d.Super&rules.Basic != 0 }

// needsColorless reports whether a spell's mana cost or an ability's cost has {C}.
func needsColorless(spells []*rules.CardDef) bool {
	for _, d := range spells {
		if d.Cost.Colorless > 0 {
			return true
		}
		for _, a := range d.Abilities {
			if a.Cost.Colorless > 0 {
				return true
			}
		}
	}
	return false
}
