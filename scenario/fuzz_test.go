package scenario

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// fuzzBudget is the most one input may take; real files load in milliseconds, so this only
// catches runaway (super-linear or looping) behaviour, with room for a loaded machine.
const fuzzBudget = 5 * time.Second

// FuzzParse feeds arbitrary bytes to the loader; the seed corpus is in
// testdata/fuzz/FuzzParse. It checks that Parse never panics, returns in bounded time, fails
// only with a one-line *Error, and that whatever it accepts satisfies the documented rules.
func FuzzParse(f *testing.F) {
	f.Add([]byte(minimal))
	f.Fuzz(func(t *testing.T, data []byte) {
		start := time.Now()
		s, err := Parse(data, "fuzz.yaml")
		if d := time.Since(start); d > fuzzBudget {
			t.Fatalf("Parse took %v", d)
		}
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || e.File != "fuzz.yaml" || e.Line < 0 || strings.Contains(err.Error(), "\n") {
				t.Fatalf("bad error %T %q", err, err)
			}
			return
		}
		checkSpec(t, s)
	})
}

// checkSpec checks the invariants every accepted Spec satisfies.
func checkSpec(t *testing.T, s *Spec) {
	t.Helper()
	if s.Name == "" || !contains(editions, s.Rules) || s.Variant != DefaultVariant {
		t.Fatalf("bad header %q %q %q", s.Name, s.Rules, s.Variant)
	}
	if len(s.Teams) != 2 || len(s.Teams[0].Players) != len(s.Teams[1].Players) ||
		len(s.Teams[0].Players) < 2 || len(s.Teams[0].Players) > MaxPlayersPerTeam {
		t.Fatalf("bad team shape %+v", s.Teams)
	}
	names := map[string]bool{}
	cards, permanents := 0, 0
	for _, team := range s.Teams {
		if team.Name == "" || names[strings.ToLower(team.Name)] {
			t.Fatalf("bad team name %q", team.Name)
		}
		names[strings.ToLower(team.Name)] = true
		if team.Poison != nil && *team.Poison < 0 {
			t.Fatalf("negative poison")
		}
		for _, p := range team.Players {
			if p.Name == "" || names[strings.ToLower(p.Name)] || p.Poison < 0 {
				t.Fatalf("bad player %q", p.Name)
			}
			names[strings.ToLower(p.Name)] = true
			if !p.LibrarySet && p.Deck == "" && len(p.Library) != 1 {
				t.Fatalf("default library not filled for %q", p.Name)
			}
			for zi, zone := range [][]CardSpec{p.Hand, p.Battlefield, p.Library, p.Graveyard, p.Exile} {
				for _, c := range zone {
					if c.Card == "" || c.Count < 1 || c.Count > MaxCount || c.Damage < 0 {
						t.Fatalf("bad card %+v", c)
					}
					cards += c.Count
					if zi == 1 {
						permanents += c.Count
					}
				}
			}
		}
	}
	if cards > MaxCards || permanents > MaxPermanents {
		t.Fatalf("limits exceeded: %d cards, %d permanents", cards, permanents)
	}
	if !names[strings.ToLower(s.Starting)] {
		t.Fatalf("starting %q is not a team", s.Starting)
	}
	if s.Turn != nil {
		if st, ok := CanonicalStep(s.Turn.Step); !ok || st != s.Turn.Step || s.Turn.Number < 1 {
			t.Fatalf("bad turn %+v", s.Turn)
		}
	}
	for _, it := range s.Script {
		switch {
		case it.Text == "" || (it.Kind != Expect && strings.Contains(it.Text, ": ")):
			t.Fatalf("bad item text %+v", it)
		case (it.Kind == Expect) != (it.Expect != nil):
			t.Fatalf("expectation missing or misplaced %+v", it)
		case it.Kind != Action && it.Kind != Expect && it.Kind != Reject:
			t.Fatalf("bad item kind %+v", it)
		}
	}
}

// FuzzParseExpectation checks that ParseExpectation never panics, answers quickly, fails with
// one line, and fills the fields each kind promises.
func FuzzParseExpectation(f *testing.F) {
	for _, s := range []string{
		"Red life 22", "Bob poison 9", "Red wins", "game continues", "draw", "Ann hand 7",
		"Lightning Bolt in Ann's graveyard", "Grizzly Bears not on the battlefield",
		"Grizzly Bears under Bob's control", "Grizzly Bears is -1/0", "Grizzly Bears tapped",
		"Grizzly Bears does not have flying", "Lurking Evil is not a creature",
		"Ajani Goldmane counters loyalty 2", "step declare blockers", "turn Red",
		"turn number 4", "priority Blue", "stack 1", "choice Blue", "is is a a", "in in 's hand",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		start := time.Now()
		e, err := ParseExpectation(s)
		if d := time.Since(start); d > fuzzBudget {
			t.Fatalf("ParseExpectation took %v", d)
		}
		if err != nil {
			if e != nil || strings.Contains(err.Error(), "\n") {
				t.Fatalf("bad error %q (result %+v)", err, e)
			}
			return
		}
		if e.Text != s || e.Kind < TeamLife || e.Kind > Choice {
			t.Fatalf("bad expectation %+v", e)
		}
		switch e.Kind {
		case Outcome, Step, TurnNumber, StackSize:
		default:
			if e.Subject == "" {
				t.Fatalf("empty subject in %+v", e)
			}
		}
		if e.Kind == Step {
			if _, ok := CanonicalStep(e.Word); !ok {
				t.Fatalf("non-canonical step in %+v", e)
			}
		}
		if (e.Kind == Controller || e.Owner != "") && strings.TrimSpace(e.Owner) == "" {
			t.Fatalf("empty owner in %+v", e)
		}
	})
}
