package tui

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// passAsked passes for person p's team, after asking when ConfirmPass is set and p could
// still play a land or cast a spell in the team's main phase.
func (s *Session) passAsked(p rules.PlayerID) (bool, error) {
	g := s.Game
	t := g.PriorityTeam()
	if s.ConfirmPass && g.ActiveTeam() == t && (g.Step() == rules.Main1 || g.Step() == rules.Main2) {
		if why := s.unused(p); why != "" && !s.confirm(fmt.Sprintf("Pass with %s?", why)) {
			return false, nil
		}
	}
	return true, s.pass(t)
}

// unused says what person p leaves unused by passing now: "a land to play (Mountain) and
// 3 untapped lands", or "".
func (s *Session) unused(p rules.PlayerID) string {
	g := s.Game
	var land string
	canCast := false
	for _, a := range g.LegalActions() {
		if a.Player != p {
			continue
		}
		switch a.Kind {
		case rules.ActPlayLand:
			if land == "" {
				land = g.Obj(a.Obj).Def.Name
			}
		case rules.ActCast:
			canCast = true
		}
	}
	untapped := 0
	for _, id := range g.Battlefield() {
		o := g.Obj(id)
		if o.Controller == p && !o.Tapped && o.Def.Types.Has(rules.Land) {
			untapped++
		}
	}
	var parts []string
	if land != "" {
		parts = append(parts, "a land to play ("+land+")")
	}
	if canCast && untapped > 0 {
		parts = append(parts, fmt.Sprintf("%d untapped land(s) and a spell you can cast", untapped))
	}
	return strings.Join(parts, " and ")
}

// confirm asks a yes/no question; anything but y or yes, and the end of input, is no.
func (s *Session) confirm(question string) bool {
	fmt.Fprint(s.Out, question+" [y/N] ")
	line, err := s.In.Line()
	if err != nil {
		fmt.Fprintln(s.Out)
		return false
	}
	if !s.In.Interactive() {
		fmt.Fprintln(s.Out, line)
	}
	a := strings.ToLower(strings.TrimSpace(line))
	return a == "y" || a == "yes"
}

// personAct applies an action of the person asked and remembers the position after it,
// for undo.
func (s *Session) personAct(apply func() error) (bool, error) {
	if err := apply(); err != nil {
		return false, err
	}
	s.undoAt = len(s.actionLines())
	return true, nil
}

// actionLines are the action lines of the game's log (event lines left out): what a
// replay applies.
func (s *Session) actionLines() []string {
	return bind.Actions(s.Game)
}

// undo takes back person p's last action while no other player has acted since: the game
// is made again from its start and its action lines but the last (the engine is
// deterministic, so this is the position before the action, hidden cards included).
func (s *Session) undo(p rules.PlayerID) (bool, error) {
	if s.Rebuild == nil {
		return false, errors.New("undo is not available here")
	}
	lines := s.actionLines()
	if s.undoAt == 0 || s.undoAt != len(lines) {
		return false, errors.New("nothing to undo: only your own last action can be taken back, before any other player acts")
	}
	last := lines[len(lines)-1]
	g, err := s.Rebuild(lines[:len(lines)-1])
	if err != nil {
		return false, fmt.Errorf("can't undo: %v", err)
	}
	s.Game = g
	s.undoAt = 0
	s.legal, s.proposal, s.passed, s.until = nil, proposal{}, false, nil
	for i := range s.passes {
		if i >= g.JournalLen() {
			delete(s.passes, i)
		}
	}
	s.note = s.Style.Info("Taken back: " + last)
	return true, nil // the game goes on from the position before, whoever decides there
}

// question is what to ask person p before an action line that is probably a mistake: a
// concession, or a spell or ability targeting a player of p's own team. "" asks nothing.
func (s *Session) question(p rules.PlayerID, line string) string {
	g := s.Game
	c := g.Clone()
	before := len(c.Stack())
	if bind.ApplyLineAs(c, line, p) != nil {
		return ""
	}
	if c.Over() && !g.Over() && c.Winner() != g.TeamOf(p) {
		return "Your team loses the game by this. Go ahead?"
	}
	st := c.Stack()
	if len(st) <= before {
		return ""
	}
	for _, t := range st[len(st)-1].Res.Targets {
		if t.IsPlayer() && c.TeamOf(t.Player) == g.TeamOf(p) {
			return fmt.Sprintf("That targets %s, of your own team. Go ahead?", g.Player(t.Player).Name)
		}
	}
	return ""
}
