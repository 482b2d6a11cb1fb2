package server

import (
	"slices"
	"testing"

	"github.com/ettinmtg/ettin/ai"
	"github.com/ettinmtg/ettin/rules"
)

// TestGrandMeleeTable: a table request for a ten-player Grand Melee is seated at random
// (CR 807.3, seatedAtRandom) and its game set up with the variant's default options (range
// 1, attack left, CR 807.2) and, once the first turn begins, two turn markers (CR 807.4a);
// seven seats are refused.
func TestGrandMeleeTable(t *testing.T) {
	def := DefaultTable("", 5)
	names := []string{"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"}
	req := TableRequest{Variant: "grand-melee", Seed: 5}
	for i, n := range names {
		req.Seats = append(req.Seats, SeatRequest{Name: n, Deck: def.Seats[i%len(def.Seats)].Deck})
	}
	seatedAtRandom(t, req, rules.GrandMelee)
	g := gameOf(t, req)
	if o := g.Config().Options; g.Rules().Variant != rules.GrandMelee || o.Range != 1 || o.Attack != rules.AttackLeft {
		t.Fatalf("variant %s with options %+v; expected grand-melee, range 1, attack left", g.Rules().Variant, o)
	}
	for k := 0; g.TurnNumber() == 0 && k < 100; k++ {
		if err := g.Apply(g.LegalActions()[0]); err != nil {
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

// TestFreeForAllTableSeatedAtRandom: a table request for a six-player free-for-all is
// seated at random from its seed (CR 806.3), as a Grand Melee is, and replays alike.
func TestFreeForAllTableSeatedAtRandom(t *testing.T) {
	def := DefaultTable("", 5)
	req := TableRequest{Variant: "free-for-all", Seed: 11, Range: 1}
	for i, n := range []string{"Ann", "Bob", "Cid", "Dee", "Eve", "Fay"} {
		req.Seats = append(req.Seats, SeatRequest{Name: n, Deck: def.Seats[i%len(def.Seats)].Deck})
	}
	seatedAtRandom(t, req, rules.FreeForAll)
}

// seatedAtRandom checks that a table request of variant v is seated at random from its
// seed (not in the order asked; the same way for the same seed), that each request seat's
// token follows its player, and that the table's game replays from its setup: the seating
// recorded, not drawn again.
func seatedAtRandom(t *testing.T, req TableRequest, v rules.Variant) {
	t.Helper()
	var names []string
	for _, sr := range req.Seats {
		names = append(names, sr.Name)
	}
	setup, _, order, err := buildSetup(req)
	if err != nil {
		t.Fatal(err)
	}
	var seated []string
	for _, st := range setup.Seats {
		seated = append(seated, st.Name)
	}
	if want := rules.SeatedAtRandom(v, req.Seed, names); !slices.Equal(seated, want) || slices.Equal(seated, names) {
		t.Fatalf("seated %v; expected %v, drawn from seed %d (not the order asked, %v)", seated, want, req.Seed, names)
	}
	for i, p := range order {
		if setup.Seats[p].Name != names[i] {
			t.Fatalf("request seat %d (%s) is player %d, %s", i, names[i], p, setup.Seats[p].Name)
		}
	}
	again, _, _, err := buildSetup(req)
	if err != nil || !slices.EqualFunc(again.Seats, setup.Seats, func(a, b seatSetup) bool { return a.Name == b.Name }) {
		t.Fatalf("the same request seated otherwise (%v)", err)
	}
	g := gameOf(t, req)
	if g.Rules().Variant != v {
		t.Fatalf("variant %s; expected %s", g.Rules().Variant, v)
	}
	var acts []WireAction
	pol := ai.NewRandom(9)
	for n := 0; n < 400 && !g.Over(); n++ {
		s := ai.NewSituation(g, ai.Seat(g), uint64(n))
		a := pol.Act(s)
		s.Done()
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		acts = append(acts, wireAction(a))
	}
	rp := Replay{ID: setup.ID, Variant: setup.Variant, Range: setup.Range, Attack: setup.Attack, Rules: setup.Rules, Seed: setup.Seed}
	for _, st := range setup.Seats {
		rp.Seats = append(rp.Seats, ReplaySeat{Name: st.Name, Team: st.Team, Deck: st.DeckName, Cards: st.Cards})
	}
	st, err := rp.setup()
	if err != nil {
		t.Fatal(err)
	}
	m, err := replayView(st, acts, len(acts), -1)
	if err != nil {
		t.Fatal(err)
	}
	if m.Seq != g.JournalLen() || m.Actions != len(acts) {
		t.Fatalf("replayed to journal %d after %d actions; the game's is %d after %d", m.Seq, m.Actions, g.JournalLen(), len(acts))
	}
	if r, err := newGame(setup); err != nil || r.Player(0).Name != seated[0] {
		t.Fatalf("the setup rebuilt with player 0 %s (%v); expected %s", r.Player(0).Name, err, seated[0])
	}
}
