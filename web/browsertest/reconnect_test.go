package browsertest

import (
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ettinmtg/ettin/server"
)

// cutProxy forwards loopback TCP connections to a server and can cut them all at once, as
// a lost network would.
type cutProxy struct {
	l     net.Listener
	mu    sync.Mutex
	conns []net.Conn
}

func newCutProxy(t *testing.T, target string) *cutProxy {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &cutProxy{l: l}
	t.Cleanup(func() { l.Close(); p.cut() })
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			s, err := net.Dial("tcp", target)
			if err != nil {
				c.Close()
				continue
			}
			p.mu.Lock()
			p.conns = append(p.conns, c, s)
			p.mu.Unlock()
			go func() { io.Copy(s, c); s.Close() }()
			go func() { io.Copy(c, s); c.Close() }()
		}
	}()
	return p
}

// cut closes every connection through the proxy.
func (p *cutProxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

// TestReconnect: when the connection is lost (not a reload), the page says so, connects
// again by itself and resumes the seat at the game's current state.
func TestReconnect(t *testing.T) {
	hs := startServer(t, time.Minute)
	c := openTable(t, hs.URL, server.DefaultTable("heuristic", 7))
	px := newCutProxy(t, strings.TrimPrefix(hs.URL, "http://"))
	url := "http://" + px.l.Addr().String() + c.Seats[0].URL[strings.Index(c.Seats[0].URL, "/t/"):]
	b := browser(t, 1366, 768)
	tb := newTab(t, b, "you")
	tb.open("open", url, 1366, 768)
	tb.waitJS("the table", `document.querySelector('.table-page[data-status="open"] .hand.own .handcard')`, 20*time.Second)
	tb.click("keep", `button.keep[data-player="0"]`)
	tb.waitJS("the keep", `!document.querySelector('button.keep[data-player="0"]')`, 10*time.Second)
	views := func() int {
		n := 0
		for _, f := range tb.Frames() {
			if strings.HasPrefix(f, `{"type":"view"`) {
				n++
			}
		}
		return n
	}
	before := views()
	px.cut()
	// The page says it is reconnecting (for the half second before it tries again).
	saw := false
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end) && !saw && views() == before; time.Sleep(20 * time.Millisecond) {
		saw = tb.has(`.table-page[data-status="reconnecting"] #conn.reconnecting`)
	}
	if !saw {
		t.Log("the reconnecting state was too short to be seen")
	}
	for end := time.Now().Add(20 * time.Second); views() == before; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("no new view after the connection was cut")
		}
	}
	tb.waitJS("the connection again", `document.querySelector('.table-page[data-status="open"]')`, 20*time.Second)
	resp, err := http.Get(hs.URL + "/api/tables/" + c.ID)
	if err != nil {
		t.Fatal(err)
	}
	var in server.TableInfo
	json.NewDecoder(resp.Body).Decode(&in)
	resp.Body.Close()
	tb.waitJS("the current state", `Number(document.querySelector('.table-page').dataset.actions) >= `+jsInt(in.Actions), 10*time.Second)
	if n := tb.count(`.hand.own .handcard`); n == 0 {
		t.Error("no hand after reconnecting")
	}
}

func jsInt(n int) string { b, _ := json.Marshal(n); return string(b) }
