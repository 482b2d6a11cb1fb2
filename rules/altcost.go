package rules

// Costs a spell may be cast for instead of its mana cost (CR 118.9: evoke, dash, surge)
// and an optional additional cost with a lasting result (buyback, CR 702.27a): each is
// listed on the card (CardDef.AltCosts) and chosen by a cast naming its kind
// (ActionRare.Alt, written "using evoke"); the spell and the permanent it becomes
// remember it (Object.Alt) for "if its evoke cost was paid".

// AltCostKind names an alternative or optional cost of a card.
type AltCostKind uint8

// The kinds of AltCost.
const (
	AltNone AltCostKind = iota
	// AltBuyback: an optional additional cost; the spell returns to its owner's hand as
	// it resolves instead of going to the graveyard (CR 702.27a).
	AltBuyback
	// AltEvoke: an alternative cost; the permanent is sacrificed when it enters (CR
	// 702.74a, the trigger written on the card by the compiler).
	AltEvoke
	// AltDash: an alternative cost; the permanent has haste and returns to its owner's
	// hand at the beginning of the next end step (CR 702.109a).
	AltDash
	// AltSurge: an alternative cost, only if its caster or a teammate has cast another
	// spell this turn (CR 702.117a).
	AltSurge
	// AltMadness: an alternative cost paid to cast the card from exile as its madness
	// trigger resolves, after it was discarded (CR 702.35a; rules/madness.go).
	AltMadness
	// AltFree: cast without paying its mana cost, as an effect resolves (CR 118.9: an
	// alternative cost of nothing; 107.3b: X is 0): cascade (702.85a; rules/cascade.go).
	AltFree
	// AltFromSuspend: cast without paying its mana cost as the last time counter is
	// removed from it in exile; a creature spell cast so gains haste (CR 702.62a;
	// rules/suspend.go).
	AltFromSuspend
	// AltSuspend: not a cast but the special action suspend allows (CR 702.62a, 116.2f):
	// its cost paid, the card is exiled from its owner's hand with time counters
	// (rules/suspend.go). Listed and written as a cast ("using suspend").
	AltSuspend
	// AltOffspring: an optional additional cost; when the creature enters, if it was
	// paid, its controller creates a 1/1 token copy of it (CR 702.175a; the trigger
	// written on the card by the compiler).
	AltOffspring
	numAltCostKinds
)

var altCostNames = [numAltCostKinds]string{"", "buyback", "evoke", "dash", "surge", "madness", "free", "from suspend", "suspend", "offspring"}

// String returns the keyword of the cost, as a cast names it ("using dash").
func (k AltCostKind) String() string {
	if k < numAltCostKinds {
		return altCostNames[k]
	}
	return "alt-cost?"
}

// ParseAltCostKind reads a cost keyword ("evoke"); false for another word, and for the
// casts without paying a mana cost, which only an effect chooses.
func ParseAltCostKind(s string) (AltCostKind, bool) {
	for k := AltBuyback; k < numAltCostKinds; k++ {
		if k.free() {
			continue
		}
		if altCostNames[k] == s {
			return k, true
		}
	}
	return AltNone, false
}

// free reports whether a cast of kind k pays no mana cost (CR 118.9): an effect casts the
// card so, as it resolves (rules/cascade.go, rules/suspend.go).
func (k AltCostKind) free() bool { return k == AltFree || k == AltFromSuspend }

// additional reports whether a cost of kind k is paid besides the mana cost rather than
// instead of it (CR 118.8 against 118.9).
func (k AltCostKind) additional() bool { return k == AltBuyback || k == AltOffspring }

// AltCost is one alternative or optional cost of a card.
type AltCost struct {
	Kind AltCostKind
	Cost Cost
}

// altCost returns def's cost of kind k, or nil.
func (def *CardDef) altCost(k AltCostKind) *AltCost {
	for i := range def.AltCosts {
		if def.AltCosts[i].Kind == k {
			return &def.AltCosts[i]
		}
	}
	return nil
}

// alt reads the alternative or optional cost a cast action pays.
func (a *Action) alt() AltCostKind { return a.Rare.alt() }

// withAlt returns rare parts with Alt set to k (rare itself for AltNone).
func withAlt(rare *ActionRare, k AltCostKind) *ActionRare {
	if k == AltNone {
		return rare
	}
	r := rareCopy(rare)
	r.Alt = k
	return r
}

// altChoices lists the costs the listing offers for casting def from zone z: its mana
// cost (AltNone), and each alternative or optional cost it has. Alternative costs are
// offered only from the hand (CR 118.9a: one alternative cost, and flashback is one).
func altChoices(def *CardDef, z Zone, buf []AltCostKind) []AltCostKind {
	buf = append(buf[:0], AltNone)
	for _, c := range def.AltCosts {
		if c.Kind == AltMadness {
			continue // cast only as its trigger resolves (madness.go)
		}
		if c.Kind.additional() || z == ZoneHand {
			buf = append(buf, c.Kind)
		}
	}
	return buf
}

// checkAlt refuses a cast of def by player p from zone z that names a cost the card
// hasn't, an alternative cost besides another one (CR 118.9a), or surge without another
// spell cast this turn by p's team (CR 702.117a).
func (g *Game) checkAlt(def *CardDef, p PlayerID, z Zone, k AltCostKind) error {
	if k == AltNone {
		return nil
	}
	if k.free() {
		if !g.castNowOn {
			return refuse(RefusedForbidden, "%s is cast without paying its mana cost only as the effect that allows it resolves (CR 118.9)", def.Name)
		}
		return nil
	}
	if def.altCost(k) == nil {
		return refuse(RefusedNoSuchAbility, "%s has no %s cost", def.Name, k)
	}
	if k == AltMadness {
		if z != ZoneExile || !g.castNowOn {
			return refuse(RefusedForbidden, "%s is cast for its madness cost only as its madness trigger resolves (CR 702.35a)", def.Name)
		}
		return nil
	}
	if !k.additional() && z != ZoneHand {
		return refuse(RefusedForbidden, "%s is cast from another zone than its owner's hand: it can't be cast for its %s cost too (CR 118.9a)", def.Name, k)
	}
	if k == AltSurge && !g.teamCastThisTurn(p) {
		return refuse(RefusedForbidden, "neither %s nor a teammate has cast another spell this turn: no surge (CR 702.117a)", g.players[p].Name)
	}
	return nil
}

// teamCastThisTurn reports whether player p or a teammate has cast a spell this turn
// (surge, CR 702.117a; the spell being cast isn't counted yet).
func (g *Game) teamCastThisTurn(p PlayerID) bool {
	for _, m := range g.teams[g.players[p].Team].members {
		if g.players[m].SpellsCast > 0 {
			return true
		}
	}
	return false
}

// withAltCost returns cost, the cost to cast def, with its cost of kind k paid: instead
// of the mana cost, or besides it for an optional additional cost (CR 601.2f).
func withAltCost(def *CardDef, cost Cost, k AltCostKind) Cost {
	if k.free() {
		return Cost{} // CR 118.9, 107.3b: nothing, and X is 0
	}
	c := def.altCost(k)
	switch {
	case c == nil:
		return cost
	case k.additional():
		return cost.plus(c.Cost, 1)
	}
	return c.Cost
}

// buyback puts resolving instant or sorcery spell id, cast with its buyback cost paid,
// into its owner's hand instead of the graveyard (CR 702.27a); false for another spell.
func (g *Game) buyback(id ObjID) bool {
	o := g.obj(id)
	if o.Alt != AltBuyback {
		return false
	}
	g.note(Entry{Kind: JBuyback, Obj: id, Card: o.Def})
	g.moveTo(id, ZoneHand, false)
	return true
}

// dashEnters gives permanent id, cast for its dash cost, haste for as long as it is on
// the battlefield and the delayed trigger that returns it to its owner's hand at the
// beginning of the next end step (CR 702.109a).
func (g *Game) dashEnters(id ObjID, r *Resolution) {
	o := g.obj(id)
	if o.Alt != AltDash || o.Zone != ZoneBattlefield {
		return
	}
	ctrl := o.Controller
	g.addEffect(ContEffect{Kind: EffAddKeywords, Obj: id, Keywords: KeywordSet(0).With(Haste), Player: ctrl, Until: Forever}, r)
	g.addEffect(ContEffect{Kind: EffDelayedTrigger, Obj: id, Player: ctrl, Until: Forever, N: 1, Ability: &dashReturn}, r)
}

// dashReturn is dash's delayed trigger: "return the permanent this spell becomes to its
// owner's hand at the beginning of the next end step" (CR 702.109a).
var dashReturn = Ability{Kind: TriggeredAbility, Text: "Dash: return it to its owner's hand.",
	Trigger: &Trigger{Event: EvBeginStep, Step: EndStep},
	Effects: []Effect{Bounce{What: What{Kind: WhatEventObj}}}}

// alt reads the alternative or optional cost of rare parts (nil: none).
func (r *ActionRare) alt() AltCostKind {
	if r == nil {
		return AltNone
	}
	return r.Alt
}
