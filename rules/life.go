package rules

// Event is something that happened, for triggered abilities (CR 603.2).
type Event struct {
	Kind     EventKind
	Obj      ObjID    // the object the event is about
	Source   ObjID    // the source of damage; EvBlocks: the attacking creature blocked
	Player   PlayerID // the player the event is about
	Amount   int
	Combat   bool
	ToPlayer bool
	Step     Step
	Counter  CounterKind // EvCountersPut: the kind of counters
	Moment   int         // when it happened (Game.moment)
	Item     int         // EvBecomesTarget: the ID of the stack item that targets Obj
	Total    int         // EvCountersPut: the counters of the kind on Obj after (Saga chapters)
	First    bool        // EvGainsLife: the player's first life gain this turn (thisturn.go)
}

func (g *Game) emit(e Event) {
	e.Moment = g.moment
	g.events = append(g.events, e)
}

// staticFor reports whether a permanent on the battlefield controlled by a player matching
// rel (seen from p) has a static ability of kind k.
func (g *Game) staticFor(k StaticKind, p PlayerID, rel Rel) bool {
	return g.staticForIn(k, p, rel, false)
}

// staticForIn is staticFor; with inRange, only from controllers who have p within their
// range of influence: a replacement effect does nothing to a player or object outside its
// controller's range (CR 801.13a).
func (g *Game) staticForIn(k StaticKind, p PlayerID, rel Rel, inRange bool) bool {
	for _, id := range g.battlefield {
		if !g.mayHaveStatic(k) {
			break // no permanent has one: only the effects below may give it
		}
		o := g.obj(id)
		if !g.related(rel, o.Controller, p) || inRange && !g.InRange(o.Controller, p) {
			continue
		}
		for _, a := range o.Def.Abilities {
			if a.Static != nil && a.Static.Kind == k && g.staticActive(a.Static, id) {
				return true
			}
		}
	}
	for i := range g.effects {
		if e := &g.effects[i]; e.Kind == EffPlayerStatic && StaticKind(e.N) == k && g.related(rel, e.Player, p) && (!inRange || g.InRange(e.Player, p)) {
			return true
		}
	}
	return false
}

// teamLifeCantChange reports whether p's team's life can't change (CR 810.9g-h: an effect
// on one player covers the whole team).
func (g *Game) lifeCantChange(p PlayerID) bool {
	if !g.rb().LifeLocksCoverTeam() {
		return g.staticFor(StLifeCantChange, p, You) // 2006, 2008: only that player (606.9)
	}
	return g.staticFor(StLifeCantChange, p, g.lifeTeam())
}

func (g *Game) cantGainLife(p PlayerID) bool {
	if !g.rb().LifeLocksCoverTeam() { // 2006, 2008: only that player (606.9)
		return g.players[p].CantGainLife || g.lifeCantChange(p) || g.staticFor(StCantGainLife, p, You) || g.staticFor(StOpponentsCantGainLife, p, Opponent) ||
			g.staticFor(StPlayersCantGainLife, p, AnyPlayer)
	}
	t := g.players[p].Team
	for _, q := range g.teams[t].members {
		if g.players[q].CantGainLife {
			return true // CR 810.9g
		}
	}
	return g.lifeCantChange(p) || g.staticFor(StCantGainLife, p, g.lifeTeam()) || g.staticFor(StOpponentsCantGainLife, p, Opponent) ||
		g.staticFor(StPlayersCantGainLife, p, AnyPlayer)
}

// loseLife makes player p lose n life; the team's total changes (CR 810.9). It returns the
// life actually lost.
func (g *Game) loseLife(p PlayerID, n int) int {
	if n <= 0 || g.lifeCantChange(p) {
		return 0 // CR 810.9h
	}
	g.takeLife(p, n, JLosesLife)
	return n
}

// payLife makes player p pay n life, a life loss from the team's total (CR 119.4, 810.9a).
func (g *Game) payLife(p PlayerID, n int) {
	if n > 0 {
		g.takeLife(p, n, JPaysLife)
	}
}

// takeLife takes n life from p's team total as p's loss, recorded as an entry of kind k
// (JLosesLife or JPaysLife).
func (g *Game) takeLife(p PlayerID, n int, k EntryKind) {
	life := g.lifeHeld(p)
	before := *life
	*life -= n
	g.players[p].LifeLost += n
	g.note(Entry{Kind: k, Player: p, Team: g.players[p].Team, N: int32(n), M: int32(before), K: int32(*life)})
	g.emit(Event{Kind: EvLosesLife, Player: p, Amount: n, Obj: NoObj, Source: NoObj})
	if n > 0 {
		g.speedUp(p) // CR 702.179d
	}
}

// sacrifice puts permanent id, which player p sacrifices, into its owner's graveyard
// (CR 701.17a).
func (g *Game) sacrifice(p PlayerID, id ObjID) {
	g.note(Entry{Kind: JSacrifices, Player: p, Obj: id, Card: g.obj(id).Def})
	g.dies(id)
}

// gainLife makes player p gain n life (CR 810.9, 810.9g).
func (g *Game) gainLife(p PlayerID, n int) int {
	if n <= 0 || g.cantGainLife(p) {
		if n > 0 {
			g.note(Entry{Kind: JCantGainLife, Player: p})
		}
		return 0
	}
	ev := proposed{kind: evGainLife, player: p, obj: NoObj, n: n}
	g.replaceEvent(&ev) // CR 614.1a: "you gain that much life plus 1 instead"
	n = ev.n
	life := g.lifeHeld(p)
	before := *life
	*life += n
	g.teams[g.players[p].Team].GainedLife = true
	first := g.players[p].LifeGained == 0
	g.players[p].LifeGained += n
	g.note(Entry{Kind: JGainsLife, Player: p, N: int32(n), Team: g.players[p].Team, M: int32(before), K: int32(*life)})
	g.emit(Event{Kind: EvGainsLife, Player: p, Amount: n, Obj: NoObj, Source: NoObj, First: first})
	return n
}

// setLife makes player p's life total become n by gaining or losing the difference from
// the life total effects see (CR 810.9c; 606.9c in the 2006 and 2008 editions).
func (g *Game) setLife(p PlayerID, n int) {
	d := n - g.PlayerLife(p)
	g.note(Entry{Kind: JLifeBecomes, Player: p, N: int32(n), M: int32(d)})
	if d > 0 {
		g.gainLife(p, d)
	} else {
		g.loseLife(p, -d)
	}
}

// canPayLife reports whether player p can pay n life (CR 119.4, 810.9b, 810.9h).
func (g *Game) canPayLife(p PlayerID, n int) bool {
	if n == 0 {
		return true
	}
	if g.lifeCantChange(p) {
		return false
	}
	return g.PlayerLife(p) >= n // the team's total (CR 810.9a), or its half in 2006-2008 (606.9a)
}

// addPoison gives player p n poison counters: the team's in the current and 2011
// editions (CR 810.10), the player's own before.
func (g *Game) addPoison(p PlayerID, n int) {
	if n <= 0 {
		return
	}
	if g.cantGetPoison(p) {
		g.note(Entry{Kind: JCantGetPoison, Player: p})
		return
	}
	if g.rb().SharedPoison() {
		t := &g.teams[g.players[p].Team]
		t.Poison += n
		g.note(Entry{Kind: JTeamPoison, Player: p, N: int32(n), Team: g.players[p].Team, M: int32(t.Poison)})
		return
	}
	g.players[p].Poison += n
	g.note(Entry{Kind: JPlayerPoison, Player: p, N: int32(n), M: int32(g.players[p].Poison)})
}

// damageSource is what the rules need of the source of damage (its last known information).
type damageSource struct {
	obj  ObjID
	ctrl PlayerID
	kw   KeywordSet
}

func (g *Game) sourceOf(id ObjID) damageSource {
	o := g.obj(id)
	return damageSource{obj: id, ctrl: o.Controller, kw: o.Cur.Keywords}
}

// dealDamage deals n damage from src to t (CR 120): to a player it is life loss, or
// poison counters from infect (CR 120.3, 810.9); to a creature it is marked damage, or
// -1/-1 counters from wither and infect; to a planeswalker it removes loyalty counters.
// Lifelink gains its controller that much life (CR 702.15).
func (g *Game) dealDamage(src damageSource, t Target, n int, combat bool) int {
	if n <= 0 {
		return 0
	}
	// CR 615: prevention effects (none while damage can't be prevented, Leyline of
	// Punishment's rulings).
	ev := proposed{kind: evDamage, src: src, n: n, combat: combat, obj: NoObj, player: t.Player}
	if !t.IsPlayer() {
		if t.Obj == NoObj || g.obj(t.Obj).Zone != ZoneBattlefield {
			return 0
		}
		ev.obj, ev.player = t.Obj, g.obj(t.Obj).Controller
	}
	if g.replaceEvent(&ev); ev.gone || ev.n <= 0 {
		return 0
	}
	n = ev.n
	if t.IsPlayer() {
		if g.gone(t.Player) {
			return 0 // CR 800.4e
		}
		g.note(Entry{Kind: JDamagesPlayer, Obj: src.obj, Card: g.obj(src.obj).Def, N: int32(n), Combat: combat, Player: t.Player})
		g.players[t.Player].Damaged = true // CR 702.54a
		switch {
		case src.kw.Has(Infect) || g.staticFor(StDamageAsInfect, t.Player, You):
			g.addPoison(t.Player, n) // CR 120.3b, 810.10
		case g.staticFor(StDamageLeavesOne, t.Player, You):
			// CR 614.1a: the damage is dealt, but the life total it reduces (the team's,
			// CR 810.9a) goes no lower than 1, and never back up (Angel's Grace's rulings).
			// In the 2006 and 2008 editions a player's life is half the team's, rounded
			// up, which is 1 or more exactly while the team's is.
			g.loseLife(t.Player, max(0, min(n, *g.lifeHeld(t.Player)-1)))
		default:
			g.loseLife(t.Player, n)
		}
		g.emit(Event{Kind: EvDealsDamage, Obj: src.obj, Source: src.obj, Player: t.Player, Amount: n, Combat: combat, ToPlayer: true})
	} else {
		if g.obj(t.Obj).Zone != ZoneBattlefield {
			return 0
		}
		o := g.mut(t.Obj)
		g.note(Entry{Kind: JDamagesPermanent, Obj: src.obj, Card: g.obj(src.obj).Def, N: int32(n), Combat: combat, Obj2: o.ID, Card2: o.Def})
		if o.Is(Planeswalker) {
			o.addCounters(LoyaltyCounter, -min(n, int(o.Counters[LoyaltyCounter]))) // CR 120.3c
		}
		if o.Is(Creature) {
			if src.kw.Has(Infect) || src.kw.Has(Wither) {
				if g.cantHaveMinusOne(t.Obj) {
					// The damage is still dealt, but results in no counters (Melira's ruling).
					g.note(Entry{Kind: JCantHaveMinusCounters, Obj: o.ID, Card: o.Def})
				} else {
					o.addCounters(MinusOne, n) // CR 120.3d
				}
			} else {
				o.Damage += n
			}
			if src.kw.Has(Deathtouch) {
				o.Deathtouched = true
			}
		}
		g.damageLog = append(g.damageLog, damageRec{to: t.Obj, by: src.ctrl, n: n, src: src.obj, moment: g.moment})
		g.emit(Event{Kind: EvDealtDamage, Obj: t.Obj, Source: src.obj, Player: NoPlayer, Amount: n, Combat: combat})
		g.emit(Event{Kind: EvDealsDamage, Obj: src.obj, Source: src.obj, Player: NoPlayer, Amount: n, Combat: combat})
	}
	if src.kw.Has(Lifelink) {
		g.gainLife(src.ctrl, n)
	}
	return n
}

func combatWord(c bool) string {
	if c {
		return "combat "
	}
	return ""
}

// ending is why a team loses or wins the game, as the journal records it (JLosesGame,
// JWinsGame): the cause, the player it is about, and the card whose effect it is.
type ending struct {
	cause  EndCause
	player PlayerID
	card   *CardDef
}

// loseGame makes player p's team lose for cause c (src: the card whose effect says so),
// unless an effect says it can't (CR 810.8a).
func (g *Game) loseGame(p PlayerID, c EndCause, src *CardDef) {
	t := g.players[p].Team
	if g.teams[t].Lost || g.players[p].Lost {
		return
	}
	if g.staticFor(StCantLose, p, g.lifeTeam()) {
		return // CR 810.8a
	}
	ev := proposed{kind: evLoseGame, player: p, obj: NoObj}
	if g.replaceEvent(&ev); ev.gone {
		return // Stunning Reversal replaces the loss (CR 614.1a)
	}
	if g.lifePerPlayer() && len(g.teams[t].members) > 1 {
		g.playerLeaves(p, ending{cause: c, player: p, card: src}) // CR 800.4a: the team plays on
		return
	}
	g.teamLoses(t, ending{cause: c, player: p, card: src})
}

// teamLoses removes team t from the game as the loser, for the reason e. The entry's N is
// the team's poison count then (EndPoison).
func (g *Game) teamLoses(t TeamID, e ending) {
	if g.teams[t].Lost {
		return
	}
	g.teams[t].Lost = true
	g.note(Entry{Kind: JLosesGame, Team: t, Player: e.player, N: int32(g.teams[t].Poison), Card: e.card, More: &EntryMore{End: e.cause}})
	g.emperorFalls(t) // CR 809.5b
	g.checkGameOver()
	if !g.over && g.rb().Variant.OwnTurns() {
		// CR 800.4, 104.3a: the player leaves the game; the others play on.
		g.leaveObjects(t)
		if g.priority == t {
			g.priority = g.nextLiveTeam(t) // CR 800.4j
		}
	}
}

// winGame makes player p's team win for cause c (src: the card whose effect says so),
// unless an opponent's effect says it can't (CR 810.8a).
func (g *Game) winGame(p PlayerID, c EndCause, src *CardDef) {
	if g.staticFor(StOpponentsCantWin, p, Opponent) {
		g.note(Entry{Kind: JCantWin, Team: g.players[p].Team})
		return
	}
	t := g.players[p].Team
	if g.rb().Variant.OwnTurns() && g.players[p].Range > 0 {
		// CR 801.14: with a limited range, the opponents within the player's range lose
		// instead; the others play on. They leave the game at the same time (CR 807.4e).
		g.beginLeaving()
		for i := range g.teams {
			if q := g.teams[i].members[0]; !g.sameSide(TeamID(i), t) && !g.teams[i].Lost && g.InRange(p, q) {
				g.teamLoses(TeamID(i), ending{cause: EndRangeWin, player: p, card: src})
			}
		}
		g.endLeaving()
		return
	}
	// The player's teammates win with them (CR 102.3, 104.2a, 809.5a).
	for i := range g.teams {
		if !g.sameSide(TeamID(i), t) && !g.teams[i].Lost {
			g.teams[i].Lost = true
		}
	}
	g.note(Entry{Kind: JWinsGame, Team: t, Player: p, Card: src, More: &EntryMore{End: c}})
	g.checkGameOver()
}

// checkGameOver ends the game when at most one team is left in it (CR 104.2a, 104.4a).
func (g *Game) checkGameOver() {
	alive := NoTeam
	n := 0
	for i := range g.teams {
		if !g.teams[i].Lost {
			if alive == NoTeam || !g.sameSide(alive, TeamID(i)) {
				n++ // teammates still in the game count as one: they win together (CR 104.2a)
			}
			if alive == NoTeam {
				alive = TeamID(i)
			}
		}
	}
	if n <= 1 {
		if n == 0 && g.over && g.winner != NoTeam {
			// CR 104.4a: the last teams lost at the same time (a simultaneous check of
			// state-based actions or of life): the game is a draw, not the first one's win.
			g.note(Entry{Kind: JAllLost})
		}
		g.over = true
		g.winner = alive
		g.priority = NoTeam
	}
}

// ReverseNextLoss: the next time the controller would lose the game this turn, instead
// they draw seven cards and their life total becomes 1 (Stunning Reversal).
type ReverseNextLoss struct{}

func (ReverseNextLoss) do(g *Game, r *Resolution) bool {
	g.players[r.Controller].ReverseLossTurn = g.turn.Number
	g.note(Entry{Kind: JWillReverseLoss, Player: r.Controller})
	return true
}

// PlayerStatics gives each selected player the rule-modifying static abilities Kinds
// until end of turn (CR 611.2a): "You can't lose the game this turn and your opponents
// can't win the game this turn" (Angel's Grace: StCantLose, StOpponentsCantWin). In 2HG
// they reach the team as the same abilities of a permanent would (CR 810.8a).
type PlayerStatics struct {
	Who   Who
	Kinds []StaticKind
}

func (e PlayerStatics) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		for _, k := range e.Kinds {
			g.addEffect(ContEffect{Kind: EffPlayerStatic, Obj: NoObj, Player: p, N: int(k), Until: UntilEndOfTurn}, r)
		}
	}
	return true
}
