package server

import (
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// TestGrandMeleeTable: a table request for a ten-player Grand Melee is seated and its game
// set up with the variant's default options (range 1, attack left, CR 807.2) and, once
// the first turn begins, two turn markers (CR 807.4a); seven seats are refused.
func TestGrandMeleeTable(t *testing.T) {
	def := DefaultTable("", 5)
	names := []string{"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"}
	req := TableRequest{Variant: "grand-melee", Seed: 5}
	for i, n := range names {
		req.Seats = append(req.Seats, SeatRequest{Name: n, Deck: def.Seats[i%len(def.Seats)].Deck})
	}
	g := gameOf(t, req)
	if o := g.Config().Options; g.Rules().Variant != rules.GrandMelee || o.Range != 1 || o.Attack != rules.AttackLeft {
		t.Fatalf("variant %s with options %+v; expected grand-melee, range 1, attack left", g.Rules().Variant, o)
	}
	for k := 0; g.TurnNumber() == 0 && k < 100; k++ {
		acts := g.LegalActions()
		if err := g.Apply(acts[0]); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(g.Markers()); n != 2 {
		t.Fatalf("%d turn markers for ten players; expected 2", n)
	}
	req.Seats = req.Seats[:7]
	if _, _, _, err := buildSetup(req); err == nil {
		t.Fatal("a grand melee of seven seats was seated; expected it refused (8 to 16)")
	}
}
