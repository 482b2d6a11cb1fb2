package oracle

import "github.com/ettinmtg/ettin/rules"

// wardLine reads ward (CR 702.21a): "Ward {2}", "Ward—Pay 3 life.", "Ward—Discard a
// card.", with keywords before or after it on the line ("Flying, ward {2}", "Ward {1},
// haste"). Ward [cost] means
// "Whenever this permanent becomes the target of a spell or ability an opponent controls,
// counter that spell or ability unless that player pays [cost]."
func (p *parser) wardLine() bool {
	if !p.def.Types.Permanent() {
		return false
	}
	if _, ok := p.peekKeyword(); ok {
		ks, ok := p.keywordList()
		if !ok || !p.punct(",") {
			return false
		}
		p.def.Keywords |= ks
	}
	if !p.word("ward") {
		return false
	}
	var e rules.CounterEventUnless
	switch {
	case p.peek().kind == tMana:
		cost, ok := p.keywordCost()
		if !ok {
			return p.fail("a ward mana cost")
		}
		e.Cost = cost
	case p.punct("—"):
		switch {
		case p.word("pay") && p.peek().kind == tNum && p.at(1).kind == tWord && p.at(1).text == "life":
			e.Life = p.peek().n
			p.pos += 2
		case p.phrase("discard a card"):
			e.Discard = true
		default:
			return p.fail("a ward cost")
		}
		p.punct(".")
	default:
		return p.fail("a ward cost")
	}
	p.def.Abilities = append(p.def.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
		Trigger: &rules.Trigger{Event: rules.EvBecomesTarget, Self: true, Player: rules.Opponent},
		Effects: []rules.Effect{e}})
	if p.punct(",") {
		ks, ok := p.keywordList()
		if !ok {
			return false
		}
		p.def.Keywords |= ks
	}
	return p.done()
}
