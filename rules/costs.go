package rules

// Costs other than mana and changes to costs: sacrifice costs (CR 118.3, 701.17a) and
// cost reductions (CR 601.2f).

// planSacrifice chooses the permanent player p sacrifices to pay a "sacrifice a ..." cost
// (CR 118.3, 602.2b): the one named in the action, or else the weakest one that isn't the
// source.
func (g *Game) planSacrifice(f *Filter, a *Action, p PlayerID) ([]ObjID, error) {
	var cands []ObjID
	for _, id := range g.battlefield {
		if g.obj(id).Controller == p && g.matches(id, f, a.Obj, p) {
			cands = append(cands, id)
		}
	}
	if len(a.Cards) > 0 {
		if len(a.Cards) != 1 {
			return nil, refuse(RefusedMalformed, "the cost sacrifices exactly one permanent")
		}
		if !containsID(cands, a.Cards[0]) {
			return nil, refuse(RefusedCostUnpaid, "%s can't be sacrificed for this cost (CR 601.2h; a player sacrifices only their own permanents, CR 701.17a)", g.obj(a.Cards[0]).Def.Name)
		}
		return []ObjID{a.Cards[0]}, nil
	}
	if len(cands) == 0 {
		return nil, refuse(RefusedCostUnpaid, "%s has nothing to sacrifice for this cost (CR 601.2h)", g.players[p].Name)
	}
	best := -1
	for i, id := range cands {
		o := g.obj(id)
		if best < 0 || (cands[best] == a.Obj) != (id == a.Obj) && cands[best] == a.Obj {
			best = i
			continue
		}
		b := g.obj(cands[best])
		if id != a.Obj && o.Cur.Power+o.Cur.Toughness < b.Cur.Power+b.Cur.Toughness {
			best = i
		}
	}
	return []ObjID{cands[best]}, nil
}

// costReduction is the generic mana a spell's cost is reduced by: "spells with the chosen
// name cost {1} less to cast this turn" (Cheering Fanatic; CR 601.2f: it can't reduce the
// colored requirements).
func (g *Game) costReduction(def *CardDef) int {
	n := 0
	for _, e := range g.effects {
		if e.Kind == EffCostReduction && e.Name == def.Name {
			n += e.N
		}
	}
	return n
}

// nameOptions lists the card names player p may choose when an effect says "choose a card
// name": the names of the cards p can see or knows of (public zones, their own hand and
// library, their teammates' hands, CR 810.5), without duplicates, in a fixed order.
func (g *Game) nameOptions(p PlayerID) []Option {
	var opts []Option
	seen := map[string]bool{}
	add := func(ids []ObjID) {
		for _, id := range ids {
			d := g.obj(id).Def
			// A face-down object has no name to choose (CR 708.2a), and its card is hidden.
			if !d.Token && !IsFaceDownShell(d) && !seen[d.Name] {
				seen[d.Name] = true
				opts = append(opts, Option{Text: d.Name, Player: NoPlayer, Obj: NoObj, Card: d})
			}
		}
	}
	add(g.players[p].hand)
	add(g.players[p].library)
	for _, q := range g.playerOrder() {
		if q != p && g.Teammates(p, q) {
			add(g.players[q].hand)
		}
	}
	add(g.battlefield)
	add(g.stackObjects())
	for _, q := range g.playerOrder() {
		add(g.players[q].graveyard)
		add(g.players[q].exile)
	}
	return opts
}

// NameCostReduction: the controller chooses a card name; spells with that name cost {N}
// less to cast this turn, whoever casts them (Cheering Fanatic).
type NameCostReduction struct{ N int }

func (e NameCostReduction) do(g *Game, r *Resolution) bool {
	opts := g.nameOptions(r.Controller)
	ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Team: g.players[r.Controller].Team, Choice: ask(ChCardName), Options: opts, Min: min(1, len(opts)), Max: 1})
	if !ok || len(ans) == 0 {
		return ok
	}
	name := opts[ans[0]].Card.Name
	g.addEffect(ContEffect{Kind: EffCostReduction, Obj: NoObj, Player: r.Controller, N: e.N, Name: name, Until: UntilEndOfTurn}, r)
	g.note(Entry{Kind: JNamesCardCostLess, Player: r.Controller, N: int32(e.N), More: &EntryMore{Text: name}})
	return true
}

// costReductionFor is the generic mana player p's spell def costs less (CR 601.2f).
func (g *Game) costReductionFor(p PlayerID, def *CardDef) int {
	n := 0
	for _, e := range g.effects {
		if e.Kind == EffCostReductionFor && PlayerID(e.N) == p && def.Types&e.Types != 0 {
			n += e.Power
		}
	}
	return n
}

// CheaperSpellsUntilNextTurn: until your next turn, spells of one of Types that each
// selected player casts cost {N} less (Will Kenrith's −2; CR 601.2f: only generic mana).
type CheaperSpellsUntilNextTurn struct {
	Who   Who
	Types TypeSet
	N     int
}

func (e CheaperSpellsUntilNextTurn) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		g.addEffect(ContEffect{Kind: EffCostReductionFor, Obj: NoObj, Player: r.Controller, N: int(p), Types: e.Types, Power: e.N, Until: UntilYourNextTurn}, r)
		g.note(Entry{Kind: JSpellsCostLessUntilTurn, Player: r.Controller, Player2: p, N: int32(e.N)})
	}
	return true
}
