package rules

// Blockers blocking several attackers (Night Market Guard, CR 509.1a): how many more a
// creature can block, and how such a blocker's combat damage is divided among the attackers
// it blocks (CR 510.1d), in the order its team announced under the 2011 rules (810.7e).

// extraBlocks is how many additional creatures creature id can block (CR 509.1a: one
// unless an effect says more).
func (g *Game) extraBlocks(id ObjID) int {
	n := 0
	if !g.mayHaveStatic(StBlockAdditional) {
		return n
	}
	for _, s := range g.battlefield {
		so := g.obj(s)
		for _, a := range so.Def.Abilities {
			if st := a.Static; st != nil && st.Kind == StBlockAdditional && g.staticActive(st, s) && containsID(g.staticTargets(st, s, make([]ObjID, 0, 1)), id) {
				n += max(1, st.Amount)
			}
		}
	}
	return n
}

// blockedBy lists the attackers blocker id blocks, in the order the blocks were declared
// or, under the 2011 rules, in the damage assignment order its team announced (810.7e).
func (g *Game) blockedBy(id ObjID) []ObjID {
	var out []ObjID
	for _, b := range g.combat.blocks {
		if b.blocker == id {
			out = append(out, b.attacker)
		}
	}
	for _, o := range g.combat.blockerOrders {
		if o.Blocker == id {
			ordered := make([]ObjID, 0, len(out))
			for _, a := range o.Attackers {
				if containsID(out, a) { // those still blocked (CR 506.4)
					ordered = append(ordered, a)
				}
			}
			return ordered
		}
	}
	return out
}

// multiBlockers lists the creatures blocking two or more attackers, in the order of blocks.
func (g *Game) multiBlockers() []ObjID {
	var out []ObjID
	for _, b := range g.combat.blocks {
		if !containsID(out, b.blocker) && len(g.blockedBy(b.blocker)) > 1 {
			out = append(out, b.blocker)
		}
	}
	return out
}

// BlockerOrdering is one blocker's damage assignment order among the attackers it blocks,
// announced by the defending team (810.7e of the 2011 rules, second sentence).
type BlockerOrdering struct {
	Blocker   ObjID
	Attackers []ObjID
}

// checkBlockerOrder checks the defending team's announcement: each creature blocking two or
// more attackers exactly once, listing exactly the attackers it blocks.
func (g *Game) checkBlockerOrder(orders []BlockerOrdering) error {
	var seen []ObjID
	for _, o := range orders {
		if o.Blocker < 0 || int(o.Blocker) >= g.objs.len() {
			return refuse(RefusedUnknownObject, "unknown blocker")
		}
		name := g.obj(o.Blocker).shownName()
		att := g.blockedBy(o.Blocker)
		switch {
		case len(att) < 2:
			return refuse(RefusedIllegalOrder, "%s isn't blocking two or more creatures; it has no order to announce", name)
		case containsID(seen, o.Blocker):
			return refuse(RefusedIllegalOrder, "%s's order is given twice", name)
		case len(o.Attackers) != len(att):
			return refuse(RefusedIllegalOrder, "%s's order must list each of the %d creatures it blocks once", name, len(att))
		}
		seen = append(seen, o.Blocker)
		for i, a := range o.Attackers {
			if !containsID(att, a) {
				return refuse(RefusedIllegalOrder, "%s isn't blocking %s", name, g.obj(a).Def.Name)
			}
			if containsID(o.Attackers[:i], a) {
				return refuse(RefusedIllegalOrder, "%s is listed twice", g.obj(a).Def.Name)
			}
		}
	}
	for _, b := range g.multiBlockers() {
		if !containsID(seen, b) {
			return refuse(RefusedIllegalOrder, "%s blocks two or more creatures: announce its order too (810.7e of the 2011 rules)", g.refName(b, g.battlefield))
		}
	}
	return nil
}

// applyBlockerOrder records the defending team's orders; blockedBy then follows them.
func (g *Game) applyBlockerOrder(orders []BlockerOrdering) {
	for _, o := range orders {
		g.combat.blockerOrders = append(g.combat.blockerOrders, BlockerOrdering{Blocker: o.Blocker, Attackers: append([]ObjID(nil), o.Attackers...)})
	}
	g.combat.blockOrdered = true
}

// blockerChoices lists the blockers whose combat damage assignment is a real choice this
// step: those blocking two or more attackers (CR 510.1d).
func (g *Game) blockerChoices() []ObjID {
	var out []ObjID
	s := g.turn.Step
	for _, b := range g.combat.blocks {
		if containsID(out, b.blocker) || !g.dealsIn(b.blocker, s) || g.obj(b.blocker).Cur.Power <= 0 {
			continue
		}
		if len(g.blockedBy(b.blocker)) > 1 {
			out = append(out, b.blocker)
		}
	}
	return out
}

// assignTeam is the team whose combat damage assignment is pending in this damage step:
// the attacking team first, where an attacker's assignment is a real choice (CR 510.1c),
// then the defending team for blockers blocking several attackers (510.1d); NoTeam when
// the damage can be dealt.
func (g *Game) assignTeam() TeamID {
	if !g.combat.attackAssigned && g.needAssignment() {
		return g.turn.Team
	}
	if !g.combat.blockAssigned {
		return g.blockAssigner()
	}
	return NoTeam
}

// blockAssigner is the next defending team, in APNAP order, with a blocker whose
// assignment is a real choice and not yet announced (CR 802.5, 510.1d), or NoTeam.
func (g *Game) blockAssigner() TeamID {
	bl := g.blockerChoices()
	if len(bl) == 0 {
		return NoTeam
	}
	for _, t := range g.teamOrder() {
		if g.combat.blockAssigners&(1<<uint(t)) != 0 {
			continue
		}
		for _, b := range bl {
			if g.players[g.obj(b).Controller].Team == t {
				return t
			}
		}
	}
	return NoTeam
}

// assignSources lists the creatures whose assignment the pending team announces.
func (g *Game) assignSources() []ObjID {
	t := g.assignTeam()
	if t == g.turn.Team {
		return g.attackerIDs()
	}
	bl := g.blockerChoices()
	out := bl[:0]
	for _, b := range bl {
		if g.players[g.obj(b).Controller].Team == t {
			out = append(out, b) // CR 802.5: each defending player's own blockers
		}
	}
	return out
}

// checkBlockerAssignment checks a blocker's division of its combat damage among the
// attackers it blocks (CR 510.1d): exactly its power, only to those attackers.
func (g *Game) checkBlockerAssignment(da DamageAssignment) error {
	o := g.obj(da.Source)
	if containsID(g.blockerChoices(), da.Source) && !containsID(g.assignSources(), da.Source) {
		return refuse(RefusedIllegalDamage, "%s's controller assigns its damage in turn (CR 802.5)", o.shownName())
	}
	if !containsID(g.blockerChoices(), da.Source) {
		return refuse(RefusedIllegalDamage, "%s isn't blocking two or more creatures; its damage isn't divided (CR 510.1d)", o.shownName())
	}
	att := g.blockedBy(da.Source)
	total := 0
	for _, p := range da.Parts {
		if p.Amount < 0 {
			return refuse(RefusedIllegalDamage, "damage amounts must not be negative")
		}
		if p.To.IsPlayer() || !containsID(att, p.To.Obj) {
			return refuse(RefusedIllegalDamage, "%s can assign combat damage only to the creatures it blocks (CR 510.1d)", o.shownName())
		}
		total += p.Amount
	}
	if total != o.Cur.Power {
		return refuse(RefusedIllegalDamage, "%s must assign exactly its power, %d, in combat damage; got %d (CR 510.1a)", o.shownName(), o.Cur.Power, total)
	}
	if g.rb().DamageOrder() {
		// CR 510.1d of the 2011 rules: lethal damage to an attacker before any to the next
		// in the damage assignment order.
		for i, a := range att {
			got, later := 0, 0
			for _, p := range da.Parts {
				switch {
				case p.To.Obj == a:
					got += p.Amount
				case containsID(att[i+1:], p.To.Obj):
					later += p.Amount
				}
			}
			if later > 0 && got < g.lethal(a, o.Has(Deathtouch)) {
				return refuse(RefusedIllegalDamage, "%s must assign lethal damage to %s before the next creature in its damage assignment order (CR 510.1d of the 2011 rules)", o.shownName(), g.obj(a).Def.Name)
			}
		}
	}
	return nil
}

// combatHit is an amount of combat damage one source deals to one player or object.
type combatHit struct {
	src damageSource
	to  Target
	n   int
}

// blockerHits is the combat damage the blockers deal in step s (CR 510.1d): all of it to
// the one attacker a blocker blocks, or, blocking several, as announced in chosen or by
// default lethal damage to each in the order blocked and the rest to the last.
func (g *Game) blockerHits(s Step, chosen []DamageAssignment) []combatHit {
	var out []combatHit
	var done []ObjID
	for _, b := range g.combat.blocks {
		if containsID(done, b.blocker) || !g.dealsIn(b.blocker, s) {
			continue
		}
		done = append(done, b.blocker)
		o := g.obj(b.blocker)
		power := o.Cur.Power
		if power <= 0 {
			continue
		}
		src := g.sourceOf(b.blocker)
		att := g.blockedBy(b.blocker)
		if len(att) == 1 {
			out = append(out, combatHit{src, ObjTarget(att[0]), power})
			continue
		}
		custom := false
		for _, c := range chosen {
			if c.Source == b.blocker {
				custom = true
				for _, p := range c.Parts {
					out = append(out, combatHit{src, p.To, p.Amount})
				}
			}
		}
		if custom {
			continue
		}
		left := power
		for i, a := range att {
			n := min(left, g.lethal(a, o.Has(Deathtouch)))
			if i == len(att)-1 {
				n = left
			}
			if n > 0 {
				out = append(out, combatHit{src, ObjTarget(a), n})
			}
			left -= n
		}
	}
	return out
}

// blockerOrderActions lists team t's answers to its damage assignment order (810.7e of the
// 2011 rules): the order of blocks, and each blocker's attackers reversed.
func (g *Game) blockerOrderActions(t TeamID) []Action {
	var keep, rev []BlockerOrdering
	for _, b := range g.multiBlockers() {
		att := g.blockedBy(b)
		r := make([]ObjID, len(att))
		for i, a := range att {
			r[len(att)-1-i] = a
		}
		keep = append(keep, BlockerOrdering{Blocker: b, Attackers: att})
		rev = append(rev, BlockerOrdering{Blocker: b, Attackers: r})
	}
	mk := func(o []BlockerOrdering) Action {
		return Action{Kind: ActOrder, Team: t, Rare: &ActionRare{BlockerOrders: o}, Player: NoPlayer, Obj: NoObj, Assist: NoPlayer}
	}
	return []Action{mk(keep), mk(rev)}
}
