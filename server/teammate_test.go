package server

import (
	"context"
	"testing"
	"time"

	"github.com/ettinmtg/ettin/rules"
)

// TestTeammateActsWhenPersonPasses: a person who always passes (a network bot taking the
// first legal action, which passes at every priority) has a computer teammate; the
// teammate still casts its own spells and plays its own lands over the game, since the
// person's pass lets it act with its own cards before the team passes.
func TestTeammateActsWhenPersonPasses(t *testing.T) {
	s, hs := newTestServer(t)
	c := createTable(t, hs.URL, DefaultTable("heuristic", 5))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	res, err := RunBot(ctx, c.Seats[0].URL, BotConfig{AI: "first", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s.mu.Lock()
	tb := s.tables[c.ID]
	s.mu.Unlock()
	tb.close()
	g := tb.g
	if !g.Over() {
		t.Fatalf("the game is not over")
	}
	mate := rules.PlayerID(1)
	counts := map[rules.ActionKind]int{}
	personActs := 0
	for i := range g.JournalLen() {
		e, _ := g.JournalAt(i)
		if e.Kind != rules.JAction {
			continue
		}
		if e.Player == mate {
			counts[e.ActKind]++
		}
		if e.Player == 0 && (e.ActKind == rules.ActCast || e.ActKind == rules.ActPlayLand) {
			personActs++
		}
	}
	if personActs > 0 {
		t.Errorf("the passing person cast or played %d cards", personActs)
	}
	if counts[rules.ActCast] == 0 || counts[rules.ActPlayLand] == 0 {
		t.Errorf("the computer teammate cast %d spells and played %d lands over %d turns", counts[rules.ActCast], counts[rules.ActPlayLand], g.TurnNumber())
	}
	t.Logf("%d turns, winner %d; the teammate cast %d spells and played %d lands; the person sent %d actions",
		g.TurnNumber(), res.Winner, counts[rules.ActCast], counts[rules.ActPlayLand], res.Sent)
}
