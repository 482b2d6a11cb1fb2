// Package ai holds Ettin's computer players: a random player, a heuristic player that plays
// sensibly as a teammate, and a search player (Monte Carlo tree search over determinized
// games). Every policy decides from what its seat may see.
package ai

import "github.com/ettinmtg/ettin/rules"

// Policy chooses actions for the seats it plays.
type Policy interface {
	// Name names the policy, as on the command line ("random", "heuristic", "mcts").
	Name() string
	// Act returns an action for the pending decision of g, taken for seat (the deciding
	// player, or for a team decision a player of the deciding team). It may use only what
	// seat may see: g.ViewFor(seat), g.LegalActions() and games from g.Determinize(seat, …);
	// it must not read hidden cards from g itself.
	Act(g *rules.Game, seat rules.PlayerID) rules.Action
}

// Seat is the player who decides the pending decision of g: the player named by the
// decision, or for a team decision the team's primary player (CR 805.2).
func Seat(g *rules.Game) rules.PlayerID {
	d := g.Pending()
	if d.Player != rules.NoPlayer {
		return d.Player
	}
	if d.Team == rules.NoTeam {
		return rules.NoPlayer
	}
	return g.Teams[d.Team].Players[0]
}

// Random plays a uniformly random legal action, passing priority more often than not so
// that games move on. It is the baseline the other policies are measured against.
type Random struct {
	rng rules.RNG
}

// NewRandom returns a random player with its own seeded generator.
func NewRandom(seed uint64) *Random {
	r := &Random{}
	r.rng.Seed(seed)
	return r
}

// Name is "random".
func (r *Random) Name() string { return "random" }

// Act picks a random legal action.
func (r *Random) Act(g *rules.Game, seat rules.PlayerID) rules.Action {
	acts := g.LegalActions()
	if len(acts) == 0 {
		return rules.Pass(g.PriorityTeam())
	}
	if g.Pending().Kind == rules.DecPriority && r.rng.Intn(3) == 0 {
		return acts[0] // pass
	}
	return acts[r.rng.Intn(len(acts))]
}
