package rules

// AmountKind is how an Amount is counted.
type AmountKind uint8

// Amount kinds.
const (
	AmtNone             AmountKind = iota
	AmtFixed                       // N
	AmtX                           // the value of X
	AmtHalfLifeDown                // half the affected player's life, rounded down
	AmtHalfLifeUp                  // half the affected player's life, rounded up
	AmtLife                        // the affected player's life total (CR 810.9a)
	AmtDevotion                    // the controller's devotion to Color (CR 700.5)
	AmtHandSize                    // cards in the affected player's hand
	AmtEvent                       // the amount of the triggering event ("that much damage")
	AmtEventToughness              // the toughness of the object of the triggering event
	AmtRemembered                  // an amount remembered earlier in the same resolution
	AmtCreatures                   // creatures the affected player controls
	AmtControllerLife              // the life total of the object's controller (CDA)
	AmtLifeLostThisTurn            // the life the affected player lost this turn
	AmtSacrificedPower             // the power of the permanents sacrificed to pay the costs (last known)
	AmtSourceCounters              // counters of kind Counter on the source (last known information)
	AmtTargetPower                 // the power of the first object target (last known information)
	AmtTargetToughness             // the toughness of the first object target (last known information)
	AmtSacrificedMV                // the mana value of the permanents sacrificed to pay the costs (X is 0, CR 202.3b)
	AmtGreatestPower               // the greatest power among permanents matching Filter (0 if none or negative)
	AmtCountFilter                 // the number of permanents matching Filter (relative to the controller)
	AmtAurasAttached               // the Auras attached to the source
	AmtChosenHand                  // cards in the hand of the player chosen for the source (0 if gone)
	AmtPlayersMoreLand             // players who control more lands than the affected player
	// AmtPoison is the affected player's poison count: the team's where poison is shared
	// (CR 810.10a).
	AmtPoison
	// AmtOpponentsPoison is the poison counters the controller's opponents have: each
	// opposing team's shared poison once, not once per opponent (CR 810.10a).
	AmtOpponentsPoison
	// AmtUntappedLandsAtStart: the untapped lands the affected player controlled as this
	// turn began (Power Surge).
	AmtUntappedLandsAtStart
	// AmtKicked: the times the source (a spell, or the permanent it became) was kicked
	// ("for each time it was kicked", CR 702.33d).
	AmtKicked
	// AmtColorsAmong: the colors among the permanents matching Filter (relative to the
	// controller; Vivid, CR 105.1).
	AmtColorsAmong
	// AmtManaSpent: the mana spent to cast the source (a spell, or the permanent it
	// became; CR 601.2h; rules/manaspent.go).
	AmtManaSpent
	// AmtColorsSpent: the colors of mana spent to cast the source (converge).
	AmtColorsSpent
	// AmtEventManaSpent: the mana spent to cast the spell of the triggering event ("the
	// amount of mana spent to cast that spell").
	AmtEventManaSpent
)

// Amount is a number an effect or cost uses, counted when it's needed.
type Amount struct {
	Kind    AmountKind
	N       int // AmtFixed: the number; others: added to the count
	Times   int // multiplies the count (0 means 1)
	Color   Color
	Counter CounterKind // AmtSourceCounters: which counters
	Filter  *Filter     // AmtGreatestPower, AmtCountFilter: the permanents looked at
	// If: the amount is 0 unless this holds ("costs {2} less to cast if it targets a
	// tapped creature"); nil: always counted.
	If *Condition
}

// N is a fixed Amount.
func N(n int) Amount { return Amount{Kind: AmtFixed, N: n} }

// X is the Amount "X".
var X = Amount{Kind: AmtX}

// eval counts the amount for affected player p (NoPlayer when none).
func (a Amount) eval(g *Game, r *Resolution, p PlayerID) int {
	if a.If != nil && (r == nil || !g.condHolds(a.If, r.Source, r.Controller, r)) {
		return 0
	}
	n := a.count(g, r, p)
	if a.Times != 0 {
		n *= a.Times
	}
	return n
}

func (a Amount) count(g *Game, r *Resolution, p PlayerID) int {
	switch a.Kind {
	case AmtFixed:
		return a.N
	case AmtX:
		return r.X + a.N
	case AmtHalfLifeDown:
		l := g.PlayerLife(p)
		if l < 0 {
			return 0
		}
		return l / 2
	case AmtHalfLifeUp:
		l := g.PlayerLife(p)
		if l <= 0 {
			return 0
		}
		return (l + 1) / 2
	case AmtLife:
		return g.PlayerLife(p)
	case AmtDevotion:
		return g.devotion(r.Controller, a.Color)
	case AmtHandSize:
		return len(g.players[p].hand)
	case AmtEvent:
		return r.Event.Amount + a.N
	case AmtEventToughness:
		return g.obj(r.Event.Obj).Cur.Toughness
	case AmtRemembered:
		return r.acc
	case AmtCreatures:
		n := 0
		for _, id := range g.battlefield {
			o := g.obj(id)
			if o.Controller == p && o.Is(Creature) {
				n++
			}
		}
		return n
	case AmtControllerLife:
		return g.PlayerLife(p)
	case AmtLifeLostThisTurn:
		if p == NoPlayer {
			return 0
		}
		return g.players[p].LifeLost
	case AmtSacrificedPower:
		n := 0
		for _, id := range r.sacrificed {
			n += g.obj(id).Cur.Power
		}
		return n
	case AmtSourceCounters:
		return int(g.obj(r.Source).Counters[a.Counter])
	case AmtTargetPower, AmtTargetToughness:
		return g.targetPT(a.Kind, r)
	case AmtUntappedLandsAtStart:
		if p == NoPlayer {
			return 0
		}
		return g.players[p].UntappedLandsAtStart + a.N
	case AmtColorsAmong:
		var cs ColorSet
		for _, id := range g.battlefield {
			if a.Filter != nil && g.matches(id, a.Filter, r.Source, r.Controller) {
				cs |= g.obj(id).Cur.Colors
			}
		}
		return bits(uint8(cs)) + a.N
	case AmtKicked:
		if r == nil || !g.validObj(r.Source) {
			return a.N
		}
		return int(g.obj(r.Source).Kicked) + a.N
	case AmtManaSpent, AmtColorsSpent, AmtEventManaSpent:
		return g.spentAmount(a.Kind, r) + a.N
	}
	return a.countBoard(g, r, p)
}

// devotion counts the mana symbols of color c in the costs of permanents p controls.
func (g *Game) devotion(p PlayerID, c Color) int {
	n := 0
	for _, id := range g.battlefield {
		o := g.obj(id)
		if o.Controller == p {
			n += o.Def.Cost.Devotion(c)
		}
	}
	return n
}

// Who selects players an effect affects.
type Who uint8

// Player selectors.
const (
	WhoYou              Who = iota // the controller of the spell or ability
	WhoTarget                      // the first target (a player)
	WhoTarget2                     // the second target
	WhoTargets                     // every targeted player
	WhoEachPlayer                  // each player, in the order of CR 805.6
	WhoEachOpponent                // each opponent of the controller
	WhoThatPlayer                  // the player of the triggering event
	WhoDefending                   // the player the source (or the creature it enchants) attacks (CR 805.10e)
	WhoChosen                      // players chosen earlier in the resolution
	WhoTargetController            // the controller of the first object target (last known information)
	WhoTargetOwner                 // the owner of the first object target
	WhoYourTeam                    // you and your teammates, in the order of CR 805.6
	// WhoEventController: the controller of the triggering event's object, now or as it
	// last existed on the battlefield ("its controller", Celestial Mantle's ruling).
	WhoEventController
)

// players lists the players selected by w still in the game: nothing happens to or for
// a player who left (CR 800.4b: no token is created under their control, no object put
// under it).
func (r *Resolution) players(g *Game, w Who) []PlayerID {
	ps := r.selectPlayers(g, w)
	for _, p := range ps {
		if g.gone(p) {
			return g.livePlayers(append([]PlayerID(nil), ps...)) // a copy: ps may be r.chosen
		}
	}
	return ps
}

// selectPlayers lists the players selected by w.
func (r *Resolution) selectPlayers(g *Game, w Who) []PlayerID {
	switch w {
	case WhoYou:
		return []PlayerID{r.Controller}
	case WhoTarget, WhoTarget2:
		i := 0
		for _, t := range r.Targets {
			if t.IsPlayer() {
				if (w == WhoTarget && i == 0) || (w == WhoTarget2 && i == 1) {
					if !g.gone(t.Player) {
						return []PlayerID{t.Player}
					}
					return nil
				}
				i++
			}
		}
		return nil
	case WhoTargets:
		var out []PlayerID
		for _, t := range r.Targets {
			if t.IsPlayer() {
				out = append(out, t.Player)
			}
		}
		return out
	case WhoEachPlayer:
		if g.cfg.Variant.OwnTurns() {
			return g.inRangeOf(r.Controller, g.livePlayers(g.playerOrder()))
		}
		return g.livePlayers(g.playerOrder())
	case WhoEachOpponent:
		var out []PlayerID
		for _, p := range g.livePlayers(g.playerOrder()) {
			if g.Opponents(p, r.Controller) {
				out = append(out, p)
			}
		}
		if g.cfg.Variant.OwnTurns() {
			return g.inRangeOf(r.Controller, out)
		}
		return out
	case WhoThatPlayer:
		if r.Event.Player != NoPlayer && !g.gone(r.Event.Player) {
			return []PlayerID{r.Event.Player} // CR 800.4b, 800.4g: not one who left
		}
	case WhoDefending:
		if p := g.combat.defendingPlayerOf(g, r.Event.Obj); p != NoPlayer {
			return []PlayerID{p}
		}
	case WhoChosen:
		return r.chosen
	case WhoTargetController, WhoTargetOwner:
		for _, t := range r.Targets {
			if !t.IsPlayer() && t.Obj != NoObj {
				p := g.obj(t.Obj).Controller
				if w == WhoTargetOwner {
					p = g.obj(t.Obj).Owner
				}
				if g.gone(p) {
					return nil
				}
				return []PlayerID{p}
			}
		}
	case WhoEventController:
		if o := r.Event.Obj; o != NoObj {
			if p := g.obj(o).Controller; !g.gone(p) {
				return []PlayerID{p}
			}
		}
	case WhoYourTeam:
		var out []PlayerID
		for _, p := range g.livePlayers(g.playerOrder()) {
			if g.Teammates(p, r.Controller) {
				out = append(out, p)
			}
		}
		return out
	}
	return nil
}

// affected is players for a one-shot effect: where "defending player" means a team that
// was attacked as a group (2008 and 2011 rules, CR 606.7a / 810.7b of 2011), the
// controller chooses one defending player. It reports false while the choice is pending.
func (r *Resolution) affected(g *Game, w Who) ([]PlayerID, bool) {
	if w != WhoDefending || !g.rb().AttacksTeam() {
		return r.players(g, w), true
	}
	team := g.combat.defendingTeamOf(g, r.Event.Obj)
	if team == NoTeam {
		return r.players(g, w), true
	}
	opts := make([]Option, 0, len(g.teams[team].members))
	for _, p := range g.teams[team].members {
		opts = append(opts, Option{Text: g.players[p].Name, Player: p, Obj: NoObj})
	}
	ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Choice: ask(ChDefendingPlayer), Options: opts, Min: 1, Max: 1})
	if !ok {
		return nil, false
	}
	return []PlayerID{opts[ans[0]].Player}, true
}

func (g *Game) livePlayers(ps []PlayerID) []PlayerID {
	out := ps[:0]
	for _, p := range ps {
		if !g.gone(p) {
			out = append(out, p)
		}
	}
	return out
}

// What selects objects an effect affects.
type What struct {
	Kind   WhatKind
	N      int // target index
	Filter Filter
}

// WhatKind is a kind of object selector.
type WhatKind uint8

// Object selectors.
const (
	WhatSelf      WhatKind = iota // the source
	WhatTarget                    // target number N (an object)
	WhatEnchanted                 // the object the source is attached to
	WhatEventObj                  // the object of the triggering event
	WhatAll                       // every permanent matching Filter, relative to the controller
	WhatTargets                   // every object target that is still legal
)

// Self, Target0 and friends are common selectors.
var (
	Self      = What{Kind: WhatSelf}
	Target0   = What{Kind: WhatTarget}
	Enchanted = What{Kind: WhatEnchanted}
)

// objects lists the objects selected by w that are still where the effect expects them.
func (r *Resolution) objects(g *Game, w What) []ObjID {
	switch w.Kind {
	case WhatSelf:
		if g.obj(r.Source).Zone == ZoneBattlefield {
			return []ObjID{r.Source}
		}
	case WhatTarget:
		i := 0
		for _, t := range r.Targets {
			if !t.IsPlayer() {
				if i == w.N {
					if g.obj(t.Obj).Zone == ZoneBattlefield || g.obj(t.Obj).Zone == ZoneStack {
						return []ObjID{t.Obj}
					}
					return nil
				}
				i++
			}
		}
	case WhatEnchanted:
		if a := g.obj(r.Source).AttachedTo; a != NoObj && g.obj(r.Source).Zone == ZoneBattlefield {
			return []ObjID{a}
		}
	case WhatEventObj:
		if o := r.Event.Obj; o != NoObj && g.obj(o).Zone == ZoneBattlefield {
			return []ObjID{o}
		}
	case WhatAll:
		var out []ObjID
		for _, id := range g.battlefield {
			if g.matches(id, &w.Filter, r.Source, r.Controller) {
				out = append(out, id)
			}
		}
		return out
	case WhatTargets:
		var out []ObjID
		for i, t := range r.Targets {
			if !t.IsPlayer() && t.Obj != NoObj && g.obj(t.Obj).Zone == ZoneBattlefield && g.stillLegal(r, i) {
				out = append(out, t.Obj)
			}
		}
		return out
	}
	return nil
}

// matches reports whether object id matches filter f from the point of view of source
// (controlled by ctrl).
func (g *Game) matches(id ObjID, f *Filter, source ObjID, ctrl PlayerID) bool {
	o := g.obj(id)
	c := &o.Cur
	if f.Types != 0 && c.Types&f.Types == 0 {
		return false
	}
	if c.Types&f.NotTypes != 0 {
		return false
	}
	if c.Colors&f.NotColors != 0 {
		return false
	}
	if f.Colors != 0 && c.Colors&f.Colors == 0 || !f.ColorCount.holds(c.Colors) {
		return false
	}
	if f.Subtype != "" && !c.HasSubtype(f.Subtype) {
		return false
	}
	if f.Super != 0 && c.Super&f.Super == 0 {
		return false
	}
	if f.Token && !o.Def.Token {
		return false
	}
	if f.NoFlying && o.Has(Flying) {
		return false
	}
	if f.Other && id == source {
		return false
	}
	if f.Tapped && !o.Tapped || f.NotToken && o.Def.Token {
		return false
	}
	if f.Attacking {
		if _, ok := g.Attacking(id); !ok {
			return false
		}
	}
	if f.Blocking && g.Blocking(id) == NoObj || f.AttackedThisTurn && !g.attackedThisTurn(id) {
		return false
	}
	if f.MinPower > 0 && c.Power < f.MinPower || f.LimitPower && c.Power > f.MaxPower {
		return false
	}
	if f.PowerAtMostX && c.Power > g.xOf(source) {
		return false
	}
	if f.MinManaValue > 0 && g.manaValue(id) < f.MinManaValue || !g.matchesKeywordsCountersOr(id, f, source, ctrl) {
		return false
	}
	if f.SameName && (c.Name == "" || c.Name != g.obj(source).Cur.Name) { // no name is shared with nothing (CR 201.2a)
		return false
	}
	if !g.matchesSubtypeSelfCounter(id, f, source) {
		return false
	}
	if f.ChosenColor {
		s := g.obj(source)
		if !s.HasChosen || !c.Colors.Has(s.Chosen) {
			return false
		}
	}
	return g.related(f.Controller, o.Controller, ctrl)
}

// related reports whether player p stands in relation rel to player ctrl.
func (g *Game) related(rel Rel, p, ctrl PlayerID) bool {
	switch rel {
	case You:
		return p == ctrl
	case YourTeam:
		return g.Teammates(p, ctrl)
	case Opponent:
		return g.Opponents(p, ctrl)
	case NotYou:
		return p != ctrl
	}
	return true
}

// xOf is the value of X for a source: the X of the spell on the stack, the X a permanent
// entered with (CR 107.3m), or the X of the spell being cast.
func (g *Game) xOf(source ObjID) int {
	if source == NoObj {
		return g.planX
	}
	o := g.obj(source)
	switch o.Zone {
	case ZoneStack:
		for i := len(g.stack) - 1; i >= 0; i-- {
			if g.stack[i].Spell && g.stack[i].Obj == source {
				return g.stack[i].Res.X
			}
		}
	case ZoneBattlefield:
		return o.X
	}
	return g.planX
}

// manaValue is an object's mana value: X counts only on the stack (CR 202.3b).
func (g *Game) manaValue(id ObjID) int {
	o := g.obj(id)
	if o.Zone == ZoneStack {
		return o.Def.Cost.Value(o.X)
	}
	return o.Def.Cost.Value(0)
}

// targetPT is the power or toughness of the first object target as it last existed
// (Swords to Plowshares, Rotfeaster Maggot).
func (g *Game) targetPT(k AmountKind, r *Resolution) int {
	for _, t := range r.Targets {
		if !t.IsPlayer() && t.Obj != NoObj {
			if k == AmtTargetPower {
				return g.obj(t.Obj).Cur.Power
			}
			return g.obj(t.Obj).Cur.Toughness
		}
	}
	return 0
}

// countBoard counts the amount kinds read from the battlefield and the players: the mana
// value sacrificed, the greatest power, matching permanents, Auras attached, the chosen
// player's hand and players with more lands; any other kind goes on to countPoison.
func (a Amount) countBoard(g *Game, r *Resolution, p PlayerID) int {
	switch a.Kind {
	case AmtSacrificedMV:
		n := 0
		for _, id := range r.sacrificed {
			n += g.obj(id).Def.Cost.Value(0)
		}
		return n
	case AmtGreatestPower:
		best := 0
		for _, id := range g.battlefield {
			if a.Filter != nil && g.matches(id, a.Filter, r.Source, r.Controller) && g.seesObj(r.Controller, id) {
				best = max(best, g.obj(id).Cur.Power)
			}
		}
		return best
	case AmtCountFilter:
		n := 0
		for _, id := range g.battlefield {
			if a.Filter != nil && g.matches(id, a.Filter, r.Source, r.Controller) && g.seesObj(r.Controller, id) {
				n++
			}
		}
		return n
	case AmtAurasAttached:
		n := 0
		for _, id := range g.battlefield {
			if o := g.obj(id); o.AttachedTo == r.Source && o.Cur.HasSubtype("Aura") {
				n++
			}
		}
		return n
	case AmtChosenHand:
		s := g.obj(r.Source)
		if !s.HasChosen || s.ChosenPlayer == NoPlayer || g.gone(s.ChosenPlayer) {
			return 0 // the chosen player left the game (Nyxathid's ruling)
		}
		return len(g.players[s.ChosenPlayer].hand)
	case AmtPlayersMoreLand:
		if p == NoPlayer {
			p = r.Controller
		}
		n := 0
		mine := g.landsOf(p)
		var buf [MaxSeats]PlayerID
		for _, q := range g.playersSeen(r.Controller, buf[:0]) { // CR 801.11
			if g.landsOf(q) > mine {
				n++
			}
		}
		return n
	}
	return a.countPoison(g, r, p)
}

// landsOf counts the lands player p controls.
func (g *Game) landsOf(p PlayerID) int {
	n := 0
	for _, id := range g.battlefield {
		if o := g.obj(id); o.Controller == p && o.Is(Land) {
			n++
		}
	}
	return n
}

// matchesKeywordsCountersOr checks the filter fields on keywords, counters and mana value,
// and the alternatives of f.Or.
func (g *Game) matchesKeywordsCountersOr(id ObjID, f *Filter, source ObjID, ctrl PlayerID) bool {
	o := g.obj(id)
	if f.HasKeywords != 0 && o.Cur.Keywords&f.HasKeywords != f.HasKeywords {
		return false
	}
	if f.HasPlusOne && o.Counters[PlusOne] == 0 || f.HasCounter && o.Counters == [numCounterKinds]int32{} {
		return false
	}
	if o.Designations&f.Designated != f.Designated {
		return false
	}
	if f.LimitManaValue && g.manaValue(id) > f.MaxManaValue {
		return false
	}
	if len(f.Or) > 0 {
		for i := range f.Or {
			if g.matches(id, &f.Or[i], source, ctrl) {
				return true
			}
		}
		return false
	}
	return true
}

// matchesSubtypeSelfCounter checks the filter fields NotSubtype, Itself and HasCounterKind.
func (g *Game) matchesSubtypeSelfCounter(id ObjID, f *Filter, source ObjID) bool {
	o := g.obj(id)
	if f.NotSubtype != "" && o.Cur.HasSubtype(f.NotSubtype) {
		return false
	}
	if f.Itself && id != source {
		return false
	}
	if f.HasCounterKind && int(o.Counters[f.CounterKind]) < max(1, f.MinCounters) {
		return false
	}
	return true
}

// cardMatches reports whether a card outside the battlefield matches the characteristics
// a filter asks for (types, subtypes, supertypes, colors, and one of the alternatives of
// Or); relations to players don't apply.
func (g *Game) cardMatches(id ObjID, f *Filter) bool {
	c := &g.obj(id).Cur
	switch {
	case f.Types != 0 && c.Types&f.Types == 0, c.Types&f.NotTypes != 0:
		return false
	case f.Colors != 0 && c.Colors&f.Colors == 0, c.Colors&f.NotColors != 0, !f.ColorCount.holds(c.Colors):
		return false
	case f.Subtype != "" && !c.HasSubtype(f.Subtype), f.Super != 0 && c.Super&f.Super == 0:
		return false
	}
	for i := range f.Or {
		if g.cardMatches(id, &f.Or[i]) {
			return true
		}
	}
	return len(f.Or) == 0
}
