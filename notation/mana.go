package notation

import (
	"fmt"
	"strings"
)

// maxGenericDigits bounds a generic mana symbol: {1000000} (Gleemax) is the largest ever printed.
const maxGenericDigits = 7

const manaExamples = "{2}, {W}, {U}, {B}, {R}, {G}, {C}, {X}, {S}, {R/W}, {2/W}, {G/P}"

// ParseMana parses mana text such as "{2}{W}{W}" into its symbols, upper case ("2", "W", "W");
// it accepts generic numbers, W U B R G C X S, hybrid ({R/W}, {2/W}, {C/W}) and Phyrexian
// ({G/P}, {W/U/P}) symbols, in any letter case, with spaces allowed between symbols.
func ParseMana(s string) ([]string, error) {
	rest := strings.TrimSpace(s)
	if rest == "" {
		return nil, manaError(s, "expected mana such as {G} or {2}{W}")
	}
	syms := make([]string, 0, strings.Count(rest, "{"))
	for rest != "" {
		if rest[0] != '{' {
			return nil, manaError(s, "mana is written as symbols in braces, e.g. {G} or {2}{W}")
		}
		j := strings.IndexByte(rest, '}')
		if j < 0 {
			return nil, manaError(s, `a mana symbol lacks its closing "}"`)
		}
		sym, ok := manaSymbol(rest[1:j])
		if !ok {
			return nil, manaError(s, fmt.Sprintf("unknown mana symbol %s; expected symbols such as %s", rest[:j+1], manaExamples))
		}
		syms = append(syms, sym)
		rest = strings.TrimLeft(rest[j+1:], " ")
	}
	return syms, nil
}

func manaError(s, msg string) error {
	return &SyntaxError{Line: s, Msg: fmt.Sprintf("%q: %s", s, msg)}
}

// canonicalMana parses mana text and returns it in canonical form ("{2}{W}").
func canonicalMana(s string) (string, error) {
	syms, err := ParseMana(s)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, sym := range syms {
		b.WriteByte('{')
		b.WriteString(sym)
		b.WriteByte('}')
	}
	return b.String(), nil
}

// manaSymbol validates the text between braces and returns its canonical spelling.
func manaSymbol(t string) (string, bool) {
	t = strings.ToUpper(strings.TrimSpace(t))
	if t == "" {
		return "", false
	}
	if isDigits(t) {
		t = strings.TrimLeft(t, "0")
		if t == "" {
			t = "0"
		}
		return t, len(t) <= maxGenericDigits
	}
	if len(t) == 1 {
		return t, strings.Contains("WUBRGCXS", t)
	}
	a, b, ok := strings.Cut(t, "/")
	if !ok {
		return "", false
	}
	if b2, c, three := strings.Cut(b, "/"); three {
		// Phyrexian hybrid: {W/U/P}.
		return t, isColor(a) && isColor(b2) && a != b2 && c == "P"
	}
	switch {
	case b == "P":
		return t, isColor(a)
	case a == "2" || a == "C":
		return t, isColor(b)
	default:
		return t, isColor(a) && isColor(b) && a != b
	}
}

func isColor(s string) bool {
	return len(s) == 1 && strings.Contains("WUBRG", s)
}
