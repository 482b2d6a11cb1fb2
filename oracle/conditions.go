package oracle

import "github.com/ettinmtg/ettin/rules"

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

// condition reads one condition on the game from the source's point of view: "CARDNAME
// entered this turn", "you control a basic land", "you control five or more lands", "an
// opponent controls more lands than you", "it's (not) your turn".
func (p *parser) condition() (rules.Condition, bool) {
	start := p.pos
	switch {
	case p.self() && p.phrase("entered this turn"):
		return rules.Condition{Kind: rules.CondSelfEnteredThisTurn}, true
	case p.phrase("you control"):
		if c, ok := p.controlCondition(); ok {
			return c, true
		}
		article := p.word("a") || p.word("an")
		f, plural, ok := p.filter()
		if ok && article && !plural && f.Controller == rules.AnyPlayer {
			f.Controller = rules.You
			return rules.Condition{Kind: rules.CondControls, Filter: &f}, true
		}
	case p.phrase("an opponent controls more lands than you"):
		return rules.Condition{Kind: rules.CondOpponentMoreLands}, true
	case p.phrase("it's your turn"):
		return rules.Condition{Kind: rules.CondYourTurn}, true
	case p.phrase("it's not your turn"):
		return rules.Condition{Kind: rules.CondYourTurn, Not: true}, true
	}
	p.pos = start
	return rules.Condition{}, p.fail("a condition")
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
