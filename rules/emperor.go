package rules

import "sync"

// The Emperor variant (CR 809, seed 607) and the deploy creatures option (CR 804).

// seatEmperors names each side's emperor, the player marked so or else the one in the
// middle of the team (CR 809.2), and gives the players who have no range of their own the
// ranges of influence of CR 809.3a and 809.6a.
func (g *Game) seatEmperors(cfg Config) {
	for si, tc := range cfg.Teams {
		idx := (len(tc.Players) - 1) / 2 // the middle seat; of four, the second (809.6a)
		for i, p := range tc.Players {
			if p.Emperor {
				idx = i
			}
		}
		g.sides[si].Emperor = g.teams[g.sides[si].Teams[idx]].members[0]
	}
	if cfg.Options.Range != 0 {
		return // the game's own range for every player (CR 801.2a)
	}
	n := len(g.teams)
	dist := func(a, b TeamID) int {
		d := int(a) - int(b)
		if d < 0 {
			d = -d
		}
		return min(d, n-d)
	}
	for p := range g.players {
		pl := &g.players[p]
		if pl.Range != 0 {
			continue // the player's own range (PlayerConfig.Range)
		}
		// Distances to the generals of the opposing teams, nearest first.
		var ds []int
		for t := range g.teams {
			q := g.teams[t].members[0]
			if !g.sameSide(pl.Team, TeamID(t)) && g.sides[g.teamSide[t]].Emperor != q {
				ds = insertSorted(ds, dist(pl.Team, TeamID(t)))
			}
		}
		// CR 809.6a: a general reaches one opposing general as the game begins, an emperor
		// two; with teams of three this is 809.3a's 1 and 2.
		want := 1
		if g.sides[g.teamSide[pl.Team]].Emperor == PlayerID(p) {
			want = 2
		}
		if len(ds) >= want {
			pl.Range = ds[want-1]
		} else if len(ds) > 0 {
			pl.Range = ds[len(ds)-1]
		}
	}
}

func insertSorted(s []int, v int) []int {
	i := 0
	for i < len(s) && s[i] <= v {
		i++
	}
	s = append(s, 0)
	copy(s[i+1:], s[i:])
	s[i] = v
	return s
}

// IsEmperor reports whether player p is their team's emperor (CR 809.2).
func (g *Game) IsEmperor(p PlayerID) bool {
	if !g.validPlayer(p) {
		return false
	}
	return g.sides[g.teamSide[g.players[p].Team]].Emperor == p
}

// emperorFalls: when team t, an emperor alone in their seat, loses the game, the rest of
// their team loses with them (CR 809.5b).
func (g *Game) emperorFalls(t TeamID) {
	if g.cfg.Variant != Emperor {
		return
	}
	sd := &g.sides[g.teamSide[t]]
	if sd.Emperor == NoPlayer || g.players[sd.Emperor].Team != t {
		return
	}
	for _, o := range sd.Teams {
		if o != t && !g.teams[o].Lost {
			g.teamLoses(o, ending{cause: EndEmperorLost, player: sd.Emperor})
		}
	}
}

// deployAbility is the ability the deploy creatures option gives each creature: "{T}:
// Target teammate gains control of this creature. Activate only as a sorcery." (CR 804.2)
var deployAbility = &Ability{
	Kind:         ActivatedAbility,
	Text:         "{T}: Target teammate gains control of this creature. Activate only as a sorcery. (CR 804.2)",
	Tap:          true,
	SorcerySpeed: true,
	Targets:      []TargetSpec{{Kind: TargetTeammate}},
	Effects:      []Effect{Deploy{}},
}

// IsDeployAbility reports whether ab is the deploy ability of CR 804.2.
func IsDeployAbility(ab *Ability) bool { return ab == deployAbility }

// withDeploy adds the deploy ability to a creature's abilities when the game uses the
// deploy creatures option (CR 804.2).
func (g *Game) withDeploy(id ObjID, abs []*Ability) []*Ability {
	if !g.cfg.Options.Deploy {
		return abs
	}
	o := g.obj(id)
	if o.Zone != ZoneBattlefield || !o.Is(Creature) {
		return abs
	}
	if own := o.Def.Abilities; len(abs) == len(own) && (len(own) == 0 || &abs[0] == &own[0]) {
		// The card's own abilities, shared by every game: the list with the deploy
		// ability is made once per card (card data never changes), not at every call.
		if v, ok := deployLists.Load(o.Def); ok {
			return v.([]*Ability)
		}
		l := append(append(make([]*Ability, 0, len(own)+1), own...), deployAbility)
		deployLists.Store(o.Def, l)
		return l
	}
	return append(abs, deployAbility) // a list of its own, with granted abilities
}

// deployLists caches, per card, its abilities followed by the deploy ability.
var deployLists sync.Map

// DeployAbility is the index among AbilitiesOf(id) of creature id's deploy ability, or -1
// when it has none.
func (g *Game) DeployAbility(id ObjID) int {
	if id < 0 || int(id) >= g.objs.len() {
		return -1
	}
	for i, ab := range g.abilitiesOf(id) {
		if ab == deployAbility {
			return i
		}
	}
	return -1
}

// Deploy: the target teammate gains control of the ability's source, a creature (CR
// 804.2); the control effect lasts indefinitely (CR 613.1b, layer 2).
type Deploy struct{}

func (Deploy) do(g *Game, r *Resolution) bool {
	if len(r.Targets) == 0 || !r.Targets[0].IsPlayer() {
		return true
	}
	id := r.Source
	if o := g.obj(id); o.Zone != ZoneBattlefield || !o.Is(Creature) {
		return true
	}
	p := r.Targets[0].Player
	g.addEffect(ContEffect{Kind: EffControl, Obj: id, Player: p, Until: Forever}, r)
	g.note(Entry{Kind: JDeployed, Obj: id, Card: g.obj(id).Def, Player: r.Controller, Player2: p})
	return true
}

// AbilitiesOf returns permanent id's abilities as an activation indexes them (Action.Ability):
// its own in printed order, those granted to it, and the deploy ability (CR 804.2); nil
// if id names no object. The abilities are card data, not to be changed.
func (g *Game) AbilitiesOf(id ObjID) []*Ability {
	if id < 0 || int(id) >= g.objs.len() {
		return nil
	}
	return append([]*Ability(nil), g.abilitiesOf(id)...)
}
