package browsertest

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestFreeForAllFromLobby opens a four-player free-for-all in the lobby (you and three
// computer players, range of influence 1, seated at random), then plays a few actions at the table by
// clicking: the three opponents sit in a compact strip, each player shows their own life
// and poison, and only your hand is shown.
func TestFreeForAllFromLobby(t *testing.T) {
	tb := lobbyTab(t, 1366, 768)
	tb.waitJS("the variants", `[...document.querySelectorAll('select[name="variant"] option')].some(o => o.value === 'free-for-all')`, 20*time.Second)
	tb.waitJS("the bundled decks", `document.querySelectorAll('select[name="deck0"] option').length > 2`, 20*time.Second)
	tb.run("free-for-all", chromedp.SetValue(chromedp.CSS(`select[name="variant"]`), "free-for-all"))
	tb.waitJS("its seats", `document.querySelector('select[name="players"]') && document.querySelector('input[name="range"]')`, 5*time.Second)
	tb.run("four players", chromedp.SetValue(chromedp.CSS(`select[name="players"]`), "4"))
	tb.waitJS("four seats", `document.querySelectorAll('fieldset.seat').length === 4`, 5*time.Second)
	retype(tb, `input[name="range"]`, "1")
	tb.click("open", `#create`)
	tb.waitJS("the links", `document.querySelectorAll('#created .invite-url').length === 5`, 10*time.Second)
	urls := eval[[]string](tb, `[...document.querySelectorAll('#created .invite-url')].map(e => e.value)`)
	tb.run("open your seat", chromedp.Navigate(urls[0]))
	// The players are seated at random (CR 806.3): your seat is the player you were
	// given, wherever the seed put you.
	tb.waitJS("the table", `document.querySelector('.table-page[data-seat][data-status="open"]')`, 20*time.Second)
	seat := eval[string](tb, `document.querySelector('.table-page').dataset.seat`)
	tb.waitJS("the opponents' strip", `document.querySelectorAll('#foes-strip .player').length === 3`, 10*time.Second)
	if n := tb.count(`.plife .life`); n != 4 {
		t.Errorf("%d players show their life; want 4", n)
	}
	if n := tb.count(`[data-hand]`); n != 1 || !tb.has(fmt.Sprintf(`[data-hand=%q]`, seat)) {
		t.Errorf("%d hands shown; want only yours (seat %s)", n, seat)
	}
	enough := func(clicks int) bool { return clicks >= 6 || tb.has(`#gameover`) }
	clicks := tb.clickFirstLegal("six actions by clicks", enough, 90*time.Second)
	tb.screenshot("table-ffa")
	if n := tb.count(`[data-hand]`); n != 1 {
		t.Errorf("%d hands shown after %d clicks; want only yours", n, clicks)
	}
	log := eval[string](tb, `document.querySelector('#log').innerText`)
	if !strings.Contains(log, " passes") {
		t.Errorf("no pass line naming its player in the log:\n%s", log)
	}
	t.Logf("%d actions by clicks; turn %s", clicks, eval[string](tb, `document.querySelector('.table-page').dataset.turn`))
}

// TestEmperorFromLobby opens an Emperor table in the lobby (two teams of three, you and
// five computer players), then plays a few actions at the table by clicking: your team is
// at the bottom with you last and your two teammates' hands face up beside you (CR 809.7),
// the opposing team in a compact strip with hidden hands, each emperor marked, and the
// turn bar, the decision box and your hand on the screen at 1366×768.
func TestEmperorFromLobby(t *testing.T) {
	hs := startServer(t, time.Minute)
	b := browser(t, 1366, 768)
	tb := newTab(t, b, "lobby")
	tb.run("open the lobby", chromedp.EmulateViewport(1366, 768), chromedp.Navigate(hs.URL+"/"))
	tb.waitJS("the variants", `[...document.querySelectorAll('select[name="variant"] option')].some(o => o.value === 'emperor')`, 20*time.Second)
	tb.waitJS("the bundled decks", `document.querySelectorAll('select[name="deck0"] option').length > 2`, 20*time.Second)
	tb.run("emperor", chromedp.SetValue(chromedp.CSS(`select[name="variant"]`), "emperor"))
	tb.waitJS("six seats in two teams", `document.querySelectorAll('fieldset.seat').length === 6 && document.querySelector('input[name="steam5"]').value === 'Blue'`, 5*time.Second)
	if tb.has(`input[name="range"]`) || tb.has(`input[name="deploy"]`) {
		t.Errorf("the emperor form offers range or deploy options, which the variant fixes (CR 809.3)")
	}
	tb.click("open", `#create`)
	tb.waitJS("the links", `document.querySelectorAll('#created .invite-url').length === 7`, 10*time.Second)
	urls := eval[[]string](tb, `[...document.querySelectorAll('#created .invite-url')].map(e => e.value)`)
	tb.run("open your seat", chromedp.Navigate(urls[0]))
	tb.waitJS("the table", `document.querySelector('.table-page[data-seat="0"][data-status="open"] .hand.own')`, 20*time.Second)
	tb.waitJS("the opponents' strip", `document.querySelectorAll('#foes-strip .player').length === 3`, 10*time.Second)
	check := func(when string) {
		t.Helper()
		// Your team at the bottom, you last: the board's last team block is yours.
		last := eval[string](tb, `(() => { const ts = document.querySelectorAll('main.board .team'); return ts[ts.length - 1].querySelector('.player').dataset.seat; })()`)
		if last != "0" {
			t.Errorf("%s: the bottom player is seat %s; want yours, 0", when, last)
		}
		if n := tb.count(`#foes-strip .player.ally, main.board .player.foe:not(#foes-strip .player)`); n != 0 {
			t.Errorf("%s: %d players misplaced between the sides", when, n)
		}
		// Exactly your team's hands (seats 0-2), never an opponent's.
		hands := eval[[]string](tb, `[...document.querySelectorAll('[data-hand]')].map(e => e.dataset.hand)`)
		for _, h := range hands {
			if h != "0" && h != "1" && h != "2" {
				t.Errorf("%s: player %s's hand is shown", when, h)
			}
		}
		if n := tb.count(`.emperor-mark`); n != 2 {
			t.Errorf("%s: %d emperors marked; want 2", when, n)
		}
		if n := tb.count(`.plife .life`); n != 6 {
			t.Errorf("%s: %d players show their life; want 6", when, n)
		}
		for _, sel := range []string{"#topbar", "#decision", ".hand.own"} {
			in := eval[bool](tb, fmt.Sprintf(`(() => { const r = document.querySelector(%q).getBoundingClientRect();
				return r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1; })()`, sel))
			if !in {
				t.Errorf("%s: %s is not wholly on the screen", when, sel)
			}
		}
	}
	check("at the start")
	if n := tb.count(`.hand.mate`); n != 2 {
		t.Errorf("%d teammates' hands shown at the start; want 2", n)
	}
	clicks := tb.clickFirstLegal("six actions by clicks or the game's end", func(c int) bool { return c >= 6 || tb.has(`#gameover`) }, 90*time.Second)
	tb.screenshot("table-emperor")
	if os.Getenv("ETTIN_LAYOUT_SHOTS") != "" {
		os.WriteFile("/tmp/layout-emperor.png", tb.shot(), 0o644)
	}
	check(fmt.Sprintf("after %d clicks", clicks))
	t.Logf("%d actions by clicks; turn %s", clicks, eval[string](tb, `document.querySelector('.table-page').dataset.turn`))
}
