package ai

import "github.com/ettinmtg/ettin/rules"

// becomeCreatureValue is what making permanent id a creature until end of turn (a crewed
// Vehicle, CR 702.122a) is worth now: a good part of its stats when it can fight this turn
// (its team's turn before attackers are declared, or the other team's before blockers),
// and a small loss otherwise (the creatures that crewed it are tapped for nothing).
func (c *ctx) becomeCreatureValue(id rules.ObjID) float64 {
	g := c.g
	o := g.Obj(id)
	if o.Is(rules.Creature) {
		return -0.3 // already one: nothing gained
	}
	tm := c.teamOfObj(id)
	ours := g.ActiveTeam() == tm
	step := g.Step()
	if ours && step <= rules.BeginCombat && !o.Sick || !ours && step == rules.DeclareAttackers {
		return c.sign(tm) * 0.5 * statValue(o.Def.Power, o.Def.Toughness, o.Cur.Keywords, nil)
	}
	return -0.3
}

// crewCost is what each point of a crew cost is worth, in est.pts: the creatures it taps
// can't attack or block this turn.
const crewCost = 0.25
