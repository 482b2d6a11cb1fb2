package browsertest

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ettinmtg/ettin/server"
)

// TestWholeGameVsAIs plays a whole game in the browser, a person with a computer teammate
// against two computer players, by clicking only the first legal option whenever the
// page asks this seat to act; the game ends and the page says who won.
func TestWholeGameVsAIs(t *testing.T) {
	hs := startServer(t, time.Minute)
	c := openTable(t, hs.URL, server.DefaultTable("heuristic", 3))
	b := browser(t, 1366, 768)
	tb := newTab(t, b, "you")
	tb.run("open the seat", chromedp.EmulateViewport(1366, 768), chromedp.Navigate(c.Seats[0].URL))
	tb.waitJS("the table", `document.querySelector('.table-page[data-seat="0"]')`, 20*time.Second)
	tb.screenshot("table-start")
	clicks := 0
	end := time.Now().Add(4 * time.Minute)
	for !tb.has(`#gameover`) {
		if time.Now().After(end) {
			t.Fatalf("the game did not end in 4 minutes (%d clicks)", clicks)
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
	text := eval[string](tb, `document.querySelector('#gameover h2').textContent`)
	t.Logf("game over after %d clicks: %s", clicks, text)
	if clicks == 0 {
		t.Error("the game ended without a click")
	}
	if !tb.has(`#download-replay`) || !tb.has(`#rematch`) {
		t.Error("no replay download or rematch at the end")
	}
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
	tb.run("open the seat", chromedp.EmulateViewport(1024, 768), chromedp.Navigate(c.Seats[0].URL))
	tb.waitJS("the game's end", `document.querySelector('#gameover')`, 60*time.Second)
	tb.screenshot("table-over")
	tb.click("rematch", `#rematch`)
	tb.waitJS("the rematch's link", `document.querySelector('#rematch-link') && document.querySelector('#rematch-link').href.includes('token=')`, 10*time.Second)

	rp := newTab(t, b, "replay")
	rp.run("open the replay", chromedp.EmulateViewport(1024, 768), chromedp.Navigate(hs.URL+"/replay/"+c.ID+"?seat=0"))
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
}
