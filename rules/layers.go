package rules

// EffKind is a kind of continuous effect created by a resolved spell or ability.
type EffKind uint8

// Continuous effect kinds.
const (
	EffModifyPT EffKind = iota
	EffAddKeywords
	EffControl
	EffBecome
	EffPreventCombatDamage
	EffCantBeBlocked    // the creature can't be blocked (checked when blockers are declared)
	EffSetCreatureTypes // layer 4: the creature's creature types become Subtypes (CR 205.1a)
	EffDoesntUntapNext  // doesn't untap during its controller's next untap step
	EffCantBlock        // the creature can't block
	EffMustAttack       // each creature Player controls attacks if able during that player's team's turn N
	EffReturnWhenDies   // delayed trigger: when creature N dies this turn, return it to its owner's hand
	EffDelayedTrigger   // delayed triggered Ability about Obj (NoObj: none) for Player (CR 603.7); N 1: triggers once
	EffCreatedWith      // token Obj was created with object N (Arcane Artisan)
	EffCostReduction    // spells named Name cost {N} less to cast (CR 601.2f)
	EffLoseAbilities    // layer 6: the creature loses all abilities (Will Kenrith)
	EffSetBasePT        // layer 7b: the creature's base power and toughness become Power/Toughness
	EffCostReductionFor // instant, sorcery... spells (Types) player N casts cost {Power} less (CR 601.2f)
	EffMayCastFromExile // Player may cast card Obj from exile, spending mana as though of any color
	// EffPlayerStatic gives Player the rule-modifying static ability of kind StaticKind(N)
	// for its duration ("you can't lose the game this turn", Angel's Grace; CR 611.2a):
	// staticFor counts it like a permanent's ability of that player's.
	EffPlayerStatic
	// EffAttackedThisTurn records that creature Obj attacked this turn (until end of
	// turn). It is kept only while an effect cares (DestroyDidntAttack), so other games
	// don't pay for it.
	EffAttackedThisTurn
	// EffRegenShield is a regeneration shield on Obj: the next time it would be
	// destroyed this turn, it regenerates instead (CR 701.15a; rules/regenerate.go).
	EffRegenShield
	// EffActivatedThisTurn records that Ability of Obj, which may be activated only once
	// each turn, was activated this turn (CR 602.5b; rules/once.go).
	EffActivatedThisTurn
	// EffEchoDue marks permanent Obj, with echo, as having come under its controller's
	// control since the beginning of their last upkeep (CR 702.30a; rules/echo.go).
	EffEchoDue
	// EffAdventure: Player may cast card Obj, exiled as an Adventure resolved, for as long
	// as it remains exiled, not as an Adventure (CR 715.3d).
	EffAdventure
	// EffExileIfDies: if creature Obj would die this turn, it is exiled instead (CR
	// 614.1a; Agate Assault).
	EffExileIfDies
	// EffPreventCombatSelf: prevent all combat damage that would be dealt to and dealt by
	// creature Obj this turn (CR 615; Foxfire).
	EffPreventCombatSelf
	// EffPreventShield: a prevention shield: the next N damage that would be dealt to Obj
	// (or, with Obj NoObj, to Player) this turn is prevented (CR 615.7).
	EffPreventShield
	// EffAddTypes: layer 4: permanent Obj is Types in addition to its other types ("becomes
	// an artifact creature until end of turn", crew, CR 702.122a; rules/crew.go).
	EffAddTypes
)

// Duration says when a continuous effect ends.
type Duration uint8

// Durations.
const (
	Forever                  Duration = iota
	UntilEndOfTurn                    // ends in the cleanup step (CR 514.2)
	WhileSourceOnBattlefield          // ends when its source leaves the battlefield (Sower of Temptation)
	UntilYourNextTurn                 // ends as the next turn of Player's team begins (CR 611.2b, 805.4)
	WhileSourceTapped                 // "for as long as CARDNAME remains tapped": ends when its source untaps or leaves (CR 611.2b; rules/tapped.go)
)

// ContEffect is a continuous effect from a resolved spell or ability (CR 611.2), locked
// onto one object or one player.
type ContEffect struct {
	Kind      EffKind
	Obj       ObjID
	Player    PlayerID
	Source    ObjID
	Timestamp int
	Until     Duration
	Power     int
	Toughness int
	Keywords  KeywordSet
	Types     TypeSet
	Subtypes  []string
	N         int      // a number some kinds use
	Ability   *Ability // EffDelayedTrigger: the delayed triggered ability
	Name      string   // EffCostReduction: the chosen card name
	// Turn: an EffDelayedTrigger that waits for the extra turn with this id ("that
	// turn's end step"); 0: any turn.
	Turn int
	// Marker: in Grand Melee, the number of the turn marker in whose turn the effect
	// began; an "until end of turn" effect ends with that turn (CR 807.4, 514.2).
	Marker int
}

func (g *Game) addEffect(e ContEffect, r *Resolution) {
	if e.Kind == EffControl && g.hasLeft(e.Player) {
		return // CR 800.4b: an object doesn't change to the control of a player who left
	}
	g.timestamp++
	e.Timestamp = g.timestamp
	e.Marker = g.markerNum()
	if r != nil {
		e.Source = r.Source
	}
	g.effects = append(g.effects, e)
	g.applyLayers()
}

// layered is one effect at work in the layer system, from a static ability or a ContEffect.
type layered struct {
	layer     int // 2, 4, 6, 70 (7a), 71 (7b), 72 (7c)
	timestamp int
	source    ObjID
	st        *Static
	ce        *ContEffect
}

// applyLayers recomputes the characteristics of every permanent from its card and the
// continuous effects in layer and timestamp order (CR 613). Dependencies (613.8) are not
// modelled: effects within a layer apply in timestamp order.
func (g *Game) applyLayers() {
	if g.layersHold() {
		return // nothing they depend on changed since they were last applied (changes.go)
	}
	g.endWhileTapped()
	var work [32]layered
	list := work[:0]
	for _, id := range g.battlefield {
		o := g.obj(id)
		for _, a := range o.Def.Abilities {
			if a.Static == nil || !g.speedWorks(a, o.Controller) {
				continue
			}
			if l := staticLayer(a.Static.Kind); l > 0 {
				list = append(list, layered{layer: l, timestamp: o.Timestamp, source: id, st: a.Static})
			}
		}
		// Bestow: an Aura with enchant creature while attached; a creature otherwise (CR 702.103).
		aura := o.Bestowed && o.AttachedTo != NoObj
		// Most permanents are under no effect and already hold their base characteristics:
		// they are not written, which would unshare them from the game's clones.
		if isBaseChars(&o.Cur, o.Def, o.baseCtrl, aura) {
			continue
		}
		m := g.mut(id)
		resetChars(&m.Cur, m.Def, m.baseCtrl)
		if aura {
			m.Cur.Types = Types(Enchantment)
			m.Cur.Subtypes = auraSubtypes
			m.Cur.AllCreatureTypes = false
		}
	}
	for i := range g.effects {
		e := &g.effects[i]
		if l := effectLayer(e.Kind); l > 0 {
			list = append(list, layered{layer: l, timestamp: e.Timestamp, source: e.Source, ce: e})
			if e.Kind == EffBecome {
				list = append(list, layered{layer: 6, timestamp: e.Timestamp, source: e.Source, ce: e},
					layered{layer: 71, timestamp: e.Timestamp, source: e.Source, ce: e})
			}
		}
	}
	// Insertion sort by layer, then timestamp (stable, no allocation; lists are short).
	for i := 1; i < len(list); i++ {
		for j := i; j > 0 && (list[j].layer < list[j-1].layer || list[j].layer == list[j-1].layer && list[j].timestamp < list[j-1].timestamp); j-- {
			list[j], list[j-1] = list[j-1], list[j]
		}
	}
	synced := false
	for _, l := range list {
		if l.layer == 72 && l.st == nil && l.ce == nil {
			continue
		}
		if l.layer > 2 && !synced {
			// CR 613.1b: the later layers see the controllers layer 2 gave ("creatures
			// you control" counts a creature just gained, and a stolen anthem serves its
			// new controller), not those of before this pass.
			g.syncControllers()
			synced = true
		}
		if l.ce != nil {
			g.applyCE(l)
			continue
		}
		if !g.staticActive(l.st, l.source) {
			continue
		}
		for _, id := range g.staticTargets(l.st, l.source, make([]ObjID, 0, 1)) {
			o := g.mut(id)
			// The source is taken after the target: taking the target for writing may
			// have moved it, and the source may be the target or share its chunk.
			applyStatic(o, l, g.obj(l.source), g)
		}
	}
	g.colorlessOutside(list)
	if !synced {
		g.syncControllers()
	}
	// Layer 7c counters.
	for _, id := range g.battlefield {
		o := g.obj(id)
		d := int(o.Counters[PlusOne]) - int(o.Counters[MinusOne])
		if d == 0 {
			continue // nothing to write
		}
		m := g.mut(id)
		m.Cur.Power += d
		m.Cur.Toughness += d
	}
	g.layersApplied(len(list) == 0)
	g.exileDefaultOfLeaver()
}

// syncControllers makes each permanent's controller the one the layers gave it, with
// summoning sickness on a change of control (CR 302.6).
func (g *Game) syncControllers() {
	for _, id := range g.battlefield {
		if o := g.obj(id); o.Cur.Controller != o.Controller {
			m := g.mut(id)
			m.Controller = m.Cur.Controller
			m.Sick = true
		}
	}
}

// effectLayer is the layer a continuous effect of kind k applies in (2, 4, 6, 71 for 7b,
// 72 for 7c), or 0 for an effect outside the layer system.
func effectLayer(k EffKind) int {
	switch k {
	case EffControl:
		return 2
	case EffBecome, EffSetCreatureTypes, EffAddTypes:
		return 4
	case EffAddKeywords, EffLoseAbilities:
		return 6
	case EffSetBasePT:
		return 71
	case EffModifyPT:
		return 72
	}
	return 0
}

var auraSubtypes = []string{"Aura"}

func staticLayer(k StaticKind) int {
	switch k {
	case StControl:
		return 2
	case StBecome:
		return 4
	case StAddKeywords, StLoseKeywords:
		return 6
	case StCDA:
		return 70
	case StSetPT:
		return 71
	case StModifyPT, StModifyPTPer:
		return 72
	case StAddTypes:
		return 4
	case StAllColorless:
		return 5
	}
	return 0
}

func (g *Game) applyCE(l layered) {
	e := l.ce
	if e.Obj == NoObj || g.obj(e.Obj).Zone != ZoneBattlefield {
		return
	}
	c := &g.mut(e.Obj).Cur
	switch {
	case e.Kind == EffControl:
		c.Controller = e.Player
	case e.Kind == EffSetCreatureTypes:
		c.Subtypes, c.AllCreatureTypes = e.Subtypes, false
	case e.Kind == EffAddTypes:
		c.Types |= e.Types // CR 205.1b: in addition to its other types
	case e.Kind == EffBecome && l.layer == 4:
		// CR 205.1a: "becomes a [type]" replaces the old card types and subtypes.
		c.Types = e.Types
		c.Subtypes, c.AllCreatureTypes = e.Subtypes, false
	case e.Kind == EffBecome && l.layer == 6, e.Kind == EffAddKeywords:
		c.Keywords |= e.Keywords
	case e.Kind == EffBecome && l.layer == 71:
		c.Power, c.Toughness = e.Power, e.Toughness
	case e.Kind == EffLoseAbilities:
		c.Keywords, c.NoAbilities = 0, true // CR 613.1f
	case e.Kind == EffSetBasePT:
		c.Power, c.Toughness = e.Power, e.Toughness
	case e.Kind == EffModifyPT:
		c.Power += e.Power
		c.Toughness += e.Toughness
	}
}

func applyStatic(o *Object, l layered, src *Object, g *Game) {
	s := l.st
	c := &o.Cur
	switch s.Kind {
	case StControl:
		// CR 613.1b: "You control enchanted creature" (Mind Control): the source's
		// controller, as layer 2 has left it so far.
		c.Controller = src.Cur.Controller
	case StModifyPT:
		c.Power += s.Power
		c.Toughness += s.Toughness
	case StSetPT:
		c.Power, c.Toughness = s.SetPower, s.SetToughness
	case StAddKeywords:
		c.Keywords |= s.Keywords
	case StLoseKeywords:
		c.Keywords &^= s.Keywords // CR 613.1f
	case StBecome:
		c.Types |= s.AddTypes
		c.Subtypes, c.AllCreatureTypes = s.SetSubtypes, false
		c.Power, c.Toughness = s.SetPower, s.SetToughness
	case StCDA:
		// Counted from the object's own point of view ("the number of Merfolk you control").
		v := Amount{Kind: s.CDA, Counter: s.Counter, Filter: s.Per}.eval(g, &Resolution{Source: o.ID, Controller: o.Controller}, o.Controller)
		c.Power = v
		if !s.CDAPowerOnly {
			c.Toughness = v
		}
	case StAddTypes, StModifyPTPer, StAllColorless:
		applyStaticToChars(c, l, src, g)
	}
}

// staticActive reports whether a static ability of source applies now.
func (g *Game) staticActive(s *Static, source ObjID) bool {
	o := g.obj(source)
	if o.Zone != ZoneBattlefield || o.Cur.NoAbilities {
		return false
	}
	if s.Cond != nil && !g.condHolds(s.Cond, source, o.Controller, nil) {
		return false
	}
	return true
}

// staticTargets lists the permanents a layered static ability of source affects.
//
// The list is appended to buf[:0]: callers pass a small array of their own, so that the
// usual single object (the source, or what it enchants) costs no allocation.
func (g *Game) staticTargets(s *Static, source ObjID, buf []ObjID) []ObjID {
	o := g.obj(source)
	switch s.Affects {
	case AffectsSelf:
		return append(buf[:0], source)
	case AffectsEnchanted:
		if o.AttachedTo != NoObj {
			return append(buf[:0], o.AttachedTo)
		}
		return nil
	case AffectsFilter:
		out := buf[:0]
		for _, id := range g.battlefield {
			if g.matches(id, &s.Filter, source, o.Controller) {
				out = append(out, id)
			}
		}
		return out
	}
	return nil
}

// condHolds evaluates a condition for source controlled by ctrl.
func (g *Game) condHolds(c *Condition, source ObjID, ctrl PlayerID, r *Resolution) bool {
	if c.Not {
		pos := *c
		pos.Not = false
		return !g.condHolds(&pos, source, ctrl, r)
	}
	switch c.Kind {
	case CondLifeAtLeast:
		return g.PlayerLife(ctrl) >= c.N
	case CondOpponentLifeAtMost:
		var buf [MaxSeats]PlayerID
		for _, p := range g.playersSeen(ctrl, buf[:0]) { // CR 801.11
			if g.Opponents(p, ctrl) && g.PlayerLife(p) <= c.N {
				return true
			}
		}
		return false
	case CondSelfIsType:
		return g.obj(source).Zone == ZoneBattlefield && g.obj(source).Cur.Types&c.Types != 0
	case CondSelfUntapped:
		return g.obj(source).Zone == ZoneBattlefield && !g.obj(source).Tapped
	case CondTeamGainedLife:
		return g.teams[g.players[ctrl].Team].GainedLife
	case CondOpponentsAtLeast:
		n := 0
		var buf [MaxSeats]PlayerID
		for _, p := range g.playersSeen(ctrl, buf[:0]) { // CR 801.11
			if g.Opponents(p, ctrl) {
				n++
			}
		}
		return n >= c.N
	case CondNotAttached:
		return g.obj(source).AttachedTo == NoObj
	case CondControls, CondXAtLeast, CondYourTurn, CondPlayerCastLastTurn:
		return g.condHoldsCountOrTurn(c, source, ctrl, r)
	case CondEchoDue:
		return g.echoDue(source)
	case CondAddCostPaid:
		return g.obj(source).AddCostPaid
	case CondKicked:
		return int(g.obj(source).Kicked) >= max(1, c.N) // CR 702.33d-e
	case CondAltCostPaid:
		return g.obj(source).Alt == c.Alt && c.Alt != AltNone
	case CondLevel:
		return levelHolds(g.obj(source), c)
	case CondSelfMatches, CondOpponentMoreLands:
		return g.condHoldsBoard(c, source, ctrl)
	case CondGraveyardAtLeast:
		return g.condHoldsGraveyard(c, ctrl)
	case CondEnduringStory:
		return g.players[ctrl].EnduringStory
	case CondOpponentDamaged, CondSelfWas:
		return g.condHoldsDesignations(c, source, ctrl)
	case CondAnyOf, CondSelfEnteredThisTurn, CondEventSpentMoreThanPT, CondTargets:
		return g.condHoldsMore(c, source, ctrl, r)
	case CondGainedLifeThisTurn, CondLeftGraveyardThisTurn, CondCreaturesDiedThisTurn, CondExiledThisTurn,
		CondCastInstantSorceryThisTurn, CondEventSpentAtLeast, CondOpponentMoreCards, CondOpponentControlsMore:
		return g.condHoldsThisTurn(c, source, ctrl, r)
	case CondYourUpkeep, CondBeforeAttackers, CondPlayerLifeAtMost:
		return g.condHoldsTurn(c, ctrl)
	case CondSpentTwice:
		return g.spentTwice(c, source)
	}
	return g.condHoldsPoison(c, source, ctrl, r)
}

// endTurnEffects ends "until end of turn" effects (CR 514.2).
func (g *Game) endTurnEffects() {
	out := g.effects[:0]
	for _, e := range g.effects {
		if e.Until != UntilEndOfTurn || e.Marker != g.markerNum() {
			out = append(out, e)
		}
	}
	g.effects = out
	g.applyLayers()
}

// applyStaticToChars applies to the characteristics c the layered static kinds StAddTypes,
// StAllColorless and StModifyPTPer.
func applyStaticToChars(c *Chars, l layered, src *Object, g *Game) {
	s := l.st
	switch s.Kind {
	case StAddTypes:
		// CR 205.1b: "in addition to its other types" keeps the old types and subtypes.
		c.Types |= s.AddTypes
		if len(s.SetSubtypes) > 0 {
			subs := append([]string(nil), c.Subtypes...)
			for _, t := range s.SetSubtypes {
				if !hasString(subs, t) {
					subs = append(subs, t)
				}
			}
			c.Subtypes = subs
		}
		if t := src.ChosenSubtype(); s.AddChosen && t != "" && !c.HasSubtype(t) {
			c.Subtypes = append(append([]string(nil), c.Subtypes...), t)
		}
	case StAllColorless:
		c.Colors = 0 // CR 105.2c, 613.1e
	case StModifyPTPer:
		// "gets +N/+N for each ...": counted from the source's point of view (CR 613.4c).
		n := Amount{Kind: s.CDA, Counter: s.Counter, Filter: s.Per}.eval(g, &Resolution{Source: l.source, Controller: src.Controller}, src.Controller)
		c.Power += s.Power * n
		c.Toughness += s.Toughness * n
	}
}

// colorlessOutside makes every object that isn't a permanent colorless while an
// StAllColorless ability applies (Mycosynth Lattice: "All cards that aren't on the
// battlefield, spells, and permanents are colorless", CR 613.1e), and gives them back their
// colors when none does. Permanents are handled in layer 5 by applyStaticToChars.
func (g *Game) colorlessOutside(list []layered) {
	on := false
	for _, l := range list {
		if l.st != nil && l.st.Kind == StAllColorless && g.staticActive(l.st, l.source) {
			on = true
			break
		}
	}
	if !on && !g.colorless {
		return
	}
	g.colorless = on
	for i := range g.objs.len() {
		o := g.obj(ObjID(i))
		if o.Zone == ZoneNone || o.Zone == ZoneBattlefield {
			continue
		}
		want := o.Def.Colors
		if on {
			want = 0
		}
		// Written only when it changes: this runs at every layer pass over every object,
		// and a write unshares the object's chunk from the game's clones.
		if o.Cur.Colors != want {
			g.mut(ObjID(i)).Cur.Colors = want
		}
	}
}

// condHoldsCountOrTurn evaluates the conditions on counts and on the turn: controlling
// matching permanents, X at least N, and your (team's) turn.
func (g *Game) condHoldsCountOrTurn(c *Condition, source ObjID, ctrl PlayerID, r *Resolution) bool {
	switch c.Kind {
	case CondControls:
		n := 0
		for _, id := range g.battlefield {
			if c.Filter != nil && g.matches(id, c.Filter, source, ctrl) {
				n++
			}
		}
		return n >= max(1, c.N)
	case CondXAtLeast:
		x := g.obj(source).X
		if r != nil {
			x = r.X
		}
		return x >= c.N
	case CondPlayerCastLastTurn:
		for i := range g.players {
			if g.players[i].SpellsCastLastTurn >= max(1, c.N) {
				return true
			}
		}
		return false
	case CondYourTurn:
		return g.players[ctrl].Team == g.turn.Team // CR 805.4: your team's turn is your turn
	}
	return false
}

// condHoldsBoard evaluates the conditions on the battlefield: the source matching a filter,
// and an opponent controlling more lands.
func (g *Game) condHoldsBoard(c *Condition, source ObjID, ctrl PlayerID) bool {
	switch c.Kind {
	case CondSelfMatches:
		return g.obj(source).Zone == ZoneBattlefield && (c.Filter == nil || g.matches(source, c.Filter, source, ctrl))
	case CondOpponentMoreLands:
		mine := g.landsOf(ctrl)
		var buf [MaxSeats]PlayerID
		for _, p := range g.playersSeen(ctrl, buf[:0]) { // CR 801.11
			if g.Opponents(p, ctrl) && g.landsOf(p) > mine {
				return true
			}
		}
	}
	return false
}

// endUntilNextTurn ends the effects lasting "until your next turn" of the players of team
// t, as t's turn begins (CR 611.2b; in 2HG your team's turn is your turn, CR 805.4).
func (g *Game) endUntilNextTurn(t TeamID) {
	out := g.effects[:0]
	for _, e := range g.effects {
		if e.Until == UntilYourNextTurn && e.Player != NoPlayer && g.players[e.Player].Team == t {
			continue
		}
		out = append(out, e)
	}
	g.effects = out
	g.applyLayers()
}
