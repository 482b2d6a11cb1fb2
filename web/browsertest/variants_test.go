package browsertest

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestFreeForAllFromLobby opens a four-player free-for-all in the lobby (you and three
// computer players, range of influence 1), then plays a few actions at the table by
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
	tb.waitJS("the table", `document.querySelector('.table-page[data-seat="0"][data-status="open"]')`, 20*time.Second)
	tb.waitJS("the opponents' strip", `document.querySelectorAll('#foes-strip .player').length === 3`, 10*time.Second)
	if n := tb.count(`.plife .life`); n != 4 {
		t.Errorf("%d players show their life; want 4", n)
	}
	if n := tb.count(`[data-hand]`); n != 1 || !tb.has(`[data-hand="0"]`) {
		t.Errorf("%d hands shown; want only yours", n)
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
