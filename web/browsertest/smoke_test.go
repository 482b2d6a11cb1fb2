package browsertest

import (
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ettinmtg/ettin/server"
)

func TestSmoke(t *testing.T) {
	hs := startServer(t, time.Minute)
	c := openTable(t, hs.URL, server.DefaultTable("heuristic", 5))
	b := browser(t, 1366, 768)
	tb := newTab(t, b, "you")
	tb.run("open", chromedp.Navigate(c.Seats[0].URL))
	tb.waitJS("the table", `document.querySelector('.table-page[data-state]')`, 15*time.Second)
	time.Sleep(time.Second)
	os.WriteFile("/tmp/smoke.png", tb.shot(), 0o644)
	tb.run("lobby", chromedp.Navigate(hs.URL+"/"), chromedp.Sleep(time.Second))
	os.WriteFile("/tmp/lobby.png", tb.shot(), 0o644)
}
