package rules

// ActionKind is the kind of an Action.
type ActionKind uint8

// Action kinds, one per line form of the notation.
const (
	ActPass ActionKind = iota
	ActPlayLand
	ActCast
	ActActivate
	ActTapForMana
	ActAttack
	ActBlock
	ActAssign
	ActChoose
	ActMulligan
	ActKeep
	ActBottom
	ActConcede
	ActOrder
)

// Action is one decision, as a structured value with resolved ids. Only the fields of its
// kind are read.
type Action struct {
	// The one-byte fields come first so that they share a word: the engine lists and
	// copies many Actions, and their size is most of what listing allocates.
	Kind    ActionKind
	Player  PlayerID // the acting player (cast, play, activate, choose, mulligan, concede)
	Team    TeamID   // the acting team (pass, attack, block, assign)
	Assist  PlayerID // the assisting player (see AssistMana)
	Mana    ManaKind // ActTapForMana: the kind of mana wanted
	Bestow  bool
	Default bool  // ActAssign: take the engine's proposal
	Obj     ObjID // the card or permanent
	Ability int   // ActActivate: index into the card's abilities
	Targets []Target
	X       int
	// AssistMana: the generic mana the assisting player pays (CR 702.132).
	AssistMana int
	Attacks    []AttackDecl
	Blocks     []BlockDecl
	Choices    []int // ActChoose: indexes into the decision's options
	Cards      []ObjID
	// Rare: the parts of rarer actions (nil when they are all empty).
	Rare *ActionRare
}

// ActionRare holds the parts of the rarer kinds of action. They are kept behind a pointer
// because a game lists thousands of Actions and these are almost always empty: the
// pointer makes every Action 64 bytes smaller. An Action's Rare is never changed in place
// once the Action is built, so copies of an Action may share it.
type ActionRare struct {
	Assign []DamageAssignment // ActAssign: the damage assignment (without Default)
	Orders []Ordering         // ActOrder: damage assignment orders (2011 rules)
	Modes  []int              // ActCast: the modes chosen for a modal spell (0-based, CR 700.2)
	// Face: ActCast of a card with other faces to cast (CardDef.Faces), 1 + the index of
	// the face cast: a split card's half (CR 709.3) or an Adventure (715.3); 0: the card
	// as itself.
	Face int
	// Kicks: ActCast, how many times the kicker cost is paid (CR 702.33a, 601.2b): 0 or 1
	// for kicker, any number for multikicker (702.33c).
	Kicks int
	// AddCost: ActCast, the spell's optional additional cost is paid, or its additional
	// cost chosen over the mana it may pay instead (CR 118.8b; rules/addcost.go).
	AddCost bool
	// FaceDown: ActCast, the card is cast face down with its morph or disguise ability
	// (CR 702.37c, 702.168b; rules/facedown.go).
	FaceDown bool
	// Alt: ActCast, the alternative or optional cost of the card's AltCosts the cast pays
	// (evoke, dash, surge, buyback; rules/altcost.go); AltNone: none.
	Alt AltCostKind

	// BlockerOrders: the defending team's ActOrder, each blocker's order among the
	// attackers it blocks (810.7e of the 2011 rules, second sentence).
	BlockerOrders []BlockerOrdering
}

// assignments, orders and modes read the rare parts of an action (nil when absent).
func (a *Action) assignments() []DamageAssignment {
	if a.Rare == nil {
		return nil
	}
	return a.Rare.Assign
}

// faceDown reports whether cast action a casts its card face down.
func (a *Action) faceDown() bool { return a.Rare != nil && a.Rare.FaceDown }

func (a *Action) orders() []Ordering {
	if a.Rare == nil {
		return nil
	}
	return a.Rare.Orders
}

func (a *Action) blockerOrders() []BlockerOrdering {
	if a.Rare == nil {
		return nil
	}
	return a.Rare.BlockerOrders
}

func (a *Action) face() int {
	if a.Rare == nil {
		return 0
	}
	return a.Rare.Face
}

func (a *Action) modes() []int {
	if a.Rare == nil {
		return nil
	}
	return a.Rare.Modes
}

// Pass returns the pass action for team t.
func Pass(t TeamID) Action {
	return Action{Kind: ActPass, Team: t, Player: NoPlayer, Obj: NoObj, Assist: NoPlayer}
}

// Apply carries out an action if it is legal now, and moves the game on to its next
// decision. An illegal action is refused with an error and changes nothing.
func (g *Game) Apply(a Action) error {
	if g.over {
		return ErrGameOver
	}
	if err := g.apply(&a); err != nil {
		g.moment-- // a refused action changes nothing, not even the count of instants
		return err
	}
	g.actions++
	if g.actions >= g.cfg.MaxActions {
		g.settled = false
		g.drawGame(EndActionLimit)
		return nil
	}
	g.run()
	return nil
}

// canonicalCopy returns the first card in the same hand that is a copy of card id (and
// not in used): copies in a hand can't be told apart, so every way of naming one of them,
// structured or in notation, picks the same object and replays are exact.
func (g *Game) canonicalCopy(id ObjID, used []ObjID) ObjID {
	if id < 0 || int(id) >= g.objs.len() || g.obj(id).Zone != ZoneHand {
		return id
	}
	o := g.obj(id)
	for _, h := range g.players[o.Owner].hand {
		if g.obj(h).Def == o.Def && !containsID(used, h) {
			return h
		}
	}
	return id
}

func (g *Game) apply(a *Action) error {
	g.moment++ // a new action: what it does (costs paid, a choice answered) happens anew
	if err := g.checkIDs(a); err != nil {
		return err
	}
	switch a.Kind {
	case ActPlayLand, ActCast:
		a.Obj = g.canonicalCopy(a.Obj, nil)
	case ActBottom:
		cards := make([]ObjID, len(a.Cards))
		for i, c := range a.Cards {
			cards[i] = g.canonicalCopy(c, cards[:i])
		}
		a.Cards = cards
	}
	if a.Kind == ActConcede {
		if err := g.checkPlayer(a.Player); err != nil {
			return err
		}
		g.noteAction(a)
		t := g.players[a.Player].Team
		if g.players[a.Player].Lost {
			return refuse(RefusedUnknownPlayer, "%s has left the game", g.players[a.Player].Name)
		}
		if g.lifePerPlayer() && len(g.teams[t].members) > 1 {
			// CR 104.3a, 800.4a: the player leaves alone; their team plays on, and a
			// decision that was theirs goes on without them.
			resumeID := g.resolutionWaiting()
			mine := g.wait == waitChoice && g.choice != nil && g.choice.spec.Player == a.Player
			g.playerLeaves(a.Player, ending{cause: EndConcession, player: a.Player})
			if mine {
				g.goOnWithout(NoTeam, resumeID)
			}
			return nil
		}
		// CR 810.8b: the team leaves the game at once and loses.
		g.teamLoses(t, ending{cause: EndConcession, player: a.Player})
		g.leaveGame(t)
		return nil
	}
	switch g.wait {
	case waitPriority:
		return g.applyPriority(a)
	case waitChoice:
		return g.applyChoice(a)
	case waitMulligan:
		return g.applyMulligan(a)
	case waitBottom:
		return g.applyBottom(a)
	case waitAttack:
		return g.applyAttack(a)
	case waitBlock:
		return g.applyBlock(a)
	case waitAssign:
		return g.applyAssign(a)
	case waitDiscard:
		return g.applyDiscard(a)
	case waitOrder:
		return g.applyOrderAction(a)
	}
	return refuse(RefusedWrongTiming, "the game isn't waiting for an action")
}

// checkIDs refuses an action with an id that names nothing in any of its parts (NoPlayer,
// NoTeam and NoObj stand for "none" and pass), so that the checks of each kind can look
// every id up.
func (g *Game) checkIDs(a *Action) error {
	player := func(p PlayerID) error {
		if p != NoPlayer && !g.validPlayer(p) {
			return refuse(RefusedUnknownPlayer, "unknown player %d", p)
		}
		return nil
	}
	obj := func(id ObjID) error {
		if id != NoObj && (id < 0 || int(id) >= g.objs.len()) {
			return refuse(RefusedUnknownObject, "unknown object %d", id)
		}
		return nil
	}
	target := func(t Target) error {
		if err := player(t.Player); err != nil {
			return err
		}
		return obj(t.Obj)
	}
	if a.Team != NoTeam && (a.Team < 0 || int(a.Team) >= len(g.teams)) {
		return refuse(RefusedUnknownPlayer, "unknown team %d", a.Team)
	}
	if err := player(a.Player); err != nil {
		return err
	}
	if err := player(a.Assist); err != nil {
		return err
	}
	if err := obj(a.Obj); err != nil {
		return err
	}
	for _, t := range a.Targets {
		if err := target(t); err != nil {
			return err
		}
	}
	for _, c := range a.Cards {
		if err := obj(c); err != nil {
			return err
		}
	}
	for _, d := range a.Attacks {
		if d.Team != NoTeam && (d.Team < 0 || int(d.Team) >= len(g.teams)) {
			return refuse(RefusedUnknownPlayer, "unknown team %d", d.Team)
		}
		if err := obj(d.Attacker); err != nil {
			return err
		}
		if err := target(d.Target); err != nil {
			return err
		}
	}
	for _, b := range a.Blocks {
		if err := obj(b.Blocker); err != nil {
			return err
		}
		if err := obj(b.Attacker); err != nil {
			return err
		}
	}
	for _, da := range a.assignments() {
		if err := obj(da.Source); err != nil {
			return err
		}
		for _, p := range da.Parts {
			if err := target(p.To); err != nil {
				return err
			}
		}
	}
	for _, o := range a.orders() {
		if err := obj(o.Attacker); err != nil {
			return err
		}
		for _, b := range o.Blockers {
			if err := obj(b); err != nil {
				return err
			}
		}
	}
	return nil
}

func (g *Game) checkPlayer(p PlayerID) error {
	if p < 0 || int(p) >= len(g.players) {
		return refuse(RefusedUnknownPlayer, "unknown player")
	}
	return nil
}

func (g *Game) checkTeam(t TeamID) error {
	if t < 0 || int(t) >= len(g.teams) {
		return refuse(RefusedUnknownPlayer, "unknown team")
	}
	return nil
}

// leaveGame removes a team's objects when it leaves the game (CR 800.4a) and moves the
// game on to priority.
func (g *Game) leaveGame(t TeamID) {
	resumeID := g.resolutionWaiting()
	g.leaveObjects(t)
	g.goOnWithout(t, resumeID)
}

// goOnWithout moves the game on after team t, or a player of a team that plays on (t
// NoTeam), left it while a decision waited: a resolution waiting on them (resumeID) goes
// on, else the game goes on to priority.
func (g *Game) goOnWithout(t TeamID, resumeID int) {
	if !g.over && resumeID != 0 && len(g.stack) > 0 && g.stack[len(g.stack)-1].ID == resumeID {
		// CR 800.4f-g: the spell or ability resolving goes on without the player who
		// left: it asks its questions again from its recorded answers, and those that
		// were the player's aren't asked of anyone.
		if t != NoTeam && g.priority == t {
			g.priority = g.nextLiveTeam(t)
		}
		g.choice = nil
		g.wait = waitNone
		g.stage = stageResolving
		return
	}
	if !g.over {
		if t != NoTeam && g.priority == t {
			g.priority = g.nextLiveTeam(t) // CR 800.4j
		}
		declaring := g.wait == waitAttack || g.wait == waitBlock
		g.wait = waitNone
		g.stage = stagePriority
		if declaring && g.rb().Variant.OwnTurns() {
			g.stage = stageStep // the step's declarations go on without the player (CR 802.4)
		}
	}
}

// leaveObjects removes the objects of a team that leaves the game (CR 800.4a): those its
// players own leave, the spells and abilities they control on the stack cease to exist;
// in a game that goes on, so do their triggered abilities waiting to be put on the
// stack (CR 800.4d), and what they still control is exiled.
func (g *Game) leaveObjects(t TeamID) {
	goesOn := g.rb().Variant.OwnTurns() && !g.over
	g.meleeLeaves(t) // CR 807.4c, 807.4e-g
	for _, p := range g.teams[t].members {
		g.leavePlayerObjects(p, goesOn)
	}
}

// leavePlayerObjects removes the objects of player p, who leaves the game (CR 800.4a);
// goesOn: the game goes on without them.
func (g *Game) leavePlayerObjects(p PlayerID, goesOn bool) {
	if goesOn {
		// CR 800.4a: effects giving the player control of objects end; what the
		// player still controls is then exiled.
		kept := g.effects[:0]
		for _, e := range g.effects {
			if e.Kind != EffControl || e.Player != p {
				kept = append(kept, e)
			}
		}
		if len(kept) != len(g.effects) {
			g.effects = kept
			g.applyLayers()
		}
		for i := len(g.battlefield) - 1; i >= 0; i-- {
			if id := g.battlefield[i]; g.obj(id).Controller == p && g.obj(id).Owner != p {
				g.moveTo(id, ZoneExile, false) // CR 800.4a, last sentence
			}
		}
		pending := g.pendingTriggers[:0]
		for _, pt := range g.pendingTriggers {
			if pt.ctrl != p {
				pending = append(pending, pt)
			}
		}
		g.pendingTriggers = pending
	}
	for i := len(g.battlefield) - 1; i >= 0; i-- {
		id := g.battlefield[i]
		if g.obj(id).Owner == p {
			g.moveTo(id, ZoneExile, false)
		}
	}
	for i := len(g.stack) - 1; i >= 0; i-- {
		if g.stack[i].Controller == p {
			if g.stack[i].Spell {
				g.moveTo(g.stack[i].Obj, ZoneExile, false)
			} else {
				g.stack = append(g.stack[:i], g.stack[i+1:]...)
			}
		}
	}
}

func (g *Game) applyPriority(a *Action) error {
	switch a.Kind {
	case ActPass:
		if err := g.checkTeam(a.Team); err != nil {
			return err
		}
		if a.Team != g.priority {
			return refuse(RefusedNotYourPriority, "%s doesn't have priority; %s has it (CR 805.5)", g.teams[a.Team].Name, g.teams[g.priority].Name)
		}
		g.noteAction(a)
		g.wait = waitNone
		g.pass()
		// Passing changes no object, event or trigger: if no action came between the
		// last checks and this pass, the next team gets priority without them.
		g.settled = g.stage == stagePriority && g.checkedAt == g.actions && !settleOff
		return nil
	case ActPlayLand:
		if err := g.checkPlayLand(a); err != nil {
			return err
		}
		g.noteAction(a)
		g.players[a.Player].LandsPlayed++
		id := g.putOntoBattlefield(a.Obj, a.Player, false) // enters tapped if it says so
		g.emit(Event{Kind: EvEntersBattlefield, Obj: id, Player: a.Player, Source: NoObj})
	case ActCast:
		if err := g.checkPlayer(a.Player); err != nil {
			return err
		}
		plan, err := g.planCast(a)
		if err != nil {
			return err
		}
		g.noteAction(a)
		g.carryOut(plan)
	case ActActivate:
		if err := g.checkPlayer(a.Player); err != nil {
			return err
		}
		plan, err := g.planActivate(a)
		if err != nil {
			return err
		}
		if plan.mana && plan.item.Ability.ChoosePlayerMana {
			g.noteAction(a)
			g.startChosenPlayerMana(plan) // "Choose a player. That player adds ..."
			return nil
		}
		if plan.mana {
			return refuse(RefusedMalformed, "that is a mana ability: use \"taps ... for\" or let costs be paid automatically")
		}
		g.noteAction(a)
		g.carryOut(plan)
	case ActTapForMana:
		if err := g.checkPlayer(a.Player); err != nil {
			return err
		}
		return g.tapForMana(a)
	default:
		return refuse(RefusedOtherDecision, "%s has priority: expected pass, a land, a spell or an ability", g.teams[g.priority].Name)
	}
	// CR 117.3c: the team that acted receives priority again.
	g.passes = 0
	g.wait = waitNone
	g.stage = stagePriority
	return nil
}

func (g *Game) checkPlayLand(a *Action) error {
	if err := g.checkPlayer(a.Player); err != nil {
		return err
	}
	if err := g.hasPriority(a.Player); err != nil {
		return err
	}
	if a.Obj < 0 || int(a.Obj) >= g.objs.len() {
		return refuse(RefusedUnknownObject, "unknown card")
	}
	o := g.obj(a.Obj)
	if o.Zone != ZoneHand || o.Owner != a.Player {
		return refuse(RefusedWrongZone, "%s is not in %s's hand", o.shownName(), g.players[a.Player].Name)
	}
	if !o.Def.Types.Has(Land) {
		return refuse(RefusedMalformed, "%s is not a land; cast it with \"%s casts %s\"", o.shownName(), g.players[a.Player].Name, o.shownName())
	}
	if !g.sorceryTiming(a.Player) {
		return refuse(RefusedWrongTiming, "a land can be played only in your team's main phase with an empty stack (CR 305.1)")
	}
	if g.players[a.Player].LandsPlayed >= 1 {
		return refuse(RefusedLimitReached, "%s has already played a land this turn (CR 305.2, 805.4c)", g.players[a.Player].Name)
	}
	return nil
}

// tapForMana activates a mana ability: the mana goes to the pool (CR 605, 106.4).
func (g *Game) tapForMana(a *Action) error {
	if a.Obj < 0 || int(a.Obj) >= g.objs.len() {
		return refuse(RefusedUnknownObject, "unknown permanent")
	}
	o := g.obj(a.Obj)
	idx := -1
	for i, ab := range g.abilitiesOf(a.Obj) {
		if ab.Kind == ManaAbility && g.manaKinds(ab, a.Obj)&(1<<a.Mana) != 0 {
			idx = i
			break
		}
	}
	if idx < 0 {
		return refuse(RefusedNoSuchAbility, "%s can't make that mana", o.shownName())
	}
	b := *a
	b.Ability = idx
	plan, err := g.planActivate(&b)
	if err != nil {
		return err
	}
	plan.manaKind = a.Mana
	g.noteAction(a)
	g.carryOut(plan)
	if g.wait == waitPriority {
		g.wait = waitNone
		g.stage = stagePriority
	}
	return nil
}

func (g *Game) applyChoice(a *Action) error {
	c := g.choice.spec
	if a.Kind != ActChoose {
		return refuse(RefusedOtherDecision, "%s", "a choice is pending: "+g.PromptText(g.Pending())+"; expected \"<name> chooses ...\"")
	}
	by := g.decidedBy(c.Player, c.Team)
	if by != NoPlayer && a.Player != NoPlayer {
		// CR 805.8 (Sorin Markov's ruling): the controlling player makes every choice the
		// controlled player or team would make.
		if a.Player != by {
			t := c.Team
			if c.Player != NoPlayer {
				t = g.players[c.Player].Team
			}
			return refuse(RefusedNotYourDecision, "%s controls %s this turn and makes that choice (CR 805.8)", g.players[by].Name, g.teams[t].Name)
		}
	} else if c.Player != NoPlayer && a.Player != c.Player && !(a.Player == NoPlayer && a.Team == g.players[c.Player].Team) {
		return refuse(RefusedNotYourDecision, "the choice belongs to %s", g.players[c.Player].Name)
	}
	if c.Player == NoPlayer && (by == NoPlayer || a.Player == NoPlayer) {
		t := a.Team
		if a.Player != NoPlayer && a.Player >= 0 && int(a.Player) < len(g.players) {
			t = g.players[a.Player].Team
		}
		if t != c.Team {
			return refuse(RefusedNotYourDecision, "the choice belongs to team %s", g.teams[c.Team].Name)
		}
	}
	if err := checkPicks(a.Choices, len(c.Options), c.Min, c.Max); err != nil {
		return refuseWrap(err, "%s: %v", g.PromptText(g.Pending()), err)
	}
	g.noteAction(a)
	if g.choice.legend {
		// CR 704.5j: the chosen legendary permanent stays; the rest go to the graveyard.
		keep := c.Options[a.Choices[0]].Obj
		g.choice = nil
		for _, o := range c.Options {
			if o.Obj != keep && g.obj(o.Obj).Zone == ZoneBattlefield {
				g.note(Entry{Kind: JLegendRule, Obj: o.Obj, Card: g.obj(o.Obj).Def})
				g.dies(o.Obj)
			}
		}
		g.wait = waitNone
		g.stage = stagePriority
		return nil
	}
	if g.choice.untapStep {
		g.answerKeepTapped(a.Choices)
		return nil
	}
	if g.choice.manaStep > 0 {
		g.answerManaChoice(a.Choices)
		return nil
	}
	if g.choice.openingExile {
		g.answerOpeningExile(a.Choices)
		return nil
	}
	if g.choice.openingTeam > 0 {
		g.answerOpening(a.Choices)
		return nil
	}
	if g.choice.order != nil {
		g.answerTriggerOrder(a.Choices[0])
		g.wait = waitNone
		g.stage = stagePriority
		return nil
	}
	if g.choice.modeChoice {
		g.answerTriggerMode(a.Choices[0])
		g.wait = waitNone
		g.stage = stagePriority
		return nil
	}
	if i := g.choice.stackIndex; i > 0 {
		opt := c.Options[a.Choices[0]]
		it := &g.stack[i-1]
		if opt.Player == NoPlayer && opt.Obj == NoObj {
			it.Res.needTargets = false // "none": no more of its "up to N" targets (CR 115.1)
			g.emitTargeted(i - 1)
		} else {
			it.Res.Targets = append(it.Res.Targets, Target{Player: opt.Player, Obj: opt.Obj})
		}
		g.choice = nil
		g.wait = waitNone
		g.stage = stagePriority
		return nil
	}
	top := &g.stack[len(g.stack)-1]
	top.Res.answers = append(top.Res.answers, append([]int(nil), a.Choices...))
	top.Res.answerKeys = append(top.Res.answerKeys, optionsKey(&c))
	g.choice = nil
	g.wait = waitNone
	g.stage = stageResolving
	return nil
}

func checkPicks(picks []int, n, lo, hi int) error {
	if len(picks) < lo || len(picks) > hi {
		if lo == hi {
			return refuse(RefusedBadChoice, "choose exactly %d", lo)
		}
		return refuse(RefusedBadChoice, "choose between %d and %d", lo, hi)
	}
	seen := map[int]bool{}
	for _, p := range picks {
		if p < 0 || p >= n {
			return refuse(RefusedBadChoice, "no such option")
		}
		if seen[p] {
			return refuse(RefusedBadChoice, "an option is chosen twice")
		}
		seen[p] = true
	}
	return nil
}

func (g *Game) applyMulligan(a *Action) error {
	p := g.mull.next(g)
	if a.Kind != ActMulligan && a.Kind != ActKeep {
		return refuse(RefusedOtherDecision, "%s must keep or mulligan first (\"%s keeps\" or \"%s mulligans\")", g.players[p].Name, g.players[p].Name, g.players[p].Name)
	}
	if q := a.Player; q != p {
		// CR 805.3a: the players of the team due declare in whatever order that team likes.
		if q < 0 || int(q) >= len(g.players) || g.players[q].Team != g.players[p].Team || g.mull.kept[q] || g.mull.said[q] != 0 {
			if !g.rb().LondonMulligan() {
				// 606.6a of the 2006-2011 rules: the starting team takes all its mulligans first.
				return refuse(RefusedNotYourDecision, "it is %s's turn to keep or mulligan (606.6a of the %s rules: %s takes its mulligans first, its players at the same time)", g.players[p].Name, g.cfg.Edition, g.teams[g.players[p].Team].Name)
			}
			return refuse(RefusedNotYourDecision, "it is %s's turn to keep or mulligan (CR 805.3a)", g.players[p].Name)
		}
		p = q
	}
	if a.Kind == ActMulligan && !g.rb().LondonMulligan() && g.players[p].Mulligans >= 7 {
		// 606.6a of the 2006-2011 rules: one card fewer each time "until the hand size
		// reaches zero cards".
		return refuse(RefusedLimitReached, "%s's hand is down to zero cards: no further mulligan (606.6a of the %s rules)", g.players[p].Name, g.cfg.Edition)
	}
	g.mulliganDecide(p, a.Kind == ActMulligan)
	if g.wait == waitMulligan || g.wait == waitBottom {
		return nil
	}
	return nil
}

func (g *Game) applyBottom(a *Action) error {
	p := g.mull.nextBottom(g)
	if a.Kind != ActBottom || a.Player != p {
		return refuse(RefusedOtherDecision, "%s must put %d card(s) on the bottom first (\"%s bottoms ...\")", g.players[p].Name, g.mull.toBottom(g, p), g.players[p].Name)
	}
	n := g.mull.toBottom(g, p)
	if len(a.Cards) != n {
		return refuse(RefusedBadChoice, "%s must put exactly %d card(s) on the bottom (CR 103.5)", g.players[p].Name, n)
	}
	seen := map[ObjID]bool{}
	for _, c := range a.Cards {
		if c < 0 || int(c) >= g.objs.len() || g.obj(c).Zone != ZoneHand || g.obj(c).Owner != p || seen[c] {
			return refuse(RefusedBadChoice, "each card put on the bottom must be a different card in %s's hand", g.players[p].Name)
		}
		seen[c] = true
	}
	g.noteAction(a)
	g.bottom(p, a.Cards)
	return nil
}

func (g *Game) applyAttack(a *Action) error {
	if a.Kind != ActAttack || a.Team != g.turn.Team {
		return refuse(RefusedOtherDecision, "%s must declare attackers (\"%s attacks with ...\" or \"%s declares no attackers\")", g.teams[g.turn.Team].Name, g.teams[g.turn.Team].Name, g.teams[g.turn.Team].Name)
	}
	pays, err := g.checkAttack(a.Attacks)
	if err != nil {
		return err
	}
	g.noteAction(a)
	g.declareAttackers(a.Attacks, pays)
	g.wait = waitNone
	return nil
}

func (g *Game) applyBlock(a *Action) error {
	t := g.declaringTeam() // CR 509.1, 802.4
	if a.Kind != ActBlock || a.Team != t {
		return refuse(RefusedOtherDecision, "%s must declare blockers (\"%s blocks with ...\" or \"%s declares no blockers\")", g.teams[t].Name, g.teams[t].Name, g.teams[t].Name)
	}
	if err := g.checkBlock(a.Blocks); err != nil {
		return err
	}
	pays, _ := g.blockPayments(a.Blocks) // checked by checkBlock
	g.noteAction(a)
	g.declareBlockers(a.Blocks)
	for p, pay := range pays {
		g.pay(p, pay) // CR 509.1f
	}
	g.wait = waitNone
	return nil
}

func (g *Game) applyAssign(a *Action) error {
	team := g.assignTeam() // the attacking team, then the defending team (CR 510.1c-d)
	if team == NoTeam {
		team = g.turn.Team
	}
	if a.Kind != ActAssign || a.Team != team {
		return refuse(RefusedOtherDecision, "%s must assign combat damage (\"%s assigns ...\" or \"%s assigns default\")", g.teams[team].Name, g.teams[team].Name, g.teams[team].Name)
	}
	var chosen []DamageAssignment
	if !a.Default {
		seen := map[ObjID]bool{}
		for _, da := range a.assignments() {
			if seen[da.Source] {
				return refuse(RefusedIllegalDamage, "%s's damage is assigned twice", g.obj(da.Source).Def.Name)
			}
			seen[da.Source] = true
			check := g.checkAssignment
			if team != g.turn.Team {
				check = g.checkBlockerAssignment
			}
			if err := check(da); err != nil {
				return err
			}
			chosen = append(chosen, da)
		}
	}
	g.noteAction(a)
	g.combat.assigned = append(g.combat.assigned, chosen...)
	if team == g.turn.Team {
		g.combat.attackAssigned = true
	} else {
		g.combat.blockAssigners |= 1 << uint(team)
		g.combat.blockAssigned = g.blockAssigner() == NoTeam // CR 802.5: the next defending player's turn to assign
	}
	g.wait = waitNone // the damage step goes on: the next assignment, or the damage
	return nil
}

func (g *Game) applyOrderAction(a *Action) error {
	if t := g.orderTeam(); t != NoTeam && t != g.turn.Team { // CR 810.7e of 2011, second sentence: the defending team's orders
		if a.Kind != ActOrder || a.Team != t || len(a.orders()) > 0 {
			return refuse(RefusedOtherDecision, "%s must announce the damage assignment order (\"%s orders <blocker> -> <attacker>, <attacker>\")", g.teams[t].Name, g.teams[t].Name)
		}
		if err := g.checkBlockerOrder(a.blockerOrders()); err != nil {
			return err
		}
		g.noteAction(a)
		g.applyBlockerOrder(a.blockerOrders())
		g.wait = waitNone
		return nil
	}
	if a.Kind != ActOrder || a.Team != g.turn.Team || len(a.blockerOrders()) > 0 {
		return refuse(RefusedOtherDecision, "%s must announce the damage assignment order (\"%s orders <attacker> -> <blocker>, <blocker>\")", g.teams[g.turn.Team].Name, g.teams[g.turn.Team].Name)
	}
	if err := g.checkOrder(a.orders()); err != nil {
		return err
	}
	g.noteAction(a)
	g.applyOrder(a.orders())
	g.wait = waitNone
	return nil
}

func (g *Game) applyDiscard(a *Action) error {
	p := g.discarder(a)
	n := len(g.players[p].hand) - 7
	want := p
	if by := g.decidedBy(p, NoTeam); by != NoPlayer {
		want = by // CR 805.8: the controlling player chooses p's discard
	}
	if a.Kind != ActChoose || a.Player != want {
		code := RefusedOtherDecision
		if a.Kind == ActChoose {
			code = RefusedNotYourDecision
		}
		return refuse(code, "%s must discard %d card(s) to hand size (\"%s chooses <card>, ...\") (CR 514.1)", g.players[p].Name, n, g.players[want].Name)
	}
	if err := checkPicks(a.Choices, len(g.players[p].hand), n, n); err != nil {
		return refuseWrap(err, "discard to hand size: %v", err)
	}
	g.noteAction(a)
	ids := make([]ObjID, len(a.Choices))
	for i, c := range a.Choices {
		ids[i] = g.players[p].hand[c]
	}
	for _, id := range ids {
		g.discard(p, id, JCleanupDiscard)
	}
	g.wait = waitNone
	return nil
}
