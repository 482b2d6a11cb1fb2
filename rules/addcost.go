package rules

// Additional costs written in a spell's text other than sacrifice (CR 118.8, 601.2b,
// 601.2f-h): "As an additional cost to cast this spell, pay N life", "blight N" (put N
// -1/-1 counters on a creature you control), "you may blight N" (optional, 118.8b) and
// "blight N or pay {M}" (a choice between two costs).

// AddCostKind is what an additional cost asks for.
type AddCostKind uint8

// Additional cost kinds.
const (
	AddPayLife AddCostKind = iota // pay N life (CR 119.4)
	AddBlight                     // put N -1/-1 counters on a creature you control
	// AddTapPower: tap any number of untapped creatures you control with total power N
	// or more (teamwork; rules/teamwork.go).
	AddTapPower
	// AddBargain: sacrifice an artifact, enchantment, or token (bargain, CR 702.166a;
	// rules/bargain.go), always optional.
	AddBargain
	// AddBehold: behold a permanent or card of Subtype (rules/behold.go).
	AddBehold
)

// AddCost is an additional cost to cast a spell.
type AddCost struct {
	Kind AddCostKind
	N    int
	// Optional: "you may ..." (CR 118.8b): paid when the cast says so, and "if this
	// spell's additional cost was paid" then holds.
	Optional bool
	// OrPay: "... or pay {M}": this mana is paid instead unless the cast chooses the cost.
	OrPay *Cost
	// Subtype: what AddBehold beholds.
	Subtype string
}

// usesAddCost reads whether a cast action pays the spell's optional additional cost, or
// chooses it over its "or pay" mana (written "using blight").
func (a *Action) usesAddCost() bool { return a.Rare != nil && a.Rare.AddCost }

// withAddCost returns rare parts with AddCost set (rare itself when on is false).
func withAddCost(rare *ActionRare, on bool) *ActionRare {
	if !on {
		return rare
	}
	r := rareCopy(rare)
	r.AddCost = true
	return r
}

// addCostChoices lists the choices the listing offers about def's additional cost: none
// when it has no choice (false), else without and with it.
func addCostChoices(def *CardDef) []bool {
	if def.AddCost == nil || !def.AddCost.Optional && def.AddCost.OrPay == nil {
		return []bool{false}
	}
	return []bool{false, true}
}

// planAddCost checks and plans def's additional cost for a cast by player p (CR 601.2h):
// the mana paid instead of it, added to total; the life paid; the creature blighted.
func (g *Game) planAddCost(plan *castPlan, def *CardDef, a *Action, p PlayerID, total *Cost) error {
	ac := def.AddCost
	if ac == nil {
		if a.usesAddCost() {
			return refuse(RefusedNoSuchAbility, "%s has no optional additional cost", def.Name)
		}
		return nil
	}
	paid := a.usesAddCost() || !ac.Optional && ac.OrPay == nil
	if !paid {
		if ac.OrPay != nil {
			*total = total.plus(*ac.OrPay, 1)
		}
		return nil
	}
	plan.addCostPaid = ac.Optional || ac.OrPay != nil
	switch ac.Kind {
	case AddPayLife:
		if !g.canPayLife(p, ac.N) {
			return refuse(RefusedCostUnpaid, "%s can't pay %d life for %s (CR 119.4, 810.9b)", g.players[p].Name, ac.N, def.Name)
		}
		plan.life += ac.N
	case AddBlight:
		id := g.blightTarget(p, ac.N)
		if id == NoObj {
			return refuse(RefusedCostUnpaid, "%s controls no creature to blight for %s", g.players[p].Name, def.Name)
		}
		plan.blight, plan.blightN = id, ac.N
	case AddBargain:
		id := g.bargainTarget(p)
		if id == NoObj {
			return refuse(RefusedCostUnpaid, "%s controls no artifact, enchantment or token to sacrifice for bargain (CR 702.166a)", g.players[p].Name)
		}
		plan.sacrifice = append(plan.sacrifice, id)
		plan.item.Res.sacrificed = plan.sacrifice
	case AddBehold:
		plan.beheld, plan.beheldSub = g.beholdChoice(p, ac.Subtype, a.Obj), ac.Subtype
		if plan.beheld == NoObj {
			return refuse(RefusedCostUnpaid, "%s controls no %s and has no %s card in hand to behold for %s", g.players[p].Name, ac.Subtype, ac.Subtype, def.Name)
		}
	case AddTapPower:
		plan.tapped = g.teamworkCreatures(p, ac.N)
		if plan.tapped == nil {
			return refuse(RefusedCostUnpaid, "%s's untapped creatures have less than %d total power to tap for %s", g.players[p].Name, ac.N, def.Name)
		}
	}
	return nil
}

// blightTarget is the creature player p puts the -1/-1 counters of "blight n" on: the one
// with the greatest toughness (the likeliest to survive them), the first of those.
func (g *Game) blightTarget(p PlayerID, n int) ObjID {
	best := NoObj
	for _, id := range g.battlefield {
		o := g.obj(id)
		if o.Controller != p || !o.Is(Creature) {
			continue
		}
		if best == NoObj || o.Cur.Toughness > g.obj(best).Cur.Toughness {
			best = id
		}
	}
	return best
}

// blight puts n -1/-1 counters on creature id of player p as a cost.
func (g *Game) blight(p PlayerID, id ObjID, n int) {
	g.note(Entry{Kind: JBlights, Player: p, Obj: id, Card: g.obj(id).Def, N: int32(n)})
	g.putCounters(id, MinusOne, n, p)
}
