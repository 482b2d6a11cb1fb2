package bind_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/rules"
)

// renderGame plays a random two-headed giant game of simple decks to its end.
func renderGame(t *testing.T, seed uint64) *rules.Game {
	t.Helper()
	deck := func(cs ...string) []*rules.CardDef {
		var d []*rules.CardDef
		for _, c := range cs {
			name, n := c, 4
			if strings.HasSuffix(c, "*") {
				name, n = strings.TrimSuffix(c, "*"), 20
			}
			def, err := cards.Def(name)
			if err != nil {
				t.Fatal(err)
			}
			for range n {
				d = append(d, def)
			}
		}
		return d
	}
	red := deck("Mountain*", "Lightning Bolt", "Shock", "Grizzly Bears", "Hill Giant", "Raging Goblin", "Giant Growth", "Llanowar Elves", "Forest*")
	blue := deck("Plains*", "Island*", "Serra Angel", "Counterspell", "Divination", "Pacifism", "Prodigal Sorcerer")
	g, err := rules.New(rules.Config{Seed: seed, StartingTeam: rules.NoTeam, Teams: []rules.TeamConfig{
		{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann", Deck: red}, {Name: "Abe", Deck: blue}}},
		{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob", Deck: red}, {Name: "Bea", Deck: blue}}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	var rng rules.RNG
	rng.Seed(seed)
	var acts []rules.Action
	for n := 0; !g.Over() && n < 3000; n++ {
		acts = g.AppendLegalActions(acts[:0])
		a := acts[rng.Intn(len(acts))]
		if g.Pending().Kind == rules.DecPriority && rng.Intn(3) == 0 {
			a = acts[0]
		}
		if err := g.Apply(a); err != nil {
			t.Fatalf("listed action refused: %s: %v", bind.FormatAction(g, a), err)
		}
	}
	return g
}

// TestEveryKindRenders: every entry kind has a rendering, and it uses every verb it has.
func TestEveryKindRenders(t *testing.T) {
	g := renderGame(t, 1)
	for k := 0; k < rules.NumEntryKinds; k++ {
		e := rules.Entry{Kind: rules.EntryKind(k), Player: 0, Player2: 1, Team: 0, Team2: 1, Obj: rules.NoObj, Obj2: rules.NoObj,
			Card: &rules.CardDef{Name: "Grizzly Bears"}, Card2: &rules.CardDef{Name: "Hill Giant"}, More: &rules.EntryMore{Text: "a mode"}}
		if e.Kind == rules.JAction {
			e.ActKind = rules.ActPass
		}
		l := bind.Entry(g, e)
		if l == "" || l == "# ?" || strings.Contains(l, "%") {
			t.Errorf("entry kind %d renders as %q", k, l)
		}
	}
}

// TestLogForms: the public log hides what the omniscient log shows, player p's log is
// what p's view renders, and the action lines replay the game.
func TestLogForms(t *testing.T) {
	g := renderGame(t, 2)
	pub, all := bind.Log(g), bind.LogAll(g)
	if len(pub) != g.JournalLen() || len(all) != len(pub) {
		t.Fatalf("%d public and %d omniscient lines for %d entries", len(pub), len(all), g.JournalLen())
	}
	draws := 0
	for i, e := range g.Journal() {
		switch {
		case e.Kind == rules.JDraws:
			draws++
			who := g.Player(e.Player).Name
			if pub[i] != "# "+who+" draws a card" || all[i] != "# "+who+" draws "+e.Card.Name {
				t.Fatalf("draw entry %d: public %q, omniscient %q", i, pub[i], all[i])
			}
		case e.Seen == rules.SeenAll && pub[i] != all[i]:
			t.Fatalf("entry %d everyone may see: public %q, omniscient %q", i, pub[i], all[i])
		}
	}
	if draws == 0 {
		t.Fatal("no draw in the game")
	}
	bottoms := 0
	for p := range rules.PlayerID(g.NumPlayers()) {
		v := g.ViewFor(rules.PlayerID(p))
		mine := bind.LogFor(g, rules.PlayerID(p))
		if got, want := strings.Join(bind.ViewLog(&v), "\n"), strings.Join(mine, "\n"); got != want {
			t.Fatalf("%s's view renders another log than LogFor", g.Player(p).Name)
		}
		for i, e := range g.Journal() {
			if e.Kind != rules.JAction || e.ActKind != rules.ActBottom {
				continue
			}
			bottoms++
			want := pub[i] // the whole line, for the player's team
			if g.Player(e.Player).Team != g.Player(p).Team {
				want = fmt.Sprintf("%s bottoms %d card(s)", g.Player(e.Player).Name, len(e.Act.Action.Cards))
			}
			if mine[i] != want {
				t.Fatalf("%s reads %q; expected %q", g.Player(p).Name, mine[i], want)
			}
		}
	}
	if bottoms == 0 {
		t.Fatal("no card put on the bottom in the game")
	}
	r, err := rules.New(g.Config())
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range bind.Actions(g) {
		if err := bind.ApplyLine(r, l); err != nil {
			t.Fatalf("action line %d %q: %v", i+1, l, err)
		}
	}
	if r.Hash() != g.Hash() {
		t.Fatal("the action lines don't replay the game")
	}
}

// TestFormatAction: each legal action, written as a line and applied as a line, does
// what the action does.
func TestFormatAction(t *testing.T) {
	g := renderGame(t, 3)
	r, err := rules.New(g.Config())
	if err != nil {
		t.Fatal(err)
	}
	lines := bind.Actions(g)
	for i := 0; i < len(lines) && i < 400; i++ {
		for _, a := range r.LegalActions() {
			x, y := r.Clone(), r.Clone()
			line := bind.FormatAction(x, a)
			if err := x.Apply(a); err != nil {
				continue
			}
			if err := bind.ApplyLine(y, line); err != nil {
				t.Fatalf("%q: %v", line, err)
			}
			if x.Hash() != y.Hash() {
				t.Fatalf("%q does something else than the action it writes", line)
			}
		}
		if err := bind.ApplyLine(r, lines[i]); err != nil {
			t.Fatal(err)
		}
	}
}
