package carddb

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// Set is one Magic set with its card list as printed. A set code found in both the
// 2018 and the recent data is one set: the 2018 list (whole) plus the recent entries it lacks.
type Set struct {
	Code        string    `json:"code"`        // Code is the set code such as "BBD" (promo sets use lower case "p", e.g. "pFNM").
	Name        string    `json:"name"`        // Name is the full set name, e.g. "Battlebond".
	ReleaseDate string    `json:"releaseDate"` // ReleaseDate is YYYY-MM-DD.
	Type        string    `json:"type"`        // Type is e.g. "core", "expansion", "masters", "promo"; empty for sets only in the recent data.
	Cards       []SetCard `json:"cards"`       // Cards lists every printing in the set, duplicates (variants, faces) included; for a set only in the recent data, the printings that data holds (the newest sets are nearly whole).
}

// SetCard is one printing of a card in a set.
type SetCard struct {
	Name   string `json:"name"`             // Name is the Oracle card name.
	Number string `json:"number,omitempty"` // Number is the collector number, empty for old sets.
	Rarity string `json:"rarity,omitempty"` // Rarity is e.g. "Common" or "Mythic Rare" (the recent data's commons and basic lands, which it leaves blank, are "Common" and "Basic Land").
}

// CardNames returns the distinct card names of the set in printed order; a set lists
// some cards more than once (both faces, art variants), so this is usually shorter
// than Cards.
func (s *Set) CardNames() []string {
	seen := make(map[string]bool, len(s.Cards))
	var names []string
	for _, c := range s.Cards {
		if !seen[c.Name] {
			seen[c.Name] = true
			names = append(names, c.Name)
		}
	}
	return names
}

// UnknownSetError reports a set code that is not in the database.
type UnknownSetError struct {
	Code        string   // Code is the code as given by the caller.
	Suggestions []string // Suggestions are set codes that match the given text as a set name or nearly as a code.
}

// Error returns one line saying that a set code such as BBD was expected.
func (e *UnknownSetError) Error() string {
	msg := fmt.Sprintf("unknown set %q; expected a set code such as BBD (Battlebond)", e.Code)
	if len(e.Suggestions) > 0 {
		msg += "; did you mean " + orList(e.Suggestions) + "?"
	}
	return msg
}

type setIndex struct {
	sets   []*Set          // by release date, then code
	byCode map[string]*Set // upper-case code -> set
}

var (
	setsOnce sync.Once
	setsIdx  *setIndex
	setsErr  error
)

func setsIndex() (*setIndex, error) {
	setsOnce.Do(func() { setsIdx, setsErr = decodeSets(setsGz) })
	return setsIdx, setsErr
}

// decodeSets builds the set index from a gzip-compressed packed file.
func decodeSets(gz []byte) (*setIndex, error) {
	r, err := openPack(gz)
	if err != nil {
		return nil, fmt.Errorf("carddb: sets: %w", err)
	}
	sets := make([]Set, r.Count())
	for i := range sets {
		// Keep this order in step with encodeSets in internal/gen.
		s := &sets[i]
		s.Code = r.String()
		s.Name = r.String()
		s.ReleaseDate = r.String()
		s.Type = r.String()
		s.Cards = make([]SetCard, r.Count())
		for j := range s.Cards {
			s.Cards[j] = SetCard{Name: r.String(), Number: r.String(), Rarity: r.String()}
		}
	}
	if err := r.Done(); err != nil {
		return nil, fmt.Errorf("carddb: sets: %w", err)
	}
	idx := &setIndex{byCode: make(map[string]*Set, len(sets))}
	for i := range sets {
		s := &sets[i]
		idx.sets = append(idx.sets, s)
		idx.byCode[strings.ToUpper(s.Code)] = s
	}
	slices.SortStableFunc(idx.sets, func(a, b *Set) int {
		if c := strings.Compare(a.ReleaseDate, b.ReleaseDate); c != 0 {
			return c
		}
		return strings.Compare(a.Code, b.Code)
	})
	return idx, nil
}

// Sets returns every set ordered by release date, then code.
func Sets() []*Set {
	idx, err := setsIndex()
	if err != nil {
		return nil
	}
	return append([]*Set(nil), idx.sets...)
}

// SetByCode returns the set with the given code, ignoring case and surrounding spaces;
// otherwise the error is an *UnknownSetError.
func SetByCode(code string) (*Set, error) {
	idx, err := setsIndex()
	if err != nil {
		return nil, err
	}
	code = strings.TrimSpace(code)
	if s := idx.byCode[strings.ToUpper(code)]; s != nil {
		return s, nil
	}
	return nil, &UnknownSetError{Code: code, Suggestions: idx.suggest(code)}
}

// suggest finds codes for a set given by name ("Battlebond") or by a code one edit away.
func (idx *setIndex) suggest(text string) []string {
	var out []string
	q := strings.ToUpper(text)
	var row []int
	for _, s := range idx.sets {
		if strings.EqualFold(s.Name, text) {
			return []string{s.Code}
		}
	}
	for _, s := range idx.sets {
		c := strings.ToUpper(s.Code)
		if diff := len(c) - len(q); diff > 1 || diff < -1 || len(q) < 2 {
			continue
		}
		var d int
		d, row = levenshtein([]byte(q), c, 1, row)
		if d <= 1 && len(out) < 3 {
			out = append(out, s.Code)
		}
	}
	return out
}
