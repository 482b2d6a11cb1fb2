package notation

import "github.com/ettinmtg/ettin/mtg"

// canonicalMana parses mana text (with mtg.ParseMana, the one mana parser) and returns it
// in canonical form ("{2}{W}").
func canonicalMana(s string) (string, error) {
	syms, err := mtg.ParseMana(s)
	if err != nil {
		return "", &SyntaxError{Line: s, Msg: err.Error()}
	}
	return mtg.FormatMana(syms), nil
}
