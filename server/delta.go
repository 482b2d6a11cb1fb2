package server

import (
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/ettinmtg/ettin/rules"
)

// Delta updates (docs/protocol.md): a session that asks for them (?delta=1) gets, after
// each change, only what changed in its seat's view since the previous update: a
// ViewDelta instead of the whole view. Views are numbered per seat (version); a delta
// applies to the view of its base version. The table publishes the deltas on a subject of
// their own (deltaSubject), beside the full updates.

// ViewDelta is what changed in a seat's view from the view numbered Base.
type ViewDelta struct {
	Base int `json:"base"`
	// View holds the top-level fields of the view that changed (other than players and
	// battlefield), as a partial view: each replaces the old view's field.
	View json.RawMessage `json:"view,omitempty"`
	// Players are the players whose entry changed, whole.
	Players []PlayerDelta `json:"players,omitempty"`
	// Battlefield: the permanents gone, and those new or changed (a changed one is
	// replaced where it is, a new one appended). When that doesn't give the new order,
	// View holds the whole battlefield instead.
	Removed []rules.ObjID `json:"removed,omitempty"`
	Changed []Permanent   `json:"changed,omitempty"`
}

// PlayerDelta is a player's changed entry (Index into the view's players).
type PlayerDelta struct {
	Index  int        `json:"index"`
	Player PlayerView `json:"player"`
}

// deltaSubject is where the delta updates of a seat (-1: spectators) are published.
func deltaSubject(id string, seat int) string { return outSubject(id, seat) + ".d" }

// diffView is the delta from view a (numbered base) to view b.
func diffView(a, b *View, base int) (*ViewDelta, error) {
	d := &ViewDelta{Base: base}
	fields := map[string]any{}
	set := func(name string, changed bool, v any) {
		if changed {
			fields[name] = v
		}
	}
	set("viewer", a.Viewer != b.Viewer, b.Viewer)
	set("rules", a.Rules != b.Rules, b.Rules)
	set("variant", a.Variant != b.Variant, b.Variant)
	set("shared", a.Shared != b.Shared, b.Shared)
	set("range", a.Range != b.Range, b.Range)
	set("attack", a.Attack != b.Attack, b.Attack)
	set("turn", a.Turn != b.Turn, b.Turn)
	set("activeTeam", a.ActiveTeam != b.ActiveTeam, b.ActiveTeam)
	set("step", a.Step != b.Step, b.Step)
	set("waiting", a.Waiting != b.Waiting, b.Waiting)
	set("teams", !reflect.DeepEqual(a.Teams, b.Teams), b.Teams)
	set("stack", !reflect.DeepEqual(a.Stack, b.Stack), b.Stack)
	set("effects", !reflect.DeepEqual(a.Effects, b.Effects), b.Effects)
	set("over", a.Over != b.Over, b.Over)
	set("winner", a.Winner != b.Winner, b.Winner)
	set("deploy", a.Deploy != b.Deploy, b.Deploy)
	set("sides", !reflect.DeepEqual(a.Sides, b.Sides), b.Sides)
	set("winnerSide", a.WinnerSide != b.WinnerSide, b.WinnerSide)
	if len(a.Players) != len(b.Players) {
		set("players", true, b.Players)
	} else {
		for i := range b.Players {
			if !reflect.DeepEqual(a.Players[i], b.Players[i]) {
				d.Players = append(d.Players, PlayerDelta{Index: i, Player: b.Players[i]})
			}
		}
	}
	old := make(map[rules.ObjID]int, len(a.Battlefield))
	for i, p := range a.Battlefield {
		old[p.ID] = i
	}
	now := make(map[rules.ObjID]bool, len(b.Battlefield))
	for _, p := range b.Battlefield {
		now[p.ID] = true
		if i, ok := old[p.ID]; !ok || !reflect.DeepEqual(a.Battlefield[i], p) {
			d.Changed = append(d.Changed, p)
		}
	}
	for _, p := range a.Battlefield {
		if !now[p.ID] {
			d.Removed = append(d.Removed, p.ID)
		}
	}
	// The order the client will have: the old one less the removed, the new appended.
	order := make([]rules.ObjID, 0, len(b.Battlefield))
	for _, p := range a.Battlefield {
		if now[p.ID] {
			order = append(order, p.ID)
		}
	}
	for _, p := range b.Battlefield {
		if _, ok := old[p.ID]; !ok {
			order = append(order, p.ID)
		}
	}
	for i, p := range b.Battlefield {
		if order[i] != p.ID {
			d.Removed, d.Changed = nil, nil
			fields["battlefield"] = b.Battlefield
			break
		}
	}
	if len(fields) > 0 {
		raw, err := json.Marshal(fields)
		if err != nil {
			return nil, fmt.Errorf("encoding a view delta: %w", err)
		}
		d.View = raw
	}
	return d, nil
}

// ApplyDelta updates v, the view numbered d.Base, into the view d leads to.
func ApplyDelta(v *View, d *ViewDelta) error {
	if len(d.View) > 0 {
		// Decoded into a fresh view, so that nothing of the old values (a flag left out
		// as false, a map's keys) survives in the fields replaced.
		var keys map[string]json.RawMessage
		var nv View
		if err := json.Unmarshal(d.View, &keys); err != nil {
			return fmt.Errorf("view delta: %w", err)
		}
		if err := json.Unmarshal(d.View, &nv); err != nil {
			return fmt.Errorf("view delta: %w", err)
		}
		for k := range keys {
			switch k {
			case "viewer":
				v.Viewer = nv.Viewer
			case "rules":
				v.Rules = nv.Rules
			case "variant":
				v.Variant = nv.Variant
			case "shared":
				v.Shared = nv.Shared
			case "range":
				v.Range = nv.Range
			case "attack":
				v.Attack = nv.Attack
			case "turn":
				v.Turn = nv.Turn
			case "activeTeam":
				v.ActiveTeam = nv.ActiveTeam
			case "step":
				v.Step = nv.Step
			case "waiting":
				v.Waiting = nv.Waiting
			case "teams":
				v.Teams = nv.Teams
			case "players":
				v.Players = nv.Players
			case "battlefield":
				v.Battlefield = nv.Battlefield
			case "stack":
				v.Stack = nv.Stack
			case "effects":
				v.Effects = nv.Effects
			case "over":
				v.Over = nv.Over
			case "winner":
				v.Winner = nv.Winner
			case "deploy":
				v.Deploy = nv.Deploy
			case "sides":
				v.Sides = nv.Sides
			case "winnerSide":
				v.WinnerSide = nv.WinnerSide
			default:
				return fmt.Errorf("view delta: unknown field %q", k)
			}
		}
	}
	for _, p := range d.Players {
		if p.Index < 0 || p.Index >= len(v.Players) {
			return fmt.Errorf("view delta: no player %d", p.Index)
		}
		v.Players[p.Index] = p.Player
	}
	if len(d.Removed)+len(d.Changed) == 0 {
		return nil
	}
	gone := make(map[rules.ObjID]bool, len(d.Removed))
	for _, id := range d.Removed {
		gone[id] = true
	}
	bf := make([]Permanent, 0, len(v.Battlefield)+len(d.Changed))
	at := map[rules.ObjID]int{}
	for _, p := range v.Battlefield {
		if !gone[p.ID] {
			at[p.ID] = len(bf)
			bf = append(bf, p)
		}
	}
	for _, p := range d.Changed {
		if i, ok := at[p.ID]; ok {
			bf[i] = p
		} else {
			at[p.ID] = len(bf)
			bf = append(bf, p)
		}
	}
	v.Battlefield = bf
	return nil
}
