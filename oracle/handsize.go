package oracle

import "github.com/ettinmtg/ettin/rules"

// handSizeStatic reads "You have no maximum hand size." (CR 402.2; rules/handsize.go).
func (p *parser) handSizeStatic() (*rules.Ability, bool) {
	if !p.phrase("you have no maximum hand size") {
		return nil, false
	}
	s := rules.Static{Kind: rules.StNoMaxHandSize, Affects: rules.AffectsPlayer}
	return &rules.Ability{Kind: rules.StaticAbility, Text: p.line, Static: &s}, true
}
