package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/rules"
)

// TestHiddenInformation checks, at every decision of random games, that each player's view
// holds their own and their teammate's hand (CR 810.5) and nothing of an opponent's hand,
// that no log line shown to a player names a card an opponent drew or put on the bottom,
// and that an opponent's pending choice (which may list hidden cards) shows no options.
func TestHiddenInformation(t *testing.T) {
	games := 30
	if testing.Short() {
		games = 5
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g := newRandomGame(t, seed, rules.Current)
		var rng rules.RNG
		rng.Seed(seed)
		for n := 0; !g.Over() && n < 5000; n++ {
			for p := range rules.PlayerID(g.NumPlayers()) {
				checkView(t, g, rules.PlayerID(p))
			}
			acts := g.LegalActions()
			if err := g.Apply(acts[rng.Intn(len(acts))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestHiddenInformationBroad makes the same checks in random games whose decks hold every
// implemented card, so that the choices only some cards ask for (searches, looks, reveals,
// opening-hand cards, friend or foe, ...) are checked too.
func TestHiddenInformationBroad(t *testing.T) {
	pool := broadPool(t)
	games := 100
	if testing.Short() {
		games = 6
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g := broadGame(t, pool, seed)
		var rng rules.RNG
		rng.Seed(seed)
		var acts []rules.Action
		for n := 0; !g.Over() && n < 2000 && g.NumObjects() < broadMaxObjects; n++ {
			for p := range rules.PlayerID(g.NumPlayers()) {
				checkView(t, g, rules.PlayerID(p))
			}
			acts = g.AppendLegalActions(acts[:0])
			a := acts[rng.Intn(len(acts))]
			if g.Pending().Kind == rules.DecPriority && rng.Intn(3) == 0 {
				a = acts[0]
			}
			if err := g.Apply(a); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
}

func checkView(t *testing.T, g *rules.Game, p rules.PlayerID) {
	t.Helper()
	v := g.ViewFor(p)
	me := g.TeamOf(p)
	for q, pv := range v.Players {
		real := g.Zone(rules.PlayerID(q), rules.ZoneHand)
		if pv.HandSize != len(real) {
			t.Fatalf("%s sees %d cards in %s's hand; it has %d", g.Player(p).Name, pv.HandSize, pv.Name, len(real))
		}
		if g.TeamOf(rules.PlayerID(q)) == me {
			if len(pv.Hand) != len(real) {
				t.Fatalf("%s can't see teammate %s's hand (CR 810.5)", g.Player(p).Name, pv.Name)
			}
		} else if pv.Hand != nil {
			t.Fatalf("%s sees opponent %s's hand", g.Player(p).Name, pv.Name)
		}
	}
	if v.Pending.Team != me && v.Pending.Kind != rules.DecPriority && len(v.Pending.Options) > 0 {
		t.Fatalf("%s sees the options of an opponent's %s", g.Player(p).Name, v.Pending.Kind)
	}
	// An entry that reveals a card only to one team is redacted for everyone else: their
	// journal and log must not name it.
	for i, e := range g.Journal() {
		if e.VisibleTo(rules.PlayerID(p), me) {
			continue
		}
		ve := v.Journal[i]
		if !ve.Hidden || ve.Card != nil || ve.Obj != rules.NoObj || ve.Act != nil || ve.More != nil && len(ve.More.Objs) > 0 {
			t.Fatalf("%s sees the secret entry %q", g.Player(p).Name, bind.Entry(g, e))
		}
		if e.Kind == rules.JDraws {
			if l := bind.Entry(g, ve); l != "# "+g.Player(e.Player).Name+" draws a card" {
				t.Fatalf("%s's draw line %q names the card", g.Player(p).Name, l)
			}
		}
	}
}

// TestJournalFor: a player's journal holds no detail of an entry that player may not
// see: an opponent's draw names no card and no object, a teammate's does (CR 810.5); the
// cards an opponent put on the bottom after a mulligan aren't named (CR 103.5).
func TestJournalFor(t *testing.T) {
	var draws, bottoms int
	for seed := uint64(1); seed <= 6; seed++ {
		g := newRandomGame(t, seed, rules.Current)
		playRandom(t, g, seed)
		all := g.Journal()
		for p := range rules.PlayerID(g.NumPlayers()) {
			me := g.Player(p).Team
			j := g.JournalFor(rules.PlayerID(p), 0)
			if len(j) != len(all) {
				t.Fatalf("%s's journal has %d entries; the game's has %d", g.Player(p).Name, len(j), len(all))
			}
			for i, e := range j {
				full := all[i]
				if full.Seen == rules.SeenAll {
					if e != full {
						t.Fatalf("%s's entry %d differs from the game's though everyone may see it", g.Player(p).Name, i)
					}
					continue
				}
				if full.Seen != rules.SeenTeam || rules.TeamID(full.SeenBy) != g.Player(full.Player).Team {
					t.Fatalf("the game's secret entry %d isn't its player's team's", i)
				}
				switch {
				case full.Kind == rules.JDraws:
					draws++
				case full.Kind == rules.JAction && full.ActKind == rules.ActBottom:
					bottoms++
				}
				mine := g.Player(full.Player).Team == me
				switch {
				case mine && e != full:
					t.Fatalf("%s doesn't see what their team did (entry %d)", g.Player(p).Name, i)
				case !mine && (!e.Hidden || e.Card != nil || e.Obj != rules.NoObj || e.Act != nil || e.More != nil && len(e.More.Defs) > 0):
					t.Fatalf("%s sees the secret of an opponent: %q", g.Player(p).Name, bind.Entry(g, e))
				case !mine && e.Kind == rules.JDraws && bind.Entry(g, e) != "# "+g.Player(e.Player).Name+" draws a card":
					t.Fatalf("%s's line of an opponent's draw: %q", g.Player(p).Name, bind.Entry(g, e))
				}
			}
		}
		if seed == 6 {
			// Somebody who isn't a player (a spectator) gets every entry, each secret redacted.
			for _, p := range []rules.PlayerID{rules.PlayerID(g.NumPlayers()), -1} {
				for i, e := range g.JournalFor(p, 0) {
					if e.Seen != rules.SeenAll && (!e.Hidden || e.Card != nil || e.Obj != rules.NoObj || e.Act != nil) {
						t.Fatalf("an observer (%d) sees a secret: entry %d %q", p, i, bind.Entry(g, e))
					}
				}
			}
		}
	}
	if draws == 0 || bottoms == 0 {
		t.Fatalf("the games recorded %d draws and %d cards put on the bottom; expected some of each", draws, bottoms)
	}
}

// TestViewFrom: a view from log index k carries exactly the entries from k on of the
// player's own log, secrets included for the player's team only.
func TestViewFrom(t *testing.T) {
	g := newRandomGame(t, 7, rules.Current)
	var rng rules.RNG
	rng.Seed(7)
	for n := 0; !g.Over() && n < 400; n++ {
		acts := g.LegalActions()
		if err := g.Apply(acts[rng.Intn(len(acts))]); err != nil {
			t.Fatal(err)
		}
	}
	for p := range rules.PlayerID(g.NumPlayers()) {
		full := bind.LogFor(g, rules.PlayerID(p))
		for _, k := range []int{0, 1, len(full) / 2, len(full), len(full) + 5, -3} {
			v := g.ViewFrom(rules.PlayerID(p), k)
			got := bind.ViewLog(&v)
			want := full[min(max(k, 0), len(full)):]
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Fatalf("player %d from %d: %d lines; expected the %d lines of LogFor from there", p, k, len(got), len(want))
			}
		}
	}
}

// TestOpeningChoiceHidden: whether a team holds a card it may begin the game with (CR
// 805.3b) is hidden from its opponents. Red's Leyline of Sanctity is in Ann's opening hand
// in one game and at the bottom of her library in the other; Red declines; Bob's view of
// every decision until the first turn and his log are the same in both games.
func TestOpeningChoiceHidden(t *testing.T) {
	game := func(inHand bool) *rules.Game {
		deck := func(lead string) []*rules.CardDef {
			var d []*rules.CardDef
			if lead != "" && inHand {
				d = append(d, cards.MustDef(lead))
			}
			for range 39 {
				d = append(d, cards.MustDef("Plains"))
			}
			if lead != "" && !inHand {
				d = append(d, cards.MustDef(lead))
			}
			return d
		}
		g, err := rules.New(rules.Config{Edition: rules.Current, Seed: 3, StartingTeam: 0, NoShuffle: true, Teams: []rules.TeamConfig{
			{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann", Deck: deck("Leyline of Sanctity")}, {Name: "Abe", Deck: deck("")}}},
			{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob", Deck: deck("")}, {Name: "Bea", Deck: deck("")}}},
		}})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	a, b := game(true), game(false)
	if n := a.ZoneLen(0, rules.ZoneHand); n != 7 || a.Obj(a.ZoneAt(0, rules.ZoneHand, 0)).Def.Name != "Leyline of Sanctity" {
		t.Fatalf("setup: Ann's opening hand should hold the Leyline")
	}
	bob := rules.PlayerID(2)
	for n := 0; n < 20 && a.TurnNumber() == 0; n++ {
		va, vb := a.ViewFor(bob), b.ViewFor(bob)
		if fmt.Sprintf("%+v", va.Pending) != fmt.Sprintf("%+v", vb.Pending) {
			t.Fatalf("Bob's view of the pending decision differs:\n%+v\n%+v", va.Pending, vb.Pending)
		}
		if la, lb := strings.Join(bind.ViewLog(&va), "\n"), strings.Join(bind.ViewLog(&vb), "\n"); la != lb {
			t.Fatalf("Bob's logs differ:\n%s\n--\n%s", la, lb)
		}
		line := "pass"
		switch d := a.Pending(); {
		case d.Kind == rules.DecMulligan:
			line = a.Player(d.Player).Name + " keeps"
		case d.Kind == rules.DecChoice:
			line = a.Team(d.Team).Name + " chooses none"
		}
		for _, g := range []*rules.Game{a, b} {
			if err := bind.ApplyLine(g, line); err != nil {
				t.Fatalf("%s: %v", line, err)
			}
		}
	}
	if a.TurnNumber() != 1 || b.TurnNumber() != 1 {
		t.Fatalf("the first turn didn't begin")
	}
	if log := strings.Join(bind.LogFor(a, 0), "\n"); !strings.Contains(log, "Red chooses nothing") {
		t.Fatalf("Red wasn't asked its opening choice:\n%s", log)
	}
}
