package browsertest

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/ettinmtg/ettin/server"
)

// bidi is a minimal WebDriver BiDi client: enough to load a page in Firefox, read it with
// scripts and press keys.
type bidi struct {
	t   *testing.T
	c   *websocket.Conn
	id  int
	ctx string // the browsing context
}

func (b *bidi) call(ctx context.Context, method string, params any) json.RawMessage {
	b.t.Helper()
	b.id++
	msg, _ := json.Marshal(map[string]any{"id": b.id, "method": method, "params": params})
	if err := b.c.Write(ctx, websocket.MessageText, msg); err != nil {
		b.t.Fatalf("firefox: %s: %v", method, err)
	}
	for {
		_, data, err := b.c.Read(ctx)
		if err != nil {
			b.t.Fatalf("firefox: %s: %v", method, err)
		}
		var r struct {
			ID     int             `json:"id"`
			Type   string          `json:"type"`
			Result json.RawMessage `json:"result"`
			Error  string          `json:"error"`
			Msg    string          `json:"message"`
		}
		if json.Unmarshal(data, &r) == nil && r.ID == b.id {
			if r.Type == "error" {
				b.t.Fatalf("firefox: %s: %s: %s", method, r.Error, r.Msg)
			}
			return r.Result
		}
	}
}

// eval evaluates a script expression in the page; it answers its value as JSON.
func (b *bidi) eval(ctx context.Context, js string) string {
	b.t.Helper()
	r := b.call(ctx, "script.evaluate", map[string]any{"expression": js, "target": map[string]string{"context": b.ctx}, "awaitPromise": false})
	var v struct {
		Result struct {
			Value json.RawMessage `json:"value"`
		} `json:"result"`
	}
	json.Unmarshal(r, &v)
	return string(v.Result.Value)
}

// waitEval waits until the expression is true.
func (b *bidi) waitEval(ctx context.Context, what, js string) {
	b.t.Helper()
	for end := time.Now().Add(20 * time.Second); b.eval(ctx, "!!("+js+")") != "true"; time.Sleep(100 * time.Millisecond) {
		if time.Now().After(end) {
			b.t.Fatalf("firefox: waiting for %s: %s", what, b.eval(ctx, `(document.querySelector('#topbar') || document.body).innerText.slice(0, 200) + ' | ' +
				(document.querySelector('#decision') ? document.querySelector('#decision').outerHTML.slice(0, 600) : '') + ' | actions ' + (document.querySelector('.table-page') || {dataset: {}}).dataset.actions`))
		}
	}
}

// TestFirefox plays the start of a game in Firefox (ESR, over WebDriver BiDi): the table
// loads its modules and joins the seat; the hand is shown; keep; at priority in the main
// phase the Space key warns of the land not played, and a second Space passes. Skipped
// when no firefox-esr or firefox is installed, unless ETTIN_BROWSER_TESTS=1 asks for the
// browser tests (CI, which installs firefox-esr), where it fails.
func TestFirefox(t *testing.T) {
	path := ""
	for _, n := range []string{"firefox-esr", "firefox"} {
		if p, err := exec.LookPath(n); err == nil {
			path = p
			break
		}
	}
	if path == "" {
		if os.Getenv("ETTIN_BROWSER_TESTS") == "1" {
			t.Fatal("no firefox-esr or firefox on PATH, and ETTIN_BROWSER_TESTS=1 asks for the browser tests (apt-get install firefox-esr)")
		}
		t.Skip("no firefox-esr or firefox on PATH: the Firefox check is skipped (apt-get install firefox-esr)")
	}
	hs := startServer(t, time.Minute)
	c := openTable(t, hs.URL, server.DefaultTable("heuristic", 5))
	profile := t.TempDir()
	port := 9400 + os.Getpid()%500
	cmd := exec.Command(path, "--headless", "--no-remote", "--profile", profile, "--remote-debugging-port", fmt.Sprint(port))
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting firefox: %v", err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	var conn *websocket.Conn
	var err error
	for end := time.Now().Add(30 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		if conn, _, err = websocket.Dial(ctx, fmt.Sprintf("ws://127.0.0.1:%d/session", port), nil); err == nil {
			break
		}
		if time.Now().After(end) {
			t.Fatalf("firefox's WebDriver BiDi: %v", err)
		}
	}
	defer conn.CloseNow()
	conn.SetReadLimit(64 << 20)
	b := &bidi{t: t, c: conn}
	b.call(ctx, "session.new", map[string]any{"capabilities": map[string]any{}})
	var tree struct {
		Contexts []struct{ Context string } `json:"contexts"`
	}
	json.Unmarshal(b.call(ctx, "browsingContext.getTree", map[string]any{}), &tree)
	if len(tree.Contexts) == 0 {
		t.Fatal("firefox has no browsing context")
	}
	b.ctx = tree.Contexts[0].Context
	b.call(ctx, "browsingContext.setViewport", map[string]any{"context": b.ctx, "viewport": map[string]int{"width": 1024, "height": 768}})
	b.call(ctx, "browsingContext.navigate", map[string]any{"context": b.ctx, "url": c.Seats[0].URL, "wait": "complete"})
	b.waitEval(ctx, "the hand", `document.querySelectorAll('.table-page[data-status="open"] .hand.own .handcard').length === 7`)
	if n := b.eval(ctx, `document.querySelectorAll('.their-team .handcard').length`); n != "0" {
		t.Errorf("firefox: %s opponents' cards shown", n)
	}
	b.waitEval(ctx, "the mulligan", `document.querySelector('button.keep[data-player="0"]')`)
	b.eval(ctx, `document.querySelector('button.keep[data-player="0"]').click()`)
	b.waitEval(ctx, "priority in the main phase", `document.querySelector('.table-page[data-step="main1"] #decision[data-act="true"] #pass')`)
	space := func() {
		b.call(ctx, "input.performActions", map[string]any{"context": b.ctx, "actions": []any{map[string]any{
			"type": "key", "id": "keyboard", "actions": []any{
				map[string]string{"type": "keyDown", "value": " "}, map[string]string{"type": "keyUp", "value": " "}}}}})
	}
	at := b.eval(ctx, `document.querySelector('.table-page').dataset.actions`)
	space()
	b.waitEval(ctx, "the land warning", `document.querySelector('#confirm')`)
	space()
	b.waitEval(ctx, "the pass", fmt.Sprintf(`document.querySelector('.table-page').dataset.actions !== %s`, at))
}
