package ai

import (
	"sort"

	"github.com/ettinmtg/ettin/rules"
)

// addResolveEffects estimates, for addMoreEffects, effects that ask something while they
// resolve (modes, payments, copies of the triggering card) or that depend on the
// triggering event. An effect it doesn't know marks the estimate unknown: the action is
// then valued by simulation (ctx.simulate), not counted as nothing.
func (c *ctx) addResolveEffects(e *est, eff rules.Effect, src rules.ObjID, ctrl rules.PlayerID, ts []rules.Target, x int) {
	g := c.g
	ctrlTeam := g.TeamOf(ctrl)
	switch f := eff.(type) {
	case rules.ChooseMode:
		// The controller will choose the mode best for its team (chooseMode).
		var best est
		bv, found := 0.0, false
		for _, effs := range f.Effects {
			var m est
			m.acc = e.acc
			c.addEffects(&m, effs, src, ctrl, ts, x)
			e.unknown = e.unknown || m.unknown // a mode without an estimate can't be weighed
			v := c.sign(ctrlTeam) * c.score(&m)
			if m.harmsOwn || m.helpsOpp {
				v += forbidden
			}
			if !found || v > bv {
				best, bv, found = m, v, true
			}
		}
		if found {
			merge(e, &best)
		}
	case rules.CounterUnlessPays:
		ids, _ := c.objects(rules.What{Kind: rules.WhatTarget, N: f.N}, src, ctrl, objTargets(ts))
		for _, id := range ids {
			o := g.Obj(id)
			tm := c.teamOfObj(id)
			c.harm(e, tm, true)
			if manaOf(g, o.Controller) >= f.Cost.Value(0) {
				e.pts -= c.sign(tm) * 0.3 * float64(f.Cost.Value(0)) // paid: the mana is gone
				continue
			}
			if tm != c.team {
				e.pts += c.threat(id)
			} else {
				e.pts -= 3
			}
		}
	case rules.BecomePrepared:
		// A prepared permanent holds a spell to cast later: worth most of that spell, as
		// a card in hand is (it can be cast once; it may be prepared again).
		ids, _ := c.objects(f.What, src, ctrl, objTargets(ts))
		for _, id := range ids {
			o := g.Obj(id)
			if o.Def.Prepare == nil || o.Prepared == !f.Unprepare {
				continue
			}
			v := 0.8 * cardValue(o.Def.Prepare, landsOf(g, o.Controller))
			if f.Unprepare {
				v = -v // the spell it held is gone
			}
			e.pts += c.sign(c.teamOfObj(id)) * v
		}
	case rules.Transform:
		// Worth what the other face is worth more than the face up, as cards.
		ids, _ := c.objects(f.What, src, ctrl, objTargets(ts))
		for _, id := range ids {
			o := g.Obj(id)
			to := o.Def.Back
			if o.Printed != nil && o.Printed.Back == o.Def {
				to = o.Printed // transformed: back to the front face
			}
			if to == nil {
				continue
			}
			e.pts += c.sign(c.teamOfObj(id)) * (cardValue(to, 0) - cardValue(o.Def, 0))
		}
	case rules.Flip:
		// Worth what the flipped half is worth more than the normal one, as cards (CR 710.2).
		if o := g.Obj(src); o.Def.Flip != nil && o.Printed == nil {
			e.pts += c.sign(c.teamOfObj(src)) * (cardValue(o.Def.Flip, 0) - cardValue(o.Def, 0))
		}
	case rules.TurnFaceUp:
		// The card under the face-down source instead of a 2/2 with no text (CR 708.8):
		// worth the card more than the shell, as cards. In a determinized game an
		// opponent's face-down card is a guess (rules.Game.Determinize).
		if o := g.Obj(src); o.FaceDown() {
			e.pts += c.sign(c.teamOfObj(src)) * (cardValue(o.Card(), 0) - cardValue(o.Def, 0))
		}
	case rules.TokenCopyOfEventObj:
		if c.ev == nil || c.ev.Obj == rules.NoObj {
			return
		}
		def := g.Obj(c.ev.Obj).Def
		ps, _ := c.players(f.Who, ctrl, ts)
		for _, p := range ps {
			e.pts += c.sign(g.TeamOf(p)) * cardValue(def, landsOf(g, p))
		}
	case rules.ReturnDiedCard:
		if c.ev == nil || c.ev.Source == rules.NoObj || int(c.ev.Source) >= g.NumObjects() {
			return
		}
		if o := g.Obj(c.ev.Source); o.Zone == rules.ZoneGraveyard {
			v := cardValue(o.Def, landsOf(g, ctrl))
			if f.ToHand {
				v = min(v, cardPoints)
			}
			e.pts += c.sign(ctrlTeam) * v
		}
	case rules.CreateAttackingToken:
		if c.ev != nil && c.ev.Player != rules.NoPlayer {
			e.pts += c.sign(g.TeamOf(c.ev.Player)) * statValue(f.Def.Power, f.Def.Toughness, f.Def.Keywords, nil)
		}
	case rules.CreateDelayedTrigger:
		if f.Choose == nil || f.Ability == nil {
			return
		}
		// "Whenever the chosen creature deals combat damage…": worth something when the
		// team has a creature that may attack this turn, about half the time.
		if _, ok := c.bestAttacker(ctrlTeam); ok {
			var m est
			c.addEffects(&m, f.Ability.Effects, src, ctrl, nil, x)
			e.pts += 0.5 * m.pts
		}
	case rules.Blight:
		c.blightValue(e, f, ctrl, ts)
	case rules.NoEffect, rules.Otherwise:
		// It does nothing: nothing is the estimate.
	case rules.May:
		// "You may": the effects it guards are estimated on their own, as if done.
	default:
		e.unknown = true
	}
}

// merge adds the estimate m to e.
func merge(e, m *est) {
	for t := range e.life {
		e.life[t] += m.life[t]
		e.poison[t] += m.poison[t]
	}
	e.pts += m.pts
	e.harmsOwn = e.harmsOwn || m.harmsOwn
	e.helpsOpp = e.helpsOpp || m.helpsOpp
	e.unknown = e.unknown || m.unknown
	e.acc = m.acc
}

// bestAttacker is the creature of team t most likely to deal combat damage this turn:
// untapped, able to attack, the most powerful with evasion counting double.
func (c *ctx) bestAttacker(t rules.TeamID) (rules.ObjID, bool) {
	g := c.g
	best, bv := rules.NoObj, 0.0
	for _, id := range creatures(g, t) {
		o := g.Obj(id)
		if o.Tapped || o.Sick && !o.Has(rules.Haste) || !canAttackSoon(g, id) {
			continue
		}
		v := float64(o.Cur.Power)
		if o.Has(rules.Flying) || o.Has(rules.Menace) {
			v *= 2
		}
		if v > bv {
			best, bv = id, v
		}
	}
	return best, best != rules.NoObj
}

// modalEffects is what a modal spell does with the modes chosen (CR 700.2), in the order
// printed, each mode's effects built for where its targets fall among ts, as the engine
// builds them. A mode whose target repeats an earlier mode's is left out: the same
// permanent bounced twice is bounced once.
func modalEffects(base *rules.Ability, modes []int, ts []rules.Target) []rules.Effect {
	sorted := append([]int(nil), modes...)
	sort.Ints(sorted)
	var out []rules.Effect
	first := 0
	for _, m := range sorted {
		if m < 0 || m >= len(base.Modes) {
			return nil
		}
		n := 0
		for _, s := range base.Modes[m].Targets {
			n += max(s.Count, 1)
		}
		firstObj, dup := 0, false
		for k, t := range ts[:min(first, len(ts))] {
			if !t.IsPlayer() {
				firstObj++
			}
			for _, u := range ts[first:min(first+n, len(ts))] {
				dup = dup || u == t && k < first
			}
		}
		if !dup {
			out = append(out, base.Modes[m].Effects(first, firstObj)...)
		}
		first += n
	}
	return out
}
