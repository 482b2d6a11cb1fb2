package notation

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/ettinmtg/ettin/mtg"
)

// MaxLineLength is the longest line, in characters, that Parse accepts; a longer line is refused before any other work.
// A game writes long lines too: an attack with two hundred creature tokens ("Bob's Goblin
// Token#188 -> Abe", ...) passed 4,096 characters in a checked random game.
const MaxLineLength = 1 << 16

// Bounds on numbers in a line; they keep arithmetic far from overflow and catch typos.
const (
	maxX       = 1_000_000
	maxAmount  = 1_000_000
	maxOrdinal = 1_000_000
	maxAbility = 99
)

// SyntaxError reports a line that is not valid notation.
type SyntaxError struct {
	Line string // the line (or, for mana text, the text) as given
	Msg  string // one line saying what is wrong and what was expected; it quotes the offending text
}

// Error returns Msg, which already quotes the offending text.
func (e *SyntaxError) Error() string { return e.Msg }

// Parser parses action lines; its zero value (and a nil *Parser) is ready to use.
type Parser struct {
	// KnownName, if set, reports whether text is a card or token name (case-insensitively,
	// as the engine matches). It lets the parser keep "Regna, the Redeemer" together in a
	// comma separated list and read "Teferi's Moat" as a card rather than Teferi's Moat.
	KnownName func(string) bool
}

// Parse parses one action line with a Parser that knows no names.
func Parse(line string) (Action, error) { return (*Parser)(nil).Parse(line) }

// Parse parses one action line; every error is a *SyntaxError.
func (p *Parser) Parse(line string) (Action, error) {
	if len(line) > MaxLineLength {
		// Counting runes is linear and allocation free, unlike any parsing of a huge line.
		if n := utf8.RuneCountInString(line); n > MaxLineLength {
			return nil, &SyntaxError{Line: line, Msg: fmt.Sprintf("line too long (%d characters; at most %d)", n, MaxLineLength)}
		}
	}
	ps := parser{line: line}
	if p != nil {
		ps.known = p.KnownName
	}
	s, msg := normalize(line)
	if msg != "" {
		return nil, ps.fail(msg)
	}
	if i := strings.LastIndex(strings.ToLower(s), " on stack "); i > 0 {
		// Grand Melee: "<line> on stack N" (CR 807.5b).
		n, err := strconv.Atoi(s[i+len(" on stack "):])
		if err == nil && n >= 1 && n <= 64 {
			a, err := ps.action(strings.TrimSpace(s[:i]))
			if err != nil {
				return nil, err
			}
			if _, nested := a.(OnStack); nested {
				return nil, ps.failf(`%q: "on stack" is given twice`, s)
			}
			return OnStack{Action: a, Stack: n}, nil
		}
	}
	return ps.action(s)
}

// IsComment reports whether line is a comment or event line of a log (it starts with "#").
func IsComment(line string) bool {
	return strings.HasPrefix(strings.TrimLeftFunc(line, unicode.IsSpace), "#")
}

// parser holds the state of one Parse call.
type parser struct {
	known func(string) bool
	line  string
}

func (ps *parser) fail(msg string) error { return &SyntaxError{Line: ps.line, Msg: msg} }

func (ps *parser) failf(format string, args ...any) error {
	return ps.fail(fmt.Sprintf(format, args...))
}

// usage gives the form of each verb's line for messages; a value may hold two forms
// joined by `" or "`, since the message wraps it in quotes.
var usage = map[string]string{
	"plays":     `<player> plays <land>`,
	"casts":     `<player> casts <card> [using <keyword>] [with X=<n>] [targeting <target>, ...] [sacrificing <permanent>, ...] [assisted by <player> paying <mana>]`,
	"activates": `<player> activates <card> [ability <n>] [with X=<n>] [targeting <target>, ...] [sacrificing <permanent>, ...] [tapping <creature>, ...]`,
	"taps":      `<player> taps <card> for <mana>`,
	"deploys":   `<player> deploys <creature> -> <teammate>`,
	"turns":     `<player> turns <permanent> face up [with X=N]`,
	"attacks":   `<team> attacks with <creature> -> <player or planeswalker>, ...`,
	"blocks":    `<team> blocks with <creature> -> <attacker>, ...`,
	"declares":  `<team> declares no attackers" or "<team> declares no blockers`,
	"assigns":   `<team> assigns <creature> -> [<amount>] <recipient>, ...[; <creature> -> ...]" or "<team> assigns default`,
	"orders":    `<team> orders <creature> -> <first>, <second>, ...[; <creature> -> ...]`,
	"chooses":   `<player or team> chooses <answer>, ...`,
	"mulligans": `<player> mulligans`,
	"keeps":     `<player> keeps`,
	"bottoms":   `<player> bottoms <card>, ...`,
	"concedes":  `<player> concedes`,
	"pass":      `pass`,
	"resolve":   `resolve`,
}

// nearMiss maps verbs people type by mistake to the verb they meant.
var nearMiss = map[string]string{
	"cast": "casts", "casted": "casts",
	"play": "plays", "played": "plays",
	"activate": "activates", "activated": "activates",
	"tap": "taps", "tapped": "taps",
	"deploy": "deploys", "deployed": "deploys",
	"attack": "attacks", "attacked": "attacks",
	"block": "blocks", "blocked": "blocks",
	"declare": "declares", "declared": "declares",
	"assign": "assigns", "assigned": "assigns",
	"order": "orders", "ordered": "orders",
	"choose": "chooses", "chose": "chooses", "picks": "chooses", "pick": "chooses",
	"mulligan": "mulligans", "mulliganed": "mulligans",
	"keep": "keeps", "kept": "keeps",
	"bottom": "bottoms", "bottomed": "bottoms",
	"concede": "concedes", "conceded": "concedes",
	"passes": "pass", "passed": "pass",
	"resolves": "resolve",
}

// expected reports a line of the right verb but the wrong shape.
func (ps *parser) expected(s, verb string) error {
	return ps.failf(`cannot parse %q: expected "%s"`, s, usage[verb])
}

// action parses a normalized line.
func (ps *parser) action(s string) (Action, error) {
	if s == "" {
		return nil, ps.fail(`empty line: expected an action such as "pass" or "Ann casts Lightning Bolt targeting Bob" (see help)`)
	}
	if s[0] == '#' {
		return nil, ps.failf("%q is a comment (it starts with #), not an action", s)
	}
	first, rest := cutWord(s)
	if rest == "" {
		switch {
		case strings.EqualFold(first, "pass"):
			return Pass{}, nil
		case strings.EqualFold(first, "resolve"):
			return Resolve{}, nil
		}
		return nil, ps.unknown(s, "")
	}
	if strings.EqualFold(first, "go") {
		if kw, step := cutWord(rest); strings.EqualFold(kw, "to") {
			return ps.goTo(s, step)
		}
	}
	verb, args := cutWord(rest)
	v := strings.ToLower(verb)
	if v == "passes" && args == "" && !strings.EqualFold(first, "pass") && !strings.EqualFold(first, "resolve") {
		if msg := checkWord(first); msg != "" {
			return nil, ps.failf("cannot parse %q: %q %s", s, first, msg)
		}
		return Pass{Who: first}, nil // "Ann passes"
	}
	if _, ok := usage[v]; !ok || v == "pass" || v == "resolve" {
		if strings.EqualFold(first, "pass") || strings.EqualFold(first, "resolve") {
			return nil, ps.failf("cannot parse %q: %q takes nothing after it", s, strings.ToLower(first))
		}
		return nil, ps.unknown(s, v)
	}
	if msg := checkWord(first); msg != "" {
		return nil, ps.failf("cannot parse %q: %q %s", s, first, msg)
	}
	switch v {
	case "plays":
		if args == "" {
			return nil, ps.expected(s, v)
		}
		card, err := ps.ref(args)
		if err != nil {
			return nil, err
		}
		return PlayLand{Player: first, Card: card}, nil
	case "casts":
		return ps.cast(s, first, args)
	case "activates":
		return ps.activate(s, first, args)
	case "taps":
		return ps.taps(s, first, args)
	case "deploys":
		card, to, ok := strings.Cut(args, "->")
		card, to = strings.TrimSpace(card), strings.TrimSpace(to)
		if !ok || card == "" || to == "" {
			return nil, ps.expected(s, v)
		}
		ref, err := ps.ref(card)
		if err != nil {
			return nil, err
		}
		return Deploy{Player: first, Card: ref, Teammate: to}, nil
	case "turns":
		// The special action of morph and disguise (CR 702.37e, 702.168d), with the X of
		// its cost ("Bea turns Warbreak Trumpeter face up with X=2").
		x := 0
		if i := strings.LastIndex(strings.ToLower(args), " face up with x="); i > 0 {
			num := strings.TrimSpace(args[i+len(" face up with x="):])
			var ok bool
			if x, ok = number(num, maxX); !ok {
				return nil, ps.failf("%q: X must be a whole number of at most %d", s, maxX)
			}
			args = args[:i+len(" face up")]
		}
		n := len(args) - len(" face up")
		if n <= 0 || !strings.EqualFold(args[n:], " face up") {
			return nil, ps.expected(s, v)
		}
		ref, err := ps.ref(strings.TrimSpace(args[:n]))
		if err != nil {
			return nil, err
		}
		return TurnFaceUp{Player: first, Card: ref, X: x}, nil
	case "attacks", "blocks":
		with, list := cutWord(args)
		if !strings.EqualFold(with, "with") || list == "" {
			return nil, ps.expected(s, v)
		}
		pairs, err := ps.pairs(list)
		if err != nil {
			return nil, err
		}
		if v == "attacks" {
			return Attack{Team: first, Attacks: pairs}, nil
		}
		return Block{Team: first, Blocks: pairs}, nil
	case "declares":
		switch {
		case strings.EqualFold(args, "no attackers"):
			return Attack{Team: first}, nil
		case strings.EqualFold(args, "no blockers"):
			return Block{Team: first}, nil
		}
		return nil, ps.expected(s, v)
	case "assigns":
		return ps.assign(s, first, args)
	case "orders":
		return ps.order(s, first, args)
	case "chooses":
		if args == "" {
			return nil, ps.expected(s, v)
		}
		values, err := ps.values(args)
		if err != nil {
			return nil, err
		}
		return Choose{Who: first, Values: values}, nil
	case "bottoms":
		if args == "" {
			return nil, ps.expected(s, v)
		}
		cards, err := ps.refList(args)
		if err != nil {
			return nil, err
		}
		return Bottom{Player: first, Cards: cards}, nil
	}
	// The remaining verbs take nothing after them.
	if args != "" {
		return nil, ps.failf(`cannot parse %q: expected "%s", with nothing after %q`, s, usage[v], v)
	}
	switch v {
	case "mulligans":
		return Mulligan{Player: first}, nil
	case "keeps":
		return Keep{Player: first}, nil
	default: // "concedes"
		return Concede{Player: first}, nil
	}
}

// unknown reports a line whose verb is not one of the notation's, suggesting the one meant.
func (ps *parser) unknown(s, verb string) error {
	if meant, ok := nearMiss[verb]; ok {
		if meant == "pass" || meant == "resolve" {
			return ps.failf("cannot parse %q: expected %q alone (the team with priority acts; no player name)", s, meant)
		}
		return ps.failf(`cannot parse %q: expected "%s" or another action (see help)`, s, usage[meant])
	}
	return ps.failf(`cannot parse %q: expected an action such as "pass", "resolve", "go to <step>", "<player> plays <land>" or "<player> casts <card>" (see help)`, s)
}

func (ps *parser) goTo(s, text string) (Action, error) {
	if text == "" {
		return nil, ps.failf(`%q: expected a step after "go to", e.g. "go to declare attackers"`, s)
	}
	marker := 0
	if i := strings.LastIndex(strings.ToLower(text), " on marker "); i >= 0 {
		n, err := strconv.Atoi(strings.TrimSpace(text[i+len(" on marker "):]))
		if err != nil || n < 1 || n > 64 {
			return nil, ps.failf(`%q: expected a marker number from 1 to 64 after "on marker"`, s)
		}
		text, marker = strings.TrimSpace(text[:i]), n
	}
	step, err := mtg.ParseStep(text)
	if err != nil {
		return nil, ps.failf("%q: %s", s, err.Error())
	}
	if !step.HasPriority() {
		return nil, ps.failf("%q: %s has no priority; expected a step such as main1, declare attackers, end", s, step)
	}
	return GoTo{Step: step, Marker: marker}, nil
}

// Clause kinds of cast and activate lines, in the order they must appear.
const (
	clauseNone      = iota
	clauseUsing     // "using <keyword>" (cast) or "ability <n>" (activate)
	clauseX         // "with X=<n>"
	clauseTargeting // "targeting <target>, ..."
	clauseSacrifice // "sacrificing <permanent>, ..."
	clauseTapping   // "tapping <permanent>, ..." (activate: the creatures that crew, CR 702.122a)
	clauseAssisted  // "assisted by <player> paying <mana>"
	numClauses
)

// clauses is a cast or activate line's text after the verb, cut at its clause keywords.
type clauses struct {
	head string             // the card
	kw   [numClauses]string // each clause's keyword as written; "" when absent
	body [numClauses]string // each clause's text after its keyword
}

// scanClauses cuts text at its clause keywords in one pass over the words. A word counts
// as a keyword only where its clause could start, so that card names may hold such words:
// "with" only before "X=", "assisted" only before "by". Clauses must come in order, each
// at most once, so any recognized keyword ends the previous part and names produced by
// the parser never contain one (which keeps String's output parsing back the same).
func (ps *parser) scanClauses(s, text string, activate bool) (clauses, error) {
	var c clauses
	last, start := clauseNone, 0
	for i := 0; i < len(text); {
		w, next := wordAt(text, i)
		kind, end := clauseNone, next
		switch {
		case !activate && strings.EqualFold(w, "using"), activate && strings.EqualFold(w, "ability"):
			kind = clauseUsing
		case strings.EqualFold(w, "with") && next < len(text):
			w2, n2 := wordAt(text, next)
			if hasPrefixFold(w2, "x=") || strings.EqualFold(w2, "x") && n2 < len(text) && text[n2] == '=' {
				kind = clauseX
			}
		case strings.EqualFold(w, "targeting"):
			kind = clauseTargeting
		case strings.EqualFold(w, "sacrificing"):
			kind = clauseSacrifice
		case activate && strings.EqualFold(w, "tapping"):
			kind = clauseTapping
		case !activate && strings.EqualFold(w, "assisted") && next < len(text):
			if w2, n2 := wordAt(text, next); strings.EqualFold(w2, "by") {
				kind, end = clauseAssisted, n2
			}
		}
		if kind == clauseNone {
			i = next
			continue
		}
		kw := strings.TrimSpace(text[i:end])
		if kind <= last {
			if kind == last {
				return c, ps.failf("cannot parse %q: %q appears twice", s, strings.ToLower(kw))
			}
			verb := "casts"
			if activate {
				verb = "activates"
			}
			return c, ps.failf(`cannot parse %q: %q comes too late; expected "%s"`, s, strings.ToLower(kw), usage[verb])
		}
		part := strings.TrimSpace(text[start:i])
		if last == clauseNone {
			c.head = part
		} else {
			c.body[last] = part
		}
		c.kw[kind] = kw
		last, start, i = kind, end, end
	}
	part := strings.TrimSpace(text[start:])
	if last == clauseNone {
		c.head = part
	} else {
		c.body[last] = part
	}
	return c, nil
}

// common parses the clauses cast and activate share: the card, X and the targets.
func (ps *parser) common(s, verb string, c *clauses) (card Ref, x int, hasX bool, targets []Ref, err error) {
	if c.head == "" {
		return card, 0, false, nil, ps.expected(s, verb)
	}
	if card, err = ps.ref(c.head); err != nil {
		return
	}
	if c.kw[clauseX] != "" {
		clause := c.kw[clauseX] + " " + c.body[clauseX]
		// The scan guarantees the body is "x", maybe a space, "=" and the rest.
		num := strings.TrimPrefix(strings.TrimLeft(c.body[clauseX][1:], " ")[1:], " ")
		var ok bool
		if x, ok = number(num, maxX); !ok {
			if isDigits(num) {
				return card, 0, false, nil, ps.failf("%q: X is too large (at most %d)", clause, maxX)
			}
			return card, 0, false, nil, ps.failf("%q: X must be a whole number", clause)
		}
		hasX = true
	}
	if c.kw[clauseTargeting] != "" {
		if c.body[clauseTargeting] == "" {
			return card, 0, false, nil, ps.failf("cannot parse %q: expected targets after \"targeting\", e.g. \"targeting Bob, Bea's Grizzly Bears\"", s)
		}
		if targets, err = ps.refList(c.body[clauseTargeting]); err != nil {
			return
		}
	}
	return card, x, hasX, targets, nil
}

func (ps *parser) cast(s, player, text string) (Action, error) {
	c, err := ps.scanClauses(s, text, false)
	if err != nil {
		return nil, err
	}
	card, x, hasX, targets, err := ps.common(s, "casts", &c)
	if err != nil {
		return nil, err
	}
	a := Cast{Player: player, Card: card, X: x, HasX: hasX, Targets: targets}
	if a.Sacrifice, err = ps.sacrifice(s, &c); err != nil {
		return nil, err
	}
	if c.kw[clauseUsing] != "" {
		if c.body[clauseUsing] == "" {
			return nil, ps.failf(`cannot parse %q: expected a keyword after "using", e.g. "using bestow"`, s)
		}
		a.Using = strings.ToLower(c.body[clauseUsing])
	}
	if c.kw[clauseAssisted] != "" {
		clause := c.kw[clauseAssisted] + " " + c.body[clauseAssisted]
		who, rest := cutWord(c.body[clauseAssisted])
		paying, mana := cutWord(rest)
		if who == "" || !strings.EqualFold(paying, "paying") || mana == "" {
			return nil, ps.failf(`%q: expected "assisted by <player> paying <mana>", e.g. "assisted by Abe paying {2}"`, strings.TrimSpace(clause))
		}
		if msg := checkWord(who); msg != "" {
			return nil, ps.failf("%q: %q %s", clause, who, msg)
		}
		m, err := canonicalMana(mana)
		if err != nil {
			return nil, ps.fail(err.Error())
		}
		a.AssistedBy, a.AssistMana = who, m
	}
	return a, nil
}

func (ps *parser) activate(s, player, text string) (Action, error) {
	c, err := ps.scanClauses(s, text, true)
	if err != nil {
		return nil, err
	}
	card, x, hasX, targets, err := ps.common(s, "activates", &c)
	if err != nil {
		return nil, err
	}
	a := Activate{Player: player, Card: card, X: x, HasX: hasX, Targets: targets}
	if a.Sacrifice, err = ps.sacrifice(s, &c); err != nil {
		return nil, err
	}
	if c.kw[clauseTapping] != "" {
		if c.body[clauseTapping] == "" {
			return nil, ps.failf("cannot parse %q: expected creatures after \"tapping\", e.g. \"tapping Grizzly Bears\"", s)
		}
		if a.Tapping, err = ps.refList(c.body[clauseTapping]); err != nil {
			return nil, err
		}
	}
	if c.kw[clauseUsing] != "" {
		n, ok := number(c.body[clauseUsing], maxAbility)
		if !ok || n == 0 {
			return nil, ps.failf(`%q: expected "ability <n>", n from 1 to %d counting the card's abilities as printed`,
				strings.TrimSpace(c.kw[clauseUsing]+" "+c.body[clauseUsing]), maxAbility)
		}
		a.Ability = n
	}
	return a, nil
}

// taps parses "<card> for <mana>", cutting at the last "for": mana text never holds the
// word, while a card name may ("Quest for Ula's Temple").
func (ps *parser) taps(s, player, text string) (Action, error) {
	cut := -1
	for i := 0; i < len(text); {
		w, next := wordAt(text, i)
		if i > 0 && strings.EqualFold(w, "for") {
			cut = i
		}
		i = next
	}
	if cut < 0 || cut+4 >= len(text) {
		return nil, ps.expected(s, "taps")
	}
	card, err := ps.ref(text[:cut-1])
	if err != nil {
		return nil, err
	}
	mana, err := canonicalMana(text[cut+4:])
	if err != nil {
		return nil, ps.fail(err.Error())
	}
	return TapForMana{Player: player, Card: card, Mana: mana}, nil
}

// normalize checks that line is printable UTF-8 and collapses whitespace: runs become one
// space, the ends are trimmed and spaces before a comma dropped (so "A , B" lists like
// "A, B"). It returns an error message instead when the line is unacceptable.
func normalize(line string) (string, string) {
	if !utf8.ValidString(line) {
		return "", fmt.Sprintf("%q is not valid UTF-8 text", line)
	}
	clean, prevSpace := true, true
	for i, r := range line {
		switch {
		case r == ' ':
			if prevSpace {
				clean = false
			}
			prevSpace = true
			continue
		case unicode.IsSpace(r):
			clean, prevSpace = false, true
			continue
		case !unicode.IsPrint(r):
			return "", fmt.Sprintf("%q contains the control or invisible character %U", line, r)
		case r == ',' && prevSpace && i > 0:
			clean = false
		}
		prevSpace = false
	}
	if prevSpace && line != "" {
		clean = false
	}
	if clean {
		return line, ""
	}
	var b strings.Builder
	b.Grow(len(line))
	pending := false
	for _, r := range line {
		if unicode.IsSpace(r) {
			pending = b.Len() > 0
			continue
		}
		if pending && r != ',' {
			b.WriteByte(' ')
		}
		pending = false
		b.WriteRune(r)
	}
	return b.String(), ""
}

// cutWord splits a normalized string at its first space.
func cutWord(s string) (word, rest string) {
	if i := strings.IndexByte(s, ' '); i >= 0 {
		return s[:i], s[i+1:]
	}
	return s, ""
}

// wordAt returns the word of a normalized string starting at i and where the next word starts.
func wordAt(s string, i int) (word string, next int) {
	if j := strings.IndexByte(s[i:], ' '); j >= 0 {
		return s[i : i+j], i + j + 1
	}
	return s[i:], len(s)
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
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

// number parses a whole number of ASCII digits no greater than max.
func number(s string, max int) (int, bool) {
	if !isDigits(s) {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
		if n > max {
			return 0, false
		}
	}
	return n, true
}

// checkWord validates a player or team name, returning what is wrong with it or "".
func checkWord(w string) string {
	if w == "" {
		return "is not a player or team name"
	}
	if strings.ContainsAny(w, "#,;{}=") || strings.Contains(w, "->") {
		return `is not a player or team name (names hold no "#", ",", ";", "{", "}", "=" or "->")`
	}
	return ""
}

// sacrifice parses the "sacrificing <permanent>, ..." clause of a cast or activate line.
func (ps *parser) sacrifice(s string, c *clauses) ([]Ref, error) {
	if c.kw[clauseSacrifice] == "" {
		return nil, nil
	}
	if c.body[clauseSacrifice] == "" {
		return nil, ps.failf("cannot parse %q: expected permanents after \"sacrificing\", e.g. \"sacrificing Grizzly Bears\"", s)
	}
	return ps.refList(c.body[clauseSacrifice])
}
