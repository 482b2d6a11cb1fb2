package oracle

import "github.com/ettinmtg/ettin/rules"

// incrementLine reads "Increment" (Secrets of Strixhaven): "Whenever you cast a spell, if
// the amount of mana you spent is greater than this creature's power or toughness, put a
// +1/+1 counter on this creature." A triggered ability with an intervening "if" (CR
// 603.4) on the mana spent to cast the spell (CR 601.2h; rules/manaspent.go).
func (p *parser) incrementLine() bool {
	if !p.word("increment") || !p.done() {
		return false
	}
	p.def.Abilities = append(p.def.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
		Trigger: &rules.Trigger{Event: rules.EvCast, Player: rules.You},
		If:      &rules.Condition{Kind: rules.CondEventSpentMoreThanPT},
		Effects: []rules.Effect{rules.PutCounters{What: rules.Self, Kind: rules.PlusOne, Amount: rules.N(1)}}})
	return true
}
