package rules

// The replacement and prevention pipeline (CR 614-616). An event about to happen is
// proposed as a value (proposed); the replacement and prevention effects that watch for it
// are gathered from static abilities, resolved effects and shields (replacer); each is
// applied at most once (CR 614.5), a self-replacement effect first (614.15, 616.1a), the
// others in the order the affected player (or the affected object's controller) chooses
// (616.1, 616.1e), re-checking after each which still apply (616.1f). Prevention effects
// are replacements of damage events (CR 615). The caller then carries out the event as
// modified, or nothing when it was replaced by nothing.

// replEvent is the kind of an event replacement and prevention effects watch for.
type replEvent uint8

const (
	evDamage      replEvent = iota // n damage from src to player or obj (CR 120)
	evDestroy                      // obj would be destroyed (CR 701.7)
	evToGraveyard                  // card obj would be put into a graveyard (dies, discard, mill, countered...)
	evCounters                     // n counters of kind counter would be put on obj
	evTokens                       // n tokens would be created under player's control
	evGainLife                     // player would gain n life
	evLoseGame                     // player's team would lose the game
)

// proposed is one event about to happen, as replacement effects modify it.
type proposed struct {
	kind    replEvent
	player  PlayerID // the affected player: damaged, gaining life, losing, tokens' controller; else obj's controller
	obj     ObjID    // the affected object (NoObj: a player)
	src     damageSource
	n       int
	counter CounterKind
	combat  bool
	from    Zone // evToGraveyard: where the card is
	to      Zone // evToGraveyard: where it goes now (ZoneGraveyard until replaced)
	// self: the self-replacement effect of the resolving spell or ability on this event
	// (CR 614.15), rkNone without one.
	self replKind
	gone bool // replaced by nothing: prevented, regenerated, the loss reversed
	// bonus: what a replacement gives the affected player besides (Vigor's counters), for
	// value.
	bonus int
	// noted: the last replacement of counters not yet written to the journal (one entry
	// per run of replacements of one kind, as the journal had them before the pipeline).
	noted replKind
}

// replKind is a kind of replacement or prevention effect.
type replKind uint8

const (
	rkNone replKind = iota
	// rkSelfExile: "exile it instead of putting it into its owner's graveyard", part of
	// the resolving spell's own effect (Deny Existence; a self-replacement, CR 614.15).
	rkSelfExile
	rkRegenShield        // a regeneration shield (CR 614.8, 701.15a)
	rkExileFromGraveyard // an opponent's StOpponentsCardsExiled (Leyline of the Void)
	rkExileIfDies        // EffExileIfDies: "if that creature would die this turn, exile it instead"
	rkShuffleInstead     // StShuffleIntoLibraryInstead: "If this would be put into a graveyard from anywhere, ... shuffle it into its owner's library instead"
	rkDoubleCounters     // StDoubleCounters (Doubling Season)
	rkOneMoreCounter     // StOneMoreCounter (Pir, Hardened Scales)
	rkDoubleTokens       // StDoubleTokens
	rkPreventCombat      // EffPreventCombatDamage (Fog)
	rkPreventCombatSelf  // StPreventCombatDamageSelf (Fog Bank)
	rkProtection         // protection from the chosen player (CR 702.16e)
	rkDamageAsCounters   // StPreventDamageAsCounters (Vigor)
	rkPreventAllToSelf   // StPreventDamageToSelf: "Prevent all damage that would be dealt to this"
	rkPreventShield      // EffPreventShield: "prevent the next N damage" (CR 615.7)
	rkReverseLoss        // ReverseNextLoss (Stunning Reversal)
	rkGainPlusOne        // StGainLifePlusOne: "you gain that much life plus 1 instead"
)

// prevention reports whether effects of kind k are prevention effects, which don't apply
// while damage can't be prevented (CR 615.12).
func (k replKind) prevention() bool {
	switch k {
	case rkPreventCombat, rkPreventCombatSelf, rkProtection, rkDamageAsCounters, rkPreventAllToSelf, rkPreventShield:
		return true
	}
	return false
}

// replacer is one replacement or prevention effect that may apply to a proposed event.
type replacer struct {
	kind replKind
	src  ObjID    // the permanent with the static ability, or the effect's source
	ctrl PlayerID // the controller of the static ability (the effect's player)
	ts   int      // the resolved effect's timestamp (which effect), or -1
	n    int      // a shield's damage left to prevent
	used bool     // applied to this event already (CR 614.5)
}

// replaceEvent runs ev through the replacement and prevention effects that apply to it
// (CR 614-616) and applies each once; ev then describes what happens instead.
func (g *Game) replaceEvent(ev *proposed) {
	var store [6]replacer
	all := g.gatherReplacers(ev, store[:0])
	if ev.self != rkNone {
		all = append(all, replacer{kind: ev.self, src: NoObj, ctrl: NoPlayer, ts: -1})
	}
	if len(all) == 0 {
		return
	}
	var idx [6]int
	for {
		cands := idx[:0]
		for i := range all {
			if !all[i].used && ev.applies(&all[i]) {
				cands = append(cands, i)
			}
		}
		if len(cands) == 0 {
			break
		}
		pick := cands[0]
		if s := selfReplacer(all, cands); s >= 0 {
			pick = s // CR 616.1a: a self-replacement effect must be chosen first
		} else if len(cands) > 1 && !sameKind(all, cands) {
			pick = g.orderReplacers(ev, all, cands) // CR 616.1, 616.1e
		}
		all[pick].used = true
		g.applyReplacer(ev, &all[pick])
	}
	g.flushCounterNote(ev)
}

func selfReplacer(all []replacer, cands []int) int {
	for _, i := range cands {
		if all[i].kind == rkSelfExile {
			return i
		}
	}
	return -1
}

// sameKind reports whether the candidates are all of one kind: their order can't change
// the outcome, so the first (the oldest) is applied without asking.
func sameKind(all []replacer, cands []int) bool {
	for _, i := range cands[1:] {
		if all[i].kind != all[cands[0]].kind {
			return false
		}
	}
	return true
}

// applies reports whether replacement r would modify ev as it stands now (CR 616.1f).
func (ev *proposed) applies(r *replacer) bool {
	if ev.gone {
		return false
	}
	switch r.kind {
	case rkSelfExile, rkExileFromGraveyard, rkShuffleInstead:
		return ev.kind == evToGraveyard && ev.to == ZoneGraveyard
	case rkExileIfDies:
		return ev.kind == evToGraveyard && ev.to == ZoneGraveyard && ev.from == ZoneBattlefield
	case rkDoubleCounters, rkOneMoreCounter, rkDoubleTokens, rkGainPlusOne:
		return ev.n > 0
	case rkPreventShield:
		return ev.kind == evDamage && ev.n > 0 && r.n > 0
	}
	return ev.n > 0 || ev.kind == evDestroy || ev.kind == evLoseGame
}

// modify changes ev as replacement r says, without touching the game: the part of
// applying r that orderReplacers can try on copies of ev.
func (ev *proposed) modify(r *replacer) {
	switch r.kind {
	case rkSelfExile, rkExileFromGraveyard, rkExileIfDies:
		ev.to = ZoneExile
	case rkShuffleInstead:
		ev.to = ZoneLibrary
	case rkDoubleCounters, rkDoubleTokens:
		ev.n *= 2
	case rkOneMoreCounter, rkGainPlusOne:
		ev.n++
	case rkPreventShield:
		ev.n -= min(ev.n, r.n)
		ev.gone = ev.n == 0
	case rkDamageAsCounters:
		ev.bonus += ev.n
		ev.gone = true
	case rkRegenShield, rkReverseLoss, rkPreventCombat, rkPreventCombatSelf, rkProtection, rkPreventAllToSelf:
		ev.gone = true
	}
}

// applyReplacer applies replacement r to ev: the modification, and what r does besides
// (the journal, a shield used up, Vigor's counters: CR 615.5).
func (g *Game) applyReplacer(ev *proposed, r *replacer) {
	before := ev.n
	if ev.kind == evCounters && ev.noted != rkNone && ev.noted != r.kind {
		g.flushCounterNote(ev)
	}
	ev.modify(r)
	switch r.kind {
	case rkDoubleCounters, rkOneMoreCounter:
		ev.noted = r.kind
	case rkExileFromGraveyard, rkExileIfDies, rkSelfExile:
		o := g.obj(ev.obj)
		g.note(Entry{Kind: JExiledInstead, Obj: o.ID, Card: o.Def, Player: o.Owner})
	case rkShuffleInstead:
		o := g.obj(ev.obj)
		g.note(Entry{Kind: JShuffledInstead, Obj: o.ID, Card: o.Def, Player: o.Owner})
	case rkRegenShield:
		g.removeEffectAt(r.ts)
		m := g.mut(ev.obj)
		m.Damage, m.Deathtouched, m.Tapped = 0, false, true
		g.combat.remove(ev.obj)
		g.note(Entry{Kind: JRegenerates, Obj: ev.obj, Card: m.Def})
	case rkProtection:
		o := g.obj(ev.obj)
		if g.protectedFromPlayer(ev.obj, ev.src.ctrl) {
			g.note(Entry{Kind: JDamagePreventedProtection, N: int32(before), Obj: o.ID, Card: o.Def, Player: ev.src.ctrl})
		} else {
			s := g.obj(ev.src.obj)
			g.note(Entry{Kind: JDamagePreventedQuality, N: int32(before), Obj: o.ID, Card: o.Def, Obj2: s.ID, Card2: s.Def})
		}
	case rkDamageAsCounters:
		vo, o := g.obj(r.src), g.obj(ev.obj)
		g.note(Entry{Kind: JDamagePreventedCounters, Obj: vo.ID, Card: vo.Def, N: int32(before), Obj2: o.ID, Card2: o.Def})
		g.putCounters(ev.obj, PlusOne, before, r.ctrl)
	case rkPreventShield:
		n := before - ev.n
		g.useShield(r.ts, n)
		if ev.obj == NoObj {
			g.note(Entry{Kind: JDamagePreventedToPlayer, N: int32(n), Player: ev.player, Obj: NoObj, Obj2: r.src, Card2: g.cardOf(r.src)})
		} else {
			g.note(Entry{Kind: JDamagePrevented, N: int32(n), Obj: ev.obj, Card: g.cardOf(ev.obj), Obj2: r.src, Card2: g.cardOf(r.src)})
		}
	case rkReverseLoss:
		t := g.players[r.ctrl].Team
		g.players[r.ctrl].ReverseLossTurn = 0
		g.note(Entry{Kind: JLossReversed, Team: t, Player: r.ctrl})
		g.draw(r.ctrl, 7)
		g.setLife(r.ctrl, 1)
	case rkGainPlusOne:
		g.note(Entry{Kind: JLifeGainReplaced, Player: ev.player, N: int32(ev.n), Obj: r.src, Card: g.cardOf(r.src)})
	}
}

// flushCounterNote writes the count of counters the last run of replacements of one kind
// left (JCountersReplaced).
func (g *Game) flushCounterNote(ev *proposed) {
	if ev.kind != evCounters || ev.noted == rkNone {
		return
	}
	ev.noted = rkNone
	o := g.obj(ev.obj)
	g.note(Entry{Kind: JCountersReplaced, Obj: o.ID, Card: o.Def, N: int32(ev.n)})
}

// cardOf is the card of object id, or nil for NoObj.
func (g *Game) cardOf(id ObjID) *CardDef {
	if !g.validObj(id) {
		return nil
	}
	return g.obj(id).Def
}

// removeEffectAt ends the resolved effect with timestamp ts.
func (g *Game) removeEffectAt(ts int) {
	for i := range g.effects {
		if g.effects[i].Timestamp == ts {
			// A fresh slice: clones may share the old one's array.
			g.effects = append(append([]ContEffect(nil), g.effects[:i]...), g.effects[i+1:]...)
			return
		}
	}
}

// useShield takes n from the prevention shield with timestamp ts, ending it at 0 (CR 615.7).
func (g *Game) useShield(ts, n int) {
	for i := range g.effects {
		if g.effects[i].Timestamp != ts {
			continue
		}
		if g.effects[i].N <= n {
			g.removeEffectAt(ts)
			return
		}
		g.effects = append([]ContEffect(nil), g.effects...)
		g.effects[i].N -= n
		return
	}
}

// value is how good the event as it stands is for the affected player: what the engine's
// choice of order maximizes when the player isn't asked.
func (ev *proposed) value() int {
	switch ev.kind {
	case evDamage:
		if ev.gone {
			return ev.bonus
		}
		return ev.bonus - ev.n
	case evCounters:
		if ev.counter == MinusOne {
			return -ev.n
		}
		return ev.n
	case evToGraveyard:
		switch ev.to {
		case ZoneLibrary:
			return 2
		case ZoneGraveyard:
			return 1
		}
		return 0
	case evDestroy, evLoseGame:
		if ev.gone {
			return 1
		}
		return 0
	}
	return ev.n
}

// bestOrder is the best value for the affected player of applying the candidates not yet
// used to ev, in the best order, and which to apply first (CR 616.1: the player's choice,
// when the engine makes it).
func bestOrder(ev proposed, all []replacer, depth int) (int, int) {
	best, first := ev.value(), -1
	if depth > 4 {
		return best, first
	}
	for i := range all {
		if all[i].used || !ev.applies(&all[i]) {
			continue
		}
		next := ev
		next.modify(&all[i])
		all[i].used = true
		v, _ := bestOrder(next, all, depth+1)
		all[i].used = false
		if first < 0 || v > best {
			best, first = v, i
		}
	}
	return best, first
}
