package browsertest

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ettinmtg/ettin/server"
)

// TestLobby: the lobby opens a table from its form; a pasted deck list's bad lines are
// shown line by line and nothing is opened; a good table shows a link per seat and the
// spectators' link, and is listed among the open tables.
func TestLobby(t *testing.T) {
	tb := lobbyTab(t, 1024, 768)
	tb.waitJS("the bundled decks", `document.querySelectorAll('select[name="deck0"] option').length > 2`, 20*time.Second)
	tb.run("paste a list", chromedp.SetValue(chromedp.CSS(`select[name="deck3"]`), "\x00paste"))
	tb.waitJS("the list box", `document.querySelector('textarea[name="list3"]')`, 5*time.Second)
	tb.run("type a list", chromedp.SendKeys(chromedp.CSS(`textarea[name="list3"]`), "20 Mountain\nfour Shock\n4 Not A Real Card Name\n36 Raging Goblin"))
	tb.click("open", `#create`)
	tb.waitJS("the errors", `document.querySelectorAll('fieldset[data-seat="3"] .errors li').length === 2`, 10*time.Second)
	errs := eval[[]string](tb, `[...document.querySelectorAll('fieldset[data-seat="3"] .errors li')].map(e => e.textContent)`)
	if !strings.HasPrefix(errs[0], "line 2:") || !strings.HasPrefix(errs[1], "line 3:") {
		t.Errorf("the list's errors: %q, want lines 2 and 3", errs)
	}
	if tb.has(`#created`) {
		t.Error("a table was opened with a bad list")
	}
	// The server's own error names the seat: a duplicate name.
	retype(tb, `textarea[name="list3"]`, "20 Mountain\n20 Raging Goblin\n20 Lightning Bolt")
	retype(tb, `input[name="name1"]`, "You")
	tb.run("casual", chromedp.Click(chromedp.CSS(`input[name="casual"]`)))
	tb.click("open", `#create`)
	tb.waitJS("the server's error at seat 2", `[...document.querySelectorAll('fieldset[data-seat="1"] .errors li')].some(e => e.textContent.startsWith('seat 2'))`, 10*time.Second)
	retype(tb, `input[name="name1"]`, "Ann")
	tb.click("open", `#create`)
	tb.waitJS("the links", `document.querySelectorAll('#created .invite-url').length === 5`, 10*time.Second)
	tb.screenshot("lobby")
	urls := eval[[]string](tb, `[...document.querySelectorAll('#created .invite-url')].map(e => e.value)`)
	for i, u := range urls[:4] {
		if !strings.Contains(u, "/t/") || !strings.Contains(u, "?token=") {
			t.Errorf("seat %d's link %q carries no token", i+1, u)
		}
	}
	if strings.Contains(urls[4], "token") {
		t.Errorf("the spectators' link %q carries a token", urls[4])
	}
	id := urls[4][strings.LastIndex(urls[4], "/")+1:]
	tb.waitJS("the open table listed", fmt.Sprintf(`document.querySelector('.table-list') && document.querySelector('.table-list').textContent.includes(%q)`, id), 15*time.Second)
	// The seat's link opens the table.
	tb.run("open the seat", chromedp.Navigate(urls[0]))
	tb.waitJS("the table", `document.querySelector('.table-page[data-seat="0"][data-status="open"]')`, 20*time.Second)
}

// TestPresenceAndClocks: the page says when a teammate is away, then when a computer
// player holds their seat; the table's clocks are shown.
func TestPresenceAndClocks(t *testing.T) {
	hs := startServer(t, 2*time.Second)
	req := server.DefaultTable("heuristic", 9)
	req.Seats[1].AI = ""
	req.Clock = "10m+5s"
	c := openTable(t, hs.URL, req)
	b := browser(t, 1024, 768)
	you := newTab(t, b, "you")
	mate := newTab(t, b, "mate")
	for i, tb := range []*tab{you, mate} {
		tb.open("open", c.Seats[i].URL, 1024, 768)
		tb.waitJS("the table", fmt.Sprintf(`document.querySelector('.table-page[data-seat="%d"][data-status="open"]')`, i), 20*time.Second)
	}
	you.waitJS("the clocks", `document.querySelectorAll('.clock').length === 2`, 10*time.Second)
	if you.has(`#mate-away`) {
		t.Error("the teammate is here but shown away")
	}
	if err := chromedp.Cancel(mate.ctx); err != nil { // the teammate's tab closes
		t.Fatal(err)
	}
	you.waitJS("the teammate away", `document.querySelector('#mate-away')`, 10*time.Second)
	you.waitJS("an AI in the teammate's seat", `document.querySelector('#mate-standin')`, 20*time.Second)
}

// retype replaces the text of an input or textarea as a person would: select all, delete,
// type.
func retype(tb *tab, sel, text string) {
	tb.t.Helper()
	tb.run("typing into "+sel, chromedp.Focus(chromedp.CSS(sel)), chromedp.KeyEvent("a", chromedp.KeyModifiers(chromedp.ModifierCtrl)),
		chromedp.KeyEvent("\b"), chromedp.SendKeys(chromedp.CSS(sel), text))
}
