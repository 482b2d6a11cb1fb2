package ai

import (
	"sort"

	"github.com/ettinmtg/ettin/rules"
)

// addMoreEffects estimates the effects of the later vocabulary (Battlebond: friend or foe,
// picks by each player, effects on "up to N" targets) for addEffects, and hands the
// others to addResolveEffects.
func (c *ctx) addMoreEffects(e *est, eff rules.Effect, src rules.ObjID, ctrl rules.PlayerID, ts []rules.Target, x int) {
	g := c.g
	ctrlTeam := g.TeamOf(ctrl)
	switch f := eff.(type) {
	case rules.ChooseFriendOrFoe:
		// Nothing yet: ForGroup acts on the groups, friends being the controller's team
		// (how the heuristic answers, and how it expects opponents to answer).
	case rules.ChooseValue:
		// Nothing by itself: the effects after it act on the objects of the value chosen
		// (rules/chosen.go), estimated with them.
	case rules.ForGroup:
		var group []rules.PlayerID
		for p := range rules.PlayerID(g.NumPlayers()) {
			pid := rules.PlayerID(p)
			if !g.Team(g.TeamOf(pid)).Lost && g.Teammates(pid, ctrl) != f.Foes {
				group = append(group, pid)
			}
		}
		saved := c.chosen
		c.chosen = group
		c.addEffects(e, []rules.Effect{f.Effect}, src, ctrl, ts, x)
		c.chosen = saved
	case rules.SearchCards:
		ps, _ := c.players(f.Who, ctrl, ts)
		for _, p := range ps {
			n := c.findable(p, &f.Filter, max(1, f.Max))
			v := 0.0
			for k := 0; k < n; k++ {
				if f.Filter.Types.Has(rules.Land) && f.Battlefield {
					v += cardValue(landDef, landsOf(g, p)+k) // a land in play, not a draw
				} else {
					v += 0.8 * cardPoints
				}
			}
			e.pts += c.sign(g.TeamOf(p)) * v
		}
	case rules.EachPicks:
		ps, tg := c.players(f.Who, ctrl, ts)
		for _, p := range ps {
			tm := g.TeamOf(p)
			v := c.pickValue(p, f)
			if v < 0 {
				c.harm(e, tm, tg)
			}
			e.pts += c.sign(tm) * v
		}
	case rules.CountersOnEachOwn:
		ps, _ := c.players(f.Who, ctrl, ts)
		for _, p := range ps {
			for _, id := range g.Battlefield() {
				if o := g.Obj(id); o.Controller == p && looseMatch(o, &f.Filter) {
					e.pts += c.sign(g.TeamOf(p)) * counterValue(g, id, f.Kind, max(1, f.N))
				}
			}
		}
	case rules.TapAllButOne:
		ps, _ := c.players(f.Who, ctrl, ts)
		for _, p := range ps {
			var vs []float64
			for _, id := range g.Battlefield() {
				if o := g.Obj(id); o.Controller == p && o.Is(rules.Creature) && !o.Tapped {
					vs = append(vs, c.tapValue(id))
				}
			}
			sort.Float64s(vs)
			for _, v := range vs[:max(len(vs)-1, 0)] { // the player keeps the best one
				e.pts -= c.sign(g.TeamOf(p)) * v
			}
		}
	case rules.TapPermanents:
		ids, tg := c.objects(f.What, src, ctrl, ts)
		for _, id := range ids {
			tm := c.teamOfObj(id)
			c.harm(e, tm, tg)
			if !g.Obj(id).Tapped {
				e.pts -= c.sign(tm) * c.tapValue(id)
			}
		}
	case rules.UntapPermanents:
		ids, tg := c.objects(f.What, src, ctrl, ts)
		for _, id := range ids {
			tm := c.teamOfObj(id)
			c.help(e, tm, tg)
			if g.Obj(id).Tapped {
				e.pts += c.sign(tm) * 0.5
			}
		}
	case rules.DamageEachTarget:
		ids, _ := c.objects(rules.What{Kind: rules.WhatTargets}, src, ctrl, ts)
		for _, id := range ids {
			c.damageValue(e, rules.ObjTarget(id), c.amount(f.Amount, ctrl, rules.NoPlayer, x, src, e.acc), true)
		}
	case rules.DamageEach:
		n := c.amount(f.Amount, ctrl, rules.NoPlayer, x, src, e.acc)
		ids, _ := c.objects(f.What, src, ctrl, ts)
		for _, id := range ids {
			c.damageValue(e, rules.ObjTarget(id), n, false)
		}
		if f.ToPlayers {
			ps, tg := c.players(f.Who, ctrl, ts)
			for _, p := range ps {
				c.damageValue(e, rules.PlayerTarget(p), n, tg)
			}
		}
	case rules.Sacrifice:
		ids, _ := c.objects(f.What, src, ctrl, ts)
		for _, id := range ids {
			e.pts -= c.sign(c.teamOfObj(id)) * permanentValue(g, id)
		}
	case rules.CantBlockThisTurn:
		ids, tg := c.objects(f.What, src, ctrl, ts)
		for _, id := range ids {
			tm := c.teamOfObj(id)
			c.harm(e, tm, tg)
			if g.ActiveTeam() != tm && g.Step() < rules.DeclareBlockers {
				e.pts -= c.sign(tm) * 0.3 * combatValue(g, id)
			}
		}
	case rules.BaseZeroThreeLoseAbilities:
		ids, tg := c.objects(f.What, src, ctrl, ts)
		for _, id := range ids {
			tm := c.teamOfObj(id)
			c.harm(e, tm, tg)
			v := creatureValue(g, id) - statValue(f.Power, f.Tough, 0, nil)
			e.pts -= c.sign(tm) * max(v, 0)
		}
	case rules.Bounce:
		ids, tg := c.objects(f.What, src, ctrl, ts)
		for _, id := range ids {
			c.bounceValue(e, id, tg)
		}
	case rules.BounceTarget:
		if ids, tg := c.objects(rules.What{Kind: rules.WhatTarget, N: f.N}, src, ctrl, objTargets(ts)); len(ids) > 0 {
			c.bounceValue(e, ids[0], tg)
		}
	case rules.DoublePT:
		ids, tg := c.objects(f.What, src, ctrl, ts)
		for _, id := range ids {
			o := g.Obj(id)
			tm := c.teamOfObj(id)
			c.help(e, tm, tg)
			e.pts += c.pumpEffectValue(id, o.Cur.Power, o.Cur.Toughness, 0)
		}
	case rules.ChoosePlayerAddsMana:
		e.pts += c.sign(ctrlTeam) * 0.3 * float64(f.N)
	default:
		c.addResolveEffects(e, eff, src, ctrl, ts, x)
	}
}

// objTargets keeps the object targets of ts, in order: effects that count only objects
// (BounceTarget's N) index them so.
func objTargets(ts []rules.Target) []rules.Target {
	var out []rules.Target
	for _, t := range ts {
		if !t.IsPlayer() {
			out = append(out, t)
		}
	}
	return out
}

// landDef stands for a basic land when valuing lands put onto the battlefield.
var landDef = &rules.CardDef{Types: rules.Types(rules.Land)}

// findable is how many of n cards matching f player p would find in their library: the
// team knows its own decklists; an opponent is assumed to find them.
func (c *ctx) findable(p rules.PlayerID, f *rules.Filter, n int) int {
	if !c.mine(p) {
		return n
	}
	k := 0
	for zi := range c.g.ZoneLen(p, rules.ZoneLibrary) {
		id := c.g.ZoneAt(p, rules.ZoneLibrary, zi)
		if k < n && looseMatch(c.g.Obj(id), f) {
			k++
		}
	}
	return k
}

// looseMatch reports whether object o matches the card-type and subtype parts of filter f
// (what the effects picking "a creature" or "an artifact or enchantment" ask).
func looseMatch(o *rules.Object, f *rules.Filter) bool {
	if f.Types != 0 && o.Cur.Types&f.Types == 0 || o.Cur.Types&f.NotTypes != 0 {
		return false
	}
	if f.Subtype != "" && !o.Cur.HasSubtype(f.Subtype) {
		return false
	}
	return !(f.Token && !o.Def.Token || f.NotToken && o.Def.Token)
}

// pickValue is what "each player picks N and does X with them" is worth to player p's
// team: the player picks what suits them, the least valuable to lose or the best to gain.
func (c *ctx) pickValue(p rules.PlayerID, f rules.EachPicks) float64 {
	g := c.g
	var vs []float64
	if f.From == rules.PickGraveyard {
		for zi := range g.ZoneLen(p, rules.ZoneGraveyard) {
			id := g.ZoneAt(p, rules.ZoneGraveyard, zi)
			if o := g.Obj(id); looseMatch(o, &f.Filter) {
				vs = append(vs, cardValue(o.Def, landsOf(g, p)))
			}
		}
	} else {
		for _, id := range g.Battlefield() {
			o := g.Obj(id)
			if o.Controller != p || !looseMatch(o, &f.Filter) {
				continue
			}
			v := permanentValue(g, id)
			switch f.Do {
			case rules.PickBounce:
				if !o.Def.Token {
					v *= 0.5 // the card comes back; the tempo is lost
				}
			}
			vs = append(vs, v)
		}
	}
	n := min(max(1, f.N), len(vs))
	sort.Float64s(vs)
	v := 0.0
	switch f.Do {
	case rules.PickSacrifice, rules.PickBounce:
		for _, x := range vs[:n] {
			v -= x
		}
	default: // copies and returns to hand: the best ones
		for _, x := range vs[len(vs)-n:] {
			v += x
		}
	}
	return v
}

// bounceValue adds returning permanent id to its owner's hand to e: a token is gone, a
// card costs its controller the tempo of casting it again.
func (c *ctx) bounceValue(e *est, id rules.ObjID, targeted bool) {
	o := c.g.Obj(id)
	tm := c.teamOfObj(id)
	c.harm(e, tm, targeted)
	v := permanentValue(c.g, id)
	if !o.Def.Token {
		v = 0.5*v + 0.3*float64(o.Def.Cost.Value(0))
	}
	e.pts -= c.sign(tm) * v
}

// tapValue is what tapping creature id now costs its team: a blocker lost for the
// coming attack of the other team, or an attacker lost before its own team attacks.
func (c *ctx) tapValue(id rules.ObjID) float64 {
	g := c.g
	o := g.Obj(id)
	if !o.Is(rules.Creature) {
		return 0.2
	}
	tm := c.teamOfObj(id)
	if g.ActiveTeam() != tm && g.Step() < rules.DeclareBlockers || g.ActiveTeam() == tm && g.Step() < rules.DeclareAttackers {
		return 0.4 * combatValue(g, id)
	}
	return 0.1
}

// counterValue is what n counters of kind k on permanent id are worth to its controller:
// +1/+1 counters count through the creature's stats (more on an evasive one), -1/-1
// counters the same negatively, or the whole creature when they kill it (CR 704.5f).
func counterValue(g *rules.Game, id rules.ObjID, k rules.CounterKind, n int) float64 {
	o := g.Obj(id)
	switch {
	case k == rules.LoyaltyCounter:
		return float64(n)
	case !o.Is(rules.Creature):
		return 0.3 * float64(n)
	case k == rules.LevelCounter:
		return levelValue(g, id, n) // CR 711
	case k == rules.StunCounter:
		// Each stun counter costs the creature an untap (CR 122.1d): a turn of neither
		// attacking nor blocking, roughly.
		return -0.25 * float64(min(n, 3)) * creatureValue(g, id)
	case k == rules.PlusOne:
		return statDelta(g, id, n, n)
	case k == rules.MinusOne:
		if o.Cur.Toughness-n <= 0 || o.Cur.Toughness-o.Damage-n <= 0 && !o.Has(rules.Indestructible) {
			return -creatureValue(g, id)
		}
		return statDelta(g, id, -n, -n)
	}
	return 0
}

// statDelta is the change in creature id's value from +dp/+dt.
func statDelta(g *rules.Game, id rules.ObjID, dp, dt int) float64 {
	o := g.Obj(id)
	kw := o.Cur.Keywords
	v := statValue(o.Cur.Power+dp, o.Cur.Toughness+dt, kw, nil) - statValue(o.Cur.Power, o.Cur.Toughness, kw, nil)
	if staticOn(g, id, rules.StCantAttack) {
		v *= 0.5
	}
	return v
}

// pumpEffectValue is what +p/+t and keywords until end of turn on creature id are worth
// to the deciding team: the creature dies when its toughness drops to zero or below its
// damage (Last Gasp, CR 704.5f-g); otherwise the change in the combat under way, and for
// an opponent's creature outside combat, nothing worth a card.
func (c *ctx) pumpEffectValue(id rules.ObjID, p, t int, kw rules.KeywordSet) float64 {
	g := c.g
	o := g.Obj(id)
	tm := c.teamOfObj(id)
	if t < 0 {
		left := o.Cur.Toughness + t
		if left <= 0 || left-o.Damage <= 0 && !o.Has(rules.Indestructible) {
			return -c.sign(tm) * creatureValue(g, id)
		}
	}
	v := c.pumpValue(id, p, t, kw)
	if tm != c.team && v == 0 {
		return -0.5
	}
	return v
}
