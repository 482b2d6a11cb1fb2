package notation

import (
	"strings"
)

// maxNameSegments bounds how many ", "-separated pieces one card name may span
// ("Regna, the Redeemer" spans two); it keeps list splitting linear.
const maxNameSegments = 4

// split cuts a comma separated list into items at ", ", keeping names that hold commas
// together. With KnownName, each item is the longest run of pieces (up to
// maxNameSegments) that isName accepts, or a single piece. Without it, a piece starting
// with a lower case "the " continues the previous item, for names like "Krav, the
// Unredeemed". Items are slices of text, so joining them with ", " gives text back.
func (ps *parser) split(text string, isName func(string) bool) []string {
	n := strings.Count(text, ", ") + 1
	if n == 1 {
		return []string{text}
	}
	// starts[k] is where piece k begins; piece k ends at starts[k+1]-2.
	starts := make([]int, 0, n+1)
	starts = append(starts, 0)
	for i := 0; ; {
		j := strings.Index(text[i:], ", ")
		if j < 0 {
			break
		}
		i += j + 2
		starts = append(starts, i)
	}
	starts = append(starts, len(text)+2)
	end := func(k int) int { return starts[k+1] - 2 }
	items := make([]string, 0, n)
	for k := 0; k < n; {
		j := k
		if ps.known == nil {
			for j+1 < n && startsWithThe(text[starts[j+1]:end(j+1)]) {
				j++
			}
		} else {
			for m := min(k+maxNameSegments-1, n-1); m > k; m-- {
				if isName(text[starts[k]:end(m)]) {
					j = m
					break
				}
			}
		}
		items = append(items, text[starts[k]:end(j)])
		k = j + 1
	}
	return items
}

// startsWithThe reports whether a list piece continues a name like "Krav, the
// Unredeemed". The ordinal is removed first, since "the #1" formats as "the#1".
func startsWithThe(piece string) bool {
	base, _, _ := splitIndex(piece)
	return strings.HasPrefix(base, "the ")
}

// splitIndex cuts a "#N" ordinal off a reference. ok is false when a "#" is present but
// is not a valid ordinal suffix.
func splitIndex(t string) (base string, index int, ok bool) {
	i := strings.LastIndexByte(t, '#')
	if i < 0 {
		return t, 0, true
	}
	n, valid := number(t[i+1:], maxOrdinal)
	if !valid || n == 0 {
		return t, 0, false
	}
	return strings.TrimRight(t[:i], " "), n, true
}

// cutPossessive splits "Bob's Grizzly Bears" into "Bob" and "Grizzly Bears": the text
// before the first "'s " must be one word (a player name has no spaces) that could be a
// player name.
func cutPossessive(base string) (controller, name string, ok bool) {
	j := strings.Index(base, "'s ")
	if j <= 0 || strings.IndexByte(base[:j], ' ') >= 0 || checkWord(base[:j]) != "" {
		return "", "", false
	}
	return base[:j], base[j+3:], j+3 < len(base)
}

// isRefName reports, with KnownName, whether t is a reference to a known name, allowing a
// possessive controller and an ordinal.
func (ps *parser) isRefName(t string) bool {
	base, _, ok := splitIndex(t)
	if !ok || base == "" || strings.IndexByte(base, '#') >= 0 {
		return false
	}
	if ps.known(base) {
		return true
	}
	_, name, ok := cutPossessive(base)
	return ok && ps.known(name)
}

// isPartName is isRefName allowing a leading damage amount too. A leading number is
// looked at without its leading zeros, as String will write it.
func (ps *parser) isPartName(t string) bool {
	w, rest := cutWord(t)
	if rest == "" || !isDigits(w) {
		return ps.isRefName(t)
	}
	return ps.isRefName(rest) || ps.isRefName(withoutZeros(w)+" "+rest)
}

// withoutZeros strips the leading zeros of a number, keeping a lone "0".
func withoutZeros(digits string) string {
	if d := strings.TrimLeft(digits, "0"); d != "" {
		return d
	}
	return "0"
}

// checkName returns what is wrong with a name (without its ordinal), or "".
func checkName(name string) string {
	switch {
	case name == "":
		return "a name is missing"
	case strings.IndexByte(name, '#') >= 0:
		return `"#" may only start an ordinal at the end, e.g. "Grizzly Bears#2"`
	case strings.IndexByte(name, ';') >= 0:
		return `unexpected ";"`
	case strings.Contains(name, "->"):
		return `unexpected "->"`
	case name[0] == ',' || name[len(name)-1] == ',':
		return "stray comma"
	}
	return ""
}

// ref parses "[Controller's ]Name[#N]". When KnownName accepts the whole text it is a
// name ("Teferi's Moat"); otherwise a one-word possessive prefix is the controller if
// KnownName is unset or accepts the rest ("Bob's Teferi's Moat").
func (ps *parser) ref(t string) (Ref, error) {
	var r Ref
	base := t
	if i := strings.LastIndexByte(t, '#'); i >= 0 {
		n, ok := number(t[i+1:], maxOrdinal)
		switch {
		case !ok && isDigits(t[i+1:]):
			return r, ps.failf("%q: the ordinal after \"#\" is too large (at most %d)", t, maxOrdinal)
		case !ok:
			return r, ps.failf("%q: expected a number after \"#\", e.g. \"Grizzly Bears#2\"", t)
		case n == 0:
			return r, ps.failf("%q: the ordinal after \"#\" counts from 1", t)
		}
		base, r.Index = strings.TrimRight(t[:i], " "), n
	}
	if msg := checkName(base); msg != "" {
		return r, ps.failf("%q: %s", t, msg)
	}
	if ps.known != nil && ps.known(base) {
		r.Name = base
		return r, nil
	}
	if ctrl, name, ok := cutPossessive(base); ok && (ps.known == nil || ps.known(name)) {
		r.Controller, r.Name = ctrl, name
		return r, nil
	}
	r.Name = base
	return r, nil
}

// refList parses a comma separated list of references.
func (ps *parser) refList(text string) ([]Ref, error) {
	items := ps.split(text, ps.isRefName)
	refs := make([]Ref, len(items))
	for i, it := range items {
		r, err := ps.ref(it)
		if err != nil {
			return nil, err
		}
		refs[i] = r
	}
	return refs, nil
}

// values parses the answers of a choice; they stay text for the engine to interpret.
func (ps *parser) values(text string) ([]string, error) {
	items := ps.split(text, ps.isRefName)
	for _, it := range items {
		if it == "" || it[0] == ',' || it[len(it)-1] == ',' {
			return nil, ps.failf("%q: an answer is missing or has a stray comma; expected answers separated by \", \"", text)
		}
	}
	return items, nil
}

// pairs parses "A -> X, B -> Y". It cuts at each "->" first: the first piece is one
// attacker, the last one target, and each middle piece "X, B" a target and the next
// attacker, which split must find to be exactly two names.
func (ps *parser) pairs(text string) ([]Pair, error) {
	n := strings.Count(text, "->")
	if n == 0 {
		return nil, ps.failf(`%q: expected "<creature> -> <target>" pairs separated by ", ", e.g. "Grizzly Bears -> Bob, Serra Angel -> Bea"`, text)
	}
	pairs := make([]Pair, 0, n)
	var from Ref
	rest := text
	for k := 0; k <= n; k++ {
		piece := rest
		if k < n {
			i := strings.Index(rest, "->")
			piece, rest = rest[:i], rest[i+2:]
		}
		items := ps.split(strings.TrimSpace(piece), ps.isRefName)
		want := 2
		if k == 0 || k == n {
			want = 1
		}
		if len(items) != want {
			return nil, ps.failf(`%q: expected one name on each side of "->" and ", " between pairs, e.g. "Grizzly Bears -> Bob, Serra Angel -> Bea"`, text)
		}
		if k > 0 {
			to, err := ps.ref(items[0])
			if err != nil {
				return nil, err
			}
			pairs = append(pairs, Pair{From: from, To: to})
		}
		if k < n {
			var err error
			if from, err = ps.ref(items[len(items)-1]); err != nil {
				return nil, err
			}
		}
	}
	return pairs, nil
}

// arrows parses the "Source -> list; Source -> list" shape of assign and order lines,
// calling fn for each source and the list text after its arrow.
func (ps *parser) arrows(s, verb, text string, fn func(src Ref, list string) error) error {
	if text == "" {
		return ps.expected(s, verb)
	}
	for rest, more := text, true; more; {
		var chunk string
		chunk, rest, more = strings.Cut(rest, ";")
		chunk = strings.TrimSpace(chunk)
		if chunk == "" {
			return ps.failf(`cannot parse %q: stray ";"; expected "; " only between one creature's part and the next`, s)
		}
		before, list, ok := strings.Cut(chunk, "->")
		if !ok {
			return ps.expected(s, verb)
		}
		before, list = strings.TrimSpace(before), strings.TrimSpace(list)
		if strings.Contains(list, "->") {
			return ps.failf(`%q: one "->" per creature; separate creatures with "; ", e.g. "Hill Giant -> Wall of Stone; Grizzly Bears -> Bob"`, chunk)
		}
		if len(ps.split(before, ps.isRefName)) != 1 {
			return ps.failf(`%q: expected one creature before "->"; separate creatures with "; "`, chunk)
		}
		src, err := ps.ref(before)
		if err != nil {
			return err
		}
		if list == "" {
			return ps.expected(s, verb)
		}
		if err := fn(src, list); err != nil {
			return err
		}
	}
	return nil
}

func (ps *parser) assign(s, team, text string) (Action, error) {
	if strings.EqualFold(text, "default") {
		return Assign{Team: team, Default: true}, nil
	}
	var out []Assignment
	err := ps.arrows(s, "assigns", text, func(src Ref, list string) error {
		items := ps.split(list, ps.isPartName)
		parts := make([]DamagePart, len(items))
		for i, it := range items {
			p, err := ps.part(it)
			if err != nil {
				return err
			}
			parts[i] = p
		}
		out = append(out, Assignment{Source: src, Parts: parts})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return Assign{Team: team, Assignments: out}, nil
}

// part parses "4 Wall of Stone" or "Bea" (all the damage). A leading number is the
// amount unless KnownName accepts the whole text ("1996 World Champion"); the number is
// then written without leading zeros, as everywhere, so String's output parses the same.
func (ps *parser) part(t string) (DamagePart, error) {
	if w, rest := cutWord(t); rest != "" && isDigits(w) {
		if whole := withoutZeros(w) + " " + rest; ps.known != nil && ps.isRefName(whole) {
			r, err := ps.ref(whole)
			return DamagePart{To: r}, err
		}
		n, ok := number(w, maxAmount)
		switch {
		case !ok:
			return DamagePart{}, ps.failf("%q: the damage amount is too large (at most %d)", t, maxAmount)
		case n == 0:
			return DamagePart{}, ps.failf("%q: a damage amount must be at least 1 (leave it out to assign all the damage)", t)
		}
		r, err := ps.ref(rest)
		return DamagePart{Amount: n, To: r}, err
	}
	if isDigits(t) {
		return DamagePart{}, ps.failf(`%q: expected "<amount> <recipient>" or "<recipient>", e.g. "4 Wall of Stone"`, t)
	}
	r, err := ps.ref(t)
	return DamagePart{To: r}, err
}

func (ps *parser) order(s, team, text string) (Action, error) {
	var out []Ordering
	err := ps.arrows(s, "orders", text, func(src Ref, list string) error {
		refs, err := ps.refList(list)
		if err != nil {
			return err
		}
		out = append(out, Ordering{Source: src, Order: refs})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return Order{Team: team, Orders: out}, nil
}
