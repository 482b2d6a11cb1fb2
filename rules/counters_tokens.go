package rules

// Counters and tokens: putting counters on permanents, through the replacement effects
// that change how many (Doubling Season, Pir; CR 614.1a, 616.1: replace.go), counters a
// permanent enters with (CR 614.1c), removing counters, and how many tokens an effect
// creates.

// tokenCount is how many tokens are created when an effect would create n under p's
// control, after the replacement effects that change it (Doubling Season, CR 614.1a).
func (g *Game) tokenCount(p PlayerID, n int) int {
	ev := proposed{kind: evTokens, player: p, obj: NoObj, n: n}
	g.replaceEvent(&ev)
	return ev.n
}

// putCounters puts n counters of kind k on permanent id as player by's effect or as it
// enters (CR 122.6); replacement effects that double them apply (Doubling Season). It
// reports how many were put; the event triggers abilities (Enduring Scalelord).
func (g *Game) putCounters(id ObjID, k CounterKind, n int, by PlayerID) int {
	if n <= 0 || g.obj(id).Zone != ZoneBattlefield {
		return 0
	}
	if k == MinusOne && g.cantHaveMinusOne(id) {
		o := g.obj(id)
		g.note(Entry{Kind: JCantHaveMinusCounters, Obj: o.ID, Card: o.Def})
		return 0
	}
	ev := proposed{kind: evCounters, obj: id, player: g.obj(id).Controller, n: n, counter: k}
	g.replaceEvent(&ev) // CR 614.1a, 616.1: Doubling Season, Pir, Hardened Scales
	n = ev.n
	o := g.mut(id)
	o.addCounters(k, n)
	g.note(Entry{Kind: JGetsCounters, Obj: o.ID, Card: o.Def, N: int32(n), Counter: k})
	g.emit(Event{Kind: EvCountersPut, Obj: id, Player: by, Amount: n, Counter: k, Source: NoObj, Total: int(o.Counters[k])})
	g.applyLayers()
	return n
}

// entersWithCounters puts the counters a permanent enters the battlefield with on it
// (CR 614.1c, 122.6): the counters of one kind all at once, put by its controller.
func (g *Game) entersWithCounters(id ObjID) {
	o := g.obj(id)
	saga := g.isSaga(id)
	if len(o.Def.EntersWith) == 0 && !saga {
		return
	}
	r := &Resolution{Source: id, Controller: o.Controller, X: o.X}
	var total [numCounterKinds]int
	if saga {
		total[LoreCounter] = 1 // CR 714.3a
	}
	for _, c := range o.Def.EntersWith {
		if c.If == nil || g.condHolds(c.If, id, o.Controller, r) {
			total[c.Kind] += c.Amount.eval(g, r, o.Controller)
		}
	}
	for k, n := range total {
		g.putCounters(id, CounterKind(k), n, o.Controller)
	}
}

// RemoveCounter removes N counters of Kind from the source; if it can't (the source left
// the battlefield or hasn't that many), the next Skip effects are skipped ("remove a
// +1/+1 counter from it. If you do, ...", Noosegraf Mob's ruling).
type RemoveCounter struct {
	Kind CounterKind
	N    int
	Skip int
	// IfCant: the next IfCant effects happen only if it can't ("remove a fade counter
	// from it. If you can't, sacrifice it", fading, CR 702.32a): removing skips them.
	IfCant int
}

func (e RemoveCounter) do(g *Game, r *Resolution) bool {
	n := max(1, e.N)
	if o := g.obj(r.Source); o.Zone != ZoneBattlefield || int(o.Counters[e.Kind]) < n {
		g.note(Entry{Kind: JNoCounterToRemove, Obj: o.ID, Card: o.Def, Counter: e.Kind})
		r.step += e.Skip
		return true
	}
	o := g.removeCounters(r.Source, e.Kind, n, r.Controller)
	g.note(Entry{Kind: JCountersRemoved, N: int32(n), Counter: e.Kind, Obj: o.ID, Card: o.Def})
	g.applyLayers()
	r.step += e.IfCant
	return true
}

// removeCounters removes n counters of kind k from permanent id, removed by player by,
// and returns the permanent; removing the last of them is an event (EvLastCounterRemoved).
func (g *Game) removeCounters(id ObjID, k CounterKind, n int, by PlayerID) *Object {
	o := g.mut(id)
	o.addCounters(k, -n)
	if o.Counters[k] == 0 && n > 0 {
		g.emit(Event{Kind: EvLastCounterRemoved, Obj: id, Player: by, Counter: k, Source: NoObj})
	}
	return o
}

// CountersOnEachOwn: each selected player puts N counters of Kind on each permanent
// matching Filter that they control (Regna's Sanction: "Each friend puts a +1/+1 counter
// on each creature they control").
type CountersOnEachOwn struct {
	Who    Who
	Filter Filter
	Kind   CounterKind
	N      int
}

func (e CountersOnEachOwn) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		for _, id := range append([]ObjID(nil), g.battlefield...) {
			if g.obj(id).Controller == p && g.matches(id, &e.Filter, r.Source, p) {
				g.putCounters(id, e.Kind, max(1, e.N), p)
			}
		}
	}
	return true
}
