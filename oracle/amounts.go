package oracle

import (
	"reflect"

	"github.com/ettinmtg/ettin/rules"
)

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

// whereX reads ", where X is <amount>" after a sentence whose effects use X (es): X is
// that amount in each of them, not the X of a mana cost.
func (p *parser) whereX(es []eff) ([]eff, bool) {
	start := p.pos
	if !p.punct(",") || !p.phrase("where x is") {
		p.pos = start
		return nil, false
	}
	amt, ok := p.spentAmount()
	if !ok {
		p.pos = start
		return nil, p.fail("what X is")
	}
	out := make([]eff, len(es))
	set := false
	for i, e := range es {
		if _, ok := replaceX(e(0, 0), amt); ok {
			set = true
		}
		out[i] = func(first, firstObj int) rules.Effect {
			r, _ := replaceX(e(first, firstObj), amt)
			return r
		}
	}
	if !set {
		p.pos = start
		return nil, p.fail("an effect counting X")
	}
	return out, true
}

var amountType = reflect.TypeOf(rules.Amount{})

// replaceX returns effect e with each of its Amount fields that is X replaced by amt, and
// whether there was one.
func replaceX(e rules.Effect, amt rules.Amount) (rules.Effect, bool) {
	v := reflect.ValueOf(e)
	if v.Kind() != reflect.Struct {
		return e, false
	}
	c := reflect.New(v.Type()).Elem()
	c.Set(v)
	found := false
	for i := range c.NumField() {
		f := c.Field(i)
		if f.Type() == amountType && f.CanSet() && f.Interface().(rules.Amount).Kind == rules.AmtX {
			f.Set(reflect.ValueOf(amt))
			found = true
		}
	}
	if !found {
		return e, false
	}
	return c.Interface().(rules.Effect), true
}
