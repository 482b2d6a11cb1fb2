package rules

import "slices"

// The shared team turns option (CR 805) in Team vs. Team (CR 808): each team of
// Config.Teams is one engine Team, as in Two-Headed Giant, so that the team takes turns
// (805.4), holds priority (805.5), puts its triggers on the stack (805.7) and attacks and
// blocks (805.10) together by the same machinery; unlike Two-Headed Giant each player
// keeps their own life total and poison counters and leaves the game alone (CR 800.4,
// 808), the team playing on with the players still in it.

// seatsAlone reports whether each player of a configured team sits as a team of one who
// takes their own turns: Team vs. Team and Emperor, unless the teams share their turns.
func (v Variant) seatsAlone(o Options) bool { return v.playersAlone() && !o.SharedTurns }

// lifePerPlayer reports whether players of one engine team hold their own life totals
// (Team vs. Team with shared team turns).
func (g *Game) lifePerPlayer() bool { return g.cfg.Options.SharedTurns }

// lifeHeld is where player p's life total is held: their own with shared team turns in
// Team vs. Team, else their team's (CR 810.9a; a team of one is its player).
func (g *Game) lifeHeld(p PlayerID) *int {
	if g.lifePerPlayer() {
		return &g.players[p].life
	}
	return &g.teams[g.players[p].Team].Life
}

// playersLoseForLife: each player of team t with 0 or less life loses (CR 704.5a), where
// players hold their own life; it reports whether one did. The players are found before
// any loses, since they lose at the same time (CR 704.3).
func (g *Game) playersLoseForLife(t TeamID) bool {
	var losing []PlayerID
	for _, p := range g.teams[t].members {
		if g.players[p].life <= 0 && !g.staticFor(StNoLoseForLife, p, You) {
			losing = append(losing, p)
		}
	}
	acted := false
	for _, p := range losing {
		g.loseGame(p, EndLife, nil)
		acted = acted || g.players[p].Lost || g.teams[t].Lost
	}
	return acted
}

// playerLeaves removes player p, who lost, from a team that plays on without them (CR
// 800.4, 104.3a): the player's objects leave as 800.4a says, and the team's turn, priority
// and combat go on with the players still in it. The team loses (teamLoses) when its last
// player does.
func (g *Game) playerLeaves(p PlayerID, e ending) {
	t := g.players[p].Team
	g.players[p].Lost = true
	g.note(Entry{Kind: JPlayerLeaves, Team: t, Player: p, Card: e.card, More: &EntryMore{End: e.cause}})
	g.leavePlayerObjects(p, true)
	g.dropMember(p)
}

// dropMember takes player p out of their team's members, the players still in it: a new
// slice, since clones share the old one (Clone).
func (g *Game) dropMember(p PlayerID) {
	t := g.players[p].Team
	i := slices.Index(g.teams[t].members, p)
	g.teams[t].members = slices.Delete(slices.Clone(g.teams[t].members), i, i+1)
}

// teamLife is team t's life total, or where its players hold their own (lifePerPlayer)
// the sum of the life of its players still in the game.
func (g *Game) teamLife(t TeamID) int {
	if !g.lifePerPlayer() {
		return g.teams[t].Life
	}
	sum := 0
	for _, p := range g.teams[t].members {
		sum += g.players[p].life
	}
	return sum
}

// exileDefaultOfLeaver exiles each permanent whose controller, as the layers leave it
// (no control effect giving it to a player in the game), has left the game: CR 800.4c,
// when the control effect that gave it away ends and its default controller has left; not
// a state-based action, it happens as the effect ends, which applyLayers follows.
func (g *Game) exileDefaultOfLeaver() {
	if g.over || !g.cfg.Variant.OwnTurns() || !g.someoneLeft() {
		return // once the game is over, the last players' objects stay where they are
	}
	for i := len(g.battlefield) - 1; i >= 0; i-- {
		if i >= len(g.battlefield) {
			continue // an exile below moved more than one permanent
		}
		id := g.battlefield[i]
		// An object the leaver owns leaves the game with them (CR 800.4a: leaveObjects);
		// this is about another player's, whose control effect ended.
		if o := g.obj(id); g.validPlayer(o.Controller) && g.gone(o.Controller) && !g.gone(o.Owner) {
			c := o.Controller
			g.note(Entry{Kind: JExiledOfLeaver, Obj: id, Card: g.obj(id).Def, Player: c})
			g.moveTo(id, ZoneExile, false)
		}
	}
}

// someoneLeft reports whether a player has left the game (its team lost, or they alone).
func (g *Game) someoneLeft() bool {
	for i := range g.teams {
		if g.teams[i].Lost {
			return true
		}
	}
	for i := range g.players {
		if g.players[i].Lost {
			return true
		}
	}
	return false
}

// gone reports whether player p is out of the game: their team lost, or they left it
// alone while their team plays on.
func (g *Game) gone(p PlayerID) bool { return g.teams[g.players[p].Team].Lost || g.players[p].Lost }
