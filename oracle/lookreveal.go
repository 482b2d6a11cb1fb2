package oracle

import "github.com/ettinmtg/ettin/rules"

// lookRevealRest reads, "look" already read, the three sentences of the look-and-reveal
// template: "look at the top four cards of your library. You may reveal a creature or
// land card from among them and put it into your hand. Put the rest on the bottom of your
// library in a random order" (or "in any order"), or Impulse's "look at the top N cards
// of your library. Put one of them into your hand and the rest on the bottom of your
// library in any order". The last period is left for the sentence's end.
func (p *parser) lookRevealRest(start int) ([]eff, bool) {
	fail := func() ([]eff, bool) {
		p.pos = start
		return nil, p.fail("\"look at the top N cards of your library. You may reveal a ... card from among them ...\"")
	}
	if !p.phrase("at the top") {
		return fail()
	}
	n, ok := p.number()
	if !ok || n.Kind != rules.AmtFixed || !p.phrase("cards of your library") || !p.punct(".") {
		return fail()
	}
	// Impulse: "Put one of them into your hand and the rest on the bottom of your library
	// in any order."
	if p.phrase("put one of them into your hand and the rest on the bottom of your library in any order") {
		return []eff{fixed(rules.LookPutOneInHand{N: n.N})}, true
	}
	if !p.phrase("you may reveal") || !(p.word("a") || p.word("an")) {
		return fail()
	}
	f, ok := p.cardKinds()
	if !ok || !p.phrase("from among them and put") || !(p.word("it") || p.phrase("that card")) ||
		!p.phrase("into your hand") || !p.punct(".") || !p.phrase("put the rest on the bottom of your library in") {
		return fail()
	}
	anyOrder := false
	switch {
	case p.phrase("a random order"):
	case p.phrase("any order"):
		anyOrder = true
	default:
		return fail()
	}
	return []eff{fixed(rules.LookRevealToHand{N: n.N, Filter: f, AnyOrder: anyOrder})}, true
}

// cardKinds reads "creature card", "permanent card", "creature or land card", "Goblin,
// Swamp, or Mountain card": card types and subtypes joined by commas and "or", then
// "card"; a card matching any of them.
func (p *parser) cardKinds() (rules.Filter, bool) {
	var alts []rules.Filter
	for {
		t := p.peek()
		var f rules.Filter
		switch {
		case t.kind != tWord:
			return rules.Filter{}, false
		case t.text == "permanent":
			f.Types = rules.Types(rules.Artifact, rules.Creature, rules.Enchantment, rules.Land, rules.Planeswalker, rules.Battle)
		case isSubtype(t.raw):
			f.Subtype = t.raw
		case isColorWord(t.text):
			f.Colors = rules.ColorSet(0).With(colorWords[t.text])
		default:
			ty, ok := rules.ParseCardType(t.text)
			if !ok {
				return rules.Filter{}, false
			}
			f.Types = rules.Types(ty)
		}
		p.pos++
		alts = append(alts, f)
		p.punct(",")
		if p.word("or") || p.word("and/or") {
			continue
		}
		if p.word("card") {
			break
		}
		if p.peek().kind == tWord && p.at(-1).text == "," {
			continue
		}
		return rules.Filter{}, false
	}
	if len(alts) == 1 {
		return alts[0], true
	}
	return rules.Filter{Or: alts}, true
}

// isColorWord reports whether w names a color.
func isColorWord(w string) bool {
	_, ok := colorWords[w]
	return ok
}
