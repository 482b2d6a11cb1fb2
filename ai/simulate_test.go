package ai

import (
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// TestHeuristicSimulatesUnestimatedEffects: Fill with Fright makes a player discard two
// cards (estimated) and its caster scry 2 (no estimate), so casting it is valued by
// simulation, which shows the opponent two cards down: the heuristic casts it at an
// opponent, and never at its own team.
func TestHeuristicSimulatesUnestimatedEffects(t *testing.T) {
	g := position(t, `
name: simulate
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Fill with Fright]
        battlefield: [Swamp, Swamp, Swamp, Swamp]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        hand: [Grizzly Bears, Hill Giant, Forest]
      - name: Bea
        hand: [Grizzly Bears, Hill Giant, Forest]
turn: {team: Red, step: main1, number: 3}
`)
	seat := Seat(g)
	c := newCtx(NewSituation(g, seat, 1).Game(), seat)
	casts := 0
	for _, a := range g.LegalActions() {
		if a.Kind != rules.ActCast || len(a.Targets) != 1 {
			continue
		}
		casts++
		before := c.sims
		v := c.actionScore(a)
		p := a.Targets[0].Player
		switch {
		case c.mine(p) && v > forbidden/2:
			t.Errorf("casting at the team's own %s scores %.1f; expected it ruled out", g.Player(p).Name, v)
		case !c.mine(p) && c.sims == before:
			t.Errorf("casting at %s was not simulated (score %.1f)", g.Player(p).Name, v)
		case !c.mine(p) && v <= 0:
			t.Errorf("casting at %s scores %.1f; expected two of their cards to be worth the spell", g.Player(p).Name, v)
		}
	}
	if casts != 4 {
		t.Fatalf("%d ways to cast Fill with Fright; expected one at each player", casts)
	}
	a := act(t, g)
	if a.Kind != rules.ActCast || c.mine(a.Targets[0].Player) {
		t.Fatalf("expected Fill with Fright cast at an opponent, got %q", bind.FormatAction(g, a))
	}
}
