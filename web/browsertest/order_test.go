package browsertest

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/ettinmtg/ettin/rules"
	"github.com/ettinmtg/ettin/server"
)

// blueSeat plays a seat over the WebSocket for TestDamageOrderDialog: it keeps, casts
// Ornithopters until it has two, double-blocks an attacker with them when it can, and
// otherwise passes (or takes the first legal action).
func blueSeat(ctx context.Context, t *testing.T, url string, seat int) {
	ws, err := server.WebSocketURL(url)
	if err != nil {
		t.Error(err)
		return
	}
	c, _, err := websocket.Dial(ctx, ws, nil)
	if err != nil {
		t.Errorf("seat %d: %v", seat, err)
		return
	}
	defer c.CloseNow()
	c.SetReadLimit(16 << 20)
	var view *server.View
	id := int64(0)
	for {
		_, data, err := c.Read(ctx)
		if err != nil {
			return // the test is over
		}
		var m server.ServerMsg
		if json.Unmarshal(data, &m) != nil || (m.Type != "view" && m.Type != "update") {
			continue
		}
		if m.View != nil {
			view = m.View
		}
		d := m.Decision
		if view == nil || d == nil || !d.Act || len(d.Actions) == 0 {
			continue
		}
		a := blueChoice(view, d, seat)
		at := m.Actions
		id++
		b, _ := json.Marshal(server.ClientMsg{Type: "act", ID: id, At: &at, Action: &a})
		if c.Write(ctx, websocket.MessageText, b) != nil {
			return
		}
	}
}

// blueChoice is blueSeat's answer to decision d.
func blueChoice(v *server.View, d *server.Decision, seat int) server.WireAction {
	var mine []rules.ObjID // this team's untapped Ornithopters
	attacker := rules.NoObj
	for _, p := range v.Battlefield {
		if p.Name == "Ornithopter" && !p.Tapped && v.Players[p.Controller].Team == v.Players[seat].Team {
			mine = append(mine, p.ID)
		}
		if p.Attacking != nil {
			attacker = p.ID
		}
	}
	find := func(ok func(la server.LegalAction) bool) (server.WireAction, bool) {
		for _, la := range d.Actions {
			if ok(la) {
				return la.Action, true
			}
		}
		return server.WireAction{}, false
	}
	switch d.Kind {
	case "mulligan":
		if a, ok := find(func(la server.LegalAction) bool { return la.Action.Kind == "keep" }); ok {
			return a
		}
	case "declare blockers":
		if a, ok := find(func(la server.LegalAction) bool { return len(la.Action.Blocks) == 0 }); ok {
			if attacker != rules.NoObj && len(mine) >= 2 {
				for _, o := range mine[:2] {
					a.Blocks = append(a.Blocks, server.Block{Blocker: o, Attacker: attacker})
				}
			}
			return a
		}
	case "priority":
		own := 0
		for _, p := range v.Battlefield {
			if p.Name == "Ornithopter" && int(p.Controller) == seat {
				own++
			}
		}
		if own < 2 {
			if a, ok := find(func(la server.LegalAction) bool {
				return la.Action.Kind == "cast" && int(la.Action.Player) == seat && strings.Contains(la.Line, "Ornithopter")
			}); ok {
				return a
			}
		}
		if a, ok := find(func(la server.LegalAction) bool { return la.Action.Kind == "pass" }); ok {
			return a
		}
	}
	return d.Actions[0].Action
}

// TestDamageOrderDialog: under the 2011 rules an attacker blocked by two creatures asks
// its team for the damage assignment order (CR 810.7e of 2011) in an order dialog: Ann
// clicks the second Ornithopter first, and the Raging Goblin's 1 damage goes to it, not
// to the other.
func TestDamageOrderDialog(t *testing.T) {
	orni := "60 Ornithopter"
	req := server.TableRequest{Variant: "2hg", Rules: "2011", Seed: 11, Casual: true, Seats: []server.SeatRequest{
		{Name: "Ann", Team: "Red", Deck: "20 Mountain\n40 Raging Goblin"}, {Name: "Abe", Team: "Red", Deck: islands, AI: "heuristic"},
		{Name: "Bob", Team: "Blue", Deck: orni}, {Name: "Bea", Team: "Blue", Deck: orni}}}
	hs := startServer(t, time.Minute)
	c := openTable(t, hs.URL, req)
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for _, s := range []int{2, 3} {
		wg.Add(1)
		go func() { defer wg.Done(); blueSeat(ctx, t, c.Seats[s].URL, s) }()
	}
	t.Cleanup(func() { cancel(); wg.Wait() })
	tb := newTab(t, browser(t, 1366, 768), "you")
	tb.open("open", c.Seats[0].URL, 1366, 768)
	tb.waitJS("the table", `document.querySelector('.table-page[data-status="open"]')`, 20*time.Second)

	hasIn := func(name string) bool { return tb.has(fmt.Sprintf(`.hand.own .handcard[data-name=%q]`, name)) }
	blockers := func() int { return tb.count(`.their-team .bf .card[data-name="Ornithopter"]`) }
	tb.playUntil("Ann's main phase with a Goblin to cast, and two Ornithopters to block it", func() bool {
		return tb.myMain() && hasIn("Mountain") && hasIn("Raging Goblin") && blockers() >= 2
	}, 120*time.Second)
	tb.goblinAttacks()
	tb.click("attack", `#declare-attack`)

	dialog := `#decision[data-kind="damage assignment order"][data-mine="true"]`
	tb.waitJS("the order dialog", `document.querySelector('`+dialog+` .order-item')`, 30*time.Second)
	ids := eval[[]string](tb, `[...document.querySelectorAll('`+dialog+` .order-item')].map(b => b.dataset.id)`)
	if len(ids) != 2 {
		t.Fatalf("the dialog orders %d creatures, want 2", len(ids))
	}
	if !tb.has(`#order[disabled]`) {
		t.Error("the order can be confirmed before any creature is clicked")
	}
	first, second := ids[1], ids[0]
	tb.click("the second Ornithopter first", dialog+` .order-item[data-id="`+first+`"]`)
	if got := eval[string](tb, `document.querySelector('`+dialog+` .order-item[data-id="`+first+`"]').textContent`); !strings.HasPrefix(got, "1. ") {
		t.Errorf("the creature clicked first reads %q", got)
	}
	tb.click("confirm", `#order`)
	// The Goblin's damage goes to the first in the order (the damage shows until cleanup).
	dmg := func(id string) string {
		return fmt.Sprintf(`document.querySelector('.card[data-id="%s"] .b.dmg')`, id)
	}
	tb.playUntil("the damage", func() bool { return eval[bool](tb, "!!"+dmg(first)) }, 30*time.Second)
	if eval[bool](tb, "!!"+dmg(second)) {
		t.Error("the Ornithopter ordered second was dealt damage too")
	}
	if !eval[bool](tb, `[...document.querySelectorAll('#log .ev')].some(e => /order/i.test(e.textContent))`) {
		t.Logf("no order line in the log: %s", eval[string](tb, `document.querySelector('#log').innerText.slice(-500)`))
	}
}
