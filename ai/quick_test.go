package ai

import (
	"testing"
	"time"
)

func TestQuick(t *testing.T) {
	w := [3]int{}
	start := time.Now()
	for s := uint64(1); s <= 40; s++ {
		g := mirrorGame(t, s, int(s%4), int((s+1)%4))
		h, r := Policy(NewHeuristic(s)), Policy(NewRandom(s))
		hero := 0
		var seats []Policy
		if s%2 == 0 {
			seats = teamSeats(g, h, r)
		} else {
			seats = teamSeats(g, r, h)
			hero = 1
		}
		if err := Play(g, seats, 0); err != nil {
			t.Fatalf("seed %d: %v", s, err)
		}
		switch int(g.Winner()) {
		case hero:
			w[0]++
		case -1:
			w[2]++
			t.Logf("seed %d draw: %s", s, g.EndReason())
		default:
			w[1]++
		}
	}
	t.Logf("heuristic vs random: %v in %v", w, time.Since(start))
}
