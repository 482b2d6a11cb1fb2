// Package cards builds the engine's card definitions: card facts from the embedded card
// database (carddb) plus each card's behaviour, written in the rules vocabulary. Keyword
// lines, mana abilities of the plain "{T}: Add ..." form, "Enchant creature", bestow,
// assist and "partner with" are read from the Oracle text; everything else a card does is
// a script in this package (one short entry per card, grouped by set or theme).
package cards

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/mtg"
	"github.com/ettinmtg/ettin/oracle"
	"github.com/ettinmtg/ettin/rules"
)

// script adds a card's behaviour to a definition whose facts are already filled in.
type script func(d *rules.CardDef)

// scripts holds the behaviour of every scripted card, by exact Oracle name. The files of
// this package add to it in init functions, one file per group of cards.
var scripts = map[string]script{}

func register(name string, s script) {
	if _, dup := scripts[name]; dup {
		panic("cards: two scripts for " + name) // a programming error, caught by any test run
	}
	scripts[name] = s
}

var (
	mu      sync.Mutex
	cache   = map[string]*rules.CardDef{}
	origins = map[string]originOf{}
)

// Def returns the definition of a card by name (case-insensitive, with a suggestion when
// the name is unknown). A known card that isn't implemented yet is returned with
// Implemented false: it can be named and shown, but not played.
func Def(name string) (*rules.CardDef, error) {
	c, err := carddb.Lookup(name)
	if err != nil {
		return nil, err
	}
	// Either half of a split card, or both names, name one card (CR 709.4); either face
	// of a transforming double-faced card names the card, by its front face's name.
	halves := splitHalves(c)
	front, back := dfcFaces(c)
	top, bottom := flipHalves(c) // either half names the card, by its normal name (CR 710.2)
	key := c.Name
	switch {
	case halves != nil:
		key = splitName(halves)
	case front != nil:
		key = front.Name
	case top != nil:
		key = top.Name
	}
	mu.Lock()
	defer mu.Unlock()
	if d, ok := cache[key]; ok {
		return d, nil
	}
	var d *rules.CardDef
	var origin originOf
	switch {
	case halves != nil:
		d, origin, err = buildSplit(halves)
	case front != nil:
		d, origin, err = buildTransforming(front, back)
	case top != nil:
		d, origin, err = buildFlip(top, bottom)
	case c.Layout == "adventure" && len(c.Faces) == 1:
		d, origin, err = buildWithSpellFace(c, adventureFace)
	case c.Layout == "prepare" && len(c.Faces) == 1:
		d, origin, err = buildWithSpellFace(c, prepareFace)
	case c.Layout == "omen" && len(c.Faces) == 1:
		d, origin, err = buildWithSpellFace(c, omenFace)
	default:
		d, origin, err = buildOrigin(c)
	}
	if err != nil {
		return nil, fmt.Errorf("card %s: %w", key, err)
	}
	cache[key] = d
	origins[key] = origin
	return d, nil
}

// MustDef is Def for names known to be right (tests, bundled decks).
func MustDef(name string) *rules.CardDef {
	d, err := Def(name)
	if err != nil {
		panic(err)
	}
	return d
}

// Implemented reports whether a card can be played in Ettin.
func Implemented(name string) bool {
	d, err := Def(name)
	return err == nil && d.Implemented
}

// build makes the definition of a card from its facts.
func build(c *carddb.Card) (*rules.CardDef, error) {
	d, _, err := buildOrigin(c)
	return d, err
}

// buildOrigin makes the definition of a card from its facts and says how its behaviour
// was made.
func buildOrigin(c *carddb.Card) (*rules.CardDef, originOf, error) {
	return buildFace(c, nil, nil)
}

// buildFace is buildOrigin for one face of a transforming double-faced card, whose other
// face is other (nil for any other card): the compiler reads "transform" only on a card
// with another face (CR 712.9); and for the normal half of a flip card, whose flipped
// half is flip (nil for any other card): the compiler reads "flip" only then (CR 710).
func buildFace(c *carddb.Card, other, flip *rules.CardDef) (*rules.CardDef, originOf, error) {
	d := &rules.CardDef{Name: c.Name, Text: c.Text, Subtypes: c.Subtypes, Back: other, Flip: flip}
	if c.ManaCost == "" {
		d.NoCost = true
	} else {
		cost, err := rules.ParseCost(c.ManaCost)
		if err != nil {
			return nil, originOf{}, err
		}
		d.Cost = cost
	}
	for _, col := range c.Colors {
		if k, ok := rules.ParseColor(col); ok {
			d.Colors = d.Colors.With(k)
		}
	}
	for _, t := range c.Types {
		if k, ok := rules.ParseCardType(t); ok {
			d.Types = d.Types.With(k)
		}
	}
	for _, s := range c.Supertypes {
		switch s {
		case "Basic":
			d.Super |= rules.Basic
		case "Legendary":
			d.Super |= rules.Legendary
		case "Snow":
			d.Super |= rules.Snow
		case "World":
			d.Super |= rules.World
		}
	}
	// A Vehicle has its printed power and toughness too, which it has only while it's a
	// creature (CR 301.7a-b, 208.3).
	if d.Types.Has(rules.Creature) || slices.Contains(c.Subtypes, "Vehicle") && c.Power != "" {
		p, err1 := strconv.Atoi(c.Power)
		t, err2 := strconv.Atoi(c.Toughness)
		if err1 != nil || err2 != nil {
			d.DynamicPT = true
		}
		d.Power, d.Toughness = p, t
	}
	if c.Loyalty != "" {
		d.Loyalty, _ = strconv.Atoi(c.Loyalty)
	}
	// Basic land types have their mana ability by rule (CR 305.6).
	for _, s := range c.Subtypes {
		if k, ok := basicLandMana[s]; ok && d.Types.Has(rules.Land) {
			d.Abilities = append(d.Abilities, &rules.Ability{Kind: rules.ManaAbility, Tap: true, Produces: k, Text: "{T}: Add {" + basicLandSymbol[s] + "}."})
		}
	}
	base := *d
	rest := readText(d, c)
	s, scripted := scripts[c.Name]
	origin := originOf{kind: Read}
	switch {
	case scripted:
		s(d)
		origin.kind = Scripted
	case len(rest) > 0:
		// A hand-written script wins; without one, the Oracle compiler reads the whole
		// text, or the card stays unimplemented.
		x := base
		if err := oracle.Compile(c, &x); err != nil {
			origin = originOf{kind: Missing, err: err}
		} else {
			*d = x
			rest, origin.kind = nil, Compiled
		}
	}
	// A card is playable when its whole text is understood: every line read here, a
	// script written for the card, or the whole text compiled; and its layout is one the
	// engine plays.
	d.Implemented = (len(rest) == 0 || scripted) && playableLayout(c) && (!d.DynamicPT || origin.kind == Compiled && cdaDefines(d, c))
	if d.DynamicPT && scripted {
		d.Implemented = playableLayout(c)
	}
	if !scripted && missingText(c) {
		d.Implemented = false // never guess: the facts lack the card's text
	}
	if !d.Implemented && origin.kind != Missing {
		origin = originOf{kind: Missing, err: notPlayable(c, d)}
	}
	return d, origin, nil
}

// missingText reports whether a card's facts lack its rules text: a card with no text that
// only text could give a purpose (an instant, sorcery, enchantment, artifact, planeswalker
// or battle). A creature without text may be vanilla (Yargle and Multani), so it is kept.
func missingText(c *carddb.Card) bool {
	if strings.TrimSpace(c.Text) != "" {
		return false
	}
	for _, t := range c.Types {
		if t == "Creature" || t == "Land" {
			return false
		}
	}
	return true
}

func playableLayout(c *carddb.Card) bool {
	switch c.Layout {
	case "normal", "", "leveler": // a leveler is one face, its bands read by the compiler (CR 711)
		return true
	case "flip":
		// Battlebond partners are listed as flip cards in the data but are ordinary cards.
		return len(c.Printings) > 0 && strings.Contains(strings.Join(c.Printings, " "), "BBD") && strings.Contains(c.Text, "Partner with")
	}
	return false
}

var basicLandMana = map[string]uint8{"Plains": 1 << 0, "Island": 1 << 1, "Swamp": 1 << 2, "Mountain": 1 << 3, "Forest": 1 << 4}
var basicLandSymbol = map[string]string{"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}

// readText reads the lines of Oracle text the builder understands by itself and returns
// the lines left for a script.
func readText(d *rules.CardDef, c *carddb.Card) []string {
	var rest []string
	for _, line := range strings.Split(c.Text, "\n") {
		line = strings.TrimSpace(carddb.StripReminder(line))
		if line == "" {
			continue
		}
		if !readLine(d, line) {
			rest = append(rest, line)
		}
	}
	return rest
}

// readLine understands keyword lines, plain mana abilities and a few templated lines.
func readLine(d *rules.CardDef, line string) bool {
	l := strings.TrimSuffix(line, ".")
	switch {
	case l == "Enchant creature":
		d.Spell = &rules.Ability{Kind: rules.SpellAbility, Targets: []rules.TargetSpec{{Kind: rules.TargetPermanent, Filter: rules.Filter{Types: rules.Types(rules.Creature)}}}}
		return true
	case l == "Assist":
		d.Assist = true
		return true
	case strings.HasPrefix(l, "Bestow {"):
		cost, err := rules.ParseCost(strings.TrimPrefix(l, "Bestow "))
		if err != nil {
			return false
		}
		d.Bestow = &cost
		return true
	case strings.HasPrefix(l, "Partner with "):
		partner := strings.TrimSpace(strings.TrimPrefix(l, "Partner with "))
		d.PartnerWith = partner
		// CR 702.124j: when it enters, target player may put the partner into their hand
		// from their library, then shuffle.
		d.Abilities = append(d.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: line,
			Trigger: &rules.Trigger{Event: rules.EvEntersBattlefield, Self: true},
			Targets: []rules.TargetSpec{{Kind: rules.TargetPlayer}},
			Effects: []rules.Effect{rules.Search{Who: rules.WhoTarget, Name: partner}}})
		return true
	case strings.HasPrefix(l, "{T}: Add "):
		kinds, ok := manaKinds(strings.TrimPrefix(l, "{T}: Add "))
		if !ok {
			return false
		}
		d.Abilities = append(d.Abilities, &rules.Ability{Kind: rules.ManaAbility, Tap: true, Produces: kinds, Text: line})
		return true
	}
	var ks rules.KeywordSet
	for _, part := range strings.Split(l, ",") {
		k, ok := rules.ParseKeyword(part)
		if !ok {
			return false
		}
		ks = ks.With(k)
	}
	d.Keywords |= ks
	return true
}

// manaKinds reads "{G}", "{G} or {W}", "{C}" into a mask of mana kinds (bit i: ManaKind
// i), each part one colored or colorless symbol read by mtg.ParseMana.
func manaKinds(s string) (uint8, bool) {
	var k uint8
	for _, part := range strings.Split(s, " or ") {
		syms, err := mtg.ParseMana(part)
		if err != nil || len(syms) != 1 {
			return 0, false
		}
		switch sym := syms[0]; sym.Kind {
		case mtg.SymColored:
			k |= 1 << sym.Color
		case mtg.SymColorless:
			k |= 1 << rules.ColorlessMana
		default:
			return 0, false
		}
	}
	return k, k != 0
}

// cdaDefines reports whether d's compiled characteristic-defining abilities (CR 604.3)
// define every part of c's power and toughness that isn't a printed number.
func cdaDefines(d *rules.CardDef, c *carddb.Card) bool {
	_, errP := strconv.Atoi(c.Power)
	_, errT := strconv.Atoi(c.Toughness)
	power, tough := errP == nil, errT == nil
	for _, a := range d.Abilities {
		if a.Kind == rules.StaticAbility && a.Static.Kind == rules.StCDA {
			power = true
			tough = tough || !a.Static.CDAPowerOnly
		}
	}
	return power && tough
}
