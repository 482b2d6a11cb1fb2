package rules

import "strings"

// Designations of permanents (monstrous, renowned) and the keyword mechanics of
// permanents built on them and on what a player was dealt this turn: monstrosity (CR
// 701.37), renown (702.112), bloodthirst (702.54), undying and persist (702.93, 702.79)
// through CondSelfWas, and "can't attack unless defending player controls ..." (508.1c).

// Designation is a set of designations a permanent can have (CR 701.37b, 702.112b).
// A designation is neither a characteristic nor a counter: it stays while the permanent
// stays on the battlefield, through copy and ability-changing effects, and is lost when
// it leaves (CR 400.7).
type Designation uint8

// The designations.
const (
	Monstrous Designation = 1 << iota // CR 701.37b
	Renowned                          // CR 702.112b
)

var designationNames = [...]string{"monstrous", "renowned"}

// String names the designations of the set, joined by " and " ("" for none).
func (d Designation) String() string {
	var ws []string
	for i, n := range designationNames {
		if d&(1<<i) != 0 {
			ws = append(ws, n)
		}
	}
	return strings.Join(ws, " and ")
}

// ParseDesignation reads a designation's name ("monstrous").
func ParseDesignation(s string) (Designation, bool) {
	for i, n := range designationNames {
		if s == n {
			return 1 << i, true
		}
	}
	return 0, false
}

// BecomeDesignated: "If this creature isn't monstrous, put N +1/+1 counters on it and it
// becomes monstrous" (monstrosity N, CR 701.37a) and renown's "put N +1/+1 counters on
// it and it becomes renowned" (702.112a). A permanent that already has the designation
// gets nothing (a second activation of monstrosity does nothing, 701.37a); one that
// gets it raises EvBecomesDesignated (701.37b, "when it becomes monstrous").
type BecomeDesignated struct {
	What        What
	Designation Designation
	Counters    Amount
}

func (e BecomeDesignated) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		o := g.obj(id)
		if o.Zone != ZoneBattlefield || o.Designations&e.Designation == e.Designation {
			continue
		}
		if n := e.Counters.eval(g, r, NoPlayer); n > 0 {
			g.putCounters(id, PlusOne, n, r.Controller)
		}
		g.mut(id).Designations |= e.Designation
		g.note(Entry{Kind: JBecomesDesignated, Obj: id, Card: o.Def, N: int32(e.Designation)})
		g.emit(Event{Kind: EvBecomesDesignated, Obj: id, Player: o.Controller, Source: NoObj, Amount: int(e.Designation)})
	}
	return true
}

// condHoldsDesignations evaluates CondOpponentDamaged and CondSelfWas (false for any
// other kind).
func (g *Game) condHoldsDesignations(c *Condition, source ObjID, ctrl PlayerID) bool {
	switch c.Kind {
	case CondOpponentDamaged:
		// CR 702.54a: "an opponent was dealt damage this turn"; in 2HG either player of
		// the other team (CR 102.3), each a player dealt damage of their own.
		var buf [MaxSeats]PlayerID
		for _, p := range g.playersSeen(ctrl, buf[:0]) { // CR 801.11
			if g.Opponents(p, ctrl) && g.players[p].Damaged {
				return true
			}
		}
	case CondSelfWas:
		// The old object keeps what it was as it left (CR 608.2h): its counters.
		return c.Filter != nil && g.matches(source, c.Filter, source, ctrl)
	}
	return false
}

// controlsMatching reports whether player p controls a permanent matching f (relative to
// source and its controller ctrl).
func (g *Game) controlsMatching(p PlayerID, f *Filter, source ObjID, ctrl PlayerID) bool {
	for _, id := range g.battlefield {
		if g.obj(id).Controller == p && g.matches(id, f, source, ctrl) {
			return true
		}
	}
	return false
}
