package oracle

import "github.com/ettinmtg/ettin/rules"

// kickerLine reads "Kicker {2}{R}" and "Multikicker {1}{G}": an optional additional mana
// cost paid as the spell is cast, once or any number of times (CR 702.33a, 702.33c).
// Two kicker costs ("Kicker {1}{U} and/or {2}{B}", 702.33b) and costs other than mana
// ("Kicker—Sacrifice a land") aren't read.
func (p *parser) kickerLine() bool {
	multi := false
	switch {
	case p.word("kicker"):
	case p.word("multikicker"):
		multi = true
	default:
		return false
	}
	cost, ok := p.keywordCost()
	if !ok || cost.X > 0 || p.def.Kicker != nil {
		return p.fail("a kicker mana cost")
	}
	if !p.done() {
		return p.fail("one kicker cost")
	}
	p.def.Kicker, p.def.Multikicker = &cost, multi
	return true
}

// kickedIf reads "if this spell was kicked" (also "if CARDNAME was kicked", "if it was
// kicked") on a card with kicker, and returns its condition (CR 702.33e: it refers to the
// card's own kicker).
func (p *parser) kickedIf() (rules.Condition, bool) {
	start := p.pos
	if p.def.AddCost != nil && p.word("if") && p.thisSpells() && p.phrase("additional cost was paid") {
		return rules.Condition{Kind: rules.CondAddCostPaid}, true // CR 118.8b
	}
	p.pos = start
	if c, ok := p.altPaidIf(); ok {
		return c, true
	}
	if c, ok := p.teamworkIf(); ok {
		return c, true
	}
	if p.word("if") {
		// "If you control another Hero, you gain 2 life.": the conditions statics and
		// triggers share (conditions.go), checked as the sentence's effects happen.
		if c, ok := p.condition(); ok && p.at(0).text == "," {
			return c, true
		}
		p.pos = start
	}
	if p.def.Kicker == nil || !p.word("if") || !(p.self() || p.word("it")) || !p.phrase("was kicked") {
		p.pos = start
		return rules.Condition{}, false
	}
	return rules.Condition{Kind: rules.CondKicked}, true
}

// kickedSentence reads "If this spell was kicked, <effects>." after the effects read so
// far (out; the last sentence's from last): the effects happen only if the spell was
// kicked; with "instead" they replace the last sentence's, which then happen only if it
// wasn't (CR 702.33e). It reads no new target: those are chosen only if the spell is
// kicked (702.33g), which the engine doesn't do.
func (p *parser) kickedSentence(out []eff, last int) ([]eff, bool) {
	start := p.pos
	cond, ok := p.kickedIf()
	if !ok || !p.punct(",") {
		p.pos = start
		return nil, false
	}
	instead := p.word("instead")
	before := len(p.tg.specs)
	es, ok := p.damageInstead(out[last:])
	if !ok {
		es, ok = p.sentence()
	} else {
		instead = true
	}
	if !ok {
		p.pos = start
		return nil, false
	}
	if len(p.tg.specs) != before {
		p.pos = start
		return nil, p.fail("no new target in a kicked sentence (CR 702.33g)")
	}
	if p.word("instead") {
		instead = true
	}
	if instead {
		prev := append([]eff(nil), out[last:]...)
		if len(prev) == 0 {
			p.pos = start
			return nil, p.fail("a sentence before \"instead\"")
		}
		not := cond
		not.Not = true
		out = append(append(out[:last:last], fixed(rules.SkipUnless{Cond: not, Skip: len(prev)})), prev...)
	}
	out = append(out, fixed(rules.SkipUnless{Cond: cond, Skip: len(es)}))
	return append(out, es...), true
}

// damageInstead reads "it deals N damage instead" after a sentence whose one effect deals
// damage: the same damage to the same targets, N instead (Burst Lightning).
func (p *parser) damageInstead(prev []eff) ([]eff, bool) {
	start := p.pos
	if len(prev) != 1 || !(p.word("it") || p.self()) || !p.word("deals") {
		p.pos = start
		return nil, false
	}
	n, ok := p.number()
	if !ok || !p.word("damage") {
		p.pos = start
		return nil, false
	}
	p.phrase("to that creature") // "it deals 4 damage to that creature instead": the same target
	if !p.word("instead") {
		p.pos = start
		return nil, false
	}
	e := prev[0]
	if _, ok := withAmount(e(0, 0), n); !ok {
		p.pos = start
		return nil, false
	}
	return []eff{func(first, firstObj int) rules.Effect {
		d, _ := withAmount(e(first, firstObj), n)
		return d
	}}, true
}

// withAmount returns a damage effect with its amount n instead; false for another effect.
func withAmount(e rules.Effect, n rules.Amount) (rules.Effect, bool) {
	switch d := e.(type) {
	case rules.DamageTarget:
		d.Amount = n
		return d, true
	case rules.DamagePlayers:
		d.Amount = n
		return d, true
	case rules.DamageEach:
		d.Amount = n
		return d, true
	case rules.DamageEachTarget:
		d.Amount = n
		return d, true
	}
	return e, false
}

// thisSpells reads "this spell's" (the card's name in the possessive).
func (p *parser) thisSpells() bool {
	start := p.pos
	if p.self() && p.word("'s") {
		return true
	}
	p.pos = start
	return false
}
