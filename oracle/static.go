package oracle

import (
	"strings"

	"github.com/ettinmtg/ettin/rules"
)

// staticLine reads the static abilities of a permanent, one per sentence: "CARDNAME
// can't block.", "CARDNAME enters tapped.", "Creatures you control get +1/+1.",
// "Enchanted creature gets +2/+2 and has flying.", "Enchanted creature can't attack or
// block."
func (p *parser) staticLine() bool {
	var abs []*rules.Ability
	enters := false
	for !p.done() {
		start := p.pos
		switch {
		case p.self() && (p.phrase("enters the battlefield tapped") || p.phrase("enters tapped")):
			enters = true
			if p.phrase("unless you control") {
				// "unless you control two or more other lands" (CR 614.1d: it enters tapped
				// when the condition doesn't hold as it enters)
				c, ok := p.controlCondition()
				if !ok {
					p.pos = start
					return p.fail("\"unless you control ...\"")
				}
				p.def.EntersTapped = &c
				enters = false
			} else if p.word("with") && !p.enterCounters(nil) {
				p.pos = start
				return p.fail("\"with N counters on it\"")
			}
		case resetTo(p, start) && p.asEntersChoice():
		case resetTo(p, start) && p.kickedEnters():
		case resetTo(p, start) && p.self() && p.phrase("enters prepared"):
			p.def.EntersPrepared = true // the prepare layout
		case resetTo(p, start) && p.self() && (p.phrase("enters the battlefield with") || p.phrase("enters with")):
			if !p.enterCounters(nil) {
				p.pos = start
				return p.fail("\"enters with N +1/+1 counters on it\"")
			}
		default:
			p.pos = start
			a, ok := p.staticSentence()
			if !ok {
				return false
			}
			abs = append(abs, a...)
		}
		if !p.endSentence() {
			return p.fail("the end of the sentence")
		}
	}
	if enters {
		p.def.EntersTapped = &rules.Condition{Kind: rules.CondNever}
	}
	p.def.Abilities = append(p.def.Abilities, abs...)
	return true
}

// staticSentence reads one static ability sentence.
func (p *parser) staticSentence() ([]*rules.Ability, bool) {
	start := p.pos
	st := func(s rules.Static) *rules.Ability {
		return &rules.Ability{Kind: rules.StaticAbility, Text: p.line, Static: &s}
	}
	if abs, ok := p.conditionedStatic(); ok {
		return abs, true
	}
	if a, ok := p.cdaStatic(); ok {
		return []*rules.Ability{a}, true
	}
	if a, ok := p.handSizeStatic(); ok {
		return []*rules.Ability{a}, true
	}
	if p.phrase("you control enchanted creature") || p.phrase("you control enchanted permanent") ||
		p.phrase("you control enchanted artifact") || p.phrase("you control enchanted land") {
		if !p.enchants() {
			p.pos = start
			return nil, p.fail("\"enchanted\" without an enchant line")
		}
		return []*rules.Ability{st(rules.Static{Kind: rules.StControl, Affects: rules.AffectsEnchanted})}, true // layer 2
	}
	if k, ok := p.replacementStatic(); ok {
		aff := rules.AffectsSelf
		if k == rules.StGainLifePlusOne || k == rules.StDoubleTokens {
			aff = rules.AffectsPlayer
		}
		return []*rules.Ability{st(rules.Static{Kind: k, Affects: aff})}, true
	}
	if p.phrase("you may choose not to untap") && p.self() && p.phrase("during your untap step") {
		return []*rules.Ability{st(rules.Static{Kind: rules.StMayNotUntap, Affects: rules.AffectsSelf})}, true // CR 502.3
	}
	p.pos = start
	if a, ok := p.combatLimit(st); ok {
		return a, true
	}
	p.pos = start
	if p.phrase("prevent all combat damage that would be dealt to and dealt by") {
		var aff rules.Affects
		switch {
		case p.self():
			aff = rules.AffectsSelf
		case p.phrase("enchanted creature") && p.def.Spell != nil, p.phrase("equipped creature") && isEquipment(p.def):
			aff = rules.AffectsEnchanted
		default:
			p.pos = start
			return nil, p.fail("what combat damage is prevented for")
		}
		return []*rules.Ability{st(rules.Static{Kind: rules.StPreventCombatDamageSelf, Affects: aff})}, true
	}
	// The affected objects.
	var aff rules.Affects
	var f rules.Filter
	switch {
	case p.self():
		aff = rules.AffectsSelf
	case p.phrase("enchanted creature"):
		if !p.enchants() || !p.def.Types.Has(rules.Enchantment) {
			p.pos = start
			return nil, p.fail("\"enchanted creature\" without an enchant line")
		}
		aff = rules.AffectsEnchanted
	case p.phrase("equipped creature"):
		if !isEquipment(p.def) {
			p.pos = start
			return nil, p.fail("\"equipped creature\" on a card that isn't an Equipment")
		}
		aff = rules.AffectsEnchanted // the object it is attached to
	case p.phrase("players can't gain life"):
		return []*rules.Ability{st(rules.Static{Kind: rules.StPlayersCantGainLife, Affects: rules.AffectsPlayer})}, true
	default:
		var plural, ok bool
		all := p.word("all")
		each := !all && p.word("each") // "Each creature you control is ...": each one of them
		f, plural, ok = p.filter()
		if !ok || plural == each || f.Controller == rules.AnyPlayer && !f.Other && !all && !f.ChosenColor && !f.ChosenSubtype {
			p.pos = start
			return nil, p.fail("what a static ability affects")
		}
		aff = rules.AffectsFilter
		if f.Types == 0 && f.Subtype != "" {
			// "Other Goblins get +1/+1" (today's wording of "Other Goblin creatures"): what
			// a creature's bonus or restriction changes, only creatures have.
			f.Types = rules.Types(rules.Creature)
		}
	}
	if a, ok := p.isChosenType(aff, f, st); ok {
		return a, true
	}
	if a, ok := p.restriction(aff, f, st); ok {
		if !p.unlessCond(a) || !p.trailingCond(a) {
			p.pos = start
			return nil, false
		}
		return a, true
	}
	var out []*rules.Ability
	if p.word("gets") || p.word("get") {
		t := p.peek()
		a, b, ok := ptChange(t.text)
		if t.kind != tPT || !ok {
			p.pos = start
			return nil, p.fail("+N/+N")
		}
		p.pos++
		if aff == rules.AffectsSelf {
			// "CARDNAME gets +2/+2 as long as you have 25 or more life" (in 2HG the team's
			// life, CR 810.9a), "... as long as you control another Goblin", and under a
			// leading "As long as ..." (conditionedStatic), no condition of its own.
			if per, ok := p.perFilter(); ok {
				// "gets +2/+0 for each other Goblin you control" (CR 613.4c)
				return append(out, st(rules.Static{Kind: rules.StModifyPTPer, Affects: aff, Power: a, Toughness: b,
					CDA: rules.AmtCountFilter, Per: per})), true
			}
			out = append(out, st(rules.Static{Kind: rules.StModifyPT, Affects: aff, Power: a, Toughness: b}))
			if p.word("and") && (p.word("has") || p.word("have")) {
				ks, ok := p.keywordList()
				if !ok {
					p.pos = start
					return nil, p.fail("keywords of the card itself")
				}
				out = append(out, st(rules.Static{Kind: rules.StAddKeywords, Affects: aff, Keywords: ks}))
			}
			if !p.trailingCond(out) {
				p.pos = start
				return nil, false
			}
			return out, true
		}
		out = append(out, st(rules.Static{Kind: rules.StModifyPT, Affects: aff, Filter: f, Power: a, Toughness: b}))
		if !p.word("and") {
			if !p.trailingCond(out) {
				p.pos = start
				return nil, false
			}
			return out, true
		}
		if a, ok := p.restriction(aff, f, st); ok {
			return append(out, a...), true
		}
	}
	if p.word("has") || p.word("have") {
		ks, qs, ok := p.keywordsAndProtection()
		if !ok {
			p.pos = start
			return nil, false
		}
		if ks != 0 {
			out = append(out, st(rules.Static{Kind: rules.StAddKeywords, Affects: aff, Filter: f, Keywords: ks}))
		}
		for _, q := range qs {
			out = append(out, p.protectionAbility(aff, f, q))
		}
		if !p.trailingCond(out) {
			p.pos = start
			return nil, false
		}
		return out, true
	}
	p.pos = start
	return nil, p.fail("a static ability")
}

// restriction reads what the affected objects can't or must do: "can't block", "attacks
// each combat if able", "can't be blocked".
func (p *parser) restriction(aff rules.Affects, f rules.Filter, st func(rules.Static) *rules.Ability) ([]*rules.Ability, bool) {
	start := p.pos
	if a, ok := p.cantAttackUnlessDefender(aff, st); ok {
		return a, true
	}
	switch {
	case p.phrase("can't be blocked by more than one creature"):
		return []*rules.Ability{st(rules.Static{Kind: rules.StCantBeBlockedByMore, Affects: aff, Filter: f, Amount: 1})}, true
	case p.phrase("can't be blocked"):
		if a, ok := p.blockedByRest(aff, st); ok {
			return a, true
		}
		if p.peek().text == "by" || p.peek().text == "except" {
			p.pos = start
			return nil, p.fail("a condition on blockers")
		}
		return []*rules.Ability{st(rules.Static{Kind: rules.StCantBeBlocked, Affects: aff, Filter: f})}, true
	case aff == rules.AffectsSelf && p.phrase("can block only creatures with flying"):
		return []*rules.Ability{st(rules.Static{Kind: rules.StBlocksOnlyFlying, Affects: aff})}, true
	case p.phrase("can't block"):
		return []*rules.Ability{st(rules.Static{Kind: rules.StCantBlock, Affects: aff, Filter: f})}, true
	case p.phrase("can't attack or block"):
		return []*rules.Ability{st(rules.Static{Kind: rules.StCantAttack, Affects: aff, Filter: f}),
			st(rules.Static{Kind: rules.StCantBlock, Affects: aff, Filter: f})}, true
	case p.phrase("can't attack"):
		return []*rules.Ability{st(rules.Static{Kind: rules.StCantAttack, Affects: aff, Filter: f})}, true
	case aff == rules.AffectsSelf && p.phrase("must be blocked if able"):
		return []*rules.Ability{st(rules.Static{Kind: rules.StMustBeBlocked, Affects: aff, Amount: 1})}, true
	case p.phrase("attacks each combat if able"), p.phrase("attack each combat if able"):
		return []*rules.Ability{st(rules.Static{Kind: rules.StMustAttack, Affects: aff, Filter: f})}, true
	case p.phrase("doesn't untap during its controller's untap step"), p.phrase("doesn't untap during your untap step"):
		return []*rules.Ability{st(rules.Static{Kind: rules.StDoesntUntap, Affects: aff, Filter: f})}, true
	case p.phrase("can block an additional creature each combat"):
		return []*rules.Ability{st(rules.Static{Kind: rules.StBlockAdditional, Affects: aff, Filter: f, Amount: 1})}, true
	}
	p.pos = start
	return nil, false
}

// createTokens reads "a 1/1 white Soldier creature token with flying", "two 2/2 black
// Zombie creature tokens" after "create".
func (p *parser) createTokens(start int) ([]eff, bool) {
	n, ok := p.number()
	if !ok {
		p.pos = start
		return nil, p.fail("a number of tokens")
	}
	tapped := p.word("tapped")
	if def, ok := predefinedTokens[p.peek().text]; ok && (p.at(1).text == "token" || p.at(1).text == "tokens") {
		p.pos += 2
		return []eff{fixed(rules.CreateToken{Def: def, Amount: n, Tapped: tapped})}, true
	}
	t := p.peek()
	pw, tg, ok := ptSize(t.text)
	if t.kind != tPT || !ok {
		p.pos = start
		return nil, p.fail("a creature token's size")
	}
	p.pos++
	def := &rules.CardDef{Types: rules.Types(rules.Creature), Power: pw, Toughness: tg, Token: true, NoCost: true, Implemented: true}
	// Colors: "white", "red and white", "colorless".
	if !p.word("colorless") {
		for {
			c, ok := colorWords[p.peek().text]
			if !ok {
				p.pos = start
				return nil, p.fail("a token's color")
			}
			def.Colors = def.Colors.With(c)
			p.pos++
			if !p.word("and") {
				break
			}
		}
	}
	var subs []string
	for {
		t := p.peek()
		if t.kind != tWord {
			break
		}
		if t.text == "artifact" {
			def.Types = def.Types.With(rules.Artifact)
			p.pos++
			continue
		}
		if !isSubtype(t.raw) {
			break
		}
		subs = append(subs, t.raw)
		p.pos++
	}
	if len(subs) == 0 || !p.word("creature") || !(p.word("token") || p.word("tokens")) {
		p.pos = start
		return nil, p.fail("\"SUBTYPE creature token\"")
	}
	def.Subtypes = subs
	def.Name = strings.Join(subs, " ") + " Token" // CR 111.4
	if p.word("with") {
		if p.peek().kind != tQuote {
			ks, ok := p.keywordList()
			if !ok {
				p.pos = start
				return nil, false
			}
			def.Keywords = ks
		}
		if (p.peek().kind == tQuote || p.at(0).text == "and" && p.at(1).kind == tQuote && p.word("and")) && !p.quotedAbility(def) {
			p.pos = start
			return nil, false
		}
	}
	return []eff{fixed(rules.CreateToken{Def: def, Amount: n, Tapped: tapped})}, true
}

// resetTo puts the cursor back at start, for the next alternative of a switch; it is
// always true.
func resetTo(p *parser, start int) bool {
	p.pos = start
	return true
}

// additionalCost reads "As an additional cost to cast CARDNAME, sacrifice a creature."
// (CR 601.2b, 601.2h: one permanent sacrificed as the spell is cast).
func (p *parser) additionalCost() bool {
	if !p.phrase("as an additional cost to cast") || !p.self() || !p.punct(",") {
		return p.fail("an additional cost")
	}
	if p.otherAddCost() {
		return true
	}
	if !p.word("sacrifice") {
		return p.fail("an additional cost")
	}
	if !(p.word("a") || p.word("an")) {
		return p.fail("\"sacrifice a ...\"")
	}
	f, plural, ok := p.filter()
	if !ok || plural || p.def.SacCost != nil {
		return p.fail("what is sacrificed")
	}
	if !p.endSentence() {
		return p.fail("the end of the sentence")
	}
	p.def.SacCost = &f
	return true
}

// cantBeCountered reads "This spell can't be countered." (CR 113.6g).
func (p *parser) cantBeCountered() bool {
	if !p.self() || !p.phrase("can't be countered") || !p.endSentence() {
		return p.fail("\"can't be countered\"")
	}
	p.def.Abilities = append(p.def.Abilities, &rules.Ability{Kind: rules.StaticAbility, Text: p.line,
		Static: &rules.Static{Kind: rules.StCantBeCountered, Affects: rules.AffectsSelf}})
	return true
}

// isEquipment reports whether a card is an Equipment artifact (CR 301.5).
func isEquipment(d *rules.CardDef) bool {
	if !d.Types.Has(rules.Artifact) {
		return false
	}
	for _, s := range d.Subtypes {
		if s == "Equipment" {
			return true
		}
	}
	return false
}

// equipLine reads "Equip {2}": "[Cost]: Attach this permanent to target creature you
// control. Activate only as a sorcery." (CR 702.6a).
func (p *parser) equipLine() bool {
	if !p.word("equip") || !isEquipment(p.def) {
		return p.fail("an equip ability")
	}
	t := p.peek()
	if t.kind != tMana || strings.Contains(t.text, "{T}") {
		return p.fail("an equip cost")
	}
	c, err := rules.ParseCost(t.text)
	if err != nil || c.X > 0 {
		return p.fail("an equip cost")
	}
	p.pos++
	if !p.done() {
		return p.fail("the end of the equip line")
	}
	p.def.Abilities = append(p.def.Abilities, &rules.Ability{Kind: rules.ActivatedAbility, Text: p.line, Cost: c, SorcerySpeed: true,
		Targets: []rules.TargetSpec{{Kind: rules.TargetPermanent, Filter: rules.Filter{Types: rules.Types(rules.Creature), Controller: rules.You}}},
		Effects: []rules.Effect{rules.Attach{}}})
	return true
}

// controlCondition reads "two or more other lands", "two or fewer other lands", "a
// Plains or an Island" (the count of permanents you control that a condition asks for).
func (p *parser) controlCondition() (rules.Condition, bool) {
	start := p.pos
	n, ok := p.number()
	if !ok || n.Kind != rules.AmtFixed {
		p.pos = start
		return rules.Condition{}, false
	}
	not := false
	switch {
	case p.phrase("or more"):
	case p.phrase("or fewer"):
		// "two or fewer": not three or more
		not, n.N = true, n.N+1
	default:
		p.pos = start
		return rules.Condition{}, false
	}
	f, _, ok := p.filter()
	if !ok || f.Controller != rules.AnyPlayer {
		p.pos = start
		return rules.Condition{}, false
	}
	f.Controller = rules.You
	return rules.Condition{Kind: rules.CondControls, N: n.N, Filter: &f, Not: not}, true
}

// enterCounters reads "N +1/+1 counters on it" after "enters with": counters it enters
// with (CR 614.1c, 122.6) when cond holds (nil: always); "... on it for each time it was
// kicked" counts the kicks (CR 702.33d).
func (p *parser) enterCounters(cond *rules.Condition) bool {
	n, ok := p.number()
	kind, ok2 := rules.ParseCounterKind(p.peek().text)
	if !ok || !ok2 {
		return false
	}
	p.pos++
	if !(p.word("counter") || p.word("counters")) || !p.phrase("on it") {
		return false
	}
	if p.phrase("for each time it was kicked") {
		if p.def.Kicker == nil || n.Kind != rules.AmtFixed {
			return false
		}
		n = rules.Amount{Kind: rules.AmtKicked, Times: n.N}
	} else if n.Kind == rules.AmtFixed && p.phrase("for each color of mana spent to cast it") {
		n = rules.Amount{Kind: rules.AmtColorsSpent, Times: n.N} // converge (CR 601.2h)
	}
	p.def.EntersWith = append(p.def.EntersWith, rules.CounterGrant{Kind: kind, Amount: n, If: cond})
	return true
}

// kickedEnters reads "If this creature was kicked, it enters with N +1/+1 counters on
// it." (CR 702.33e, 614.1c).
func (p *parser) kickedEnters() bool {
	c, ok := p.kickedIf()
	if !ok || !p.punct(",") || !(p.word("it") || p.self()) || !(p.phrase("enters the battlefield with") || p.phrase("enters with")) {
		return false
	}
	return p.enterCounters(&c)
}

// combatLimit reads "No more than N creature(s) can attack each combat." and "... can
// block each combat." (Caverns of Despair): a limit on every attack or block declared
// while the permanent is on the battlefield, whoever declares it (CR 508.1c, 509.1b; with
// several defending players each one's blocks are counted alone, CR 802.4b).
func (p *parser) combatLimit(st func(rules.Static) *rules.Ability) ([]*rules.Ability, bool) {
	if !p.phrase("no more than") {
		return nil, false
	}
	n, ok := p.number()
	if !ok || n.Kind != rules.AmtFixed || n.N < 1 || !p.word("creature") && !p.word("creatures") || !p.word("can") {
		return nil, p.fail("\"No more than N creatures can attack (block) each combat\"")
	}
	k := rules.StMaxAttackers
	switch {
	case p.phrase("attack each combat"):
	case p.phrase("block each combat"):
		k = rules.StMaxBlockers
	default:
		return nil, p.fail("\"can attack each combat\" or \"can block each combat\"")
	}
	return []*rules.Ability{st(rules.Static{Kind: k, Affects: rules.AffectsPlayer, Amount: n.N})}, true
}
