package carddb

import (
	"slices"
	"unicode"
	"unicode/utf8"
)

// normalize appends the lookup key of s to dst: surrounding space dropped, inner runs
// of space collapsed to one, lower case, typographic apostrophes turned into ', and
// the few accented letters of card names folded to ASCII ("Juzam Djinn" finds
// "Juzám Djinn", "Aether" finds "Æther"). The ASCII path does not allocate beyond dst.
func normalize(dst []byte, s string) []byte {
	space := false // a space is pending; written only before the next non-space
	start := len(dst)
	for i := 0; i < len(s); {
		b := s[i]
		if b < utf8.RuneSelf {
			i++
			if b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '\v' || b == '\f' {
				space = true
				continue
			}
			if 'A' <= b && b <= 'Z' {
				b += 'a' - 'A'
			}
			if space && len(dst) > start {
				dst = append(dst, ' ')
			}
			space = false
			dst = append(dst, b)
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		if unicode.IsSpace(r) {
			space = true
			continue
		}
		if space && len(dst) > start {
			dst = append(dst, ' ')
		}
		space = false
		switch r {
		case '’', '‘', 'ʼ', '`', '´':
			dst = append(dst, '\'')
			continue
		case 'Æ', 'æ':
			dst = append(dst, 'a', 'e')
			continue
		}
		r = unicode.ToLower(r)
		if f, ok := foldASCII[r]; ok {
			dst = append(dst, f)
			continue
		}
		dst = utf8.AppendRune(dst, r)
	}
	return dst
}

// foldASCII maps the lower-case accented letters that occur in card names to ASCII.
var foldASCII = map[rune]byte{
	'à': 'a', 'á': 'a', 'â': 'a', 'ä': 'a', 'ã': 'a', 'å': 'a',
	'é': 'e', 'è': 'e', 'ê': 'e', 'ë': 'e',
	'í': 'i', 'ì': 'i', 'î': 'i', 'ï': 'i',
	'ó': 'o', 'ò': 'o', 'ô': 'o', 'ö': 'o', 'õ': 'o',
	'ú': 'u', 'ù': 'u', 'û': 'u', 'ü': 'u',
	'ñ': 'n', 'ç': 'c',
	'ā': 'a', 'ē': 'e', 'ī': 'i', 'ō': 'o', 'ū': 'u', // macrons: "Bespoke Bō"
}

// maxDistance is how many edits a suggestion may be away from a query of n bytes:
// one for very short names, growing to four, so "Lightening Bolt" finds
// "Lightning Bolt" but "xyz" does not suggest every three-letter name.
func maxDistance(n int) int {
	return min(max((n+2)/4, 1), 4)
}

// suggest returns up to limit card names whose normalized names are within
// maxDistance edits of name and at most one edit further than the closest one,
// closest first, ties in name order.
func (idx *cardIndex) suggest(name string, limit int) []string {
	q := normalize(nil, name)
	if len(q) == 0 || limit <= 0 {
		return nil
	}
	maxD := maxDistance(len(q))
	type hit struct {
		d int
		i int
	}
	var hits []hit
	var rows []int
	for i := range idx.nameEnds {
		k := idx.name(i)
		// The length difference is a lower bound of the distance and rules out
		// most of the 19k names without running the quadratic algorithm.
		if diff := len(k) - len(q); diff > maxD || -diff > maxD {
			continue
		}
		var d int
		d, rows = levenshtein(q, k, maxD, rows)
		if d <= maxD {
			hits = append(hits, hit{d, i})
		}
	}
	slices.SortFunc(hits, func(a, b hit) int {
		if a.d != b.d {
			return a.d - b.d
		}
		return a.i - b.i // keys are in name order
	})
	var out []string
	for _, h := range hits[:min(limit, len(hits))] {
		// A name much further away than the best one is noise next to it:
		// "Lightening Bolt" should suggest Lightning Bolt, not also Lightning Blow.
		if h.d > hits[0].d+1 {
			break
		}
		out = append(out, idx.card(h.i).Name)
	}
	return out
}

// levenshtein returns the edit distance between a and b in bytes, counting an
// insertion, deletion, substitution or swap of two adjacent bytes as one edit
// (optimal string alignment distance: "Shokc" is one edit from "Shock"), or some
// value above maxD as soon as the distance is known to exceed it. rows is scratch
// space that is returned for reuse.
func levenshtein(a []byte, b string, maxD int, rows []int) (int, []int) {
	n := len(b) + 1
	if cap(rows) < 3*n {
		rows = make([]int, 3*n)
	}
	rows = rows[:3*n]
	prev2, prev, cur := rows[:n], rows[n:2*n], rows[2*n:]
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		best := i
		for j := 1; j < n; j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d = min(d, prev2[j-2]+1)
			}
			cur[j] = d
			best = min(best, d)
		}
		if best > maxD {
			return best, rows
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[n-1], rows
}
