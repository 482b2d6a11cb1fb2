package rules

import "github.com/ettinmtg/ettin/mtg"

// Step is a step of a turn (CR 500.1); it is the one Step type of the project, shared
// with the notation (package mtg).
type Step = mtg.Step

// Steps in order.
const (
	Untap             = mtg.Untap
	Upkeep            = mtg.Upkeep
	DrawStep          = mtg.DrawStep
	Main1             = mtg.Main1
	BeginCombat       = mtg.BeginCombat
	DeclareAttackers  = mtg.DeclareAttackers
	DeclareBlockers   = mtg.DeclareBlockers
	FirstStrikeDamage = mtg.FirstStrikeDamage
	CombatDamage      = mtg.CombatDamage
	EndCombat         = mtg.EndCombat
	Main2             = mtg.Main2
	EndStep           = mtg.EndStep
	Cleanup           = mtg.Cleanup
)

// wait is what the engine is waiting for.
type wait uint8

const (
	waitNone wait = iota
	waitPriority
	waitChoice
	waitMulligan
	waitBottom
	waitAttack
	waitBlock
	waitAssign
	waitOrder
	waitDiscard
)

// stage is where the engine is in its procedures.
type stage uint8

const (
	stageStep      stage = iota // perform the current step's turn-based actions
	stagePriority               // give priority (after state-based actions and triggers)
	stageResolving              // resolve the top of the stack
	stageEndStep                // the step ends: empty mana pools, go to the next step
)

// begin starts the game: starting team (CR 103.1), shuffles (103.3), opening hands (103.4),
// then mulligans or the first turn.
func (g *Game) begin() {
	if !g.cfg.NoShuffle {
		for p := range g.players {
			g.shuffle(PlayerID(p))
		}
	}
	// Config.StartingTeam names a side (sides.go), whose starting seat takes the turn.
	start := g.startingSeat(SideID(g.cfg.StartingTeam))
	if g.cfg.StartingTeam == NoTeam || int(g.cfg.StartingTeam) >= len(g.sides) {
		start = g.startingSeat(SideID(g.rng.Intn(len(g.sides))))
		g.note(Entry{Kind: JStartChosen, Team: start})
	}
	g.turn.Team = start
	g.note(Entry{Kind: JGameStart, Team: start})
	for _, p := range g.playerOrder() {
		g.drawQuiet(p, 7-len(g.players[p].hand)) // CR 103.4 (cards already in hand: scenarios)
	}
	if g.cfg.SkipMulligans {
		g.mull.starting = start
		g.beginFirstTurn(0) // CR 805.3b, then the first turn
		g.run()
		return
	}
	g.mull.start(g)
	g.run()
}

// startTurn begins a turn of team t (CR 500, 805.4).
func (g *Game) startTurn(t TeamID) {
	g.turn.Team = t
	g.turn.Number = g.nextTurnNumber()
	g.turn.Step = Untap
	g.turn.started = true
	g.turn.extraCombats = 0
	g.turn.mainCombats, g.turn.regularCombats = 0, 0
	g.turn.attackStepBegun = false
	g.teams[t].TurnsTaken++
	g.stage = stageStep
	g.priority = NoTeam
	g.spellsCastThisTurn = 0
	g.resetTallies()
	for i := range g.players {
		g.players[i].SpellsCastLastTurn, g.players[i].SpellsCast = g.players[i].SpellsCast, 0
		g.players[i].Drawn = 0
	}
	g.endUntilNextTurn(t) // "until your next turn" (CR 611.2b)
	if g.cfg.Variant.OwnTurns() {
		g.turn.seated = g.seatsInGame() // CR 801.2c: ranges of influence as the turn begins
		g.meleeSeated()
	}
	for i := range g.teams {
		if g.inTurn(g.teams[i].members[0]) {
			g.teams[i].GainedLife = false
		}
	}
	for i := range g.players {
		if g.inTurn(PlayerID(i)) {
			g.players[i].UntappedLandsAtStart = 0
		}
	}
	for _, id := range g.battlefield {
		if o := g.obj(id); o.Is(Land) && !o.Tapped && g.inTurn(o.Controller) {
			g.players[o.Controller].UntappedLandsAtStart++
		}
	}
	for i := range g.players {
		p := &g.players[i]
		if !g.inTurn(PlayerID(i)) {
			continue // Grand Melee: another marker's turn (CR 807.4)
		}
		p.LandsPlayed = 0
		p.Pool, p.KeepMana = Pool{}, Pool{}
		p.LifeGained, p.LifeLost, p.Damaged = 0, 0, false
		if p.Team == t {
			p.Controller = p.ControlNext // CR 805.8: control of the player's (team's) turn
			if p.ControlNext != NoPlayer {
				g.note(Entry{Kind: JControlsTurn, Player: p.ControlNext, Player2: PlayerID(i)})
			}
			p.ControlNext = NoPlayer
		} else if p.Controller != NoPlayer {
			p.Controller = NoPlayer
		}
	}
	g.damageLog = nil // damage dealt "this turn" (Grothama)
	for _, id := range g.battlefield {
		// Written only when it changes, here and in the untap and cleanup steps: a write
		// unshares the object from the game's clones (objtable.go).
		if g.obj(id).LoyaltyUsed && g.inTurn(g.obj(id).Controller) {
			g.mut(id).LoyaltyUsed = false
		}
	}
	g.note(Entry{Kind: JTurn, N: int32(g.turn.Number), Team: t})
	if g.turn.Number > g.cfg.MaxTurns {
		g.drawGame(EndTurnLimit)
	}
}

// drawGame ends the game in a draw for cause c.
func (g *Game) drawGame(c EndCause) { g.drawGameBy(c, nil) }

// drawGameBy ends the game as a draw for cause c, by card src's effect (nil: none).
func (g *Game) drawGameBy(c EndCause, src *CardDef) {
	g.over = true
	g.winner = NoTeam
	g.priority = NoTeam
	g.note(Entry{Kind: JGameDrawn, Player: NoPlayer, Card: src, More: &EntryMore{End: c}})
}

// run moves the game forward until it waits on a decision or is over.
func (g *Game) run() {
	for guard := 0; !g.over && g.wait == waitNone; guard++ {
		if guard > 100000 {
			g.drawGame(EndNoProgress)
			return
		}
		switch g.stage {
		case stageStep:
			g.stepActions()
		case stagePriority:
			g.givePriority()
		case stageResolving:
			g.resolveTop()
			if g.choice != nil {
				g.wait = waitChoice
				return
			}
			g.stage = stagePriority
			g.priority = g.nextLiveTeam(g.turn.Team) // CR 117.3b, 805.5b; 800.4j
			g.passes = 0
		case stageEndStep:
			g.endStep()
			if g.melee != nil {
				// CR 807.4: the next marker's turn is played once this turn's next step
				// stands at a priority point (givePriority).
				g.melee.due = true
			}
		}
	}
}

// givePriority performs state-based actions and puts triggers on the stack until neither
// happens, then gives priority to the team due (CR 117.5, 704.3, 805.7).
func (g *Game) givePriority() {
	if g.settled {
		// A pass handed priority on and nothing else happened since the last checks:
		// they would find nothing, in one round of state-based actions (one moment).
		g.settled = false
		g.moment++
		g.wait = waitPriority
		return
	}
	for i := 0; i < 1000; i++ {
		g.applyLayers()
		// CR 603.2: abilities trigger when their event happens, so they are found before
		// state-based actions remove the objects that had them (a creature dealt lethal
		// damage still triggers on being dealt damage).
		g.collectTriggers()
		acted := g.stateBasedActions()
		if g.over {
			return
		}
		if g.choice != nil && g.choice.legend {
			g.wait = waitChoice // CR 704.5j: the controller chooses the legend to keep
			return
		}
		g.collectTriggers()
		g.checkStateTriggers()
		if g.stackTriggers() {
			acted = true
			if g.choice != nil && g.choice.order != nil {
				g.wait = waitChoice // CR 805.7: the team orders its triggers
				return
			}
		}
		if !acted {
			break
		}
	}
	if g.over {
		return
	}
	if g.askTriggerTargets() {
		g.wait = waitChoice
		return
	}
	if len(g.events) > 0 {
		// A trigger's targets were chosen: it became the target event (ward, CR 702.21a)
		// is checked for triggers now, before any team gets priority.
		g.givePriority()
		return
	}
	if !g.rb().LossIsStateBased() {
		g.checkOldLifeLoss() // CR 606.8a of 2006-2008
		if g.over {
			return
		}
	}
	if g.melee != nil && g.rotateMarker() {
		return // CR 807.4, 807.5: this turn waits at its priority point; another is played
	}
	if g.priority == NoTeam {
		g.priority = g.turn.Team
	}
	g.wait = waitPriority
	g.checkedAt = g.actions
}

// pass records that the team with priority passes (CR 805.5b).
func (g *Game) pass() {
	g.passes++
	if g.passes >= g.liveTeams() {
		g.passes = 0
		if len(g.stack) > 0 {
			g.stage = stageResolving
		} else {
			g.stage = stageEndStep
		}
		g.priority = NoTeam
		return
	}
	next := g.priority
	for {
		next = (next + 1) % TeamID(len(g.teams))
		if !g.teams[next].Lost && g.getsPriority(next) {
			break
		}
	}
	g.priority = next
	g.stage = stagePriority
}

func (g *Game) liveTeams() int {
	n := 0
	for i := range g.teams {
		if !g.teams[i].Lost && g.getsPriority(TeamID(i)) {
			n++
		}
	}
	return n
}

// endStep ends the current step: mana empties (CR 500.4) and the next step begins.
func (g *Game) endStep() {
	for i := range g.players {
		g.emptyPool(PlayerID(i)) // CR 500.4 (mana an effect keeps stays, CR 106.4)
	}
	if g.turn.Step == EndCombat {
		g.combat.end(g)
	}
	g.stage = stageStep
	g.priority = NoTeam
	switch s := g.turn.Step; {
	case s == Cleanup:
		// CR 514.3a: after priority in a cleanup step, another cleanup step begins (its
		// discard, damage removal and checks happen again; the turn ends when none acts).
		g.note(Entry{Kind: JAnotherCleanup})
		return
	case s == DeclareAttackers && len(g.combat.attackers) == 0:
		g.turn.Step = EndCombat // CR 508.8
	case s == DeclareBlockers && !g.combat.firstStrike(g):
		g.turn.Step = CombatDamage
	case s == FirstStrikeDamage:
		g.turn.Step = CombatDamage
	case s == EndCombat && g.turn.extraCombats > 0:
		// CR 500.8: an additional combat phase directly after this one (no main phase).
		g.turn.extraCombats--
		g.turn.Step = BeginCombat
		g.note(Entry{Kind: JAdditionalCombat})
	case (s == Main1 || s == Main2) && g.turn.mainCombats > 0:
		// CR 500.8: an additional combat phase, then an additional main phase (a
		// postcombat main phase, CR 505.1a), directly after this main phase; after the
		// precombat main phase the turn's own combat phase still follows them.
		g.turn.mainCombats--
		if s == Main1 {
			g.turn.regularCombats++
		}
		g.turn.Step = BeginCombat
		g.note(Entry{Kind: JAdditionalCombat})
	case s == Main2 && g.turn.regularCombats > 0:
		g.turn.regularCombats--
		g.turn.Step = BeginCombat
	default:
		g.turn.Step++
	}
}

func (g *Game) nextTurn() {
	if g.melee != nil {
		g.passMarker() // CR 807.4c
		return
	}
	// CR 500.7: an extra turn is inserted after the current one; after it, turns go on in
	// the normal order from the last normal turn (an extra turn given to the other team
	// is followed by that team's normal turn).
	last := g.turn.Team
	if g.turn.extra {
		last = g.turn.normalTeam
	}
	var t TeamID
	extra, id := false, 0
	for {
		t, extra, id = g.nextTeam(last), false, 0
		if n := len(g.extraTurns); n > 0 {
			t, id = g.extraTurns[n-1].Team, g.extraTurns[n-1].ID // CR 500.7: the most recently created extra turn first
			g.extraTurns = g.extraTurns[:n-1]
			extra = true
		}
		for g.teams[t].Lost {
			// CR 800.4k: a player who left begins no turn; 800.4m: what lasts until their
			// next turn ends as it would have begun.
			g.endUntilNextTurn(t)
			t = g.nextTeam(t)
		}
		// CR 614.10a: a skipped turn is passed over as though it didn't exist, extra or
		// not; the turn after a skipped normal turn follows it in the normal order.
		if g.teams[t].SkipTurns == 0 {
			break
		}
		g.teams[t].SkipTurns--
		g.note(Entry{Kind: JSkipsTurn, Team: t})
		if !extra {
			last = t
		} else {
			g.dropTurnEffects(id) // CR 614.10a: what was scheduled for it won't happen
		}
	}
	g.startTurn(t)
	g.turn.extra, g.turn.normalTeam, g.turn.extraID = extra, last, id
}

// stepActions performs the turn-based actions of the current step (CR 501-514) and then
// gives priority, or moves on for steps without priority.
func (g *Game) stepActions() {
	t := g.turn.Team
	switch g.turn.Step {
	case Untap:
		if g.askKeepTapped(t) {
			g.wait = waitChoice // CR 502.3: which permanents "may" stay tapped
			return
		}
		g.untapTeam(t, nil)
		return
	case Upkeep, EndStep, BeginCombat, Main1, Main2:
		if g.turn.Step == Main1 {
			g.addLoreCounters() // CR 714.3b
		}
		// Main1, Main2: "at the beginning of your precombat (first) main phase", "... your
		// second main phase" (CR 505.1a).
		g.emit(Event{Kind: EvBeginStep, Step: g.turn.Step, Player: NoPlayer, Obj: NoObj, Source: NoObj})
	case DrawStep:
		team := &g.teams[t]
		if team.SkipDraw > 0 {
			team.SkipDraw--
			g.note(Entry{Kind: JSkipsDraw, Team: t})
			g.turn.Step = Main1
			return
		}
		first := team.TurnsTaken == 1 && t == g.startingTeam()
		if first && g.rb().StartingTeamSkipsDraw() {
			g.note(Entry{Kind: JSkipsFirstDraw, Team: t})
			g.turn.Step = Main1
			return
		}
		for i, p := range team.members {
			if team.Lost {
				break // CR 800.4j: the turn goes on without its active player, who draws nothing
			}
			if first && i == 0 && g.rb().twoHG() {
				g.note(Entry{Kind: JPrimaryNoDraw, Player: p})
				continue
			}
			g.draw(p, 1) // CR 504.1, 805.4b
		}
		g.emit(Event{Kind: EvBeginStep, Step: DrawStep, Player: NoPlayer, Obj: NoObj, Source: NoObj})
	case DeclareAttackers:
		g.turn.attackStepBegun = true // whether or not any creature is declared (CR 508.8)
		if !g.combat.declared {
			if g.canAnyAttack() {
				g.wait = waitAttack
				return
			}
			g.combat.declared = true
			g.note(Entry{Kind: JNoAttackers, Team: t})
		}
	case DeclareBlockers:
		if !g.combat.blocksDeclared {
			if g.blockingTeam() != NoTeam {
				g.wait = waitBlock
				return
			}
			g.combat.blocksDeclared = true
		}
		if g.needOrder() {
			g.wait = waitOrder // 2011 rules: damage assignment order (CR 810.7e of 2011)
			return
		}
	case FirstStrikeDamage, CombatDamage:
		if !g.combat.damageDone(g.turn.Step) {
			if g.assignTeam() != NoTeam {
				g.wait = waitAssign // CR 510.1: the attacking team, then the defending team
				return
			}
			g.combatDamage(g.combat.assigned)
		}
	case Cleanup:
		if g.needCleanupDiscard() != NoPlayer {
			g.wait = waitDiscard
			return
		}
		g.cleanup()
		return
	}
	g.stage = stagePriority
	g.priority = g.nextLiveTeam(t) // CR 800.4j: without an active player, the next in turn order
	g.passes = 0
}

func (g *Game) startingTeam() TeamID { return g.mull.starting }

// cleanup removes damage and ends "until end of turn" effects (CR 514.2); if anything
// then happens, the team gets priority and another cleanup step follows (514.3a).
func (g *Game) cleanup() {
	for _, id := range g.battlefield {
		if o := g.obj(id); (o.Damage != 0 || o.Deathtouched) && g.inTurn(o.Controller) {
			m := g.mut(id)
			m.Damage, m.Deathtouched = 0, false
		}
	}
	g.endTurnEffects()
	g.collectTriggers() // CR 603.2: before state-based actions remove their sources
	acted := g.stateBasedActions()
	g.collectTriggers()
	if g.stackTriggers() || acted {
		g.stage = stagePriority
		g.priority = g.nextLiveTeam(g.turn.Team) // CR 800.4j
		g.passes = 0
		return
	}
	g.nextTurn()
}

// needCleanupDiscard returns the first player of the active team over the maximum hand
// size (CR 514.1), or NoPlayer.
func (g *Game) needCleanupDiscard() PlayerID {
	for _, p := range g.teams[g.turn.Team].members {
		if g.overHandSize(p) > 0 {
			return p
		}
	}
	return NoPlayer
}

// discarder returns who discards to hand size with the choice a names: that player when
// they are of the active team and over seven cards (CR 805.6: the team's players choose in
// whatever order they like), else the first such player.
func (g *Game) discarder(a *Action) PlayerID {
	p := a.Player
	if p >= 0 && int(p) < len(g.players) && g.players[p].Team == g.turn.Team && g.overHandSize(p) > 0 {
		return p
	}
	return g.needCleanupDiscard()
}

// draw makes player p draw n cards (CR 121). Drawing from an empty library makes the
// player lose at the next state-based action check (704.5b).
func (g *Game) draw(p PlayerID, n int) {
	pl := &g.players[p]
	for i := 0; i < n; i++ {
		if len(pl.library) == 0 {
			pl.DrewEmpty = true
			g.note(Entry{Kind: JDrawsFromEmpty, Player: p})
			return
		}
		id := pl.library[0]
		def := g.obj(id).Def
		id = g.moveTo(id, ZoneHand, false)
		pl.Drawn++
		g.emit(Event{Kind: EvDraws, Player: p, Obj: NoObj, Source: NoObj, Amount: pl.Drawn})
		g.noteSecret(pl.Team, Entry{Kind: JDraws, Player: p, Obj: id, Card: def})
	}
}

// drawQuiet draws an opening hand with one journal entry.
func (g *Game) drawQuiet(p PlayerID, n int) {
	pl := &g.players[p]
	for i := 0; i < n && len(pl.library) > 0; i++ {
		id := pl.library[0]
		g.moveTo(id, ZoneHand, false)
	}
	g.note(Entry{Kind: JDrawsHand, Player: p, N: int32(len(pl.hand))})
}

// dropTurnEffects ends the effects that wait for extra turn id, which won't happen.
func (g *Game) dropTurnEffects(id int) {
	out := g.effects[:0]
	for _, e := range g.effects {
		if e.Turn != id {
			out = append(out, e)
		}
	}
	g.effects = out
}
