package ai

import "github.com/ettinmtg/ettin/rules"

// levelValue is what n more level counters on leveler id are worth (CR 711): the base
// power and toughness of the band they reach against those it has now, or a little
// progress toward the next band when they reach none.
func levelValue(g *rules.Game, id rules.ObjID, n int) float64 {
	o := g.Obj(id)
	have := int(o.Counters[rules.LevelCounter])
	for _, ab := range o.Def.Abilities {
		s := ab.Static
		if s == nil || s.Kind != rules.StSetPT || s.Cond == nil || s.Cond.Kind != rules.CondLevel {
			continue
		}
		in := func(k int) bool { return k >= s.Cond.N && (s.Cond.Max == 0 || k <= s.Cond.Max) }
		if in(have+n) && !in(have) {
			return 0.5 + statValue(s.SetPower, s.SetToughness, o.Cur.Keywords, nil) - statValue(o.Cur.Power, o.Cur.Toughness, o.Cur.Keywords, nil)
		}
	}
	return 0.3 * float64(n)
}
