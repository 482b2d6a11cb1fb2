package rules

// evasionAllows checks the evasion keywords fear, intimidate, shadow and horsemanship,
// and "can block only creatures with flying": whether blocker b may block attacker a as
// far as they are concerned.
func (g *Game) evasionAllows(b, a *Object) bool {
	if a.Has(Horsemanship) && !b.Has(Horsemanship) {
		return false // CR 702.31b
	}
	if !a.Has(Flying) && g.mayHaveStatic(StBlocksOnlyFlying) && g.selfStatic(b.ID, StBlocksOnlyFlying) != nil {
		return false // "can block only creatures with flying" (CR 509.1b)
	}
	artifact := b.Is(Artifact)
	if a.Has(Fear) && !artifact && !b.Cur.Colors.Has(Black) {
		return false // CR 702.36b
	}
	if a.Has(Intimidate) && !artifact && b.Cur.Colors&a.Cur.Colors == 0 {
		return false // CR 702.13b
	}
	// CR 702.28b: a creature with shadow can't be blocked by creatures without shadow,
	// and a creature with shadow can't block creatures without shadow.
	return a.Has(Shadow) == b.Has(Shadow)
}
