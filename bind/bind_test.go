package bind_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/notation"
	"github.com/ettinmtg/ettin/rules"
	"github.com/ettinmtg/ettin/scenario"
)

// game builds the game of a scenario file's text and plays its script.
func game(t *testing.T, text string) *rules.Game {
	t.Helper()
	spec, err := scenario.Parse([]byte(text), "test.yaml")
	if err != nil {
		t.Fatal(err)
	}
	res := scenario.Run(spec)
	if res.Failed {
		t.Fatal(res)
	}
	return res.Game
}

const combat = `
name: two attackers blocked
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [Colossal Dreadmaw, Hill Giant]
      - name: Abe
        battlefield: [Hill Giant]
  - name: Blue
    players:
      - name: Bob
        battlefield: [Wall of Stone, Grizzly Bears]
      - name: Bea
        battlefield: [Wall of Stone]
turn: {team: Red, step: declare attackers, number: 3}
script:
  - Red attacks with Colossal Dreadmaw -> Bob, Ann's Hill Giant -> Bea, Abe's Hill Giant -> Bea
  - go to declare blockers
  - Blue blocks with Grizzly Bears -> Colossal Dreadmaw, Bob's Wall of Stone -> Ann's Hill Giant, Bea's Wall of Stone -> Ann's Hill Giant
  - go to combat damage
`

// TestAssignSeveralCreatures checks the clarification that one damage assignment line
// covers several creatures separated by "; ": it parses and binds to one action with an
// assignment per creature, the parts naming blockers and players.
func TestAssignSeveralCreatures(t *testing.T) {
	g := game(t, combat)
	line := "Red assigns Colossal Dreadmaw -> 2 Grizzly Bears, 4 Bob; Ann's Hill Giant -> 1 Bob's Wall of Stone, 2 Bea's Wall of Stone"
	na, err := notation.Parse(line)
	if err != nil {
		t.Fatal(err)
	}
	a, err := bind.Resolve(g, na)
	if err != nil {
		t.Fatal(err)
	}
	if a.Kind != rules.ActAssign || a.Rare == nil || len(a.Rare.Assign) != 2 {
		t.Fatalf("Resolve(%q) = %+v; want an assignment of two creatures", line, a)
	}
	bob, _ := bind.PlayerByName(g, "bob")
	first, second := a.Rare.Assign[0], a.Rare.Assign[1]
	if g.Obj(first.Source).Def.Name != "Colossal Dreadmaw" || len(first.Parts) != 2 || first.Parts[1] != (rules.DamagePart{To: rules.PlayerTarget(bob), Amount: 4}) {
		t.Errorf("first assignment = %+v", first)
	}
	if g.Obj(second.Source).Def.Name != "Hill Giant" || len(second.Parts) != 2 || g.Obj(second.Parts[1].To.Obj).Controller == bob {
		t.Errorf("second assignment = %+v", second)
	}
	if err := bind.ApplyLine(g, line); err != nil {
		t.Fatal(err)
	}
	if l := g.Team(1).Life; l != 30-4-3 {
		t.Errorf("Blue life %d; want 23 (4 trampled over, 3 from Abe's unblocked Hill Giant)", l)
	}
}

// TestFindRef checks ordinals, ambiguity and its candidates, and copies in a hand.
func TestFindRef(t *testing.T) {
	g := game(t, `
name: refs
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Shock, Shock]
        battlefield: [Mountain, Mountain]
      - name: Abe
        battlefield: [Mountain]
  - name: Blue
    players:
      - name: Bob
      - name: Bea
turn: {team: Red, step: main1, number: 3}
`)
	ann, _ := bind.PlayerByName(g, "ANN")
	ref := func(s string) notation.Ref {
		a, err := notation.Parse("Ann plays " + s)
		if err != nil {
			t.Fatal(err)
		}
		return a.(notation.PlayLand).Card
	}
	bf := g.Battlefield()
	_, err := bind.FindRef(g, ref("Mountain"), bf)
	var amb *bind.AmbiguousError
	if !errors.As(err, &amb) || strings.Join(amb.Candidates, ", ") != "Ann's Mountain#1, Ann's Mountain#2, Abe's Mountain" {
		t.Errorf("Mountain: %v; want ambiguous among Ann's Mountain#1, Ann's Mountain#2, Abe's Mountain", err)
	}
	for s, want := range map[string]rules.ObjID{"Mountain#3": bf[2], "Ann's Mountain#2": bf[1], "Abe's Mountain": bf[2], "ann's mountain#1": bf[0]} {
		if id, err := bind.FindRef(g, ref(s), bf); err != nil || id != want {
			t.Errorf("FindRef(%s) = %v, %v; want %v", s, id, err, want)
		}
	}
	for _, s := range []string{"Mountain#4", "Ann's Mountain#3", "Bob's Mountain", "Forest"} {
		if id, err := bind.FindRef(g, ref(s), bf); err == nil || errors.As(err, &amb) {
			t.Errorf("FindRef(%s) = %v, %v; want refused as not there", s, id, err)
		}
	}
	if id, err := bind.FindRef(g, ref("Shock"), g.Zone(ann, rules.ZoneHand)); err != nil || id != g.ZoneAt(ann, rules.ZoneHand, 0) {
		t.Errorf("Shock in hand: %v, %v; want the first copy (interchangeable)", id, err)
	}
	if _, ok := bind.TeamByName(g, "blue"); !ok {
		t.Error("TeamByName(blue) not found")
	}
	if _, ok := bind.PlayerByName(g, "Zed"); ok {
		t.Error("PlayerByName(Zed) found")
	}
}
