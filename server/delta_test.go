package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// follow reads a spectator's messages until the game is over and returns the seat's view
// at each version: from the updates' views, or with delta, built from the first view and
// the deltas. bytes counts what was received.
func follow(ctx context.Context, url string, delta bool) (views map[int][]byte, bytes int, err error) {
	if delta {
		url += "?delta=1"
	}
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, 0, err
	}
	defer c.CloseNow()
	c.SetReadLimit(16 << 20)
	views = map[int][]byte{}
	var cur View
	ver := 0
	for {
		_, data, err := c.Read(ctx)
		if err != nil {
			return nil, bytes, err
		}
		bytes += len(data)
		var m ServerMsg
		if err := json.Unmarshal(data, &m); err != nil {
			return nil, bytes, err
		}
		if m.Type != "view" && m.Type != "update" {
			continue
		}
		switch {
		case m.Delta != nil:
			if m.Delta.Base != ver {
				return nil, bytes, fmt.Errorf("a delta from version %d, the view is version %d", m.Delta.Base, ver)
			}
			if err := ApplyDelta(&cur, m.Delta); err != nil {
				return nil, bytes, err
			}
		case m.View != nil:
			cur = *m.View
		}
		ver = m.Version
		b, _ := json.Marshal(cur)
		views[ver] = b
		if m.State == "over" {
			return views, bytes, nil
		}
	}
}

// TestDeltaUpdates: a whole game of four bots, two of them on delta updates, followed by
// two spectators, one on full updates and one on deltas. The delta spectator's views,
// built from deltas, are the full one's at every version; the delta bots play the game to
// the same end; the deltas are a fraction of the bytes.
func TestDeltaUpdates(t *testing.T) {
	s, hs := newTestServer(t)
	c := createTable(t, hs.URL, peopleTable(17))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	specURL, _ := WebSocketURL(c.Spectate)
	var wg sync.WaitGroup
	var full, delta map[int][]byte
	var fullBytes, deltaBytes int
	var errFull, errDelta error
	wg.Add(2)
	go func() { defer wg.Done(); full, fullBytes, errFull = follow(ctx, specURL, false) }()
	go func() { defer wg.Done(); delta, deltaBytes, errDelta = follow(ctx, specURL, true) }()
	time.Sleep(200 * time.Millisecond) // the spectators are there before the game starts
	results := make([]*BotResult, 4)
	errs := make([]error, 4)
	for i, st := range c.Seats {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = RunBot(ctx, st.URL, BotConfig{AI: "simple", Seed: uint64(i + 1), Delta: i%2 == 0})
		}()
	}
	wg.Wait()
	for i, err := range append(errs, errFull, errDelta) {
		if err != nil {
			t.Fatalf("client %d: %v", i, err)
		}
	}
	s.mu.Lock()
	tb := s.tables[c.ID]
	s.mu.Unlock()
	tb.close()
	want := fmt.Sprintf("%016x", tb.g.Hash())
	for i, r := range results {
		if r.Hash != want {
			t.Errorf("bot %d ended at %s; the table at %s", i, r.Hash, want)
		}
		if i%2 == 0 && r.Deltas == 0 {
			t.Errorf("bot %d applied no delta", i)
		}
	}
	compared := 0
	for v, b := range delta {
		if f, ok := full[v]; ok {
			compared++
			if !bytes.Equal(f, b) {
				t.Fatalf("version %d: the view built from deltas differs:\n%s\n--\n%s", v, b, f)
			}
		}
	}
	if compared < tb.n/2 {
		t.Errorf("%d views compared for %d actions", compared, tb.n)
	}
	t.Logf("%d actions; %d views compared; the spectator received %d bytes with full updates, %d with deltas (%.0f%%)",
		tb.n, compared, fullBytes, deltaBytes, 100*float64(deltaBytes)/float64(fullBytes))
}
