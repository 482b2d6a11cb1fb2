package oracle

import "github.com/ettinmtg/ettin/rules"

// Common sentence shapes that need little of the engine: "enters tapped unless a player
// has N or less life", and the restrictions on when an activated ability may be
// activated (CR 602.5b).

// shapesLine reads a whole line of one of this file's static shapes.
func (p *parser) shapesLine() bool {
	start := p.pos
	if p.self() && p.phrase("enters tapped unless a player has") {
		// CR 614.1d: it enters tapped when no player has that little life as it enters.
		n, ok := p.number()
		if !ok || n.Kind != rules.AmtFixed || !p.phrase("or less life") || !p.endSentence() || p.def.EntersTapped != nil {
			p.pos = start
			return p.fail("\"unless a player has N or less life\"")
		}
		p.def.EntersTapped = &rules.Condition{Kind: rules.CondPlayerLifeAtMost, N: n.N}
		return true
	}
	p.pos = start
	return p.fail("a static ability")
}

// activateOnlyDuring reads a restriction on when an activated ability may be activated
// (CR 602.5b), after its effects: "Activate [this ability] only during your upkeep",
// "... only during your turn, before attackers are declared", and "Activate this ability
// only if COND" (the older wording of "Activate only if").
func (p *parser) activateOnlyDuring(ab *rules.Ability) bool {
	start := p.pos
	if !p.word("activate") {
		return false
	}
	this := p.phrase("this ability")
	if !p.word("only") {
		p.pos = start
		return false
	}
	var c rules.Condition
	switch {
	case p.phrase("during your upkeep"):
		c = rules.Condition{Kind: rules.CondYourUpkeep}
	case p.phrase("during your turn") && (p.punct(",") || true) && p.phrase("before attackers are declared"):
		c = rules.Condition{Kind: rules.CondBeforeAttackers}
	case this && p.word("if"):
		var ok bool
		if c, ok = p.orCondition(); !ok {
			p.pos = start
			return p.fail("an \"Activate this ability only if\" condition")
		}
	default:
		p.pos = start
		return false
	}
	if !p.endSentence() || ab.ActivateIf != nil {
		p.pos = start
		return p.fail("the end of the sentence")
	}
	ab.ActivateIf = &c
	return true
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
