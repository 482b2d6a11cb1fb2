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

// TestCompiledCardsHeuristicGames: the heuristic computer player, which builds its own
// actions (targets included) rather than picking listed ones, plays 2HG games of
// compiled-card decks under the invariant checker of package sim (every action it
// applies of a completely listed kind must be listed, among the other checks). The decks
// are dealt from a different part of the pool for each pair of games.
func TestCompiledCardsHeuristicGames(t *testing.T) {
	pool := compiledPool(t)
	deals := 12
	if testing.Short() {
		deals = 3
	}
	lands := []string{"Plains", "Island", "Swamp", "Mountain", "Forest"}
	for deal := 0; deal < deals; deal++ {
		var seats [4]sim.Seat
		next := deal * 409
		for i := range seats {
			seats[i].Deck = "compiled"
			for k := 0; k < 40; k++ {
				if k%2 == 0 {
					seats[i].Cards = append(seats[i].Cards, cards.MustDef(lands[(k/2+i)%5]))
					continue
				}
				seats[i].Cards = append(seats[i].Cards, pool[next%len(pool)])
				next += 7919
			}
		}
		res, err := sim.Run(sim.Config{Games: 2, Seed: uint64(deal + 1), Edition: rules.Current, Check: true, Workers: 1,
			Teams: [2]sim.Team{
				{Name: "Red", Seats: [2]sim.Seat{seats[0], seats[1]}, AI: "heuristic"},
				{Name: "Blue", Seats: [2]sim.Seat{seats[2], seats[3]}, AI: "heuristic"},
			}})
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range res.Games {
			if g.Err != "" {
				t.Errorf("deal %d, game %d: %s", deal, g.Index, g.Err)
			}
		}
	}
}
