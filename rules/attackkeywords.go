package rules

import mbits "math/bits"

// What the keyword mechanics of attacking creatures look at: power compared with the
// source's (mentor, training: CR 702.134a, 702.149a), a creature entering bigger than the
// source (evolve, 702.100a), the player attacked having the most life (dethrone,
// 702.105a) and the opponents attacked this combat (melee, 702.121a). Each is about the
// players and objects of the whole game: in 2HG a teammate's attacking creature is an
// attacking creature too, and a player's life is the team's (CR 810.9).

// powerVsSource checks the Filter fields LessPowerThanSource and MorePowerThanSource of o
// against the source's power (true when neither is set).
func (g *Game) powerVsSource(o *Object, f *Filter, source ObjID) bool {
	if !f.LessPowerThanSource && !f.MorePowerThanSource {
		return true
	}
	if source == NoObj || int(source) >= g.objs.len() {
		return false
	}
	sp := g.obj(source).Cur.Power
	if f.LessPowerThanSource && o.Cur.Power >= sp || f.MorePowerThanSource && o.Cur.Power <= sp {
		return false
	}
	return true
}

// condHoldsAttack evaluates CondEventObjBigger and CondAttacksMostLife (false for any
// other kind).
func (g *Game) condHoldsAttack(c *Condition, source ObjID, ctrl PlayerID, r *Resolution) bool {
	switch c.Kind {
	case CondEventObjBigger:
		// CR 702.100a-b: compared as the ability resolves, the creature that entered by
		// its last known information if it has left.
		if r == nil || r.Event.Obj == NoObj {
			return false
		}
		e, s := g.obj(r.Event.Obj), g.obj(source)
		return e.Cur.Power > s.Cur.Power || e.Cur.Toughness > s.Cur.Toughness
	case CondAttacksMostLife:
		t, ok := g.Attacking(source)
		if !ok || !t.IsPlayer() {
			return false // a planeswalker attacked isn't a player (CR 702.105a)
		}
		life := g.PlayerLife(t.Player)
		var buf [MaxSeats]PlayerID
		for _, q := range g.playersSeen(ctrl, buf[:0]) { // CR 801.11
			if g.PlayerLife(q) > life {
				return false
			}
		}
		return true
	}
	return false
}

// opponentsAttacked counts the opponents of p that creatures p controls attack, or
// attacked before they left combat, this combat (melee, CR 702.121a). A creature
// attacking a team as a group (the older editions) attacks each of its players.
func (g *Game) opponentsAttacked(p PlayerID) int {
	var seen uint64
	count := func(q PlayerID) {
		if q != NoPlayer && g.Opponents(q, p) {
			seen |= 1 << uint(q)
		}
	}
	for _, recs := range [][]attackRec{g.combat.attackers, g.combat.removed} {
		for _, a := range recs {
			if g.obj(a.obj).Controller != p {
				continue
			}
			switch {
			case a.target.IsPlayer():
				count(a.target.Player)
			case a.target.Obj == NoObj && a.team != NoTeam:
				for _, q := range g.teams[a.team].members {
					count(q)
				}
			}
		}
	}
	return mbits.OnesCount64(seen)
}
