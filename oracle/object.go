package oracle

import (
	"math/bits"
	"reflect"
	"strings"

	"github.com/ettinmtg/ettin/rules"
)

// Object phrases: "target creature an opponent controls", "other Elf creatures you
// control", "each creature with flying", "it", and what they select.

var typeWords = map[string]rules.CardType{
	"creature": rules.Creature, "creatures": rules.Creature,
	"artifact": rules.Artifact, "artifacts": rules.Artifact,
	"enchantment": rules.Enchantment, "enchantments": rules.Enchantment,
	"land": rules.Land, "lands": rules.Land,
	"planeswalker": rules.Planeswalker, "planeswalkers": rules.Planeswalker,
	"instant": rules.Instant, "instants": rules.Instant, "sorcery": rules.Sorcery, "sorceries": rules.Sorcery,
}

var colorWords = map[string]rules.Color{"white": rules.White, "blue": rules.Blue, "black": rules.Black, "red": rules.Red, "green": rules.Green}

// filter reads an object phrase without its determiner: adjectives, one or more card
// types joined by "or" (or "permanent"), and what follows ("you control", "with
// flying"). plural reports whether the noun was plural.
func (p *parser) filter() (f rules.Filter, plural bool, ok bool) {
	start := p.pos
	// Adjectives.
	for {
		t := p.peek()
		if t.kind != tWord {
			break
		}
		if c, ok := colorWords[t.text]; ok && !p.typeAhead(1) && p.at(1).text != "or" {
			// "red creature"; a color alone isn't a noun here.
			f.Colors = f.Colors.With(c)
			p.pos++
			continue
		}
		if c, ok := colorWords[t.text]; ok && p.typeAhead(1) {
			f.Colors = f.Colors.With(c)
			p.pos++
			continue
		}
		switch {
		case t.text == "other" || t.text == "another":
			f.Other = true
		case t.text == "tapped":
			f.Tapped = true
		case t.text == "attacking" && p.at(1).text == "or" && p.at(2).text == "blocking":
			f.Or = []rules.Filter{{Attacking: true}, {Blocking: true}}
			p.pos += 2
		case t.text == "attacking":
			f.Attacking = true
		case t.text == "blocking":
			f.Blocking = true
		case t.text == "nontoken":
			f.NotToken = true
		case t.text == "token":
			if p.typeAhead(1) {
				f.Token = true
			} else {
				return p.filterEnd(start, f, plural)
			}
		case t.text == "legendary":
			f.Super |= rules.Legendary
		case colorCountWords[t.text] != rules.AnyColorCount && f.ColorCount == rules.AnyColorCount:
			f.ColorCount = colorCountWords[t.text] // "multicolored spell", "colorless creatures
		case t.text == "basic":
			f.Super |= rules.Basic
		case strings.HasPrefix(t.text, "non"):
			rest := strings.TrimPrefix(strings.TrimPrefix(t.text, "non"), "-")
			if ty, ok := typeWords[rest]; ok {
				f.NotTypes = f.NotTypes.With(ty)
			} else if rest == "basic" {
				f.NotSuper |= rules.Basic
			} else if rest == "legendary" {
				f.NotSuper |= rules.Legendary
			} else if c, ok := colorWords[rest]; ok {
				f.NotColors = f.NotColors.With(c)
			} else if strings.HasPrefix(t.raw, "non-") && isSubtype(strings.TrimPrefix(t.raw, "non-")) && f.NotSubtype == "" {
				f.NotSubtype = strings.TrimPrefix(t.raw, "non-")
			} else {
				p.pos = start
				return f, false, p.fail("an unknown adjective")
			}
			if p.at(1).text == "," && strings.HasPrefix(p.at(2).text, "non") {
				p.pos++ // "noncreature, nonland card": the adjectives in a list
			}
		default:
			if isSubtype(t.raw) && (p.typeAhead(1) || p.at(1).kind == tWord && isSubtype(p.at(1).raw)) {
				if f.Subtype != "" {
					p.pos = start
					return f, false, p.fail("two subtypes")
				}
				f.Subtype = t.raw
				p.pos++
				continue
			}
			if isSubtype(t.raw) && f.Subtype == "" && singularEnd[p.at(1).text] && !looksPlural(t.raw) {
				// "another Ally you control", "a Goblin": a subtype alone is a noun
				f.Subtype = t.raw
				p.pos++
				return p.filterEnd(start, f, plural)
			}
			if sub, ok := pluralSubtype(t.raw); ok && !p.typeAhead(1) && f.Subtype == "" {
				// "Mountains you control", "other Elves": a plural subtype alone is a noun
				f.Subtype, plural = sub, true
				p.pos++
				return p.filterEnd(start, f, plural)
			}
			goto noun
		}
		p.pos++
	}
noun:
	// Nouns: "creature", "artifact or enchantment", "creature or planeswalker", "permanent".
	for {
		t := p.peek()
		if t.kind != tWord {
			break
		}
		if ty, ok := typeWords[t.text]; ok {
			f.Types = f.Types.With(ty)
			plural = plural || strings.HasSuffix(t.text, "s")
			p.pos++
		} else if t.text == "permanent" || t.text == "permanents" {
			plural = plural || t.text == "permanents"
			p.pos++
		} else {
			break
		}
		if p.at(0).text == "or" && p.at(1).kind == tWord && (typeWords[p.at(1).text] != 0 || p.at(1).text == "creature") {
			p.pos++
			continue
		}
		if p.at(0).text == "and" && (p.at(1).text == "planeswalker" || p.at(1).text == "planeswalkers") {
			p.pos++ // "each creature and planeswalker": every object of either type
			continue
		}
		if p.at(0).text == "," && p.at(1).kind == tWord && typeWords[p.at(1).text] != 0 {
			p.pos++
			continue
		}
		if p.at(0).text == "," && p.at(1).text == "or" && p.at(2).kind == tWord && typeWords[p.at(2).text] != 0 {
			p.pos += 2
			continue
		}
		return p.filterEnd(start, f, plural)
	}
	if f.Subtype != "" && f.Types == 0 || p.peek().text == "spell" && p.pos > start ||
		f.NotTypes != 0 && f.Types == 0 && (p.peek().text == "card" || p.peek().text == "cards") {
		// "noncreature, nonland card": the adjectives alone, before "card"
		// "Goblin" alone; "noncreature spell", "red spell"
		return p.filterEnd(start, f, plural)
	}
	p.pos = start
	return f, false, p.fail("an object (creature, artifact, permanent...)")
}

// typeAhead reports whether the token off ahead is a card type or "permanent".
func (p *parser) typeAhead(off int) bool {
	t := p.at(off)
	if t.kind != tWord {
		return false
	}
	_, ok := typeWords[t.text]
	return ok || t.text == "permanent" || t.text == "permanents"
}

// bound reads "N or greater" or "N or less" after "with power" or "with mana value" (what
// names the quantity for the error); less tells which. On failure it returns to start.
func (p *parser) bound(start int, what string) (n int, less, ok bool) {
	a, ok := p.number()
	if !ok || a.Kind != rules.AmtFixed {
		p.pos = start
		return 0, false, p.fail(what)
	}
	switch {
	case p.phrase("or greater"):
		return a.N, false, true
	case p.phrase("or less"):
		return a.N, true, true
	}
	p.pos = start
	return 0, false, p.fail("\"or greater\" or \"or less\"")
}

// filterEnd reads what may follow an object noun: who controls it, and "with"/"without"
// clauses.
func (p *parser) filterEnd(start int, f rules.Filter, plural bool) (rules.Filter, bool, bool) {
	for {
		if w := p.peek().text; (w == "with" || w == "without") && bits.OnesCount16(uint16(f.Types)) > 1 {
			// "artifact, enchantment, or creature with flying": the clause binds the last
			// noun only, which one filter can't say.
			p.pos = start
			return f, false, p.fail("a \"with\" clause after several card types")
		}
		switch {
		case p.phrase("you control"):
			f.Controller = rules.You
		case p.phrase("you don't control"):
			f.Controller = rules.NotYou
		case p.phrase("an opponent controls"), p.phrase("your opponents control"):
			f.Controller = rules.Opponent
		case p.phrase("without flying"):
			f.NoFlying = true
		case p.chosenOf(&f):
		case p.at(0).text == "with" && p.at(1).text == "+1/+1" && (p.at(2).text == "counters" && p.at(3).text == "on" && p.at(4).text == "them" ||
			p.at(2).text == "counter" && p.at(3).text == "on" && p.at(4).text == "it"):
			f.HasPlusOne = true // "creatures you control with +1/+1 counters on them"
			p.pos += 5
		case p.phrase("with power"):
			n, less, ok := p.bound(start, "a power")
			switch {
			case !ok:
				return f, false, false
			case less:
				f.LimitPower, f.MaxPower = true, n
			default:
				f.MinPower = n
			}
		case p.phrase("with mana value"):
			n, less, ok := p.bound(start, "a mana value")
			switch {
			case !ok:
				return f, false, false
			case less:
				f.LimitManaValue, f.MaxManaValue = true, n
			default:
				f.MinManaValue = n
			}
		case p.at(0).text == "with" && p.at(1).kind == tWord:
			save := p.pos
			p.pos++
			ks, ok := p.keywordList()
			if !ok {
				p.pos = save
				return f, plural, true
			}
			f.HasKeywords |= ks
		default:
			return f, plural, true
		}
	}
}

// isSubtype reports whether a printed word is a creature or other subtype: a capitalized
// word that isn't a card type or a word that starts sentences.
// colorCountWords are the qualities of how many colors an object has (CR 105.2).
var colorCountWords = map[string]rules.ColorCount{"colorless": rules.Colorless, "monocolored": rules.Monocolored, "multicolored": rules.Multicolored}

func isSubtype(raw string) bool {
	if raw == "" || raw[0] < 'A' || raw[0] > 'Z' {
		return false
	}
	_, isType := typeWords[strings.ToLower(raw)]
	if isType {
		return false
	}
	switch strings.ToLower(raw) {
	case "target", "each", "all", "other", "another", "you", "it", "that", "enchanted", "equipped", "when",
		"whenever", "at", "if", "as", "draw", "destroy", "exile", "return", "create", "put", "tap", "untap",
		"counter", "choose", "search", "scry", "sacrifice", "add", "prevent", "until", "the", "this", "then",
		"those", "your", "its", "their", "up", "any", "a", "an", "permanent", "token", "spell", "spells", "cards",
		"card", "tokens", "players", "opponents", "abilities", "damage", "counters", "colors", "instants", "sorceries",
		"colorless", "multicolored", "monocolored": // qualities, not creature types
		return false
	}
	return true
}

// targetPhrase reads "target creature", "any target", "target player", "target
// opponent", "target spell", "another target creature", "up to one target creature",
// "two target creatures" and records the target.
func (p *parser) targetPhrase() (ref, bool) {
	start := p.pos
	spec := rules.TargetSpec{Kind: rules.TargetPermanent}
	other := false
	switch {
	case p.phrase("any target"):
		return p.addTarget(rules.TargetSpec{Kind: rules.TargetAny})
	case p.phrase("up to one target"):
		spec.UpTo = true
	case p.phrase("up to one other target"):
		spec.UpTo, other = true, true
	case p.phrase("up to"):
		n, ok := p.number()
		if !ok || n.Kind != rules.AmtFixed || n.N < 2 || !p.word("target") {
			p.pos = start
			return ref{}, p.fail("\"up to N target\"")
		}
		if p.trig == nil {
			// A spell's or activated ability's targets are named in the action, and the
			// legal actions list "up to N" targets only one way: only a triggered ability
			// (whose targets are a decision) reads it.
			p.pos = start
			return ref{}, p.fail("\"up to N targets\" of a spell or activated ability")
		}
		spec.UpTo, spec.Count = true, n.N
	case p.phrase("another target"):
		other = true
	case p.word("target"):
	default:
		if n, ok := p.number(); ok && n.Kind == rules.AmtFixed && n.N >= 2 && p.word("target") {
			spec.Count = n.N
		} else {
			p.pos = start
			return ref{}, p.fail("a target")
		}
	}
	switch {
	case p.phrase("player or planeswalker"):
		spec.Kind = rules.TargetPlayerOrPlaneswalker
	case p.phrase("opponent or planeswalker"):
		// A teammate's planeswalker may be targeted, an opponent's only: no target kind.
		p.pos = start
		return ref{}, p.fail("target opponent or planeswalker")
	case p.phrase("creature or player"):
		spec.Kind = rules.TargetAny // 2018 wording of "any target"
	case p.word("player"), p.word("players"):
		spec.Kind = rules.TargetPlayer
	case p.word("opponent"):
		spec.Kind = rules.TargetOpponent
	case p.word("spell"):
		spec.Kind = rules.TargetSpell
	default:
		f, _, ok := p.filter()
		if !ok {
			p.pos = start
			return ref{}, false
		}
		if p.word("spell") {
			spec.Kind = rules.TargetSpell
		} else if p.phrase("card from a graveyard") || p.phrase("card from your graveyard") || p.phrase("card in your graveyard") || p.phrase("card in a graveyard") {
			p.pos = start
			return ref{}, p.fail("graveyard targets")
		}
		spec.Filter = f
		if n := len(p.tg.specs); other && n > 0 && spec.Count == 0 && !spec.UpTo {
			// "target creature ... another target creature": two different targets of one
			// kind (CR 115.3) are one spec of two.
			last := &p.tg.specs[n-1]
			if last.Kind == rules.TargetPermanent && !last.UpTo && !last.CountX && reflect.DeepEqual(last.Filter, f) {
				last.Count = max(1, last.Count) + 1
				p.tg.objs++
				p.tg.all++
				return ref{target: true, all: p.tg.all - 1, what: rules.What{Kind: rules.WhatTarget, N: p.tg.objs - 1}}, true
			}
		}
		spec.Filter.Other = f.Other || other
	}
	if spec.Count > 1 && spec.Kind != rules.TargetPermanent || spec.UpTo && spec.Kind != rules.TargetPermanent {
		p.pos = start
		return ref{}, p.fail("several targets of this kind")
	}
	r, ok := p.addTarget(spec)
	if !ok {
		p.pos = start
		return ref{}, false
	}
	if spec.Count > 1 || spec.UpTo {
		r.what = rules.What{Kind: rules.WhatTargets}
	}
	return r, true
}

// objects reads what an effect is about: a target, the card itself, "it" (the last
// target, or the card), "enchanted creature", "each creature", "all creatures", "creatures
// you control".
func (p *parser) objects() (ref, bool) {
	start := p.pos
	switch {
	case p.self():
		return ref{what: rules.Self}, true
	case p.phrase("enchanted creature"), p.phrase("enchanted permanent"), p.phrase("enchanted land"), p.phrase("enchanted artifact"):
		if !p.enchants() {
			p.pos = start
			return ref{}, p.fail("\"enchanted\" without an enchant line")
		}
		return ref{what: rules.Enchanted}, true
	case p.phrase("equipped creature"):
		if !isEquipment(p.def) {
			p.pos = start
			return ref{}, p.fail("\"equipped creature\" on a card that isn't an Equipment")
		}
		return ref{what: rules.Enchanted}, true
	case p.word("it"), p.phrase("that creature"), p.phrase("that permanent"):
		return p.lastObject()
	case p.word("each"), p.word("all"):
		f, _, ok := p.filter()
		if !ok {
			p.pos = start
			return ref{}, false
		}
		return ref{what: rules.What{Kind: rules.WhatAll, Filter: f}}, true
	}
	if p.at(0).text == "target" || p.at(0).text == "another" || p.at(0).text == "any" || p.at(0).text == "up" || p.at(1).text == "target" {
		return p.targetPhrase()
	}
	f, plural, ok := p.filter()
	if ok && plural {
		return ref{what: rules.What{Kind: rules.WhatAll, Filter: f}}, true
	}
	p.pos = start
	return ref{}, p.fail("what the effect is about")
}

// lastObject is what "it" means: the last object target named, else the card itself.
func (p *parser) lastObject() (ref, bool) {
	t := &p.tg
	for i := len(t.specs) - 1; i >= 0; i-- {
		s := t.specs[i]
		if s.Kind == rules.TargetPermanent || s.Kind == rules.TargetSpell {
			if len(t.specs) != 1 && i != len(t.specs)-1 {
				return ref{}, p.fail("\"it\" after several targets")
			}
			if s.Count > 1 || s.UpTo {
				return ref{what: rules.What{Kind: rules.WhatTargets}}, true
			}
			return ref{what: rules.What{Kind: rules.WhatTarget, N: t.objs - 1}, target: true}, true
		}
		if s.Kind == rules.TargetAny || s.Kind == rules.TargetPlayerOrPlaneswalker || s.Kind == rules.TargetPlayer || s.Kind == rules.TargetOpponent {
			return ref{}, p.fail("\"it\" after a target that may be a player")
		}
	}
	if tr := p.trig; tr != nil && !tr.Self && tr.Filter != nil && tr.Event != rules.EvCast {
		// In a trigger about another permanent, "it" is that permanent: the one the event
		// is about, while it is on the battlefield.
		switch tr.Event {
		case rules.EvAttacks, rules.EvAttacksAlone, rules.EvBlocks, rules.EvBecomesBlocked, rules.EvEntersBattlefield,
			rules.EvDealsDamage, rules.EvDealtDamage:
			return ref{what: rules.What{Kind: rules.WhatEventObj}}, true
		}
		return ref{}, p.fail("\"it\": the object of this event")
	}
	if p.def.Types.Permanent() {
		return ref{what: rules.Self}, true
	}
	return ref{}, p.fail("\"it\" with nothing named")
}

// playersPhrase reads who an effect is about: "you", "target player", "each opponent",
// "each player", "that player", "its controller", "its owner".
func (p *parser) playersPhrase() (ref, bool) {
	start := p.pos
	switch {
	case p.word("you"):
		return ref{players: true, who: rules.WhoYou}, true
	case p.phrase("each opponent"), p.phrase("each of your opponents"):
		return ref{players: true, who: rules.WhoEachOpponent}, true
	case p.phrase("each player"):
		return ref{players: true, who: rules.WhoEachPlayer}, true
	case p.phrase("defending player"):
		// The player the attacking creature of an attack trigger attacks (CR 805.10e).
		if p.trig == nil || p.trig.Event != rules.EvAttacks {
			p.pos = start
			return ref{}, p.fail("\"defending player\" outside an attack trigger")
		}
		return ref{players: true, who: rules.WhoDefending}, true
	case p.phrase("its controller"), p.phrase("that creature's controller"), p.phrase("that permanent's controller"):
		if !p.hasObjectTarget() {
			p.pos = start
			return ref{}, p.fail("\"its controller\" without an object target")
		}
		return ref{players: true, who: rules.WhoTargetController}, true
	case p.phrase("its owner"):
		if !p.hasObjectTarget() {
			p.pos = start
			return ref{}, p.fail("\"its owner\" without an object target")
		}
		return ref{players: true, who: rules.WhoTargetOwner}, true
	case p.phrase("that player"):
		for i := len(p.tg.specs) - 1; i >= 0; i-- {
			if k := p.tg.specs[i].Kind; k == rules.TargetPlayer || k == rules.TargetOpponent {
				if p.tg.plays == 1 {
					return ref{players: true, who: rules.WhoTarget}, true
				}
			}
		}
		p.pos = start
		return ref{}, p.fail("\"that player\" without one player target")
	case p.phrase("target player"), p.phrase("target opponent"):
		p.pos = start
		return p.targetPhrase()
	}
	return ref{}, p.fail("a player")
}

func (p *parser) hasObjectTarget() bool {
	return p.tg.objs > 0 && !p.tg.mixed
}

// looksPlural reports whether a subtype word is written in the plural ("Goblins",
// "Plains" being both).
func looksPlural(raw string) bool {
	return strings.HasSuffix(raw, "s") && !strings.HasSuffix(raw, "ss") && !strings.HasSuffix(raw, "us") || raw == "Plains"
}

// singularEnd are the words that may follow a subtype used alone as a noun.
var singularEnd = map[string]bool{"you": true, "an": true, "your": true, "with": true, "without": true,
	"enters": true, "dies": true, "attacks": true, "card": true, "spell": true, ",": true, ".": true, ":": true}

// pluralSubtype reads a subtype in the plural ("Goblins", "Elves", "Plains") and
// returns it in the singular.
func pluralSubtype(raw string) (string, bool) {
	if !isSubtype(raw) || len(raw) < 4 {
		return "", false
	}
	switch raw {
	case "Plains":
		return "Plains", true
	case "Faeries":
		return "Faerie", true
	}
	switch {
	case strings.HasSuffix(raw, "ves"):
		return strings.TrimSuffix(raw, "ves") + "f", true // Elves, Dwarves, Wolves
	case strings.HasSuffix(raw, "ies"):
		return strings.TrimSuffix(raw, "ies") + "y", true // Allies
	case looksPlural(raw):
		return strings.TrimSuffix(raw, "s"), true
	}
	return "", false
}
