package oracle

import (
	"strings"

	"github.com/ettinmtg/ettin/rules"
)

// eff builds one effect for where the ability's targets begin among a modal spell's
// (first: index among all targets; firstObj: among object targets). An ability that
// isn't a mode is built with both 0.
type eff func(first, firstObj int) rules.Effect

func fixed(e rules.Effect) eff { return func(int, int) rules.Effect { return e } }

// whatAt shifts a target selector by the mode's first object target.
func whatAt(w rules.What, firstObj int) rules.What {
	if w.Kind == rules.WhatTarget {
		w.N += firstObj
	}
	return w
}

// effects reads the effect sentences of a spell or ability up to the end of the line:
// one or more sentences, each one or more clauses joined by "and", ", then" or ",".
func (p *parser) effects() ([]eff, bool) {
	var out []eff
	last := 0 // where the last sentence's effects begin in out
	for !p.done() {
		if es, ok := p.mayPay(); ok {
			last = len(out)
			out = append(out, es...)
			continue
		}
		if p.counteredExiled(out) {
			if !p.endSentence() {
				return nil, p.fail("the end of the sentence")
			}
			continue
		}
		if es, ok := p.delayedReturn(out, last); ok {
			out = es // CR 603.7
			if !p.endSentence() {
				return nil, p.fail("the end of the sentence")
			}
			continue
		}
		if es, ok := p.kickedSentence(out, last); ok {
			out = es // CR 702.33e
			if !p.endSentence() {
				return nil, p.fail("the end of the sentence")
			}
			continue
		}
		last = len(out)
		before := len(p.tg.specs)
		es, ok := p.sentence()
		if !ok {
			return nil, false
		}
		if p.phrase("at the beginning of the next turn's upkeep") {
			// A delayed triggered ability (CR 603.7): its effects happen then, once.
			if len(p.tg.specs) != before {
				return nil, p.fail("a delayed ability with targets")
			}
			ab := &rules.Ability{Kind: rules.TriggeredAbility, Text: render(p.toks),
				Trigger: &rules.Trigger{Event: rules.EvBeginStep, Step: rules.Upkeep}, Effects: build(es)}
			es = []eff{fixed(rules.CreateDelayedTrigger{Ability: ab})}
		}
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

// sentence reads clauses joined by "and", "then", ", then" up to a full stop.
func (p *parser) sentence() ([]eff, bool) {
	var out []eff
	targets := len(p.tg.specs)
	for {
		es, ok := p.clause()
		if !ok {
			return nil, false
		}
		out = append(out, es...)
		switch {
		case p.at(0).text == "," && p.at(1).text == "where":
			return p.whereX(out, targets) // ", where X is ..." ends the sentence
		case p.punct(","):
			p.word("then")
			p.word("and")
		case p.word("and"), p.word("then"):
		default:
			return out, true
		}
	}
}

// clause reads one effect clause.
func (p *parser) clause() ([]eff, bool) {
	start := p.pos
	if p.phrase("the game is a draw") {
		return []eff{fixed(rules.GameIsADraw{})}, true // CR 104.4a, 801.15
	}
	if p.phrase("you may") {
		es, ok := p.clause()
		if !ok {
			p.pos = start
			return nil, false
		}
		if len(es) == 1 {
			if s, ok := es[0](0, 0).(rules.SearchCards); ok && !s.May {
				// "you may search": the search's own yes or no, as the hand scripts say it
				s.May = true
				return []eff{fixed(s)}, true
			}
		}
		prompt := render(p.toks[start+2:p.pos]) + "?"
		return append([]eff{fixed(rules.May{Prompt: prompt, Skip: len(es)})}, es...), true
	}
	if e, ok := p.imperative(); ok {
		return e, true
	}
	p.pos = start
	if e, ok := p.exileIfDies(); ok {
		return e, true
	}
	p.pos = start
	if p.subject.players && start > 0 && p.toks[start-1].text == "and" {
		// "Target player draws two cards and loses 2 life": the subject carries over.
		if e, ok := p.playerVerb(p.subject.who, start); ok {
			return e, true
		}
	}
	p.pos = start
	if e, ok := p.damageClause(); ok {
		return e, true
	}
	p.pos = start
	if e, ok := p.playerClause(); ok {
		return e, true
	}
	p.pos = start
	if e, ok := p.objectClause(); ok {
		return e, true
	}
	p.pos = start
	return nil, p.fail("an effect")
}

// imperative reads the clauses that begin with a verb addressed to the controller.
func (p *parser) imperative() ([]eff, bool) {
	start := p.pos
	t := p.peek()
	if t.kind != tWord {
		return nil, false
	}
	switch t.text {
	case "add":
		// "Add {B}{B}{B}." (Dark Ritual): mana into the controller's pool (CR 106.3).
		if m := p.at(1); m.kind == tMana {
			c, err := rules.ParseCost(m.text)
			if err == nil && c.Generic == 0 && c.X == 0 && len(c.Hybrid) == 0 && !c.IsZero() {
				p.pos += 2
				return []eff{fixed(rules.AddMana{Mana: c})}, true
			}
		}
		return nil, p.fail("mana symbols to add")
	case "transform":
		// CR 701.28a: only a transforming double-faced card transforms (712.9), so only
		// a card built with its other face reads "transform".
		p.pos++
		if p.def.Back == nil {
			p.pos = start
			return nil, p.fail("\"transform\" on a card with another face")
		}
		if !p.self() && !p.word("it") {
			p.pos = start
			return nil, p.fail("\"transform CARDNAME\"")
		}
		return []eff{fixed(rules.Transform{What: rules.What{Kind: rules.WhatSelf}})}, true
	case "manifest":
		// "manifest dread" (CR 701.62a), "manifest the top card of your library" (701.40a)
		p.pos++
		switch {
		case p.word("dread"):
			return []eff{fixed(rules.Manifest{Who: rules.WhoYou, Dread: true})}, true
		case p.phrase("the top card of your library"):
			return []eff{fixed(rules.Manifest{Who: rules.WhoYou})}, true
		}
		p.pos = start
		return nil, p.fail("\"manifest dread\" or \"manifest the top card of your library\"")
	case "flip":
		// CR 710.2: "flip CARDNAME", "flip it", only on a flip card (its flipped half is
		// built first); "flip a coin" isn't this.
		if p.def.Flip == nil || !(p.at(1).kind == tSelf || p.at(1).text == "it") {
			return nil, p.fail("\"flip\" on a flip card")
		}
		p.pos += 2
		return []eff{fixed(rules.Flip{})}, true
	case "draw":
		p.pos++
		return p.drawRest(rules.WhoYou, start)
	case "discard":
		p.pos++
		return p.discardRest(rules.WhoYou, start)
	case "amass":
		p.pos++
		return p.amassRest(start)
	case "blight":
		p.pos++
		return p.blightRest(rules.WhoYou, start)
	case "look":
		p.pos++
		return p.lookRevealRest(start)
	case "recruit":
		// "Draw a card, then discard a card. If you discarded a nonland card, create a 1/1
		// white Human Soldier creature token."
		p.pos++
		return append(lootNonland(), fixed(rules.CreateToken{Def: humanSoldierToken, Amount: rules.N(1)})), true
	case "destroy", "exile", "tap", "untap", "regenerate":
		p.pos++
		if t.text == "exile" {
			if e, ok := p.cardFromGraveyard(start, rules.ZoneExile); ok {
				return e, true
			}
		}
		r, ok := p.objects()
		if !ok || r.players {
			p.pos = start
			return nil, false
		}
		w := r.what
		switch t.text {
		case "destroy":
			noRegen := p.cantBeRegenerated()
			return []eff{func(_, o int) rules.Effect { return rules.Destroy{What: whatAt(w, o), NoRegen: noRegen} }}, true
		case "regenerate":
			return []eff{func(_, o int) rules.Effect { return rules.Regenerate{What: whatAt(w, o)} }}, true
		case "exile":
			return []eff{func(_, o int) rules.Effect { return rules.ExileAll{What: whatAt(w, o)} }}, true
		case "tap":
			return []eff{func(_, o int) rules.Effect { return rules.TapPermanents{What: whatAt(w, o)} }}, true
		default:
			return []eff{func(_, o int) rules.Effect { return rules.UntapPermanents{What: whatAt(w, o)} }}, true
		}
	case "return":
		p.pos++
		if e, ok := p.returnFromGraveyard(start); ok {
			return e, true
		}
		p.pos = start + 1
		if e, ok := p.returnSelf(p.pos); ok {
			return e, true
		}
		if p.word("a") || p.word("an") {
			// "return a creature you control to its owner's hand": chosen, not targeted.
			f, plural, ok := p.filter()
			if !ok || plural || f.Controller != rules.You || !p.phrase("to its owner's hand") {
				p.pos = start
				return nil, p.fail("\"return a ... you control to its owner's hand\"")
			}
			return []eff{fixed(rules.EachPicks{Who: rules.WhoYou, From: rules.PickControlled, Filter: f, Do: rules.PickBounce})}, true
		}
		r, ok := p.objects()
		if !ok || r.players {
			p.pos = start
			return nil, false
		}
		if !p.phrase("to its owner's hand") && !p.phrase("to their owners' hands") && !p.phrase("to its owner's hands") {
			p.pos = start
			return nil, p.fail("\"to its owner's hand\"")
		}
		w := r.what
		return []eff{func(_, o int) rules.Effect { return rules.Bounce{What: whatAt(w, o)} }}, true
	case "remove":
		// "remove an intervention counter from CARDNAME"
		p.pos++
		n, ok := p.number()
		kind, ok2 := rules.ParseCounterKind(p.peek().text)
		if !ok || !ok2 || n.Kind != rules.AmtFixed {
			p.pos = start
			return nil, p.fail("\"remove N KIND counters from CARDNAME\"")
		}
		p.pos++
		if !(p.word("counter") || p.word("counters")) || !p.word("from") || !p.self() {
			p.pos = start
			return nil, p.fail("\"counters from CARDNAME\"")
		}
		return []eff{fixed(rules.RemoveCounter{Kind: kind, N: n.N})}, true
	case "put":
		if p.at(1).kind == tNum || p.at(1).kind == tWord && numberWords[p.at(1).text] > 0 {
			p.pos++
			return p.putCounters(start)
		}
		p.pos++
		if p.at(0).text == "target" {
			// "put target creature card from a graveyard onto the battlefield under your control"
			save, saved := p.pos, p.tg
			if es, ok := p.cardFromGraveyard(start, rules.ZoneBattlefield); ok {
				tapped := p.phrase("onto the battlefield tapped under your control")
				if tapped || p.phrase("onto the battlefield under your control") {
					if f := p.tg.specs[len(p.tg.specs)-1].Filter; f.Types.Permanent() {
						_ = es
						return []eff{fixed(rules.Reanimate{Yours: true, Tapped: tapped})}, true
					}
				}
				p.pos, p.tg = start, saved
				return nil, p.fail("\"onto the battlefield under your control\"")
			}
			p.pos = save
		}
		r, ok := p.objects()
		if !ok || r.players || !p.phrase("on top of its owner's library") {
			p.pos = start
			return nil, p.fail("\"put ... on top of its owner's library\"")
		}
		w := r.what
		return []eff{func(_, o int) rules.Effect { return rules.PutOnLibrary{What: whatAt(w, o)} }}, true
	case "counter":
		p.pos++
		if !p.phrase("target spell") {
			if !p.word("target") {
				p.pos = start
				return nil, p.fail("\"counter target spell\"")
			}
			f, _, ok := p.filter()
			if !ok || !p.word("spell") {
				p.pos = start
				return nil, p.fail("\"counter target ... spell\"")
			}
			if _, ok := p.addTarget(rules.TargetSpec{Kind: rules.TargetSpell, Filter: f}); !ok {
				p.pos = start
				return nil, false
			}
		} else if _, ok := p.addTarget(rules.TargetSpec{Kind: rules.TargetSpell}); !ok {
			p.pos = start
			return nil, false
		}
		if p.tg.objs != 1 {
			p.pos = start
			return nil, p.fail("a spell target after other targets")
		}
		if p.phrase("unless its controller pays") {
			t := p.peek()
			c, err := rules.ParseCost(t.text)
			if t.kind != tMana || err != nil || strings.Contains(t.text, "X") {
				p.pos = start
				return nil, p.fail("a mana cost")
			}
			p.pos++
			return []eff{fixed(rules.CounterUnlessPays{Cost: c})}, true
		}
		return []eff{fixed(rules.CounterTarget{})}, true
	case "mill":
		p.pos++
		return p.millRest(rules.WhoYou, start)
	case "surveil":
		// CR 701.42
		p.pos++
		n, ok := p.number()
		if !ok {
			p.pos = start
			return nil, p.fail("a number")
		}
		return []eff{fixed(rules.Surveil{Who: rules.WhoYou, Amount: n})}, true
	case "scry":
		p.pos++
		n, ok := p.number()
		if !ok {
			p.pos = start
			return nil, p.fail("a number")
		}
		return []eff{fixed(rules.Scry{Who: rules.WhoYou, Amount: n})}, true
	case "create":
		p.pos++
		return p.createTokens(start)
	case "search":
		p.pos++
		return p.search(start)
	case "attach":
		// "attach it to target creature you control" (an Equipment's own trigger, CR 701.3a)
		p.pos++
		if !(p.self() || p.word("it")) || !isEquipment(p.def) || !p.word("to") {
			p.pos = start
			return nil, p.fail("\"attach CARDNAME to target creature\"")
		}
		r, ok := p.targetPhrase()
		if !ok || !r.target || r.what.Kind != rules.WhatTarget {
			p.pos = start
			return nil, false
		}
		n := r.what.N
		return []eff{func(_, o int) rules.Effect { return rules.Attach{N: n + o} }}, true
	case "investigate":
		// CR 701.16a: create a Clue token.
		p.pos++
		return []eff{fixed(rules.CreateToken{Def: clueToken, Amount: rules.N(1)})}, true
	case "prevent":
		p.pos++
		return p.preventRest(start)
	case "take":
		p.pos++
		if p.phrase("an extra turn after this one") {
			return []eff{fixed(rules.ExtraTurn{Who: rules.WhoYou})}, true
		}
		p.pos = start
		return nil, p.fail("\"take an extra turn after this one\"")
	case "gain":
		p.pos++
		if !p.phrase("control of") {
			p.pos = start
			return nil, false
		}
		r, ok := p.objects()
		if !ok || !r.target || r.what.Kind != rules.WhatTarget || r.what.N != 0 {
			p.pos = start
			return nil, p.fail("\"gain control of target ...\"")
		}
		if !p.phrase("until end of turn") {
			p.pos = start
			return nil, p.fail("\"until end of turn\"")
		}
		w := r.what
		return []eff{func(_, o int) rules.Effect { return rules.GainControl{What: whatAt(w, o), UntilEOT: true} }}, true
	case "proliferate":
		p.pos++
		return []eff{fixed(rules.Proliferate{})}, true
	case "populate":
		p.pos++
		return []eff{fixed(rules.Populate{})}, true
	case "sacrifice":
		p.pos++
		if p.self() || p.word("it") && len(p.tg.specs) == 0 && p.def.Types.Permanent() {
			if p.phrase("unless you pay") {
				if n, ok := p.energy(); ok { // CR 107.14 (Lathnu Hellion)
					return []eff{fixed(rules.MayPay{Energy: n, Skip: 1, Unless: true}), fixed(rules.Sacrifice{What: rules.Self})}, true
				}
				t := p.peek()
				c, err := rules.ParseCost(t.text)
				if t.kind != tMana || err != nil || c.X > 0 || strings.Contains(t.text, "{T}") {
					p.pos = start
					return nil, p.fail("a mana cost")
				}
				p.pos++
				return []eff{fixed(rules.MayPay{Cost: c, Skip: 1, Unless: true}), fixed(rules.Sacrifice{What: rules.Self})}, true
			}
			return []eff{fixed(rules.Sacrifice{What: rules.Self})}, true
		}
		p.pos = start
		return p.playerVerb(rules.WhoYou, start)
	}
	return nil, false
}

// drawRest reads "a card", "N cards" after "draw(s)".
func (p *parser) drawRest(who rules.Who, start int) ([]eff, bool) {
	if p.word("cards") {
		if n, ok := p.equalTo(); ok { // "draw cards equal to the number of ..."
			return []eff{fixed(rules.Draw{Who: who, Amount: n})}, true
		}
		p.pos--
	}
	n, ok := p.number()
	if !ok || !(p.word("card") || p.word("cards")) {
		p.pos = start
		return nil, p.fail("\"draw N cards\"")
	}
	return []eff{fixed(rules.Draw{Who: who, Amount: n})}, true
}

// discardRest reads "a card", "N cards", "their hand" after "discard(s)".
func (p *parser) discardRest(who rules.Who, start int) ([]eff, bool) {
	if p.phrase("their hand") || p.phrase("your hand") {
		return []eff{fixed(rules.Discard{Who: who, All: true})}, true
	}
	n, ok := p.number()
	if !ok || !(p.word("card") || p.word("cards")) {
		p.pos = start
		return nil, p.fail("\"discard N cards\"")
	}
	return []eff{fixed(rules.Discard{Who: who, Amount: n})}, true
}

// damageClause reads "CARDNAME deals N damage to ..." and "deals N damage to each
// creature and each player".
func (p *parser) damageClause() ([]eff, bool) {
	start := p.pos
	// The source deals the damage: the card itself, or "it" in the card's own ability.
	if !p.self() && !(p.word("it") && p.def.Types.Permanent() && len(p.tg.specs) == 0) || !(p.word("deals") || p.word("deal")) {
		p.pos = start
		return nil, false
	}
	if p.phrase("damage to") {
		// "deals damage to target creature equal to the number of Mountains you control"
		r, ok := p.targetPhrase()
		if ok && !r.player && !r.any && r.what.Kind == rules.WhatTarget && p.phrase("equal to") {
			if amt, ok := p.spentAmount(); ok { // "equal to the amount of mana spent to cast CARDNAME"
				all := r.all
				return []eff{func(first, _ int) rules.Effect { return rules.DamageTarget{N: all + first, Amount: amt} }}, true
			}
			p.pos -= 2
		}
		if !ok || r.player || r.any || r.what.Kind != rules.WhatTarget || !p.phrase("equal to the number of") {
			p.pos = start
			return nil, p.fail("\"deals damage to TARGET equal to the number of\"")
		}
		f, plural, ok := p.filter()
		if !ok || !plural || f.Controller == rules.AnyPlayer {
			p.pos = start
			return nil, p.fail("what is counted")
		}
		all := r.all
		amt := rules.Amount{Kind: rules.AmtCountFilter, Filter: &f}
		return []eff{func(first, _ int) rules.Effect { return rules.DamageTarget{N: all + first, Amount: amt} }}, true
	}
	n, ok := p.number()
	if !ok || !p.word("damage") || !p.word("to") {
		p.pos = start
		return nil, p.fail("\"deals N damage to\"")
	}
	var out []eff
	for {
		es, ok := p.damageTo(n)
		if !ok {
			p.pos = start
			return nil, false
		}
		out = append(out, es...)
		save := p.pos
		if p.word("and") {
			if p.at(0).text == "each" || p.at(0).text == "target" || p.at(0).kind == tSelf && p.at(1).kind == tPunct ||
				p.at(0).text == "you" && p.at(1).kind == tPunct {
				continue
			}
			// "and 2 damage to target player"
			if m, ok := p.number(); ok && p.word("damage") && p.word("to") {
				n = m
				continue
			}
		}
		p.pos = save
		return out, true
	}
}

// damageTo reads one recipient of "deals N damage to".
func (p *parser) damageTo(n rules.Amount) ([]eff, bool) {
	start := p.pos
	switch {
	case p.phrase("each opponent"):
		return []eff{fixed(rules.DamagePlayers{Who: rules.WhoEachOpponent, Amount: n})}, true
	case p.phrase("each player"):
		return []eff{fixed(rules.DamagePlayers{Who: rules.WhoEachPlayer, Amount: n})}, true
	case p.word("you"):
		return []eff{fixed(rules.DamagePlayers{Who: rules.WhoYou, Amount: n})}, true
	case p.phrase("that player"), p.phrase("its controller"), p.phrase("that creature's controller"), p.phrase("that permanent's controller"):
		p.pos = start
		r, ok := p.playersPhrase()
		if !ok {
			return nil, false
		}
		return []eff{fixed(rules.DamagePlayers{Who: r.who, Amount: n})}, true
	case p.word("each"):
		f, _, ok := p.filter()
		if !ok {
			p.pos = start
			return nil, false
		}
		w := rules.What{Kind: rules.WhatAll, Filter: f}
		return []eff{fixed(rules.DamageEach{What: w, Amount: n})}, true
	}
	r, ok := p.targetPhrase()
	if !ok {
		p.pos = start
		return nil, false
	}
	if r.player {
		who := r.who
		return []eff{fixed(rules.DamagePlayers{Who: who, Amount: n})}, true
	}
	if r.what.Kind == rules.WhatTargets {
		return []eff{fixed(rules.DamageEachTarget{Amount: n})}, true
	}
	all := r.all
	return []eff{func(first, _ int) rules.Effect { return rules.DamageTarget{N: all + first, Amount: n} }}, true
}

// playerClause reads clauses whose subject is a player: "you gain N life", "target
// player draws two cards", "each opponent loses 2 life", "its controller gains 3 life".
func (p *parser) playerClause() ([]eff, bool) {
	start := p.pos
	r, ok := p.playersPhrase()
	if !ok {
		p.pos = start
		return nil, false
	}
	p.subject = r
	return p.playerVerb(r.who, start)
}

// playerVerb reads what a player does: draws, discards, gains or loses life, scries,
// gets poison counters.
func (p *parser) playerVerb(who rules.Who, start int) ([]eff, bool) {
	t := p.peek()
	if t.kind != tWord {
		p.pos = start
		return nil, p.fail("a verb")
	}
	verb := strings.TrimSuffix(t.text, "s")
	p.pos++
	switch verb {
	case "draw":
		return p.drawRest(who, start)
	case "discard":
		return p.discardRest(who, start)
	case "reveal":
		return p.revealHandRest(who, start)
	case "gain", "lose":
		n, ok := p.number()
		if !ok && p.trig != nil && p.trig.Event == rules.EvDealsDamage && p.phrase("that much") {
			n, ok = rules.Amount{Kind: rules.AmtEvent}, true // the damage dealt
		}
		lifeRead := false
		if !ok && p.word("life") {
			// "you gain life equal to the number of ..."
			n, ok = p.equalTo()
			lifeRead = true
		}
		if !ok || !lifeRead && !p.word("life") {
			p.pos = start
			return nil, p.fail("\"N life\"")
		}
		if verb == "gain" {
			return []eff{fixed(rules.GainLife{Who: who, Amount: n})}, true
		}
		return []eff{fixed(rules.LoseLife{Who: who, Amount: n})}, true
	case "blight":
		return p.blightRest(who, start)
	case "scry":
		n, ok := p.number()
		if !ok {
			p.pos = start
			return nil, p.fail("a number")
		}
		return []eff{fixed(rules.Scry{Who: who, Amount: n})}, true
	case "mill":
		return p.millRest(who, start)
	case "surveil":
		n, ok := p.number()
		if !ok {
			p.pos = start
			return nil, p.fail("a number")
		}
		return []eff{fixed(rules.Surveil{Who: who, Amount: n})}, true
	case "put":
		// The 2018 wording of mill: "puts the top N cards of their library into their
		// graveyard".
		if !p.phrase("the top") {
			break
		}
		n, ok := p.number()
		if !ok {
			n = rules.N(1)
		}
		if p.phrase("cards of their library into their graveyard") || p.phrase("card of their library into their graveyard") ||
			p.phrase("cards of your library into your graveyard") || p.phrase("card of your library into your graveyard") {
			return []eff{fixed(rules.Mill{Who: who, Amount: n})}, true
		}
	case "sacrifice":
		// "sacrifices a creature", "sacrifice two creatures": each chooses (CR 701.17).
		n, ok := p.number()
		if !ok || n.Kind != rules.AmtFixed {
			p.pos = start
			return nil, p.fail("\"sacrifices a ...\"")
		}
		f, _, ok := p.filter()
		if !ok || f.Controller != rules.AnyPlayer || f.Other {
			p.pos = start
			return nil, p.fail("what is sacrificed")
		}
		k := n.N
		if k == 1 {
			k = 0 // EachPicks: 0 means 1
		}
		return []eff{fixed(rules.EachPicks{Who: who, From: rules.PickControlled, Filter: f, N: k, Do: rules.PickSacrifice})}, true
	case "get":
		if es, ok := p.getEnergyRest(who); ok {
			return es, true // CR 107.14
		}
		if !p.word("poison") {
			break
		}
		fallthrough
	default:
		if t.text == "gets" || t.text == "get" {
			n, ok := p.number()
			if ok && p.word("poison") && (p.word("counter") || p.word("counters")) {
				return []eff{fixed(rules.Poison{Who: who, Amount: n})}, true
			}
		}
	}
	p.pos = start
	return nil, p.fail("a player's action")
}

// objectClause reads clauses whose subject is an object: "target creature gets +2/+2
// until end of turn", "creatures you control gain flying until end of turn".
func (p *parser) objectClause() ([]eff, bool) {
	start := p.pos
	r, ok := p.objects()
	if !ok || r.players {
		p.pos = start
		return nil, false
	}
	w := r.what
	if es, ok := p.becomesArtifactCreature(w); ok {
		return es, true // CR 702.122a
	}
	switch {
	case p.phrase("becomes prepared"): // the prepare layout
		return []eff{func(_, o int) rules.Effect { return rules.BecomePrepared{What: whatAt(w, o)} }}, true
	case p.phrase("can't block this turn"):
		return []eff{func(_, o int) rules.Effect { return rules.CantBlockThisTurn{What: whatAt(w, o)} }}, true
	case p.phrase("can't be blocked this turn"):
		return []eff{func(_, o int) rules.Effect { return rules.CantBeBlocked{What: whatAt(w, o)} }}, true
	case p.whileTapped("doesn't untap during its controller's untap step for as long as"):
		// CR 611.2b (Mana Leech)
		return []eff{func(_, o int) rules.Effect { return rules.DoesntUntapNext{What: whatAt(w, o), WhileTapped: true} }}, true
	case p.phrase("doesn't untap during its controller's next untap step"), p.phrase("don't untap during their controllers' next untap steps"),
		w.Kind == rules.WhatSelf && p.phrase("doesn't untap during your next untap step"):
		return []eff{func(_, o int) rules.Effect { return rules.DoesntUntapNext{What: whatAt(w, o)} }}, true
	case w.Kind == rules.WhatTarget && p.phrase("deals damage equal to its power to"):
		b, ok := p.objects()
		if !ok || b.what.Kind != rules.WhatTarget || b.what.N == w.N {
			p.pos = start
			return nil, p.fail("\"deals damage equal to its power to target creature\"")
		}
		x, y := w.N, b.what.N
		return []eff{func(_, o int) rules.Effect { return rules.PowerDamage{From: []int{x + o}, To: y + o} }}, true
	case p.word("connives"):
		// CR 701.47a: only a permanent of the ability's controller's, who draws and discards.
		if !p.yours(w) {
			p.pos = start
			return nil, p.fail("a permanent you control that connives")
		}
		return append(lootNonland(), func(_, o int) rules.Effect {
			return rules.PutCounters{What: whatAt(w, o), Kind: rules.PlusOne, Amount: rules.N(1)}
		}), true
	case p.word("fights"):
		// CR 701.12: each deals damage equal to its power to the other.
		b, ok := p.objects()
		if !ok || w.Kind != rules.WhatTarget || b.what.Kind != rules.WhatTarget || b.what.N == w.N {
			p.pos = start
			return nil, p.fail("\"target creature fights target creature\"")
		}
		x, y := w.N, b.what.N
		return []eff{func(_, o int) rules.Effect { return rules.PowerDamage{From: []int{x + o}, To: y + o, Fight: true} }}, true
	}
	p.word("each") // "up to two target creatures each get +1/+1"
	var pw, tg int
	var ks rules.KeywordSet
	if (p.word("gets") || p.word("get")) && (p.peek().text == "+X/+X" || p.peek().text == "+X/+0" || p.peek().text == "+0/+X") {
		// +X/+X: counted once as the effect happens (PumpBy).
		t := p.peek().text
		p.pos++
		if !p.phrase("until end of turn") {
			p.pos = start
			return nil, p.fail("\"until end of turn\"")
		}
		a, b := rules.X, rules.X
		if t == "+X/+0" {
			b = rules.N(0)
		} else if t == "+0/+X" {
			a = rules.N(0)
		}
		return []eff{func(_, o int) rules.Effect { return rules.PumpBy{What: whatAt(w, o), Power: a, Tough: b} }}, true
	} else if p.at(-1).text == "gets" || p.at(-1).text == "get" {
		p.pos--
	}
	if p.word("gets") || p.word("get") {
		t := p.peek()
		if t.kind != tPT {
			p.pos = start
			return nil, p.fail("+N/+N")
		}
		a, b, ok := ptChange(t.text)
		if !ok {
			p.pos = start
			return nil, p.fail("+N/+N")
		}
		pw, tg = a, b
		p.pos++
		if p.word("and") {
			if !(p.word("gains") || p.word("gain") || p.word("has") && p.at(1).text != "until") {
				p.pos = start
				return nil, p.fail("\"and gains\"")
			}
			if ks, ok = p.keywordList(); !ok {
				p.pos = start
				return nil, false
			}
		}
	} else if p.word("gains") || p.word("gain") {
		if ks, ok = p.keywordList(); !ok {
			p.pos = start
			return nil, false
		}
	} else {
		p.pos = start
		return nil, p.fail("\"gets\" or \"gains\"")
	}
	tapped := false // "for as long as CARDNAME remains tapped" (CR 611.2b; Endoskeleton)
	if !p.phrase("until end of turn") {
		if !p.whileTapped("for as long as") {
			p.pos = start
			return nil, p.fail("\"until end of turn\"")
		}
		tapped = true
	}
	return []eff{func(_, o int) rules.Effect {
		return rules.Pump{What: whatAt(w, o), Power: pw, Tough: tg, Keywords: ks, WhileTapped: tapped}
	}}, true
}

// ptChange reads "+2/+2", "-1/-1", "+0/+3".
func ptChange(s string) (int, int, bool) {
	a, b, ok := strings.Cut(s, "/")
	if !ok || a == "" || b == "" || a[0] != '+' && a[0] != '-' || b[0] != '+' && b[0] != '-' {
		return 0, 0, false
	}
	x, ok1 := atoi(a)
	y, ok2 := atoi(b)
	return x, y, ok1 && ok2
}

// ptSize reads "2/2".
func ptSize(s string) (int, int, bool) {
	a, b, ok := strings.Cut(s, "/")
	if !ok {
		return 0, 0, false
	}
	x, ok1 := atoi(a)
	y, ok2 := atoi(b)
	return x, y, ok1 && ok2 && a[0] != '+' && a[0] != '-'
}

// putCounters reads "a +1/+1 counter on target creature", "two +1/+1 counters on
// CARDNAME".
func (p *parser) putCounters(start int) ([]eff, bool) {
	n, ok := p.number()
	kind, ok2 := rules.ParseCounterKind(p.peek().text)
	if !ok || !ok2 || kind == rules.LoyaltyCounter {
		p.pos = start
		return nil, p.fail("\"put N +1/+1 counters on\"")
	}
	p.pos++
	if !(p.word("counter") || p.word("counters")) || !p.word("on") {
		p.pos = start
		return nil, p.fail("\"counters on\"")
	}
	r, ok := p.objects()
	if !ok || r.players {
		p.pos = start
		return nil, false
	}
	w := r.what
	return []eff{func(_, o int) rules.Effect { return rules.PutCounters{What: whatAt(w, o), Kind: kind, Amount: n} }}, true
}

// cantBeRegenerated reads "It can't be regenerated." or "They can't be regenerated." after
// a destruction (its own sentence, or joined by "and"), leaving the final full stop to be
// read: the destroyed permanents' regeneration shields don't apply (CR 701.15c).
func (p *parser) cantBeRegenerated() bool {
	save := p.pos
	if p.punct(".") || p.word("and") {
		if (p.word("it") || p.word("they")) && p.phrase("can't be regenerated") && p.at(0).text == "." {
			return true
		}
	}
	p.pos = save
	return false
}

// whileTapped reads lead, then "CARDNAME remains tapped" (the duration of CR 611.2b); on
// failure it reads nothing.
func (p *parser) whileTapped(lead string) bool {
	save := p.pos
	if p.phrase(lead) && p.self() && p.phrase("remains tapped") {
		return true
	}
	p.pos = save
	return false
}
