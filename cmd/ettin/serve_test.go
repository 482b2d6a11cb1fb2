package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/ettinmtg/ettin/internal/syncbuf"
	"github.com/ettinmtg/ettin/server"
)

// TestServeAndBotFlags: bad flags and arguments of serve and bot are one clear line each.
func TestServeAndBotFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"serve", "extra"}, 2, "unexpected argument"},
		{[]string{"serve", "--ai", "genius"}, 2, "unknown --ai"},
		{[]string{"serve", "--addr", "256.0.0.1:99999", "--data", t.TempDir()}, 1, "listening on"},
		{[]string{"bot"}, 2, "expected one SEAT_URL"},
		{[]string{"bot", "ftp://example.com/t/0123456789abcdef"}, 1, "expected http"},
		{[]string{"bot", "http://127.0.0.1:1/elsewhere"}, 1, "table link"},
		{[]string{"bot", "--ai", "genius", "http://127.0.0.1:1/t/0123456789abcdef"}, 1, "unknown ai"},
	} {
		var out, errb bytes.Buffer
		code := run(c.args, &out, &errb)
		if code != c.code || !strings.Contains(errb.String(), c.want) || strings.Count(errb.String(), "\n") != 1 {
			t.Errorf("ettin %s: exit %d, stderr %q; want %d and one line with %q", strings.Join(c.args, " "), code, errb.String(), c.code, c.want)
		}
	}
}

// TestServePrintsATable: "ettin serve" (README's first command) prints the link of a seat
// at a table ready to play: the link's page opens, the table's seat 0 is a person's and
// the three others are computer players', and the seat's WebSocket (the link made ws://)
// gives seat 0's view with its own hand. It also says how to invite friends: the lobby
// at / and the seat links.
func TestServePrintsATable(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	serveContext = func() (context.Context, context.CancelFunc) { return ctx, cancel }
	var out, errb syncbuf.Buffer
	done := make(chan int, 1)
	go func() {
		done <- run([]string{"serve", "--addr", "127.0.0.1:0", "--data", t.TempDir(), "--ai", "random"}, &out, &errb)
	}()
	var seatURL string
	for deadline := time.Now().Add(30 * time.Second); seatURL == "" && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		for _, line := range strings.Split(out.String(), "\n") {
			if u, ok := strings.CutPrefix(strings.TrimSpace(line), "your seat:"); ok {
				seatURL = strings.TrimSpace(u)
			}
		}
	}
	if seatURL == "" {
		t.Fatalf("no seat link in:\n%s\n%s", out.String(), errb.String())
	}
	u, err := url.Parse(seatURL)
	if err != nil {
		t.Fatal(err)
	}
	base := u.Scheme + "://" + u.Host
	id := strings.TrimPrefix(u.Path, "/t/")
	for _, want := range []string{"A table is ready", "lobby, " + base + "/ ", "its own link", "POST " + base + "/api/tables"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the output lacks %q:\n%s", want, out.String())
		}
	}
	resp, err := http.Get(seatURL)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("GET %s: %s", seatURL, resp.Status)
	}
	resp, err = http.Get(base + "/api/tables/" + id)
	if err != nil {
		t.Fatal(err)
	}
	var info server.TableInfo
	err = json.NewDecoder(resp.Body).Decode(&info)
	resp.Body.Close()
	if err != nil || len(info.Seats) != 4 {
		t.Fatalf("table %s: %+v, %v", id, info, err)
	}
	for i, s := range info.Seats {
		if (i == 0) != (s.AI == "") {
			t.Errorf("seat %d: %+v; want a person at seat 0 and computer players at the others", i, s)
		}
	}
	ws, err := server.WebSocketURL(seatURL)
	if err != nil {
		t.Fatal(err)
	}
	c, _, err := websocket.Dial(ctx, ws, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.SetReadLimit(16 << 20)
	_, data, err := c.Read(ctx)
	c.CloseNow()
	var m server.ServerMsg
	if err != nil || json.Unmarshal(data, &m) != nil || m.Type != "view" || m.Seat != 0 || m.View == nil || len(m.View.Players[0].Hand) == 0 {
		t.Fatalf("the seat's first message: %s, %v", data, err)
	}
	cancel()
	if code := <-done; code != 0 {
		t.Errorf("ettin serve: exit %d: %s", code, errb.String())
	}
}
