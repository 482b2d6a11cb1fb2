package rules

// emitTargeted emits a becomes-the-target event for each permanent the stack item on top
// of the stack targets, once per permanent however many of its targets that permanent is
// (CR 115.1; the event ward triggers on, 702.21a). It runs when a spell becomes cast or an
// ability activated (CR 601.2i, 602.2), and when a triggered ability's targets are chosen
// as it is put on the stack (603.3d).
func (g *Game) emitTargeted(i int) {
	it := &g.stack[i]
	for k, t := range it.Res.Targets {
		if t.Obj == NoObj || g.obj(t.Obj).Zone != ZoneBattlefield {
			continue
		}
		seen := false
		for _, u := range it.Res.Targets[:k] {
			seen = seen || u.Obj == t.Obj
		}
		if !seen {
			g.emit(Event{Kind: EvBecomesTarget, Obj: t.Obj, Player: it.Controller, Source: it.Obj, Item: it.ID})
		}
	}
}

// CounterEventUnless counters the spell or ability whose targeting triggered the ability
// (the event's stack item) unless its controller pays: Cost, Life life, or, with Discard,
// discards a card. It is ward's effect (CR 702.21a): in 2HG the controller of the spell
// or ability pays, and a teammate can't pay for them (CR 810.5). A spell or ability that
// has left the stack is not countered, and nothing is asked.
type CounterEventUnless struct {
	Cost    Cost
	Life    int
	Discard bool
}

func (e CounterEventUnless) do(g *Game, r *Resolution) bool {
	i := g.stackIndexOf(r.Event.Item)
	if i < 0 {
		return true
	}
	it := g.stack[i]
	p := it.Controller
	if it.Spell && g.cantBeCountered(it.Obj) {
		g.noteCantBeCountered(it.Obj)
		return true
	}
	paid := false
	switch {
	case e.Discard:
		hand := g.players[p].hand
		if len(hand) > 0 {
			ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChMayDiscard).of(it.Obj), Options: g.cardOptions(hand), Min: 0, Max: 1})
			if !ok {
				return false
			}
			if len(ans) == 1 {
				g.discardAsCost(p, hand[ans[0]])
				paid = true
			}
		}
	case e.Life > 0:
		if g.canPayLife(p, e.Life) {
			yes, ok := r.yesNo(g, p, ask(ChPayUnless).of(it.Obj).n(e.Life))
			if !ok {
				return false
			}
			if yes {
				g.payLife(p, e.Life)
				paid = true
			}
		}
	default:
		pay, can := planPayment(e.Cost, g.players[p].Pool, g.manaSources(p, nil), g.spendAnyColor(p))
		if can {
			yes, ok := r.yesNo(g, p, ask(ChPayUnless).paying(e.Cost).of(it.Obj))
			if !ok {
				return false
			}
			if yes {
				g.pay(p, pay)
				paid = true
			}
		}
	}
	o := g.obj(it.Obj)
	if paid {
		if !e.Discard && e.Life == 0 { // life paid and a card discarded have entries of their own
			g.note(Entry{Kind: JPaysNotCountered, Player: p, Obj: o.ID, Card: o.Def, Ability: !it.Spell, More: &EntryMore{Cost: e.Cost}})
		}
		return true
	}
	g.note(Entry{Kind: JCountered, Obj: o.ID, Card: o.Def, Ability: !it.Spell})
	if it.Spell {
		g.moveTo(it.Obj, ZoneGraveyard, false)
	} else {
		i = g.stackIndexOf(it.ID)
		g.stack = append(g.stack[:i], g.stack[i+1:]...) // CR 701.5a: an ability countered is removed
	}
	return true
}

// stackIndexOf returns the index in the stack of the item with this ID, or -1.
func (g *Game) stackIndexOf(id int) int {
	if id == 0 {
		return -1
	}
	for i := range g.stack {
		if g.stack[i].ID == id {
			return i
		}
	}
	return -1
}

// spellTargets reports whether spell obj on the stack has a target that is an object
// matching f, seen from source's controller ctrl ("a spell that targets a creature").
func (g *Game) spellTargets(obj ObjID, f *Filter, source ObjID, ctrl PlayerID) bool {
	for i := range g.stack {
		if it := &g.stack[i]; it.Spell && it.Obj == obj {
			for _, t := range it.Res.Targets {
				if t.Obj != NoObj && g.matches(t.Obj, f, source, ctrl) {
					return true
				}
			}
		}
	}
	return false
}
