package rules_test

import (
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/rules"
)

// stackSetup is Red's (Ann, Abe) first main phase against Blue (Bob, Bea), with the stack
// given on top of Bob's Grizzly Bears, Bea's Prodigal Sorcerer and Ann's Llanowar Elves.
func stackSetup(t *testing.T, stack []rules.StackSetup) (*rules.Game, error) {
	t.Helper()
	d := testDecks(t)
	lib := func() []*rules.CardDef { return []*rules.CardDef{cardDef(t, "Forest"), cardDef(t, "Forest")} }
	return rules.NewFromSetup(rules.Setup{
		Config: rules.Config{Seed: 1, Teams: []rules.TeamConfig{
			{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann", Deck: d[0]}, {Name: "Abe", Deck: d[1]}}},
			{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob", Deck: d[2]}, {Name: "Bea", Deck: d[3]}}},
		}},
		Players: []rules.PlayerSetup{{Library: lib()}, {Library: lib()}, {Library: lib()}, {Library: lib()}},
		Permanents: []rules.PermanentSetup{
			{Def: cardDef(t, "Grizzly Bears"), Controller: 2, AttachTo: -1},
			{Def: cardDef(t, "Prodigal Sorcerer"), Controller: 3, AttachTo: -1},
			{Def: cardDef(t, "Llanowar Elves"), Controller: 0, AttachTo: -1},
		},
		Stack: stack,
		Turn:  &rules.TurnSetup{Team: 0, Step: rules.Main1, Number: 3},
	})
}

func cardDef(t *testing.T, name string) *rules.CardDef {
	t.Helper()
	d, err := cards.Def(name)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func noTarget() rules.SetupTarget {
	return rules.SetupTarget{Player: rules.NoPlayer, Permanent: -1, Stack: -1}
}

// TestSetupStack: a Setup's stack holds spells and abilities with their controllers and
// targets (a permanent, a player, a spell below), bottom first, and they resolve as cast
// ones do: Bob's Counterspell counters Ann's Lightning Bolt at his Grizzly Bears, and Bea's
// Prodigal Sorcerer deals 1 damage to Red.
func TestSetupStack(t *testing.T) {
	bears, bolt, ann := noTarget(), noTarget(), noTarget()
	bears.Permanent, bolt.Stack, ann.Player = 0, 0, 0
	g, err := stackSetup(t, []rules.StackSetup{
		{Def: cardDef(t, "Lightning Bolt"), Controller: 0, Source: -1, Ability: -1, Targets: []rules.SetupTarget{bears}},
		{Controller: 3, Source: 1, Ability: 0, Targets: []rules.SetupTarget{ann}},
		{Def: cardDef(t, "Counterspell"), Controller: 2, Source: -1, Ability: -1, Targets: []rules.SetupTarget{bolt}},
	})
	if err != nil {
		t.Fatal(err)
	}
	st := g.Stack()
	if len(st) != 3 {
		t.Fatalf("the stack holds %d items; want 3", len(st))
	}
	boltObj, bearsObj := st[0].Obj, g.Battlefield()[0]
	if !st[0].Spell || st[0].Controller != 0 || g.Obj(boltObj).Zone != rules.ZoneStack || st[0].Res.Targets[0] != rules.ObjTarget(bearsObj) {
		t.Errorf("Lightning Bolt set up as %+v", st[0])
	}
	if st[1].Spell || st[1].Obj != g.Battlefield()[1] || st[1].Res.Targets[0] != rules.PlayerTarget(0) {
		t.Errorf("Prodigal Sorcerer's ability set up as %+v", st[1])
	}
	if st[2].Res.Targets[0] != rules.ObjTarget(boltObj) || st[2].Controller != 2 {
		t.Errorf("Counterspell set up as %+v", st[2])
	}
	if v := g.ViewFor(0); len(v.Stack) != 3 || v.Stack[1].Ability != 0 || v.Stack[1].Obj != st[1].Obj || v.Stack[0].Ability != -1 {
		t.Errorf("the view's stack: %+v", v.Stack)
	}
	life := g.Team(0).Life
	for i := 0; len(g.Stack()) > 0 && i < 20; i++ {
		if err := g.Apply(rules.Pass(g.Pending().Team)); err != nil {
			t.Fatal(err)
		}
	}
	if len(g.Stack()) > 0 {
		t.Fatal("the stack did not resolve")
	}
	if o := g.Obj(bearsObj); o.Zone != rules.ZoneBattlefield || o.Damage != 0 {
		t.Errorf("Grizzly Bears: %v with %d damage; the Bolt was countered", o.Zone, o.Damage)
	}
	gy := g.Zone(0, rules.ZoneGraveyard)
	if len(gy) != 1 || g.Obj(gy[0]).Def.Name != "Lightning Bolt" || g.Team(0).Life != life-1 {
		t.Errorf("Ann's graveyard %v, Red at %d life; want the Bolt and %d", gy, g.Team(0).Life, life-1)
	}
}

// TestSetupStackRefused: a stack item naming what isn't there, or what can't be on the
// stack as set up, is one error.
func TestSetupStackRefused(t *testing.T) {
	above, badPerm := noTarget(), noTarget()
	above.Stack, badPerm.Permanent = 1, 9
	bolt := func(ts ...rules.SetupTarget) rules.StackSetup {
		return rules.StackSetup{Def: cardDef(t, "Lightning Bolt"), Controller: 0, Source: -1, Ability: -1, Targets: ts}
	}
	cases := []struct {
		name  string
		stack []rules.StackSetup
		want  string
	}{
		{"no card", []rules.StackSetup{{Controller: 0, Source: -1, Ability: -1}}, "without its card"},
		{"no controller", []rules.StackSetup{{Def: cardDef(t, "Shock"), Controller: 7, Source: -1, Ability: -1}}, "no player 7"},
		{"target above", []rules.StackSetup{bolt(above), bolt()}, "a target that is no"},
		{"no permanent", []rules.StackSetup{bolt(badPerm)}, "a target that is no"},
		{"no source", []rules.StackSetup{{Controller: 3, Source: 5, Ability: 0}}, "no permanent 6"},
		{"no ability", []rules.StackSetup{{Controller: 3, Source: 1, Ability: 4}}, "has no ability 4"},
		{"mana ability", []rules.StackSetup{{Controller: 0, Source: 2, Ability: 0}}, "doesn't go on the stack"},
	}
	for _, c := range cases {
		_, err := stackSetup(t, c.stack)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want an error with %q", c.name, err, c.want)
		}
	}
}
