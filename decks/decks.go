// Package decks holds Ettin's bundled decks: text deck lists embedded in the binary, so
// that a game can be started without any deck file. There are constructed decks for
// Two-Headed Giant, paired into teams whose two decks pass unified deck construction
// together, and two limited decks built from one shared team pool (LimitedPool).
//
// Each bundled deck is one file of data/ in the text format of package deck: a "Name:"
// line, a comment line describing the plan, a "# Format: 2hg" or "# Format: limited"
// comment, then the cards.
package decks

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/deck"
	"github.com/ettinmtg/ettin/rules"
)

//go:embed data/*.txt
var deckFiles embed.FS

//go:embed data/pool/team-sealed-pool.txt
var poolFile []byte

// Deck formats.
const (
	Format2HG     = "2hg"     // Format2HG marks a 60-card constructed Two-Headed Giant deck.
	FormatLimited = "limited" // FormatLimited marks a 40-card limited (sealed or draft) deck.
)

// Deck is a deck list with its name, plan and format.
type Deck struct {
	Name        string     // Name is the deck's name, e.g. "Red Blitz".
	Description string     // Description says the deck's colors and plan in a sentence.
	Format      string     // Format is Format2HG or FormatLimited.
	List        *deck.List // List is the deck list, card names resolved to their Oracle names.
}

// Team is a bundled 2HG team: two deck names.
type Team struct {
	Name  string    // Name is the team's name, e.g. "Boros Legion".
	Decks [2]string // Decks are the names of the two teammates' decks.
}

// teams are the bundled constructed teams, in the order Teams returns them.
var teams = []Team{
	{Name: "Boros Legion", Decks: [2]string{"Red Blitz", "Sunforged Legion"}},
	{Name: "Golgari Partners", Decks: [2]string{"Gorm's Grove", "Virtus's Assassins"}},
	{Name: "Azorius Skies", Decks: [2]string{"Serra's Wings", "Sky Sorcery"}},
	{Name: "Orzhov Redeemers", Decks: [2]string{"Regna's Choir", "Krav's Feast"}},
	{Name: "Phyrexian Plague", Decks: [2]string{"Glistening Bloom", "Ichor Swarm"}},
	{Name: "Izzet Brothers", Decks: [2]string{"Will's Wisdom", "Rowan's Charge"}},
	{Name: "Mardu Warband", Decks: [2]string{"Sylvia's Vanguard", "Khorvath's Host"}},
	{Name: "Sultai Friends", Decks: [2]string{"Pir's Playground", "Toothy's Tales"}},
}

// bundle is the parsed contents of data/.
type bundle struct {
	decks map[string]*Deck // by key (see key)
	names []string         // sorted
	pool  *deck.List
	err   error // a broken embedded file; the tests rule it out
}

var (
	loadOnce sync.Once
	loaded   bundle
)

// load parses the embedded files once.
func load() *bundle {
	loadOnce.Do(func() {
		loaded.decks = map[string]*Deck{}
		var errs []error
		paths, err := fs.Glob(deckFiles, "data/*.txt")
		if err != nil {
			errs = append(errs, err)
		}
		for _, p := range paths {
			data, err := deckFiles.ReadFile(p)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			d, err := parse(data, strings.TrimSuffix(filepath.Base(p), ".txt"))
			if err != nil {
				errs = append(errs, fmt.Errorf("bundled deck %s: %w", p, err))
				continue
			}
			k := key(d.Name)
			if _, dup := loaded.decks[k]; dup {
				errs = append(errs, fmt.Errorf("bundled deck %s: name %q used twice", p, d.Name))
				continue
			}
			loaded.decks[k] = d
			loaded.names = append(loaded.names, d.Name)
		}
		sort.Strings(loaded.names)
		pool, err := deck.ParseText(bytes.NewReader(poolFile))
		if err == nil {
			err = pool.Resolve()
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("bundled limited pool: %w", err))
		} else {
			loaded.pool = pool
		}
		loaded.err = errors.Join(errs...)
	})
	return &loaded
}

// parse reads a text or .dek deck list with its header comments; fallbackName names a
// deck whose list has no "Name:" line.
func parse(data []byte, fallbackName string) (*Deck, error) {
	list, err := deck.Parse(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	if err := list.Resolve(); err != nil {
		return nil, err
	}
	d := &Deck{List: list, Name: list.Name}
	if d.Name == "" {
		d.Name = fallbackName
		list.Name = fallbackName
	}
	d.Description, d.Format = header(data)
	if d.Format == "" {
		d.Format = Format2HG
		if n := list.Cards(); n > 0 && n < 60 {
			d.Format = FormatLimited
		}
	}
	return d, nil
}

// header reads the comment lines of a text deck list: the first comment that is not a
// "Format:" line is the description, and "# Format: <format>" gives the format.
func header(data []byte) (description, format string) {
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		var text string
		switch {
		case strings.HasPrefix(line, "#"):
			text = strings.TrimSpace(line[1:])
		case strings.HasPrefix(line, "//"):
			text = strings.TrimSpace(line[2:])
		default:
			continue
		}
		if f, ok := strings.CutPrefix(strings.ToLower(text), "format:"); ok {
			if format == "" {
				format = strings.TrimSpace(f)
			}
			continue
		}
		if description == "" {
			description = text
		}
	}
	return description, format
}

// key folds a deck name for lookup: lower case, letters and digits only, so that
// "Gorm's Grove", "gorms grove" and "gorms-grove" are the same deck.
func key(name string) string {
	var b strings.Builder
	for _, r := range name {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// clone returns a copy of d whose list the caller may change.
func (d *Deck) clone() *Deck {
	c := *d
	l := *d.List
	l.Main = append([]deck.Entry(nil), d.List.Main...)
	l.Sideboard = append([]deck.Entry(nil), d.List.Sideboard...)
	c.List = &l
	return &c
}

// Names returns the bundled deck names, sorted.
func Names() []string {
	return append([]string(nil), load().names...)
}

// Get returns the bundled deck of that name, ignoring case, spaces and punctuation; an
// unknown name gives a one-line error suggesting a close name and listing all of them.
func Get(name string) (*Deck, error) {
	b := load()
	if d, ok := b.decks[key(name)]; ok {
		return d.clone(), nil
	}
	if b.err != nil && len(b.names) == 0 {
		return nil, b.err
	}
	msg := fmt.Sprintf("unknown deck %q", strings.TrimSpace(name))
	if s := suggest(name, b.names); s != "" {
		msg += fmt.Sprintf("; did you mean %q?", s)
	}
	return nil, fmt.Errorf("%s; bundled decks: %s", msg, strings.Join(b.names, ", "))
}

// suggest returns the bundled name closest to name, or "" if none is close.
func suggest(name string, names []string) string {
	k := key(name)
	if k == "" {
		return ""
	}
	best, bestD := "", -1
	for _, n := range names {
		nk := key(n)
		d := levenshtein(k, nk)
		if strings.Contains(nk, k) || strings.Contains(k, nk) {
			d = min(d, 1)
		}
		if d <= max(2, len(nk)/3) && (bestD < 0 || d < bestD) {
			best, bestD = n, d
		}
	}
	return best
}

// levenshtein is the edit distance between a and b, counted in bytes (keys are short).
func levenshtein(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// Load returns the bundled deck of that name or else reads the deck file at that path
// (text or MTGO .dek, told apart by deck.Parse), with card names resolved.
func Load(nameOrPath string) (*Deck, error) {
	if d, ok := load().decks[key(nameOrPath)]; ok && key(nameOrPath) != "" {
		return d.clone(), nil
	}
	data, err := os.ReadFile(nameOrPath)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) && !looksLikePath(nameOrPath) {
			return Get(nameOrPath)
		}
		return nil, fmt.Errorf("reading deck: %w", err)
	}
	base := filepath.Base(nameOrPath)
	d, err := parse(data, strings.TrimSuffix(base, filepath.Ext(base)))
	if err != nil {
		return nil, fmt.Errorf("deck file %s: %w", nameOrPath, err)
	}
	return d, nil
}

// looksLikePath reports whether s names a file rather than a bundled deck: it has a
// directory separator or a file extension.
func looksLikePath(s string) bool {
	return strings.ContainsAny(s, `/\`) || filepath.Ext(s) != ""
}

// Cards returns the main deck as card definitions, in list order, one per copy; the
// error names every card that is unknown or not implemented yet.
func (d *Deck) Cards() ([]*rules.CardDef, error) {
	if d == nil || d.List == nil {
		return nil, errors.New("no deck list")
	}
	var defs []*rules.CardDef
	var unknown, unimplemented []string
	seen := map[string]bool{}
	for _, e := range d.List.Main {
		def, err := cards.Def(e.Name)
		if err != nil {
			if !seen[e.Name] {
				seen[e.Name] = true
				unknown = append(unknown, err.Error())
			}
			continue
		}
		if !def.Implemented {
			if !seen[def.Name] {
				seen[def.Name] = true
				unimplemented = append(unimplemented, def.Name)
			}
			continue
		}
		for range e.Count {
			defs = append(defs, def)
		}
	}
	var parts []string
	if len(unknown) > 0 {
		parts = append(parts, strings.Join(unknown, "; "))
	}
	if len(unimplemented) > 0 {
		parts = append(parts, "not implemented yet: "+strings.Join(unimplemented, ", "))
	}
	if len(parts) > 0 {
		return nil, fmt.Errorf("deck %s: %s", d.Name, strings.Join(parts, "; "))
	}
	return defs, nil
}

// Teams returns the bundled constructed 2HG teams, in a fixed order; Teams()[0] and
// Teams()[1] are the default opponents of `ettin play`.
func Teams() []Team {
	return append([]Team(nil), teams...)
}

// LimitedPool returns the shared team pool the two limited decks are built from (nil
// only if the embedded pool is broken, which the tests rule out).
func LimitedPool() *deck.List {
	p := load().pool
	if p == nil {
		return nil
	}
	c := *p
	c.Main = append([]deck.Entry(nil), p.Main...)
	c.Sideboard = append([]deck.Entry(nil), p.Sideboard...)
	return &c
}
