package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/oracle"
)

// runCardsCmd runs "ettin cards args..." and returns the exit code and both outputs.
func runCardsCmd(args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(append([]string{"cards"}, args...), &out, &errOut)
	return code, out.String(), errOut.String()
}

// withImplemented replaces isImplemented for one test.
func withImplemented(t *testing.T, names ...string) {
	old := isImplemented
	set := map[string]bool{}
	for _, n := range names {
		set[n] = true
	}
	isImplemented = func(name string) bool { return set[name] }
	oldOrigin := originOf
	// The other cards are missing; those of BBD for an unread sentence of two shapes.
	originOf = func(name string) (cards.Origin, error) {
		if set[name] {
			return cards.Scripted, nil
		}
		if name == "Regna, the Redeemer" || name == "Arena Rector" {
			return cards.Missing, &oracle.UnknownError{Card: name, Sentence: "Cycling {2}{W}"}
		}
		if name == "Bountiful Promenade" {
			return cards.Missing, &oracle.UnknownError{Card: name, Sentence: "Cycling {1}"}
		}
		return cards.Missing, nil
	}
	t.Cleanup(func() { isImplemented, originOf = old, oldOrigin })
}

func TestCardsShow(t *testing.T) {
	withImplemented(t, "Lightning Bolt")
	tests := []struct {
		name     string
		args     []string
		code     int
		contains []string
		stderr   string
	}{
		{name: "several words", args: []string{"show", "lightning", "bolt"}, code: 0, contains: []string{
			"Name:        Lightning Bolt\n", "Cost:        {R} (mana value 1)\n", "Type:        Instant\n",
			"  Lightning Bolt deals 3 damage to any target.\n", "Printings:   LEA, LEB,", "Implemented: yes\n", "Rulings:     none\n", "Oracle text (2026 data):\n", "Data:        2018 and 2026\n"}},
		{name: "reprint in today's wording", args: []string{"show", "Elvish Visionary"}, code: 0, contains: []string{
			"Oracle text (2026 data):\n  When this creature enters, draw a card.\n", "(worded as in the 2018 data: ettin cards show --2018 Elvish Visionary)\n"}},
		{name: "2018 wording", args: []string{"show", "--2018", "Elvish Visionary"}, code: 0, contains: []string{
			"Oracle text (2018 data):\n  When Elvish Visionary enters the battlefield, draw a card.\n"}},
		{name: "no 2018 wording", args: []string{"show", "--2018", "Ordinary Bear"}, code: 1,
			stderr: "ettin cards show: Ordinary Bear is not in the 2018 data; it has only today's wording\n"},
		{name: "adventure", args: []string{"show", "an unexpected party"}, code: 0, contains: []string{
			"Oracle text (2026 data):\n  As this enchantment enters, choose a creature type.\n",
			"Face:        At the Door  {X}{2}{W}  Sorcery — Adventure\n  Create X 2/2 red Dwarf creature tokens.",
			"Layout:      adventure\n", "Printings:   HOB\n", "Data:        2026\n", "Rulings:     none (the 2026 data has no rulings)\n"}},
		{name: "new split card", args: []string{"show", "Cease // Desist"}, code: 0, contains: []string{
			"Cost:        {1}{B/G} // {4}{G/W}{G/W}", "Oracle text (2026 data): on each face\n",
			"Face:        Cease  {1}{B/G}  Instant\n", "Face:        Desist  {4}{G/W}{G/W}  Sorcery\n  Destroy all artifacts and enchantments.\n"}},
		{name: "one argument", args: []string{"show", "Will Kenrith"}, code: 0, contains: []string{
			"Loyalty:     4\n", "Partner:     Rowan Kenrith\n", "Implemented: no\n", "Rulings (23):\n", "  2018-06-08  "}},
		{name: "creature", args: []string{"show", "Tarmogoyf"}, code: 0, contains: []string{"P/T:         */1+*\n"}},
		{name: "split card", args: []string{"show", "Fire // Ice"}, code: 0, contains: []string{"Faces:       Fire, Ice (split card)\n",
			"Face:        Ice  {1}{U}  Instant\n  Tap target permanent.\n"}},
		{name: "unknown", args: []string{"show", "Lightening", "Bolt"}, code: 1,
			stderr: "ettin cards show: unknown card \"Lightening Bolt\"; did you mean Lightning Bolt?\n"},
		{name: "no name", args: []string{"show"}, code: 2,
			stderr: "ettin cards show: expected a card name (usage: ettin cards show [--2018] [--abilities] NAME...)\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runCardsCmd(tt.args...)
			if code != tt.code || errOut != tt.stderr {
				t.Fatalf("exit %d, stderr %q; want %d, %q", code, errOut, tt.code, tt.stderr)
			}
			for _, want := range tt.contains {
				if !strings.Contains(out, want) {
					t.Errorf("output lacks %q:\n%s", want, out)
				}
			}
		})
	}
}

func TestCardsSearch(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		lines  []string // expected stdout lines, or nil to skip
		last   string   // expected last line of stdout
		stderr string
	}{
		{name: "one match", args: []string{"search", "partner", "rowan", "emblem", "instant"}, lines: []string{
			"Will Kenrith  {4}{U}{U}  Legendary Planeswalker — Will",
			"1 matching card",
		}},
		{name: "limit after words", args: []string{"search", "partner", "with", "--limit", "2"}, last: "2 of 26 matching cards shown (--limit 0 shows all)"},
		{name: "limit before words", args: []string{"search", "--limit=0", "partner", "with"}, last: "26 matching cards"},
		{name: "no match", args: []string{"search", "zzqqxx"}, last: `no card's name or text contains every word of "zzqqxx"`},
		{name: "bad limit", args: []string{"search", "--limit", "x", "bolt"}, code: 2,
			stderr: "ettin cards search: invalid value \"x\" for flag -limit: parse error (usage: ettin cards search [--limit N] TEXT)\n"},
		{name: "negative limit", args: []string{"search", "--limit", "-1", "bolt"}, code: 2,
			stderr: "ettin cards search: --limit -1: expected 0 (no limit) or more\n"},
		{name: "unknown flag", args: []string{"search", "--colour", "red"}, code: 2,
			stderr: "ettin cards search: flag provided but not defined: -colour (usage: ettin cards search [--limit N] TEXT)\n"},
		{name: "no text", args: []string{"search"}, code: 2,
			stderr: "ettin cards search: expected text to search for (usage: ettin cards search [--limit N] TEXT)\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runCardsCmd(tt.args...)
			if code != tt.code || errOut != tt.stderr {
				t.Fatalf("exit %d, stderr %q; want %d, %q", code, errOut, tt.code, tt.stderr)
			}
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if tt.lines != nil && strings.Join(lines, "\n") != strings.Join(tt.lines, "\n") {
				t.Errorf("output:\n%s\nwant:\n%s", out, strings.Join(tt.lines, "\n"))
			}
			if tt.last != "" && lines[len(lines)-1] != tt.last {
				t.Errorf("last line %q, want %q", lines[len(lines)-1], tt.last)
			}
		})
	}
}

func TestCardsCoverage(t *testing.T) {
	withImplemented(t, "Will Kenrith", "Rowan Kenrith", "Lightning Bolt")
	code, out, errOut := runCardsCmd("coverage")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if !strings.HasPrefix(out, "Cards implemented: 3 of 24595 (0.0%)\nHow (all cards): 3 scripted, 0 read from keywords, 0 compiled from Oracle text, 24592 missing\n\nCODE ") {
		t.Errorf("coverage output starts %q", out[:min(len(out), 60)])
	}
	if row := findRow(out, "BBD"); strings.Join(row, " ") != "BBD Battlebond 2/254 0.8%" {
		t.Errorf("BBD row = %q", row)
	}
	if row := findRow(out, "M11"); strings.Join(row, " ") != "M11 Magic 2011 1/234 0.4%" {
		t.Errorf("M11 row = %q", row)
	}
	if row := findRow(out, "ECL"); strings.Join(row, " ") != "ECL Lorwyn Eclipsed 0/258 0.0%" {
		t.Errorf("ECL row = %q", row)
	}
	if strings.Contains(out, "Not implemented in") {
		t.Error("coverage without --set lists unimplemented cards")
	}

	code, out, errOut = runCardsCmd("coverage", "--set", "bbd")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{"BBD   Battlebond  2/254        0.8%\n", "Not implemented in BBD (252):\n", "  Regna, the Redeemer\n",
		"How (BBD): 2 scripted, 0 read from keywords, 0 compiled from Oracle text, 252 missing\n",
		"First unread sentence shapes (N: a number, {M}: mana; cards, one example):\n      3  Cycling {M}  (Arena Rector)\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("coverage --set output lacks %q:\n%s", want, out[:min(len(out), 400)])
		}
	}
	if strings.Contains(out, "  Will Kenrith\n") || strings.Contains(out, "LEA ") {
		t.Error("coverage --set lists an implemented card or another set")
	}

	code, out, errOut = runCardsCmd("coverage", "--set", "sos")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{"SOS   Secrets of Strixhaven  0/255        0.0%\n", "Not implemented in SOS (255):\n", "  Abigale, Poet Laureate\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("coverage --set SOS output lacks %q:\n%s", want, out[:min(len(out), 400)])
		}
	}

	tests := []struct {
		args   []string
		code   int
		stderr string
	}{
		{[]string{"coverage", "--set", "XYZQ"}, 1, "ettin cards coverage: unknown set \"XYZQ\"; expected a set code such as BBD (Battlebond)\n"},
		{[]string{"coverage", "--set"}, 2, "ettin cards coverage: flag needs an argument: -set (usage: ettin cards coverage [--set CODE] [--unknown N])\n"},
		{[]string{"coverage", "extra"}, 2, "ettin cards coverage: unexpected argument \"extra\" (usage: ettin cards coverage [--set CODE] [--unknown N])\n"},
		{[]string{"coverage", "--unknown", "-1"}, 2, "ettin cards coverage: --unknown -1: expected 0 (none) or more\n"},
		{[]string{"frobnicate"}, 2, "ettin cards: unknown subcommand \"frobnicate\"; expected show, search or coverage\n"},
		{nil, 2, "ettin cards: expected a subcommand: show, search or coverage (see ettin cards help)\n"},
	}
	for _, tt := range tests {
		code, _, errOut := runCardsCmd(tt.args...)
		if code != tt.code || errOut != tt.stderr {
			t.Errorf("cards %q: exit %d, stderr %q; want %d, %q", tt.args, code, errOut, tt.code, tt.stderr)
		}
	}
}

func TestCardsHelp(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"search", "-h"}} {
		code, out, errOut := runCardsCmd(args...)
		if code != 0 || errOut != "" || !strings.Contains(out, "ettin cards search") {
			t.Errorf("cards %q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	var out bytes.Buffer
	run(nil, &out, &out)
	if !strings.Contains(out.String(), "cards ") {
		t.Error("ettin usage does not list the cards command")
	}
}

// findRow returns the words of the first output line whose first word is code.
func findRow(out, code string) []string {
	for _, line := range strings.Split(out, "\n") {
		if f := strings.Fields(line); len(f) > 0 && f[0] == code {
			return f
		}
	}
	return nil
}

// TestCardsShowAbilities: --abilities prints how the card was made and what the engine
// understood; for a card the compiler can't read, the phrase it stopped at.
func TestCardsShowAbilities(t *testing.T) {
	code, out, errOut := runCardsCmd("show", "--abilities", "Volcanic Hammer")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{"Made:        compiled\n", "Abilities:\n  spell:\n", "target TargetSpec{Kind:any}\n    DamageTarget{Amount:3}"} {
		if !strings.Contains(out, want) {
			t.Errorf("show --abilities Volcanic Hammer lacks %q:\n%s", want, out)
		}
	}
	_, out, _ = runCardsCmd("show", "--abilities", "Black Lotus")
	if !strings.Contains(out, "Made:        missing\n") || !strings.Contains(out, "Why:         Black Lotus: unknown phrase") || strings.Contains(out, "Abilities:") {
		t.Errorf("show --abilities Black Lotus:\n%s", out)
	}
}
