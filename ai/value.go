package ai

import (
	"math"

	"github.com/ettinmtg/ettin/rules"
)

// Values are in points, about one point of team life each: a card in hand is worth
// cardPoints, a 2/2 creature about four.
const (
	cardPoints = 2.5
	winPoints  = 1000.0
	// handCardScore is what a card in hand adds to a team's score (teamScore).
	handCardScore = 2.0
)

// statValue estimates a creature from its power, toughness, keywords and abilities. Power
// counts more than toughness (it is what ends games); evasion and combat keywords scale
// with power because they make the power count.
func statValue(p, t int, kw rules.KeywordSet, abs []*rules.Ability) float64 {
	if t <= 0 {
		return 0
	}
	pw, tf := float64(max(p, 0)), float64(t)
	v := 0.5 + pw + 0.6*tf
	add := func(k rules.Keyword, x float64) {
		if kw.Has(k) {
			v += x
		}
	}
	add(rules.Flying, 0.5*pw+0.3)
	add(rules.Menace, 0.3*pw)
	add(rules.Trample, 0.15*pw)
	add(rules.FirstStrike, 0.4*pw+0.3)
	add(rules.DoubleStrike, pw+0.3)
	add(rules.Lifelink, 0.5*pw)
	add(rules.Vigilance, 0.4)
	add(rules.Haste, 0.2)
	add(rules.Reach, 0.4)
	add(rules.Indestructible, 2.5)
	add(rules.Hexproof, 1)
	add(rules.Shroud, 0.6)
	add(rules.Infect, 0.8*pw)
	add(rules.Wither, 0.3*pw)
	for _, k := range []rules.Keyword{rules.Forestwalk, rules.Islandwalk, rules.Swampwalk, rules.Mountainwalk, rules.Plainswalk} {
		add(k, 0.3*pw)
	}
	if kw.Has(rules.Deathtouch) && p > 0 {
		v += 1.5
	}
	if kw.Has(rules.Defender) {
		v -= 0.8 * pw
	}
	for _, a := range abs {
		switch a.Kind {
		case rules.ActivatedAbility, rules.LoyaltyAbility:
			v += 1.5
		case rules.ManaAbility:
			v += 1
		case rules.TriggeredAbility, rules.StaticAbility:
			v += 1
		}
	}
	return max(v, 0.3)
}

// creatureValue is what a creature on the battlefield is worth to its controller now.
// "Can't attack" and "can't block" take from its combat value, not from its abilities.
func creatureValue(g *rules.Game, id rules.ObjID) float64 {
	o := g.Obj(id)
	v := statValue(o.Cur.Power, o.Cur.Toughness, o.Cur.Keywords, nil)
	ca, cb := staticOn(g, id, rules.StCantAttack), staticOn(g, id, rules.StCantBlock)
	switch {
	case ca && cb:
		v *= 0.25
	case ca:
		v *= 0.6
	}
	return v + statValue(0, 1, 0, o.Def.Abilities) - statValue(0, 1, 0, nil)
}

// combatValue is the part of a creature's value that attacking and blocking make.
func combatValue(g *rules.Game, id rules.ObjID) float64 {
	o := g.Obj(id)
	return statValue(o.Cur.Power, o.Cur.Toughness, o.Cur.Keywords, nil)
}

// harmfulAura reports whether an Aura hinders the creature it enchants (Pacifism).
func harmfulAura(def *rules.CardDef) bool {
	for _, a := range def.Abilities {
		if a.Static != nil && a.Static.Affects == rules.AffectsEnchanted {
			switch a.Static.Kind {
			case rules.StCantAttack, rules.StCantBlock:
				return true
			case rules.StModifyPT:
				return a.Static.Power < 0
			}
		}
	}
	return false
}

// permanentValue is what a permanent is worth to its controller; a prepared one holds a
// spell to cast too (the prepare layout), worth most of that spell as a card.
func permanentValue(g *rules.Game, id rules.ObjID) float64 {
	o := g.Obj(id)
	v := ownValue(g, id, o)
	if o.Prepared && o.Def.Prepare != nil {
		v += 0.8 * cardValue(o.Def.Prepare, 0)
	}
	return v
}

// ownValue is what permanent id, o, is worth by itself.
func ownValue(g *rules.Game, id rules.ObjID, o *rules.Object) float64 {
	switch {
	case o.Is(rules.Creature):
		return creatureValue(g, id)
	case o.Is(rules.Planeswalker):
		return 2 + float64(o.Counters[rules.LoyaltyCounter])
	case o.Is(rules.Land):
		return 1.5
	}
	if o.AttachedTo != rules.NoObj && harmfulAura(o.Def) {
		e := g.Obj(o.AttachedTo)
		if g.TeamOf(e.Controller) != g.TeamOf(o.Controller) {
			return 0.8 * statValue(e.Cur.Power, e.Cur.Toughness, e.Cur.Keywords, nil)
		}
		return -1
	}
	v := 1 + 0.8*float64(o.Def.Cost.Value(0))
	if producesOf(o.Def) != 0 {
		v += 1
	}
	return v
}

// cardValue is what a card is worth as a card (in hand, or as a spell to counter), with
// lands depending on how many the player already has.
func cardValue(def *rules.CardDef, lands int) float64 {
	switch {
	case def.Types.Has(rules.Land):
		if lands >= 6 {
			return 0.5
		}
		return 3.5 - 0.4*float64(lands)
	case def.Types.Has(rules.Creature):
		return statValue(def.Power, def.Toughness, def.Keywords, def.Abilities)
	}
	return 1.5 + 0.8*float64(def.Cost.Value(0))
}

// teamScore scores a team's position in points: life (with diminishing returns), poison,
// the permanents it controls and the cards in its hands. Only public facts are used.
func teamScore(g *rules.Game, t rules.TeamID) float64 {
	tm := g.Team(t)
	if tm.Lost {
		return -winPoints
	}
	life := float64(tm.Life)
	s := life
	if life > 40 {
		s = 40 + 0.3*(life-40)
	}
	if life <= 5 {
		s -= 2 * (6 - life) // low life is worse than linear: any burn can end the game
	}
	lim := float64(g.Rules().PoisonToLose(g.TeamSize(t)))
	s -= 30 * float64(lim-float64(poisonLeft(g, t))) / lim
	for _, id := range g.Battlefield() {
		o := g.Obj(id)
		if g.TeamOf(o.Controller) == t {
			s += permanentValue(g, id)
		}
	}
	for p := range rules.PlayerID(g.NumPlayers()) {
		if g.TeamOf(p) == t {
			s += handCardScore * float64(min(handSize(g, p), 8))
		}
	}
	return s
}

// Evaluate estimates the chance that team t wins the game from its public position: 1
// for a win, 0 for a loss, one half for a draw, and in between a logistic function of the
// difference of the teams' scores. It is the value MCTS gives to playouts cut short.
// A t that names no team has no chance: 0.
func Evaluate(g *rules.Game, t rules.TeamID) float64 {
	if t < 0 || int(t) >= g.NumTeams() {
		return 0
	}
	if g.Over() {
		switch {
		case g.SideWon(g.SideOf(t)): // t's team won (CR 102.3), t or its teammates
			return 1
		case g.Winner() == rules.NoTeam:
			return 0.5
		}
		return 0
	}
	return 1 / (1 + math.Exp(-scoreDiff(g, t)/15))
}

// scoreDiff is team t's score less its opponents'.
func scoreDiff(g *rules.Game, t rules.TeamID) float64 {
	return teamScore(g, t) - teamScore(g, otherTeam(g, t))
}
