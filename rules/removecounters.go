package rules

// "Remove a counter from this creature" and "Remove two counters from this creature" as
// an activation cost (CR 602.2b, 118.3): counters of any kinds. The controller chooses
// which; the engine removes the ones least worth keeping first: -1/-1 counters, then
// the other kinds in their order, +1/+1 and loyalty counters last.

// removeAnyOrder is the order in which counters of any kind are removed as a cost.
var removeAnyOrder = func() []CounterKind {
	out := []CounterKind{MinusOne}
	for k := CounterKind(0); k < numCounterKinds; k++ {
		if k != MinusOne && k != PlusOne && k != LoyaltyCounter {
			out = append(out, k)
		}
	}
	return append(out, PlusOne, LoyaltyCounter)
}()

// countersOn is the number of counters of every kind on o.
func countersOn(o *Object) int {
	n := 0
	for _, c := range o.Counters {
		n += int(c)
	}
	return n
}

// planRemoveAny checks an ability's "remove N counters" cost of any kinds on o.
func (g *Game) planRemoveAny(plan *castPlan, ab *Ability, o *Object) error {
	if !ab.RemoveAny || ab.RemoveCounters <= 0 {
		return nil
	}
	if n := countersOn(o); n < ab.RemoveCounters {
		return refuse(RefusedCostUnpaid, "%s has %d counter(s), not enough to remove %d (CR 602.2b)", o.shownName(), n, ab.RemoveCounters)
	}
	plan.removeN, plan.removeAny = ab.RemoveCounters, true
	return nil
}

// removeAnyCounters removes n counters of any kinds from id as a cost paid by player p,
// in removeAnyOrder, noting each kind removed.
func (g *Game) removeAnyCounters(id ObjID, n int, p PlayerID) *Object {
	o := g.mut(id)
	for _, k := range removeAnyOrder {
		if n == 0 {
			break
		}
		m := min(n, int(o.Counters[k]))
		if m == 0 {
			continue
		}
		o = g.removeCounters(id, k, m, p)
		g.note(Entry{Kind: JCountersRemovedAsCost, Obj: o.ID, Card: o.Def, N: int32(m), Counter: k})
		n -= m
	}
	return o
}
