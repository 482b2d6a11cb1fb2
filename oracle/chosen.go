package oracle

import (
	"github.com/ettinmtg/ettin/mtg"
	"github.com/ettinmtg/ettin/rules"
)

// Chosen values (rules/chosen.go): "As CARDNAME enters, choose a color." and its kin (CR
// 614.12), "Choose a creature type." of a spell, and the phrases of the card's other
// abilities that read the value ("of the chosen color", "of the chosen type", "the chosen
// player"). A phrase reading a value the card doesn't choose leaves the card unread.

// chosen says which values the card being read chooses, so far.
type chosen struct {
	color, subtype, parity, player bool
}

// choices is what the card chooses: as it enters (AsEnters), or, for a spell, in the
// effects of the line read so far (p.spellChose).
func (p *parser) choices() chosen {
	c := p.spellChose
	if ae := p.def.AsEnters; ae != nil {
		c.color = c.color || ae.ChooseColor
		c.subtype = c.subtype || ae.ChooseSubtype
		c.parity = c.parity || ae.ChooseParity
		c.player = c.player || ae.ChoosePlayer
	}
	return c
}

// asEntersChoice reads "As CARDNAME enters [the battlefield], choose a color." ("As it
// enters", after "This land enters tapped."), with a creature type, odd or even, a player,
// an opponent, or one of a list of creature types ("choose Elemental, Elf, ..., or
// Treefolk") in place of the color: a replacement effect of the permanent's own, the
// choice made before it enters (CR 614.12, 614.1c).
func (p *parser) asEntersChoice() bool {
	start := p.pos
	if !p.word("as") || !(p.self() || p.word("it")) || !(p.phrase("enters the battlefield") || p.word("enters")) ||
		!p.punct(",") || !p.word("choose") {
		p.pos = start
		return false
	}
	ae := &rules.AsEnters{}
	if p.def.AsEnters != nil {
		p.pos = start
		return p.fail("a second choice as it enters")
	}
	switch {
	case p.phrase("a color"):
		ae.ChooseColor = true
	case p.phrase("a creature type"):
		ae.ChooseSubtype = true
	case p.phrase("odd or even"):
		ae.ChooseParity = true
	case p.phrase("a player"):
		ae.ChoosePlayer = true
	case p.phrase("an opponent"):
		ae.ChoosePlayer, ae.OpponentOnly = true, true
	default:
		subs, ok := p.subtypeList()
		if !ok {
			p.pos = start
			return p.fail("what is chosen as it enters")
		}
		ae.ChooseSubtype, ae.Subtypes = true, subs
	}
	p.def.AsEnters = ae
	return true
}

// subtypeList reads "Elemental, Elf, Faerie, ..., or Treefolk": two or more creature
// types, the last after "or".
func (p *parser) subtypeList() ([]string, bool) {
	start := p.pos
	var subs []string
	for {
		t := p.peek()
		if t.kind != tWord || !rules.IsCreatureType(t.raw) {
			p.pos = start
			return nil, false
		}
		subs = append(subs, t.raw)
		p.pos++
		if p.word("or") || p.punct(",") && (p.word("or") || true) {
			continue
		}
		break
	}
	if len(subs) < 2 {
		p.pos = start
		return nil, false
	}
	return subs, true
}

// chosenOf reads what follows an object noun that names a value chosen for the card: "of
// the chosen color", "of the chosen type", "of the chosen creature type", "of that type"
// (after "Choose a creature type."), "with mana value of the chosen quality" (odd or even),
// into f. It reads nothing and reports false when none is there or the card doesn't
// choose it.
func (p *parser) chosenOf(f *rules.Filter) bool {
	start := p.pos
	c := p.choices()
	switch {
	case p.phrase("of the chosen color") && c.color:
		f.ChosenColor = true
	case resetTo(p, start) && (p.phrase("of the chosen type") || p.phrase("of the chosen creature type") ||
		p.phrase("of that type") || p.phrase("of that creature type")) && c.subtype:
		f.ChosenSubtype = true
	case resetTo(p, start) && (p.phrase("with mana value of the chosen quality") ||
		p.phrase("with converted mana cost of the chosen value")) && c.parity:
		f.ChosenParity = true
	default:
		p.pos = start
		return false
	}
	return true
}

// chooseValue reads "choose a color", "choose a creature type [other than Wall]" or
// "choose odd or even" as an effect of an instant or sorcery, or of a permanent's "When
// CARDNAME enters" trigger: the value is kept on the resolving spell, or the permanent,
// for the effects after it (rules.ChooseValue).
func (p *parser) chooseValue() ([]eff, bool) {
	start := p.pos
	spell := p.def.Types.Has(rules.Instant) || p.def.Types.Has(rules.Sorcery)
	// A permanent's "When CARDNAME enters, choose ..." keeps the value on the permanent,
	// which is there as it resolves; not when the card chooses as it enters already.
	entered := p.trig != nil && p.trig.Event == rules.EvEntersBattlefield && p.trig.Self && p.def.AsEnters == nil
	if !spell && !entered || !p.word("choose") {
		p.pos = start
		return nil, false
	}
	var e rules.ChooseValue
	switch {
	case p.phrase("a color"):
		e.Kind = rules.ChooseColorValue
		p.spellChose.color = true
	case p.phrase("a creature type"):
		e.Kind = rules.ChooseSubtypeValue
		if p.phrase("other than wall") {
			e.Except = "Wall"
		}
		p.spellChose.subtype = true
	case p.phrase("odd or even"):
		e.Kind = rules.ChooseParityValue
		p.spellChose.parity = true
	default:
		p.pos = start
		return nil, false
	}
	return []eff{fixed(e)}, true
}

// isChosenType reads "is the chosen type in addition to its other types" after what a
// static ability affects ("CARDNAME", "Creatures you control ... are"): layer 4 adds the
// creature type chosen for the source (CR 205.1b, 613.1d).
func (p *parser) isChosenType(aff rules.Affects, f rules.Filter, st func(rules.Static) *rules.Ability) ([]*rules.Ability, bool) {
	start := p.pos
	if !(p.word("is") || p.word("are")) || !(p.phrase("the chosen type") || p.phrase("the chosen creature type")) ||
		!(p.phrase("in addition to its other types") || p.phrase("in addition to their other types")) || !p.choices().subtype {
		p.pos = start
		return nil, false
	}
	return []*rules.Ability{st(rules.Static{Kind: rules.StAddTypes, Affects: aff, Filter: f, AddChosen: true})}, true
}

// spentTwiceIf reads "{W}{W} was spent to cast it" (an intervening "if" of the evoke
// Elementals): two mana of one color (rules.CondSpentTwice).
func (p *parser) spentTwiceIf() (rules.Condition, bool) {
	start := p.pos
	syms, err := mtg.ParseMana(p.peek().text)
	if err != nil || len(syms) != 2 || syms[0] != syms[1] || syms[0].Kind != mtg.SymColored {
		return rules.Condition{}, false
	}
	p.pos++
	if !p.phrase("was spent to cast") || !(p.word("it") || p.self()) {
		p.pos = start
		return rules.Condition{}, false
	}
	return rules.Condition{Kind: rules.CondSpentTwice, Filter: &rules.Filter{Colors: rules.ColorSet(0).With(rules.Color(syms[0].Color))}}, true
}
