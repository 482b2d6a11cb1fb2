package oracle

import "github.com/ettinmtg/ettin/rules"

// teamworkLine reads "Teamwork N": "As an additional cost to cast this spell, you may tap
// any number of untapped creatures you control with total power N or more" (an optional
// additional cost, CR 118.8b; rules/teamwork.go).
func (p *parser) teamworkLine() bool {
	if !p.word("teamwork") {
		return false
	}
	t := p.peek()
	if t.kind != tNum || t.n < 1 || p.def.AddCost != nil {
		return p.fail("a teamwork power")
	}
	p.pos++
	if !p.done() {
		return p.fail("one teamwork cost")
	}
	p.def.AddCost = &rules.AddCost{Kind: rules.AddTapPower, N: t.n, Optional: true}
	return true
}

// teamworkIf reads "if this spell was cast using teamwork" on a card with teamwork: its
// optional additional cost was paid (CR 118.8b).
func (p *parser) teamworkIf() (rules.Condition, bool) {
	start := p.pos
	if ac := p.def.AddCost; ac != nil && ac.Kind == rules.AddTapPower && p.word("if") && p.self() && p.phrase("was cast using teamwork") {
		return rules.Condition{Kind: rules.CondAddCostPaid}, true
	}
	p.pos = start
	return rules.Condition{}, false
}

// teamworkModes reads ". If this spell was cast using teamwork, choose both instead" after
// "Choose one" (at "."): the count of modes chosen with teamwork paid.
func (p *parser) teamworkModes() (int, bool) {
	start := p.pos
	if !p.punct(".") {
		return 0, false
	}
	if _, ok := p.teamworkIf(); !ok || !p.punct(",") || !p.phrase("choose both instead") || !p.endSentence() {
		p.pos = start
		return 0, false
	}
	return 2, true
}
