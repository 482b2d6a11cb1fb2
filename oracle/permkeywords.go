package oracle

import (
	"fmt"

	"github.com/ettinmtg/ettin/rules"
)

// Keyword mechanics of permanents written out as the abilities they stand for:
// monstrosity (CR 701.37), renown (702.112), bloodthirst (702.54), undying (702.93),
// persist (702.79) and soulshift (702.46); "becomes monstrous" triggers, "is monstrous"
// conditions and "can't attack unless defending player controls ...".

// permanentKeyword reads a keyword line of a permanent card: "Renown 1", "Bloodthirst
// 2", "Undying", "Persist", "Soulshift 3".
func (p *parser) permanentKeyword() bool {
	d := p.def
	if !d.Types.Permanent() {
		return false
	}
	trig := func(tr rules.Trigger, cond *rules.Condition, specs []rules.TargetSpec, effs ...rules.Effect) {
		d.Abilities = append(d.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
			Trigger: &tr, If: cond, Targets: specs, Effects: effs})
	}
	dies := rules.Trigger{Event: rules.EvDies, Self: true}
	switch {
	case p.word("renown") && p.peek().kind == tNum:
		// CR 702.112a: "When this creature deals combat damage to a player, if it isn't
		// renowned, put N +1/+1 counters on it and it becomes renowned."
		n := p.peek().n
		p.pos++
		trig(rules.Trigger{Event: rules.EvDealsDamage, Self: true, ToPlayer: true, Combat: true},
			&rules.Condition{Kind: rules.CondSelfMatches, Filter: &rules.Filter{Designated: rules.Renowned}, Not: true}, nil,
			rules.BecomeDesignated{What: rules.Self, Designation: rules.Renowned, Counters: rules.N(n)})
	case p.word("bloodthirst") && p.peek().kind == tNum:
		// CR 702.54a: "If an opponent was dealt damage this turn, this permanent enters
		// with N +1/+1 counters on it."
		n := p.peek().n
		p.pos++
		d.EntersWith = append(d.EntersWith, rules.CounterGrant{Kind: rules.PlusOne, Amount: rules.N(n),
			If: &rules.Condition{Kind: rules.CondOpponentDamaged}})
	case p.word("undying"), p.word("persist"):
		// CR 702.93a, 702.79a: "When this permanent dies, if it had no +1/+1 (-1/-1)
		// counters on it, return it to the battlefield under its owner's control with a
		// +1/+1 (-1/-1) counter on it."
		k := rules.PlusOne
		if p.at(-1).text == "persist" {
			k = rules.MinusOne
		}
		trig(dies, &rules.Condition{Kind: rules.CondSelfWas, Filter: &rules.Filter{HasCounterKind: true, CounterKind: k}, Not: true}, nil,
			rules.ReturnDiedCard{Counter: k, Counters: 1})
	case p.word("soulshift") && p.peek().kind == tNum:
		// CR 702.46a: "When this creature dies, you may return target Spirit card with mana
		// value N or less from your graveyard to your hand."
		n := p.peek().n
		p.pos++
		spec := rules.TargetSpec{Kind: rules.TargetCardInGraveyard,
			Filter: rules.Filter{Subtype: "Spirit", Controller: rules.You, LimitManaValue: true, MaxManaValue: n}}
		prompt := fmt.Sprintf("return target Spirit card with mana value %d or less from your graveyard to your hand?", n)
		trig(dies, nil, []rules.TargetSpec{spec}, rules.May{Prompt: prompt, Skip: 1}, rules.MoveTargetCard{To: rules.ZoneHand, Nth: 1})
	default:
		return false
	}
	return p.done()
}

// monstrosity reads the effect "Monstrosity N" (or X, the activated ability's X) after
// "monstrosity" (CR 701.37a).
func (p *parser) monstrosity(start int) ([]eff, bool) {
	n, ok := p.number()
	if !ok || n.Kind != rules.AmtFixed && n.Kind != rules.AmtX {
		p.pos = start
		return nil, p.fail("\"Monstrosity N\"")
	}
	return []eff{fixed(rules.BecomeDesignated{What: rules.Self, Designation: rules.Monstrous, Counters: n})}, true
}

// designationEvent reads "becomes monstrous" ("When CARDNAME becomes monstrous", CR
// 701.37b) and "becomes renowned" after the card's name.
func (p *parser) designationEvent(tr *rules.Trigger) bool {
	if p.peek().text != "becomes" {
		return false
	}
	d, ok := rules.ParseDesignation(p.at(1).text)
	if !ok {
		return false
	}
	p.pos += 2
	tr.Event, tr.Designation = rules.EvBecomesDesignated, d
	return true
}

// designationCondition reads "CARDNAME is monstrous", "it's renowned", "it isn't
// renowned": the source has (or hasn't) the designation.
func (p *parser) designationCondition() (rules.Condition, bool) {
	start := p.pos
	not := false
	switch {
	case p.word("it's"):
		not = p.word("not")
	case !p.self() && !p.word("it"):
		return rules.Condition{}, false
	case p.word("is"), p.word("'s"):
		not = p.word("not")
	case p.word("isn't"):
		not = true
	default:
		p.pos = start
		return rules.Condition{}, false
	}
	d, ok := rules.ParseDesignation(p.peek().text)
	if !ok {
		p.pos = start
		return rules.Condition{}, false
	}
	p.pos++
	return rules.Condition{Kind: rules.CondSelfMatches, Filter: &rules.Filter{Designated: d}, Not: not}, true
}

// cantAttackUnlessDefender reads "can't attack unless defending player controls an
// Island" (CR 508.1c; the defending player is the one attacked, 805.10e).
func (p *parser) cantAttackUnlessDefender(aff rules.Affects, st func(rules.Static) *rules.Ability) ([]*rules.Ability, bool) {
	start := p.pos
	if aff != rules.AffectsSelf || !p.phrase("can't attack unless defending player controls") || !(p.word("a") || p.word("an")) {
		p.pos = start
		return nil, false
	}
	f, plural, ok := p.filter()
	if !ok || plural {
		p.pos = start
		return nil, p.fail("what defending player controls")
	}
	return []*rules.Ability{st(rules.Static{Kind: rules.StCantAttackUnlessDefenderControls, Affects: aff, Filter: f})}, true
}

// itIsSelf reads the "it" after a condition about the card's designation as the card
// ("As long as CARDNAME is monstrous, it has trample"): the pronoun can only mean the
// card there.
func (p *parser) itIsSelf(c rules.Condition) {
	if c.Kind == rules.CondSelfMatches && c.Filter != nil && c.Filter.Designated != 0 && p.peek().kind == tWord && p.peek().text == "it" {
		p.toks[p.pos] = token{kind: tSelf, text: "cardname", raw: "CARDNAME"}
	}
}
