package mtg

import (
	"fmt"
	"strings"
)

// Color is one of the five colors of Magic (CR 105.1).
type Color uint8

// The five colors, in WUBRG order.
const (
	White Color = iota
	Blue
	Black
	Red
	Green
)

var colorNames = [...]string{"white", "blue", "black", "red", "green"}

// colorLetters are the colors' mana symbol letters (CR 107.4a).
const colorLetters = "WUBRG"

// String returns the color's name in lower case, e.g. "red".
func (c Color) String() string {
	if int(c) < len(colorNames) {
		return colorNames[c]
	}
	return fmt.Sprintf("Color(%d)", int(c))
}

// Letter returns the color's mana symbol letter: W, U, B, R or G.
func (c Color) Letter() byte {
	if int(c) < len(colorLetters) {
		return colorLetters[c]
	}
	return '?'
}

// colorOf reads a color's symbol letter (upper case).
func colorOf(letter string) (Color, bool) {
	if len(letter) != 1 {
		return 0, false
	}
	i := strings.IndexByte(colorLetters, letter[0])
	return Color(i), i >= 0
}

// SymbolKind is the kind of a mana symbol (CR 107.4).
type SymbolKind uint8

// The kinds of mana symbols.
const (
	SymGeneric         SymbolKind = iota // {2}: N generic mana
	SymColored                           // {W}: one mana of Color
	SymColorless                         // {C}: one colorless mana (CR 107.4b)
	SymX                                 // {X} (CR 107.3)
	SymSnow                              // {S} (CR 107.4h)
	SymHybrid                            // {R/W}: Color or Other (CR 107.4e)
	SymTwoHybrid                         // {2/W}: two generic or one of Color (CR 107.4e)
	SymColorlessHybrid                   // {C/W}: colorless or one of Color
	SymPhyrexian                         // {G/P}: one of Color or 2 life (CR 107.4f)
	SymPhyrexianHybrid                   // {W/U/P}: Color, Other or 2 life
)

// Symbol is one mana symbol.
type Symbol struct {
	Kind  SymbolKind
	N     int   // SymGeneric: the amount
	Color Color // the (first) color of a colored, hybrid or Phyrexian symbol
	Other Color // the second color of a hybrid symbol
}

// String returns the symbol in canonical form: "{2}", "{W}", "{R/W}", "{2/W}", "{G/P}".
func (s Symbol) String() string {
	c, o := string(s.Color.Letter()), string(s.Other.Letter())
	switch s.Kind {
	case SymGeneric:
		return fmt.Sprintf("{%d}", s.N)
	case SymColored:
		return "{" + c + "}"
	case SymColorless:
		return "{C}"
	case SymX:
		return "{X}"
	case SymSnow:
		return "{S}"
	case SymHybrid:
		return "{" + c + "/" + o + "}"
	case SymTwoHybrid:
		return "{2/" + c + "}"
	case SymColorlessHybrid:
		return "{C/" + c + "}"
	case SymPhyrexian:
		return "{" + c + "/P}"
	case SymPhyrexianHybrid:
		return "{" + c + "/" + o + "/P}"
	}
	return "{?}"
}

// FormatMana writes symbols in canonical form, e.g. "{2}{W}".
func FormatMana(syms []Symbol) string {
	var b strings.Builder
	for _, s := range syms {
		b.WriteString(s.String())
	}
	return b.String()
}

// MaxGeneric bounds a generic mana symbol: {1000000} (Gleemax) is the largest printed.
const MaxGeneric = 1_000_000

const manaExamples = "{2}, {W}, {U}, {B}, {R}, {G}, {C}, {X}, {S}, {R/W}, {2/W}, {G/P}"

// ParseMana parses mana text such as "{2}{W}{W}" into its symbols. It accepts generic
// numbers up to MaxGeneric, W U B R G C X S, hybrid ({R/W}, {2/W}, {C/W}) and Phyrexian
// ({G/P}, {W/U/P}) symbols, in any letter case, with spaces allowed between symbols. Its
// error is one line quoting s and saying what was expected. This is the one parser of
// mana text in Ettin: the notation reads mana with it and the engine's costs are built
// from its symbols.
func ParseMana(s string) ([]Symbol, error) {
	rest := strings.TrimSpace(s)
	if rest == "" {
		return nil, manaError(s, "expected mana such as {G} or {2}{W}")
	}
	syms := make([]Symbol, 0, strings.Count(rest, "{"))
	for rest != "" {
		if rest[0] != '{' {
			return nil, manaError(s, "mana is written as symbols in braces, e.g. {G} or {2}{W}")
		}
		j := strings.IndexByte(rest, '}')
		if j < 0 {
			return nil, manaError(s, `a mana symbol lacks its closing "}"`)
		}
		sym, ok := symbol(rest[1:j])
		if !ok {
			return nil, manaError(s, fmt.Sprintf("unknown mana symbol %s; expected symbols such as %s", rest[:j+1], manaExamples))
		}
		syms = append(syms, sym)
		rest = strings.TrimLeft(rest[j+1:], " ")
	}
	return syms, nil
}

func manaError(s, msg string) error { return fmt.Errorf("%q: %s", s, msg) }

// symbol reads the text between braces.
func symbol(t string) (Symbol, bool) {
	t = strings.ToUpper(strings.TrimSpace(t))
	if t == "" {
		return Symbol{}, false
	}
	if isDigits(t) {
		n := 0
		for i := 0; i < len(t); i++ {
			n = n*10 + int(t[i]-'0')
			if n > MaxGeneric {
				return Symbol{}, false
			}
		}
		return Symbol{Kind: SymGeneric, N: n}, true
	}
	if len(t) == 1 {
		switch t {
		case "C":
			return Symbol{Kind: SymColorless}, true
		case "X":
			return Symbol{Kind: SymX}, true
		case "S":
			return Symbol{Kind: SymSnow}, true
		}
		c, ok := colorOf(t)
		return Symbol{Kind: SymColored, Color: c}, ok
	}
	a, b, ok := strings.Cut(t, "/")
	if !ok {
		return Symbol{}, false
	}
	if b2, p, three := strings.Cut(b, "/"); three {
		// Phyrexian hybrid: {W/U/P}.
		c1, ok1 := colorOf(a)
		c2, ok2 := colorOf(b2)
		return Symbol{Kind: SymPhyrexianHybrid, Color: c1, Other: c2}, ok1 && ok2 && c1 != c2 && p == "P"
	}
	cb, okb := colorOf(b)
	switch {
	case b == "P":
		c, ok := colorOf(a)
		return Symbol{Kind: SymPhyrexian, Color: c}, ok
	case a == "2":
		return Symbol{Kind: SymTwoHybrid, Color: cb}, okb
	case a == "C":
		return Symbol{Kind: SymColorlessHybrid, Color: cb}, okb
	}
	ca, oka := colorOf(a)
	return Symbol{Kind: SymHybrid, Color: ca, Other: cb}, oka && okb && ca != cb
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
