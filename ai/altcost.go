package ai

import "github.com/ettinmtg/ettin/rules"

// altCostValue is what casting a spell for the alternative or optional cost of action a
// (rules.AltCostKind) changes in its value, besides what its conditions say ("if its
// evoke cost was paid" is read by knownCond from c.alt): a spell bought back is a card
// kept (CR 702.27a); a dashed creature is a body for this turn only (702.109a).
func (c *ctx) altCostValue(a rules.Action, def *rules.CardDef) float64 {
	if a.Rare == nil {
		return 0
	}
	switch a.Rare.Alt {
	case rules.AltBuyback:
		return cardPoints
	case rules.AltDash:
		return -0.5 * statValue(def.Power, def.Toughness, def.Keywords, def.Abilities)
	}
	return 0
}
