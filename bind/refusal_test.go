package bind_test

import (
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

const main1 = `
name: main phase
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Lightning Bolt, Forest]
        battlefield: [Mountain, Grizzly Bears]
      - name: Abe
        battlefield: [Grizzly Bears]
  - name: Blue
    players:
      - name: Bob
      - name: Bea
turn: {team: Red, step: main1, number: 3}
`

// TestLineRefusalCodes: a refused line carries a refusal code like a refused action, so
// callers test codes, not wording; and a refused line changes nothing.
func TestLineRefusalCodes(t *testing.T) {
	for _, c := range []struct {
		line string
		code rules.RefusalCode
	}{
		{"Ann casts", rules.RefusedMalformed},                                  // doesn't parse
		{"Zed casts Lightning Bolt targeting Bob", rules.RefusedUnknownPlayer}, // no such player
		{"Ann casts Shock targeting Bob", rules.RefusedUnknownObject},          // not in her hand
		{"Ann casts Lightning Bolt targeting Bob, Bea", rules.RefusedIllegalTarget},
		{"Ann activates Grizzly Bears", rules.RefusedNoSuchAbility},
		{"Red attacks with Grizzly Bears -> Bob", rules.RefusedOtherDecision}, // main phase
		{"Red blocks with Grizzly Bears -> Grizzly Bears", rules.RefusedOtherDecision},
		{"Ann chooses red", rules.RefusedOtherDecision}, // no choice pending
		{"resolve", rules.RefusedWrongTiming},           // empty stack
		{"Bob plays Forest", rules.RefusedUnknownObject},
	} {
		g := game(t, main1)
		before := g.Hash()
		err := bind.ApplyLine(g, c.line)
		if err == nil {
			t.Errorf("%q: accepted", c.line)
			continue
		}
		if got := rules.CodeOf(err); got != c.code {
			t.Errorf("%q: code %v (%v), want %v", c.line, got, err, c.code)
		}
		if g.Hash() != before {
			t.Errorf("%q: a refused line changed the game", c.line)
		}
	}
}

// TestAmbiguousIsRefusal: an ambiguous reference reads as a refusal with its own code.
func TestAmbiguousIsRefusal(t *testing.T) {
	g := game(t, combat)
	err := bind.ApplyLine(g, "Red assigns Hill Giant -> 3 Bea")
	if rules.CodeOf(err) != rules.RefusedAmbiguousName {
		t.Errorf("ambiguous Hill Giant: code %v (%v), want %v", rules.CodeOf(err), err, rules.RefusedAmbiguousName)
	}
}
