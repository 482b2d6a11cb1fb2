package rules

// The mana spent to cast a spell (CR 601.2h): how much and of which colors, kept by the
// spell and by the permanent it becomes (like X, CR 107.3m). Converge counts the colors
// ("the number of colors of mana spent to cast it"), increment and "the amount of mana
// spent to cast it" count the mana. Creatures and artifacts tapped by convoke, improvise
// or teamwork are not mana (CR 702.51b).

// spent counts the mana a payment spends and its colors.
func (pay payment) spent() (n int, colors ColorSet) {
	for k, m := range pay.fromPool {
		if m > 0 {
			n += m
			colors |= manaColor(ManaKind(k))
		}
	}
	for _, t := range pay.taps {
		if !t.helper {
			n++
			colors |= manaColor(t.kind)
		}
	}
	return n, colors
}

// manaColor is the color of mana of kind k (none for colorless mana).
func manaColor(k ManaKind) ColorSet {
	if k < ColorlessMana {
		return ColorSet(1) << k
	}
	return 0
}

// noteSpent records on spell id the mana its caster and an assisting player spent (CR
// 601.2h, 702.132a).
func (g *Game) noteSpent(id ObjID, pays ...payment) {
	n, colors := 0, ColorSet(0)
	for _, pay := range pays {
		m, c := pay.spent()
		n, colors = n+m, colors|c
	}
	if n > 0 {
		o := g.mut(id)
		o.ManaSpent, o.ColorsSpent, o.ColorsTwice = n, colors, twiceSpent(pays)
	}
}

// spentMoreThanPT reports whether the spell of event e was cast with more mana than the
// power or the toughness of the source ("if the amount of mana you spent is greater than
// this creature's power or toughness": increment).
func (g *Game) spentMoreThanPT(e Event, source ObjID) bool {
	if e.Obj == NoObj {
		return false
	}
	n, s := g.obj(e.Obj).ManaSpent, g.obj(source)
	return s.Zone == ZoneBattlefield && (n > s.Cur.Power || n > s.Cur.Toughness)
}

// spentAmount counts AmtManaSpent, AmtColorsSpent or AmtEventManaSpent for resolution r
// (0 without one).
func (g *Game) spentAmount(k AmountKind, r *Resolution) int {
	if r == nil {
		return 0
	}
	id := r.Source
	if k == AmtEventManaSpent {
		id = r.Event.Obj
	}
	if !g.validObj(id) {
		return 0
	}
	o := g.obj(id)
	if k == AmtColorsSpent {
		return bits(uint8(o.ColorsSpent))
	}
	return o.ManaSpent
}
