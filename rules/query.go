package rules

import "slices"

// Read-only queries for the binding of the action notation (package bind), which turns
// names into ids outside the engine. Each returns a fresh slice or a value: changing what
// it returns changes nothing in the game.

// WaitingFor says in words what the game waits on, for refusals ("the game waits for: ...").
func (g *Game) WaitingFor() string { return g.waitingFor() }

// ControlledBy lists the permanents player p controls, in the order they entered the
// battlefield.
func (g *Game) ControlledBy(p PlayerID) []ObjID { return g.controlledBy(p) }

// Attackers lists the attacking creatures, in the order they were declared.
func (g *Game) Attackers() []ObjID { return g.attackerIDs() }

// BlockersOf lists the creatures blocking attacker id, in the order they were declared.
func (g *Game) BlockersOf(id ObjID) []ObjID { return g.combat.blockersOf(id) }

// BlockedBy lists the attacking creatures that creature id blocks.
func (g *Game) BlockedBy(id ObjID) []ObjID { return g.blockedBy(id) }

// AssignSources lists the creatures whose combat damage assignment the pending team
// announces (attackers, or blockers blocking several attackers; CR 510.1c-d).
func (g *Game) AssignSources() []ObjID { return append([]ObjID(nil), g.assignSources()...) }

// Graveyards lists the cards in every graveyard, players in the order of CR 805.6, each
// graveyard bottom first.
func (g *Game) Graveyards() []ObjID { return g.graveyardObjects() }

// CastableFromExile lists the exiled cards player p may cast now (Stolen Strategy).
func (g *Game) CastableFromExile(p PlayerID) []ObjID {
	if p < 0 || int(p) >= len(g.players) {
		return nil
	}
	return g.castableFromExile(p)
}

// AbilityIndexOf converts the notation's "ability N" (0: the first non-mana activated
// ability) to an index into the abilities of object id, granted ones included, or -1.
func (g *Game) AbilityIndexOf(id ObjID, n int) int {
	if id < 0 || int(id) >= g.objs.len() {
		return -1
	}
	return abilityIndexIn(g.abilitiesOf(id), n)
}

// TargetKinds lists the kind of each target, in order, of the spell a cast action casts or
// the ability an activate action activates (as far as a's card, ability and modes tell);
// nil when unknown.
func (g *Game) TargetKinds(a Action) []TargetKind {
	var ab *Ability
	switch a.Kind {
	case ActCast:
		ab = g.castAbility(&a)
	case ActActivate:
		if a.Obj < 0 || int(a.Obj) >= g.objs.len() {
			return nil
		}
		if abs := g.abilitiesOf(a.Obj); a.Ability >= 0 && a.Ability < len(abs) {
			ab = abs[a.Ability]
		}
	}
	if ab == nil {
		return nil
	}
	specs := flatSpecs(ab.Targets)
	out := make([]TargetKind, len(specs))
	for i, s := range specs {
		out[i] = s.Kind
	}
	return out
}

// ChoiceOptions lists the options of the pending choice or discard decision as
// player p answers it: in a discard to hand size, the cards of the player who discards
// with p's answer (CR 805.6). Nil when no such decision is pending.
func (g *Game) ChoiceOptions(p PlayerID) []Option {
	switch {
	case g.over:
		return nil
	case g.wait == waitDiscard:
		a := Action{Player: p}
		return slices.Clone(g.handOptions(g.discarder(&a))) // the caller's to change
	}
	return append([]Option(nil), g.currentOptions()...)
}

// controlledBy lists the permanents player p controls: a player's own permanents are
// where "Ann activates X" looks first, so Abe's X doesn't make it ambiguous.
func (g *Game) controlledBy(p PlayerID) []ObjID {
	var out []ObjID
	for _, id := range g.battlefield {
		if g.obj(id).Controller == p {
			out = append(out, id)
		}
	}
	return out
}

func (g *Game) attackerIDs() []ObjID {
	out := make([]ObjID, len(g.combat.attackers))
	for i, a := range g.combat.attackers {
		out[i] = a.obj
	}
	return out
}

// targetScope is where targets are looked for: the battlefield and spells on the stack.
func (g *Game) targetScope() []ObjID {
	return append(append([]ObjID(nil), g.battlefield...), g.stackObjects()...)
}
