package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// received is every message a seat (or a spectator, seat -1) received, as it came.
type received struct {
	mu   sync.Mutex
	msgs map[int][][]byte
}

func (r *received) add(seat int, raw []byte) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.msgs == nil {
		r.msgs = map[int][][]byte{}
	}
	r.msgs[seat] = append(r.msgs[seat], append([]byte(nil), raw...))
}

// createTable posts a table request and returns the answer.
func createTable(t *testing.T, base string, req TableRequest) Created {
	t.Helper()
	b, _ := json.Marshal(req)
	code, body := postJSON(t, base+"/api/tables", string(b))
	if code != 201 {
		t.Fatalf("POST /api/tables: %d %s", code, body)
	}
	var c Created
	if err := json.Unmarshal(body, &c); err != nil {
		t.Fatal(err)
	}
	return c
}

// spectate follows a table as a spectator until the game is over.
func spectate(ctx context.Context, url string, rec *received) error {
	c, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return err
	}
	defer c.CloseNow()
	c.SetReadLimit(16 << 20)
	for {
		_, data, err := c.Read(ctx)
		if err != nil {
			return err
		}
		rec.add(-1, data)
		var m ServerMsg
		if json.Unmarshal(data, &m) == nil && m.State == "over" {
			return nil
		}
	}
}

// playBots plays table c to its end with the bot cfg(i) at each seat i (none where cfg says
// false: the server's computer player holds the seat) and, when rec is not nil, a
// spectator recording into rec beside them; it fails t if one of them fails.
func playBots(t *testing.T, ctx context.Context, c Created, rec *received, cfg func(i int) (BotConfig, bool)) []*BotResult {
	t.Helper()
	var wg sync.WaitGroup
	results := make([]*BotResult, len(c.Seats))
	errs := make([]error, len(c.Seats))
	for i, st := range c.Seats {
		bc, ok := cfg(i)
		if !ok {
			continue // a seat the server's computer player holds: no result
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = RunBot(ctx, st.URL, bc)
		}()
	}
	var specErr error
	if rec != nil {
		specURL, _ := WebSocketURL(c.Spectate)
		wg.Add(1)
		go func() { defer wg.Done(); specErr = spectate(ctx, specURL, rec) }()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("bot %d: %v", i, err)
		}
	}
	if specErr != nil {
		t.Fatalf("spectator: %v", specErr)
	}
	return results
}

// TestFourBotsOverWebSockets plays a whole 2HG game of four network bots against a real
// server on loopback; one bot loses its connection mid-game and comes back; a spectator
// follows. No seat and no spectator receives a card it may not see: every message is
// checked.
func TestFourBotsOverWebSockets(t *testing.T) {
	s, hs := newTestServer(t)
	c := createTable(t, hs.URL, peopleTable(11))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	rec := &received{}
	results := playBots(t, ctx, c, rec, func(i int) (BotConfig, bool) {
		cfg := BotConfig{AI: "heuristic", Seed: uint64(100 + i), OnMessage: rec.add}
		if i == 1 {
			cfg.dropAt = 60
		}
		return cfg, true
	})
	if results[1].Reconnects == 0 {
		t.Errorf("bot 1 did not reconnect")
	}
	for i, r := range results {
		if r.Duplicates+r.Gaps+r.Resyncs > 0 || r.Events == 0 {
			t.Errorf("bot %d: %d events, %d duplicated, %d gaps, %d fresh views", i, r.Events, r.Duplicates, r.Gaps, r.Resyncs)
		}
	}
	s.mu.Lock()
	tb := s.tables[c.ID]
	s.mu.Unlock()
	tb.close() // the actor stops: the game can be read
	g := tb.g
	want := fmt.Sprintf("%016x", g.Hash())
	for i, r := range results {
		if r.Hash != want || r.Actions != tb.n {
			t.Errorf("bot %d ended at %s after %d actions; the table at %s after %d", i, r.Hash, r.Actions, want, tb.n)
		}
	}
	t.Logf("game over after %d actions, turn %d, winner %d; messages: %d, %d, %d, %d, spectator %d",
		tb.n, g.TurnNumber(), g.Winner(), len(rec.msgs[0]), len(rec.msgs[1]), len(rec.msgs[2]), len(rec.msgs[3]), len(rec.msgs[-1]))
	checkNoHiddenCards(t, g, rec)
}

// checkNoHiddenCards checks every message each seat and the spectator received: no hand
// of a player outside the seat's team (a spectator: no hand at all), no journal entry with
// details the seat may not see (and no line with them anywhere in a message), no options
// or actions of another seat's decision.
func checkNoHiddenCards(t *testing.T, g *rules.Game, rec *received) {
	t.Helper()
	journal := g.Journal()
	type secret struct {
		text string
		e    rules.Entry
	}
	var secrets []secret
	for _, e := range journal {
		if full, red := bind.Entry(g, e), bind.Entry(g, e.Redacted()); full != red {
			b, _ := json.Marshal(full)
			secrets = append(secrets, secret{string(b[1 : len(b)-1]), e})
		}
	}
	if len(secrets) == 0 {
		t.Errorf("the game journaled no hidden detail: the check checks nothing")
	}
	checked := 0
	for seat, msgs := range rec.msgs {
		team := rules.NoTeam
		if seat >= 0 {
			team = g.TeamOf(rules.PlayerID(seat))
		}
		for k, raw := range msgs {
			checked++
			for _, s := range secrets {
				if !s.e.VisibleTo(rules.PlayerID(seat), team) && strings.Contains(string(raw), s.text) {
					t.Fatalf("seat %d, message %d holds %q, which it may not see: %s", seat, k, s.text, raw)
				}
			}
			var m ServerMsg
			if err := json.Unmarshal(raw, &m); err != nil {
				t.Fatalf("seat %d, message %d: %v", seat, k, err)
			}
			for _, ev := range m.Events {
				e := journal[ev.N-1]
				if !e.VisibleTo(rules.PlayerID(seat), team) && e.Seen != rules.SeenAll {
					if !ev.Hidden || ev.Action != nil || len(ev.Cards) > 0 || (ev.Card != "" && e.Redacted().Card == nil) {
						t.Fatalf("seat %d, message %d: event %d shows hidden details: %+v", seat, k, ev.N, ev)
					}
				}
			}
			if m.View != nil {
				for p, pv := range m.View.Players {
					// Whose hands a seat sees is the engine's word (a 2HG teammate's, a
					// Team vs. Team or Emperor teammate's, CR 808.5, 809.7, 810.5).
					if pv.Hand != nil && (seat < 0 || !g.SeesHand(rules.PlayerID(seat), rules.PlayerID(p))) {
						t.Fatalf("seat %d, message %d shows player %d's hand: %s", seat, k, p, raw)
					}
				}
			}
			if d := m.Decision; d != nil && (len(d.Actions) > 0 || len(d.Options) > 0) {
				for _, a := range d.Actions {
					if seat < 0 || (a.Action.Player != rules.NoPlayer && int(a.Action.Player) != seat) ||
						(a.Action.Player == rules.NoPlayer && a.Action.Team != team) {
						t.Fatalf("seat %d, message %d offers another seat's action %s", seat, k, a.Line)
					}
				}
				if seat < 0 || len(d.Actions) == 0 {
					t.Fatalf("seat %d, message %d shows the options of another's decision", seat, k)
				}
			}
		}
	}
	t.Logf("%d messages checked against %d journal entries with hidden details", checked, len(secrets))
}

// TestBotWithComputerPlayers plays the table ettin serve opens: a network bot in the
// person's seat, a computer teammate and two computer opponents run by the server.
func TestBotWithComputerPlayers(t *testing.T) {
	_, hs := newTestServer(t)
	c := createTable(t, hs.URL, DefaultTable("heuristic", 3))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	res, err := RunBot(ctx, c.Seats[0].URL, BotConfig{AI: "heuristic", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	in, err := getInfo(hs.URL, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if in.State != "over" || in.Hash != res.Hash || res.Sent == 0 {
		t.Errorf("table %+v; bot %+v", in, res)
	}
	t.Logf("%d actions, %d of them the bot's; winner %q", in.Actions, res.Sent, in.Winner)
}

// TestStandIn: a person gone past the grace period has a computer player stand in, and
// reclaims the seat on coming back; the game goes on to its end.
func TestStandIn(t *testing.T) {
	s, err := New(context.Background(), Config{DataDir: t.TempDir(), Logf: t.Logf, RateLimit: 10000, Grace: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s.Handler())
	defer s.Close()
	defer hs.Close()
	c := createTable(t, hs.URL, peopleTable(13))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	var mu sync.Mutex
	sawStandIn, sawBack := false, false
	watch := func(seat int, raw []byte) {
		var m ServerMsg
		if seat != 2 || json.Unmarshal(raw, &m) != nil || m.View == nil {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		if m.View.Players[0].AI == standInKind {
			sawStandIn = true
		} else if sawStandIn {
			sawBack = true
		}
	}
	results := playBots(t, ctx, c, nil, func(i int) (BotConfig, bool) {
		cfg := BotConfig{AI: "heuristic", Seed: uint64(i + 1), OnMessage: watch, delay: 2 * time.Millisecond}
		if i == 0 {
			cfg.dropAt, cfg.awayFor = 40, 250*time.Millisecond
		}
		return cfg, true
	})
	r := results[0]
	if !sawStandIn || !sawBack || r.Reconnects == 0 || r.Sent <= r.sentAtDrop {
		t.Errorf("stand-in seen %v, seat reclaimed %v; bot 0: %d reconnects, %d actions sent, %d before it left", sawStandIn, sawBack, r.Reconnects, r.Sent, r.sentAtDrop)
	}
	t.Logf("bot 0 sent %d actions before leaving, %d in all; the game ended after %d actions", r.sentAtDrop, r.Sent, r.Actions)
}

// TestClocks: a slow player's chess clock warns and runs out; with timeout "ai" a computer
// player plays on for them, with "lose" their team loses.
func TestClocks(t *testing.T) {
	for _, timeout := range []string{"ai", "lose"} {
		t.Run(timeout, func(t *testing.T) {
			_, hs := newTestServer(t)
			req := peopleTable(17)
			req.Clock, req.Timeout = "300ms+20ms", timeout
			c := createTable(t, hs.URL, req)
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			var mu sync.Mutex
			var news []string
			var clock *ClockView
			watch := func(seat int, raw []byte) {
				var m ServerMsg
				if seat != 2 || json.Unmarshal(raw, &m) != nil {
					return
				}
				mu.Lock()
				defer mu.Unlock()
				if m.Type == "clock" {
					news = append(news, m.Message)
				}
				if m.View != nil && m.View.Players[0].Clock != nil {
					clock = m.View.Players[0].Clock
				}
			}
			playBots(t, ctx, c, nil, func(i int) (BotConfig, bool) {
				cfg := BotConfig{AI: "heuristic", Seed: uint64(i + 1), OnMessage: watch}
				if i == 0 {
					cfg.delay = 40 * time.Millisecond // the slow player
				}
				return cfg, true
			})
			in, _ := getInfo(hs.URL, c.ID)
			mu.Lock()
			defer mu.Unlock()
			t.Logf("clock news: %q; the game ended after %d actions, winner %q", news, in.Actions, in.Winner)
			// The slow player runs out of time first, unless a loaded machine slowed another
			// player more: the outcome is checked for the first player out of time.
			first := -1
			for _, n := range news {
				if strings.Contains(n, "out of time") {
					for i, st := range c.Seats {
						if strings.HasPrefix(n, st.Name+" ") {
							first = i
						}
					}
					break
				}
			}
			if first < 0 || clock == nil || first == 0 && !clock.Out {
				t.Fatalf("news %q, seat 0's clock %+v", news, clock)
			}
			team := req.Seats[first].Team
			if timeout == "lose" && (in.Winner == "" || in.Winner == team) {
				t.Errorf("%s ran out of time first, and the winner is %q", c.Seats[first].Name, in.Winner)
			}
			if timeout == "ai" && in.Seats[first].AI != standInKind {
				t.Errorf("no computer player took %s's seat on time: %+v", c.Seats[first].Name, in.Seats[first])
			}
		})
	}
}

// TestClockRestart: the clocks are stored with each action and come back after a restart.
func TestClockRestart(t *testing.T) {
	data := t.TempDir()
	s, err := New(context.Background(), Config{DataDir: data, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s.Handler())
	req := peopleTable(5)
	req.Clock = "10m"
	c := createTable(t, hs.URL, req)
	var cl []*client
	for _, st := range c.Seats {
		cl = append(cl, dial(t, st.URL))
		cl[len(cl)-1].next("view")
	}
	time.Sleep(300 * time.Millisecond) // seat 0 thinks
	at := 0
	cl[0].send(ClientMsg{Type: "act", ID: 1, At: &at, Line: "Player keeps"})
	cl[0].next("ack")
	hs.Close()
	s.Close()
	s2, err := New(context.Background(), Config{DataDir: data, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	hs2 := httptest.NewServer(s2.Handler())
	defer hs2.Close()
	v := dial(t, strings.Replace(c.Seats[0].URL, hs.URL, hs2.URL, 1)).next("view")
	left := time.Duration(v.View.Players[0].Clock.Left) * time.Millisecond
	if left > 10*time.Minute-250*time.Millisecond || left < 9*time.Minute {
		t.Errorf("seat 0's clock after a restart: %v left of 10m", left)
	}
	// Seat 1 decides next: its clock runs again at once after the restart.
	if l1 := v.View.Players[1].Clock.Left; l1 > (10*time.Minute).Milliseconds() || l1 < (10*time.Minute-5*time.Second).Milliseconds() {
		t.Errorf("seat 1's clock after a restart: %d ms", l1)
	}
}
