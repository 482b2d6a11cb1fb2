package ai

import "github.com/ettinmtg/ettin/rules"

// Multiplayer judgement: in the variants where players take their own turns (free-for-all,
// Team vs. Team, Emperor) a team is one seat, its teammates (CR 102.3) are friends, and
// the opponents are several. The heuristic weighs the seat against the opponent that
// threatens it most, and sends each attacker at the defending player it best hurts.

// friend reports whether team t plays for the deciding team's side: the team itself or a
// teammate's seat (CR 102.3).
func (c *ctx) friend(t rules.TeamID) bool {
	return t == c.team || c.g.SideOf(t) != rules.NoSide && c.g.SideOf(t) == c.g.SideOf(c.team)
}

// ownTurns reports whether players take their own turns with several opponents about.
func ownTurns(g *rules.Game) bool { return g.Rules().Variant.OwnTurns() }

// threat estimates how dangerous opposing team t is to team me: the power of its
// creatures that could attack soon and its life (a player close to death threatens less
// for long), higher for a team that may attack me at all.
func threat(g *rules.Game, t rules.TeamID) float64 {
	v := 0.0
	for _, id := range creatures(g, t) {
		if canAttackSoon(g, id) {
			v += float64(g.Obj(id).Cur.Power)
		}
	}
	return v + 0.1*float64(g.Team(t).Life)
}

// mainOpponent is the opposing team to weigh team t against where players take their own
// turns: the team declaring blockers against t's attack, else the live opponent (never a
// teammate) that threatens t most; NoTeam when none is left.
func mainOpponent(g *rules.Game, t rules.TeamID) rules.TeamID {
	side := g.SideOf(t)
	if d := g.Pending(); d.Kind == rules.DecBlock && d.Team != t && d.Team != rules.NoTeam && g.SideOf(d.Team) != side {
		return d.Team
	}
	best, bestV := rules.NoTeam, -1e18
	for u := 0; u < g.NumTeams(); u++ {
		ut := rules.TeamID(u)
		if ut == t || g.Team(ut).Lost || g.SideOf(ut) == side {
			continue
		}
		if v := threat(g, ut); v > bestV {
			best, bestV = ut, v
		}
	}
	return best
}

// opposingBlockers lists the creatures that could block the deciding team's attack:
// those of every opponent's seat (each blocks only attacks on its own player, CR 802.4a,
// which blockable checks), or of the one opposing team in Two-Headed Giant and a duel.
func (c *ctx) opposingBlockers() []rules.ObjID {
	g := c.g
	var out []rules.ObjID
	if !ownTurns(g) {
		for _, id := range creatures(g, c.opp) {
			if canBlockNow(g, id) {
				out = append(out, id)
			}
		}
		return out
	}
	for _, id := range g.Battlefield() {
		o := g.Obj(id)
		if t := g.TeamOf(o.Controller); !c.friend(t) && canBlockNow(g, id) {
			out = append(out, id)
		}
	}
	return out
}

// targetWeight values sending attacker a at defending player p where players take their
// own turns: reach (the attacker alone could finish p, or brings p near it) and threat
// (p's power on board), so that the heuristic finishes the weak and cuts down the strong.
func (c *ctx) targetWeight(a attacker, p rules.PlayerID) float64 {
	if p == rules.NoPlayer || !ownTurns(c.g) {
		return 0
	}
	t := c.g.TeamOf(p)
	life := c.g.PlayerLife(p)
	v := 0.0
	if s := strikes(a.f); s >= life {
		v += 4 // reach: lethal if unblocked
	} else if life > 0 {
		v += float64(s) / float64(life)
	}
	return v + 0.05*threat(c.g, t)
}

// deployValue values deploying creature src from ctrl to the teammate targeted (CR
// 804.2): worth part of the creature where ctrl's creatures can attack no one and the
// teammate's can (an emperor handing a creature to a general at the front, CR 809.3c), a
// loss the other way round, and slightly negative otherwise (the creature is tapped and
// summoning sick for its new controller).
func (c *ctx) deployValue(src rules.ObjID, ctrl rules.PlayerID, ts []rules.Target) float64 {
	if len(ts) == 0 || !ts[0].IsPlayer() || src == rules.NoObj {
		return 0
	}
	to := ts[0].Player
	front := func(p rules.PlayerID) bool {
		for q := 0; q < c.g.NumPlayers(); q++ {
			if c.g.MayAttack(p, rules.PlayerID(q)) {
				return true
			}
		}
		return false
	}
	v := creatureValue(c.g, src)
	switch mine, theirs := front(ctrl), front(to); {
	case !mine && theirs:
		return 0.5 * v
	case mine && !theirs:
		return -0.5 * v
	}
	return -0.2 * v
}
