package oracle

import "github.com/ettinmtg/ettin/rules"

// cdaStatic reads a characteristic-defining ability that counts (CR 604.3, 613.4a):
// "CARDNAME's power is equal to the number of Merfolk you control", "CARDNAME's power and
// toughness are each equal to the number of lands you control", "... the number of cards in
// your hand".
func (p *parser) cdaStatic() (*rules.Ability, bool) {
	start := p.pos
	if !p.self() || !p.word("'s") {
		p.pos = start
		return nil, false
	}
	powerOnly := false
	switch {
	case p.phrase("power and toughness are each"):
	case p.phrase("power is"):
		powerOnly = true
	default:
		p.pos = start
		return nil, false
	}
	var a rules.Amount
	if p.phrase("equal to the number of cards in your hand") {
		a.Kind = rules.AmtHandSize
	} else if c, ok := p.equalTo(); ok && c.Kind == rules.AmtCountFilter {
		a = c
	} else {
		p.pos = start
		return nil, p.fail("\"equal to the number of ...\"")
	}
	s := rules.Static{Kind: rules.StCDA, Affects: rules.AffectsSelf, CDA: a.Kind, Per: a.Filter, CDAPowerOnly: powerOnly}
	return &rules.Ability{Kind: rules.StaticAbility, Text: p.line, Static: &s}, true
}
