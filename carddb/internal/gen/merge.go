package main

import (
	"cmp"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ettinmtg/ettin/carddb"
)

// Source names, as stored in the pack and shown by carddb: the 2018 snapshot and the
// recent data (sets to August 2026).
const (
	source2018   = "2018"
	sourceRecent = "2026"
)

// card is one line of cards.jsonl (either source) plus the merged fields. Loyalty is
// raw because the 2018 source has numbers and null.
type card struct {
	Name          string            `json:"name"`
	ManaCost      string            `json:"manaCost"`
	CMC           float64           `json:"cmc"`
	Colors        []string          `json:"colors"`
	ColorIdentity []string          `json:"colorIdentity"`
	Type          string            `json:"type"`
	Supertypes    []string          `json:"supertypes"`
	Types         []string          `json:"types"`
	Subtypes      []string          `json:"subtypes"`
	Power         string            `json:"power"`
	Toughness     string            `json:"toughness"`
	Loyalty       json.RawMessage   `json:"loyalty"`
	Text          string            `json:"text"`
	Layout        string            `json:"layout"`
	Names         []string          `json:"names"`
	Printings     []string          `json:"printings"`
	Legalities    map[string]string `json:"legalities"`
	Faces         []face            `json:"faces"` // recent data only; the faces' behaviour scripts are not read

	loyalty    string   // Loyalty as a string
	textSource string   // source whose wording Text is
	text2018   string   // the 2018 wording, for cards of the 2018 data
	sources    []string // sources that hold the card, 2018 first
}

// face is one face of a recent two-faced card (adventure, split, prepare, omen, modal_dfc).
type face struct {
	Name       string `json:"name"`
	ManaCost   string `json:"manaCost"`
	TypeLine   string `json:"typeLine"`
	OracleText string `json:"oracleText"`
}

type rulingLine struct {
	Name    string `json:"name"`
	Rulings []struct {
		Date string `json:"date"`
		Text string `json:"text"`
	} `json:"rulings"`
}

type set struct {
	Code        string    `json:"code"`
	Name        string    `json:"name"`
	ReleaseDate string    `json:"releaseDate"`
	Type        string    `json:"type"` // absent in the recent data
	Cards       []setCard `json:"cards"`
}

type setCard struct {
	Name   string `json:"name"`
	Number string `json:"number"` // null in old sets: decodes as ""
	Rarity string `json:"rarity"` // null in the recent data for commons and basic lands
}

// database is the merged data, ready to encode.
type database struct {
	cards   []*card // sorted by name
	rulings []rulingLine
	sets    []*set
}

// load reads both sources and merges them.
func load(src, recent string) (*database, error) {
	old, err := decodeLines[card](filepath.Join(src, "cards.jsonl"))
	if err != nil {
		return nil, err
	}
	rulings, err := decodeLines[rulingLine](filepath.Join(src, "rulings.jsonl"))
	if err != nil {
		return nil, err
	}
	oldSets, err := decodeLines[set](filepath.Join(src, "sets.jsonl"))
	if err != nil {
		return nil, err
	}
	newCards, err := decodeLines[card](filepath.Join(recent, "cards.jsonl"))
	if err != nil {
		return nil, err
	}
	newSets, err := decodeLines[set](filepath.Join(recent, "sets.jsonl"))
	if err != nil {
		return nil, err
	}
	return merge(old, rulings, pointers(oldSets), newCards, pointers(newSets))
}

// merge combines the 2018 data (old, rulings, oldSets) with the recent data. A card in
// both keeps one entry: the facts of 2018 (type line, colors, layout, legalities: the
// engine's card behaviour is built from them and must not change), the printings of
// both, and today's Oracle wording as Text with the 2018 wording kept as text2018. A
// recent split card "A // B" whose halves are 2018 cards merges into those halves. A
// set code in both keeps the 2018 list and gains the recent entries it lacks.
func merge(old []card, rulings []rulingLine, oldSets []*set, newCards []card, newSets []*set) (*database, error) {
	byName := make(map[string]*card, len(old)+len(newCards))
	var all []*card
	prev := ""
	for i := range old {
		c := &old[i]
		if c.Name == "" || c.Name <= prev {
			return nil, fmt.Errorf("2018 cards.jsonl: line %d: card %q is unnamed or out of name order", i+1, c.Name)
		}
		prev = c.Name
		var err error
		if c.loyalty, err = scalarString(c.Loyalty); err != nil {
			return nil, fmt.Errorf("2018 card %q: loyalty: %w", c.Name, err)
		}
		c.Faces = nil // not a field of the 2018 data
		c.textSource, c.text2018, c.sources = source2018, c.Text, []string{source2018}
		byName[c.Name] = c
		all = append(all, c)
	}
	// alias maps a recent name that the merged data spells differently ("A // B" of a
	// 2018 split card) to the names of the merged entries.
	alias := map[string][]string{}
	for i := range newCards {
		n := &newCards[i]
		if n.Name == "" {
			return nil, fmt.Errorf("recent cards.jsonl: line %d: card without a name", i+1)
		}
		var err error
		if n.loyalty, err = scalarString(n.Loyalty); err != nil {
			return nil, fmt.Errorf("recent card %q: loyalty: %w", n.Name, err)
		}
		if halves := oldHalves(n, byName); halves != nil {
			for j, h := range halves {
				mergeInto(h, n, n.Faces[j].OracleText, nil)
				alias[n.Name] = append(alias[n.Name], h.Name)
			}
			continue
		}
		if o := byName[n.Name]; o != nil {
			mergeInto(o, n, n.Text, n.Faces)
			continue
		}
		if _, dup := byName[n.Name]; dup {
			return nil, fmt.Errorf("recent cards.jsonl: card %q twice", n.Name)
		}
		n.textSource, n.sources = sourceRecent, []string{sourceRecent}
		n.Colors, n.ColorIdentity = deriveColors(n)
		byName[n.Name] = n
		all = append(all, n)
	}
	slices.SortFunc(all, func(a, b *card) int { return strings.Compare(a.Name, b.Name) })

	sets, err := mergeSets(oldSets, newSets, byName, alias)
	if err != nil {
		return nil, err
	}
	// Printings oldest first, as in the 2018 data: by release date, then as listed.
	date := map[string]string{}
	for _, s := range sets {
		date[s.Code] = s.ReleaseDate
	}
	for _, c := range all {
		slices.SortStableFunc(c.Printings, func(a, b string) int { return cmp.Compare(date[a], date[b]) })
	}
	return &database{cards: all, rulings: rulings, sets: sets}, nil
}

// pointers returns pointers to the elements of s.
func pointers[T any](s []T) []*T {
	out := make([]*T, len(s))
	for i := range s {
		out[i] = &s[i]
	}
	return out
}

// oldHalves returns the 2018 cards that are the faces of the recent split card n
// ("Assault // Battery" is "Assault" and "Battery" there), or nil.
func oldHalves(n *card, byName map[string]*card) []*card {
	if n.Layout != "split" || len(n.Faces) < 2 {
		return nil
	}
	var out []*card
	for _, f := range n.Faces {
		o := byName[f.Name]
		if o == nil || !slices.Contains(o.sources, source2018) || (o.Layout != "split" && o.Layout != "aftermath") {
			return nil
		}
		out = append(out, o)
	}
	return out
}

// mergeInto adds the recent card n to the 2018 card o: its printings, its wording of
// the text (when it has one) and its faces.
func mergeInto(o, n *card, text string, faces []face) {
	for _, p := range n.Printings {
		if !slices.Contains(o.Printings, p) {
			o.Printings = append(o.Printings, p)
		}
	}
	if text != "" || o.Text == "" {
		o.Text, o.textSource = text, sourceRecent
	}
	if !slices.Contains(o.sources, sourceRecent) {
		o.sources = append(o.sources, sourceRecent)
	}
	o.Faces = append(o.Faces, faces...)
}

// mergeSets returns the 2018 sets, each with the recent entries of the same code that
// it lacks, followed by the sets only in the recent data. Recent names are mapped to
// the merged names (alias) and recent rarities to the 2018 spelling.
func mergeSets(oldSets, newSets []*set, byName map[string]*card, alias map[string][]string) ([]*set, error) {
	byCode := map[string]*set{}
	out := append([]*set(nil), oldSets...)
	for _, s := range oldSets {
		byCode[strings.ToUpper(s.Code)] = s
	}
	for _, s := range newSets {
		var cards []setCard
		for _, sc := range s.Cards {
			c := byName[sc.Name]
			names := alias[sc.Name]
			if names == nil {
				if c == nil {
					return nil, fmt.Errorf("recent set %s lists %q, which is not a card", s.Code, sc.Name)
				}
				names = []string{sc.Name}
			}
			for _, name := range names {
				cards = append(cards, setCard{Name: name, Number: sc.Number, Rarity: rarity(sc.Rarity, byName[name])})
			}
		}
		o := byCode[strings.ToUpper(s.Code)]
		if o == nil {
			ns := &set{Code: s.Code, Name: s.Name, ReleaseDate: s.ReleaseDate, Cards: cards}
			byCode[strings.ToUpper(s.Code)] = ns
			out = append(out, ns)
			continue
		}
		have := map[string]bool{}
		for _, c := range o.Cards {
			have[c.Name] = true
		}
		for _, c := range cards {
			if !have[c.Name] {
				o.Cards = append(o.Cards, c)
			}
		}
	}
	return out, nil
}

// rarity spells a recent rarity as the 2018 data does ("UNCOMMON" is "Uncommon",
// "MYTHIC" is "Mythic Rare"). The recent data leaves commons and basic lands without a
// rarity: they become "Common" and "Basic Land".
func rarity(r string, c *card) string {
	switch strings.ToUpper(r) {
	case "":
		if c != nil && slices.Contains(c.Supertypes, "Basic") {
			return "Basic Land"
		}
		return "Common"
	case "COMMON":
		return "Common"
	case "UNCOMMON":
		return "Uncommon"
	case "RARE":
		return "Rare"
	case "MYTHIC", "MYTHIC RARE":
		return "Mythic Rare"
	case "SPECIAL":
		return "Special"
	}
	return r
}

// colorNames are the full color names of the 2018 data, in WUBRG order.
var colorNames = []struct {
	letter byte
	name   string
}{{'W', "White"}, {'U', "Blue"}, {'B', "Black"}, {'R', "Red"}, {'G', "Green"}}

// deriveColors computes the colors and color identity of a recent card, which the recent
// data doesn't give: its colors are those of the mana symbols of its cost (for a split
// card, of both halves' costs; CR 202.2, 709.4); its identity adds the mana symbols of
// its text and of its other faces, reminder text aside (CR 903.4). A color indicator
// can't be known from this data.
func deriveColors(c *card) (colors, identity []string) {
	cost := c.ManaCost
	ident := cost + " " + carddb.StripReminder(c.Text)
	for _, f := range c.Faces {
		if c.Layout == "split" {
			cost += f.ManaCost
		}
		ident += " " + f.ManaCost + " " + carddb.StripReminder(f.OracleText)
	}
	has := func(s string, letter byte) bool {
		for _, sym := range symbols(s) {
			if strings.IndexByte(sym, letter) >= 0 {
				return true
			}
		}
		return false
	}
	for _, cn := range colorNames {
		if has(cost, cn.letter) {
			colors = append(colors, cn.name)
		}
		if has(ident, cn.letter) {
			identity = append(identity, string(cn.letter))
		}
	}
	return colors, identity
}

// symbols returns the contents of the {…} mana symbols of s.
func symbols(s string) []string {
	var out []string
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			return out
		}
		out = append(out, s[i+1:i+j])
		s = s[i+j+1:]
	}
}
