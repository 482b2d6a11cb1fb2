package rules

import "strconv"

// pendingTrigger is a triggered ability that has triggered and waits to be put on the
// stack the next time a team would receive priority (CR 603.3).
type pendingTrigger struct {
	source  ObjID
	ability *Ability
	ctrl    PlayerID
	event   Event
}

// collectTriggers turns the events since the last look into pending triggers.
func (g *Game) collectTriggers() {
	for i := 0; i < len(g.events); i++ {
		g.triggersFor(g.events[i]) // may append more events, seen in this same loop
	}
	g.events = g.events[:0]
}

func (g *Game) triggersFor(e Event) {
	g.delayedTriggers(e) // CR 603.7
	g.delayedEffectTriggers(e)
	if e.Kind == EvBlocks {
		g.flankingTrigger(e)
	}
	g.suspendUpkeepTriggers(e) // CR 702.62a
	check := func(id ObjID) {
		o := g.obj(id)
		if o.Cur.NoAbilities {
			return // it lost all abilities (CR 613.1f), as it last existed too
		}
		for _, a := range o.Def.Abilities {
			if a.Kind == TriggeredAbility && a.Trigger.FromGraveyard != (o.Zone == ZoneGraveyard) {
				continue // CR 113.6, 113.6k: abilities work on the battlefield unless they say otherwise
			}
			if a.Kind == TriggeredAbility && a.Trigger.Event == e.Kind && a.Trigger.Event != EvState && g.speedWorks(a, o.Controller) && g.triggerMatches(a, id, e) {
				if a.Trigger.Event == EvBeginStep && a.Trigger.Each {
					// CR 805.4d: once for each player of the active team.
					for _, p := range g.teams[g.turn.Team].members {
						ev := e
						ev.Player = p
						g.addTrigger(id, a, ev)
					}
					continue
				}
				g.addTrigger(id, a, e)
			}
		}
	}
	granted := g.anyGrantedTrigger(e.Kind) // else grantedTriggers adds nothing: skip its scans
	ids := g.battlefield
	var trigBuf [maxSummaryStatics]ObjID
	if t, ok := g.triggerers(trigBuf[:0]); ok && !granted {
		ids = t // the others have no triggered ability to check (perf.go)
	}
	for _, id := range ids {
		check(id)
		if granted {
			g.grantedTriggers(id, e)
		}
	}
	// CR 603.10a, 603.6c: leaves-the-battlefield abilities look back in time, so the
	// abilities of the permanent that left and of every permanent that left at the same
	// moment (a wrath, lethal combat damage, one round of state-based actions) trigger too:
	// each creature's "whenever another creature dies" sees the others.
	if e.Kind == EvDies || e.Kind == EvLeavesBattlefield {
		for _, x := range g.events {
			if x.Kind == EvLeavesBattlefield && x.Moment == e.Moment && g.obj(x.Obj).Zone != ZoneBattlefield {
				check(x.Obj)
			}
		}
	}
	// Abilities that trigger from a graveyard (CR 113.6k).
	if !g.graveyardTriggers() {
		return
	}
	for p := range g.players {
		for _, id := range g.players[p].graveyard {
			if g.obj(id).Def.graveyardTriggers() {
				check(id)
			}
		}
	}
}

func (g *Game) addTrigger(id ObjID, a *Ability, e Event) {
	ctrl := g.obj(id).Controller
	r := Resolution{Source: id, Controller: ctrl, Event: e}
	if a.If != nil && !g.condHolds(a.If, id, ctrl, &r) {
		return // CR 603.4
	}
	if g.cfg.Variant.OwnTurns() && !g.eventInRange(ctrl, e) {
		return // CR 801.7
	}
	g.pendingTriggers = append(g.pendingTriggers, pendingTrigger{source: id, ability: a, ctrl: ctrl, event: e})
}

// triggerMatches reports whether event e triggers ability a of object id.
func (g *Game) triggerMatches(a *Ability, id ObjID, e Event) bool {
	t := a.Trigger
	o := g.obj(id)
	ctrl := o.Controller
	about := func(obj ObjID) bool {
		if t.Self && obj == id {
			return true
		}
		if t.Enchanted && o.AttachedTo != NoObj && obj == o.AttachedTo {
			return true
		}
		if t.Filter != nil && obj != NoObj && g.matches(obj, t.Filter, id, ctrl) {
			return true
		}
		return false
	}
	switch e.Kind {
	case EvAttacks:
		return about(e.Obj) && (!t.AttacksOpponent || g.attacksOpponentOf(e.Obj, ctrl))
	case EvDealtDamage:
		// With Combat: "is dealt combat damage" (Souls of the Faultless).
		return about(e.Obj) && (!t.Combat || e.Combat)
	case EvEntersBattlefield, EvDies, EvBlocks, EvLeavesBattlefield, EvPutIntoGraveyard, EvBecomesBlocked, EvAttacksAlone, EvTurnedFaceUp, EvBecomesTapped:
		return about(e.Obj)
	case EvDealsDamage:
		// With ToPlayer, Player says whose: "deals damage to an opponent".
		if t.ToPlayer && (!e.ToPlayer || !g.related(t.Player, e.Player, ctrl)) || t.Combat && !e.Combat {
			return false
		}
		return about(e.Obj)
	case EvDraws:
		return g.related(t.Player, e.Player, ctrl) && (t.NthDraw == 0 || e.Amount == t.NthDraw) && (!t.FirstEachTurn || e.firstGain())
	case EvLosesLife, EvGainsLife, EvWinsCoinFlip, EvLeavesGraveyard, EvPlayerAttacks:
		return g.related(t.Player, e.Player, ctrl) && (!t.FirstEachTurn || e.firstGain())
	case EvTeamCombatDamage:
		return g.related(t.Player, e.Player, ctrl) && (t.Filter == nil || g.teamHitBy(e, t.Filter, id, ctrl))
	case EvCast:
		// Self: "when you cast this spell" fires from the stack only (castSelfTriggers).
		return !t.Self && g.related(t.Player, e.Player, ctrl) && (t.Filter == nil || g.matches(e.Obj, t.Filter, id, ctrl)) &&
			(t.SpellTargets == nil || g.spellTargets(e.Obj, t.SpellTargets, id, ctrl))
	case EvCountersPut:
		return about(e.Obj) && g.related(t.Player, e.Player, ctrl) && (!t.PlusOne || e.Counter == PlusOne) &&
			(t.Reaches == 0 || e.Counter == t.Counter && e.Total-e.Amount < t.Reaches && e.Total >= t.Reaches)
	case EvLastCounterRemoved:
		// "When you remove the last intervention counter from CARDNAME": only when the
		// ability's controller removes it (Divine Intervention's ruling).
		return about(e.Obj) && g.related(t.Player, e.Player, ctrl) && e.Counter == t.Counter
	case EvBecomesDesignated:
		return about(e.Obj) && (t.Designation == 0 || Designation(e.Amount)&t.Designation != 0)
	case EvBecomesTarget:
		// Player: whose spell or ability it is ("an opponent controls", CR 702.21a).
		return about(e.Obj) && g.related(t.Player, e.Player, ctrl)
	case EvTapForMana:
		return g.obj(e.Obj).Is(Land) && g.related(t.Player, e.Player, ctrl)
	case EvBeginStep:
		if t.Step != e.Step {
			return false
		}
		if t.Each {
			return true
		}
		// "your upkeep": the turn of your team (CR 805.4).
		return t.Player != You || g.players[ctrl].Team == g.turn.Team
	}
	return false
}

// checkStateTriggers adds state triggers whose condition holds and that are not already
// waiting or on the stack (CR 603.8).
func (g *Game) checkStateTriggers() {
	ids := g.battlefield
	var trigBuf [maxSummaryStatics]ObjID
	if t, ok := g.triggerers(trigBuf[:0]); ok {
		ids = t // the others have no triggered ability of their own (perf.go)
	}
	for _, id := range ids {
		o := g.obj(id)
		for _, a := range o.Def.Abilities {
			if a.Kind != TriggeredAbility || a.Trigger.Event != EvState || o.Cur.NoAbilities {
				continue
			}
			if !g.condHolds(a.Trigger.State, id, o.Controller, nil) || g.stateTriggerWaiting(id, a) {
				continue
			}
			g.addTrigger(id, a, Event{Kind: EvState, Obj: id, Player: o.Controller, Source: NoObj})
		}
	}
}

func (g *Game) stateTriggerWaiting(id ObjID, a *Ability) bool {
	for _, p := range g.pendingTriggers {
		if p.source == id && p.ability == a {
			return true
		}
	}
	for _, s := range g.stack {
		if !s.Spell && s.Obj == id && s.Ability == a {
			return true
		}
	}
	return false
}

// stackTriggers puts pending triggers on the stack: the active team's first, then each
// other team's in turn order, so the nonactive team's resolve first. A team with two or
// more different triggers chooses their order (CR 603.3b, 805.7): stackTriggers then
// leaves a choice pending and returns, and the answer (answerTriggerOrder) puts the chosen
// one on the stack; the next call goes on with the rest.
func (g *Game) stackTriggers() bool {
	if len(g.pendingTriggers) == 0 {
		return false
	}
	if g.choice != nil && g.choice.order != nil {
		return true // the team is choosing the order
	}
	for _, t := range g.teamOrder() {
		first, n, differ := -1, 0, false
		for i, p := range g.pendingTriggers {
			if g.players[p.ctrl].Team != t {
				continue
			}
			if first < 0 {
				first = i
			} else if q := g.pendingTriggers[first]; p.source != q.source || p.ability != q.ability || p.ctrl != q.ctrl {
				differ = true
			}
			n++
		}
		if n == 0 {
			continue
		}
		if n > 1 && differ {
			g.askTriggerOrder(t)
			return true
		}
		// One trigger, or copies of one ability of one source: the order can't matter.
		kept := g.pendingTriggers[:0]
		for _, p := range g.pendingTriggers {
			if g.players[p.ctrl].Team == t {
				g.pushTrigger(p)
			} else {
				kept = append(kept, p)
			}
		}
		g.pendingTriggers = kept
	}
	return true
}

// askTriggerOrder asks team t which of its pending triggers goes on the stack next (CR
// 805.7: the team's members put all the abilities any of them controls on the stack in
// any order they choose). The one chosen first resolves last.
func (g *Game) askTriggerOrder(t TeamID) {
	var opts []Option
	var idx []int
	seen := map[string]int{}
	for i, p := range g.pendingTriggers {
		if g.players[p.ctrl].Team != t {
			continue
		}
		text := g.obj(p.source).shownName() + " (" + g.players[p.ctrl].Name + ")"
		seen[text]++
		if k := seen[text]; k > 1 {
			text += " #" + strconv.Itoa(k)
		}
		opts = append(opts, Option{Text: text, Player: NoPlayer, Obj: p.source})
		idx = append(idx, i)
	}
	g.choice = &choiceState{order: idx, spec: ChoiceSpec{Player: NoPlayer, Team: t,
		Choice:  ask(ChTriggerOrder),
		Options: opts, Min: 1, Max: 1}}
}

// answerTriggerOrder puts the chosen trigger on the stack.
func (g *Game) answerTriggerOrder(pick int) {
	i := g.choice.order[pick]
	p := g.pendingTriggers[i]
	g.pendingTriggers = append(g.pendingTriggers[:i], g.pendingTriggers[i+1:]...)
	g.choice = nil
	g.pushTrigger(p)
}

// pushTrigger puts one pending trigger on the stack, with its targets when there is no
// choice to make, or removes it when it has no legal target (CR 603.3d).
func (g *Game) pushTrigger(p pendingTrigger) {
	it := StackItem{Obj: p.source, Ability: p.ability, Controller: p.ctrl,
		Res: Resolution{Source: p.source, Controller: p.ctrl, Event: p.event}}
	it.Res.needMode = len(p.ability.Modes) > 0 // rules/modaltrigger.go
	if p.event.Kind == EvTurnedFaceUp {
		it.Res.X = p.event.Amount // the X paid to turn it face up (CR 107.3, 702.37e)
	}
	if len(p.ability.Targets) > 0 {
		combos := g.targetCombos(p.ability, p.source, p.ctrl)
		if len(combos) == 0 {
			g.note(Entry{Kind: JTriggerRemoved, Obj: p.source, Card: g.obj(p.source).Def})
			return
		}
		if len(combos) == 1 && (!hasUpTo(p.ability.Targets) || len(combos[0]) == 0) {
			it.Res.Targets = combos[0]
		} else {
			it.Res.needTargets = true // the controller chooses before a team gets priority
		}
	}
	g.push(it)
	g.note(Entry{Kind: JTriggers, Obj: p.source, Card: g.obj(p.source).Def})
	if !it.Res.needTargets && !it.Res.needMode {
		g.emitTargeted(len(g.stack) - 1)
	}
}

// askTriggerTargets asks the controller of a triggered ability just put on the stack to
// choose its targets, one at a time (CR 603.3d); it reports whether a choice is pending.
func (g *Game) askTriggerTargets() bool {
	for i := range g.stack {
		it := &g.stack[i]
		if it.Res.needMode {
			if g.askTriggerMode(i) {
				return true
			}
			return g.askTriggerTargets() // removed: no mode could be chosen
		}
		if !it.Res.needTargets {
			continue
		}
		specs := flatSpecs(it.Ability.Targets)
		k := len(it.Res.Targets)
		if k >= len(specs) {
			it.Res.needTargets = false
			g.emitTargeted(i)
			continue
		}
		var opts []Option
		for _, t := range g.legalTargets(specs[k], it.Obj, it.Controller) {
			dup := false
			for j, u := range it.Res.Targets {
				dup = dup || specs[j] == specs[k] && u == t
			}
			if !dup {
				opts = append(opts, Option{Text: g.targetRef(t), Player: t.Player, Obj: t.Obj})
			}
		}
		if specs[k].UpTo && k >= minTargets(it.Ability.Targets) {
			if len(opts) == 0 {
				it.Res.needTargets = false // "up to N": no more targets to choose (CR 115.1)
				g.emitTargeted(i)
				continue
			}
			opts = append(opts, Option{Text: "none", Player: NoPlayer, Obj: NoObj})
		}
		if len(opts) == 0 {
			g.note(Entry{Kind: JTriggerRemoved, Obj: it.Obj, Card: g.obj(it.Obj).Def})
			g.stack = append(g.stack[:i], g.stack[i+1:]...)
			return g.askTriggerTargets()
		}
		g.choice = &choiceState{spec: ChoiceSpec{Player: it.Controller, Team: g.players[it.Controller].Team,
			Choice: ask(ChTriggerTarget).from(it.Obj).n(i), Options: opts, Min: 1, Max: 1}, stackIndex: i + 1}
		return true
	}
	return false
}

// graveyardTriggers reports whether the card has an ability that triggers from a graveyard.
func (d *CardDef) graveyardTriggers() bool {
	for _, a := range d.Abilities {
		if a.Trigger != nil && a.Trigger.FromGraveyard {
			return true
		}
	}
	return false
}
