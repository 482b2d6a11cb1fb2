package oracle

import (
	"strings"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/rules"
)

// parser reads the tokens of one line. Reading functions return false (with the cursor
// where they began) when the template doesn't match; fail records the deepest point
// reached, which becomes the UnknownError.
type parser struct {
	card *carddb.Card
	def  *rules.CardDef
	line string
	toks []token
	pos  int

	// The targets of the ability being read, in order, and how each is referred to.
	tg targets
	// subject: the player subject of the last clause, for "... and loses 2 life".
	subject ref
	// trig: the trigger of the triggered ability being read (nil for others), for "that
	// much".
	trig *rules.Trigger
	// fromGraveyard: an effect read names the card in its owner's graveyard ("return
	// CARDNAME from your graveyard"): only an activated ability working there may.
	fromGraveyard bool
	// trigIf: a condition read with the trigger event ("whenever you cast a spell during
	// an opponent's turn"), the ability's If.
	trigIf *rules.Condition
	// orSecond: the second event of "When CARDNAME enters or dies" (EvNone: none).
	orSecond rules.EventKind
	// spellChose: the values a spell's "Choose a ..." effects read so far choose
	// (oracle/chosen.go).
	spellChose chosen

	// The furthest failure seen: where, and what was expected.
	failPos int
	failWhy string
}

// targets tracks the targets of one ability as its text names them.
type targets struct {
	specs []rules.TargetSpec
	all   int  // targets so far (r.Targets index of the next)
	objs  int  // object targets so far (WhatTarget index of the next)
	plays int  // player targets so far (WhoTarget, WhoTarget2)
	mixed bool // a target that may be a player or an object came first: later indexes unknown
}

// ref names what an effect is about: the ability's source, a target, every permanent
// matching a filter, the enchanted creature, the object of the triggering event.
type ref struct {
	what    rules.What
	all     int  // the target's index among all targets (DamageTarget)
	target  bool // a target
	any     bool // a target that may be a player (any target)
	player  bool // a player target
	who     rules.Who
	players bool // names players (who) rather than objects
}

func (p *parser) peek() token {
	if p.pos < len(p.toks) {
		return p.toks[p.pos]
	}
	return token{kind: tPunct, text: "<end>"}
}

func (p *parser) at(off int) token {
	if p.pos+off < len(p.toks) {
		return p.toks[p.pos+off]
	}
	return token{kind: tPunct, text: "<end>"}
}

func (p *parser) done() bool { return p.pos >= len(p.toks) }

// fail records a failure at the cursor and returns false.
func (p *parser) fail(why string) bool {
	if p.pos >= p.failPos {
		p.failPos, p.failWhy = p.pos, why
	}
	return false
}

// word accepts the next words if they are exactly ws (lower case).
func (p *parser) word(ws ...string) bool {
	for i, w := range ws {
		t := p.at(i)
		if t.kind != tWord || t.text != w {
			return false
		}
	}
	p.pos += len(ws)
	return true
}

// phrase accepts a space-separated run of words.
func (p *parser) phrase(s string) bool { return p.word(strings.Fields(s)...) }

// oneOf accepts the first of the phrases that matches and returns its index.
func (p *parser) oneOf(phrases ...string) (int, bool) {
	for i, s := range phrases {
		if p.phrase(s) {
			return i, true
		}
	}
	return -1, false
}

// punct accepts a punctuation mark.
func (p *parser) punct(s string) bool {
	t := p.peek()
	if t.kind == tPunct && t.text == s {
		p.pos++
		return true
	}
	return false
}

// self accepts the card's own name.
func (p *parser) self() bool {
	if p.peek().kind == tSelf {
		p.pos++
		return true
	}
	return false
}

// endSentence accepts a full stop, or the end of the line.
func (p *parser) endSentence() bool {
	return p.punct(".") || p.done()
}

// error builds the UnknownError of the furthest failure.
func (p *parser) error() error {
	at := p.failPos
	if at > len(p.toks) {
		at = len(p.toks)
	}
	// The sentence around the failure: from the previous full stop to the next.
	start, end := 0, len(p.toks)
	back := at - 1
	if at == len(p.toks) && back >= 0 && p.toks[back].kind == tPunct && p.toks[back].text == "." {
		back-- // a failure at the very end names the sentence that ends there
	}
	for i := back; i >= 0; i-- {
		if p.toks[i].kind == tPunct && p.toks[i].text == "." {
			start = i + 1
			break
		}
	}
	for i := at; i < len(p.toks); i++ {
		if p.toks[i].kind == tPunct && p.toks[i].text == "." {
			end = i + 1
			break
		}
	}
	why := p.failWhy
	if why == "" {
		why = "no template"
	}
	return &UnknownError{Card: p.card.Name, Sentence: render(p.toks[start:end]), At: render(p.toks[at:end]), Why: why}
}

// render writes tokens back as text, the card's name as CARDNAME.
func render(ts []token) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 && !(t.kind == tPunct && t.text != "—" && t.text != "•") {
			b.WriteByte(' ')
		}
		b.WriteString(t.String())
	}
	return b.String()
}

// number reads a count: digits, "a", "an", "one" to "ten", or X.
func (p *parser) number() (rules.Amount, bool) {
	t := p.peek()
	if t.kind == tNum && t.n >= 0 && !strings.HasPrefix(t.text, "+") {
		p.pos++
		return rules.N(t.n), true
	}
	if t.kind != tWord {
		return rules.Amount{}, false
	}
	if t.text == "x" {
		p.pos++
		return rules.X, true
	}
	if n, ok := numberWords[t.text]; ok {
		p.pos++
		return rules.N(n), true
	}
	return rules.Amount{}, false
}

var numberWords = map[string]int{"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
	"six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}

// addTarget records a target spec and returns the reference to it.
func (p *parser) addTarget(s rules.TargetSpec) (ref, bool) {
	t := &p.tg
	if t.mixed {
		return ref{}, p.fail("a target after one that may be a player or an object")
	}
	if n := len(t.specs); n > 0 && t.specs[n-1].UpTo {
		return ref{}, p.fail("a target after \"up to\" targets") // only the last may be UpTo
	}
	r := ref{target: true, all: t.all}
	switch s.Kind {
	case rules.TargetAny, rules.TargetPlayerOrPlaneswalker:
		r.any = true
		t.mixed = true
		r.what = rules.What{Kind: rules.WhatTarget, N: t.objs}
	case rules.TargetPlayer, rules.TargetOpponent:
		if t.plays > 1 {
			return ref{}, p.fail("a third player target")
		}
		r.player, r.players = true, true
		r.who = rules.WhoTarget
		if t.plays == 1 {
			r.who = rules.WhoTarget2
		}
		t.plays++
	default:
		r.what = rules.What{Kind: rules.WhatTarget, N: t.objs}
		t.objs += max(1, s.Count)
	}
	t.all += max(1, s.Count)
	t.specs = append(t.specs, s)
	return r, true
}
