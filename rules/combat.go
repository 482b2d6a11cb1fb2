package rules

import "fmt"

// attackRec is one attacking creature and what it attacks (CR 805.10b): a defending
// player or planeswalker, or in the 2006-2011 editions the defending team as a group.
type attackRec struct {
	obj     ObjID
	target  Target // player or planeswalker; Player NoPlayer and Obj NoObj for "the team"
	team    TeamID // the defending team
	blocked bool
	// damageTo is the defending player an unblocked attacker of the older editions damages.
	damageTo PlayerID
	// wasAttacking remembers the player attacked, for "defending player" after removal.
	defender PlayerID
}

type blockRec struct {
	blocker  ObjID
	attacker ObjID
}

type combatState struct {
	declared       bool
	blocksDeclared bool
	attackers      []attackRec
	blocks         []blockRec
	fsDone         bool
	regDone        bool
	dealtFirst     []ObjID // creatures that dealt first-strike combat damage
	removed        []attackRec
	// removedBlocks remembers the blocks that ended because the blocker or the attacker
	// left combat, for "the attacking creature that blocking creature is blocking" by
	// last known information (CR 805.10c, 608.2h).
	removedBlocks []blockRec
	// ordered says the damage assignment order was announced (2011 rules, CR 810.7e of
	// 2011); the order itself is the order of blocks, rearranged by the announcement.
	ordered bool
	// playerHits: the combat damage dealt to players this combat, by source and step.
	playerHits []playerHit
	// assigned: the combat damage assignments announced for the current damage step, by
	// the attacking team (attackAssigned) and then the defending team (blockAssigned).
	assigned                      []DamageAssignment
	attackAssigned, blockAssigned bool
}

func (c combatState) clone() combatState {
	c.attackers = append([]attackRec(nil), c.attackers...)
	c.blocks = append([]blockRec(nil), c.blocks...)
	c.dealtFirst = append([]ObjID(nil), c.dealtFirst...)
	c.removed = append([]attackRec(nil), c.removed...)
	c.removedBlocks = append([]blockRec(nil), c.removedBlocks...)
	c.playerHits = append([]playerHit(nil), c.playerHits...)
	c.assigned = append([]DamageAssignment(nil), c.assigned...)
	return c
}

// remove takes an object out of combat (CR 506.4).
func (c *combatState) remove(id ObjID) {
	for i := range c.attackers {
		if c.attackers[i].obj == id {
			c.removed = append(c.removed, c.attackers[i])
			c.attackers = append(c.attackers[:i], c.attackers[i+1:]...)
			break
		}
	}
	out := c.blocks[:0]
	for _, b := range c.blocks {
		if b.blocker != id && b.attacker != id {
			out = append(out, b)
		} else {
			c.removedBlocks = append(c.removedBlocks, b)
		}
	}
	c.blocks = out
}

func (c *combatState) end(g *Game) {
	*c = combatState{}
}

func (c *combatState) attack(id ObjID) *attackRec {
	for i := range c.attackers {
		if c.attackers[i].obj == id {
			return &c.attackers[i]
		}
	}
	return nil
}

// defendingPlayerOf is the player a creature attacks, or attacked before it left combat
// (CR 805.10e).
func (c *combatState) defendingPlayerOf(g *Game, id ObjID) PlayerID {
	// An Aura's ability refers to the creature it enchants.
	if id != NoObj && g.obj(id).AttachedTo != NoObj {
		id = g.obj(id).AttachedTo
	}
	if a := c.attack(id); a != nil {
		return a.defender
	}
	for _, a := range c.removed {
		if a.obj == id {
			return a.defender
		}
	}
	return NoPlayer
}

// defendingTeamOf is the team a creature attacks as a group (older editions), or NoTeam.
func (c *combatState) defendingTeamOf(g *Game, id ObjID) TeamID {
	if id != NoObj && g.obj(id).AttachedTo != NoObj {
		id = g.obj(id).AttachedTo
	}
	recs := append(append([]attackRec(nil), c.attackers...), c.removed...)
	for _, a := range recs {
		if a.obj == id && a.target.Player == NoPlayer && a.target.Obj == NoObj {
			return a.team
		}
	}
	return NoTeam
}

// Attacking reports whether object id is attacking, and what.
func (g *Game) Attacking(id ObjID) (Target, bool) {
	if a := g.combat.attack(id); a != nil {
		return a.target, true
	}
	return Target{}, false
}

// Blocking returns the attacker a creature blocks, or NoObj.
func (g *Game) Blocking(id ObjID) ObjID {
	for _, b := range g.combat.blocks {
		if b.blocker == id {
			return b.attacker
		}
	}
	return NoObj
}

func (c *combatState) blockersOf(id ObjID) []ObjID {
	var out []ObjID
	for _, b := range c.blocks {
		if b.attacker == id {
			out = append(out, b.blocker)
		}
	}
	return out
}

func (c *combatState) firstStrike(g *Game) bool {
	for _, a := range c.attackers {
		if o := g.obj(a.obj); o.Has(FirstStrike) || o.Has(DoubleStrike) {
			return true
		}
	}
	for _, b := range c.blocks {
		if o := g.obj(b.blocker); o.Has(FirstStrike) || o.Has(DoubleStrike) {
			return true
		}
	}
	return false
}

func (c *combatState) damageDone(s Step) bool {
	if s == FirstStrikeDamage {
		return c.fsDone
	}
	return c.regDone
}

// AttackDecl is one attacker of an attack declaration and what it attacks. In the editions
// where creatures attack the team, Target names any player of that team, or Team is set.
type AttackDecl struct {
	Attacker ObjID
	Target   Target
	Team     TeamID // older editions: the defending team (NoTeam: take it from Target)
}

// BlockDecl is one blocker of a block declaration.
type BlockDecl struct {
	Blocker  ObjID
	Attacker ObjID
}

// couldAttack reports whether a creature could attack at all this combat, restrictions on
// what it attacks aside (CR 508.1a, 302.6, 702.3b defender).
func (g *Game) couldAttack(id ObjID) bool {
	o := g.obj(id)
	if o.Zone != ZoneBattlefield || !o.Is(Creature) || o.Tapped || g.Players[o.Controller].Team != g.turn.Team {
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

// restricted reports whether a static ability of kind k (can't attack, can't block)
// applies to object id.
func (g *Game) restricted(k StaticKind, id ObjID) bool {
	if !g.mayHaveStatic(k) {
		return false
	}
	for _, s := range g.battlefield {
		so := g.obj(s)
		for _, a := range so.Def.Abilities {
			if a.Static == nil || a.Static.Kind != k || !g.staticActive(a.Static, s) {
				continue
			}
			for _, t := range g.staticTargets(a.Static, s) {
				if t == id {
					return true
				}
			}
		}
	}
	return false
}

// attackTargets lists what a creature may attack: each defending player and planeswalker
// (CR 805.10b) or, in the older editions, the defending team.
func (g *Game) attackTargets(id ObjID) []AttackDecl {
	if ts, ok := g.listing.attackTargetsOf(id); ok {
		return ts // the state doesn't change while actions are listed
	}
	var out []AttackDecl
	def := g.otherTeam(g.turn.Team)
	if g.cfg.Edition.AttacksTeam() {
		d := AttackDecl{Attacker: id, Target: PlayerTarget(g.Teams[def].Players[0]), Team: def}
		if g.attackAllowed(id, d) {
			out = append(out, d)
		}
	} else {
		for _, p := range g.Teams[def].Players {
			d := AttackDecl{Attacker: id, Target: PlayerTarget(p), Team: NoTeam}
			if g.attackAllowed(id, d) {
				out = append(out, d)
			}
		}
	}
	for _, pw := range g.battlefield {
		o := g.obj(pw)
		if o.Is(Planeswalker) && g.Players[o.Controller].Team == def {
			d := AttackDecl{Attacker: id, Target: ObjTarget(pw), Team: NoTeam}
			if g.attackAllowed(id, d) {
				out = append(out, d)
			}
		}
	}
	g.listing.keepAttackTargets(id, out)
	return out
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
		protected = g.Teams[d.Team].Players
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
				if d.Team != NoTeam {
					hit = g.Players[so.Controller].Team == d.Team
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
	seen := map[ObjID]bool{}
	for _, d := range decls {
		if d.Attacker < 0 || int(d.Attacker) >= g.objs.len() {
			return nil, errorf("unknown attacker")
		}
		o := g.obj(d.Attacker)
		if seen[d.Attacker] {
			return nil, errorf("%s is declared as an attacker twice", o.Def.Name)
		}
		seen[d.Attacker] = true
		if !g.couldAttack(d.Attacker) {
			return nil, errorf("%s can't attack: %s", o.Def.Name, g.whyCantAttack(d.Attacker))
		}
		ok := false
		for _, t := range g.attackTargets(d.Attacker) {
			if t.Target == d.Target || d.Team != NoTeam && t.Team == d.Team {
				ok = true
			}
		}
		if !ok {
			return nil, errorf("%s can't attack %s (CR 508.1c: a restriction forbids it, or that is not a defending player or planeswalker)", o.Def.Name, g.attackName(d))
		}
	}
	if err := g.checkMustAttack(decls); err != nil {
		return nil, err
	}
	if err := g.checkAttackBBD(decls); err != nil {
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
		pay, ok := planPayment(Cost{Generic: n}, g.Players[p].Pool, g.manaSources(p, exclude))
		if !ok {
			return nil, errorf("%s can't pay the cost to attack of {%d} (CR 508.1h)", g.Players[p].Name, n)
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
	case g.Players[o.Controller].Team != g.turn.Team:
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
		return g.Teams[d.Team].Name
	}
	return g.targetName(d.Target)
}

// declareAttackers performs a legal attack declaration (CR 508.1).
func (g *Game) declareAttackers(decls []AttackDecl, pays map[PlayerID]payment) {
	for _, d := range decls {
		if !g.obj(d.Attacker).Has(Vigilance) {
			g.mut(d.Attacker).Tapped = true
		}
		rec := attackRec{obj: d.Attacker, target: d.Target, team: d.Team, damageTo: NoPlayer, defender: NoPlayer}
		if d.Team != NoTeam {
			rec.target = Target{Player: NoPlayer, Obj: NoObj}
			rec.defender = g.Teams[d.Team].Players[0]
		} else if d.Target.IsPlayer() {
			rec.defender = d.Target.Player
			rec.team = g.Players[d.Target.Player].Team
		} else {
			rec.defender = g.obj(d.Target.Obj).Controller
			rec.team = g.Players[rec.defender].Team
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
	g.noteAttackers(decls)
}

// couldBlock reports whether a creature could block at all (CR 509.1a).
func (g *Game) couldBlock(id ObjID) bool {
	o := g.obj(id)
	return o.Zone == ZoneBattlefield && o.Is(Creature) && !o.Tapped &&
		g.Players[o.Controller].Team != g.turn.Team && !g.restricted(StCantBlock, id) && !g.cantBlockEffect(id)
}

// canBlockAttacker checks evasion: flying/reach and landwalk (CR 702.9, 702.17, 702.14).
func (g *Game) canBlockAttacker(blocker, attacker ObjID) bool {
	b, a := g.obj(blocker), g.obj(attacker)
	rec := g.combat.attack(attacker)
	if rec == nil {
		return false
	}
	if a.Has(Flying) && !b.Has(Flying) && !b.Has(Reach) {
		return false
	}
	if !g.blockAllowed(blocker, attacker) || !g.blockAllowedBBD3(blocker, attacker) || !g.blockAllowedVsAttacker(blocker, attacker) {
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
		players = g.Teams[rec.team].Players
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

func (g *Game) canAnyBlock() bool {
	for _, id := range g.battlefield {
		if !g.couldBlock(id) {
			continue
		}
		for _, a := range g.combat.attackers {
			if g.canBlockAttacker(id, a.obj) {
				return true
			}
		}
	}
	return false
}

// checkBlock checks a whole block declaration (CR 509.1, 805.10d): any creature of either
// defending player may block any attacker.
func (g *Game) checkBlock(decls []BlockDecl) error {
	seen := map[ObjID]int{}
	pairs := map[BlockDecl]bool{}
	count := map[ObjID]int{}
	for _, d := range decls {
		if d.Blocker < 0 || int(d.Blocker) >= g.objs.len() || d.Attacker < 0 || int(d.Attacker) >= g.objs.len() {
			return errorf("unknown blocker or attacker")
		}
		b := g.obj(d.Blocker)
		if pairs[d] {
			return errorf("%s is declared blocking %s twice", b.Def.Name, g.obj(d.Attacker).Def.Name)
		}
		if n := 1 + g.extraBlocks(d.Blocker); seen[d.Blocker] >= n {
			if n > 1 {
				return errorf("%s can block only %d creatures (CR 509.1a)", b.Def.Name, n)
			}
			return errorf("%s can block only one creature (CR 509.1a)", b.Def.Name)
		}
		seen[d.Blocker]++
		pairs[d] = true
		if !g.couldBlock(d.Blocker) {
			return errorf("%s can't block: it must be an untapped creature of the defending team that no effect stops from blocking (CR 509.1a-b)", b.Def.Name)
		}
		if g.combat.attack(d.Attacker) == nil {
			return errorf("%s is not attacking", g.obj(d.Attacker).Def.Name)
		}
		if !g.canBlockAttacker(d.Blocker, d.Attacker) {
			return errorf("%s can't block %s (flying needs flying or reach to block; landwalk can't be blocked while the defending player controls such a land; or a restriction on the blocker, CR 509.1b, 805.10c)", b.Def.Name, g.obj(d.Attacker).Def.Name)
		}
		count[d.Attacker]++
	}
	for a, n := range count {
		if g.obj(a).Has(Menace) && n < 2 {
			return errorf("%s has menace and can't be blocked except by two or more creatures (CR 702.111b)", g.obj(a).Def.Name)
		}
	}
	if err := g.checkBlockBBD(decls, count); err != nil {
		return err
	}
	// Requirements (CR 509.1c): "must be blocked if able" and "by two or more if able"
	// (Gorm the Great). A creature able to block it must do so while it has fewer
	// blockers than required.
	for _, rec := range g.combat.attackers {
		need := g.mustBeBlockedBy(rec.obj)
		if need == 0 || count[rec.obj] >= need {
			continue
		}
		able := 0
		for _, id := range g.battlefield {
			if g.couldBlock(id) && g.canBlockAttacker(id, rec.obj) {
				able++
			}
		}
		if count[rec.obj] < min(need, able) {
			return errorf("%s must be blocked by %d or more creatures if able (CR 509.1c)", g.obj(rec.obj).Def.Name, min(need, able))
		}
	}
	return nil
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

// needOrder reports whether the attacking team must announce a damage assignment order
// (2011 rules: an attacker blocked by two or more creatures, CR 810.7e of 2011).
func (g *Game) needOrder() bool {
	if !g.cfg.Edition.DamageOrder() || g.combat.ordered {
		return false
	}
	for _, a := range g.combat.attackers {
		if len(g.combat.blockersOf(a.obj)) > 1 {
			return true
		}
	}
	return false
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
			return errorf("%s isn't blocked by two or more creatures; it has no order to announce", g.obj(o.Attacker).Def.Name)
		}
		if seen[o.Attacker] {
			return errorf("%s's order is given twice", g.obj(o.Attacker).Def.Name)
		}
		seen[o.Attacker] = true
		if len(o.Blockers) != len(bl) {
			return errorf("%s's order must list each of its %d blockers once", g.obj(o.Attacker).Def.Name, len(bl))
		}
		for _, b := range o.Blockers {
			if !containsID(bl, b) {
				return errorf("%s isn't blocking %s", g.obj(b).Def.Name, g.obj(o.Attacker).Def.Name)
			}
		}
		for i, b := range o.Blockers {
			if containsID(o.Blockers[:i], b) {
				return errorf("%s is listed twice", g.obj(b).Def.Name)
			}
		}
	}
	// 810.7e of the 2011 rules: an order "for each attacking creature that's become blocked
	// by multiple creatures", all in one announcement.
	for _, a := range g.combat.attackers {
		if len(g.combat.blockersOf(a.obj)) > 1 && !seen[a.obj] {
			return errorf("%s is blocked by two or more creatures: announce its order too (810.7e of the 2011 rules)", g.RefName(a.obj, g.attackerIDs()))
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
	for _, d := range decls {
		g.combat.blocks = append(g.combat.blocks, blockRec{blocker: d.Blocker, attacker: d.Attacker})
		if rec := g.combat.attack(d.Attacker); rec != nil {
			rec.blocked = true
		}
	}
	g.combat.blocksDeclared = true
	for _, d := range decls {
		g.emit(Event{Kind: EvBlocks, Obj: d.Blocker, Player: g.obj(d.Blocker).Controller, Source: NoObj})
	}
}

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
			to = PlayerTarget(g.Teams[rec.team].Players[0])
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
		return PlayerTarget(g.Teams[rec.team].Players[0])
	}
	return rec.target
}

// checkAssignment checks one attacker's damage assignment (CR 510.1, 702.19b).
func (g *Game) checkAssignment(da DamageAssignment) error {
	rec := g.combat.attack(da.Source)
	if rec == nil {
		return errorf("%s is not attacking", g.obj(da.Source).Def.Name)
	}
	o := g.obj(da.Source)
	teamAttack := rec.target.Player == NoPlayer && rec.target.Obj == NoObj // older editions
	total := 0
	bl := g.combat.blockersOf(da.Source)
	toPlayer := 0
	for _, p := range da.Parts {
		if p.Amount < 0 {
			return errorf("damage amounts must not be negative")
		}
		total += p.Amount
		isBlocker := false
		for _, b := range bl {
			isBlocker = isBlocker || (!p.To.IsPlayer() && p.To.Obj == b)
		}
		switch {
		case isBlocker:
		case !rec.blocked && p.To.IsPlayer() && (g.Players[p.To.Player].Team == rec.team) && (rec.target.Player == NoPlayer && rec.target.Obj == NoObj || rec.target == p.To):
			toPlayer += p.Amount
		case !rec.blocked && p.To == rec.target:
		case rec.blocked && o.Has(Trample) && (p.To == g.trampleTarget(rec) || teamAttack && p.To.IsPlayer() && g.Players[p.To.Player].Team == rec.team):
			toPlayer += p.Amount
		default:
			return errorf("%s can't assign combat damage to %s (CR 510.1)", o.Def.Name, g.targetName(p.To))
		}
	}
	if teamAttack {
		// 606.7d of the 2006-2008 rules, 810.7f of 2011: damage assigned to the defending
		// team goes to "only one of the defending players", chosen by the active team.
		to := NoPlayer
		for _, p := range da.Parts {
			if p.To.IsPlayer() && p.Amount > 0 {
				if to != NoPlayer && to != p.To.Player {
					return errorf("%s assigns its combat damage to only one defending player (606.7d / 810.7f of the %s rules)", o.Def.Name, g.cfg.Edition)
				}
				to = p.To.Player
			}
		}
	}
	if total != o.Cur.Power {
		return errorf("%s must assign exactly its power, %d, in combat damage; got %d (CR 510.1a)", o.Def.Name, o.Cur.Power, total)
	}
	if rec.blocked && g.cfg.Edition.DamageOrder() {
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
				return errorf("%s must assign lethal damage to %s before the next creature in its damage assignment order (CR 510.1c of the 2011 rules)", o.Def.Name, g.obj(b).Def.Name)
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
				return errorf("%s must assign lethal damage to %s before assigning damage to the player or planeswalker (CR 702.19b)", o.Def.Name, g.obj(b).Def.Name)
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
	g.combat.assigned, g.combat.attackAssigned, g.combat.blockAssigned = nil, false, false
	if s == FirstStrikeDamage {
		g.combat.fsDone = true
		for _, h := range hits {
			g.combat.dealtFirst = append(g.combat.dealtFirst, h.src.obj)
		}
	} else {
		g.combat.regDone = true
	}
	g.logf("# %s step: combat damage is dealt (CR 510.2)", s)
	for _, h := range hits {
		if n := g.dealDamage(h.src, h.to, h.n, true); n > 0 && h.to.IsPlayer() {
			g.combat.playerHits = append(g.combat.playerHits, playerHit{src: h.src.obj, to: h.to.Player, step: s})
		}
	}
	g.emitTeamCombatDamage(s)
}

// describeAttack is a log description of an attack target.
func (g *Game) describeAttack(rec attackRec) string {
	if rec.target.Player == NoPlayer && rec.target.Obj == NoObj {
		return g.Teams[rec.team].Name
	}
	return fmt.Sprint(g.targetName(rec.target))
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
			if h.step == s && g.Players[h.to].Team == t {
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
	team := g.Players[e.Player].Team
	for _, h := range g.combat.playerHits {
		if h.step == e.Step && g.Players[h.to].Team == team && g.matches(h.src, f, source, ctrl) {
			return true
		}
	}
	return false
}

// attacksOpponentOf reports whether creature id attacks a player who is an opponent of
// ctrl (Soulblade Corrupter: not a planeswalker).
func (g *Game) attacksOpponentOf(id ObjID, ctrl PlayerID) bool {
	a := g.combat.attack(id)
	if a == nil {
		return false
	}
	if a.target.IsPlayer() {
		return g.Opponents(a.target.Player, ctrl)
	}
	// Older editions: the creature attacks the defending team as a group.
	return a.target.Obj == NoObj && a.team != NoTeam && a.team != g.Players[ctrl].Team
}

// ---- Additional combat phases and tokens put onto the battlefield attacking ----

// AdditionalCombat adds a combat phase directly after the current combat phase (CR 500.8:
// the most recently created extra phase comes first; no main phase in between).
type AdditionalCombat struct{}

func (AdditionalCombat) do(g *Game, r *Resolution) bool {
	g.turn.extraCombats++
	g.logf("# after this combat phase there is an additional combat phase (CR 500.8)")
	return true
}

// CreateAttackingToken: the controller may have the controller of the triggering event's
// creature create a Def token that's tapped and attacking (Najeela). That player chooses
// which defending player or planeswalker it attacks (CR 508.4, 805.10b); in the editions
// where creatures attack the team it attacks the defending team. It was never declared as
// an attacker, so "whenever ... attacks" abilities don't trigger (CR 508.4).
type CreateAttackingToken struct {
	Def *CardDef
	May bool
}

func (e CreateAttackingToken) do(g *Game, r *Resolution) bool {
	p := r.Event.Player
	if p == NoPlayer || g.Teams[g.Players[p].Team].Lost || g.Players[p].Team != g.turn.Team || !g.combat.declared {
		return true
	}
	if e.May {
		yes, ok := r.yesNo(g, r.Controller, "have "+g.Players[p].Name+" create a "+e.Def.Name+" tapped and attacking?")
		if !ok || !yes {
			return ok
		}
	}
	def := g.otherTeam(g.turn.Team)
	var decls []AttackDecl
	if g.cfg.Edition.AttacksTeam() {
		decls = append(decls, AttackDecl{Target: PlayerTarget(g.Teams[def].Players[0]), Team: def})
	} else {
		for _, q := range g.Teams[def].Players {
			decls = append(decls, AttackDecl{Target: PlayerTarget(q), Team: NoTeam})
		}
		for _, id := range g.battlefield {
			if o := g.obj(id); o.Is(Planeswalker) && g.Players[o.Controller].Team == def {
				decls = append(decls, AttackDecl{Target: ObjTarget(id), Team: NoTeam})
			}
		}
	}
	opts := make([]Option, len(decls))
	for i, d := range decls {
		opts[i] = Option{Text: g.attackName(d), Player: d.Target.Player, Obj: d.Target.Obj}
	}
	fixOrdinals(opts)
	ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.Players[p].Team, Prompt: "choose what the " + e.Def.Name + " attacks", Options: opts, Min: 1, Max: 1})
	if !ok {
		return false
	}
	d := decls[ans[0]]
	for i := g.tokenFactor(p); i > 0; i-- {
		id := g.newObject(e.Def, p, ZoneBattlefield)
		id = g.putOntoBattlefield(id, p, true)
		rec := attackRec{obj: id, target: d.Target, team: d.Team, damageTo: NoPlayer, defender: NoPlayer}
		switch {
		case d.Team != NoTeam:
			rec.target = Target{Player: NoPlayer, Obj: NoObj}
			rec.defender = g.Teams[d.Team].Players[0]
		case d.Target.IsPlayer():
			rec.defender = d.Target.Player
			rec.team = g.Players[d.Target.Player].Team
		default:
			rec.defender = g.obj(d.Target.Obj).Controller
			rec.team = g.Players[rec.defender].Team
		}
		g.combat.attackers = append(g.combat.attackers, rec)
		g.logf("# %s creates a %s tapped and attacking %s (CR 508.4)", g.Players[p].Name, e.Def.Name, g.attackName(d))
		g.emit(Event{Kind: EvEntersBattlefield, Obj: id, Player: p, Source: NoObj})
	}
	return true
}
