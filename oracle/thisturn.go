package oracle

import "github.com/ettinmtg/ettin/rules"

// Conditions and triggers about what happened this turn (rules/thisturn.go): infusion's
// "you gained life this turn", "one or more cards left your graveyard this turn", "two
// or more creatures died this turn", opus's "five or more mana was spent to cast that
// spell", and the trigger "whenever one or more cards leave your graveyard".

// turnCondition reads a condition about this turn, or about hands:
//   - "you gained life this turn", "you gained N or more life this turn";
//   - "one or more cards left your graveyard this turn", "a card left your graveyard
//     this turn";
//   - "N or more creatures died this turn", "a creature died this turn", "a creature
//     died under your control this turn";
//   - "one or more cards were put into exile this turn";
//   - "you've cast an instant or sorcery spell this turn", and "another" on an instant or
//     sorcery card (counting itself);
//   - "N or more mana was spent to cast that spell" in a cast trigger (opus);
//   - "an opponent has more cards in hand than you".
func (p *parser) turnCondition() (rules.Condition, bool) {
	start := p.pos
	atLeast := func() (int, bool) { // "a", "one or more", "N or more"
		switch {
		case p.word("a"), p.word("an"):
			return 1, true
		}
		n, ok := p.number()
		if !ok || n.Kind != rules.AmtFixed || !p.phrase("or more") {
			return 0, false
		}
		return n.N, true
	}
	switch {
	case p.phrase("you gained life this turn"):
		return rules.Condition{Kind: rules.CondGainedLifeThisTurn}, true
	case p.phrase("you gained"):
		if n, ok := p.number(); ok && n.Kind == rules.AmtFixed && p.phrase("or more life this turn") {
			return rules.Condition{Kind: rules.CondGainedLifeThisTurn, N: n.N}, true
		}
	case p.phrase("an opponent has more cards in hand than you"):
		return rules.Condition{Kind: rules.CondOpponentMoreCards}, true
	case p.phrase("an opponent controls more"):
		// "an opponent controls more creatures than you"
		f, plural, ok := p.filter()
		if ok && plural && f.Controller == rules.AnyPlayer && p.phrase("than you") {
			return rules.Condition{Kind: rules.CondOpponentControlsMore, Filter: &f}, true
		}
	case p.phrase("there are"):
		// "there are three or more creature cards in your graveyard"
		n, ok := p.number()
		if !ok || n.Kind != rules.AmtFixed || !p.phrase("or more") {
			break
		}
		ty, ok := rules.ParseCardType(p.peek().text)
		if ok && p.at(1).text == "cards" {
			p.pos += 2
			if p.phrase("in your graveyard") {
				return rules.Condition{Kind: rules.CondGraveyardAtLeast, N: n.N, Filter: &rules.Filter{Types: rules.Types(ty)}}, true
			}
		}
	case p.phrase("you've cast"), p.phrase("you have cast"):
		n := 1
		if p.word("another") {
			if !p.def.Types.Has(rules.Instant) && !p.def.Types.Has(rules.Sorcery) {
				break // "another" than itself: only a spell of those kinds counts itself
			}
			n = 2
		} else if !p.word("an") {
			break
		}
		if p.phrase("instant or sorcery spell this turn") {
			return rules.Condition{Kind: rules.CondCastInstantSorceryThisTurn, N: n}, true
		}
	default:
		n, ok := atLeast()
		if !ok {
			break
		}
		switch {
		case p.phrase("card left your graveyard this turn"), p.phrase("cards left your graveyard this turn"):
			return rules.Condition{Kind: rules.CondLeftGraveyardThisTurn, N: n}, true
		case p.phrase("creature died this turn"), p.phrase("creatures died this turn"):
			return rules.Condition{Kind: rules.CondCreaturesDiedThisTurn, N: n}, true
		case p.phrase("creature died under your control this turn"), p.phrase("creatures died under your control this turn"):
			return rules.Condition{Kind: rules.CondCreaturesDiedThisTurn, N: n, Filter: &rules.Filter{Controller: rules.You}}, true
		case p.phrase("card was put into exile this turn"), p.phrase("cards were put into exile this turn"):
			return rules.Condition{Kind: rules.CondExiledThisTurn, N: n}, true
		case n > 1 && p.phrase("mana was spent to cast that spell") && p.trig != nil && p.trig.Event == rules.EvCast:
			return rules.Condition{Kind: rules.CondEventSpentAtLeast, N: n}, true
		}
	}
	p.pos = start
	return rules.Condition{}, false
}

// conditionalIf reads "if COND" (or "then if COND") before a comma that begins a sentence of effects ("If
// five or more mana was spent to cast that spell, put two +1/+1 counters on it
// instead."; CR 608.2c): the conditions of this turn, and those statics and triggers
// share.
func (p *parser) conditionalIf() (rules.Condition, bool) {
	start := p.pos
	p.word("then") // "Then if ..., ...": the sentence follows the one before
	if !p.word("if") {
		p.pos = start
		return rules.Condition{}, false
	}
	if c, ok := p.condition(); ok && p.at(0).text == "," {
		return c, true
	}
	p.pos = start
	return rules.Condition{}, false
}

// leavesGraveyardEvent reads the trigger events "one or more cards leave your graveyard"
// and "you gain life for the first time each turn".
func (p *parser) leavesGraveyardEvent(tr *rules.Trigger) bool {
	switch {
	case p.phrase("one or more cards leave your graveyard"):
		tr.Event, tr.Player = rules.EvLeavesGraveyard, rules.You
	case p.phrase("you gain life for the first time each turn"):
		tr.Event, tr.Player, tr.FirstEachTurn = rules.EvGainsLife, rules.You, true
	case p.countersPutOnSelf(tr):
	default:
		return false
	}
	return true
}

// trailingIf reads "if COND" or "unless COND" at the end of a sentence of effects es ("put
// two +1/+1 counters on it if you gained life this turn", "sacrifice a permanent unless
// you gained life this turn"): the sentence's effects happen only if the condition holds
// (or doesn't), checked as they would happen (CR 608.2c). It returns es unchanged when
// no such clause ends the sentence.
func (p *parser) trailingIf(es []eff) []eff {
	start := p.pos
	unless := p.word("unless")
	if !unless && !p.word("if") {
		return es
	}
	c, ok := p.condition()
	if !ok || !(p.at(0).text == "." || p.done()) {
		p.pos = start
		return es
	}
	c.Not = c.Not != unless
	return append([]eff{fixed(rules.SkipUnless{Cond: c, Skip: len(es)})}, es...)
}

// countersPutOnSelf reads "one or more +1/+1 counters are put on CARDNAME": one event
// each time counters are put on it, however many (CR 122.6).
func (p *parser) countersPutOnSelf(tr *rules.Trigger) bool {
	start := p.pos
	if p.phrase("one or more") && p.peek().text == "+1/+1" && resetTo(p, p.pos+1) && p.phrase("counters are put on") && p.self() {
		tr.Event, tr.Self, tr.PlusOne, tr.Player = rules.EvCountersPut, true, true, rules.AnyPlayer
		return true
	}
	p.pos = start
	return false
}
