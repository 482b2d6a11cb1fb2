package rules

// Read access to players and teams. The game's own slices stay inside the package: what
// these return are copies, so a caller can't change the game by writing into them (the
// state that the hash covers is changed only by Apply).

// NumPlayers is the number of players the game began with, those who left included;
// player ids run from 0 to NumPlayers()-1.
func (g *Game) NumPlayers() int { return len(g.players) }

// NumTeams is the number of teams the game began with; team ids run from 0 to
// NumTeams()-1.
func (g *Game) NumTeams() int { return len(g.teams) }

// Player returns a copy of player p's state, its zones left out (read them with Zone and
// ZoneLen); the zero Player if p names no player.
func (g *Game) Player(p PlayerID) Player {
	if !g.validPlayer(p) {
		return Player{Team: NoTeam, Controller: NoPlayer, ControlNext: NoPlayer}
	}
	c := g.players[p]
	c.library, c.hand, c.graveyard, c.exile = nil, nil, nil, nil
	return c
}

// Team returns a copy of team t's state, its members left out (read them with Members);
// the zero Team if t names no team. Where each player of the team holds their own life
// (Team vs. Team with shared team turns) its Life is the sum of theirs.
func (g *Game) Team(t TeamID) Team {
	if !g.validTeam(t) {
		return Team{}
	}
	c := g.teams[t]
	c.members = nil
	c.Life = g.teamLife(t)
	return c
}

// Members returns a new slice of the players of team t, in seat order; nil if t names no
// team.
func (g *Game) Members(t TeamID) []PlayerID {
	if !g.validTeam(t) {
		return nil
	}
	return append([]PlayerID(nil), g.teams[t].members...)
}

// TeamSize is the number of players team t began with; 0 if t names no team.
func (g *Game) TeamSize(t TeamID) int {
	if !g.validTeam(t) {
		return 0
	}
	return len(g.teams[t].members)
}

// Zone returns a new slice of the cards in player p's library (top first), hand, graveyard
// (top last) or exile; nil for another zone or if p names no player.
func (g *Game) Zone(p PlayerID, z Zone) []ObjID {
	s := g.zoneOf(p, z)
	if s == nil {
		return nil
	}
	return append([]ObjID(nil), s...)
}

// ZoneLen is the number of cards in player p's library, hand, graveyard or exile; 0 for
// another zone or if p names no player.
func (g *Game) ZoneLen(p PlayerID, z Zone) int { return len(g.zoneOf(p, z)) }

// ZoneAt returns the i-th card of player p's zone z in the order of Zone, or NoObj if there
// is none; reading a zone this way allocates nothing.
func (g *Game) ZoneAt(p PlayerID, z Zone, i int) ObjID {
	s := g.zoneOf(p, z)
	if i < 0 || i >= len(s) {
		return NoObj
	}
	return s[i]
}

// zoneOf returns the game's own slice of a player's zone; nil for a zone that isn't a
// player's or a bad id.
func (g *Game) zoneOf(p PlayerID, z Zone) []ObjID {
	if !g.validPlayer(p) {
		return nil
	}
	pl := &g.players[p]
	switch z {
	case ZoneLibrary:
		return pl.library
	case ZoneHand:
		return pl.hand
	case ZoneGraveyard:
		return pl.graveyard
	case ZoneExile:
		return pl.exile
	}
	return nil
}

// validTeam reports whether t names a team of the game.
func (g *Game) validTeam(t TeamID) bool { return t >= 0 && int(t) < len(g.teams) }

// ObjZone is the zone object id is in (ZoneNone for an object that has left the game's
// zones or an id that names no object): Obj(id).Zone without the copy, for hot loops.
func (g *Game) ObjZone(id ObjID) Zone {
	if id < 0 || int(id) >= g.objs.len() {
		return ZoneNone
	}
	return g.obj(id).Zone
}

// ObjDef is the card object id is, or was (nil for an id that names no object):
// Obj(id).Def without the copy.
func (g *Game) ObjDef(id ObjID) *CardDef {
	if id < 0 || int(id) >= g.objs.len() {
		return nil
	}
	return g.obj(id).Def
}
