package ai

import "github.com/ettinmtg/ettin/rules"

// Attack and block declarations the engine accepts: the heuristic builds its declarations
// from AttackOptions and BlockOptions, which show each creature's own restrictions; what
// bears on whole declarations (menace, "can't be blocked by more than N", attack costs and
// requirements) is checked here, on a copy of the game when only the engine knows.

// acceptedBlocks returns the block declaration act if the game accepts it; else it drops
// blocks one at a time, each time the one whose loss costs least, until the rest is
// accepted; else the best of the listed declarations (requirements like "must be blocked
// if able" can need more blockers, not fewer).
func (c *ctx) acceptedBlocks(act rules.Action) rules.Action {
	base := c.currentBattle()
	for len(act.Blocks) > 0 {
		if c.accepts(act) {
			return act
		}
		bi, bv := 0, -1e18
		for i := range act.Blocks {
			rest := append(act.Blocks[:i:i], act.Blocks[i+1:]...)
			if v := c.blocksValue(base, rest); v > bv {
				bi, bv = i, v
			}
		}
		act.Blocks = append(act.Blocks[:bi:bi], act.Blocks[bi+1:]...)
	}
	return c.legalOr(act, c.bestListedBlock)
}

// blocksValue is the outcome of the combat under way with the blocks ds.
func (c *ctx) blocksValue(base *battle, ds []rules.BlockDecl) float64 {
	b := *base
	b.blocks = make([][]fighter, len(base.atts))
	for _, d := range ds {
		for i := range b.atts {
			if b.atts[i].id == d.Attacker {
				b.blocks[i] = append(b.blocks[i], c.fighter(d.Blocker))
			}
		}
	}
	return c.battleValue(&b, prevention{player: rules.NoPlayer})
}

// bestListedBlock picks among the listed block declarations the one with the best
// outcome, for when a planned declaration is refused (requirements like "must be blocked
// by two or more creatures if able").
func (c *ctx) bestListedBlock(acts []rules.Action) rules.Action {
	best, bestV := acts[0], -1e18
	base := c.currentBattle()
	for _, a := range acts {
		if v := c.blocksValue(base, a.Blocks); v > bestV {
			best, bestV = a, v
		}
	}
	return best
}

// legalOr returns act if the game accepts it, tried on a copy of the game (legality
// doesn't depend on hidden cards; the copy is cheaper than listing every declaration),
// else the choice of fallback among the listed legal actions.
func (c *ctx) legalOr(act rules.Action, fallback func([]rules.Action) rules.Action) rules.Action {
	if c.accepts(act) {
		return act
	}
	return fallback(c.g.LegalActions())
}

// accepts reports whether the game would accept an action now.
func (c *ctx) accepts(act rules.Action) bool {
	if act.Kind == rules.ActAttack || act.Kind == rules.ActBlock {
		if !c.declShapeOK(act) {
			return false
		}
		if !c.combatRestrictions() {
			// Declarations built from AttackOptions and BlockOptions with a sound shape are
			// legal unless something restricts whole declarations.
			return true
		}
	}
	try := c.g.Clone()
	defer c.g.Discard(try)
	return try.Apply(act) == nil
}

// declShapeOK checks what the engine checks across a whole declaration that the option
// lists don't show: each creature declared once, and each attacker blocked by a number of
// creatures it allows (menace, CR 702.111b; "can't be blocked by more than N", 509.1b).
func (c *ctx) declShapeOK(act rules.Action) bool {
	if act.Kind == rules.ActAttack {
		for i, d := range act.Attacks {
			for _, e := range act.Attacks[:i] {
				if e.Attacker == d.Attacker {
					return false
				}
			}
		}
		return true
	}
	for i, d := range act.Blocks {
		n := 0
		for j, e := range act.Blocks {
			if j < i && e.Blocker == d.Blocker {
				return false // the heuristic never blocks two attackers with one creature
			}
			if e.Attacker == d.Attacker {
				n++
			}
		}
		if f := c.fighter(d.Attacker); !f.blockersAllowed(n) {
			return false
		}
	}
	return true
}

// combatRestrictions reports whether a permanent restricts or requires something of whole
// declarations, which only the engine checks in full.
func (c *ctx) combatRestrictions() bool {
	if c.g.DeclarationRequirements() {
		return true // attack requirements, "can't attack or block alone"
	}
	for _, id := range c.g.Battlefield() {
		for _, a := range c.g.Obj(id).Def.Abilities {
			if a.Static != nil && declarationStatic(a.Static.Kind) {
				return true
			}
		}
	}
	return false
}

// declarationStatic reports whether static abilities of kind k bear on whole attack or
// block declarations (CR 508.1c-d, 508.1h, 509.1b-c). Kinds newer than this list count
// too, so that a restriction added to the engine is checked before the AI learns it.
func declarationStatic(k rules.StaticKind) bool {
	switch k {
	case rules.StAttackTax, rules.StMustBeBlocked, rules.StCantBeBlockedByMore, rules.StCantAttackOrBlockAlone,
		rules.StMustAttack, rules.StOpponentAttacksWithAll:
		return true
	case rules.StBlockAdditional:
		return false // it allows more; the heuristic blocks with each creature once
	}
	return k > rules.StExtraMana
}

// sameDecl reports whether two attack or block declarations are the same set.
func sameDecl(a, b rules.Action) bool {
	if a.Kind != b.Kind {
		return false
	}
	switch a.Kind {
	case rules.ActAttack:
		if len(a.Attacks) != len(b.Attacks) {
			return false
		}
		for _, x := range a.Attacks {
			found := false
			for _, y := range b.Attacks {
				found = found || x == y
			}
			if !found {
				return false
			}
		}
		return true
	case rules.ActBlock:
		if len(a.Blocks) != len(b.Blocks) {
			return false
		}
		for _, x := range a.Blocks {
			found := false
			for _, y := range b.Blocks {
				found = found || x == y
			}
			if !found {
				return false
			}
		}
		return true
	}
	return false
}
