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
