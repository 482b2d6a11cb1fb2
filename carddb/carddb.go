// Package carddb holds the Oracle facts, rulings and set lists of Magic: The Gathering
// cards from two sources: every card up to Guilds of Ravnica and Battlebond (MTGJSON v3,
// November 2018, with rulings) and the recent data of sets to August 2026 (card facts in
// today's Oracle wording, no rulings). A card in both has one entry: the 2018 facts, the
// printings of both, today's wording as Text (TextSource says which data's wording it
// is) and the 2018 wording kept as Text2018.
//
// The data is embedded in the binary as gzip-compressed files in the compact format of
// internal/pack (directory data/), so nothing is read from disk at run time. It is
// decoded lazily on first use (each card's facts when the card is first looked up);
// cards, rulings and sets load independently, so a program that only looks up cards
// never pays for the rulings. All returned *Card and *Set values are shared: treat them as
// read-only.
//
// The data files are rebuilt from ../shared/carddata and ../shared/carddata/recent by
// the generator in internal/gen (run `go generate ./carddb`); nothing outside the
// repository is read at build, run or test time.
package carddb

//go:generate go run ./internal/gen -src ../../shared/carddata -out data

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/binary"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/ettinmtg/ettin/carddb/internal/pack"
)

//go:embed data/cards.pack.gz
var cardsGz []byte

//go:embed data/rulings.pack.gz
var rulingsGz []byte

//go:embed data/sets.pack.gz
var setsGz []byte

// Card is the Oracle view of one card name: one face of a split, flip or double-faced
// card of the 2018 data, or a whole card of the recent data with its other faces in Faces.
type Card struct {
	Name          string            `json:"name"`                    // Name is the Oracle name, e.g. "Lightning Bolt".
	ManaCost      string            `json:"manaCost,omitempty"`      // ManaCost is the printed cost such as "{2}{W}{W}", empty for lands.
	CMC           float64           `json:"cmc"`                     // CMC is the converted mana cost (0.5 occurs in Un-sets).
	Colors        []string          `json:"colors,omitempty"`        // Colors are full color names such as "Red".
	ColorIdentity []string          `json:"colorIdentity,omitempty"` // ColorIdentity holds color letters such as "R".
	Type          string            `json:"type"`                    // Type is the full type line, e.g. "Legendary Creature — Elf".
	Supertypes    []string          `json:"supertypes,omitempty"`    // Supertypes are e.g. "Basic", "Legendary", "Snow".
	Types         []string          `json:"types,omitempty"`         // Types are card types such as "Creature" or "Instant".
	Subtypes      []string          `json:"subtypes,omitempty"`      // Subtypes are e.g. "Elf", "Aura", "Forest".
	Power         string            `json:"power,omitempty"`         // Power is a string because "*" and "1+*" occur.
	Toughness     string            `json:"toughness,omitempty"`     // Toughness is a string because "*" and "1+*" occur.
	Loyalty       string            `json:"loyalty,omitempty"`       // Loyalty is the starting loyalty of a planeswalker.
	Text          string            `json:"text,omitempty"`          // Text is the Oracle text, lines separated by "\n".
	Layout        string            `json:"layout"`                  // Layout is "normal", "split", "flip", "double-faced", "meld", ...; recent cards add "adventure", "modal_dfc", "prepare", "omen".
	Names         []string          `json:"names,omitempty"`         // Names lists all faces of a 2018 card, or both cards of a Battlebond partner pair (layout "normal").
	Printings     []string          `json:"printings,omitempty"`     // Printings are set codes, oldest first.
	Legalities    map[string]string `json:"legalities,omitempty"`    // Legalities maps a format to Legal, Restricted or Banned (2018 data only).
	TextSource    string            `json:"textSource,omitempty"`    // TextSource is the data whose Oracle wording Text is: Source2018 or SourceRecent.
	Text2018      string            `json:"text2018,omitempty"`      // Text2018 is the Oracle text as worded in 2018, for cards of the 2018 data.
	Sources       []string          `json:"sources,omitempty"`       // Sources lists the data that hold the card: Source2018, SourceRecent or both, in that order.
	Faces         []Face            `json:"faces,omitempty"`         // Faces are the other faces of a recent two-faced card (see Face); nil otherwise.
}

// The sources of the card data, as found in Card.TextSource and Card.Sources.
const (
	Source2018   = "2018" // Source2018 is the MTGJSON v3 snapshot of November 2018 (every set to Guilds of Ravnica, with rulings).
	SourceRecent = "2026" // SourceRecent is the recent data of sets to August 2026 (today's Oracle wording, no rulings).
)

// Face is one face of a card of the recent data printed with two faces: the adventure
// of an adventurer card, the omen of an omen card, the spell of a "prepare" card, the
// back of a modal double-faced card, or each half of a split card named "A // B"
// (whose own fields then describe the whole card). Cards of the 2018 data with several
// faces (split, flip, double-faced, meld) have one entry per face instead, joined by Names.
type Face struct {
	Name     string `json:"name"`               // Name is the face's name, e.g. "Stomp".
	ManaCost string `json:"manaCost,omitempty"` // ManaCost is the face's printed cost.
	Type     string `json:"type"`               // Type is the face's type line, e.g. "Instant — Adventure".
	Text     string `json:"text,omitempty"`     // Text is the face's Oracle text in today's wording.
}

// From2018 reports whether the card is in the 2018 data; its Text2018 is then its 2018
// wording (empty for cards without text).
func (c *Card) From2018() bool {
	return len(c.Sources) > 0 && c.Sources[0] == Source2018
}

// TextFrom2018 returns the card's Oracle text as worded in the 2018 data when the card is
// in it, else today's wording (Text): the text that card behaviour written against the
// 2018 data reads.
func (c *Card) TextFrom2018() string {
	if c.From2018() {
		return c.Text2018
	}
	return c.Text
}

// IsBasic reports whether the card has the Basic supertype (basic lands, CR 205.4c).
func (c *Card) IsBasic() bool {
	for _, s := range c.Supertypes {
		if s == "Basic" {
			return true
		}
	}
	return false
}

// Ruling is one official ruling on a card.
type Ruling struct {
	Date string `json:"date"` // Date is the ruling date as YYYY-MM-DD.
	Text string `json:"text"` // Text is the ruling itself.
}

// UnknownCardError reports a card name that is not in the database, with close names.
type UnknownCardError struct {
	Name        string   // Name is the name as given by the caller, without surrounding spaces.
	Suggestions []string // Suggestions are up to 3 close card names, closest first.
}

// Error returns one line such as `unknown card "Lightening Bolt"; did you mean Lightning Bolt?`.
func (e *UnknownCardError) Error() string {
	if len(e.Suggestions) == 0 {
		return fmt.Sprintf("unknown card %q", e.Name)
	}
	return fmt.Sprintf("unknown card %q; did you mean %s?", e.Name, orList(e.Suggestions))
}

// orList joins names as "A", "A or B", "A, B or C".
func orList(names []string) string {
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// cardIndex is the card data: the packed records, decoded one card at a time on first
// use, and lookup tables without pointers. Holding the 24,000 cards decoded kept about
// a million pointers live, which every garbage collection of every program marked
// again; a program that looks up a few hundred cards now decodes those only.
type cardIndex struct {
	r     *pack.Reader           // the packed cards (read only; At decodes one record)
	offs  []uint32               // the record offset of each card, in name order
	cards []atomic.Pointer[Card] // each card once decoded, parallel to offs
	// names holds the normalized name of each card, concatenated in card order, and
	// nameEnds where each ends (used for suggestions).
	names    string
	nameEnds []uint32
	// keys holds every lookup key (normalized names and aliases) concatenated in
	// sorted order, keyEnds where each ends and keyCard the card each finds.
	keys    string
	keyEnds []uint32
	keyCard []int32
}

// card returns card i, decoding it on first use.
func (idx *cardIndex) card(i int) *Card {
	if c := idx.cards[i].Load(); c != nil {
		return c
	}
	c := new(Card)
	readCard(idx.r.At(int(idx.offs[i])), c) // read in full at load: it can't fail now
	if idx.cards[i].CompareAndSwap(nil, c) {
		return c
	}
	return idx.cards[i].Load() // another goroutine decoded it first: one pointer per card
}

// name returns the normalized name of card i.
func (idx *cardIndex) name(i int) string { return substring(idx.names, idx.nameEnds, i) }

// key returns lookup key i.
func (idx *cardIndex) key(i int) string { return substring(idx.keys, idx.keyEnds, i) }

// substring returns entry i of strings concatenated in all that end at ends.
func substring(all string, ends []uint32, i int) string {
	start := uint32(0)
	if i > 0 {
		start = ends[i-1]
	}
	return all[start:ends[i]]
}

// find returns the card whose lookup key is key, or -1.
func (idx *cardIndex) find(key []byte) int {
	i := sort.Search(len(idx.keyEnds), func(i int) bool { return idx.key(i) >= string(key) })
	if i < len(idx.keyEnds) && idx.key(i) == string(key) {
		return int(idx.keyCard[i])
	}
	return -1
}

var (
	cardsOnce sync.Once
	cardsIdx  *cardIndex
	cardsErr  error
)

// cardsIndex returns the card index, decoding it on first use.
func cardsIndex() (*cardIndex, error) {
	cardsOnce.Do(func() { cardsIdx, cardsErr = decodeCards(cardsGz) })
	return cardsIdx, cardsErr
}

// Load decodes the card data now instead of on first use and reports whether the
// embedded data is readable; other functions return empty results if it is not.
func Load() error {
	_, err := cardsIndex()
	return err
}

// readCard decodes one card record into c.
func readCard(r *pack.Reader, c *Card) {
	// Keep this order in step with encodeCards in internal/gen.
	c.Name = r.String()
	c.ManaCost = r.String()
	c.CMC = r.Float()
	c.Colors = r.Strings()
	c.ColorIdentity = r.Strings()
	c.Type = r.String()
	c.Supertypes = r.Strings()
	c.Types = r.Strings()
	c.Subtypes = r.Strings()
	c.Power = r.String()
	c.Toughness = r.String()
	c.Loyalty = r.String()
	c.Text = r.String()
	c.Layout = r.String()
	c.Names = r.Strings()
	c.Printings = r.Strings()
	c.Legalities = r.Map()
	c.TextSource = r.String()
	c.Text2018 = r.String()
	c.Sources = r.Strings()
	if n := r.Count(); n > 0 {
		c.Faces = make([]Face, n)
		for j := range c.Faces {
			c.Faces[j] = Face{Name: r.String(), ManaCost: r.String(), Type: r.String(), Text: r.String()}
		}
	}
}

// decodeCards builds the card index from a gzip-compressed packed file. Every record is
// read once here, to check the data and build the lookup tables, and then dropped.
func decodeCards(gz []byte) (*cardIndex, error) {
	r, err := openPack(gz)
	if err != nil {
		return nil, fmt.Errorf("carddb: cards: %w", err)
	}
	n := r.Count()
	type rec struct {
		off          uint32
		name         string
		names, faces []string // Names, and the names of Faces: the aliases
	}
	recs := make([]rec, n)
	var c Card
	for i := range recs {
		off := r.Offset()
		c = Card{}
		readCard(r, &c)
		recs[i] = rec{off: uint32(off), name: c.Name, names: c.Names}
		for _, f := range c.Faces {
			recs[i].faces = append(recs[i].faces, f.Name)
		}
	}
	if err := r.Done(); err != nil {
		return nil, fmt.Errorf("carddb: cards: %w", err)
	}
	// The generator writes cards sorted by name; sorting again is cheap insurance
	// because All promises name order.
	if !sort.SliceIsSorted(recs, func(i, j int) bool { return recs[i].name < recs[j].name }) {
		sort.SliceStable(recs, func(i, j int) bool { return recs[i].name < recs[j].name })
	}
	idx := &cardIndex{r: r, offs: make([]uint32, n), cards: make([]atomic.Pointer[Card], n), nameEnds: make([]uint32, n)}
	byKey := make(map[string]int32, n+200)
	var buf []byte
	for i, rc := range recs {
		idx.offs[i] = rc.off
		buf = normalize(buf, rc.name)
		idx.nameEnds[i] = uint32(len(buf))
	}
	idx.names = string(buf)
	for i := range recs {
		if k := idx.name(i); byKey[k] == 0 {
			byKey[k] = int32(i) + 1 // the first card of a name keeps it (0: none)
		}
	}
	// A face of a recent two-faced card finds its card ("Stomp" finds Bonecrusher
	// Giant), unless a card has that name (the spell of a "prepare" card is often an
	// older card: "Lightning Bolt" stays Lightning Bolt).
	for i, rc := range recs {
		for _, f := range rc.faces {
			buf = normalize(buf[:0], f)
			if byKey[string(buf)] == 0 {
				byKey[string(buf)] = int32(i) + 1
			}
		}
	}
	// Deck lists often name split cards by both halves ("Fire // Ice" or "Fire/Ice");
	// map those to the first half, which carries the shared printings.
	for i, rc := range recs {
		if len(rc.names) < 2 {
			continue
		}
		for _, sep := range []string{" // ", "/"} {
			buf = normalize(buf[:0], strings.Join(rc.names, sep))
			if byKey[string(buf)] == 0 {
				byKey[string(buf)] = int32(i) + 1
			}
		}
	}
	keys := make([]string, 0, len(byKey))
	for k := range byKey {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	idx.keyEnds = make([]uint32, len(keys))
	idx.keyCard = make([]int32, len(keys))
	buf = buf[:0]
	for i, k := range keys {
		buf = append(buf, k...)
		idx.keyEnds[i] = uint32(len(buf))
		idx.keyCard[i] = byKey[k] - 1
	}
	idx.keys = string(buf)
	return idx, nil
}

// openPack decompresses gz and opens it as a packed file.
func openPack(gz []byte) (*pack.Reader, error) {
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return nil, err
	}
	// The uncompressed size is stored in the last 4 bytes of a gzip stream (mod 2^32);
	// using it avoids repeated buffer growth while decompressing. The cap keeps a
	// corrupt trailer from reserving gigabytes.
	var out bytes.Buffer
	if n := len(gz); n >= 4 {
		out.Grow(min(int(binary.LittleEndian.Uint32(gz[n-4:])), 64<<20))
	}
	if _, err := io.Copy(&out, zr); err != nil {
		return nil, err
	}
	return pack.NewReader(out.Bytes())
}

// Exact returns the card with the given name, or nil if there is none. Like Lookup it
// ignores case, surrounding spaces, accents and typographic apostrophes, and accepts
// "Fire // Ice" for split cards, but it never computes suggestions and, for names of
// ordinary length (up to 160 bytes), does not allocate (but to decode the card at its
// first lookup).
func Exact(name string) *Card {
	idx, err := cardsIndex()
	if err != nil {
		return nil
	}
	var arr [160]byte
	if i := idx.find(normalize(arr[:0], name)); i >= 0 {
		return idx.card(i)
	}
	return nil
}

// Lookup returns the card with the given name (see Exact for the matching rules); if
// there is none the error is an *UnknownCardError with up to 3 close names.
func Lookup(name string) (*Card, error) {
	idx, err := cardsIndex()
	if err != nil {
		return nil, err
	}
	if c := Exact(name); c != nil {
		return c, nil
	}
	return nil, &UnknownCardError{Name: strings.TrimSpace(name), Suggestions: idx.suggest(name, 3)}
}

// Suggest returns up to limit card names close to name by edit distance, closest first;
// it returns nil when nothing is reasonably close.
func Suggest(name string, limit int) []string {
	idx, err := cardsIndex()
	if err != nil {
		return nil
	}
	return idx.suggest(name, limit)
}

// All returns every card sorted by name (byte order of the UTF-8 names).
func All() []*Card {
	idx, err := cardsIndex()
	if err != nil {
		return nil
	}
	out := make([]*Card, len(idx.offs))
	for i := range out {
		out[i] = idx.card(i)
	}
	return out
}

var (
	searchOnce sync.Once
	searchText []string // normalized "name\ntext" per card, parallel to cardIndex.all
)

// Search returns the cards, sorted by name, whose name or Oracle text contains every
// word of query (ignoring case and accents); an empty query matches nothing. The text
// searched is today's wording, the 2018 wording where it differs (so "enters the
// battlefield" still finds the cards of 2018) and the names and texts of the faces.
func Search(query string) []*Card {
	idx, err := cardsIndex()
	if err != nil {
		return nil
	}
	words := strings.Fields(string(normalize(nil, query)))
	if len(words) == 0 {
		return nil
	}
	// The lowered haystack is built once on the first search, not at load time,
	// because most programs never search.
	searchOnce.Do(func() {
		searchText = make([]string, len(idx.offs))
		var buf []byte
		for i := range searchText {
			c := idx.card(i)
			buf = normalize(buf[:0], c.Name)
			buf = append(buf, '\n')
			buf = normalize(buf, c.Text)
			if c.Text2018 != c.Text {
				buf = append(buf, '\n')
				buf = normalize(buf, c.Text2018)
			}
			for _, f := range c.Faces {
				buf = append(buf, '\n')
				buf = normalize(buf, f.Name)
				buf = append(buf, '\n')
				buf = normalize(buf, f.Text)
			}
			searchText[i] = string(buf)
		}
	})
	var out []*Card
next:
	for i, hay := range searchText {
		for _, w := range words {
			if !strings.Contains(hay, w) {
				continue next
			}
		}
		out = append(out, idx.card(i))
	}
	return out
}

type rulingsIndex map[string][]Ruling

var (
	rulingsOnce sync.Once
	rulingsIdx  rulingsIndex
	rulingsErr  error
)

// decodeRulings builds the name -> rulings map from a gzip-compressed packed file.
func decodeRulings(gz []byte) (rulingsIndex, error) {
	r, err := openPack(gz)
	if err != nil {
		return nil, fmt.Errorf("carddb: rulings: %w", err)
	}
	n := r.Count()
	m := make(rulingsIndex, n)
	var arena []Ruling // one block for all rulings instead of one slice per card
	var buf []byte
	for range n {
		// Keep this order in step with encodeRulings in internal/gen.
		name := r.String()
		k := r.Count()
		if len(arena)+k > cap(arena) {
			arena = make([]Ruling, 0, max(8192, k))
		}
		lo := len(arena)
		for range k {
			arena = append(arena, Ruling{Date: r.String(), Text: r.String()})
		}
		buf = normalize(buf[:0], name)
		m[string(buf)] = arena[lo:len(arena):len(arena)]
	}
	if err := r.Done(); err != nil {
		return nil, fmt.Errorf("carddb: rulings: %w", err)
	}
	return m, nil
}

// Rulings returns a copy of the official rulings of the named card, oldest first as
// published; it returns nil for unknown cards and cards without rulings.
func Rulings(name string) []Ruling {
	rulingsOnce.Do(func() { rulingsIdx, rulingsErr = decodeRulings(rulingsGz) })
	if rulingsErr != nil {
		return nil
	}
	if c := Exact(name); c != nil {
		name = c.Name // resolves "fire // ice" and other aliases
	}
	var arr [160]byte
	rs := rulingsIdx[string(normalize(arr[:0], name))]
	return append([]Ruling(nil), rs...)
}
