// Package ai holds Ettin's computer players: a random player, a heuristic player that plays
// sensibly as a teammate, and a search player (Monte Carlo tree search over determinized
// games). Every policy decides from what its seat may see.
package ai

import (
	"fmt"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// Policy chooses actions for the seats it plays.
type Policy interface {
	// Name names the policy, as on the command line ("random", "heuristic", "mcts").
	Name() string
	// Act returns an action for the decision s puts to its seat (the deciding player, or
	// for a team decision a player of the deciding team). A policy never sees the real
	// game: s gives the legal actions and a determinized copy (Situation), and the action
	// returned must be one of the legal actions or built from objects the seat sees.
	Act(s *Situation) rules.Action
}

// Seat is the player who decides the pending decision of g: the player named by the
// decision, or for a team decision the team's primary player (CR 805.2).
func Seat(g *rules.Game) rules.PlayerID {
	d := g.Pending()
	if d.DecidedBy != rules.NoPlayer {
		return d.DecidedBy // a player controlling another player's team (CR 805.8)
	}
	if d.Player != rules.NoPlayer {
		return d.Player
	}
	if d.Team == rules.NoTeam {
		return rules.NoPlayer
	}
	return g.Members(d.Team)[0]
}

// Random plays a uniformly random legal action, passing priority more often than not so
// that games move on. It is the baseline the other policies are measured against.
type Random struct {
	rng rules.RNG
}

// randomStackLimit is the stack size at which the random player only passes: an ability
// that costs nothing ({0}: Viscid Lemures) could otherwise be activated about as often as
// the stack resolves, and a game would pile up thousands of effects in one step.
const randomStackLimit = 8

// NewRandom returns a random player with its own seeded generator.
func NewRandom(seed uint64) *Random {
	r := &Random{}
	r.rng.Seed(seed)
	return r
}

// Name is "random".
func (r *Random) Name() string { return "random" }

// Act picks a random legal action.
func (r *Random) Act(s *Situation) rules.Action {
	acts := s.Actions()
	if len(acts) == 0 {
		return rules.Pass(s.Pending().Team)
	}
	if s.Pending().Kind == rules.DecPriority && (s.Moment.StackSize >= randomStackLimit || r.rng.Intn(3) == 0) {
		return acts[0] // pass
	}
	return acts[r.rng.Intn(len(acts))]
}

// Play drives a game to its end with one policy per player (indexed like g.Players),
// asking the policy of the deciding seat at each decision with that seat's Situation (a
// determinization of the game, the re-deal drawn from the number of actions so far, so
// that a game is the same for the same seeds). maxActions bounds a game that
// doesn't end (0 means 100,000); such a game is left unfinished and reported.
func Play(g *rules.Game, seats []Policy, maxActions int) error {
	if maxActions == 0 {
		maxActions = 100000
	}
	for n := 0; !g.Over(); n++ {
		if n >= maxActions {
			return fmt.Errorf("no end after %d actions", n)
		}
		seat := Seat(g)
		if seat == rules.NoPlayer || int(seat) >= len(seats) {
			return fmt.Errorf("no seat to decide %v", g.Pending().Kind)
		}
		a := decide(seats[seat], g, seat, uint64(n))
		if err := g.Apply(a); err != nil {
			return fmt.Errorf("%s (%s) chose %q, which was refused: %w", g.Player(seat).Name, seats[seat].Name(), bind.FormatAction(g, a), err)
		}
	}
	return nil
}
