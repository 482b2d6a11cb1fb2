package oracle

import "github.com/ettinmtg/ettin/rules"

// modalTrigger reads a modal triggered ability: "When CARDNAME enters, choose one —" and
// its bullet lines, the mode chosen as the ability is put on the stack (CR 603.3c, 700.2;
// rules/modaltrigger.go). Only "choose one".
func (p *parser) modalTrigger(bullets []string) bool {
	tr, cond, orBlocked, ok := p.triggerHeader()
	if !ok || orBlocked || p.orSecond != rules.EvNone {
		return false
	}
	upTo := p.phrase("choose up to one") // CR 700.2: no mode may be chosen
	if !upTo && !p.phrase("choose one") || !p.punct("—") || !p.done() {
		return p.fail("\"choose one —\"")
	}
	p.trig = &tr
	defer func() { p.trig = nil }()
	modes, ok := p.readModes(bullets, false)
	if !ok {
		return false
	}
	p.def.Abilities = append(p.def.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
		Trigger: &tr, If: cond, Modes: modes, ModeCount: 1, ModeUpTo: upTo})
	return true
}
