package rules

import (
	"strings"

	"github.com/ettinmtg/ettin/mtg"
)

func lower(s string) string { return strings.ToLower(s) }

// PlayerID names a player: 0 to Game.NumPlayers()-1 in the order of Config.Teams, team by
// team, which is seat order except in the Teams variant of 2006, whose teams sit apart
// (seed 609.3; a player's seat is then their team's id).
type PlayerID int8

// TeamID names a team: 0 to Game.NumTeams()-1 in turn order. A team shares turns,
// priority and a life total; in Team vs. Team and Emperor each player is one, and a side
// (SideID) groups a configured team's players.
type TeamID int8

// ObjID identifies one game object. An object that changes zones becomes a new object
// with a new ObjID (CR 400.7); the old one stays readable as last known information.
type ObjID int32

// NoPlayer, NoTeam and NoObj mark the absence of a player, team or object.
const (
	NoPlayer PlayerID = -1
	NoTeam   TeamID   = -1
	NoObj    ObjID    = -1
)

// Color is one of the five colors of Magic (CR 105.1), shared with mana symbols (mtg).
type Color = mtg.Color

// The five colors, in WUBRG order.
const (
	White = mtg.White
	Blue  = mtg.Blue
	Black = mtg.Black
	Red   = mtg.Red
	Green = mtg.Green
)

// ColorSet is a set of colors as a bit mask.
type ColorSet uint8

// Has reports whether c is in the set.
func (s ColorSet) Has(c Color) bool { return s&(1<<c) != 0 }

// With returns the set with c added.
func (s ColorSet) With(c Color) ColorSet { return s | 1<<c }

var colorNames = [...]string{"white", "blue", "black", "red", "green"}
var colorLetters = [...]byte{'W', 'U', 'B', 'R', 'G'}

// ParseColor reads a color name or its letter (W, U, B, R, G).
func ParseColor(s string) (Color, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for i, n := range colorNames {
		if s == n || (len(s) == 1 && s[0] == strings.ToLower(string(colorLetters[i]))[0]) {
			return Color(i), true
		}
	}
	return 0, false
}

// CardType is a card type (CR 300.1).
type CardType uint8

// The card types an object can have.
const (
	Artifact CardType = iota
	Creature
	Enchantment
	Instant
	Land
	Planeswalker
	Sorcery
	Battle
	Tribal
)

var typeNames = [...]string{"artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery", "battle", "tribal"}

// String names the card type ("" for a value that names none).
func (t CardType) String() string {
	if int(t) >= len(typeNames) {
		return "" // no card type
	}
	return typeNames[t]
}

// ParseCardType reads a card type name, case-insensitively.
func ParseCardType(s string) (CardType, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for i, n := range typeNames {
		if s == n {
			return CardType(i), true
		}
	}
	return 0, false
}

// TypeSet is a set of card types as a bit mask.
type TypeSet uint16

// Has reports whether t is in the set.
func (s TypeSet) Has(t CardType) bool { return s&(1<<t) != 0 }

// With returns the set with t added.
func (s TypeSet) With(t CardType) TypeSet { return s | 1<<t }

// Types builds a TypeSet.
func Types(ts ...CardType) TypeSet {
	var s TypeSet
	for _, t := range ts {
		s = s.With(t)
	}
	return s
}

// Permanent reports whether an object with these types is a permanent card (CR 110.4).
func (s TypeSet) Permanent() bool {
	return s&Types(Artifact, Creature, Enchantment, Land, Planeswalker, Battle) != 0
}

// Supertype flags (CR 205.4).
type Supertype uint8

// Supertypes used by the engine.
const (
	Basic Supertype = 1 << iota
	Legendary
	Snow
	World
)

// Keyword is a keyword ability the engine knows by itself (CR 702).
type Keyword uint8

// Keywords the engine implements. Keywords with a parameter (landwalk's land type,
// bestow's cost, assist) are kept with the card definition.
const (
	Flying Keyword = iota
	Reach
	Menace
	Defender
	Vigilance
	Haste
	FirstStrike
	DoubleStrike
	Trample
	Deathtouch
	Lifelink
	Infect
	Wither
	Indestructible
	Hexproof
	Forestwalk
	Islandwalk
	Swampwalk
	Mountainwalk
	Plainswalk
	Shroud
	SplitSecond  // CR 702.61
	Flash        // CR 702.8: may be cast any time its controller could cast an instant
	Fear         // CR 702.36b: blocked only by artifact and/or black creatures
	Intimidate   // CR 702.13b: blocked only by artifact creatures and creatures sharing a color with it
	Shadow       // CR 702.28b: blocks and is blocked only by creatures with shadow
	Horsemanship // CR 702.31b: blocked only by creatures with horsemanship
	Flanking     // CR 702.25a: a creature without flanking blocking it gets -1/-1 (rules/flanking.go)
	Changeling   // CR 702.73a: the object is every creature type, in every zone (rules/changeling.go)
	numKeywords
)

var keywordNames = [...]string{"flying", "reach", "menace", "defender", "vigilance", "haste",
	"first strike", "double strike", "trample", "deathtouch", "lifelink", "infect", "wither",
	"indestructible", "hexproof", "forestwalk", "islandwalk", "swampwalk", "mountainwalk",
	"plainswalk", "shroud", "split second", "flash", "fear", "intimidate", "shadow", "horsemanship",
	"flanking", "changeling"}

// String names the keyword ("" for a value that names none).
func (k Keyword) String() string {
	if int(k) >= len(keywordNames) {
		return "" // no keyword
	}
	return keywordNames[k]
}

// ParseKeyword reads a keyword name, case-insensitively.
func ParseKeyword(s string) (Keyword, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for i, n := range keywordNames {
		if s == n {
			return Keyword(i), true
		}
	}
	return 0, false
}

// KeywordSet is a set of keywords as a bit mask.
type KeywordSet uint32

// Has reports whether k is in the set.
func (s KeywordSet) Has(k Keyword) bool { return s&(1<<k) != 0 }

// With returns the set with k added.
func (s KeywordSet) With(k Keyword) KeywordSet { return s | 1<<k }

// Keywords builds a KeywordSet.
func Keywords(ks ...Keyword) KeywordSet {
	var s KeywordSet
	for _, k := range ks {
		s = s.With(k)
	}
	return s
}

// landwalkType maps each landwalk keyword to the land subtype it looks for (CR 702.14).
var landwalkType = map[Keyword]string{Forestwalk: "Forest", Islandwalk: "Island", Swampwalk: "Swamp", Mountainwalk: "Mountain", Plainswalk: "Plains"}
