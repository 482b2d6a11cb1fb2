package oracle

import "github.com/ettinmtg/ettin/rules"

// aftermathLine reads "Aftermath" on a half of a split card (CR 702.127a): the half is
// cast only from its owner's graveyard, and exiled as it leaves the stack.
func (p *parser) aftermathLine() bool {
	if !p.word("aftermath") {
		return false
	}
	if !p.def.Types.Has(rules.Instant) && !p.def.Types.Has(rules.Sorcery) {
		return p.fail("aftermath on an instant or sorcery")
	}
	p.def.Aftermath = true
	return p.done()
}

// flashbackLine reads "Flashback {2}{R}" on an instant or sorcery (CR 702.34a): the card
// may be cast from its owner's graveyard for that mana cost, and is exiled as it leaves
// the stack. Flashback costs other than mana ("Flashback—Pay 3 life") aren't read.
func (p *parser) flashbackLine() bool {
	d := p.def
	cost, ok := p.keywordCostLine("flashback", d.Types.Has(rules.Instant) || d.Types.Has(rules.Sorcery), "flashback on an instant or sorcery")
	if ok {
		d.Flashback = cost
	}
	return ok
}
