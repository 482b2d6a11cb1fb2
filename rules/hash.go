package rules

// Hash is a digest of the whole game state (not the log): two games with the same hash
// are in the same position with the same random generator state. It is used to check
// determinism, replays, and that refused actions change nothing. Every field of the state
// is in it except the few hash_test.go lists with their reasons (setup-only parts of the
// config, the log, caches and scratch space); the test fails when a field is added and
// not hashed.
func (g *Game) Hash() uint64 {
	h := hasher{0x9e3779b97f4a7c15}
	// The variant, its options and the seats of this turn add nothing for Two-Headed Giant
	// (zero), which keeps the hashes of its games as they were.
	h.w(int64(g.cfg.Edition) | int64(g.cfg.Variant)<<8 | int64(g.cfg.Options.Attack)<<12 | int64(g.cfg.Options.Range)<<16 | int64(b2i(g.cfg.Options.Deploy))<<28 | int64(b2i(g.cfg.Options.SharedTurns))<<29 | int64(g.turn.seated)<<32)
	if g.cfg.Variant.seatsAlone(g.cfg.Options) {
		for _, s := range g.teamSide {
			h.w(int64(s))
		}
		for _, s := range g.sides {
			h.s(s.Name)
			h.w(int64(s.Emperor))
		}
	}
	h.w(int64(g.cfg.MaxTurns))
	h.w(int64(g.cfg.MaxActions))
	h.w(int64(len(g.teams)))
	for i := range g.teams {
		t := &g.teams[i]
		h.s(t.Name)
		h.ids32(t.members)
		h.w(int64(t.Life))
		h.w(int64(t.Poison))
		h.b(t.Lost)
		h.b(t.GainedLife)
		h.w(int64(t.SkipDraw))
		h.w(int64(t.SkipTurns))
		h.w(int64(t.TurnsTaken))
	}
	h.w(int64(len(g.players)))
	for i := range g.players {
		p := &g.players[i]
		h.s(p.Name)
		h.w(int64(p.Team))
		h.ids(p.library)
		h.ids(p.hand)
		h.ids(p.graveyard)
		h.ids(p.exile)
		for _, m := range p.Pool {
			h.w(int64(m))
		}
		h.w(int64(p.LandsPlayed))
		h.w(int64(p.Poison) ^ int64(p.Range)<<40 ^ int64(p.life)<<48) // Range, life: zero but in a few variants
		// Energy is hashed only when held, so that games without it hash as before.
		if p.Energy != 0 || p.Speed != 0 || p.SpeedTurn != 0 {
			h.w(int64(p.Energy)<<8 | 0xE ^ int64(p.Speed)<<40 ^ int64(p.SpeedTurn)<<44)
		}
		h.b(p.Lost)
		h.b(p.DrewEmpty)
		h.b(p.CantGainLife)
		h.w(int64(p.Mulligans))
		h.b(p.Kept)
		h.w(int64(p.Controller))
		h.w(int64(p.ControlNext))
		h.w(int64(p.LifeLost))
		h.w(int64(p.LifeGained))
		for _, m := range p.KeepMana {
			h.w(int64(m))
		}
		h.w(int64(p.ReverseLossTurn))
		h.w(int64(p.UntappedLandsAtStart))
		h.w(int64(p.SpellsCast)<<32 | int64(p.SpellsCastLastTurn))
		h.w(int64(p.Drawn))
		h.b(p.EnduringStory)
		if p.Damaged {
			h.w(-6) // only when set, so that other positions hash as before
		}
	}
	h.w(int64(g.objs.len()))
	for i := range g.objs.len() {
		h.object(g.obj(ObjID(i)))
	}
	h.ids(g.battlefield)
	h.stack(g.stack)
	h.w(int64(len(g.effects)))
	for i := range g.effects {
		e := &g.effects[i]
		h.w(int64(e.Kind))
		h.w(int64(e.Obj))
		h.w(int64(e.Player))
		h.w(int64(e.Source))
		h.w(int64(e.Timestamp))
		h.w(int64(e.Until))
		h.w(int64(e.Power))
		h.w(int64(e.Toughness))
		h.w(int64(e.Keywords))
		h.w(int64(e.Types))
		h.strs(e.Subtypes)
		h.w(int64(e.N))
		h.ability(e.Ability)
		h.s(e.Name)
		h.w(int64(e.Turn) ^ int64(e.Marker)<<40) // Marker: zero but in Grand Melee
	}
	for _, x := range g.rng.s {
		h.w(int64(x))
	}
	h.turn(&g.turn)
	h.w(int64(g.stage))
	h.w(int64(g.wait))
	h.w(int64(g.priority))
	h.w(int64(g.passes))
	h.w(int64(len(g.pendingTriggers)))
	for i := range g.pendingTriggers {
		t := &g.pendingTriggers[i]
		h.w(int64(t.source))
		h.ability(t.ability)
		h.w(int64(t.ctrl))
		h.event(&t.event)
	}
	h.w(int64(len(g.events)))
	for i := range g.events {
		h.event(&g.events[i])
	}
	h.choice(g.choice)
	h.combat(&g.combat)
	h.mulligans(&g.mull)
	h.w(int64(g.timestamp))
	h.w(int64(g.moment))
	h.b(g.over)
	h.w(int64(g.winner))
	h.w(int64(g.actions))
	h.w(int64(g.nextItem))
	h.w(int64(len(g.extraTurns)))
	for _, t := range g.extraTurns {
		h.w(int64(t.Team))
		h.w(int64(t.ID))
	}
	h.w(int64(len(g.damageLog)))
	for _, d := range g.damageLog {
		h.w(int64(d.to))
		h.w(int64(d.by))
		h.w(int64(d.n))
	}
	h.b(g.colorless)
	h.w(int64(g.spellsCastThisTurn))
	h.tallies(g)
	h.melee(g.melee)
	return h.h
}

// hasher mixes words one at a time (multiply-xorshift): fast, and the same on every run
// and machine. Pointers are never hashed as addresses, which differ from run to run.
type hasher struct{ h uint64 }

func (h *hasher) w(v int64) {
	h.h ^= uint64(v)
	h.h *= 0xbf58476d1ce4e5b9
	h.h ^= h.h >> 31
}

func (h *hasher) s(s string) {
	h.w(int64(len(s)))
	for ; len(s) >= 8; s = s[8:] {
		h.w(int64(uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
			uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56))
	}
	if len(s) > 0 {
		var x uint64
		for i := 0; i < len(s); i++ {
			x |= uint64(s[i]) << (8 * i)
		}
		h.w(int64(x))
	}
}

// pack puts small values (ids, kinds, flags) into one word, eight bits each: the words
// of the hash are a serial chain, and an object has many small fields.
func pack(vs ...int64) int64 {
	var x uint64
	for _, v := range vs {
		x = x<<8 | uint64(uint8(v))
	}
	return int64(x)
}

func bit(x bool) int64 {
	if x {
		return 1
	}
	return 0
}

func (h *hasher) b(x bool) {
	if x {
		h.w(1)
	} else {
		h.w(0)
	}
}

func (h *hasher) ids(s []ObjID) {
	h.w(int64(len(s)))
	for _, id := range s {
		h.w(int64(id))
	}
}

func (h *hasher) ids32(s []PlayerID) {
	h.w(int64(len(s)))
	for _, id := range s {
		h.w(int64(id))
	}
}

func (h *hasher) ints(s []int) {
	h.w(int64(len(s)))
	for _, x := range s {
		h.w(int64(x))
	}
}

func (h *hasher) strs(s []string) {
	h.w(int64(len(s)))
	for _, x := range s {
		h.s(x)
	}
}

func (h *hasher) target(t Target) {
	h.w(int64(t.Player))
	h.w(int64(t.Obj))
}

// def hashes a card definition by its name: definitions are fixed data, one per name.
func (h *hasher) def(d *CardDef) {
	if d == nil {
		h.w(-1)
		return
	}
	h.s(d.Name)
}

// ability hashes an ability by its text and shape: abilities are fixed data of the card
// definitions, except a modal spell's, built from the modes chosen (Resolution.modes).
func (h *hasher) ability(a *Ability) {
	if a == nil {
		h.w(-1)
		return
	}
	h.w(int64(a.Kind))
	h.s(a.Text)
	h.w(int64(len(a.Targets)))
	h.w(int64(len(a.Effects)))
}

func (h *hasher) object(o *Object) {
	h.w(int64(o.ID)<<32 | int64(uint32(o.AttachedTo)))
	h.def(o.Def)
	if o.Printed != nil {
		h.def(o.Printed)
	}
	flags := bit(o.HasChosen) | bit(o.Tapped)<<1 | bit(o.Sick)<<2 | bit(o.Deathtouched)<<3 |
		bit(o.Bestowed)<<4 | bit(o.LoyaltyUsed)<<5 | bit(o.Printed != nil)<<6 | bit(o.Flashback)<<7
	h.w(pack(int64(o.Owner), int64(o.Zone), int64(o.Controller), int64(o.baseCtrl),
		int64(o.ChosenPlayer), int64(o.Chosen), int64(o.ChosenType), flags))
	h.w(int64(o.Damage)<<32 | int64(uint32(o.X)))
	h.w(int64(o.Timestamp)<<32 | int64(uint32(o.DiedTurn)))
	if o.Kicked != 0 || o.AddCostPaid || o.Alt != AltNone {
		// only then: other objects hash as before
		h.w(-2<<32 | int64(o.Kicked) | int64(bit(o.AddCostPaid))<<8 | int64(o.Alt)<<16)
	}
	if o.chosenSub != 0 || o.ChosenParity != NoParity {
		h.w(-6<<32 | int64(o.ChosenParity)<<16 | int64(o.chosenSub)) // only then, as Kicked
	}
	if o.ColorsTwice != 0 {
		h.w(-7<<32 | int64(o.ColorsTwice)) // only then, as Kicked
	}
	if o.ManaSpent != 0 || o.ColorsSpent != 0 {
		h.w(-4<<32 | int64(o.ManaSpent)<<8 | int64(o.ColorsSpent)) // only then, as Kicked
	}
	if o.EnteredTurn != 0 {
		h.w(int64(o.EnteredTurn))
	}
	if o.Prepared {
		h.w(-3) // only when set: a game without prepare cards hashes as before
	}
	if o.Designations != 0 {
		h.w(-5<<32 | int64(o.Designations)) // only when set, as Prepared
	}
	// Counters, by kind, only those present: most objects have none.
	for k, c := range o.Counters {
		if c != 0 {
			h.w(int64(k)<<32 | int64(uint32(c)))
		}
	}
	h.w(-1)
	// The characteristics: derived from the state on the battlefield, but last known
	// information once the object has left its zone (CR 608.2h). Most are the card's own.
	c := &o.Cur
	if o.Def != nil && c.Name == o.Def.Name {
		h.w(-2)
	} else {
		h.s(c.Name)
	}
	if o.Def != nil && len(c.Subtypes) == len(o.Def.Subtypes) && (len(c.Subtypes) == 0 || &c.Subtypes[0] == &o.Def.Subtypes[0]) {
		h.w(-2)
	} else {
		h.strs(c.Subtypes)
	}
	h.w(int64(c.Keywords)<<32 | int64(c.Types)<<16 | int64(c.Colors)<<8 | int64(c.Super))
	h.w(int64(c.Power)<<32 | int64(uint32(c.Toughness)))
	h.w(pack(bit(c.AllCreatureTypes), int64(c.Controller), bit(c.CantAttack), bit(c.CantBlock), bit(c.NoAbilities))) // first: a false leaves the hash as it was
}

func (h *hasher) event(e *Event) {
	h.w(int64(e.Kind))
	h.w(int64(e.Obj))
	h.w(int64(e.Source))
	h.w(int64(e.Player))
	h.w(int64(e.Amount))
	h.b(e.Combat)
	h.b(e.ToPlayer)
	h.w(int64(e.Step))
	h.w(int64(e.Counter))
	h.w(int64(e.Moment))
	if e.Item != 0 {
		h.w(int64(e.Item)) // only when set: other events hash as before
	}
	if e.Total != 0 {
		h.w(int64(e.Total))
	}
	if e.First {
		h.w(0xF125)
	}
}

func (h *hasher) resolution(r *Resolution) {
	h.w(int64(r.Source))
	h.w(int64(r.Controller))
	h.w(int64(len(r.Targets)))
	for _, t := range r.Targets {
		h.target(t)
	}
	h.w(int64(r.X))
	h.event(&r.Event)
	h.b(r.Bestow)
	h.ints(r.modes)
	h.w(int64(r.step))
	h.w(int64(len(r.answers)))
	for _, a := range r.answers {
		h.ints(a)
	}
	h.w(int64(len(r.answerKeys)))
	for _, k := range r.answerKeys {
		h.w(int64(k))
	}
	h.w(int64(r.asked))
	h.w(int64(r.acc))
	h.ids32(r.chosen)
	h.b(r.needTargets)
	if r.needMode {
		h.w(-5) // only then: other resolutions hash as before
	}
	h.ids(r.sacrificed)
	h.ids32(r.friends)
	h.ids32(r.foes)
}

func (h *hasher) turn(t *turnState) {
	h.w(int64(t.Team))
	h.w(int64(t.Number))
	h.w(int64(t.Step))
	h.b(t.started)
	h.b(t.firstStrikeStep)
	h.w(int64(len(t.extraSteps)))
	for _, s := range t.extraSteps {
		h.w(int64(s))
	}
	h.b(t.extra)
	h.w(int64(t.normalTeam))
	h.w(int64(t.extraID))
	h.w(int64(t.extraCombats))
	h.w(int64(t.mainCombats))
	h.w(int64(t.regularCombats))
	h.b(t.attackStepBegun)
}

func (h *hasher) choice(c *choiceState) {
	if c == nil {
		h.w(-1)
		return
	}
	h.w(int64(c.spec.Player))
	h.w(int64(c.spec.Team))
	h.question(&c.spec.Choice)
	h.w(int64(len(c.spec.Options)))
	for _, o := range c.spec.Options {
		h.s(o.Text)
		h.w(int64(o.Player))
		h.w(int64(o.Obj))
		h.w(int64(o.Color) | int64(o.Mana)<<8 | int64(o.Type)<<16 | int64(o.Mode)<<32 | int64(o.Parity)<<40)
		h.b(o.Yes)
		h.s(o.Subtype)
		h.def(o.Card)
	}
	h.w(int64(c.spec.Min))
	h.w(int64(c.spec.Max))
	h.w(int64(c.stackIndex))
	if c.modeChoice {
		h.w(-6) // only then, as needMode
	}
	h.b(c.legend)
	h.b(c.untapStep)
	h.ints(c.order)
	h.w(int64(c.manaStep))
	h.w(int64(c.manaKinds))
	h.w(int64(c.openingTeam))
	h.b(c.openingExile)
	h.ids32(c.exileNext)
}

// question hashes a choice's typed payload: what is asked is part of the position.
func (h *hasher) question(c *Choice) {
	h.w(int64(c.Kind) | int64(c.Pick)<<16)
	h.w(int64(c.Player))
	h.w(int64(c.Team))
	h.w(int64(c.Source))
	h.w(int64(c.Obj))
	h.w(int64(c.Other))
	h.def(c.Card)
	h.w(int64(c.N))
	h.w(int64(c.Step))
	h.cost(&c.Cost)
}

func (h *hasher) cost(c *Cost) {
	h.w(int64(c.Generic))
	for _, n := range c.Colored {
		h.w(int64(n))
	}
	h.w(int64(c.Colorless) | int64(c.X)<<8)
	h.w(int64(len(c.Hybrid)))
	for _, hy := range c.Hybrid {
		h.w(int64(hy[0]) | int64(hy[1])<<8)
	}
}

func (h *hasher) attack(a *attackRec) {
	h.w(int64(a.obj))
	h.target(a.target)
	h.w(int64(a.team))
	h.b(a.blocked)
	h.w(int64(a.damageTo))
	h.w(int64(a.defender))
}

func (h *hasher) combat(c *combatState) {
	h.b(c.declared)
	h.b(c.blocksDeclared)
	if c.blockedTeams != 0 { // only while several teams declare blockers in turn
		h.w(int64(c.blockedTeams))
	}
	h.w(int64(len(c.attackers)))
	for i := range c.attackers {
		h.attack(&c.attackers[i])
	}
	h.w(int64(len(c.blocks)))
	for _, b := range c.blocks {
		h.w(int64(b.blocker))
		h.w(int64(b.attacker))
	}
	h.b(c.fsDone)
	h.b(c.regDone)
	h.ids(c.dealtFirst)
	h.w(int64(len(c.removed)))
	for i := range c.removed {
		h.attack(&c.removed[i])
	}
	h.w(int64(len(c.removedBlocks)))
	for _, b := range c.removedBlocks {
		h.w(int64(b.blocker))
		h.w(int64(b.attacker))
	}
	h.b(c.ordered)
	h.b(c.blockOrdered)
	h.w(int64(len(c.blockerOrders)))
	for _, o := range c.blockerOrders {
		h.w(int64(o.Blocker))
		h.ids(o.Attackers)
	}
	h.w(int64(len(c.playerHits)))
	for _, p := range c.playerHits {
		h.w(int64(p.src))
		h.w(int64(p.to))
		h.w(int64(p.step))
	}
	h.w(int64(len(c.assigned)))
	for _, a := range c.assigned {
		h.w(int64(a.Source))
		h.w(int64(len(a.Parts)))
		for _, p := range a.Parts {
			h.target(p.To)
			h.w(int64(p.Amount))
		}
	}
	h.b(c.attackAssigned)
	h.w(bit(c.blockAssigned) | int64(c.blockAssigners)<<1)
}

func (h *hasher) mulligans(m *mulliganState) {
	h.w(int64(m.starting))
	h.b(m.active)
	h.w(int64(len(m.said)))
	for _, s := range m.said {
		h.w(int64(s))
	}
	h.w(int64(len(m.kept)))
	for _, k := range m.kept {
		h.b(k)
	}
	h.w(int64(len(m.bottomed)))
	for _, b := range m.bottomed {
		h.b(b)
	}
	h.w(int64(m.team))
	h.w(int64(len(m.openingAsk)))
	for _, a := range m.openingAsk {
		h.b(a)
	}
}

// stack hashes the items of a stack.
func (h *hasher) stack(st []StackItem) {
	h.w(int64(len(st)))
	for i := range st {
		s := &st[i]
		h.w(int64(s.ID))
		h.b(s.Spell)
		h.w(int64(s.Obj))
		h.ability(s.Ability)
		h.w(int64(s.Controller))
		h.resolution(&s.Res)
	}
}
