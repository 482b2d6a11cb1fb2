package rules

// The combat damage step (CR 510): how combat damage is assigned, checked and dealt, and
// the events of combat damage dealt to players and their teams.

// DamageAssignment is how one creature divides its combat damage (CR 510.1).
type DamageAssignment struct {
	Source ObjID
	Parts  []DamagePart
}

// DamagePart is an amount of damage to one player or object.
type DamagePart struct {
	To     Target
	Amount int
}

// dealsIn reports whether creature o deals combat damage in step s (CR 510.4, 702.4, 702.7).
func (g *Game) dealsIn(id ObjID, s Step) bool {
	o := g.obj(id)
	fs := o.Has(FirstStrike) || o.Has(DoubleStrike)
	if s == FirstStrikeDamage {
		return fs
	}
	if o.Has(DoubleStrike) {
		return true
	}
	for _, d := range g.combat.dealtFirst {
		if d == id {
			return false
		}
	}
	return true
}

// lethal is the damage that counts as lethal for assignment (CR 702.19b, 702.2c).
func (g *Game) lethal(blocker ObjID, deathtouch bool) int {
	o := g.obj(blocker)
	need := o.Cur.Toughness - o.Damage
	if need < 0 {
		need = 0
	}
	if deathtouch && need > 0 {
		return 1
	}
	return need
}

// attackerChoices lists the attackers whose damage assignment is a real choice this step.
func (g *Game) attackerChoices() []ObjID {
	var out []ObjID
	s := g.turn.Step
	for _, rec := range g.combat.attackers {
		o := g.obj(rec.obj)
		if !g.dealsIn(rec.obj, s) || o.Cur.Power <= 0 {
			continue
		}
		bl := g.combat.blockersOf(rec.obj)
		switch {
		case !rec.blocked && rec.target.Player == NoPlayer && rec.target.Obj == NoObj:
			out = append(out, rec.obj) // older editions: which defending player (606.7d, 810.7f of 2011)
		case rec.blocked && len(bl) > 1:
			out = append(out, rec.obj)
		case rec.blocked && len(bl) == 1 && o.Has(Trample) && o.Cur.Power > g.lethal(bl[0], o.Has(Deathtouch)):
			out = append(out, rec.obj)
		}
	}
	return out
}

func (g *Game) needAssignment() bool { return len(g.attackerChoices()) > 0 }

// defaultAssignment is the engine's proposal for an attacker: lethal damage to blockers in
// the order they blocked, the rest to the last blocker or, with trample, to what it
// attacks; unblocked attackers of older editions damage the team's primary player.
func (g *Game) defaultAssignment(id ObjID) DamageAssignment {
	rec := g.combat.attack(id)
	o := g.obj(id)
	power := o.Cur.Power
	da := DamageAssignment{Source: id}
	if !rec.blocked {
		to := rec.target
		if to.Player == NoPlayer && to.Obj == NoObj {
			to = PlayerTarget(g.teams[rec.team].members[0])
		}
		da.Parts = []DamagePart{{To: to, Amount: power}}
		return da
	}
	bl := g.combat.blockersOf(id)
	if len(bl) == 0 {
		if o.Has(Trample) {
			da.Parts = []DamagePart{{To: g.trampleTarget(rec), Amount: power}}
		}
		return da
	}
	left := power
	for i, b := range bl {
		n := min(left, g.lethal(b, o.Has(Deathtouch)))
		if i == len(bl)-1 && !o.Has(Trample) {
			n = left
		}
		if n > 0 {
			da.Parts = append(da.Parts, DamagePart{To: ObjTarget(b), Amount: n})
		}
		left -= n
	}
	if left > 0 {
		da.Parts = append(da.Parts, DamagePart{To: g.trampleTarget(rec), Amount: left})
	}
	return da
}

// trampleTarget is where trample damage goes: the player or planeswalker attacked (CR
// 702.19c-d); older editions: the defending team's primary player.
func (g *Game) trampleTarget(rec *attackRec) Target {
	if rec.target.Player == NoPlayer && rec.target.Obj == NoObj {
		return PlayerTarget(g.teams[rec.team].members[0])
	}
	return rec.target
}

// checkAssignment checks one attacker's damage assignment (CR 510.1, 702.19b).
func (g *Game) checkAssignment(da DamageAssignment) error {
	rec := g.combat.attack(da.Source)
	if rec == nil {
		return refuse(RefusedIllegalDamage, "%s is not attacking", g.obj(da.Source).Def.Name)
	}
	o := g.obj(da.Source)
	teamAttack := rec.target.Player == NoPlayer && rec.target.Obj == NoObj // older editions
	total := 0
	bl := g.combat.blockersOf(da.Source)
	toPlayer := 0
	for _, p := range da.Parts {
		if p.Amount < 0 {
			return refuse(RefusedIllegalDamage, "damage amounts must not be negative")
		}
		total += p.Amount
		isBlocker := false
		for _, b := range bl {
			isBlocker = isBlocker || (!p.To.IsPlayer() && p.To.Obj == b)
		}
		switch {
		case isBlocker:
		case !rec.blocked && p.To.IsPlayer() && (g.players[p.To.Player].Team == rec.team) && (rec.target.Player == NoPlayer && rec.target.Obj == NoObj || rec.target == p.To):
			toPlayer += p.Amount
		case !rec.blocked && p.To == rec.target:
		case rec.blocked && o.Has(Trample) && (p.To == g.trampleTarget(rec) || teamAttack && p.To.IsPlayer() && g.players[p.To.Player].Team == rec.team):
			toPlayer += p.Amount
		default:
			return refuse(RefusedIllegalDamage, "%s can't assign combat damage to %s (CR 510.1)", o.shownName(), g.targetName(p.To))
		}
	}
	if teamAttack {
		// 606.7d of the 2006-2008 rules, 810.7f of 2011: damage assigned to the defending
		// team goes to "only one of the defending players", chosen by the active team.
		to := NoPlayer
		for _, p := range da.Parts {
			if p.To.IsPlayer() && p.Amount > 0 {
				if to != NoPlayer && to != p.To.Player {
					return refuse(RefusedIllegalDamage, "%s assigns its combat damage to only one defending player (606.7d / 810.7f of the %s rules)", o.shownName(), g.cfg.Edition)
				}
				to = p.To.Player
			}
		}
	}
	if total != o.Cur.Power {
		return refuse(RefusedIllegalDamage, "%s must assign exactly its power, %d, in combat damage; got %d (CR 510.1a)", o.shownName(), o.Cur.Power, total)
	}
	if rec.blocked && g.rb().DamageOrder() {
		// 2011 rules: lethal damage to a blocker before any to the next in the order.
		for i, b := range bl {
			got := 0
			for _, p := range da.Parts {
				if p.To == ObjTarget(b) {
					got += p.Amount
				}
			}
			later := 0
			for _, c := range bl[i+1:] {
				for _, p := range da.Parts {
					if p.To == ObjTarget(c) {
						later += p.Amount
					}
				}
			}
			if later > 0 && got < g.lethal(b, o.Has(Deathtouch)) {
				return refuse(RefusedIllegalDamage, "%s must assign lethal damage to %s before the next creature in its damage assignment order (CR 510.1c of the 2011 rules)", o.shownName(), g.obj(b).Def.Name)
			}
		}
	}
	if rec.blocked && toPlayer > 0 {
		for _, b := range bl {
			got := 0
			for _, p := range da.Parts {
				if p.To == ObjTarget(b) {
					got += p.Amount
				}
			}
			if got < g.lethal(b, o.Has(Deathtouch)) {
				return refuse(RefusedIllegalDamage, "%s must assign lethal damage to %s before assigning damage to the player or planeswalker (CR 702.19b)", o.shownName(), g.obj(b).Def.Name)
			}
		}
	}
	return nil
}

// combatDamage deals the combat damage of the current step simultaneously (CR 510.2),
// with the given assignments for the attackers that had a choice and the defaults for the
// rest.
func (g *Game) combatDamage(chosen []DamageAssignment) {
	s := g.turn.Step
	type hit struct {
		src damageSource
		to  Target
		n   int
	}
	var hits []hit
	for _, rec := range g.combat.attackers {
		if !g.dealsIn(rec.obj, s) || g.obj(rec.obj).Cur.Power <= 0 {
			continue
		}
		da := g.defaultAssignment(rec.obj)
		for _, c := range chosen {
			if c.Source == rec.obj {
				da = c
			}
		}
		for _, p := range da.Parts {
			hits = append(hits, hit{g.sourceOf(rec.obj), p.To, p.Amount})
		}
	}
	for _, bh := range g.blockerHits(s, chosen) { // CR 510.1d
		hits = append(hits, hit{bh.src, bh.to, bh.n})
	}
	g.combat.assigned, g.combat.attackAssigned, g.combat.blockAssigned, g.combat.blockAssigners = nil, false, false, 0
	if s == FirstStrikeDamage {
		g.combat.fsDone = true
		for _, h := range hits {
			g.combat.dealtFirst = append(g.combat.dealtFirst, h.src.obj)
		}
	} else {
		g.combat.regDone = true
	}
	g.note(Entry{Kind: JCombatDamageStep, Step: s})
	for _, h := range hits {
		if n := g.dealDamage(h.src, h.to, h.n, true); n > 0 && h.to.IsPlayer() {
			g.combat.playerHits = append(g.combat.playerHits, playerHit{src: h.src.obj, to: h.to.Player, step: s})
		}
	}
	g.emitTeamCombatDamage(s)
}

// playerHit is combat damage dealt to a player: by which source, in which step.
type playerHit struct {
	src  ObjID
	to   PlayerID
	step Step
}

// emitTeamCombatDamage raises one event for each team whose players were dealt combat
// damage in step s ("Whenever your opponents are dealt combat damage" triggers once, however
// many opponents, sources or points of damage; Mindblade Render's rulings).
func (g *Game) emitTeamCombatDamage(s Step) {
	for _, t := range g.teamOrder() {
		for _, h := range g.combat.playerHits {
			if h.step == s && g.players[h.to].Team == t {
				g.emit(Event{Kind: EvTeamCombatDamage, Player: h.to, Step: s, Obj: NoObj, Source: NoObj, Combat: true})
				break
			}
		}
	}
}

// teamHitBy reports whether any of the combat damage of event e (to the players of e's
// team in e's step) was dealt by a source matching f, by its last known information
// ("if any of that damage was dealt by a Warrior").
func (g *Game) teamHitBy(e Event, f *Filter, source ObjID, ctrl PlayerID) bool {
	team := g.players[e.Player].Team
	for _, h := range g.combat.playerHits {
		if h.step == e.Step && g.players[h.to].Team == team && g.matches(h.src, f, source, ctrl) {
			return true
		}
	}
	return false
}
