package rules_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// badIDGames are games in various positions: mulligans, and every so many random actions
// on (priority, declarations, choices).
func badIDGames(t *testing.T) []*rules.Game {
	var gs []*rules.Game
	for _, ed := range []rules.Edition{rules.Current, rules.Ed2011} {
		g := newRandomGame(t, 21, ed)
		gs = append(gs, g.Clone())
		var rng rules.RNG
		rng.Seed(21)
		for n := 0; n < 600 && !g.Over(); n++ {
			if n%25 == 0 || g.Pending().Kind != rules.DecPriority && n%3 == 0 {
				gs = append(gs, g.Clone())
			}
			acts := g.LegalActions()
			if err := g.Apply(acts[rng.Intn(len(acts))]); err != nil {
				t.Fatal(err)
			}
		}
		gs = append(gs, g)
	}
	return gs
}

// TestBadIDs calls each public method of Game that takes an id or an index with ids that
// name nothing (negative, just past the end, far out) and checks the documented zero value
// instead of a panic.
func TestBadIDs(t *testing.T) {
	for gi, g := range badIDGames(t) {
		before := g.Hash()
		badPlayers := []rules.PlayerID{rules.NoPlayer, -2, rules.PlayerID(g.NumPlayers()), 42, 127, -128}
		badTeams := []rules.TeamID{rules.NoTeam, -7, rules.TeamID(g.NumTeams()), 99}
		badObjs := []rules.ObjID{rules.NoObj, -99, rules.ObjID(g.NumObjects()), 123456}
		for _, p := range badPlayers {
			name := fmt.Sprintf("game %d, player %d", gi, p)
			if v := g.ViewFor(p); v.Viewer != p || len(v.Players) != g.NumPlayers() {
				t.Fatalf("%s: ViewFor gave %+v", name, v)
			} else {
				for _, pv := range v.Players {
					if pv.Hand != nil {
						t.Fatalf("%s: an observer's view shows %s's hand", name, pv.Name)
					}
				}
			}
			for _, from := range []int{-5, 0, 3, 1 << 30} {
				g.ViewFrom(p, from)
			}
			// An observer's journal holds every entry, none with a hidden detail.
			j := g.JournalFor(p, 0)
			if len(j) != g.JournalLen() {
				t.Fatalf("%s: JournalFor has %d entries of %d", name, len(j), g.JournalLen())
			}
			for i, e := range j {
				if e.Seen != rules.SeenAll && (!e.Hidden || e.Card != nil || e.Obj != rules.NoObj) {
					t.Fatalf("%s: JournalFor entry %d shows a hidden detail: %+v", name, i, e)
				}
			}
			if g.PlayerLife(p) != 0 || g.PlayerPoison(p) != 0 || g.Poisoned(p) {
				t.Fatalf("%s: life %d, poison %d, poisoned %v; want zero values", name, g.PlayerLife(p), g.PlayerPoison(p), g.Poisoned(p))
			}
			if g.TeamOf(p) != rules.NoTeam {
				t.Fatalf("%s: TeamOf = %d", name, g.TeamOf(p))
			}
			if pl := g.Player(p); pl.Name != "" || pl.Team != rules.NoTeam {
				t.Fatalf("%s: Player gave %+v", name, pl)
			}
			for z := rules.ZoneNone; z <= rules.ZoneCommand; z++ {
				if g.Zone(p, z) != nil || g.ZoneLen(p, z) != 0 || g.ZoneAt(p, z, 0) != rules.NoObj {
					t.Fatalf("%s: zone %v isn't empty", name, z)
				}
			}
			if g.Teammates(p, 0) || g.Teammates(0, p) || g.Teammates(p, p) || g.Opponents(p, 0) || g.Opponents(0, p) {
				t.Fatalf("%s: a player that isn't one is somebody's teammate or opponent", name)
			}
			if d := g.Determinize(p, 5); d == nil || d.NumObjects() != g.NumObjects() {
				t.Fatalf("%s: Determinize gave %v", name, d)
			}
		}
		for _, tm := range badTeams {
			if g.Team(tm).Name != "" || g.Members(tm) != nil || g.TeamSize(tm) != 0 {
				t.Fatalf("game %d: team %d names a team", gi, tm)
			}
		}
		for _, id := range badObjs {
			name := fmt.Sprintf("game %d, object %d", gi, id)
			if o := g.Obj(id); o != nil {
				t.Fatalf("%s: Obj gave %+v; want nil", name, o)
			}
			if _, ok := g.Attacking(id); ok {
				t.Fatalf("%s: attacking", name)
			}
			if b := g.Blocking(id); b != rules.NoObj {
				t.Fatalf("%s: blocking %d", name, b)
			}
			if a := g.ObjAttachedTo(id); a != rules.NoObj || g.ObjDef(id) != nil || g.ObjZone(id) != rules.ZoneNone {
				t.Fatalf("%s: attached to %d, def %v, zone %v", name, a, g.ObjDef(id), g.ObjZone(id))
			}
		}
		// Actions naming nothing are refused with a code, whatever their kind.
		for _, a := range badActions(g, badPlayers, badTeams, badObjs) {
			h := g.Hash()
			err := g.Apply(a)
			if err == nil {
				t.Fatalf("game %d: accepted %+v", gi, a)
			}
			if rules.CodeOf(err) == rules.RefusedNone {
				t.Fatalf("game %d: refusal of %+v has no code: %v", gi, a, err)
			}
			if g.Hash() != h {
				t.Fatalf("game %d: refused %+v changed the game", gi, a)
			}
		}
		if g.Hash() != before {
			t.Fatalf("game %d: the calls changed the game", gi)
		}
	}
}

// badActions are actions of every kind naming nothing in what that kind reads (the acting
// player or team, or the objects, targets, choices or declarations), the rest taken from
// a legal action where there is one.
func badActions(g *rules.Game, ps []rules.PlayerID, ts []rules.TeamID, os []rules.ObjID) []rules.Action {
	var out []rules.Action
	base := rules.Pass(g.PriorityTeam())
	if acts := g.LegalActions(); len(acts) > 0 {
		base = acts[0]
	}
	readsNoIDs := func(k rules.ActionKind) bool {
		return k == rules.ActPass || k == rules.ActConcede || k == rules.ActKeep || k == rules.ActMulligan
	}
	for k := rules.ActPass; k <= rules.ActOrder; k++ {
		for i, p := range ps {
			a := base
			a.Kind, a.Player, a.Team = k, p, ts[i%len(ts)]
			out = append(out, a)
		}
		if readsNoIDs(k) {
			continue
		}
		for i, o := range os {
			a := base
			a.Kind, a.Obj = k, o
			a.Targets = []rules.Target{rules.ObjTarget(o), rules.PlayerTarget(ps[i])}
			a.Cards = []rules.ObjID{o}
			a.Attacks = []rules.AttackDecl{{Attacker: o, Target: rules.PlayerTarget(ps[i]), Team: ts[i]}}
			a.Blocks = []rules.BlockDecl{{Blocker: o, Attacker: os[(i+1)%len(os)]}}
			a.Choices = []int{-1 - i, 1<<20 + i}
			a.Ability, a.Mana, a.X, a.Default = -3, 200, -1, false
			a.Assist, a.AssistMana = ps[i], 1
			a.Rare = &rules.ActionRare{
				Assign: []rules.DamageAssignment{{Source: o, Parts: []rules.DamagePart{{To: rules.ObjTarget(os[(i+2)%len(os)]), Amount: 1}}}},
				Orders: []rules.Ordering{{Attacker: o, Blockers: []rules.ObjID{os[(i+3)%len(os)]}}},
				Modes:  []int{-1, 99},
			}
			out = append(out, a)
			if base.Kind == k && (k == rules.ActCast || k == rules.ActActivate) {
				b := base
				b.Targets = []rules.Target{rules.ObjTarget(o)}
				out = append(out, b)
				b.Targets = []rules.Target{rules.PlayerTarget(ps[i])}
				out = append(out, b)
			}
		}
	}
	return out
}

// TestReadOnlyAccess: what the accessors return can be changed without changing the game.
func TestReadOnlyAccess(t *testing.T) {
	for _, g := range badIDGames(t) {
		before := g.Hash()
		want := slices.Clone(g.Battlefield())
		bf := g.Battlefield()
		if len(bf) > 0 {
			bf[0] = 4242 // the caller's copy: the next call gives the game's list again
		}
		for i := 0; i < g.NumObjects(); i++ {
			o := g.Obj(rules.ObjID(i))
			o.Tapped = !o.Tapped
			o.Counters[0] += 3
			o.Cur.Power += 5
			o.Zone = rules.ZoneExile
		}
		_ = append(bf, 0, 1, 2) // must not write into the game's list
		for _, s := range g.Stack() {
			for i := range s.Res.Targets {
				s.Res.Targets[i] = rules.PlayerTarget(0)
			}
		}
		if st := g.Stack(); len(st) > 0 {
			st[0].Controller, st[0].Obj = 3, 0
		}
		v := g.ViewFor(0)
		for i := range v.Teams {
			for j := range v.Teams[i].Players {
				v.Teams[i].Players[j] = 3
			}
		}
		var subtypes []string
		for _, pm := range v.Battlefield {
			subtypes = append(subtypes, slices.Clone(pm.Subtypes)...)
			for j := range pm.Subtypes {
				pm.Subtypes[j] = "Changed"
			}
		}
		if g.Hash() != before || !slices.Equal(g.Battlefield(), want) {
			t.Fatal("changing what the accessors returned changed the game")
		}
		var after []string
		for _, pm := range g.ViewFor(0).Battlefield {
			after = append(after, pm.Subtypes...)
		}
		if !slices.Equal(subtypes, after) {
			t.Fatal("changing a view's subtypes changed the cards")
		}
	}
}

// TestBadSetup: setups and configs naming nothing are refused with an error.
func TestBadSetup(t *testing.T) {
	d := testDecks(t)
	cfg := rules.Config{Teams: []rules.TeamConfig{
		{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann", Deck: d[0]}, {Name: "Abe", Deck: d[1]}}},
		{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob", Deck: d[2]}, {Name: "Bea", Deck: d[3]}}},
	}}
	card := d[0][len(d[0])-1]
	players := make([]rules.PlayerSetup, 4)
	bad := rules.Color(9)
	for _, c := range []struct {
		name string
		cfg  func(*rules.Config)
		s    func(*rules.Setup)
	}{
		{"starting team 5", func(c *rules.Config) { c.StartingTeam = 5 }, nil},
		{"starting team -3", func(c *rules.Config) { c.StartingTeam = -3 }, nil},
		{"edition 9", func(c *rules.Config) { c.Edition = 9 }, nil},
		{"turn of team 7", nil, func(s *rules.Setup) { s.Turn = &rules.TurnSetup{Team: 7, Step: rules.Main1} }},
		{"turn of team -1", nil, func(s *rules.Setup) { s.Turn = &rules.TurnSetup{Team: -1, Step: rules.Main1} }},
		{"step 40", nil, func(s *rules.Setup) { s.Turn = &rules.TurnSetup{Team: 0, Step: 40} }},
		{"controller 9", nil, func(s *rules.Setup) {
			s.Permanents = []rules.PermanentSetup{{Def: card, Controller: 9, AttachTo: -1}}
		}},
		{"counter kind 200", nil, func(s *rules.Setup) {
			s.Permanents = []rules.PermanentSetup{{Def: card, Controller: 0, AttachTo: -1, Counters: map[rules.CounterKind]int{200: 1}}}
		}},
		{"color 9", nil, func(s *rules.Setup) {
			s.Permanents = []rules.PermanentSetup{{Def: card, Controller: 0, AttachTo: -1, Chosen: &bad}}
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			cf := cfg
			cf.StartingTeam = rules.NoTeam
			if c.cfg != nil {
				c.cfg(&cf)
				if _, err := rules.New(cf); err == nil {
					t.Fatal("New accepted it")
				}
			}
			s := rules.Setup{Config: cf, Players: players, Turn: &rules.TurnSetup{Team: 0, Step: rules.Main1}}
			if c.s != nil {
				c.s(&s)
			}
			if _, err := rules.NewFromSetup(s); err == nil {
				t.Fatal("NewFromSetup accepted it")
			}
		})
	}
	// AttachTo naming no permanent leaves it unattached.
	g, err := rules.NewFromSetup(rules.Setup{Config: cfg, Players: players, Turn: &rules.TurnSetup{Team: 0, Step: rules.Main1},
		Permanents: []rules.PermanentSetup{{Def: card, Controller: 0, AttachTo: 5}, {Def: card, Controller: 1, AttachTo: -9}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range g.Battlefield() {
		if g.Obj(id).AttachedTo != rules.NoObj {
			t.Fatal("attached to nothing")
		}
	}
}
