package rules

// canTarget reports whether t is a legal choice for target spec ts of a spell or ability
// controlled by ctrl with source src (CR 115, 702.11 hexproof, 702.18 shroud).
func (g *Game) canTarget(ts *TargetSpec, t Target, src ObjID, ctrl PlayerID) bool {
	if t.IsPlayer() {
		if int(t.Player) >= len(g.players) || t.Player < 0 || g.gone(t.Player) {
			return false
		}
		if g.playerHexproof(t.Player, ctrl) {
			return false // CR 702.11c
		}
		if g.cfg.Variant.OwnTurns() && !g.InRange(ctrl, t.Player) {
			return false // CR 801.4
		}
		switch ts.Kind {
		case TargetAny, TargetPlayer, TargetPlayerOrPlaneswalker:
			return true
		case TargetOpponent:
			return g.Opponents(t.Player, ctrl)
		case TargetTeammate:
			return t.Player != ctrl && g.Teammates(t.Player, ctrl)
		}
		return false
	}
	if t.Obj < 0 || int(t.Obj) >= g.objs.len() {
		return false
	}
	if g.cfg.Variant.OwnTurns() && g.validPlayer(ctrl) && !g.objInRange(ctrl, t.Obj) {
		return false // CR 801.4
	}
	o := g.obj(t.Obj)
	if ts.Kind == TargetSpell {
		return o.Zone == ZoneStack && g.matches(t.Obj, &ts.Filter, src, ctrl)
	}
	if ts.Kind == TargetCardInGraveyard {
		return o.Zone == ZoneGraveyard && g.matches(t.Obj, &ts.Filter, src, ctrl)
	}
	if o.Zone != ZoneBattlefield {
		return false
	}
	if o.Has(Shroud) || o.Has(Hexproof) && g.Opponents(o.Controller, ctrl) || g.protectedFrom(t.Obj, src, ctrl) {
		return false // CR 702.18a, 702.11b, 702.16b
	}
	switch ts.Kind {
	case TargetAny:
		return o.Cur.Types&Types(Creature, Planeswalker, Battle) != 0
	case TargetPlayerOrPlaneswalker:
		return o.Is(Planeswalker)
	case TargetPermanent:
		return g.matches(t.Obj, &ts.Filter, src, ctrl)
	}
	return false
}

// legalTargets lists every legal choice for one target spec.
func (g *Game) legalTargets(ts *TargetSpec, src ObjID, ctrl PlayerID) []Target {
	return g.appendLegalTargets(nil, ts, src, ctrl)
}

// appendLegalTargets appends the legal targets for ts to out (legalTargets).
func (g *Game) appendLegalTargets(out []Target, ts *TargetSpec, src ObjID, ctrl PlayerID) []Target {
	if ts.Kind == TargetCardInGraveyard {
		return append(out, g.graveyardTargets(ts, src, ctrl)...)
	}
	if ts.Kind != TargetPermanent && ts.Kind != TargetSpell {
		for _, p := range g.playerOrder() {
			if t := PlayerTarget(p); g.canTarget(ts, t, src, ctrl) {
				out = append(out, t)
			}
		}
	}
	if ts.Kind == TargetSpell {
		for _, s := range g.stack {
			if s.Spell && s.Obj != src {
				if t := ObjTarget(s.Obj); g.canTarget(ts, t, src, ctrl) {
					out = append(out, t)
				}
			}
		}
		return out
	}
	if ts.Kind == TargetPlayer || ts.Kind == TargetOpponent || ts.Kind == TargetTeammate {
		return out
	}
	for _, id := range g.battlefield {
		if t := ObjTarget(id); g.canTarget(ts, t, src, ctrl) {
			out = append(out, t)
		}
	}
	return out
}

// flatSpecs expands target specs with counts into one spec per target.
func flatSpecs(specs []TargetSpec) []*TargetSpec {
	out := make([]*TargetSpec, 0, 4) // a constant size lets it stay on the (inlining) caller's stack
	for i := range specs {
		for k := 0; k < specs[i].count(); k++ {
			out = append(out, &specs[i])
		}
	}
	return out
}

// checkTargetsWithX is checkTargets for a spell being cast with X = x (CR 601.2b comes
// before 601.2c: X may bound the number of targets), as planCast checks them.
func (g *Game) checkTargetsWithX(a *Ability, targets []Target, src ObjID, ctrl PlayerID, x int) error {
	g.planX = x
	err := g.checkTargets(a, targets, src, ctrl)
	g.planX = 0
	return err
}

// checkTargets checks a full list of targets for an ability: the right number, each legal,
// and distinct within one target word (CR 115.3).
func (g *Game) checkTargets(a *Ability, targets []Target, src ObjID, ctrl PlayerID) error {
	specs := flatSpecs(a.Targets)
	if n := minTargets(a.Targets); len(targets) < n || len(targets) > len(specs) {
		if n < len(specs) {
			return refuse(RefusedIllegalTarget, "needs %d to %d target(s), got %d", n, len(specs), len(targets))
		}
		return refuse(RefusedIllegalTarget, "needs %d target(s), got %d", len(specs), len(targets))
	}
	for i, t := range targets {
		if !g.canTarget(specs[i], t, src, ctrl) {
			if !t.IsPlayer() && t.Obj >= 0 && int(t.Obj) < g.objs.len() && g.obj(t.Obj).Zone == ZoneBattlefield {
				switch o := g.obj(t.Obj); {
				case o.Has(Shroud):
					return refuse(RefusedIllegalTarget, "%s has shroud and can't be the target of spells or abilities (CR 702.18a)", g.targetName(t))
				case g.protectedFromPlayer(t.Obj, ctrl):
					return refuse(RefusedIllegalTarget, "%s has protection from %s and can't be the target of spells or abilities that player controls (CR 702.16b)", g.targetName(t), g.players[ctrl].Name)
				case g.protectedFromQuality(t.Obj, src):
					return refuse(RefusedIllegalTarget, "%s has protection from a quality of %s and can't be its target (CR 702.16b)", g.targetName(t), g.obj(src).Cur.Name)
				case o.Has(Hexproof) && g.Opponents(o.Controller, ctrl):
					return refuse(RefusedIllegalTarget, "%s has hexproof and can't be the target of spells or abilities its controller's opponents control (CR 702.11b)", g.targetName(t))
				}
			}
			if t.IsPlayer() && t.Player >= 0 && int(t.Player) < len(g.players) && g.playerHexproof(t.Player, ctrl) {
				return refuse(RefusedIllegalTarget, "%s has hexproof and can't be the target of spells or abilities their opponents control (CR 702.11c)", g.targetName(t))
			}
			return refuse(RefusedIllegalTarget, "%s is not a legal target (%s)", g.targetName(t), targetWanted(specs[i]))
		}
		for j := 0; j < i; j++ {
			if specs[j] == specs[i] && targets[j] == t {
				return refuse(RefusedIllegalTarget, "the same target %s is chosen twice for one \"target\" word (CR 115.3)", g.targetName(t))
			}
		}
	}
	return g.checkMaxX(a, targets)
}

func targetWanted(ts *TargetSpec) string {
	switch ts.Kind {
	case TargetAny:
		return "expected a creature, player or planeswalker"
	case TargetPlayer:
		return "expected a player"
	case TargetOpponent:
		return "expected an opponent"
	case TargetTeammate:
		return "expected a teammate"
	case TargetPlayerOrPlaneswalker:
		return "expected a player or planeswalker"
	case TargetSpell:
		return "expected a spell on the stack"
	case TargetCardInGraveyard:
		return "expected a card of the right kind in a graveyard"
	}
	return "expected a permanent of the right kind that you may target"
}

// targetName names a target for messages and the log.
func (g *Game) targetName(t Target) string {
	if t.IsPlayer() {
		return g.players[t.Player].Name
	}
	if t.Obj < 0 || int(t.Obj) >= g.objs.len() {
		return "nothing"
	}
	return g.obj(t.Obj).Def.Name
}

// stillLegal reports whether target i of a resolving spell or ability is still legal
// (CR 608.2b).
func (g *Game) stillLegal(r *Resolution, i int) bool {
	it := g.itemFor(r)
	if it == nil || it.Ability == nil {
		return true
	}
	specs := flatSpecs(it.Ability.Targets)
	if i >= len(specs) {
		return true
	}
	return g.canTarget(specs[i], r.Targets[i], r.Source, r.Controller)
}

func (g *Game) itemFor(r *Resolution) *StackItem {
	for i := len(g.stack) - 1; i >= 0; i-- {
		if &g.stack[i].Res == r {
			return &g.stack[i]
		}
	}
	return nil
}

func (g *Game) targetLegal(it *StackItem, i int, t Target) bool {
	if it.Ability == nil {
		return true
	}
	specs := flatSpecs(it.Ability.Targets)
	if i >= len(specs) {
		return false
	}
	return g.canTarget(specs[i], t, it.Res.Source, it.Controller)
}

func (g *Game) anyTargetLegal(it *StackItem) bool {
	for i, t := range it.Res.Targets {
		if g.targetLegal(it, i, t) {
			return true
		}
	}
	return false
}

// autoTargets picks the first legal targets for a triggered ability, or reports false when
// it has none. The ability's controller may change them before it first gets priority.
func (g *Game) autoTargets(it *StackItem) ([]Target, bool) {
	var out []Target
	for _, ts := range flatSpecs(it.Ability.Targets) {
		cands := g.legalTargets(ts, it.Obj, it.Controller)
		picked := false
		for _, c := range cands {
			dup := false
			for _, o := range out {
				dup = dup || o == c
			}
			if !dup {
				out = append(out, c)
				picked = true
				break
			}
		}
		if !picked {
			return nil, false
		}
	}
	return out, true
}

// minTargets is the least number of targets an ability may have: "up to N" targets may be
// fewer (CR 115.1, 601.2c).
func minTargets(specs []TargetSpec) int {
	n := 0
	for _, s := range specs {
		if !s.UpTo {
			n += s.count()
		}
	}
	return n
}

func hasUpTo(specs []TargetSpec) bool {
	for _, s := range specs {
		if s.UpTo {
			return true
		}
	}
	return false
}

// firstOf is the index of the first flat target spec that is s.
func firstOf(flat []*TargetSpec, s *TargetSpec) int {
	for i, f := range flat {
		if f == s {
			return i
		}
	}
	return 0
}

// countX reports whether an ability has "X target ..." (TargetSpec.CountX).
func countX(ab *Ability) bool {
	for _, s := range ab.Targets {
		if s.CountX {
			return true
		}
	}
	return false
}

// fixedTargets counts the targets of an ability's specs other than its "X target ..." one.
func fixedTargets(ab *Ability) int {
	n := 0
	for _, s := range ab.Targets {
		if !s.CountX {
			n += s.count()
		}
	}
	return n
}

// checkCountX checks that an ability with "X target ..." (TargetSpec.CountX) has exactly X
// targets for that spec (Magus of the Candelabra: "{X}, {T}: Untap X target lands").
func checkCountX(specs []TargetSpec, ts []Target, x int) error {
	n := 0
	for _, s := range specs {
		if !s.CountX {
			n += s.count()
			continue
		}
		if got := len(ts) - n; got != x {
			return refuse(RefusedIllegalTarget, "needs exactly X=%d target(s), got %d (CR 601.2c)", x, got)
		}
	}
	return nil
}

// checkMaxX refuses more targets than X for a target word "up to X" (The Crowd Goes Wild).
func (g *Game) checkMaxX(a *Ability, targets []Target) error {
	k := 0
	for i := range a.Targets {
		s := &a.Targets[i]
		n := min(s.count(), max(0, len(targets)-k))
		if s.MaxX && n > g.planX {
			return refuse(RefusedIllegalTarget, "at most X=%d target(s) may be chosen for that target word", g.planX)
		}
		k += s.count()
	}
	return nil
}

// legalObjTarget is the n-th object target (counting object targets only) if it is still
// on the battlefield and a legal target (CR 608.2b), else NoObj.
func (r *Resolution) legalObjTarget(g *Game, n int) ObjID {
	k := 0
	for i, t := range r.Targets {
		if t.IsPlayer() {
			continue
		}
		if k == n {
			if t.Obj != NoObj && g.obj(t.Obj).Zone == ZoneBattlefield && g.stillLegal(r, i) {
				return t.Obj
			}
			return NoObj
		}
		k++
	}
	return NoObj
}

// graveyardObjects lists the cards in every graveyard, in the order of CR 805.6.
func (g *Game) graveyardObjects() []ObjID {
	var out []ObjID
	for _, p := range g.playerOrder() {
		out = append(out, g.players[p].graveyard...)
	}
	return out
}

// graveyardTargets lists the cards in graveyards that are legal choices for ts.
func (g *Game) graveyardTargets(ts *TargetSpec, src ObjID, ctrl PlayerID) []Target {
	var out []Target
	for _, id := range g.graveyardObjects() {
		if t := ObjTarget(id); g.canTarget(ts, t, src, ctrl) {
			out = append(out, t)
		}
	}
	return out
}

// playerHexproof reports whether player p has hexproof against a spell or ability that
// player ctrl controls.
func (g *Game) playerHexproof(p, ctrl PlayerID) bool {
	return g.Opponents(p, ctrl) && g.staticFor(StPlayerHexproof, p, You)
}

// targetDef is the card an object target is, nil for a player or no object.
func (g *Game) targetDef(t Target) *CardDef {
	if t.IsPlayer() || t.Obj < 0 || int(t.Obj) >= g.objs.len() {
		return nil
	}
	return g.obj(t.Obj).Def
}
