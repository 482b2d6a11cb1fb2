package notation

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// FuzzParse checks that Parse never panics, fails only with one-line *SyntaxErrors, and
// that whatever it accepts formats to a line that parses back to an equal Action, with
// and without KnownName.
func FuzzParse(f *testing.F) {
	for _, c := range parseCases {
		f.Add(c.line)
	}
	f.Fuzz(func(t *testing.T, line string) {
		for _, p := range []*Parser{nil, known} {
			a, err := p.Parse(line)
			if err != nil {
				var se *SyntaxError
				if !errors.As(err, &se) {
					t.Fatalf("Parse(%q): error %T is not a *SyntaxError", line, err)
				}
				if strings.ContainsAny(err.Error(), "\n\r") {
					t.Fatalf("Parse(%q): error has several lines: %q", line, err)
				}
				continue
			}
			canon := a.String()
			b, err := p.Parse(canon)
			if err != nil {
				t.Fatalf("Parse(%q) = %#v, but its String %q does not parse: %v", line, a, canon, err)
			}
			if !reflect.DeepEqual(a, b) {
				t.Fatalf("Parse(%q) = %#v\nString %q parses to %#v", line, a, canon, b)
			}
			if again := b.String(); again != canon {
				t.Fatalf("String not stable for %q: %q then %q", line, canon, again)
			}
		}
	})
}
