package rules_test

import (
	"reflect"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/rules"
)

// broadPool is every implemented card but the lands.
func broadPool(t testing.TB) []*rules.CardDef {
	var pool []*rules.CardDef
	for _, c := range carddb.All() {
		if d, err := cards.Def(c.Name); err == nil && d.Implemented && !d.Types.Has(rules.Land) {
			pool = append(pool, d)
		}
	}
	if len(pool) == 0 {
		t.Fatal("no implemented cards")
	}
	return pool
}

// broadMaxObjects stops a broad-pool random game once it has made this many objects (a
// game makes about 600): a random player may double tokens without end (a legal loop),
// and listing attacks for tens of thousands of creatures would take the test's time.
const broadMaxObjects = 10000

// broadGame starts a game of seed whose four 40-card decks are half basic lands, half
// cards of the pool picked by the seed, in an edition picked by the seed.
func broadGame(t testing.TB, pool []*rules.CardDef, seed uint64) *rules.Game {
	lands := []string{"Plains", "Island", "Swamp", "Mountain", "Forest"}
	var decks [4][]*rules.CardDef
	for i := range decks {
		for k := 0; k < 40; k++ {
			if k%2 == 0 {
				decks[i] = append(decks[i], cards.MustDef(lands[(k/2+i)%5]))
			} else {
				decks[i] = append(decks[i], pool[(int(seed)*7919+k*104729+i*31)%len(pool)])
			}
		}
	}
	g, err := rules.New(rules.Config{Seed: seed, Edition: rules.Edition(seed % 4), StartingTeam: rules.NoTeam, Teams: []rules.TeamConfig{
		{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann", Deck: decks[0]}, {Name: "Abe", Deck: decks[1]}}},
		{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob", Deck: decks[2]}, {Name: "Bea", Deck: decks[3]}}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestListingMemo plays random games with every implemented card and checks, at every
// decision, that LegalActions lists exactly the same actions with and without its memo
// (perf.go), and that listing changes nothing: the memo is exact only because listing
// doesn't change the state. AppendLegalActions, given a list that already holds an
// action, must keep it and append exactly what LegalActions lists.
func TestListingMemo(t *testing.T) {
	pool := broadPool(t)
	games := 60
	if testing.Short() {
		games = 8
	}
	defer rules.SetListingMemo(true)
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g := broadGame(t, pool, seed)
		var rng rules.RNG
		rng.Seed(seed)
		var buf []rules.Action
		for n := 0; !g.Over() && n < 2000 && g.NumObjects() < broadMaxObjects; n++ {
			h := g.Hash()
			rules.SetListingMemo(true)
			with := g.LegalActions()
			rules.SetListingMemo(false)
			without := g.LegalActions()
			rules.SetListingMemo(true)
			if g.Hash() != h {
				t.Fatalf("seed %d, action %d: listing the legal actions changed the game", seed, n)
			}
			if !reflect.DeepEqual(with, without) {
				t.Fatalf("seed %d, action %d: the memo changes the listing:\n%v\n%v", seed, n, with, without)
			}
			if len(with) == 0 {
				t.Fatalf("seed %d: no legal action", seed)
			}
			first := rules.Pass(rules.TeamID(n % 2))
			buf = g.AppendLegalActions(append(buf[:0], first))
			if !reflect.DeepEqual(buf[0], first) || !reflect.DeepEqual(buf[1:], with) {
				t.Fatalf("seed %d, action %d: AppendLegalActions gives\n%v\nnot %v followed by\n%v", seed, n, buf, first, with)
			}
			a := with[rng.Intn(len(with))]
			if g.Pending().Kind == rules.DecPriority && rng.Intn(3) == 0 {
				a = with[0]
			}
			if err := g.Apply(a); err != nil {
				t.Fatalf("seed %d: listed action refused: %s: %v", seed, bind.FormatAction(g, a), err)
			}
		}
	}
}

// sameWithAndWithout plays random games with every implemented card twice, with set(true)
// and with set(false) (a cache or shortcut turned on and off), and requires the two runs
// to hash the same after every action and to record the same journal.
func sameWithAndWithout(t *testing.T, set func(bool)) {
	t.Helper()
	pool := broadPool(t)
	games := 40
	if testing.Short() {
		games = 8
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		var hashes [2][]uint64
		var journals [2][]rules.Entry
		for run, on := range []bool{true, false} {
			set(on)
			g := broadGame(t, pool, seed)
			var rng rules.RNG
			rng.Seed(seed)
			for n := 0; !g.Over() && n < 3000 && g.NumObjects() < broadMaxObjects; n++ {
				a := randomAction(t, g, &rng)
				if err := g.Apply(a); err != nil {
					t.Fatalf("seed %d, action %d: %v", seed, n, err)
				}
				hashes[run] = append(hashes[run], g.Hash())
			}
			journals[run] = append([]rules.Entry(nil), g.Journal()...)
		}
		if !reflect.DeepEqual(hashes[0], hashes[1]) || !reflect.DeepEqual(journals[0], journals[1]) {
			n := 0
			for n < min(len(hashes[0]), len(hashes[1])) && hashes[0][n] == hashes[1][n] {
				n++
			}
			t.Fatalf("seed %d: the games part after action %d", seed, n)
		}
	}
}

// TestSettledPass plays random games with every implemented card twice, with and without
// the shortcut that gives priority on after a lone pass without the checks (layers,
// triggers, state-based actions: Game.settled), and checks that the games hash the same
// after every action and record the same journal.
func TestSettledPass(t *testing.T) {
	defer rules.SetSettledPass(true)
	sameWithAndWithout(t, rules.SetSettledPass)
}

// TestBattlefieldSummary plays random games with every implemented card (copy effects,
// restrictions, granted abilities, extra mana) with the battlefield summary kept between
// questions and rebuilt at each, and requires the same game action by action; in the
// games that keep it, every kept summary handed out is compared with a rebuilt one.
func TestBattlefieldSummary(t *testing.T) {
	var checks [2]int
	rules.CheckBattlefieldSummary(&checks)
	defer rules.CheckBattlefieldSummary(nil)
	defer rules.SetBattlefieldSummary(true)
	sameWithAndWithout(t, rules.SetBattlefieldSummary)
	if checks[0] < 1000 || checks[1] != 0 {
		t.Fatalf("%d kept summaries handed out, %d of them stale; expected many, none stale", checks[0], checks[1])
	}
}

// TestTargetCombos compares the target combinations listed for every spell in a hand and
// every ability on the battlefield with the straightforward recursive walk, and checks
// the battlefield summary's list of permanents with activated abilities, at every
// decision of random games with every implemented card.
func TestTargetCombos(t *testing.T) {
	pool := broadPool(t)
	games := 12
	if testing.Short() {
		games = 3
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g := broadGame(t, pool, seed)
		var rng rules.RNG
		rng.Seed(seed)
		for n := 0; !g.Over() && n < 3000; n++ {
			if err := rules.CheckTargetCombos(g); err != nil {
				t.Fatalf("seed %d, action %d: %v", seed, n, err)
			}
			if err := rules.CheckActivators(g); err != nil {
				t.Fatalf("seed %d, action %d: %v", seed, n, err)
			}
			if err := g.Apply(randomAction(t, g, &rng)); err != nil {
				t.Fatalf("seed %d, action %d: %v", seed, n, err)
			}
		}
	}
}

// TestChangeTracking plays random games with every implemented card twice, with and
// without skipping the work that depends only on the objects when no object was written
// since it was last done (changes.go), and checks that the games hash the same after
// every action and record the same journal.
func TestChangeTracking(t *testing.T) {
	defer rules.SetChangeTracking(true)
	sameWithAndWithout(t, rules.SetChangeTracking)
}
