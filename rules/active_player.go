package rules

// "The active player" and "the attacking player" in Two-Headed Giant (CR 805.9, 805.10c):
// each means one specific player of the team, chosen by the ability's controller.

// ChooseActivePlayer: the controller chooses one player of the active team as "the active
// player" the ability refers to, as its effect is applied (CR 805.9); the choice is
// remembered for the WhoChosen effects that follow.
type ChooseActivePlayer struct{}

func (ChooseActivePlayer) do(g *Game, r *Resolution) bool {
	return r.chooseOnePlayer(g, g.teamPlayers(g.turn.Team), ChActivePlayer, "active player", "805.9", JChoosesActivePlayer)
}

// chooseOnePlayer sets r.chosen to the one player of cands the ability refers to as
// "the <role>": the only candidate, or the one the controller chooses (CR 805.9,
// 805.10c); none without candidates. It reports false while the choice is pending.
func (r *Resolution) chooseOnePlayer(g *Game, cands []PlayerID, kind ChoiceKind, role, rule string, k EntryKind) bool {
	r.chosen = cands
	if len(cands) <= 1 {
		return true
	}
	ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Team: g.players[r.Controller].Team,
		Choice: ask(kind), Options: g.playerOptions(cands), Min: 1, Max: 1})
	if !ok {
		return false
	}
	p := cands[ans[0]]
	g.note(Entry{Kind: k, Player: r.Controller, Player2: p})
	r.chosen = []PlayerID{p}
	return true
}

// teamPlayers lists the players of team t who haven't lost, in the team's order (primary
// player first).
func (g *Game) teamPlayers(t TeamID) []PlayerID {
	var out []PlayerID
	for _, p := range g.teams[t].members {
		if !g.players[p].Lost {
			out = append(out, p)
		}
	}
	return out
}

// MustAttackThisTurn: each creature the selected players control attacks this turn if
// able (CR 508.1d).
type MustAttackThisTurn struct{ Who Who }

func (e MustAttackThisTurn) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		t := g.players[p].Team
		if t != g.turn.Team {
			continue // "this turn": only the active team's creatures attack
		}
		g.addEffect(ContEffect{Kind: EffMustAttack, Obj: NoObj, Player: p, N: g.teams[t].TurnsTaken, Until: UntilEndOfTurn}, r)
		g.note(Entry{Kind: JMustAttackThisTurn, Player: p})
	}
	return true
}

// DestroyDidntAttackAtEnd creates a delayed triggered ability (CR 603.7): at the beginning
// of the next end step, destroy each creature matching Filter the selected player controls
// that didn't attack this turn, ignoring those the player hasn't controlled continuously
// since the turn began (Siren's Call).
type DestroyDidntAttackAtEnd struct {
	Who    Who
	Filter Filter
}

func (e DestroyDidntAttackAtEnd) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		// The player is fixed now, so the delayed ability is made for this resolution.
		ab := &Ability{Kind: TriggeredAbility, Text: "destroy the creatures that didn't attack",
			Trigger: &Trigger{Event: EvBeginStep, Step: EndStep},
			Effects: []Effect{DestroyDidntAttack{Player: p, Filter: e.Filter}}}
		CreateDelayedTrigger{Ability: ab}.do(g, r)
	}
	return true
}

// DestroyDidntAttack destroys each creature matching Filter that Player controls, has
// controlled continuously since the turn began, and didn't attack this turn.
type DestroyDidntAttack struct {
	Player PlayerID
	Filter Filter
}

func (e DestroyDidntAttack) do(g *Game, r *Resolution) bool {
	if e.Player < 0 || int(e.Player) >= len(g.players) || g.players[e.Player].Lost {
		return true
	}
	var doomed []ObjID
	for _, id := range g.battlefield {
		o := g.obj(id)
		// Sick: not controlled continuously since the controller's team's turn began
		// (CR 302.6), which is this turn when that team is active.
		if o.Controller != e.Player || o.Sick || !o.Is(Creature) || g.attackedThisTurn(id) {
			continue
		}
		if g.matches(id, &e.Filter, r.Source, r.Controller) {
			doomed = append(doomed, id)
		}
	}
	for _, id := range doomed {
		g.destroy(id)
	}
	return true
}

// attackedThisTurn reports whether creature id was declared as an attacker this turn.
func (g *Game) attackedThisTurn(id ObjID) bool {
	for i := range g.effects {
		if e := &g.effects[i]; e.Kind == EffAttackedThisTurn && e.Obj == id {
			return true
		}
	}
	return false
}

// noteAttackers records the declared attackers for the rest of the turn: "creatures that
// attacked this turn" (Relentless Assault; DestroyDidntAttack).
func (g *Game) noteAttackers(decls []AttackDecl) {
	for _, d := range decls {
		g.effects = append(g.effects, ContEffect{Kind: EffAttackedThisTurn, Obj: d.Attacker, Player: NoPlayer, Source: NoObj, Until: UntilEndOfTurn, Marker: g.markerNum()})
	}
}

// castTimingForbidden refuses a spell cast outside the window its card allows:
// "Cast this spell only during an opponent's turn, before attackers are declared." The
// window closes as the turn's first declare attackers step begins (CR 508.1; Siren's Call
// ruling 2013-09-20: "If a turn has multiple combat phases, this spell can only be cast
// before the beginning of the Declare Attackers Step of the first combat phase in that
// turn"), so it stays closed in an additional combat phase's beginning of combat step and
// after a declaration of no attackers.
func (g *Game) castTimingForbidden(p PlayerID, def *CardDef) error {
	if def.Spell == nil || !def.Spell.OpponentsTurnBeforeAttacks {
		return nil
	}
	if g.players[p].Team == g.turn.Team || g.turn.attackStepBegun || g.turn.Step >= DeclareAttackers {
		return refuse(RefusedWrongTiming, "%s can be cast only during an opponent's turn, before attackers are declared", def.Name)
	}
	return nil
}

// controlsMore reports whether player p controls more permanents matching f than q.
func (g *Game) controlsMore(p, q PlayerID, f *Filter) bool {
	n := 0
	for _, id := range g.battlefield {
		o := g.obj(id)
		if f.Types != 0 && o.Cur.Types&f.Types == 0 {
			continue
		}
		switch o.Controller {
		case p:
			n++
		case q:
			n--
		}
	}
	return n > 0
}

// selfStatic returns creature id's active static ability of kind k, or nil.
func (g *Game) selfStatic(id ObjID, k StaticKind) *Static {
	for _, a := range g.obj(id).Def.Abilities {
		if a.Static != nil && a.Static.Kind == k && g.staticActive(a.Static, id) {
			return a.Static
		}
	}
	return nil
}

// attackAllowedVsDefender checks "can't attack unless you control more ... than defending
// player" and "can't attack unless defending player controls an Island" for an attack
// declaration: the defending player is the one attacked (CR 805.10e). Attacking a team as
// a group, the answer is yes if it is for either defending player (606.7a of 2008, 810.7b
// of 2011); in 2006 it must be yes for both, since a creature unable to attack one
// defending player can't attack the team (606.7b of 2006).
func (g *Game) attackAllowedVsDefender(id ObjID, d AttackDecl) bool {
	st := g.selfStatic(id, StCantAttackUnlessMore)
	has := g.selfStatic(id, StCantAttackUnlessDefenderControls)
	if st == nil && has == nil {
		return true
	}
	ctrl := g.obj(id).Controller
	more := func(q PlayerID) bool {
		return (st == nil || g.controlsMore(ctrl, q, &st.Filter)) && (has == nil || g.controlsMatching(q, &has.Filter, id, ctrl))
	}
	switch {
	case d.Team != NoTeam && g.rb().BarredByOneDefender():
		for _, q := range g.teams[d.Team].members {
			if !more(q) {
				return false // CR 606.7b (2006)
			}
		}
		return true
	case d.Team != NoTeam:
		return eitherPlayer(g.teams[d.Team].members, more) // CR 606.7a (2008), 810.7b (2011)
	case d.Target.IsPlayer():
		return more(d.Target.Player)
	case d.Target.Obj != NoObj:
		return more(g.obj(d.Target.Obj).Controller)
	}
	return false
}

// blockAllowedVsAttacker checks "can't block unless you control more ... than attacking
// player": the attacking player is the controller of the attacking creature it would
// block (CR 805.10c), not the attacking team; in 2008 and 2011 it means both attacking
// players, and the answer is yes if it is for either (606.7a of 2008, 810.7b of 2011).
func (g *Game) blockAllowedVsAttacker(blocker, attacker ObjID) bool {
	st := g.selfStatic(blocker, StCantBlockUnlessMore)
	if st == nil {
		return true
	}
	more := func(q PlayerID) bool { return g.controlsMore(g.obj(blocker).Controller, q, &st.Filter) }
	if g.rb().EitherPlayerAnswers() {
		return eitherPlayer(g.teamPlayers(g.players[g.obj(attacker).Controller].Team), more) // CR 606.7a (2008), 810.7b (2011)
	}
	return more(g.obj(attacker).Controller)
}

// eitherPlayer answers a question about "the defending player" or "the attacking player"
// that refers to both players of a team (606.7a of 2008, 810.7b of 2011): yes if it is yes
// for either. A negative question is asked as its positive counterpart and then negated
// (Condition.Not), so that it answers yes only when the positive one answers no.
func eitherPlayer(ps []PlayerID, yes func(PlayerID) bool) bool {
	for _, p := range ps {
		if yes(p) {
			return true
		}
	}
	return false
}

// defendingAnswer answers a question about "defending player" in an ability of creature
// obj (or of the Aura on it) outside one-shot effects: about the player it attacks (CR
// 805.10e), or, where the reference means both defending players, yes if it is for either
// (606.7a of 2008, 810.7b of 2011).
func (g *Game) defendingAnswer(obj ObjID, yes func(PlayerID) bool) bool {
	if g.rb().EitherPlayerAnswers() {
		if t := g.combat.defendingTeamOf(g, obj); t != NoTeam {
			return eitherPlayer(g.teams[t].members, yes)
		}
	}
	p := g.combat.defendingPlayerOf(g, obj)
	return p != NoPlayer && yes(p)
}

// ChooseAttackingPlayer fixes "attacking player" for the effects that follow (WhoChosen),
// as the effect is applied (CR 805.10c). It is one player, not the attacking team: for an
// ability of a blocking creature, the controller of the attacking creature it blocks; if
// several players could be chosen (it blocks creatures of both attacking players, or it
// isn't blocking at all), the ability's controller chooses one.
type ChooseAttackingPlayer struct{}

func (ChooseAttackingPlayer) do(g *Game, r *Resolution) bool {
	return r.chooseOnePlayer(g, g.attackingPlayersFor(r), ChAttackingPlayer, "attacking player", "805.10c", JChoosesAttackingPlayer)
}

// attackingPlayersFor lists the players "attacking player" may mean for resolution r, in
// the team's order; none outside combat.
func (g *Game) attackingPlayersFor(r *Resolution) []PlayerID {
	if g.turn.Step < BeginCombat || g.turn.Step > EndCombat {
		return nil
	}
	all := g.teamPlayers(g.turn.Team) // CR 805.10a: each player of the active team is an attacking player
	if g.rb().AttacksTeam() {
		// The older editions' team attacks as a group: either member (Souls of the
		// Faultless ruling 2006-02-01).
		return all
	}
	// CR 805.10c: the controllers of the attackers the source blocks, or blocked before
	// it or they left combat (last known information: Souls of the Faultless dealt
	// lethal damage still refers to the creatures it blocked).
	blocks := func(p PlayerID, bs []blockRec) bool {
		for _, b := range bs {
			if b.blocker == r.Source && g.obj(b.attacker).Controller == p {
				return true
			}
		}
		return false
	}
	var out []PlayerID
	for _, p := range all {
		if blocks(p, g.combat.blocks) || blocks(p, g.combat.removedBlocks) {
			out = append(out, p)
		}
	}
	if len(out) == 0 {
		return all // not a blocker (Souls of the Faultless attacking): any attacking player
	}
	return out
}
