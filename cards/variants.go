package cards

import r "github.com/ettinmtg/ettin/rules"

// Cards the multiplayer variants need for testing (issue 13): each has a scenario under
// testdata/scenarios/<variant>/.
func init() {
	// A world enchantment, for the world rule (CR 704.5k) and its range (CR 801.12).
	register("Concordant Crossroads", abilities(static(r.Static{Kind: r.StAddKeywords, Affects: r.AffectsFilter,
		Filter: r.Filter{Types: r.Types(r.Creature)}, Keywords: r.Keywords(r.Haste)})))
}
