package rules

// Damage effects (creatures dealing damage equal to their power, fights, CR 701.12), the
// damage dealt this turn, and what stops damage: prevention (CR 615) and protection from a
// player (CR 702.16).

// PowerDamage makes creatures deal damage equal to their power: each object target in From
// deals damage to object target To (Combo Attack); with Fight, the two creatures From[0] and
// To fight, each dealing damage to the other (CR 701.12). Targets count object targets only.
type PowerDamage struct {
	From  []int
	To    int
	Fight bool
}

func (e PowerDamage) do(g *Game, r *Resolution) bool {
	to := r.legalObjTarget(g, e.To)
	if to == NoObj {
		return true
	}
	type hit struct {
		src damageSource
		to  ObjID
		n   int
	}
	var hits []hit
	for _, f := range e.From {
		from := r.legalObjTarget(g, f)
		if from == NoObj {
			if e.Fight {
				return true // CR 701.12b: no damage is dealt
			}
			continue
		}
		hits = append(hits, hit{g.sourceOf(from), to, g.obj(from).Cur.Power})
		if e.Fight {
			hits = append(hits, hit{g.sourceOf(to), from, g.obj(to).Cur.Power})
		}
	}
	for _, h := range hits { // the damage is dealt at the same time (CR 701.12a)
		g.dealDamage(h.src, ObjTarget(h.to), h.n, false)
	}
	return true
}

// DamageEachTarget deals Amount damage to each object target that is still legal
// (Wrap in Flames).
type DamageEachTarget struct{ Amount Amount }

func (e DamageEachTarget) do(g *Game, r *Resolution) bool {
	src := g.sourceOf(r.Source)
	for _, id := range r.objects(g, What{Kind: WhatTargets}) {
		g.dealDamage(src, ObjTarget(id), e.Amount.eval(g, r, NoPlayer), false)
	}
	return true
}

// DamageTappedCreaturesOf deals Amount damage to each tapped creature the target player
// controls (Rowan Kenrith); the creatures aren't targeted.
type DamageTappedCreaturesOf struct{ Amount Amount }

func (e DamageTappedCreaturesOf) do(g *Game, r *Resolution) bool {
	ps := r.players(g, WhoTarget)
	if len(ps) == 0 {
		return true
	}
	var ids []ObjID
	for _, id := range g.battlefield {
		o := g.obj(id)
		if o.Controller == ps[0] && o.Is(Creature) && o.Tapped {
			ids = append(ids, id)
		}
	}
	src := g.sourceOf(r.Source)
	for _, id := range ids {
		g.dealDamage(src, ObjTarget(id), e.Amount.eval(g, r, ps[0]), false)
	}
	return true
}

// damageRec is damage dealt to a permanent this turn by source src, which player by
// controlled, at the game's moment.
type damageRec struct {
	to     ObjID
	by     PlayerID
	n      int
	src    ObjID
	moment int
}

// DrawDamageDealtToSource: each player draws cards equal to the damage dealt this turn to
// the source (as it last existed) by sources they controlled (Grothama, All-Devouring's
// leaves-the-battlefield ability), in the order of CR 805.6.
type DrawDamageDealtToSource struct{}

func (DrawDamageDealtToSource) do(g *Game, r *Resolution) bool {
	for _, p := range g.livePlayers(g.playerOrder()) {
		n := 0
		for _, d := range g.damageLog {
			if d.to == r.Source && d.by == p {
				n += d.n
			}
		}
		if n > 0 {
			g.note(Entry{Kind: JDamageThisTurn, Player: p, N: int32(n), Obj: r.Source, Card: g.obj(r.Source).Def})
			g.draw(p, n)
		}
	}
	return true
}

// DamageEach deals Amount damage to each permanent What selects and, with ToPlayers, to
// each player Who selects, all at the same time ("deals 1 damage to each creature and
// each player", Pestilence; CR 120.2). In 2HG each player is dealt the damage and the
// team's total takes both (CR 810.9).
type DamageEach struct {
	What      What
	ToPlayers bool
	Who       Who
	Amount    Amount
}

func (e DamageEach) do(g *Game, r *Resolution) bool {
	src := g.sourceOf(r.Source)
	ids := r.objects(g, e.What)
	var ps []PlayerID
	if e.ToPlayers {
		ps = r.players(g, e.Who)
	}
	n := e.Amount.eval(g, r, NoPlayer)
	for _, id := range ids {
		g.dealDamage(src, ObjTarget(id), n, false)
	}
	for _, p := range ps {
		g.dealDamage(src, PlayerTarget(p), n, false)
	}
	return true
}
