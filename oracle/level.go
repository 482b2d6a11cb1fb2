package oracle

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/rules"
)

// Leveler cards (CR 711): "Level up [cost]" (702.87a) and the "LEVEL N1-N2" / "LEVEL N3+"
// bands, each a power/toughness line and the abilities the creature has while it has
// that many level counters (711.2a-b).

var (
	levelBand = regexp.MustCompile(`^LEVEL (\d+)(?:-(\d+)|\+)$`)
	levelPT   = regexp.MustCompile(`^(\d+)/(\d+)$`)
)

// splitLevels returns the lines of a leveler's text before its first band, and the
// bands: each its heading and the lines under it. A text without bands is all head.
func splitLevels(lines []string) (head []string, bands [][]string) {
	for _, l := range lines {
		switch {
		case levelBand.MatchString(l):
			bands = append(bands, []string{l})
		case len(bands) > 0:
			bands[len(bands)-1] = append(bands[len(bands)-1], l)
		default:
			head = append(head, l)
		}
	}
	return head, bands
}

// levelUpLine reads "Level up {2}{G}": "[Cost]: Put a level counter on this permanent.
// Activate only as a sorcery." (CR 702.87a), on a leveler.
func (p *parser) levelUpLine() bool {
	if !p.phrase("level up") {
		return false
	}
	if p.card.Layout != "leveler" || !p.def.Types.Has(rules.Creature) {
		return p.fail("level up on a leveler creature")
	}
	cost, ok := p.keywordCost()
	if !ok || cost.X > 0 {
		return p.fail("a level up mana cost")
	}
	p.def.Abilities = append(p.def.Abilities, &rules.Ability{Kind: rules.ActivatedAbility, Text: p.line, Cost: cost, SorcerySpeed: true,
		Effects: []rules.Effect{rules.PutCounters{What: rules.Self, Kind: rules.LevelCounter, Amount: rules.N(1)}}})
	return p.done()
}

// compileLevel reads one band of a leveler into d: its heading ("LEVEL 1-3"), its
// power/toughness, and its abilities, each a static ability of d that applies only
// while the creature has that many level counters (CR 711.2a-b): the base power and
// toughness set (layer 7b), keywords added, other static abilities with the condition,
// and activated, mana and triggered abilities granted to itself.
func compileLevel(c *carddb.Card, d *rules.CardDef, band []string) error {
	m := levelBand.FindStringSubmatch(band[0])
	if len(band) < 2 {
		return &UnknownError{Card: c.Name, Sentence: band[0], At: band[0], Why: "a power/toughness under a level band"}
	}
	pt := levelPT.FindStringSubmatch(band[1])
	if pt == nil {
		return &UnknownError{Card: c.Name, Sentence: band[1], At: band[1], Why: "a power/toughness under a level band"}
	}
	lo, _ := strconv.Atoi(m[1])
	hi, _ := strconv.Atoi(m[2]) // "N+": no most (0)
	cond := &rules.Condition{Kind: rules.CondLevel, N: lo, Max: hi}
	pw, _ := strconv.Atoi(pt[1])
	tg, _ := strconv.Atoi(pt[2])
	// The band's lines are read as the text of a card with the same facts and nothing
	// else, then moved into d under the condition.
	x := rules.CardDef{Name: d.Name, Types: d.Types, Subtypes: d.Subtypes, Colors: d.Colors, Super: d.Super, Cost: d.Cost}
	for _, line := range band[2:] {
		if err := compileLine(c, &x, line, nil); err != nil {
			return err
		}
	}
	if x.Spell != nil || len(x.AltCosts) > 0 || x.Kicker != nil || x.Flashback != nil || x.AddCost != nil || len(x.EntersWith) > 0 || x.EntersTapped != nil || x.AsEnters != nil {
		return &UnknownError{Card: c.Name, Sentence: strings.Join(band, " / "), At: band[0], Why: "only abilities of the permanent in a level band"}
	}
	add := func(s rules.Static) {
		d.Abilities = append(d.Abilities, &rules.Ability{Kind: rules.StaticAbility, Text: strings.Join(band, " / "), Static: &s})
	}
	add(rules.Static{Kind: rules.StSetPT, Affects: rules.AffectsSelf, SetPower: pw, SetToughness: tg, Cond: cond})
	if x.Keywords != 0 {
		add(rules.Static{Kind: rules.StAddKeywords, Affects: rules.AffectsSelf, Keywords: x.Keywords, Cond: cond})
	}
	for _, ab := range x.Abilities {
		switch {
		case ab.Kind == rules.StaticAbility && ab.Static != nil && ab.Static.Cond == nil:
			s := *ab.Static
			s.Cond = cond
			d.Abilities = append(d.Abilities, &rules.Ability{Kind: rules.StaticAbility, Text: ab.Text, Static: &s})
		case ab.Kind == rules.ActivatedAbility || ab.Kind == rules.ManaAbility:
			add(rules.Static{Kind: rules.StGrantAbility, Affects: rules.AffectsSelf, Grant: ab, Cond: cond})
		case ab.Kind == rules.TriggeredAbility && ab.Trigger != nil:
			add(rules.Static{Kind: rules.StGrantTrigger, Affects: rules.AffectsSelf, Grant: ab, Cond: cond})
		default:
			return &UnknownError{Card: c.Name, Sentence: ab.Text, At: ab.Text, Why: "an ability a level band can give"}
		}
	}
	return nil
}
