package sealed

import (
	"reflect"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/rules"
)

func seeded(seed uint64) *rules.RNG {
	var r rules.RNG
	r.Seed(seed)
	return &r
}

// printings maps a set's card names to the rarities they are printed at in it.
func printings(t *testing.T, code string) map[string][]Rarity {
	t.Helper()
	set, err := carddb.SetByCode(code)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string][]Rarity{}
	for _, p := range set.Cards {
		if r, ok := rarityOf(p.Rarity); ok {
			m[p.Name] = append(m[p.Name], r)
		}
	}
	return m
}

// TestBoosterShape: every booster has the play booster's 14 slots, each card of the
// rarity its slot holds and printed in the set at that rarity, no name twice among the
// commons or among the uncommons.
func TestBoosterShape(t *testing.T) {
	for _, code := range []string{"BBD", "SOS", "DOM"} {
		sh, err := NewSheets(code)
		if err != nil {
			t.Fatal(err)
		}
		printed := printings(t, code)
		rng := seeded(11)
		for range 150 {
			b := sh.Open(rng)
			if len(b) != BoosterSize {
				t.Fatalf("%s: a booster of %d cards; want %d", code, len(b), BoosterSize)
			}
			var slots [5]int
			seen := map[Slot]map[string]bool{}
			for _, c := range b {
				slots[c.Slot]++
				want := map[Slot][]Rarity{SlotCommon: {Common}, SlotUncommon: {Uncommon}, SlotRare: {Rare, Mythic},
					SlotLand: {BasicLand, Common}, SlotWildcard: {Common, Uncommon, Rare, Mythic}}[c.Slot]
				if !containsRarity(want, c.Rarity) {
					t.Fatalf("%s: %s in a %s slot is %s", code, c.Name, c.Slot, c.Rarity)
				}
				if c.Number != "" && !containsRarity(printed[c.Name], c.Rarity) {
					t.Fatalf("%s: %s opened as %s; printed in the set as %v", code, c.Name, c.Rarity, printed[c.Name])
				}
				if c.Slot == SlotCommon || c.Slot == SlotUncommon {
					if seen[c.Slot] == nil {
						seen[c.Slot] = map[string]bool{}
					}
					if seen[c.Slot][c.Name] {
						t.Fatalf("%s: %s twice among the %s slots of one booster", code, c.Name, c.Slot)
					}
					seen[c.Slot][c.Name] = true
				}
			}
			if slots != [5]int{7, 3, 1, 1, 2} {
				t.Fatalf("%s: slots common, uncommon, rare, land, wildcard = %v; want [7 3 1 1 2]", code, slots)
			}
		}
	}
}

func containsRarity(rs []Rarity, r Rarity) bool {
	for _, x := range rs {
		if x == r {
			return true
		}
	}
	return false
}

// TestMythicRate: about one rare slot in MythicOdds holds a mythic rare.
func TestMythicRate(t *testing.T) {
	sh, err := NewSheets("BBD")
	if err != nil {
		t.Fatal(err)
	}
	rng := seeded(5)
	const n = 4000
	mythics := 0
	for range n {
		for _, c := range sh.Open(rng) {
			if c.Slot == SlotRare && c.Rarity == Mythic {
				mythics++
			}
		}
	}
	want := n / MythicOdds
	if mythics < want*8/10 || mythics > want*12/10 {
		t.Fatalf("%d mythic rares in %d rare slots; want about %d (1 in %d)", mythics, n, want, MythicOdds)
	}
}

// TestPoolDeterministic: the same seed opens the same pool; another seed or the other
// team's seed another.
func TestPoolDeterministic(t *testing.T) {
	open := func(seed uint64) *Pool {
		p, err := OpenPool("BBD", DefaultPacks, seeded(seed))
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	a, b := open(TeamSeed(7, 0)), open(TeamSeed(7, 0))
	if !reflect.DeepEqual(a, b) {
		t.Fatal("the same seed opened two different pools")
	}
	if reflect.DeepEqual(a.Names(), open(TeamSeed(7, 1)).Names()) || reflect.DeepEqual(a.Names(), open(TeamSeed(8, 0)).Names()) {
		t.Fatal("another team or seed opened the same pool")
	}
	if got := len(a.Cards()); got != DefaultPacks*BoosterSize {
		t.Fatalf("%d cards in %d boosters; want %d", got, DefaultPacks, DefaultPacks*BoosterSize)
	}
	var rare int
	for _, c := range a.Cards() {
		if c.Slot == SlotRare {
			rare++
		}
	}
	if rare != DefaultPacks {
		t.Fatalf("%d rare slots in %d boosters", rare, DefaultPacks)
	}
}

// TestOutOfBoosterPrintings: cards numbered after a set's basic lands (Dominaria's
// planeswalker-deck cards), later faces of multi-faced cards (Avacyn, the Purifier), and
// non-card layouts are not in boosters.
func TestOutOfBoosterPrintings(t *testing.T) {
	has := func(sh *Sheets, name string) bool {
		for _, sheet := range sh.byRarity {
			for _, c := range sheet {
				if c.Name == name {
					return true
				}
			}
		}
		return false
	}
	dom, err := NewSheets("DOM")
	if err != nil {
		t.Fatal(err)
	}
	if has(dom, "Karplusan Hound") || !has(dom, "Adamant Will") {
		t.Fatal("DOM: Karplusan Hound (277, after the basics) in boosters, or Adamant Will (2) not")
	}
	for _, sheet := range dom.byRarity {
		for _, c := range sheet {
			if n, _ := leadingNumber(c.Number); n > 269 {
				t.Fatalf("DOM: %s numbered %s, after the last basic land (269)", c.Name, c.Number)
			}
		}
	}
	soi, err := NewSheets("SOI")
	if err != nil {
		t.Fatal(err)
	}
	if has(soi, "Avacyn, the Purifier") || !has(soi, "Archangel Avacyn") {
		t.Fatal("SOI: the back face Avacyn, the Purifier in boosters, or the front face not")
	}
	emn, err := NewSheets("EMN")
	if err != nil {
		t.Fatal(err)
	}
	if has(emn, "Brisela, Voice of Nightmares") || !has(emn, "Gisela, the Broken Blade") || !has(emn, "Bruna, the Fading Light") {
		t.Fatal("EMN: the melded Brisela in boosters, or one of its halves not")
	}
}

// TestSheetsRefuse: an unknown set and a set that can't fill a booster are one error each.
func TestSheetsRefuse(t *testing.T) {
	if _, err := NewSheets("XQZ"); err == nil || !strings.Contains(err.Error(), "unknown set") {
		t.Fatalf("unknown set: %v", err)
	}
	if _, err := NewSheets("pFNM"); err == nil || !strings.Contains(err.Error(), "needs at least") {
		t.Fatalf("promo set: %v", err)
	}
	if _, err := OpenPool("BBD", 0, seeded(1)); err == nil {
		t.Fatal("0 boosters accepted")
	}
}

// TestLandSlotWithoutBasics: SOS's data has no basic lands, so its land slot holds one of
// its common lands or a basic land from outside the set (no number).
func TestLandSlotWithoutBasics(t *testing.T) {
	sh, err := NewSheets("SOS")
	if err != nil {
		t.Fatal(err)
	}
	if sh.Count(BasicLand) != 0 || len(sh.lands) == 0 {
		t.Fatalf("SOS: %d basics and %d common lands in the data; the test expects none and some", sh.Count(BasicLand), len(sh.lands))
	}
	rng := seeded(3)
	var basics, lands int
	for range 300 {
		c := sh.Open(rng)[11]
		switch {
		case c.Slot != SlotLand:
			t.Fatalf("card 12 is from the %s slot", c.Slot)
		case c.Rarity == BasicLand && c.Number == "" && basicIndex(c.Name) >= 0:
			basics++
		case c.Rarity == Common && c.Set == "SOS":
			lands++
		default:
			t.Fatalf("land slot: %+v", c)
		}
	}
	if lands < 60 || lands > 140 {
		t.Fatalf("%d common lands in 300 land slots; want about 100", lands)
	}
}
