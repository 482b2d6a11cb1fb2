package rules

import (
	"slices"
	"sort"
)

// manaSources lists the untapped permanents player p controls that can tap for mana,
// least flexible first, lands before creatures, leaving out the excluded ones.
func (g *Game) manaSources(p PlayerID, exclude []ObjID) []manaSource {
	if s, ok := g.listing.sourcesOf(p); ok && len(exclude) == 0 {
		return s // the state doesn't change while actions are listed
	}
	if s, ok := g.keptSources(p, exclude); ok {
		return s // no object was written since they were listed (changes.go)
	}
	out := g.sourcesBuf(p, exclude) // reused from listing to listing; nil otherwise
	extra := g.extraManaMap()
	grants := g.grantMap()
	for _, id := range g.battlefield {
		o := g.obj(id)
		if o.Controller != p || o.Tapped || containsID(exclude, id) || o.Cur.NoAbilities {
			continue
		}
		if o.Is(Creature) && o.Sick && !o.Has(Haste) {
			continue // CR 302.6
		}
		// One source for all of the permanent's free mana abilities ({T}: Add {C}. {T}:
		// Add {R} or {W}.): a tap makes one mana of any kind one of them makes; pain holds
		// the kinds only an ability with a further effect makes (a painland's colors).
		var kinds, free, multiKinds uint8
		multi := uint8(1) // the most mana one of the abilities makes
		for _, a := range withGranted(o, grants) {
			if a.Kind == ManaAbility && a.Tap && a.Cost.IsZero() && g.mayActivateNow(a, id, p) {
				k := g.manaKinds(a, id)
				kinds |= k
				if a.ManaCount > multi {
					multi, multiKinds = a.ManaCount, k
				}
				if len(a.Effects) == 0 && !a.SacSelf {
					free |= k // a sacrifice (a Treasure) is spent last, as pain is
				}
			}
		}
		if kinds != 0 {
			if out == nil {
				out = make([]manaSource, 0, 16) // one allocation for the usual number of lands
			}
			out = append(out, manaSource{obj: id, kinds: kinds, pain: kinds &^ free})
			for k := multi; k > 1; k-- { // "Add {C}{C}": more mana of the same tap
				out = append(out, manaSource{obj: id, kinds: multiKinds, pain: multiKinds &^ free})
			}
			// CR 605.1b: "whenever ... is tapped for mana, add an additional mana" (Fertile
			// Ground): the same tap makes one more mana of any color.
			for k := extra[id]; k > 0; k-- {
				out = append(out, manaSource{obj: id, kinds: g.extraManaKind(id, k)})
			}
		}
	}
	if len(out) > 0 && g.spendAnyColor(p) {
		for i := range out {
			out[i].kinds |= anyColor // Mycosynth Lattice: mana spent as though of any color
		}
	}
	// Insertion sort (stable, no allocation): lands first, then the least flexible.
	less := func(a, b manaSource) bool {
		ca, cb := g.obj(a.obj).Is(Creature), g.obj(b.obj).Is(Creature)
		if ca != cb {
			return !ca
		}
		return bits(a.kinds) < bits(b.kinds)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && less(out[j], out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	if len(exclude) == 0 {
		g.keepSources(p, out)
		g.keepSourcesAcross(p, out)
	} else {
		g.keepExcluded(out)
	}
	return out
}

// manaAvailable counts the mana player p could make now: the pool plus untapped sources.
func (g *Game) manaAvailable(p PlayerID) int {
	if n, ok := g.listing.availableTo(p); ok {
		return n // the state doesn't change while actions are listed
	}
	if p >= 0 && int(p) < memoPlayers && g.plainMana() {
		// One mana for each source listed, which is kept while no object is written
		// (changes.go; for the players whose lists are kept).
		n := g.players[p].Pool.Total() + len(g.manaSources(p, nil))
		g.listing.keepAvailable(p, n)
		return n
	}
	n := g.players[p].Pool.Total()
	extra := g.extraManaMap()
	grants := g.grantMap()
	for _, id := range g.battlefield {
		o := g.obj(id)
		if o.Controller != p || o.Tapped || o.Is(Creature) && o.Sick && !o.Has(Haste) || o.Cur.NoAbilities {
			continue
		}
		for _, a := range withGranted(o, grants) {
			if a.Kind == ManaAbility && a.Tap && a.Cost.IsZero() && g.mayActivateNow(a, id, p) {
				n += max(1, int(a.ManaCount)) + extra[id]
				break
			}
		}
	}
	g.listing.keepAvailable(p, n)
	return n
}

func bits(x uint8) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

func containsID(s []ObjID, id ObjID) bool {
	for _, x := range s {
		if x == id {
			return true
		}
	}
	return false
}

// pay carries out a payment plan for player p: mana from the pool, sources tapped (the
// mana they make is spent at once). Tapping a land for mana is an event (Manabarbs).
func (g *Game) pay(p PlayerID, pay payment) {
	pl := &g.players[p]
	for i := range pl.Pool {
		pl.Pool[i] -= pay.fromPool[i]
	}
	for i, t := range pay.taps {
		if t.helper {
			g.tapToHelp(p, t.obj) // CR 702.51a, 702.126a
			continue
		}
		o := g.obj(t.obj)
		if o.Tapped && tappedBefore(pay.taps[:i], t.obj) {
			continue // a second mana of the same tap (Fertile Ground)
		}
		g.tap(t.obj)
		ab := g.manaAbilityFor(t.obj, t.kind)
		g.manaAbilityEffects(p, t.obj, ab)
		g.emit(Event{Kind: EvTapForMana, Obj: t.obj, Player: p, Source: NoObj})
		g.floatUnusedExtra(p, t.obj, pay.taps)
		if ab != nil && ab.SacSelf {
			g.sacrifice(p, t.obj) // "{T}, Sacrifice this artifact: Add ..." (a Treasure, CR 111.10a)
		}
	}
}

// castPlan is a checked cast or activation, ready to be carried out without further checks.
type castPlan struct {
	item      StackItem
	payer     PlayerID
	pay       payment
	assistant PlayerID
	assistPay payment
	sacrifice []ObjID
	removeN   int // counters of removeKind removed from the source as a cost
	removeK   CounterKind
	removeAny bool // removeN counters of any kinds (rules/removecounters.go)
	life      int
	energy    int     // energy counters paid (CR 107.14)
	crew      []ObjID // the creatures tapped to crew the source (CR 702.122a)
	tapSelf   bool
	// discardSelf: the card is discarded from its owner's hand as a cost (CR 702.29a).
	discardSelf bool
	exileSelf   bool        // the card is exiled from its owner's graveyard as a cost
	flashback   bool        // cast from the graveyard with flashback (CR 702.34a)
	kicks       int         // the times the kicker cost is paid (CR 702.33d)
	alt         AltCostKind // the alternative or optional cost paid (rules/altcost.go)
	blight      ObjID
	blightN     int     // -1/-1 counters put on blight as a cost
	addCostPaid bool    // the optional additional cost is paid (CR 118.8b)
	tapped      []ObjID // creatures tapped for the additional cost (teamwork)
	beheld      ObjID   // the permanent or card beheld as the additional cost (rules/behold.go)
	beheldSub   string  // its subtype
	loyalty     int
	spell       bool
	mana        bool     // a mana ability: resolves at once (CR 605.3)
	special     bool     // a special action: done at once, without the stack (CR 116)
	face        *CardDef // a spell: what is cast, the card or one of its faces (CR 709.3, 715.3)
	prepared    bool     // a copy of a prepared permanent's spell (the prepare layout)
	manaKind    ManaKind
}

// sorceryTiming reports whether player p could now do something with sorcery timing: the
// team's main phase with an empty stack (CR 307.1, 805.5).
func (g *Game) sorceryTiming(p PlayerID) bool {
	return g.players[p].Team == g.turn.Team && (g.turn.Step == Main1 || g.turn.Step == Main2) && len(g.stack) == 0
}

func (g *Game) hasPriority(p PlayerID) error {
	if g.wait != waitPriority {
		return refuse(RefusedOtherDecision, "%s can't act now: %s", g.players[p].Name, g.waitingFor())
	}
	if g.players[p].Team != g.priority {
		return refuse(RefusedNotYourPriority, "%s's team doesn't have priority; %s has it (CR 805.5)", g.players[p].Name, g.teams[g.priority].Name)
	}
	return nil
}

// planCast checks that player p may cast card id now with the choices in a and plans its
// costs (CR 601.2).
func (g *Game) planCast(a *Action) (castPlan, error) {
	var plan castPlan
	p := a.Player
	now := g.castNowOn && g.castNowObj == a.Obj // cast as an effect resolves (madness.go)
	if err := g.hasPriority(p); err != nil && !now {
		return plan, err
	}
	if a.Obj < 0 || int(a.Obj) >= g.objs.len() {
		return plan, refuse(RefusedUnknownObject, "unknown card")
	}
	o := g.obj(a.Obj)
	def := o.Def
	prepared := castsPrepared(p, o, a.face())
	aftermath := castsAftermath(p, o, a.face())
	if (o.Zone != ZoneHand || o.Owner != p) && !g.mayCastFromExile(p, a.Obj) && !castsWithFlashback(p, o) && !prepared && !aftermath && !now { // Stolen Strategy
		if o.Zone == ZoneBattlefield && def.Prepare != nil {
			return plan, refuse(RefusedForbidden, "%s isn't a prepared permanent of %s's: its spell can be cast only while it is prepared", def.Name, g.players[p].Name)
		}
		return plan, refuse(RefusedWrongZone, "%s is not in %s's hand (CR 601.2a; teammates can't cast each other's cards, CR 810.5)", def.Name, g.players[p].Name)
	}
	if def.Prepare != nil && a.face() != 0 && !prepared {
		return plan, refuse(RefusedForbidden, "%s's spell %s can be cast only as a copy, from the prepared permanent (\"using prepared\")", def.Name, def.Prepare.Name)
	}
	if o.Zone == ZoneBattlefield && !prepared {
		return plan, refuse(RefusedWrongZone, "%s is on the battlefield and can't be cast", def.Name)
	}
	if def.Types.Has(Land) || def.NoCost && !a.alt().free() && a.alt() != AltSuspend { // CR 118.9: a card without a mana cost may be cast for nothing
		return plan, refuse(RefusedForbidden, "%s is a land or has no mana cost and can't be cast (play lands with \"%s plays %s\")", def.Name, g.players[p].Name, def.Name)
	}
	if !def.Implemented {
		return plan, refuse(RefusedUnimplemented, "%s is not implemented yet and can't be cast", def.Name)
	}
	if a.faceDown() {
		// CR 702.37c, 708.4: turned face down before it is put on the stack, it is cast
		// as the shell: timing, prohibitions and cost reductions see only that.
		shell, err := faceDownShellOf(def, a)
		if err != nil {
			return plan, err
		}
		def = shell
	}
	if a.face() != 0 && o.Zone == ZoneExile && !g.exilePermits(p, a.Obj, EffMayCastFromExile) {
		return plan, refuse(RefusedForbidden, "%s is on an Adventure: it can be cast from exile only as itself (CR 715.3d)", def.Name)
	}
	// CR 709.3, 715.3: a split card is cast as one of its halves; an adventurer card as
	// itself or as its Adventure.
	def, err := castFace(def, a.face())
	if err != nil {
		return plan, err
	}
	if def.Aftermath && !aftermath {
		return plan, refuse(RefusedWrongZone, "%s has aftermath: it can be cast only from its owner's graveyard (CR 702.127a)", def.Name)
	}
	if !def.Types.Has(Instant) && !def.Keywords.Has(Flash) && !g.sorceryTiming(p) && !now {
		return plan, refuse(RefusedWrongTiming, "%s can be cast only in %s's team's main phase with an empty stack (CR 307.1)", def.Name, g.players[p].Name)
	}
	if g.splitSecond() {
		return plan, refuse(RefusedForbidden, "a spell with split second is on the stack: no spells can be cast (CR 702.61a)")
	}
	if err := g.castForbidden(p, def); err != nil {
		return plan, err
	}
	g.planX = a.X             // for targets whose legality depends on X (CR 601.2b comes before 601.2c)
	g.costTargets = a.Targets // for a cost that depends on the targets (CR 601.2f after 601.2c)
	defer func() { g.planX, g.costTargets = 0, nil }()
	ab := def.Spell
	var modes []int // the modes chosen, when the spell is modal (CR 700.2)
	if a.Bestow {
		if def.Bestow == nil {
			return plan, refuse(RefusedNoSuchAbility, "%s has no bestow cost", def.Name)
		}
		ab = &bestowAbility
	}
	if err := checkKicks(def, a.kicks()); err != nil {
		return plan, err
	}
	if err := g.checkAlt(def, p, o.Zone, a.alt()); err != nil {
		return plan, err
	}
	if a.alt() == AltSuspend {
		return g.planSuspend(a, def) // CR 702.62a: a special action, timing checked above
	}
	if now && a.alt() == AltNone {
		return plan, refuse(RefusedForbidden, "%s is cast now only for the cost the effect names", def.Name)
	}
	if a.alt() != AltNone && a.alt() != AltBuyback && (a.Bestow || castsWithFlashback(p, o)) {
		return plan, refuse(RefusedForbidden, "%s: only one alternative cost can be paid (CR 118.9a)", def.Name)
	}
	cost := g.castCost(p, a.Obj, def, a.Bestow, a.kicks(), a.alt())
	if !a.Bestow && (len(a.modes()) > 0 || ab != nil && len(ab.Modes) > 0) {
		mab, err := g.modalAbility(ab, a.modes(), a.Targets, a.usesAddCost()) // CR 601.2b, 700.2
		if err != nil {
			return plan, refuseWrap(err, "%s: %v", def.Name, err)
		}
		ab = mab
		modes = slices.Clone(a.modes())
		slices.Sort(modes) // the order they are named in doesn't matter (modalAbility)
	}
	if a.X < 0 || a.X > 1000 {
		return plan, refuse(RefusedMalformed, "X must be between 0 and 1000")
	}
	if a.X > 0 && cost.X == 0 {
		return plan, refuse(RefusedMalformed, "%s has no X in its cost", def.Name)
	}
	var targets []Target
	if ab != nil && len(ab.Targets) > 0 {
		if err := g.checkTargets(ab, a.Targets, a.Obj, p); err != nil {
			return plan, refuseWrap(err, "%s: %v", def.Name, err)
		}
		targets = a.Targets
	} else if len(a.Targets) > 0 {
		return plan, refuse(RefusedIllegalTarget, "%s has no targets", def.Name)
	}
	cost = withModeCosts(def.Spell, modes, cost) // spree (CR 702.172a)
	total := cost.withX(a.X, 0)
	plan = castPlan{spell: true, payer: p, assistant: NoPlayer, blight: NoObj, beheld: NoObj,
		face: def, kicks: a.kicks(), alt: a.alt(),
		item: StackItem{Spell: true, Obj: a.Obj, Ability: ab, Controller: p,
			Res: Resolution{Source: a.Obj, Controller: p, Targets: g.planTargets(targets), X: a.X, Bestow: a.Bestow,
				modes: modes}}}
	plan.flashback = castsWithFlashback(p, o) || aftermath // exiled as it leaves the stack (CR 702.127a)
	plan.prepared = prepared
	if err := g.planAddCost(&plan, def, a, p, &total); err != nil { // CR 601.2f-h
		return plan, err
	}
	total.Generic -= min(total.Generic, g.spellReduction(p, a.Obj, def)) // CR 601.2f
	if a.Assist != NoPlayer && a.AssistMana > 0 {
		if !def.Assist {
			return plan, refuse(RefusedNoSuchAbility, "%s doesn't have assist", def.Name)
		}
		if a.Assist == p || int(a.Assist) >= len(g.players) || a.Assist < 0 {
			return plan, refuse(RefusedMalformed, "another player must assist (CR 702.132a)")
		}
		if a.AssistMana > total.Generic {
			return plan, refuse(RefusedMalformed, "assist pays at most the generic part of the cost, {%d} (CR 702.132a)", total.Generic)
		}
		ap, ok := g.planPayment(Cost{Generic: a.AssistMana}, g.players[a.Assist].Pool, g.manaSources(a.Assist, nil), false)
		if !ok {
			return plan, refuse(RefusedCostUnpaid, "%s can't pay {%d} to assist", g.players[a.Assist].Name, a.AssistMana)
		}
		plan.assistant, plan.assistPay = a.Assist, ap
		total.Generic -= a.AssistMana
	}
	// A permanent tapped or sacrificed for an additional cost (teamwork, bargain) can't also
	// make mana for the same payment (CR 601.2h: costs are paid in one go).
	src := withoutObjs(withoutObjs(g.spellSources(p, def), plan.tapped), plan.sacrifice)
	if def.Delve && o.Zone == ZoneGraveyard {
		src = withoutObjs(src, []ObjID{a.Obj}) // a spell doesn't delve itself (CR 601.2a moved it)
	}
	pay, ok := g.planPayment(g.anyColorCost(p, a.Obj, total), g.players[p].Pool, src, g.spendAnyColor(p))
	if !ok {
		return plan, refuse(RefusedCostUnpaid, "%s can't pay %s for %s (CR 601.2h): not enough untapped mana sources", g.players[p].Name, total, def.Name)
	}
	plan.pay = pay
	if def.SacCost == nil && len(a.Cards) > 0 {
		return plan, refuse(RefusedMalformed, "%s has no sacrifice cost", def.Name)
	}
	if def.SacCost != nil {
		sac, err := g.planSacrifice(def.SacCost, a, p)
		if err != nil {
			return plan, refuseWrap(err, "%s: %v", def.Name, err)
		}
		plan.sacrifice = sac
		plan.item.Res.sacrificed = sac
	}
	return plan, nil
}

// castCost is the cost player p pays to cast def (card id itself or one of its faces)
// before X and the cost reductions: its mana cost or the alternative cost chosen
// (flashback, CR 702.34a; bestow, 702.103a; alt, rules/altcost.go), plus the kicker
// cost paid kicks times (702.33a; CR 601.2f) and an optional additional alt cost.
func (g *Game) castCost(p PlayerID, id ObjID, def *CardDef, bestow bool, kicks int, alt AltCostKind) Cost {
	cost := def.Cost
	if IsFaceDownShell(def) {
		return faceDownCost // CR 702.37c, 702.168b: {3} rather than its mana cost
	}
	if castsWithFlashback(p, g.obj(id)) {
		cost = *def.Flashback
	}
	if bestow && def.Bestow != nil {
		cost = *def.Bestow
	}
	cost = withAltCost(def, cost, alt)
	if kicks > 0 && def.Kicker != nil {
		cost = cost.plus(*def.Kicker, kicks)
	}
	return cost
}

// bestowAbility is what a spell cast with bestow targets: a creature to enchant (CR 702.103b).
var bestowAbility = Ability{Kind: SpellAbility, Targets: []TargetSpec{{Kind: TargetPermanent, Filter: Filter{Types: Types(Creature)}}}}

// planActivate checks that player p may activate ability index ai of permanent id now.
func (g *Game) planActivate(a *Action) (castPlan, error) {
	var plan castPlan
	p := a.Player
	if a.Obj < 0 || int(a.Obj) >= g.objs.len() {
		return plan, refuse(RefusedUnknownObject, "unknown permanent")
	}
	o := g.obj(a.Obj)
	abs := g.abilitiesOf(a.Obj)
	if a.Ability < 0 || a.Ability >= len(abs) {
		if o.Zone != ZoneBattlefield {
			return plan, refuse(RefusedWrongZone, "%s is not on the battlefield", o.shownName())
		}
		return plan, refuse(RefusedNoSuchAbility, "%s has no such ability", o.shownName())
	}
	ab := abs[a.Ability]
	if err := g.checkAbilityZone(o, ab, p); err != nil {
		return plan, err
	}
	if !g.mayActivateNow(ab, a.Obj, p) {
		return plan, refuse(RefusedForbidden, "%s's ability can't be activated now: its \"Activate only if\" condition doesn't hold (CR 602.5b)", o.shownName())
	}
	if ab.OncePerTurn && g.activatedThisTurn(a.Obj, ab) {
		return plan, refuse(RefusedLimitReached, "%s's ability can be activated only once each turn (CR 602.5b)", o.shownName())
	}
	if ab.OnlyOnce && g.activatedThisTurn(a.Obj, ab) {
		return plan, refuse(RefusedLimitReached, "%s's ability can be activated only once", o.shownName())
	}
	special := isFaceUpAbility(o, ab) // turning a face-down permanent face up (CR 116.2b)
	if o.Cur.NoAbilities && !special {
		return plan, refuse(RefusedForbidden, "%s has lost all its abilities (CR 613.1f)", o.shownName())
	}
	if !g.speedWorks(ab, p) {
		return plan, refuse(RefusedForbidden, "%s's ability works only with max speed, and %s's speed is %d (CR 702.178a)", o.shownName(), g.players[p].Name, g.players[p].Speed)
	}
	if o.Controller != p && !ab.AnyPlayer {
		return plan, refuse(RefusedNotController, "%s doesn't control %s (CR 602.2; teammates can't use each other's permanents, CR 810.5)", g.players[p].Name, o.shownName())
	}
	if o.Controller != p && g.cfg.Variant.OwnTurns() && !g.objInRange(p, a.Obj) {
		return plan, refuse(RefusedForbidden, "%s is outside %s's range of influence (CR 801.6)", o.shownName(), g.players[p].Name)
	}
	if ab.Kind != ActivatedAbility && ab.Kind != LoyaltyAbility && ab.Kind != ManaAbility {
		return plan, refuse(RefusedForbidden, "that ability of %s can't be activated", o.shownName())
	}
	if ab.Kind != ManaAbility {
		if err := g.hasPriority(p); err != nil {
			return plan, err
		}
	} else if g.wait != waitPriority && g.wait != waitChoice {
		return plan, refuse(RefusedWrongTiming, "mana abilities are activated when you have priority or are paying a cost (CR 605.3a)")
	}
	if ab.Kind != ManaAbility && !special && g.splitSecond() { // CR 702.61b: special actions may be taken
		return plan, refuse(RefusedForbidden, "a spell with split second is on the stack: only mana abilities can be activated (CR 702.61a)")
	}
	if ab.CombatOnly && (g.turn.Step < BeginCombat || g.turn.Step > EndCombat) {
		return plan, refuse(RefusedWrongTiming, "%s's ability can be activated only during combat (CR 506.1)", o.shownName())
	}
	if (ab.SorcerySpeed || ab.Kind == LoyaltyAbility) && !g.sorceryTiming(p) {
		return plan, refuse(RefusedWrongTiming, "%s's ability can be activated only in your team's main phase with an empty stack (CR 606.3)", o.shownName())
	}
	if ab.Kind == LoyaltyAbility {
		if o.LoyaltyUsed {
			return plan, refuse(RefusedLimitReached, "a loyalty ability of %s was already activated this turn (CR 606.3)", o.shownName())
		}
		if ab.Loyalty < 0 && int(o.Counters[LoyaltyCounter]) < -ab.Loyalty {
			return plan, refuse(RefusedCostUnpaid, "%s has %d loyalty, not enough to remove %d (CR 606.6)", o.shownName(), o.Counters[LoyaltyCounter], -ab.Loyalty)
		}
		plan.loyalty = ab.Loyalty
	}
	if ab.Tap {
		if o.Tapped {
			return plan, refuse(RefusedCostUnpaid, "%s is tapped", o.shownName())
		}
		if o.Is(Creature) && o.Sick && !o.Has(Haste) {
			return plan, refuse(RefusedCostUnpaid, "%s hasn't been under %s's control since the turn began and can't use {T} (CR 302.6)", o.shownName(), g.players[p].Name)
		}
		plan.tapSelf = true
	}
	if a.X < 0 || a.X > 1000 {
		return plan, refuse(RefusedMalformed, "X must be between 0 and 1000")
	}
	if err := g.checkTargets(ab, a.Targets, a.Obj, p); err != nil {
		return plan, refuseWrap(err, "%s: %v", o.shownName(), err)
	}
	if err := checkCountX(ab.Targets, a.Targets, a.X); err != nil {
		return plan, refuseWrap(err, "%s: %v", o.shownName(), err)
	}
	r := Resolution{Source: a.Obj, Controller: p, Targets: g.planTargets(a.Targets), X: a.X}
	if ab.PayLife.Kind != AmtNone {
		n := ab.PayLife.eval(g, &r, p)
		if !g.canPayLife(p, n) {
			if g.lifeCantChange(p) {
				return plan, refuse(RefusedCostUnpaid, "%s can't pay %d life: an effect says %s's team's life total can't change (CR 810.9h, 119.8)", g.players[p].Name, n, g.players[p].Name)
			}
			return plan, refuse(RefusedCostUnpaid, "%s can't pay %d life (CR 119.4, 810.9b)", g.players[p].Name, n)
		}
		plan.life = n
	}
	if ab.PayEnergy > 0 {
		if !g.canPayEnergy(p, ab.PayEnergy) {
			return plan, g.refuseEnergy(p, ab.PayEnergy, o.shownName()+"'s ability")
		}
		plan.energy = ab.PayEnergy
	}
	if ab.SacX != nil {
		var cands []ObjID
		for _, id := range g.battlefield {
			if g.obj(id).Controller == p && g.matches(id, ab.SacX, a.Obj, p) {
				cands = append(cands, id)
			}
		}
		if len(a.Cards) > 0 {
			if len(a.Cards) != a.X {
				return plan, refuse(RefusedMalformed, "sacrifice exactly X=%d permanents", a.X)
			}
			for _, c := range a.Cards {
				if !containsID(cands, c) {
					return plan, refuse(RefusedCostUnpaid, "%s can't be sacrificed for this cost", g.obj(c).Def.Name)
				}
			}
			plan.sacrifice = append([]ObjID(nil), a.Cards...)
		} else {
			if len(cands) < a.X {
				return plan, refuse(RefusedCostUnpaid, "%s controls only %d permanents to sacrifice, X is %d", g.players[p].Name, len(cands), a.X)
			}
			// Without a choice given, sacrifice the weakest others first, the source last.
			sort.SliceStable(cands, func(i, j int) bool {
				oi, oj := g.obj(cands[i]), g.obj(cands[j])
				if (cands[i] == a.Obj) != (cands[j] == a.Obj) {
					return cands[j] == a.Obj
				}
				return oi.Cur.Power+oi.Cur.Toughness < oj.Cur.Power+oj.Cur.Toughness
			})
			plan.sacrifice = cands[:a.X]
		}
	}
	if ab.Crew > 0 {
		crew, err := g.planCrew(p, a.Obj, ab.Crew, a.Cards)
		if err != nil {
			return plan, err
		}
		plan.crew = crew
	} else if ab.Sac == nil && ab.SacX == nil && len(a.Cards) > 0 {
		return plan, refuse(RefusedMalformed, "that ability of %s has no sacrifice cost", o.shownName())
	}
	if ab.Sac != nil {
		sac, err := g.planSacrifice(ab.Sac, a, p)
		if err != nil {
			return plan, refuseWrap(err, "%s: %v", o.shownName(), err)
		}
		plan.sacrifice = append(plan.sacrifice, sac...)
		r.sacrificed = sac
	}
	if err := g.planRemoveAny(&plan, ab, o); err != nil {
		return plan, err
	}
	if ab.RemoveCounters > 0 && !ab.RemoveAny {
		if int(o.Counters[ab.RemoveKind]) < ab.RemoveCounters {
			return plan, refuse(RefusedCostUnpaid, "%s has %d %s counter(s), not enough to remove %d (CR 602.2b)", o.shownName(), o.Counters[ab.RemoveKind], ab.RemoveKind, ab.RemoveCounters)
		}
		plan.removeN, plan.removeK = ab.RemoveCounters, ab.RemoveKind
	}
	if err := g.planBlightCost(&plan, ab, p, o.Def.Name); err != nil {
		return plan, err
	}
	if ab.SacSelf {
		plan.sacrifice = append(plan.sacrifice, a.Obj)
	}
	plan.discardSelf = ab.DiscardSelf
	plan.exileSelf = ab.ExileSelf
	cost := ab.Cost.withX(a.X, 0)
	if ab.LessIfEntered && int(o.EnteredTurn) == g.turn.Number && g.turn.Number > 0 {
		cost = cost.less(o.Def.Cost) // power-up
	}
	var exclude []ObjID
	if plan.tapSelf {
		exclude = append(exclude, a.Obj)
	}
	pay, ok := g.planPayment(cost, g.players[p].Pool, g.manaSources(p, exclude), g.spendAnyColor(p))
	if !ok {
		return plan, refuse(RefusedCostUnpaid, "%s can't pay %s for %s's ability (CR 602.2b)", g.players[p].Name, cost, o.shownName())
	}
	plan.pay, plan.payer, plan.assistant = pay, p, NoPlayer
	plan.mana = ab.Kind == ManaAbility
	plan.special = special
	plan.item = StackItem{Obj: a.Obj, Ability: ab, Controller: p, Res: r}
	return plan, nil
}

// carryOut performs a checked cast or activation: the spell moves to the stack (or the
// ability goes on it), the costs are paid, and the cast event happens (CR 601.2, 602.2).
func (g *Game) carryOut(plan castPlan) {
	it := plan.item
	p := plan.payer
	if plan.spell {
		var id ObjID
		if plan.prepared {
			id = g.castPreparedCopy(it.Obj, plan.face, p)
		} else {
			id = g.moveTo(it.Obj, ZoneStack, false)
		}
		o := g.mut(id)
		o.Controller = p
		o.X = it.Res.X // CR 107.3m
		o.Flashback = plan.flashback
		o.Kicked = uint8(plan.kicks) // CR 702.33d
		o.AddCostPaid = plan.addCostPaid
		o.Alt = plan.alt
		if plan.face != nil && !plan.prepared { // a prepared copy is the face already
			g.becomeFace(id, plan.face) // CR 709.3b, 715.3b
			o = g.mut(id)
		}
		if it.Res.Bestow {
			// CR 702.103b: a spell cast bestowed is an Aura enchantment spell, not a creature spell.
			o.Cur.Types = Types(Enchantment)
			o.Cur.Subtypes = auraSubtypes
		}
		it.Obj = id
		it.Res.Source = id
	}
	if plan.assistant != NoPlayer {
		g.pay(plan.assistant, plan.assistPay)
	}
	g.pay(p, plan.pay)
	if plan.spell {
		g.noteSpent(it.Obj, plan.pay, plan.assistPay) // CR 601.2h
	}
	if plan.tapSelf || plan.removeN > 0 || plan.loyalty != 0 {
		src := g.mut(it.Obj) // costs paid from the source itself
		if plan.tapSelf {
			src = g.tap(it.Obj)
		}
		if plan.removeN > 0 && plan.removeAny {
			src = g.removeAnyCounters(it.Obj, plan.removeN, p)
		} else if plan.removeN > 0 {
			src = g.removeCounters(it.Obj, plan.removeK, plan.removeN, p)
			g.note(Entry{Kind: JCountersRemovedAsCost, Obj: src.ID, Card: src.Def, N: int32(plan.removeN), Counter: plan.removeK})
		}
		if plan.loyalty != 0 {
			src.addCounters(LoyaltyCounter, plan.loyalty)
			src.LoyaltyUsed = true
		}
	}
	g.payLife(p, plan.life)
	g.payEnergy(p, plan.energy)
	g.crewTap(p, it.Obj, plan.crew)
	if plan.blightN > 0 && g.obj(plan.blight).Zone == ZoneBattlefield {
		g.blight(p, plan.blight, plan.blightN)
	}
	for _, id := range plan.tapped {
		g.tapToHelp(p, id) // teamwork
	}
	if plan.beheld != NoObj && plan.addCostPaid {
		g.behold(p, plan.beheld, plan.beheldSub)
	}
	if plan.discardSelf {
		g.discardAsCost(p, it.Obj)
	}
	if plan.exileSelf {
		g.exileFromGraveyardAsCost(p, it.Obj)
	}
	if !plan.spell && it.Ability != nil && (it.Ability.OncePerTurn || it.Ability.OnlyOnce) {
		until := UntilEndOfTurn
		if it.Ability.OnlyOnce {
			until = Forever // it ends with the object (CR 400.7)
		}
		g.effects = append(g.effects, ContEffect{Kind: EffActivatedThisTurn, Obj: it.Obj, Player: NoPlayer, Source: NoObj, Ability: it.Ability, Until: until})
	}
	for _, s := range plan.sacrifice {
		if g.obj(s).Zone == ZoneBattlefield {
			g.sacrifice(p, s)
		}
	}
	if plan.special {
		res := it.Res
		for _, e := range it.Ability.Effects {
			e.do(g, &res)
		}
		return
	}
	if plan.mana {
		g.manaAbilityEffects(p, it.Obj, it.Ability)
		g.players[p].Pool[plan.manaKind]++
		g.floatUnusedExtra(p, it.Obj, []tapPlan{{it.Obj, plan.manaKind, false}})
		if g.obj(it.Obj).Is(Land) || g.obj(it.Obj).Zone != ZoneBattlefield {
			g.emit(Event{Kind: EvTapForMana, Obj: it.Obj, Player: p, Source: NoObj})
		}
		return
	}
	g.push(it)
	g.emitTargeted(len(g.stack) - 1)
	if plan.spell {
		// Amount: the instant and sorcery spells cast before it this turn (Sentinel Tower).
		g.emit(Event{Kind: EvCast, Obj: it.Obj, Player: p, Source: NoObj, Amount: g.noteCast(it.Obj)})
		g.castSelfTriggers(p, it.Obj)
	}
}

// castForbidden reports why player p can't cast def (a card, or the half of a split card)
// now: an effect such as Archon of Valor's Reach's "Players can't cast spells of the
// chosen type" (CR 101.2).
func (g *Game) castForbidden(p PlayerID, def *CardDef) error {
	if err := g.castTimingForbidden(p, def); err != nil {
		return err
	}
	if !g.mayHaveStatic(StCantCastChosenType) {
		return nil // no permanent forbids casting (perf.go)
	}
	for _, id := range g.battlefield {
		o := g.obj(id)
		for _, a := range o.Def.Abilities {
			if a.Static != nil && a.Static.Kind == StCantCastChosenType && o.HasChosen && g.staticActive(a.Static, id) && def.Types.Has(o.ChosenType) {
				return refuse(RefusedForbidden, "%s can't cast %s: %s says players can't cast %s spells (CR 101.2)", g.players[p].Name, def.Name, o.shownName(), o.ChosenType)
			}
		}
	}
	return nil
}

// castAbility is what a cast action's targets are for: the spell's ability, a bestowed
// Aura's, or the modes chosen (nil when unknown).
func (g *Game) castAbility(a *Action) *Ability {
	if a.Obj < 0 || int(a.Obj) >= g.objs.len() {
		return nil
	}
	def, err := castFace(g.obj(a.Obj).Def, a.face())
	if err != nil {
		return nil
	}
	if a.Bestow {
		return &bestowAbility
	}
	if len(a.modes()) > 0 && def.Spell != nil && len(def.Spell.Modes) > 0 {
		if ab, err := g.modalAbility(def.Spell, a.modes(), nil, a.usesAddCost()); err == nil {
			return ab
		}
	}
	return def.Spell
}

// noteCast counts an instant or sorcery spell cast this turn and returns how many were
// cast before it (Sentinel Tower), the Amount of its cast event.
func (g *Game) noteCast(id ObjID) int {
	if c := g.obj(id).Controller; c >= 0 && int(c) < len(g.players) {
		g.players[c].SpellsCast++
	}
	n := g.spellsCastThisTurn
	if t := g.obj(id).Def.Types; t.Has(Instant) || t.Has(Sorcery) {
		g.spellsCastThisTurn++
		if c := g.obj(id).Controller; c >= 0 && int(c) < len(g.players) {
			g.players[c].tally.castIS++
		}
	}
	return n
}

// ---- Stolen Strategy: casting cards exiled from opponents' libraries ----

// ExileTopOfOpponentsMayCast exiles the top card of each opponent's library; until end of
// turn the controller may cast the nonland cards among them, spending mana as though it
// were mana of any color (Stolen Strategy). Timing rules still apply (ruling 2018-06-08).
type ExileTopOfOpponentsMayCast struct{}

func (ExileTopOfOpponentsMayCast) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, WhoEachOpponent) {
		lib := g.players[p].library
		if len(lib) == 0 {
			continue
		}
		def := g.obj(lib[0]).Def
		id := g.moveTo(lib[0], ZoneExile, false)
		g.note(Entry{Kind: JExilesTopOfLibrary, Player: r.Controller, Player2: p, Obj: id, Card: def})
		if !g.obj(id).Def.Types.Has(Land) {
			g.addEffect(ContEffect{Kind: EffMayCastFromExile, Obj: id, Player: r.Controller, Until: UntilEndOfTurn}, r)
		}
	}
	return true
}

// mayCastFromExile reports whether player p may cast card id from exile now.
func (g *Game) mayCastFromExile(p PlayerID, id ObjID) bool {
	if id < 0 || int(id) >= g.objs.len() || g.obj(id).Zone != ZoneExile {
		return false
	}
	for _, e := range g.effects {
		if (e.Kind == EffMayCastFromExile || e.Kind == EffAdventure) && e.Obj == id && e.Player == p {
			return true
		}
	}
	return false
}

// exilePermits reports whether an effect of kind k lets player p cast exiled card id.
func (g *Game) exilePermits(p PlayerID, id ObjID, k EffKind) bool {
	for _, e := range g.effects {
		if e.Kind == k && e.Obj == id && e.Player == p {
			return true
		}
	}
	return false
}

// castableFromExile lists the exiled cards player p may cast.
func (g *Game) castableFromExile(p PlayerID) []ObjID {
	var out []ObjID
	for _, e := range g.effects {
		if (e.Kind == EffMayCastFromExile || e.Kind == EffAdventure) && e.Player == p && g.mayCastFromExile(p, e.Obj) {
			out = append(out, e.Obj)
		}
	}
	return out
}

// anyColorCost is the cost to pay for a spell whose mana may be spent as though it were
// mana of any color: its colored symbols may be paid with any mana (CR 609.4b).
func (g *Game) anyColorCost(p PlayerID, id ObjID, c Cost) Cost {
	if !g.mayCastFromExile(p, id) || !g.exilePermits(p, id, EffMayCastFromExile) {
		return c
	}
	for i, k := range c.Colored {
		c.Generic += int(k)
		c.Colored[i] = 0
	}
	c.Generic += len(c.Hybrid)
	c.Hybrid = nil
	return c
}

// splitSecond reports whether a spell with split second is on the stack (CR 702.61a).
func (g *Game) splitSecond() bool {
	for i := range g.stack {
		if s := &g.stack[i]; s.Spell && g.obj(s.Obj).Def.Keywords.Has(SplitSecond) {
			return true
		}
	}
	return false
}
