package oracle_test

import (
	"testing"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/rules"
	"github.com/ettinmtg/ettin/sim"
)

// compiledPool is every card whose behaviour the compiler made, lands left out.
func compiledPool(t *testing.T) []*rules.CardDef {
	t.Helper()
	var pool []*rules.CardDef
	for _, c := range carddb.All() {
		if o, _ := cards.OriginOf(c.Name); o != cards.Compiled {
			continue
		}
		d := cards.MustDef(c.Name)
		if d.Implemented && !d.Types.Has(rules.Land) {
			pool = append(pool, d)
		}
	}
	if len(pool) < 100 {
		t.Fatalf("only %d compiled cards", len(pool))
	}
	return pool
}

// TestCompiledCardsInCheckedGames is the property test of the compiler: random 2HG games
// whose decks are half basic lands and half compiled cards drawn by the game's seed run
// to the end, every action checked by the invariant checker of package sim (each card in
// one zone, life equal to its journal, listed actions legal, no hidden card seen), and
// the log replays to the same state. Over the seeds every compiled card is dealt.
func TestCompiledCardsInCheckedGames(t *testing.T) {
	pool := compiledPool(t)
	games := 24
	if testing.Short() {
		games = 8
	}
	lands := []string{"Plains", "Island", "Swamp", "Mountain", "Forest"}
	dealt := map[string]bool{}
	next := 0
	for seed := uint64(1); seed <= uint64(games); seed++ {
		var decks [4][]*rules.CardDef
		for i := range decks {
			for k := 0; k < 40; k++ {
				if k%2 == 0 {
					decks[i] = append(decks[i], cards.MustDef(lands[(k/2+i)%5]))
					continue
				}
				// Deal the pool in turn, so that the games cover it card by card.
				d := pool[next%len(pool)]
				next += 7919
				dealt[d.Name] = true
				decks[i] = append(decks[i], d)
			}
		}
		g, err := rules.New(rules.Config{Seed: seed, Edition: rules.Current, StartingTeam: rules.NoTeam, Teams: []rules.TeamConfig{
			{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann", Deck: decks[0]}, {Name: "Abe", Deck: decks[1]}}},
			{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob", Deck: decks[2]}, {Name: "Bea", Deck: decks[3]}}},
		}})
		if err != nil {
			t.Fatal(err)
		}
		playChecked(t, g, seed)
	}
	t.Logf("%d games, %d of %d compiled cards dealt", games, len(dealt), len(pool))
}

// playChecked plays random legal actions to the end of the game, checking every one.
func playChecked(t *testing.T, g *rules.Game, seed uint64) {
	t.Helper()
	var rng rules.RNG
	rng.Seed(seed)
	c := sim.NewChecker(g)
	for n := 0; !g.Over(); n++ {
		if n > 20000 {
			t.Fatalf("seed %d: no end after %d actions", seed, n)
		}
		acts := g.LegalActions()
		if len(acts) == 0 {
			t.Fatalf("seed %d: no legal action at %+v", seed, g.Pending())
		}
		a := acts[rng.Intn(len(acts))]
		if g.Pending().Kind == rules.DecPriority && rng.Intn(3) == 0 {
			a = acts[0] // pass often, so that games end
		}
		if err := c.Before(g, a); err != nil {
			t.Fatalf("seed %d, action %d: %v", seed, n, err)
		}
		if err := g.Apply(a); err != nil {
			t.Fatalf("seed %d, action %d: a listed action was refused: %v", seed, n, err)
		}
		if err := c.After(g); err != nil {
			t.Fatalf("seed %d, action %d: %v", seed, n, err)
		}
	}
	if err := c.End(g); err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	if err := sim.CheckReplay(g); err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
}
