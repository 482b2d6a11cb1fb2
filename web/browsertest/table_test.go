package browsertest

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ettinmtg/ettin/server"
)

// goblinDeck has a land, a hasty creature and a spell with a target in every hand.
const goblinDeck = "20 Mountain\n20 Raging Goblin\n20 Lightning Bolt"

// wireMsg is what the test reads of a server message.
type wireMsg struct {
	Type string `json:"type"`
	Seat int    `json:"seat"`
	View *struct {
		Players []struct {
			Team int             `json:"team"`
			Hand json.RawMessage `json:"hand"`
		} `json:"players"`
	} `json:"view"`
	Events []struct {
		Kind   string `json:"kind"`
		Player int    `json:"player"`
		Hidden bool   `json:"hidden"`
		Card   string `json:"card"`
		Cards  []any  `json:"cards"`
	} `json:"events"`
}

// handOf reads the cards of a hand from a tab's DOM: "id name" strings.
func handOf(tb *tab, seat int) []string {
	return eval[[]string](tb, fmt.Sprintf(`[...document.querySelectorAll('.hand[data-hand="%d"] .handcard')].map(e => e.dataset.id + ' ' + e.dataset.name)`, seat))
}

// checkFrames checks every message a tab received: no opponent's hand in a view (a
// spectator's: no hand at all), no opponent's drawn card named.
func checkFrames(t *testing.T, tb *tab, seat int, teamOf func(int) int) {
	t.Helper()
	n := 0
	for _, f := range tb.Frames() {
		var m wireMsg
		if err := json.Unmarshal([]byte(f), &m); err != nil {
			t.Fatalf("%s: a frame is not JSON: %v", tb.name, err)
		}
		if m.View != nil {
			n++
			for p, pv := range m.View.Players {
				if len(pv.Hand) > 0 && string(pv.Hand) != "null" && (seat < 0 || teamOf(p) != teamOf(seat)) {
					t.Errorf("%s: a %s message holds player %d's hand: %s", tb.name, m.Type, p, pv.Hand)
				}
			}
		}
		for _, e := range m.Events {
			if e.Kind == "draws" && (seat < 0 || teamOf(e.Player) != teamOf(seat)) && (!e.Hidden || e.Card != "" || len(e.Cards) > 0) {
				t.Errorf("%s: an opponent's draw is shown: %+v", tb.name, e)
			}
		}
	}
	if n == 0 {
		t.Errorf("%s: no view received", tb.name)
	}
}

// TestFourSeats: four browser contexts play one 2HG table by clicks: each sees its own and
// its teammate's hand and no opponent's card (in the DOM and in every message received);
// a land is played, a creature cast, a spell cast with a target, an attack declared and
// blocked; team chat reaches the team only; a reload resumes the seat; a spectator sees no
// hand.
func TestFourSeats(t *testing.T) {
	hs := startServer(t, time.Minute)
	req := server.TableRequest{Seed: 11, Casual: true, Seats: []server.SeatRequest{
		{Name: "Ann", Team: "Red", Deck: goblinDeck}, {Name: "Abe", Team: "Red", Deck: goblinDeck},
		{Name: "Bob", Team: "Blue", Deck: goblinDeck}, {Name: "Bea", Team: "Blue", Deck: goblinDeck}}}
	c := openTable(t, hs.URL, req)
	b := browser(t, 1366, 768)
	var tabs []*tab
	for i, s := range c.Seats {
		tb := newTab(t, b, s.Name)
		tb.open("open the seat", s.URL, 1366, 768)
		tb.waitJS("the table", fmt.Sprintf(`document.querySelector('.table-page[data-seat="%d"]')`, i), 20*time.Second)
		tabs = append(tabs, tb)
	}
	teamOf := func(p int) int { return p / 2 }

	// Mulligans: every seat keeps.
	for round := 0; round < 50; round++ {
		any := false
		for i, tb := range tabs {
			if tb.has(fmt.Sprintf(`#decision[data-kind="mulligan"] button.keep[data-player="%d"]`, i)) {
				tb.tryClick(fmt.Sprintf(`button.keep[data-player="%d"]`, i), 2*time.Second)
				any = true
			}
		}
		if !any && !tabs[0].has(`#decision[data-kind="mulligan"]`) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	tabs[0].waitJS("the mulligans' end", `document.querySelector('#decision').dataset.kind !== 'mulligan'`, 10*time.Second)

	// Each seat sees its own hand and its teammate's, and no opponent's card.
	for i, tb := range tabs {
		mate := i ^ 1
		if n := len(handOf(tb, i)); n != 7 {
			t.Errorf("%s sees %d cards in their own hand, want 7", tb.name, n)
		}
		if n := len(handOf(tb, mate)); n != 7 {
			t.Errorf("%s sees %d cards in their teammate's hand, want 7", tb.name, n)
		}
		if n := tb.count(`.their-team .handcard`); n != 0 {
			t.Errorf("%s sees %d opponents' cards", tb.name, n)
		}
		if n := tb.count(`.their-team .cardback`); n != 14 {
			t.Errorf("%s sees %d card backs of the opponents' hands, want 14", tb.name, n)
		}
	}

	active := eval[int](tabs[0], `Number(document.querySelector('.team.active').dataset.team)`)
	a1, a2, b1, b2 := tabs[2*active], tabs[2*active+1], tabs[2*(1-active)], tabs[2*(1-active)+1]
	a1s, a2s, b1s := 2*active, 2*active+1, 2*(1-active)
	onBF := func(tb *tab, seat int, name string) string {
		return fmt.Sprintf(`.player[data-seat="%d"] .bf .card[data-name=%q]`, seat, name)
	}
	inHand := func(seat int, name string) string {
		return fmt.Sprintf(`.hand[data-hand="%d"] .handcard[data-name=%q]`, seat, name)
	}
	mainOf := func(tb *tab) string {
		return `document.querySelector('.table-page').dataset.step === 'main1' && document.querySelector('#decision[data-kind="priority"] #pass')`
	}

	// Turn 1: each player of the active team plays a Mountain and casts a Raging Goblin.
	a1.waitJS("main 1", mainOf(a1), 20*time.Second)
	// Passing with a land to play asks first.
	a1.click("pass", `#pass`)
	a1.waitJS("the land warning", `document.querySelector('#confirm') && document.querySelector('#confirm').textContent.includes('land')`, 5*time.Second)
	a1.click("don't pass", `#confirm-no`)
	a1.waitJS("priority kept", mainOf(a1), 5*time.Second)
	for _, p := range []struct {
		tb   *tab
		seat int
	}{{a1, a1s}, {a2, a2s}} {
		p.tb.click("a Mountain", inHand(p.seat, "Mountain"))
		p.tb.waitJS("the Mountain played", `document.querySelector(`+q(onBF(p.tb, p.seat, "Mountain"))+`)`, 10*time.Second)
		p.tb.waitJS("priority again", mainOf(p.tb), 10*time.Second)
		p.tb.click("a Raging Goblin", inHand(p.seat, "Raging Goblin"))
		drive(t, []*tab{b1, b2}, func() bool {
			return p.tb.has(onBF(p.tb, p.seat, "Raging Goblin")) && p.tb.has(`#decision[data-kind="priority"] #pass`)
		}, 30*time.Second)
	}
	// No attack on turn 1: pass to the declaration and declare none.
	drive(t, tabs, func() bool { return a1.has(`#no-attack`) || a2.has(`#no-attack`) }, 30*time.Second)
	if a1.has(`#no-attack`) {
		a1.click("no attack", `#no-attack`)
	} else {
		a2.click("no attack", `#no-attack`)
	}

	// Team chat reaches the team only; table chat reaches everybody.
	a1.run("team chat", chromedp.SendKeys(chromedp.CSS(`.chat-form input[name="chat"]`), "hold the goblins"), chromedp.Click(chromedp.CSS(`.chat-form button[type="submit"]`)))
	a2.waitJS("the team chat", `[...document.querySelectorAll('.chatline.team .ctext')].some(e => e.textContent === 'hold the goblins')`, 10*time.Second)
	b1.run("table chat", chromedp.SetValue(chromedp.CSS(`.chat-form select[name="scope"]`), "table"))
	b1.run("table chat", chromedp.SendKeys(chromedp.CSS(`.chat-form input[name="chat"]`), "<b>good luck</b>"), chromedp.Click(chromedp.CSS(`.chat-form button[type="submit"]`)))
	for _, tb := range tabs {
		tb.waitJS("the table chat", `[...document.querySelectorAll('.chatline.table .ctext')].some(e => e.textContent === '<b>good luck</b>')`, 10*time.Second)
		if tb.has(`.chat-list b b`) {
			t.Errorf("%s: chat text became markup", tb.name)
		}
	}
	for _, tb := range []*tab{b1, b2} {
		if tb.has(`.chatline.team`) || strings.Contains(strings.Join(tb.Frames(), "\n"), "hold the goblins") {
			t.Errorf("%s received the other team's team chat", tb.name)
		}
	}

	// Turn 2: the other team plays a Mountain and a Raging Goblin, then a Lightning Bolt
	// targeting one of the first team's goblins, clicked on the board.
	drive(t, tabs, func() bool {
		return b1.has(`.table-page[data-step="main1"]`) && b1.has(`#decision[data-kind="priority"] #pass`) && b1.has(`.team.active[data-team="`+fmt.Sprint(1-active)+`"]`)
	}, 60*time.Second)
	b1.click("a Mountain", inHand(b1s, "Mountain"))
	b1.waitJS("the Mountain played", `document.querySelector(`+q(onBF(b1, b1s, "Mountain"))+`)`, 10*time.Second)
	b1.waitJS("priority again", mainOf(b1), 10*time.Second)
	b1.click("a Raging Goblin", inHand(b1s, "Raging Goblin"))
	drive(t, []*tab{a1, a2}, func() bool {
		return b1.has(onBF(b1, b1s, "Raging Goblin")) && b1.has(`#decision[data-kind="priority"] #pass`)
	}, 30*time.Second)
	b2s := b1s + 1
	b2.click("a Mountain", inHand(b2s, "Mountain"))
	b2.waitJS("the Mountain played", `document.querySelector(`+q(onBF(b2, b2s, "Mountain"))+`)`, 10*time.Second)
	b2.waitJS("priority again", mainOf(b2), 10*time.Second)
	// Targeting one's own team asks first.
	b2.click("a Lightning Bolt", inHand(b2s, "Lightning Bolt"))
	b2.waitJS("the targets", `document.querySelector('#targets')`, 10*time.Second)
	b2.click("the teammate as target", fmt.Sprintf(`.pbadge[data-player="%d"].targetable`, b1s))
	b2.waitJS("the own-team warning", `document.querySelector('#confirm') && document.querySelector('#confirm').textContent.includes('your own team')`, 5*time.Second)
	b2.click("don't", `#confirm-no`)
	b2.click("a Lightning Bolt again", inHand(b2s, "Lightning Bolt"))
	b2.waitJS("the targets", `document.querySelector('#targets')`, 10*time.Second)
	b2.click("the target", onBF(b2, a1s, "Raging Goblin")+`.targetable`)
	// The first team sees the Bolt on the stack with its target.
	a1.waitJS("the Bolt on the stack", `document.querySelector('#stack').innerText.includes('Lightning Bolt') && document.querySelector('#stack').innerText.includes('targets: Raging Goblin') && document.querySelector('#stack .stacktext') && document.querySelector('#stack .stacktext').textContent.includes('deals 3 damage to any target')`, 10*time.Second)
	drive(t, []*tab{a1, a2}, func() bool {
		return !a1.has(onBF(a1, a1s, "Raging Goblin")) && b1.has(`#decision[data-kind="priority"] #pass`)
	}, 30*time.Second)

	// The second team attacks with its goblin; the first team blocks it with the other.
	drive(t, tabs, func() bool { return b1.has(`#decision[data-kind="declare attackers"][data-mine="true"]`) }, 30*time.Second)
	b1.click("the attacker", onBF(b1, b1s, "Raging Goblin"))
	b1.waitJS("the attacker chosen", `document.querySelector('select[data-attacker]')`, 5*time.Second)
	b1.click("attack", `#declare-attack`)
	a2.waitJS("the attack", `document.querySelector(`+q(onBF(a2, b1s, "Raging Goblin")+`.attacking`)+`)`, 10*time.Second)
	drive(t, tabs, func() bool { return a2.has(`#decision[data-kind="declare blockers"][data-mine="true"]`) }, 30*time.Second)
	a2.click("the blocker", onBF(a2, a2s, "Raging Goblin"))
	a2.click("the attacker blocked", onBF(a2, b1s, "Raging Goblin")+`.targetable`)
	a2.click("block", `#declare-block`)
	b1.waitJS("the block", `document.querySelector(`+q(onBF(b1, a2s, "Raging Goblin")+`.blocking`)+`)`, 10*time.Second)
	a2.screenshot("table-combat")
	drive(t, tabs, func() bool {
		return !b1.has(onBF(b1, b1s, "Raging Goblin")) && !b1.has(onBF(b1, a2s, "Raging Goblin"))
	}, 30*time.Second)

	// A reload resumes the same seat and state: the same action count and hand as the
	// teammate's page shows.
	a1.run("reload", chromedp.Reload())
	a1.waitJS("the table again", fmt.Sprintf(`document.querySelector('.table-page[data-seat="%d"][data-status="open"]')`, a1s), 20*time.Second)
	same := false
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end) && !same; time.Sleep(100 * time.Millisecond) {
		n1 := eval[int](a1, `Number(document.querySelector('.table-page').dataset.actions)`)
		n2 := eval[int](a2, `Number(document.querySelector('.table-page').dataset.actions)`)
		same = n1 == n2 && strings.Join(handOf(a1, a1s), ",") == strings.Join(handOf(a2, a1s), ",") && len(handOf(a1, a1s)) > 0
	}
	if !same {
		t.Errorf("after a reload: action %d, hand %v; the teammate sees action %d, hand %v",
			eval[int](a1, `Number(document.querySelector('.table-page').dataset.actions)`), handOf(a1, a1s),
			eval[int](a2, `Number(document.querySelector('.table-page').dataset.actions)`), handOf(a2, a1s))
	}

	// A spectator sees no hand.
	sp := newTab(t, b, "spectator")
	sp.open("open", c.Spectate, 1366, 768)
	sp.waitJS("the table", `document.querySelector('.table-page[data-seat="-1"][data-status="open"]')`, 20*time.Second)
	if n := sp.count(`.handcard`); n != 0 {
		t.Errorf("the spectator sees %d cards in hands", n)
	}
	if sp.count(`.hidden-hand`) != 4 {
		t.Errorf("the spectator sees %d hidden hands, want 4", sp.count(`.hidden-hand`))
	}
	checkFrames(t, sp, -1, teamOf)

	// No message a seat received named a card now in an opponent's hand, and no view held
	// an opponent's hand.
	idName := regexp.MustCompile(`^(\d+) (.*)$`)
	for i, tb := range tabs {
		checkFrames(t, tb, i, teamOf)
		all := strings.Join(tb.Frames(), "\n")
		for _, o := range tabs {
			os := -1
			for j := range tabs {
				if tabs[j] == o {
					os = j
				}
			}
			if teamOf(os) == teamOf(i) {
				continue
			}
			for _, c := range handOf(o, os) {
				m := idName.FindStringSubmatch(c)
				card, _ := json.Marshal(map[string]any{"id": json.Number(m[1]), "name": m[2]})
				if strings.Contains(all, string(card)) {
					t.Errorf("%s received %s, a card in %s's hand", tb.name, card, o.name)
				}
			}
		}
		if n := tb.count(`.their-team .handcard`); n != 0 {
			t.Errorf("%s sees %d opponents' cards", tb.name, n)
		}
	}
}
