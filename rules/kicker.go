package rules

// Kicker and multikicker (CR 702.33): an optional additional cost announced as the spell
// is cast (601.2b) and paid with its mana cost (601.2f-h); the spell, and the permanent
// it becomes, remembers how many times it was kicked (702.33d-e).

// maxKicks bounds how many times one multikicker cost may be paid in one cast.
const maxKicks = 100

// kicks reads how many times a cast action pays the kicker cost.
func (a *Action) kicks() int {
	if a.Rare == nil {
		return 0
	}
	return a.Rare.Kicks
}

// withKicks returns rare parts with Kicks set to k (rare itself when k is 0).
func withKicks(rare *ActionRare, k int) *ActionRare {
	if k == 0 {
		return rare
	}
	r := rareCopy(rare)
	r.Kicks = k
	return r
}

// plus returns c with d added n times: a spell's total cost with an additional cost paid
// n times (CR 601.2f).
func (c Cost) plus(d Cost, n int) Cost {
	if n <= 0 {
		return c
	}
	c.Generic += d.Generic * n
	for i := range c.Colored {
		c.Colored[i] += d.Colored[i] * uint8(n)
	}
	c.Colorless += d.Colorless * uint8(n)
	c.X += d.X * uint8(n)
	if len(d.Hybrid) > 0 {
		h := make([][2]Color, 0, len(c.Hybrid)+n*len(d.Hybrid))
		h = append(h, c.Hybrid...)
		for range n {
			h = append(h, d.Hybrid...)
		}
		c.Hybrid = h
	}
	return c
}

// checkKicks refuses paying def's kicker cost k times when def has no kicker or, without
// multikicker, more than once (CR 702.33a, 702.33c).
func checkKicks(def *CardDef, k int) error {
	switch {
	case k == 0:
		return nil
	case k < 0 || k > maxKicks:
		return refuse(RefusedMalformed, "a kicker cost is paid between 0 and %d times", maxKicks)
	case def.Kicker == nil:
		return refuse(RefusedNoSuchAbility, "%s has no kicker cost", def.Name)
	case k > 1 && !def.Multikicker:
		return refuse(RefusedMalformed, "%s's kicker cost can be paid only once (CR 702.33a; only multikicker is paid any number of times, 702.33c)", def.Name)
	}
	return nil
}

// kickOptions lists how many times the listing offers to kick def when at most avail
// mana is left after its other costs: not kicked, and kicked once (kicker) or as many
// times as that mana pays for (multikicker; CR 702.33c). Buf is reused for the list.
func kickOptions(def *CardDef, avail int, buf []int) []int {
	buf = append(buf[:0], 0)
	if def.Kicker == nil {
		return buf
	}
	v := def.Kicker.Value(0)
	n := 1
	if def.Multikicker {
		if v == 0 {
			return buf
		}
		n = min(maxKicks, avail/v)
	}
	if n > 1 {
		buf = append(buf, 1) // and once, in case the colors can't pay for more
	}
	if n >= 1 && v <= avail {
		buf = append(buf, n)
	}
	return buf
}

// withModes returns a copy of rare parts (nil: none) with Modes set to modes.
func withModes(rare *ActionRare, modes []int) *ActionRare {
	r := rareCopy(rare)
	r.Modes = modes
	return r
}
