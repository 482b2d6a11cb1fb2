package server

import (
	"context"
	"encoding/json"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// firstView joins a table as a spectator and returns the full view it is sent first.
func firstView(t *testing.T, spectate string) *View {
	t.Helper()
	url, err := WebSocketURL(spectate)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow()
	c.SetReadLimit(16 << 20)
	for {
		_, data, err := c.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var m ServerMsg
		if json.Unmarshal(data, &m) == nil && m.Type == "view" && m.View != nil {
			return m.View
		}
	}
}

// TestStandInAndClocksSurviveKill: at a table of four people with chess clocks, one
// person's bot leaves for good and a computer player stands in after the grace period;
// then the ettin serve subprocess is killed with SIGKILL and started again (with a grace
// period far longer than the test). The rebuilt table still has the computer player
// standing in, at once, and every clock has the time left it had before the kill, not a
// fresh one; the other bots come back and the game is played to its end, the clocks
// running again though seat 0's person never came back.
func TestStandInAndClocksSurviveKill(t *testing.T) {
	if testing.Short() {
		t.Skip("starts server subprocesses")
	}
	addr := freeAddr(t)
	data := t.TempDir()
	base := "http://" + addr
	first := startServe(t, addr, data, "ETTIN_TEST_SERVE_GRACE=300ms")
	req := peopleTable(31)
	req.Clock = "10m"
	c := createTable(t, base, req)

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	ctx0, leave := context.WithCancel(ctx)
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i, st := range c.Seats {
		bctx := ctx
		if i == 0 {
			bctx = ctx0
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			// A pause before each action, so that the clocks run measurably.
			_, errs[i] = RunBot(bctx, st.URL, BotConfig{AI: "simple", Seed: uint64(i + 1), Reconnect: time.Minute, delay: 3 * time.Millisecond})
		}()
	}
	waitFor := func(what string, ok func(TableInfo) bool) TableInfo {
		t.Helper()
		for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
			in, err := getInfo(base, c.ID)
			if err != nil {
				t.Fatal(err)
			}
			if in.State == "over" {
				t.Fatalf("the game ended before %s", what)
			}
			if ok(in) {
				return in
			}
		}
		t.Fatalf("no %s within 30 s", what)
		return TableInfo{}
	}
	in := waitFor("30 actions", func(in TableInfo) bool { return in.Actions >= 30 })
	leave() // seat 0's person goes for good
	waitFor("a computer player standing in", func(in TableInfo) bool { return in.Seats[0].AI == standInKind })
	killed := waitFor("more actions", func(n TableInfo) bool { return n.Actions >= in.Actions+60 })
	before := firstView(t, c.Spectate)
	if err := first.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	first.Wait()

	startServe(t, addr, data, "ETTIN_TEST_SERVE_GRACE=10m")
	after, err := getInfo(base, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if after.Seats[0].AI != standInKind {
		t.Errorf("after the restart seat 0 is %+v; want the computer player standing in", after.Seats[0])
	}
	view := firstView(t, c.Spectate)
	for i, p := range view.Players {
		b, a := before.Players[i].Clock, p.Clock
		if a == nil || b == nil {
			t.Fatalf("seat %d: no clock before (%v) or after (%v) the restart", i, b, a)
		}
		full := (10 * time.Minute).Milliseconds()
		// Before the kill some time was used; after it, the clock has what was left (the
		// running one may have run a little since, and given back the few milliseconds
		// between the last record and the view read before the kill).
		if b.Left >= full || a.Left > b.Left+200 || a.Left < b.Left-5000 {
			t.Errorf("seat %d: %d ms left before the kill, %d ms after the restart", i, b.Left, a.Left)
		}
		t.Logf("seat %d: %d ms left before the kill, %d ms after", i, b.Left, a.Left)
	}
	wg.Wait()
	for i, err := range errs[1:] {
		if err != nil {
			t.Fatalf("bot %d: %v", i+1, err)
		}
	}
	end, err := getInfo(base, c.ID)
	if err != nil || end.State != "over" {
		t.Fatalf("the table after the game: %+v, %v", end, err)
	}
	// The clocks ran again after the restart, though seat 0's person never came back.
	final := firstView(t, c.Spectate)
	for i := 1; i < 4; i++ {
		if final.Players[i].Clock.Left >= view.Players[i].Clock.Left {
			t.Errorf("seat %d: %d ms left after the restart, %d ms at the end; want the clock to have run", i, view.Players[i].Clock.Left, final.Players[i].Clock.Left)
		}
	}
	t.Logf("killed after %d actions (at least) with seat 0 stood in; the game ended after %d actions", killed.Actions, end.Actions)
}

// TestAwayRecorded: a person who leaves is noted in the table's log with the time they
// left; a table rebuilt from that log counts their grace period from then, not from the
// rebuild; a person who was connected (the crash ended the connection) is gone since the
// rebuild; those who never came are still waited for.
func TestAwayRecorded(t *testing.T) {
	s, hs := newTestServer(t)
	c := createTable(t, hs.URL, peopleTable(3))
	url, _ := WebSocketURL(c.Seats[0].URL)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(16 << 20)
	if _, _, err := ws.Read(ctx); err != nil {
		t.Fatal(err)
	}
	// Seat 1 comes and stays: the crash (here, the table closed) ends its connection.
	url1, _ := WebSocketURL(c.Seats[1].URL)
	ws1, _, err := websocket.Dial(ctx, url1, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws1.CloseNow()
	ws1.SetReadLimit(16 << 20)
	if _, _, err := ws1.Read(ctx); err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond) // seat 1 joins before seat 0 leaves
	left := time.Now()
	ws.Close(websocket.StatusNormalClosure, "")
	s.mu.Lock()
	tb := s.tables[c.ID]
	s.mu.Unlock()
	var recs []record
	var last uint64
	for {
		if recs, last, err = s.st.loadRecords(ctx, c.ID); err != nil {
			t.Fatal(err)
		}
		if r, err := replay(recs); err == nil && r.seats != nil && r.seats.Away[0] != 0 {
			break
		}
		if ctx.Err() != nil {
			t.Fatal("no record of seat 0 leaving")
		}
		time.Sleep(10 * time.Millisecond)
	}
	tb.close()
	rebuilt, err := openTable(s.st, recs, last, time.Minute, t.Logf)
	if err != nil {
		t.Fatal(err)
	}
	defer rebuilt.close()
	if d := rebuilt.away[0].Sub(left); d < -time.Second || d > time.Second {
		t.Errorf("seat 0 away since %v; it left at %v", rebuilt.away[0], left)
	}
	if d := time.Since(rebuilt.away[1]); d < 0 || d > 5*time.Second {
		t.Errorf("seat 1, connected until the rebuild, is away since %v", rebuilt.away[1])
	}
	for i := 2; i < 4; i++ {
		if !rebuilt.away[i].IsZero() {
			t.Errorf("seat %d, which never came, is away since %v", i, rebuilt.away[i])
		}
	}
}
