package oracle

import "github.com/ettinmtg/ettin/rules"

// blockedByRest reads "by creatures with power 2 or less" or "by tokens" after "can't be
// blocked" (CR 509.1b; rules/blockedby.go).
func (p *parser) blockedByRest(aff rules.Affects, f rules.Filter, st func(rules.Static) *rules.Ability) ([]*rules.Ability, bool) {
	start := p.pos
	if !p.word("by") {
		return nil, false
	}
	if p.word("tokens") {
		against := rules.Filter{Types: rules.Types(rules.Creature), Token: true}
		return []*rules.Ability{st(rules.Static{Kind: rules.StCantBeBlockedBy, Affects: aff, Filter: f, Against: &against})}, true
	}
	against, plural, ok := p.filter()
	if !ok || !plural || against.Controller != rules.AnyPlayer {
		p.pos = start
		return nil, p.fail("the creatures that can't block")
	}
	if against.Types == 0 {
		against.Types = rules.Types(rules.Creature) // "tokens": the blockers are creatures
	}
	return []*rules.Ability{st(rules.Static{Kind: rules.StCantBeBlockedBy, Affects: aff, Filter: f, Against: &against})}, true
}

// perFilter reads "for each FILTER" after a static "gets +N/+N": the permanents counted,
// relative to the source's controller ("for each other Goblin you control", "for each
// Mountain you control").
func (p *parser) perFilter() (*rules.Filter, bool) {
	start := p.pos
	if !p.phrase("for each") {
		return nil, false
	}
	f, _, ok := p.filter()
	if !ok || f.Controller == rules.AnyPlayer && !p.phrase("on the battlefield") {
		p.pos = start
		return nil, p.fail("what the bonus counts")
	}
	return &f, true
}

// unlessCond reads "unless COND" after a restriction: the restriction applies while the
// condition doesn't hold ("can't attack unless you control two or more other Wolves").
func (p *parser) unlessCond(abs []*rules.Ability) bool {
	start := p.pos
	if !p.word("unless") {
		return true
	}
	c, ok := p.condition()
	if !ok {
		p.pos = start
		return p.fail("an \"unless\" condition")
	}
	c.Not = !c.Not
	if !withCond(abs, c) {
		p.pos = start
		return p.fail("a restriction that can take a condition")
	}
	return true
}

// selfEventMore reads the events of a card's own trigger beyond commonEvent: "becomes
// the target of a spell or ability an opponent controls" (CR 115.1; the event ward
// triggers on) and "... you control".
func (p *parser) selfEventMore(tr *rules.Trigger) bool {
	if !p.phrase("becomes the target of a spell or ability") {
		return false
	}
	switch {
	case p.phrase("an opponent controls"):
		tr.Player = rules.Opponent
	case p.phrase("you control"):
		tr.Player = rules.You
	}
	tr.Event = rules.EvBecomesTarget
	return true
}

// orEvent reads "or dies", "or attacks" after a card's own "enters" (or another common
// event): the same ability triggers on either, read as two abilities (the second
// returned, 0 when there is none).
func (p *parser) orEvent(tr *rules.Trigger) rules.EventKind {
	start := p.pos
	if !p.word("or") {
		return rules.EvNone
	}
	second := *tr
	if !p.commonEvent(&second) || second.Event == tr.Event {
		p.pos = start
		return rules.EvNone
	}
	return second.Event
}
