package server

import (
	"context"
	"time"
)

// clockCheckpoint is how often a running clock is written to the table's log: a restart
// gives back at most this much of the time a player used before the crash.
const clockCheckpoint = 10 * time.Second

// seatsState is the state of the seats to record: who is away since when, who has a
// computer player standing in, whether the clocks have started.
func (t *table) seatsState() *seatsRecord {
	r := &seatsRecord{Away: make([]int64, len(t.away)), StandIn: append([]bool(nil), t.standIn...), Came: append([]bool(nil), t.came...)}
	for i, a := range t.away {
		if !a.IsZero() {
			r.Away[i] = a.UnixMilli()
		}
	}
	r.ClocksOn = t.clock != nil && t.clock.started
	return r
}

// noteSeats appends the seats' state (and the clocks) to the table's log, so that a
// table rebuilt after a crash keeps who is away, who stands in and the time left.
func (t *table) noteSeats() {
	rec := record{Seat: -1, Seats: t.seatsState()}
	if t.clock != nil {
		rec.Clocks = t.clock.banks(time.Now())
		t.clock.noted = time.Now()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	seq, err := t.st.appendRecord(ctx, t.setup.ID, t.last, rec)
	if err != nil {
		t.logf("table %s: noting the seats: %v", t.setup.ID, err)
		return
	}
	t.last = seq
}

// restoreSeats sets the seats' state from the last one recorded (nil: none, as in a log
// written before seats were recorded: then every person counts as having come once the
// game is under way). The crash ended every connection: a person who had come and isn't
// back within the grace period from now (or from when they left, if they had) gets a
// computer player standing in; a person who never came is still waited for. The clocks,
// if they had started, run again without waiting for everyone to come back.
func (t *table) restoreSeats(r *seatsRecord) {
	if r == nil && t.n == 0 {
		return // a new table: the people haven't come yet
	}
	now := time.Now()
	for i, s := range t.setup.Seats {
		if s.AI != "" {
			continue
		}
		t.came[i] = r == nil || i < len(r.Came) && r.Came[i]
		if r != nil && i < len(r.StandIn) && r.StandIn[i] {
			t.standIn[i] = true
		}
		if t.standIn[i] || !t.came[i] || t.grace < 0 || t.g.Over() {
			continue
		}
		t.away[i] = now
		if r != nil && i < len(r.Away) && r.Away[i] > 0 {
			t.away[i] = time.UnixMilli(r.Away[i])
		}
		time.AfterFunc(max(t.grace-now.Sub(t.away[i]), 0), t.poke)
	}
	if t.clock != nil && r != nil && r.ClocksOn {
		t.clock.started = true
		t.clockSwitch()
	}
}
