package oracle

import (
	"strings"

	"github.com/ettinmtg/ettin/rules"
)

// Energy (CR 107.14): "you get {E}{E}", "Pay {E}: ...", "you may pay {E}{E}. If you do,
// ...". The symbols are one mana token to the lexer; energyCount reads them.

// energyCount reads a token of energy symbols only ("{E}{E}") and returns how many.
func energyCount(t token) (int, bool) {
	if t.kind != tMana || t.text == "" || strings.Trim(t.text, "{E}") != "" || len(t.text)%3 != 0 {
		return 0, false
	}
	n := len(t.text) / 3
	if strings.Repeat("{E}", n) != t.text {
		return 0, false
	}
	return n, true
}

// energy accepts a token of energy symbols and returns how many.
func (p *parser) energy() (int, bool) {
	n, ok := energyCount(p.peek())
	if ok {
		p.pos++
	}
	return n, ok
}

// getEnergyRest reads what follows "get(s)" when it is energy: "{E}{E}", or "that many
// {E}" in a trigger on damage dealt (the damage, Empyreal Voyager).
func (p *parser) getEnergyRest(who rules.Who) ([]eff, bool) {
	start := p.pos
	if n, ok := p.energy(); ok {
		return []eff{fixed(rules.GetEnergy{Who: who, Amount: rules.N(n)})}, true
	}
	if p.trig != nil && p.trig.Event == rules.EvDealsDamage && p.phrase("that many") {
		if _, ok := p.energy(); ok {
			return []eff{fixed(rules.GetEnergy{Who: who, Amount: rules.Amount{Kind: rules.AmtEvent}})}, true
		}
	}
	p.pos = start
	return nil, false
}
