package oracle

import "github.com/ettinmtg/ettin/rules"

// Replacement and prevention sentences (CR 614, 615), which the engine's pipeline applies
// (rules/replace.go).

// replacementStatic reads a permanent's replacement or prevention static ability: "If
// CARDNAME would die, exile it instead", "If CARDNAME would be put into a graveyard from
// anywhere, reveal CARDNAME and shuffle it into its owner's library instead", "Prevent all
// damage that would be dealt to CARDNAME", "If damage would be dealt to CARDNAME, prevent
// that damage", "If you would gain life, you gain that much life plus 1 instead", "If one
// or more tokens would be created under your control, twice that many of those tokens are
// created instead".
func (p *parser) replacementStatic() (rules.StaticKind, bool) {
	start := p.pos
	switch {
	case p.phrase("prevent all damage that would be dealt to") && p.self():
		return rules.StPreventDamageToSelf, true
	case resetTo(p, start) && p.phrase("if damage would be dealt to") && p.self() && p.punct(",") && p.phrase("prevent that damage"):
		return rules.StPreventDamageToSelf, true
	case resetTo(p, start) && p.word("if") && p.self() && p.phrase("would die") && p.punct(",") && p.phrase("exile it instead"):
		return rules.StExileIfDies, true
	case resetTo(p, start) && p.word("if") && p.self() && p.phrase("would be put into a graveyard from anywhere") && p.punct(","):
		if p.word("reveal") && !(p.self() && p.word("and")) {
			break
		}
		if p.phrase("shuffle it into its owner's library instead") {
			return rules.StShuffleIntoLibraryInstead, true
		}
	case resetTo(p, start) && p.phrase("if you would gain life") && p.punct(",") && p.phrase("you gain that much life plus") &&
		p.one() && p.word("instead"):
		return rules.StGainLifePlusOne, true
	case resetTo(p, start) && p.phrase("if one or more tokens would be created under your control") && p.punct(",") &&
		p.phrase("twice that many of those tokens are created instead"):
		return rules.StDoubleTokens, true
	}
	p.pos = start
	return 0, false
}

// one accepts the number 1.
func (p *parser) one() bool {
	if t := p.peek(); t.kind == tNum && t.n == 1 && t.text == "1" {
		p.pos++
		return true
	}
	return false
}

// exileIfDies reads "if that creature would die this turn, exile it instead" (the
// creature the ability's one target names) and "if a creature dealt damage this way would
// die this turn, exile it instead", after the sentence it refers to.
func (p *parser) exileIfDies() ([]eff, bool) {
	start := p.pos
	if !p.word("if") {
		return nil, false
	}
	damaged := false
	switch {
	case p.phrase("that creature"), p.phrase("that permanent"):
		if len(p.tg.specs) != 1 || p.tg.objs != 1 || p.tg.specs[0].Kind != rules.TargetPermanent {
			p.pos = start
			return nil, p.fail("\"that creature\" without one creature target")
		}
	case p.phrase("a creature dealt damage this way"), p.phrase("a permanent dealt damage this way"):
		damaged = true
	default:
		p.pos = start
		return nil, false
	}
	if !p.phrase("would die this turn") || !p.punct(",") || !p.phrase("exile it instead") {
		p.pos = start
		return nil, p.fail("\"would die this turn, exile it instead\"")
	}
	if damaged {
		return []eff{fixed(rules.ExileIfDies{DamagedThisWay: true})}, true
	}
	return []eff{func(_, o int) rules.Effect { return rules.ExileIfDies{What: whatAt(rules.Target0, o)} }}, true
}

// counteredExiled reads "If that spell is countered this way, exile it instead of putting
// it into its owner's graveyard" after "Counter target spell" and makes that counter
// effect exile it (a self-replacement effect, CR 614.15). It reports false, reading
// nothing, when the sentence isn't there or doesn't follow a counter effect.
func (p *parser) counteredExiled(out []eff) bool {
	start := p.pos
	if len(out) == 0 {
		return false
	}
	if _, ok := out[len(out)-1](0, 0).(rules.CounterTarget); !ok {
		return false
	}
	if !p.phrase("if that spell is countered this way") || !p.punct(",") ||
		!p.phrase("exile it instead of putting it into its owner's graveyard") {
		p.pos = start
		return false
	}
	out[len(out)-1] = fixed(rules.CounterTarget{Exile: true})
	return true
}

// preventRest reads what follows "prevent": "all combat damage that would be dealt this
// turn", "the next N damage that would be dealt to TARGET this turn" (a shield, CR
// 615.7), "all combat damage that would be dealt to and dealt by TARGET this turn".
func (p *parser) preventRest(start int) ([]eff, bool) {
	if p.phrase("all combat damage that would be dealt this turn") {
		return []eff{fixed(rules.PreventCombatDamage{})}, true
	}
	if p.phrase("all combat damage that would be dealt to and dealt by") {
		r, ok := p.objects()
		if !ok || r.players || r.any || !p.phrase("this turn") {
			p.pos = start
			return nil, p.fail("\"prevent all combat damage that would be dealt to and dealt by CREATURE this turn\"")
		}
		w := r.what
		return []eff{func(_, o int) rules.Effect { return rules.PreventCombatDamageOf{What: whatAt(w, o)} }}, true
	}
	if p.phrase("the next") {
		n, ok := p.number()
		if !ok || !p.phrase("damage that would be dealt to") {
			p.pos = start
			return nil, p.fail("\"prevent the next N damage that would be dealt to\"")
		}
		r, ok := p.targetPhrase()
		if !ok || !r.target || r.what.Kind == rules.WhatTargets || !p.phrase("this turn") {
			p.pos = start
			return nil, p.fail("\"prevent the next N damage that would be dealt to TARGET this turn\"")
		}
		all := r.all
		return []eff{func(first, _ int) rules.Effect { return rules.PreventNextDamage{N: all + first, Amount: n} }}, true
	}
	p.pos = start
	return nil, p.fail("\"prevent all combat damage that would be dealt this turn\"")
}
