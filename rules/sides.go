package rules

import "fmt"

// Sides: the teams of CR 102.3 (808, 809), players who are each other's teammates and
// win and lose together. The engine's Team is what shares a turn, priority and a life
// total: in Two-Headed Giant a side's one team (CR 805.4, 810.4); in Team vs. Team and
// Emperor each player is a team of one, seated in turn order, and a side groups them.
// In a duel and a free-for-all every player is a side of one.

// SideID names a side: 0 to Game.NumSides()-1, in the order of Config.Teams.
type SideID int8

// NoSide marks the absence of a side.
const NoSide SideID = -1

// Side is a team in the sense of CR 102.3: its name, the engine's teams (seats) that play
// for it, and in Emperor its emperor.
type Side struct {
	Name  string
	Teams []TeamID
	// Emperor is the side's emperor (CR 809.2); NoPlayer outside Emperor.
	Emperor PlayerID
}

// NumSides is the number of sides the game began with.
func (g *Game) NumSides() int { return len(g.sides) }

// Side returns a copy of side s; the zero Side (Emperor NoPlayer) if s names no side.
func (g *Game) Side(s SideID) Side {
	if s < 0 || int(s) >= len(g.sides) {
		return Side{Emperor: NoPlayer}
	}
	c := g.sides[s]
	c.Teams = append([]TeamID(nil), c.Teams...)
	return c
}

// SideOf is team t's side, or NoSide if t names no team.
func (g *Game) SideOf(t TeamID) SideID {
	if !g.validTeam(t) {
		return NoSide
	}
	return g.teamSide[t]
}

// SideLost reports whether every team of side s has lost (left the game).
func (g *Game) SideLost(s SideID) bool {
	if s < 0 || int(s) >= len(g.sides) {
		return false
	}
	for _, t := range g.sides[s].Teams {
		if !g.teams[t].Lost {
			return false
		}
	}
	return true
}

// Won reports whether team t won the game: its side won (with its emperor, CR 809.5a),
// and t is still in the game (CR 104.2a: a player who left the game lost it).
func (g *Game) Won(t TeamID) bool {
	return g.validTeam(t) && g.SideWon(g.teamSide[t]) && !g.teams[t].Lost
}

// SideWon reports whether the game is over and side s won it: its players still in the
// game are the only ones left (CR 104.2a), or one of them won by an effect.
func (g *Game) SideWon(s SideID) bool {
	return g.over && g.winner != NoTeam && s >= 0 && int(s) < len(g.sides) && g.teamSide[g.winner] == s
}

// sameSide reports whether teams a and b play for the same side.
func (g *Game) sameSide(a, b TeamID) bool { return g.teamSide[a] == g.teamSide[b] }

// playersAlone reports whether the variant seats the players of a configured team as teams
// of one under one side.
func (v Variant) playersAlone() bool { return v == TeamVsTeam || v == Emperor }

// checkSidesShape checks a Team vs. Team or Emperor config: two or more teams (CR 808.1,
// 809.1); Emperor and the Teams variant of 2006 want equal teams (CR 809.6, seed 609.1),
// Emperor teams of three or more (CR 809.1, 809.6).
func checkSidesShape(v Variant, cfg *Config) error {
	if len(cfg.Teams) < 2 {
		return fmt.Errorf("variant %s needs 2 or more teams, got %d (CR 808.1, 809.1)", v, len(cfg.Teams))
	}
	n, size := 0, len(cfg.Teams[0].Players)
	for _, t := range cfg.Teams {
		n += len(t.Players)
		switch {
		case len(t.Players) == 0:
			return fmt.Errorf("team %s has no players", t.Name)
		case v == Emperor && len(t.Players) < 3:
			return fmt.Errorf("team %s has %d players; emperor teams have 3 or more (CR 809.1, 809.6)", t.Name, len(t.Players))
		case (v == Emperor || cfg.Edition == Ed2006) && len(t.Players) != size:
			return fmt.Errorf("team %s has %d players; the teams of variant %s have equal sizes (CR 809.6, seed 609.1)", t.Name, len(t.Players), v)
		}
		if v == Emperor {
			marked := 0
			for _, p := range t.Players {
				if p.Emperor {
					marked++
				}
			}
			if marked > 1 {
				return fmt.Errorf("team %s marks %d emperors; a team has one (CR 809.2)", t.Name, marked)
			}
		} else {
			for _, p := range t.Players {
				if p.Emperor {
					return fmt.Errorf("player %s is marked emperor outside the Emperor variant", p.Name)
				}
			}
		}
	}
	if n > MaxSeats {
		return fmt.Errorf("variant %s seats at most %d players, got %d", v, MaxSeats, n)
	}
	if v == Emperor && (cfg.Options.Attack != AttackMultiple) {
		return fmt.Errorf("emperor takes no attack option: a player attacks only the opponents seated next to them (CR 809.3c)")
	}
	if v == Emperor {
		cfg.Options.Deploy = true // CR 809.3b
	}
	return nil
}

// SeesHand reports whether player viewer may look at player owner's hand: their own,
// their team's in Two-Headed Giant (CR 810.5), their teammates' in Team vs. Team and
// Emperor (CR 808.5, 809.7), and in the Teams variant of 2006 a teammate's seated next to
// them (seed 609.6). False if either names no player.
func (g *Game) SeesHand(viewer, owner PlayerID) bool {
	return g.validPlayer(viewer) && g.knowsHand(g.players[viewer].Team, owner)
}

// knowsHand reports whether team t's players may look at player p's hand: their own, and
// their teammates' (CR 808.5, 809.7), in the Teams variant of 2006 only a teammate's seated
// next to them (seed 609.6).
func (g *Game) knowsHand(t TeamID, p PlayerID) bool {
	if !g.validTeam(t) || !g.validPlayer(p) {
		return false
	}
	pt := g.players[p].Team
	if pt == t {
		return true
	}
	if !g.sameSide(pt, t) {
		return false
	}
	if g.cfg.Variant == TeamVsTeam && g.cfg.Edition == Ed2006 {
		// Seed 609.6: "sitting next to each other" as the seats stand, the players who
		// left the game no longer between them (the seats of 801.2c, fixed as a turn begins).
		return g.liveNeighbour(t, 1) == pt || g.liveNeighbour(t, -1) == pt
	}
	return true
}

// seatPlayers makes the players and teams of a Team vs. Team or Emperor game: the players
// of Config.Teams keep their ids in the order listed (team by team), and each sits as a
// team of one in the seat order of the variant, so that a team's id is its seat. Today's
// rules seat each team together in the order listed (CR 808.2, 809.2); the Teams variant
// of 2006 seats the teams apart, A1, B1, C1, A2, B2, C2... (seed 609.3).
func (g *Game) seatPlayers(cfg Config) {
	type seat struct{ side, idx int }
	var seats []seat
	first := make([]PlayerID, len(cfg.Teams)) // each side's first player id
	pid := PlayerID(0)
	for si, tc := range cfg.Teams {
		first[si] = pid
		pid += PlayerID(len(tc.Players))
	}
	if cfg.Variant == TeamVsTeam && cfg.Edition == Ed2006 {
		for i := 0; i < len(cfg.Teams[0].Players); i++ {
			for si := range cfg.Teams {
				seats = append(seats, seat{si, i})
			}
		}
	} else {
		for si, tc := range cfg.Teams {
			for i := range tc.Players {
				seats = append(seats, seat{si, i})
			}
		}
	}
	g.players = make([]Player, pid)
	g.teams = make([]Team, len(seats))
	g.teamSide = make([]SideID, len(seats))
	g.sides = make([]Side, len(cfg.Teams))
	for si, tc := range cfg.Teams {
		g.sides[si] = Side{Name: tc.Name, Emperor: NoPlayer}
	}
	rb := Rulebook{cfg.Variant, cfg.Edition}
	for ti, s := range seats {
		pc := cfg.Teams[s.side].Players[s.idx]
		p := first[s.side] + PlayerID(s.idx)
		g.teams[ti] = Team{Name: pc.Name, members: []PlayerID{p}, Life: rb.StartingLife(1)}
		g.teamSide[ti] = SideID(s.side)
		g.sides[s.side].Teams = append(g.sides[s.side].Teams, TeamID(ti))
		rng := pc.Range
		if rng == 0 {
			rng = cfg.Options.Range
		}
		if rng == 0 && cfg.Variant == TeamVsTeam && cfg.Edition == Ed2006 {
			rng = 2 // seed 609.2a: the recommended range of influence
		}
		g.players[p] = Player{Name: pc.Name, Team: TeamID(ti), Controller: NoPlayer, ControlNext: NoPlayer, Range: rng}
	}
	if cfg.Variant == Emperor {
		g.seatEmperors(cfg)
	}
}

// sidePerTeam gives each team its own side, named like it (every variant but Team vs.
// Team and Emperor).
func (g *Game) sidePerTeam() {
	g.teamSide = make([]SideID, len(g.teams))
	g.sides = make([]Side, len(g.teams))
	for t := range g.teams {
		g.teamSide[t] = SideID(t)
		g.sides[t] = Side{Name: g.teams[t].Name, Teams: []TeamID{TeamID(t)}, Emperor: NoPlayer}
	}
}

// startingSeat turns the starting side chosen (Config.StartingTeam, an index of
// Config.Teams) into the team that takes the first turn: in Team vs. Team the team's
// center player, or the player to the left of its midpoint (CR 808.4); in Emperor its
// emperor (CR 809.4). Elsewhere a side is its team.
func (g *Game) startingSeat(s SideID) TeamID {
	if !g.cfg.Variant.seatsAlone(g.cfg.Options) || s < 0 || int(s) >= len(g.sides) {
		return TeamID(s)
	}
	sd := &g.sides[s]
	if sd.Emperor != NoPlayer {
		return g.players[sd.Emperor].Team
	}
	if g.cfg.Edition == Ed2006 {
		return sd.Teams[0] // seed 609 names no starting seat: the team's first player
	}
	// Seats run to the left: the n/2-th of n is the center (odd) or left of the midpoint.
	return sd.Teams[len(sd.Teams)/2]
}

// opponentSeat reports whether team d is an opponent of team a still in the game.
func (g *Game) opponentSeat(a, d TeamID) bool {
	return d != a && !g.teams[d].Lost && !g.sameSide(a, d)
}

// liveNeighbour is the first team still seated (as this turn began, CR 801.2c) from t in
// direction dir (+1 left, -1 right), or NoTeam when none is.
func (g *Game) liveNeighbour(t TeamID, dir int) TeamID {
	n := len(g.teams)
	seated := g.turn.seated
	if seated == 0 {
		seated = g.seatsInGame()
	}
	for i, s := 1, int(t); i < n; i++ {
		s = (s + dir + n) % n
		if seated&(1<<uint(s)) != 0 && !g.teams[s].Lost {
			return TeamID(s)
		}
	}
	return NoTeam
}

// neighboursOnly reports whether players may attack only the opponents seated next to
// them: Emperor (CR 809.3c) and the Teams variant of 2006 (seed 609.4).
func (g *Game) neighboursOnly() bool {
	return g.cfg.Variant == Emperor || g.cfg.Variant == TeamVsTeam && g.cfg.Edition == Ed2006
}

// sideWinner reports the one side whose teams alone are still in the game, or NoSide
// while teams of two or more sides (or none) are.
func (g *Game) sideWinner() (SideID, bool) {
	alive := NoSide
	for t := range g.teams {
		if g.teams[t].Lost {
			continue
		}
		if alive != NoSide && g.teamSide[t] != alive {
			return NoSide, false
		}
		alive = g.teamSide[t]
	}
	return alive, true
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// hasLeft reports whether player p has left a game that goes on without them (CR 800.4).
func (g *Game) hasLeft(p PlayerID) bool {
	return g.cfg.Variant.OwnTurns() && g.validPlayer(p) && g.gone(p)
}

// resolutionWaiting is the id of the stack item whose resolution waits on a choice (CR
// 608.2), or 0 when no resolution waits.
func (g *Game) resolutionWaiting() int {
	c := g.choice
	if g.wait != waitChoice || c == nil || len(g.stack) == 0 || c.stackIndex != 0 || c.legend || c.order != nil ||
		c.manaStep != 0 || c.openingTeam != 0 || c.openingExile {
		return 0
	}
	return g.stack[len(g.stack)-1].ID
}

// lifeTeam is the relation that "you can't lose the game" and "you can't gain / lose life"
// reach (CR 810.8a, 810.9g-h): your team where teams share a life total (Two-Headed
// Giant); where teammates hold their own (Team vs. Team, Emperor), you alone.
func (g *Game) lifeTeam() Rel {
	if g.cfg.Variant.playersAlone() {
		return You
	}
	return YourTeam
}
