package oracle

import "github.com/ettinmtg/ettin/rules"

// bargainLine reads "Bargain" (CR 702.166a): an optional additional cost, sacrificing an
// artifact, enchantment, or token (rules/bargain.go).
func (p *parser) bargainLine() bool {
	if !p.word("bargain") || !p.done() {
		return false
	}
	if p.def.AddCost != nil {
		return p.fail("one additional cost")
	}
	p.def.AddCost = &rules.AddCost{Kind: rules.AddBargain, Optional: true}
	return true
}

// bargainedIf reads "if this spell was bargained" (also "if it was bargained", "if
// CARDNAME was bargained") on a card with bargain (CR 702.166b).
func (p *parser) bargainedIf() (rules.Condition, bool) {
	start := p.pos
	if ac := p.def.AddCost; ac != nil && ac.Kind == rules.AddBargain && p.word("if") && (p.self() || p.word("it")) && p.phrase("was bargained") {
		return rules.Condition{Kind: rules.CondAddCostPaid}, true
	}
	p.pos = start
	return rules.Condition{}, false
}
