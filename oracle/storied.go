package oracle

import (
	"slices"
	"strings"

	"github.com/ettinmtg/ettin/carddb"

	"github.com/ettinmtg/ettin/rules"
)

// storiedLine reads "Storied" (its reminder text dropped): a static ability giving its
// controller an enduring story (rules/storied.go); "you have an enduring story" is read
// by condition.
func (p *parser) storiedLine() bool {
	if !p.word("storied") || !p.done() {
		return false
	}
	p.def.Abilities = append(p.def.Abilities, &rules.Ability{Kind: rules.StaticAbility, Text: p.line,
		Static: &rules.Static{Kind: rules.StStoried, Affects: rules.AffectsSelf}})
	return true
}

// titledShort returns the short name of a name with a title after " the " or " of "
// ("Fíli the Pathfinder": Fíli, "Bolg of the North": Bolg), as a legendary card's text
// calls it (CR 201.5c).
func titledShort(name string) (string, bool) {
	if c := carddb.Exact(name); c == nil || !slices.Contains(c.Supertypes, "Legendary") {
		return "", false // "Knight of the New Coalition" isn't called Knight
	}
	for _, sep := range []string{" the ", " of "} {
		if short, _, ok := strings.Cut(name, sep); ok && len(short) > 2 && !strings.Contains(short, " ") {
			return short, true
		}
	}
	return "", false
}

// replaceWord replaces word w by repl in s where it stands as a whole word.
func replaceWord(s, w, repl string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, w)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		end := i + len(w)
		before := i == 0 || !wordByte(s[i-1])
		after := end == len(s) || !wordByte(s[end])
		b.WriteString(s[:i])
		if before && after {
			b.WriteString(repl)
		} else {
			b.WriteString(w)
		}
		s = s[end:]
	}
}

func wordByte(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80 }
