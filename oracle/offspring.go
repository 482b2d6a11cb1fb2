package oracle

import "github.com/ettinmtg/ettin/rules"

// offspringTrigger is the trigger "Offspring {M}" adds (CR 702.175a): "When this
// permanent enters, if its offspring cost was paid, create a token that's a copy of it,
// except it's 1/1." The cost itself is an optional additional cost of AltCosts
// (altCostLine).
func offspringTrigger(line string) *rules.Ability {
	return &rules.Ability{Kind: rules.TriggeredAbility, Text: line,
		Trigger: &rules.Trigger{Event: rules.EvEntersBattlefield, Self: true},
		If:      &rules.Condition{Kind: rules.CondAltCostPaid, Alt: rules.AltOffspring},
		Effects: []rules.Effect{rules.TokenCopyOfEventObj{Who: rules.WhoYou, Power: 1, Toughness: 1}}}
}
