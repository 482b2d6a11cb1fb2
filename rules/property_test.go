package rules_test

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// checkInvariants checks what must hold after every action of every game.
func checkInvariants(t *testing.T, g *rules.Game, cardsInGame int) {
	t.Helper()
	// Each card is in exactly one zone.
	where := make([]int, g.NumObjects())
	count := func(ids []rules.ObjID) {
		for _, id := range ids {
			where[id]++
		}
	}
	for i := range rules.PlayerID(g.NumPlayers()) {
		for _, z := range []rules.Zone{rules.ZoneLibrary, rules.ZoneHand, rules.ZoneGraveyard, rules.ZoneExile} {
			count(g.Zone(rules.PlayerID(i), z))
		}
	}
	count(g.Battlefield())
	for _, s := range g.Stack() {
		if s.Spell {
			where[s.Obj]++
		}
	}
	cards := 0
	for i := 0; i < g.NumObjects(); i++ {
		o := g.Obj(rules.ObjID(i))
		n := where[o.ID]
		if o.Zone == rules.ZoneNone {
			if n != 0 {
				t.Fatalf("object %d (%s) left the game's zones but is listed %d times", o.ID, o.Def.Name, n)
			}
			continue
		}
		if n != 1 {
			t.Fatalf("object %d (%s) in %s is listed %d times", o.ID, o.Def.Name, o.Zone, n)
		}
		if !o.Def.Token {
			cards++
		}
	}
	if cards != cardsInGame {
		t.Fatalf("%d cards in the game's zones; expected %d", cards, cardsInGame)
	}
}

// checkLifeLog checks that each team's life equals its starting life plus the changes the
// journal records, each change continuing from the last.
func checkLifeLog(t *testing.T, g *rules.Game) {
	t.Helper()
	// Life is held per team, or per player where teams share turns but not life (CR 808
	// with the shared team turns option, 805).
	perPlayer := g.Config().Options.SharedTurns
	holders := g.NumTeams()
	if perPlayer {
		holders = g.NumPlayers()
	}
	life := make([]int, holders)
	name := func(h int) string { return g.Team(rules.TeamID(h)).Name }
	held := func(h int) int { return g.Team(rules.TeamID(h)).Life }
	for h := range life {
		life[h] = g.Rules().StartingLife(g.TeamSize(rules.TeamID(h)))
	}
	if perPlayer {
		name = func(h int) string { return g.Player(rules.PlayerID(h)).Name }
		held = func(h int) int { return g.PlayerLife(rules.PlayerID(h)) }
		for h := range life {
			life[h] = g.Rules().StartingLife(1)
		}
	}
	for i, e := range g.Journal() {
		n := int(e.N)
		switch e.Kind {
		case rules.JLosesLife, rules.JPaysLife:
		case rules.JGainsLife:
			n = -n
		default:
			continue
		}
		h := int(e.Team)
		if perPlayer {
			h = int(e.Player)
		}
		before, after := int(e.M), int(e.K)
		if life[h] != before {
			t.Fatalf("journal entry %d (%s) starts from %d; %s had %d", i, bind.Entry(g, e), before, name(h), life[h])
		}
		if before-n != after {
			t.Fatalf("journal entry %d (%s): %d - %d != %d", i, bind.Entry(g, e), before, n, after)
		}
		life[h] = after
	}
	for h := range life {
		if got := held(h); life[h] != got {
			t.Fatalf("%s has %d life; the journal adds up to %d", name(h), got, life[h])
		}
	}
}

// mutations returns actions near a legal one that may or may not be legal.
func mutations(a rules.Action, g *rules.Game, rng *rules.RNG) []rules.Action {
	var out []rules.Action
	b := a
	b.Player = rules.PlayerID(rng.Intn(g.NumPlayers()))
	out = append(out, b)
	b = a
	b.Team = rules.TeamID(rng.Intn(g.NumTeams()))
	out = append(out, b)
	b = a
	b.Obj = rules.ObjID(rng.Intn(g.NumObjects()))
	out = append(out, b)
	if len(a.Targets) > 0 {
		b = a
		b.Targets = append([]rules.Target(nil), a.Targets...)
		b.Targets[0] = rules.ObjTarget(rules.ObjID(rng.Intn(g.NumObjects())))
		out = append(out, b)
	}
	b = a
	b.Kind = rules.ActionKind(rng.Intn(13))
	out = append(out, b)
	return out
}

// sameAction compares the fields that matter for an action's kind; copies of one card in
// a hand count as the same card.
func sameAction(g *rules.Game, a, b rules.Action) bool {
	key := func(x rules.Action) rules.Action {
		k := rules.Action{Kind: x.Kind, Player: x.Player}
		switch x.Kind {
		case rules.ActPass:
			return rules.Action{Kind: x.Kind, Team: x.Team}
		case rules.ActPlayLand, rules.ActCast:
			k.Obj = rules.ObjID(len(g.Obj(x.Obj).Def.Name)) // stands for the card, not the copy
			k.Targets, k.X, k.Bestow, k.Assist, k.AssistMana = x.Targets, x.X, x.Bestow, x.Assist, x.AssistMana
			if len(k.Targets) == 0 {
				k.Targets = nil
			}
		}
		return k
	}
	if a.Kind == b.Kind && (a.Kind == rules.ActPlayLand || a.Kind == rules.ActCast) && g.Obj(a.Obj).Def != g.Obj(b.Obj).Def {
		return false
	}
	return reflect.DeepEqual(key(a), key(b))
}

// TestRandomGames plays seeded random games in every edition and checks the invariants:
// no panic, every game ends (a turn limit makes a stuck game a draw), each card in exactly
// one zone, life equal to the changes in the log, listed actions accepted, refused
// actions changing nothing, and no accepted action outside the legal list where that
// list is complete.
func TestRandomGames(t *testing.T) {
	games := 250 // per edition: 1,000 in all
	if testing.Short() {
		games = 20
	}
	for _, ed := range []rules.Edition{rules.Current, rules.Ed2011, rules.Ed2008, rules.Ed2006} {
		for seed := uint64(1); seed <= uint64(games); seed++ {
			t.Run(fmt.Sprintf("%s/%d", ed, seed), func(t *testing.T) {
				randomGame(t, seed, ed)
			})
		}
	}
}

func randomGame(t *testing.T, seed uint64, ed rules.Edition) {
	playChecked(t, seed, newRandomGame(t, seed, ed), 240)
}

// playChecked plays g with random legal actions and mutations of them, checking the
// invariants after every action; cards is how many cards the game holds.
func playChecked(t *testing.T, seed uint64, g *rules.Game, cards int) {
	var rng rules.RNG
	rng.Seed(seed * 7919)
	for n := 0; !g.Over(); n++ {
		if n > 20000 {
			t.Fatalf("seed %d: no end after %d actions", seed, n)
		}
		acts := g.LegalActions()
		if len(acts) == 0 {
			t.Fatalf("seed %d: no legal action for %+v", seed, g.Pending())
		}
		if n%10 == 0 {
			for _, m := range mutations(acts[rng.Intn(len(acts))], g, &rng) {
				c := g.Clone()
				before := c.Hash()
				if err := c.Apply(m); err != nil {
					if c.Hash() != before {
						t.Fatalf("seed %d: refused action %+v changed the game", seed, m)
					}
					if rules.CodeOf(err) == rules.RefusedNone {
						t.Fatalf("seed %d: refusal of %+v has no refusal code: %v", seed, m, err)
					}
					continue
				}
				listed := false
				for _, a := range acts {
					listed = listed || sameAction(g, a, m)
				}
				complete := m.X == 0 && m.Assist == rules.NoPlayer && (m.Kind == rules.ActPass || m.Kind == rules.ActPlayLand || m.Kind == rules.ActCast || m.Kind == rules.ActKeep || m.Kind == rules.ActMulligan)
				if complete && !listed {
					t.Fatalf("seed %d: accepted %q (%+v), which is not among the legal actions", seed, bind.FormatAction(g, m), m)
				}
			}
		}
		a := acts[rng.Intn(len(acts))]
		if g.Pending().Kind == rules.DecPriority && rng.Intn(3) == 0 {
			a = acts[0]
		}
		if err := g.Apply(a); err != nil {
			t.Fatalf("seed %d: listed action %q refused: %v", seed, bind.FormatAction(g, a), err)
		}
		checkInvariants(t, g, cards)
	}
	checkLifeLog(t, g)
}
