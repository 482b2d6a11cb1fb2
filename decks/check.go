package decks

import (
	"fmt"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/deck"
)

// CheckTeam checks that two decks may play together as one 2HG team: constructed decks by
// the 2HG constructed rules (60 cards, four copies, unified deck construction), limited
// decks by size (40 cards, CR 100.2b) and, for the bundled limited decks, against their
// pool; and every card implemented. It returns nil for a legal team, else an error listing
// every problem, one per line.
func CheckTeam(a, b *Deck) error {
	var ps deck.Problems
	switch {
	case a.Format == FormatLimited && b.Format == FormatLimited:
		ps = deck.CheckLimited(a.List, b.List, limitedPoolFor(a, b), cards.Implemented)
	case a.Format != b.Format:
		return fmt.Errorf("%s is a %s deck and %s a %s deck; a team's two decks must be of one format", a.Name, a.Format, b.Name, b.Format)
	default:
		ps = deck.CheckTwoHeadedGiantConstructed(a.List, b.List, cards.Implemented)
	}
	return ps.Err()
}

// limitedPoolFor is the pool to check two limited decks against: the bundled pool when
// both come from it, else their own cards (only the sizes and cards are then checked).
func limitedPoolFor(a, b *Deck) *deck.List {
	pool := LimitedPool()
	if deck.CheckLimited(a.List, b.List, pool, nil).Err() == nil {
		return pool
	}
	own := &deck.List{Name: "own pool"}
	own.Main = append(append(own.Main, a.List.Main...), b.List.Main...)
	return own
}

// CheckAlone checks a deck played alone, outside a 2HG team: a constructed deck by the
// constructed rules (60 cards, four copies, CR 100.2a), a limited deck by size (40 cards,
// CR 100.2b); and every card implemented. It returns nil for a legal deck, else an error
// listing every problem, one per line.
func CheckAlone(d *Deck) error {
	if d.Format == FormatLimited {
		if n := d.List.Cards(); n < 40 {
			return fmt.Errorf("%s has %d cards; a limited deck has at least 40 (CR 100.2b)", d.Name, n)
		}
		return nil
	}
	return deck.CheckConstructed(d.List, cards.Implemented).Err()
}
