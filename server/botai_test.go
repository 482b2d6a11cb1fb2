package server

import (
	"context"
	"sync"
	"testing"
	"time"
)

// TestHeuristicBotBeatsRandom plays games of two network bots with package ai's heuristic
// player against two random bots, every seat a person's seat taken by a bot over
// WebSockets; the heuristic bots play the first team in even games and the second in odd
// ones, so that neither team's decks decide. The heuristic bots decide on games built
// from their views; they must win every game (a side playing no better than the other
// would win all five about one time in 32) and choose most of their actions with the AI,
// not the fallback chooser. Every message each seat received is checked for hidden cards.
func TestHeuristicBotBeatsRandom(t *testing.T) {
	const games = 5
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
			if i/2 == game%2 {
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
		h := results[2*(game%2) : 2*(game%2)+2] // the heuristic bots
		if results[0].Winner == game%2 {
			wins++
		}
		for _, r := range h {
			decided += r.Decided
			fallbacks += r.Fallbacks
		}
		t.Logf("game %d: the heuristic bots play team %d; winner %d after %d actions, turn %d; %d actions decided by the AI, %d by the fallback",
			game, game%2, results[0].Winner, tb.n, tb.g.TurnNumber(), h[0].Decided+h[1].Decided, h[0].Fallbacks+h[1].Fallbacks)
	}
	if wins < games {
		t.Errorf("the heuristic bots won %d of %d games against random bots; want %d", wins, games, games)
	}
	if decided < 4*fallbacks {
		t.Errorf("the AI chose %d actions and the fallback %d; want the AI at least 80%%", decided, fallbacks)
	}
}
