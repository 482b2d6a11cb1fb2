package deck

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// mustParse parses a text list written with ";" as line separator.
func mustParse(t *testing.T, text string) *List {
	t.Helper()
	l, err := ParseText(strings.NewReader(strings.ReplaceAll(text, ";", "\n")))
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return l
}

func mustOpen(t *testing.T, path string) *List {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	l, err := Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestCheckTwoHeadedGiantConstructed(t *testing.T) {
	burn := mustOpen(t, "testdata/burn.txt")
	partners := mustOpen(t, "testdata/partners.dek")
	tests := []struct {
		name        string
		a, b        *List
		implemented func(string) bool
		want        []string
	}{
		{name: "legal team", a: burn, b: partners},
		{name: "legal with engine", a: burn, b: partners, implemented: func(string) bool { return true }},
		{name: "small deck", a: mustParse(t, "Name: Red;4 Shock;55 Mountain"), b: partners,
			want: []string{"Red: 59 cards in the main deck; at least 60 required [CR 100.2a]"}},
		{name: "five copies", a: mustParse(t, "5 Shock;55 Mountain"), b: partners,
			want: []string{"deck 1: Shock: 5 copies in deck and sideboard; at most 4 allowed [CR 100.2a, 100.4a]"}},
		{name: "copies across sideboard", a: mustParse(t, "4 shock;56 Mountain;SB: 1 SHOCK"), b: partners,
			want: []string{"deck 1: Shock: 5 copies in deck and sideboard; at most 4 allowed [CR 100.2a, 100.4a]"}},
		{name: "basic lands and any-number cards", a: mustParse(t, "30 Relentless Rats;30 Swamp"), b: partners},
		{name: "card limiting itself", a: mustParse(t, "2 Once More with Feeling;58 Plains"), b: partners,
			want: []string{"deck 1: Once More with Feeling: 2 copies in deck and sideboard; at most 1 allowed [CR 100.2a as changed by the card's own text]"}},
		{name: "big sideboard", a: mustParse(t, "4 Shock;56 Mountain;Sideboard;4 Duress;4 Smash to Smithereens;4 Pyroclasm;4 Negate"), b: partners,
			want: []string{"deck 1: 16 cards in the sideboard; at most 15 allowed [CR 100.4a]"}},
		{name: "unified construction", a: mustParse(t, "Name: Ann;4 Pacifism;4 Forest;52 Island"), b: mustParse(t, "Name: Bob;2 Pacifism;SB: 1 Pacifism;10 Island;48 Plains"),
			want: []string{"team: Pacifism: in both teammates' decks (Ann: 4, Bob: 3); apart from basic lands a card name may be in only one of them [2HG unified deck construction (CR 810 / tournament rules)]"}},
		{name: "unknown card", a: mustParse(t, "4 Lightening Bolt;56 Mountain"), b: partners,
			want: []string{`deck 1: Lightening Bolt: unknown card "Lightening Bolt"; did you mean Lightning Bolt? [card database]`}},
		{name: "not implemented", a: burn, b: partners, implemented: func(n string) bool { return n != "Fireblast" && n != "Huddle Up" },
			want: []string{
				"Kenrith Burn: Fireblast: not implemented yet; the engine refuses to play it [engine support]",
				"deck 2: Huddle Up: not implemented yet; the engine refuses to play it [engine support]",
			}},
		{name: "nil decks", want: []string{
			"deck 1: 0 cards in the main deck; at least 60 required [CR 100.2a]",
			"deck 2: 0 cards in the main deck; at least 60 required [CR 100.2a]",
		}},
		{name: "everything at once", a: mustParse(t, "Name: Ann;5 Shock;1 Qwxzvbnmpl;4 Pacifism"), b: partners, implemented: func(string) bool { return false },
			want: []string{
				"Ann: 10 cards in the main deck; at least 60 required [CR 100.2a]",
				`Ann: Qwxzvbnmpl: unknown card "Qwxzvbnmpl" [card database]`,
				"Ann: Shock: 5 copies in deck and sideboard; at most 4 allowed [CR 100.2a, 100.4a]",
				"Ann: Shock: not implemented yet; the engine refuses to play it [engine support]",
				"Ann: Pacifism: not implemented yet; the engine refuses to play it [engine support]",
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ps := CheckTwoHeadedGiantConstructed(tt.a, tt.b, tt.implemented)
			if tt.name == "everything at once" {
				ps = onlyDeck(ps, "Ann", "team")
				tt.want = append(tt.want, "team: Pacifism: in both teammates' decks (Ann: 4, deck 2: 4); apart from basic lands a card name may be in only one of them [2HG unified deck construction (CR 810 / tournament rules)]")
			}
			checkProblems(t, ps, tt.want)
		})
	}
}

func onlyDeck(ps Problems, decks ...string) Problems {
	var out Problems
	for _, p := range ps {
		for _, d := range decks {
			if p.Deck == d {
				out = append(out, p)
			}
		}
	}
	return out
}

func checkProblems(t *testing.T, ps Problems, want []string) {
	t.Helper()
	got := ""
	if len(ps) > 0 {
		got = ps.Error()
	}
	if w := strings.Join(want, "\n"); got != w {
		t.Errorf("problems =\n%s\nwant\n%s", got, w)
	}
	if (ps.Err() == nil) != (len(want) == 0) {
		t.Errorf("Err() = %v with %d problems", ps.Err(), len(want))
	}
}

func TestCheckLimited(t *testing.T) {
	pool := mustParse(t, "1 Shock;2 Pacifism;3 Doomed Traveler;1 Huddle Up;30 Raptor Companion;SB: 2 Lava Spike")
	deckA := "Name: Ann;1 Shock;2 Lava Spike;17 Mountain;20 Raptor Companion"
	deckB := "Name: Bob;2 Pacifism;3 Doomed Traveler;10 Raptor Companion;25 Plains"
	tests := []struct {
		name        string
		a, b, pool  *List
		implemented func(string) bool
		want        []string
	}{
		{name: "legal", a: mustParse(t, deckA), b: mustParse(t, deckB), pool: pool},
		{name: "no pool given", a: mustParse(t, deckA+";5 Shock"), b: mustParse(t, deckB)},
		{name: "small deck", a: mustParse(t, "Name: Ann;1 Shock;18 Mountain;20 Raptor Companion"), b: mustParse(t, deckB), pool: pool,
			want: []string{"Ann: 39 cards in the main deck; at least 40 required [CR 100.2b]"}},
		{name: "more than the pool", a: mustParse(t, deckA), b: mustParse(t, deckB+";1 Shock;1 Huddle Up;SB: 5 Shock"), pool: pool,
			want: []string{"team: Shock: 2 in the two main decks (Ann: 1, Bob: 1) but 1 in the team's pool [CR 100.2b / 100.4c]"}},
		{name: "not in the pool", a: mustParse(t, deckA+";1 Lightning Bolt"), b: mustParse(t, deckB), pool: pool,
			want: []string{"team: Lightning Bolt: 1 in the two main decks (Ann: 1, Bob: 0) but 0 in the team's pool [CR 100.2b / 100.4c]"}},
		{name: "unknown in deck and pool", a: mustParse(t, deckA+";1 Shokc"), b: mustParse(t, deckB), pool: mustParse(t, "1 Shock;2 Lava Spike;30 Raptor Companion;2 Pacifism;3 Doomed Traveler;1 Qwxzvbnmpl"),
			want: []string{
				`Ann: Shokc: unknown card "Shokc"; did you mean Shock? [card database]`,
				`pool: Qwxzvbnmpl: unknown card "Qwxzvbnmpl" [card database]`,
			}},
		{name: "not implemented", a: mustParse(t, deckA), b: mustParse(t, deckB), pool: pool, implemented: func(n string) bool { return n != "Pacifism" },
			want: []string{"Bob: Pacifism: not implemented yet; the engine refuses to play it [engine support]"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkProblems(t, CheckLimited(tt.a, tt.b, tt.pool, tt.implemented), tt.want)
		})
	}
}

func TestProblemsAsError(t *testing.T) {
	var err error = Problems{{Deck: "Ann", Card: "Shock", Rule: "CR 100.2a", Message: "5 copies"}}.Err()
	var ps Problems
	if !errors.As(err, &ps) || len(ps) != 1 || err.Error() != "Ann: Shock: 5 copies [CR 100.2a]" {
		t.Errorf("err = %v", err)
	}
	if Problems(nil).Err() != nil {
		t.Error("empty Problems.Err() != nil")
	}
}

// TestCheckConstructed: one deck alone keeps the size, sideboard and copy rules, and has no
// unified construction (the same card in two players' decks is another deck's business).
func TestCheckConstructed(t *testing.T) {
	for _, tc := range []struct {
		name string
		l    *List
		want []string
	}{
		{"legal", mustOpen(t, "testdata/burn.txt"), nil},
		{"five copies", mustParse(t, "Name: Red;5 Shock;55 Mountain"), []string{"Red: Shock: 5 copies in deck and sideboard; at most 4 allowed [CR 100.2a, 100.4a]"}},
		{"small", mustParse(t, "4 Shock;50 Mountain"), []string{"deck: 54 cards in the main deck; at least 60 required [CR 100.2a]"}},
		{"any number", mustParse(t, "30 Relentless Rats;30 Swamp"), nil},
	} {
		var got []string
		for _, p := range CheckConstructed(tc.l, nil) {
			got = append(got, p.String())
		}
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}
