package oracle

import (
	"fmt"

	"github.com/ettinmtg/ettin/rules"
)

// Keyword mechanics of permanents written out as the abilities they stand for:
// monstrosity (CR 701.37), renown (702.112), bloodthirst (702.54), undying (702.93),
// persist (702.79) and soulshift (702.46); "becomes monstrous" triggers, "is monstrous"
// conditions and "can't attack unless defending player controls ..."; fading and
// vanishing (702.32a, 702.63a), extort, modular, graft, skulk and fabricate (below).

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

// counterKeywordLine reads fading and vanishing, keywords that count a permanent down
// with counters put on it as it enters.
//   - "Fading N" (CR 702.32a): "This permanent enters with N fade counters on it" and "At
//     the beginning of your upkeep, remove a fade counter from this permanent. If you
//     can't, sacrifice the permanent."
//   - "Vanishing N" (CR 702.63a): "This permanent enters with N time counters on it", "At
//     the beginning of your upkeep, if this permanent has a time counter on it, remove a
//     time counter from it" and "When the last time counter is removed from this
//     permanent, sacrifice it."
func (p *parser) counterKeywordLine() bool {
	d := p.def
	fading := p.word("fading")
	if !fading && !p.word("vanishing") {
		return false
	}
	t := p.peek()
	if t.kind != tNum || t.n < 1 || !d.Types.Permanent() {
		return p.fail("a number of counters")
	}
	p.pos++
	upkeep := &rules.Trigger{Event: rules.EvBeginStep, Step: rules.Upkeep, Player: rules.You}
	if fading {
		d.EntersWith = append(d.EntersWith, rules.CounterGrant{Kind: rules.FadeCounter, Amount: rules.N(t.n)})
		d.Abilities = append(d.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line, Trigger: upkeep,
			Effects: []rules.Effect{rules.RemoveCounter{Kind: rules.FadeCounter, N: 1, IfCant: 1}, rules.Sacrifice{What: rules.Self}}})
		return p.done()
	}
	has := rules.Filter{HasCounterKind: true, CounterKind: rules.TimeCounter}
	d.EntersWith = append(d.EntersWith, rules.CounterGrant{Kind: rules.TimeCounter, Amount: rules.N(t.n)})
	d.Abilities = append(d.Abilities,
		&rules.Ability{Kind: rules.TriggeredAbility, Text: p.line, Trigger: upkeep,
			If:      &rules.Condition{Kind: rules.CondSelfMatches, Filter: &has},
			Effects: []rules.Effect{rules.RemoveCounter{Kind: rules.TimeCounter, N: 1}}},
		// Anyone's removing the last one: the trigger doesn't say who removes it.
		&rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
			Trigger: &rules.Trigger{Event: rules.EvLastCounterRemoved, Player: rules.AnyPlayer, Self: true, Counter: rules.TimeCounter},
			Effects: []rules.Effect{rules.Sacrifice{What: rules.Self}}})
	return p.done()
}

// mechanicKeywordLine reads keyword abilities that the engine's vocabulary says directly:
//   - "Extort" (CR 702.101a): "Whenever you cast a spell, you may pay {W/B}. If you do,
//     each opponent loses 1 life and you gain life equal to the total life lost this way."
//     In 2HG each opponent is both players of the other team (CR 810.9c): the team loses
//     2 and you gain 2.
//   - "Modular N" (CR 702.43a): "This permanent enters with N +1/+1 counters on it" and
//     "When this permanent is put into a graveyard from the battlefield, you may put a
//     +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent."
//   - "Graft N" (CR 702.58a): "This permanent enters with N +1/+1 counters on it" and
//     "Whenever another creature enters, if this permanent has a +1/+1 counter on it, you
//     may move a +1/+1 counter from this permanent onto that creature."
//   - "Skulk" (CR 702.118a): it can't be blocked by creatures with greater power.
//   - "Fabricate N" (CR 702.123a): "When this permanent enters, you may put N +1/+1
//     counters on it. If you don't, create N 1/1 colorless Servo artifact creature tokens."
func (p *parser) mechanicKeywordLine() bool {
	d := p.def
	plusOne := rules.PlusOne
	switch {
	case p.word("extort"):
		wb, err := rules.ParseCost("{W/B}")
		if err != nil {
			return p.fail("extort's cost")
		}
		d.Abilities = append(d.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
			Trigger: &rules.Trigger{Event: rules.EvCast, Player: rules.You},
			Effects: []rules.Effect{rules.MayPay{Cost: wb, Skip: 2},
				rules.LoseLife{Who: rules.WhoEachOpponent, Amount: rules.N(1)},
				rules.GainLife{Who: rules.WhoYou, Amount: rules.Amount{Kind: rules.AmtRemembered}}}})
	case p.word("fabricate"):
		// CR 702.123a: "When this permanent enters, you may put N +1/+1 counters on it.
		// If you don't, create N 1/1 colorless Servo artifact creature tokens."
		t := p.peek()
		if t.kind != tNum || t.n < 1 || !d.Types.Permanent() {
			return p.fail("a number of counters")
		}
		p.pos++
		d.Abilities = append(d.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
			Trigger: &rules.Trigger{Event: rules.EvEntersBattlefield, Self: true},
			Effects: []rules.Effect{rules.May{Skip: 2}, rules.PutCounters{What: rules.Self, Kind: plusOne, Amount: rules.N(t.n)},
				rules.Otherwise{N: 1}, rules.CreateToken{Def: servoToken, Amount: rules.N(t.n)}}})
	case p.word("skulk"):
		d.Abilities = append(d.Abilities, &rules.Ability{Kind: rules.StaticAbility, Text: p.line,
			Static: &rules.Static{Kind: rules.StCantBeBlockedByGreaterPower, Affects: rules.AffectsSelf}})
	case p.word("modular"), p.word("graft"):
		graft := p.at(-1).text == "graft"
		t := p.peek()
		if t.kind != tNum || t.n < 1 || !d.Types.Permanent() {
			return p.fail("a number of counters")
		}
		p.pos++
		d.EntersWith = append(d.EntersWith, rules.CounterGrant{Kind: plusOne, Amount: rules.N(t.n)})
		if graft {
			has := rules.Filter{HasCounterKind: true, CounterKind: plusOne}
			d.Abilities = append(d.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
				Trigger: &rules.Trigger{Event: rules.EvEntersBattlefield, Filter: &rules.Filter{Types: rules.Types(rules.Creature), Other: true}},
				If:      &rules.Condition{Kind: rules.CondSelfMatches, Filter: &has},
				Effects: []rules.Effect{rules.May{Skip: 2}, rules.RemoveCounter{Kind: plusOne, N: 1, Skip: 1},
					rules.PutCounters{What: rules.What{Kind: rules.WhatEventObj}, Kind: plusOne, Amount: rules.N(1)}}})
			break
		}
		artifactCreature := rules.Filter{Types: rules.Types(rules.Artifact), Or: []rules.Filter{{Types: rules.Types(rules.Creature)}}}
		d.Abilities = append(d.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
			Trigger: &rules.Trigger{Event: rules.EvDies, Self: true},
			Targets: []rules.TargetSpec{{Kind: rules.TargetPermanent, Filter: artifactCreature}},
			Effects: []rules.Effect{rules.May{Skip: 1},
				rules.PutCounters{What: rules.What{Kind: rules.WhatTarget}, Kind: plusOne, Amount: rules.Amount{Kind: rules.AmtSourceCounters, Counter: plusOne}}}})
	default:
		return false
	}
	return p.done()
}

// servoToken is fabricate's token: a 1/1 colorless Servo artifact creature (CR 702.123a).
var servoToken = &rules.CardDef{Name: "Servo Token", Types: rules.Types(rules.Artifact, rules.Creature), Subtypes: []string{"Servo"},
	Power: 1, Toughness: 1, Token: true, NoCost: true, Implemented: true}
