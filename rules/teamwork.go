package rules

import (
	"cmp"
	"slices"
)

// Teamwork (a Marvel Super Heroes keyword): "As an additional cost to cast this spell, you
// may tap any number of untapped creatures you control with total power N or more" — an
// optional additional cost (CR 118.8b, 601.2b, 601.2h). "If this spell was cast using
// teamwork" is CondAddCostPaid. Tapping a creature for it is no {T} cost, so summoning
// sickness doesn't matter (CR 302.6), as with convoke.

// teamworkCreatures chooses the untapped creatures player p taps to pay a teamwork cost
// of total power n: the fewest, the most powerful first, keeping creatures with mana
// abilities for last (they may be needed to pay the mana). Nil when the creatures p
// controls can't reach n together.
func (g *Game) teamworkCreatures(p PlayerID, n int) []ObjID {
	var cands []ObjID
	for _, id := range g.battlefield {
		o := g.obj(id)
		if o.Controller == p && !o.Tapped && o.Is(Creature) && o.Cur.Power > 0 {
			cands = append(cands, id)
		}
	}
	makesMana := func(id ObjID) bool {
		return slices.ContainsFunc(g.obj(id).Def.Abilities, func(a *Ability) bool { return a.Kind == ManaAbility })
	}
	slices.SortStableFunc(cands, func(a, b ObjID) int {
		if ma, mb := makesMana(a), makesMana(b); ma != mb {
			if ma {
				return 1
			}
			return -1
		}
		return cmp.Compare(g.obj(b).Cur.Power, g.obj(a).Cur.Power)
	})
	var out []ObjID
	total := 0
	for _, id := range cands {
		if total >= n {
			break
		}
		out = append(out, id)
		total += g.obj(id).Cur.Power
	}
	if total < max(n, 1) {
		return nil
	}
	return out
}

// withoutObjs returns the mana sources other than the permanents in ids (a copy: src
// may be kept for later listings).
func withoutObjs(src []manaSource, ids []ObjID) []manaSource {
	if len(ids) == 0 {
		return src
	}
	return slices.DeleteFunc(slices.Clone(src), func(s manaSource) bool { return containsID(ids, s.obj) })
}
