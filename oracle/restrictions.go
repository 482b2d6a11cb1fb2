package oracle

import "github.com/ettinmtg/ettin/rules"

// Restrictions read from a line of their own or after an ability: "enters tapped unless a
// player has N or less life" (CR 614.1d), and when an activated ability may be activated
// (CR 602.5b).

// entersTappedUnlessLine reads "CARDNAME enters tapped unless a player has N or less life."
func (p *parser) entersTappedUnlessLine() bool {
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
