package rules

import "fmt"

// The declare attackers step (CR 508): which creatures can attack, and what each may
// attack; the costs to attack; checking an attack declaration and carrying it out.

// couldAttack reports whether a creature could attack at all this combat, restrictions on
// what it attacks aside (CR 508.1a, 302.6, 702.3b defender).
func (g *Game) couldAttack(id ObjID) bool {
	o := g.obj(id)
	if o.Zone != ZoneBattlefield || !o.Is(Creature) || o.Tapped || g.players[o.Controller].Team != g.turn.Team {
		return false
	}
	if o.Sick && !o.Has(Haste) {
		return false
	}
	if o.Has(Defender) || g.restricted(StCantAttack, id) {
		return false
	}
	return true
}

// attackTargets lists what a creature may attack: each defending player and planeswalker
// (CR 805.10b) or, in the older editions, the defending team.
func (g *Game) attackTargets(id ObjID) []AttackDecl {
	if ts, ok := g.listing.attackTargetsOf(id); ok {
		return ts // the state doesn't change while actions are listed
	}
	var outBuf [8]AttackDecl // on the stack; kept as a copy (keepAttackTargets)
	out := outBuf[:0]
	var buf [4]TeamID
	for _, def := range g.defendingTeams(buf[:0]) {
		if g.rb().AttacksTeam() {
			d := AttackDecl{Attacker: id, Target: PlayerTarget(g.teams[def].members[0]), Team: def}
			if g.attackAllowed(id, d) {
				out = append(out, d)
			}
		} else {
			for _, p := range g.teams[def].members {
				d := AttackDecl{Attacker: id, Target: PlayerTarget(p), Team: NoTeam}
				if g.attackAllowed(id, d) {
					out = append(out, d)
				}
			}
		}
		for _, pw := range g.battlefield {
			o := g.obj(pw)
			if o.Is(Planeswalker) && g.players[o.Controller].Team == def {
				d := AttackDecl{Attacker: id, Target: ObjTarget(pw), Team: NoTeam}
				if g.attackAllowed(id, d) {
					out = append(out, d)
				}
			}
		}
	}
	return g.keepAttackTargets(id, out)
}

// attackAllowed checks the restrictions on what one creature attacks (CR 508.1c), such
// as "can't attack you" (Teferi's Moat); in the older editions a creature that can't
// attack a defending player can't attack the team (606.7b, 810.7c of 2011).
func (g *Game) attackAllowed(id ObjID, d AttackDecl) bool {
	if !g.attackAllowedVsDefender(id, d) {
		return false
	}
	var protected []PlayerID
	switch {
	case d.Team != NoTeam:
		protected = g.teams[d.Team].members
	case d.Target.IsPlayer():
		protected = []PlayerID{d.Target.Player}
	default:
		return true
	}
	if !g.mayHaveStatic(StCantAttackYou) {
		return true
	}
	for _, s := range g.battlefield {
		so := g.obj(s)
		for _, a := range so.Def.Abilities {
			st := a.Static
			if st == nil || st.Kind != StCantAttackYou || !g.staticActive(st, s) {
				continue
			}
			for _, p := range protected {
				if so.Controller == p && g.matches(id, &st.Filter, s, so.Controller) {
					return false
				}
			}
		}
	}
	return true
}

func (g *Game) canAnyAttack() bool {
	for _, id := range g.battlefield {
		if g.couldAttack(id) && len(g.attackTargets(id)) > 0 {
			return true
		}
	}
	return false
}

// attackTax is the total cost to attack (CR 508.1h), per attacking player, from effects
// like Propaganda: Amount generic mana for each creature attacking the effect's controller
// (or, in older editions, that player's team).
func (g *Game) attackTax(decls []AttackDecl) map[PlayerID]int {
	var tax map[PlayerID]int // nil (read as empty) unless a creature is taxed
	if !g.mayHaveStatic(StAttackTax) {
		return tax
	}
	for _, s := range g.battlefield {
		so := g.obj(s)
		for _, a := range so.Def.Abilities {
			st := a.Static
			if st == nil || st.Kind != StAttackTax || !g.staticActive(st, s) {
				continue
			}
			for _, d := range decls {
				hit := d.Target.IsPlayer() && d.Target.Player == so.Controller
				if st.Filter.Types != 0 && !d.Target.IsPlayer() && d.Target.Obj != NoObj {
					// "or planeswalkers you control" (Archangel of Tithes)
					hit = g.obj(d.Target.Obj).Controller == so.Controller && g.matches(d.Target.Obj, &st.Filter, s, so.Controller)
				}
				if d.Team != NoTeam {
					hit = g.players[so.Controller].Team == d.Team
				}
				if hit {
					if tax == nil {
						tax = map[PlayerID]int{}
					}
					tax[g.obj(d.Attacker).Controller] += st.Amount
				}
			}
		}
	}
	return tax
}

// checkAttack checks a whole attack declaration (CR 508.1, 805.10b) and plans the payment
// of its costs.
func (g *Game) checkAttack(decls []AttackDecl) (map[PlayerID]payment, error) {
	return g.checkAttackFrom(decls, false)
}

// checkAttackFrom is checkAttack; listed says that every declaration of decls comes from
// AttackOptions (a creature that could attack and a target it may attack), so that only
// what concerns the declaration as a whole is left to check. Listing checks up to
// maxEnumerated declarations built from the same options.
func (g *Game) checkAttackFrom(decls []AttackDecl, listed bool) (map[PlayerID]payment, error) {
	for i, d := range decls {
		if d.Attacker < 0 || int(d.Attacker) >= g.objs.len() {
			return nil, refuse(RefusedUnknownObject, "unknown attacker")
		}
		o := g.obj(d.Attacker)
		for _, e := range decls[:i] {
			if e.Attacker == d.Attacker {
				return nil, refuse(RefusedIllegalAttack, "%s is declared as an attacker twice", o.shownName())
			}
		}
		if listed {
			continue
		}
		if !g.couldAttack(d.Attacker) {
			return nil, refuse(RefusedIllegalAttack, "%s can't attack: %s", o.shownName(), g.whyCantAttack(d.Attacker))
		}
		ok := false
		for _, t := range g.attackTargets(d.Attacker) {
			if t.Target == d.Target || d.Team != NoTeam && t.Team == d.Team {
				ok = true
			}
		}
		if !ok {
			return nil, refuse(RefusedIllegalAttack, "%s can't attack %s (CR 508.1c: a restriction forbids it, or that is not a defending player or planeswalker)", o.shownName(), g.attackName(d))
		}
	}
	if err := g.checkMustAttack(decls); err != nil {
		return nil, err
	}
	if err := g.checkAttackAsWhole(decls); err != nil {
		return nil, err
	}
	var pays map[PlayerID]payment // nil (read as empty) without a cost to attack
	for p, n := range g.attackTax(decls) {
		var exclude []ObjID
		for _, d := range decls {
			if !g.obj(d.Attacker).Has(Vigilance) {
				exclude = append(exclude, d.Attacker) // attackers are tapped before costs are paid (CR 508.1f)
			}
		}
		pay, ok := g.planPayment(Cost{Generic: n}, g.players[p].Pool, g.manaSources(p, exclude), false)
		if !ok {
			return nil, refuse(RefusedCostUnpaid, "%s can't pay the cost to attack of {%d} (CR 508.1h)", g.players[p].Name, n)
		}
		if pays == nil {
			pays = map[PlayerID]payment{}
		}
		pays[p] = pay
	}
	return pays, nil
}

func (g *Game) whyCantAttack(id ObjID) string {
	o := g.obj(id)
	switch {
	case !o.Is(Creature):
		return "it is not a creature"
	case o.Tapped:
		return "it is tapped"
	case g.players[o.Controller].Team != g.turn.Team:
		return "it is not controlled by the attacking team"
	case o.Sick && !o.Has(Haste):
		return "it hasn't been under its controller's control since the turn began (CR 302.6)"
	case o.Has(Defender):
		return "it has defender (CR 702.3b)"
	}
	return "an effect says it can't attack"
}

func (g *Game) attackName(d AttackDecl) string {
	if d.Team != NoTeam {
		return g.teams[d.Team].Name
	}
	return g.targetName(d.Target)
}

// describeAttack is a log description of an attack target.
func (g *Game) describeAttack(rec attackRec) string {
	if rec.target.Player == NoPlayer && rec.target.Obj == NoObj {
		return g.teams[rec.team].Name
	}
	return fmt.Sprint(g.targetName(rec.target))
}

// declareAttackers performs a legal attack declaration (CR 508.1).
func (g *Game) declareAttackers(decls []AttackDecl, pays map[PlayerID]payment) {
	for _, d := range decls {
		if !g.obj(d.Attacker).Has(Vigilance) {
			g.tap(d.Attacker)
		}
		rec := attackRec{obj: d.Attacker, target: d.Target, team: d.Team, damageTo: NoPlayer, defender: NoPlayer}
		if d.Team != NoTeam {
			rec.target = Target{Player: NoPlayer, Obj: NoObj}
			rec.defender = g.teams[d.Team].members[0]
		} else if d.Target.IsPlayer() {
			rec.defender = d.Target.Player
			rec.team = g.players[d.Target.Player].Team
		} else {
			rec.defender = g.obj(d.Target.Obj).Controller
			rec.team = g.players[rec.defender].Team
		}
		g.combat.attackers = append(g.combat.attackers, rec)
	}
	for p, pay := range pays {
		g.pay(p, pay)
	}
	g.combat.declared = true
	for _, d := range decls {
		g.emit(Event{Kind: EvAttacks, Obj: d.Attacker, Player: g.obj(d.Attacker).Controller, Source: NoObj})
	}
	if len(decls) == 1 { // CR 506.5: in 2HG the team's one declaration (805.10)
		g.emit(Event{Kind: EvAttacksAlone, Obj: decls[0].Attacker, Player: g.obj(decls[0].Attacker).Controller, Source: NoObj})
	}
	g.noteAttackers(decls)
}
