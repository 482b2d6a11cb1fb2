package ai

import (
	"slices"

	"github.com/ettinmtg/ettin/rules"
)

// Situation is what a computer player is given at a decision: its seat, the pending
// decision, the legal actions, and a game to read and simulate that is a determinization
// for the seat (rules.Game.Determinize: the opponents' hands and every library re-dealt
// at random), never the real game. It holds the real game only inside functions it
// calls, so a policy has no way to read a hidden card.
//
// The legal actions and the determinized game are made on first use, since many
// decisions need neither (a lone legal action is taken without looking at the game).
// A Situation is good until the next action is applied to the game it came from; the
// driver then ends it with Done.
type Situation struct {
	// Seat is the player deciding (Seat of the game), and Team the seat's team.
	Seat rules.PlayerID
	Team rules.TeamID
	// Moment is where the turn stands, which every player sees.
	Moment Moment

	// real answers q from the real game: one function (one allocation) for the three.
	real func(q realQuery, done *rules.Game) (rules.Decision, []rules.Action, *rules.Game)

	dec    rules.Decision
	acts   []rules.Action
	game   *rules.Game
	seen   bool // dec is set
	listed bool // acts is set
	own    bool // Actions keeps only the seat's own actions and passes
}

// NewSituation returns the situation of seat at the pending decision of g; seed draws
// the re-deal of what seat can't see, so the same game, seat and seed give the same
// situation.
func NewSituation(g *rules.Game, seat rules.PlayerID, seed uint64) *Situation {
	return &Situation{
		Seat:   seat,
		Team:   g.TeamOf(seat),
		Moment: momentOf(g),
		real: func(q realQuery, done *rules.Game) (rules.Decision, []rules.Action, *rules.Game) {
			switch q {
			case askPending:
				return g.Pending(), nil, nil // the seat's own decision: its options are the seat's to see
			case askActions:
				return rules.Decision{}, g.ListActions(), nil // good until the next action, as the situation
			case askDeal:
				return rules.Decision{}, nil, g.Determinize(seat, seed)
			}
			g.Discard(done)
			return rules.Decision{}, nil, nil
		},
	}
}

// NewSituationOn returns the situation of seat at the pending decision of g, a game the
// seat may read whole because it holds nothing hidden from it: one built from what the
// seat was sent, with every card it can't see filled in by guesses (a network bot's).
// acts are the legal actions the seat was given, with g's object ids: the policy chooses
// among them rather than among g's, which are only as good as the guesses. g itself is
// handed to the policy; Done leaves it as it is.
func NewSituationOn(g *rules.Game, seat rules.PlayerID, acts []rules.Action) *Situation {
	return &Situation{
		Seat:   seat,
		Team:   g.TeamOf(seat),
		Moment: momentOf(g),
		real: func(q realQuery, _ *rules.Game) (rules.Decision, []rules.Action, *rules.Game) {
			switch q {
			case askPending:
				return g.Pending(), nil, nil
			case askActions:
				return rules.Decision{}, acts, nil
			case askDeal:
				return rules.Decision{}, nil, g
			}
			return rules.Decision{}, nil, nil
		},
	}
}

// realQuery is what a situation asks of the real game.
type realQuery uint8

const (
	askPending realQuery = iota
	askActions
	askDeal    // the determinization
	askDiscard // discard the determinization
)

// Moment is the public state of the turn at a decision.
type Moment struct {
	Turn       int
	ActiveTeam rules.TeamID
	Step       rules.Step
	StackSize  int
	StackTeam  rules.TeamID // the team controlling the top of the stack; NoTeam when it is empty
	// OtherStacks: Grand Melee, the team holding priority holds it for another stack too
	// (CR 807.5b), whose actions the decision lists.
	OtherStacks bool
}

// momentOf reads the moment of g.
func momentOf(g *rules.Game) Moment {
	m := Moment{Turn: g.TurnNumber(), ActiveTeam: g.ActiveTeam(), Step: g.Step(), StackTeam: rules.NoTeam}
	if n := g.StackLen(); n > 0 {
		m.StackSize, m.StackTeam = n, g.TeamOf(g.StackTopController())
	}
	m.OtherStacks = g.HoldsOtherStacks()
	return m
}

// Pending is the decision to make.
func (s *Situation) Pending() rules.Decision {
	if !s.seen {
		s.dec, _, _ = s.real(askPending, nil)
		s.seen = true
	}
	return s.dec
}

// Actions lists the legal actions of the decision, in the engine's order. They are the
// seat's own options, so they show nothing it may not see; the list is shared, not to be
// changed.
func (s *Situation) Actions() []rules.Action {
	if !s.listed {
		_, s.acts, _ = s.real(askActions, nil)
		s.listed = true
		if s.own {
			s.acts = slices.DeleteFunc(s.acts, func(a rules.Action) bool { return a.Kind != rules.ActPass && a.Player != s.Seat })
		}
	}
	return s.acts[:len(s.acts):len(s.acts)] // a caller's append copies
}

// OwnActionsOnly limits the legal actions the situation lists to the seat's own actions
// (and passing), for a computer teammate that proposes what it would do with its own
// cards while a person decides for the rest of the team.
func (s *Situation) OwnActionsOnly() { s.own = true }

// Game is a copy of the game as the seat may know it, with everything hidden from it
// re-dealt at random: the seat's team's hands and every public zone are as in the real
// game, and the objects keep their ids, so an action chosen in the copy is valid in the
// real game. The policy may read it, clone it and play on it.
func (s *Situation) Game() *rules.Game {
	if s.game == nil {
		_, _, s.game = s.real(askDeal, nil)
	}
	return s.game
}

// Done ends the situation once its decision is made: the game Game handed out is
// emptied and must not be used any more (rules.Game.Discard), so that the real game
// takes back the objects it shared with it instead of copying them at its next writes.
// A policy that cloned that game discards its clones first (else nothing is taken back).
// Drivers call Done after Act; a situation left without it costs only memory.
func (s *Situation) Done() {
	if s.game != nil {
		s.real(askDiscard, s.game)
		s.game = nil
	}
}

// decide asks policy p for the pending decision of g, as a driver does: with the
// situation of the deciding seat, the re-deal drawn from seed.
func decide(p Policy, g *rules.Game, seat rules.PlayerID, seed uint64) rules.Action {
	s := NewSituation(g, seat, seed)
	a := p.Act(s)
	s.Done()
	return a
}
