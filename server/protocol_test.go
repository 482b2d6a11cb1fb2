package server

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/nats-io/nats.go"
)

// client is a test's raw WebSocket client.
type client struct {
	t       *testing.T
	c       *websocket.Conn
	pending []ServerMsg // read, not yet asked for
}

func dial(t *testing.T, url string) *client {
	t.Helper()
	ws, err := WebSocketURL(url)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, ws, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.SetReadLimit(16 << 20)
	t.Cleanup(func() { c.CloseNow() })
	return &client{t: t, c: c}
}

func (c *client) send(m any) {
	c.t.Helper()
	b, _ := json.Marshal(m)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := c.c.Write(ctx, websocket.MessageText, b); err != nil {
		c.t.Fatal(err)
	}
}

// next returns the first message of type typ not yet returned, keeping the others.
func (c *client) next(typ string) ServerMsg {
	c.t.Helper()
	for i, m := range c.pending {
		if m.Type == typ {
			c.pending = append(c.pending[:i], c.pending[i+1:]...)
			return m
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for {
		_, data, err := c.c.Read(ctx)
		if err != nil {
			c.t.Fatalf("waiting for a %s message: %v", typ, err)
		}
		var m ServerMsg
		if err := json.Unmarshal(data, &m); err != nil {
			c.t.Fatal(err)
		}
		if peek {
			c.t.Logf("%s", data)
		}
		if m.Type == typ {
			return m
		}
		c.pending = append(c.pending, m)
	}
}

// TestSeatProtocol: a join's full view, acting by a typed action and by a line, refusals
// with codes, a token acting only for its seat, a spectator who can't act, a sequence gap
// answered by a fresh view, team and table chat as text.
func TestSeatProtocol(t *testing.T) {
	s, hs := newTestServer(t)
	c := createTable(t, hs.URL, peopleTable(5))
	seats := make([]*client, 4)
	views := make([]ServerMsg, 4)
	for i := range seats {
		seats[i] = dial(t, c.Seats[i].URL)
		views[i] = seats[i].next("view")
		if views[i].Seat != i || views[i].View == nil || views[i].View.Players[i].Hand == nil {
			t.Fatalf("seat %d's view: %+v", i, views[i])
		}
	}
	spec := dial(t, c.Spectate)
	sv := spec.next("view")
	if sv.Seat != -1 || sv.Decision != nil && len(sv.Decision.Actions) > 0 {
		t.Fatalf("spectator's view: %+v", sv)
	}
	for _, p := range sv.View.Players {
		if p.Hand != nil {
			t.Fatalf("the spectator sees %s's hand", p.Name)
		}
	}
	// The first decisions are mulligans, each player's own.
	d := views[0].Decision
	if d == nil || len(d.Actions) == 0 || d.Kind != "mulligan" {
		t.Fatalf("seat 0's first decision: %+v", d)
	}
	// Seat 1 tries seat 0's action: refused.
	a0 := d.Actions[0].Action
	seats[1].send(ClientMsg{Type: "act", ID: 7, Action: &a0})
	if r := seats[1].next("refusal"); r.ID != 7 || r.Code != "not your seat" && r.Code != "not your decision" {
		t.Errorf("seat 1 acting for seat 0: %+v", r)
	}
	// A spectator can't act.
	spec.send(ClientMsg{Type: "act", ID: 8, Line: "Player keeps"})
	if r := spec.next("refusal"); r.ID != 8 || r.Code != "spectator" {
		t.Errorf("a spectator acting: %+v", r)
	}
	// A malformed line and an unknown kind get one clear answer each.
	seats[0].send(ClientMsg{Type: "act", ID: 9, Line: "Player frobnicates"})
	if r := seats[0].next("refusal"); r.ID != 9 || r.Code == "" || r.Message == "" {
		t.Errorf("a malformed line: %+v", r)
	}
	seats[0].send(map[string]any{"type": "act", "id": 10, "action": map[string]any{"kind": "teleport"}})
	if r := seats[0].next("error"); r.ID != 10 || !strings.Contains(r.Message, "teleport") {
		t.Errorf("an unknown action kind: %+v", r)
	}
	seats[0].send(map[string]any{"type": "dance"})
	if r := seats[0].next("error"); !strings.Contains(r.Message, "dance") {
		t.Errorf("an unknown message: %+v", r)
	}
	// Seat 0 keeps by a line; every seat gets the update, numbered from its view.
	seats[0].send(ClientMsg{Type: "act", ID: 11, Line: "Player keeps"})
	if r := seats[0].next("ack"); r.ID != 11 || r.Actions != 1 {
		t.Errorf("keeping by a line: %+v", r)
	}
	for i, sc := range append(seats, spec) {
		u := sc.next("update")
		if u.From != views[0].Seq || u.Seq <= u.From || len(u.Events) != u.Seq-u.From || u.Events[0].N != u.From+1 || u.Actions != 1 {
			t.Errorf("seat %d's update: from %d seq %d, %d events, %d actions", i-boolInt(i == 4)*5, u.From, u.Seq, len(u.Events), u.Actions)
		}
	}
	// Seat 1 keeps by a typed action from its list.
	var keep *WireAction
	for _, la := range views[1].Decision.Actions {
		if la.Action.Kind == "keep" {
			keep = &la.Action
		}
	}
	seats[1].send(ClientMsg{Type: "act", ID: 12, Action: keep})
	if r := seats[1].next("ack"); r.ID != 12 || r.Actions != 2 {
		t.Errorf("keeping by a typed action: %+v", r)
	}
	// A gap in the numbered updates gets a fresh view.
	gap, _ := json.Marshal(ServerMsg{Type: "update", Seat: 2, From: 1000, Seq: 1001})
	gm := &nats.Msg{Subject: outSubject(c.ID, 2), Data: gap, Header: nats.Header{}}
	gm.Header.Set(hdrType, "update")
	gm.Header.Set(hdrFrom, "1000")
	gm.Header.Set(hdrSeq, "1001")
	s.st.nc.PublishMsg(gm)
	if v := seats[2].next("view"); v.Actions != 2 || v.Seq < 1 {
		t.Errorf("after a gap: %+v", v)
	}
	// Team chat reaches the team only; table chat everyone; text stays text.
	seats[0].send(ClientMsg{Type: "chat", ID: 13, Scope: "team", Text: "<b>attack</b>\x07 now"})
	if m := seats[1].next("chat"); m.Chat.Text != "<b>attack</b> now" || m.Chat.From != DefaultName || m.Chat.Scope != "team" {
		t.Errorf("team chat: %+v", m.Chat)
	}
	if m := seats[0].next("chat"); m.Chat.Scope != "team" {
		t.Errorf("the sender's own copy of its team chat: %+v", m.Chat)
	}
	seats[2].send(ClientMsg{Type: "chat", ID: 14, Scope: "table", Text: "gl hf"})
	for i, sc := range []*client{seats[0], seats[3], spec} {
		if m := sc.next("chat"); m.Chat.Text != "gl hf" || m.Chat.Scope != "table" {
			t.Errorf("client %d: table chat %+v", i, m.Chat)
		}
	}
	// Seat 3 never got the team chat of the other team: its next chat was the table's.
	seats[0].send(ClientMsg{Type: "chat", ID: 15, Scope: "team", Text: "secret plan"})
	seats[0].send(ClientMsg{Type: "chat", ID: 16, Scope: "table", Text: "public"})
	if m := seats[3].next("chat"); m.Chat.Text != "public" {
		t.Errorf("seat 3 got the other team's chat: %+v", m.Chat)
	}
	// A message over the size limit closes the connection.
	seats[3].send(ClientMsg{Type: "chat", Text: strings.Repeat("x", maxMessageBytes+1)})
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for {
		if _, _, err := seats[3].c.Read(ctx); err != nil {
			if websocket.CloseStatus(err) != websocket.StatusMessageTooBig {
				t.Errorf("an oversized message: %v", err)
			}
			break
		}
	}
}

var peek = false

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestUpgradeChecks: a bad token, another site's Origin and a bad table id are refused
// before any message.
func TestUpgradeChecks(t *testing.T) {
	_, hs := newTestServer(t)
	c := createTable(t, hs.URL, peopleTable(5))
	ws, _ := WebSocketURL(c.Seats[0].URL)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	bad := strings.Replace(ws, "token=", "token=0", 1)
	if _, resp, err := websocket.Dial(ctx, bad, nil); err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Errorf("a bad token: %v %v", resp, err)
	}
	h := http.Header{"Origin": []string{"https://evil.example"}}
	if _, resp, err := websocket.Dial(ctx, ws, &websocket.DialOptions{HTTPHeader: h}); err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Errorf("another site's origin: %v %v", resp, err)
	}
	h = http.Header{"Origin": []string{hs.URL}}
	conn, _, err := websocket.Dial(ctx, ws, &websocket.DialOptions{HTTPHeader: h})
	if err != nil {
		t.Errorf("the server's own origin: %v", err)
	} else {
		conn.CloseNow()
	}
	for _, u := range []string{"/ws/0123456789abcdef", "/ws/nothex"} {
		if _, resp, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(hs.URL, "http")+u, nil); err == nil || resp == nil || resp.StatusCode < 400 || resp.StatusCode >= 500 {
			t.Errorf("%s: %v %v", u, resp, err)
		}
	}
}

// TestConcede: a player concedes for the team (CR 810.8b); every seat learns the game is
// over; no action is taken after.
func TestConcede(t *testing.T) {
	_, hs := newTestServer(t)
	c := createTable(t, hs.URL, peopleTable(5))
	ann, bea := dial(t, c.Seats[0].URL), dial(t, c.Seats[3].URL)
	ann.next("view")
	bea.next("view")
	bea.send(ClientMsg{Type: "act", ID: 1, Action: &WireAction{Kind: "concede", Player: 0}})
	if r := bea.next("refusal"); r.Code != "not your seat" {
		t.Errorf("conceding for another: %+v", r)
	}
	bea.send(ClientMsg{Type: "act", ID: 2, Line: "Bea concedes"})
	bea.next("ack")
	u := ann.next("update")
	if u.State != "over" || u.View.Winner != 0 || u.Hash == "" {
		t.Errorf("after the concession: state %s, winner %d, hash %q", u.State, u.View.Winner, u.Hash)
	}
	ann.send(ClientMsg{Type: "act", ID: 3, Line: "Player keeps"})
	if r := ann.next("refusal"); r.Code != "game over" {
		t.Errorf("acting after the end: %+v", r)
	}
	in, _ := getInfo(hs.URL, c.ID)
	if in.State != "over" || in.Winner != "Boros" {
		t.Errorf("the table: %+v", in)
	}
}

// TestRematch: once the game is over a seat asks for a rematch; every client learns the
// new table's id, and the same links (the same tokens) join it; the rematch survives a
// restart of the server.
func TestRematch(t *testing.T) {
	data := t.TempDir()
	s, err := New(context.Background(), Config{DataDir: data, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s.Handler())
	c := createTable(t, hs.URL, peopleTable(5))
	ann, bob := dial(t, c.Seats[0].URL), dial(t, c.Seats[2].URL)
	ann.next("view")
	bob.next("view")
	ann.send(ClientMsg{Type: "rematch", ID: 1})
	if r := ann.next("error"); !strings.Contains(r.Message, "over") {
		t.Errorf("a rematch before the end: %+v", r)
	}
	bob.send(ClientMsg{Type: "act", ID: 2, Line: "Bob concedes"})
	bob.next("ack")
	ann.send(ClientMsg{Type: "rematch", ID: 3})
	r, r2 := ann.next("rematch"), ann.next("rematch") // the answer and the news to every client
	if r.ID+r2.ID != 3 || r.Rematch != r2.Rematch || !idPattern.MatchString(r.Rematch) || r.Rematch == c.ID || r.Table != c.ID {
		t.Fatalf("rematch: %+v, %+v", r, r2)
	}
	if b := bob.next("rematch"); b.Rematch != r.Rematch {
		t.Errorf("Bob was told of table %s, Ann of %s", b.Rematch, r.Rematch)
	}
	bob2 := dial(t, strings.Replace(c.Seats[2].URL, c.ID, r.Rematch, 1))
	if v := bob2.next("view"); v.Seat != 2 || v.State != "waiting" || v.View.Players[2].Hand == nil {
		t.Errorf("Bob's view of the rematch: seat %d, state %s", v.Seat, v.State)
	}
	hs.Close()
	s.Close()
	s2, err := New(context.Background(), Config{DataDir: data, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	in, err := s2.Table(context.Background(), c.ID)
	if err != nil || in.Rematch != r.Rematch || in.State != "over" {
		t.Errorf("after a restart: %+v, %v", in, err)
	}
	if in, err := s2.Table(context.Background(), r.Rematch); err != nil || in.State != "waiting" {
		t.Errorf("the rematch after a restart: %+v, %v", in, err)
	}
}

// TestPanicRecovered: a panic while handling a command (a bug) costs that command only:
// the client gets an error, the table is rebuilt from its log and plays on.
func TestPanicRecovered(t *testing.T) {
	_, hs := newTestServer(t)
	c := createTable(t, hs.URL, peopleTable(5))
	ann := dial(t, c.Seats[0].URL)
	ann.next("view")
	ann.send(ClientMsg{Type: "act", ID: 1, Line: "Player keeps"})
	ann.next("ack")
	hook := func(c command) {
		if c.Op == "chat" {
			panic("a bug")
		}
	}
	handleHook.Store(&hook)
	defer handleHook.Store(nil)
	ann.send(ClientMsg{Type: "chat", ID: 2, Text: "hello"})
	if e := ann.next("error"); e.ID != 0 && e.ID != 2 || !strings.Contains(e.Message, "rebuilt") {
		t.Errorf("after a panic: %+v", e)
	}
	handleHook.Store(nil)
	ann.send(ClientMsg{Type: "view", ID: 3})
	if v := ann.next("view"); v.Actions != 1 {
		t.Errorf("the table after the panic: %d actions", v.Actions)
	}
}

// TestMessageRateLimit: a session reads a client's messages at most at the rate limit
// (after a burst of twice as many): 61 pings at 20 a second take about a second to be
// answered, every one of them, in order.
func TestMessageRateLimit(t *testing.T) {
	_, hs := newTestServerWith(t, Config{RateLimit: 20})
	c := createTable(t, hs.URL, peopleTable(5))
	sp := dial(t, c.Spectate)
	sp.next("view")
	start := time.Now()
	const n = 61
	for i := 1; i <= n; i++ {
		sp.send(ClientMsg{Type: "ping", ID: int64(i)})
	}
	for i := 1; i <= n; i++ {
		if m := sp.next("pong"); m.ID != int64(i) {
			t.Fatalf("pong %d answers ping %d", i, m.ID)
		}
	}
	// 41 at once, the other 20 at 20 a second.
	if d := time.Since(start); d < 800*time.Millisecond {
		t.Errorf("%d pings answered in %v; the limit of 20 a second wants about 1 s", n, d)
	}
}
