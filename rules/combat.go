package rules

// Combat (CR 506-511): the state of a combat phase (what attacks what, what blocks what)
// and what adds attackers or combat phases besides the declarations. The steps are in
// combat_attackers.go (CR 508), combat_blockers.go (CR 509) and combat_damage.go (CR 510).

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
	// blockedTeams holds the defending teams that have declared blockers, one bit each,
	// while several declare in turn (CR 802.4).
	blockedTeams uint32
	attackers    []attackRec
	blocks       []blockRec
	fsDone       bool
	regDone      bool
	dealtFirst   []ObjID // creatures that dealt first-strike combat damage
	removed      []attackRec
	// removedBlocks remembers the blocks that ended because the blocker or the attacker
	// left combat, for "the attacking creature that blocking creature is blocking" by
	// last known information (CR 805.10c, 608.2h).
	removedBlocks []blockRec
	// ordered says the damage assignment order was announced (2011 rules, CR 810.7e of
	// 2011); the order itself is the order of blocks, rearranged by the announcement.
	ordered bool
	// blockOrdered says the defending team announced its orders (810.7e of 2011, second
	// sentence); blockerOrders holds them. A separate list: one list of blocks can't hold
	// both teams' orders at once.
	blockOrdered  bool
	blockerOrders []BlockerOrdering
	// playerHits: the combat damage dealt to players this combat, by source and step.
	playerHits []playerHit
	// assigned: the combat damage assignments announced for the current damage step, by
	// the attacking team (attackAssigned) and then the defending team (blockAssigned).
	assigned                      []DamageAssignment
	attackAssigned, blockAssigned bool
	// blockAssigners holds the defending teams that announced their blockers' assignments
	// this step, one bit each, while several announce in APNAP order (CR 802.5).
	blockAssigners uint32
}

func (c combatState) clone() combatState {
	c.attackers = append([]attackRec(nil), c.attackers...)
	c.blocks = append([]blockRec(nil), c.blocks...)
	c.dealtFirst = append([]ObjID(nil), c.dealtFirst...)
	c.removed = append([]attackRec(nil), c.removed...)
	c.removedBlocks = append([]blockRec(nil), c.removedBlocks...)
	c.playerHits = append([]playerHit(nil), c.playerHits...)
	c.assigned = append([]DamageAssignment(nil), c.assigned...)
	c.blockerOrders = append([]BlockerOrdering(nil), c.blockerOrders...) // each Attackers is never changed in place
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
	return a.target.Obj == NoObj && a.team != NoTeam && a.team != g.players[ctrl].Team
}

// ---- Additional combat phases and tokens put onto the battlefield attacking ----

// AdditionalCombat adds a combat phase directly after the current combat phase (CR 500.8:
// the most recently created extra phase comes first; no main phase in between). With
// Main, it adds "after this main phase ... an additional combat phase followed by an
// additional main phase" (Relentless Assault), which happens only when it resolves in a
// main phase (the card's ruling), whichever team's turn it is.
type AdditionalCombat struct{ Main bool }

func (e AdditionalCombat) do(g *Game, r *Resolution) bool {
	if e.Main {
		if s := g.turn.Step; s != Main1 && s != Main2 {
			return true
		}
		g.turn.mainCombats++
		g.note(Entry{Kind: JAdditionalPhasesLater})
		return true
	}
	g.turn.extraCombats++
	g.note(Entry{Kind: JAdditionalCombatLater})
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
	if p == NoPlayer || g.gone(p) || g.players[p].Team != g.turn.Team || !g.combat.declared {
		return true
	}
	if e.May {
		yes, ok := r.yesNo(g, r.Controller, ask(ChCreateAttacking).about(p).card(e.Def))
		if !ok || !yes {
			return ok
		}
	}
	var decls []AttackDecl
	var buf [4]TeamID
	for _, def := range g.defendingTeams(buf[:0]) {
		if g.rb().AttacksTeam() {
			decls = append(decls, AttackDecl{Target: PlayerTarget(g.teams[def].members[0]), Team: def})
			continue
		}
		for _, q := range g.teams[def].members {
			decls = append(decls, AttackDecl{Target: PlayerTarget(q), Team: NoTeam})
		}
		for _, id := range g.battlefield {
			if o := g.obj(id); o.Is(Planeswalker) && g.players[o.Controller].Team == def {
				decls = append(decls, AttackDecl{Target: ObjTarget(id), Team: NoTeam})
			}
		}
	}
	if len(decls) == 0 {
		return true // no opponent it may attack
	}
	opts := make([]Option, len(decls))
	for i, d := range decls {
		opts[i] = Option{Text: g.attackName(d), Player: d.Target.Player, Obj: d.Target.Obj}
	}
	fixOrdinals(opts)
	ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChAttackTarget).card(e.Def), Options: opts, Min: 1, Max: 1})
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
			rec.defender = g.teams[d.Team].members[0]
		case d.Target.IsPlayer():
			rec.defender = d.Target.Player
			rec.team = g.players[d.Target.Player].Team
		default:
			rec.defender = g.obj(d.Target.Obj).Controller
			rec.team = g.players[rec.defender].Team
		}
		g.combat.attackers = append(g.combat.attackers, rec)
		g.note(Entry{Kind: JCreatesAttacking, Player: p, Obj: id, Card: e.Def, Team2: d.Team, Player2: d.Target.Player, Obj2: d.Target.Obj, Card2: g.targetDef(d.Target)})
		g.emit(Event{Kind: EvEntersBattlefield, Obj: id, Player: p, Source: NoObj})
	}
	return true
}
