package rules_test

import (
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/rules"
)

// faceDownGame is a 2HG game in Red's main phase: Ann holds Hystrodon (morph) and six
// Forests, her library three other cards that could be face down, one of them with
// disguise; Bob holds a Lightning Bolt and a Mountain.
func faceDownGame(t *testing.T) *rules.Game {
	t.Helper()
	defs := func(names ...string) []*rules.CardDef {
		var out []*rules.CardDef
		for _, n := range names {
			out = append(out, cards.MustDef(n))
		}
		return out
	}
	cfg := rules.Config{Seed: 7, StartingTeam: rules.NoTeam, Teams: []rules.TeamConfig{
		{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann"}, {Name: "Abe"}}},
		{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob"}, {Name: "Bea"}}},
	}}
	var perms []rules.PermanentSetup
	for range 6 {
		perms = append(perms, rules.PermanentSetup{Def: cards.MustDef("Forest"), Controller: 0, AttachTo: -1})
	}
	perms = append(perms, rules.PermanentSetup{Def: cards.MustDef("Mountain"), Controller: 2, AttachTo: -1})
	g, err := rules.NewFromSetup(rules.Setup{Config: cfg, Turn: &rules.TurnSetup{Team: 0, Step: rules.Main1, Number: 3},
		Players: []rules.PlayerSetup{
			{Hand: defs("Hystrodon"), Library: defs("Abzan Guide", "Gudul Lurker", "Alley Assailant")},
			{Library: defs("Forest")},
			{Hand: defs("Lightning Bolt"), Library: defs("Mountain")},
			{Library: defs("Mountain")},
		},
		Permanents: perms})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func apply(t *testing.T, g *rules.Game, lines ...string) {
	t.Helper()
	for _, l := range lines {
		if err := bind.ApplyLine(g, l); err != nil {
			t.Fatalf("%s: %v", l, err)
		}
	}
}

// TestFaceDownHidden checks CR 708.5 and 708.9 on what each player is shown: a card cast
// face down and the face-down permanent it becomes are named only to their controller
// (not to a teammate) in views and logs; the others see a face-down 2/2 with no name, and
// lines that name it say "Ann's face-down creature"; the card is revealed to all as it
// leaves the battlefield.
func TestFaceDownHidden(t *testing.T) {
	g := faceDownGame(t)
	const ann, abe, bob, bea = 0, 1, 2, 3
	hidden := func(when string) {
		t.Helper()
		for _, p := range []rules.PlayerID{abe, bob, bea, rules.PlayerID(9)} {
			for _, l := range bind.LogFor(g, p) {
				if strings.Contains(l, "Hystrodon") {
					t.Fatalf("%s: player %d's log names the face-down card: %q", when, p, l)
				}
			}
			v := g.ViewFor(p)
			for _, pv := range v.Battlefield {
				if pv.Card != "" || pv.Name != "" && pv.FaceDown {
					t.Fatalf("%s: player %d's view names a face-down permanent: %+v", when, p, pv)
				}
			}
			for _, sv := range v.Stack {
				if sv.Card != "" || strings.Contains(sv.Name, "Hystrodon") {
					t.Fatalf("%s: player %d's view names a face-down spell: %+v", when, p, sv)
				}
			}
		}
	}
	apply(t, g, "Ann casts Hystrodon using morph")
	hidden("cast")
	if v := g.ViewFor(ann); len(v.Stack) != 1 || !v.Stack[0].FaceDown || v.Stack[0].Card != "Hystrodon" {
		t.Fatalf("Ann may look at her face-down spell (CR 708.5): %+v", v.Stack)
	}
	if !slicesHas(bind.LogFor(g, bob), "Ann casts a card face down using morph") {
		t.Fatalf("Bob's log doesn't say a card was cast face down: %q", bind.LogFor(g, bob))
	}
	apply(t, g, "resolve")
	hidden("resolved")
	var fd rules.PermanentView
	for _, pv := range g.ViewFor(bob).Battlefield {
		if pv.FaceDown {
			fd = pv
		}
	}
	if !fd.FaceDown || fd.Power != 2 || fd.Toughness != 2 || !fd.Types.Has(rules.Creature) || len(fd.Subtypes) != 0 {
		t.Fatalf("Bob sees no face-down 2/2 with no subtypes (CR 708.2a): %+v", fd)
	}
	apply(t, g, "pass", "Bob casts Lightning Bolt targeting Ann's face-down creature")
	hidden("targeted")
	if !slicesHas(bind.LogFor(g, bob), "Bob casts Lightning Bolt targeting Ann's face-down creature") {
		t.Fatalf("Bob's log: %q", bind.LogFor(g, bob))
	}
	if !slicesHas(bind.LogFor(g, ann), "Bob casts Lightning Bolt targeting Hystrodon") {
		t.Fatalf("Ann's log: %q", bind.LogFor(g, ann))
	}
	apply(t, g, "resolve")
	for _, p := range []rules.PlayerID{abe, bob, bea} {
		if !slicesHas(bind.LogFor(g, p), "the face-down card was Hystrodon: revealed to all (CR 708.9)") {
			t.Fatalf("player %d isn't shown the card as it dies (CR 708.9): %q", p, bind.LogFor(g, p))
		}
	}
}

func slicesHas(lines []string, s string) bool {
	for _, l := range lines {
		if strings.Contains(l, s) {
			return true
		}
	}
	return false
}

// TestFaceDownDeterminized checks that a search AI's copy of the game doesn't hold the
// card under an opponent's face-down permanent: in Bob's determinizations it is any card
// of Ann's hidden ones that could be face down the same way (Hystrodon, Abzan Guide, Gudul
// Lurker; never Alley Assailant, whose disguise would give it ward), with the cards of the
// game unchanged; in Ann's own it is always Hystrodon.
func TestFaceDownDeterminized(t *testing.T) {
	g := faceDownGame(t)
	apply(t, g, "Ann casts Hystrodon using morph", "resolve")
	var fd rules.ObjID = rules.NoObj
	for _, id := range g.Battlefield() {
		if g.Obj(id).FaceDown() {
			fd = id
		}
	}
	if fd == rules.NoObj {
		t.Fatal("no face-down permanent")
	}
	seen := map[string]int{}
	for seed := uint64(1); seed <= 40; seed++ {
		if c := g.Determinize(0, seed); c.Obj(fd).Card().Name != "Hystrodon" {
			t.Fatalf("Ann's own determinization changed her face-down card to %s", c.Obj(fd).Card().Name)
		}
		c := g.Determinize(2, seed)
		o := c.Obj(fd)
		if !o.FaceDown() {
			t.Fatal("the copy's permanent isn't face down")
		}
		seen[o.Card().Name]++
		names := map[string]int{}
		for _, id := range c.Zone(0, rules.ZoneLibrary) {
			names[c.Obj(id).Def.Name]++
		}
		names[o.Card().Name]++
		for _, n := range []string{"Hystrodon", "Abzan Guide", "Gudul Lurker", "Alley Assailant"} {
			if names[n] != 1 {
				t.Fatalf("seed %d: the copy has %d %s among Ann's library and face-down card: %v", seed, names[n], n, names)
			}
		}
	}
	if seen["Alley Assailant"] > 0 || seen["Hystrodon"] == 40 || len(seen) < 2 {
		t.Fatalf("the cards under the face-down permanent in Bob's copies: %v", seen)
	}
}

// TestCardNamesSkipFaceDown: "choose a card name" (Cheering Fanatic's attack trigger)
// offers the names the chooser knows of, and a face-down permanent offers none: it has no
// name (CR 708.2a) and its card is hidden from its opponents (708.5). The full test run
// once found an empty name offered, which the log wrote as "Bob chooses ".
func TestCardNamesSkipFaceDown(t *testing.T) {
	cfg := rules.Config{Seed: 7, StartingTeam: rules.NoTeam, Teams: []rules.TeamConfig{
		{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann"}, {Name: "Abe"}}},
		{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob"}, {Name: "Bea"}}},
	}}
	g, err := rules.NewFromSetup(rules.Setup{Config: cfg, Turn: &rules.TurnSetup{Team: 0, Step: rules.Main1, Number: 3},
		Players: []rules.PlayerSetup{
			{Library: []*rules.CardDef{cards.MustDef("Forest")}}, {Library: []*rules.CardDef{cards.MustDef("Forest")}},
			{Library: []*rules.CardDef{cards.MustDef("Mountain")}}, {Library: []*rules.CardDef{cards.MustDef("Mountain")}},
		},
		Permanents: []rules.PermanentSetup{
			{Def: cards.MustDef("Cheering Fanatic"), Controller: 0, AttachTo: -1},
			{Def: cards.MustDef("Hystrodon"), Controller: 2, AttachTo: -1, FaceDown: true},
		}})
	if err != nil {
		t.Fatal(err)
	}
	apply(t, g, "go to declare attackers", "Red attacks with Cheering Fanatic -> Bob", "resolve")
	d := g.Pending()
	if d.Kind != rules.DecChoice || d.Choice.Kind != rules.ChCardName {
		t.Fatalf("pending %+v, want the choice of a card name", d)
	}
	names := map[string]bool{}
	for _, o := range d.Options {
		names[o.Text] = true
	}
	if names[""] || names["Hystrodon"] || !names["Cheering Fanatic"] {
		t.Errorf("names offered %v: want Cheering Fanatic, and neither an empty name nor the face-down card's", names)
	}
}
