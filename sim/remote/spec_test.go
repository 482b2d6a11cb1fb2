package remote

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/rules"
	"github.com/ettinmtg/ettin/sim"
)

// TestSpecCarriesVariantOptions: a Team vs. Team run reaches the workers with its team
// size and the deploy creatures option, so that they play the same games.
func TestSpecCarriesVariantOptions(t *testing.T) {
	d := deck(t, "bears", "20 Forest", "40 Grizzly Bears")
	cfg := sim.Config{Games: 2, Seed: 3, Variant: rules.TeamVsTeam, Players: 6, Size: 3,
		Options: rules.Options{Range: 1, Deploy: true}, Teams: [2]sim.Team{
			{Name: "Red", AI: "random", Seats: [2]sim.Seat{d, d}}, {Name: "Blue", AI: "random", Seats: [2]sim.Seat{d, d}}}}
	got := roundTrip(t, cfg)
	if got.Variant != cfg.Variant || got.Players != 6 || got.Size != 3 || got.Options != cfg.Options {
		t.Fatalf("the workers get variant %v, %d players in teams of %d, options %+v; expected %v, 6, 3, %+v",
			got.Variant, got.Players, got.Size, got.Options, cfg.Variant, cfg.Options)
	}
}

// TestSpecCarriesSharedTurnsAndSeats: the shared team turns option and the players' own
// decks and AI levels reach the workers.
func TestSpecCarriesSharedTurnsAndSeats(t *testing.T) {
	d := deck(t, "bears", "20 Forest", "40 Grizzly Bears")
	b := deck(t, "bolts", "20 Mountain", "40 Lightning Bolt")
	cfg := sim.Config{Games: 2, Seed: 3, Variant: rules.TeamVsTeam, Options: rules.Options{SharedTurns: true},
		Seats: []sim.SeatConfig{{}, {AI: "heuristic", Deck: b}},
		Teams: [2]sim.Team{{Name: "Red", AI: "random", Seats: [2]sim.Seat{d, d}}, {Name: "Blue", AI: "random", Seats: [2]sim.Seat{d, d}}}}
	got := roundTrip(t, cfg)
	if !got.Options.SharedTurns || len(got.Seats) != 2 || got.Seats[0].AI != "" || got.Seats[0].Deck.Cards != nil ||
		got.Seats[1].AI != "heuristic" || got.Seats[1].Deck.Deck != "bolts" || len(got.Seats[1].Deck.Cards) != 60 {
		t.Fatalf("the workers get options %+v, seats %+v", got.Options, got.Seats)
	}
}

// roundTrip is cfg as a worker gets it: its Spec through JSON.
func roundTrip(t *testing.T, cfg sim.Config) sim.Config {
	t.Helper()
	b, err := json.Marshal(SpecOf(cfg))
	if err != nil {
		t.Fatal(err)
	}
	var s Spec
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	got, err := s.Config()
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// TestRunRefusesDeal: a config whose decks are dealt by a function is refused before
// anything is sent, since a worker can't run the function.
func TestRunRefusesDeal(t *testing.T) {
	d := deck(t, "bears", "20 Forest", "40 Grizzly Bears")
	cfg := sim.Config{Games: 2, DealFlag: "--pool", Deal: func(uint64) [2][2][]*rules.CardDef { return [2][2][]*rules.CardDef{} },
		Teams: [2]sim.Team{{Name: "Red", AI: "random", Seats: [2]sim.Seat{d, d}}, {Name: "Blue", AI: "random", Seats: [2]sim.Seat{d, d}}}}
	if _, err := Run(context.Background(), nil, cfg, Options{}); err == nil || !strings.Contains(err.Error(), "--pool") {
		t.Fatalf("Run with Deal: %v; expected a refusal naming --pool", err)
	}
}
