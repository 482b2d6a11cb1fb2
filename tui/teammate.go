package tui

import (
	"github.com/ettinmtg/ettin/ai"
	"github.com/ettinmtg/ettin/rules"
)

// proposal is a computer teammate's action in a position (hash and log length).
type proposal struct {
	at     [2]uint64
	player rules.PlayerID
	action rules.Action
	ok     bool
}

// priority handles team t's priority.
//
// In the team's own main phase with an empty stack the person acts first: a computer
// teammate proposes its action and waits, and acts only when the person passes (the team
// passes when it doesn't act either). Elsewhere the team's computer players act first (a
// response is for whoever has one).
func (s *Session) priority(t rules.TeamID) error {
	g := s.Game
	people := s.people(t)
	if len(people) == 0 {
		return s.computer(g.Members(t)[0])
	}
	first := s.personFirst(t)
	if !first || s.passed {
		if s.streak < 30 {
			if pr := s.teammate(t); pr.ok {
				if err := s.apply(pr.action); err == nil {
					s.streak++
					s.passed = false
					return nil
				}
			}
		}
		if s.passed {
			s.passed, s.streak = false, 0
			return s.apply(rules.Pass(t))
		}
	}
	s.streak = 0
	if s.autoPass(people[0]) {
		return s.pass(t)
	}
	return s.ask(people[0])
}

// personFirst reports whether team t's person acts before its computer teammates: in the
// team's main phase, with an empty stack, when the team has a computer player.
func (s *Session) personFirst(t rules.TeamID) bool {
	g := s.Game
	if g.ActiveTeam() != t || (g.Step() != rules.Main1 && g.Step() != rules.Main2) || len(g.Stack()) > 0 {
		return false
	}
	for _, p := range g.Members(t) {
		if !s.isPerson(p) {
			return true
		}
	}
	return false
}

// pass passes priority for team t, or, when the person acts first, lets a computer
// teammate act before the team passes.
func (s *Session) pass(t rules.TeamID) error {
	if s.personFirst(t) && !s.passed {
		s.passed = true
		return nil
	}
	s.passed = false
	return s.apply(rules.Pass(t))
}

// teammate is the action a computer player of team t would take now for itself (the first
// of them with one), computed once per position. Each chooses among its own actions only,
// so that its best action is its own.
func (s *Session) teammate(t rules.TeamID) proposal {
	g := s.Game
	at := [2]uint64{g.Hash(), uint64(g.JournalLen())}
	if s.proposal.at == at {
		return s.proposal
	}
	s.proposal = proposal{at: at}
	for _, p := range g.Members(t) {
		if s.isPerson(p) {
			continue
		}
		sit := ai.NewSituation(g, p, 0)
		sit.OwnActionsOnly()
		a := s.Policies[p].Act(sit)
		sit.Done()
		if a.Kind == rules.ActPass || a.Player != p {
			continue
		}
		s.proposal = proposal{at: at, player: p, action: a, ok: true}
		break
	}
	return s.proposal
}

// apply applies an action, noting which team passed for the screen's log.
func (s *Session) apply(a rules.Action) error {
	g := s.Game
	n, team := g.JournalLen(), g.PriorityTeam()
	isPass := a.Kind == rules.ActPass && g.Pending().Kind == rules.DecPriority
	if err := g.Apply(a); err != nil {
		return err
	}
	if isPass {
		s.notePass(n, team)
	}
	return nil
}

// notePass records that team t passed, at the first "pass" line from log entry n on.
func (s *Session) notePass(n int, t rules.TeamID) {
	for i := n; i < s.Game.JournalLen(); i++ {
		if isPass(s.Game, i) {
			if s.passes == nil {
				s.passes = map[int]rules.TeamID{}
			}
			s.passes[i] = t
			return
		}
	}
}

// passNames names the team of each pass the session saw, by log index, for the screen.
func (s *Session) passNames() map[int]string {
	out := make(map[int]string, len(s.passes))
	for i, t := range s.passes {
		out[i] = s.Game.Team(t).Name
	}
	return out
}

// isPass reports whether journal entry i of g is a team's pass.
func isPass(g *rules.Game, i int) bool {
	e, ok := g.JournalAt(i)
	return ok && e.Kind == rules.JAction && e.ActKind == rules.ActPass
}
