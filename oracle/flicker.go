package oracle

import "github.com/ettinmtg/ettin/rules"

// delayedReturn reads "Return that card (it) to the battlefield under its owner's control
// at the beginning of the next end step." after a sentence that exiles (out[last:], one
// ExileAll): the exile then creates, for each card exiled, a delayed triggered ability
// that returns it (CR 603.7, 603.7c; rules.ExileThenDelayed). A token exiled this way
// ceases to exist (CR 111.7).
func (p *parser) delayedReturn(out []eff, last int) ([]eff, bool) {
	start := p.pos
	if len(out)-last != 1 || !p.word("return") || !(p.phrase("that card") || p.word("it") || p.phrase("those cards")) ||
		!p.phrase("to the battlefield under its owner's control at the beginning of the next end step") &&
			!p.phrase("to the battlefield under their owners' control at the beginning of the next end step") {
		p.pos = start
		return nil, false
	}
	prev := out[last]
	if _, ok := prev(0, 0).(rules.ExileAll); !ok {
		p.pos = start
		return nil, p.fail("an exile before \"return that card\"")
	}
	ab := &rules.Ability{Kind: rules.TriggeredAbility, Text: render(p.toks[start:p.pos]),
		Trigger: &rules.Trigger{Event: rules.EvBeginStep, Step: rules.EndStep}, Effects: []rules.Effect{rules.ReturnEventCard{}}}
	return append(out[:last:last], func(first, firstObj int) rules.Effect {
		return rules.ExileThenDelayed{What: prev(first, firstObj).(rules.ExileAll).What, Ability: ab}
	}), true
}
