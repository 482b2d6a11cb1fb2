package ai

import (
	"math"

	"github.com/ettinmtg/ettin/rules"
)

// actionAbility is the ability a cast or activation puts on the stack, for its targets
// and effects (nil for bestow, modal spells and unknown abilities).
func (c *ctx) actionAbility(a rules.Action) *rules.Ability {
	def := c.g.Obj(a.Obj).Def
	switch a.Kind {
	case rules.ActCast:
		if a.Bestow || def.Spell == nil || len(def.Spell.Modes) > 0 {
			return nil
		}
		return def.Spell
	case rules.ActActivate:
		if a.Ability >= 0 && a.Ability < len(def.Abilities) {
			return def.Abilities[a.Ability]
		}
	}
	return nil
}

// upTo reports how many targets an ability's last target word, "up to N", may take
// (CR 115.1, 601.2c), and how many targets come before it; ok is false for any other
// ability and for "X targets", whose number is paid for.
func upTo(ab *rules.Ability, x int) (fixed, most int, ok bool) {
	if ab == nil || len(ab.Targets) == 0 {
		return 0, 0, false
	}
	last := ab.Targets[len(ab.Targets)-1]
	if !last.UpTo || last.CountX {
		return 0, 0, false
	}
	for _, s := range ab.Targets[:len(ab.Targets)-1] {
		fixed += max(s.Count, 1)
	}
	most = max(last.Count, 1)
	if last.MaxX {
		most = min(most, x)
	}
	return fixed, most, true
}

// upToVariants adds to the listed priority actions, for each spell or ability with "up to
// N" targets, the targets the team would choose: helpful effects on its own best
// creatures, harmful ones on the opponents' best, and fewer than N when no more target is
// worth it. The engine lists only as many targets as it can, in a bounded selection, so
// the candidates are the targets seen in any listed variant.
func (c *ctx) upToVariants(acts []rules.Action) []rules.Action {
	type key struct {
		kind   rules.ActionKind
		obj    rules.ObjID
		ab     int
		assist rules.PlayerID
	}
	var seen map[key]bool
	n := len(acts)
	for i := 0; i < n; i++ {
		a := acts[i]
		if a.Kind != rules.ActCast && a.Kind != rules.ActActivate {
			continue
		}
		ab := c.actionAbility(a)
		fixed, most, ok := upTo(ab, a.X)
		if !ok || len(a.Targets) < fixed {
			continue
		}
		k := key{a.Kind, a.Obj, a.Ability, a.Assist}
		if seen[k] {
			continue
		}
		if seen == nil {
			seen = map[key]bool{}
		}
		seen[k] = true
		var cands []rules.Target
		for _, b := range acts[i:n] {
			if b.Kind != a.Kind || b.Obj != a.Obj || b.Ability != a.Ability || b.Assist != a.Assist || len(b.Targets) < fixed {
				continue
			}
			for _, t := range b.Targets[fixed:] {
				if !hasTarget(cands, t) {
					cands = append(cands, t)
				}
			}
		}
		prefix := a.Targets[:fixed:fixed]
		ts := c.bestTargets(ab, a, prefix, cands, most)
		if ts == nil {
			continue
		}
		v := a
		v.Targets = ts
		acts = append(acts, v)
	}
	return acts
}

func hasTarget(ts []rules.Target, t rules.Target) bool {
	for _, u := range ts {
		if u == t {
			return true
		}
	}
	return false
}

// bestTargets chooses up to most of cands after prefix, one at a time, each time the one
// that adds most to the outcome, while one still adds something and harms nothing of the
// team's (nor helps the opponents). It returns nil when prefix itself is refused.
func (c *ctx) bestTargets(ab *rules.Ability, a rules.Action, prefix, cands []rules.Target, most int) []rules.Target {
	value := func(ts []rules.Target) float64 {
		var e est
		c.addEffects(&e, ab.Effects, a.Obj, a.Player, ts, a.X)
		if e.harmsOwn || e.helpsOpp {
			return math.Inf(-1)
		}
		return c.score(&e)
	}
	ts := append([]rules.Target(nil), prefix...)
	cur := value(ts)
	if math.IsInf(cur, -1) {
		return nil
	}
	used := make([]bool, len(cands))
	for k := 0; k < most; k++ {
		bi, bv := -1, cur+0.05
		for i, t := range cands {
			if used[i] {
				continue
			}
			if v := value(append(ts, t)); v > bv {
				bi, bv = i, v
			}
		}
		if bi < 0 {
			break
		}
		used[bi] = true
		ts = append(ts, cands[bi])
		cur = bv
	}
	return ts
}
