package ai

import "github.com/ettinmtg/ettin/rules"

// simSteps bounds the actions a simulation plays to let one spell or ability resolve:
// passes, and the choices its resolution and its triggers ask.
const simSteps = 64

// standing is team t's position in points: its score less the opponents' (teamScore, the
// difference Evaluate turns into a chance of winning), or ±winPoints once the game is over.
func standing(g *rules.Game, t rules.TeamID) float64 {
	if g.Over() {
		switch {
		case g.SideWon(g.SideOf(t)): // t's team won (CR 102.3)
			return winPoints
		case g.Winner() == rules.NoTeam:
			return 0
		}
		return -winPoints
	}
	return scoreDiff(g, t)
}

// simulate values action a for the deciding team by playing it on a clone of the game it
// reads (a determinization, or a search's playout: never the real game): it applies a,
// lets what a put on the stack resolve (resolveDown), and returns the change in standing.
// It reports false when the clone refuses a, or inside another simulation: a choice made
// while simulating is answered from estimates alone, so that simulations don't nest.
func (c *ctx) simulate(a rules.Action) (float64, bool) {
	if c.nosim {
		return 0, false
	}
	c.sims++
	g := c.g.Clone()
	defer c.g.Discard(g)
	depth := g.StackLen()
	if n := a.StackNamed(); n != 0 {
		// Grand Melee: the action goes on another stack (CR 807.5b), whose depth counts.
		for _, m := range g.Markers() {
			if m.Number == n {
				depth = m.Stack
			}
		}
	}
	if g.Apply(a) != nil {
		return 0, false
	}
	resolveDown(g, depth)
	return standing(g, c.team) - standing(c.g, c.team), true
}

// simulateTop values, for the deciding team, the top of the stack resolving: its change
// in standing once the stack is back below it.
func (c *ctx) simulateTop() (float64, bool) {
	if c.nosim || c.g.StackLen() == 0 {
		return 0, false
	}
	c.sims++
	g := c.g.Clone()
	defer c.g.Discard(g)
	resolveDown(g, g.StackLen()-1)
	return standing(g, c.team) - standing(c.g, c.team), true
}

// resolveDown plays g on until its stack holds no more than depth items at a priority
// decision: every team passes, and a choice on the way (a target for a trigger, a card to
// discard, "you may") is answered by the heuristic, without simulating. It stops at the
// end of the game or after simSteps actions.
func resolveDown(g *rules.Game, depth int) {
	h := &Heuristic{nosim: true}
	for k := 0; k < simSteps && !g.Over(); k++ {
		d := g.Pending()
		var next rules.Action
		if d.Kind == rules.DecPriority {
			if g.StackLen() <= depth {
				return
			}
			next = rules.Pass(d.Team)
		} else {
			seat := Seat(g)
			if seat == rules.NoPlayer {
				return
			}
			next = h.act(g, seat, nil)
		}
		if g.Apply(next) != nil {
			return
		}
	}
}
