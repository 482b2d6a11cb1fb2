package rules

import (
	"fmt"
	"slices"
)

// Grand Melee (CR 807, seed 608): several turns at once, each kept by a turn marker.
//
// A Grand Melee game is a set of simultaneous turns, one per turn marker, each with its own
// step, stack, priority holder and combat (CR 807.4, 807.5). The game's turn fields (turn,
// combat, stack, priority, the turn's spells and damage record) hold the turn of one
// marker, the current one; every other marker's turn is parked in its marker, with its own
// stack, priority holder and passes. The engine plays the markers' turns step by step, in
// marker order: once a step of the current marker's turn has ended and the next step has
// begun (its turn-based actions done, its triggers on its stack), the turn is parked at
// that step's first priority point and the next marker's turn is brought in. So every
// marker's turn that has begun stands at a priority point while another is played, and a
// player may hold priority for several stacks at once (CR 807.5a): the engine asks them on
// the stack being played, and they may act or pass on any other stack they hold priority
// for, naming it (CR 807.5b; Action's Stack). Acting on another stack brings that marker's
// turn in and parks the one being played where it stood, its passes kept (each stack's
// passes are counted apart). A spell or ability can target only objects on the stack it
// goes on, so one targeting an object on another stack is put on that stack (807.5b, last
// sentence), and what triggers goes on the stack being played, the stack of its cause.
//
// Every other variant has no markers (Game.melee is nil) and plays exactly as before.

// meleeState holds the turn markers of a Grand Melee game.
type meleeState struct {
	// markers are the turn markers in the game, by number (CR 807.4b); a removed marker
	// is gone from the list.
	markers []turnMarker
	// cur indexes the marker whose turn the game's turn fields hold.
	cur int
	// begun counts the turns begun in the game, which numbers them.
	begun int
	// together counts the nested brackets of players leaving the game at the same time
	// (beginLeaving); leaving lists those who left within them, whose turn markers are
	// designated for removal once the last has left (CR 807.4e). Both are empty between
	// actions.
	together int
	leaving  []TeamID
	// due: a step of the current marker's turn has ended since it was brought in, so its
	// turn is parked at the next priority point and the next marker's turn played.
	due bool
}

// turnMarker is one turn marker: who holds it and, while another marker's turn is being
// played, its own turn parked between two steps.
type turnMarker struct {
	num  int    // CR 807.4b: markers are numbered as they are handed out
	seat TeamID // the player (a team of one) holding it
	// state: in a turn, waiting to begin one (CR 807.4d), or ready to begin one when the
	// engine brings the marker in.
	state markerState
	// removal counts the times the marker is designated for removal (CR 807.4e-g).
	removal int
	// owesTurn: the holder took an extra turn on receiving the marker (CR 807.4j), and
	// their normal turn follows it.
	owesTurn bool
	// keptForExtra: the holder kept the marker for an extra turn (CR 807.4i), which
	// replaces no normal turn.
	keptForExtra bool
	parked       parkedTurn
}

// markerState says what a turn marker's holder is doing.
type markerState uint8

const (
	markerInTurn  markerState = iota // taking a turn (parked when not current)
	markerReady                      // may begin a turn; begins it when brought in
	markerWaiting                    // can't begin a turn yet (CR 807.4d, 807.4i)
)

// parkedTurn is the per-turn state of a marker whose turn is not the current one: between
// two steps (stage stageStep), or at a priority point with its stack, the team holding
// priority for it and the passes made on it in succession (CR 807.5, 807.5a).
type parkedTurn struct {
	turn      turnState
	combat    combatState
	spells    int
	damageLog []damageRec
	stack     []StackItem
	stage     stage
	priority  TeamID
	passes    int
}

// MarkerInfo describes a turn marker of a Grand Melee game (CR 807.4).
type MarkerInfo struct {
	// Number is the marker's number (CR 807.4b).
	Number int
	// Player holds the marker.
	Player PlayerID
	// Waiting: the holder can't begin their turn yet (CR 807.4d, 807.4i); Ready: the
	// holder begins their turn when the engine next plays this marker.
	Waiting, Ready bool
	// Step is the step of the holder's turn while they take one.
	Step Step
	// Current: this marker's turn is the one being played, whose stack and priority the
	// game shows (807.5).
	Current bool
	// Stack counts the objects on the marker's stack (CR 807.5).
	Stack int
	// Removal counts the designations for removal (CR 807.4e-g).
	Removal int
}

// Markers describes the turn markers in marker order; nil outside Grand Melee.
func (g *Game) Markers() []MarkerInfo {
	if g.melee == nil {
		return nil
	}
	out := make([]MarkerInfo, len(g.melee.markers))
	for i := range g.melee.markers {
		m := &g.melee.markers[i]
		info := MarkerInfo{Number: m.num, Player: g.teams[m.seat].members[0], Waiting: m.state == markerWaiting,
			Ready: m.state == markerReady, Removal: m.removal, Current: i == g.melee.cur}
		switch {
		case info.Current:
			info.Step, info.Stack = g.turn.Step, len(g.stack)
		case m.state == markerInTurn:
			info.Step, info.Stack = m.parked.turn.Step, len(m.parked.stack)
		}
		out[i] = info
	}
	return out
}

// markerNum is the number of the current turn marker, 0 outside Grand Melee: "until end
// of turn" effects end with the turn of the marker they began in.
func (g *Game) markerNum() int {
	if g.melee == nil || len(g.melee.markers) == 0 {
		return 0
	}
	return g.melee.markers[g.melee.cur].num
}

// inTurn reports whether player p takes part in the current turn for what is counted or
// reset turn by turn: every player, but in Grand Melee only those within the active
// player's range of influence as the turn began, so that one marker's turn doesn't reset
// what another's players did.
func (g *Game) inTurn(p PlayerID) bool {
	if g.melee == nil {
		return true
	}
	return g.InRange(g.teams[g.turn.Team].members[0], p)
}

// getsPriority reports whether team t may hold priority for the current stack: always,
// but in Grand Melee only when the active player, or the controller of an object on the
// stack, is within its player's range of influence (CR 807.5a). Should every such player
// have left the game, the players still in it do, so that the turn goes on (CR 800.4j).
func (g *Game) getsPriority(t TeamID) bool {
	if g.melee == nil || g.stackInRange(t) {
		return true
	}
	for i := range g.teams {
		if !g.teams[i].Lost && g.stackInRange(TeamID(i)) {
			return false
		}
	}
	return true
}

// stackInRange reports whether the current marker, or an object on its stack, is within
// the range of influence of team t's player (CR 807.5a).
func (g *Game) stackInRange(t TeamID) bool { return g.stackReaches(t, g.turn.Team, g.stack) }

// stackReaches reports whether the active team of a turn, or the controller of an object
// on its stack st, is within the range of influence of team t's player (CR 807.5a).
func (g *Game) stackReaches(t, active TeamID, st []StackItem) bool {
	p := g.teams[t].members[0]
	if g.InRange(p, g.teams[active].members[0]) {
		return true
	}
	for i := range st {
		if g.InRange(p, st[i].Controller) {
			return true
		}
	}
	return false
}

// seatLeft returns the first seat to t's left still in the game, NoTeam when none is.
func (g *Game) seatLeft(t TeamID, dir int) TeamID {
	n := len(g.teams)
	for i, s := 1, int(t); i < n; i++ {
		s = (s + dir + n) % n
		if !g.teams[s].Lost {
			return TeamID(s)
		}
	}
	return NoTeam
}

// markerAt returns the index of the marker seat s holds, or -1.
func (g *Game) markerAt(s TeamID) int {
	return g.findMarker(func(m *turnMarker) bool { return m.seat == s })
}

// findMarker returns the index of the first marker f holds true for, or -1.
func (g *Game) findMarker(f func(*turnMarker) bool) int {
	for i := range g.melee.markers {
		if f(&g.melee.markers[i]) {
			return i
		}
	}
	return -1
}

// markerNear reports whether a marker other than marker i is held within the three seats
// in the game on the side dir of seat s (1: left, -1: right; CR 807.4d, 807.4i).
func (g *Game) markerNear(i int, s TeamID, dir int) bool {
	for k := 0; k < 3; k++ {
		if s = g.seatLeft(s, dir); s == NoTeam {
			return false
		}
		if j := g.markerAt(s); j >= 0 && j != i {
			return true
		}
	}
	return false
}

// markerBlocked reports whether the holder of marker i, at seat s, can't begin a turn with
// it: another marker is within the three seats to their left (CR 807.4d), or they hold
// another marker too (after players left; a player takes one turn at a time).
func (g *Game) markerBlocked(i int, s TeamID) bool {
	for j := range g.melee.markers {
		if j != i && g.melee.markers[j].seat == s && (g.melee.markers[j].state == markerInTurn || j < i) {
			return true
		}
	}
	return g.markerNear(i, s, 1)
}

// markersFor is the number of turn markers n players in the game call for: one for each
// full four players (CR 807.4a), and never fewer than one while the game goes on.
func markersFor(n int) int { return max(1, n/4) }

// dealMarkers hands out the turn markers as the first turn begins: the starting player
// gets the first, the player four seats to their left the second, and so on (CR
// 807.4a-b). The starting player's turn has begun; the others begin as the engine brings
// their markers in, all of them "at the same time".
func (g *Game) dealMarkers(start TeamID) {
	live := 0
	for i := range g.teams {
		if !g.teams[i].Lost {
			live++
		}
	}
	s := start
	for k := 0; k < markersFor(live); k++ {
		st := markerReady
		if k == 0 {
			st = markerInTurn
		}
		g.melee.markers = append(g.melee.markers, turnMarker{num: k + 1, seat: s, state: st})
		g.note(Entry{Kind: JMarkerTaken, N: int32(k + 1), Team: s})
		for j := 0; j < 4; j++ {
			s = g.seatLeft(s, 1)
		}
	}
	g.melee.cur = 0
}

// meleeSeated fixes the ranges of influence of the turns under way at the other markers as
// a turn begins (CR 801.2c: as each turn begins, not only one's own): players on either
// side of seats whose players left enter one another's range when the next turn begins,
// whichever marker's it is (807.4h).
func (g *Game) meleeSeated() {
	if g.melee == nil {
		return
	}
	for i := range g.melee.markers {
		if m := &g.melee.markers[i]; i != g.melee.cur && m.state == markerInTurn {
			m.parked.turn.seated = g.turn.seated
		}
	}
}

// park keeps the current turn's state in the current marker: its stack, and the team
// holding priority for it and the passes made on it when it stands at a priority point.
func (g *Game) park() {
	m := &g.melee.markers[g.melee.cur]
	m.parked = parkedTurn{turn: g.turn, combat: g.combat, spells: g.spellsCastThisTurn, damageLog: g.damageLog,
		stack: g.stack, stage: g.stage, priority: g.priority, passes: g.passes}
	if g.stage != stagePriority {
		m.parked.stage, m.parked.priority, m.parked.passes = stageStep, NoTeam, 0
	}
	g.stack = nil
}

// unpark brings in marker i's parked turn as the current one, between two steps or at its
// priority point, where priority is given again after the checks (CR 117.5). What left the
// battlefield while it was parked is out of its combat (CR 506.4).
func (g *Game) unpark(i int) {
	g.melee.cur = i
	p := &g.melee.markers[i].parked
	g.turn, g.combat, g.spellsCastThisTurn, g.damageLog = p.turn, p.combat, p.spells, p.damageLog
	g.stack, g.stage, g.priority, g.passes, g.wait = p.stack, p.stage, p.priority, p.passes, waitNone
	*p = parkedTurn{}
	g.settled = false
	var gone []ObjID
	for _, a := range g.combat.attackers {
		if g.obj(a.obj).Zone != ZoneBattlefield {
			gone = append(gone, a.obj)
		}
	}
	for _, b := range g.combat.blocks {
		if g.obj(b.blocker).Zone != ZoneBattlefield {
			gone = append(gone, b.blocker)
		}
	}
	for _, id := range gone {
		g.combat.remove(id)
	}
}

// recheckHolder hands priority on when the turn just brought in waits at a priority point
// whose holder left the game, or no longer gets priority for its stack, while it waited
// (CR 800.4j, 807.5a): the next team that does holds it.
func (g *Game) recheckHolder() {
	if g.stage == stagePriority && g.priority != NoTeam && (g.teams[g.priority].Lost || !g.getsPriority(g.priority)) {
		g.priority = g.nextLiveTeam(g.priority)
	}
}

// heldStacks returns the indexes of the markers other than the current one whose turns
// stand at a priority point that team t holds and still gets (its marker, or an object on
// its stack, within t's range): the other stacks t holds priority for (CR 807.5a-b).
func (g *Game) heldStacks(t TeamID) []int {
	var out []int
	for i := range g.melee.markers {
		if m := &g.melee.markers[i]; i != g.melee.cur && m.state == markerInTurn && m.parked.stage == stagePriority &&
			m.parked.priority == t && !g.teams[t].Lost && g.stackReaches(t, m.parked.turn.Team, m.parked.stack) {
			out = append(out, i)
		}
	}
	return out
}

// markerIndex returns the index of the marker numbered num, or -1.
func (g *Game) markerIndex(num int) int {
	return g.findMarker(func(m *turnMarker) bool { return m.num == num })
}

// switchStack makes marker i's stack, which the team holding priority for the current
// one holds priority for too, the stack being played: the current turn is parked at its
// priority point with its passes, and marker i's is brought in where it stood. Nothing
// happens in between, so priority is held at once, without new checks (CR 807.5b).
func (g *Game) switchStack(i int) {
	g.park()
	g.unpark(i)
	g.stage, g.wait = stagePriority, waitPriority
	if g.scratch != nil {
		// What a hand or a graveyard offers depends on the stack (targets, timing): the
		// records of the last listing don't hold for another stack.
		g.scratch.hands = [memoPlayers]handRecord{}
		g.scratch.flashback = [memoPlayers]flashbackRecord{}
	}
}

// applyOnStack applies action a, which names the stack it is taken on (CR 807.5b): on
// another stack than the one being played, which the acting team must hold priority for,
// that stack becomes the one being played first; a refused action changes nothing.
func (g *Game) applyOnStack(a *Action) error {
	i := g.markerIndex(a.Rare.Stack)
	if i < 0 {
		return refuse(RefusedWrongTiming, "there is no stack %d: no turn marker %d (CR 807.5)", a.Rare.Stack, a.Rare.Stack)
	}
	if i == g.melee.cur {
		return g.applyPriority(a)
	}
	t := a.Team
	if a.Kind != ActPass {
		if err := g.checkPlayer(a.Player); err != nil {
			return err
		}
		t = g.players[a.Player].Team
	} else if err := g.checkTeam(t); err != nil {
		return err
	}
	if !slices.Contains(g.heldStacks(t), i) {
		return refuse(RefusedNotYourPriority, "%s doesn't hold priority for stack %d (CR 807.5a)", g.teams[t].Name, a.Rare.Stack)
	}
	from := g.melee.cur
	g.switchStack(i)
	if err := g.applyPriority(a); err != nil {
		g.switchStack(from)
		return err
	}
	return nil
}

// meleePriorityActions lists the priority actions of the stack being played and, for
// each other stack the team holds priority for, its actions naming that stack (CR
// 807.5b).
func (g *Game) meleePriorityActions() []Action {
	out := g.priorityActions()
	held := g.heldStacks(g.priority)
	if len(held) == 0 {
		return out
	}
	// Listing changes nothing: the stacks are switched back, and settled kept.
	from, settled := g.melee.cur, g.settled
	for _, i := range held {
		g.switchStack(i)
		for _, a := range g.priorityActions() {
			out = append(out, a.OnStack(g.melee.markers[i].num))
		}
		g.switchStack(from)
	}
	g.settled = settled
	return out
}

// HoldsOtherStacks reports whether the team holding priority holds priority for another
// turn marker's stack too (CR 807.5a-b), so that the decision lists actions on it; false
// outside Grand Melee and at other decisions.
func (g *Game) HoldsOtherStacks() bool {
	return g.melee != nil && g.wait == waitPriority && !g.over && len(g.heldStacks(g.priority)) > 0
}

// PlayingStack returns a copy of the game in which stack n (turn marker n's, CR 807.5)
// is the one being played, for naming the objects of an action on that stack: the team
// holding priority for the stack being played must hold priority for stack n too
// (807.5a-b). Outside Grand Melee, or while no team holds priority, it is refused.
func (g *Game) PlayingStack(n int) (*Game, error) {
	if g.melee == nil {
		return nil, refuse(RefusedMalformed, "stack %d: only Grand Melee has a stack per turn marker (CR 807.5)", n)
	}
	if g.over || g.wait != waitPriority {
		return nil, refuse(RefusedOtherDecision, "stack %d: no player holds priority now", n)
	}
	i := g.markerIndex(n)
	if i < 0 {
		return nil, refuse(RefusedWrongTiming, "there is no stack %d: no turn marker %d (CR 807.5)", n, n)
	}
	c := g.Clone()
	if i == g.melee.cur {
		return c, nil
	}
	if !slices.Contains(g.heldStacks(g.priority), i) {
		return nil, refuse(RefusedNotYourPriority, "%s doesn't hold priority for stack %d; stack %d is the one being played (CR 807.5a-b)",
			g.teams[g.priority].Name, n, g.markerNum())
	}
	c.switchStack(i)
	return c, nil
}

// OtherStacks returns copies of the stacks of the turn markers other than the one being
// played (Grand Melee, CR 807.5), in marker order; nil in other variants.
func (g *Game) OtherStacks() [][]StackItem {
	if g.melee == nil {
		return nil
	}
	var out [][]StackItem
	for i := range g.melee.markers {
		if i != g.melee.cur {
			out = append(out, cloneStack(g.melee.markers[i].parked.stack))
		}
	}
	return out
}

// parkedStacks calls f with each parked turn's stack as the game's stack, for what
// reaches every stack (a player leaving the game, CR 800.4a); nothing outside Grand Melee.
func (g *Game) parkedStacks(f func()) {
	if g.melee == nil {
		return
	}
	own := g.stack
	for i := range g.melee.markers {
		if m := &g.melee.markers[i]; i != g.melee.cur && len(m.parked.stack) > 0 {
			g.stack = m.parked.stack
			f()
			m.parked.stack = g.stack
		}
	}
	g.stack = own
}

// rotateMarker ends the current marker's share of play at a priority point after one of
// its steps ended (CR 807.4): its turn is parked there, priority given to the team due,
// and the next marker in order whose holder takes or may begin a turn is brought in (its
// turn parked, or begun). It reports whether it did.
func (g *Game) rotateMarker() bool {
	if !g.melee.due || len(g.events) > 0 || len(g.pendingTriggers) > 0 || len(g.melee.markers) < 2 {
		return false
	}
	if g.priority == NoTeam {
		g.priority = g.turn.Team
	}
	g.park()
	g.bringNext(g.melee.cur)
	return true
}

// bringNext brings in the first marker after index from (cyclically, from itself last)
// that isn't waiting, after letting the waiting markers that may now begin do so (CR
// 807.4d); the current marker's turn must be parked or over.
func (g *Game) bringNext(from int) {
	g.melee.due = false
	ms := g.melee.markers
	for i := range ms {
		if ms[i].state == markerWaiting && !g.markerBlocked(i, ms[i].seat) {
			ms[i].state = markerReady
		}
	}
	n := len(ms)
	next := -1
	for k := 1; k <= n; k++ {
		if j := (from + k) % n; ms[j].state != markerWaiting {
			next = j
			break
		}
	}
	if next < 0 {
		next = 0 // every marker waits on another: the lowest number goes first
	}
	if ms[next].state == markerInTurn {
		g.unpark(next)
		g.recheckHolder()
		return
	}
	g.melee.cur = next
	g.beginMarkerTurn()
}

// beginMarkerTurn begins the turn of the current marker's holder: an extra turn they are
// owed first (CR 807.4j, seed 608.4e: immediately before their next turn), a turn they
// skip passed over (CR 614.10a).
func (g *Game) beginMarkerTurn() {
	m := &g.melee.markers[g.melee.cur]
	t := m.seat
	m.state = markerInTurn
	g.combat = combatState{}
	g.damageLog = nil
	g.stage, g.priority, g.passes, g.wait = stageStep, NoTeam, 0, waitNone
	extra, id := false, 0
	if k := g.extraTurnOf(t); k >= 0 {
		id = g.extraTurns[k].ID
		g.extraTurns = append(g.extraTurns[:k], g.extraTurns[k+1:]...)
		extra = true
		m.owesTurn = !m.keptForExtra
		m.keptForExtra = false
	} else if g.teams[t].SkipTurns > 0 {
		g.teams[t].SkipTurns--
		g.note(Entry{Kind: JSkipsTurn, Team: t})
		g.turn.Team = t
		g.passMarker()
		return
	}
	g.turn = turnState{Number: g.turn.Number}
	g.startTurn(t)
	g.turn.extra, g.turn.normalTeam, g.turn.extraID = extra, t, id
}

// extraTurnOf is the index in extraTurns of team t's most recent extra turn (CR 500.7),
// or -1.
func (g *Game) extraTurnOf(t TeamID) int {
	for k := len(g.extraTurns) - 1; k >= 0; k-- {
		if g.extraTurns[k].Team == t {
			return k
		}
	}
	return -1
}

// passMarker ends the current marker's turn (in place of nextTurn): the marker is
// removed if designated (CR 807.4g), kept for an extra turn (807.4i), or passed to the
// player on the left, who begins their turn unless a marker is within the three seats to
// their left (807.4c-d); then the next marker is brought in.
func (g *Game) passMarker() {
	cur := g.melee.cur
	m := &g.melee.markers[cur]
	t := m.seat
	if m.removal > 0 {
		g.removeMarker(cur)
		g.bringNext((cur - 1 + len(g.melee.markers)) % len(g.melee.markers))
		return
	}
	switch {
	case g.extraTurnOf(t) >= 0 && !g.teams[t].Lost && !(g.cfg.Edition != Ed2006 && g.markerNear(cur, t, -1)):
		// CR 807.4i: the player keeps the marker for the extra turn, which waits while
		// a marker is within three seats to the left. (Seed 608 has no such check.)
		m.keptForExtra = true
		m.state = markerReady
		if g.cfg.Edition != Ed2006 && g.markerNear(cur, t, 1) {
			m.state = markerWaiting
			g.note(Entry{Kind: JMarkerWaits, N: int32(m.num), Team: t})
		}
	case m.owesTurn && !g.teams[t].Lost:
		// CR 807.4j: the extra turn came first; the normal turn follows.
		m.owesTurn = false
		m.state = markerReady
	default:
		// CR 807.4c: passed to the player on the left (807.4i: an extra turn of a player
		// with a marker within three seats to their right waits for their next turn).
		m.owesTurn, m.keptForExtra = false, false
		r := g.seatLeft(t, 1)
		if r == NoTeam {
			return
		}
		m.seat = r
		g.note(Entry{Kind: JMarkerTaken, N: int32(m.num), Team: r})
		m.state = markerReady
		if g.markerBlocked(cur, r) {
			m.state = markerWaiting // CR 807.4d
			g.note(Entry{Kind: JMarkerWaits, N: int32(m.num), Team: r})
		}
	}
	g.bringNext(cur)
}

// removeMarker removes marker i (CR 807.4g): a marker designated more than once passes
// the rest of its designations to the marker to its right.
func (g *Game) removeMarker(i int) {
	ms := g.melee.markers
	m := ms[i]
	g.note(Entry{Kind: JMarkerRemoved, N: int32(m.num), Team: m.seat})
	g.melee.markers = append(ms[:i], ms[i+1:]...)
	if g.melee.cur > i {
		g.melee.cur--
	}
	if g.melee.cur >= len(g.melee.markers) {
		g.melee.cur = 0
	}
	if m.removal > 1 && len(g.melee.markers) > 0 {
		j := g.markerRightOf(m.seat)
		g.designate(j, m.removal-1)
	}
}

// markerRightOf is the index of the first marker to the right of seat s (s's own last).
func (g *Game) markerRightOf(s TeamID) int {
	n := len(g.teams)
	for k := 1; k <= n; k++ {
		if j := g.markerAt(TeamID((int(s) - k + n) % n)); j >= 0 {
			return j
		}
	}
	return 0
}

// designate designates marker j for removal n more times; a marker whose holder isn't
// taking a turn is removed at once (CR 807.4g; seed 608.4d: only between turns).
func (g *Game) designate(j, n int) {
	m := &g.melee.markers[j]
	m.removal += n
	g.note(Entry{Kind: JMarkerDesignated, N: int32(m.num), M: int32(m.removal)})
	if m.state != markerInTurn {
		g.removeMarker(j)
	}
}

// meleeLeaves applies the turn marker rules when team t leaves the game (CR 807.4c,
// 807.4e-f): a marker whose holder hadn't begun their turn goes to the player on the
// left at once; a marker is designated for removal when fewer are now called for than
// those not yet designated, once every player leaving at the same time has left.
func (g *Game) meleeLeaves(t TeamID) {
	if g.melee == nil || g.over || len(g.melee.markers) == 0 {
		return
	}
	if i := g.markerAt(t); i >= 0 && g.melee.markers[i].state != markerInTurn {
		m := &g.melee.markers[i]
		if r := g.seatLeft(t, 1); r != NoTeam {
			m.seat = r
			g.note(Entry{Kind: JMarkerTaken, N: int32(m.num), Team: r})
			if g.markerBlocked(i, r) {
				m.state = markerWaiting
				g.note(Entry{Kind: JMarkerWaits, N: int32(m.num), Team: r})
			}
		}
	}
	if g.melee.together > 0 {
		g.melee.leaving = append(g.melee.leaving, t)
		return
	}
	g.designateFor([]TeamID{t})
}

// beginLeaving and endLeaving bracket what makes several players leave the game at the
// same time (state-based actions, CR 704.3; a win or a draw within range, 801.14-801.16):
// in Grand Melee the turn markers their leaving removes are designated once all of them
// have left (CR 807.4e).
func (g *Game) beginLeaving() {
	if g.melee != nil {
		g.melee.together++
	}
}

// endLeaving ends a bracket begun by beginLeaving.
func (g *Game) endLeaving() {
	if g.melee == nil {
		return
	}
	if g.melee.together--; g.melee.together > 0 || len(g.melee.leaving) == 0 {
		return
	}
	ts := g.melee.leaving
	g.melee.leaving = nil
	if !g.over && len(g.melee.markers) > 0 {
		g.designateFor(ts)
	}
}

// designateFor designates turn markers for removal after the teams ts left the game
// together (CR 807.4e-f): as many as the markers not yet designated exceed those the
// players still in the game call for, each the marker immediately to the right of a
// departed player; where that leaves a choice among markers, the lowest numbers are
// designated (807.4e). Then the waiting markers that may begin are ready.
func (g *Game) designateFor(ts []TeamID) {
	live, designated := 0, 0
	for i := range g.teams {
		if !g.teams[i].Lost {
			live++
		}
	}
	for _, m := range g.melee.markers {
		designated += m.removal
	}
	need := min(len(g.melee.markers)-designated-markersFor(live), len(ts))
	if need > 0 {
		var nums []int // the marker to the right of each departed player, by number
		for _, t := range ts {
			nums = append(nums, g.melee.markers[g.markerRightOf(t)].num)
		}
		slices.Sort(nums)
		nums = nums[:need]
		// A marker named k times is designated k times at once: removed at once, it
		// passes the rest to the marker on its right (807.4g).
		for k := 0; k < len(nums); {
			n, c := nums[k], 1
			for k+c < len(nums) && nums[k+c] == n {
				c++
			}
			k += c
			if j := g.markerIndex(n); j >= 0 {
				g.designate(j, c)
			}
		}
	}
	// A waiting marker may begin now; it does when the engine brings it in.
	for i := range g.melee.markers {
		if m := &g.melee.markers[i]; m.state == markerWaiting && !g.markerBlocked(i, m.seat) {
			m.state = markerReady
		}
	}
}

// nextTurnNumber numbers the turn about to begin: the next one in the game. In Grand
// Melee the markers' turns share one count.
func (g *Game) nextTurnNumber() int {
	if g.melee == nil {
		return g.turn.Number + 1
	}
	g.melee.begun++
	return g.melee.begun
}

// clone copies the markers for a clone of the game.
func (s *meleeState) clone() *meleeState {
	if s == nil {
		return nil
	}
	c := *s
	c.markers = append([]turnMarker(nil), s.markers...)
	c.leaving = append([]TeamID(nil), s.leaving...)
	for i := range c.markers {
		p := &c.markers[i].parked
		p.combat = p.combat.clone()
		p.damageLog = append([]damageRec(nil), p.damageLog...)
		p.turn.extraSteps = append([]Step(nil), p.turn.extraSteps...)
		p.stack = cloneStack(p.stack)
	}
	return &c
}

// melee hashes the turn markers; nothing outside Grand Melee.
func (h *hasher) melee(s *meleeState) {
	if s == nil {
		return
	}
	h.w(int64(len(s.markers)) | int64(s.cur)<<16 | int64(s.begun)<<32)
	// Players leaving together: empty between actions, hashed for completeness.
	h.w(int64(s.together) | int64(len(s.leaving))<<16 | bit(s.due)<<32)
	for _, t := range s.leaving {
		h.w(int64(t))
	}
	for i := range s.markers {
		m := &s.markers[i]
		h.w(pack(int64(m.num), int64(m.seat), int64(m.state), int64(m.removal), bit(m.owesTurn), bit(m.keptForExtra)))
		h.turn(&m.parked.turn)
		h.w(int64(m.parked.turn.seated))
		h.combat(&m.parked.combat)
		h.w(int64(m.parked.spells))
		h.w(pack(int64(m.parked.stage), int64(m.parked.priority), int64(m.parked.passes)))
		h.stack(m.parked.stack)
		h.w(int64(len(m.parked.damageLog)))
		for _, d := range m.parked.damageLog {
			h.w(int64(d.to))
			h.w(int64(d.by))
			h.w(int64(d.n))
		}
	}
}

// checkMeleeShape checks a Grand Melee config and sets its default options: players
// alone, at least four (one turn marker for each full four, CR 807.4a), a range of
// influence of 1 (807.2a) and the attack left option (807.2b) unless another range or
// attack right is chosen; attacking multiple players and deploying creatures aren't used
// (807.2c).
func checkMeleeShape(cfg *Config) error {
	if len(cfg.Teams) < 4 || len(cfg.Teams) > MaxSeats {
		return fmt.Errorf("a grand melee needs 4 to %d players, each a team of one; got %d (CR 807.1, 807.4a)", MaxSeats, len(cfg.Teams))
	}
	for _, t := range cfg.Teams {
		if len(t.Players) != 1 {
			return fmt.Errorf("team %s has %d players; in a grand melee each player plays alone (CR 807.1)", t.Name, len(t.Players))
		}
	}
	if cfg.Options.Deploy {
		return fmt.Errorf("a grand melee doesn't use the deploy creatures option (CR 807.2c)")
	}
	if cfg.Options.Range == 0 {
		cfg.Options.Range = 1 // CR 807.2a
	}
	if cfg.Options.Attack == AttackMultiple {
		cfg.Options.Attack = AttackLeft // CR 807.2b-c
	}
	return nil
}

// placeMarkers places turn marker 1 with team first and the markers of ms after it, for a
// game set up in the middle of Grand Melee turns (NewFromSetup): no player holds two.
func (g *Game) placeMarkers(first TeamID, ms []TurnSetup) error {
	seen := map[TeamID]bool{first: true}
	g.melee.markers = append(g.melee.markers[:0], turnMarker{num: 1, seat: first, state: markerInTurn})
	g.note(Entry{Kind: JMarkerTaken, N: 1, Team: first})
	for i, m := range ms {
		if m.Team < 0 || int(m.Team) >= len(g.teams) || seen[m.Team] || m.Step > Cleanup {
			return fmt.Errorf("turn marker %d: team %d in step %d: no such player or step, or a player with two markers", i+2, m.Team, m.Step)
		}
		seen[m.Team] = true
		g.melee.markers = append(g.melee.markers, turnMarker{num: i + 2, seat: m.Team, state: markerInTurn})
		g.note(Entry{Kind: JMarkerTaken, N: int32(i + 2), Team: m.Team})
	}
	return nil
}

// startPlacedMarkers begins the turns of markers 2 and on of ms in their steps, parked,
// once marker 1's turn has begun; marker 1's turn is then the current one again.
func (g *Game) startPlacedMarkers(ms []TurnSetup) {
	for i, m := range ms {
		g.park()
		g.melee.cur = i + 1
		g.turn, g.combat, g.damageLog, g.spellsCastThisTurn = turnState{Number: g.turn.Number}, combatState{}, nil, 0
		g.startTurn(m.Team)
		g.turn.Step, g.turn.normalTeam = m.Step, m.Team
	}
	g.park()
	g.unpark(0)
}
