package ai

import "github.com/ettinmtg/ettin/rules"

// Blight (rules/blight.go): what putting N -1/-1 counters on a creature costs its
// controller, the choice of the creature, and the estimate of the effect.

// blightTarget is the creature player p would blight n on: the one with the greatest
// toughness (the likeliest to survive the counters), as the engine chooses for a cost.
func blightTarget(g *rules.Game, p rules.PlayerID) rules.ObjID {
	best := rules.NoObj
	for _, id := range g.Battlefield() {
		o := g.Obj(id)
		if o.Controller == p && o.Is(rules.Creature) && (best == rules.NoObj || o.Cur.Toughness > g.Obj(best).Cur.Toughness) {
			best = id
		}
	}
	return best
}

// blightLoss is what player p gives up by blighting n: the creature's worth lost to the
// counters, all of it when they kill it (0 without a creature).
func blightLoss(g *rules.Game, p rules.PlayerID, n int) float64 {
	best := blightTarget(g, p)
	if best == rules.NoObj {
		return 0
	}
	o := g.Obj(best)
	if o.Cur.Toughness <= n {
		return combatValue(g, best) + cardPoints
	}
	return statValue(o.Cur.Power, o.Cur.Toughness, o.Cur.Keywords, nil) - statValue(o.Cur.Power-n, o.Cur.Toughness-n, o.Cur.Keywords, nil)
}

// blightValue adds a Blight effect to e: each player blighting loses blightLoss.
func (c *ctx) blightValue(e *est, f rules.Blight, ctrl rules.PlayerID, ts []rules.Target) {
	ps, _ := c.players(f.Who, ctrl, ts)
	for _, p := range ps {
		e.pts -= c.sign(c.g.TeamOf(p)) * blightLoss(c.g, p, f.N)
	}
}

// chooseBlight answers a blight pick: the creature of the greatest toughness, or none
// when the blight is optional and would kill every creature offered.
func (c *ctx) chooseBlight(d rules.Decision) []int {
	g := c.g
	bi := -1
	for i, o := range d.Options {
		if o.Obj == rules.NoObj {
			continue
		}
		if bi < 0 || g.Obj(o.Obj).Cur.Toughness > g.Obj(d.Options[bi].Obj).Cur.Toughness {
			bi = i
		}
	}
	if bi < 0 || d.Min == 0 && g.Obj(d.Options[bi].Obj).Cur.Toughness <= d.Choice.N {
		return nil
	}
	return []int{bi}
}
