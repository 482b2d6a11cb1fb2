package ai

import (
	"flag"
	"fmt"
	"math"
	"sync"
	"testing"
	"time"

	"github.com/ettinmtg/ettin/decks"
)

var (
	measure  = flag.Bool("measure", false, "run TestMeasure: play matches between the policies and print win rates")
	games    = flag.Int("games", 500, "TestMeasure: games per match")
	mctsN    = flag.Int("mctsgames", 0, "TestMeasure: games of the mcts match (0: -games)")
	playouts = flag.Int("playouts", DefaultPlayouts, "TestMeasure: MCTS playouts per decision")
	rollout  = flag.Int("rollout", 0, "TestMeasure: turns of an MCTS playout before it is scored (0: the default)")
	workers  = flag.Int("workers", 2, "TestMeasure: games played at once")
	match    = flag.String("match", "all", "TestMeasure: which matches (all, random, mcts)")
)

// result counts a match from the first policy's side.
type result struct {
	wins, losses, draws int
	elapsed             time.Duration // summed over games
	searched, playouts  int
}

func (r result) n() int { return r.wins + r.losses + r.draws }

// rate is the score rate (draws count half) with its Wilson 95% confidence interval.
func (r result) rate() (p, lo, hi float64) {
	n := float64(r.n())
	if n == 0 {
		return 0, 0, 0
	}
	p = (float64(r.wins) + 0.5*float64(r.draws)) / n
	const z = 1.96
	d := 1 + z*z/n
	c := (p + z*z/(2*n)) / d
	h := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / d
	return p, c - h, c + h
}

func (r result) String() string {
	p, lo, hi := r.rate()
	s := fmt.Sprintf("%d games: %d won, %d lost, %d drawn; score %.1f%% (95%% CI %.1f%%-%.1f%%); %.0f ms/game",
		r.n(), r.wins, r.losses, r.draws, 100*p, 100*lo, 100*hi, float64(r.elapsed.Milliseconds())/float64(max(r.n(), 1)))
	if r.searched > 0 {
		s += fmt.Sprintf("; %.1f searched decisions/game, %.0f playouts/decision", float64(r.searched)/float64(r.n()), float64(r.playouts)/float64(r.searched))
	}
	return s
}

// playMatch plays n games of policy x against y with the same decks on both sides (a
// bundled team against itself, the teams taken in turn): games 2k and 2k+1 share a seed
// and the decks, with the policies' sides swapped.
func playMatch(t *testing.T, n int, mk func(seed uint64) (x, y Policy)) result {
	var mu sync.Mutex
	var res result
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < max(*workers, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				k := uint64(i / 2)
				tm := int(k) % len(decks.Teams())
				g := bundledGame(t, 1000+k, tm, tm)
				x, y := mk(uint64(i) + 1)
				hero := i % 2
				seats := teamSeats(g, x, y)
				if hero == 1 {
					seats = teamSeats(g, y, x)
				}
				start := time.Now()
				err := Play(g, seats, 0)
				el := time.Since(start)
				mu.Lock()
				if err != nil {
					t.Errorf("game %d: %v", i, err)
				}
				res.elapsed += el
				switch int(g.Winner()) {
				case hero:
					res.wins++
				case -1:
					res.draws++
				default:
					res.losses++
				}
				if m, ok := x.(*MCTS); ok {
					res.searched += m.Searched
					res.playouts += m.Playouts
				}
				if d := res.n(); d%50 == 0 {
					t.Logf("... %d/%d: %v", d, n, res)
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < n; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return res
}

// TestMeasure plays the matches of the AI players' targets and prints their win rates:
// go test ./ai -run TestMeasure -measure -games 500 [-mctsgames 100 -playouts 100]
func TestMeasure(t *testing.T) {
	if !*measure {
		t.Skip("run with -measure")
	}
	if *match == "all" || *match == "random" {
		r := playMatch(t, *games, func(s uint64) (Policy, Policy) { return NewHeuristic(s), NewRandom(s) })
		t.Logf("heuristic vs random (target >= 95%%): %v", r)
	}
	if *match == "all" || *match == "mcts" {
		n := *mctsN
		if n == 0 {
			n = *games
		}
		r := playMatch(t, n, func(s uint64) (Policy, Policy) {
			m := NewMCTS(s, Budget{Playouts: *playouts})
			if *rollout > 0 {
				m.RolloutTurns = *rollout
			}
			return m, NewHeuristic(s)
		})
		turns := *rollout
		if turns <= 0 {
			turns = DefaultRolloutTurns
		}
		t.Logf("mcts (%d playouts, %d-turn playouts) vs heuristic (target >= 60%%): %v", *playouts, turns, r)
	}
}
