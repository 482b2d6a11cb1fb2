package oracle

import (
	"reflect"
	"strings"

	"github.com/ettinmtg/ettin/rules"
)

// Effects that move cards between zones (searches, graveyards, mill) and the optional
// costs of an effect ("you may pay {2}. If you do, ...").

// search reads "your library for a basic land card, put it onto the battlefield
// tapped, then shuffle" and "... reveal it, put it into your hand, then shuffle".
func (p *parser) search(start int) ([]eff, bool) {
	if !p.phrase("your library for") {
		p.pos = start
		return nil, p.fail("\"search your library for\"")
	}
	max := 1
	upTo := false
	if p.phrase("up to") {
		upTo = true
	}
	n, ok := p.number()
	if !ok || n.Kind != rules.AmtFixed {
		p.pos = start
		return nil, p.fail("a number of cards")
	}
	max = n.N
	var f rules.Filter
	if !p.word("card") && !p.word("cards") {
		var ok bool
		f, _, ok = p.filter()
		if !ok || !(p.word("card") || p.word("cards")) {
			p.pos = start
			return nil, p.fail("a kind of card")
		}
	}
	if f.Controller != rules.AnyPlayer || f.Other || max > 1 && !upTo {
		p.pos = start
		return nil, p.fail("a kind of card")
	}
	p.punct(",")
	if (p.phrase("reveal it") || p.phrase("reveal them")) && !p.punct(",") {
		p.pos = start
		return nil, p.fail("\"reveal it,\"")
	}
	e := rules.SearchCards{Who: rules.WhoYou, Filter: f, Max: max}
	switch {
	case p.phrase("put it onto the battlefield tapped"), p.phrase("put them onto the battlefield tapped"):
		e.Battlefield, e.Tapped = true, true
	case p.phrase("put it onto the battlefield"), p.phrase("put them onto the battlefield"):
		e.Battlefield = true
	case p.phrase("put it into your hand"), p.phrase("put them into your hand"), p.phrase("put that card into your hand"):
	default:
		p.pos = start
		return nil, p.fail("where the card found goes")
	}
	if !(p.punct(",") && p.phrase("then shuffle")) && !p.phrase("and shuffle") && !(p.at(-1).text == "," && p.phrase("then shuffle")) {
		p.pos = start
		return nil, p.fail("\"then shuffle\"")
	}
	if isZeroFilter(f) && max == 1 && !e.Battlefield {
		// No quality asked for: a card must be found if there is one (CR 701.19b).
		return []eff{fixed(rules.SearchAnyCard{})}, true
	}
	p.phrase("your library") // the 2018 wording: "then shuffle your library"
	return []eff{fixed(e)}, true
}

func isZeroFilter(f rules.Filter) bool { return reflect.ValueOf(f).IsZero() }

// graveyardCard reads "[up to one] target [quality] card from your graveyard" or "...
// from a graveyard" and returns the card's filter and whether it says "up to one"; on
// failure it reads nothing.
func (p *parser) graveyardCard() (rules.Filter, bool, bool) {
	save := p.pos
	upTo := p.phrase("up to one")
	if !p.word("target") || p.tg.objs != 0 || p.tg.mixed {
		p.pos = save
		return rules.Filter{}, false, false
	}
	var f rules.Filter
	if !p.word("card") {
		var ok bool
		f, _, ok = p.filter()
		if !ok || !p.word("card") {
			p.pos = save
			return rules.Filter{}, false, false
		}
		if p.at(-2).text == "permanent" && f.Types == 0 {
			f.NotTypes = f.NotTypes.With(rules.Instant).With(rules.Sorcery) // CR 110.4a: a permanent card
		}
	}
	p.chosenOf(&f) // "target card of the chosen type from your graveyard"
	if p.phrase("with mana value") {
		// "target nonland permanent card with mana value 3 or less from your graveyard"
		n, less, ok := p.bound(save, "a mana value")
		if !ok {
			return rules.Filter{}, false, false
		}
		if less {
			f.LimitManaValue, f.MaxManaValue = true, n
		} else {
			f.MinManaValue = n
		}
	}
	if f.Controller != rules.AnyPlayer || f.Other {
		p.pos = save
		return rules.Filter{}, false, false
	}
	switch {
	case p.phrase("from your graveyard"):
		f.Controller = rules.You
	case p.phrase("from a graveyard"):
	default:
		p.pos = save
		return rules.Filter{}, false, false
	}
	return f, upTo, true
}

// cardFromGraveyard reads "target card from a graveyard" (and "target creature card from
// your graveyard") after "exile": the card is targeted (CR 115.1) and moved to zone to.
func (p *parser) cardFromGraveyard(start int, to rules.Zone) ([]eff, bool) {
	f, upTo, ok := p.graveyardCard()
	if !ok {
		return nil, false
	}
	t, ok := p.addTarget(rules.TargetSpec{Kind: rules.TargetCardInGraveyard, Filter: f, UpTo: upTo})
	if !ok {
		p.pos = start
		return nil, false
	}
	return []eff{func(first, _ int) rules.Effect { return rules.MoveTargetCard{To: to, Nth: 1 + first + t.all} }}, true
}

// returnFromGraveyard reads "target creature card from your graveyard to your hand"
// after "return" (a card in a graveyard is targeted, CR 115.1).
func (p *parser) returnFromGraveyard(start int) ([]eff, bool) {
	f, upTo, ok := p.graveyardCard()
	if !ok {
		return nil, false
	}
	var e rules.Effect
	switch {
	case p.phrase("to your hand"):
		e = rules.MoveTargetCard{To: rules.ZoneHand}
	case f.Controller == rules.You && p.phrase("to the battlefield tapped"):
		e = rules.Reanimate{Tapped: true}
	case f.Controller == rules.You && p.phrase("to the battlefield"):
		e = rules.Reanimate{}
	default:
		p.pos = start
		return nil, p.fail("\"to your hand\"")
	}
	permanentCard := f.Types.Permanent() || f.Types == 0 && f.NotTypes.Has(rules.Instant) && f.NotTypes.Has(rules.Sorcery)
	if !permanentCard && e != (rules.MoveTargetCard{To: rules.ZoneHand}) {
		p.pos = start
		return nil, p.fail("a permanent card to the battlefield")
	}
	t, ok := p.addTarget(rules.TargetSpec{Kind: rules.TargetCardInGraveyard, Filter: f, UpTo: upTo})
	if !ok {
		p.pos = start
		return nil, false
	}
	return []eff{func(first, _ int) rules.Effect {
		// the card's place among all targets, a mode's after the earlier ones' (CR 700.2)
		switch x := e.(type) {
		case rules.MoveTargetCard:
			x.Nth = 1 + first + t.all
			return x
		case rules.Reanimate:
			x.Nth = 1 + first + t.all
			return x
		}
		return e
	}}, true
}

// millRest reads "N cards" after "mill(s)" (CR 701.13).
func (p *parser) millRest(who rules.Who, start int) ([]eff, bool) {
	n, ok := p.number()
	if !ok || !(p.word("card") || p.word("cards")) {
		p.pos = start
		return nil, p.fail("\"mill N cards\"")
	}
	return []eff{fixed(rules.Mill{Who: who, Amount: n})}, true
}

// mayPay reads "you may pay {2}. If you do, EFFECTS." as one MayPay that skips the
// effects when the controller doesn't pay.
func (p *parser) mayPay() ([]eff, bool) {
	start := p.pos
	if es, ok := p.mayBlight(); ok {
		return es, true
	}
	if p.phrase("you may discard a card") {
		es, ok := p.ifYouDo(start)
		if !ok {
			return nil, false
		}
		return append([]eff{fixed(rules.MayDiscard{Skip: len(es)})}, es...), true
	}
	if !p.phrase("you may pay") {
		return nil, false
	}
	if n, ok := p.energy(); ok { // CR 107.14
		es, ok := p.ifYouDo(start)
		if !ok {
			return nil, false
		}
		return append([]eff{fixed(rules.MayPay{Energy: n, Skip: len(es)})}, es...), true
	}
	t := p.peek()
	c, err := rules.ParseCost(t.text)
	if t.kind != tMana || err != nil || c.X > 0 || strings.Contains(t.text, "{T}") {
		p.pos = start
		return nil, false
	}
	p.pos++
	es, ok := p.ifYouDo(start)
	if !ok {
		return nil, false
	}
	return append([]eff{fixed(rules.MayPay{Cost: c, Skip: len(es)})}, es...), true
}

// ifYouDo reads ". If you do, EFFECTS." to the end of the text: the effects that depend on
// the choice before it. Only a last sentence: whether a sentence after it depends on the
// choice too is not something the words say. On failure it returns to start.
func (p *parser) ifYouDo(start int) ([]eff, bool) {
	es, els, ok := p.ifYouDoOrNot(start)
	if !ok || els {
		p.pos = start
		return nil, false
	}
	return es, true
}

// ifYouDoOrNot is ifYouDo that reads ". If you don't, EFFECTS." too, and reports which
// (true: "if you don't").
func (p *parser) ifYouDoOrNot(start int) ([]eff, bool, bool) {
	if !p.punct(".") {
		p.pos = start
		return nil, false, false
	}
	els := false
	switch {
	case p.phrase("if you do"):
	case p.phrase("if you don't"), p.phrase("if you do not"):
		els = true
	default:
		p.pos = start
		return nil, false, false
	}
	if !p.punct(",") {
		p.pos = start
		return nil, false, false
	}
	es, ok := p.sentence()
	if !ok || !p.endSentence() || !p.done() {
		p.pos = start
		return nil, false, false
	}
	return es, els, true
}

// revealHandRest reads "their hand" after "reveals" (CR 701.16a) and, when the next
// sentences are "You choose a [quality] card from it. That player discards that card."
// (Duress), those too: one effect that reveals, has the controller choose and discards.
func (p *parser) revealHandRest(who rules.Who, start int) ([]eff, bool) {
	if !p.phrase("their hand") && !p.phrase("his or her hand") {
		p.pos = start
		return nil, p.fail("\"reveals their hand\"")
	}
	save := p.pos
	if p.punct(".") && p.phrase("you choose") && (p.word("a") || p.word("an")) {
		if f, ok := p.handCard(); ok && p.phrase("from it") && p.punct(".") && p.phrase("that player discards that card") {
			return []eff{fixed(rules.DiscardChosen{Who: who, Filter: f})}, true
		}
	}
	p.pos = save
	return []eff{fixed(rules.RevealHand{Who: who})}, true
}

// handCard reads "[quality] card" of a card in a hand: "card", "nonland card",
// "noncreature, nonland card", "artifact or creature card".
func (p *parser) handCard() (rules.Filter, bool) {
	save := p.pos
	var f rules.Filter
	for !p.word("card") {
		t := p.peek()
		ty, isType := typeWords[t.text]
		notTy, isNot := typeWords[strings.TrimPrefix(strings.TrimPrefix(t.text, "non"), "-")]
		switch {
		case t.kind == tPunct && t.text == ",", t.text == "or" && f.Types != 0:
		case isType && !strings.HasSuffix(t.text, "s"):
			f.Types = f.Types.With(ty)
		case t.kind == tWord && strings.HasPrefix(t.text, "non") && isNot:
			f.NotTypes = f.NotTypes.With(notTy)
		default:
			p.pos = save
			return rules.Filter{}, false
		}
		p.pos++
	}
	return f, true
}
