package rules

// "If {W}{W} was spent to cast it" (Lorwyn Eclipsed's evoke Elementals): the colors of which
// two or more mana were spent to cast a spell, kept by the spell and by the permanent it
// becomes like the rest of the mana spent (CR 601.2h, rules/manaspent.go). Condition
// CondSpentTwice asks it of the source, the color in Filter.Colors.

// twiceSpent is the colors of which pays spend two or more mana.
func twiceSpent(pays []payment) ColorSet {
	var n [5]int
	for _, pay := range pays {
		for k, m := range pay.fromPool {
			if k < int(ColorlessMana) {
				n[k] += m
			}
		}
		for _, t := range pay.taps {
			if !t.helper && t.kind < ColorlessMana {
				n[t.kind]++
			}
		}
	}
	var out ColorSet
	for c, m := range n {
		if m >= 2 {
			out = out.With(Color(c))
		}
	}
	return out
}

// spentTwice reports whether two or more mana of each color of c.Filter were spent to cast
// the source (the spell, or the permanent it became).
func (g *Game) spentTwice(c *Condition, source ObjID) bool {
	if c.Filter == nil || c.Filter.Colors == 0 || source == NoObj {
		return false
	}
	return g.obj(source).ColorsTwice&c.Filter.Colors == c.Filter.Colors
}
