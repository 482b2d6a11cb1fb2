package rules

// Spree (CR 702.172): "Choose one or more additional costs", each mode of the spell with
// its own additional cost, paid for each mode chosen (702.172a; 601.2b, 601.2f). The
// modes are a modal spell's (rules/modal.go), each with its Cost.

// withModeCosts adds to cost the additional costs of the modes chosen of spell ability
// ab (spree); cost itself when no mode has one.
func withModeCosts(ab *Ability, modes []int, cost Cost) Cost {
	if ab == nil {
		return cost
	}
	for _, m := range modes {
		if m >= 0 && m < len(ab.Modes) && ab.Modes[m].Cost != nil {
			cost = cost.plus(*ab.Modes[m].Cost, 1)
		}
	}
	return cost
}
