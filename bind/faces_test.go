package bind_test

import (
	"reflect"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/notation"
	"github.com/ettinmtg/ettin/rules"
)

const faces = `
name: a split card and an adventurer card in hand
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Dead // Gone, Gingerbread Hunter]
        battlefield: [5 Mountain, 3 Swamp, 5 Forest]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Grizzly Bears]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
script: []
`

// TestFacesListedAndNamed: the legal actions offer each half of a split card (CR 709.3)
// and both an adventurer card and its Adventure (715.3), so a computer player can choose
// any of them; each listed cast is written naming the face it casts, and the line binds
// back to the same action (a log replays it).
func TestFacesListedAndNamed(t *testing.T) {
	g := game(t, faces)
	seen := map[string]bool{}
	for _, a := range g.LegalActions() {
		if a.Kind != rules.ActCast {
			continue
		}
		name := g.Obj(a.Obj).Def.Name
		if f := g.FaceCast(a); f != nil {
			name = f.Name
		}
		seen[name] = true
		line := bind.FormatAction(g, a)
		na, err := notation.Parse(line)
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		b, err := bind.Resolve(g, na)
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		if b.Obj != a.Obj || !reflect.DeepEqual(b.Rare, a.Rare) || !reflect.DeepEqual(b.Targets, a.Targets) {
			t.Errorf("%q binds to %+v (rare %+v), listed as %+v (rare %+v)", line, b, b.Rare, a, a.Rare)
		}
	}
	for _, want := range []string{"Dead", "Gone", "Puny Snack", "Gingerbread Hunter"} {
		if !seen[want] {
			t.Errorf("no legal cast of %s; listed %v", want, seen)
		}
	}
	if seen["Dead // Gone"] {
		t.Errorf("the whole split card is listed as cast; expected only its halves (CR 709.3)")
	}
}
