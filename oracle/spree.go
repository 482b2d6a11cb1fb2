package oracle

import (
	"strings"

	"github.com/ettinmtg/ettin/rules"
)

// spree reads "Spree" and its mode lines "+ {M} — effects" (CR 702.172a): a modal spell
// of one or more modes, each chosen mode adding its cost (rules/spree.go).
func (p *parser) spree(bullets []string) bool {
	if !p.word("spree") || !p.done() {
		return false
	}
	if p.def.Spell != nil {
		return p.fail("modes after other effects")
	}
	costs := make([]rules.Cost, len(bullets))
	lines := make([]string, len(bullets))
	for i, b := range bullets {
		rest, ok := strings.CutPrefix(b, "+ ")
		costText, effects, found := strings.Cut(rest, " — ")
		c, err := rules.ParseCost(costText)
		if !ok || !found || err != nil || c.X > 0 {
			return p.fail("a spree mode's mana cost")
		}
		costs[i], lines[i] = c, "• "+effects
	}
	modes, ok := p.readModes(lines, true)
	if !ok {
		return false
	}
	for i := range modes {
		modes[i].Cost = &costs[i]
		modes[i].Text = bullets[i]
	}
	p.def.Spell = &rules.Ability{Kind: rules.SpellAbility, ModeCount: len(modes), ModeMin: 1, Modes: modes}
	return true
}
