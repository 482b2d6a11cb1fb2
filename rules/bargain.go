package rules

// Bargain (CR 702.166): "You may sacrifice an artifact, enchantment, or token as you cast
// this spell" (an optional additional cost, 702.166a; written "using bargain"); a spell
// is bargained when it was paid (702.166b), which CondAddCostPaid reads. The engine
// chooses what is sacrificed, as it does blight's creature.

// bargainTarget is the permanent player p sacrifices to bargain: a token if they control
// one, else the artifact or enchantment of the least mana value, the first of those;
// NoObj when they control none.
func (g *Game) bargainTarget(p PlayerID) ObjID {
	best, bestMV := NoObj, 0
	for _, id := range g.battlefield {
		o := g.obj(id)
		if o.Controller != p || !o.Def.Token && !o.Is(Artifact) && !o.Is(Enchantment) {
			continue
		}
		mv := o.Def.Cost.Value(0)
		if o.Def.Token {
			mv = -1 // a token first: it leaves no card behind
		}
		if best == NoObj || mv < bestMV {
			best, bestMV = id, mv
		}
	}
	return best
}
