package oracle

import "github.com/ettinmtg/ettin/rules"

// ordinals are the draw numbers a trigger names ("your second card each turn").
var ordinals = map[string]int{"second": 2, "third": 3, "fourth": 4}

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
	n, ok := ordinals[p.peek().text]
	if !ok || p.peek().kind != tWord {
		p.pos = start
		return false
	}
	p.pos++
	if !p.phrase("card each turn") {
		p.pos = start
		return false
	}
	tr.Event, tr.NthDraw = rules.EvDraws, n
	return true
}
