package rules

// Modal spells (CR 700.2): the modes chosen as a spell is cast, the ability they make,
// the ways to cast one that are listed, and modes chosen as an ability resolves.

// Mode is one mode of a modal spell (CR 700.2): the targets it adds, and its effects built
// for where its targets fall among the spell's (first: its first target's index;
// firstObj: the number of object targets before it, for WhatTarget's N).
type Mode struct {
	Text    string
	Targets []TargetSpec
	Effects func(first, firstObj int) []Effect
	// Cost: spree's additional cost for choosing this mode (CR 702.172a; rules/spree.go).
	Cost *Cost
}

// modalAbility builds what a modal spell does with the modes chosen (CR 601.2b, 700.2):
// the modes in the order printed, a mode chosen twice appearing twice in sequence
// (700.2d), with the targets of each (700.2c). The targets are given in that order; paid
// says whether the spell's optional additional cost is paid (ModeCountPaid).
func (g *Game) modalAbility(base *Ability, modes []int, targets []Target, paid bool) (*Ability, error) {
	if base == nil || len(base.Modes) == 0 {
		if len(modes) > 0 {
			return nil, refuse(RefusedMalformed, "it isn't modal: no modes to choose")
		}
		return base, nil
	}
	n, lo := modeRange(base, paid)
	if len(modes) < lo || len(modes) > n {
		if lo < n {
			return nil, refuse(RefusedMalformed, "choose %d to %d modes, e.g. \"using modes 1, 2\" (CR 601.2b, 700.2)", lo, n)
		}
		return nil, refuse(RefusedMalformed, "choose %d mode(s), e.g. \"using modes 1, 2, 3\" (CR 601.2b, 700.2)", n)
	}
	sorted := append([]int(nil), modes...)
	for i := 1; i < len(sorted); i++ {
		for j := i; j > 0 && sorted[j] < sorted[j-1]; j-- {
			sorted[j], sorted[j-1] = sorted[j-1], sorted[j]
		}
	}
	for i, m := range sorted {
		if m < 0 || m >= len(base.Modes) {
			return nil, refuse(RefusedMalformed, "there is no mode %d; the modes are 1 to %d", m+1, len(base.Modes))
		}
		if i > 0 && sorted[i-1] == m && !base.ModeRepeat {
			return nil, refuse(RefusedMalformed, "the same mode can't be chosen twice (CR 700.2d)")
		}
	}
	ab := &Ability{Kind: base.Kind, Text: base.Text}
	for _, m := range sorted {
		first := 0
		for _, s := range ab.Targets {
			first += s.count()
		}
		firstObj := 0
		for _, t := range targets[:min(first, len(targets))] {
			if !t.IsPlayer() {
				firstObj++
			}
		}
		ab.Targets = append(ab.Targets, base.Modes[m].Targets...)
		ab.Effects = append(ab.Effects, base.Modes[m].Effects(first, firstObj)...)
	}
	return ab, nil
}

// modalVariants adds the legal ways to cast a modal spell: each choice of modes (with
// repetition where allowed) and each target combination, with X as given.
// base is the spell ability of the card or of one of its faces, and rare the action's
// other rare parts (the face, CR 709.3; the kicks, 702.33a).
func (g *Game) modalVariants(out []Action, p PlayerID, id ObjID, base *Ability, rare *ActionRare, x int) []Action {
	paid := rare != nil && rare.AddCost
	n, lo := modeRange(base, paid)
	var choices [][]int
	cur := make([]int, 0, n)
	var rec func(from int)
	rec = func(from int) {
		if len(cur) >= lo {
			choices = append(choices, append([]int(nil), cur...))
		}
		if len(cur) == n {
			return
		}
		for m := from; m < len(base.Modes); m++ {
			cur = append(cur, m)
			next := m + 1
			if base.ModeRepeat {
				next = m
			}
			rec(next)
			cur = cur[:len(cur)-1]
		}
	}
	rec(0)
	for _, modes := range choices {
		ab, err := g.modalAbility(base, modes, nil, paid)
		if err != nil {
			continue
		}
		combos := [][]Target{nil}
		if len(ab.Targets) > 0 {
			combos = g.targetCombos(ab, id, p)
		}
		for k, ts := range combos {
			if k >= 4 {
				break // a few target combinations of each choice of modes are enough to list
			}
			a := Action{Kind: ActCast, Player: p, Team: g.players[p].Team, Obj: id, Targets: ts, X: x, Rare: withModes(rare, modes), Assist: NoPlayer}
			if _, err := g.planCast(&a); err == nil {
				out = append(out, a)
			}
		}
	}
	return out
}

// ChooseMode asks the controller to choose one of Modes as the ability resolves, and does
// the chosen effects (which ask nothing).
type ChooseMode struct {
	Modes   []string
	Effects [][]Effect
}

func (e ChooseMode) do(g *Game, r *Resolution) bool {
	opts := make([]Option, len(e.Modes))
	for i, m := range e.Modes {
		opts[i] = Option{Text: m, Player: NoPlayer, Obj: NoObj, Mode: uint8(i)}
	}
	ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Team: g.players[r.Controller].Team, Choice: ask(ChMode), Options: opts, Min: 1, Max: 1})
	if !ok {
		return false
	}
	g.note(Entry{Kind: JChoosesMode, Player: r.Controller, More: &EntryMore{Text: e.Modes[ans[0]]}})
	for _, f := range e.Effects[ans[0]] {
		f.do(g, r)
	}
	return true
}

// modeRange is the most and the fewest modes of a modal spell that may be chosen:
// ModeCount, and ModeMin for "choose one or both", else exactly ModeCount (CR 700.2);
// exactly ModeCountPaid when set and the optional additional cost is paid (teamwork).
func modeRange(base *Ability, paid bool) (most, least int) {
	if paid && base.ModeCountPaid > 0 {
		return base.ModeCountPaid, base.ModeCountPaid
	}
	most = max(1, base.ModeCount)
	if base.ModeMin > 0 {
		return most, base.ModeMin
	}
	return most, most
}
