package browsertest

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestEffectShown: after Giant Growth on Ann's Llanowar Elves, the Elves carry a mark
// "+3/+3" whose text (its title, and the card text panel on hover) says "gets +3/+3 until
// end of turn"; the next turn the mark is gone (CR 514.2: the effect ends at cleanup).
func TestEffectShown(t *testing.T) {
	tb := seatTab(t, soloTable("duel", 2, 3, "22 Forest\n19 Llanowar Elves\n19 Giant Growth"), 1366, 768)
	tb.waitJS("the table", `document.querySelector('.table-page[data-status="open"]')`, 20*time.Second)
	hasIn := func(name string) bool { return tb.has(fmt.Sprintf(`.hand.own .handcard[data-name=%q]`, name)) }
	elves := `.player[data-seat="0"] .bf .card[data-name="Llanowar Elves"]`
	lands := func() int { return tb.count(`.player[data-seat="0"] .bf .card[data-name="Forest"]`) }
	for !tb.has(elves) || lands() < 2 || !hasIn("Giant Growth") {
		tb.playUntil("a main phase", func() bool { return tb.myMain() }, 90*time.Second)
		if tb.has(`.hand.own .handcard[data-name="Forest"].clickable`) {
			tb.playLand("Forest")
		}
		if !tb.has(elves) && tb.has(`.hand.own .handcard[data-name="Llanowar Elves"].clickable`) {
			tb.click("Llanowar Elves", `.hand.own .handcard[data-name="Llanowar Elves"].clickable`)
			tb.waitJS("the Elves", `document.querySelector('`+elves+`') && document.querySelector('#decision[data-act="true"][data-kind="priority"]') && !document.querySelector('#stack .stackitem')`, 20*time.Second)
		}
		if !tb.has(elves) || lands() < 2 || !hasIn("Giant Growth") || !tb.has(`.hand.own .handcard[data-name="Giant Growth"].clickable`) {
			turn := tb.turnOf()
			tb.playUntil("the next turn", func() bool { return tb.turnOf() > turn }, 60*time.Second)
		}
	}
	if tb.has(elves + ` .eff`) {
		t.Fatal("the Elves carry an effect's mark before Giant Growth")
	}
	tb.click("Giant Growth", `.hand.own .handcard[data-name="Giant Growth"].clickable`)
	if tb.has(`#targets`) {
		tb.click("the Elves as the target", elves)
	}
	tb.waitJS("the pump's mark", `document.querySelector('`+elves+` .eff')`, 20*time.Second)
	if got := eval[string](tb, `document.querySelector('`+elves+` .eff').textContent`); got != "+3/+3" {
		t.Errorf("the mark reads %q, want +3/+3", got)
	}
	text := eval[string](tb, `document.querySelector('`+elves+` .eff').title`)
	if !strings.Contains(text, "gets +3/+3 until end of turn") || !strings.Contains(text, "Llanowar Elves") {
		t.Errorf("the mark's text is %q", text)
	}
	if got := eval[string](tb, `document.querySelector('`+elves+` .pt').textContent`); got != "4/4" {
		t.Errorf("the Elves read %s under the pump, want 4/4", got)
	}
	tb.hover("the Elves", elves)
	tb.waitJS("the effect in the card text", `document.querySelector('#cardtext .ct-effect') && document.querySelector('#cardtext .ct-effect').textContent.includes('gets +3/+3 until end of turn')`, 10*time.Second)

	turn := tb.turnOf()
	tb.playUntil("the next turn", func() bool { return tb.turnOf() > turn }, 60*time.Second)
	tb.waitJS("the mark gone", `document.querySelector('`+elves+`') && !document.querySelector('`+elves+` .eff')`, 10*time.Second)
	if got := eval[string](tb, `document.querySelector('`+elves+` .pt').textContent`); got != "1/1" {
		t.Errorf("the Elves read %s after the turn, want 1/1", got)
	}
	tb.hover("the Elves again", elves)
	if tb.has(`#cardtext .ct-effect`) {
		t.Error("the card text still shows an effect after the turn")
	}
}

// TestEnergyShown: a player's energy counters (CR 107.14) show on their badge: none
// before Aether Chaser enters, "energy 2" after its trigger resolves.
func TestEnergyShown(t *testing.T) {
	tb := seatTab(t, soloTable("duel", 2, 3, "24 Mountain\n36 Aether Chaser"), 1366, 768)
	tb.waitJS("the table", `document.querySelector('.table-page[data-status="open"]')`, 20*time.Second)
	energy := `.player[data-seat="0"] .pbadge .energy`
	chaser := `.hand.own .handcard[data-name="Aether Chaser"].clickable`
	for !tb.has(chaser) {
		if tb.has(energy) {
			t.Fatal("energy shows before any Aether Chaser entered")
		}
		tb.playUntil("a main phase", func() bool { return tb.myMain() }, 90*time.Second)
		if tb.has(`.hand.own .handcard[data-name="Mountain"].clickable`) {
			tb.playLand("Mountain")
		}
		if !tb.has(chaser) {
			turn := tb.turnOf()
			tb.playUntil("the next turn", func() bool { return tb.turnOf() > turn }, 60*time.Second)
		}
	}
	tb.click("Aether Chaser", chaser)
	tb.playUntil("the energy", func() bool { return tb.has(energy) }, 30*time.Second)
	if got := eval[string](tb, `document.querySelector('`+energy+`').textContent`); got != "energy 2" {
		t.Errorf("the badge reads %q, want energy 2", got)
	}
	if tb.has(`.player[data-seat="1"] .pbadge .energy`) {
		t.Error("the opponent, who has no energy, shows some")
	}
}
