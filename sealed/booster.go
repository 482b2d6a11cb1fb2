// Package sealed runs the card side of a Two-Headed Giant Sealed Deck event: it opens
// booster packs of a set from the embedded card data (carddb), builds each team's two
// decks from its shared pool by Unified Deck Construction, and lets a person build their
// own deck at a terminal with a line-based builder.
//
// # Boosters
//
// carddb keeps, for each set, every printing with its collector number and rarity, but no
// booster layout (the 2018 data's layouts are not embedded and the recent data has none),
// so a booster is built from the set's rarities in the shape of today's play booster
// (2024 onwards), 14 cards:
//
//	slots 1-7    a common each (no name twice among them)
//	slots 8-10   an uncommon each (no name twice among them)
//	slot 11      a rare, or a mythic rare in one booster of MythicOdds
//	slot 12      the land slot: one of the set's common nonbasic lands in one booster of
//	             three when the set has any, else a basic land (the set's own printing
//	             when the data has basics for the set)
//	slots 13-14  two wildcards of any rarity: common 1/2, uncommon 1/3, rare or mythic 1/6
//	             (mythic again one in MythicOdds); slot 14 stands for the foil wildcard
//
// The real play booster's seventh slot (sometimes a card from The List) and the foil's
// finish make no difference to play and are not modelled. A set without mythic rares
// gives a rare in slot 11; a set without enough cards of a rarity is refused.
//
// Which printings are in boosters: basic lands only in the land slot; cards of the
// "Special" rarity (timeshifted and similar) and non-card layouts (tokens, planes,
// schemes, vanguards) never; a card printed with several faces once, under its first
// face's name; and when the data has the set's basic lands with collector numbers, no
// card numbered after the last basic land (the planeswalker-deck and promotional cards
// that sets number after their basics).
//
// # Packs per team
//
// DefaultPacks is 12 boosters per team: six per player, as each player of a 2HG team
// brings a prerelease pack of six play boosters to a 2HG prerelease. The Magic Tournament
// Rules (MTR 8.6, Team Sealed Deck tournaments) recommend eight boosters per two-person
// team, a figure from the era of 15-card draft boosters; the number of packs is a
// parameter everywhere.
//
// Everything random comes from a rules.RNG seeded by the caller: the same seed opens the
// same boosters.
package sealed

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/rules"
)

// DefaultPacks is the number of boosters a 2HG Sealed team opens by default (see the
// package comment).
const DefaultPacks = 12

// MythicOdds is one in how many rare slots holds a mythic rare instead of a rare (the
// long-standing one in eight).
const MythicOdds = 8

// BoosterSize is the number of cards in one booster.
const BoosterSize = 14

// Rarity is a printing's rarity as far as boosters care.
type Rarity uint8

// The rarities.
const (
	Common Rarity = iota
	Uncommon
	Rare
	Mythic
	BasicLand
	numRarities
)

var rarityNames = [numRarities]string{"common", "uncommon", "rare", "mythic", "basic land"}

// String returns the rarity in lower case, e.g. "mythic".
func (r Rarity) String() string {
	if r < numRarities {
		return rarityNames[r]
	}
	return fmt.Sprintf("Rarity(%d)", int(r))
}

// rarityOf reads carddb's rarity words; "Special" and anything unknown are not in boosters.
func rarityOf(s string) (Rarity, bool) {
	switch s {
	case "Common":
		return Common, true
	case "Uncommon":
		return Uncommon, true
	case "Rare":
		return Rare, true
	case "Mythic Rare":
		return Mythic, true
	case "Basic Land":
		return BasicLand, true
	}
	return 0, false
}

// Slot is the kind of slot of a booster a card came from.
type Slot uint8

// The slots of a play booster, in the order they are opened.
const (
	SlotCommon   Slot = iota // SlotCommon is one of the seven common slots.
	SlotUncommon             // SlotUncommon is one of the three uncommon slots.
	SlotRare                 // SlotRare is the rare or mythic slot.
	SlotLand                 // SlotLand is the land slot.
	SlotWildcard             // SlotWildcard is one of the two wildcard slots.
)

var slotNames = [...]string{"common", "uncommon", "rare", "land", "wildcard"}

// String returns the slot's name, e.g. "wildcard".
func (s Slot) String() string {
	if int(s) < len(slotNames) {
		return slotNames[s]
	}
	return fmt.Sprintf("Slot(%d)", int(s))
}

// Card is one card opened from a booster.
type Card struct {
	Name   string // Name is the card's Oracle name (a card with several faces: its first face).
	Set    string // Set is the set code of the printing.
	Number string // Number is the printing's collector number, "" when unknown (basics from outside the set).
	Rarity Rarity
	Slot   Slot
}

// Booster is one opened booster, in slot order.
type Booster []Card

// Sheets are a set's printings sorted by rarity: what its boosters are opened from.
type Sheets struct {
	Set      *carddb.Set
	byRarity [numRarities][]Card
	lands    []Card // common nonbasic lands, for the land slot
}

// layouts whose entries are not cards of a booster.
var notBoosterLayouts = map[string]bool{"token": true, "plane": true, "phenomenon": true, "scheme": true, "vanguard": true}

// multiFaced are the 2018 data's layouts with one entry per face.
var multiFaced = map[string]bool{"split": true, "flip": true, "double-faced": true, "aftermath": true, "meld": true}

// basicNames are the basic land of each color in WUBRG order (CR 305.6).
var basicNames = [5]string{"Plains", "Island", "Swamp", "Mountain", "Forest"}

// NewSheets sorts the printings of the set with this code (any case) into the sheets its
// boosters are opened from. It fails for an unknown set and for a set too small to fill a
// booster: fewer than 7 commons, 3 uncommons or 1 rare or mythic rare.
func NewSheets(code string) (*Sheets, error) {
	set, err := carddb.SetByCode(code)
	if err != nil {
		return nil, err
	}
	sh := &Sheets{Set: set}
	last := lastBasicNumber(set)
	seen := map[string]bool{}
	for _, p := range set.Cards {
		r, ok := rarityOf(p.Rarity)
		if !ok || seen[p.Name] {
			continue
		}
		c := carddb.Exact(p.Name)
		if c == nil || notBoosterLayouts[c.Layout] {
			continue
		}
		if laterFace(c, p.Number) {
			continue // the card is in boosters under its first face's name
		}
		if n, ok := leadingNumber(p.Number); ok && last > 0 && n > last && r != BasicLand {
			continue // numbered after the basics: not in boosters
		}
		seen[p.Name] = true
		card := Card{Name: p.Name, Set: set.Code, Number: p.Number, Rarity: r}
		sh.byRarity[r] = append(sh.byRarity[r], card)
		if r == Common && isLand(c) && !c.IsBasic() {
			sh.lands = append(sh.lands, card)
		}
	}
	if n := len(sh.byRarity[Common]); n < 7 || len(sh.byRarity[Uncommon]) < 3 || len(sh.byRarity[Rare])+len(sh.byRarity[Mythic]) == 0 {
		return nil, fmt.Errorf("set %s (%s) has %d commons, %d uncommons and %d rares or mythic rares in boosters; a booster needs at least 7, 3 and 1",
			set.Code, set.Name, n, len(sh.byRarity[Uncommon]), len(sh.byRarity[Rare])+len(sh.byRarity[Mythic]))
	}
	return sh, nil
}

// Count returns the number of distinct cards of a rarity in the set's boosters.
func (sh *Sheets) Count(r Rarity) int {
	if r >= numRarities {
		return 0
	}
	return len(sh.byRarity[r])
}

// laterFace reports whether a 2018 entry is a face other than the first of a card
// printed with several faces: by its collector number ("15b") when it has one, else by
// its place in the card's names (a meld card's last name is the melded back face).
func laterFace(c *carddb.Card, number string) bool {
	if !multiFaced[c.Layout] || len(c.Names) == 0 {
		return false
	}
	if number != "" {
		suffix := strings.TrimLeft(number, "0123456789")
		return suffix != "" && suffix != "a"
	}
	if c.Layout == "meld" {
		return c.Name == c.Names[len(c.Names)-1]
	}
	return c.Names[0] != c.Name
}

// lastBasicNumber is the highest collector number of the set's basic lands, 0 if the data
// has none with a number.
func lastBasicNumber(set *carddb.Set) int {
	last := 0
	for _, p := range set.Cards {
		if p.Rarity != "Basic Land" {
			continue
		}
		if n, ok := leadingNumber(p.Number); ok {
			last = max(last, n)
		}
	}
	return last
}

// leadingNumber reads the digits that begin a collector number ("255a" is 255).
func leadingNumber(s string) (int, bool) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	n, err := strconv.Atoi(s[:i])
	return n, err == nil
}

func isLand(c *carddb.Card) bool { return slices.Contains(c.Types, "Land") }

// Open opens one booster from the sheets.
func (sh *Sheets) Open(rng *rules.RNG) Booster {
	b := make(Booster, 0, BoosterSize)
	b = append(b, sh.distinct(rng, Common, 7, SlotCommon)...)
	b = append(b, sh.distinct(rng, Uncommon, 3, SlotUncommon)...)
	b = append(b, sh.rareOrMythic(rng, SlotRare))
	b = append(b, sh.land(rng))
	for range 2 {
		switch r := rng.Intn(6); {
		case r < 3:
			b = append(b, sh.pick(rng, Common, SlotWildcard))
		case r < 5:
			b = append(b, sh.pick(rng, Uncommon, SlotWildcard))
		default:
			b = append(b, sh.rareOrMythic(rng, SlotWildcard))
		}
	}
	return b
}

// distinct draws n different cards of a rarity (the sheets hold at least n of it).
func (sh *Sheets) distinct(rng *rules.RNG, r Rarity, n int, slot Slot) []Card {
	sheet := sh.byRarity[r]
	idx := make([]int, 0, n)
	for len(idx) < n {
		i := rng.Intn(len(sheet))
		if !slices.Contains(idx, i) {
			idx = append(idx, i)
		}
	}
	out := make([]Card, n)
	for k, i := range idx {
		out[k] = sheet[i]
		out[k].Slot = slot
	}
	return out
}

func (sh *Sheets) pick(rng *rules.RNG, r Rarity, slot Slot) Card {
	c := sh.byRarity[r][rng.Intn(len(sh.byRarity[r]))]
	c.Slot = slot
	return c
}

// rareOrMythic is a mythic rare one time in MythicOdds when the set has any, else a rare
// (a mythic when the set has no rares).
func (sh *Sheets) rareOrMythic(rng *rules.RNG, slot Slot) Card {
	mythic := rng.Intn(MythicOdds) == 0
	if len(sh.byRarity[Mythic]) == 0 || len(sh.byRarity[Rare]) > 0 && !mythic {
		return sh.pick(rng, Rare, slot)
	}
	return sh.pick(rng, Mythic, slot)
}

// land fills the land slot: a common nonbasic land one time in three when the set has
// any, else a basic land, the set's own printing when the data has its basics.
func (sh *Sheets) land(rng *rules.RNG) Card {
	if len(sh.lands) > 0 && rng.Intn(3) == 0 {
		c := sh.lands[rng.Intn(len(sh.lands))]
		c.Slot = SlotLand
		return c
	}
	if len(sh.byRarity[BasicLand]) > 0 {
		return sh.pick(rng, BasicLand, SlotLand)
	}
	return Card{Name: basicNames[rng.Intn(5)], Rarity: BasicLand, Slot: SlotLand}
}

// Pool is what a team opened: its boosters, in order.
type Pool struct {
	Set      string    // Set is the set code.
	Boosters []Booster // Boosters are the opened boosters.
}

// OpenPool opens packs boosters of the set with this code. The same set, number of packs
// and RNG state open the same pool.
func OpenPool(code string, packs int, rng *rules.RNG) (*Pool, error) {
	if packs < 1 {
		return nil, fmt.Errorf("%d boosters; expected 1 or more", packs)
	}
	sh, err := NewSheets(code)
	if err != nil {
		return nil, err
	}
	p := &Pool{Set: sh.Set.Code}
	for range packs {
		p.Boosters = append(p.Boosters, sh.Open(rng))
	}
	return p, nil
}

// Cards returns the pool's cards one per copy, booster by booster.
func (p *Pool) Cards() []Card {
	var out []Card
	for _, b := range p.Boosters {
		out = append(out, b...)
	}
	return out
}

// Names returns the names of the pool's cards, one per copy, sorted.
func (p *Pool) Names() []string {
	var out []string
	for _, c := range p.Cards() {
		out = append(out, c.Name)
	}
	slices.SortFunc(out, strings.Compare)
	return out
}

// TeamSeed is the seed of team t's boosters in an event of the given seed, so that each
// team's pool has its own stream and does not depend on how many packs the other opens.
func TeamSeed(seed uint64, team int) uint64 {
	return seed*0x9e3779b97f4a7c15 + uint64(team)*0xd1b54a32d192ed03 + 1
}
