package oracle

import "github.com/ettinmtg/ettin/rules"

// amassRest reads "[amass] Orcs 2" (CR 701.44a; "amass" already read): the subtype in
// the plural and a fixed number.
func (p *parser) amassRest(start int) ([]eff, bool) {
	sub, ok := pluralSubtype(p.peek().raw)
	if !ok || p.at(1).kind != tNum {
		p.pos = start
		return nil, p.fail("\"amass SUBTYPES N\"")
	}
	n := p.at(1).n
	p.pos += 2
	token := &rules.CardDef{Name: sub + " Army Token", Types: rules.Types(rules.Creature), Colors: rules.ColorSet(0).With(rules.Black),
		Subtypes: []string{sub, "Army"}, Token: true, NoCost: true, Implemented: true} // CR 111.4
	return []eff{fixed(rules.Amass{Token: token, Amount: n})}, true
}

// humanSoldierToken is the token recruit creates: a 1/1 white Human Soldier creature.
var humanSoldierToken = &rules.CardDef{Name: "Human Soldier Token", Types: rules.Types(rules.Creature), Colors: rules.ColorSet(0).With(rules.White),
	Subtypes: []string{"Human", "Soldier"}, Power: 1, Toughness: 1, Token: true, NoCost: true, Implemented: true}

// lootNonland is connive's and recruit's start: draw a card, then discard a card; the
// effect after it happens only if a nonland card was discarded (CR 701.47a).
func lootNonland() []eff {
	return []eff{fixed(rules.Draw{Who: rules.WhoYou, Amount: rules.N(1)}), fixed(rules.DiscardNonlandThen{Skip: 1})}
}

// yours reports whether selector w is sure to name a permanent the ability's controller
// controls: the source itself, a target "you control", or the object of a trigger about
// permanents you control.
func (p *parser) yours(w rules.What) bool {
	switch w.Kind {
	case rules.WhatSelf:
		return true
	case rules.WhatTarget:
		return w.N < len(p.tg.specs) && p.tg.specs[w.N].Filter.Controller == rules.You
	case rules.WhatEventObj:
		return p.trig != nil && p.trig.Filter != nil && p.trig.Filter.Controller == rules.You
	}
	return false
}
