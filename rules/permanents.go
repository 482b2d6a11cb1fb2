package rules

// Effects on permanents: tapping and untapping them (CR 701.21), returning them to their
// owners' hands, changing their power, toughness, types and abilities until a time, and
// changing or exchanging their control (CR 701.10).

// TapPermanents taps the selected permanents (CR 701.21a).
type TapPermanents struct{ What What }

func (e TapPermanents) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		if !g.obj(id).Tapped {
			g.tap(id)
			g.note(Entry{Kind: JTapped, Obj: id, Card: g.obj(id).Def})
		}
	}
	return true
}

// UntapPermanents untaps the selected permanents (CR 701.21b).
type UntapPermanents struct{ What What }

func (e UntapPermanents) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		if g.obj(id).Tapped && g.untapObj(id) {
			g.note(Entry{Kind: JUntaps, Obj: id, Card: g.obj(id).Def})
		}
	}
	return true
}

// UntapUpTo: the controller chooses up to N permanents matching Filter (any player's; they
// aren't targeted) and untaps them (Peregrine Drake; CR 701.21b).
type UntapUpTo struct {
	N      int
	Filter Filter
}

func (e UntapUpTo) do(g *Game, r *Resolution) bool {
	var cands []ObjID
	for _, id := range g.battlefield {
		if g.obj(id).Tapped && g.matches(id, &e.Filter, r.Source, r.Controller) {
			cands = append(cands, id)
		}
	}
	opts := g.ownedOptions(cands)
	ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Team: g.players[r.Controller].Team, Choice: ask(ChUntap).n(e.N),
		Options: opts, Min: 0, Max: min(e.N, len(opts))})
	if !ok {
		return false
	}
	for _, a := range ans {
		if !g.untapObj(cands[a]) {
			continue
		}
		g.note(Entry{Kind: JUntapsChosen, Obj: cands[a], Card: g.obj(cands[a]).Def, More: &EntryMore{Text: opts[a].Text}})
	}
	return true
}

// TapAllOf taps all permanents matching Filter that each selected player controls (War's
// Toll: "tap all lands that player controls").
type TapAllOf struct {
	Who    Who
	Filter Filter
}

func (e TapAllOf) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		for _, id := range g.battlefield {
			o := g.obj(id)
			if o.Controller == p && !o.Tapped && g.matches(id, &e.Filter, r.Source, p) {
				g.tap(id)
				g.note(Entry{Kind: JTapped, Obj: o.ID, Card: o.Def})
			}
		}
	}
	return true
}

// Bounce returns the selected permanents to their owners' hands (a token ceases to exist,
// CR 111.7).
type Bounce struct{ What What }

func (e Bounce) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		o := g.obj(id)
		g.note(Entry{Kind: JReturnsToHand, Obj: o.ID, Card: o.Def, Player: o.Owner})
		g.moveTo(id, ZoneHand, false)
	}
	return true
}

// BounceTarget returns object target N, if it is still a legal target on the battlefield,
// to its owner's hand (CR 608.2b: an illegal target is left alone).
type BounceTarget struct{ N int }

func (e BounceTarget) do(g *Game, r *Resolution) bool {
	if id := r.legalObjTarget(g, e.N); id != NoObj {
		o := g.obj(id)
		g.note(Entry{Kind: JReturnsToHand, Obj: o.ID, Card: o.Def, Player: o.Owner})
		g.moveTo(id, ZoneHand, false)
	}
	return true
}

// BounceIfPowerAtMost returns the selected creatures whose power is at most Amount to
// their owners' hands, checked as the effect happens (Nimbus Champion).
type BounceIfPowerAtMost struct {
	What   What
	Amount Amount
}

func (e BounceIfPowerAtMost) do(g *Game, r *Resolution) bool {
	n := e.Amount.eval(g, r, r.Controller)
	for _, id := range r.objects(g, e.What) {
		o := g.obj(id)
		if o.Cur.Power > n {
			g.note(Entry{Kind: JStays, Obj: o.ID, Card: o.Def, N: int32(o.Cur.Power), M: int32(n)})
			continue
		}
		g.note(Entry{Kind: JReturnsToHand, Obj: o.ID, Card: o.Def, Player: o.Owner})
		g.moveTo(id, ZoneHand, false)
	}
	return true
}

// BounceStealAttachments returns target creature N (an object target) to its owner's hand,
// then the controller gains control of all Auras and Equipment that were attached to it and
// attaches them to another creature they can all be attached to, which they choose (not a
// target), if there is one (Fumble). The choice is asked first, so nothing changes before.
type BounceStealAttachments struct{ N int }

func (e BounceStealAttachments) do(g *Game, r *Resolution) bool {
	t := r.legalObjTarget(g, e.N)
	if t == NoObj {
		return true
	}
	var att []ObjID
	for _, id := range g.battlefield {
		o := g.obj(id)
		if o.AttachedTo == t && (o.Cur.HasSubtype("Aura") || o.Cur.HasSubtype("Equipment")) {
			att = append(att, id)
		}
	}
	var cands []ObjID
	if len(att) > 0 {
		for _, id := range g.battlefield {
			if id == t || !g.obj(id).Is(Creature) || containsID(att, id) {
				continue
			}
			all := true
			for _, a := range att {
				all = all && (!g.obj(a).Cur.HasSubtype("Aura") || g.canEnchant(a, id))
			}
			if all { // CR 701.3b: they must all be attachable to it
				cands = append(cands, id)
			}
		}
	}
	ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Team: g.players[r.Controller].Team, Choice: ask(ChAttachTarget),
		Options: g.cardOptions(cands), Min: min(1, len(cands)), Max: 1})
	if !ok {
		return false
	}
	g.note(Entry{Kind: JReturnsToHand, Obj: t, Card: g.obj(t).Def, Player: g.obj(t).Owner})
	g.moveTo(t, ZoneHand, false)
	for _, id := range att {
		if g.obj(id).Zone != ZoneBattlefield {
			continue
		}
		g.addEffect(ContEffect{Kind: EffControl, Obj: id, Player: r.Controller, Until: Forever}, r)
		if len(ans) == 1 {
			g.mut(id).AttachedTo = cands[ans[0]]
			g.timestamp++
			g.mut(id).Timestamp = g.timestamp // CR 701.3c
			g.note(Entry{Kind: JGainsControlAttaches, Player: r.Controller, Obj: id, Card: g.obj(id).Def, Obj2: cands[ans[0]], Card2: g.obj(cands[ans[0]]).Def})
		}
	}
	return true
}

// BecomeCreatureType: the selected creatures become the creature type until end of turn;
// the new type replaces all their creature types (CR 205.1a, layer 4).
type BecomeCreatureType struct {
	What    What
	Subtype string
}

func (e BecomeCreatureType) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.addEffect(ContEffect{Kind: EffSetCreatureTypes, Obj: id, Subtypes: []string{e.Subtype}, Until: UntilEndOfTurn}, r)
		g.note(Entry{Kind: JBecomesSubtype, Obj: id, Card: g.obj(id).Def, More: &EntryMore{Text: e.Subtype}})
	}
	return true
}

// DoublePT doubles the power and toughness of the selected creatures until end of turn:
// each gets +X/+Y where X and Y are its power and toughness as the effect happens, and a
// negative value gives -X (CR 701.9b-c; a layer 7c effect, 613.4c).
type DoublePT struct{ What What }

func (e DoublePT) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		c := &g.obj(id).Cur
		p, t := c.Power, c.Toughness
		g.addEffect(ContEffect{Kind: EffModifyPT, Obj: id, Power: p, Toughness: t, Until: UntilEndOfTurn}, r)
		g.note(Entry{Kind: JDoubled, Obj: id, Card: g.obj(id).Def, N: int32(g.obj(id).Cur.Power), M: int32(g.obj(id).Cur.Toughness)})
	}
	return true
}

// PumpBy gives the selected creatures +X/+Y until end of turn, the amounts counted once as
// the effect happens (Impetuous Protege's ruling: X doesn't change later in the turn).
type PumpBy struct {
	What         What
	Power, Tough Amount
}

func (e PumpBy) do(g *Game, r *Resolution) bool {
	p := e.Power.eval(g, r, r.Controller)
	t := e.Tough.eval(g, r, r.Controller)
	for _, id := range r.objects(g, e.What) {
		if p != 0 || t != 0 {
			g.addEffect(ContEffect{Kind: EffModifyPT, Obj: id, Power: p, Toughness: t, Until: UntilEndOfTurn}, r)
		}
		g.note(Entry{Kind: JPumped, Obj: id, Card: g.obj(id).Def, N: int32(p), M: int32(t)})
	}
	return true
}

// BaseZeroThreeLoseAbilities: until your next turn, the selected creatures have base power
// and toughness P/T (layer 7b) and lose all abilities (layer 6) (Will Kenrith's +2).
type BaseZeroThreeLoseAbilities struct {
	What  What
	Power int
	Tough int
}

func (e BaseZeroThreeLoseAbilities) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.addEffect(ContEffect{Kind: EffSetBasePT, Obj: id, Player: r.Controller, Power: e.Power, Toughness: e.Tough, Until: UntilYourNextTurn}, r)
		g.addEffect(ContEffect{Kind: EffLoseAbilities, Obj: id, Player: r.Controller, Until: UntilYourNextTurn}, r)
		g.note(Entry{Kind: JBecomesBase, Obj: id, Card: g.obj(id).Def, N: int32(e.Power), M: int32(e.Tough), Player: r.Controller})
	}
	return true
}

// GainControlWhileSource gives the controller control of the selected permanents for as
// long as the source remains on the battlefield (Sower of Temptation); if the source has
// already left, nothing happens.
type GainControlWhileSource struct{ What What }

func (e GainControlWhileSource) do(g *Game, r *Resolution) bool {
	if g.obj(r.Source).Zone != ZoneBattlefield {
		g.note(Entry{Kind: JSourceGone, Obj: r.Source, Card: g.obj(r.Source).Def})
		return true
	}
	for _, id := range r.objects(g, e.What) {
		g.addEffect(ContEffect{Kind: EffControl, Obj: id, Player: r.Controller, Until: WhileSourceOnBattlefield}, r)
		g.note(Entry{Kind: JGainsControlWhile, Player: r.Controller, Obj: id, Card: g.obj(id).Def, Obj2: r.Source, Card2: g.obj(r.Source).Def})
	}
	return true
}

// ExchangeControl exchanges control of the two object targets (CR 701.10): if either is
// no longer a legal target, or one player controls both, nothing happens.
type ExchangeControl struct{}

func (ExchangeControl) do(g *Game, r *Resolution) bool {
	a, b := r.legalObjTarget(g, 0), r.legalObjTarget(g, 1)
	if a == NoObj || b == NoObj {
		g.note(Entry{Kind: JExchangeIllegal})
		return true
	}
	ca, cb := g.obj(a).Controller, g.obj(b).Controller
	if ca == cb {
		g.note(Entry{Kind: JExchangeSameController})
		return true
	}
	g.addEffect(ContEffect{Kind: EffControl, Obj: a, Player: cb, Until: Forever}, r)
	g.addEffect(ContEffect{Kind: EffControl, Obj: b, Player: ca, Until: Forever}, r)
	g.note(Entry{Kind: JExchangeControl, Player: ca, Player2: cb, Obj: a, Card: g.obj(a).Def, Obj2: b, Card2: g.obj(b).Def})
	return true
}

// Sacrifice makes the controller of each permanent What selects sacrifice it ("sacrifice
// Pestilence"; CR 701.17a: only its controller can sacrifice a permanent).
type Sacrifice struct{ What What }

func (e Sacrifice) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.sacrifice(g.obj(id).Controller, id)
	}
	return true
}
