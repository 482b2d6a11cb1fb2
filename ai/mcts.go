package ai

import (
	"math"
	"slices"
	"sort"
	"time"

	"github.com/ettinmtg/ettin/rules"
)

// Budget bounds the search of one decision. With Playouts alone the search is
// deterministic for a given seed; a Time limit makes the number of playouts, and so the
// decisions, depend on the speed of the machine.
type Budget struct {
	Playouts int           // playouts per decision; 0 means no limit by count
	Time     time.Duration // wall-clock time per decision; 0 means no limit by time
}

// MCTS searches each decision by Monte Carlo simulation over determinized games: it
// samples the hidden cards consistently with what its seat sees (rules.Game.Determinize),
// plays each candidate action out with the heuristic policy for every seat, cuts playouts
// off after a few turns and scores them with Evaluate, and takes the candidate with the
// best average. The budget is spread over the candidates by sequential halving (each
// round drops the worse half), with the same sampled determinizations for all candidates
// of a round so that they are compared on equal cards. Candidates are the heuristic's own
// choice and the most promising other legal actions; a decision with one legal action is
// answered without search.
type MCTS struct {
	budget  Budget
	rng     rules.RNG
	rollout *Heuristic
	// RolloutTurns is how many turns a playout runs before it is scored.
	RolloutTurns int
	// MaxCandidates bounds the actions searched at one decision.
	MaxCandidates int
	// MaxRolloutActions bounds the actions of one playout.
	MaxRolloutActions int
	// Margin is how much better, in mean playout value, another candidate must score than
	// the heuristic's own choice to be taken instead. With few playouts per candidate the
	// means are noisy, and without a margin the search would often trade a sound choice
	// for a lucky one.
	Margin float64
	// Searched counts the decisions searched and Playouts the playouts run, for reports.
	Searched, Playouts int
}

// The default budget: the one the README's MCTS figures were measured with. Longer
// playouts and more of them cost time in proportion and, at the sample sizes we could
// afford, showed no clear gain.
const (
	DefaultPlayouts     = 50
	DefaultRolloutTurns = 2
)

// NewMCTS returns a search player. A zero budget means DefaultPlayouts per decision.
func NewMCTS(seed uint64, budget Budget) *MCTS {
	if budget.Playouts <= 0 && budget.Time <= 0 {
		budget.Playouts = DefaultPlayouts
	}
	m := &MCTS{budget: budget, rollout: NewHeuristic(seed ^ 0x5bd1e995), RolloutTurns: DefaultRolloutTurns, MaxCandidates: 6, MaxRolloutActions: 2000, Margin: 0.02}
	m.rng.Seed(seed)
	return m
}

// Name is "mcts".
func (m *MCTS) Name() string { return "mcts" }

// Act searches the decision of s on its determinized game: the playouts deal the hidden
// cards anew from that copy, which holds no more than the seat may know.
func (m *MCTS) Act(s *Situation) rules.Action {
	d := s.Pending()
	if d.Team != rules.NoTeam && s.Team != d.Team || d.Kind == rules.DecPriority && quietMoment(s.Team, s.Moment) {
		// An opposing team it controls, or a moment when the heuristic passes whatever it
		// holds: the search would have nothing to compare.
		return m.rollout.Act(s)
	}
	switch d.Kind {
	case rules.DecPriority, rules.DecMulligan:
		if acts := s.Actions(); len(acts) == 1 {
			return acts[0]
		}
	}
	g, seat := s.Game(), s.Seat
	if d.Kind == rules.DecPriority && m.rollout.quietPass(g, seat) {
		return m.rollout.act(g, seat, s.Actions()) // the heuristic rules out every action but passing
	}
	acts := s.Actions()
	switch len(acts) {
	case 0:
		return rules.Pass(g.PriorityTeam())
	case 1:
		if k := g.Pending().Kind; k != rules.DecAttack && k != rules.DecBlock && k != rules.DecChoice {
			return acts[0]
		}
	}
	h := m.rollout.act(g, seat, acts)
	cands := m.candidates(newCtx(g, seat), acts, h)
	if len(cands) == 1 {
		return cands[0]
	}
	m.Searched++
	return m.search(g, seat, cands)
}

// candidates lists the actions worth searching: the heuristic's choice first, then the
// other legal actions the heuristic doesn't rule out, most promising first.
func (m *MCTS) candidates(c *ctx, acts []rules.Action, h rules.Action) []rules.Action {
	type scored struct {
		a rules.Action
		v float64
	}
	var rest []scored
	d := c.g.Pending()
	var targetValues []float64
	if d.Kind == rules.DecChoice && d.Choice.Kind == rules.ChTriggerTarget {
		targetValues = c.triggerTargetValues(d)
	}
	for i, a := range acts {
		if same(a, h) {
			continue
		}
		v := -float64(i) * 1e-3 // listing order breaks ties
		switch d.Kind {
		case rules.DecPriority:
			if a.Kind == rules.ActPass {
				v = 1e9 // passing is always a candidate
			} else {
				s := c.actionScore(a)
				if s <= -1 {
					continue // ruled out: harmful to the team, or at a pointless time
				}
				v += s
			}
		case rules.DecBlock:
			v += c.bestBlockValue(a)
		case rules.DecAttack:
			v += c.attackPrior(a)
		case rules.DecChoice:
			if len(a.Choices) == 1 && a.Choices[0] < len(targetValues) {
				if targetValues[a.Choices[0]] <= forbidden/2 {
					continue // never aim a trigger's harm at the team
				}
				v += targetValues[a.Choices[0]]
			}
		}
		rest = append(rest, scored{a, v})
	}
	sort.SliceStable(rest, func(i, j int) bool { return rest[i].v > rest[j].v })
	out := []rules.Action{h}
	for _, s := range rest {
		if len(out) >= m.MaxCandidates {
			break
		}
		out = append(out, s.a)
	}
	return out
}

// attackPrior scores an attack declaration cheaply, to order the candidates: the damage
// of attackers that can't be blocked, the worst block of the others, and a heavy penalty
// when it leaves the team dead to the counterattack.
func (c *ctx) attackPrior(a rules.Action) float64 {
	g := c.g
	var blockers []rules.ObjID
	for _, id := range creatures(g, c.opp) {
		if canBlockNow(g, id) {
			blockers = append(blockers, id)
		}
	}
	v := 0.0
	attacking := map[rules.ObjID]bool{}
	for _, d := range a.Attacks {
		attacking[d.Attacker] = true
		at := attacker{f: c.fighter(d.Attacker), decl: d}
		if worst, blockable := c.worstBlock(at, blockers); blockable {
			v += min(worst, 0) + 0.3
		} else {
			v += float64(strikes(at.f)) * c.lifeWeight(c.opp, false)
		}
	}
	if c.crackBack(attacking) >= c.life(c.team) {
		v -= 10
	}
	return v
}

// bestBlockValue scores one block declaration by its combat outcome.
func (c *ctx) bestBlockValue(a rules.Action) float64 {
	b := c.currentBattle()
	for i := range b.blocks {
		b.blocks[i] = nil
	}
	for _, d := range a.Blocks {
		for i := range b.atts {
			if b.atts[i].id == d.Attacker {
				b.blocks[i] = append(b.blocks[i], c.fighter(d.Blocker))
			}
		}
	}
	return c.battleValue(b, prevention{player: rules.NoPlayer})
}

// same reports whether two actions are the same decision.
func same(a, b rules.Action) bool {
	if a.Kind != b.Kind || a.Player != b.Player || a.Obj != b.Obj || a.Ability != b.Ability || a.X != b.X || a.Bestow != b.Bestow ||
		a.Assist != b.Assist || a.AssistMana != b.AssistMana || a.Default != b.Default || len(a.Targets) != len(b.Targets) ||
		len(a.Choices) != len(b.Choices) || len(a.Cards) != len(b.Cards) {
		return false
	}
	for i := range a.Targets {
		if a.Targets[i] != b.Targets[i] {
			return false
		}
	}
	for i := range a.Choices {
		if a.Choices[i] != b.Choices[i] {
			return false
		}
	}
	for i := range a.Cards {
		if a.Cards[i] != b.Cards[i] {
			return false
		}
	}
	if a.Kind == rules.ActAttack || a.Kind == rules.ActBlock {
		return sameDecl(a, b)
	}
	return true
}

// search runs sequential halving over the candidates and returns the best.
func (m *MCTS) search(g *rules.Game, seat rules.PlayerID, cands []rules.Action) rules.Action {
	team := g.TeamOf(seat)
	sum := make([]float64, len(cands))
	n := make([]int, len(cands))
	bad := make([]bool, len(cands))
	alive := make([]int, len(cands))
	for i := range alive {
		alive[i] = i
	}
	rounds := int(math.Ceil(math.Log2(float64(len(cands)))))
	total := m.budget.Playouts
	if total <= 0 {
		total = 1 << 30 // time-bounded only
	}
	start := time.Now()
	mean := func(i int) float64 {
		if bad[i] || n[i] == 0 {
			return math.Inf(-1)
		}
		return sum[i] / float64(n[i])
	}
	for r := 0; r < rounds && len(alive) > 1; r++ {
		per := 1 << 30
		if m.budget.Playouts > 0 {
			per = max(1, total/(rounds*len(alive)))
		}
		// With a time limit each round gets its share of the time, and at least one sample.
		roundEnd := start.Add(m.budget.Time * time.Duration(r+1) / time.Duration(rounds))
		for k := 0; k < per; k++ {
			if m.budget.Time > 0 && k > 0 && time.Now().After(roundEnd) {
				break
			}
			seed := m.rng.Uint64() // one determinization for every candidate of the round
			for _, i := range alive {
				if bad[i] {
					continue
				}
				v, ok := m.playout(g, seat, team, cands[i], seed)
				if !ok {
					bad[i] = true
					continue
				}
				sum[i] += v
				n[i]++
			}
		}
		sort.SliceStable(alive, func(x, y int) bool { return mean(alive[x]) > mean(alive[y]) })
		keep := alive[:(len(alive)+1)/2]
		if !bad[0] && !slices.Contains(keep, 0) {
			keep = append(keep, 0) // the heuristic's choice stays to the end
		}
		alive = keep
	}
	best := alive[0]
	for _, i := range alive {
		if mean(i) > mean(best) {
			best = i
		}
	}
	if bad[best] || !bad[0] && mean(best) < mean(0)+m.Margin {
		return cands[0]
	}
	return cands[best]
}

// playout plays candidate a out in a determinization of g and scores the result for team.
// It reports false if the determinized game refuses the action.
func (m *MCTS) playout(g *rules.Game, seat rules.PlayerID, team rules.TeamID, a rules.Action, seed uint64) (float64, bool) {
	m.Playouts++
	d := g.Determinize(seat, seed)
	defer g.Discard(d)
	if err := d.Apply(a); err != nil {
		return 0, false
	}
	limit := g.TurnNumber() + m.RolloutTurns
	for k := 0; !d.Over() && d.TurnNumber() < limit && k < m.MaxRolloutActions; k++ {
		s := Seat(d)
		if s == rules.NoPlayer {
			break
		}
		if err := d.Apply(m.rollout.act(d, s, nil)); err != nil {
			acts := d.LegalActions()
			if len(acts) == 0 || d.Apply(acts[0]) != nil {
				break
			}
		}
	}
	return Evaluate(d, team), true
}
