package scenario

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

func TestLoadDocExample(t *testing.T) {
	s, err := Load("testdata/notation-doc-example.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if s.Name != "Flame Rift deals 4 damage to each player, so 8 to each team" || s.Rules != "current" ||
		s.Variant != "two-headed-giant" || s.Seed != 7 || s.Starting != "Red" ||
		s.File != "testdata/notation-doc-example.yaml" {
		t.Errorf("header = %q %q %q %d %q %q", s.Name, s.Rules, s.Variant, s.Seed, s.Starting, s.File)
	}
	if len(s.Teams) != 2 {
		t.Fatalf("teams = %d", len(s.Teams))
	}
	red, blue := s.Teams[0], s.Teams[1]
	if red.Name != "Red" || red.Life == nil || *red.Life != 30 || red.Poison == nil || *red.Poison != 0 || red.Line != 6 {
		t.Errorf("Red = %+v", red)
	}
	if blue.Life != nil || blue.Poison != nil {
		t.Errorf("Blue life/poison should be unset: %+v", blue)
	}
	ann := red.Players[0]
	wantAnn := PlayerSpec{
		Name:        "Ann",
		Hand:        []CardSpec{{Card: "Flame Rift", Count: 1, Line: 11}},
		Battlefield: []CardSpec{{Card: "Mountain", Count: 1, Line: 12}, {Card: "Mountain", Count: 1, Line: 12}},
		Library:     []CardSpec{{Card: "Mountain", Count: 10, Line: 13}},
		Graveyard:   []CardSpec{},
		Exile:       []CardSpec{},
		LibrarySet:  true,
		Line:        10,
	}
	if !reflect.DeepEqual(ann, wantAnn) {
		t.Errorf("Ann =\n%+v\nwant\n%+v", ann, wantAnn)
	}
	abe := red.Players[1]
	if abe.Name != "Abe" || abe.LibrarySet || !reflect.DeepEqual(abe.Library, []CardSpec{{Card: "Plains", Count: 20, Line: 17}}) {
		t.Errorf("Abe = %+v", abe)
	}
	bob := blue.Players[0]
	wantBF := []CardSpec{
		{Card: "Grizzly Bears", Count: 1, Line: 22},
		{Card: "Forest", Count: 1, Tapped: true, Line: 23},
		{Card: "Serra Angel", Count: 1, Sick: true, Counters: map[string]int{"+1/+1": 1}, Damage: 2, Line: 24},
		{Card: "Teferi's Moat", Count: 1, Chosen: "red", Line: 25},
		{Card: "Pacifism", Count: 1, Attached: "Grizzly Bears", Line: 26},
	}
	if !reflect.DeepEqual(bob.Battlefield, wantBF) {
		t.Errorf("Bob's battlefield =\n%+v\nwant\n%+v", bob.Battlefield, wantBF)
	}
	if want := (&TurnSpec{Team: "Red", Step: "main1", Number: 3, Line: 29}); !reflect.DeepEqual(s.Turn, want) {
		t.Errorf("turn = %+v, want %+v", s.Turn, want)
	}
	want := []Item{
		{Line: 32, Kind: Action, Text: "Ann casts Flame Rift"},
		{Line: 33, Kind: Action, Text: "resolve"},
		{Line: 34, Kind: Expect, Text: "Red life 22", Expect: &Expectation{Kind: TeamLife, Subject: "Red", Number: 22, Text: "Red life 22"}},
		{Line: 35, Kind: Expect, Text: "Blue life 22", Expect: &Expectation{Kind: TeamLife, Subject: "Blue", Number: 22, Text: "Blue life 22"}},
		{Line: 36, Kind: Expect, Text: "Flame Rift in Ann's graveyard", Expect: &Expectation{Kind: Where, Subject: "Flame Rift", Zone: "graveyard", Owner: "Ann", Text: "Flame Rift in Ann's graveyard"}},
		{Line: 37, Kind: Reject, Text: "Bob plays Forest"},
	}
	if !reflect.DeepEqual(s.Script, want) {
		t.Errorf("script =\n%+v\nwant\n%+v", s.Script, want)
	}
}

// minimal is the smallest valid scenario; tests build on it.
const minimal = `name: t
teams:
  - name: Red
    players: [{name: Ann}, {name: Abe}]
  - name: Blue
    players: [{name: Bob}, {name: Bea}]
`

func TestDefaults(t *testing.T) {
	s, err := Parse([]byte(minimal), "t.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if s.Rules != DefaultRules || s.Variant != DefaultVariant || s.Seed != DefaultSeed || s.Starting != "Red" || s.Turn != nil || s.Script != nil {
		t.Errorf("defaults = %+v", s)
	}
	for _, team := range s.Teams {
		for _, p := range team.Players {
			if p.LibrarySet || len(p.Library) != 1 || p.Library[0].Card != "Plains" || p.Library[0].Count != 20 {
				t.Errorf("%s library = %+v (set %v)", p.Name, p.Library, p.LibrarySet)
			}
		}
	}
}

func TestParseVariants(t *testing.T) {
	cases := []struct {
		name, yaml string
		check      func(*Spec) bool
	}{
		{"empty library", strings.Replace(minimal, "{name: Ann}", "{name: Ann, library: []}", 1),
			func(s *Spec) bool { p := s.Teams[0].Players[0]; return p.LibrarySet && len(p.Library) == 0 }},
		{"null library is empty", strings.Replace(minimal, "{name: Ann}", "{name: Ann, library: }", 1),
			func(s *Spec) bool { p := s.Teams[0].Players[0]; return p.LibrarySet && len(p.Library) == 0 }},
		{"deck means no default library", strings.Replace(minimal, "{name: Ann}", "{name: Ann, deck: mono-red}", 1),
			func(s *Spec) bool { p := s.Teams[0].Players[0]; return p.Deck == "mono-red" && p.Library == nil }},
		{"counts", strings.Replace(minimal, "{name: Ann}", "{name: Ann, hand: [3 Grizzly Bears, 1000 Island, {card: 1996 World Champion}, {card: Forest, count: 2}]}", 1),
			func(s *Spec) bool {
				h := s.Teams[0].Players[0].Hand
				return h[0].Count == 3 && h[0].Card == "Grizzly Bears" && h[1].Count == 1000 &&
					h[2].Card == "1996 World Champion" && h[2].Count == 1 && h[3].Count == 2
			}},
		{"exile counters", strings.Replace(minimal, "{name: Ann}", "{name: Ann, exile: [{card: Rift Bolt, counters: {time: 1}}]}", 1),
			func(s *Spec) bool { return s.Teams[0].Players[0].Exile[0].Counters["time"] == 1 }},
		{"face", strings.Replace(minimal, "{name: Ann}", "{name: Ann, battlefield: [{card: Delver of Secrets, face: Insectile Aberration}]}", 1),
			func(s *Spec) bool { return s.Teams[0].Players[0].Battlefield[0].Face == "Insectile Aberration" }},
		{"rules 2008 and player poison", "rules: 2008\n" + strings.Replace(minimal, "{name: Bob}", "{name: Bob, poison: 9}", 1),
			func(s *Spec) bool { return s.Rules == "2008" && s.Teams[1].Players[0].Poison == 9 }},
		{"rules case-insensitive", "rules: Current\n" + minimal, func(s *Spec) bool { return s.Rules == "current" }},
		{"variant 2HG", "variant: 2HG\n" + minimal, func(s *Spec) bool { return s.Variant == "two-headed-giant" }},
		{"seed 0 and big", "seed: 18446744073709551615\n" + minimal, func(s *Spec) bool { return s.Seed == 1<<64-1 }},
		{"negative life", strings.Replace(minimal, "- name: Blue\n", "- name: Blue\n    life: -3\n", 1),
			func(s *Spec) bool { return *s.Teams[1].Life == -3 }},
		{"starting case-insensitive", minimal + "starting: blue\n", func(s *Spec) bool { return s.Starting == "Blue" }},
		{"turn defaults", minimal + "starting: Blue\nturn: {step: Upkeep Step}\n",
			func(s *Spec) bool { return s.Turn.Team == "Blue" && s.Turn.Step == "upkeep" && s.Turn.Number == 1 }},
		{"turn step alias", minimal + "turn: {team: red, step: postcombat main, number: 4}\n",
			func(s *Spec) bool { return s.Turn.Team == "Red" && s.Turn.Step == "main2" && s.Turn.Number == 4 }},
		{"three players a team", `name: t
teams:
  - {name: Red, players: [{name: Ann}, {name: Abe}, {name: Al}]}
  - {name: Blue, players: [{name: Bob}, {name: Bea}, {name: Bo}]}
`, func(s *Spec) bool { return len(s.Teams[1].Players) == 3 }},
		{"script forms", minimal + `script:
  - pass
  - {expect: Red wins}
  - reject: Bob plays Forest because not your turn
  - reject: Ann casts Fling because it is slow because sorcery
  - reject: Ann BECAUSE x
`, func(s *Spec) bool {
			sc := s.Script
			return len(sc) == 5 && sc[0].Kind == Action && sc[1].Expect.Kind == Outcome &&
				sc[2].Text == "Bob plays Forest" && sc[2].Because == "not your turn" &&
				sc[3].Text == "Ann casts Fling because it is slow" && sc[3].Because == "sorcery" &&
				sc[4].Text == "Ann" && sc[4].Because == "x" && sc[4].Line == 12
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := Parse([]byte(c.yaml), "t.yaml")
			if err != nil {
				t.Fatal(err)
			}
			if !c.check(s) {
				t.Errorf("unexpected result: %+v", s)
			}
		})
	}
}

// ann replaces Ann's player mapping in minimal with the given one.
func ann(mapping string) string {
	return strings.Replace(minimal, "{name: Ann}", mapping, 1)
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		name, yaml string
		line       int
		want       string
	}{
		{"empty file", "", 0, "empty scenario file"},
		{"comments only", "# nothing\n", 0, "empty scenario file"},
		{"null document", "~\n", 1, "empty scenario; expected a mapping"},
		{"not a mapping", "- a\n", 1, "scenario is a list; expected a mapping with keys name, rules"},
		{"syntax", "name: a\nteams: [\n", 2, "invalid YAML: did not find expected node content"},
		{"colon in plain value", "name: a: b\n", 0, "invalid YAML: mapping values are not allowed"},
		{"two documents", minimal + "---\nname: u\n", 7, "a second YAML document"},
		{"unknown top key", "nmae: x\n" + minimal, 1, `unknown field "nmae" in scenario; expected one of name, rules, variant, options, seed, teams, players, starting, turn, script`},
		{"unknown team key", strings.Replace(minimal, "  - name: Blue\n", "  - name: Blue\n    lifes: 3\n", 1), 6,
			`unknown field "lifes" in team; expected one of name, life, poison, players`},
		{"unknown player key", ann("{name: Ann, hnad: []}"), 4, `unknown field "hnad" in player; expected one of name, life, hand, battlefield, library, graveyard, exile, poison, deck, range`},
		{"unknown card key", ann("{name: Ann, battlefield: [{card: X, taped: true}]}"), 4, `unknown field "taped" in card; expected one of card, count, tapped`},
		{"unknown turn key", minimal + "turn: {step: main1, phase: x}\n", 7, `unknown field "phase" in turn; expected one of team, player, step, number`},
		{"complex key", "? [a]\n: b\n" + minimal, 1, "a key in scenario is a list"},
		{"duplicate key", minimal + "name: u\n", 7, `duplicate field "name" in scenario (first given at line 1)`},
		{"alias", "name: &n t\nseed: *n\n" + minimal[len("name: t\n"):], 2, "YAML alias *n is not supported"},
		{"alias cycle", "name: t\nteams: &a [*a, *a]\n", 2, "YAML alias *a is not supported"},
		{"missing name", minimal[len("name: t\n"):], 1, "missing name; expected name:"},
		{"empty name", "name: ''\n" + minimal[len("name: t\n"):], 1, "missing name"},
		{"name is a list", "name: [a]\n" + minimal[len("name: t\n"):], 1, "name is a list; expected a single value"},
		{"unknown rules", "rules: 2009\n" + minimal, 1, `unknown rules edition "2009"; expected one of current, 2011, 2008, 2006`},
		{"unknown variant", "variant: chess\n" + minimal, 1, `unknown variant "chess"; expected one of two-headed-giant, duel, free-for-all, grand-melee, teams, emperor`},
		{"duel with teams", "variant: duel\n" + minimal, 1, `variant duel lists players:, not teams: (each player plays alone)`},
		{"duel with three players", "name: x\nvariant: duel\nplayers: [{name: Ann}, {name: Bob}, {name: Cid}]\n", 3, `a duel has 2 players, got 3; expected two players`},
		{"duel with options", "name: x\nvariant: duel\noptions: {range: 1}\nplayers: [{name: Ann}, {name: Bob}]\n", 3, `variant duel takes no multiplayer options; expected no options:`},
		{"random seating in teams", "name: x\nvariant: teams\noptions: {seating: random}\nteams: [{name: R, players: [{name: Ann}]}, {name: B, players: [{name: Bob}]}]\n", 3, `seating: random is for variants free-for-all and grand-melee (CR 806.3, 807.3); variant teams seats its players as listed`},
		{"unknown seating", "name: x\nvariant: grand-melee\noptions: {seating: shuffled}\nplayers: [{name: Ann}, {name: Bob}, {name: Cid}, {name: Dan}]\n", 3, `unknown seating "shuffled"; expected listed or random`},
		{"duel under 2011", "name: x\nrules: \"2011\"\nvariant: duel\nplayers: [{name: Ann}, {name: Bob}]\n", 2, `variant duel takes rules current or 2006, not 2011`},
		{"teams under 2008", "name: x\nvariant: teams\nrules: \"2008\"\nteams: [{name: R, players: [{name: Ann}]}, {name: B, players: [{name: Bob}]}]\n", 3, `variant teams takes rules current or 2006, not 2008`},
		{"shared turns under 2006", "name: x\nvariant: teams\nrules: \"2006\"\noptions: {shared-turns: true}\nteams: [{name: R, players: [{name: Ann}]}, {name: B, players: [{name: Bob}]}]\n", 4, `the shared team turns option (CR 805) is for variant teams under rules current; got variant teams under rules 2006`},
		{"shared turns in a free-for-all", "name: x\nvariant: free-for-all\noptions: {shared-turns: true}\nplayers: [{name: Ann}, {name: Bob}, {name: Cid}]\n", 3, `is for variant teams under rules current; got variant free-for-all`},
		{"shared turns not a bool", "name: x\nvariant: teams\noptions: {shared-turns: 1}\nteams: [{name: R, players: [{name: Ann}]}, {name: B, players: [{name: Bob}]}]\n", 3, `shared-turns is`},
		{"player life in 2hg", ann("{name: Ann, life: 3}"), 4, `in two-headed-giant life is the team's; expected life: on the team`},
		{"negative seed", "seed: -1\n" + minimal, 1, `seed is "-1"; expected a whole number from 0 to 18446744073709551615`},
		{"text seed", "seed: abc\n" + minimal, 1, `seed is "abc"; expected a whole number`},
		{"missing teams", "name: t\n", 1, "missing teams; expected teams: with two teams"},
		{"teams not a list", "name: t\nteams: Red\n", 2, `teams is "Red"; expected a list`},
		{"one team", "name: t\nteams: [{name: Red, players: [{name: Ann}, {name: Abe}]}]\n", 2, "two-headed-giant needs exactly 2 teams, got 1"},
		{"three teams", "name: t\nteams: [{name: A}, {name: B}, {name: C}]\n", 2, "needs exactly 2 teams, got 3"},
		{"team not a mapping", "name: t\nteams: [Red, Blue]\n", 2, `team is "Red"; expected a mapping with keys name, life, poison, players`},
		{"team without name", "name: t\nteams: [{players: []}, {name: B}]\n", 2, "team has no name"},
		{"team without players", "name: t\nteams: [{name: A}, {name: B}]\n", 2, `team "A" has no players; expected players: with at least 2 players (CR 810.1)`},
		{"one player", strings.Replace(minimal, "[{name: Ann}, {name: Abe}]", "[{name: Ann}]", 1), 4, `team "Red" has 1 player(s); expected at least 2 (CR 810.1)`},
		{"nine players", strings.Replace(minimal, "[{name: Ann}, {name: Abe}]", "[{name: a1}, {name: a2}, {name: a3}, {name: a4}, {name: a5}, {name: a6}, {name: a7}, {name: a8}, {name: a9}]", 1), 4, "has 9 players; expected at most 8"},
		{"unequal teams", strings.Replace(minimal, "[{name: Bob}, {name: Bea}]", "[{name: Bob}, {name: Bea}, {name: Bo}]", 1), 5,
			`team "Blue" has 3 players but team "Red" has 2; expected teams of the same size (CR 810.1, 810.11)`},
		{"duplicate team", strings.Replace(minimal, "name: Blue", "name: RED", 1), 5, `team name "RED" is already used by team "Red" (line 3)`},
		{"player named like team", ann("{name: blue}"), 5, `team name "Blue" is already used by player "blue" (line 4)`},
		{"duplicate player", strings.Replace(minimal, "{name: Bea}", "{name: ann}", 1), 6, `player name "ann" is already used by player "Ann" (line 4)`},
		{"player without name", ann("{hand: []}"), 4, "player has no name; expected name:"},
		{"empty player name", ann("{name: ''}"), 4, "player name is empty"},
		{"player name with comma", ann("{name: 'Ann, Abe'}"), 4, `player name "Ann, Abe" contains one of , : #`},
		{"player name with arrow", ann("{name: Ann->Bob}"), 4, "contains one of"},
		{"long name", ann("{name: " + strings.Repeat("a", 65) + "}"), 4, "player name is 65 bytes long; expected at most 64"},
		{"life text", strings.Replace(minimal, "- name: Blue\n", "- name: Blue\n    life: lots\n", 1), 6, `life is "lots"; expected a whole number from -1000000000 to 1000000000`},
		{"negative poison", strings.Replace(minimal, "- name: Blue\n", "- name: Blue\n    poison: -1\n", 1), 6, `poison is "-1"; expected a whole number from 0`},
		{"team poison in 2006", "rules: 2006\n" + strings.Replace(minimal, "- name: Blue\n", "- name: Blue\n    poison: 3\n", 1), 7,
			"team poison is shared only in the current and 2011 editions; with rules 2006 expected poison: on each player"},
		{"player poison in current", ann("{name: Ann, poison: 2}"), 4, "a player's own poison counts only in the 2006 and 2008 editions; with rules current expected poison: on the team"},
		{"deck and library", ann("{name: Ann, library: [], deck: burn}"), 4, `player "Ann" has both deck: and library:`},
		{"zone not a list", ann("{name: Ann, hand: Lightning Bolt}"), 4, `hand is "Lightning Bolt"; expected a list, e.g. [Forest, 3 Grizzly Bears`},
		{"card entry is a list", ann("{name: Ann, hand: [[a]]}"), 4, "an entry of hand is a list; expected a card name"},
		{"empty card entry", ann("{name: Ann, hand: ['']}"), 4, "empty card entry; expected a card name"},
		{"null card entry", ann("{name: Ann, hand: [~]}"), 4, "empty card entry"},
		{"count only", ann("{name: Ann, hand: [3]}"), 4, `"3" is a number with no card name; expected "N Name"`},
		{"count zero", ann("{name: Ann, hand: [0 Island]}"), 4, `count 0 in "0 Island" is out of range; expected 1 to 1000`},
		{"count too big", ann("{name: Ann, hand: [1001 Island]}"), 4, "count 1001 in \"1001 Island\" is out of range"},
		{"count huge", ann("{name: Ann, hand: [99999999999999999999999 Island]}"), 4, "is out of range"},
		{"mapping count", ann("{name: Ann, hand: [{card: Island, count: 0}]}"), 4, `count is "0"; expected a whole number from 1 to 1000`},
		{"mapping without card", ann("{name: Ann, battlefield: [{tapped: true}]}"), 4, "card entry has no card:"},
		{"mapping empty card", ann("{name: Ann, battlefield: [{card: ''}]}"), 4, "card: is empty"},
		{"tapped in hand", ann("{name: Ann, hand: [{card: X, tapped: true}]}"), 4, "tapped: applies only to battlefield cards, not hand"},
		{"attached in graveyard", ann("{name: Ann, graveyard: [{card: X, attached: Y}]}"), 4, "attached: applies only to battlefield cards, not graveyard"},
		{"counters in library", ann("{name: Ann, library: [{card: X, counters: {a: 1}}]}"), 4, "counters: apply only to battlefield and exile cards, not library"},
		{"tapped not bool", ann("{name: Ann, battlefield: [{card: X, tapped: maybe}]}"), 4, `tapped is "maybe"; expected true or false`},
		{"negative damage", ann("{name: Ann, battlefield: [{card: X, damage: -1}]}"), 4, `damage is "-1"; expected a whole number from 0`},
		{"counters not mapping", ann("{name: Ann, battlefield: [{card: X, counters: [a]}]}"), 4, "counters is a list; expected a mapping such as {+1/+1: 2"},
		{"empty counter kind", ann("{name: Ann, battlefield: [{card: X, counters: {'': 1}}]}"), 4, "empty counter kind"},
		{"counter kind twice", ann("{name: Ann, battlefield: [{card: X, counters: {a: 1, ' a': 2}}]}"), 4, `counter kind "a" given twice`},
		{"negative counters", ann("{name: Ann, battlefield: [{card: X, counters: {+1/+1: -1}}]}"), 4, `+1/+1 counters is "-1"; expected a whole number from 0`},
		{"starting unknown", minimal + "starting: Green\n", 7, `starting team "Green" is not a team; expected one of Red, Blue`},
		{"starting is a player", minimal + "starting: Ann\n", 7, `starting team "Ann" is not a team`},
		{"turn not mapping", minimal + "turn: 3\n", 7, `turn is "3"; expected a mapping with keys team, player, step, number`},
		{"turn without step", minimal + "turn: {team: Red}\n", 7, "turn has no step; expected step: one of untap, upkeep, draw, main1"},
		{"unknown step", minimal + "turn: {step: lunch}\n", 7, `unknown step "lunch"; expected one of untap, upkeep, draw, main1, beginning of combat`},
		{"turn team unknown", minimal + "turn: {team: Green, step: main1}\n", 7, `turn team "Green" is not a team`},
		{"turn number zero", minimal + "turn: {step: main1, number: 0}\n", 7, `turn number is "0"; expected a whole number from 1`},
		{"script not list", minimal + "script: pass\n", 7, `script is "pass"; expected a list`},
		{"empty script item", minimal + "script:\n  -\n", 8, "empty script item; expected an action line, expect: or reject:"},
		{"script item list", minimal + "script:\n  - [pass]\n", 8, "script item is a list; expected an action line or a one-key mapping"},
		{"action with colon", minimal + "script:\n  - 'Ann chooses: red'\n", 8,
			`action "Ann chooses: red" contains ": ", which YAML reads as a key and a value when unquoted; expected a notation line`},
		{"action looks like expect", minimal + "script:\n  - expect:Red life 3\n", 8, `looks like a expect item; expected "- expect: ..." with a space after the colon`},
		{"action looks like reject", minimal + "script:\n  - Reject Ann plays Forest\n", 8, `looks like a reject item`},
		{"two keys", minimal + "script:\n  - {expect: Red wins, reject: pass}\n", 8, "script item is a mapping with 2 keys; expected exactly one key, expect or reject"},
		{"unquoted colon action", minimal + "script:\n  - Ann chooses: red\n", 8, `script item is a mapping with key "Ann chooses"; expected expect: or reject: (an action line cannot contain ": "`},
		{"expect not understood", minimal + "script:\n  - expect: Red is happy\n", 8, `unknown expectation "Red is happy"; expected one of: T life N`},
		{"expect empty", minimal + "script:\n  - expect:\n", 8, "empty expectation"},
		{"expect list", minimal + "script:\n  - expect: [a]\n", 8, "expect is a list; expected a single value"},
		{"reject empty", minimal + "script:\n  - reject: ''\n", 8, "reject: has no line"},
		{"reject only because", minimal + "script:\n  - reject: ' because x'\n", 8, "reject: has no line"},
		{"colon in plain value, second line", "name: a\nseed: a: b\n", 2, "invalid YAML: mapping values are not allowed"},
		{"reject empty because", minimal + "script:\n  - reject: pass because\n", 8, `reject: "pass because" has an empty because`},
		{"reject with colon", minimal + "script:\n  - reject: 'Ann chooses: red because x'\n", 8, `rejected line "Ann chooses: red" contains ": "`},
		{"separators", "name: t\nx: [" + strings.Repeat("a,", maxSeparators) + "a]\n", 0, "lines and commas; a scenario file may have at most 250000"},
		{"too big", strings.Repeat("#", MaxFileSize+1), 0, "bytes; a scenario file may be at most 4194304 bytes (4 MB)"},
		{"too many permanents", ann("{name: Ann, battlefield: [" + strings.Repeat("1000 Island, ", 10) + "Island]}"), 4, "more than 10000 permanents in the file"},
		{"too many cards", ann("{name: Ann, library: [" + strings.Repeat("1000 Island, ", 100) + "]}"), 4, "more than 100000 cards in the file"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			checkErr(t, c.yaml, "t.yaml", c.line, c.want)
		})
	}
}

// checkErr parses data and checks that it fails at line with a one-line message containing
// want, prefixed by "file:line: ".
func checkErr(t *testing.T, data, file string, line int, want string) {
	t.Helper()
	s, err := Parse([]byte(data), file)
	if err == nil {
		t.Fatalf("no error; spec %+v", s)
	}
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %T %v is not an *Error", err, err)
	}
	msg := err.Error()
	if !strings.Contains(msg, want) || strings.Contains(msg, "\n") {
		t.Errorf("error %q\n does not contain %q (or is not one line)", msg, want)
	}
	if e.Line != line || e.File != file {
		t.Errorf("error %q at %s:%d, want %s:%d", msg, e.File, e.Line, file, line)
	}
	prefix := file + ": "
	if line > 0 {
		prefix = file + ":" + strconv.Itoa(line) + ": "
	}
	if !strings.HasPrefix(msg, prefix) {
		t.Errorf("error %q does not start with %q", msg, prefix)
	}
}

// TestBadFiles loads the bad scenarios kept in testdata.
func TestBadFiles(t *testing.T) {
	cases := []struct {
		file string
		line int
		want string
	}{
		{"bad-unknown-field.yaml", 4, `unknown field "lifes" in team; expected one of name, life, poison, players`},
		{"bad-rules.yaml", 2, `unknown rules edition "2009"; expected one of current, 2011, 2008, 2006`},
		{"bad-unequal-teams.yaml", 7, `team "Blue" has 3 players but team "Red" has 2`},
		{"bad-step.yaml", 10, `unknown step "combat"; expected one of`},
		{"bad-expectation.yaml", 12, `unknown expectation "Grizzly Bears is big"`},
		{"bad-action-colon.yaml", 11, `action "Ann chooses: red" contains ": "`},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			path := filepath.Join("testdata", c.file)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			checkErr(t, string(data), path, c.line, c.want)
			if _, err := Load(path); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("Load: %v", err)
			}
		})
	}
}

func TestLoadErrors(t *testing.T) {
	dir := t.TempDir()
	if _, err := Load(filepath.Join(dir, "missing.yaml")); err == nil || !strings.Contains(err.Error(), "missing.yaml: cannot open scenario file: no such file") {
		t.Errorf("missing file: %v", err)
	}
	if _, err := Load(dir); err == nil || !strings.Contains(err.Error(), "is a directory") {
		t.Errorf("directory: %v", err)
	}
	// A sparse ten-megabyte file: refused from its size, before any reading.
	big := filepath.Join(dir, "big.yaml")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(10 << 20); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if _, err := Load(big); err == nil || !strings.Contains(err.Error(), "big.yaml: file is 10485760 bytes; a scenario file may be at most 4194304 bytes (4 MB)") {
		t.Errorf("big file: %v", err)
	}
}

func TestErrorFormat(t *testing.T) {
	if got := (&Error{File: "f.yaml", Line: 3, Msg: "bad"}).Error(); got != "f.yaml:3: bad" {
		t.Errorf("got %q", got)
	}
	if got := (&Error{File: "f.yaml", Msg: "bad"}).Error(); got != "f.yaml: bad" {
		t.Errorf("got %q", got)
	}
	if _, err := Parse([]byte("x"), ""); err == nil || !strings.HasPrefix(err.Error(), "scenario:1: ") {
		t.Errorf("default file name: %v", err)
	}
}

func TestCanonicalStep(t *testing.T) {
	cases := map[string]string{
		"untap": "untap", "Upkeep": "upkeep", "draw step": "draw", "main1": "main1",
		"precombat main": "main1", "Main 1": "main1", "beginning  of combat": "beginning of combat",
		"declare attackers": "declare attackers", "declare blockers step": "declare blockers",
		"first strike damage": "first strike damage", "combat damage": "combat damage",
		"end of combat": "end of combat", "postcombat main": "main2", "main2": "main2",
		"end": "end", "end step": "end", "cleanup": "cleanup",
		"lunch": "", "": "", "step": "", "main": "", "end of turn": "end", "clean-up": "cleanup",
	}
	for in, want := range cases {
		got, ok := CanonicalStep(in)
		if got != want || ok != (want != "") {
			t.Errorf("CanonicalStep(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	if n := StepNames(); len(n) != 13 || n[0] != "untap" || n[12] != "cleanup" {
		t.Errorf("StepNames = %v", n)
	}
}
