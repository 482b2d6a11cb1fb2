package browsertest

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
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
	retype(tb, `input[name="name1"]`, "Player")
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

// TestLobbyVariantOptions: the lobby lets you choose every variant's options, and the
// table opened has them: a free-for-all of five with range 2 and attacks on the player to
// the left (CR 801, 803); Team vs. Team with deploy (CR 804) and each seat's team; Emperor
// with two teams of four (CR 809); Two-Headed Giant under the 2011 rules with its teams
// renamed, a computer player of the random level and a clock.
func TestLobbyVariantOptions(t *testing.T) {
	tb := lobbyTab(t, 1366, 768)
	base := eval[string](tb, `location.origin`)
	// open fills the form for variant with set, opens the table and returns the request
	// the lobby sent and the table's replay (its setup as the server keeps it).
	open := func(variant string, set func()) (server.TableRequest, tableOpened) {
		t.Helper()
		tb.open("open the lobby", base+"/", 1366, 768)
		tb.waitJS("the variants", `[...document.querySelectorAll('select[name="variant"] option')].some(o => o.value === 'emperor')`, 20*time.Second)
		tb.waitJS("the bundled decks", `document.querySelectorAll('select[name="deck0"] option').length > 2`, 20*time.Second)
		// Keep the request the page sends.
		eval[bool](tb, `(() => { const f = window.fetch; window.fetch = (u, o) => { if (String(u).endsWith('/api/tables') && o && o.method === 'POST') window.sentTable = o.body; return f(u, o); }; return true; })()`)
		tb.run(variant, chromedp.SetValue(chromedp.CSS(`select[name="variant"]`), variant))
		set()
		tb.click("open", `#create`)
		tb.waitJS("the links", `document.querySelector('#created .invite-url')`, 10*time.Second)
		var req server.TableRequest
		if err := json.Unmarshal([]byte(eval[string](tb, `window.sentTable`)), &req); err != nil {
			t.Fatalf("%s: the request: %v", variant, err)
		}
		url := eval[string](tb, `document.querySelector('#created .invite-url').value`)
		id := url[strings.Index(url, "/t/")+3 : strings.Index(url, "?")]
		// The table as the server keeps it: its seats' teams, and the options in the
		// first seat's view.
		var tbl tableOpened
		resp, err := http.Get(base + "/api/tables/" + id)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		if err := json.NewDecoder(resp.Body).Decode(&tbl.Info); err != nil {
			t.Fatalf("%s: the table: %v", variant, err)
		}
		tb.open("open the seat", url, 1366, 768)
		// Any seat: a free-for-all seats its players at random (CR 806.3).
		tb.waitJS("the table", `document.querySelector('.table-page[data-seat][data-status="open"]')`, 20*time.Second)
		fr := tb.Frames()
		for i := len(fr) - 1; i >= 0 && tbl.View.Variant == ""; i-- {
			var m struct {
				View *struct {
					Variant, Rules, Attack string
					Range                  int
					Deploy                 bool
				} `json:"view"`
			}
			if json.Unmarshal([]byte(fr[i]), &m) == nil && m.View != nil {
				tbl.View = *m.View
			}
		}
		return req, tbl
	}
	// teams lists each seat's team, name=team in the order of the names (the server seats
	// the players of a team together).
	teams := func(r tableOpened) string {
		var s []string
		for _, x := range r.Info.Seats {
			s = append(s, x.Name+"="+x.Team)
		}
		slices.Sort(s)
		return strings.Join(s, ",")
	}

	req, r := open("free-for-all", func() {
		tb.waitJS("its options", `document.querySelector('select[name="players"]') && document.querySelector('input[name="range"]')`, 5*time.Second)
		tb.run("five players", chromedp.SetValue(chromedp.CSS(`select[name="players"]`), "5"))
		tb.waitJS("five seats", `document.querySelectorAll('fieldset.seat').length === 5`, 5*time.Second)
		retype(tb, `input[name="range"]`, "2")
		tb.run("attack left", chromedp.SetValue(chromedp.CSS(`select[name="attack"]`), "left"))
	})
	if req.Variant != "free-for-all" || len(req.Seats) != 5 || req.Range != 2 || req.Attack != "left" {
		t.Errorf("free-for-all: the lobby sent %+v", req)
	}
	if r.View.Variant != "free-for-all" || len(r.Info.Seats) != 5 || r.View.Range != 2 || r.View.Attack != "left" {
		t.Errorf("free-for-all: the table is %+v, %d seats", r.View, len(r.Info.Seats))
	}

	req, r = open("teams", func() {
		tb.waitJS("its options", `document.querySelector('input[name="deploy"]') && document.querySelector('input[name="steam3"]')`, 5*time.Second)
		tb.run("deploy", chromedp.Click(chromedp.CSS(`input[name="deploy"]`)))
		tb.run("range 1", chromedp.SetValue(chromedp.CSS(`input[name="range"]`), "1"))
		retype(tb, `input[name="steam1"]`, "Blue")
		retype(tb, `input[name="steam2"]`, "Red")
	})
	if req.Variant != "teams" || !req.Deploy || len(req.Seats) != 4 {
		t.Errorf("teams: the lobby sent %+v", req)
	}
	if got := teams(r); r.View.Variant != "teams" || !r.View.Deploy || r.View.Range != 1 || got != "Ann=Blue,Bea=Blue,Bob=Red,Player=Red" {
		t.Errorf("teams: the table is %+v with teams %s; want deploy, range 1, Ann and Bea Blue", r.View, got)
	}

	req, r = open("emperor", func() {
		tb.waitJS("its seats", `document.querySelector('select[name="players"]')`, 5*time.Second)
		tb.run("eight players", chromedp.SetValue(chromedp.CSS(`select[name="players"]`), "8"))
		tb.waitJS("eight seats", `document.querySelectorAll('fieldset.seat').length === 8`, 5*time.Second)
	})
	if got := teams(r); r.View.Variant != "emperor" || strings.Count(got, "=Red") != 4 || strings.Count(got, "=Blue") != 4 {
		t.Errorf("emperor: the table is %+v with teams %s; want two teams of four", r.View, got)
	}

	req, r = open("2hg", func() {
		tb.run("2011 rules", chromedp.SetValue(chromedp.CSS(`select[name="rules"]`), "2011"))
		retype(tb, `input[name="team0"]`, "Ogres")
		tb.run("a random AI", chromedp.SetValue(chromedp.CSS(`select[name="ai2"]`), "random"))
		retype(tb, `input[name="clock"]`, "10m+5s")
	})
	if got := teams(r); r.View.Variant != "2hg" || r.View.Rules != "2011" || strings.Count(got, "=Ogres") != 2 {
		t.Errorf("2hg: the table is %+v with teams %s", r.View, got)
	}
	if ai := r.Info.Seats[2].AI; ai != "random" || req.Clock != "10m+5s" {
		t.Errorf("2hg: seat 3's player %q, clock %q; want random and 10m+5s", ai, req.Clock)
	}
	tb.waitJS("the clock", `document.querySelector('.clock')`, 10*time.Second)
}

// tableOpened is a table as the server keeps it: its summary and its first seat's view's
// variant and options.
type tableOpened struct {
	Info server.TableInfo
	View struct {
		Variant, Rules, Attack string
		Range                  int
		Deploy                 bool
	}
}
