package oracle

import "github.com/ettinmtg/ettin/rules"

// Start your engines! and max speed (CR 702.178, 702.179; rules/speed.go).

// startEngines reads the line "Start your engines!" (CR 702.179a) before the lexer, which
// reads no exclamation mark.
func startEngines(d *rules.CardDef, line string) bool {
	if line != "Start your engines!" || !d.Types.Permanent() {
		return false
	}
	d.StartEngines = true
	return true
}

// maxSpeedLine reads "Max speed — [ability]" (CR 702.178a): the ability works only while
// its controller has max speed. The ability is a triggered or activated ability (not a
// mana ability: mana payments don't look at speed), or a static ability that changes the
// permanent's own power, toughness or keywords in the layers, where speed is looked at.
func (p *parser) maxSpeedLine() bool {
	if !p.word("max", "speed") || !p.punct("—") {
		return false
	}
	start, saved := p.pos, *p.def
	n := len(saved.Abilities)
	read := false
	for _, f := range []func() bool{p.selfBonus, p.triggered, p.activated, p.staticLine} {
		p.pos, *p.def = start, saved
		p.def.Abilities = saved.Abilities[:n:n] // appends copy: the saved list stays as it was
		p.tg, p.subject = targets{}, ref{}
		if f() && p.done() {
			read = true
			break
		}
	}
	if !read {
		p.pos, *p.def = start, saved
		return p.fail("a max speed ability")
	}
	d := p.def
	if ks := d.Keywords &^ saved.Keywords; ks != 0 {
		// "Max speed — This creature has double strike.": a keyword of its own while at
		// max speed, not a printed one.
		d.Keywords = saved.Keywords
		d.Abilities = append(d.Abilities, &rules.Ability{Kind: rules.StaticAbility, Text: p.line,
			Static: &rules.Static{Kind: rules.StAddKeywords, Affects: rules.AffectsSelf, Keywords: ks}})
	}
	if d.Spell != saved.Spell || d.Bestow != saved.Bestow || d.Flashback != saved.Flashback || len(d.Abilities) == n {
		p.pos, *p.def = start, saved
		return p.fail("a max speed ability of a permanent")
	}
	for _, a := range d.Abilities[n:] {
		ok := false
		switch a.Kind {
		case rules.TriggeredAbility:
			ok = !a.Trigger.FromGraveyard
		case rules.ActivatedAbility:
			ok = !a.FromHand
		case rules.StaticAbility:
			s := a.Static
			ok = s.Affects == rules.AffectsSelf && (s.Kind == rules.StAddKeywords || s.Kind == rules.StModifyPT)
		}
		if !ok {
			p.pos, *p.def = start, saved
			return p.fail("a max speed ability of a kind speed is looked at for")
		}
		a.MaxSpeed = true
	}
	return true
}

// selfBonus reads what a max speed ability gives the permanent itself: "CARDNAME gets
// +1/+1 and has menace.", "CARDNAME has deathtouch and haste.", "CARDNAME gets +1/+0.".
func (p *parser) selfBonus() bool {
	if !p.self() {
		return false
	}
	st := func(s rules.Static) {
		p.def.Abilities = append(p.def.Abilities, &rules.Ability{Kind: rules.StaticAbility, Text: p.line, Static: &s})
	}
	has := p.word("has")
	if !has && p.word("gets") {
		t := p.peek()
		a, b, ok := ptChange(t.text)
		if t.kind != tPT || !ok {
			return p.fail("+N/+N")
		}
		p.pos++
		st(rules.Static{Kind: rules.StModifyPT, Affects: rules.AffectsSelf, Power: a, Toughness: b})
		has = p.word("and") && p.word("has")
	}
	if has {
		ks, qs, ok := p.keywordsAndProtection()
		if !ok || len(qs) > 0 || ks == 0 {
			return p.fail("keywords")
		}
		st(rules.Static{Kind: rules.StAddKeywords, Affects: rules.AffectsSelf, Keywords: ks})
	}
	return p.endSentence() && p.done()
}
