package bind_test

import (
	"reflect"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/notation"
	"github.com/ettinmtg/ettin/rules"
)

const faces = `
name: a split card, an adventurer card, an omen card, a prepare card and an aftermath card in hand; two prepared permanents; an aftermath card in the graveyard
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Dead // Gone, Gingerbread Hunter, Adventurous Eater, Twinmaw Stormbrood, Cut // Ribbons]
        graveyard: [Cut // Ribbons]
        battlefield: [5 Mountain, 3 Swamp, 5 Forest, Island, {card: Encouraging Aviator, prepared: true}, {card: Encouraging Aviator, prepared: true}]
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
// and both an adventurer card and its Adventure (715.3), an omen card's Omen, the half
// with aftermath of a card in the graveyard (702.127a), so a computer player can choose
// any of them, and a copy of the spell of each prepared permanent (but not the spell of a
// prepare card in hand); each listed cast is written naming the face it casts, and the
// line binds back to the same action (a log replays it), the second of two like prepared
// permanents too.
func TestFacesListedAndNamed(t *testing.T) {
	g := game(t, faces)
	seen := map[string]bool{}
	prepared := map[rules.ObjID]bool{}
	for _, a := range g.LegalActions() {
		if a.Kind != rules.ActCast {
			continue
		}
		name := g.Obj(a.Obj).Def.Name
		if f := g.FaceCast(a); f != nil {
			name = f.Name
		}
		seen[name] = true
		if g.Obj(a.Obj).Zone == rules.ZoneBattlefield {
			prepared[a.Obj] = true
		}
		if f := g.FaceCast(a); f != nil && f.Aftermath != (g.Obj(a.Obj).Zone == rules.ZoneGraveyard) {
			t.Errorf("%s listed from the %s; expected a half with aftermath from the graveyard only, and the other half not from it (CR 702.127a)", f.Name, g.Obj(a.Obj).Zone)
		}
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
	if len(prepared) != 2 {
		t.Errorf("copies of Jump listed from %d prepared permanents; expected 2", len(prepared))
	}
	if seen["Have a Bite"] {
		t.Errorf("the spell of a prepare card in hand is listed; expected it only from a prepared permanent")
	}
	for _, want := range []string{"Dead", "Gone", "Puny Snack", "Gingerbread Hunter", "Adventurous Eater", "Jump", "Charring Bite", "Cut", "Ribbons"} {
		if !seen[want] {
			t.Errorf("no legal cast of %s; listed %v", want, seen)
		}
	}
	if seen["Dead // Gone"] {
		t.Errorf("the whole split card is listed as cast; expected only its halves (CR 709.3)")
	}
}
