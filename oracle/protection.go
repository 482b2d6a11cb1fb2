package oracle

import (
	"strings"

	"github.com/ettinmtg/ettin/rules"
)

// protection reads "protection from black", "protection from black and from red",
// "protection from artifacts", "protection from Goblins", "protection from all colors"
// (CR 702.16a, 702.16g): the quality as a filter on the other object, each "from" adding
// one more quality (an object matching any of them is stopped).
func (p *parser) protection() (rules.Filter, bool) {
	start := p.pos
	if !p.phrase("protection from") {
		return rules.Filter{}, false
	}
	var qs []rules.Filter
	for {
		q, ok := p.quality()
		if !ok {
			p.pos = start
			return rules.Filter{}, p.fail("a protection quality")
		}
		qs = append(qs, q)
		save := p.pos
		p.punct(",")
		p.word("and")
		if p.pos > save && p.word("from") {
			continue
		}
		p.pos = save
		break
	}
	if len(qs) == 1 {
		return qs[0], true
	}
	// Colors alone combine into one set ("from black and from red"); mixed qualities
	// become alternatives.
	var colors rules.Filter
	for _, q := range qs {
		if q.Types != 0 || q.Subtype != "" {
			return rules.Filter{Or: qs}, true
		}
		colors.Colors |= q.Colors
	}
	return colors, true
}

// quality reads one protection quality: a color, "all colors", a plural card type or a
// plural subtype.
func (p *parser) quality() (rules.Filter, bool) {
	t := p.peek()
	if t.kind != tWord {
		return rules.Filter{}, false
	}
	if c, ok := colorWords[t.text]; ok {
		p.pos++
		return rules.Filter{Colors: rules.ColorSet(0).With(c)}, true
	}
	if p.phrase("the chosen color") {
		if !p.choices().color {
			p.pos -= 3
			return rules.Filter{}, p.fail("a color the card chooses")
		}
		return rules.Filter{ChosenColor: true}, true
	}
	if p.phrase("all colors") {
		var all rules.ColorSet
		for _, c := range colorWords {
			all = all.With(c)
		}
		return rules.Filter{Colors: all}, true
	}
	if ty, ok := typeWords[t.text]; ok && strings.HasSuffix(t.text, "s") {
		p.pos++
		return rules.Filter{Types: rules.Types(ty)}, true
	}
	if sub, ok := pluralSubtype(t.raw); ok {
		p.pos++
		return rules.Filter{Subtype: sub}, true
	}
	return rules.Filter{}, false
}

// protectionAbility is the static ability "protection from [quality]" of the affected
// objects (the card itself, what it enchants or equips, the permanents f selects).
func (p *parser) protectionAbility(aff rules.Affects, f, q rules.Filter) *rules.Ability {
	return &rules.Ability{Kind: rules.StaticAbility, Text: p.line,
		Static: &rules.Static{Kind: rules.StProtection, Affects: aff, Filter: f, Against: &q}}
}

// keywordsAndProtection reads a keyword list in which "protection from [quality]" may
// stand among the keywords ("Flying, protection from red"): the keywords and the
// qualities, one protection ability each.
func (p *parser) keywordsAndProtection() (rules.KeywordSet, []rules.Filter, bool) {
	var ks rules.KeywordSet
	var qs []rules.Filter
	for {
		if q, ok := p.protection(); ok {
			qs = append(qs, q)
		} else if k, ok := p.keyword(); ok {
			ks = ks.With(k)
		} else {
			return 0, nil, p.fail("a keyword")
		}
		save := p.pos
		p.punct(",")
		p.word("and")
		if _, ok := p.peekKeyword(); p.pos > save && (ok || p.peek().text == "protection") {
			continue
		}
		p.pos = save
		return ks, qs, true
	}
}
