package rules

// Suspend (CR 702.62a) is three abilities. From the hand: "If you could begin to cast
// this card by putting it onto the stack from your hand, you may pay [cost] and exile it
// with N time counters on it" (a special action, 116.2f; listed and written as a cast
// "using suspend", so the cast's timing and payment checks apply). In exile: "At the
// beginning of your upkeep, if this card is suspended, remove a time counter from it" and
// "When the last time counter is removed from this card, if it's exiled, you may cast it
// without paying its mana cost if able. If you don't, it remains exiled. If you cast a
// creature spell this way, it gains haste until you lose control of the spell or the
// permanent it becomes." A card is suspended while it is in exile, has suspend and has a
// time counter on it (702.62b). The engine fires the exile abilities itself, as it does
// madness's (abilities work on the battlefield only unless they say otherwise).

// planSuspend plans the special action of suspending card id from player p's hand: its
// suspend cost paid (no cost reduction applies: it isn't a spell's cost), no targets.
func (g *Game) planSuspend(a *Action, def *CardDef) (castPlan, error) {
	p := a.Player
	if len(a.Targets) > 0 || a.X != 0 || a.kicks() > 0 {
		return castPlan{}, refuse(RefusedMalformed, "suspending %s takes no targets, X or kicker (CR 702.62a)", def.Name)
	}
	cost := def.altCost(AltSuspend).Cost
	pay, ok := g.planPayment(cost, g.players[p].Pool, g.manaSources(p, nil), g.spendAnyColor(p))
	if !ok {
		return castPlan{}, refuse(RefusedCostUnpaid, "%s can't pay %s to suspend %s (CR 702.62a)", g.players[p].Name, cost, def.Name)
	}
	return castPlan{special: true, payer: p, assistant: NoPlayer, blight: NoObj, pay: pay, alt: AltSuspend,
		item: StackItem{Obj: a.Obj, Ability: &suspendAction, Controller: p, Res: Resolution{Source: a.Obj, Controller: p}}}, nil
}

// suspendAction is the special action: exile the card with its time counters.
var suspendAction = Ability{Kind: ActivatedAbility, Text: "Suspend", Effects: []Effect{Suspend{}}}

// suspendAltVariant adds the action suspending card id (def, its face h) when it is
// legal: one action, whatever the spell's targets would be.
func (g *Game) suspendAltVariant(out []Action, p PlayerID, id ObjID, h int) []Action {
	a := Action{Kind: ActCast, Player: p, Team: g.players[p].Team, Obj: id, Assist: NoPlayer, Rare: withAlt(withFace(nil, h), AltSuspend)}
	if _, err := g.planCast(&a); err != nil {
		return out
	}
	if g.scratch != nil {
		g.scratch.offered = true // the hand offers something (handIdle)
	}
	return append(out, a)
}

// Suspend exiles the source, a card in its owner's hand, with its time counters (the
// special action of CR 702.62a).
type Suspend struct{}

func (Suspend) do(g *Game, r *Resolution) bool {
	o := g.obj(r.Source)
	if o.Zone != ZoneHand {
		return true
	}
	def, p := o.Def, o.Owner
	id := g.moveTo(r.Source, ZoneExile, false)
	if id == NoObj {
		return true
	}
	g.mut(id).addCounters(TimeCounter, def.SuspendTime)
	g.note(Entry{Kind: JSuspends, Player: p, Obj: id, Card: def, N: int32(def.SuspendTime)})
	return true
}

// suspended reports whether exiled card id is suspended (CR 702.62b).
func (g *Game) suspended(id ObjID) bool {
	o := g.obj(id)
	return o.Zone == ZoneExile && o.Def.altCost(AltSuspend) != nil && o.Counters[TimeCounter] > 0
}

// suspendUpkeepTriggers adds the upkeep trigger of each suspended card of the players of
// the active team, each controlled by the card's owner ("your upkeep": the team's,
// CR 805.4).
func (g *Game) suspendUpkeepTriggers(e Event) {
	if e.Kind != EvBeginStep || e.Step != Upkeep {
		return
	}
	for _, p := range g.teams[g.turn.Team].members {
		for _, id := range g.players[p].exile {
			if g.suspended(id) {
				g.pendingTriggers = append(g.pendingTriggers, pendingTrigger{source: id, ability: &suspendUpkeep, ctrl: p,
					event: Event{Kind: EvBeginStep, Step: Upkeep, Obj: id, Player: p, Source: NoObj}})
			}
		}
	}
}

// suspendUpkeep is suspend's second ability, with its intervening "if" checked as it
// resolves by RemoveTimeCounter (CR 603.4).
var suspendUpkeep = Ability{Kind: TriggeredAbility, Text: "Suspend: remove a time counter from it.",
	Effects: []Effect{RemoveTimeCounter{}}}

// RemoveTimeCounter removes a time counter from the source if it is suspended; when it
// was the last, suspend's third ability triggers (CR 702.62a).
type RemoveTimeCounter struct{}

func (RemoveTimeCounter) do(g *Game, r *Resolution) bool {
	id := r.Source
	if !g.suspended(id) {
		return true // CR 603.4: it isn't suspended any more
	}
	o := g.removeCounters(id, TimeCounter, 1, r.Controller)
	g.note(Entry{Kind: JTimeCounterRemoved, Player: o.Owner, Obj: id, Card: o.Def, N: int32(o.Counters[TimeCounter])})
	if o.Counters[TimeCounter] == 0 {
		g.pendingTriggers = append(g.pendingTriggers, pendingTrigger{source: id, ability: &suspendCast, ctrl: o.Owner,
			event: Event{Kind: EvLastCounterRemoved, Obj: id, Player: r.Controller, Counter: TimeCounter, Source: NoObj}})
	}
	return true
}

// suspendCast is suspend's third ability (CR 702.62a).
var suspendCast = Ability{Kind: TriggeredAbility, Text: "Suspend: its owner may cast it without paying its mana cost; if they don't, it remains exiled.",
	Effects: []Effect{CastExiledFor{Alt: AltFromSuspend, Keep: true}}}

// suspendEnters gives permanent id haste when it was cast as its last time counter was
// removed (CR 702.62a: "until you lose control of ... the permanent it becomes"; an
// effect that ends with the object, control changes aside).
func (g *Game) suspendEnters(id ObjID, r *Resolution) {
	o := g.obj(id)
	if o.Alt != AltFromSuspend || o.Zone != ZoneBattlefield || !o.Is(Creature) {
		return
	}
	g.addEffect(ContEffect{Kind: EffAddKeywords, Obj: id, Keywords: KeywordSet(0).With(Haste), Player: o.Controller, Until: Forever}, r)
}
