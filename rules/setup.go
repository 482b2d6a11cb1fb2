package rules

import "fmt"

// Setup describes a position to start a game from: scenarios, tests and puzzles.
type Setup struct {
	Config Config
	// Life and Poison per team; nil entries keep the edition's start (life) or zero.
	Life   []*int
	Poison []*int
	// PlayerLife sets players' own life totals where each player holds one (Team vs.
	// Team, Emperor), indexed like Players; nil entries keep the start.
	PlayerLife []*int
	// Players' own zones and poison, indexed like the players of Config (team by team).
	Players []PlayerSetup
	// Permanents on the battlefield, in the order they entered.
	Permanents []PermanentSetup
	// Turn places the game in a step of a turn; nil starts the game from the beginning
	// (opening hands topped up to seven from the libraries, mulligans, the first turn).
	Turn *TurnSetup
	// Markers are, in Grand Melee, the turns of turn markers 2 and on, each its player's
	// (Team) in its step; Turn is marker 1's. None: the markers are handed out from Turn's
	// player as CR 807.4b says.
	Markers []TurnSetup
}

// PlayerSetup holds one player's zones (library top first) and own poison counters.
type PlayerSetup struct {
	Hand, Library, Graveyard, Exile []*CardDef
	ShuffleLibrary                  bool
	Poison                          int
}

// PermanentSetup is one permanent of a Setup.
type PermanentSetup struct {
	Def        *CardDef
	Controller PlayerID
	Tapped     bool
	Sick       bool
	Damage     int
	Counters   map[CounterKind]int
	Chosen     *Color
	AttachTo   int // index into Setup.Permanents, or -1
}

// TurnSetup says whose turn it is, which step begins, and the game's turn number (odd
// numbers are the starting team's turns when no extra turn was taken).
type TurnSetup struct {
	Team TeamID
	// OfPlayer says that Player, not Team, names whose turn it is (Team vs. Team and
	// Emperor, where each player takes their own turns in a seat of their own).
	OfPlayer bool
	Player   PlayerID
	Step     Step
	Number   int
}

// NewFromSetup makes a game in the position described. With a Turn, the given step
// begins: its turn-based actions and beginning-of-step triggers happen, and the game waits
// on the step's first decision.
func NewFromSetup(s Setup) (*Game, error) {
	cfg := s.Config
	if err := checkConfig(&cfg); err != nil {
		return nil, err
	}
	g := newEmpty(cfg)
	if len(s.Players) != len(g.players) {
		return nil, fmt.Errorf("setup has zones for %d players; the game has %d", len(s.Players), len(g.players))
	}
	for i, ps := range s.Players {
		p := PlayerID(i)
		for _, z := range []struct {
			defs []*CardDef
			zone Zone
		}{{ps.Library, ZoneLibrary}, {ps.Hand, ZoneHand}, {ps.Graveyard, ZoneGraveyard}, {ps.Exile, ZoneExile}} {
			for _, d := range z.defs {
				if d == nil {
					return nil, fmt.Errorf("player %s: missing card definition", g.players[p].Name)
				}
				g.newObject(d, p, z.zone)
			}
		}
		g.players[p].Poison = ps.Poison
		if ps.ShuffleLibrary {
			g.shuffle(p)
		}
	}
	ids := make([]ObjID, len(s.Permanents))
	for i, ps := range s.Permanents {
		if ps.Def == nil || ps.Controller < 0 || int(ps.Controller) >= len(g.players) {
			return nil, fmt.Errorf("permanent %d: missing card or controller", i+1)
		}
		for k := range ps.Counters {
			if k >= numCounterKinds {
				return nil, fmt.Errorf("permanent %d: unknown counter kind %d", i+1, k)
			}
		}
		if ps.Chosen != nil && *ps.Chosen > Green {
			return nil, fmt.Errorf("permanent %d: unknown color %d", i+1, *ps.Chosen)
		}
		id := g.newObject(ps.Def, ps.Controller, ZoneBattlefield)
		o := g.mut(id)
		o.Tapped, o.Sick, o.Damage = ps.Tapped, ps.Sick, ps.Damage
		for k, n := range ps.Counters {
			o.Counters[k] = n
		}
		if ps.Chosen != nil {
			o.Chosen, o.HasChosen = *ps.Chosen, true
		}
		ids[i] = id
	}
	for i, ps := range s.Permanents {
		if ps.AttachTo >= 0 && ps.AttachTo < len(ids) {
			g.mut(ids[i]).AttachedTo = ids[ps.AttachTo]
			if ps.Def.Bestow != nil {
				g.mut(ids[i]).Bestowed = true // a bestow creature set up attached is a bestowed Aura
			}
		}
	}
	for t := range g.teams {
		if t < len(s.Life) && s.Life[t] != nil {
			g.teams[t].Life = *s.Life[t]
		}
		if t < len(s.Poison) && s.Poison[t] != nil {
			g.teams[t].Poison = *s.Poison[t]
		}
	}
	g.applyLayers()
	for p, l := range s.PlayerLife {
		if l != nil && p < len(g.players) {
			g.teams[g.players[p].Team].Life = *l
		}
	}
	if s.Turn != nil && s.Turn.OfPlayer {
		if !g.validPlayer(s.Turn.Player) {
			return nil, fmt.Errorf("turn of player %d: no such player", s.Turn.Player)
		}
		t := *s.Turn
		t.Team = g.players[t.Player].Team
		s.Turn = &t
	}
	if s.Turn != nil && (s.Turn.Team < 0 || int(s.Turn.Team) >= len(g.teams) || s.Turn.Step > Cleanup) {
		return nil, fmt.Errorf("turn of team %d in step %d: no such team or step", s.Turn.Team, s.Turn.Step)
	}
	if s.Turn == nil {
		g.begin()
		return g, nil
	}
	start := cfg.StartingTeam
	if start == NoTeam || int(start) >= len(g.sides) {
		start = 0
	}
	start = g.startingSeat(SideID(start))
	g.mull.starting = start
	n := max(1, s.Turn.Number)
	g.turn.Number = n - 1
	if g.melee != nil {
		g.melee.begun = n - 1
		if len(s.Markers) > 0 {
			if err := g.placeMarkers(s.Turn.Team, s.Markers); err != nil {
				return nil, err
			}
		} else {
			g.dealMarkers(s.Turn.Team) // CR 807.4b, from the player whose turn it is
		}
	} else if len(s.Markers) > 0 {
		return nil, fmt.Errorf("setup has %d more turn markers; only Grand Melee has turn markers", len(s.Markers))
	}
	g.startTurn(s.Turn.Team)
	for t := range g.teams {
		if TeamID(t) == start {
			g.teams[t].TurnsTaken = (n + 1) / 2
		} else {
			g.teams[t].TurnsTaken = n / 2
		}
	}
	if s.Turn.Team != start && n%2 == 1 || s.Turn.Team == start && n%2 == 0 {
		g.teams[s.Turn.Team].TurnsTaken = max(1, (n+1)/2) // an extra turn: count it as taken
	}
	g.turn.Step = s.Turn.Step
	if g.melee != nil && len(s.Markers) > 0 {
		g.startPlacedMarkers(s.Markers)
	}
	g.run()
	return g, nil
}
