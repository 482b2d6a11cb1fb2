package ai

import (
	"testing"

	"github.com/ettinmtg/ettin/bind"
)

// TestHeuristicDamageOrders: under the 2011 rules both teams announce damage assignment
// orders after blocks (810.7e). Each puts first the most valuable creature its damage can
// kill: Red's Siege Mastodon (3 power) can't kill Giant Spider (2/4) but can kill Raging
// Goblin; Blue's Night Market Guard (3 power) kills Hill Giant rather than Grizzly Bears.
func TestHeuristicDamageOrders(t *testing.T) {
	g := position(t, `
name: orders
rules: "2011"
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [Grizzly Bears, Hill Giant]
      - name: Abe
        battlefield: [Siege Mastodon]
  - name: Blue
    players:
      - name: Bob
        battlefield: [Night Market Guard]
      - name: Bea
        battlefield: [Giant Spider, Raging Goblin]
turn: {team: Red, step: declare attackers, number: 3}
script:
  - Red attacks with Grizzly Bears -> Blue, Hill Giant -> Blue, Siege Mastodon -> Blue
  - go to declare blockers
  - Blue blocks with Night Market Guard -> Grizzly Bears, Night Market Guard -> Hill Giant, Giant Spider -> Siege Mastodon, Raging Goblin -> Siege Mastodon
`)
	for _, want := range []string{
		"Red orders Siege Mastodon -> Raging Goblin, Giant Spider",
		"Blue orders Night Market Guard -> Hill Giant, Grizzly Bears",
	} {
		a := decide(NewHeuristic(1), g, Seat(g), 0)
		if got := bind.FormatAction(g, a); got != want {
			t.Fatalf("the heuristic chose %q; want %q", got, want)
		}
		if err := g.Apply(a); err != nil {
			t.Fatalf("%q was refused: %v", want, err)
		}
	}
}
