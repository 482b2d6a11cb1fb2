package bind

import (
	"strings"

	"github.com/ettinmtg/ettin/notation"
	"github.com/ettinmtg/ettin/rules"
)

// ApplyLine parses a line of the action notation, resolves its names in the current
// position of g and applies it. "resolve" and "go to <step>" apply passes until they are
// done (each pass is logged as its own line, so the log stays a replay). A line that
// doesn't parse or isn't legal is refused with one line of explanation and changes nothing.
func ApplyLine(g *rules.Game, line string) error { return applyLine(g, g, line) }

// ApplyLineAs is ApplyLine for a line typed by player p: its names are read as p sees the
// game, so a face-down spell or permanent p may not look at is named only as a face-down
// creature (CR 708.2a, 708.5), never by its card, and a line can't probe what it is.
func ApplyLineAs(g *rules.Game, line string, p rules.PlayerID) error {
	return applyLine(g, seenBy(g, p), line)
}

// seenBy is the game as player p sees its face-down objects: a clone whose hidden cards
// are blanked (rules.Game.HideFaceDownFrom), with the same object IDs as g.
func seenBy(g *rules.Game, p rules.PlayerID) *rules.Game {
	c := g.Clone()
	c.HideFaceDownFrom(p)
	return c
}

// ResolveAs is Resolve for an action sent by player p: names are read as p sees the game
// (ApplyLineAs).
func ResolveAs(g *rules.Game, na notation.Action, p rules.PlayerID) (rules.Action, error) {
	return Resolve(seenBy(g, p), na)
}

// applyLine applies line to g, reading its names in seen: g itself, or g as one player
// sees it.
func applyLine(g, seen *rules.Game, line string) error {
	if g.Over() {
		return rules.ErrGameOver
	}
	p := notation.Parser{KnownName: func(s string) bool { return knownName(seen, s) }}
	na, err := p.Parse(line)
	if err != nil {
		return rules.NewRefusal(rules.RefusedMalformed, "%v", err)
	}
	if os, ok := na.(notation.OnStack); ok {
		// Grand Melee: a player holds priority for one stack at a time here, the stack of
		// the turn marker being played (CR 807.5b); a line for another stack waits for it.
		cur := currentMarker(g)
		if cur == 0 {
			return rules.NewRefusal(rules.RefusedMalformed, "stack %d: only Grand Melee has a stack per turn marker (CR 807.5)", os.Stack)
		}
		if cur != os.Stack {
			return rules.NewRefusal(rules.RefusedWrongTiming, "stack %d is not the stack being played (stack %d is; a player holds priority for one stack at a time, CR 807.5b)", os.Stack, cur)
		}
		na = os.Action
	}
	switch x := na.(type) {
	case notation.Resolve, notation.GoTo:
		// These apply several passes; a refusal part way restores the game as it was.
		saved := g.Clone()
		if r, ok := x.(notation.GoTo); ok {
			err = goTo(g, r.Step, r.Marker)
		} else {
			err = resolveAll(g)
		}
		if err != nil {
			*g = *saved
		}
		return err
	}
	a, err := Resolve(seen, na)
	if err != nil {
		return err
	}
	return g.Apply(a)
}

// knownName reports whether some object in the game has this name, or a face cast by
// this name (a split card's half, an Adventure, ...: findFace), for the parser's handling
// of names with commas and apostrophes ("Bea's Fight" is Bea's Fight).
func knownName(g *rules.Game, s string) bool {
	if strings.EqualFold(s, rules.FaceDownName) {
		return true // how a face-down object is named (CR 708.2a)
	}
	for i := range g.NumObjects() {
		d := g.Obj(rules.ObjID(i)).Card()
		if strings.EqualFold(d.Name, s) {
			return true
		}
		for _, f := range d.Faces() {
			if strings.EqualFold(f.Name, s) {
				return true
			}
		}
	}
	return false
}

// resolveAll passes until the top object of the stack has resolved (notation "resolve").
func resolveAll(g *rules.Game) error {
	if g.Pending().Kind != rules.DecPriority {
		return rules.NewRefusal(rules.RefusedOtherDecision, "can't resolve now: %s", g.WaitingFor())
	}
	st := g.Stack()
	n := len(st)
	if n == 0 {
		return rules.NewRefusal(rules.RefusedWrongTiming, "%s", "the stack is empty: nothing to resolve (use pass or go to <step>)")
	}
	top := st[n-1]
	same := func() bool {
		st := g.Stack()
		if len(st) < n {
			return false
		}
		s := st[n-1]
		return s.Spell == top.Spell && s.Obj == top.Obj && s.Ability == top.Ability
	}
	for i := 0; i < 1000 && !g.Over() && g.Pending().Kind == rules.DecPriority && same(); i++ {
		if err := g.Apply(rules.Pass(g.PriorityTeam())); err != nil {
			return err
		}
	}
	return nil
}

// goTo passes until step st begins, of this turn or the next (notation "go to").
func goTo(g *rules.Game, st rules.Step, marker int) error {
	if st == rules.Untap || st == rules.Cleanup {
		return rules.NewRefusal(rules.RefusedMalformed, "%s has no priority; expected a step such as main1, declare attackers, end", st)
	}
	if g.Pending().Kind != rules.DecPriority {
		return rules.NewRefusal(rules.RefusedOtherDecision, "can't go to %s now: %s", st, g.WaitingFor())
	}
	startTurn, startStep := g.TurnNumber(), g.Step()
	moved := false
	for i := 0; i < 10000 && !g.Over(); i++ {
		if g.Pending().Kind != rules.DecPriority {
			return nil // a decision other than passing stops it
		}
		if moved && g.Step() == st && g.PriorityTeam() == g.ActiveTeam() && (marker == 0 || currentMarker(g) == marker) {
			return nil
		}
		if err := g.Apply(rules.Pass(g.PriorityTeam())); err != nil {
			return err
		}
		if g.TurnNumber() != startTurn || g.Step() != startStep {
			moved = true
		}
		if g.TurnNumber() > startTurn+1+2*len(g.Markers()) && g.Step() > st {
			return rules.NewRefusal(rules.RefusedWrongTiming, "%s didn't come within the next turn", st)
		}
	}
	return nil
}

// currentMarker is the number of the Grand Melee turn marker whose turn is being played,
// 0 outside Grand Melee.
func currentMarker(g *rules.Game) int {
	for _, m := range g.Markers() {
		if m.Current {
			return m.Number
		}
	}
	return 0
}
