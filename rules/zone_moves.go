package rules

// Effects that move cards between zones other than libraries (a card that moves becomes a
// new object, CR 400.7): returning cards from graveyards and exile, and exiling a
// resolving spell.

// MoveTargetCard moves target N, a card in a graveyard (still legal, CR 608.2b), to its owner's
// hand or to exile (Vampire Charmseeker, Rotfeaster Maggot).
type MoveTargetCard struct {
	To Zone
	// Nth: 1 + the index of the card among all the targets (a mode's after another's,
	// CR 700.2); 0: the first object target.
	Nth int
}

func (e MoveTargetCard) do(g *Game, r *Resolution) bool {
	if o := g.graveyardTarget(r, e.Nth); o != nil {
		g.note(Entry{Kind: JLeavesGraveyard, Obj: o.ID, Card: o.Def, Zone: e.To})
		g.moveTo(o.ID, e.To, false)
	}
	return true
}

// graveyardTarget returns target nth-1 of r (nth 0: the first object target) if it is
// still a card in a graveyard and still legal (CR 608.2b), else nil: what MoveTargetCard
// and Reanimate move.
func (g *Game) graveyardTarget(r *Resolution, nth int) *Object {
	for i, t := range r.Targets {
		if nth > 0 && i != nth-1 || t.IsPlayer() || t.Obj == NoObj {
			continue
		}
		o := g.obj(t.Obj)
		if o.Zone != ZoneGraveyard || !g.stillLegal(r, i) {
			return nil
		}
		return o
	}
	return nil
}

// ReturnDiedCard returns the card of a "dies" event from its owner's graveyard to the
// battlefield under its owner's control, tapped with Tapped (Tenacious Dead), or to its
// owner's hand with ToHand (Together Forever's delayed trigger). With Counters, it
// returns with that many counters of kind Counter on it (undying, persist: CR 702.93a,
// 702.79a).
type ReturnDiedCard struct {
	Tapped   bool
	ToHand   bool
	Counter  CounterKind
	Counters int
}

func (e ReturnDiedCard) do(g *Game, r *Resolution) bool {
	id := r.Event.Source // the card in the graveyard (CR 400.7)
	if id == NoObj || int(id) >= g.objs.len() || g.obj(id).Zone != ZoneGraveyard {
		g.note(Entry{Kind: JGoneFromGraveyard})
		return true
	}
	o := g.obj(id)
	if e.ToHand {
		g.note(Entry{Kind: JReturnsToHand, Obj: o.ID, Card: o.Def, Player: o.Owner})
		g.moveTo(id, ZoneHand, false)
		return true
	}
	owner := o.Owner
	en, ok := g.askEnterChoices(r, o.Def, owner) // CR 614.12a
	if !ok {
		return false
	}
	nid := g.putOntoBattlefield(id, owner, e.Tapped)
	g.applyEnterChoices(nid, en)
	g.note(Entry{Kind: JReturnsToBattlefield, Obj: nid, Card: g.obj(nid).Def, Player: owner})
	if e.Counters > 0 {
		g.putCounters(nid, e.Counter, e.Counters, owner)
	}
	g.emit(Event{Kind: EvEntersBattlefield, Obj: nid, Player: owner, Source: NoObj})
	return true
}

// ReturnDiedThisTurn puts onto the battlefield under the controller's control all creature
// cards in all graveyards that were put there from the battlefield this turn (Thrilling
// Encore).
type ReturnDiedThisTurn struct{}

func (ReturnDiedThisTurn) do(g *Game, r *Resolution) bool {
	var ids []ObjID
	for _, p := range g.playerOrder() {
		for _, id := range g.players[p].graveyard {
			o := g.obj(id)
			if o.Def.Types.Has(Creature) && int(o.DiedTurn) == g.turn.Number && g.turn.Number > 0 {
				ids = append(ids, id)
			}
		}
	}
	choices, ok := g.askEnterChoicesAll(r, ids, []PlayerID{r.Controller}) // CR 614.12a
	if !ok {
		return false
	}
	var entered []ObjID
	for i, id := range ids {
		nid := g.enterAs(id, r.Controller, false, choices, i)
		g.note(Entry{Kind: JPutOntoBattlefield, Obj: nid, Card: g.obj(nid).Def, Player: r.Controller})
		entered = append(entered, nid)
	}
	for _, id := range entered {
		g.emit(Event{Kind: EvEntersBattlefield, Obj: id, Player: r.Controller, Source: NoObj})
	}
	return true
}

// ReturnAttachedToEventObj: the controller may return the source Aura from their graveyard
// to the battlefield attached to the creature of the triggering event (Dragon Breath). An
// Aura put onto the battlefield this way doesn't target (CR 303.4f).
type ReturnAttachedToEventObj struct{}

func (ReturnAttachedToEventObj) do(g *Game, r *Resolution) bool {
	src, to := r.Source, r.Event.Obj
	if g.obj(src).Zone != ZoneGraveyard || to == NoObj || g.obj(to).Zone != ZoneBattlefield || !g.obj(to).Is(Creature) {
		return true
	}
	yes, ok := r.yesNo(g, r.Controller, ask(ChReturnAttached).of(src).and(to))
	if !ok || !yes {
		return ok
	}
	en, ok := g.askEnterChoices(r, g.obj(src).Def, r.Controller) // CR 614.12a
	if !ok {
		return false
	}
	id := g.putOntoBattlefield(src, r.Controller, false)
	g.applyEnterChoices(id, en)
	g.mut(id).AttachedTo = to
	g.note(Entry{Kind: JReturnsAttached, Obj: id, Card: g.obj(id).Def, Obj2: to, Card2: g.obj(to).Def})
	g.emit(Event{Kind: EvEntersBattlefield, Obj: id, Player: r.Controller, Source: NoObj})
	return true
}

// ExileSpell exiles the resolving spell instead of putting it into its owner's graveyard
// ("Exile Game Plan", CR 608.2n). It must be the spell's last effect.
type ExileSpell struct{}

func (ExileSpell) do(g *Game, r *Resolution) bool {
	if o := g.obj(r.Source); o.Zone == ZoneStack {
		g.note(Entry{Kind: JExiled, Obj: o.ID, Card: o.Def})
		g.moveTo(r.Source, ZoneExile, false)
	}
	return true
}
