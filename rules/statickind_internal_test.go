package rules

import "testing"

// TestStaticKindsDistinct: the static kinds numbered apart from card.go's list (so that
// separate work can append kinds without conflicts) don't collide with each other or with
// that list. A collision makes one card's ability act as another's (Leyline of
// Punishment giving hexproof).
func TestStaticKindsDistinct(t *testing.T) {
	apart := []StaticKind{StCantGetPoison, StNoMinusOneCounters, StLoseKeywords,
		StCantAttackUnlessMore, StCantBlockUnlessMore, StPlayerHexproof,
		StPlayersCantGainLife, StDamageCantBePrevented, StOpponentsCardsExiled}
	seen := map[StaticKind]bool{}
	for _, k := range apart {
		if k <= StExtraMana {
			t.Errorf("static kind %d collides with card.go's list (up to %d)", k, StExtraMana)
		}
		if seen[k] {
			t.Errorf("static kind %d is used twice", k)
		}
		seen[k] = true
	}
}
