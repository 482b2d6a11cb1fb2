package oracle

import "github.com/ettinmtg/ettin/rules"

// Conditions read in one place and used wherever a sentence states one: a static
// ability's "as long as COND" (before or after it) and "during your turn", a trigger's
// "while COND" (ferocious: "Whenever CARDNAME attacks while you control a creature with
// power 4 or greater") and an intervening "if COND" (CR 603.4). Each reads into a
// rules.Condition; the kinds compose with Not.

// condition reads a condition:
//   - "you control FILTER" with "a", "an", "another" or "N or more" ("you control another
//     Goblin", "you control a creature with power 4 or greater", "you control three or
//     more creatures", "you control two or more other Wolves");
//   - "you don't control FILTER" (its negation);
//   - "CARDNAME has a KIND counter on it", "it has a KIND counter on it" (also "one or
//     more KIND counters");
//   - "it's your turn", "it's not your turn";
//   - "you have N or more life", "you have an enduring story" (storied);
//   - "there are N or more cards in your graveyard", "N or more cards are in your
//     graveyard" (threshold).
func (p *parser) condition() (rules.Condition, bool) {
	start := p.pos
	if c, ok := p.designationCondition(); ok {
		return c, true
	}
	switch {
	case p.phrase("it entered this turn") || p.at(0).kind == tSelf && p.at(1).text == "entered" && p.self() && p.phrase("entered this turn"):
		return rules.Condition{Kind: rules.CondSelfEnteredThisTurn}, true
	case p.phrase("an opponent controls more lands than you"):
		return rules.Condition{Kind: rules.CondOpponentMoreLands}, true
	case p.phrase("you control"), p.phrase("you don't control"):
		not := p.at(-2).text == "don't"
		if c, ok := p.controlCondition(); ok {
			c.Not = c.Not != not
			return c, true
		}
		if !(p.word("a") || p.word("an") || p.at(0).text == "another") {
			break
		}
		f, plural, ok := p.filter()
		if !ok || plural || f.Controller != rules.AnyPlayer {
			break
		}
		f.Controller = rules.You
		return rules.Condition{Kind: rules.CondControls, Filter: &f, Not: not}, true
	case p.self() && p.word("has"), p.phrase("it has"):
		if k, ok := p.counterOnIt(); ok {
			f := rules.Filter{HasCounterKind: true, CounterKind: k}
			return rules.Condition{Kind: rules.CondSelfMatches, Filter: &f}, true
		}
	case p.phrase("it's your turn"), p.phrase("it 's your turn"), p.phrase("it is your turn"):
		return rules.Condition{Kind: rules.CondYourTurn}, true
	case p.phrase("it's not your turn"), p.phrase("it 's not your turn"), p.phrase("it isn't your turn"):
		return rules.Condition{Kind: rules.CondYourTurn, Not: true}, true
	case p.phrase("you have an enduring story"):
		return rules.Condition{Kind: rules.CondEnduringStory}, true
	case p.phrase("you have"):
		if n, ok := p.number(); ok && n.Kind == rules.AmtFixed && p.phrase("or more life") {
			return rules.Condition{Kind: rules.CondLifeAtLeast, N: n.N}, true
		}
	case p.phrase("there are"):
		n, ok := p.number()
		if !ok || n.Kind != rules.AmtFixed || !p.phrase("or more") {
			break
		}
		if p.phrase("cards in your graveyard") {
			return rules.Condition{Kind: rules.CondGraveyardAtLeast, N: n.N}, true
		}
		if t, ok := typeWords[p.peek().text]; ok && p.at(1).text == "cards" && p.at(2).text == "in" {
			p.pos++
			if p.phrase("cards in your graveyard") {
				return rules.Condition{Kind: rules.CondGraveyardAtLeast, N: n.N, Filter: &rules.Filter{Types: rules.Types(t)}}, true
			}
		}
	default:
		if n, ok := p.number(); ok && n.Kind == rules.AmtFixed && p.phrase("or more cards are in your graveyard") {
			return rules.Condition{Kind: rules.CondGraveyardAtLeast, N: n.N}, true
		}
	}
	p.pos = start
	if c, ok := p.turnCondition(); ok {
		return c, true // what happened this turn, and more (thisturn.go)
	}
	return rules.Condition{}, p.fail("a condition")
}

// counterOnIt reads "a -1/-1 counter on it" or "one or more +1/+1 counters on it" and
// returns the kind.
func (p *parser) counterOnIt() (rules.CounterKind, bool) {
	start := p.pos
	if !p.phrase("one or more") && !p.word("a") && !p.word("an") {
		return 0, false
	}
	k, ok := rules.ParseCounterKind(p.peek().text)
	if !ok {
		p.pos = start
		return 0, false
	}
	p.pos++
	if !(p.word("counter") || p.word("counters")) || !p.phrase("on it") {
		p.pos = start
		return 0, false
	}
	return k, true
}

// triggerWhile reads "while COND" after a trigger's event: the trigger's condition, kept
// as the ability's "if" (it holds as the event happens, and the ability checks it again
// as it resolves: the same for these conditions, which the event doesn't change).
func (p *parser) triggerWhile() bool {
	start := p.pos
	if !p.word("while") {
		return true
	}
	c, ok := p.condition()
	if !ok || p.trigIf != nil {
		p.pos = start
		return p.fail("a \"while\" condition")
	}
	p.trigIf = &c
	return true
}

// conditionedStatic reads "As long as COND, STATIC." and "During your turn, STATIC.":
// the static abilities of the sentence apply only while the condition holds.
func (p *parser) conditionedStatic() ([]*rules.Ability, bool) {
	start := p.pos
	var c rules.Condition
	switch {
	case p.phrase("during your turn"):
		c = rules.Condition{Kind: rules.CondYourTurn}
	case p.phrase("as long as"):
		var ok bool
		if c, ok = p.condition(); !ok {
			p.pos = start
			return nil, false
		}
	default:
		return nil, false
	}
	if !p.punct(",") {
		p.pos = start
		return nil, p.fail("a comma after the condition")
	}
	p.itIsSelf(c)
	abs, ok := p.staticSentence()
	if !ok || !withCond(abs, c) {
		p.pos = start
		return nil, p.fail("a static ability under a condition")
	}
	return abs, true
}

// trailingCond reads "as long as COND" at the end of a static sentence, if it is there,
// and puts it on abs; false when the condition is there but can't be read or put.
func (p *parser) trailingCond(abs []*rules.Ability) bool {
	start := p.pos
	if !p.phrase("as long as") {
		return true
	}
	c, ok := p.condition()
	if !ok || !withCond(abs, c) {
		p.pos = start
		return p.fail("an \"as long as\" condition")
	}
	return true
}

// withCond makes static abilities abs apply only while c holds; false when one can't
// take a condition (it has one already, or isn't a static ability).
func withCond(abs []*rules.Ability, c rules.Condition) bool {
	if len(abs) == 0 {
		return false
	}
	for _, a := range abs {
		if a.Static == nil || a.Static.Cond != nil {
			return false
		}
	}
	for _, a := range abs {
		c := c
		a.Static.Cond = &c
	}
	return true
}

// activateOnlyIf reads "Activate only if <condition> [or if <condition>]." after an
// activated or mana ability's effects: a restriction on when it may be activated (CR
// 602.5b; rules/conditions.go).
func (p *parser) activateOnlyIf(ab *rules.Ability) bool {
	start := p.pos
	if !p.phrase("activate only if") {
		return false
	}
	c, ok := p.orCondition()
	if !ok || !p.endSentence() || ab.ActivateIf != nil {
		p.pos = start
		return p.fail("an \"Activate only if\" condition")
	}
	ab.ActivateIf = &c
	return true
}

// orCondition reads conditions joined by "or if" ("this land entered this turn or if you
// control a basic land"): one of them, or CondAnyOf all of them.
func (p *parser) orCondition() (rules.Condition, bool) {
	var any []rules.Condition
	for {
		c, ok := p.condition()
		if !ok {
			return rules.Condition{}, false
		}
		any = append(any, c)
		if !p.phrase("or if") {
			break
		}
	}
	if len(any) == 1 {
		return any[0], true
	}
	return rules.Condition{Kind: rules.CondAnyOf, Any: any}, true
}

// costLessIf reads the condition of "CARDNAME costs {N} less to cast if <condition>." (CR
// 601.2f): "it targets <object>" (the spell's targets, chosen before the cost is
// determined, 601.2c), or a condition on the game ("you control a Vehicle").
func (p *parser) costLessIf(n int) bool {
	var c rules.Condition
	if p.phrase("it targets") {
		if !(p.word("a") || p.word("an")) {
			return p.fail("\"it targets a ...\"")
		}
		f, plural, ok := p.filter()
		if !ok || plural {
			return p.fail("what the spell targets")
		}
		c = rules.Condition{Kind: rules.CondTargets, Filter: &f}
	} else {
		var ok bool
		if c, ok = p.orCondition(); !ok {
			return false
		}
	}
	if !p.endSentence() || !p.done() {
		return p.fail("the end of the sentence")
	}
	p.def.CostLess = append(p.def.CostLess, rules.Amount{Kind: rules.AmtFixed, N: n, If: &c})
	return true
}
