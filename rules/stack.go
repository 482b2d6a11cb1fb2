package rules

// StackItem is a spell or an ability on the stack (CR 405).
type StackItem struct {
	ID         int // unique in the game
	Spell      bool
	Obj        ObjID    // the spell object, or the source of the ability
	Ability    *Ability // the ability, or the spell's behaviour (nil for a permanent spell without one)
	Controller PlayerID
	Res        Resolution
}

func (s StackItem) clone() StackItem {
	s.Res = s.Res.clone()
	return s
}

// Resolution is what a spell or ability knows while it waits and resolves: its choices
// made on casting, the event that triggered it, and progress through its effects, so that
// resolution can stop for a player's choice and go on after it (CR 608.2).
type Resolution struct {
	Source      ObjID
	Controller  PlayerID
	Targets     []Target
	X           int
	Event       Event
	Bestow      bool
	modes       []int    // a modal spell's modes, as chosen (CR 700.2): Ability was built from them
	step        int      // next effect to run
	answers     [][]int  // choices answered for the effect being run
	answerKeys  []uint64 // optionsKey of the question each answer was given to
	asked       int
	acc         int // an amount remembered between effects ("the life lost this way")
	chosen      []PlayerID
	needTargets bool    // a triggered ability waiting for its controller to choose targets
	needMode    bool    // a modal triggered ability waiting for its mode (rules/modaltrigger.go)
	sacrificed  []ObjID // permanents sacrificed to pay its costs (last known information)
	// friends and foes: the players chosen "friend" and "foe" by ChooseFriendOrFoe.
	friends, foes []PlayerID
}

func (r Resolution) clone() Resolution {
	r.Targets = append([]Target(nil), r.Targets...)
	r.modes = append([]int(nil), r.modes...)
	if r.answers != nil {
		a := make([][]int, len(r.answers))
		for i, x := range r.answers {
			a[i] = append([]int(nil), x...)
		}
		r.answers = a
		r.answerKeys = append([]uint64(nil), r.answerKeys...)
	}
	r.chosen = append([]PlayerID(nil), r.chosen...)
	r.friends = append([]PlayerID(nil), r.friends...)
	r.foes = append([]PlayerID(nil), r.foes...)
	return r
}

// Effect is one instruction of a spell or ability, in the closed vocabulary of this package.
// do carries it out and reports true, or asks for a choice and reports false; it is then
// run again with the answer, so it makes no change before its last question.
type Effect interface {
	do(g *Game, r *Resolution) bool
}

// ask returns the answer to the next question of the running effect, or sets the choice
// pending and reports false.
func (r *Resolution) ask(g *Game, spec ChoiceSpec) ([]int, bool) {
	i := r.asked
	r.asked++
	spec.Choice.Source, spec.Choice.Step = r.Source, r.step
	key := optionsKey(&spec)
	if i < len(r.answers) {
		if r.answerKeys[i] == key {
			return r.answers[i], true
		}
		// The question isn't the one answered: the hidden cards it lists were dealt
		// anew since (a game from Determinize). The old answer means nothing here, so the
		// question is asked again rather than answered out of range.
		r.answers, r.answerKeys = r.answers[:i], r.answerKeys[:i]
	}
	if len(spec.Options) == 0 || spec.Max == 0 {
		r.answers = append(r.answers, nil)
		r.answerKeys = append(r.answerKeys, key)
		return nil, true
	}
	if spec.Min == len(spec.Options) && spec.Max == spec.Min {
		all := make([]int, spec.Min)
		for k := range all {
			all[k] = k
		}
		r.answers = append(r.answers, all)
		r.answerKeys = append(r.answerKeys, key)
		return all, true
	}
	g.choice = &choiceState{spec: spec}
	return nil, false
}

// optionsKey fingerprints a question: who answers, how many picks, and which players and
// objects its options name. A resolution run again after a choice meets the same
// questions, so a stored answer is used only for a question with the same key.
func optionsKey(spec *ChoiceSpec) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	mix := func(x int) { h = (h ^ uint64(x)) * prime }
	mix(int(spec.Player))
	mix(spec.Min)
	mix(spec.Max)
	mix(len(spec.Options))
	for i := range spec.Options {
		o := &spec.Options[i]
		mix(int(o.Player))
		mix(int(o.Obj))
		mix(len(o.Text))
	}
	return h
}

// push puts an item on the stack.
func (g *Game) push(it StackItem) {
	g.nextItem++
	it.ID = g.nextItem
	g.stack = append(g.stack, it)
}

func (g *Game) removeFromStack(obj ObjID) {
	for i := len(g.stack) - 1; i >= 0; i-- {
		if g.stack[i].Spell && g.stack[i].Obj == obj {
			g.stack = append(g.stack[:i], g.stack[i+1:]...)
			return
		}
	}
}

// resolveTop resolves the top of the stack (CR 608), or goes on with it after a choice.
func (g *Game) resolveTop() {
	top := len(g.stack) - 1
	it := &g.stack[top]
	r := &it.Res
	if r.step == 0 && r.asked == 0 && len(r.answers) == 0 {
		// CR 702.103e: a bestowed Aura spell whose target is illegal ceases to be bestowed
		// and resolves as a creature spell.
		if it.Spell && r.Bestow && len(r.Targets) > 0 && !g.anyTargetLegal(it) {
			g.note(Entry{Kind: JBestowFallsOff, Obj: it.Obj, Card: g.obj(it.Obj).Def, Ability: !it.Spell})
			r.Bestow = false
			r.Targets = nil
			o := g.mut(it.Obj)
			o.Cur.Types, o.Cur.Subtypes = o.Def.Types, o.Def.Subtypes
		}
		// CR 608.2b: a spell or ability whose targets are all illegal doesn't resolve.
		if len(r.Targets) > 0 && !g.anyTargetLegal(it) {
			g.note(Entry{Kind: JFizzles, Obj: it.Obj, Card: g.obj(it.Obj).Def, Ability: !it.Spell})
			if it.Spell {
				g.moveTo(it.Obj, ZoneGraveyard, false)
			} else {
				g.removeItem(it.ID)
			}
			return
		}
		// CR 603.4: an intervening "if" clause is checked again on resolution; if it
		// isn't true, the ability does nothing.
		if !it.Spell && it.Ability != nil && it.Ability.If != nil && !g.condHolds(it.Ability.If, it.Obj, it.Controller, r) {
			g.note(Entry{Kind: JIfFails, Obj: it.Obj, Card: g.obj(it.Obj).Def, Ability: !it.Spell})
			g.removeItem(it.ID)
			return
		}
	}
	id := it.ID
	var effects []Effect
	if it.Ability != nil {
		effects = it.Ability.Effects
	}
	for r.step < len(effects) {
		r.asked = 0
		g.moment++ // each instruction happens after the one before (CR 608.2c)
		g.beginInstruction(r)
		done := effects[r.step].do(g, r)
		if g.endInstruction() || !done {
			return // waiting on a choice
		}
		// The effect may have changed the stack (a countered spell, a spell shuffled away).
		i := g.stackIndex(id)
		if i < 0 {
			return
		}
		it = &g.stack[i]
		r = &it.Res
		r.step++
		r.answers, r.answerKeys = nil, nil
	}
	// Permanent spells enter the battlefield as the last step (CR 608.3).
	if it.Spell {
		o := g.obj(it.Obj)
		if o.Zone != ZoneStack {
			g.removeItem(id)
			return
		}
		if castAsAdventure(o.Def, o.Printed) {
			g.goOnAdventure(it.Obj, &it.Res) // CR 715.3d
			return
		}
		if castAsOmen(o.Def, o.Printed) {
			g.shuffleOmen(it.Obj)
			return
		}
		if o.Def.Types.Has(Instant) || o.Def.Types.Has(Sorcery) {
			if g.buyback(it.Obj) { // CR 702.27a
				return
			}
			g.moveTo(it.Obj, ZoneGraveyard, false) // CR 608.2n
			return
		}
		g.resolvePermanent(it)
		return
	}
	g.removeItem(id)
}

func (g *Game) stackIndex(id int) int {
	for i := len(g.stack) - 1; i >= 0; i-- {
		if g.stack[i].ID == id {
			return i
		}
	}
	return -1
}

func (g *Game) removeItem(id int) {
	if i := g.stackIndex(id); i >= 0 {
		g.stack = append(g.stack[:i], g.stack[i+1:]...)
	}
}

// resolvePermanent puts a resolving permanent spell onto the battlefield (CR 608.3),
// attaching an Aura to its target; it reports false while a choice made as it enters is
// pending.
func (g *Game) resolvePermanent(it *StackItem) bool {
	o := g.obj(it.Obj)
	def := o.Def
	r := &it.Res
	r.asked = 0 // the questions asked as it enters are this step's only ones
	en, ok := g.askEnterChoices(r, def, it.Controller)
	if !ok {
		return false
	}
	ctrl := it.Controller
	aura := def.Subtypes != nil && hasString(def.Subtypes, "Aura") || r.Bestow
	var attach ObjID = NoObj
	if aura && len(r.Targets) > 0 {
		t := r.Targets[0]
		if !t.IsPlayer() && g.targetLegal(it, 0, t) {
			attach = t.Obj
		} else if !r.Bestow {
			// CR 608.3b: an Aura spell whose target is illegal doesn't enter.
			g.moveTo(it.Obj, ZoneGraveyard, false)
			return true
		}
	}
	g.removeFromStack(it.Obj)
	id := g.putOntoBattlefield(it.Obj, ctrl, false)
	if attach != NoObj {
		n := g.mut(id)
		n.AttachedTo = attach
		n.Bestowed = r.Bestow
	}
	g.applyEnterChoices(id, en)
	g.dashEnters(id, r)    // CR 702.109a
	g.suspendEnters(id, r) // CR 702.62a
	g.emit(Event{Kind: EvEntersBattlefield, Obj: id, Player: ctrl})
	return true
}

func hasString(s []string, x string) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

func colorOptions() []Option {
	opts := make([]Option, 5)
	for i := range opts {
		opts[i] = Option{Text: Color(i).String(), Player: NoPlayer, Obj: NoObj, Color: Color(i)}
	}
	return opts
}
