package rules

import "slices"

// Restrictions and requirements on attacking, blocking and untapping (CR 508.1c-d,
// 509.1b-c, 502.3), as the declarations and the untap step check them, and the effects
// that create them.

// restricted reports whether a static ability of kind k (can't attack, can't block)
// applies to object id.
func (g *Game) restricted(k StaticKind, id ObjID) bool {
	return g.staticOn(k, id, nil)
}

// staticOn reports whether an active static ability of kind k affects permanent id and,
// when match isn't nil, match holds for it (the ability and its source).
func (g *Game) staticOn(k StaticKind, id ObjID, match func(st *Static, src ObjID) bool) bool {
	if !g.mayHaveStatic(k) {
		return false
	}
	if refs, ok := g.staticRefs(); ok { // the same abilities the scan below would find
		for _, r := range refs {
			if r.st.Kind == k && g.staticActive(r.st, r.src) && containsID(g.staticTargets(r.st, r.src, make([]ObjID, 0, 1)), id) &&
				(match == nil || match(r.st, r.src)) {
				return true
			}
		}
		return false
	}
	for _, s := range g.battlefield {
		so := g.obj(s)
		for _, a := range so.Def.Abilities {
			if a.Static == nil || a.Static.Kind != k || !g.staticActive(a.Static, s) {
				continue
			}
			if containsID(g.staticTargets(a.Static, s, make([]ObjID, 0, 1)), id) && (match == nil || match(a.Static, s)) {
				return true
			}
		}
	}
	return false
}

// blockAllowed checks the block restrictions between one blocker and one attacker beyond
// evasion: "can't be blocked this turn" and "Cowards can't block Warriors" (CR 509.1b).
func (g *Game) blockAllowed(blocker, attacker ObjID) bool {
	for _, e := range g.effects {
		if e.Kind == EffCantBeBlocked && e.Obj == attacker {
			return false
		}
	}
	if g.restricted(StCantBeBlocked, attacker) {
		return false // CR 509.1b
	}
	if !g.mayHaveStatic(StCantBlockThose) {
		return true
	}
	for _, s := range g.battlefield {
		so := g.obj(s)
		for _, a := range so.Def.Abilities {
			st := a.Static
			if st == nil || st.Kind != StCantBlockThose || st.Against == nil || !g.staticActive(st, s) {
				continue
			}
			if g.matches(attacker, st.Against, s, so.Controller) && containsID(g.staticTargets(st, s, make([]ObjID, 0, 1)), blocker) {
				return false
			}
		}
	}
	return true
}

// blockAllowedProtectionPower checks two block restrictions: protection from the blocking
// creature or its controller (CR 702.16f) and "creatures with power less than its power can't
// block it" (Wandering Wolf; compared only as blockers are declared).
func (g *Game) blockAllowedProtectionPower(blocker, attacker ObjID) bool {
	b := g.obj(blocker)
	if g.protectedFrom(attacker, blocker, b.Controller) {
		return false
	}
	if b.Cur.Power < g.obj(attacker).Cur.Power && g.restricted(StCantBeBlockedByLessPower, attacker) {
		return false
	}
	if b.Cur.Power > g.obj(attacker).Cur.Power && g.restricted(StCantBeBlockedByGreaterPower, attacker) {
		return false // skulk (CR 702.118b)
	}
	return true
}

// cantBlockEffect reports whether an effect says creature id can't block this turn.
func (g *Game) cantBlockEffect(id ObjID) bool {
	for _, e := range g.effects {
		if e.Kind == EffCantBlock && e.Obj == id {
			return true
		}
	}
	return false
}

// checkBlockAsWhole checks "can't be blocked by more than N creatures" and "can't block
// alone" for a whole block declaration (CR 509.1b-c, 506.5).
func (g *Game) checkBlockAsWhole(decls []BlockDecl, count []blockCount) error {
	if lim := g.declarationLimit(StMaxBlockers); lim > 0 {
		blockers := 0
		for i, d := range decls {
			if !slices.ContainsFunc(decls[:i], func(e BlockDecl) bool { return e.Blocker == d.Blocker }) {
				blockers++
			}
		}
		if blockers > lim {
			return refuse(RefusedIllegalBlock, "no more than %d creature(s) can block each combat (CR 509.1b)", lim)
		}
	}
	for _, c := range count {
		a, n := c.attacker, c.n
		for _, ab := range g.obj(a).Def.Abilities {
			if st := ab.Static; st != nil && st.Kind == StCantBeBlockedByMore && n > max(1, st.Amount) && g.staticActive(st, a) {
				return refuse(RefusedIllegalBlock, "%s can't be blocked by more than %d creature(s) (CR 509.1b)", g.obj(a).Def.Name, max(1, st.Amount))
			}
		}
	}
	for _, d := range decls {
		if len(decls) < 2 && g.restricted(StCantAttackOrBlockAlone, d.Blocker) {
			return refuse(RefusedIllegalBlock, "%s can't block alone (CR 506.5, 509.1b)", g.obj(d.Blocker).Def.Name)
		}
	}
	return nil
}

// checkAttackAsWhole checks "can't attack alone" for a whole attack declaration (CR 506.5,
// 508.1c).
func (g *Game) checkAttackAsWhole(decls []AttackDecl) error {
	if lim := g.declarationLimit(StMaxAttackers); lim > 0 && len(decls) > lim {
		return refuse(RefusedIllegalAttack, "no more than %d creature(s) can attack each combat (CR 508.1c)", lim)
	}
	for _, d := range decls {
		if len(decls) < 2 && g.restricted(StCantAttackOrBlockAlone, d.Attacker) {
			return refuse(RefusedIllegalAttack, "%s can't attack alone (CR 506.5, 508.1c)", g.obj(d.Attacker).Def.Name)
		}
	}
	return nil
}

// mustAttack reports whether creature id is required to attack this combat (CR 508.1d):
// "attacks each combat if able", Rowan Kenrith's "during target player's next turn, each
// creature that player controls attacks if able", and War's Toll's "if a creature an
// opponent controls attacks, all creatures that opponent controls attack if able"
// (attackers: the players declaring attackers).
func (g *Game) mustAttack(id ObjID, attackers map[PlayerID]bool) bool {
	if g.restricted(StMustAttack, id) {
		return true
	}
	ctrl := g.obj(id).Controller
	team := g.players[ctrl].Team
	for _, e := range g.effects {
		if e.Kind == EffMustAttack && e.Player == ctrl && g.turn.Team == team && g.teams[team].TurnsTaken == e.N {
			return true
		}
	}
	if attackers[ctrl] && g.mayHaveStatic(StOpponentAttacksWithAll) {
		for _, s := range g.battlefield {
			so := g.obj(s)
			if !g.Opponents(so.Controller, ctrl) {
				continue
			}
			for _, a := range so.Def.Abilities {
				if a.Static != nil && a.Static.Kind == StOpponentAttacksWithAll && g.staticActive(a.Static, s) {
					return true
				}
			}
		}
	}
	return false
}

// checkMustAttack checks the attack requirements of a declaration (CR 508.1d): each
// creature required to attack that could attack without paying a cost must attack.
func (g *Game) checkMustAttack(decls []AttackDecl) error {
	if !g.mayRequireAttacks() {
		return nil // no creature is required to attack (perf.go)
	}
	declared := map[ObjID]bool{}
	attackers := map[PlayerID]bool{}
	for _, d := range decls {
		declared[d.Attacker] = true
		attackers[g.obj(d.Attacker).Controller] = true
	}
	// CR 508.1d: as many requirements as possible are obeyed without breaking a
	// restriction: under "no more than N creatures can attack", N required attackers do.
	lim := g.declarationLimit(StMaxAttackers)
	obeyed, missing := 0, ""
	for _, id := range g.battlefield {
		if !g.couldAttack(id) || !g.mustAttack(id, attackers) {
			continue
		}
		if declared[id] {
			obeyed++
			continue
		}
		ctrl := g.obj(id).Controller
		for _, t := range g.attackTargets(id) {
			if g.attackTax([]AttackDecl{t})[ctrl] == 0 {
				if lim == 0 {
					return refuse(RefusedIllegalAttack, "%s attacks if able and must be declared as an attacker (CR 508.1d)", g.obj(id).Def.Name)
				}
				missing = g.obj(id).Def.Name
				break
			}
		}
	}
	if missing != "" && obeyed < lim {
		return refuse(RefusedIllegalAttack, "%s attacks if able and must be declared as an attacker (CR 508.1d)", missing)
	}
	return nil
}

// declarationLimit is the smallest Amount among the active static abilities of kind k
// ("no more than one creature can attack each combat"), or 0 when none applies.
func (g *Game) declarationLimit(k StaticKind) int {
	if !g.mayHaveStatic(k) {
		return 0
	}
	lim := 0
	for _, s := range g.battlefield {
		for _, a := range g.obj(s).Def.Abilities {
			if st := a.Static; st != nil && st.Kind == k && g.staticActive(st, s) && (lim == 0 || st.Amount < lim) {
				lim = max(st.Amount, 1)
			}
		}
	}
	return lim
}

// DeclarationRequirements reports whether an attack or block declaration built from
// AttackOptions and BlockOptions may still be refused as a whole: attack requirements
// (CR 508.1d: Urborg Drake, War's Toll, Rowan Kenrith) or "can't attack or block alone"
// (CR 506.5). Players that build declarations themselves check them with the engine then.
func (g *Game) DeclarationRequirements() bool {
	for _, e := range g.effects {
		if e.Kind == EffMustAttack {
			return true
		}
	}
	for _, id := range g.battlefield {
		for _, a := range g.obj(id).Def.Abilities {
			if s := a.Static; s != nil && (s.Kind == StMustAttack || s.Kind == StOpponentAttacksWithAll || s.Kind == StCantAttackOrBlockAlone ||
				s.Kind == StMaxAttackers || s.Kind == StMaxBlockers) && g.staticActive(s, id) {
				return true
			}
		}
	}
	return false
}

// skipsUntap reports whether a permanent doesn't untap in this untap step (CR 502.3):
// "doesn't untap during its controller's untap step" (Claustrophobia) or "during its
// controller's next untap step" (Frost Lynx), which this untap step uses up.
func (g *Game) skipsUntap(id ObjID) bool {
	skip := false
	out := g.effects[:0]
	for _, e := range g.effects {
		if e.Kind == EffDoesntUntapNext && e.Obj == id {
			skip = true // used up by this untap step, tapped or not
			if e.Until == WhileSourceTapped {
				out = append(out, e) // lasts while its source stays tapped
			}
			continue
		}
		out = append(out, e)
	}
	g.effects = out
	if !g.obj(id).Tapped {
		return false
	}
	skip = skip || g.restricted(StDoesntUntap, id)
	if skip {
		g.note(Entry{Kind: JDoesntUntap, Obj: id, Card: g.obj(id).Def})
	}
	return skip
}

// untapsOnOthersUntap reports whether permanent id untaps during the untap step of a
// team that isn't its controller's (Seedborn Muse, Victory Chimes). Effects that say a
// permanent doesn't untap during its controller's untap step don't apply then.
func (g *Game) untapsOnOthersUntap(id ObjID) bool {
	return g.restricted(StUntapOnOthersUntap, id)
}

// CantBeBlocked: the selected creatures can't be blocked this turn (CR 509.1b). A creature
// already blocked stays blocked.
type CantBeBlocked struct{ What What }

func (e CantBeBlocked) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.addEffect(ContEffect{Kind: EffCantBeBlocked, Obj: id, Until: UntilEndOfTurn}, r)
	}
	return true
}

// CantBlockThisTurn: the selected creatures can't block this turn.
type CantBlockThisTurn struct{ What What }

func (e CantBlockThisTurn) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.addEffect(ContEffect{Kind: EffCantBlock, Obj: id, Until: UntilEndOfTurn}, r)
	}
	return true
}

// MustAttackNextTurn: during the target player's next turn, each creature that player
// controls attacks if able (Rowan Kenrith; the player's team's next turn, CR 805.4).
type MustAttackNextTurn struct{}

func (MustAttackNextTurn) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, WhoTarget) {
		t := g.players[p].Team
		g.addEffect(ContEffect{Kind: EffMustAttack, Obj: NoObj, Player: p, N: g.teams[t].TurnsTaken + 1, Until: Forever}, r)
		g.note(Entry{Kind: JMustAttackNextTurn, Player: p, Player2: p})
	}
	return true
}

// DoesntUntapNext: the selected permanents don't untap during their controller's next
// untap step (Frost Lynx).
//
// With WhileTapped it doesn't untap during its controller's untap steps for as long as the
// source remains tapped (Mana Leech, CR 611.2b), not only the next one.
type DoesntUntapNext struct {
	What        What
	WhileTapped bool
}

func (e DoesntUntapNext) do(g *Game, r *Resolution) bool {
	until := Forever
	if e.WhileTapped {
		if !g.sourceTapped(r.Source) {
			return true // CR 611.2b
		}
		until = WhileSourceTapped
	}
	for _, id := range r.objects(g, e.What) {
		g.addEffect(ContEffect{Kind: EffDoesntUntapNext, Obj: id, Player: g.obj(id).Controller, Until: until}, r)
	}
	return true
}
