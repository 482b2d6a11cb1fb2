package ai

import (
	"math"
	"sort"

	"github.com/ettinmtg/ettin/rules"
)

// resolving is the spell or ability whose resolution asks the pending question: the top
// of the stack (CR 608.2), or nil.
func (c *ctx) resolving() *rules.StackItem {
	st := c.g.Stack()
	if len(st) == 0 {
		return nil
	}
	return &st[len(st)-1]
}

// itemEffects is the effects of a stack item (nil for none).
func itemEffects(it *rules.StackItem) []rules.Effect {
	if it == nil || it.Ability == nil {
		return nil
	}
	return it.Ability.Effects
}

// branch estimates effects of the resolving item it, as they would happen now: the score
// for the deciding team, and false when they would harm the team or help an opponent.
func (c *ctx) branch(it *rules.StackItem, effs []rules.Effect) (float64, bool) {
	var e est
	saved := c.ev
	c.ev = &it.Res.Event
	c.addEffects(&e, effs, it.Obj, it.Controller, it.Res.Targets, it.Res.X)
	c.ev = saved
	return c.score(&e), !e.harmsOwn && !e.helpsOpp
}

// manaCost is what spending mana of cost while something resolves costs the team: more in
// its own turn before combat, when the mana could still cast its spells.
func (c *ctx) manaCost(cost rules.Cost) float64 {
	w := 0.4
	if c.g.ActiveTeam() == c.team && c.g.Step() <= rules.Main1 {
		w = 0.9
	}
	return w * float64(cost.Value(0))
}

// yes answers a yes/no question of the resolving item by what doing it is worth: a free
// effect is done unless it harms the team, a paid one when it gains more than the mana
// spent. A question it has no estimate for is answered yes, the engine's default.
func (c *ctx) yes(d rules.Decision) bool {
	it := c.resolving()
	effs := itemEffects(it)
	q := d.Choice
	for i, eff := range effs {
		switch f := eff.(type) {
		case rules.May:
			if q.Kind == rules.ChMay && i == q.Step {
				v, ok := c.branch(it, effs[i+1:min(i+1+f.Skip, len(effs))])
				return ok && v >= 0
			}
		case rules.MayPay:
			if q.Kind == rules.ChMayPay && i == q.Step {
				v, ok := c.branch(it, effs[i+1:min(i+1+f.Skip, len(effs))])
				// The decision's cost: the effect's, times over for cumulative upkeep.
				paid := c.manaCost(q.Cost) + energyValue*float64(q.N) // q.N: energy (CR 107.14)
				if f.Unless {                                         // paying avoids the effects
					return ok && -v > paid
				}
				return ok && v > paid
			}
		case rules.MayExileDiedCard:
			if q.Kind == rules.ChExileGraveyard {
				v, ok := c.branch(it, effs[i+1:min(i+1+f.Skip, len(effs))])
				return ok && v >= 0
			}
		case rules.PayToCopySelf:
			if q.Kind == rules.ChPayToCopy {
				_, v, ok := c.copyTarget(0, nil)
				return ok && v > c.manaCost(f.Cost)
			}
		case rules.ReturnAttachedToEventObj:
			// The Aura helps or hinders the creature it returns attached to.
			to := it.Res.Event.Obj
			if to == rules.NoObj || q.Kind != rules.ChReturnAttached {
				continue
			}
			return harmfulAura(c.g.Obj(it.Res.Source).Def) != c.mine(c.g.Obj(to).Controller)
		case rules.FightGranter:
			if q.Kind == rules.ChFight {
				return c.fightValue(it.Res.Source, it.Res.Event.Source) > 0
			}
		case rules.CreateAttackingToken:
			// The token goes to the attacking player, who may be an opponent.
			if p := it.Res.Event.Player; q.Kind == rules.ChCreateAttacking && p != rules.NoPlayer {
				return c.mine(p)
			}
		}
	}
	return true
}

// fightValue is what a fight between creatures a and b (CR 701.12) is worth to the team.
func (c *ctx) fightValue(a, b rules.ObjID) float64 {
	g := c.g
	var e est
	c.damageValue(&e, rules.ObjTarget(b), g.Obj(a).Cur.Power, false)
	c.damageValue(&e, rules.ObjTarget(a), g.Obj(b).Cur.Power, false)
	return c.score(&e)
}

// chooseMode answers "choose one" of a mode chosen on resolution (ChooseMode): the mode
// worth most, never one that harms the team when another doesn't.
func (c *ctx) chooseMode(d rules.Decision) (int, bool) {
	it := c.resolving()
	for _, eff := range itemEffects(it) {
		f, ok := eff.(rules.ChooseMode)
		if !ok || len(f.Effects) != len(d.Options) {
			continue
		}
		bi, bv := 0, math.Inf(-1)
		for i, effs := range f.Effects {
			v, ok := c.branch(it, effs)
			if !ok {
				v += forbidden
			}
			if v > bv {
				bi, bv = i, v
			}
		}
		return bi, true
	}
	return 0, false
}

// copiedSpell finds the spell a resolving copy effect copies and the player choosing its
// new targets: the resolving spell itself (Chain Lightning) or the spell of the
// triggering event (Bonus Round), with its ability, current targets and X.
func (c *ctx) copiedSpell() (obj rules.ObjID, ab *rules.Ability, old []rules.Target, x int, ok bool) {
	g := c.g
	it := c.resolving()
	for _, eff := range itemEffects(it) {
		switch eff.(type) {
		case rules.PayToCopySelf:
			return it.Obj, it.Ability, it.Res.Targets, it.Res.X, true
		case rules.CopyEventSpell:
			obj = it.Res.Event.Obj
			if obj == rules.NoObj {
				return obj, nil, nil, 0, false
			}
			for _, s := range g.Stack() {
				if s.Spell && s.Obj == obj {
					return obj, s.Ability, s.Res.Targets, s.Res.X, s.Ability != nil
				}
			}
			o := g.Obj(obj)
			return obj, o.Def.Spell, nil, o.X, o.Def.Spell != nil
		}
	}
	return rules.NoObj, nil, nil, 0, false
}

// copyTarget chooses target i of a copy of a spell among opts (nil: the targets the spell
// has) as a caster choosing fresh targets would: the option whose effects are worth most
// to the team, harm to the opponents and help to the team. Other targets are left out of
// the estimate, as they are chosen on their own. It returns the option, its value, and
// false when it doesn't know the copy.
func (c *ctx) copyTarget(i int, opts []rules.Option) (int, float64, bool) {
	obj, ab, old, x, ok := c.copiedSpell()
	if !ok {
		return 0, 0, false
	}
	if opts == nil {
		// Whether a copy is worth paying for: the best single target among the
		// original's, or the opponents' players, as the copy may be retargeted.
		for _, t := range old {
			opts = append(opts, rules.Option{Player: t.Player, Obj: t.Obj})
		}
		kind := rules.TargetAny
		if len(ab.Targets) > 0 {
			kind = ab.Targets[0].Kind
		}
		if kind == rules.TargetAny || kind == rules.TargetPlayer || kind == rules.TargetOpponent || kind == rules.TargetPlayerOrPlaneswalker {
			for p := range rules.PlayerID(c.g.NumPlayers()) {
				if pid := rules.PlayerID(p); !c.mine(pid) {
					opts = append(opts, rules.Option{Player: pid, Obj: rules.NoObj})
				}
			}
		}
		if kind == rules.TargetAny || kind == rules.TargetPermanent {
			for _, id := range creatures(c.g, c.opp) {
				opts = append(opts, rules.Option{Player: rules.NoPlayer, Obj: id})
			}
		}
	}
	n := max(len(old), i+1)
	bi, bv := 0, math.Inf(-1)
	for k, o := range opts {
		ts := make([]rules.Target, n)
		for j := range ts {
			ts[j] = rules.Target{Player: rules.NoPlayer, Obj: rules.NoObj}
		}
		ts[i] = rules.Target{Player: o.Player, Obj: o.Obj}
		var e est
		c.addEffects(&e, ab.Effects, obj, c.me, ts, x)
		v := c.score(&e)
		if e.harmsOwn || e.helpsOpp {
			v += forbidden
		}
		if v > bv {
			bi, bv = k, v
		}
	}
	return bi, bv, true
}

// fallback answers a choice none of the policy's rules knows: nothing when nothing may be
// chosen; otherwise, when the options are players or permanents, those whose effect, as
// the resolving item's target, is best for the team (a harmful effect lands on an
// opponent's, a helpful one on the team's); else the first listed answer.
func (c *ctx) fallback(d rules.Decision, tmpl rules.Action) rules.Action {
	it := c.resolving()
	if d.Min == 0 || it == nil || it.Ability == nil || d.Min > len(d.Options) {
		return tmpl
	}
	vals := make([]float64, len(d.Options))
	for i, o := range d.Options {
		if o.Player == rules.NoPlayer && o.Obj == rules.NoObj {
			return tmpl
		}
		var e est
		c.addEffects(&e, it.Ability.Effects, it.Obj, it.Controller, []rules.Target{{Player: o.Player, Obj: o.Obj}}, it.Res.X)
		vals[i] = c.score(&e)
		if e.harmsOwn || e.helpsOpp {
			vals[i] += forbidden
		}
	}
	used := make([]bool, len(vals))
	a := tmpl
	a.Choices = nil
	for len(a.Choices) < d.Min {
		bi := -1
		for i, v := range vals {
			if !used[i] && (bi < 0 || v > vals[bi]) {
				bi = i
			}
		}
		used[bi] = true
		a.Choices = append(a.Choices, bi)
	}
	sort.Ints(a.Choices)
	return a
}
