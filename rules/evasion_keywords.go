package rules

// evasionAllows checks the evasion keywords fear, intimidate and shadow: whether
// blocker b may block attacker a as far as they are concerned.
func evasionAllows(b, a *Object) bool {
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
