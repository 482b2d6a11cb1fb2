package ai

import "github.com/ettinmtg/ettin/rules"

// ctx is what one decision of a computer player knows: the game, the seat deciding and its
// team. Every read of the game made by the policies goes through public state (the
// battlefield, the stack, life and poison, zone sizes, graveyards) or through the hands of
// the seat's own team, which its players may look at (CR 810.5). Opponents' hands and the
// order of any library are never read, so a decision depends only on what the seat may see;
// and the game is a determinization (Situation.Game) or a search's own playout, never the
// real game, so a slip would read a random re-deal, not a hidden card.
type ctx struct {
	g    *rules.Game
	me   rules.PlayerID
	team rules.TeamID
	opp  rules.TeamID
	// Caches for one decision: creatures as combat sees them, and the creatures of the
	// opponents' next attack and the team's possible blockers (crackBack).
	fighters map[rules.ObjID]fighter
	theirs   []fighter
	defs     []rules.ObjID
	canDef   [][]int // for each of theirs, the defs that may block it
	// chosen: the players a friend-or-foe effect being estimated acts on (WhoChosen).
	chosen []rules.PlayerID
	// ev: the triggering event of the resolving ability being estimated (WhoThatPlayer,
	// the died or entering card), nil when none.
	ev *rules.Event
	// nosim: this decision is made inside a simulation, which doesn't simulate again;
	// sims counts the simulations run (simulate).
	nosim bool
	sims  int
	// kicks: how many times the cast being valued pays its kicker cost (CR 702.33d).
	kicks int
	// addCost: the cast being valued pays the spell's optional additional cost (CR 118.8b).
	addCost bool
	// alt: the alternative or optional cost the cast being valued pays (rules/altcost.go).
	alt rules.AltCostKind
}

func newCtx(g *rules.Game, seat rules.PlayerID) *ctx {
	t := g.TeamOf(seat)
	return &ctx{g: g, me: seat, team: t, opp: otherTeam(g, t)}
}

// fighter returns creature id as combat sees it, computed once per decision.
func (c *ctx) fighter(id rules.ObjID) fighter {
	if f, ok := c.fighters[id]; ok {
		return f
	}
	if c.fighters == nil {
		c.fighters = map[rules.ObjID]fighter{}
	}
	f := fighterOf(c.g, id)
	c.fighters[id] = f
	return f
}

// otherTeam is the opposing team the AI weighs t against: with two teams, the other one;
// where players take their own turns, the most threatening opponent (mainOpponent); else
// the team declaring blockers when one is, or the next team in turn order still in the
// game.
func otherTeam(g *rules.Game, t rules.TeamID) rules.TeamID {
	n := rules.TeamID(g.NumTeams())
	if n == 2 {
		return (t + 1) % n
	}
	if ownTurns(g) {
		if o := mainOpponent(g, t); o != rules.NoTeam {
			return o
		}
	}
	if d := g.Pending(); d.Kind == rules.DecBlock && d.Team != t && d.Team != rules.NoTeam {
		return d.Team
	}
	for i := rules.TeamID(1); i < n; i++ {
		if u := (t + i) % n; !g.Team(u).Lost {
			return u
		}
	}
	return (t + 1) % n
}

// mine reports whether player p is on the deciding team.
func (c *ctx) mine(p rules.PlayerID) bool {
	return p >= 0 && int(p) < c.g.NumPlayers() && c.g.TeamOf(p) == c.team
}

// ownHand is the hand of a player of the deciding team. It refuses (returns nil for) an
// opponent's hand: the policies may not see it.
func (c *ctx) ownHand(p rules.PlayerID) []rules.ObjID {
	if !c.mine(p) {
		return nil
	}
	return c.g.Zone(p, rules.ZoneHand)
}

// handSize is the number of cards in a player's hand, which everybody knows.
func handSize(g *rules.Game, p rules.PlayerID) int { return g.ZoneLen(p, rules.ZoneHand) }

// life is a team's shared life total.
func (c *ctx) life(t rules.TeamID) int { return c.g.Team(t).Life }

// poisonLeft is how many more poison counters team t can take before losing.
func poisonLeft(g *rules.Game, t rules.TeamID) int {
	lim := g.Rules().PoisonToLose(g.TeamSize(t))
	if g.Rules().SharedPoison() {
		return lim - g.Team(t).Poison
	}
	left := lim
	for _, p := range g.Members(t) {
		left = min(left, lim-g.Player(p).Poison)
	}
	return left
}

// teamOfObj is the team controlling a permanent or spell.
func (c *ctx) teamOfObj(id rules.ObjID) rules.TeamID {
	return c.g.TeamOf(c.g.Obj(id).Controller)
}

// creatures lists the creatures on the battlefield controlled by team t.
func creatures(g *rules.Game, t rules.TeamID) []rules.ObjID {
	var out []rules.ObjID
	for _, id := range g.Battlefield() {
		o := g.Obj(id)
		if o.Is(rules.Creature) && g.TeamOf(o.Controller) == t {
			out = append(out, id)
		}
	}
	return out
}

// staticOn reports whether a static ability of kind k applies to creature id through its
// own text or an Aura attached to it (Pacifism). Static abilities that affect many
// creatures are rare in the card pool and left out of this estimate.
func staticOn(g *rules.Game, id rules.ObjID, k rules.StaticKind) bool {
	for _, s := range g.Battlefield() {
		// Asked for every creature the AI weighs: the permanents' ids and definitions
		// only, not copies of whole objects.
		if s != id && g.ObjAttachedTo(s) != id {
			continue
		}
		for _, a := range g.ObjDef(s).Abilities {
			st := a.Static
			if st == nil || st.Kind != k {
				continue
			}
			if s == id && st.Affects == rules.AffectsSelf || s != id && st.Affects == rules.AffectsEnchanted {
				return true
			}
		}
	}
	return false
}

// canBlockNow estimates whether a creature could block this turn or the next: it is an
// untapped creature without "can't block".
func canBlockNow(g *rules.Game, id rules.ObjID) bool {
	o := g.Obj(id)
	return o.Is(rules.Creature) && !o.Tapped && !staticOn(g, id, rules.StCantBlock)
}

// canAttackSoon estimates whether a creature could attack in its team's next turn.
func canAttackSoon(g *rules.Game, id rules.ObjID) bool {
	o := g.Obj(id)
	return o.Is(rules.Creature) && !o.Has(rules.Defender) && o.Cur.Power > 0 && !staticOn(g, id, rules.StCantAttack)
}

// evades reports whether blocker b can't block attacker a for flying or landwalk, as far
// as public information tells (CR 702.9, 702.14); defender is the player a attacks, or
// NoPlayer for the whole team.
func evades(g *rules.Game, a, b rules.ObjID, defending rules.TeamID) bool {
	ao, bo := g.Obj(a), g.Obj(b)
	if ao.Has(rules.Flying) && !bo.Has(rules.Flying) && !bo.Has(rules.Reach) || cantBeBlockedBy(g, a, b) {
		return true
	}
	for _, lw := range landwalk {
		if ao.Has(lw.kw) && teamControlsLand(g, defending, lw.land) {
			return true
		}
	}
	return false
}

// landwalk pairs each landwalk keyword with the land subtype it looks for (CR 702.14).
var landwalk = [...]struct {
	kw   rules.Keyword
	land string
}{{rules.Forestwalk, "Forest"}, {rules.Islandwalk, "Island"}, {rules.Swampwalk, "Swamp"}, {rules.Mountainwalk, "Mountain"}, {rules.Plainswalk, "Plains"}}

func teamControlsLand(g *rules.Game, t rules.TeamID, sub string) bool {
	for _, id := range g.Battlefield() {
		o := g.Obj(id)
		if o.Is(rules.Land) && g.TeamOf(o.Controller) == t && o.Cur.HasSubtype(sub) {
			return true
		}
	}
	return false
}

func playerControlsLand(g *rules.Game, p rules.PlayerID, sub string) bool {
	for _, id := range g.Battlefield() {
		o := g.Obj(id)
		if o.Is(rules.Land) && o.Controller == p && o.Cur.HasSubtype(sub) {
			return true
		}
	}
	return false
}

// manaOf counts the mana player p could make now: the pool and untapped sources.
func manaOf(g *rules.Game, p rules.PlayerID) int {
	n := g.Player(p).Pool.Total()
	for _, id := range g.Battlefield() {
		o := g.Obj(id)
		if o.Controller != p || o.Tapped || o.Is(rules.Creature) && o.Sick && !o.Has(rules.Haste) {
			continue
		}
		for _, a := range o.Def.Abilities {
			if a.Kind == rules.ManaAbility && a.Tap && a.Cost.IsZero() {
				n++
				break
			}
		}
	}
	return n
}

// landsOf counts the lands player p controls.
func landsOf(g *rules.Game, p rules.PlayerID) int {
	n := 0
	for _, id := range g.Battlefield() {
		o := g.Obj(id)
		if o.Controller == p && o.Is(rules.Land) {
			n++
		}
	}
	return n
}

// producesOf is the mask of mana kinds a permanent's plain mana abilities make.
func producesOf(def *rules.CardDef) uint8 {
	var k uint8
	for _, a := range def.Abilities {
		if a.Kind == rules.ManaAbility {
			k |= a.Produces | a.ProducesWithCounter
			if a.ProducesChosen {
				k |= 0x1f // its controller chooses the color it needs
			}
		}
	}
	return k
}

// libraryHas reports whether the library of a player of the deciding team holds a card
// of that name. The team knows its own decklists, so which cards remain in its libraries
// is known even though their order isn't; opponents' libraries are not looked at.
func (c *ctx) libraryHas(p rules.PlayerID, name string) bool {
	if !c.mine(p) {
		return false
	}
	for zi := range c.g.ZoneLen(p, rules.ZoneLibrary) {
		id := c.g.ZoneAt(p, rules.ZoneLibrary, zi)
		if c.g.Obj(id).Def.Name == name {
			return true
		}
	}
	return false
}

// cantBeBlockedBy reports the attacker's own restrictions on who blocks it: protection
// from the blocker's controller (CR 702.16f, True-Name Nemesis) and "creatures with power
// less than its power can't block it".
func cantBeBlockedBy(g *rules.Game, a, b rules.ObjID) bool {
	ao, bo := g.Obj(a), g.Obj(b)
	for _, ab := range ao.Def.Abilities {
		st := ab.Static
		if st == nil || st.Affects != rules.AffectsSelf {
			continue
		}
		switch st.Kind {
		case rules.StProtectionFromChosenPlayer:
			if ao.HasChosen && ao.ChosenPlayer == bo.Controller {
				return true
			}
		case rules.StCantBeBlockedByLessPower:
			if bo.Cur.Power < ao.Cur.Power {
				return true
			}
		}
	}
	return false
}
