package rules

// Delayed triggered abilities (CR 603.7): the ones effects create ("at the beginning of the
// next end step", "whenever that creature ... this turn"), what triggers them, and
// Together Forever's "when that creature dies this turn".

// delayedEffectTriggers adds the delayed triggered abilities (EffDelayedTrigger) that
// event e triggers. A delayed trigger about an object triggers only for that object; one
// that triggers once ("at the beginning of the next end step") ends when it triggers (CR
// 603.7b).
func (g *Game) delayedEffectTriggers(e Event) {
	out := g.effects[:0]
	for _, ce := range g.effects {
		if ce.Kind == EffDelayedTrigger && ce.Ability != nil && g.delayedMatches(&ce, e) {
			ev := e
			if ev.Obj == NoObj {
				ev.Obj = ce.Obj // "at the beginning of the next end step, return that card"
			}
			g.pendingTriggers = append(g.pendingTriggers, pendingTrigger{source: ce.Source, ability: ce.Ability, ctrl: ce.Player, event: ev})
			if ce.N == 1 {
				continue
			}
		}
		out = append(out, ce)
	}
	g.effects = out
}

func (g *Game) delayedMatches(ce *ContEffect, e Event) bool {
	t := ce.Ability.Trigger
	if t == nil || t.Event != e.Kind || ce.Turn != 0 && ce.Turn != g.turn.extraID {
		return false
	}
	if ce.Obj != NoObj && e.Obj != ce.Obj && e.Kind != EvBeginStep {
		return false
	}
	switch e.Kind {
	case EvDealsDamage:
		return (!t.ToPlayer || e.ToPlayer) && (!t.Combat || e.Combat)
	case EvBeginStep:
		return t.Step == e.Step
	case EvCast:
		return t.Filter == nil || g.matches(e.Obj, t.Filter, ce.Source, ce.Player)
	}
	return true
}

// CreateDelayedTrigger creates a delayed triggered ability controlled by the controller
// (CR 603.7, 603.7d). With Choose, the controller first chooses a creature (not a target)
// matching it, and the ability is about that creature ("whenever that creature ...").
// ThisTurn: it lasts until end of turn; otherwise it triggers only once ("at the beginning
// of the next end step").
type CreateDelayedTrigger struct {
	Ability  *Ability
	Choose   *Filter
	ThisTurn bool
}

func (e CreateDelayedTrigger) do(g *Game, r *Resolution) bool {
	obj := NoObj
	if e.Choose != nil {
		var ids []ObjID
		for _, id := range g.battlefield {
			if g.matches(id, e.Choose, r.Source, r.Controller) {
				ids = append(ids, id)
			}
		}
		ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Team: g.players[r.Controller].Team, Choice: ask(ChCreature), Options: g.cardOptions(ids), Min: 1, Max: 1})
		if !ok {
			return false
		}
		if len(ans) == 0 {
			return true
		}
		obj = ids[ans[0]]
		g.note(Entry{Kind: JChoosesCard, Player: r.Controller, Obj: obj, Card: g.obj(obj).Def})
	}
	until, once := Forever, 1
	if e.ThisTurn {
		until, once = UntilEndOfTurn, 0
	}
	g.addEffect(ContEffect{Kind: EffDelayedTrigger, Obj: obj, Player: r.Controller, Until: until, N: once, Ability: e.Ability}, r)
	return true
}

// ExileThenDelayed exiles the selected permanents and creates, for each card exiled, a
// delayed triggered ability about that card that triggers once (CR 603.7c): Long Road
// Home's "At the beginning of the next end step, return that card ...". A token exiled
// this way ceases to exist and never returns (CR 111.7).
type ExileThenDelayed struct {
	What    What
	Ability *Ability
}

func (e ExileThenDelayed) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.note(Entry{Kind: JExiled, Obj: id, Card: g.obj(id).Def})
		nid := g.moveTo(id, ZoneExile, false)
		if nid == NoObj {
			continue
		}
		g.addEffect(ContEffect{Kind: EffDelayedTrigger, Obj: nid, Player: r.Controller, Until: Forever, N: 1, Ability: e.Ability}, r)
	}
	return true
}

// ReturnEventCard returns the card the triggering event is about from exile to the
// battlefield under its owner's control, with Counters +1/+1 counters on it (CR 614.1c;
// Long Road Home). A card that has left exile stays where it is (CR 400.7).
type ReturnEventCard struct{ Counters int }

func (e ReturnEventCard) do(g *Game, r *Resolution) bool {
	id := r.Event.Obj
	if id == NoObj || int(id) >= g.objs.len() || g.obj(id).Zone != ZoneExile {
		return true
	}
	owner := g.obj(id).Owner
	en, ok := g.askEnterChoices(r, g.obj(id).Def, owner) // CR 614.12a
	if !ok {
		return false
	}
	nid := g.putOntoBattlefield(id, owner, false)
	g.applyEnterChoices(nid, en)
	g.note(Entry{Kind: JReturnsToBattlefield, Obj: nid, Card: g.obj(nid).Def, Player: owner})
	if e.Counters > 0 {
		g.putCounters(nid, PlusOne, e.Counters, owner)
	}
	g.emit(Event{Kind: EvEntersBattlefield, Obj: nid, Player: owner, Source: NoObj})
	return true
}

// delayedTriggers adds the delayed triggered abilities an event triggers (CR 603.7):
// Together Forever's "when that creature dies this turn, return that card to its owner's
// hand".
func (g *Game) delayedTriggers(e Event) {
	if e.Kind != EvDies {
		return
	}
	for _, ce := range g.effects {
		if ce.Kind == EffReturnWhenDies && ObjID(ce.N) == e.Obj {
			g.pendingTriggers = append(g.pendingTriggers, pendingTrigger{source: ce.Source, ability: returnWhenDiesAbility, ctrl: ce.Player, event: e})
		}
	}
}

var returnWhenDiesAbility = &Ability{Kind: TriggeredAbility, Text: "When that creature dies this turn, return that card to its owner's hand.",
	Trigger: &Trigger{Event: EvDies}, Effects: []Effect{ReturnDiedCard{ToHand: true}}}

// ReturnWhenDiesThisTurn creates the delayed triggered ability "when that creature dies
// this turn, return that card to its owner's hand" for the selected creatures (Together
// Forever, CR 603.7).
type ReturnWhenDiesThisTurn struct{ What What }

func (e ReturnWhenDiesThisTurn) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.addEffect(ContEffect{Kind: EffReturnWhenDies, Obj: NoObj, Player: r.Controller, N: int(id), Until: UntilEndOfTurn}, r)
		g.note(Entry{Kind: JReturnsIfDies, Obj: id, Card: g.obj(id).Def})
	}
	return true
}
