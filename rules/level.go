package rules

// Leveler cards (CR 711) and level up (702.87a): "Level up [cost]" is an activated ability
// that puts a level counter on the permanent, activated only as a sorcery; each "LEVEL
// N1-N2" or "LEVEL N3+" band gives the creature its base power and toughness and its
// abilities while it has that many level counters (711.2a-b). The compiler writes each
// band as static abilities of the card with a CondLevel condition (set P/T, keywords,
// granted abilities), so the layer system does the rest.

// levelHolds reports whether object o has as many level counters as c (CondLevel) asks.
func levelHolds(o *Object, c *Condition) bool {
	n := int(o.Counters[LevelCounter])
	return o.Zone == ZoneBattlefield && n >= c.N && (c.Max == 0 || n <= c.Max)
}
