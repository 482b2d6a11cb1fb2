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
	if !p.word("flashback") {
		return false
	}
	d := p.def
	if !d.Types.Has(rules.Instant) && !d.Types.Has(rules.Sorcery) {
		return p.fail("flashback on an instant or sorcery")
	}
	cost, ok := p.keywordCost()
	if !ok {
		return p.fail("a flashback mana cost")
	}
	d.Flashback = &cost
	return p.done()
}
