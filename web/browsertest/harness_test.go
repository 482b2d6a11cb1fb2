package browsertest

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/ettinmtg/ettin/server"
)

var screenshots = flag.Bool("screenshots", false, "save the table's screenshots (start, combat, game over) to docs/")

// browserPath finds Debian's chromium; without it the test is skipped, unless
// ETTIN_BROWSER_TESTS=1 asks for the browser tests (CI), where it fails.
func browserPath(t *testing.T) string {
	t.Helper()
	for _, n := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	if os.Getenv("ETTIN_BROWSER_TESTS") == "1" {
		t.Fatal("no chromium or chromium-browser on PATH, and ETTIN_BROWSER_TESTS=1 asks for the browser tests (apt-get install chromium)")
	}
	t.Skip("browser tests skipped: no chromium or chromium-browser on PATH (apt-get install chromium; ETTIN_BROWSER_TESTS=1 makes this a failure)")
	return ""
}

// startServer runs the real server in-process on loopback, with an embedded NATS and its
// data in a temporary directory.
func startServer(t *testing.T, grace time.Duration) *httptest.Server {
	t.Helper()
	s, err := server.New(context.Background(), server.Config{DataDir: t.TempDir(), Logf: t.Logf, RateLimit: 10000, Grace: grace})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(s.Handler())
	t.Cleanup(func() {
		hs.Close()
		s.Close()
	})
	return hs
}

// openTable opens a table with the HTTP API.
func openTable(t *testing.T, base string, req server.TableRequest) server.Created {
	t.Helper()
	b, _ := json.Marshal(req)
	resp, err := http.Post(base+"/api/tables", "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("POST /api/tables: %d %s", resp.StatusCode, body)
	}
	var c server.Created
	if err := json.Unmarshal(body, &c); err != nil {
		t.Fatal(err)
	}
	return c
}

// browser starts one headless chromium for the test.
func browser(t *testing.T, w, h int) context.Context {
	t.Helper()
	path := browserPath(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox,
		chromedp.WindowSize(w, h), chromedp.Flag("disable-dev-shm-usage", true))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	bctx, bcancel := chromedp.NewContext(actx)
	t.Cleanup(bcancel)
	if err := chromedp.Do(bctx); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	return bctx
}

// tab is one browser context (its own cookies and storage) with one page, recording
// every WebSocket frame the page receives.
type tab struct {
	t      *testing.T
	name   string
	ctx    context.Context
	mu     sync.Mutex
	frames []string
}

func newTab(t *testing.T, b context.Context, name string) *tab {
	t.Helper()
	tb := &tab{t: t, name: name}
	ctx, cancel := chromedp.NewContext(b, chromedp.WithNewBrowserContext(), chromedp.WithListener(func(ev any) {
		switch e := ev.(type) {
		case *network.EventWebSocketFrameReceived:
			if e.Response != nil {
				tb.mu.Lock()
				tb.frames = append(tb.frames, string(e.Response.PayloadData))
				tb.mu.Unlock()
			}
		case *runtime.EventExceptionThrown:
			// A script error in the page fails the test.
			msg := e.ExceptionDetails.Text
			if e.ExceptionDetails.Exception != nil {
				msg += " " + e.ExceptionDetails.Exception.Description
			}
			t.Errorf("%s: a script error in the page: %s", name, msg)
		}
	}))
	t.Cleanup(cancel)
	tb.ctx = ctx
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return tb
}

// run runs actions with a time limit, failing the test with the tab's name.
func (tb *tab) run(what string, acts ...chromedp.Action[chromedp.Void]) {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, 20*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, acts...); err != nil {
		tb.t.Fatalf("%s: %s: %v", tb.name, what, err)
	}
}

// seatTab starts a server, opens the table req and a w×h browser, and returns a tab, "you",
// open at the first seat.
func seatTab(t *testing.T, req server.TableRequest, w, h int) *tab {
	t.Helper()
	hs := startServer(t, time.Minute)
	c := openTable(t, hs.URL, req)
	tb := newTab(t, browser(t, w, h), "you")
	tb.open("open", c.Seats[0].URL, w, h)
	return tb
}

// open sizes the tab's viewport to w×h and loads url (what names the step in a failure).
func (tb *tab) open(what, url string, w, h int) {
	tb.t.Helper()
	tb.run(what, chromedp.EmulateViewport(int64(w), int64(h)), chromedp.Navigate(url))
}

// lobbyTab starts a server and a w×h browser with one tab, "lobby", open at the lobby.
func lobbyTab(t *testing.T, w, h int) *tab {
	t.Helper()
	hs := startServer(t, time.Minute)
	tb := newTab(t, browser(t, w, h), "lobby")
	tb.open("open the lobby", hs.URL+"/", w, h)
	return tb
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](tb *tab, js string) T {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, 20*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		tb.t.Fatalf("%s: evaluating %s: %v", tb.name, js, err)
	}
	return v
}

// waitJS waits until the expression is true.
func (tb *tab) waitJS(what, js string, limit time.Duration) {
	tb.t.Helper()
	end := time.Now().Add(limit)
	for {
		ctx, cancel := context.WithTimeout(tb.ctx, 10*time.Second)
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool]("!!("+js+")"))
		cancel()
		if err == nil && ok {
			return
		}
		if time.Now().After(end) {
			state, _ := chromedp.Run(tb.ctx, chromedp.Evaluate[string](`(document.querySelector('#topbar')||document.body).innerText+' | '+((document.querySelector('#decision')||{}).innerText||'')`))
			tb.t.Fatalf("%s: waiting for %s (%v): %s", tb.name, what, err, state)
		}
		time.Sleep(60 * time.Millisecond)
	}
}

// click clicks the element of a CSS selector with the mouse.
func (tb *tab) click(what, sel string) {
	tb.t.Helper()
	tb.run("clicking "+what+" ("+sel+")", chromedp.Click(chromedp.CSS(sel), chromedp.NodeVisible))
}

// Frames returns the WebSocket frames received so far.
func (tb *tab) Frames() []string {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return append([]string(nil), tb.frames...)
}

// screenshot saves the page as docs/NAME.png when -screenshots is given.
func (tb *tab) screenshot(name string) {
	tb.t.Helper()
	if !*screenshots {
		return
	}
	buf := tb.shot()
	if err := os.WriteFile("../../docs/"+name+".png", buf, 0o644); err != nil {
		tb.t.Fatal(err)
	}
}

func q(s string) string { return fmt.Sprintf("%q", s) }

var _ = strings.Contains

// shot captures the page as PNG.
func (tb *tab) shot() []byte {
	tb.t.Helper()
	time.Sleep(300 * time.Millisecond)
	ctx, cancel := context.WithTimeout(tb.ctx, 20*time.Second)
	defer cancel()
	buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		tb.t.Fatalf("%s: screenshot: %v", tb.name, err)
	}
	return buf
}

// tryClick clicks sel if it is there within d; false when it isn't.
func (tb *tab) tryClick(sel string, d time.Duration) bool {
	ctx, cancel := context.WithTimeout(tb.ctx, d)
	defer cancel()
	return chromedp.Do(ctx, chromedp.Click(chromedp.CSS(sel), chromedp.NodeVisible)) == nil
}

// clickFirstLegal plays by clicking the first legal option whenever the page asks this
// seat to act, until enough says so (given the clicks so far), and returns the clicks; it
// fails the test when what (the awaited state) has not come within limit.
func (tb *tab) clickFirstLegal(what string, enough func(clicks int) bool, limit time.Duration) int {
	tb.t.Helper()
	clicks := 0
	end := time.Now().Add(limit)
	for !enough(clicks) {
		if time.Now().After(end) {
			tb.t.Fatalf("%s: %s did not come in %v (%d clicks)", tb.name, what, limit, clicks)
		}
		if !tb.has(`#decision[data-mine="true"][data-act="true"]`) {
			time.Sleep(50 * time.Millisecond)
			continue
		}
		if tb.has(`#legal:not([open])`) {
			tb.tryClick(`#legal summary`, 2*time.Second)
		}
		if tb.tryClick(`#legal .la`, 2*time.Second) {
			clicks++
		}
	}
	return clicks
}

// has reports whether the page has an element matching sel.
func (tb *tab) has(sel string) bool {
	tb.t.Helper()
	return eval[bool](tb, "!!document.querySelector("+q(sel)+")")
}

// count counts the elements matching sel.
func (tb *tab) count(sel string) int {
	tb.t.Helper()
	return eval[int](tb, "document.querySelectorAll("+q(sel)+").length")
}

// drive passes priority by clicking Pass (or pressing Space) in whichever of tabs is
// expected to act, until done says so.
func drive(t *testing.T, tabs []*tab, done func() bool, limit time.Duration) {
	t.Helper()
	end := time.Now().Add(limit)
	for !done() {
		if time.Now().After(end) {
			for _, tb := range tabs {
				s, _ := chromedp.Run(tb.ctx, chromedp.Evaluate[string](`document.querySelector('#topbar').innerText+' | '+document.querySelector('#decision').innerText`))
				t.Logf("%s: %s", tb.name, s)
			}
			t.Fatalf("driving the game: the awaited state did not come in %v", limit)
		}
		acted := false
		for _, tb := range tabs {
			if !tb.has(`#decision[data-act="true"][data-kind="priority"] #pass`) {
				continue
			}
			if done() {
				return
			}
			if tb.name == "Ann" {
				// The first seat passes with the keyboard.
				// (a click on the step bar first takes the focus from the chat box).
				ctx, cancel := context.WithTimeout(tb.ctx, 3*time.Second)
				chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#steps")), chromedp.KeyEvent(" "))
				cancel()
			} else {
				tb.tryClick(`#decision[data-act="true"] #pass`, 2*time.Second)
			}
			acted = true
			break
		}
		if !acted {
			time.Sleep(80 * time.Millisecond)
		}
	}
}
