package rules

// Blockers blocking several attackers (Night Market Guard, CR 509.1a): how many more a
// creature can block, and how such a blocker's combat damage is divided among the attackers
// it blocks (CR 510.1d).

// extraBlocks is how many additional creatures creature id can block (CR 509.1a: one
// unless an effect says more).
func (g *Game) extraBlocks(id ObjID) int {
	n := 0
	for _, s := range g.battlefield {
		so := g.obj(s)
		for _, a := range so.Def.Abilities {
			if st := a.Static; st != nil && st.Kind == StBlockAdditional && g.staticActive(st, s) && containsID(g.staticTargets(st, s), id) {
				n += max(1, st.Amount)
			}
		}
	}
	return n
}

// blockedBy lists the attackers blocker id blocks, in the order the blocks were declared.
func (g *Game) blockedBy(id ObjID) []ObjID {
	var out []ObjID
	for _, b := range g.combat.blocks {
		if b.blocker == id {
			out = append(out, b.attacker)
		}
	}
	return out
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
		if bl := g.blockerChoices(); len(bl) > 0 {
			return g.Players[g.obj(bl[0]).Controller].Team
		}
	}
	return NoTeam
}

// assignSources lists the creatures whose assignment the pending team announces.
func (g *Game) assignSources() []ObjID {
	if g.assignTeam() == g.turn.Team {
		return g.attackerIDs()
	}
	return g.blockerChoices()
}

// checkBlockerAssignment checks a blocker's division of its combat damage among the
// attackers it blocks (CR 510.1d): exactly its power, only to those attackers.
func (g *Game) checkBlockerAssignment(da DamageAssignment) error {
	o := g.obj(da.Source)
	if !containsID(g.blockerChoices(), da.Source) {
		return refuse(RefusedIllegalDamage, "%s isn't blocking two or more creatures; its damage isn't divided (CR 510.1d)", o.Def.Name)
	}
	att := g.blockedBy(da.Source)
	total := 0
	for _, p := range da.Parts {
		if p.Amount < 0 {
			return refuse(RefusedIllegalDamage, "damage amounts must not be negative")
		}
		if p.To.IsPlayer() || !containsID(att, p.To.Obj) {
			return refuse(RefusedIllegalDamage, "%s can assign combat damage only to the creatures it blocks (CR 510.1d)", o.Def.Name)
		}
		total += p.Amount
	}
	if total != o.Cur.Power {
		return refuse(RefusedIllegalDamage, "%s must assign exactly its power, %d, in combat damage; got %d (CR 510.1a)", o.Def.Name, o.Cur.Power, total)
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
