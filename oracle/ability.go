package oracle

import (
	"strings"

	"github.com/ettinmtg/ettin/mtg"
	"github.com/ettinmtg/ettin/rules"
)

// line reads one line of text: a keyword line, an enchant line, a modal spell, a
// triggered, activated, loyalty or mana ability, the effect of an instant or sorcery, or
// a static ability.
func (p *parser) readLine(bullets []string) error {
	try := func(f func() bool) bool {
		save, def := p.pos, *p.def
		p.tg, p.subject, p.trigIf, p.orSecond = targets{}, ref{}, nil, rules.EvNone
		if f() {
			if p.done() {
				return true
			}
			p.fail("the end of the line")
		}
		// An alternative that didn't read the whole line leaves nothing behind.
		p.pos, *p.def = save, def
		return false
	}
	d := p.def
	spell := d.Types.Has(rules.Instant) || d.Types.Has(rules.Sorcery)
	p.abilityWord()
	if len(bullets) > 0 {
		if spell && try(func() bool { return p.spree(bullets) }) {
			return nil
		}
		if spell && try(func() bool { return p.modal(bullets) }) {
			return nil
		}
		if try(func() bool { return p.modalTrigger(bullets) }) {
			return nil
		}
		if p.failWhy == "" {
			p.fail("modes of this kind")
		}
		return p.error()
	}
	switch {
	case try(p.keywordLine):
	case try(p.storiedLine):
	case try(p.cyclingLine):
	case try(p.flashbackLine):
	case try(p.bestowLine):
	case try(p.crewLine):
	case try(p.maxSpeedLine):
	case try(p.kickerLine):
	case try(p.altCostLine):
	case try(p.levelUpLine):
	case try(p.teamworkLine):
	case try(p.incrementLine):
	case try(p.costLine):
	case try(p.aftermathLine):
	case try(p.expandedKeyword):
	case try(p.permanentKeyword):
	case try(p.counterKeywordLine):
	case try(p.mechanicKeywordLine):
	case try(p.wardLine):
	case try(p.faceDownLine):
	case try(p.enchantLine):
	case try(p.chapterLine):
	case try(p.triggered):
	case try(p.loyalty):
	case try(p.additionalCost):
	case try(p.cantBeCounteredLine):
	case try(p.equipLine):
	case try(p.powerUpLine):
	case try(p.suspendLine):
	case try(p.bargainLine):
	case try(p.activated):
	case spell && try(p.spellLine):
	case !spell && try(p.entersTappedUnlessLine):
	case !spell && try(p.staticLine):
	default:
		return p.error()
	}
	if p.fromGraveyard {
		p.fail("an activated ability to return the card from the graveyard")
		return p.error()
	}
	return nil
}

// abilityWords are the ability words of CR 207.2c: they have no rules meaning, so the
// text after one is read as if it weren't there. Bloodrush and channel are left out:
// their abilities work from the hand, which the templates here don't say.
var abilityWords = map[string]bool{"adamant": true, "addendum": true, "alliance": true, "battalion": true,
	"celebration": true, "chroma": true, "cohort": true, "constellation": true, "converge": true,
	"council's dilemma": true, "coven": true, "delirium": true, "domain": true, "eerie": true, "eminence": true,
	"enrage": true, "fateful hour": true, "fathomless descent": true, "ferocious": true, "formidable": true,
	"grandeur": true, "hellbent": true, "heroic": true, "imprint": true, "inspired": true, "join forces": true,
	"kinship": true, "landfall": true, "lieutenant": true, "magecraft": true, "metalcraft": true, "morbid": true, "opus": true, "infusion": true, "repartee": true,
	"pack tactics": true, "paradox": true, "parley": true, "radiance": true, "raid": true, "rally": true,
	"revolt": true, "secret council": true, "spell mastery": true, "strive": true, "survival": true,
	"sweep": true, "tempting offer": true, "threshold": true, "undergrowth": true, "valiant": true, "vivid": true,
	"will of the council": true}

// abilityWord skips an ability word and its dash at the start of the line.
func (p *parser) abilityWord() {
	for n := 1; n <= 4; n++ {
		if p.at(n).kind != tPunct || p.at(n).text != "—" {
			continue
		}
		var ws []string
		for i := 0; i < n; i++ {
			if p.at(i).kind != tWord {
				return
			}
			ws = append(ws, p.at(i).text)
		}
		if abilityWords[strings.Join(ws, " ")] {
			p.pos = n + 1
		}
		return
	}
}

// keywordLine reads "Flying, vigilance" and the other keywords the engine knows, with
// protection among them ("Flying, protection from red").
func (p *parser) keywordLine() bool {
	ks, qs, ok := p.keywordsAndProtection()
	if !ok || !p.done() {
		return false
	}
	p.def.Keywords |= ks
	for _, q := range qs {
		p.def.Abilities = append(p.def.Abilities, p.protectionAbility(rules.AffectsSelf, rules.Filter{}, q))
	}
	return true
}

// keywordList reads keywords separated by commas and "and".
func (p *parser) keywordList() (rules.KeywordSet, bool) {
	var ks rules.KeywordSet
	for {
		k, ok := p.keyword()
		if !ok {
			return 0, p.fail("a keyword")
		}
		ks = ks.With(k)
		save := p.pos
		if p.punct(",") {
			p.word("and")
			if _, ok := p.peekKeyword(); ok {
				continue
			}
			p.pos = save
			return ks, true
		}
		if p.word("and") {
			if _, ok := p.peekKeyword(); ok {
				continue
			}
			p.pos = save
		}
		return ks, true
	}
}

// keyword reads one keyword the engine implements (one or two words).
func (p *parser) keyword() (rules.Keyword, bool) {
	if k, ok := p.peekKeyword(); ok {
		p.pos += len(strings.Fields(k.String()))
		return k, true
	}
	return 0, false
}

func (p *parser) peekKeyword() (rules.Keyword, bool) {
	t := p.peek()
	if t.kind != tWord {
		return 0, false
	}
	if n := p.at(1); n.kind == tWord {
		if k, ok := rules.ParseKeyword(t.text + " " + n.text); ok {
			return k, true
		}
	}
	return rules.ParseKeyword(t.text)
}

// cantBeCounteredLine reads a line that says the spell can't be countered.
func (p *parser) cantBeCounteredLine() bool { return p.cantBeCountered() }

// expandedKeyword reads keyword abilities that are shorthand for an ability the engine's
// vocabulary says directly: devoid (CR 702.114a, colorless), prowess (702.108a) and
// battle cry (702.91a).
func (p *parser) expandedKeyword() bool {
	d := p.def
	switch {
	case p.word("devoid"):
		d.Colors = 0
	case p.word("prowess"):
		d.Abilities = append(d.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
			Trigger: &rules.Trigger{Event: rules.EvCast, Player: rules.You, Filter: &rules.Filter{NotTypes: rules.Types(rules.Creature)}},
			Effects: []rules.Effect{rules.Pump{What: rules.Self, Power: 1, Tough: 1}}})
	case p.word("bushido") && p.peek().kind == tNum:
		// CR 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N
		// until end of turn."
		n := p.peek().n
		p.pos++
		for _, ev := range []rules.EventKind{rules.EvBlocks, rules.EvBecomesBlocked} {
			d.Abilities = append(d.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
				Trigger: &rules.Trigger{Event: ev, Self: true},
				Effects: []rules.Effect{rules.Pump{What: rules.Self, Power: n, Tough: n}}})
		}
	case p.word("echo") && p.peek().kind == tMana:
		// CR 702.30a: "At the beginning of your upkeep, if this permanent came under your
		// control since the beginning of your last upkeep, sacrifice it unless you pay
		// [cost]."
		return p.upkeepKeyword("an echo mana cost", &rules.Condition{Kind: rules.CondEchoDue}, func(cost rules.Cost) []rules.Effect {
			return []rules.Effect{rules.EndEcho{}, rules.MayPay{Cost: cost, Skip: 1, Unless: true}, rules.Sacrifice{What: rules.Self}}
		})
	case p.phrase("cumulative upkeep") && p.peek().kind == tMana:
		// CR 702.24a: "At the beginning of your upkeep, if this permanent is on the
		// battlefield, put an age counter on this permanent. Then you may pay [cost] for
		// each age counter on it. If you don't, sacrifice it."
		return p.upkeepKeyword("a cumulative upkeep mana cost", nil, func(cost rules.Cost) []rules.Effect {
			return []rules.Effect{rules.PutCounters{What: rules.Self, Kind: rules.AgeCounter, Amount: rules.N(1)},
				rules.MayPay{Cost: cost, Times: rules.Amount{Kind: rules.AmtSourceCounters, Counter: rules.AgeCounter}, Skip: 1, Unless: true},
				rules.Sacrifice{What: rules.Self}}
		})
	case p.word("exalted"):
		// CR 702.83a: "Whenever a creature you control attacks alone, that creature gets
		// +1/+1 until end of turn."
		d.Abilities = append(d.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
			Trigger: &rules.Trigger{Event: rules.EvAttacksAlone, Filter: &rules.Filter{Types: rules.Types(rules.Creature), Controller: rules.You}},
			Effects: []rules.Effect{rules.Pump{What: rules.What{Kind: rules.WhatEventObj}, Power: 1, Tough: 1}}})
	case p.phrase("battle cry"):
		d.Abilities = append(d.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
			Trigger: &rules.Trigger{Event: rules.EvAttacks, Self: true},
			Effects: []rules.Effect{rules.Pump{What: rules.What{Kind: rules.WhatAll, Filter: rules.Filter{Types: rules.Types(rules.Creature), Attacking: true, Other: true}}, Power: 1}}})
	default:
		return false
	}
	return p.done()
}

// upkeepKeyword reads the mana cost after an upkeep keyword (echo, cumulative upkeep) of
// a permanent and adds its "At the beginning of your upkeep" trigger, with the
// intervening if cond and the effects effs makes of the cost.
func (p *parser) upkeepKeyword(what string, cond *rules.Condition, effs func(rules.Cost) []rules.Effect) bool {
	cost, ok := p.keywordCost()
	if !ok || !p.def.Types.Permanent() {
		return p.fail(what)
	}
	p.def.Abilities = append(p.def.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
		Trigger: &rules.Trigger{Event: rules.EvBeginStep, Step: rules.Upkeep, Player: rules.You},
		If:      cond, Effects: effs(cost)})
	return p.done()
}

// enchantLine reads "Enchant creature" (and land, artifact, permanent, creature you
// control): an Aura spell targets what it can enchant (CR 303.4a).
func (p *parser) enchantLine() bool {
	if !p.word("enchant") {
		return false
	}
	f, plural, ok := p.filter()
	if !ok || plural || !p.done() {
		return p.fail("what the Aura enchants")
	}
	p.def.Spell = &rules.Ability{Kind: rules.SpellAbility, Targets: []rules.TargetSpec{{Kind: rules.TargetPermanent, Filter: f}}}
	return true
}

// spellLine reads a line of an instant's or sorcery's effect. The lines of a spell share
// one ability: targets named on one line are counted on the next.
func (p *parser) spellLine() bool {
	d := p.def
	if d.Spell != nil {
		if len(d.Spell.Modes) > 0 {
			return p.fail("a line after the modes")
		}
		p.tg = targetsOf(d.Spell.Targets)
	}
	es, ok := p.effects()
	if !ok {
		return false
	}
	if d.Spell == nil {
		d.Spell = &rules.Ability{Kind: rules.SpellAbility}
	}
	d.Spell.Targets = p.tg.specs
	d.Spell.Effects = append(d.Spell.Effects, build(es)...)
	return true
}

// targetsOf rebuilds the target tracking of specs already read.
func targetsOf(specs []rules.TargetSpec) targets {
	var t targets
	for _, s := range specs {
		switch s.Kind {
		case rules.TargetAny, rules.TargetPlayerOrPlaneswalker:
			t.mixed = true
		case rules.TargetPlayer, rules.TargetOpponent:
			t.plays++
		default:
			t.objs += max(1, s.Count)
		}
		t.all += max(1, s.Count)
	}
	t.specs = append([]rules.TargetSpec(nil), specs...)
	return t
}

// build makes the effects of an ability that isn't a mode.
func build(es []eff) []rules.Effect {
	out := make([]rules.Effect, len(es))
	for i, e := range es {
		out[i] = e(0, 0)
	}
	return fuseThreaten(out)
}

// sameTarget reports whether two selectors name the same object target.
func sameTarget(a, b rules.What) bool {
	return a.Kind == rules.WhatTarget && b.Kind == rules.WhatTarget && a.N == b.N
}

// fuseThreaten writes "gain control of it until end of turn, untap it, it gains haste
// until end of turn" (in either order of the first two) as the one effect the engine has
// for it, GainControl with Untap and Haste (Act of Treason).
func fuseThreaten(es []rules.Effect) []rules.Effect {
	for i := 0; i+2 < len(es); i++ {
		gi, ui := i, i+1
		gc, ok := es[gi].(rules.GainControl)
		if !ok {
			gi, ui = i+1, i
			if gc, ok = es[gi].(rules.GainControl); !ok {
				continue
			}
		}
		u, ok1 := es[ui].(rules.UntapPermanents)
		h, ok2 := es[i+2].(rules.Pump)
		if !ok1 || !ok2 || !gc.UntilEOT || !sameTarget(u.What, gc.What) || !sameTarget(h.What, gc.What) || h.Power != 0 || h.Tough != 0 || h.Keywords != rules.Keywords(rules.Haste) {
			continue
		}
		gc.Untap, gc.Haste = true, true
		out := append(append(append([]rules.Effect(nil), es[:i]...), gc), es[i+3:]...)
		return out
	}
	return es
}

// modal reads "Choose one —" and its bullet lines (CR 700.2).
func (p *parser) modal(bullets []string) bool {
	count, least := 1, 0
	switch {
	case p.phrase("choose one or both"):
		count, least = 2, 1 // CR 700.2
	case p.phrase("choose one or more"):
		count, least = len(bullets), 1
	case p.phrase("choose one"):
	case p.phrase("choose two"):
		count = 2
	default:
		return p.fail("\"Choose one —\"")
	}
	paidCount := 0
	if count == 1 {
		paidCount, _ = p.teamworkModes()
	}
	if !(p.punct("—") || paidCount > 0) || !p.done() {
		return p.fail("\"Choose one —\"")
	}
	if p.def.Spell != nil {
		return p.fail("modes after other effects")
	}
	modes, ok := p.readModes(bullets, count > 1 || paidCount > 1)
	if !ok {
		return false
	}
	p.def.Spell = &rules.Ability{Kind: rules.SpellAbility, ModeCount: count, ModeMin: least, ModeCountPaid: paidCount, Modes: modes}
	return true
}

// readModes reads the bullet lines of a modal spell or ability, one mode each (CR 700.2);
// several says whether more than one mode may be chosen.
func (p *parser) readModes(bullets []string, several bool) ([]rules.Mode, bool) {
	var modes []rules.Mode
	for _, b := range bullets {
		toks, err := lexCard(b, p.card)
		if err != nil {
			return nil, p.fail(err.Error())
		}
		q := &parser{card: p.card, def: p.def, toks: toks, line: b, trig: p.trig}
		if !q.punct("•") {
			return nil, p.fail("a bullet")
		}
		q.modeName()
		es, ok := q.effects()
		if !ok {
			// Report the mode's own unknown phrase.
			p.toks, p.pos, p.failPos, p.failWhy = q.toks, q.failPos, q.failPos, q.failWhy
			return nil, false
		}
		specs := q.tg.specs
		if several && (q.tg.plays > 0 || q.tg.mixed) {
			// WhoTarget counts player targets across the chosen modes: one mode at most.
			return nil, p.fail("a player target in one of several modes")
		}
		modes = append(modes, rules.Mode{Text: strings.TrimSpace(strings.TrimPrefix(b, "•")), Targets: specs,
			Effects: func(first, firstObj int) []rules.Effect {
				out := make([]rules.Effect, len(es))
				for i, e := range es {
					out[i] = e(first, firstObj)
				}
				return out
			}})
	}
	return modes, true
}

// modeName skips a mode's name and its dash at the start of a bullet ("• Street Justice
// — Exile ..."): like an ability word, it has no rules meaning (CR 700.2h).
func (p *parser) modeName() {
	for n := 1; n <= 4; n++ {
		if t := p.at(n); t.kind == tPunct {
			if t.text == "—" {
				p.pos += n + 1
			}
			return
		}
	}
}

// triggerHeader reads a trigger up to its effects: "When CARDNAME enters, ", "At the
// beginning of your upkeep, if ..., ": the trigger, the intervening "if" condition (nil:
// none), and whether it is "blocks or becomes blocked".
func (p *parser) triggerHeader() (tr rules.Trigger, cond *rules.Condition, orBlocked bool, ok bool) {
	start := p.pos
	switch {
	case p.word("when"), p.word("whenever"):
		if !p.triggerEvent(&tr) || !p.triggerWhile() {
			p.pos = start
			return tr, nil, false, false
		}
	case p.phrase("at the beginning of"):
		if !p.triggerStep(&tr) {
			p.pos = start
			return tr, nil, false, false
		}
	default:
		return tr, nil, false, false
	}
	// "Whenever CARDNAME blocks or becomes blocked": two events, one ability each.
	orBlocked = tr.Event == rules.EvBlocks && p.at(-1).text == "blocked"
	if !p.punct(",") {
		return tr, nil, false, p.fail("a comma after the trigger")
	}
	cond = p.trigIf // a condition the trigger's words set ("during an opponent's turn")
	p.trigIf = nil
	if c, ok := p.kickedIf(); cond == nil && ok && p.punct(",") {
		cond = &c // an intervening "if" clause (CR 603.4, 702.33e)
	} else if cond == nil && p.word("if") { // an intervening "if" clause (CR 603.4)
		c, ok := p.interveningIf()
		if !ok || !p.punct(",") {
			return tr, nil, false, p.fail("an intervening \"if\" clause")
		}
		cond = &c
	}
	return tr, cond, orBlocked, true
}

// triggered reads "When CARDNAME enters, ...", "Whenever CARDNAME attacks, ...", "At the
// beginning of your upkeep, ...".
func (p *parser) triggered() bool {
	tr, cond, orBlocked, ok := p.triggerHeader()
	if !ok {
		return false
	}
	p.trig = &tr
	defer func() { p.trig = nil }()
	es, ok := p.effects()
	if !ok {
		return false
	}
	p.def.Abilities = append(p.def.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
		Trigger: &tr, If: cond, Targets: p.tg.specs, Effects: build(es)})
	if second := p.orSecond; second != rules.EvNone {
		// "When CARDNAME enters or dies": the same ability on the second event.
		p.orSecond = rules.EvNone
		t2 := tr
		t2.Event = second
		p.def.Abilities = append(p.def.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
			Trigger: &t2, If: cond, Targets: p.tg.specs, Effects: build(es)})
	}
	if orBlocked {
		if cond != nil {
			return p.fail("\"blocks or becomes blocked\" without an \"if\"")
		}
		if len(p.tg.specs) > 0 {
			return p.fail("\"blocks or becomes blocked\" without targets")
		}
		tb := tr
		tb.Event = rules.EvBecomesBlocked
		p.def.Abilities = append(p.def.Abilities, &rules.Ability{Kind: rules.TriggeredAbility, Text: p.line,
			Trigger: &tb, Effects: build(es)})
	}
	return true
}

// interveningIf reads the condition of an intervening "if" clause after "if" (CR 603.4):
// "no spells were cast last turn", "a player cast two or more spells last turn".
func (p *parser) interveningIf() (rules.Condition, bool) {
	start := p.pos
	switch {
	case p.phrase("no spells were cast last turn"):
		return rules.Condition{Kind: rules.CondPlayerCastLastTurn, Not: true}, true
	case p.phrase("a player cast"):
		n, ok := p.number()
		if ok && n.Kind == rules.AmtFixed && p.phrase("or more spells last turn") {
			return rules.Condition{Kind: rules.CondPlayerCastLastTurn, N: n.N}, true
		}
	case p.peek().kind == tMana:
		// "{W}{W} was spent to cast it" (rules/spenttwice.go)
		if c, ok := p.spentTwiceIf(); ok {
			return c, true
		}
	case p.phrase("there are"):
		// "there are two or more ki counters on CARDNAME" (the flip cards)
		n, ok := p.number()
		if !ok || n.Kind != rules.AmtFixed || !p.phrase("or more") {
			break
		}
		kind, ok := rules.ParseCounterKind(p.peek().text)
		if !ok {
			break
		}
		p.pos++
		if p.phrase("counters on") && p.self() {
			return rules.Condition{Kind: rules.CondSelfMatches, Filter: &rules.Filter{HasCounterKind: true, CounterKind: kind, MinCounters: n.N}}, true
		}
	}
	p.pos = start
	return p.condition() // the conditions statics and triggers share (conditions.go)
}

// triggerEvent reads the event of a "when"/"whenever" trigger.
func (p *parser) triggerEvent(tr *rules.Trigger) bool {
	start := p.pos
	if p.self() {
		tr.Self = true
		if p.phrase("or another") {
			// "CARDNAME or another Ally enters the battlefield under your control"
			f, plural, ok := p.filter()
			if !ok || plural || !(p.phrase("enters the battlefield under your control") || p.phrase("enters under your control") ||
				f.Controller == rules.You && (p.phrase("enters the battlefield") || p.word("enters"))) {
				p.pos = start
				return p.fail("\"or another ... enters\"")
			}
			f.Other, f.Controller = true, rules.You
			tr.Filter, tr.Event = &f, rules.EvEntersBattlefield
			return true
		}
		switch {
		case p.commonEvent(tr):
			p.orSecond = p.orEvent(tr) // "enters or dies"
		case p.selfEventMore(tr):
		case p.designationEvent(tr):
		case p.phrase("is put into a graveyard from the battlefield"):
			tr.Event = rules.EvDies
		case p.phrase("blocks or becomes blocked"):
			tr.Event = rules.EvBlocks // and a second ability for becoming blocked (triggered)
		case p.word("blocks"):
			tr.Event = rules.EvBlocks
		case p.phrase("becomes blocked"):
			tr.Event = rules.EvBecomesBlocked // CR 509.3c
		case p.phrase("deals combat damage to an opponent"):
			tr.Event, tr.ToPlayer, tr.Combat, tr.Player = rules.EvDealsDamage, true, true, rules.Opponent
		case p.phrase("deals damage to a player"):
			tr.Event, tr.ToPlayer = rules.EvDealsDamage, true
		case p.phrase("deals damage to an opponent"):
			tr.Event, tr.ToPlayer, tr.Player = rules.EvDealsDamage, true, rules.Opponent
		case p.phrase("deals damage"):
			tr.Event = rules.EvDealsDamage
		case p.phrase("deals combat damage"):
			tr.Event, tr.Combat = rules.EvDealsDamage, true
		case p.phrase("is dealt damage"):
			tr.Event = rules.EvDealtDamage
		default:
			p.pos = start
			return p.fail("an event of the card")
		}
		return true
	}
	if p.phrase("equipped creature") || p.phrase("enchanted creature") {
		if (p.at(-2).text == "equipped") != isEquipment(p.def) || p.at(-2).text == "enchanted" && !p.enchants() {
			p.pos = start
			return p.fail("the creature it is attached to")
		}
		tr.Enchanted = true
		switch {
		case p.word("attacks"):
			tr.Event = rules.EvAttacks
		case p.word("blocks"):
			tr.Event = rules.EvBlocks
		case p.phrase("deals combat damage to a player"):
			tr.Event, tr.ToPlayer, tr.Combat = rules.EvDealsDamage, true, true
		case p.phrase("deals damage to a player"):
			tr.Event, tr.ToPlayer = rules.EvDealsDamage, true
		case p.phrase("deals damage"):
			tr.Event = rules.EvDealsDamage
		default:
			p.pos = start
			return p.fail("an event of the creature it is attached to")
		}
		return true
	}
	switch {
	case p.leavesGraveyardEvent(tr): // thisturn.go
		return true
	case p.phrase("you gain life"):
		tr.Event, tr.Player = rules.EvGainsLife, rules.You
		return true
	case p.at(0).text == "you" && p.at(1).text == "attack" && p.at(2).text == ",":
		p.pos += 2
		tr.Event, tr.Player = rules.EvPlayerAttacks, rules.You // CR 508.3d
		return true
	case p.phrase("you remove the last"):
		// "When you remove the last intervention counter from CARDNAME"
		kind, ok := rules.ParseCounterKind(p.peek().text)
		if !ok {
			p.pos = start
			return p.fail("\"the last KIND counter\"")
		}
		p.pos++
		if !p.phrase("counter from") || !p.self() {
			p.pos = start
			return p.fail("\"counter from CARDNAME\"")
		}
		tr.Event, tr.Player, tr.Self, tr.Counter = rules.EvLastCounterRemoved, rules.You, true, kind
		return true
	case p.phrase("you draw a card"):
		tr.Event, tr.Player = rules.EvDraws, rules.You
		return true
	case p.nthDraw(tr), p.counterReaches(tr):
		return true
	case p.phrase("you cast"):
		tr.Event, tr.Player = rules.EvCast, rules.You
		if !p.castFilter(tr) {
			p.pos = start
			return false
		}
		return true
	case p.phrase("a player casts"), p.phrase("an opponent casts"):
		tr.Event, tr.Player = rules.EvCast, rules.AnyPlayer
		if p.at(-2).text == "opponent" {
			tr.Player = rules.Opponent
		}
		if !p.castFilter(tr) {
			p.pos = start
			return false
		}
		return true
	}
	// "another creature enters [the battlefield] [under your control]", "a creature you
	// control dies".
	if !(p.word("a") || p.word("an") || p.at(0).text == "another") {
		p.pos = start
		return p.fail("a trigger event")
	}
	f, plural, ok := p.filter()
	if !ok || plural {
		p.pos = start
		return false
	}
	switch {
	case p.phrase("enters the battlefield under your control"), p.phrase("enters under your control"), p.phrase("you control enters"):
		f.Controller = rules.You
		tr.Event = rules.EvEntersBattlefield
	case p.commonEvent(tr):
	default:
		p.pos = start
		return p.fail("a trigger event")
	}
	tr.Filter = &f
	return true
}

// commonEvent reads the events a card's own trigger and another object's trigger share
// ("enters [the battlefield]", "dies", "attacks", "deals combat damage to a player") into
// tr; it reads nothing when none is next.
func (p *parser) commonEvent(tr *rules.Trigger) bool {
	switch {
	case p.phrase("enters the battlefield"), p.word("enters"):
		tr.Event = rules.EvEntersBattlefield
	case p.word("dies"):
		tr.Event = rules.EvDies
	case p.phrase("is turned face up"):
		tr.Event = rules.EvTurnedFaceUp // CR 702.37e, 708.8
	case p.phrase("attacks alone"):
		tr.Event = rules.EvAttacksAlone // CR 506.5
	case p.phrase("becomes tapped"):
		tr.Event = rules.EvBecomesTapped // CR 701.21a
	case p.word("attacks"):
		tr.Event = rules.EvAttacks
	case p.phrase("deals combat damage to a player"):
		tr.Event, tr.ToPlayer, tr.Combat = rules.EvDealsDamage, true, true
	default:
		return false
	}
	return true
}

// castFilter reads the kind of spell of a cast trigger: "a spell", "an instant or
// sorcery spell", "a creature spell", "a white spell".
func (p *parser) castFilter(tr *rules.Trigger) bool {
	if !(p.word("a") || p.word("an")) {
		return p.fail("\"a ... spell\"")
	}
	if p.word("spell") {
		if f := (rules.Filter{}); p.chosenOf(&f) {
			tr.Filter = &f // "a spell of the chosen color"
		}
		return p.castMore(tr) && p.spellTargetsClause(tr)
	}
	var f rules.Filter
	var subs []string // "a Spirit or Arcane spell": one of these subtypes
	for {
		t := p.peek()
		if c, ok := colorWords[t.text]; ok {
			f.Colors = f.Colors.With(c)
		} else if cc := colorCountWords[t.text]; cc != rules.AnyColorCount && f.ColorCount == rules.AnyColorCount {
			f.ColorCount = cc // "a multicolored spell" (CR 105.2)
		} else if s, ok := spellSubtype(t.text); ok && t.kind == tWord {
			subs = append(subs, s)
		} else if ty, ok := rules.ParseCardType(t.text); ok && t.kind == tWord {
			f.Types = f.Types.With(ty)
		} else if strings.HasPrefix(t.text, "non") {
			ty, ok := rules.ParseCardType(strings.TrimPrefix(t.text, "non"))
			if !ok {
				return p.fail("a kind of spell")
			}
			f.NotTypes = f.NotTypes.With(ty)
		} else {
			return p.fail("a kind of spell")
		}
		p.pos++
		if p.word("or") {
			continue
		}
		if p.word("spell") {
			if len(subs) > 0 && (f.Types != 0 || f.Colors != 0 || f.NotTypes != 0) {
				return p.fail("a kind of spell by subtype alone")
			}
			if len(subs) == 1 {
				f.Subtype = subs[0]
			} else {
				for _, s := range subs {
					f.Or = append(f.Or, rules.Filter{Subtype: s})
				}
			}
			p.chosenOf(&f) // "a creature spell of the chosen type"
			tr.Filter = &f
			return p.castMore(tr) && p.spellTargetsClause(tr)
		}
	}
}

// spellTargetsClause reads "that targets a creature [you control]" or "that targets
// CARDNAME" after a cast
// trigger's spell, if it is there.
func (p *parser) spellTargetsClause(tr *rules.Trigger) bool {
	if !p.phrase("that targets") {
		return true
	}
	if p.self() { // heroic (an ability word): "a spell that targets CARDNAME"
		tr.SpellTargets = &rules.Filter{Itself: true}
		return true
	}
	if !(p.word("a") || p.word("an")) {
		return p.fail("what the spell targets")
	}
	f, plural, ok := p.filter()
	if !ok || plural {
		return p.fail("what the spell targets")
	}
	tr.SpellTargets = &f
	return true
}

// triggerStep reads the step of an "at the beginning of" trigger.
func (p *parser) triggerStep(tr *rules.Trigger) bool {
	tr.Event = rules.EvBeginStep
	switch {
	case p.phrase("your upkeep"):
		tr.Step, tr.Player = rules.Upkeep, rules.You
	case p.phrase("each upkeep"):
		tr.Step = rules.Upkeep
	case p.phrase("your end step"):
		tr.Step, tr.Player = rules.EndStep, rules.You
	case p.phrase("each end step"), p.phrase("the end step"):
		tr.Step = rules.EndStep
	case p.phrase("combat on your turn"):
		tr.Step, tr.Player = rules.BeginCombat, rules.You
	case p.phrase("your draw step"):
		tr.Step, tr.Player = rules.DrawStep, rules.You
	case p.phrase("your precombat main phase"), p.phrase("your first main phase"):
		tr.Step, tr.Player = rules.Main1, rules.You
	case p.phrase("your postcombat main phase"), p.phrase("your second main phase"):
		tr.Step, tr.Player = rules.Main2, rules.You // CR 505.1a
	default:
		return p.fail("a step")
	}
	return true
}

// loyalty reads a planeswalker's loyalty ability "+1: ...", "−3: ..." (CR 606).
func (p *parser) loyalty() bool {
	t := p.peek()
	if t.kind != tNum || p.at(1).text != ":" || !p.def.Types.Has(rules.Planeswalker) {
		return false
	}
	p.pos += 2
	es, ok := p.effects()
	if !ok {
		return false
	}
	p.def.Abilities = append(p.def.Abilities, &rules.Ability{Kind: rules.LoyaltyAbility, Text: p.line, Loyalty: t.n,
		Targets: p.tg.specs, Effects: build(es)})
	return true
}

// activated reads "[cost]: effect." with mana, {T}, "Sacrifice CARDNAME", "Pay N life"
// and "Sacrifice a creature" costs, and "{T}: Add ..." mana abilities.
func (p *parser) activated() bool {
	ab := &rules.Ability{Kind: rules.ActivatedAbility, Text: p.line}
	var mana []string
	for {
		t := p.peek()
		switch {
		case t.kind == tMana:
			for _, sym := range splitSymbols(t.text) {
				if sym == "{T}" {
					if ab.Tap {
						return p.fail("{T} twice")
					}
					ab.Tap = true
				} else {
					mana = append(mana, sym)
				}
			}
			p.pos++
		case t.text == "sacrifice" && p.at(1).kind == tSelf:
			p.pos += 2
			ab.SacSelf = true
		case p.exileSelfCost(ab):
		case t.text == "remove" && true:
			// "Remove a +1/+1 counter from CARDNAME" (CR 602.2b)
			p.pos++
			n, ok := p.number()
			if p.removeAnyCost(ab, n, ok) {
				break
			}
			kind, ok2 := rules.ParseCounterKind(p.peek().text)
			if !ok || !ok2 || n.Kind != rules.AmtFixed || ab.RemoveCounters > 0 {
				return p.fail("\"remove N counters from CARDNAME\"")
			}
			p.pos++
			if !(p.word("counter") || p.word("counters")) || !p.word("from") || !p.self() {
				return p.fail("\"counters from CARDNAME\"")
			}
			ab.RemoveCounters, ab.RemoveKind = n.N, kind
		case p.blightCost(ab):
		case p.word("pay"):
			if e, ok := p.energy(); ok && ab.PayEnergy == 0 {
				ab.PayEnergy = e // CR 107.14
				break
			}
			n, ok := p.number()
			if !ok || n.Kind != rules.AmtFixed || !p.word("life") {
				return p.fail("\"pay N life\"")
			}
			ab.PayLife = n
		case p.word("sacrifice"):
			if !(p.word("a") || p.word("an") || p.at(0).text == "another") {
				return p.fail("a cost")
			}
			f, plural, ok := p.filter()
			if !ok || plural {
				return false
			}
			ab.Sac = &f
		default:
			return p.fail("a cost")
		}
		if p.punct(":") {
			break
		}
		if !p.punct(",") {
			return p.fail("a cost")
		}
	}
	if len(mana) > 0 {
		c, err := rules.ParseCost(strings.Join(mana, ""))
		if err != nil {
			return p.fail("a mana cost")
		}
		ab.Cost = c
	}
	if p.word("add") {
		return p.manaAbility(ab, len(mana) > 0)
	}
	es, ok := p.activatedEffects()
	if !ok {
		return false
	}
	ab.Targets = p.tg.specs
	ab.Effects = build(es)
	if p.fromGraveyard {
		ab.FromGraveyard, p.fromGraveyard = true, false // "return CARDNAME from your graveyard"
	}
	if p.phrase("activate only as a sorcery") || p.phrase("activate this ability only any time you could cast a sorcery") {
		ab.SorcerySpeed = true
		if !p.endSentence() {
			return p.fail("the end of the sentence")
		}
	}
	if p.phrase("activate only once each turn") || p.phrase("activate this ability only once each turn") {
		ab.OncePerTurn = true // CR 602.5b
		if !p.endSentence() {
			return p.fail("the end of the sentence")
		}
	}
	p.activateOnlyIf(ab)
	p.activateOnlyDuring(ab)
	if p.phrase("any player may activate this ability") {
		ab.AnyPlayer = true // CR 602.2
		if !p.endSentence() {
			return p.fail("the end of the sentence")
		}
	}
	p.def.Abilities = append(p.def.Abilities, ab)
	return true
}

// activatedEffects reads the effect sentences of an activated ability, stopping before
// an "Activate only ..." sentence.
func (p *parser) activatedEffects() ([]eff, bool) {
	var out []eff
	last := 0 // where the last sentence's effects begin in out
	for !p.done() && p.peek().text != "activate" && !(p.peek().text == "any" && p.at(1).text == "player") {
		if es, ok := p.delayedReturn(out, last); ok {
			out = es // CR 603.7
			if !p.endSentence() {
				return nil, p.fail("the end of the sentence")
			}
			continue
		}
		es, ok := p.sentence()
		if !ok {
			return nil, false
		}
		last = len(out)
		out = append(out, es...)
		if !p.endSentence() {
			return nil, p.fail("the end of the sentence")
		}
	}
	if len(out) == 0 {
		return nil, p.fail("an effect")
	}
	return out, true
}

// manaAbility reads what a "{T}: Add ..." ability makes: one symbol, "{R} or {G}", "one
// mana of any color" (CR 605).
func (p *parser) manaAbility(ab *rules.Ability, paid bool) bool {
	if ab.Sac != nil || ab.SacX != nil || ab.PayLife.Kind != rules.AmtNone || ab.Blight > 0 || ab.PayEnergy > 0 {
		return p.fail("a mana ability with costs other than mana, {T} and sacrificing itself")
	}
	// "{1}, {T}: Add {B}", "{T}, Sacrifice CARDNAME: Add {R}", "{2}: Add one mana of any
	// color" (paidmana.go): one mana, no further effect.
	costly := paid || ab.SacSelf || !ab.Tap
	var kinds uint8
	if n, k, ok := p.repeatedMana(); ok {
		kinds, ab.ManaCount = k, n // "{T}: Add {C}{C}"
	} else if p.phrase("one mana of any color") {
		kinds = 0x1f
	} else if p.phrase("one mana of the chosen color") && p.choices().color {
		ab.ProducesChosen = true // rules/chosen.go
	} else {
		for {
			t := p.peek()
			if t.kind != tMana {
				return p.fail("a mana symbol")
			}
			syms, err := mtg.ParseMana(t.text)
			if err != nil || len(syms) != 1 {
				return p.fail("one mana symbol")
			}
			switch s := syms[0]; s.Kind {
			case mtg.SymColored:
				kinds |= 1 << s.Color
			case mtg.SymColorless:
				kinds |= 1 << rules.ColorlessMana
			default:
				return p.fail("one mana symbol")
			}
			p.pos++
			if !p.word("or") && !(p.punct(",") && (p.word("or") || true)) {
				break
			}
		}
	}
	if !p.endSentence() {
		return p.fail("the end of the mana ability")
	}
	p.activateOnlyIf(ab)
	if costly && (ab.ManaCount > 1 || !p.done()) {
		return p.fail("one mana from a mana ability with costs")
	}
	if !p.done() {
		// "CARDNAME deals 1 damage to you." (painlands): an effect of the mana ability
		// itself, carried out as the mana is made (CR 605.3b). Only effects that target
		// nothing and ask nothing (CR 605.1a).
		es, ok := p.effects()
		if !ok || len(p.tg.specs) > 0 {
			return p.fail("an effect of a mana ability")
		}
		for _, e := range build(es) {
			if d, ok := e.(rules.DamagePlayers); !ok || d.Who != rules.WhoYou {
				return p.fail("an effect of a mana ability that asks nothing")
			}
			ab.Effects = append(ab.Effects, e)
		}
	}
	ab.Kind, ab.Produces = rules.ManaAbility, kinds
	p.def.Abilities = append(p.def.Abilities, ab)
	return true
}

// splitSymbols splits "{2}{R}" into "{2}", "{R}".
func splitSymbols(s string) []string {
	var out []string
	for s != "" {
		i := strings.IndexByte(s, '}')
		if i < 0 {
			break
		}
		out = append(out, s[:i+1])
		s = s[i+1:]
	}
	return out
}

// repeatedMana reads two or more of one mana symbol ("{C}{C}", "{G}{G}{G}") as the whole
// mana a mana ability adds: how many, and the kind's bit.
func (p *parser) repeatedMana() (uint8, uint8, bool) {
	t := p.peek()
	if t.kind != tMana {
		return 0, 0, false
	}
	syms, err := mtg.ParseMana(t.text)
	if err != nil || len(syms) < 2 || len(syms) > 8 {
		return 0, 0, false
	}
	var kind uint8
	for _, s := range syms {
		var k uint8
		switch s.Kind {
		case mtg.SymColored:
			k = 1 << s.Color
		case mtg.SymColorless:
			k = 1 << rules.ColorlessMana
		default:
			return 0, 0, false
		}
		if kind != 0 && k != kind {
			return 0, 0, false
		}
		kind = k
	}
	p.pos++
	return uint8(len(syms)), kind, true
}

// spellSubtype reads a subtype a spell may have in a cast trigger ("a Spirit or Arcane
// spell"): a creature type of the card data, or Arcane (CR 205.3k).
func spellSubtype(w string) (string, bool) {
	if w == "arcane" {
		return "Arcane", true
	}
	if w == "" {
		return "", false
	}
	s := strings.ToUpper(w[:1]) + w[1:]
	if creatureTypes()[s] {
		return s, true
	}
	return "", false
}
