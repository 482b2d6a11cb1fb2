package notation

import (
	"testing"

	"github.com/ettinmtg/ettin/mtg"
)

// TestOnStack: "<line> on stack N" wraps the line's action with the stack of turn marker N
// (Grand Melee, CR 807.5b) and formats back to the same line; "go to STEP on marker N" is
// its own form.
func TestOnStack(t *testing.T) {
	var p Parser
	for _, c := range []struct {
		in   string
		want Action
	}{
		{"Cid passes on stack 2", OnStack{Action: Pass{Who: "Cid"}, Stack: 2}},
		{"resolve on stack 1", OnStack{Action: Resolve{}, Stack: 1}},
		{"go to end on marker 1", GoTo{Step: mtg.EndStep, Marker: 1}},
	} {
		a, err := p.Parse(c.in)
		if err != nil {
			t.Fatalf("%q: %v", c.in, err)
		}
		if a.String() != c.in {
			t.Errorf("%q formats as %q", c.in, a.String())
		}
		if os, ok := c.want.(OnStack); ok {
			got, ok := a.(OnStack)
			if !ok || got.Stack != os.Stack || got.Action.String() != os.Action.String() {
				t.Errorf("%q: got %#v; expected %#v", c.in, a, c.want)
			}
		} else if g, ok := a.(GoTo); !ok || g.Marker != 1 {
			t.Errorf("%q: got %#v", c.in, a)
		}
	}
	for _, bad := range []string{"pass on stack 0", "go to end on marker x", "go to end on marker 0"} {
		if _, err := p.Parse(bad); err == nil {
			t.Errorf("%q parsed; expected an error", bad)
		}
	}
}
