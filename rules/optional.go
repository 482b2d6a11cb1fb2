package rules

// Optional instructions: "you may ...", "you may pay ... If you do, ...", "you may discard
// a card. If you do, ..." and "unless its controller pays", with the yes-or-no question
// behind them.

// yesNo asks player p a yes/no question of kind q.Kind.
func (r *Resolution) yesNo(g *Game, p PlayerID, q Choice) (bool, bool) {
	ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: q,
		Options: []Option{{Text: "yes", Player: NoPlayer, Obj: NoObj, Yes: true}, {Text: "no", Player: NoPlayer, Obj: NoObj}}, Min: 1, Max: 1})
	if !ok {
		return false, false
	}
	return ans[0] == 0, true
}

// May asks the controller whether to do the next Skip effects of the ability ("you may");
// on "no" they are skipped.
type May struct {
	Prompt string
	Skip   int
}

func (e May) do(g *Game, r *Resolution) bool {
	yes, ok := r.yesNo(g, r.Controller, ask(ChMay))
	if !ok {
		return false
	}
	if !yes {
		r.step += e.Skip
	}
	return true
}

// MayPay offers the controller to pay Cost; if they don't (or can't), the next Skip effects
// are skipped ("you may pay {1}{G}. If you do, ...").
type MayPay struct {
	Cost Cost
	Skip int
	// Unless: the effects happen unless the controller pays ("sacrifice it unless you pay
	// {G}"): paying skips them, not paying does them.
	Unless bool
	// Times: Cost is paid this many times over ("{1} for each age counter on it",
	// cumulative upkeep, CR 702.24a); the zero Amount: once.
	Times Amount
	// Energy: energy counters paid with Cost ("you may pay {E}{E}", CR 107.14); the
	// question's N.
	Energy int
}

func (e MayPay) do(g *Game, r *Resolution) bool {
	p := r.Controller
	cost := e.Cost
	if e.Times.Kind != AmtNone {
		cost = cost.times(e.Times.eval(g, r, p))
	}
	pay, can := planPayment(cost, g.players[p].Pool, g.manaSources(p, nil), g.spendAnyColor(p))
	can = can && g.canPayEnergy(p, e.Energy)
	yes := false
	if can {
		var ok bool
		if yes, ok = r.yesNo(g, p, ask(ChMayPay).paying(cost).n(e.Energy)); !ok {
			return false
		}
	}
	if yes {
		if !cost.IsZero() || e.Energy == 0 {
			g.pay(p, pay)
			g.note(Entry{Kind: JPaysCost, Player: p, More: &EntryMore{Cost: cost}})
		}
		g.payEnergy(p, e.Energy)
	}
	if yes != e.Unless {
		return true
	}
	r.step += e.Skip
	return true
}

// MayDiscard: the controller may discard a card; if they don't, the next Skip effects are
// skipped ("you may discard a card. If you do, ...").
type MayDiscard struct{ Skip int }

func (e MayDiscard) do(g *Game, r *Resolution) bool {
	p := r.Controller
	hand := g.players[p].hand
	ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChMayDiscard), Options: g.cardOptions(hand), Min: 0, Max: 1})
	if !ok {
		return false
	}
	if len(ans) == 0 {
		r.step += e.Skip
		return true
	}
	id := hand[ans[0]]
	g.discard(p, id, JDiscards)
	return true
}

// MayExileDiedCard: the controller may exile the card that died, from its owner's graveyard
// (Arena Rector); if they don't or can't, the next Skip effects are skipped ("If you do").
type MayExileDiedCard struct{ Skip int }

func (e MayExileDiedCard) do(g *Game, r *Resolution) bool {
	id := r.Event.Source // the dead card's new object (CR 400.7)
	if id == NoObj || int(id) >= g.objs.len() || g.obj(id).Zone != ZoneGraveyard {
		g.note(Entry{Kind: JGoneFromGraveyard})
		r.step += e.Skip
		return true
	}
	yes, ok := r.yesNo(g, r.Controller, ask(ChExileGraveyard).of(id))
	if !ok {
		return false
	}
	if !yes {
		r.step += e.Skip
		return true
	}
	g.note(Entry{Kind: JExilesFromGraveyard, Player: r.Controller, Obj: id, Card: g.obj(id).Def})
	g.moveTo(id, ZoneExile, false)
	return true
}

// CounterUnlessPays counters object target N, a spell, unless its controller pays Cost
// (Mystic Confluence: "Counter target spell unless its controller pays {3}"). That
// player chooses, if they can pay at all; a teammate can't pay for them (CR 810.5).
type CounterUnlessPays struct {
	N    int
	Cost Cost
}

func (e CounterUnlessPays) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, What{Kind: WhatTarget, N: e.N}) {
		o := g.obj(id)
		if o.Zone != ZoneStack {
			continue
		}
		if g.cantBeCountered(id) {
			g.noteCantBeCountered(id) // nothing to pay for
			continue
		}
		p := o.Controller
		pay, can := planPayment(e.Cost, g.players[p].Pool, g.manaSources(p, nil), g.spendAnyColor(p))
		yes := false
		if can {
			var ok bool
			if yes, ok = r.yesNo(g, p, ask(ChPayUnless).paying(e.Cost).of(id)); !ok {
				return false
			}
		}
		if yes {
			g.pay(p, pay)
			g.note(Entry{Kind: JPaysNotCountered, Player: p, Obj: o.ID, Card: o.Def, More: &EntryMore{Cost: e.Cost}})
			continue
		}
		g.note(Entry{Kind: JCountered, Obj: o.ID, Card: o.Def})
		g.moveTo(id, ZoneGraveyard, false)
	}
	return true
}

// Otherwise ends the effects a May does on "yes" and skips the next N, the ones done on
// "no" ("you may X. If you don't, Y": May{Skip: len(X)+1}, X..., Otherwise{N: len(Y)},
// Y...; fabricate, CR 702.123a).
type Otherwise struct{ N int }

func (e Otherwise) do(g *Game, r *Resolution) bool {
	r.step += e.N
	return true
}
