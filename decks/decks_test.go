package decks

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/ai"
	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/deck"
	"github.com/ettinmtg/ettin/rules"
)

func TestEmbeddedFilesParse(t *testing.T) {
	if err := load().err; err != nil {
		t.Fatal(err)
	}
}

func TestEveryDeckLoads(t *testing.T) {
	names := Names()
	if len(names) < 18 {
		t.Fatalf("%d bundled decks, want at least 18", len(names))
	}
	constructed, limited := 0, 0
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			d, err := Get(name)
			if err != nil {
				t.Fatal(err)
			}
			if d.Name != name || d.List.Name != name {
				t.Errorf("Get(%q) returned deck %q (list %q)", name, d.Name, d.List.Name)
			}
			if d.Description == "" {
				t.Error("no description")
			}
			defs, err := d.Cards()
			if err != nil {
				t.Fatal(err)
			}
			want := map[string]int{Format2HG: 60, FormatLimited: 40}[d.Format]
			switch d.Format {
			case Format2HG:
				constructed++
			case FormatLimited:
				limited++
			default:
				t.Fatalf("format %q", d.Format)
			}
			if len(defs) != want || d.List.Cards() != want {
				t.Errorf("%d cards, want %d", len(defs), want)
			}
			lands := 0
			for _, def := range defs {
				if !def.Implemented {
					t.Errorf("%s is not implemented", def.Name)
				}
				if def.Types.Has(rules.Land) {
					lands++
				}
			}
			if lo, hi := want*2/5-2, want*2/5+1; lands < lo || lands > hi {
				t.Errorf("%d lands, want %d to %d", lands, lo, hi)
			}
		})
	}
	if constructed < 16 || limited != 2 {
		t.Errorf("%d constructed and %d limited decks, want at least 16 and 2", constructed, limited)
	}
}

func TestTeamsPassUnifiedDeckConstruction(t *testing.T) {
	inTeam := map[string]string{}
	for _, team := range Teams() {
		t.Run(team.Name, func(t *testing.T) {
			var lists [2]*deck.List
			for i, name := range team.Decks {
				d, err := Get(name)
				if err != nil {
					t.Fatal(err)
				}
				if d.Format != Format2HG {
					t.Errorf("%s: format %q, want %q", name, d.Format, Format2HG)
				}
				if other, dup := inTeam[name]; dup {
					t.Errorf("%s is in teams %s and %s", name, other, team.Name)
				}
				inTeam[name] = team.Name
				lists[i] = d.List
			}
			if ps := deck.CheckTwoHeadedGiantConstructed(lists[0], lists[1], cards.Implemented); len(ps) > 0 {
				t.Error(ps)
			}
		})
	}
	for _, name := range Names() {
		if d, _ := Get(name); d.Format == Format2HG && inTeam[name] == "" {
			t.Errorf("constructed deck %s is in no team", name)
		}
	}
}

// TestPartnersShareATeam checks that both halves of every Battlebond partner pair in a
// bundled team are in that team's decks, split between the teammates: each half's
// "Partner with" trigger lets the teammate find the other half in their library.
func TestPartnersShareATeam(t *testing.T) {
	seen := 0
	for _, team := range Teams() {
		var names [2]map[string]bool
		type partner struct {
			name string
			deck int
		}
		var partners []partner
		for i, dn := range team.Decks {
			d, err := Get(dn)
			if err != nil {
				t.Fatal(err)
			}
			names[i] = map[string]bool{}
			for _, e := range d.List.Main {
				names[i][e.Name] = true
				if def := cards.MustDef(e.Name); def.PartnerWith != "" {
					partners = append(partners, partner{def.Name, i})
				}
			}
		}
		for _, p := range partners {
			seen++
			other := cards.MustDef(p.name).PartnerWith
			switch {
			case names[1-p.deck][other]:
			case names[p.deck][other]:
				t.Errorf("team %s: %s and its partner %s are both in %s, want them split between the teammates", team.Name, p.name, other, team.Decks[p.deck])
			default:
				t.Errorf("team %s: %s without its partner %s", team.Name, p.name, other)
			}
		}
	}
	if seen < 16 {
		t.Errorf("%d partner cards in the teams, want at least 16", seen)
	}
}

// TestTeamNames checks that the first two teams stay the defaults of ettin play, that the
// teams' first words (by which ettin play shows and finds them) differ, and that so do the
// constructed decks' first words.
func TestTeamNames(t *testing.T) {
	ts := Teams()
	if len(ts) < 8 {
		t.Fatalf("%d bundled teams, want at least 8", len(ts))
	}
	if ts[0].Name != "Boros Legion" || ts[1].Name != "Golgari Partners" {
		t.Errorf("first teams %s and %s, want Boros Legion and Golgari Partners (the defaults of ettin play)", ts[0].Name, ts[1].Name)
	}
	firstWord := func(s string) string { return strings.ToLower(strings.Fields(s)[0]) }
	teamWord := map[string]string{}
	for _, team := range ts {
		w := firstWord(team.Name)
		if other, dup := teamWord[w]; dup {
			t.Errorf("teams %s and %s share the first word %q", other, team.Name, w)
		}
		teamWord[w] = team.Name
	}
	deckWord := map[string]string{}
	for _, name := range Names() {
		d, err := Get(name)
		if err != nil {
			t.Fatal(err)
		}
		if d.Format != Format2HG {
			continue
		}
		w := firstWord(name)
		if other, dup := deckWord[w]; dup {
			t.Errorf("decks %s and %s share the first word %q", other, name, w)
		}
		deckWord[w] = name
	}
}

func TestLimitedDecksPassCheckLimited(t *testing.T) {
	var lists []*deck.List
	for _, name := range Names() {
		d, err := Get(name)
		if err != nil {
			t.Fatal(err)
		}
		if d.Format == FormatLimited {
			lists = append(lists, d.List)
		}
	}
	if len(lists) != 2 {
		t.Fatalf("%d limited decks, want 2", len(lists))
	}
	pool := LimitedPool()
	if pool == nil || pool.Cards() < 80 {
		t.Fatalf("limited pool has %d cards, want at least 80", pool.Cards())
	}
	if ps := deck.CheckLimited(lists[0], lists[1], pool, cards.Implemented); len(ps) > 0 {
		t.Error(ps)
	}
	for _, e := range pool.Main {
		if !cards.Implemented(e.Name) {
			t.Errorf("pool card %s is not implemented", e.Name)
		}
	}
}

func TestGet(t *testing.T) {
	tests := []struct {
		name    string
		want    string // deck name, or "" for an error
		errHas  []string
		errHasn []string
	}{
		{name: "Red Blitz", want: "Red Blitz"},
		{name: "red blitz", want: "Red Blitz"},
		{name: "  RED BLITZ ", want: "Red Blitz"},
		{name: "gorms-grove", want: "Gorm's Grove"},
		{name: "Red Blits", errHas: []string{`unknown deck "Red Blits"`, `did you mean "Red Blitz"?`, "Sky Sorcery"}},
		{name: "Serras Wing", errHas: []string{`did you mean "Serra's Wings"?`}},
		{name: "Krav", errHas: []string{`did you mean "Krav's Feast"?`}},
		{name: "zzzzzzzzzzzz", errHas: []string{`unknown deck "zzzzzzzzzzzz"; bundled decks: `}, errHasn: []string{"did you mean"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := Get(tt.name)
			if tt.want != "" {
				if err != nil {
					t.Fatal(err)
				}
				if d.Name != tt.want {
					t.Errorf("got %q, want %q", d.Name, tt.want)
				}
				return
			}
			if err == nil {
				t.Fatalf("got deck %q, want an error", d.Name)
			}
			msg := err.Error()
			if strings.Contains(msg, "\n") {
				t.Errorf("error is not one line: %q", msg)
			}
			for _, s := range tt.errHas {
				if !strings.Contains(msg, s) {
					t.Errorf("error %q lacks %q", msg, s)
				}
			}
			for _, s := range tt.errHasn {
				if strings.Contains(msg, s) {
					t.Errorf("error %q has %q", msg, s)
				}
			}
		})
	}
}

// TestGetReturnsCopies checks that changing a returned deck doesn't change the bundle.
func TestGetReturnsCopies(t *testing.T) {
	d, err := Get("Red Blitz")
	if err != nil {
		t.Fatal(err)
	}
	d.List.Main[0].Count = 99
	d.List.Main = d.List.Main[:1]
	again, err := Get("Red Blitz")
	if err != nil {
		t.Fatal(err)
	}
	if again.List.Cards() != 60 {
		t.Errorf("bundled deck changed: %d cards", again.List.Cards())
	}
	p := LimitedPool()
	p.Main[0].Count = 99
	if LimitedPool().Main[0].Count == 99 {
		t.Error("bundled pool changed")
	}
}

func TestLoad(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	text := write("burn.txt", "Name: My Burn\n# Just burn.\n40 mountain\n4 lightning bolt\n16 shock\n")
	unnamed := write("bears.txt", "24 Forest\n4 Grizzly Bears\n12 Runeclaw Bear\n")
	dek := write("elves.dek", `<?xml version="1.0" encoding="utf-8"?>
<Deck>
  <Cards CatID="1" Quantity="36" Sideboard="false" Name="Forest" />
  <Cards CatID="2" Quantity="24" Sideboard="false" Name="Llanowar Elves" />
</Deck>
`)
	badCard := write("bad.txt", "56 Mountain\n4 Lightening Bolt\n")
	tests := []struct {
		arg         string
		name        string
		format      string
		description string
		cards       int
		first       string // canonical name of the first card
		errHas      string
	}{
		{arg: "sky sorcery", name: "Sky Sorcery", format: Format2HG, cards: 60, first: "Island"},
		{arg: text, name: "My Burn", format: Format2HG, description: "Just burn.", cards: 60, first: "Mountain"},
		{arg: unnamed, name: "bears", format: FormatLimited, cards: 40, first: "Forest"},
		{arg: dek, name: "elves", format: Format2HG, cards: 60, first: "Forest"},
		{arg: badCard, errHas: "did you mean Lightning Bolt?"},
		{arg: filepath.Join(dir, "missing.txt"), errHas: "reading deck"},
		{arg: "Sky Sorcerer", errHas: `did you mean "Sky Sorcery"?`},
	}
	for _, tt := range tests {
		t.Run(filepath.Base(tt.arg), func(t *testing.T) {
			d, err := Load(tt.arg)
			if tt.errHas != "" {
				if err == nil || !strings.Contains(err.Error(), tt.errHas) {
					t.Fatalf("error %v, want one containing %q", err, tt.errHas)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if d.Name != tt.name || d.Format != tt.format || d.List.Cards() != tt.cards {
				t.Errorf("got %q %q %d cards, want %q %q %d", d.Name, d.Format, d.List.Cards(), tt.name, tt.format, tt.cards)
			}
			if tt.description != "" && d.Description != tt.description {
				t.Errorf("description %q, want %q", d.Description, tt.description)
			}
			defs, err := d.Cards()
			if err != nil {
				t.Fatal(err)
			}
			if len(defs) != tt.cards || defs[0].Name != tt.first {
				t.Errorf("%d cards starting with %s, want %d starting with %s", len(defs), defs[0].Name, tt.cards, tt.first)
			}
		})
	}
}

func TestCardsNamesUnimplementedCards(t *testing.T) {
	d := &Deck{Name: "Test", List: &deck.List{Main: []deck.Entry{
		{Count: 20, Name: "Mountain"},
		{Count: 4, Name: "Black Lotus"},
		{Count: 4, Name: "Lightening Bolt"},
	}}}
	_, err := d.Cards()
	if err == nil {
		t.Fatal("no error")
	}
	for _, s := range []string{"deck Test", "not implemented yet: Black Lotus", `unknown card "Lightening Bolt"`} {
		if !strings.Contains(err.Error(), s) {
			t.Errorf("error %q lacks %q", err, s)
		}
	}
}

// teamConfig builds the game setup of a bundled team.
func teamConfig(t *testing.T, name string, deckNames [2]string) rules.TeamConfig {
	tc := rules.TeamConfig{Name: name}
	for _, dn := range deckNames {
		d, err := Get(dn)
		if err != nil {
			t.Fatal(err)
		}
		defs, err := d.Cards()
		if err != nil {
			t.Fatal(err)
		}
		tc.Players = append(tc.Players, rules.PlayerConfig{Name: d.Name, Deck: defs})
	}
	return tc
}

// TestRandomGames plays one game with random players for each pairing of bundled teams,
// and one between two copies of the limited team.
func TestRandomGames(t *testing.T) {
	type pairing struct{ a, b Team }
	var pairings []pairing
	ts := Teams()
	for i := range ts {
		for j := i + 1; j < len(ts); j++ {
			pairings = append(pairings, pairing{ts[i], ts[j]})
		}
	}
	limited := Team{Name: "Sealed", Decks: [2]string{"Sealed Selesnya", "Sealed Rakdos"}}
	pairings = append(pairings, pairing{limited, limited})
	rename := func(tc rules.TeamConfig, suffix string) rules.TeamConfig {
		tc.Name += suffix
		for i := range tc.Players {
			tc.Players[i].Name += suffix
		}
		return tc
	}
	for n, p := range pairings {
		t.Run(p.a.Name+" vs "+p.b.Name, func(t *testing.T) {
			t.Parallel()
			g, err := rules.New(rules.Config{Edition: rules.Current, Seed: uint64(n + 1), StartingTeam: rules.NoTeam,
				Teams: []rules.TeamConfig{rename(teamConfig(t, p.a.Name, p.a.Decks), " 1"), rename(teamConfig(t, p.b.Name, p.b.Decks), " 2")}})
			if err != nil {
				t.Fatal(err)
			}
			policies := []ai.Policy{ai.NewRandom(1), ai.NewRandom(2), ai.NewRandom(3), ai.NewRandom(4)}
			if err := ai.Play(g, policies, 0); err != nil {
				t.Fatal(err)
			}
			if !g.Over() {
				t.Fatal("game not over")
			}
			t.Logf("turn %d: winner %d: %s; life %d/%d poison %d/%d", g.TurnNumber(), g.Winner(), bind.EndReason(g), g.Team(0).Life, g.Team(1).Life, g.Team(0).Poison, g.Team(1).Poison)
		})
	}
}
