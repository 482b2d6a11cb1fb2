package server

import (
	"fmt"
	"strings"
	"time"

	"github.com/ettinmtg/ettin/rules"
)

// clockSpec is a table's chess clock: each person's time for the game, and a buffer per
// decision that is used before that time.
type clockSpec struct {
	Main    time.Duration `json:"main"`
	Buffer  time.Duration `json:"buffer"`
	Timeout string        `json:"timeout"` // "ai" or "lose"
}

// Clock limits.
const (
	maxClock    = 24 * time.Hour
	clockWarn   = 30 * time.Second // the warning comes this long before time runs out (at most a quarter of the time)
	minClockRun = 10 * time.Millisecond
)

// parseClock reads "20m" or "20m+15s" and the timeout rule.
func parseClock(s, timeout string) (clockSpec, error) {
	var cs clockSpec
	main, buf, _ := strings.Cut(s, "+")
	var err error
	if cs.Main, err = time.ParseDuration(strings.TrimSpace(main)); err != nil || cs.Main <= 0 || cs.Main > maxClock {
		return cs, fmt.Errorf("clock %q: expected a time like 20m, or 20m+15s with a buffer per decision (at most 24h)", s)
	}
	if buf != "" {
		if cs.Buffer, err = time.ParseDuration(strings.TrimSpace(buf)); err != nil || cs.Buffer < 0 || cs.Buffer > time.Hour {
			return cs, fmt.Errorf("clock %q: the buffer per decision after + must be a time like 15s (at most 1h)", s)
		}
	}
	switch timeout {
	case "", "ai":
		cs.Timeout = "ai"
	case "lose":
		cs.Timeout = "lose"
	default:
		return cs, fmt.Errorf("timeout %q: expected ai (a computer player plays on) or lose (the team loses)", timeout)
	}
	return cs, nil
}

// banks are the seats' times left now, in milliseconds (-1: ran out), for the log.
func (c *clocks) banks(now time.Time) []int64 {
	out := make([]int64, len(c.left))
	for i := range out {
		out[i] = c.leftOf(i, now).Milliseconds()
		if c.out[i] {
			out[i] = -1
		}
	}
	return out
}

// restore sets the banks from the log.
func (c *clocks) restore(banks []int64) {
	for i, b := range banks {
		if i < len(c.left) {
			c.left[i] = time.Duration(max(b, 0)) * time.Millisecond
			c.out[i] = b < 0
			c.warned[i] = c.left[i] <= c.warnAt()
		}
	}
}

// ClockView is a player's clock in a view.
type ClockView struct {
	Left    int64 `json:"left"`    // milliseconds left, buffer not counted
	Buffer  int64 `json:"buffer"`  // the buffer of each decision, in milliseconds
	Running bool  `json:"running"` // the clock runs now (since the message was sent)
	Out     bool  `json:"out"`     // time ran out
}

// clocks is the running state of a table's clocks (the actor's).
type clocks struct {
	spec    *clockSpec
	left    []time.Duration
	warned  []bool
	out     []bool
	started bool           // every person has come: the clocks run
	running rules.PlayerID // the seat whose clock runs, or NoPlayer
	since   time.Time
	timer   *time.Timer
	noted   time.Time // when the clocks were last written to the log
}

func newClocks(spec *clockSpec, seats int) *clocks {
	c := &clocks{spec: spec, left: make([]time.Duration, seats), warned: make([]bool, seats), out: make([]bool, seats), running: rules.NoPlayer}
	for i := range c.left {
		c.left[i] = spec.Main
	}
	return c
}

// warnAt is how long before time runs out the warning comes.
func (c *clocks) warnAt() time.Duration { return min(clockWarn, c.spec.Main/4) }

// used is how much of the running seat's time the current decision has used.
func (c *clocks) used(now time.Time) time.Duration {
	if c.running == rules.NoPlayer {
		return 0
	}
	return max(0, now.Sub(c.since)-c.spec.Buffer)
}

// leftOf is seat p's time left now.
func (c *clocks) leftOf(p int, now time.Time) time.Duration {
	l := c.left[p]
	if rules.PlayerID(p) == c.running {
		l -= c.used(now)
	}
	return max(0, l)
}

func (c *clocks) view(p int, now time.Time) *ClockView {
	return &ClockView{Left: c.leftOf(p, now).Milliseconds(), Buffer: c.spec.Buffer.Milliseconds(),
		Running: rules.PlayerID(p) == c.running, Out: c.out[p]}
}

// clockSwitch stops the running clock (charging its decision) and starts the clock of
// the seat the table now waits on, if it is a person's; a timer wakes the actor at the
// warning and when time runs out.
func (t *table) clockSwitch() {
	c := t.clock
	if c == nil {
		return
	}
	if !c.started {
		for i, s := range t.setup.Seats {
			if s.AI == "" && !t.joined[i] {
				return // the clocks start when every person has come
			}
		}
		c.started = true
		defer t.noteSeats() // once the running clock is set below
	}
	now := time.Now()
	if c.running != rules.NoPlayer {
		c.left[c.running] = max(0, c.left[c.running]-c.used(now))
		c.running = rules.NoPlayer
	}
	if c.timer != nil {
		c.timer.Stop()
		c.timer = nil
	}
	if t.g.Over() {
		return
	}
	p := expectedSeat(t.g, t.n, t.isAI, t.aiPass == t.n)
	if p == rules.NoPlayer || t.isAI(p) || c.out[p] {
		return
	}
	c.running, c.since = p, now
	c.arm(t, now)
}

// arm sets the timer for the running clock's next moment: the warning, or the end.
func (c *clocks) arm(t *table, now time.Time) {
	if c.timer != nil {
		c.timer.Stop()
		c.timer = nil
	}
	p := c.running
	if p == rules.NoPlayer {
		return
	}
	at := c.since.Add(c.spec.Buffer + c.left[p]) // time runs out
	if w := c.warnAt(); !c.warned[p] && c.left[p] > w {
		at = at.Add(-w)
	}
	if next := c.noted.Add(clockCheckpoint); next.Before(at) {
		at = next // the next checkpoint in the log
	}
	c.timer = time.AfterFunc(max(at.Sub(now), minClockRun), t.poke)
}

// poke wakes the actor (from a timer).
func (t *table) poke() {
	select {
	case t.wake <- struct{}{}:
	default:
	}
}

// checkClock warns a player whose time is short and applies the timeout rule to one
// whose time ran out.
func (t *table) checkClock() {
	c := t.clock
	if c == nil || c.running == rules.NoPlayer {
		return
	}
	p := int(c.running)
	left := c.leftOf(p, time.Now())
	name := t.setup.Seats[p].Name
	switch {
	case left <= 0:
		c.left[p], c.out[p] = 0, true
		c.running = rules.NoPlayer
		who := p
		if c.spec.Timeout == "lose" {
			t.clockNews(who, fmt.Sprintf("%s is out of time: the team loses", name))
			a := rules.Action{Kind: rules.ActConcede, Player: rules.PlayerID(p), Team: t.g.TeamOf(rules.PlayerID(p)), Obj: rules.NoObj, Assist: rules.NoPlayer}
			if err := t.apply(rules.PlayerID(p), a); err != nil {
				t.logf("table %s: %s's timeout: %v", t.setup.ID, name, err)
			}
			return
		}
		t.clockNews(who, fmt.Sprintf("%s is out of time: a computer player plays on", name))
		t.standIn[p] = true
		t.noteSeats()
		t.updateSummary()
		t.broadcast(t.g.JournalLen())
	case left <= c.warnAt() && !c.warned[p]:
		c.warned[p] = true
		t.clockNews(p, fmt.Sprintf("%s has %s left", name, roundClock(left)))
		c.arm(t, time.Now())
	default:
		if time.Since(c.noted) >= clockCheckpoint {
			t.noteSeats()
		}
		c.arm(t, time.Now())
	}
}

// roundClock rounds a time left for people: whole seconds, or hundredths below a second.
func roundClock(d time.Duration) time.Duration {
	if d >= time.Second {
		return d.Round(time.Second)
	}
	return d.Round(10 * time.Millisecond)
}

// clockNews tells every client about a seat's clock.
func (t *table) clockNews(seat int, msg string) {
	for i := -1; i < len(t.setup.Seats); i++ {
		t.publish(i, ServerMsg{Type: "clock", Seat: i, Who: &seat, Message: msg})
	}
}
