package scenario

import (
	"strings"
	"testing"
)

// TestExpectAmbiguousReference checks the notation contract's clarification that an
// ambiguous reference is refused in an expect: line as in an action: with Ann's and Bob's
// Grizzly Bears on the battlefield, "Grizzly Bears on battlefield" fails as ambiguous,
// while a reference that tells them apart, an ordinal, or "not on" passes.
func TestExpectAmbiguousReference(t *testing.T) {
	const base = `
name: ambiguous expectations
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [Grizzly Bears]
        graveyard: [Plains, Plains]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Grizzly Bears]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
script:
`
	for _, c := range []struct {
		expect    string
		ambiguous bool
	}{
		{"Grizzly Bears on battlefield", true},
		{"Grizzly Bears untapped", true},
		{"Plains in Ann's graveyard", true},
		{"Bob's Grizzly Bears on battlefield", false},
		{"Grizzly Bears#2 on battlefield", false},
		{"Plains#2 in Ann's graveyard", false},
		{"Ann's Grizzly Bears untapped", false},
		{"Hill Giant not on battlefield", false},
	} {
		spec, err := Parse([]byte(base+"  - expect: "+c.expect+"\n"), "ambiguous.yaml")
		if err != nil {
			t.Fatal(err)
		}
		res := Run(spec)
		if got := res.Failed && strings.Contains(res.Reason, "ambiguous"); got != c.ambiguous || res.Failed && !c.ambiguous {
			t.Errorf("expect %q: failed %v (%s); want refused as ambiguous: %v", c.expect, res.Failed, res.Reason, c.ambiguous)
		}
	}
}
