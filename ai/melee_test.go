package ai

import (
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// meleeTwoStacks is a Grand Melee position where Ann holds priority for two stacks (CR
// 807.5a-b): she is asked on stack 1 (her own turn's, empty) and holds priority for stack
// 2 too, where Eve's Lightning Bolt would kill her. Her Counterspell can go only on stack 2.
const meleeTwoStacks = `
name: two stacks
variant: grand-melee
options: {range: 4}
players:
  - name: Ann
    life: 3
    hand: [Shock, Counterspell]
    battlefield: [Mountain, Island, Island]
  - name: Bob
  - name: Cid
  - name: Dan
  - name: Eve
    hand: [Lightning Bolt]
    battlefield: [Mountain]
  - name: Fay
  - name: Gus
  - name: Hal
turn: [{player: Ann, step: main1}, {player: Eve, step: main1}]
script:
  - go to main1 on marker 2
  - Eve casts Lightning Bolt targeting Ann
  - Eve passes
  - Fay passes
  - Gus passes
  - Hal passes
  - Ann casts Shock targeting Eve on stack 1
  - resolve
`

// TestAIsActOnAnotherStack checks that every AI answers a decision listing actions on
// two stacks with a legal action, and that the heuristic counters the lethal Bolt aimed at
// it on the other stack, naming that stack (CR 807.5b), rather than passing.
func TestAIsActOnAnotherStack(t *testing.T) {
	g := position(t, meleeTwoStacks)
	seat := Seat(g)
	if g.Player(seat).Name != "Ann" {
		t.Fatalf("Ann should decide, %s does", g.Player(seat).Name)
	}
	onOther := 0
	for _, a := range g.LegalActions() {
		if a.StackNamed() == 2 {
			onOther++
		}
	}
	if onOther == 0 {
		t.Fatal("no action listed on stack 2, which Ann holds priority for")
	}
	a := decide(NewHeuristic(1), g, seat, 0)
	if a.Kind != rules.ActCast || g.Obj(a.Obj).Def.Name != "Counterspell" || a.StackNamed() != 2 {
		t.Fatalf("expected Ann to cast Counterspell on stack 2, got %q", bind.FormatAction(g, a))
	}
	for name, p := range map[string]Policy{"random": NewRandom(3), "mcts": NewMCTS(7, Budget{Playouts: 16})} {
		a := decide(p, g, seat, 0)
		if err := g.Clone().Apply(a); err != nil {
			t.Fatalf("%s chose %q, which is refused: %v", name, bind.FormatAction(g, a), err)
		}
	}
}
