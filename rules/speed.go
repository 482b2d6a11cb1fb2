package rules

// Start your engines! and speed (CR 702.178, 702.179). A player has no speed until a rule
// sets it (702.179b): controlling a permanent with start your engines! makes it 1 as a
// state-based action (704.5z). Once a player has speed it increases by 1, up to 4, the
// first time in each of their turns that one or more opponents lose life (702.179d).
// A player with speed 4 has max speed (702.179e), and a "Max speed — [ability]" ability
// works only then (702.178a: Ability.MaxSpeed).
//
// Not done: 702.179d's increase is a triggered ability without a source; here the speed
// increases at once as the life is lost rather than when that ability resolves, so no
// player can respond between the two.

// maxSpeed is the speed a player has max speed at (CR 702.179e).
const maxSpeed = 4

// MaxSpeed reports whether player p has max speed (CR 702.179e).
func (g *Game) MaxSpeed(p PlayerID) bool {
	return g.validPlayer(p) && g.players[p].Speed >= maxSpeed
}

// speedWorks reports whether ability a of a permanent controlled by p works now: an
// ability without max speed always, one with it while p has max speed (CR 702.178a).
func (g *Game) speedWorks(a *Ability, p PlayerID) bool { return !a.MaxSpeed || g.MaxSpeed(p) }

// startEngines gives speed 1 to each player without speed who controls a permanent with
// start your engines! (CR 704.5z) and reports whether it did.
func (g *Game) startEngines() bool {
	if !g.anyStartEngines {
		return false
	}
	acted := false
	for _, id := range g.battlefield {
		o := g.obj(id)
		if !o.Def.StartEngines || o.Cur.NoAbilities {
			continue
		}
		if p := o.Controller; g.validPlayer(p) && g.players[p].Speed == 0 && !g.players[p].Lost {
			g.setSpeed(p, 1)
			acted = true
		}
	}
	return acted
}

// speedUp raises the speed of the players whose turn it is, who have speed, when
// opponent q loses life: once each turn, up to 4 (CR 702.179d).
func (g *Game) speedUp(q PlayerID) {
	if !g.anyStartEngines || g.turn.Team == NoTeam || int(g.turn.Team) >= len(g.teams) {
		return
	}
	for _, p := range g.teams[g.turn.Team].members {
		pl := &g.players[p]
		if pl.Speed == 0 || pl.Speed >= maxSpeed || pl.SpeedTurn == g.turn.Number || !g.Opponents(p, q) {
			continue
		}
		pl.SpeedTurn = g.turn.Number // "This ability triggers only once each turn."
		g.setSpeed(p, pl.Speed+1)
	}
}

// setSpeed sets player p's speed to n and notes it. The layers are applied anew: the max
// speed abilities of p's permanents may start or stop working.
func (g *Game) setSpeed(p PlayerID, n int) {
	g.players[p].Speed = n
	g.layered.plain = false
	g.note(Entry{Kind: JSpeed, Player: p, N: int32(n)})
}
