package ai

import (
	"slices"
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// peeker is a policy that records what its situations show of the opponents' hands: the
// cards in them, to be compared with the real hands.
type peeker struct {
	inner Policy
	real  *rules.Game // the real game, kept by the test, never given to the policy
	// decisions with an opponent's hand to look at, and those where the situation's game
	// showed an opponent's real hand or was the real game
	looked, sawReal, sameGame int
	ownDiffers                int // decisions where the team's own hands were not the real ones
}

func (p *peeker) Name() string { return "peeker" }

func (p *peeker) Act(s *Situation) rules.Action {
	g := s.Game()
	if g == p.real {
		p.sameGame++
	}
	for i := range rules.PlayerID(p.real.NumPlayers()) {
		q := rules.PlayerID(i)
		real, shown := p.real.Zone(q, rules.ZoneHand), g.Zone(q, rules.ZoneHand)
		if p.real.TeamOf(q) == s.Team {
			if !slices.Equal(real, shown) {
				p.ownDiffers++
			}
			continue
		}
		if len(real) == 0 || p.real.ZoneLen(q, rules.ZoneLibrary) == 0 {
			continue
		}
		p.looked++
		if slices.Equal(sorted(real), sorted(shown)) {
			p.sawReal++
		}
	}
	return p.inner.Act(s)
}

func sorted(ids []rules.ObjID) []rules.ObjID {
	out := slices.Clone(ids)
	slices.Sort(out)
	return out
}

// TestPolicyCannotSeeOpponentsHands plays whole games through Play with a policy that
// looks at everything its situation holds: the game it is given is never the real one,
// shows the team's own hands as they are, and shows opponents' hands that are not the
// real ones (a re-deal may hit the real hand by chance, rarely).
func TestPolicyCannotSeeOpponentsHands(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		g := mirrorGame(t, seed, int(seed%4), int((seed+1)%4))
		p := &peeker{inner: NewHeuristic(seed), real: g}
		if err := Play(g, teamSeats(g, p, p), 0); err != nil {
			t.Fatal(err)
		}
		if p.looked < 100 {
			t.Fatalf("seed %d: only %d looks at an opponent's hand", seed, p.looked)
		}
		if p.sameGame > 0 || p.ownDiffers > 0 || p.sawReal*20 > p.looked {
			t.Fatalf("seed %d: the real game given %d times, own hands changed %d times, an opponent's real hand shown %d times of %d",
				seed, p.sameGame, p.ownDiffers, p.sawReal, p.looked)
		}
	}
}

// TestSituationDone checks that a situation's game is emptied when the situation ends: a
// policy that kept it can't read the real game's later writes through it.
func TestSituationDone(t *testing.T) {
	g := mirrorGame(t, 5, 0, 2)
	s := NewSituation(g, Seat(g), 1)
	kept := s.Game()
	if kept.NumObjects() != g.NumObjects() || kept.NumPlayers() != g.NumPlayers() {
		t.Fatal("the situation's game is not a copy of the game")
	}
	s.Done()
	if kept.NumObjects() != 0 || kept.NumPlayers() != 0 || kept.Obj(0) != nil {
		t.Fatal("the game of an ended situation can still be read")
	}
	if err := Play(g, teamSeats(g, NewHeuristic(5), NewHeuristic(6)), 0); err != nil {
		t.Fatal(err)
	}
}
