package oracle

import "github.com/ettinmtg/ettin/rules"

// bestowLine reads "Bestow {3}{G}" on an enchantment creature card (CR 702.103a): the card
// may be cast for that cost as an Aura spell with enchant creature; it becomes a creature
// again when it's unattached (702.103f). The engine's bestow is rules' Bestow casting
// (cast.go, stack.go, sba.go); here only the cost is read.
func (p *parser) bestowLine() bool {
	if !p.word("bestow") {
		return false
	}
	d := p.def
	if !d.Types.Has(rules.Creature) || !d.Types.Has(rules.Enchantment) {
		return p.fail("bestow on an enchantment creature")
	}
	cost, ok := p.keywordCost()
	if !ok {
		return p.fail("a bestow mana cost")
	}
	d.Bestow = &cost
	return p.done()
}

// enchants reports whether the card can be an Aura: it has an enchant line, or bestow,
// whose Aura enchants a creature (CR 702.103b), so "enchanted creature" has a meaning.
func (p *parser) enchants() bool { return p.def.Spell != nil || p.def.Bestow != nil }
