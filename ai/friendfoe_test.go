package ai

import (
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// castAndResolve expects the heuristic to cast the card named name now (for Red), then
// lets every player answer (heuristically) until the stack is empty again; friends must
// be Red's players and foes Blue's.
func castAndResolve(t *testing.T, g *rules.Game, name string) {
	t.Helper()
	a := act(t, g)
	if a.Kind != rules.ActCast || g.Obj(a.Obj).Def.Name != name {
		t.Fatalf("expected %s to be cast, got %q", name, bind.FormatAction(g, a))
	}
	for n := 0; n < 50 && (len(g.Stack()) > 0 || g.Pending().Kind == rules.DecChoice); n++ {
		d := g.Pending()
		b := act(t, g)
		if d.Kind == rules.DecChoice && d.Choice.Kind == rules.ChFriendOrFoe {
			p := d.Choice.Player
			if friend := b.Choices[0] == 0; friend != (g.TeamOf(p) == 0) { // Red casts
				t.Fatalf("%s called %s", g.PromptText(d), d.Options[b.Choices[0]].Text)
			}
		}
	}
	if len(g.Stack()) > 0 {
		t.Fatalf("%s didn't resolve", name)
	}
}

// count counts the permanents of team tm matching pred.
func count(g *rules.Game, tm rules.TeamID, pred func(*rules.Object) bool) int {
	n := 0
	for _, id := range g.Battlefield() {
		if o := g.Obj(id); g.TeamOf(o.Controller) == tm && pred(o) {
			n++
		}
	}
	return n
}

func isCreature(o *rules.Object) bool { return o.Is(rules.Creature) }

func TestHeuristicFriendOrFoeRegnasSanction(t *testing.T) {
	// Friends put a +1/+1 counter on each creature they control; foes tap all their
	// creatures but one. Before Red's attack, it is a strong play.
	g := position(t, `
name: regna's sanction
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Regna's Sanction]
        battlefield: [4 Plains, Grizzly Bears, Hill Giant]
      - name: Abe
        battlefield: [Raging Goblin]
  - name: Blue
    players:
      - name: Bob
        battlefield: [Colossal Dreadmaw, Giant Spider]
      - name: Bea
        battlefield: [Serra Angel]
turn: {team: Red, step: main1, number: 3}
`)
	castAndResolve(t, g, "Regna's Sanction")
	if n := count(g, 0, func(o *rules.Object) bool { return o.Is(rules.Creature) && o.Counters[rules.PlusOne] == 1 }); n != 3 {
		t.Fatalf("expected Red's three creatures to get a counter, %d did", n)
	}
	// Each foe keeps one creature untapped, the best: Bob his Dreadmaw, Bea her Angel.
	if n := count(g, 1, func(o *rules.Object) bool { return o.Is(rules.Creature) && !o.Tapped }); n != 2 {
		t.Fatalf("expected one creature of each of Blue's players left untapped, %d are", n)
	}
	if n := count(g, 1, func(o *rules.Object) bool { return o.Def.Name == "Giant Spider" && o.Tapped }); n != 1 {
		t.Fatal("expected Bob to keep Colossal Dreadmaw untapped, not Giant Spider")
	}
}

func TestHeuristicFriendOrFoePirsWhim(t *testing.T) {
	// Friends find a land and put it onto the battlefield; foes sacrifice an artifact or
	// enchantment.
	g := position(t, `
name: pir's whim
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Pir's Whim]
        battlefield: [4 Forest]
        library: [Mountain, Forest]
      - name: Abe
        library: [Plains]
  - name: Blue
    players:
      - name: Bob
        battlefield: [Darksteel Myr]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
`)
	castAndResolve(t, g, "Pir's Whim")
	if n := count(g, 0, func(o *rules.Object) bool { return o.Is(rules.Land) }); n != 6 {
		t.Fatalf("expected Ann and Abe to find a land each (6 lands), Red has %d", n)
	}
	if n := count(g, 1, isCreature); n != 0 {
		t.Fatal("expected Bob to sacrifice Darksteel Myr")
	}
}

func TestHeuristicFriendOrFoeVirtussManeuver(t *testing.T) {
	// Friends return a creature card from their graveyard to hand; foes sacrifice a
	// creature.
	g := position(t, `
name: virtus's maneuver
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Virtus's Maneuver]
        battlefield: [2 Swamp, 2 Forest]
        graveyard: [Grizzly Bears, Colossal Dreadmaw]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Hill Giant]
      - name: Bea
        battlefield: [Serra Angel]
turn: {team: Red, step: main1, number: 3}
`)
	castAndResolve(t, g, "Virtus's Maneuver")
	ann, _ := bind.PlayerByName(g, "Ann")
	if hand := g.Zone(ann, rules.ZoneHand); len(hand) != 1 || g.Obj(hand[0]).Def.Name != "Colossal Dreadmaw" {
		t.Fatalf("expected Ann to return Colossal Dreadmaw to her hand, she holds %d cards", len(hand))
	}
	if n := count(g, 1, isCreature); n != 0 {
		t.Fatalf("expected Bob and Bea to sacrifice their creatures, %d left", n)
	}
}

func TestHeuristicFriendOrFoeZndrspltsJudgment(t *testing.T) {
	// Friends create a token copy of a creature they control; foes return a creature
	// they control to its owner's hand.
	g := position(t, `
name: zndrsplt's judgment
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Zndrsplt's Judgment]
        battlefield: [5 Island, Serra Angel, Grizzly Bears]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Colossal Dreadmaw]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
`)
	castAndResolve(t, g, "Zndrsplt's Judgment")
	if n := count(g, 0, func(o *rules.Object) bool { return o.Def.Name == "Serra Angel" }); n != 2 {
		t.Fatalf("expected Ann to copy Serra Angel, her best creature (%d Serra Angels)", n)
	}
	if n := count(g, 1, isCreature); n != 0 {
		t.Fatal("expected Bob to return Colossal Dreadmaw to his hand")
	}
}
