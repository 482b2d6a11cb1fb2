package rules

import (
	"fmt"
	"reflect"
)

// SetListingMemo turns the memo of LegalActions on or off (perf_test.go compares both).
func SetListingMemo(on bool) { listingMemoOff = !on }

// SetSettledPass turns on or off the shortcut that skips the priority checks after a lone
// pass.
func SetSettledPass(on bool) { settleOff = !on }

// SetChangeTracking turns on or off skipping work that depends only on the objects when
// no object was written since it was last done (changes.go).
func SetChangeTracking(on bool) { quietOff = !on }

// SetCloneReuse turns on or off the reuse of discarded copies' memory by Clone.
func SetCloneReuse(on bool) { recycleOff = !on }

// SetBattlefieldSummary turns on or off keeping the battlefield summary between questions.
func SetBattlefieldSummary(on bool) { summaryOff = !on }

// CheckBattlefieldSummary makes every kept battlefield summary be compared with a rebuilt
// one, counting in c the kept summaries handed out and those that differed (nil: off).
func CheckBattlefieldSummary(c *[2]int) { summaryChecks = c }

// CheckActivators checks that the battlefield summary lists every permanent with an
// activated or loyalty ability (granted ones included), and every permanent with a
// triggered ability of its own, when it says it lists them all.
func CheckActivators(g *Game) error {
	if ids, ok := g.activators(nil); ok {
		for _, id := range g.battlefield {
			for _, ab := range g.abilitiesOf(id) {
				if (ab.Kind == ActivatedAbility || ab.Kind == LoyaltyAbility) && !containsID(ids, id) {
					return fmt.Errorf("%s has an activated ability but is not among the activators %v", g.obj(id).Def.Name, ids)
				}
			}
		}
	}
	if ids, ok := g.triggerers(nil); ok {
		for _, id := range g.battlefield {
			for _, ab := range g.obj(id).Def.Abilities {
				if ab.Kind == TriggeredAbility && !containsID(ids, id) {
					return fmt.Errorf("%s has a triggered ability but is not among the triggerers %v", g.obj(id).Def.Name, ids)
				}
			}
		}
	}
	return nil
}

// CheckTargetCombos compares targetCombos with the straightforward recursive walk it
// replaced, for the spell of every card in a hand and every ability of every permanent
// of g, for each player; it returns the first difference, or nil.
func CheckTargetCombos(g *Game) error {
	simple := func(ab *Ability, src ObjID, p PlayerID) [][]Target {
		specs := flatSpecs(ab.Targets)
		if len(specs) == 0 {
			return [][]Target{nil}
		}
		cands := make([][]Target, len(specs))
		for i, s := range specs {
			cands[i] = g.legalTargets(s, src, p)
			if len(cands[i]) == 0 || s.UpTo && i >= len(cands[i])+firstOf(specs, s) {
				if s.UpTo {
					specs, cands = specs[:i], cands[:i]
					break
				}
				return nil
			}
		}
		var out [][]Target
		cur := make([]Target, len(specs))
		var rec func(i int)
		rec = func(i int) {
			if len(out) >= maxEnumerated {
				return
			}
			if i == len(specs) {
				if len(cur) == 0 {
					out = append(out, nil)
				} else {
					out = append(out, append([]Target(nil), cur...))
				}
				return
			}
			for _, c := range cands[i] {
				dup := false
				for j := 0; j < i; j++ {
					dup = dup || specs[j] == specs[i] && cur[j] == c
				}
				if !dup {
					cur[i] = c
					rec(i + 1)
				}
			}
		}
		rec(0)
		return out
	}
	check := func(ab *Ability, src ObjID, p PlayerID) error {
		if ab == nil {
			return nil
		}
		if got, want := g.targetCombos(ab, src, p), simple(ab, src, p); !reflect.DeepEqual(got, want) {
			return fmt.Errorf("%s: targetCombos gives %v, the recursive walk %v", g.obj(src).Def.Name, got, want)
		}
		return nil
	}
	for p := range g.players {
		pid := PlayerID(p)
		for _, id := range g.players[p].hand {
			if err := check(g.obj(id).Def.Spell, id, pid); err != nil {
				return err
			}
		}
		for _, id := range g.battlefield {
			for _, ab := range g.abilitiesOf(id) {
				if err := check(ab, id, pid); err != nil {
					return err
				}
			}
		}
	}
	return nil
}
