package rules

// Poison counters in Two-Headed Giant (CR 810.10a-d): what effects see of a player's
// poison, losing poison, "can't get poison counters" and "poisoned".

// countPoison counts the poison amount kinds (0 for any other kind).
func (a Amount) countPoison(g *Game, r *Resolution, p PlayerID) int {
	switch a.Kind {
	case AmtPoison:
		if p == NoPlayer || int(p) >= len(g.players) {
			return 0
		}
		return g.PlayerPoison(p) // CR 810.10a: the team's count
	case AmtOpponentsPoison:
		return g.opponentsPoison(r.Controller)
	}
	return 0
}

// opponentsPoison is the poison counters p's opponents have. With shared poison it is the
// sum over opposing teams, each team counted once (CR 810.10a); before, the sum of each
// opponent's own counters.
func (g *Game) opponentsPoison(p PlayerID) int {
	if p == NoPlayer || int(p) >= len(g.players) {
		return 0
	}
	n := 0
	if g.rb().SharedPoison() {
		for i := range g.teams {
			if t := TeamID(i); t != g.players[p].Team && !g.teams[t].Lost {
				n += g.teams[t].Poison
			}
		}
		return n
	}
	for _, q := range g.livePlayers(g.playerOrder()) {
		if g.Opponents(q, p) {
			n += g.players[q].Poison
		}
	}
	return n
}

// Poisoned reports whether player p is poisoned: with shared poison, whether p's team has
// one or more poison counters (CR 810.10d).
func (g *Game) Poisoned(p PlayerID) bool {
	return p != NoPlayer && int(p) < len(g.players) && g.PlayerPoison(p) > 0
}

// cantGetPoison reports whether player p can't get poison counters: an effect on any
// member of p's team covers the whole team where poison is shared (CR 810.10c).
func (g *Game) cantGetPoison(p PlayerID) bool {
	if g.rb().SharedPoison() {
		return g.staticFor(StCantGetPoison, p, YourTeam)
	}
	return g.staticFor(StCantGetPoison, p, You)
}

// losePoison removes up to n poison counters from player p (all of them with all) and
// returns how many were removed. With shared poison the team loses them (CR 810.10b).
func (g *Game) losePoison(p PlayerID, n int, all bool) int {
	cur := &g.players[p].Poison
	who := NoTeam // the player has them
	if g.rb().SharedPoison() {
		cur = &g.teams[g.players[p].Team].Poison
		who = g.players[p].Team
	}
	if all || n > *cur {
		n = *cur
	}
	if n <= 0 {
		return 0
	}
	*cur -= n
	g.note(Entry{Kind: JLosesPoison, Player: p, N: int32(n), M: int32(*cur), Team: who})
	return n
}

// LosePoison makes each selected player lose Amount poison counters (all of them with
// All); with shared poison the team loses them (CR 810.10b). The number removed is
// remembered ("that much").
type LosePoison struct {
	Who    Who
	Amount Amount
	All    bool
}

func (e LosePoison) do(g *Game, r *Resolution) bool {
	r.acc = 0
	for _, p := range r.players(g, e.Who) {
		n := 0
		if !e.All {
			n = e.Amount.eval(g, r, p)
		}
		r.acc += g.losePoison(p, n, e.All)
	}
	return true
}

// SkipUnless skips the next Skip effects of the ability unless Cond holds as it resolves
// ("counter target spell if its controller is poisoned").
type SkipUnless struct {
	Cond Condition
	Skip int
}

func (e SkipUnless) do(g *Game, r *Resolution) bool {
	if !g.condHolds(&e.Cond, r.Source, r.Controller, r) {
		g.note(Entry{Kind: JConditionFails})
		r.step += e.Skip
	}
	return true
}

// condHoldsPoison evaluates the poison condition kinds (false for any other kind).
func (g *Game) condHoldsPoison(c *Condition, source ObjID, ctrl PlayerID, r *Resolution) bool {
	switch c.Kind {
	case CondOpponentPoisoned:
		var buf [MaxSeats]PlayerID
		for _, p := range g.playersSeen(ctrl, buf[:0]) { // CR 801.11
			if g.Opponents(p, ctrl) && g.Poisoned(p) {
				return true
			}
		}
	case CondTargetControllerPoisoned:
		if r == nil {
			return false
		}
		for _, t := range r.Targets {
			if !t.IsPlayer() && t.Obj != NoObj && int(t.Obj) < g.objs.len() {
				return g.Poisoned(g.obj(t.Obj).Controller)
			}
		}
	case CondDefendingPoisoned:
		return g.defendingAnswer(eventObj(source, r), g.Poisoned)
	case CondDefendingControls:
		return g.defendingAnswer(eventObj(source, r), func(p PlayerID) bool {
			return g.controlsMatching(p, c.Filter, source, ctrl)
		})
	}
	return false
}

// eventObj is the creature a condition about "defending player" is about: the object of
// the triggering event (the attacker) while resolving, else the source itself.
func eventObj(source ObjID, r *Resolution) ObjID {
	if r != nil && r.Event.Obj != NoObj {
		return r.Event.Obj
	}
	return source
}

// cantHaveMinusOne reports whether permanent id can't have -1/-1 counters put on it
// (Melira, Sylvok Outcast).
func (g *Game) cantHaveMinusOne(id ObjID) bool {
	return g.restricted(StNoMinusOneCounters, id)
}
