package oracle

import (
	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/rules"
)

// altCostLine reads a keyword naming a cost a card may be cast for (rules/altcost.go):
// "Buyback {3}" on an instant or sorcery (CR 702.27a), "Evoke {1}{U}" and "Dash {2}{R}"
// on a creature (702.74a, 702.109a), "Surge {1}{U}" (702.117a) and "Madness {1}{R}"
// (702.35a: cast from exile as its trigger resolves; see checkMadness). Evoke adds its
// trigger: "When this permanent enters, if its evoke cost was paid, its controller
// sacrifices it." Costs other than mana aren't read.
func (p *parser) altCostLine() bool {
	t := p.peek()
	if t.kind != tWord {
		return false
	}
	k, ok := rules.ParseAltCostKind(t.text)
	if !ok {
		return false
	}
	p.pos++
	d := p.def
	spell := d.Types.Has(rules.Instant) || d.Types.Has(rules.Sorcery)
	switch {
	case k == rules.AltBuyback && !spell:
		return p.fail("buyback on an instant or sorcery")
	case (k == rules.AltEvoke || k == rules.AltDash || k == rules.AltOffspring) && !d.Types.Has(rules.Creature):
		return p.fail(k.String() + " on a creature")
	case k == rules.AltMadness && d.Types.Has(rules.Land):
		return p.fail("madness on a spell")
	}
	cost, ok := p.keywordCost()
	if !ok || cost.X > 0 {
		return p.fail("a " + k.String() + " mana cost")
	}
	if p.punct("—") {
		return p.fail("a " + k.String() + " mana cost") // "Madness—Pay 3 life" isn't read
	}
	for _, c := range d.AltCosts {
		if c.Kind == k {
			return p.fail("one " + k.String() + " cost")
		}
	}
	d.AltCosts = append(d.AltCosts[:len(d.AltCosts):len(d.AltCosts)], rules.AltCost{Kind: k, Cost: cost})
	if k == rules.AltOffspring {
		d.Abilities = append(d.Abilities, offspringTrigger(p.line))
	}
	if k == rules.AltEvoke {
		d.Abilities = append(d.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
			Trigger: &rules.Trigger{Event: rules.EvEntersBattlefield, Self: true},
			If:      &rules.Condition{Kind: rules.CondAltCostPaid, Alt: rules.AltEvoke},
			Effects: []rules.Effect{rules.Sacrifice{What: rules.Self}}})
	}
	return p.done()
}

// altPaidIf reads "if its surge cost was paid" (also "if this spell's ...", "if
// CARDNAME's ...") on a card with that cost, and returns its condition (CR 702.117a,
// 702.74a: the card's own cost).
func (p *parser) altPaidIf() (rules.Condition, bool) {
	start := p.pos
	if p.word("if") && (p.word("its") || p.thisSpells()) && p.peek().kind == tWord {
		if k, ok := rules.ParseAltCostKind(p.peek().text); ok && p.def.AltCosts != nil {
			p.pos++
			for _, c := range p.def.AltCosts {
				if c.Kind == k && p.phrase("cost was paid") {
					return rules.Condition{Kind: rules.CondAltCostPaid, Alt: k}, true
				}
			}
		}
	}
	p.pos = start
	return rules.Condition{}, false
}

// checkMadness refuses madness on a card whose spell the engine can't cast as the
// madness trigger resolves: with more than one target, modes or X (rules.CastExiledFor
// offers one target per option, no modes, X 0). Such a card stays unimplemented.
func checkMadness(c *carddb.Card, d *rules.CardDef) error {
	for _, a := range d.AltCosts {
		if a.Kind != rules.AltMadness {
			continue
		}
		n := 0
		if d.Spell != nil {
			for _, t := range d.Spell.Targets {
				n += max(1, t.Count)
			}
		}
		if n > 1 || d.Spell != nil && len(d.Spell.Modes) > 0 || d.Cost.X > 0 || a.Cost.X > 0 {
			return &UnknownError{Card: c.Name, Sentence: "Madness", At: "Madness", Why: "madness on a spell with at most one target, no modes and no X"}
		}
	}
	return nil
}
