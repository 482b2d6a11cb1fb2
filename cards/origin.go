package cards

import (
	"fmt"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/rules"
)

// Origin says how a card's behaviour was made, for coverage reports.
type Origin uint8

// The origins of a card's behaviour.
const (
	// Missing: the card can't be played; OriginOf's error says why.
	Missing Origin = iota
	// Scripted: a hand-written script in this package (it wins over the compiler).
	Scripted
	// Read: every line is a keyword or a plain mana ability, read by the builder.
	Read
	// Compiled: the whole Oracle text compiled by package oracle.
	Compiled
)

func (o Origin) String() string {
	switch o {
	case Scripted:
		return "scripted"
	case Read:
		return "keywords"
	case Compiled:
		return "compiled"
	}
	return "missing"
}

// originOf is a card's origin with the reason it is missing.
type originOf struct {
	kind Origin
	err  error
}

// OriginOf reports how the named card's behaviour was made. For a Missing card the
// error says why: the compiler's *oracle.UnknownError (the first phrase it can't read),
// or the layout or characteristic the engine doesn't play. An unknown name is an error
// with Missing.
func OriginOf(name string) (Origin, error) {
	d, err := Def(name)
	if err != nil {
		return Missing, err
	}
	mu.Lock()
	defer mu.Unlock()
	o := origins[d.Name]
	return o.kind, o.err
}

// notPlayable says why a card whose text was understood still can't be played.
func notPlayable(c *carddb.Card, d *rules.CardDef) error {
	switch {
	case !playableLayout(c):
		return fmt.Errorf("%s: the %s layout isn't played yet", c.Name, c.Layout)
	case d.DynamicPT:
		return fmt.Errorf("%s: a characteristic-defining power or toughness (%s/%s)", c.Name, c.Power, c.Toughness)
	case missingText(c):
		return fmt.Errorf("%s: the card data lacks its text", c.Name)
	}
	return fmt.Errorf("%s: not implemented", c.Name)
}
