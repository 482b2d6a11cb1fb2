package browsertest

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ettinmtg/ettin/server"
)

// TestWholeGameVsAIs plays a whole game in the browser, a person with a computer teammate
// against two computer players, by clicking only the first legal option whenever the
// page asks this seat to act; the game ends and the page says who won, and no click was
// refused as stale.
func TestWholeGameVsAIs(t *testing.T) {
	hs := startServer(t, time.Minute)
	c := openTable(t, hs.URL, server.DefaultTable("heuristic", 3))
	b := browser(t, 1366, 768)
	tb := newTab(t, b, "you")
	tb.open("open the seat", c.Seats[0].URL, 1366, 768)
	tb.waitJS("the table", `document.querySelector('.table-page[data-seat="0"]')`, 20*time.Second)
	tb.screenshot("table-start")
	clicks := tb.clickFirstLegal("the end of the game", func(int) bool { return tb.has(`#gameover`) }, 4*time.Minute)
	text := eval[string](tb, `document.querySelector('#gameover h2').textContent`)
	t.Logf("game over after %d clicks: %s", clicks, text)
	if clicks == 0 {
		t.Error("the game ended without a click")
	}
	// Every click acted on the decision shown: none was refused as stale (before, a
	// click on a decision the page had already answered was, a few dozen times a game).
	stale := 0
	for _, f := range tb.Frames() {
		var m struct{ Type, Code, Message string }
		if json.Unmarshal([]byte(f), &m) == nil && m.Type == "refusal" {
			t.Logf("refused: %s: %s", m.Code, m.Message)
			if m.Code == "stale" {
				stale++
			}
		}
	}
	if stale > 0 {
		t.Errorf("%d clicks were refused as stale", stale)
	}
	if !tb.has(`#download-replay`) || !tb.has(`#rematch`) {
		t.Error("no replay download or rematch at the end")
	}
	// The log names the team that passed.
	team := c.Seats[0].Name
	if r := replayOf(t, hs.URL, c.ID); len(r.Seats) > 0 {
		team = r.Seats[0].Team
		// The computer teammate played its own cards though the person only clicked
		// the first option (which passes at priority).
		mate := 0
		for _, a := range r.Actions {
			if a.Seat == 1 && (a.Action.Kind == "cast" || a.Action.Kind == "play") {
				mate++
			}
		}
		if mate == 0 {
			t.Errorf("the computer teammate cast or played nothing in %d actions", len(r.Actions))
		}
		t.Logf("the computer teammate cast or played %d cards", mate)
	}
	if !eval[bool](tb, `[...document.querySelectorAll('#log .ev')].some(e => e.textContent === `+q(team+" passes")+`)`) {
		t.Errorf("no %q line in the log", team+" passes")
	}
}

// replayOf is a finished table's replay (GET /api/tables/{id}/replay).
func replayOf(t *testing.T, base, id string) server.Replay {
	t.Helper()
	resp, err := http.Get(base + "/api/tables/" + id + "/replay")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var r server.Replay
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		t.Fatalf("the replay: %v", err)
	}
	return r
}

// TestReplayAndRematch: a finished game's page offers a rematch (its link keeps the
// seat's token) and a replay viewer that steps forwards and backwards as a seat (its hand
// seen) or as a spectator (no hand).
func TestReplayAndRematch(t *testing.T) {
	hs := startServer(t, time.Minute)
	req := server.DefaultTable("heuristic", 4)
	req.Seats[0].AI = "heuristic" // all four computer players: the game plays itself
	c := openTable(t, hs.URL, req)
	b := browser(t, 1024, 768)
	tb := newTab(t, b, "player")
	tb.open("open the seat", c.Seats[0].URL, 1024, 768)
	tb.waitJS("the game's end", `document.querySelector('#gameover')`, 60*time.Second)
	tb.screenshot("table-over")
	tb.click("rematch", `#rematch`)
	tb.waitJS("the rematch's link", `document.querySelector('#rematch-link') && document.querySelector('#rematch-link').href.includes('token=')`, 10*time.Second)

	rp := newTab(t, b, "replay")
	rp.open("open the replay", hs.URL+"/replay/"+c.ID+"?seat=0", 1024, 768)
	rp.waitJS("the replay", `document.querySelector('#replay[data-at="0"]') && document.querySelectorAll('.handcard').length === 14`, 20*time.Second)
	rp.screenshot("replay")
	rp.click("forward", `#replay-fwd`)
	rp.click("forward", `#replay-fwd`)
	rp.waitJS("two actions on", `document.querySelector('#replay[data-at="2"]') && document.querySelector('#replay-pos').textContent.startsWith('action 2 of')`, 10*time.Second)
	rp.click("back", `#replay-back`)
	rp.waitJS("one action back", `document.querySelector('#replay[data-at="1"]')`, 10*time.Second)
	rp.run("as a spectator", chromedp.SetValue(chromedp.CSS(`#replay-seat`), "-1"))
	rp.waitJS("the spectator's replay", `document.querySelector('#replay[data-seat="-1"]') && document.querySelectorAll('.handcard').length === 0 && document.querySelectorAll('.hidden-hand').length === 4`, 10*time.Second)
	rp.click("to the end", `#replay-end`)
	rp.waitJS("the end", `document.querySelector('.replay-next').textContent.includes('won the game') || document.querySelector('.replay-next').textContent.includes('draw')`, 10*time.Second)

	// The downloaded replay file, opened in the viewer.
	file := filepath.Join(t.TempDir(), "ettin-"+c.ID+".json")
	b2, _ := json.Marshal(replayOf(t, hs.URL, c.ID))
	if err := os.WriteFile(file, b2, 0o644); err != nil {
		t.Fatal(err)
	}
	rf := newTab(t, b, "replay-file")
	rf.open("open the replay page", hs.URL+"/replay?seat=0", 1024, 768)
	rf.waitJS("the file chooser", `document.querySelector('#replay-file')`, 20*time.Second)
	rf.run("choose the file", chromedp.SetUploadFiles(`#replay-file`, []string{file}))
	rf.waitJS("the file's replay", `document.querySelector('#replay[data-at="0"]') && document.querySelectorAll('.handcard').length === 14`, 20*time.Second)
	rf.click("forward", `#replay-fwd`)
	rf.waitJS("one action on", `document.querySelector('#replay[data-at="1"]') && document.querySelector('#replay-pos').textContent.startsWith('action 1 of')`, 10*time.Second)
}
