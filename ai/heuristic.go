package ai

import (
	"math"
	"sort"

	"github.com/ettinmtg/ettin/rules"
)

// Heuristic plays by rules of thumb, as a teammate: it develops its mana, casts its best
// spells, aims harmful effects only at opponents and helpful ones only at its own team,
// attacks and blocks after working out the combat, and passes when nothing is worth doing.
// Its estimates depend only on what its seat may see and on its seed (which breaks ties),
// so the same visible position gets the same answer; an action it values by simulation
// (an effect without an estimate) also depends on the situation's re-deal of the hidden
// cards, drawn from the driver's seed. It is also the playout policy of MCTS, so it is
// kept cheap.
type Heuristic struct {
	seed uint64
	// nosim: the player answers choices inside a simulation (resolveDown), from
	// estimates alone.
	nosim bool
	// buf is the list act lists legal actions into, reused from decision to decision
	// (a search's playouts list at almost every decision); listing says an act is using it.
	buf     []rules.Action
	listing bool
}

// list lists the legal actions of g into h's reused buffer, or into a new list while an
// act already holds the buffer. done must be called once the list is no longer read.
func (h *Heuristic) list(g *rules.Game) (acts []rules.Action, done func()) {
	if h.listing {
		return g.LegalActions(), func() {}
	}
	h.listing = true
	h.buf = g.AppendLegalActions(h.buf[:0])
	return h.buf, h.doneListing
}

func (h *Heuristic) doneListing() {
	clear(h.buf) // drop the references to the actions' targets and choices
	h.listing = false
}

// NewHeuristic returns a heuristic player; the seed breaks ties between equal options.
func NewHeuristic(seed uint64) *Heuristic { return &Heuristic{seed: seed} }

// Name is "heuristic".
func (h *Heuristic) Name() string { return "heuristic" }

// Act chooses an action for the decision of s. A lone legal action of a priority or
// mulligan decision is taken without the game; anything else is decided on the
// situation's determinized game.
func (h *Heuristic) Act(s *Situation) rules.Action {
	d := s.Pending()
	if d.Team != rules.NoTeam && s.Team != d.Team {
		return firstAction(s) // an opposing team it controls: see act
	}
	switch d.Kind {
	case rules.DecPriority:
		if quietMoment(s.Team, s.Moment) {
			return rules.Pass(d.Team)
		}
		fallthrough
	case rules.DecMulligan:
		if acts := s.Actions(); len(acts) == 1 {
			return acts[0]
		}
		return h.act(s.Game(), s.Seat, s.Actions())
	}
	return h.act(s.Game(), s.Seat, nil)
}

// firstAction is the first legal action of s, the least a player can do (pass, no
// attack, no blocks, keep).
func firstAction(s *Situation) rules.Action {
	if acts := s.Actions(); len(acts) > 0 {
		return acts[0]
	}
	return rules.Pass(s.Pending().Team)
}

// act chooses an action for the pending decision of g, deciding for seat; acts are the
// legal actions if already listed, else nil. g is a game the seat may read whole: a
// determinization, or a game of a search's own playout.
func (h *Heuristic) act(g *rules.Game, seat rules.PlayerID, acts []rules.Action) rules.Action {
	d := g.Pending()
	if d.Team != rules.NoTeam && g.TeamOf(seat) != d.Team {
		// Deciding for an opposing team it controls (CR 805.8, Sorin Markov): it does the
		// least, the first listed action (pass, no attack, no blocks, keep).
		if acts == nil {
			var done func()
			acts, done = h.list(g)
			defer done()
		}
		if len(acts) > 0 {
			return acts[0]
		}
		return rules.Pass(d.Team)
	}
	if d.Kind == rules.DecPriority && h.quietPass(g, seat) {
		return rules.Pass(d.Team) // skips listing the legal actions, the bulk of the cost
	}
	c := newCtx(g, seat)
	c.nosim = h.nosim
	switch d.Kind {
	case rules.DecAttack:
		return c.planAttack()
	case rules.DecBlock:
		return c.planBlocks()
	}
	if acts == nil {
		var done func()
		acts, done = h.list(g)
		defer done()
	}
	if len(acts) == 0 {
		return rules.Pass(g.PriorityTeam())
	}
	if len(acts) == 1 && d.Kind != rules.DecChoice && d.Kind != rules.DecBottom && d.Kind != rules.DecDiscard {
		return acts[0]
	}
	switch d.Kind {
	case rules.DecMulligan:
		return h.mulligan(c, acts)
	case rules.DecBottom:
		return rules.Action{Kind: rules.ActBottom, Player: acts[0].Player, Cards: c.worstCards(c.ownHand(acts[0].Player), d.Min, acts[0].Player),
			Obj: rules.NoObj, Assist: rules.NoPlayer}
	case rules.DecDiscard:
		return c.discardAction(acts[0], d)
	case rules.DecChoice:
		return h.choose(c, d, acts)
	case rules.DecPriority:
		return h.priority(c, acts)
	case rules.DecOrder:
		return c.damageOrder(acts) // either team's (810.7e of the 2011 rules)
	}
	return acts[0]
}

// quietPass reports, without listing the legal actions, that the team would pass
// priority anyway: its own spell or ability is on top of the stack, or it is not its main
// phase and either not a moment for instants or it has no instant it could pay for and no
// ability it could activate.
func (h *Heuristic) quietPass(g *rules.Game, seat rules.PlayerID) bool {
	c := newCtx(g, seat)
	if quietMoment(c.team, momentOf(g)) {
		return true
	}
	if g.ActiveTeam() == c.team && (g.Step() == rules.Main1 || g.Step() == rules.Main2) && g.StackLen() == 0 {
		return false
	}
	mana := false
	for _, p := range g.Members(c.team) {
		mana = mana || manaOf(g, p) > 0
	}
	// Out of its main phase the team can only cast instants and activate abilities.
	if mana {
		for _, p := range g.Members(c.team) {
			for _, id := range c.ownHand(p) {
				if g.Obj(id).Def.Types.Has(rules.Instant) {
					return false
				}
			}
		}
	}
	for _, id := range g.Battlefield() {
		o := g.Obj(id)
		if !c.mine(o.Controller) {
			continue
		}
		for _, a := range o.Def.Abilities {
			if a.Kind != rules.ActivatedAbility || !mana && !a.Cost.IsZero() {
				continue
			}
			if a.Tap && (o.Tapped || o.Is(rules.Creature) && o.Sick && !o.Has(rules.Haste)) {
				continue
			}
			return false
		}
	}
	return true
}

// quietMoment reports, from public facts alone, that team passes priority at moment m
// whatever it holds: its own spell or ability is on top of the stack (it lets it
// resolve), or the stack is empty at a moment that isn't for instants (timing).
func quietMoment(team rules.TeamID, m Moment) bool {
	if m.OtherStacks {
		return false // another stack may call for an answer (CR 807.5b)
	}
	if m.StackSize > 0 {
		return m.StackTeam == team
	}
	return !goodMoment(team, m)
}

// noise is a tiny deterministic tie-breaker for option i of the current turn.
func (h *Heuristic) noise(g *rules.Game, i int) float64 {
	x := h.seed ^ uint64(g.TurnNumber())*0x9e3779b97f4a7c15 ^ uint64(i+1)*0xbf58476d1ce4e5b9
	x ^= x >> 31
	x *= 0x94d049bb133111eb
	x ^= x >> 29
	return float64(x%1000) * 1e-6
}

// mulligan keeps a hand with a workable number of lands (KeepOpening).
func (h *Heuristic) mulligan(c *ctx, acts []rules.Action) rules.Action {
	p := acts[0].Player
	hand := c.ownHand(p)
	defs := make([]*rules.CardDef, len(hand))
	for i, id := range hand {
		defs[i] = c.g.Obj(id).Def
	}
	keep := KeepOpening(defs, c.g.Player(p).Mulligans)
	for _, a := range acts {
		if keep && a.Kind == rules.ActKeep || !keep && a.Kind == rules.ActMulligan {
			return a
		}
	}
	return acts[0]
}

// KeepOpening is the heuristic player's mulligan decision for an opening hand, after
// mulligans mulligans: keep a hand with a workable number of lands, two to five of seven,
// fewer needed as the hand shrinks, and any hand after two mulligans. It reads only the
// hand, so a player that knows no more (a network bot) decides the same way.
func KeepOpening(hand []*rules.CardDef, mulligans int) bool {
	lands := 0
	for _, d := range hand {
		if d != nil && d.Types.Has(rules.Land) {
			lands++
		}
	}
	n := len(hand)
	lo, hi := 2, 5
	if n <= 6 {
		lo, hi = 1, n-2
	}
	return mulligans >= 2 || n <= 4 || lands >= lo && lands <= hi
}

// worstCards picks the n cards of a hand the player would most like to be rid of: spare
// lands once there are enough, else the spells least likely to be cast soon.
func (c *ctx) worstCards(hand []rules.ObjID, n int, p rules.PlayerID) []rules.ObjID {
	kept := append([]rules.ObjID(nil), hand...)
	var out []rules.ObjID
	onField := landsOf(c.g, p)
	for len(out) < n && len(kept) > 0 {
		bi, bq := 0, math.Inf(-1)
		for i := range kept {
			rest := append(append([]rules.ObjID(nil), kept[:i]...), kept[i+1:]...)
			if q := c.handQuality(rest, onField); q > bq {
				bi, bq = i, q
			}
		}
		out = append(out, kept[bi])
		kept = append(kept[:bi], kept[bi+1:]...)
	}
	return out
}

// handQuality scores a hand: its spells, worth less when they cost more than the lands
// will soon allow, and its lands, worth much while more are needed and little after.
func (c *ctx) handQuality(hand []rules.ObjID, onField int) float64 {
	lands, top := 0, 0
	for _, id := range hand {
		def := c.g.Obj(id).Def
		if def.Types.Has(rules.Land) {
			lands++
		} else {
			top = max(top, def.Cost.Value(0))
		}
	}
	q := 0.0
	avail := onField + lands
	for _, id := range hand {
		def := c.g.Obj(id).Def
		if def.Types.Has(rules.Land) {
			continue
		}
		v := cardValue(def, onField)
		if def.Cost.Value(0) > avail+2 {
			v *= 0.5
		}
		q += v
	}
	need := max(min(max(top, 3), 6)-onField, 0)
	q += 3.5*float64(min(lands, need)) + 0.5*float64(max(lands-need, 0))
	return q
}

// discardAction discards to hand size the cards worth least.
func (c *ctx) discardAction(tmpl rules.Action, d rules.Decision) rules.Action {
	hand := c.ownHand(tmpl.Player)
	a := tmpl
	a.Choices = nil
	for _, id := range c.worstCards(hand, d.Min, tmpl.Player) {
		for i, h := range hand {
			if h == id {
				a.Choices = append(a.Choices, i)
			}
		}
	}
	sort.Ints(a.Choices)
	return a
}

// priority takes the best action worth taking now, or passes.
func (h *Heuristic) priority(c *ctx, acts []rules.Action) rules.Action {
	g := c.g
	if g.StackLen() > 0 && c.mine(g.StackTopController()) {
		return acts[0] // let our own spell or ability resolve first
	}
	listed := len(acts)
	acts = c.upToVariants(acts)
	var others map[int]*ctx
	pick := func(acts []rules.Action) (rules.Action, int) {
		best, bestV, bi := acts[0], 0.0, 0
		for i, a := range acts {
			if a.Kind == rules.ActPass {
				continue
			}
			if v := c.scoreOnStack(a, &others) + h.noise(g, i); v > bestV {
				best, bestV, bi = a, v, i
			}
		}
		return best, bi
	}
	best, bi := pick(acts)
	if bi >= listed && !c.accepts(best) {
		best, _ = pick(acts[:listed]) // a variant of its own that the engine refuses
	}
	return best
}

// scoreOnStack is actionScore for a priority action that may name another stack than the
// one being played (Grand Melee, CR 807.5b): such an action is scored in a copy of the
// game where its stack is the one being played, one copy per stack (kept in others).
func (c *ctx) scoreOnStack(a rules.Action, others *map[int]*ctx) float64 {
	n := a.StackNamed()
	if n == 0 {
		return c.actionScore(a)
	}
	if *others == nil {
		*others = map[int]*ctx{}
	}
	o, ok := (*others)[n]
	if !ok {
		if g, err := c.g.PlayingStack(n); err == nil {
			o = newCtx(g, c.me)
			o.nosim = c.nosim
		}
		(*others)[n] = o
	}
	if o == nil {
		return -1
	}
	return o.actionScore(a)
}

// forbidden scores an action the policies never take: a harmful effect aimed at the
// team's own players or permanents, or a helpful one at an opponent's.
const forbidden = -winPoints

// actionScore is what taking a priority action now is worth, net of what it spends; at
// most zero means it isn't worth it.
func (c *ctx) actionScore(a rules.Action) float64 {
	switch a.Kind {
	case rules.ActPlayLand:
		return 100 + c.landNeed(a.Player, c.g.Obj(a.Obj).Def)
	case rules.ActCast:
		return c.castScore(a)
	case rules.ActActivate:
		return c.activateScore(a)
	}
	return -1
}

// landNeed scores a land for player p by the colors the spells in p's hand need and p's
// lands don't make yet.
func (c *ctx) landNeed(p rules.PlayerID, land *rules.CardDef) float64 {
	g := c.g
	var have uint8
	for _, id := range g.Battlefield() {
		if o := g.Obj(id); o.Controller == p {
			have |= producesOf(o.Def)
		}
	}
	var need [5]int
	for _, id := range c.ownHand(p) {
		def := g.Obj(id).Def
		if def.Types.Has(rules.Land) {
			continue
		}
		for col, n := range def.Cost.Colored {
			need[col] += int(n)
		}
	}
	makes := producesOf(land)
	v := 0.0
	for col, n := range need {
		if makes&(1<<col) != 0 {
			v += float64(n)
			if have&(1<<col) == 0 {
				v += 2 * float64(n)
			}
		}
	}
	if land.EntersTapped != nil {
		v -= 0.5
	}
	return v
}

// timing says whether now is a good moment for an instant-speed effect that isn't a
// combat trick or an answer to the stack: in the team's own main phases and combat, or in
// the opponents' combat and end step.
func (c *ctx) timing() bool { return goodMoment(c.team, momentOf(c.g)) }

// goodMoment is timing for team at moment m.
func goodMoment(team rules.TeamID, m Moment) bool {
	if m.StackSize > 0 {
		return false
	}
	s := m.Step
	if m.ActiveTeam == team {
		return s == rules.Main1 || s == rules.Main2 || s == rules.DeclareBlockers
	}
	return s == rules.DeclareAttackers || s == rules.DeclareBlockers || s == rules.EndStep
}

// faceOnly reports whether every target is an opposing player and damage to them should wait:
// burn goes at players when it wins the game (scored before this is asked), when the
// opponents are low, or at the opponents' end step once they are down to two thirds of
// their life with no creature worth it on their side.
func (c *ctx) faceOnly(ts []rules.Target) bool {
	if len(ts) == 0 {
		return false
	}
	for _, t := range ts {
		if !t.IsPlayer() || c.mine(t.Player) || c.friend(c.g.TeamOf(t.Player)) {
			return false // a creature, or the team's own player (Opportunity's draw), or a teammate
		}
	}
	g := c.g
	life := c.life(c.opp)
	if life <= 10 {
		return false
	}
	if g.ActiveTeam() == c.team || g.Step() != rules.EndStep || 3*life > 2*g.Rules().StartingLife(g.TeamSize(c.opp)) {
		return true
	}
	for _, id := range creatures(g, c.opp) {
		if creatureValue(g, id) >= 3 {
			return true
		}
	}
	return false
}

// reactive reports whether effects answer something on the stack or in combat: counters,
// pumps and damage prevention are worth casting while the stack is not empty.
func reactive(effs []rules.Effect) bool {
	for _, e := range effs {
		switch e.(type) {
		case rules.CounterTarget, rules.CounterUnlessPays, rules.Pump, rules.PreventCombatDamage:
			return true
		}
	}
	return false
}

// castScore values casting a spell now.
func (c *ctx) castScore(a rules.Action) float64 {
	c.kicks, c.addCost, c.alt = 0, false, rules.AltNone
	if a.Rare != nil {
		c.kicks = a.Rare.Kicks // "if this spell was kicked" (CR 702.33d)
		c.addCost = a.Rare.AddCost
		c.alt = a.Rare.Alt
	}
	defer func() { c.kicks, c.addCost, c.alt = 0, false, rules.AltNone }()
	return c.castValue(a) - c.addCostPenalty(a) + c.altCostValue(a, c.g.Obj(a.Obj).Def)
}

// castValue values casting a spell now, before its additional costs other than mana.
func (c *ctx) castValue(a rules.Action) float64 {
	g := c.g
	def := g.Obj(a.Obj).Def
	faceUp := 0.0
	if a.Rare != nil && a.Rare.FaceDown {
		// Cast face down: a 2/2 with no text now (CR 702.37c), and the card later, for its
		// morph or disguise cost: a part of what the card is worth more.
		shell := rules.FaceDownShell(def)
		if shell == nil {
			return -1
		}
		faceUp = 0.3 * max(0, cardValue(def, 0)-cardValue(shell, 0))
		def = shell
	}
	pen := 0.0
	if a.Assist != rules.NoPlayer {
		pen = 0.3 // the teammate's mana may be wanted for its own spells
	}
	mv := float64(def.Cost.Value(a.X))
	if !def.Types.Has(rules.Instant) && !def.Types.Has(rules.Sorcery) {
		return c.permanentSpellValue(a, def) + 0.05*mv - pen + faceUp
	}
	if def.Spell == nil {
		return -1
	}
	effs := def.Spell.Effects
	if len(def.Spell.Modes) > 0 {
		if a.Rare == nil {
			return -1
		}
		effs = modalEffects(def.Spell, a.Rare.Modes, a.Targets) // the modes chosen (CR 700.2)
	}
	var e est
	c.addEffects(&e, effs, a.Obj, a.Player, a.Targets, a.X)
	if e.harmsOwn || e.helpsOpp {
		return forbidden
	}
	v := c.score(&e)
	if e.unknown {
		// An effect without an estimate: the spell is worth what casting it does. The
		// card leaving the hand is taken back out: cardPoints below counts it.
		sv, ok := c.simulate(a)
		if !ok {
			return -1
		}
		v = sv + handCardScore
	}
	if v >= winPoints {
		return v
	}
	if def.Types.Has(rules.Instant) && !reactive(effs) && !c.timing() {
		return -1
	}
	if c.faceOnly(a.Targets) && def.Types.Has(rules.Instant) {
		return -1
	}
	for _, eff := range effs {
		if _, ok := eff.(rules.CounterTarget); ok {
			v -= 1.5 // counters wait for spells that matter
		}
	}
	return v - cardPoints - pen + 0.01*mv
}

// permanentSpellValue values a permanent spell: the permanent, what it does on entering,
// and for an Aura the creature it enchants.
func (c *ctx) permanentSpellValue(a rules.Action, def *rules.CardDef) float64 {
	g := c.g
	if (a.Bestow || hasAura(def)) && len(a.Targets) > 0 && !a.Targets[0].IsPlayer() {
		t := a.Targets[0].Obj
		tm := c.teamOfObj(t)
		if !a.Bestow && harmfulAura(def) {
			if tm == c.team {
				return forbidden
			}
			if staticOn(g, t, rules.StCantAttack) {
				return 0 // already held
			}
			return 0.8 * combatValue(g, t)
		}
		if tm != c.team {
			return forbidden
		}
		v := 0.5
		for _, ab := range def.Abilities {
			if ab.Static != nil && ab.Static.Affects == rules.AffectsEnchanted && ab.Static.Kind == rules.StModifyPT {
				v += float64(ab.Static.Power) + 0.6*float64(ab.Static.Toughness)
			}
			if ab.Trigger != nil && ab.Trigger.Enchanted {
				v += 1.5
			}
		}
		if a.Bestow {
			v += 0.5 * statValue(def.Power, def.Toughness, def.Keywords, nil) // it stays a creature if the host goes
		}
		return v
	}
	for _, id := range g.Battlefield() {
		o := g.Obj(id)
		if def.Super&rules.Legendary != 0 && o.Def == def && c.mine(o.Controller) {
			return -1 // the legend rule would put one into the graveyard
		}
	}
	for _, ab := range def.Abilities {
		if ab.Trigger == nil || ab.Trigger.Event != rules.EvState || ab.Trigger.State == nil || ab.Trigger.State.Kind != rules.CondLifeAtLeast {
			continue
		}
		for _, e := range ab.Effects {
			if _, ok := e.(rules.LoseGame); ok && c.life(c.team) >= ab.Trigger.State.N {
				return -winPoints // Transcendence at 20 or more life
			}
		}
	}
	var v float64
	switch {
	case def.Types.Has(rules.Creature):
		v = statValue(def.Power, def.Toughness, def.Keywords, def.Abilities)
	case def.Types.Has(rules.Planeswalker):
		v = 2 + float64(def.Loyalty)
	default:
		v = 1 + 0.8*float64(def.Cost.Value(0))
		if producesOf(def) != 0 {
			v++
		}
	}
	v += c.entersWithValue(def)
	etb, unknown := c.etbValue(def, a.Obj, a.Player)
	if unknown {
		// An entering ability without an estimate: the spell is worth what casting it and
		// letting it resolve does, the card leaving the hand taken back out.
		if sv, ok := c.simulate(a); ok {
			return sv + handCardScore
		}
	}
	return v + etb
}

// activateScore values activating an ability now, net of its costs.
func (c *ctx) activateScore(a rules.Action) float64 {
	g := c.g
	src := g.Obj(a.Obj)
	abs := g.AbilitiesOf(a.Obj) // granted ones too: the deploy ability (CR 804.2)
	if a.Ability < 0 || a.Ability >= len(abs) {
		return -1
	}
	ab := abs[a.Ability]
	var e est
	c.addEffects(&e, ab.Effects, a.Obj, a.Player, a.Targets, a.X)
	if e.harmsOwn || e.helpsOpp {
		return forbidden
	}
	if e.unknown {
		// An effect without an estimate: the ability is worth what activating it does,
		// the life paid, the permanents sacrificed and the loyalty spent included.
		sv, ok := c.simulate(a)
		if !ok {
			return -1
		}
		e = est{pts: sv}
	} else {
		c.abilityCosts(&e, a, ab, src)
	}
	v := c.score(&e)
	if v >= winPoints {
		return v
	}
	if ab.Kind != rules.LoyaltyAbility {
		if !reactive(ab.Effects) && !c.timing() {
			return -1
		}
		// A tap ability costs nothing at the opponents' end step: it may go at players then.
		free := ab.Tap && !ab.SacSelf && g.ActiveTeam() != c.team && g.Step() == rules.EndStep
		if c.faceOnly(a.Targets) && !free {
			return -1
		}
	}
	if ab.Tap && src.Is(rules.Creature) && g.ActiveTeam() == c.team && g.Step() < rules.DeclareAttackers {
		v -= 1.5 // tapped, it can't attack this turn
	}
	v -= 0.2 * float64(ab.Cost.Value(a.X))
	return v - 0.3
}

// abilityCosts adds to e what activating ability ab of src with action a costs besides
// mana: life paid, the source or other permanents sacrificed, loyalty.
func (c *ctx) abilityCosts(e *est, a rules.Action, ab *rules.Ability, src *rules.Object) {
	g := c.g
	if ab.PayLife.Kind != rules.AmtNone {
		e.life[c.team] -= c.amount(ab.PayLife, a.Player, a.Player, a.X, a.Obj, 0)
	}
	e.pts -= energyValue * float64(ab.PayEnergy)
	e.pts -= crewCost * float64(ab.Crew) // the creatures tapped to crew (CR 702.122a)
	if ab.SacSelf {
		e.pts -= permanentValue(g, a.Obj)
	}
	if ab.SacX != nil {
		e.pts -= 4 * float64(max(a.X, 1))
	}
	if ab.DiscardSelf {
		// Cycling: the card goes; a little less than a card, as the one drawn instead may
		// fit the game better.
		e.pts -= 0.8 * cardPoints
	}
	if ab.Kind == rules.LoyaltyAbility {
		e.pts += 0.8 * float64(ab.Loyalty)
		if int(src.Counters[rules.LoyaltyCounter])+ab.Loyalty <= 0 {
			e.pts -= permanentValue(g, a.Obj)
		}
	}
}

// bestMember picks the member of the team whose life total changing is best for it: with
// an effect that depends on the member (creatures they control), the one it gives most.
func (c *ctx) bestMember(opts []rules.Option) int {
	g := c.g
	st := g.Stack()
	if len(st) == 0 || st[len(st)-1].Ability == nil {
		return 0
	}
	top := st[len(st)-1]
	for _, e := range top.Ability.Effects {
		f, ok := e.(rules.SetLife)
		if !ok || f.Lowest {
			continue
		}
		bi, bv := 0, math.MinInt
		for i, o := range opts {
			if o.Player == rules.NoPlayer {
				continue
			}
			v := c.amount(f.Amount, top.Controller, o.Player, top.Res.X, top.Obj, 0)
			if !c.mine(o.Player) {
				v = -v
			}
			if v > bv {
				bi, bv = i, v
			}
		}
		return bi
	}
	return 0
}

// triggerTarget picks the target of one of the team's triggered abilities: the option
// with the best outcome, never harming the team or helping the opponents when avoidable.
func (c *ctx) triggerTarget(d rules.Decision) int {
	bi, bv := 0, math.Inf(-1)
	for i, v := range c.triggerTargetValues(d) {
		if v > bv {
			bi, bv = i, v
		}
	}
	return bi
}

// triggerTargetValues scores each option of a trigger's target choice (ChTriggerTarget);
// an option that harms the team or helps the opponents scores below forbidden/2.
func (c *ctx) triggerTargetValues(d rules.Decision) []float64 {
	g := c.g
	opts := d.Options
	var it *rules.StackItem
	st := g.Stack()
	// The choice names the trigger's place on the stack and its source.
	if i := d.Choice.N; i >= 0 && i < len(st) {
		if s := &st[i]; !s.Spell && s.Ability != nil && s.Obj == d.Choice.Source {
			it = s
		}
	}
	out := make([]float64, len(opts))
	for i, o := range opts {
		t := rules.Target{Player: o.Player, Obj: o.Obj}
		v := 0.0
		if it != nil {
			var e est
			ts := append([]rules.Target(nil), it.Res.Targets...)
			if o.Player != rules.NoPlayer || o.Obj != rules.NoObj {
				ts = append(ts, t) // else "none": no more targets for "up to N" (CR 115.1)
			}
			c.addEffects(&e, it.Ability.Effects, it.Obj, it.Controller, ts, it.Res.X)
			v = c.score(&e)
			if e.harmsOwn || e.helpsOpp {
				v += forbidden
			}
		} else if t.IsPlayer() && !c.mine(t.Player) {
			v = 1
		}
		out[i] = v
	}
	return out
}

// commonOpposingColor is the color most common among the opponents' creatures, weighted
// by power (for "choose a color" permanents like Teferi's Moat).
func (c *ctx) commonOpposingColor(n int) int {
	var w [5]int
	for _, id := range creatures(c.g, c.opp) {
		o := c.g.Obj(id)
		for col := 0; col < 5; col++ {
			if o.Cur.Colors.Has(rules.Color(col)) {
				w[col] += max(o.Cur.Power, 1)
			}
		}
	}
	best := 0
	for col := 1; col < min(n, 5); col++ {
		if w[col] > w[best] {
			best = col
		}
	}
	return best
}

// targetCount is the number of targets an ability takes.
func targetCount(ab *rules.Ability) int {
	n := 0
	for _, t := range ab.Targets {
		n += max(t.Count, 1)
	}
	return n
}

// addCostPenalty is what a cast gives up to its additional cost (CR 118.8): the life paid,
// and for a blight the creature's worth lost to the -1/-1 counters (all of it when they
// kill it), on the creature the engine chooses (the greatest toughness); for teamwork, the
// creatures tapped.
func (c *ctx) addCostPenalty(a rules.Action) float64 {
	g := c.g
	ac := g.Obj(a.Obj).Def.AddCost
	if ac == nil {
		return 0
	}
	if (a.Rare == nil || !a.Rare.AddCost) && (ac.Optional || ac.OrPay != nil) {
		return 0
	}
	switch ac.Kind {
	case rules.AddPayLife:
		return float64(ac.N) * c.lifeWeight(c.team, false)
	case rules.AddBlight:
		return blightLoss(g, a.Player, ac.N)
	case rules.AddBehold:
		return 0 // a permanent chosen, or a card shown: nothing is lost
	case rules.AddTapPower:
		// Teamwork taps creatures of total power N: they can't attack or block until they
		// untap, a quarter of that power's worth as a rough price.
		return 0.25 * float64(ac.N)
	}
	return 0
}
