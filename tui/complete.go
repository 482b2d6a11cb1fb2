package tui

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
)

// separators split an action line into the words of the notation and the names between
// them (longest first, so that " attacks with " wins over " with ").
var separators = []string{" attacks with ", " blocks with ", " assisted by ", " activates ", " targeting ",
	" chooses ", " bottoms ", " assigns ", " orders ", " paying ", " ability ", " casts ", " plays ",
	" using ", " taps ", " with ", " for ", "->", ",", ";"}

// ExpandNames completes unambiguous prefixes of names in an action line: with "Lightning
// Bolt" among names, "Ann casts light targeting Bob" becomes "Ann casts Lightning Bolt
// targeting Bob". When no name begins with the text, a name with a later word beginning
// with it will do ("bolt"). A name may keep its controller ("Bob's griz"), an ordinal ("griz#2") or
// an amount ("4 wall"). Words that are already a whole name, or match no name, are left
// as they are (the engine explains what is wrong with them). A prefix of several names is
// refused, listing them. names are the names the player may refer to: cards they can see,
// players, teams.
func ExpandNames(line string, names []string) (string, error) {
	sorted := append([]string(nil), names...)
	sort.Slice(sorted, func(i, j int) bool { return len(sorted[i]) > len(sorted[j]) })
	var out strings.Builder
	var word strings.Builder
	flush := func() error {
		w := word.String()
		word.Reset()
		exp, err := expandWord(w, sorted)
		if err != nil {
			return err
		}
		out.WriteString(exp)
		return nil
	}
	low := strings.ToLower(line)
	for i := 0; i < len(line); {
		if n := wholeName(line, low, i, sorted); n > 0 && strings.TrimSpace(word.String()) == "" {
			word.WriteString(line[i : i+n])
			i += n
			continue
		}
		sep := ""
		for _, s := range separators {
			if strings.HasPrefix(low[i:], s) {
				sep = s
				break
			}
		}
		if sep == "" {
			word.WriteByte(line[i])
			i++
			continue
		}
		if err := flush(); err != nil {
			return line, err
		}
		out.WriteString(line[i : i+len(sep)])
		i += len(sep)
	}
	if err := flush(); err != nil {
		return line, err
	}
	return out.String(), nil
}

// wholeName returns the length of a name of names (sorted longest first) written at
// position i of line, at word boundaries, or 0.
func wholeName(line, low string, i int, names []string) int {
	if i > 0 && !boundary(rune(line[i-1])) {
		return 0
	}
	for _, n := range names {
		if len(n) == 0 || !strings.HasPrefix(low[i:], strings.ToLower(n)) {
			continue
		}
		end := i + len(n)
		if end == len(line) || boundary(rune(line[end])) || line[end] == '#' {
			return len(n)
		}
	}
	return 0
}

func boundary(r rune) bool { return unicode.IsSpace(r) || r == ',' || r == '>' || r == ';' }

// expandWord completes one name between separators, keeping its surrounding spaces.
func expandWord(w string, names []string) (string, error) {
	core := strings.TrimSpace(w)
	if core == "" {
		return w, nil
	}
	lead := w[:strings.Index(w, core)]
	trail := w[len(lead)+len(core):]
	prefix, suffix := "", ""
	// An amount ("4 Wall of Stone" in an assignment).
	if sp := strings.IndexByte(core, ' '); sp > 0 && isDigits(core[:sp]) {
		prefix, core = core[:sp+1], core[sp+1:]
	}
	// A controller ("Bob's Grizzly Bears").
	if k := strings.Index(core, "'s "); k > 0 && isName(core[:k], names) {
		prefix, core = prefix+core[:k+3], core[k+3:]
	}
	// An ordinal ("Grizzly Bears#2").
	if k := strings.LastIndexByte(core, '#'); k > 0 && isDigits(core[k+1:]) {
		core, suffix = core[:k], core[k:]
	}
	if core == "" || isName(core, names) {
		return w, nil
	}
	matches := prefixMatches(core, names, false)
	if len(matches) == 0 {
		matches = prefixMatches(core, names, true)
	}
	switch len(matches) {
	case 0:
		return w, nil
	case 1:
		return lead + prefix + matches[0] + suffix + trail, nil
	}
	sort.Strings(matches)
	return w, fmt.Errorf("%q could be %s; type more of the name", core, orList(matches))
}

// prefixMatches lists the names that begin with core (case-insensitively), or with
// inner set, that have a word beginning with it ("bolt" in "Lightning Bolt").
func prefixMatches(core string, names []string, inner bool) []string {
	lc := strings.ToLower(core)
	var out []string
	seen := map[string]bool{}
	for _, n := range names {
		ln := strings.ToLower(n)
		if seen[ln] {
			continue
		}
		ok := strings.HasPrefix(ln, lc)
		if inner {
			for i := 1; i < len(ln) && !ok; i++ {
				ok = ln[i-1] == ' ' && strings.HasPrefix(ln[i:], lc)
			}
		}
		if ok {
			seen[ln] = true
			out = append(out, n)
		}
	}
	return out
}

func isName(s string, names []string) bool {
	for _, n := range names {
		if strings.EqualFold(n, s) {
			return true
		}
	}
	return false
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

func orList(xs []string) string {
	if len(xs) <= 1 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}
