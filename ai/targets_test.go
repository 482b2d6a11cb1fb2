package ai

import (
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// teamOfTarget is the team of a target's player or controller.
func teamOfTarget(g *rules.Game, tg rules.Target) rules.TeamID {
	if tg.IsPlayer() {
		return g.TeamOf(tg.Player)
	}
	return g.TeamOf(g.Obj(tg.Obj).Controller)
}

func TestHeuristicSupportSpellTargets(t *testing.T) {
	// Lead by Example: a +1/+1 counter on each of up to two target creatures. They go on
	// Red's own creatures, the flier first; never on Blue's.
	g := position(t, `
name: lead by example
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Lead by Example]
        battlefield: [Forest, Forest, Grizzly Bears, Serra Angel]
      - name: Abe
        battlefield: [Hill Giant]
  - name: Blue
    players:
      - name: Bob
        battlefield: [Colossal Dreadmaw, Raging Goblin]
      - name: Bea
        battlefield: [Giant Spider]
turn: {team: Red, step: main1, number: 3}
`)
	a := act(t, g)
	if a.Kind != rules.ActCast || g.Obj(a.Obj).Def.Name != "Lead by Example" {
		t.Fatalf("expected Lead by Example to be cast, got %q", bind.FormatAction(g, a))
	}
	if len(a.Targets) != 2 {
		t.Fatalf("expected two targets, got %q", bind.FormatAction(g, a))
	}
	angel := false
	for _, tg := range a.Targets {
		if teamOfTarget(g, tg) != 0 {
			t.Fatalf("%q puts a counter on an opponent's creature", bind.FormatAction(g, a))
		}
		angel = angel || g.Obj(tg.Obj).Def.Name == "Serra Angel"
	}
	if !angel {
		t.Fatalf("expected the flier to get a counter, got %q", bind.FormatAction(g, a))
	}
}

func TestHeuristicSupportTriggerTargets(t *testing.T) {
	// Expedition Raptor's support 2 on entering: Ann's only other creature gets a
	// counter, then no more targets rather than an opponent's creature.
	g := position(t, `
name: support trigger
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Expedition Raptor]
        battlefield: [5 Plains, Grizzly Bears]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Colossal Dreadmaw, Raging Goblin]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
script:
  - Ann casts Expedition Raptor
  - resolve
`)
	for n := 0; n < 5 && g.Pending().Kind == rules.DecChoice; n++ {
		act(t, g)
	}
	st := g.Stack()
	if len(st) != 1 || st[0].Ability == nil {
		t.Fatalf("expected the support trigger on the stack, got %d items (pending %v)", len(st), g.Pending().Kind)
	}
	ts := st[0].Res.Targets
	if len(ts) != 1 || g.Obj(ts[0].Obj).Def.Name != "Grizzly Bears" {
		var names []string
		for _, tg := range ts {
			names = append(names, g.Obj(tg.Obj).Def.Name)
		}
		t.Fatalf("expected only Grizzly Bears as the target, got %v", names)
	}
}

func TestHeuristicKillsWithMinusToughness(t *testing.T) {
	// Last Gasp (-3/-3) kills the biggest creature it can: the Hill Giant, not the bears,
	// and never Red's own.
	g := position(t, `
name: last gasp
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Last Gasp]
        battlefield: [Swamp, Swamp, Grizzly Bears]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Hill Giant, Raging Goblin, Colossal Dreadmaw]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
`)
	a := act(t, g)
	if a.Kind != rules.ActCast || g.Obj(a.Obj).Def.Name != "Last Gasp" || len(a.Targets) != 1 || g.Obj(a.Targets[0].Obj).Def.Name != "Hill Giant" {
		t.Fatalf("expected Last Gasp on Hill Giant, got %q", bind.FormatAction(g, a))
	}
}

func TestHeuristicCastsCardDraw(t *testing.T) {
	// Opportunity: target player draws four cards. It goes to a player of the team.
	g := position(t, `
name: opportunity
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Opportunity]
        battlefield: [6 Island]
        library: [10 Island]
      - name: Abe
        library: [10 Island]
  - name: Blue
    players:
      - name: Bob
        library: [10 Island]
      - name: Bea
        library: [10 Island]
turn: {team: Red, step: main1, number: 3}
`)
	a := act(t, g)
	if a.Kind != rules.ActCast || g.Obj(a.Obj).Def.Name != "Opportunity" || len(a.Targets) != 1 || teamOfTarget(g, a.Targets[0]) != 0 {
		t.Fatalf("expected Opportunity on a player of Red, got %q", bind.FormatAction(g, a))
	}
}

func TestHeuristicHarmfulUpToTargets(t *testing.T) {
	// Wrap in Flames: 1 damage to each of up to three target creatures, which can't
	// block this turn. Only Blue's creatures are hit, the Raging Goblin (which dies)
	// among them, though there are three creatures of Red's to choose from as well.
	g := position(t, `
name: wrap in flames
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Wrap in Flames]
        battlefield: [4 Mountain, Llanowar Elves, Raging Goblin]
      - name: Abe
        battlefield: [Grizzly Bears]
  - name: Blue
    players:
      - name: Bob
        battlefield: [Raging Goblin, Hill Giant]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
`)
	a := act(t, g)
	if a.Kind != rules.ActCast || g.Obj(a.Obj).Def.Name != "Wrap in Flames" {
		t.Fatalf("expected Wrap in Flames to be cast, got %q", bind.FormatAction(g, a))
	}
	goblin := false
	for _, tg := range a.Targets {
		if teamOfTarget(g, tg) != 1 {
			t.Fatalf("%q hits Red's own creature", bind.FormatAction(g, a))
		}
		goblin = goblin || g.Obj(tg.Obj).Def.Name == "Raging Goblin"
	}
	if !goblin {
		t.Fatalf("expected the Raging Goblin among the targets, got %q", bind.FormatAction(g, a))
	}
}

func TestHeuristicAugerSpree(t *testing.T) {
	// Auger Spree (+4/-4) kills a creature with toughness 4 or less: the Serra Angel,
	// Blue's best it can kill; on the 6/6 Dreadmaw it would only add power.
	g := position(t, `
name: auger spree
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Auger Spree]
        battlefield: [Swamp, Mountain, Mountain, Grizzly Bears]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Colossal Dreadmaw, Raging Goblin]
      - name: Bea
        battlefield: [Serra Angel]
turn: {team: Red, step: main1, number: 3}
`)
	a := act(t, g)
	if a.Kind != rules.ActCast || g.Obj(a.Obj).Def.Name != "Auger Spree" || len(a.Targets) != 1 || g.Obj(a.Targets[0].Obj).Def.Name != "Serra Angel" {
		t.Fatalf("expected Auger Spree on Serra Angel, got %q", bind.FormatAction(g, a))
	}
}
