package oracle

import (
	"slices"
	"strings"
	"sync"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/rules"
)

// cyclingLine reads "Cycling {2}" (CR 702.29a: "[Cost], Discard this card: Draw a
// card"), "Basic landcycling {1}", "Landcycling {2}", "Swampcycling {2}" and the other
// typecycling keywords "Wizardcycling {3}" (702.29e-f: "[Cost], Discard this card: Search
// your library for a [type] card, reveal it, put it into your hand, then shuffle").
func (p *parser) cyclingLine() bool {
	var f *rules.Filter
	t := p.peek()
	switch {
	case t.kind != tWord:
		return false
	case t.text == "cycling":
		p.pos++
	case t.text == "basic" && p.at(1).text == "landcycling":
		p.pos += 2
		f = &rules.Filter{Types: rules.Types(rules.Land), Super: rules.Basic}
	case t.text == "landcycling":
		p.pos++
		f = &rules.Filter{Types: rules.Types(rules.Land)}
	case strings.HasSuffix(t.text, "cycling"):
		sub, ok := cyclingSubtype(strings.TrimSuffix(t.text, "cycling"))
		if !ok {
			return p.fail("a kind of cycling")
		}
		p.pos++
		f = &rules.Filter{Subtype: sub}
		if landTypes[sub] {
			f.Types = rules.Types(rules.Land)
		}
	default:
		return false
	}
	cost, ok := p.keywordCost()
	if !ok {
		return p.fail("a cycling mana cost")
	}
	var e rules.Effect = rules.Draw{Who: rules.WhoYou, Amount: rules.N(1)}
	if f != nil {
		e = rules.Search{Who: rules.WhoYou, Filter: *f}
	}
	p.def.Abilities = append(p.def.Abilities, &rules.Ability{Kind: rules.ActivatedAbility, Text: p.line,
		Cost: cost, FromHand: true, DiscardSelf: true, Effects: []rules.Effect{e}})
	return p.done()
}

// landTypes are the basic land types a typecycling keyword may name (CR 205.3i).
var landTypes = map[string]bool{"Plains": true, "Island": true, "Swamp": true, "Mountain": true, "Forest": true}

// cyclingSubtype reads the subtype of a typecycling keyword ("swamp" of "swampcycling",
// "wizard" of "wizardcycling") as the card data writes it; only basic land types and the
// creature types of the data are accepted.
func cyclingSubtype(w string) (string, bool) {
	if w == "" {
		return "", false
	}
	s := strings.ToUpper(w[:1]) + w[1:]
	if landTypes[s] || creatureTypes()[s] {
		return s, true
	}
	return "", false
}

// creatureTypes is the set of creature types printed on creatures in the card data,
// built on first use.
var creatureTypes = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, c := range carddb.All() {
		if slices.Contains(c.Types, "Creature") {
			for _, s := range c.Subtypes {
				m[s] = true
			}
		}
	}
	return m
})

// keywordCost reads the mana cost after a keyword ("Cycling {2}", "Flashback {1}{R}"):
// one token of mana symbols without {T}.
func (p *parser) keywordCost() (rules.Cost, bool) {
	c := p.peek()
	if c.kind != tMana || strings.Contains(c.text, "{T}") {
		return rules.Cost{}, false
	}
	cost, err := rules.ParseCost(c.text)
	if err != nil {
		return rules.Cost{}, false
	}
	p.pos++
	return cost, true
}

// keywordCostLine reads a whole line "KEYWORD {cost}" (flashback, bestow) on a card that
// fits the keyword (else it fails with why) and returns the mana cost.
func (p *parser) keywordCostLine(kw string, fits bool, why string) (*rules.Cost, bool) {
	if !p.word(kw) {
		return nil, false
	}
	if !fits {
		return nil, p.fail(why)
	}
	cost, ok := p.keywordCost()
	if !ok {
		return nil, p.fail("a " + kw + " mana cost")
	}
	return &cost, p.done()
}
