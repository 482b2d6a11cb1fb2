package rules

// Discarding (CR 701.9) and madness (702.35). Every discard goes through discard, so that
// madness's replacement ("If a player would discard this card, that player discards it,
// but exiles it instead of putting it into their graveyard") applies however a card is
// discarded: by an effect, as a cost, or to hand size.

// discard has player p discard card id from their hand (CR 701.9a), noted as an entry of
// kind k (JDiscards, JCleanupDiscard): into their graveyard, or into exile with its
// madness trigger when the card has madness (702.35a).
func (g *Game) discard(p PlayerID, id ObjID, k EntryKind) {
	o := g.obj(id)
	g.note(Entry{Kind: k, Player: p, Obj: id, Card: o.Def})
	if o.Zone != ZoneHand || o.Def.altCost(AltMadness) == nil {
		g.moveTo(id, ZoneGraveyard, false)
		return
	}
	def := o.Def
	nid := g.moveTo(id, ZoneExile, false)
	if nid == NoObj {
		return
	}
	g.note(Entry{Kind: JMadnessExiled, Player: p, Obj: nid, Card: def})
	// "When this card is exiled this way, its owner may cast it ...": its owner controls
	// the trigger (CR 702.35a).
	g.pendingTriggers = append(g.pendingTriggers, pendingTrigger{source: nid, ability: &madnessTrigger, ctrl: g.obj(nid).Owner, event: Event{Obj: nid, Player: p, Source: NoObj}})
}

// madnessTrigger is madness's triggered ability (CR 702.35a).
var madnessTrigger = Ability{Kind: TriggeredAbility, Text: "Madness: its owner may cast it by paying its madness cost; if they don't, it goes to their graveyard.",
	Effects: []Effect{CastExiledFor{Alt: AltMadness}}}

// CastExiledFor: the owner of the ability's source, an exiled card, may cast it now by
// paying its cost of kind Alt rather than its mana cost; if they don't (or can't), they
// put it into their graveyard (madness, CR 702.35a). The cast ignores timing: it happens
// as the ability resolves. Each way to cast it (one per target) is an option.
//
// Keep: if they don't cast it, it remains exiled (suspend, CR 702.62a).
type CastExiledFor struct {
	Alt  AltCostKind
	Keep bool
}

func (e CastExiledFor) do(g *Game, r *Resolution) bool {
	id := r.Source
	o := g.obj(id)
	if o.Zone != ZoneExile {
		return true // it left exile: this ability can't find it (CR 400.7)
	}
	a, ok := r.askCastNow(g, o.Owner, id, e.Alt)
	if !ok {
		return false
	}
	if (a == nil || !g.castNow(*a, id)) && !e.Keep {
		g.moveTo(id, ZoneGraveyard, false)
	}
	return true
}

// askCastNow asks player p whether to cast card id now for its cost of kind alt, and how
// (one option per target: castsNow); it returns the cast chosen, nil for none (or when
// the card can't be cast), and false while the choice is pending.
func (r *Resolution) askCastNow(g *Game, p PlayerID, id ObjID, alt AltCostKind) (*Action, bool) {
	casts := g.castsNow(p, id, alt)
	if len(casts) == 0 {
		return nil, true
	}
	opts := make([]Option, 0, 1+len(casts))
	opts = append(opts, Option{Text: "no", Player: NoPlayer, Obj: NoObj})
	for _, a := range casts {
		opt := Option{Text: "cast", Player: NoPlayer, Obj: NoObj, Yes: true}
		if len(a.Targets) > 0 {
			t := a.Targets[0]
			opt = Option{Text: g.targetRef(t), Player: t.Player, Obj: t.Obj}
		}
		opts = append(opts, opt)
	}
	ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChCastExiled).from(id).of(id), Options: opts, Min: 1, Max: 1})
	if !ok {
		return nil, false
	}
	if ans[0] == 0 {
		return nil, true
	}
	return &casts[ans[0]-1], true
}

// castNow casts a, a cast listed by castsNow, as an effect resolves; the card is now
// object id (it may have moved since it was listed, as cascade exiles it). False if the
// cast isn't legal any more.
func (g *Game) castNow(a Action, id ObjID) bool {
	a.Obj = id
	g.castNowOn, g.castNowObj = true, id
	plan, err := g.planCast(&a)
	g.castNowOn = false
	if err != nil {
		return false
	}
	g.carryOut(plan)
	return true
}

// castsNow lists the ways player p may cast card id now for its cost of kind alt: at most
// one target each (the compiler reads madness only on such cards; a free cast of a spell
// with more targets or with modes isn't offered), no X, no kicker.
func (g *Game) castsNow(p PlayerID, id ObjID, alt AltCostKind) []Action {
	def := g.obj(id).Def
	if !def.Implemented || def.altCost(alt) == nil && !alt.free() {
		return nil
	}
	g.castNowOn, g.castNowObj = true, id
	defer func() { g.castNowOn = false }()
	var out []Action
	for _, a := range g.castKickedVariants(nil, p, id, def, withAlt(nil, alt), false, 0) {
		if len(a.Targets) <= 1 && a.X == 0 && len(a.modes()) == 0 && a.alt() == alt {
			out = append(out, a)
		}
	}
	return out
}
