package server

import (
	"errors"
	"testing"

	"github.com/ettinmtg/ettin/ai"
	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/rules"
)

// TestViewGameRebuild plays a game with random players and, at every decision, rebuilds
// the game from the deciding seat's wire view as a network bot does: the built game waits
// on the same decision, its battlefield, the seat's team's hands, graveyards and life
// totals are the view's, and every legal action the seat was sent names objects of the
// built game. A stack is rebuilt too (its spells and abilities, controllers and targets
// as the view shows them), and most decisions with a stack are. Views that can't be
// rebuilt (the mulligans) are refused with errNoBuild, never a panic; most decisions are
// rebuilt.
func TestViewGameRebuild(t *testing.T) {
	setup, _, _, err := buildSetup(peopleTable(21))
	if err != nil {
		t.Fatal(err)
	}
	g, err := newGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	pol := ai.NewRandom(3)
	built, refused := 0, 0
	stacks, stacksBuilt := 0, 0
	for n := 0; !g.Over() && n < 3000; n++ {
		seat := ExpectedSeat(g, n)
		vg, wv := rebuild(t, n, g, seat)
		if len(wv.Stack) > 0 {
			stacks++
			if vg != nil {
				stacksBuilt++
			}
		}
		if vg == nil {
			refused++
		} else {
			built++
		}
		sit := ai.NewSituation(g, seat, uint64(n))
		a := pol.Act(sit)
		sit.Done()
		if err := g.Apply(a); err != nil {
			t.Fatalf("action %d: %v", n, err)
		}
	}
	t.Logf("%d decisions rebuilt, %d not; %d of %d with a stack", built, refused, stacksBuilt, stacks)
	if stacks == 0 || stacksBuilt*2 < stacks {
		t.Errorf("%d of %d decisions with a stack rebuilt; want at least half", stacksBuilt, stacks)
	}
	if built < 3*refused {
		t.Errorf("%d decisions rebuilt, %d not; want at least three quarters rebuilt", built, refused)
	}
}

// rebuild builds the game of seat's view of g at action n, as the network bot does, and
// checks it against g (checkBuilt); nil when the bot doesn't rebuild that view. It returns
// the view too.
func rebuild(t *testing.T, n int, g *rules.Game, seat rules.PlayerID) (*viewGame, *View) {
	t.Helper()
	wv := wireView(g, g.ViewFrom(seat, g.JournalLen()))
	d := wireDecision(g, g.Pending(), SeatActions(g, seat), true)
	vg, err := buildViewGame(&wv, d, uint64(n))
	switch {
	case errors.Is(err, errNoBuild):
		return nil, &wv
	case err != nil:
		t.Fatalf("action %d: %v", n, err)
	}
	checkBuilt(t, n, g, vg, &wv, d, seat)
	return vg, &wv
}

func checkBuilt(t *testing.T, n int, g *rules.Game, vg *viewGame, wv *View, d *Decision, seat rules.PlayerID) {
	t.Helper()
	b := vg.g
	if pd := b.Pending(); pd.Kind.String() != d.Kind || pd.Team != d.Team || pd.Player != d.Player {
		t.Fatalf("action %d: built game waits on %v of team %d, the game on %s of team %d", n, pd.Kind, pd.Team, d.Kind, d.Team)
	}
	for _, pm := range wv.Battlefield {
		o := b.Obj(vg.toGame[pm.ID])
		if o == nil || o.Def.Name != g.Obj(pm.ID).Def.Name || o.Controller != pm.Controller || o.Tapped != pm.Tapped {
			t.Fatalf("action %d: permanent %d (%s) not rebuilt: %+v", n, pm.ID, pm.Name, o)
		}
	}
	real, got := g.Stack(), b.Stack()
	if len(real) != len(got) {
		t.Fatalf("action %d: the stack holds %d items, %d built", n, len(real), len(got))
	}
	for i := range real {
		r, o := real[i], got[i]
		if r.Spell != o.Spell || r.Controller != o.Controller || g.Obj(r.Obj).Def.Name != b.Obj(o.Obj).Def.Name ||
			r.Ability != o.Ability || len(r.Res.Targets) != len(o.Res.Targets) {
			t.Fatalf("action %d: stack item %d (%s) not rebuilt", n, i, g.Obj(r.Obj).Def.Name)
		}
		for k, tg := range r.Res.Targets {
			bt := o.Res.Targets[k]
			if tg.Player != bt.Player || tg.Obj != rules.NoObj && vg.toWire[bt.Obj] != tg.Obj {
				t.Fatalf("action %d: stack item %d's target %d is %+v, built %+v", n, i, k, tg, bt)
			}
		}
	}
	for p := range g.NumPlayers() {
		pid := rules.PlayerID(p)
		zones := []rules.Zone{rules.ZoneGraveyard, rules.ZoneExile}
		if g.TeamOf(pid) == g.TeamOf(seat) {
			zones = append(zones, rules.ZoneHand)
		}
		for _, z := range zones {
			real, got := g.Zone(pid, z), b.Zone(pid, z)
			if len(real) != len(got) {
				t.Fatalf("action %d: player %d zone %v: %d cards, %d built", n, p, z, len(real), len(got))
			}
			for i := range real {
				if g.Obj(real[i]).Def.Name != b.Obj(got[i]).Def.Name || vg.toWire[got[i]] != real[i] {
					t.Fatalf("action %d: player %d zone %v card %d differs", n, p, z, i)
				}
			}
		}
		if b.ZoneLen(pid, rules.ZoneHand) != g.ZoneLen(pid, rules.ZoneHand) {
			t.Fatalf("action %d: player %d holds %d cards, %d built", n, p, g.ZoneLen(pid, rules.ZoneHand), b.ZoneLen(pid, rules.ZoneHand))
		}
	}
	for tm := range g.NumTeams() {
		if g.Team(rules.TeamID(tm)).Life != b.Team(rules.TeamID(tm)).Life {
			t.Fatalf("action %d: team %d life %d, %d built", n, tm, g.Team(rules.TeamID(tm)).Life, b.Team(rules.TeamID(tm)).Life)
		}
	}
	for _, la := range d.Actions {
		if _, ok := vg.toBuilt(la.Action); !ok {
			t.Fatalf("action %d: the legal action %q names an object the built game lacks", n, la.Line)
		}
	}
}

// TestBotMulligans: the network bot decides mulligans with package ai's heuristic rule
// from what its seat was sent (the hand it sees, its mulligans counted from the events),
// the same decisions as the heuristic player deciding on the real game, in 2HG and in a
// free-for-all.
func TestBotMulligans(t *testing.T) {
	keeps, mulls := 0, 0
	for seed := uint64(1); seed <= 30; seed++ {
		req := peopleTable(seed)
		if seed%2 == 0 {
			req = variantTableReq("free-for-all", 4, seed)
		}
		setup, _, _, err := buildSetup(req)
		if err != nil {
			t.Fatal(err)
		}
		g, err := newGame(setup)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; !g.Over() && g.Pending().Kind == rules.DecMulligan; n++ {
			seat := ExpectedSeat(g, n)
			v := g.ViewFor(seat)
			wv := wireView(g, v)
			d := wireDecision(g, g.Pending(), SeatActions(g, seat), true)
			mulled := map[int]rules.PlayerID{}
			for _, ev := range wireEvents(g, v.Journal, 0) {
				if ev.Kind == "action" && ev.Action != nil && ev.Action.Kind == "mulligan" {
					mulled[ev.N] = ev.Action.Player
				}
			}
			m := ServerMsg{Type: "update", Seat: int(seat), View: &wv, Decision: d, Actions: n}
			got, ok := aiChoice("heuristic", &m, seed, mulled)
			if !ok {
				t.Fatalf("seed %d, action %d: the bot's AI did not decide the mulligan", seed, n)
			}
			sit := ai.NewSituation(g, seat, seed)
			want := ai.NewHeuristic(seed).Act(sit)
			sit.Done()
			if actionKey(got) != actionKey(wireAction(want)) {
				t.Fatalf("seed %d, action %d: the bot chose %+v; the heuristic player on the game %+v", seed, n, got, wireAction(want))
			}
			if want.Kind == rules.ActKeep {
				keeps++
			} else {
				mulls++
			}
			if err := g.Apply(want); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d keeps, %d mulligans decided alike", keeps, mulls)
	if keeps == 0 || mulls == 0 {
		t.Errorf("%d keeps and %d mulligans: the test wants both", keeps, mulls)
	}
}

// TestBotAnswersStack: with an opponent's Lightning Bolt on the stack at its Vampire
// Nighthawk, the network bot's heuristic player decides on a game rebuilt from its view,
// stack included (no fallback to the simple chooser), and answers: it casts Counterspell
// at the Bolt.
func TestBotAnswersStack(t *testing.T) {
	def := func(n string) *rules.CardDef { return testDef(t, n) }
	g, err := rules.NewFromSetup(rules.Setup{
		Config: redBlue(),
		Players: []rules.PlayerSetup{
			{Hand: []*rules.CardDef{def("Mountain")}, Library: testLibrary(t)},
			{Library: testLibrary(t)},
			{Hand: []*rules.CardDef{def("Counterspell"), def("Island")}, Library: testLibrary(t)},
			{Library: testLibrary(t)},
		},
		Permanents: []rules.PermanentSetup{
			{Def: def("Mountain"), Controller: 0, Tapped: true, AttachTo: -1},
			{Def: def("Island"), Controller: 2, AttachTo: -1},
			{Def: def("Island"), Controller: 2, AttachTo: -1},
			{Def: def("Vampire Nighthawk"), Controller: 2, AttachTo: -1},
		},
		Stack: []rules.StackSetup{{Def: def("Lightning Bolt"), Controller: 0, Source: -1, Ability: -1,
			Targets: []rules.SetupTarget{{Player: rules.NoPlayer, Permanent: 3, Stack: -1}}}},
		Turn: &rules.TurnSetup{Team: 0, Step: rules.Main1, Number: 3},
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Apply(rules.Pass(0)); err != nil { // Red passes: Blue may answer
		t.Fatal(err)
	}
	bolt := g.Stack()[0].Obj
	seat := rules.PlayerID(2)
	wv := wireView(g, g.ViewFrom(seat, g.JournalLen()))
	d := wireDecision(g, g.Pending(), SeatActions(g, seat), true)
	if _, err := buildViewGame(&wv, d, 1); err != nil {
		t.Fatalf("the view with a stack is not rebuilt: %v", err)
	}
	m := ServerMsg{Type: "update", Seat: int(seat), View: &wv, Decision: d, Actions: 1}
	w, ok := aiChoice("heuristic", &m, 7, nil)
	if !ok {
		t.Fatal("the heuristic bot fell back to the simple chooser")
	}
	a, err := w.rulesAction()
	if err != nil {
		t.Fatal(err)
	}
	if a.Kind != rules.ActCast || g.Obj(a.Obj).Def.Name != "Counterspell" || len(a.Targets) != 1 || a.Targets[0] != rules.ObjTarget(bolt) {
		t.Fatalf("the bot chose %s; want Counterspell at the Bolt", bind.FormatAction(g, a))
	}
	if err := g.Apply(a); err != nil {
		t.Fatalf("the bot's action is refused: %v", err)
	}
}

// testDef is the bundled card of that name.
func testDef(t *testing.T, name string) *rules.CardDef {
	t.Helper()
	d, err := cards.Def(name)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// testLibrary is a library of three Islands.
func testLibrary(t *testing.T) []*rules.CardDef {
	d := testDef(t, "Island")
	return []*rules.CardDef{d, d, d}
}

// redBlue is the configuration of a 2HG game of Red (Ann, Abe) against Blue (Bob, Bea).
func redBlue() rules.Config {
	return rules.Config{Seed: 1, Teams: []rules.TeamConfig{
		{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann"}, {Name: "Abe"}}},
		{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob"}, {Name: "Bea"}}},
	}}
}

// TestBotSharedTurnsPlayerLeft: under Team vs. Team's shared team turns (CR 805) a player
// who leaves alone (here by conceding, CR 104.3a, 800.4a) while the team plays on is out
// of the game the network bot builds from its view too. The view marks them left; the
// built game has them gone and waits on the server's decision, its permanents, zones and
// stack as the server's (checkBuilt), and none of its legal actions targets or attacks
// the player who left, so the bot's AI decides (before, the built game kept the player in
// it: the rebuilt team's life counted theirs, and the decisions differed).
func TestBotSharedTurnsPlayerLeft(t *testing.T) {
	req := sidesTableReq("teams", 2, 2, 5)
	req.SharedTurns = true
	g := gameOf(t, req)
	pol := ai.NewRandom(3)
	left := rules.NoPlayer
	built, after := 0, 0
	for n := 0; !g.Over() && n < 1500; n++ {
		if left == rules.NoPlayer && g.TurnNumber() >= 3 {
			left = g.Members(0)[1] // the first team's second player concedes; the team plays on
			if err := g.Apply(rules.Action{Kind: rules.ActConcede, Player: left}); err != nil {
				t.Fatal(err)
			}
			if !g.Player(left).Lost || g.Team(0).Lost {
				t.Fatalf("player %d conceded: left %v, team lost %v; expected them gone and the team playing on", left, g.Player(left).Lost, g.Team(0).Lost)
			}
			continue
		}
		seat := ExpectedSeat(g, n)
		if left != rules.NoPlayer {
			after++
			vg, wv := rebuild(t, n, g, seat)
			if !wv.Players[left].Left {
				t.Fatalf("action %d: the view doesn't mark player %d left", n, left)
			}
			if vg != nil {
				built++
				if !vg.g.Player(left).Lost {
					t.Fatalf("action %d: the built game keeps player %d, who left", n, left)
				}
				for _, a := range vg.g.LegalActions() {
					if w := wireAction(a); namesPlayer(w, left) {
						t.Fatalf("action %d: the built game offers %+v, naming player %d, who left", n, w, left)
					}
				}
			}
		}
		sit := ai.NewSituation(g, seat, uint64(n))
		a := pol.Act(sit)
		sit.Done()
		if err := g.Apply(a); err != nil {
			t.Fatalf("action %d: %v", n, err)
		}
	}
	t.Logf("%d decisions after player %d left, %d rebuilt", after, left, built)
	if left == rules.NoPlayer || built < 20 || built*4 < after*3 {
		t.Fatalf("%d of %d decisions after a player left rebuilt; want three quarters, at least 20", built, after)
	}
}

// namesPlayer reports whether action w targets or attacks player p.
func namesPlayer(w WireAction, p rules.PlayerID) bool {
	for _, tg := range w.Targets {
		if tg.Obj == rules.NoObj && tg.Player == p {
			return true
		}
	}
	for _, at := range w.Attacks {
		if at.Target.Obj == rules.NoObj && at.Target.Player == p {
			return true
		}
	}
	return false
}
