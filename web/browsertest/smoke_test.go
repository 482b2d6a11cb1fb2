package browsertest

import (
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/ettinmtg/ettin/server"
)

// TestLayout: at 1366×768 and at a 1024×768 tablet's size the table fits the width, and
// the turn bar, the decision box, both hands of your team, the log and the chat are on
// the screen without scrolling.
func TestLayout(t *testing.T) {
	hs := startServer(t, time.Minute)
	c := openTable(t, hs.URL, server.DefaultTable("heuristic", 5))
	b := browser(t, 1366, 768)
	for _, size := range [][2]int{{1366, 768}, {1024, 768}} {
		tb := newTab(t, b, fmt.Sprintf("%dx%d", size[0], size[1]))
		tb.open("open", c.Seats[0].URL, size[0], size[1])
		tb.waitJS("the table", `document.querySelector('.table-page[data-status="open"] .hand.own .handcard')`, 20*time.Second)
		if os.Getenv("ETTIN_LAYOUT_SHOTS") != "" {
			os.WriteFile(fmt.Sprintf("/tmp/layout-%d.png", size[0]), tb.shot(), 0o644)
		}
		if w := eval[int](tb, `document.documentElement.scrollWidth`); w > size[0] {
			t.Errorf("%s: the page is %d px wide", tb.name, w)
		}
		for _, sel := range []string{"#topbar", "#decision", ".hand.own", ".hand.mate", "#log", ".chat-form input"} {
			in := eval[bool](tb, fmt.Sprintf(`(() => { const r = document.querySelector(%q).getBoundingClientRect();
				return r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1; })()`, sel))
			if !in {
				t.Errorf("%s: %s is not wholly on the screen", tb.name, sel)
			}
		}
	}
}

// TestMulliganBottom: mulligans and the cards put on the bottom are chosen in the
// decision box: two mulligans (the first is free in 2HG, CR 103.5c), then one card to the
// bottom, leaving six.
func TestMulliganBottom(t *testing.T) {
	tb := seatTab(t, server.DefaultTable("heuristic", 8), 1024, 768)
	for i := range 2 {
		tb.waitJS("the mulligan", `document.querySelector('#decision[data-kind="mulligan"][data-act="true"] button.mulligan[data-player="0"]')`, 20*time.Second)
		n := eval[int](tb, `Number(document.querySelector('.table-page').dataset.actions)`)
		tb.click("mulligan", `button.mulligan[data-player="0"]`)
		tb.waitJS("the mulligan taken", fmt.Sprintf(`Number(document.querySelector('.table-page').dataset.actions) > %d`, n), 10*time.Second)
		_ = i
	}
	tb.waitJS("the keep", `document.querySelector('#decision[data-kind="mulligan"][data-act="true"] button.keep[data-player="0"]')`, 20*time.Second)
	tb.click("keep", `button.keep[data-player="0"]`)
	tb.waitJS("the bottom", `document.querySelector('#decision[data-kind="bottom"][data-mine="true"] .option')`, 20*time.Second)
	if tb.has(`#choose:not([disabled])`) {
		t.Error("confirm is enabled before a card is picked")
	}
	tb.click("a card", `#decision .option`)
	tb.click("confirm", `#choose`)
	tb.waitJS("six cards", `document.querySelectorAll('.hand.own .handcard').length === 6 && document.querySelector('#decision').dataset.kind !== 'bottom'`, 20*time.Second)
}

// TestPassUntilEndOfTurn: "Pass until end of turn" passes every priority of the turn for
// the seat (the opponents' end step is a stop by default), and the next turn stops again.
func TestPassUntilEndOfTurn(t *testing.T) {
	tb := seatTab(t, server.DefaultTable("heuristic", 5), 1366, 768)
	tb.waitJS("the table", `document.querySelector('.table-page[data-status="open"]')`, 20*time.Second)
	turn := func() int { return eval[int](tb, `Number(document.querySelector('.table-page').dataset.turn)`) }
	mine := func() bool { return tb.has(`.team.my-team.active`) }
	// Play on by first options to the opponents' turn where this seat gets priority.
	end := time.Now().Add(60 * time.Second)
	for !(tb.has(`#decision[data-act="true"][data-kind="priority"] #pass-eot`) && !mine() && turn() > 0) {
		if time.Now().After(end) {
			t.Fatalf("no priority in an opponents' turn: %s", eval[string](tb, `document.querySelector('#topbar').innerText + ' | ' + document.querySelector('#decision').outerHTML.slice(0, 500)`))
		}
		switch {
		case tb.has(`#decision[data-act="true"] button.keep[data-player="0"]`):
			tb.tryClick(`button.keep[data-player="0"]`, time.Second)
		case tb.has(`#decision[data-act="true"] #pass`):
			tb.tryClick(`#pass`, time.Second)
			tb.tryClick(`#confirm-yes`, 300*time.Millisecond)
		case tb.has(`#decision[data-act="true"] #no-attack`):
			tb.tryClick(`#no-attack`, time.Second)
		case tb.has(`#decision[data-act="true"] #no-block`):
			tb.tryClick(`#no-block`, time.Second)
		case tb.has(`#decision[data-act="true"] #legal`):
			tb.tryClick(`#legal summary`, time.Second)
			tb.tryClick(`#legal .la`, time.Second)
		}
		time.Sleep(50 * time.Millisecond)
	}
	at := turn()
	tb.click("pass until end of turn", `#pass-eot`)
	end = time.Now().Add(30 * time.Second)
	for turn() == at {
		if time.Now().After(end) {
			t.Fatalf("turn %d did not end", at)
		}
		if tb.has(`#decision[data-act="true"] #no-block`) {
			tb.tryClick(`#no-block`, time.Second)
		}
		time.Sleep(50 * time.Millisecond)
	}
	// The stops hold again from the next turn on: this seat's main phase stops.
	tb.waitJS("a stop in the next turn", `document.querySelector('#decision[data-act="true"]')`, 30*time.Second)
}

// TestXSpell: a spell with X is cast by clicks: the card, its target, then X in the
// decision box (Blaze with two Mountains: X at most 1).
func TestXSpell(t *testing.T) {
	req := server.DefaultTable("heuristic", 5)
	req.Casual = true
	req.Seats[0].Deck = "30 Mountain\n30 Blaze"
	tb := seatTab(t, req, 1366, 768)
	tb.waitJS("the table", `document.querySelector('.table-page[data-status="open"]')`, 20*time.Second)
	lands := 0
	end := time.Now().Add(2 * time.Minute)
	for lands < 2 || !tb.has(`.table-page[data-step="main1"] #decision[data-act="true"][data-kind="priority"] #pass`) || !tb.has(`.team.my-team.active`) {
		if time.Now().After(end) {
			os.WriteFile("/tmp/xspell.png", tb.shot(), 0o644)
			t.Fatalf("no second land (%d played)", lands)
		}
		switch {
		case tb.has(`#decision[data-act="true"] button.keep[data-player="0"]`):
			tb.tryClick(`button.keep[data-player="0"]`, time.Second)
		case lands < 2 && tb.has(`.team.my-team.active`) && tb.has(`.table-page[data-step="main1"] #decision[data-act="true"][data-kind="priority"] #pass`) &&
			tb.has(`.hand.own .handcard[data-name="Mountain"].clickable`):
			if tb.tryClick(`.hand.own .handcard[data-name="Mountain"].clickable`, time.Second) {
				lands++
				tb.waitJS("the land", fmt.Sprintf(`document.querySelectorAll('.player[data-seat="0"] .bf .card[data-name="Mountain"]').length === %d`, lands), 10*time.Second)
			}
		case lands < 2 && tb.has(`#decision[data-act="true"] #pass`) && !tb.has(`.hand.own .handcard[data-name="Mountain"].clickable`):
			tb.tryClick(`#pass`, time.Second)
			tb.tryClick(`#confirm-yes`, 300*time.Millisecond)
		case tb.has(`#decision[data-act="true"] #no-attack`):
			tb.tryClick(`#no-attack`, time.Second)
		case tb.has(`#decision[data-act="true"] #no-block`):
			tb.tryClick(`#no-block`, time.Second)
		case tb.has(`#decision[data-act="true"] #legal`) && !tb.has(`#decision[data-act="true"][data-kind="priority"]`):
			tb.tryClick(`#legal summary`, time.Second)
			tb.tryClick(`#legal .la`, time.Second)
		}
		time.Sleep(50 * time.Millisecond)
	}
	tb.click("Blaze", `.hand.own .handcard[data-name="Blaze"]`)
	tb.waitJS("the targets", `document.querySelector('#targets')`, 10*time.Second)
	tb.click("Bob", `#targets button[data-target="2,-1"]`)
	tb.waitJS("X", `document.querySelector('#decision input[name="x"]')`, 10*time.Second)
	if max := eval[string](tb, `document.querySelector('#decision input[name="x"]').max`); max != "1" {
		t.Errorf("X at most %s, want 1", max)
	}
	tb.click("OK", `#decision button[type="submit"]`)
	tb.waitJS("Blaze's damage", `[...document.querySelectorAll('#log .ev')].some(e => e.textContent.includes('Blaze deals 1 damage to Bob'))`, 20*time.Second)
}

// TestConcede: conceding asks first, then the team loses and the page shows the result.
func TestConcede(t *testing.T) {
	tb := seatTab(t, server.DefaultTable("heuristic", 6), 1024, 768)
	tb.waitJS("the table", `document.querySelector('.table-page[data-status="open"]')`, 20*time.Second)
	tb.click("concede", `#concede`)
	tb.click("no", `#concede-no`)
	if tb.has(`#gameover`) {
		t.Fatal("the game ended on No")
	}
	tb.click("concede", `#concede`)
	tb.click("yes", `#concede-yes`)
	tb.waitJS("the end", `document.querySelector('#gameover h2') && document.querySelector('#gameover h2').textContent === 'Golgari won the game'`, 20*time.Second)
}
