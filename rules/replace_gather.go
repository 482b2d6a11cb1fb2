package rules

// Gathering the replacement and prevention effects that watch for a proposed event
// (replace.go): static abilities of permanents, resolved effects and shields.

// gatherReplacers appends to buf the replacement and prevention effects that watch for
// events like ev, oldest first.
func (g *Game) gatherReplacers(ev *proposed, buf []replacer) []replacer {
	switch ev.kind {
	case evDamage:
		if g.damageCantBePrevented() {
			return buf // CR 615.12: every one of them is a prevention effect
		}
		return g.damageReplacers(ev, buf)
	case evDestroy:
		for i := range g.effects {
			if e := &g.effects[i]; e.Kind == EffRegenShield && e.Obj == ev.obj {
				return append(buf, replacer{kind: rkRegenShield, src: e.Source, ctrl: NoPlayer, ts: e.Timestamp})
			}
		}
	case evToGraveyard:
		// "from anywhere": the card's own ability works in every zone it names (CR 113.6b).
		for _, a := range g.obj(ev.obj).Def.Abilities {
			if a.Static != nil && a.Static.Kind == StShuffleIntoLibraryInstead {
				buf = append(buf, replacer{kind: rkShuffleInstead, src: ev.obj, ctrl: ev.player, ts: -1})
			}
		}
		if ev.from == ZoneBattlefield {
			buf = g.staticReplacers(buf, StExileIfDies, rkExileIfDies, func(s ObjID, _ *Static) bool { return s == ev.obj })
		}
		if g.mayHaveStatic(StOpponentsCardsExiled) {
			owner := g.obj(ev.obj).Owner
			buf = g.staticReplacers(buf, StOpponentsCardsExiled, rkExileFromGraveyard, func(s ObjID, _ *Static) bool {
				// CR 801.13a: the card of a player out of its controller's range goes to the
				// graveyard.
				c := g.obj(s).Controller
				return g.related(Opponent, c, owner) && g.InRange(c, owner)
			})
		}
		for i := range g.effects {
			if e := &g.effects[i]; e.Kind == EffExileIfDies && e.Obj == ev.obj {
				buf = append(buf, replacer{kind: rkExileIfDies, src: e.Source, ctrl: e.Player, ts: e.Timestamp})
				break // one is enough: each would exile it
			}
		}
	case evCounters:
		ctrl := g.obj(ev.obj).Controller
		buf = g.staticReplacers(buf, StDoubleCounters, rkDoubleCounters, func(s ObjID, _ *Static) bool { return g.obj(s).Controller == ctrl })
		buf = g.staticReplacers(buf, StOneMoreCounter, rkOneMoreCounter, func(s ObjID, st *Static) bool {
			return (!st.CounterOnly || st.Counter == ev.counter) && g.matches(ev.obj, &st.Filter, s, g.obj(s).Controller)
		})
	case evTokens:
		buf = g.staticReplacers(buf, StDoubleTokens, rkDoubleTokens, func(s ObjID, _ *Static) bool { return g.obj(s).Controller == ev.player })
	case evGainLife:
		buf = g.staticReplacers(buf, StGainLifePlusOne, rkGainPlusOne, func(s ObjID, _ *Static) bool { return g.obj(s).Controller == ev.player })
	case evLoseGame:
		for _, p := range g.teams[g.players[ev.player].Team].members {
			if g.lifePerPlayer() && p != ev.player {
				continue // a teammate's Stunning Reversal is theirs alone where life isn't shared
			}
			if pl := &g.players[p]; pl.ReverseLossTurn != 0 && pl.ReverseLossTurn == g.turn.Number {
				buf = append(buf, replacer{kind: rkReverseLoss, src: NoObj, ctrl: p, ts: -1})
			}
		}
	}
	return buf
}

// staticReplacers appends a replacer of kind rk for each active static ability of kind k
// on the battlefield that applies by ok.
func (g *Game) staticReplacers(buf []replacer, k StaticKind, rk replKind, ok func(src ObjID, st *Static) bool) []replacer {
	if !g.mayHaveStatic(k) {
		return buf
	}
	for _, id := range g.battlefield {
		o := g.obj(id)
		for i := range o.Def.Abilities {
			st := o.Def.Abilities[i].Static
			if st != nil && st.Kind == k && g.staticActive(st, id) && ok(id, st) {
				buf = append(buf, replacer{kind: rk, src: id, ctrl: o.Controller, ts: -1})
			}
		}
	}
	return buf
}

// damageReplacers appends the prevention effects that watch for damage like ev's (CR
// 615): Fog's, Fog Bank's, protection from a player, Vigor's, "prevent all damage that
// would be dealt to this", prevention shields.
func (g *Game) damageReplacers(ev *proposed, buf []replacer) []replacer {
	t := PlayerTarget(ev.player)
	if ev.obj != NoObj {
		t = ObjTarget(ev.obj)
	}
	for i := range g.effects {
		e := &g.effects[i]
		switch e.Kind {
		case EffPreventCombatDamage:
			if ev.combat && (e.Player == NoPlayer && g.preventsWithinRange(*e, ev.src, t) || ev.obj == NoObj && ev.player == e.Player) {
				buf = append(buf, replacer{kind: rkPreventCombat, src: e.Source, ctrl: e.Player, ts: e.Timestamp})
			}
		case EffPreventCombatSelf:
			if ev.combat && (e.Obj == ev.obj && ev.obj != NoObj || e.Obj == ev.src.obj && g.obj(ev.src.obj).Zone == ZoneBattlefield) {
				buf = append(buf, replacer{kind: rkPreventCombatSelf, src: e.Source, ctrl: NoPlayer, ts: e.Timestamp})
			}
		case EffPreventShield:
			if e.Obj == ev.obj && (ev.obj != NoObj || e.Player == ev.player) {
				buf = append(buf, replacer{kind: rkPreventShield, src: e.Source, ctrl: NoPlayer, ts: e.Timestamp, n: e.N})
			}
		}
	}
	if ev.combat && (ev.src.obj != NoObj && g.obj(ev.src.obj).Zone == ZoneBattlefield && g.restricted(StPreventCombatDamageSelf, ev.src.obj) ||
		ev.obj != NoObj && g.restricted(StPreventCombatDamageSelf, ev.obj)) {
		src := ev.obj
		if src == NoObj || !g.restricted(StPreventCombatDamageSelf, src) {
			src = ev.src.obj
		}
		buf = append(buf, replacer{kind: rkPreventCombatSelf, src: src, ctrl: NoPlayer, ts: -1})
	}
	if ev.obj == NoObj || g.obj(ev.obj).Zone != ZoneBattlefield {
		return buf
	}
	o := g.obj(ev.obj)
	if g.protectedFrom(ev.obj, ev.src.obj, ev.src.ctrl) { // CR 702.16e
		buf = append(buf, replacer{kind: rkProtection, src: ev.obj, ctrl: NoPlayer, ts: -1})
	}
	buf = g.staticReplacers(buf, StPreventDamageToSelf, rkPreventAllToSelf, func(s ObjID, _ *Static) bool { return s == ev.obj })
	if o.Is(Creature) {
		buf = g.staticReplacers(buf, StPreventDamageAsCounters, rkDamageAsCounters, func(s ObjID, _ *Static) bool {
			return s != ev.obj && g.obj(s).Controller == o.Controller
		})
	}
	return buf
}
