package rules

import "slices"

// The declare blockers step (CR 509): which creatures can block which attackers, checking
// a block declaration, the damage assignment orders announced after blocks under the 2011
// rules (810.7e of 2011), and carrying the declaration out.

// couldBlock reports whether a creature could block at all (CR 509.1a).
func (g *Game) couldBlock(id ObjID) bool {
	o := g.obj(id)
	return o.Zone == ZoneBattlefield && o.Is(Creature) && !o.Tapped &&
		g.players[o.Controller].Team != g.turn.Team && !g.restricted(StCantBlock, id) && !g.cantBlockEffect(id)
}

// canBlockAttacker checks evasion: flying/reach and landwalk (CR 702.9, 702.17, 702.14).
func (g *Game) canBlockAttacker(blocker, attacker ObjID) bool {
	b, a := g.obj(blocker), g.obj(attacker)
	rec := g.combat.attack(attacker)
	if rec == nil || g.players[b.Controller].Team != rec.team {
		return false // CR 802.4a: only creatures attacking the blocker's team
	}
	if a.Has(Flying) && !b.Has(Flying) && !b.Has(Reach) || !g.evasionAllows(b, a) {
		return false
	}
	if !g.blockAllowed(blocker, attacker) || !g.blockAllowedProtectionPower(blocker, attacker) || !g.blockAllowedVsAttacker(blocker, attacker) {
		return false
	}
	for kw, land := range landwalkType {
		if a.Has(kw) && g.defenderControls(rec, land) {
			return false
		}
	}
	return true
}

// defenderControls reports whether the defending player of an attack (in the older
// editions, either defending player, CR 606.7a) controls a land of subtype land.
func (g *Game) defenderControls(rec *attackRec, land string) bool {
	players := []PlayerID{rec.defender}
	if rec.target.Player == NoPlayer && rec.target.Obj == NoObj {
		players = g.teams[rec.team].members
	}
	for _, id := range g.battlefield {
		o := g.obj(id)
		if o.Is(Land) && o.Cur.HasSubtype(land) {
			for _, p := range players {
				if o.Controller == p {
					return true
				}
			}
		}
	}
	return false
}

// declaringTeam is the team whose block declaration is pending: in a two-team game the
// nonactive team, else blockingTeam.
func (g *Game) declaringTeam() TeamID {
	if len(g.teams) == 2 {
		return g.nextTeam(g.turn.Team)
	}
	return g.blockingTeam()
}

// blockingTeam is the defending team that declares blockers now (CR 509.1; 802.4: each
// defending player in APNAP order): the first in turn order, not yet declared, with a
// creature able to block one attacking it; NoTeam when none is left.
func (g *Game) blockingTeam() TeamID {
	for _, t := range g.teamOrder() {
		if t == g.turn.Team || g.teams[t].Lost || g.combat.blockedTeams&(1<<uint(t)) != 0 {
			continue
		}
		for _, id := range g.battlefield {
			if g.players[g.obj(id).Controller].Team != t || !g.couldBlock(id) {
				continue
			}
			for _, a := range g.combat.attackers {
				if g.canBlockAttacker(id, a.obj) {
					return t
				}
			}
		}
	}
	return NoTeam
}

// checkBlock checks a whole block declaration (CR 509.1, 805.10d): any creature of either
// defending player may block any attacker.
func (g *Game) checkBlock(decls []BlockDecl) error {
	return g.checkBlockFrom(decls, false)
}

// blockCount is how many blockers a declaration gives one attacker.
type blockCount struct {
	attacker ObjID
	n        int
}

// countOf is the number of blockers of attacker a in counts (0 if absent).
func countOf(counts []blockCount, a ObjID) int {
	for _, c := range counts {
		if c.attacker == a {
			return c.n
		}
	}
	return 0
}

// checkBlockFrom is checkBlock; listed says that every pair of decls comes from
// BlockOptions (an able blocker of the declaring team and an attacker it can block), so
// that only what concerns the declaration as a whole is left to check. Listing checks up
// to maxEnumerated declarations built from the same pairs.
func (g *Game) checkBlockFrom(decls []BlockDecl, listed bool) error {
	bt := g.declaringTeam()
	var countBuf [8]blockCount
	count := countBuf[:0] // in the order the attackers are first declared blocked
	for i, d := range decls {
		if d.Blocker < 0 || int(d.Blocker) >= g.objs.len() || d.Attacker < 0 || int(d.Attacker) >= g.objs.len() {
			return refuse(RefusedUnknownObject, "unknown blocker or attacker")
		}
		b := g.obj(d.Blocker)
		seen := 0 // the blocks of d's blocker declared before it
		for _, e := range decls[:i] {
			if e == d {
				return refuse(RefusedIllegalBlock, "%s is declared blocking %s twice", b.Def.Name, g.obj(d.Attacker).Def.Name)
			}
			if e.Blocker == d.Blocker {
				seen++
			}
		}
		if seen > 0 {
			if n := 1 + g.extraBlocks(d.Blocker); seen >= n {
				if n > 1 {
					return refuse(RefusedIllegalBlock, "%s can block only %d creatures (CR 509.1a)", b.Def.Name, n)
				}
				return refuse(RefusedIllegalBlock, "%s can block only one creature (CR 509.1a)", b.Def.Name)
			}
		}
		if !listed {
			if !g.couldBlock(d.Blocker) || g.players[b.Controller].Team != bt {
				return refuse(RefusedIllegalBlock, "%s can't block: it must be an untapped creature of the defending team that no effect stops from blocking (CR 509.1a-b)", b.Def.Name)
			}
			if g.combat.attack(d.Attacker) == nil {
				return refuse(RefusedIllegalBlock, "%s is not attacking", g.obj(d.Attacker).Def.Name)
			}
			if !g.canBlockAttacker(d.Blocker, d.Attacker) {
				return refuse(RefusedIllegalBlock, "%s can't block %s (flying needs flying or reach to block; landwalk can't be blocked while the defending player controls such a land; or a restriction on the blocker, CR 509.1b, 805.10c)", b.Def.Name, g.obj(d.Attacker).Def.Name)
			}
		}
		k := 0
		for k < len(count) && count[k].attacker != d.Attacker {
			k++
		}
		if k == len(count) {
			count = append(count, blockCount{attacker: d.Attacker})
		}
		count[k].n++
	}
	for _, c := range count {
		if g.obj(c.attacker).Has(Menace) && c.n < 2 {
			return refuse(RefusedIllegalBlock, "%s has menace and can't be blocked except by two or more creatures (CR 702.111b)", g.obj(c.attacker).Def.Name)
		}
	}
	if err := g.checkBlockAsWhole(decls, count); err != nil {
		return err
	}
	// Requirements (CR 509.1c): "must be blocked if able" and "by two or more if able"
	// (Gorm the Great). A creature able to block it must do so while it has fewer
	// blockers than required.
	if _, err := g.blockPayments(decls); err != nil {
		return err
	}
	// Attackers that must be blocked by one creature compete for the blockers: the most
	// requirements a declaration can obey is the largest matching of them to distinct
	// blockers able to block them (CR 509.1c: "the maximum number of requirements
	// obeyed"), not one blocker for each of them.
	matched, singles := 0, 0
	for _, rec := range g.combat.attackers {
		if g.blockNeed(rec.obj) == 1 {
			singles++
			if countOf(count, rec.obj) >= 1 {
				matched++
			}
		}
	}
	if singles > 0 && matched < singles {
		if most := len(g.requiredBlockMatching(bt)); matched < most {
			return refuse(RefusedIllegalBlock, "%d of the creatures that must be blocked if able are blocked; %d can be (CR 509.1c)", matched, most)
		}
	}
	for _, rec := range g.combat.attackers {
		need := g.blockNeed(rec.obj)
		if need <= 1 || countOf(count, rec.obj) >= need {
			continue
		}
		able := 0
		for _, id := range g.battlefield {
			if g.couldBlock(id) && g.canBlockAttacker(id, rec.obj) && g.players[g.obj(id).Controller].Team == bt {
				able++
			}
		}
		if lim := g.declarationLimit(StMaxBlockers); lim > 0 {
			able = min(able, lim) // CR 509.1c: requirements obeyed as far as restrictions allow
		}
		req := min(need, able-g.taxedBlockers(rec.obj))
		if req < 2 && g.obj(rec.obj).Has(Menace) {
			req = 0 // CR 509.1c: one blocker would break menace's restriction (702.111b)
		}
		if countOf(count, rec.obj) < req {
			return refuse(RefusedIllegalBlock, "%s must be blocked by %d or more creatures if able (CR 509.1c)", g.obj(rec.obj).Def.Name, min(need, able))
		}
	}
	return nil
}

// requiredBlockMatching pairs the attackers that must be blocked by one creature if able
// with distinct creatures of team bt able to block them, as many pairs as can be (a
// maximum bipartite matching, by augmenting paths; combats are small).
func (g *Game) requiredBlockMatching(bt TeamID) []BlockDecl {
	var attackers, blockers []ObjID
	for _, rec := range g.combat.attackers {
		if g.blockNeed(rec.obj) == 1 {
			attackers = append(attackers, rec.obj)
		}
	}
	for _, id := range g.battlefield {
		if g.couldBlock(id) && g.players[g.obj(id).Controller].Team == bt {
			blockers = append(blockers, id)
		}
	}
	owner := make([]int, len(blockers)) // the attacker each blocker is matched to, -1: none
	for i := range owner {
		owner[i] = -1
	}
	var try func(a int, seen []bool) bool
	try = func(a int, seen []bool) bool {
		for b, id := range blockers {
			if seen[b] || !g.canBlockAttacker(id, attackers[a]) {
				continue
			}
			seen[b] = true
			if owner[b] < 0 || try(owner[b], seen) {
				owner[b] = a
				return true
			}
		}
		return false
	}
	for a := range attackers {
		try(a, make([]bool, len(blockers)))
	}
	var out []BlockDecl
	for b, a := range owner {
		if a >= 0 {
			out = append(out, BlockDecl{Blocker: blockers[b], Attacker: attackers[a]})
		}
	}
	if len(out) == 1 && g.restricted(StCantAttackOrBlockAlone, out[0].Blocker) {
		// CR 509.1c: requirements are obeyed only as far as the restrictions allow. A lone
		// creature that can't block alone (CR 506.5) blocks with another able blocker, or
		// not at all.
		for _, id := range blockers {
			for _, rec := range g.combat.attackers {
				if id != out[0].Blocker && g.canBlockAttacker(id, rec.obj) {
					return append(out, BlockDecl{Blocker: id, Attacker: rec.obj})
				}
			}
		}
		return nil
	}
	return out
}

// blockNeed is how many creatures must block attacker id if able (CR 509.1c): its
// "must be blocked [by N or more] if able", at least two with menace, which can't be
// blocked by one (702.111b); 0: no requirement.
func (g *Game) blockNeed(id ObjID) int {
	n := g.mustBeBlockedBy(id)
	if n == 1 && g.obj(id).Has(Menace) {
		return 2
	}
	return n
}

func (g *Game) mustBeBlockedBy(id ObjID) int {
	n := 0
	for _, a := range g.obj(id).Def.Abilities {
		if a.Static != nil && a.Static.Kind == StMustBeBlocked && g.staticActive(a.Static, id) {
			n = max(n, a.Static.Amount)
		}
	}
	return n
}

// needOrder reports whether a team must announce a damage assignment order (2011 rules,
// CR 810.7e of 2011).
func (g *Game) needOrder() bool { return g.orderTeam() != NoTeam }

// orderTeam is the team whose damage assignment order is pending after blocks (810.7e of
// the 2011 rules): the attacking team, for its attackers blocked by two or more creatures;
// then the defending team, for its creatures blocking two or more; NoTeam when neither.
func (g *Game) orderTeam() TeamID {
	if !g.rb().DamageOrder() {
		return NoTeam
	}
	if !g.combat.ordered {
		for _, a := range g.combat.attackers {
			if len(g.combat.blockersOf(a.obj)) > 1 {
				return g.turn.Team
			}
		}
	}
	if !g.combat.blockOrdered {
		if bl := g.multiBlockers(); len(bl) > 0 {
			return g.players[g.obj(bl[0]).Controller].Team // CR 810.7e of 2011, second sentence
		}
	}
	return NoTeam
}

// Ordering is one attacker's damage assignment order among its blockers (2011 rules).
type Ordering struct {
	Attacker ObjID
	Blockers []ObjID
}

// checkOrder checks an announced damage assignment order: each attacker blocked by two
// or more creatures at most once, listing exactly its blockers.
func (g *Game) checkOrder(orders []Ordering) error {
	seen := map[ObjID]bool{}
	for _, o := range orders {
		bl := g.combat.blockersOf(o.Attacker)
		if len(bl) < 2 {
			return refuse(RefusedIllegalOrder, "%s isn't blocked by two or more creatures; it has no order to announce", g.obj(o.Attacker).Def.Name)
		}
		if seen[o.Attacker] {
			return refuse(RefusedIllegalOrder, "%s's order is given twice", g.obj(o.Attacker).Def.Name)
		}
		seen[o.Attacker] = true
		if len(o.Blockers) != len(bl) {
			return refuse(RefusedIllegalOrder, "%s's order must list each of its %d blockers once", g.obj(o.Attacker).Def.Name, len(bl))
		}
		for _, b := range o.Blockers {
			if !containsID(bl, b) {
				return refuse(RefusedIllegalOrder, "%s isn't blocking %s", g.obj(b).Def.Name, g.obj(o.Attacker).Def.Name)
			}
		}
		for i, b := range o.Blockers {
			if containsID(o.Blockers[:i], b) {
				return refuse(RefusedIllegalOrder, "%s is listed twice", g.obj(b).Def.Name)
			}
		}
	}
	// 810.7e of the 2011 rules: an order "for each attacking creature that's become blocked
	// by multiple creatures", all in one announcement.
	for _, a := range g.combat.attackers {
		if len(g.combat.blockersOf(a.obj)) > 1 && !seen[a.obj] {
			return refuse(RefusedIllegalOrder, "%s is blocked by two or more creatures: announce its order too (810.7e of the 2011 rules)", g.refName(a.obj, g.attackerIDs()))
		}
	}
	return nil
}

// applyOrder rearranges the blocks so that each attacker's blockers come in the announced
// order; blockersOf then lists them in that order.
func (g *Game) applyOrder(orders []Ordering) {
	for _, o := range orders {
		k := 0
		for i := range g.combat.blocks {
			if g.combat.blocks[i].attacker == o.Attacker {
				g.combat.blocks[i].blocker = o.Blockers[k]
				k++
			}
		}
	}
	g.combat.ordered = true
}

// declareBlockers performs a legal block declaration (CR 509.1g-h).
func (g *Game) declareBlockers(decls []BlockDecl) {
	var newlyBlocked []ObjID // attackers that become blocked now (CR 509.3c)
	for _, d := range decls {
		g.combat.blocks = append(g.combat.blocks, blockRec{blocker: d.Blocker, attacker: d.Attacker})
		if rec := g.combat.attack(d.Attacker); rec != nil {
			if !rec.blocked {
				newlyBlocked = append(newlyBlocked, d.Attacker)
			}
			rec.blocked = true
		}
	}
	if len(g.teams) == 2 {
		g.combat.blocksDeclared = true
	} else if g.combat.blockedTeams |= 1 << uint(g.blockingTeam()); g.blockingTeam() == NoTeam {
		g.combat.blockedTeams = 0
		g.combat.blocksDeclared = true // every defending player has declared (CR 802.4)
	}
	for _, d := range decls {
		g.emit(Event{Kind: EvBlocks, Obj: d.Blocker, Player: g.obj(d.Blocker).Controller, Source: d.Attacker})
	}
	for _, a := range newlyBlocked {
		g.emit(Event{Kind: EvBecomesBlocked, Obj: a, Player: g.obj(a).Controller, Source: NoObj})
	}
}

// blockTax is the total cost to block (CR 509.1d), per defending player, from effects
// like Archangel of Tithes's: Amount generic mana for each blocking creature.
func (g *Game) blockTax(decls []BlockDecl) map[PlayerID]int {
	var tax map[PlayerID]int // nil (read as empty) unless a blocker is taxed
	if len(decls) == 0 || !g.mayHaveStatic(StBlockTax) {
		return tax
	}
	for _, s := range g.battlefield {
		for _, a := range g.obj(s).Def.Abilities {
			st := a.Static
			if st == nil || st.Kind != StBlockTax || !g.staticActive(st, s) {
				continue
			}
			for i, d := range decls {
				if slices.ContainsFunc(decls[:i], func(e BlockDecl) bool { return e.Blocker == d.Blocker }) {
					continue // each creature is taxed once, however many it blocks
				}
				if tax == nil {
					tax = map[PlayerID]int{}
				}
				tax[g.obj(d.Blocker).Controller] += st.Amount
			}
		}
	}
	return tax
}

// blockPayments plans the payment of the costs to block (CR 509.1e-f); a cost that can't
// be paid makes the declaration illegal (CR 509.1d).
func (g *Game) blockPayments(decls []BlockDecl) (map[PlayerID]payment, error) {
	var pays map[PlayerID]payment
	for p, n := range g.blockTax(decls) {
		pay, ok := g.planPayment(Cost{Generic: n}, g.players[p].Pool, g.manaSources(p, nil), false)
		if !ok {
			return nil, refuse(RefusedCostUnpaid, "%s can't pay the cost to block of {%d} (CR 509.1d)", g.players[p].Name, n)
		}
		if pays == nil {
			pays = map[PlayerID]payment{}
		}
		pays[p] = pay
	}
	return pays, nil
}

// taxedBlockers counts the creatures able to block attacker a that would have a cost to
// block it: a requirement is never obeyed by paying a cost (CR 509.1c).
func (g *Game) taxedBlockers(a ObjID) int {
	if !g.mayHaveStatic(StBlockTax) {
		return 0
	}
	n := 0
	for _, id := range g.battlefield {
		if g.couldBlock(id) && g.canBlockAttacker(id, a) && len(g.blockTax([]BlockDecl{{Blocker: id, Attacker: a}})) > 0 {
			n++
		}
	}
	return n
}
