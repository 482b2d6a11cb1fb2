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
	// Stack holds spells and abilities on the stack, bottom first (CR 405).
	Stack []StackSetup
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
	// Left: the player has left the game while their team plays on (Team vs. Team with
	// shared team turns, CR 800.4a); they own and control nothing on the battlefield or the
	// stack, and their team keeps at least one player.
	Left   bool
	Energy int // energy counters (CR 107.14)
	Speed  int // speed (CR 702.179); 0: none
	// ExileCounters: the counters on the cards of Exile, by index (suspend's time
	// counters, CR 702.62a); nil or as long as Exile.
	ExileCounters []map[CounterKind]int
}

// PermanentSetup is one permanent of a Setup.
type PermanentSetup struct {
	Def        *CardDef
	Controller PlayerID
	// Owner, if not nil, is the permanent's owner when it isn't its controller: the
	// controller then controls it by default, as one who put another's card onto the
	// battlefield does (CR 108.3, 110.2).
	Owner    *PlayerID
	Tapped   bool
	Sick     bool
	Prepared bool // it is prepared (its spell face: CardDef.Prepare)
	// Transformed: a transforming double-faced card with its back face up (CR 712.8e).
	Transformed bool
	// Flipped: a flip card with its flipped half up (CR 710.2).
	Flipped bool
	// FaceDown: the card is a face-down permanent (CR 708.2a): the shell of its morph or
	// disguise ability, or a plain 2/2 face-down creature for any other card.
	FaceDown bool
	Damage   int
	Counters map[CounterKind]int
	Chosen   *Color
	AttachTo int // index into Setup.Permanents, or -1
	// ChosenSubtype and ChosenParity: a creature type (CR 205.3m) and odd or even chosen
	// as it entered (rules/chosen.go); "" and NoParity for none.
	ChosenSubtype string
	ChosenParity  Parity
}

// StackSetup is a spell or an ability on the stack of a Setup, as a player sees it: the
// card, who controls it, and its targets. What it doesn't say (a spell's X, the event that
// triggered an ability) is zero, and a modal spell can't be set up.
type StackSetup struct {
	// Def is the spell's card, put on the stack as a new object owned by Controller; for
	// an ability, nil (its source's card says it).
	Def        *CardDef
	Controller PlayerID
	// Source, for an ability, is the index of its source in Setup.Permanents, and Ability
	// the index of the ability among the source card's abilities; both -1 for a spell.
	Source, Ability int
	Targets         []SetupTarget
}

// SetupTarget is a target of a StackSetup: a player, or else a permanent of the Setup
// (an index into Setup.Permanents), or else an item below it on the stack (an index into
// Setup.Stack). Unused fields are NoPlayer and -1.
type SetupTarget struct {
	Player           PlayerID
	Permanent, Stack int
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
			for j, d := range z.defs {
				if d == nil {
					return nil, fmt.Errorf("player %s: missing card definition", g.players[p].Name)
				}
				id := g.newObject(d, p, z.zone)
				if z.zone == ZoneExile && j < len(ps.ExileCounters) {
					for k, n := range ps.ExileCounters[j] {
						if k >= numCounterKinds || n < 0 {
							return nil, fmt.Errorf("player %s: exiled %s: bad counters %d of kind %d", g.players[p].Name, d.Name, n, k)
						}
						g.mut(id).addCounters(k, n)
					}
				}
			}
		}
		g.players[p].Poison = ps.Poison
		g.players[p].Energy = ps.Energy
		g.players[p].Speed = ps.Speed
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
		if ps.ChosenSubtype != "" && !IsCreatureType(ps.ChosenSubtype) || ps.ChosenParity > Even {
			return nil, fmt.Errorf("permanent %d: chosen %q, %d: not a creature type of CR 205.3m or a parity", i+1, ps.ChosenSubtype, ps.ChosenParity)
		}
		if ps.Owner != nil && !g.validPlayer(*ps.Owner) {
			return nil, fmt.Errorf("permanent %d: unknown owner %d", i+1, *ps.Owner)
		}
		id := g.newObject(ps.Def, ps.Controller, ZoneBattlefield)
		o := g.mut(id)
		if ps.Owner != nil {
			o.Owner = *ps.Owner // controlled by default by Controller (baseCtrl)
		}
		o.Tapped, o.Sick, o.Damage = ps.Tapped, ps.Sick, ps.Damage
		o.Prepared = ps.Prepared && ps.Def.Prepare != nil
		if ps.Transformed {
			if ps.Def.Back == nil {
				return nil, fmt.Errorf("permanent %d: %s has no back face to be transformed", i+1, ps.Def.Name)
			}
			o.Printed, o.Def = o.Def, ps.Def.Back
			o.Cur = baseChars(o.Def, o.Controller)
		}
		if ps.Flipped {
			if ps.Def.Flip == nil {
				return nil, fmt.Errorf("permanent %d: %s is no flip card to be flipped", i+1, ps.Def.Name)
			}
			o.Printed, o.Def = o.Def, ps.Def.Flip
			o.Cur = baseChars(o.Def, o.Controller)
		}
		if ps.FaceDown {
			shell := faceDownShell
			if ps.Def.FaceDown != nil {
				shell = ps.Def.FaceDown.shell()
			}
			o.Printed, o.Def = o.Def, shell
			o.Cur = baseChars(o.Def, o.Controller)
		}
		for k, n := range ps.Counters {
			o.Counters[k] = 0
			o.addCounters(k, n)
		}
		if ps.Chosen != nil {
			o.Chosen, o.HasChosen = *ps.Chosen, true
		}
		if ps.ChosenSubtype != "" || ps.ChosenParity != NoParity {
			o.ChosenParity, o.HasChosen = ps.ChosenParity, true
			o.setChosenSubtype(ps.ChosenSubtype)
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
	if err := g.setupStack(s.Stack, ids); err != nil {
		return nil, err
	}
	if err := g.setupLeft(s.Players); err != nil {
		return nil, err
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
			*g.lifeHeld(PlayerID(p)) = *l
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

// setupStack puts a Setup's stack items on the stack; perms are the Setup's permanents.
func (g *Game) setupStack(items []StackSetup, perms []ObjID) error {
	objs := make([]ObjID, len(items)) // the object of each item: the spell, or the ability's source
	for i, ss := range items {
		if !g.validPlayer(ss.Controller) {
			return fmt.Errorf("stack item %d: no player %d controls it", i+1, ss.Controller)
		}
		it := StackItem{Controller: ss.Controller}
		switch {
		case ss.Source < 0:
			if ss.Def == nil {
				return fmt.Errorf("stack item %d: a spell without its card", i+1)
			}
			if ss.Def.Spell != nil && len(ss.Def.Spell.Modes) > 0 {
				return fmt.Errorf("stack item %d: %s is modal; its modes can't be set up", i+1, ss.Def.Name)
			}
			it.Spell, it.Ability = true, ss.Def.Spell
			it.Obj = g.newObject(ss.Def, ss.Controller, ZoneStack)
		case ss.Source < len(perms):
			it.Obj = perms[ss.Source]
			abs := g.obj(it.Obj).Def.Abilities
			if ss.Ability < 0 || ss.Ability >= len(abs) {
				return fmt.Errorf("stack item %d: %s has no ability %d", i+1, g.obj(it.Obj).Def.Name, ss.Ability)
			}
			it.Ability = abs[ss.Ability]
			// CR 405.1: only activated and triggered abilities use the stack.
			if k := it.Ability.Kind; k != ActivatedAbility && k != TriggeredAbility && k != LoyaltyAbility || len(it.Ability.Modes) > 0 {
				return fmt.Errorf("stack item %d: %s's ability %d doesn't go on the stack as it is", i+1, g.obj(it.Obj).Def.Name, ss.Ability)
			}
		default:
			return fmt.Errorf("stack item %d: no permanent %d is its source", i+1, ss.Source+1)
		}
		objs[i] = it.Obj
		it.Res = Resolution{Source: it.Obj, Controller: ss.Controller,
			Event: Event{Obj: NoObj, Source: NoObj, Player: NoPlayer}}
		for _, st := range ss.Targets {
			switch {
			case st.Player != NoPlayer:
				if !g.validPlayer(st.Player) {
					return fmt.Errorf("stack item %d: targets no player %d", i+1, st.Player)
				}
				it.Res.Targets = append(it.Res.Targets, PlayerTarget(st.Player))
			case st.Permanent >= 0 && st.Permanent < len(perms):
				it.Res.Targets = append(it.Res.Targets, ObjTarget(perms[st.Permanent]))
			case st.Stack >= 0 && st.Stack < i && items[st.Stack].Source < 0:
				it.Res.Targets = append(it.Res.Targets, ObjTarget(objs[st.Stack]))
			default:
				return fmt.Errorf("stack item %d: a target that is no player, permanent or spell below it", i+1)
			}
		}
		g.push(it)
	}
	return nil
}

// setupLeft takes out of the game the players of ps marked Left, as playerLeaves does
// after their objects left (CR 800.4a): only a player of a team that shares its turns
// leaves alone, with nothing of theirs on the battlefield or the stack and a teammate
// still in it.
func (g *Game) setupLeft(ps []PlayerSetup) error {
	for i := range ps {
		if !ps[i].Left {
			continue
		}
		p := PlayerID(i)
		name := g.players[p].Name
		if !g.cfg.Options.SharedTurns {
			return fmt.Errorf("player %s: only a player of a team that shares its turns leaves the game alone (CR 800.4a, 805)", name)
		}
		for id := range g.objs.len() {
			if o := g.obj(ObjID(id)); (o.Zone == ZoneBattlefield || o.Zone == ZoneStack) && (o.Owner == p || o.Controller == p) {
				return fmt.Errorf("player %s left the game: %s is still theirs (CR 800.4a)", name, o.Def.Name)
			}
		}
		t := g.players[p].Team
		if len(g.teams[t].members) < 2 {
			return fmt.Errorf("player %s left the game: team %s would have no player left", name, g.teams[t].Name)
		}
		g.players[p].Lost = true
		g.dropMember(p)
	}
	return nil
}
