package scenario

import (
	"strings"
	"testing"
)

// TestParseMarkerExpectations reads the Grand Melee turn marker forms and refuses bad
// ones with a message naming what was expected.
func TestParseMarkerExpectations(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Expectation
	}{
		{"markers 2", Expectation{Kind: Marker, Word: "markers", Number: 2}},
		{"marker 2 Eve", Expectation{Kind: Marker, Number: 2, Subject: "Eve"}},
		{"marker 1 waiting", Expectation{Kind: Marker, Number: 1, Word: "waiting"}},
		{"marker 1 step declare attackers", Expectation{Kind: Marker, Number: 1, Word: "step", Subject: "declare attackers"}},
		{"marker 2 stack 1", Expectation{Kind: Marker, Number: 2, Word: "stack", Number2: 1}},
		{"marker 2 removal 0", Expectation{Kind: Marker, Number: 2, Word: "removal"}},
	} {
		e, err := ParseExpectation(c.in)
		if err != nil {
			t.Fatalf("%q: %v", c.in, err)
		}
		c.want.Text = e.Text
		if *e != c.want {
			t.Errorf("%q: got %+v; expected %+v", c.in, *e, c.want)
		}
	}
	for _, c := range []struct{ in, msg string }{
		{"marker 0 Eve", "marker number 0 is out of range"},
		{"marker Eve", "expected marker N"},
		{"markers", "expected markers N"},
		{"marker 1 step lunch", `unknown step "lunch"`},
	} {
		if _, err := ParseExpectation(c.in); err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%q: error %v; expected one containing %q", c.in, err, c.msg)
		}
	}
}
