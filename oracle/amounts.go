package oracle

import (
	"reflect"

	"github.com/ettinmtg/ettin/rules"
)

// Counted amounts: "equal to the number of colors among permanents you control"
// (Vivid), "..., where X is the number of creatures you control", "the greatest power
// among Giants you control". Each reads into a rules.Amount counted as the effect
// happens.

// countPhrase reads what an amount counts: "the number of colors among permanents you
// control", "the number of PERMANENTS you control", "the greatest power among
// PERMANENTS you control".
func (p *parser) countPhrase() (rules.Amount, bool) {
	start := p.pos
	if a, ok := p.spentAmount(); ok {
		return a, true
	}
	switch {
	case p.phrase("the number of colors among permanents you control"):
		return rules.Amount{Kind: rules.AmtColorsAmong, Filter: &rules.Filter{Controller: rules.You}}, true
	case p.phrase("the number of"):
		f, plural, ok := p.filter()
		if ok && (plural || sameInPlural[f.Subtype]) && f.Controller != rules.AnyPlayer {
			return rules.Amount{Kind: rules.AmtCountFilter, Filter: &f}, true
		}
	case p.phrase("the greatest power among"):
		f, plural, ok := p.filter()
		if ok && plural && f.Controller != rules.AnyPlayer {
			return rules.Amount{Kind: rules.AmtGreatestPower, Filter: &f}, true
		}
	}
	p.pos = start
	return rules.Amount{}, p.fail("what the amount counts")
}

// equalTo reads "equal to COUNT".
func (p *parser) equalTo() (rules.Amount, bool) {
	start := p.pos
	if !p.phrase("equal to") {
		return rules.Amount{}, false
	}
	a, ok := p.countPhrase()
	if !ok {
		p.pos = start
		return rules.Amount{}, false
	}
	return a, true
}

// whereX reads ", where X is COUNT" after the clauses es and makes every X amount of
// their effects that count. The X of a target count ("up to X targets") isn't read.
func (p *parser) whereX(es []eff, targetsBefore int) ([]eff, bool) {
	start := p.pos
	if !p.punct(",") || !p.phrase("where x is") {
		p.pos = start
		return nil, false
	}
	a, ok := p.countPhrase()
	if !ok {
		p.pos = start
		return nil, false
	}
	for _, s := range p.tg.specs[targetsBefore:] {
		if s.CountX || s.MaxX {
			p.pos = start
			return nil, p.fail("a count of targets that is X")
		}
	}
	out := make([]eff, len(es))
	found := false
	for i, e := range es {
		if _, ok := replaceX(e(0, 0), a); ok {
			found = true
		}
		e := e
		out[i] = func(first, firstObj int) rules.Effect {
			r, _ := replaceX(e(first, firstObj), a)
			return r
		}
	}
	if !found {
		p.pos = start
		return nil, p.fail("an X for \"where X is\"")
	}
	return out, true
}

// replaceX returns e with each of its Amount fields of kind X replaced by a, and
// whether there was one. Effects are plain structs of the rules vocabulary: a field of
// type rules.Amount is what an effect counts.
func replaceX(e rules.Effect, a rules.Amount) (rules.Effect, bool) {
	v := reflect.ValueOf(e)
	if v.Kind() != reflect.Struct {
		return e, false
	}
	c := reflect.New(v.Type()).Elem()
	c.Set(v)
	amt := reflect.TypeOf(rules.Amount{})
	found := false
	for i := range c.NumField() {
		f := c.Field(i)
		if f.Type() != amt || !f.CanSet() {
			continue
		}
		if x := f.Interface().(rules.Amount); x.Kind == rules.AmtX && x.N == 0 && x.Times == 0 {
			f.Set(reflect.ValueOf(a))
			found = true
		}
	}
	return c.Interface().(rules.Effect), found
}

// spentAmount reads an amount of the mana spent to cast a spell (CR 601.2h): "the number
// of colors of mana spent to cast CARDNAME" (converge), "the amount of mana spent to cast
// CARDNAME", and in a cast trigger "... to cast that spell".
func (p *parser) spentAmount() (rules.Amount, bool) {
	start := p.pos
	colors := false
	switch {
	case p.phrase("the number of colors of mana spent to cast"):
		colors = true
	case p.phrase("the amount of mana spent to cast"):
	default:
		return rules.Amount{}, false
	}
	switch {
	case p.self():
		if colors {
			return rules.Amount{Kind: rules.AmtColorsSpent}, true
		}
		return rules.Amount{Kind: rules.AmtManaSpent}, true
	case !colors && p.trig != nil && p.trig.Event == rules.EvCast && p.phrase("that spell"):
		return rules.Amount{Kind: rules.AmtEventManaSpent}, true
	}
	p.pos = start
	return rules.Amount{}, false
}

// sameInPlural are the subtypes whose plural is the singular ("the number of Merfolk you
// control").
var sameInPlural = map[string]bool{"Merfolk": true, "Kithkin": true, "Moonfolk": true, "Kor": true, "Fish": true,
	"Sheep": true, "Samurai": true}
