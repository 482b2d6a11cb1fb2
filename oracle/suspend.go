package oracle

import "github.com/ettinmtg/ettin/rules"

// suspendLine reads "Suspend N—{cost}" (CR 702.62a): the card may be exiled from its
// owner's hand with N time counters for that cost, then cast without paying its mana
// cost when the last counter is removed (rules/suspend.go). "Suspend X—..." isn't read.
func (p *parser) suspendLine() bool {
	if !p.word("suspend") {
		return false
	}
	d := p.def
	t := p.peek()
	if t.kind != tNum || t.n < 1 {
		return p.fail("a number of time counters")
	}
	p.pos++
	if !p.punct("—") {
		return p.fail("suspend's dash")
	}
	cost, ok := p.keywordCost()
	if !ok || cost.X > 0 || d.SuspendTime > 0 || d.Types.Has(rules.Land) {
		return p.fail("a suspend mana cost")
	}
	d.SuspendTime = t.n
	d.AltCosts = append(d.AltCosts[:len(d.AltCosts):len(d.AltCosts)], rules.AltCost{Kind: rules.AltSuspend, Cost: cost})
	return p.done()
}
