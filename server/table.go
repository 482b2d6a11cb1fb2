package server

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/ettinmtg/ettin/ai"
	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/notation"
	"github.com/ettinmtg/ettin/rules"
	"github.com/nats-io/nats.go"
)

// Headers of the messages published to seats.
const (
	hdrType = "Ettin-Type"
	hdrFrom = "Ettin-From"
	hdrSeq  = "Ettin-Seq"
	hdrVer  = "Ettin-Version" // the view's version (updates)
	hdrBase = "Ettin-Base"    // the version a delta update applies to (-1: it holds the whole view)
	// hdrRejoin is the type of the message a rebuilt table sends every seat's sessions
	// (those of other nodes live on): they join again, so that it knows who is here.
	hdrRejoin = "rejoin"
)

// maxChat is the longest chat message, in characters.
const maxChat = 500

// TableInfo is a table's public summary (GET /api/tables/{id}).
type TableInfo struct {
	ID      string     `json:"id"`
	State   string     `json:"state"`  // waiting, playing or over
	Winner  string     `json:"winner"` // the winning side's name (a team, or a player alone); empty for none or a draw
	Turn    int        `json:"turn"`
	Hash    string     `json:"hash"`
	Actions int        `json:"actions"`
	Rules   string     `json:"rules"`
	Variant string     `json:"variant"` // 2hg, duel, free-for-all, teams, emperor
	Seats   []SeatInfo `json:"seats"`
	Rematch string     `json:"rematch,omitempty"` // the rematch's table id
}

// SeatInfo is a seat's public summary.
type SeatInfo struct {
	Name      string `json:"name"`
	Team      string `json:"team"`
	AI        string `json:"ai,omitempty"`
	Connected bool   `json:"connected"`
}

// table is the actor of one table: its goroutine alone touches the game.
type table struct {
	st      *store
	setup   tableSetup
	logf    func(format string, args ...any)
	g       *rules.Game
	last    uint64 // stream sequence of the table's last record
	n       int    // actions applied
	conns   []int  // open sessions per seat
	aiPass  int    // the action count at which the AI teammate declined to act (-1: none)
	aiFail  int    // the action count at which a computer player failed (panicked)
	ownActs int    // actions a computer teammate took in a row on its own cards as its person passed
	grace   time.Duration
	away    []time.Time // when a person's last session left (zero: here, or never came)
	standIn []bool      // a computer player holds a person's seat until they come back
	wake    chan struct{}
	joined  []bool  // a session of the seat came since the table opened
	came    []bool  // a session of the seat came, ever (recorded)
	sent    []*View // the view last published to each seat (index seat+1), for deltas
	ver     []int   // its version
	full    []int   // the sessions of each seat (index seat+1) that take full updates
	clock   *clocks
	rematch string                           // the rematch's table id, once asked
	spawn   func(tableSetup) (string, error) // opens a new table (the server's)
	cmds    chan *nats.Msg
	sub     *nats.Subscription
	stop    chan struct{}
	stopped chan struct{}
	closing sync.Once
	infoMu  sync.Mutex
	summary TableInfo
}

// replayed is what a table's records rebuild: the game, the number of actions, the
// rematch's id, the last clocks and the last state of the seats (nil: none recorded).
type replayed struct {
	g       *rules.Game
	n       int
	rematch string
	banks   []int64
	seats   *seatsRecord
}

// replay rebuilds a table from its records.
func replay(recs []record) (replayed, error) {
	s := *recs[0].Setup
	var out replayed
	g, err := newGame(s)
	if err != nil {
		return out, err
	}
	out.g = g
	for i, r := range recs[1:] {
		if r.Rematch != "" {
			out.rematch = r.Rematch
		}
		if r.Clocks != nil {
			out.banks = r.Clocks
		}
		if r.Seats != nil {
			out.seats = r.Seats
		}
		if r.Action == nil {
			continue
		}
		out.n++
		a, err := r.Action.rulesAction()
		if err != nil {
			return out, fmt.Errorf("table %s: record %d: %w", s.ID, i+1, err)
		}
		if err := g.Apply(a); err != nil {
			return out, fmt.Errorf("table %s: record %d (%s) is refused on rebuilding: %w", s.ID, i+1, r.Line, err)
		}
	}
	return out, nil
}

// handleHook, set by tests, sees each command before it is handled.
var handleHook atomic.Pointer[func(command)]

// recoverPanic keeps a table alive after a panic while handling a command (a bug): it
// is logged, the command gets an error, and the game is rebuilt from its log.
func (t *table) recoverPanic(m *nats.Msg) {
	r := recover()
	if r == nil {
		return
	}
	t.logf("table %s: panic: %v\n%s", t.setup.ID, r, debug.Stack())
	if m != nil {
		t.reply(m, ServerMsg{Type: "error", Message: "the server failed on this message; the table is rebuilt"})
	}
	t.rebuild()
}

// rebuild sets the game back to what the table's log holds.
func (t *table) rebuild() {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	recs, last, err := t.st.loadRecords(ctx, t.setup.ID)
	if err == nil {
		var r replayed
		if r, err = replay(recs); err == nil {
			t.g, t.n, t.last = r.g, r.n, last
			t.updateSummary()
			t.broadcast(0)
			return
		}
	}
	t.logf("table %s: rebuilding from the log: %v", t.setup.ID, err)
}

// openTable makes the actor of a table from its records (the setup, then the actions)
// and starts it.
func openTable(st *store, recs []record, last uint64, grace time.Duration, logf func(string, ...any)) (*table, error) {
	if len(recs) == 0 || recs[0].Setup == nil {
		return nil, errors.New("the log does not begin with a setup")
	}
	s := *recs[0].Setup
	r, err := replay(recs)
	if err != nil {
		return nil, err
	}
	t := &table{st: st, setup: s, logf: logf, g: r.g, last: last, n: r.n, conns: make([]int, len(s.Seats)),
		aiPass: -1, aiFail: -1, cmds: make(chan *nats.Msg, 256), stop: make(chan struct{}), stopped: make(chan struct{}),
		grace: grace, away: make([]time.Time, len(s.Seats)), standIn: make([]bool, len(s.Seats)), wake: make(chan struct{}, 1),
		rematch: r.rematch, joined: make([]bool, len(s.Seats)), came: make([]bool, len(s.Seats)),
		sent: make([]*View, len(s.Seats)+1), ver: make([]int, len(s.Seats)+1), full: make([]int, len(s.Seats)+1)}
	if s.Clock != nil {
		t.clock = newClocks(s.Clock, len(s.Seats))
		t.clock.restore(r.banks)
		for i, out := range t.clock.out {
			if out && s.Clock.Timeout == "ai" {
				t.standIn[i] = true
			}
		}
	}
	t.restoreSeats(r.seats)
	sub, err := st.nc.ChanSubscribe(cmdSubject(s.ID), t.cmds)
	if err != nil {
		return nil, fmt.Errorf("table %s: subscribing to its commands: %w", s.ID, err)
	}
	t.sub = sub
	t.updateSummary()
	if r.seats != nil || r.n > 0 {
		for i := range s.Seats {
			msg := &nats.Msg{Subject: outSubject(s.ID, i), Header: nats.Header{}}
			msg.Header.Set(hdrType, hdrRejoin)
			if err := st.nc.PublishMsg(msg); err != nil {
				logf("table %s: asking the seats to join again: %v", s.ID, err)
			}
		}
	}
	go t.run()
	return t, nil
}

func (t *table) close() {
	t.closing.Do(func() { close(t.stop) })
	<-t.stopped
	t.sub.Unsubscribe()
}

// run is the actor's loop: computer players act when it is their turn; commands are
// handled in the order they come.
func (t *table) run() {
	defer close(t.stopped)
	for {
		if seat, ok := t.aiTurn(); ok {
			t.aiStep(seat)
			select {
			case m := <-t.cmds:
				t.handle(m)
			case <-t.wake:
				t.checkAway()
				t.checkClock()
			case <-t.stop:
				return
			default:
			}
			continue
		}
		select {
		case m := <-t.cmds:
			t.handle(m)
		case <-t.wake:
			t.checkAway()
			t.checkClock()
		case <-t.stop:
			return
		}
	}
}

// isAI reports whether a computer player holds seat p (its own, or standing in).
func (t *table) isAI(p rules.PlayerID) bool {
	return p >= 0 && int(p) < len(t.setup.Seats) && (t.setup.Seats[p].AI != "" || t.standIn[p])
}

// aiKind is the computer player of seat p: the seat's, or the heuristic player standing in.
func (t *table) aiKind(p rules.PlayerID) string {
	if k := t.setup.Seats[p].AI; k != "" {
		return k
	}
	return "heuristic"
}

// standInKind is the stand-in's kind as views show it.
const standInKind = "heuristic (standing in)"

// checkAway lets a computer player take the seats of people gone past the grace period.
func (t *table) checkAway() {
	changed := false
	for i := range t.setup.Seats {
		if !t.away[i].IsZero() && !t.standIn[i] && time.Since(t.away[i]) >= t.grace && !t.g.Over() {
			t.standIn[i] = true
			changed = true
			t.logf("table %s: %s is away; a computer player stands in", t.setup.ID, t.setup.Seats[i].Name)
		}
	}
	if changed {
		t.noteSeats()
		t.updateSummary()
		t.broadcast(t.g.JournalLen())
	}
}

// seatLeft notes that a person's last session left: a computer player stands in after
// the grace period.
func (t *table) seatLeft(seat int) {
	if t.setup.Seats[seat].AI != "" || t.grace < 0 {
		return
	}
	t.away[seat] = time.Now()
	t.noteSeats()
	time.AfterFunc(t.grace, t.poke)
}

// seatBack notes that a person came back: they reclaim the seat.
func (t *table) seatBack(seat int) {
	if !t.came[seat] || !t.away[seat].IsZero() || t.standIn[seat] && (t.clock == nil || !t.clock.out[seat]) {
		defer t.noteSeats() // after the changes below
	}
	t.away[seat] = time.Time{}
	t.joined[seat] = true
	t.came[seat] = true
	if t.clock != nil && t.clock.out[seat] {
		t.clockSwitch() // the clocks may start now; a seat out of time stays the computer's
		return
	}
	if t.standIn[seat] {
		t.standIn[seat] = false
		t.logf("table %s: %s is back", t.setup.ID, t.setup.Seats[seat].Name)
		t.broadcast(t.g.JournalLen())
		return
	}
	t.clockSwitch()
}

// expectedSeat is the seat the table expects to act on the pending decision: the
// deciding player (or the player deciding for them); at a team decision, for a team of
// people, one teammate by turns (the action count decides, so that a game is the same
// whoever is connected); with a computer teammate at priority, the computer player first
// and, once it declined, the person.
func expectedSeat(g *rules.Game, n int, isAI func(rules.PlayerID) bool, aiDeclined bool) rules.PlayerID {
	d := g.Pending()
	if d.Kind == rules.DecNone || g.Over() {
		return rules.NoPlayer
	}
	if d.DecidedBy != rules.NoPlayer {
		return d.DecidedBy
	}
	if d.Player != rules.NoPlayer {
		return d.Player
	}
	if d.Team < 0 || int(d.Team) >= g.NumTeams() {
		return rules.NoPlayer
	}
	ps := g.Members(d.Team)
	var people, ais []rules.PlayerID
	for _, p := range ps {
		if isAI(p) {
			ais = append(ais, p)
		} else {
			people = append(people, p)
		}
	}
	switch {
	case len(people) == 0:
		return ps[n%len(ps)]
	case len(ais) > 0 && d.Kind == rules.DecPriority && !aiDeclined:
		return ais[0]
	}
	return people[n%len(people)]
}

// ExpectedSeat is the seat a table of people expects to act on g's pending decision
// after n actions (Decision.Act): what a bot playing every seat follows.
func ExpectedSeat(g *rules.Game, n int) rules.PlayerID {
	return expectedSeat(g, n, func(rules.PlayerID) bool { return false }, false)
}

// mayAct reports whether seat may take action a now: a token acts only for its seat.
func mayAct(g *rules.Game, seat rules.PlayerID, a rules.Action) bool {
	if seat < 0 || int(seat) >= g.NumPlayers() {
		return false
	}
	if a.Kind == rules.ActConcede {
		return a.Player == seat
	}
	d := g.Pending()
	players := []rules.PlayerID{seat}
	teams := []rules.TeamID{g.TeamOf(seat)}
	if d.DecidedBy != rules.NoPlayer {
		if d.DecidedBy != seat {
			return false
		}
		players = append(players, d.Player)
		teams = append(teams, d.Team)
	}
	if a.Player != rules.NoPlayer {
		return contains2(players, a.Player)
	}
	return contains2(teams, a.Team)
}

func contains2[T comparable](xs []T, x T) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// SeatActions lists the legal actions seat may take now.
func SeatActions(g *rules.Game, seat rules.PlayerID) []rules.Action {
	var out []rules.Action
	for _, a := range g.LegalActions() {
		if mayAct(g, seat, a) {
			out = append(out, a)
		}
	}
	return out
}

// aiTurn says whether a computer player is to act now, and which.
func (t *table) aiTurn() (rules.PlayerID, bool) {
	if t.g.Over() {
		return rules.NoPlayer, false
	}
	p := expectedSeat(t.g, t.n, t.isAI, t.aiPass == t.n)
	return p, p != rules.NoPlayer && t.isAI(p)
}

// aiStep lets the computer player of seat act once. A fresh policy is seeded by the table's
// seed, the seat and the action count, so that its choice depends only on the position.
func (t *table) aiStep(seat rules.PlayerID) {
	if t.aiFail == t.n {
		// The computer player failed here: the first legal action instead.
		if err := t.applyFallback(seat); err != nil {
			t.logf("table %s: seat %d has no action it can take: %v", t.setup.ID, seat, err)
		}
		return
	}
	defer func() {
		if r := recover(); r != nil {
			t.aiFail = t.n
			t.logf("table %s: the computer player of seat %d failed: %v\n%s", t.setup.ID, seat, r, debug.Stack())
			t.rebuild()
		}
	}()
	seed := t.setup.Seed*7919 + uint64(t.n)*31 + uint64(seat) + 1
	pol := newPolicy(t.aiKind(seat), seed)
	sit := ai.NewSituation(t.g, seat, seed)
	a := pol.Act(sit)
	sit.Done() // the real game takes back what the copy shared
	d := t.g.Pending()
	teamDecision := d.Player == rules.NoPlayer && d.DecidedBy == rules.NoPlayer
	if teamDecision && t.teamHasPerson(d.Team) && (a.Kind == rules.ActPass || !mayAct(t.g, seat, a)) {
		t.aiPass = t.n // the person decides whether the team passes
		t.broadcast(t.g.JournalLen())
		return
	}
	if err := t.apply(seat, a); err != nil {
		t.logf("table %s: the %s player of seat %d: %v; it passes", t.setup.ID, pol.Name(), seat, err)
		t.aiPass = t.n
		if err := t.applyFallback(seat); err != nil {
			t.logf("table %s: seat %d has no action it can take: %v", t.setup.ID, seat, err)
		}
	}
}

// maxOwnActs bounds the actions a computer teammate takes in a row on its own cards
// while its person keeps passing, so that a loop of cheap actions can't hold the game.
const maxOwnActs = 30

// teammateFirst is what a computer teammate of seat does with its own cards before the
// person's team pass a takes effect (ok false: nothing, the pass goes through). It chooses
// among its own actions and passing only (ai.Situation.OwnActionsOnly), as the terminal
// game's teammate does: the team's best action may be the person's, but the person, by
// passing, said they take none, and that must not keep the teammate's cards in hand.
func (t *table) teammateFirst(seat rules.PlayerID, a rules.Action) (rules.PlayerID, rules.Action, bool) {
	if a.Kind != rules.ActPass || t.isAI(seat) || t.ownActs >= maxOwnActs {
		return rules.NoPlayer, rules.Action{}, false
	}
	d := t.g.Pending()
	if d.Kind != rules.DecPriority || d.Player != rules.NoPlayer || d.DecidedBy != rules.NoPlayer || d.Team != t.g.TeamOf(seat) {
		return rules.NoPlayer, rules.Action{}, false
	}
	for _, p := range t.g.Members(d.Team) {
		if p == seat || !t.isAI(p) || t.aiFail == t.n {
			continue
		}
		act, ok := t.ownAction(p)
		if ok {
			return p, act, true
		}
	}
	return rules.NoPlayer, rules.Action{}, false
}

// ownAction is the action the computer player of seat p takes with its own cards now, if
// any (a pass is none). A panic of the policy counts as none.
func (t *table) ownAction(p rules.PlayerID) (a rules.Action, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			t.logf("table %s: the computer player of seat %d failed: %v\n%s", t.setup.ID, p, r, debug.Stack())
			t.rebuild()
			ok = false
		}
	}()
	seed := t.setup.Seed*7919 + uint64(t.n)*31 + uint64(p) + 1 + 104729
	pol := newPolicy(t.aiKind(p), seed)
	sit := ai.NewSituation(t.g, p, seed)
	sit.OwnActionsOnly()
	a = pol.Act(sit)
	sit.Done()
	if a.Kind == rules.ActPass || a.Player != p || !mayAct(t.g, p, a) {
		return rules.Action{}, false
	}
	return a, true
}

// applyFallback takes the first legal action of seat, when its computer player failed.
func (t *table) applyFallback(seat rules.PlayerID) error {
	acts := SeatActions(t.g, seat)
	if len(acts) == 0 {
		return errors.New("no legal action")
	}
	return t.apply(seat, acts[0])
}

func (t *table) teamHasPerson(team rules.TeamID) bool {
	if team < 0 || int(team) >= t.g.NumTeams() {
		return false
	}
	for _, p := range t.g.Members(team) {
		if !t.isAI(p) {
			return true
		}
	}
	return false
}

// newPolicy makes a computer player of a kind.
func newPolicy(kind string, seed uint64) ai.Policy {
	switch kind {
	case "random":
		return ai.NewRandom(seed)
	case "mcts":
		return ai.NewMCTS(seed, ai.Budget{})
	}
	return ai.NewHeuristic(seed)
}

// apply applies an action of seat: it is appended to the table's log before the game
// goes on with it (on a failed append the game is as it was), then every seat is told.
func (t *table) apply(seat rules.PlayerID, a rules.Action) error {
	prev := t.g.Clone()
	from := t.g.JournalLen()
	line := bind.FormatAction(t.g, a)
	if err := t.g.Apply(a); err != nil {
		return err
	}
	w := wireAction(a)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	rec := record{Action: &w, Seat: int(seat), Line: line}
	if t.clock != nil {
		rec.Clocks = t.clock.banks(time.Now())
	}
	seq, err := t.st.appendRecord(ctx, t.setup.ID, t.last, rec)
	if err != nil {
		t.g = prev
		return err
	}
	t.last = seq
	t.n++
	if t.clock != nil {
		t.clock.noted = time.Now()
	}
	t.updateSummary()
	t.broadcast(from)
	return nil
}

// handle carries out one command and replies to it.
func (t *table) handle(m *nats.Msg) {
	defer t.recoverPanic(m)
	if m == nil { // the table was taken over: clients learn where the game is
		t.broadcast(t.g.JournalLen())
		return
	}
	var c command
	if err := json.Unmarshal(m.Data, &c); err != nil {
		t.reply(m, ServerMsg{Type: "error", Message: "bad command: " + err.Error()})
		return
	}
	if h := handleHook.Load(); h != nil {
		(*h)(c)
	}
	if c.Op != "join" && (c.Seat < -1 || c.Seat >= len(t.setup.Seats)) {
		t.reply(m, ServerMsg{Type: "error", Message: fmt.Sprintf("no seat %d", c.Seat)})
		return
	}
	switch c.Op {
	case "join":
		seat := -1
		if c.Token != "" {
			h := tokenHash(c.Token)
			for i, s := range t.setup.Seats {
				if subtle.ConstantTimeCompare([]byte(h), []byte(s.TokenHash)) == 1 {
					seat = i
				}
			}
			if seat < 0 {
				t.reply(m, ServerMsg{Type: "error", Message: "this token is no seat's at this table"})
				return
			}
			t.conns[seat]++
			if t.conns[seat] == 1 {
				t.presence(seat, true)
				t.seatBack(seat)
			}
		}
		if !c.Delta {
			t.full[seat+1]++
		}
		t.reply(m, ServerMsg{Type: "joined", Seat: seat, Table: t.setup.ID})
	case "leave":
		if !c.Delta && t.full[c.Seat+1] > 0 {
			t.full[c.Seat+1]--
		}
		if c.Seat >= 0 && t.conns[c.Seat] > 0 {
			t.conns[c.Seat]--
			if t.conns[c.Seat] == 0 {
				t.presence(c.Seat, false)
				t.seatLeft(c.Seat)
			}
		}
		t.reply(m, ServerMsg{Type: "ack"})
	case "view":
		v := t.viewMsg(c.Seat)
		v.ID = c.Msg.ID
		t.reply(m, v)
	case "info":
		b, _ := json.Marshal(t.info())
		m.Respond(b)
	case "act":
		t.reply(m, t.act(rules.PlayerID(c.Seat), c.Msg))
	case "chat":
		t.reply(m, t.chat(c.Seat, c.Msg))
	case "rematch":
		t.reply(m, t.startRematch(c.Seat, c.Msg))
	default:
		t.reply(m, ServerMsg{Type: "error", Message: fmt.Sprintf("unknown command %q", c.Op)})
	}
}

func (t *table) reply(m *nats.Msg, r ServerMsg) {
	b, err := json.Marshal(r)
	if err != nil {
		t.logf("table %s: encoding a reply: %v", t.setup.ID, err)
		return
	}
	if m.Reply != "" {
		m.Respond(b)
	}
}

// act carries out a seat's action: typed or a notation line.
func (t *table) act(seat rules.PlayerID, cm ClientMsg) ServerMsg {
	if cm.At != nil && *cm.At != t.n {
		return ServerMsg{Type: "refusal", ID: cm.ID, Code: "stale", Actions: t.n,
			Message: fmt.Sprintf("the game has moved on: the action was chosen after %d actions; there are %d", *cm.At, t.n)}
	}
	if seat >= 0 && int(seat) < len(t.standIn) && t.standIn[seat] {
		return ServerMsg{Type: "refusal", ID: cm.ID, Code: "out of time", Message: "a computer player holds this seat: its clock ran out"}
	}
	a, refusal := resolveAct(t.g, seat, cm)
	if refusal != nil {
		return *refusal
	}
	if p, own, ok := t.teammateFirst(seat, a); ok {
		// The person passed: the computer teammate acts with its own cards first, and
		// the team passes only when it passes too. The person decides again after it.
		if err := t.apply(p, own); err == nil {
			t.ownActs++
			return ServerMsg{Type: "ack", ID: cm.ID, Seq: t.g.JournalLen(), Actions: t.n}
		}
	}
	t.ownActs = 0
	if err := t.apply(seat, a); err != nil {
		if rules.CodeOf(err) == rules.RefusedNone {
			t.logf("table %s: %v", t.setup.ID, err)
			return ServerMsg{Type: "error", ID: cm.ID, Message: "the action could not be stored; try again"}
		}
		return ServerMsg{Type: "refusal", ID: cm.ID, Code: refusalCode(err), Message: err.Error()}
	}
	return ServerMsg{Type: "ack", ID: cm.ID, Seq: t.g.JournalLen(), Actions: t.n}
}

// resolveAct turns a seat's act message into an action it may take, or a refusal.
// Whether the action is legal is for the game to say.
func resolveAct(g *rules.Game, seat rules.PlayerID, cm ClientMsg) (rules.Action, *ServerMsg) {
	refuse := func(code, msg string) (rules.Action, *ServerMsg) {
		return rules.Action{}, &ServerMsg{Type: "refusal", ID: cm.ID, Code: code, Message: msg}
	}
	if seat < 0 || int(seat) >= g.NumPlayers() {
		return refuse("spectator", "a spectator can't act")
	}
	if g.Over() {
		return refuse(refusalCode(rules.ErrGameOver), "the game is over")
	}
	var a rules.Action
	switch {
	case cm.Action != nil && cm.Line != "":
		return refuse("bad message", "send an action or a line, not both")
	case cm.Action != nil:
		var err error
		if a, err = cm.Action.rulesAction(); err != nil {
			return refuse("bad message", err.Error())
		}
	case cm.Line != "":
		if len(cm.Line) > maxLineBytes {
			return refuse("bad message", fmt.Sprintf("a line is at most %d bytes", maxLineBytes))
		}
		na, err := notation.Parse(cm.Line)
		if err != nil {
			return refuse(refusalCode(err), "the line: "+err.Error())
		}
		if a, err = bind.ResolveAs(g, na, seat); err != nil {
			return refuse(refusalCode(err), err.Error())
		}
	default:
		return refuse("bad message", "an act message needs an action or a line")
	}
	if !mayAct(g, seat, a) {
		return refuse("not your seat", fmt.Sprintf("%s may act only for their own seat and team", g.Player(seat).Name))
	}
	return a, nil
}

// refusalCode names an error's refusal code ("refused" for an error without one).
func refusalCode(err error) string {
	if c := rules.CodeOf(err); c != rules.RefusedNone {
		return c.String()
	}
	return "refused"
}

// chat sends a chat message to the seat's team or the whole table.
func (t *table) chat(seat int, cm ClientMsg) ServerMsg {
	if seat < 0 {
		return ServerMsg{Type: "error", ID: cm.ID, Message: "spectators can't chat"}
	}
	text := cleanText(cm.Text)
	if text == "" {
		return ServerMsg{Type: "error", ID: cm.ID, Message: "empty chat message"}
	}
	if utf8.RuneCountInString(text) > maxChat {
		return ServerMsg{Type: "error", ID: cm.ID, Message: fmt.Sprintf("a chat message is at most %d characters", maxChat)}
	}
	c := &Chat{From: t.setup.Seats[seat].Name, Seat: seat, Text: text}
	switch cm.Scope {
	case "team":
		c.Scope = "team"
		team := t.setup.Seats[seat].Team
		for i, s := range t.setup.Seats {
			if s.Team == team {
				t.publish(i, ServerMsg{Type: "chat", Seat: i, Chat: c})
			}
		}
	case "table", "":
		c.Scope = "table"
		for i := -1; i < len(t.setup.Seats); i++ {
			t.publish(i, ServerMsg{Type: "chat", Seat: i, Chat: c})
		}
	default:
		return ServerMsg{Type: "error", ID: cm.ID, Message: fmt.Sprintf("chat scope %q: expected team or table", cm.Scope)}
	}
	return ServerMsg{Type: "ack", ID: cm.ID}
}

// startRematch opens a table with the same seats (the same links, with the new table's
// id), decks and computer players, once the game is over; every client is told.
func (t *table) startRematch(seat int, cm ClientMsg) ServerMsg {
	switch {
	case seat < 0:
		return ServerMsg{Type: "error", ID: cm.ID, Message: "spectators can't ask for a rematch"}
	case !t.g.Over():
		return ServerMsg{Type: "error", ID: cm.ID, Message: "a rematch is for a game that is over"}
	case t.rematch != "":
		return ServerMsg{Type: "rematch", ID: cm.ID, Rematch: t.rematch}
	case t.spawn == nil:
		return ServerMsg{Type: "error", ID: cm.ID, Message: "this server opens no rematch"}
	}
	s := t.setup
	s.ID = newID()
	s.Seed = randSeed()
	s.Seats = append([]seatSetup(nil), t.setup.Seats...)
	id, err := t.spawn(s)
	if err != nil {
		t.logf("table %s: rematch: %v", t.setup.ID, err)
		return ServerMsg{Type: "error", ID: cm.ID, Message: "the rematch could not be opened"}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if seq, err := t.st.appendRecord(ctx, t.setup.ID, t.last, record{Seat: seat, Rematch: id}); err == nil {
		t.last = seq
	} else {
		t.logf("table %s: noting the rematch: %v", t.setup.ID, err)
	}
	t.rematch = id
	t.updateSummary()
	for i := -1; i < len(t.setup.Seats); i++ {
		t.publish(i, ServerMsg{Type: "rematch", Seat: i, Who: &seat, Rematch: id})
	}
	return ServerMsg{Type: "rematch", ID: cm.ID, Rematch: id}
}

// cleanText keeps a chat message's printable characters (text, never markup: clients
// show it as text).
func cleanText(s string) string {
	s = strings.ToValidUTF8(s, "")
	s = strings.Map(func(r rune) rune {
		if r == '\n' || r == '\t' {
			return ' '
		}
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			return -1
		}
		return r
	}, s)
	return strings.TrimSpace(s)
}

func (t *table) presence(seat int, on bool) {
	t.updateSummary()
	for i := -1; i < len(t.setup.Seats); i++ {
		t.publish(i, ServerMsg{Type: "presence", Seat: i, Who: &seat, Connected: on})
	}
}

// publish sends a message to the sessions of seat (-1: spectators).
func (t *table) publish(seat int, m ServerMsg) {
	t.publishOn(outSubject(t.setup.ID, seat), m, -1)
}

// publishOn publishes m on subj; base is the version a delta update applies to.
func (t *table) publishOn(subj string, m ServerMsg, base int) {
	if m.Table == "" {
		m.Table = t.setup.ID
	}
	b, err := json.Marshal(m)
	if err != nil {
		t.logf("table %s: encoding a message: %v", t.setup.ID, err)
		return
	}
	// The headers let a session order updates without decoding them.
	msg := &nats.Msg{Subject: subj, Data: b, Header: nats.Header{}}
	msg.Header.Set(hdrType, m.Type)
	msg.Header.Set(hdrFrom, strconv.Itoa(m.From))
	msg.Header.Set(hdrSeq, strconv.Itoa(m.Seq))
	if m.Type == "update" {
		msg.Header.Set(hdrVer, strconv.Itoa(m.Version))
		msg.Header.Set(hdrBase, strconv.Itoa(base))
	}
	if err := t.st.nc.PublishMsg(msg); err != nil {
		t.logf("table %s: publishing: %v", t.setup.ID, err)
	}
}

// state names the table's state.
func (t *table) state() string {
	switch {
	case t.g.Over():
		return "over"
	case t.n == 0:
		return "waiting"
	}
	return "playing"
}

// viewMsg is the full view of seat (-1: a spectator).
func (t *table) viewMsg(seat int) ServerMsg {
	v := t.g.ViewFrom(rules.PlayerID(seat), 0)
	m := ServerMsg{Type: "view", Seat: seat, Seq: t.g.JournalLen(), Actions: t.n, State: t.state(), Table: t.setup.ID}
	m.Events = wireEvents(t.g, v.Journal, 0)
	wv := t.wireView(v)
	m.View = &wv
	m.Decision = t.decisionFor(seat, &v, nil)
	if t.g.Over() {
		m.Hash = fmt.Sprintf("%016x", t.g.Hash())
	}
	if seat+1 >= 0 && seat+1 < len(t.ver) {
		m.Version = t.ver[seat+1]
	}
	return m
}

func (t *table) wireView(v rules.View) View {
	wv := wireView(t.g, v)
	wv.Range, wv.Attack = t.setup.Range, t.setup.Attack
	for i := range wv.Players {
		if i < len(t.setup.Seats) {
			wv.Players[i].AI = t.setup.Seats[i].AI
			if t.standIn[i] {
				wv.Players[i].AI = standInKind
			}
			if t.clock != nil && t.setup.Seats[i].AI == "" {
				wv.Players[i].Clock = t.clock.view(i, time.Now())
			}
			wv.Players[i].Connected = t.conns[i] > 0
		}
	}
	return wv
}

// decisionFor is the pending decision as seat sees it, from the seat's view v and the
// game's legal actions (nil: listed here).
func (t *table) decisionFor(seat int, v *rules.View, legal []rules.Action) *Decision {
	if t.g.Over() {
		return nil
	}
	if legal == nil {
		legal = t.g.LegalActions()
	}
	var acts []rules.Action
	if seat >= 0 {
		for _, a := range legal {
			if mayAct(t.g, rules.PlayerID(seat), a) {
				acts = append(acts, a)
			}
		}
	}
	d := t.g.Pending()
	if len(acts) == 0 {
		// Another seat's decision: what the seat's view says of it (an opponent's
		// choice without its options, CR 810.5).
		d = v.Pending
	}
	exp := expectedSeat(t.g, t.n, t.isAI, t.aiPass == t.n)
	return wireDecision(t.g, d, acts, len(acts) > 0 && exp == rules.PlayerID(seat) && !t.isAI(exp))
}

// broadcast tells every seat and the spectators what changed since journal entry from.
func (t *table) broadcast(from int) {
	t.clockSwitch()
	to := t.g.JournalLen()
	var legal []rules.Action
	if !t.g.Over() {
		legal = t.g.LegalActions()
	}
	for seat := -1; seat < len(t.setup.Seats); seat++ {
		m := ServerMsg{Type: "update", Seat: seat, From: from, Seq: to, Actions: t.n, State: t.state()}
		v := t.g.ViewFrom(rules.PlayerID(seat), from)
		m.Events = wireEvents(t.g, v.Journal, from)
		wv := t.wireView(v)
		m.View = &wv
		m.Decision = t.decisionFor(seat, &v, legal)
		if t.g.Over() {
			m.Hash = fmt.Sprintf("%016x", t.g.Hash())
		}
		k := seat + 1
		t.ver[k]++
		m.Version = t.ver[k]
		if t.full[k] > 0 {
			// Encoding the whole view is most of an update's cost: only for the
			// sessions that take it.
			t.publish(seat, m)
		}
		// The same update for the sessions that asked for deltas.
		base := -1
		if prev := t.sent[k]; prev != nil {
			if d, err := diffView(prev, &wv, t.ver[k]-1); err == nil {
				m.View, m.Delta, base = nil, d, d.Base
			}
		}
		t.sent[k] = &wv
		t.publishOn(deltaSubject(t.setup.ID, seat), m, base)
	}
}

func (t *table) updateSummary() {
	s := t.info()
	t.infoMu.Lock()
	t.summary = s
	t.infoMu.Unlock()
}

// info is the table's summary, built by the actor.
func (t *table) info() TableInfo {
	in := TableInfo{ID: t.setup.ID, State: t.state(), Turn: t.g.TurnNumber(), Hash: fmt.Sprintf("%016x", t.g.Hash()),
		Actions: t.n, Rules: t.setup.Rules, Variant: t.setup.Variant, Rematch: t.rematch}
	if t.g.Over() {
		// The side won (CR 102.3): in Team vs. Team and Emperor the engine's winning team
		// is one of its players.
		if w := t.g.Winner(); w >= 0 && int(w) < t.g.NumTeams() {
			in.Winner = t.g.Side(t.g.SideOf(w)).Name
		}
	}
	for i, s := range t.setup.Seats {
		si := SeatInfo{Name: s.Name, Team: s.Team, AI: s.AI, Connected: t.conns[i] > 0}
		if t.standIn[i] {
			si.AI = standInKind
		}
		in.Seats = append(in.Seats, si)
	}
	return in
}

// snapshot is the latest summary, safe from any goroutine.
func (t *table) snapshot() TableInfo {
	t.infoMu.Lock()
	defer t.infoMu.Unlock()
	return t.summary
}
