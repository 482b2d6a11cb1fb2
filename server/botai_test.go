package server

import (
	"context"
	"sync"
	"testing"
	"time"
)

// TestHeuristicBotBeatsRandom plays games of two network bots with package ai's heuristic
// player (team Red) against two random bots (team Blue), every seat a person's seat taken
// by a bot over WebSockets. The heuristic bots decide on games built from their views;
// they must win nearly every game (random play would win about half) and choose most of
// their actions with the AI, not the fallback chooser. Every message each seat received
// is checked for hidden cards.
func TestHeuristicBotBeatsRandom(t *testing.T) {
	const games = 6
	s, hs := newTestServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	wins, decided, fallbacks := 0, 0, 0
	for game := range games {
		c := createTable(t, hs.URL, peopleTable(uint64(500+game)))
		rec := &received{}
		var wg sync.WaitGroup
		results := make([]*BotResult, 4)
		errs := make([]error, 4)
		for i, st := range c.Seats {
			kind := "random"
			if i < 2 {
				kind = "heuristic"
			}
			cfg := BotConfig{AI: kind, Seed: uint64(game*10 + i), OnMessage: rec.add}
			wg.Add(1)
			go func() {
				defer wg.Done()
				results[i], errs[i] = RunBot(ctx, st.URL, cfg)
			}()
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Fatalf("game %d, bot %d: %v", game, i, err)
			}
		}
		s.mu.Lock()
		tb := s.tables[c.ID]
		s.mu.Unlock()
		tb.close()
		checkNoHiddenCards(t, tb.g, rec)
		if results[0].Winner == 0 {
			wins++
		}
		for _, r := range results[:2] {
			decided += r.Decided
			fallbacks += r.Fallbacks
		}
		t.Logf("game %d: winner %d after %d actions, turn %d; heuristic bots: %d decided by the AI, %d by the fallback",
			game, results[0].Winner, tb.n, tb.g.TurnNumber(), results[0].Decided+results[1].Decided, results[0].Fallbacks+results[1].Fallbacks)
	}
	// Random play wins a game about half the time: 6 of 6 has a chance of 1 in 64.
	if wins < games {
		t.Errorf("the heuristic bots won %d of %d games against random bots; want %d", wins, games, games)
	}
	if decided < 4*fallbacks {
		t.Errorf("the AI chose %d actions and the fallback %d; want the AI at least 80%%", decided, fallbacks)
	}
}
