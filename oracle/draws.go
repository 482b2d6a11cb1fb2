package oracle

import "github.com/ettinmtg/ettin/rules"

// ordinals are the numbers a trigger names ("your second card each turn", "the fifth
// plan counter").
var ordinals = map[string]int{"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
	"seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10}

// nthDraw reads "you draw your second card each turn" and "an opponent draws their
// second card each turn" into tr: a draw trigger for that card of the turn only.
func (p *parser) nthDraw(tr *rules.Trigger) bool {
	start := p.pos
	switch {
	case p.phrase("you draw your"):
		tr.Player = rules.You
	case p.phrase("an opponent draws their"):
		tr.Player = rules.Opponent
	case p.phrase("a player draws their"):
		tr.Player = rules.AnyPlayer
	default:
		return false
	}
	n, ok := p.ordinal()
	if !ok || n < 2 || !p.phrase("card each turn") {
		p.pos = start
		return false
	}
	tr.Event, tr.NthDraw = rules.EvDraws, n
	return true
}

// counterReaches reads "the fifth plan counter is put on CARDNAME" into tr: a trigger on
// counters of that kind that bring their number to the ordinal or past it.
func (p *parser) counterReaches(tr *rules.Trigger) bool {
	start := p.pos
	if !p.word("the") {
		return false
	}
	n, ok := p.ordinal()
	if !ok {
		p.pos = start
		return false
	}
	kind, ok := rules.ParseCounterKind(p.peek().text)
	if !ok {
		p.pos = start
		return false
	}
	p.pos++
	if !p.phrase("counter is put on") || !p.self() {
		p.pos = start
		return false
	}
	tr.Event, tr.Self, tr.Counter, tr.Reaches = rules.EvCountersPut, true, kind, n
	return true
}

// ordinal reads an ordinal word ("second") and returns its number.
func (p *parser) ordinal() (int, bool) {
	n, ok := ordinals[p.peek().text]
	if !ok || p.peek().kind != tWord {
		return 0, false
	}
	p.pos++
	return n, true
}
