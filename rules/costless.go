package rules

// Cost reductions (CR 601.2f: they reduce only the generic mana of the total cost).

// spellReduction is the generic mana player p's spell def (card id, or one of its faces)
// costs less: the effects of resolved spells and abilities (Cheering Fanatic, Will
// Kenrith), its own "costs {1} less for each ..." and affinity (CR 702.41a), and the
// static abilities of the permanents p controls ("Artifact spells you cast cost {1}
// less").
func (g *Game) spellReduction(p PlayerID, id ObjID, def *CardDef) int {
	n := g.costReduction(def) + g.costReductionFor(p, def)
	if len(def.CostLess) > 0 {
		r := &Resolution{Source: id, Controller: p, Targets: g.costTargets}
		for _, a := range def.CostLess {
			n += max(0, a.eval(g, r, p))
		}
	}
	if !g.mayHaveStatic(StSpellsCostLess) {
		return n
	}
	for _, s := range g.battlefield {
		o := g.obj(s)
		if o.Controller != p {
			continue
		}
		for _, a := range o.Def.Abilities {
			if a.Static != nil && a.Static.Kind == StSpellsCostLess && g.staticActive(a.Static, s) && g.spellMatches(def, &a.Static.Filter) {
				n += a.Static.Amount
			}
		}
	}
	return n
}

// spellMatches reports whether spell def (a card or one of its faces) is of the kind a
// filter of spells names: its types, colors and subtype.
func (g *Game) spellMatches(def *CardDef, f *Filter) bool {
	switch {
	case f.Types != 0 && def.Types&f.Types == 0, def.Types&f.NotTypes != 0:
		return false
	case f.Colors != 0 && def.Colors&f.Colors == 0:
		return false
	case f.Subtype != "" && !hasString(def.Subtypes, f.Subtype):
		return false
	}
	return true
}
