package cards

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/rules"
)

// Cards with faces cast on their own: split cards (CR 709) and adventurer cards (715).
// Each face is read as a card of its own, its text compiled by the Oracle compiler like
// any other card's; the card is played only when every face is.

// splitHalves returns the halves of a split card as single-faced card facts, in printed
// order, or nil when c is no split card. The 2018 data holds each half as a card of its
// own joined by Names; the recent data holds the card "A // B" with the halves as Faces.
func splitHalves(c *carddb.Card) []*carddb.Card {
	if c.Layout != "split" && c.Layout != "aftermath" { // aftermath cards are split cards (CR 702.127a)
		return nil
	}
	var out []*carddb.Card
	switch {
	case len(c.Faces) == 2:
		for _, f := range c.Faces {
			out = append(out, faceCard(c, f))
		}
	case len(c.Names) == 2:
		for _, n := range c.Names {
			h := carddb.Exact(n)
			if h == nil || h.Layout != c.Layout {
				return nil
			}
			x := *h
			x.Layout, x.Names = "normal", nil
			out = append(out, &x)
		}
	}
	return out
}

// dfcFaces returns the front and back faces of a transforming double-faced card of the
// 2018 data (CR 712.2), each a card entry of its own joined by Names, as single-faced card
// facts; nil for other cards. (The recent data holds only the front face of such cards:
// without their back face they aren't played.)
func dfcFaces(c *carddb.Card) (front, back *carddb.Card) {
	if c.Layout != "double-faced" || len(c.Names) != 2 {
		return nil, nil
	}
	var faces [2]*carddb.Card
	for i, n := range c.Names {
		f := carddb.Exact(n)
		if f == nil || f.Layout != "double-faced" {
			return nil, nil
		}
		x := *f
		x.Layout, x.Names = "normal", nil
		faces[i] = &x
	}
	return faces[0], faces[1]
}

// otherFace stands for a back face's front while the back is built: the compiler reads
// "transform" on a face with another face (buildFace).
var otherFace = &rules.CardDef{Name: "(front face)"}

// buildTransforming makes the definition of a transforming double-faced card (CR 712.2):
// the front face with its back face (CardDef.Back), each built as a card (script or
// compiled text). It is implemented only when both faces are; the back face's mana value
// is the front face's (712.8e).
func buildTransforming(front, back *carddb.Card) (*rules.CardDef, originOf, error) {
	b, bo, err := buildFace(back, otherFace, nil)
	if err != nil {
		return nil, originOf{}, fmt.Errorf("back face %s: %w", back.Name, err)
	}
	b.Back = nil
	d, origin, err := buildFace(front, b, nil)
	if err != nil {
		return nil, originOf{}, err
	}
	b.Cost = d.Cost // CR 712.8e
	switch {
	case !d.Implemented:
	case !b.Implemented:
		d.Implemented, origin = false, bo
	case b.Types.Has(rules.Instant) || b.Types.Has(rules.Sorcery):
		d.Implemented = false
		origin = originOf{kind: Missing, err: errors.New(back.Name + ": a back face that is an instant or sorcery")}
	case bo.kind == Scripted:
		origin.kind = Scripted
	}
	return d, origin, nil
}

// faceCard makes the facts of one face of a recent card: its name, cost, type line and
// text, its colors from its cost (CR 202.2).
func faceCard(c *carddb.Card, f carddb.Face) *carddb.Card {
	x := &carddb.Card{Name: f.Name, ManaCost: f.ManaCost, Type: f.Type, Text: f.Text, Layout: "normal",
		TextSource: c.TextSource, Sources: c.Sources, Printings: c.Printings}
	types, subtypes, _ := strings.Cut(f.Type, " — ")
	for _, w := range strings.Fields(types) {
		switch w {
		case "Legendary", "Basic", "Snow", "World":
			x.Supertypes = append(x.Supertypes, w)
		default:
			x.Types = append(x.Types, w)
		}
	}
	x.Subtypes = strings.Fields(subtypes)
	if cost, err := rules.ParseCost(f.ManaCost); err == nil {
		for _, name := range []string{"White", "Blue", "Black", "Red", "Green"} {
			if col, ok := rules.ParseColor(name); ok && cost.Colors().Has(col) {
				x.Colors = append(x.Colors, name)
			}
		}
	}
	return x
}

// splitName is the name of a split card in every zone but the stack: both names (CR 709.4).
func splitName(halves []*carddb.Card) string {
	names := make([]string, len(halves))
	for i, h := range halves {
		names[i] = h.Name
	}
	return strings.Join(names, " // ")
}

// buildSplit makes the definition of a split card from its halves: each half built as a
// card (script or compiled text), the card itself their characteristics combined (CR
// 709.4). It is implemented only when both halves are, and only for halves that are
// instants or sorceries (the Rooms' shared type line and doors, 709.5, aren't played).
func buildSplit(halves []*carddb.Card) (*rules.CardDef, originOf, error) {
	whole := &rules.CardDef{Name: splitName(halves), Implemented: true}
	origin := originOf{kind: Compiled}
	var costs string
	texts := make([]string, len(halves))
	for i, h := range halves {
		d, o, err := buildOrigin(h)
		if err != nil {
			return nil, originOf{}, fmt.Errorf("half %s: %w", h.Name, err)
		}
		switch {
		case !d.Implemented && whole.Implemented:
			whole.Implemented, origin = false, o
		case !d.Types.Has(rules.Instant) && !d.Types.Has(rules.Sorcery) && whole.Implemented:
			whole.Implemented = false
			origin = originOf{kind: Missing, err: errors.New(h.Name + ": a split card with permanent halves (Rooms, CR 709.5) isn't played yet")}
		case o.kind == Scripted && whole.Implemented:
			origin.kind = Scripted
		}
		whole.Halves = append(whole.Halves, d)
		whole.Colors |= d.Colors // CR 709.4b
		whole.Types |= d.Types   // CR 709.4c
		whole.Super |= d.Super
		whole.Subtypes = append(whole.Subtypes, d.Subtypes...)
		whole.Abilities = append(whole.Abilities, d.Abilities...) // CR 709.4c
		costs += h.ManaCost
		texts[i] = h.Text
	}
	cost, err := rules.ParseCost(costs) // CR 709.4b: the combined mana cost
	if err != nil {
		return nil, originOf{}, fmt.Errorf("combined cost %s: %w", costs, err)
	}
	whole.Cost = cost
	whole.Text = strings.Join(texts, "\n//\n")
	return whole, origin, nil
}

// A card with a spell face cast besides the card itself: an adventurer card's Adventure
// (CR 715.3) or a prepare card's spell.
const (
	adventureFace = iota
	prepareFace
	omenFace
)

// buildWithSpellFace makes the definition of a card with a spell face of kind k
// (adventureFace, prepareFace, omenFace): the card as itself from its own facts, and the spell
// from its face. It is implemented only when both are, and the spell is an instant or
// sorcery (CR 715.3; a prepare card's spell likewise).
func buildWithSpellFace(c *carddb.Card, k int) (*rules.CardDef, originOf, error) {
	x := *c
	x.Layout, x.Faces = "normal", nil
	d, origin, err := buildOrigin(&x)
	if err != nil {
		return nil, originOf{}, err
	}
	sp, o, err := buildOrigin(faceCard(c, c.Faces[0]))
	if err != nil {
		return nil, originOf{}, fmt.Errorf("%s face %s: %w", c.Layout, c.Faces[0].Name, err)
	}
	what := "an Adventure that isn't an instant or sorcery (CR 715.3)"
	switch k {
	case prepareFace:
		d.Prepare = sp
		what = "a prepare spell that isn't an instant or sorcery"
	case omenFace:
		d.Omen = sp
		what = "an Omen that isn't an instant or sorcery"
	default:
		d.Adventure = sp
	}
	switch {
	case !d.Implemented:
	case !sp.Implemented:
		d.Implemented, origin = false, o
	case !sp.Types.Has(rules.Instant) && !sp.Types.Has(rules.Sorcery):
		d.Implemented = false
		origin = originOf{kind: Missing, err: errors.New(sp.Name + ": " + what)}
	case o.kind == Scripted:
		origin.kind = Scripted
	}
	return d, origin, nil
}

// flipHalves returns the normal and flipped halves of a flip card (CR 710.1), each a card
// entry of the 2018 data joined by Names, as single-faced card facts; nil for other cards
// (and for the Battlebond partners the data lists as flip cards, playableLayout).
func flipHalves(c *carddb.Card) (top, bottom *carddb.Card) {
	if c.Layout != "flip" || len(c.Names) != 2 || playableLayout(c) {
		return nil, nil
	}
	var halves [2]*carddb.Card
	for i, n := range c.Names {
		f := carddb.Exact(n)
		if f == nil || f.Layout != "flip" {
			return nil, nil
		}
		x := *f
		x.Layout, x.Names = "normal", nil
		halves[i] = &x
	}
	return halves[0], halves[1]
}

// buildFlip makes the definition of a flip card (CR 710): the normal half with its
// flipped half (CardDef.Flip), each built as a card (script or compiled text). It is
// implemented only when both halves are; the flipped half has the card's color and mana
// cost (710.1c).
func buildFlip(top, bottom *carddb.Card) (*rules.CardDef, originOf, error) {
	b, bo, err := buildFace(bottom, nil, nil)
	if err != nil {
		return nil, originOf{}, fmt.Errorf("flipped half %s: %w", bottom.Name, err)
	}
	d, origin, err := buildFace(top, nil, b)
	if err != nil {
		return nil, originOf{}, err
	}
	b.Cost, b.Colors, b.NoCost = d.Cost, d.Colors, d.NoCost // CR 710.1c
	switch {
	case !d.Implemented:
	case !b.Implemented:
		d.Implemented, origin = false, bo
	case bo.kind == Scripted:
		origin.kind = Scripted
	}
	return d, origin, nil
}
