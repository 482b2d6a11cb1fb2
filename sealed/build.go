package sealed

import (
	"fmt"
	"math/bits"
	"slices"
	"sort"
	"strings"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/deck"
	"github.com/ettinmtg/ettin/rules"
)

// MinDeck is the least number of cards in a limited deck (CR 100.2b).
const MinDeck = 40

// The shape the deck builder aims at: 23 spells and 17 lands.
const (
	targetSpells   = 23
	targetLands    = MinDeck - targetSpells
	maxNonbasic    = 3 // nonbasic lands at most, in place of basics
	minCreatures   = 14
	maxNoncreature = targetSpells - minCreatures
)

// curveCaps are the most spells the builder wants of mana value ≤1, 2, 3, 4, 5 and 6+.
var curveCaps = [6]int{4, 7, 6, 5, 3, 2}

// Deck is one player's limited deck: cards of the team's pool and basic lands.
type Deck struct {
	Name   string         // Name is the deck's name, e.g. "Red 1".
	Colors rules.ColorSet // Colors are the colors of its spells (the two it was built in if they have none).
	Cards  []string       // Cards are its cards from the pool, one per copy, sorted by name.
	Basics [5]int         // Basics are the basic lands added (not from the pool), by color in WUBRG order.
}

// Size returns the number of cards in the deck.
func (d *Deck) Size() int {
	n := len(d.Cards)
	for _, b := range d.Basics {
		n += b
	}
	return n
}

// List returns the deck as a deck list: its pool cards by name with counts, then the
// basic lands.
func (d *Deck) List() *deck.List {
	l := &deck.List{Name: d.Name, Main: entries(d.Cards)}
	for c, n := range d.Basics {
		if n > 0 {
			l.Main = append(l.Main, deck.Entry{Count: n, Name: basicNames[c]})
		}
	}
	return l
}

// entries counts sorted names into deck list entries.
func entries(sorted []string) []deck.Entry {
	var es []deck.Entry
	for _, n := range sorted {
		if k := len(es) - 1; k >= 0 && es[k].Name == n {
			es[k].Count++
			continue
		}
		es = append(es, deck.Entry{Count: 1, Name: n})
	}
	return es
}

// ColorNames returns the deck's colors in words, e.g. "white-blue".
func (d *Deck) ColorNames() string {
	var ns []string
	for c := rules.White; c <= rules.Green; c++ {
		if d.Colors.Has(c) {
			ns = append(ns, c.String())
		}
	}
	if len(ns) == 0 {
		return "colorless"
	}
	return strings.Join(ns, "-")
}

// Team is a team's two decks built from its pool.
type Team struct {
	Decks [2]*Deck
	// Unimplemented are the distinct names of the pool's cards that the engine can't play
	// yet, sorted; none of them is in a deck.
	Unimplemented []string
	// Sideboard holds the pool's playable cards in neither deck, one per copy, sorted
	// (basic lands left out: they are added freely).
	Sideboard []string
}

// candidate is a playable card of the pool as the builder sees it.
type candidate struct {
	name     string
	def      *rules.CardDef
	score    float64
	bucket   int // curve bucket: mana value ≤1, 2, ..., 6+
	land     bool
	produces rules.ColorSet // a land's colors of mana
}

// candidates sorts a pool into playable cards (best first) and the names of cards the
// engine can't play. Basic lands are left out of both: they are added freely.
func candidates(pool []Card) ([]candidate, []string) {
	var cs []candidate
	missing := map[string]bool{}
	for _, c := range pool {
		d, err := cards.Def(c.Name)
		if err != nil || !d.Implemented {
			missing[c.Name] = true
			continue
		}
		if d.Super&rules.Basic != 0 && d.Types.Has(rules.Land) {
			continue
		}
		cd := candidate{name: d.Name, def: d, score: Score(d, c.Rarity), land: d.Types.Has(rules.Land)}
		cd.bucket = min(max(d.Cost.Value(0), 1), 6) - 1
		for _, a := range d.Abilities {
			if a.Kind == rules.ManaAbility {
				cd.produces |= rules.ColorSet(a.Produces & 0x1f)
				if a.ProducesChosen {
					cd.produces |= 0x1f // the color is chosen as it enters
				}
			}
		}
		cs = append(cs, cd)
	}
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].score != cs[j].score {
			return cs[i].score > cs[j].score
		}
		return cs[i].name < cs[j].name
	})
	var names []string
	for n := range missing {
		names = append(names, n)
	}
	slices.Sort(names)
	return cs, names
}

// fits reports whether a card may go in a deck of these colors: all its colors are
// among them (colorless cards fit every deck).
func (c *candidate) fits(colors rules.ColorSet) bool {
	return c.def.Colors&^colors == 0
}

// draftDeck is a deck being filled by draft.
type draftDeck struct {
	colors rules.ColorSet
	picks  []int // indexes into the candidates
	curve  [6]int
	creat  int
	other  int
	lands  []int // nonbasic lands chosen
	done   bool
	value  float64
}

// adjusted is a candidate's score for this deck now: its score less what the deck's curve
// and creature count say against one more card of its kind.
func (d *draftDeck) adjusted(c *candidate) float64 {
	s := c.score
	if n, cp := d.curve[c.bucket], curveCaps[c.bucket]; n >= cp {
		s -= 1.5 * float64(n-cp+1)
	}
	creature := c.def.Types.Has(rules.Creature)
	if !creature && d.other >= maxNoncreature {
		s -= 1.5 * float64(d.other-maxNoncreature+1)
	}
	if creature && d.creat < minCreatures {
		s += 0.5
	}
	return s
}

func (d *draftDeck) take(i int, c *candidate) {
	d.value += d.adjusted(c)
	d.picks = append(d.picks, i)
	d.curve[c.bucket]++
	if c.def.Types.Has(rules.Creature) {
		d.creat++
	} else {
		d.other++
	}
}

// draft fills decks of the given colors from the candidates, the decks picking in turn
// in the given order, each its best remaining card, until each has targetSpells spells or
// nothing left that fits; then each takes up to maxNonbasic lands that make both of its
// colors. It returns the decks and their total value.
func draft(cs []candidate, colors []rules.ColorSet, order []int) ([]*draftDeck, float64) {
	ds := make([]*draftDeck, len(colors))
	for k, c := range colors {
		ds[k] = &draftDeck{colors: c}
	}
	used := make([]bool, len(cs))
	for {
		progress := false
		for _, k := range order {
			d := ds[k]
			if d.done || len(d.picks) >= targetSpells {
				continue
			}
			best, bestV := -1, 0.0
			for i := range cs {
				c := &cs[i]
				if used[i] || c.land || !c.fits(d.colors) {
					continue
				}
				if v := d.adjusted(c); best < 0 || v > bestV {
					best, bestV = i, v
				}
			}
			if best < 0 {
				d.done = true
				continue
			}
			used[best] = true
			d.take(best, &cs[best])
			progress = true
		}
		if !progress {
			break
		}
	}
	for _, k := range order {
		d := ds[k]
		for i := range cs {
			c := &cs[i]
			if len(d.lands) < maxNonbasic && !used[i] && c.land && bits.OnesCount8(uint8(c.produces&d.colors)) >= 2 {
				used[i] = true
				d.lands = append(d.lands, i)
			}
		}
	}
	total := 0.0
	for _, d := range ds {
		total += d.value
	}
	return ds, total
}

// colorPairs are the ten two-color pairs, in WUBRG order.
func colorPairs() []rules.ColorSet {
	var ps []rules.ColorSet
	for a := rules.White; a <= rules.Green; a++ {
		for b := a + 1; b <= rules.Green; b++ {
			ps = append(ps, rules.ColorSet(0).With(a).With(b))
		}
	}
	return ps
}

// BuildTeam builds a team's two decks from its pool by Unified Deck Construction (each
// card of the pool to at most one player; basic lands added freely): it tries every two
// color pairs, fills both decks in turn with their best cards (by Score, with a mana curve
// and enough creatures), keeps the pair of decks of the greatest total, and adds basic
// lands to 40 cards (17 lands when there are 23 spells) in proportion to the decks' mana
// symbols. Cards the engine can't play are left out and reported. names are the decks'
// names.
func BuildTeam(pool []Card, names [2]string) *Team {
	cs, missing := candidates(pool)
	pairs := colorPairs()
	var best []*draftDeck
	bestV := -1.0
	for i, a := range pairs {
		for _, b := range pairs[i:] {
			for _, order := range [][]int{{0, 1}, {1, 0}} {
				ds, v := draft(cs, []rules.ColorSet{a, b}, order)
				if v > bestV {
					best, bestV = ds, v
				}
			}
		}
	}
	t := &Team{Unimplemented: missing}
	used := map[int]bool{}
	for k, d := range best {
		t.Decks[k] = finish(cs, d, names[k])
		for _, i := range append(append([]int(nil), d.picks...), d.lands...) {
			used[i] = true
		}
	}
	for i, c := range cs {
		if !used[i] {
			t.Sideboard = append(t.Sideboard, c.name)
		}
	}
	slices.Sort(t.Sideboard)
	return t
}

// BuildDeck builds one deck from the cards given (a teammate's deck from what the other
// left of the pool) in the best color pair, as BuildTeam builds each of its two. It also
// returns the names of cards left out because the engine can't play them.
func BuildDeck(pool []Card, name string) (*Deck, []string) {
	cs, missing := candidates(pool)
	var best *draftDeck
	bestV := -1.0
	for _, p := range colorPairs() {
		ds, v := draft(cs, []rules.ColorSet{p}, []int{0})
		if v > bestV {
			best, bestV = ds[0], v
		}
	}
	return finish(cs, best, name), missing
}

// finish turns a drafted deck into a Deck with its basic lands.
func finish(cs []candidate, d *draftDeck, name string) *Deck {
	out := &Deck{Name: name}
	var spells []*rules.CardDef
	for _, i := range d.picks {
		out.Cards = append(out.Cards, cs[i].name)
		spells = append(spells, cs[i].def)
		out.Colors |= cs[i].def.Colors
	}
	if out.Colors == 0 {
		out.Colors = d.colors // colorless spells or none: the basics go by the pair
	}
	for _, i := range d.lands {
		out.Cards = append(out.Cards, cs[i].name)
	}
	slices.Sort(out.Cards)
	lands := max(targetLands, MinDeck-len(d.picks)) - len(d.lands)
	out.Basics = SplitBasics(spells, out.Colors, lands)
	return out
}

// SplitBasics divides n basic lands among the colors in proportion to the colored mana
// symbols of the spells' costs (a hybrid symbol counts half for each of its colors), each
// color used getting at least a quarter of the share it would have if all were equal; with
// no colored symbol, evenly among the colors given (or Plains... Forest, evenly, with
// none given). The counts are in WUBRG order and sum to n (0 for n ≤ 0).
func SplitBasics(spells []*rules.CardDef, colors rules.ColorSet, n int) [5]int {
	var out [5]int
	if n <= 0 {
		return out
	}
	var w [5]float64
	for _, d := range spells {
		for c := range 5 {
			w[c] += float64(d.Cost.Colored[c])
		}
		for _, h := range d.Cost.Hybrid {
			w[h[0]] += 0.5
			w[h[1]] += 0.5
		}
	}
	total, used := 0.0, 0
	for c := range 5 {
		if w[c] > 0 {
			total += w[c]
			used++
		}
	}
	if used == 0 {
		for c := range 5 {
			if colors.Has(rules.Color(c)) || colors == 0 {
				w[c] = 1
				total++
				used++
			}
		}
	}
	floor := total / float64(used) / 4
	total = 0
	for c := range 5 {
		if w[c] > 0 {
			w[c] = max(w[c], floor)
			total += w[c]
		}
	}
	// Largest remainders, ties in WUBRG order.
	given := 0
	var rest [5]float64
	for c := range 5 {
		share := w[c] / total * float64(n)
		out[c] = int(share)
		rest[c] = share - float64(out[c])
		given += out[c]
	}
	for ; given < n; given++ {
		b := 0
		for c := 1; c < 5; c++ {
			if rest[c] > rest[b] {
				b = c
			}
		}
		out[b]++
		rest[b] = -1
	}
	return out
}

// PoolList returns a pool as a deck list named name: each card once with its count, by
// name, with the set and collector number of its first printing opened.
func PoolList(name string, pool []Card) *deck.List {
	byName := map[string]*deck.Entry{}
	var names []string
	for _, c := range pool {
		if e := byName[c.Name]; e != nil {
			e.Count++
			continue
		}
		byName[c.Name] = &deck.Entry{Count: 1, Name: c.Name, Set: c.Set, Number: c.Number}
		if c.Number == "" {
			byName[c.Name].Set = "" // a basic land from outside the set
		}
		names = append(names, c.Name)
	}
	slices.Sort(names)
	l := &deck.List{Name: name}
	for _, n := range names {
		l.Main = append(l.Main, *byName[n])
	}
	return l
}

// Remove returns the pool without the cards named (one copy per name listed); it fails
// if a name, other than a basic land's, is listed more often than the pool holds it.
func Remove(pool []Card, names []string) ([]Card, error) {
	want := map[string]int{}
	for _, n := range names {
		if !slices.Contains(basicNames[:], n) {
			want[n]++
		}
	}
	var out []Card
	for _, c := range pool {
		if want[c.Name] > 0 {
			want[c.Name]--
			continue
		}
		out = append(out, c)
	}
	var short []string
	for n, k := range want {
		if k > 0 {
			short = append(short, fmt.Sprintf("%d %s", k, n))
		}
	}
	if len(short) > 0 {
		slices.Sort(short)
		return nil, fmt.Errorf("more copies than the pool holds: %s", strings.Join(short, ", "))
	}
	return out, nil
}
