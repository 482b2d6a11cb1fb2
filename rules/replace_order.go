package rules

// The affected player's choice of the order of replacement effects (CR 616.1), asked
// through the choice machinery while a spell or ability resolves. An instruction (an
// Effect's do) is run again from its start once a question it asked is answered, so it
// must make no change before asking. An event meets its replacement effects in the middle
// of an instruction, perhaps after other changes; so the game keeps a copy of itself as
// the instruction began whenever two effects whose order matters could meet, and goes
// back to that copy when the question is asked (or, without a copy, asks only while
// nothing has changed yet, going back to a copy made then).

// orderReplacers chooses which of the candidates applies next: the affected player's
// answer to a ChReplacementOrder choice when the event happens while a spell or ability
// resolves, else the order best for that player (combat damage, state-based actions).
func (g *Game) orderReplacers(ev *proposed, all []replacer, cands []int) int {
	pick, differ := cands[0], false
	var bestV int
	for k, c := range cands {
		next := *ev
		next.modify(&all[c])
		all[c].used = true
		v, _ := bestOrder(next, all, 1)
		all[c].used = false
		if k > 0 && v != bestV {
			differ = true
		}
		if k == 0 || v > bestV {
			pick, bestV = c, v
		}
	}
	r := g.repl.res
	unchanged := g.unchangedSinceInstruction()
	if !differ || r == nil || g.choice != nil || g.repl.rollback != nil || !unchanged && g.repl.start == nil ||
		!g.validPlayer(ev.player) || g.hasLeft(ev.player) {
		return pick // the order changes nothing, or the player can't be asked now
	}
	opts := make([]Option, len(cands))
	for i, c := range cands {
		name := "?"
		if g.validObj(all[c].src) {
			name = g.obj(all[c].src).shownName()
		}
		opts[i] = Option{Text: name, Player: NoPlayer, Obj: all[c].src}
	}
	fixOrdinals(opts)
	ch := ask(ChReplacementOrder).of(ev.obj).about(ev.player).n(ev.n)
	ans, ok := r.ask(g, ChoiceSpec{Player: ev.player, Team: g.players[ev.player].Team, Choice: ch, Options: opts, Min: 1, Max: 1})
	if !ok {
		// The choice is pending: once the instruction returns, the game goes back to how it
		// was as the instruction began, with the choice (endInstruction); what the
		// instruction does until then is thrown away.
		if unchanged {
			g.repl.rollback = g.Clone()
		} else {
			back := g.repl.start
			back.choice = g.choice
			g.repl.rollback = back
		}
		return pick
	}
	if len(ans) == 1 && ans[0] >= 0 && ans[0] < len(cands) {
		return cands[ans[0]]
	}
	return pick
}

// replState is what the pipeline knows of the resolving instruction: the resolution
// asking (nil outside resolution), the game's change counters as the instruction began,
// a copy of the game then (start, only when a question may come), and the copy to go back
// to when a question was asked.
type replState struct {
	res      *Resolution
	journal  int
	writes   uint64
	effects  int
	start    *Game
	rollback *Game
}

// beginInstruction notes that resolution r runs its next instruction.
func (g *Game) beginInstruction(r *Resolution) {
	g.repl = replState{res: r, journal: g.journal.len(), writes: g.objs.writes, effects: len(g.effects)}
	if g.orderMayBeAsked() {
		g.repl.start = g.Clone()
	}
}

// endInstruction notes that the instruction returned; if it asked the order of
// replacements it puts the game back as it was when the instruction began, with the
// question pending, and reports true.
func (g *Game) endInstruction() bool {
	st := g.repl
	g.repl = replState{}
	if st.rollback == nil {
		if st.start != nil {
			g.Discard(st.start)
		}
		return false
	}
	spare := g.spare
	*g = *st.rollback
	g.spare = spare
	g.repl = replState{}
	return true
}

// unchangedSinceInstruction reports whether nothing was changed since the resolving
// instruction began.
func (g *Game) unchangedSinceInstruction() bool {
	return g.journal.len() == g.repl.journal && g.objs.writes == g.repl.writes && len(g.effects) == g.repl.effects
}

// orderedStatics are the static abilities that make replacement or prevention effects
// whose order may matter; orderedEffects the resolved effects.
var (
	orderedStatics = [...]StaticKind{StDoubleCounters, StOneMoreCounter, StPreventDamageAsCounters, StOpponentsCardsExiled,
		StExileIfDies, StPreventDamageToSelf, StProtectionFromChosenPlayer, StGainLifePlusOne, StPreventCombatDamageSelf}
	orderedEffects = [...]EffKind{EffPreventShield, EffExileIfDies, EffPreventCombatDamage, EffPreventCombatSelf}
)

// orderMayBeAsked reports whether two replacement or prevention effects of different
// kinds exist, so that an event may meet both and its player be asked their order.
func (g *Game) orderMayBeAsked() bool {
	n := 0
	for _, k := range orderedStatics {
		if g.mayHaveStatic(k) {
			n++
		}
	}
	var seen [len(orderedEffects)]bool
	for i := range g.effects {
		for j, k := range orderedEffects {
			if g.effects[i].Kind == k && !seen[j] {
				seen[j] = true
				n++
			}
		}
	}
	return n >= 2
}
