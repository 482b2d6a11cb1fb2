package oracle

import (
	"strings"

	"github.com/ettinmtg/ettin/rules"
)

// costLine reads the lines that change what casting the card costs: "Convoke" (CR
// 702.51a), "Improvise" (702.126a), "Delve" (702.66a), "Cascade" (702.85a, a triggered ability), "Affinity for artifacts" (702.41a), "This spell
// costs {1} less to cast for each creature you control", "... for each color among
// permanents you control" (Vivid), and a permanent's "Artifact spells you cast cost {1}
// less to cast" (CR 601.2f).
func (p *parser) costLine() bool {
	d := p.def
	switch {
	case p.word("convoke"):
		d.Convoke = true
		return p.done()
	case p.word("improvise"):
		d.Improvise = true
		return p.done()
	case p.word("delve"):
		d.Delve = true // CR 702.66a
		return p.done()
	case p.word("cascade"):
		d.Abilities = append(d.Abilities, rules.CascadeAbility()) // CR 702.85a
		// "Cascade, cascade": each instance triggers (CR 702.85c).
		for p.punct(",") {
			if !p.word("cascade") {
				return p.fail("cascade")
			}
			d.Abilities = append(d.Abilities, rules.CascadeAbility())
		}
		return p.done()
	case p.phrase("affinity for"):
		f, _, ok := p.filter()
		if !ok || f.Controller != 0 || !p.done() {
			return p.fail("what affinity counts")
		}
		f.Controller = rules.You // CR 702.41a: "for each [text] you control"
		d.CostLess = append(d.CostLess, rules.Amount{Kind: rules.AmtCountFilter, Filter: &f})
		return true
	case p.self():
		return p.selfCostLess()
	}
	return p.spellsCostLess()
}

// lessCost reads "cost(s) {N} less to cast" and returns N.
func (p *parser) lessCost() (int, bool) {
	if !p.word("costs") && !p.word("cost") {
		return 0, false
	}
	t := p.peek()
	if t.kind != tMana {
		return 0, false
	}
	c, err := rules.ParseCost(t.text)
	if err != nil || c.Generic == 0 || c.Value(0) != c.Generic {
		return 0, false
	}
	p.pos++
	if !p.phrase("less to cast") {
		return 0, false
	}
	return c.Generic, true
}

// selfCostLess reads the rest of "This spell costs {1} less to cast for each <permanents>."
// or "... for each color among permanents you control." after the card's name.
func (p *parser) selfCostLess() bool {
	n, ok := p.lessCost()
	if ok && p.word("if") {
		return p.costLessIf(n)
	}
	if !ok || !p.phrase("for each") {
		return p.fail("\"costs {N} less to cast for each ...\"")
	}
	if n == 1 {
		n = 0 // Times 0 means 1: read as affinity is (CR 702.41a)
	}
	if p.phrase("color among permanents you control") {
		f := rules.Filter{Controller: rules.You}
		p.def.CostLess = append(p.def.CostLess, rules.Amount{Kind: rules.AmtColorsAmong, Filter: &f, Times: n})
		return p.endSentence() && p.done()
	}
	f, _, ok := p.filter()
	if !ok {
		return p.fail("what the reduction counts")
	}
	if p.phrase("on the battlefield") && f.Controller != 0 {
		return p.fail("what the reduction counts")
	}
	if !p.endSentence() || !p.done() {
		return p.fail("the end of the sentence")
	}
	p.def.CostLess = append(p.def.CostLess, rules.Amount{Kind: rules.AmtCountFilter, Filter: &f, Times: n})
	return true
}

// spellsCostLess reads a permanent's "<kind> spells you cast cost {N} less to cast.": a
// color, card types joined by "and" or "or", or a subtype ("Dragon spells"), or none
// ("Spells you cast").
func (p *parser) spellsCostLess() bool {
	var f rules.Filter
	for !p.word("spells") {
		t := p.peek()
		if t.kind != tWord {
			return p.fail("\"... spells you cast cost {N} less\"")
		}
		if c, ok := colorWords[t.text]; ok && f.Colors == 0 {
			f.Colors = f.Colors.With(c)
		} else if ty, ok := typeWords[t.text]; ok {
			f.Types = f.Types.With(ty)
		} else if (t.text == "and" || t.text == "or") && f.Types != 0 {
		} else if isSubtype(t.raw) && f.Subtype == "" && !strings.EqualFold(t.raw, "spells") {
			f.Subtype = t.raw
		} else {
			return p.fail("what spells cost less")
		}
		p.pos++
	}
	if f.Subtype != "" && (f.Types != 0 || f.Colors != 0) {
		return p.fail("one kind of spell")
	}
	if !p.phrase("you cast") {
		return p.fail("\"spells you cast\"")
	}
	n, ok := p.lessCost()
	if !ok || !p.endSentence() || !p.done() {
		return p.fail("\"cost {N} less to cast\"")
	}
	p.def.Abilities = append(p.def.Abilities, &rules.Ability{Kind: rules.StaticAbility, Text: p.line,
		Static: &rules.Static{Kind: rules.StSpellsCostLess, Affects: rules.AffectsPlayer, Filter: f, Amount: n}})
	return true
}

// otherAddCost reads the additional costs after "As an additional cost to cast this
// spell," other than sacrifice: "pay N life", "blight N", "you may blight N" and "blight N
// or pay {M}" (CR 118.8; rules/addcost.go).
func (p *parser) otherAddCost() bool {
	start := p.pos
	ac := &rules.AddCost{Kind: rules.AddBlight}
	switch {
	case p.word("pay"):
		n, ok := p.number()
		if !ok || n.Kind != rules.AmtFixed || !p.word("life") {
			p.pos = start
			return false
		}
		ac.Kind, ac.N = rules.AddPayLife, n.N
	case p.phrase("you may blight"):
		ac.Optional = true
		fallthrough
	case p.word("blight"):
		n, ok := p.number()
		if !ok || n.Kind != rules.AmtFixed || n.N < 1 {
			p.pos = start
			return false
		}
		ac.N = n.N
		if !ac.Optional && p.peek().text == "or" {
			c, ok := p.orPayMana()
			if !ok {
				p.pos = start
				return false
			}
			ac.OrPay = &c
		}
	case p.word("behold"):
		// "behold a Kithkin or pay {2}" (rules/behold.go); "behold ... and exile it" stays
		// unread (the exiled card is linked to the permanent's other abilities).
		if !(p.word("a") || p.word("an")) || p.peek().kind != tWord || !rules.IsCreatureType(p.peek().raw) {
			p.pos = start
			return false
		}
		ac.Kind, ac.Subtype = rules.AddBehold, p.peek().raw
		p.pos++
		c, ok := p.orPayMana()
		if !ok {
			p.pos = start
			return false
		}
		ac.OrPay = &c
	default:
		return false
	}
	if !p.endSentence() || !p.done() || p.def.AddCost != nil {
		p.pos = start
		return false
	}
	p.def.AddCost = ac
	return true
}

// orPayMana reads "or pay {M}" after an additional cost: the mana paid instead.
func (p *parser) orPayMana() (rules.Cost, bool) {
	start := p.pos
	if !p.phrase("or pay") {
		return rules.Cost{}, false
	}
	t := p.peek()
	c, err := rules.ParseCost(t.text)
	if t.kind != tMana || err != nil || c.X > 0 {
		p.pos = start
		return rules.Cost{}, false
	}
	p.pos++
	return c, true
}
