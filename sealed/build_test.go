package sealed

import (
	"reflect"
	"slices"
	"testing"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/deck"
	"github.com/ettinmtg/ettin/rules"
)

func openPool(t *testing.T, code string, seed uint64) []Card {
	t.Helper()
	p, err := OpenPool(code, DefaultPacks, seeded(TeamSeed(seed, 0)))
	if err != nil {
		t.Fatal(err)
	}
	return p.Cards()
}

// checkTeam checks Unified Deck Construction: each deck at least 40 cards, only pool
// cards and basic lands, no pool copy in both decks (the two decks together use no card
// more often than the pool holds it), nothing the engine can't play.
func checkTeam(t *testing.T, pool []Card, team *Team) {
	t.Helper()
	a, b := team.Decks[0], team.Decks[1]
	if ps := deck.CheckLimited(a.List(), b.List(), PoolList("pool", pool), cards.Implemented); len(ps) > 0 {
		t.Fatalf("the team's decks break the limited rules:\n%v", ps.Error())
	}
	inPool := map[string]int{}
	for _, c := range pool {
		inPool[c.Name]++
	}
	for _, d := range team.Decks {
		if d.Size() < MinDeck {
			t.Fatalf("%s has %d cards", d.Name, d.Size())
		}
		for _, n := range d.Cards {
			if inPool[n] == 0 {
				t.Fatalf("%s holds %s, which is not in the pool", d.Name, n)
			}
		}
		for _, e := range d.List().Main {
			if basicIndex(e.Name) < 0 && inPool[e.Name] < e.Count {
				t.Fatalf("%s: %d %s; the pool has %d", d.Name, e.Count, e.Name, inPool[e.Name])
			}
		}
	}
	// Decks and sideboard together are the pool's playable non-basic cards, each copy once.
	var all []string
	all = append(all, a.Cards...)
	all = append(all, b.Cards...)
	all = append(all, team.Sideboard...)
	slices.Sort(all)
	var want []string
	for _, c := range pool {
		if basicIndex(c.Name) < 0 && cards.Implemented(c.Name) {
			want = append(want, c.Name)
		}
	}
	slices.Sort(want)
	if !reflect.DeepEqual(all, want) {
		t.Fatalf("decks and sideboard hold %d cards; the pool's playable cards are %d", len(all), len(want))
	}
}

// TestBuildTeamBBD: Battlebond (all of it playable) gives two full decks of 23 spells
// and 17 lands in at most two colors each, by Unified Deck Construction.
func TestBuildTeamBBD(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		pool := openPool(t, "BBD", seed)
		team := BuildTeam(pool, [2]string{"Red 1", "Red 2"})
		checkTeam(t, pool, team)
		if len(team.Unimplemented) != 0 {
			t.Fatalf("BBD pool: unimplemented %v", team.Unimplemented)
		}
		for _, d := range team.Decks {
			lands := 0
			for _, n := range d.Cards {
				if def := cards.MustDef(n); def.Types.Has(rules.Land) {
					lands++
				}
			}
			for _, k := range d.Basics {
				lands += k
			}
			if d.Size() != MinDeck || lands != targetLands {
				t.Fatalf("seed %d: %s has %d cards, %d lands; want 40 and 17", seed, d.Name, d.Size(), lands)
			}
			colors := 0
			for c := rules.White; c <= rules.Green; c++ {
				if d.Colors.Has(c) {
					colors++
				}
			}
			if colors == 0 || colors > 2 {
				t.Fatalf("seed %d: %s is %s", seed, d.Name, d.ColorNames())
			}
			for c, k := range d.Basics {
				if k > 0 && !d.Colors.Has(rules.Color(c)) {
					t.Fatalf("seed %d: %s (%s) has %d %s", seed, d.Name, d.ColorNames(), k, basicNames[c])
				}
			}
		}
		if again := BuildTeam(pool, [2]string{"Red 1", "Red 2"}); !reflect.DeepEqual(again, team) {
			t.Fatal("the same pool built two different teams")
		}
	}
}

// TestBuildTeamLeavesOutUnimplemented: a pool of SOS and BBD cards reports exactly the
// cards the engine can't play, and no deck holds one.
func TestBuildTeamLeavesOutUnimplemented(t *testing.T) {
	pool := append(openPool(t, "SOS", 2)[:70], openPool(t, "BBD", 2)[:70]...)
	team := BuildTeam(pool, [2]string{"A", "B"})
	checkTeam(t, pool, team)
	var want []string
	for _, c := range pool {
		if !cards.Implemented(c.Name) && !slices.Contains(want, c.Name) {
			want = append(want, c.Name)
		}
	}
	slices.Sort(want)
	if len(want) == 0 || !reflect.DeepEqual(team.Unimplemented, want) {
		t.Fatalf("unimplemented: got %d %v\nwant %d %v", len(team.Unimplemented), team.Unimplemented, len(want), want)
	}
}

// TestSOSPool: Secrets of Strixhaven's pools open (168 cards each), the report of the
// cards the engine can't play is right, and the decks are legal whatever can be played.
func TestSOSPool(t *testing.T) {
	pool := openPool(t, "SOS", 1)
	if len(pool) != DefaultPacks*BoosterSize {
		t.Fatalf("%d cards", len(pool))
	}
	team := BuildTeam(pool, [2]string{"Red 1", "Red 2"})
	checkTeam(t, pool, team)
	missing := map[string]bool{}
	for _, c := range pool {
		if !cards.Implemented(c.Name) {
			missing[c.Name] = true
		}
	}
	if len(team.Unimplemented) != len(missing) {
		t.Fatalf("%d names reported unimplemented; %d are", len(team.Unimplemented), len(missing))
	}
	for _, n := range team.Unimplemented {
		if !missing[n] {
			t.Fatalf("%s reported unimplemented; it is implemented", n)
		}
	}
}

// TestBuildDeckFromRest: after one deck is taken out of the pool, the teammate's deck
// is built from the rest only.
func TestBuildDeckFromRest(t *testing.T) {
	pool := openPool(t, "BBD", 4)
	team := BuildTeam(pool, [2]string{"A", "B"})
	rest, err := Remove(pool, team.Decks[0].Cards)
	if err != nil {
		t.Fatal(err)
	}
	d, missing := BuildDeck(rest, "B")
	if len(missing) != 0 || d.Size() != MinDeck {
		t.Fatalf("%d cards, missing %v", d.Size(), missing)
	}
	if ps := deck.CheckLimited(team.Decks[0].List(), d.List(), PoolList("pool", pool), cards.Implemented); len(ps) > 0 {
		t.Fatal(ps.Error())
	}
	if _, err := Remove(pool, []string{"Lightning Bolt"}); err == nil {
		t.Fatal("removed a card the pool doesn't hold")
	}
}

// TestSplitBasics: basic lands go by mana symbols, with the largest remainders, a floor
// for a light color, and evenly without symbols.
func TestSplitBasics(t *testing.T) {
	def := func(w, g int) *rules.CardDef {
		d := &rules.CardDef{}
		d.Cost.Colored[rules.White] = uint8(w)
		d.Cost.Colored[rules.Green] = uint8(g)
		return d
	}
	wg := rules.ColorSet(0).With(rules.White).With(rules.Green)
	cases := []struct {
		spells []*rules.CardDef
		n      int
		want   [5]int
	}{
		{[]*rules.CardDef{def(5, 10)}, 17, [5]int{6, 0, 0, 0, 11}},
		{[]*rules.CardDef{def(1, 30)}, 17, [5]int{2, 0, 0, 0, 15}}, // W's floor: a quarter of an even share
		{nil, 17, [5]int{9, 0, 0, 0, 8}},
		{[]*rules.CardDef{def(0, 3)}, 0, [5]int{}},
	}
	for _, c := range cases {
		if got := SplitBasics(c.spells, wg, c.n); got != c.want {
			t.Errorf("SplitBasics(%d lands) = %v; want %v", c.n, got, c.want)
		}
	}
}
