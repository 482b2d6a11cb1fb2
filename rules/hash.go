package rules

// Hash is a digest of the whole game state (not the log): two games with the same hash
// are in the same position with the same random generator state. It is used to check
// determinism, replays, and that refused actions change nothing.
func (g *Game) Hash() uint64 {
	// A word-at-a-time multiply-xorshift mix: fast, and the same on every run and machine.
	h := uint64(0x9e3779b97f4a7c15)
	w := func(v int64) {
		h ^= uint64(v)
		h *= 0xbf58476d1ce4e5b9
		h ^= h >> 31
	}
	ws := func(s string) {
		w(int64(len(s)))
		for i := 0; i < len(s); i++ {
			h ^= uint64(s[i])
			h *= 0x100000001b3
		}
	}
	ids := func(s []ObjID) {
		w(int64(len(s)))
		for _, id := range s {
			w(int64(id))
		}
	}
	b := func(x bool) {
		if x {
			w(1)
		} else {
			w(0)
		}
	}
	for _, t := range g.Teams {
		w(int64(t.Life))
		w(int64(t.Poison))
		b(t.Lost)
		b(t.GainedLife)
		w(int64(t.SkipDraw))
		w(int64(t.TurnsTaken))
	}
	for _, p := range g.Players {
		ids(p.Library)
		ids(p.Hand)
		ids(p.Graveyard)
		ids(p.Exile)
		for _, m := range p.Pool {
			w(int64(m))
		}
		w(int64(p.LandsPlayed))
		w(int64(p.Poison))
		b(p.Lost)
		b(p.DrewEmpty)
		b(p.CantGainLife)
		w(int64(p.Mulligans))
		w(int64(p.Controller))
		w(int64(p.ControlNext))
	}
	w(int64(g.objs.len()))
	for i := range g.objs.len() {
		o := g.obj(ObjID(i))
		ws(o.Def.Name)
		w(int64(o.Zone))
		w(int64(o.Controller))
		b(o.Tapped)
		b(o.Sick)
		w(int64(o.Damage))
		for k, c := range o.Counters {
			if CounterKind(k) > BriberyCounter && c == 0 {
				continue // kinds added later count only when present: recorded hashes stay valid
			}
			w(int64(c))
		}
		w(int64(o.AttachedTo))
		w(int64(o.Chosen))
		b(o.HasChosen)
		b(o.Bestowed)
		b(o.LoyaltyUsed)
		w(int64(o.X))
		w(int64(o.ChosenType))
		if o.Printed != nil {
			ws(o.Printed.Name)
		}
	}
	ids(g.battlefield)
	w(int64(len(g.stack)))
	for _, s := range g.stack {
		b(s.Spell)
		w(int64(s.Obj))
		w(int64(s.Controller))
		w(int64(len(s.Res.Targets)))
		for _, t := range s.Res.Targets {
			w(int64(t.Player))
			w(int64(t.Obj))
		}
		w(int64(s.Res.X))
		w(int64(s.Res.step))
		w(int64(len(s.Res.answers)))
	}
	w(int64(len(g.effects)))
	for _, e := range g.effects {
		w(int64(e.Kind))
		w(int64(e.Obj))
		w(int64(e.Player))
		w(int64(e.Timestamp))
	}
	for _, x := range g.rng.s {
		w(int64(x))
	}
	w(int64(g.turn.Team))
	w(int64(g.turn.Number))
	w(int64(g.turn.Step))
	b(g.turn.extra)
	w(int64(g.turn.normalTeam))
	w(int64(g.turn.extraCombats))
	b(g.turn.attackStepBegun)
	w(int64(g.stage))
	w(int64(g.wait))
	w(int64(g.priority))
	w(int64(g.passes))
	w(int64(len(g.pendingTriggers)))
	b(g.choice != nil)
	w(int64(len(g.combat.attackers)))
	for _, a := range g.combat.attackers {
		w(int64(a.obj))
		w(int64(a.target.Player))
		w(int64(a.target.Obj))
		b(a.blocked)
	}
	w(int64(len(g.combat.blocks)))
	for _, bl := range g.combat.blocks {
		w(int64(bl.blocker))
		w(int64(bl.attacker))
	}
	b(g.combat.declared)
	b(g.combat.blocksDeclared)
	b(g.combat.fsDone)
	b(g.combat.regDone)
	b(g.combat.ordered)
	if g.combat.blockOrdered { // only then, so that the hashes of other positions stay as they were
		w(int64(2 + len(g.combat.blockerOrders)))
		for _, o := range g.combat.blockerOrders {
			w(int64(o.Blocker))
			ids(o.Attackers)
		}
	}
	b(g.over)
	w(int64(g.winner))
	b(g.mull.active)
	for i := range g.mull.said {
		w(int64(g.mull.said[i]))
		b(g.mull.kept[i])
		b(g.mull.bottomed[i])
	}
	ids(teamIDs(g.extraTurns))
	w(0)
	return h
}

func teamIDs(ts []TeamID) []ObjID {
	out := make([]ObjID, len(ts))
	for i, t := range ts {
		out[i] = ObjID(t)
	}
	return out
}
