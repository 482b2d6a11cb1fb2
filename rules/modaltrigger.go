package rules

// Modal triggered abilities ("When this creature enters, choose one — • ... • ..."): the
// controller chooses the mode as the ability is put on the stack, then its targets (CR
// 603.3c, 700.2a). A mode none of whose targets can be chosen can't be chosen (700.2a);
// with no mode left, the ability is removed from the stack (603.3c, 603.3d).

// modeOptions lists the modes of the modal trigger it that can be chosen now.
func (g *Game) modeOptions(it *StackItem) []Option {
	var opts []Option
	for m, mode := range it.Ability.Modes {
		if len(mode.Targets) > 0 {
			ab, err := g.modalAbility(it.Ability, []int{m}, nil, false)
			if err != nil || len(g.targetCombos(ab, it.Obj, it.Controller)) == 0 {
				continue
			}
		}
		opts = append(opts, Option{Text: mode.Text, Player: NoPlayer, Obj: NoObj, Mode: uint8(m)})
	}
	if it.Ability.ModeUpTo {
		// "Choose up to one": none, a Mode past the modes (CR 700.2).
		opts = append(opts, Option{Text: "none", Player: NoPlayer, Obj: NoObj, Mode: uint8(len(it.Ability.Modes))})
	}
	return opts
}

// askTriggerMode asks the controller of the modal trigger at stack index i for its mode;
// it reports false, having removed the trigger, when no mode can be chosen.
func (g *Game) askTriggerMode(i int) bool {
	it := &g.stack[i]
	opts := g.modeOptions(it)
	if len(opts) == 0 {
		g.note(Entry{Kind: JTriggerRemoved, Obj: it.Obj, Card: g.obj(it.Obj).Def})
		g.stack = append(g.stack[:i], g.stack[i+1:]...)
		return false
	}
	g.choice = &choiceState{spec: ChoiceSpec{Player: it.Controller, Team: g.players[it.Controller].Team,
		Choice: ask(ChMode).from(it.Obj).n(i), Options: opts, Min: 1, Max: 1}, stackIndex: i + 1, modeChoice: true}
	return true
}

// answerTriggerMode makes the modal trigger of the pending choice the chosen mode's
// ability, with its targets chosen at once when there is no choice to make (pushTrigger).
func (g *Game) answerTriggerMode(pick int) {
	i := g.choice.stackIndex - 1
	m := int(g.choice.spec.Options[pick].Mode)
	it := &g.stack[i]
	if m >= len(it.Ability.Modes) {
		// No mode chosen ("choose up to one"): the ability does nothing as it resolves.
		g.choice = nil
		it.Ability = &Ability{Kind: TriggeredAbility, Text: it.Ability.Text, Trigger: it.Ability.Trigger}
		it.Res.modes, it.Res.needMode = nil, false
		return
	}
	ab, err := g.modalAbility(it.Ability, []int{m}, nil, false)
	g.choice = nil
	if err != nil {
		return // not offered (modeOptions)
	}
	g.note(Entry{Kind: JChoosesMode, Player: it.Controller, More: &EntryMore{Text: it.Ability.Modes[m].Text}})
	it.Ability, it.Res.modes, it.Res.needMode = ab, []int{m}, false
	if len(ab.Targets) == 0 {
		return
	}
	combos := g.targetCombos(ab, it.Obj, it.Controller)
	if len(combos) == 1 && (!hasUpTo(ab.Targets) || len(combos[0]) == 0) {
		it.Res.Targets = combos[0]
		g.emitTargeted(i)
		return
	}
	it.Res.needTargets = true // askTriggerTargets asks for them next
}
