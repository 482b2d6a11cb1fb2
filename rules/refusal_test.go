package rules_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/rules"
)

// refusalGame sets up Red's (Ann, Abe) first main phase against Blue (Bob, Bea), or the
// step given. Ann has a Mountain on the battlefield and two Mountains, Lightning Bolt, Grizzly
// Bears and Hill Giant in hand; Abe has a Shock; Ann's Hill Giant (not sick) and sick Llanowar
// Elves, Bob's Giant Spider and Bea's Prodigal Sorcerer are on the battlefield.
func refusalGame(t *testing.T, step rules.Step) *rules.Game {
	t.Helper()
	def := func(n string) *rules.CardDef {
		d, err := cards.Def(n)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	d := testDecks(t)
	lib := func() []*rules.CardDef { return []*rules.CardDef{def("Forest"), def("Forest"), def("Forest")} }
	g, err := rules.NewFromSetup(rules.Setup{
		Config: rules.Config{Seed: 1, Teams: []rules.TeamConfig{
			{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann", Deck: d[0]}, {Name: "Abe", Deck: d[1]}}},
			{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob", Deck: d[2]}, {Name: "Bea", Deck: d[3]}}},
		}},
		Players: []rules.PlayerSetup{
			{Hand: []*rules.CardDef{def("Mountain"), def("Mountain"), def("Lightning Bolt"), def("Grizzly Bears"), def("Hill Giant")}, Library: lib()},
			{Hand: []*rules.CardDef{def("Shock")}, Library: lib()},
			{Library: lib()},
			{Library: lib()},
		},
		Permanents: []rules.PermanentSetup{
			{Def: def("Mountain"), Controller: 0, AttachTo: -1},
			{Def: def("Hill Giant"), Controller: 0, AttachTo: -1},
			{Def: def("Llanowar Elves"), Controller: 0, Sick: true, AttachTo: -1},
			{Def: def("Giant Spider"), Controller: 2, AttachTo: -1},
			{Def: def("Prodigal Sorcerer"), Controller: 3, AttachTo: -1},
		},
		Turn: &rules.TurnSetup{Team: 0, Step: step, Number: 3},
	})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// find is the id of the card named n in ids.
func find(t *testing.T, g *rules.Game, ids []rules.ObjID, n string) rules.ObjID {
	t.Helper()
	for _, id := range ids {
		if g.Obj(id).Def.Name == n {
			return id
		}
	}
	t.Fatalf("no %s", n)
	return rules.NoObj
}

// TestRefusalCodes: representative refused actions, each with its code, each one line and
// changing nothing.
func TestRefusalCodes(t *testing.T) {
	const ann, abe, bob, bea = rules.PlayerID(0), rules.PlayerID(1), rules.PlayerID(2), rules.PlayerID(3)
	hand := func(g *rules.Game, p rules.PlayerID, n string) rules.ObjID {
		return find(t, g, g.Zone(p, rules.ZoneHand), n)
	}
	perm := func(g *rules.Game, n string) rules.ObjID { return find(t, g, g.Battlefield(), n) }
	cast := func(p rules.PlayerID, id rules.ObjID, ts ...rules.Target) rules.Action {
		return rules.Action{Kind: rules.ActCast, Player: p, Team: rules.NoTeam, Obj: id, Targets: ts, Assist: rules.NoPlayer}
	}
	activate := func(p rules.PlayerID, id rules.ObjID, ability int, ts ...rules.Target) rules.Action {
		return rules.Action{Kind: rules.ActActivate, Player: p, Team: rules.NoTeam, Obj: id, Ability: ability, Targets: ts, Assist: rules.NoPlayer}
	}
	play := func(p rules.PlayerID, id rules.ObjID) rules.Action {
		return rules.Action{Kind: rules.ActPlayLand, Player: p, Team: rules.NoTeam, Obj: id, Assist: rules.NoPlayer}
	}
	for _, c := range []struct {
		name string
		step rules.Step
		// before are legal actions that set the position up; act is refused with want.
		before func(*rules.Game) []rules.Action
		act    func(*rules.Game) rules.Action
		want   rules.RefusalCode
	}{
		{"pass without priority", rules.Main1, nil, func(*rules.Game) rules.Action { return rules.Pass(1) }, rules.RefusedNotYourPriority},
		{"cast without priority", rules.Main1, nil, func(g *rules.Game) rules.Action {
			return cast(abe+2, hand(g, ann, "Lightning Bolt"), rules.PlayerTarget(bob))
		}, rules.RefusedNotYourPriority},
		{"unknown player", rules.Main1, nil, func(g *rules.Game) rules.Action { return cast(42, hand(g, ann, "Lightning Bolt")) }, rules.RefusedUnknownPlayer},
		{"negative player", rules.Main1, nil, func(g *rules.Game) rules.Action { return play(-5, hand(g, ann, "Mountain")) }, rules.RefusedUnknownPlayer},
		{"unknown team", rules.Main1, nil, func(*rules.Game) rules.Action { return rules.Pass(7) }, rules.RefusedUnknownPlayer},
		{"unknown card", rules.Main1, nil, func(*rules.Game) rules.Action { return cast(ann, 123456) }, rules.RefusedUnknownObject},
		{"unknown permanent", rules.Main1, nil, func(*rules.Game) rules.Action { return activate(ann, -3, 0) }, rules.RefusedUnknownObject},
		{"teammate's card", rules.Main1, nil, func(g *rules.Game) rules.Action {
			return cast(ann, hand(g, abe, "Shock"), rules.PlayerTarget(bob))
		}, rules.RefusedWrongZone},
		{"bolt a land", rules.Main1, nil, func(g *rules.Game) rules.Action {
			return cast(ann, hand(g, ann, "Lightning Bolt"), rules.ObjTarget(perm(g, "Mountain")))
		}, rules.RefusedIllegalTarget},
		{"bolt without target", rules.Main1, nil, func(g *rules.Game) rules.Action { return cast(ann, hand(g, ann, "Lightning Bolt")) }, rules.RefusedIllegalTarget},
		{"X on a spell without X", rules.Main1, nil, func(g *rules.Game) rules.Action {
			a := cast(ann, hand(g, ann, "Grizzly Bears"))
			a.X = 2
			return a
		}, rules.RefusedMalformed},
		{"too little mana", rules.Main1, nil, func(g *rules.Game) rules.Action { return cast(ann, hand(g, ann, "Hill Giant")) }, rules.RefusedCostUnpaid},
		{"play a spell as a land", rules.Main1, nil, func(g *rules.Game) rules.Action { return play(ann, hand(g, ann, "Grizzly Bears")) }, rules.RefusedMalformed},
		{"second land", rules.Main1, func(g *rules.Game) []rules.Action {
			return []rules.Action{play(ann, hand(g, ann, "Mountain"))}
		}, func(g *rules.Game) rules.Action { return play(ann, hand(g, ann, "Mountain")) }, rules.RefusedLimitReached},
		{"land from the library", rules.Main1, nil, func(g *rules.Game) rules.Action { return play(ann, g.ZoneAt(ann, rules.ZoneLibrary, 0)) }, rules.RefusedWrongZone},
		{"creature with a spell on the stack", rules.Main1, func(g *rules.Game) []rules.Action {
			return []rules.Action{cast(ann, hand(g, ann, "Lightning Bolt"), rules.PlayerTarget(bob))}
		}, func(g *rules.Game) rules.Action { return cast(ann, hand(g, ann, "Grizzly Bears")) }, rules.RefusedWrongTiming},
		{"someone else's permanent", rules.Main1, nil, func(g *rules.Game) rules.Action {
			return activate(ann, perm(g, "Prodigal Sorcerer"), 0, rules.PlayerTarget(bob))
		}, rules.RefusedNotController},
		{"no such ability", rules.Main1, nil, func(g *rules.Game) rules.Action { return activate(ann, perm(g, "Hill Giant"), 3) }, rules.RefusedNoSuchAbility},
		{"no such mana", rules.Main1, nil, func(g *rules.Game) rules.Action {
			return rules.Action{Kind: rules.ActTapForMana, Player: ann, Team: rules.NoTeam, Obj: perm(g, "Mountain"), Mana: rules.ManaKind(rules.Green), Assist: rules.NoPlayer}
		}, rules.RefusedNoSuchAbility},
		{"attack with priority", rules.Main1, nil, func(g *rules.Game) rules.Action {
			return rules.Action{Kind: rules.ActAttack, Team: 0, Player: rules.NoPlayer, Assist: rules.NoPlayer,
				Attacks: []rules.AttackDecl{{Attacker: perm(g, "Hill Giant"), Target: rules.PlayerTarget(bob), Team: rules.NoTeam}}}
		}, rules.RefusedOtherDecision},
		{"attack with a sick creature", rules.DeclareAttackers, nil, func(g *rules.Game) rules.Action {
			return rules.Action{Kind: rules.ActAttack, Team: 0, Player: rules.NoPlayer, Assist: rules.NoPlayer,
				Attacks: []rules.AttackDecl{{Attacker: perm(g, "Llanowar Elves"), Target: rules.PlayerTarget(bob), Team: rules.NoTeam}}}
		}, rules.RefusedIllegalAttack},
		{"block with the attacking team's creature", rules.DeclareAttackers, func(g *rules.Game) []rules.Action {
			return []rules.Action{{Kind: rules.ActAttack, Team: 0, Player: rules.NoPlayer, Assist: rules.NoPlayer,
				Attacks: []rules.AttackDecl{{Attacker: perm(g, "Hill Giant"), Target: rules.PlayerTarget(bob), Team: rules.NoTeam}}},
				rules.Pass(0), rules.Pass(1)}
		}, func(g *rules.Game) rules.Action {
			return rules.Action{Kind: rules.ActBlock, Team: 1, Player: rules.NoPlayer, Assist: rules.NoPlayer,
				Blocks: []rules.BlockDecl{{Blocker: perm(g, "Llanowar Elves"), Attacker: perm(g, "Hill Giant")}}}
		}, rules.RefusedIllegalBlock},
		{"concede, then act", rules.Main1, func(*rules.Game) []rules.Action {
			return []rules.Action{{Kind: rules.ActConcede, Player: bea, Team: rules.NoTeam, Assist: rules.NoPlayer}}
		}, func(*rules.Game) rules.Action { return rules.Pass(0) }, rules.RefusedGameOver},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := refusalGame(t, c.step)
			if c.before != nil {
				for _, a := range c.before(g) {
					if err := g.Apply(a); err != nil {
						t.Fatalf("setting up: %v", err)
					}
				}
			}
			a := c.act(g)
			before, logLen := g.Hash(), g.JournalLen()
			err := g.Apply(a)
			var r *rules.Refusal
			if !errors.As(err, &r) {
				t.Fatalf("got %v (%T); want a *rules.Refusal", err, err)
			}
			if r.Code != c.want || rules.CodeOf(err) != c.want {
				t.Fatalf("got code %q (%v); want %q", r.Code, err, c.want)
			}
			t.Logf("%s: %v", r.Code, err)
			if msg := err.Error(); msg == "" || strings.Contains(msg, "\n") {
				t.Fatalf("message %q is not one line", msg)
			}
			if g.Hash() != before || g.JournalLen() != logLen {
				t.Fatalf("the refused action changed the game")
			}
		})
	}
}

// TestRefusalMulligan: refusals while opening hands are decided.
func TestRefusalMulligan(t *testing.T) {
	g := newRandomGame(t, 3, rules.Current)
	p := g.Pending()
	if p.Kind != rules.DecMulligan {
		t.Fatalf("pending %+v; want a mulligan decision", p)
	}
	who := p.Player
	other := rules.PlayerID((int(who) + 2) % g.NumPlayers()) // on the other team
	keep := func(q rules.PlayerID) rules.Action {
		return rules.Action{Kind: rules.ActKeep, Player: q, Team: rules.NoTeam, Assist: rules.NoPlayer}
	}
	if err := g.Apply(keep(other)); rules.CodeOf(err) != rules.RefusedNotYourDecision {
		t.Fatalf("the other team keeps first: got %v (%q); want %q", err, rules.CodeOf(err), rules.RefusedNotYourDecision)
	}
	if err := g.Apply(rules.Pass(0)); rules.CodeOf(err) != rules.RefusedOtherDecision {
		t.Fatalf("pass during mulligans: got %v (%q); want %q", err, rules.CodeOf(err), rules.RefusedOtherDecision)
	}
	// The first mulligan is free in multiplayer (CR 103.5c): mulligan twice, then keep and
	// put one card on the bottom (CR 103.5), not two.
	for n := 0; g.Pending().Kind == rules.DecMulligan; {
		a := keep(g.Pending().Player)
		if g.Pending().Player == who && n < 2 {
			a.Kind = rules.ActMulligan
			n++
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if p := g.Pending(); p.Kind != rules.DecBottom || p.Player != who {
		t.Fatalf("pending %+v; want %d to put a card on the bottom", p, who)
	}
	h := g.Zone(who, rules.ZoneHand)
	err := g.Apply(rules.Action{Kind: rules.ActBottom, Player: who, Team: rules.NoTeam, Assist: rules.NoPlayer, Cards: []rules.ObjID{h[0], h[1]}})
	if rules.CodeOf(err) != rules.RefusedBadChoice {
		t.Fatalf("bottoming two after one mulligan: got %v (%q); want %q", err, rules.CodeOf(err), rules.RefusedBadChoice)
	}
}

// TestRefusalCodeNames: every code has a name, and CodeOf sees through wrapping.
func TestRefusalCodeNames(t *testing.T) {
	seen := map[string]bool{}
	for c := rules.RefusedNone; c <= rules.RefusedBadChoice; c++ {
		n := c.String()
		if n == "" || strings.HasPrefix(n, "RefusalCode(") || seen[n] {
			t.Fatalf("code %d has name %q", c, n)
		}
		seen[n] = true
	}
	r := rules.NewRefusal(rules.RefusedIllegalTarget, "%s is not a legal target", "Bob")
	if err := error(r); err.Error() != "Bob is not a legal target" {
		t.Fatalf("message %q", err)
	}
	wrapped := errors.Join(errors.New("context"), r)
	if rules.CodeOf(wrapped) != rules.RefusedIllegalTarget || rules.CodeOf(errors.New("x")) != rules.RefusedNone || rules.CodeOf(nil) != rules.RefusedNone {
		t.Fatal("CodeOf doesn't find the refusal in a chain")
	}
}
