package notation

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/mtg"
)

// testNames is the card database of the tests' KnownName.
var testNames = map[string]bool{}

func init() {
	for _, n := range []string{
		"Regna, the Redeemer", "Krav, the Unredeemed", "Jace, the Mind Sculptor",
		"Garruk, Cursed Huntsman", "Ach! Hans, Run!", "Teferi's Moat", "Druid's Deliverance",
		"Khorvath's Fury", "Prodigal Sorcerer", "Grizzly Bears", "Wall of Stone", "Serra Angel", "Hill Giant",
		"Forest", "Island", "Lightning Bolt", "1996 World Champion", "Tooth and Claw",
		"Quest for Ula's Temple", "Warrior Token", "Fight with Fire", "Colossal Dreadmaw",
		"Borrowing 100,000 Arrows", "Uno, Dos, Tres, Cuatro",
	} {
		testNames[strings.ToLower(n)] = true
	}
}

var known = &Parser{KnownName: func(s string) bool { return testNames[strings.ToLower(s)] }}

func name(n string) Ref       { return Ref{Name: n} }
func owned(c, n string) Ref   { return Ref{Controller: c, Name: n} }
func nth(n string, i int) Ref { return Ref{Name: n, Index: i} }
func refs(names ...string) []Ref {
	r := make([]Ref, len(names))
	for i, n := range names {
		r[i] = name(n)
	}
	return r
}

type parseCase struct {
	line  string
	known bool // parse with the KnownName parser
	want  Action
}

var parseCases = []parseCase{
	// Every row of the contract's actions table, with its exact examples.
	{line: "pass", want: Pass{}},
	{line: "Ann passes", want: Pass{Who: "Ann"}}, // "Other variants": a player alone passes
	{line: "resolve", want: Resolve{}},
	{line: "go to declare attackers", want: GoTo{Step: mtg.DeclareAttackers}},
	{line: "Ann plays Forest", want: PlayLand{Player: "Ann", Card: name("Forest")}},
	{line: "Ann casts Lightning Bolt targeting Bob", want: Cast{Player: "Ann", Card: name("Lightning Bolt"), Targets: refs("Bob")}},
	{line: "Ann casts Spiteful Returned using bestow targeting Abe's Grizzly Bears", want: Cast{Player: "Ann", Card: name("Spiteful Returned"), Using: "bestow", Targets: []Ref{owned("Abe", "Grizzly Bears")}}},
	{line: "Ann casts Blaze with X=3 targeting Bob", want: Cast{Player: "Ann", Card: name("Blaze"), X: 3, HasX: true, Targets: refs("Bob")}},
	{line: "Ann casts Huddle Up targeting Ann, Bea assisted by Abe paying {2}", want: Cast{Player: "Ann", Card: name("Huddle Up"), Targets: refs("Ann", "Bea"), AssistedBy: "Abe", AssistMana: "{2}"}},
	{line: "Ann activates Prodigal Sorcerer targeting Bea", want: Activate{Player: "Ann", Card: name("Prodigal Sorcerer"), Targets: refs("Bea")}},
	{line: "Ann activates Greater Good sacrificing Colossal Dreadmaw", want: Activate{Player: "Ann", Card: name("Greater Good"), Sacrifice: refs("Colossal Dreadmaw")}},
	{line: "Ann casts Diabolic Intent sacrificing Grizzly Bears#2", want: Cast{Player: "Ann", Card: name("Diabolic Intent"), Sacrifice: []Ref{{Name: "Grizzly Bears", Index: 2}}}},
	{line: "Ann activates Ajani Goldmane ability 2", want: Activate{Player: "Ann", Card: name("Ajani Goldmane"), Ability: 2}},
	{line: "Ann taps Forest for {G}", want: TapForMana{Player: "Ann", Card: name("Forest"), Mana: "{G}"}},
	{line: "Red attacks with Grizzly Bears -> Bob, Serra Angel -> Bea, Hill Giant -> Ajani Goldmane", want: Attack{Team: "Red", Attacks: []Pair{
		{name("Grizzly Bears"), name("Bob")}, {name("Serra Angel"), name("Bea")}, {name("Hill Giant"), name("Ajani Goldmane")}}}},
	{line: "Red declares no attackers", want: Attack{Team: "Red"}},
	{line: "Red attacks with Grizzly Bears -> Blue", want: Attack{Team: "Red", Attacks: []Pair{{name("Grizzly Bears"), name("Blue")}}}},
	{line: "Blue blocks with Wall of Stone -> Grizzly Bears, Giant Spider -> Serra Angel", want: Block{Team: "Blue", Blocks: []Pair{
		{name("Wall of Stone"), name("Grizzly Bears")}, {name("Giant Spider"), name("Serra Angel")}}}},
	{line: "Blue declares no blockers", want: Block{Team: "Blue"}},
	{line: "Red assigns Colossal Dreadmaw -> 4 Wall of Stone, 2 Bob", want: Assign{Team: "Red", Assignments: []Assignment{
		{Source: name("Colossal Dreadmaw"), Parts: []DamagePart{{4, name("Wall of Stone")}, {2, name("Bob")}}}}}},
	{line: "Red assigns Grizzly Bears -> Bea", want: Assign{Team: "Red", Assignments: []Assignment{{Source: name("Grizzly Bears"), Parts: []DamagePart{{0, name("Bea")}}}}}},
	{line: "Red assigns default", want: Assign{Team: "Red", Default: true}},
	{line: "Red orders Hill Giant -> Wall of Stone, Grizzly Bears", want: Order{Team: "Red", Orders: []Ordering{{Source: name("Hill Giant"), Order: refs("Wall of Stone", "Grizzly Bears")}}}},
	{line: "Ann chooses red", want: Choose{Who: "Ann", Values: []string{"red"}}},
	{line: "Blue chooses Bea", want: Choose{Who: "Blue", Values: []string{"Bea"}}},
	{line: "Ann chooses mode 2", want: Choose{Who: "Ann", Values: []string{"mode 2"}}},
	{line: "Ann chooses Bob, Bea", want: Choose{Who: "Ann", Values: []string{"Bob", "Bea"}}},
	{line: "Ann chooses yes", want: Choose{Who: "Ann", Values: []string{"yes"}}},
	{line: "Ann mulligans", want: Mulligan{Player: "Ann"}},
	{line: "Ann keeps", want: Keep{Player: "Ann"}},
	{line: "Ann bottoms Island, Forest", want: Bottom{Player: "Ann", Cards: refs("Island", "Forest")}},
	{line: "Ann concedes", want: Concede{Player: "Ann"}},

	// Case, whitespace and steps.
	{line: "  PASS ", want: Pass{}},
	{line: "Resolve", want: Resolve{}},
	{line: "Go To Precombat Main", want: GoTo{Step: mtg.Main1}},
	{line: "go to main 1", want: GoTo{Step: mtg.Main1}},
	{line: "go to postcombat main", want: GoTo{Step: mtg.Main2}},
	{line: "go to end step", want: GoTo{Step: mtg.EndStep}},
	{line: "go to end of turn", want: GoTo{Step: mtg.EndStep}},
	{line: "go to end of combat step", want: GoTo{Step: mtg.EndCombat}},
	{line: "go to first-strike damage", want: GoTo{Step: mtg.FirstStrikeDamage}},
	{line: "go to beginning of combat", want: GoTo{Step: mtg.BeginCombat}},
	{line: "go to upkeep", want: GoTo{Step: mtg.Upkeep}},
	{line: "ann CASTS lightning bolt TARGETING bob", want: Cast{Player: "ann", Card: name("lightning bolt"), Targets: refs("bob")}},
	{line: "Ann\tcasts   Blaze  WITH x = 3\ttargeting Bob ,  Bea", want: Cast{Player: "Ann", Card: name("Blaze"), X: 3, HasX: true, Targets: refs("Bob", "Bea")}},
	{line: "Ann casts Kicked Thing USING Kicker", want: Cast{Player: "Ann", Card: name("Kicked Thing"), Using: "kicker"}},
	{line: "Red DECLARES No Attackers", want: Attack{Team: "Red"}},
	{line: "Red assigns DEFAULT", want: Assign{Team: "Red", Default: true}},
	{line: "Red attacks with Grizzly Bears->Bob", want: Attack{Team: "Red", Attacks: []Pair{{name("Grizzly Bears"), name("Bob")}}}},

	// Names holding clause words, commas and apostrophes.
	{line: "Ann casts Tooth and Claw targeting Bob", want: Cast{Player: "Ann", Card: name("Tooth and Claw"), Targets: refs("Bob")}},
	{line: "Ann casts Fight with Fire targeting Wall of Stone", want: Cast{Player: "Ann", Card: name("Fight with Fire"), Targets: refs("Wall of Stone")}},
	{line: "Ann casts Fight with Fire with X=2", want: Cast{Player: "Ann", Card: name("Fight with Fire"), X: 2, HasX: true}},
	{line: "Ann taps Quest for Ula's Temple for {U}", want: TapForMana{Player: "Ann", Card: name("Quest for Ula's Temple"), Mana: "{U}"}},
	{line: "Ann casts Teferi's Moat", known: true, want: Cast{Player: "Ann", Card: name("Teferi's Moat")}},
	{line: "Ann casts Druid's Deliverance", known: true, want: Cast{Player: "Ann", Card: name("Druid's Deliverance")}},
	{line: "Ann casts Khorvath's Fury", want: Cast{Player: "Ann", Card: owned("Khorvath", "Fury")}}, // no KnownName: read as a possessive
	{line: "Ann casts Khorvath's Fury", known: true, want: Cast{Player: "Ann", Card: name("Khorvath's Fury")}},
	{line: "Ann casts Lightning Bolt targeting Bob's Teferi's Moat", want: Cast{Player: "Ann", Card: name("Lightning Bolt"), Targets: []Ref{owned("Bob", "Teferi's Moat")}}},
	{line: "Ann casts Lightning Bolt targeting Bob's Teferi's Moat", known: true, want: Cast{Player: "Ann", Card: name("Lightning Bolt"), Targets: []Ref{owned("Bob", "Teferi's Moat")}}},
	{line: "Ann casts Lightning Bolt targeting Regna, the Redeemer, Bob", want: Cast{Player: "Ann", Card: name("Lightning Bolt"), Targets: refs("Regna, the Redeemer", "Bob")}},
	{line: "Ann casts Lightning Bolt targeting Regna, the Redeemer, Bob", known: true, want: Cast{Player: "Ann", Card: name("Lightning Bolt"), Targets: refs("Regna, the Redeemer", "Bob")}},
	{line: "Ann casts Lightning Bolt targeting Bob, Garruk, Cursed Huntsman", known: true, want: Cast{Player: "Ann", Card: name("Lightning Bolt"), Targets: refs("Bob", "Garruk, Cursed Huntsman")}},
	{line: "Ann casts Lightning Bolt targeting Bob, Garruk, Cursed Huntsman", want: Cast{Player: "Ann", Card: name("Lightning Bolt"), Targets: refs("Bob", "Garruk", "Cursed Huntsman")}},
	{line: "Ann chooses Uno, Dos, Tres, Cuatro, Bob", known: true, want: Choose{Who: "Ann", Values: []string{"Uno, Dos, Tres, Cuatro", "Bob"}}},
	{line: "Ann casts Borrowing 100,000 Arrows targeting Bob's Krav, the Unredeemed#2", known: true, want: Cast{Player: "Ann", Card: name("Borrowing 100,000 Arrows"), Targets: []Ref{{"Bob", "Krav, the Unredeemed", 2}}}},
	{line: "Ann casts Ach! Hans, Run!", known: true, want: Cast{Player: "Ann", Card: name("Ach! Hans, Run!")}},
	{line: "Ann chooses Regna, the Redeemer", want: Choose{Who: "Ann", Values: []string{"Regna, the Redeemer"}}},
	{line: "Ann bottoms Krav, the Unredeemed, Regna, the Redeemer, Island", want: Bottom{Player: "Ann", Cards: refs("Krav, the Unredeemed", "Regna, the Redeemer", "Island")}},

	// Possessives and ordinals.
	{line: "Ann casts Lightning Bolt targeting Bob's Grizzly Bears#2", want: Cast{Player: "Ann", Card: name("Lightning Bolt"), Targets: []Ref{{"Bob", "Grizzly Bears", 2}}}},
	{line: "Ann casts Lightning Bolt targeting Grizzly Bears #3, Bea", want: Cast{Player: "Ann", Card: name("Lightning Bolt"), Targets: []Ref{nth("Grizzly Bears", 3), name("Bea")}}},
	{line: "Ann plays Forest#02", want: PlayLand{Player: "Ann", Card: nth("Forest", 2)}},
	{line: "Ann activates Bob's Prodigal Sorcerer#1 with X=0 targeting Bea's Warrior Token", known: true, want: Activate{Player: "Ann", Card: Ref{"Bob", "Prodigal Sorcerer", 1}, HasX: true, Targets: []Ref{owned("Bea", "Warrior Token")}}},
	{line: "Ann activates Ajani Goldmane ability 3 with X=2 targeting Bob", want: Activate{Player: "Ann", Card: name("Ajani Goldmane"), Ability: 3, X: 2, HasX: true, Targets: refs("Bob")}},
	{line: "Ann casts Bolt targeting Bob's Unknown Thing", known: true, want: Cast{Player: "Ann", Card: name("Bolt"), Targets: refs("Bob's Unknown Thing")}},

	// Full clause sets and mana.
	{line: "Ann casts Huddle Up using kicker with X=1 targeting Ann, Bea assisted by Abe paying {1}{w}", want: Cast{Player: "Ann", Card: name("Huddle Up"), Using: "kicker", X: 1, HasX: true, Targets: refs("Ann", "Bea"), AssistedBy: "Abe", AssistMana: "{1}{W}"}},
	{line: "Ann casts Huddle Up ASSISTED BY Abe PAYING {2}", want: Cast{Player: "Ann", Card: name("Huddle Up"), AssistedBy: "Abe", AssistMana: "{2}"}},
	{line: "Ann taps Sol Ring for {C} {C}", want: TapForMana{Player: "Ann", Card: name("Sol Ring"), Mana: "{C}{C}"}},
	{line: "Ann taps Boros Signet for {r/w}", want: TapForMana{Player: "Ann", Card: name("Boros Signet"), Mana: "{R/W}"}},
	{line: "Ann casts Dismember assisted by Abe paying {G/P}", want: Cast{Player: "Ann", Card: name("Dismember"), AssistedBy: "Abe", AssistMana: "{G/P}"}},

	// Combat with comma names, several sources, planeswalkers.
	{line: "Red attacks with Regna, the Redeemer -> Bob, Krav, the Unredeemed -> Jace, the Mind Sculptor", want: Attack{Team: "Red", Attacks: []Pair{
		{name("Regna, the Redeemer"), name("Bob")}, {name("Krav, the Unredeemed"), name("Jace, the Mind Sculptor")}}}},
	{line: "Red attacks with Regna, the Redeemer -> Bob, Krav, the Unredeemed -> Jace, the Mind Sculptor", known: true, want: Attack{Team: "Red", Attacks: []Pair{
		{name("Regna, the Redeemer"), name("Bob")}, {name("Krav, the Unredeemed"), name("Jace, the Mind Sculptor")}}}},
	{line: "Blue blocks with Bea's Wall of Stone#2 -> Grizzly Bears, Bea's Wall of Stone#2 -> Hill Giant", want: Block{Team: "Blue", Blocks: []Pair{
		{Ref{"Bea", "Wall of Stone", 2}, name("Grizzly Bears")}, {Ref{"Bea", "Wall of Stone", 2}, name("Hill Giant")}}}},
	{line: "Red assigns Hill Giant -> 2 Wall of Stone, 1 Bob; Grizzly Bears -> Bea", want: Assign{Team: "Red", Assignments: []Assignment{
		{Source: name("Hill Giant"), Parts: []DamagePart{{2, name("Wall of Stone")}, {1, name("Bob")}}},
		{Source: name("Grizzly Bears"), Parts: []DamagePart{{0, name("Bea")}}}}}},
	{line: "Red assigns Krav, the Unredeemed -> 3 Regna, the Redeemer, Bob", want: Assign{Team: "Red", Assignments: []Assignment{
		{Source: name("Krav, the Unredeemed"), Parts: []DamagePart{{3, name("Regna, the Redeemer")}, {0, name("Bob")}}}}}},
	{line: "Red assigns Hill Giant -> 1996 World Champion", known: true, want: Assign{Team: "Red", Assignments: []Assignment{
		{Source: name("Hill Giant"), Parts: []DamagePart{{0, name("1996 World Champion")}}}}}},
	{line: "Red assigns Hill Giant -> 2 1996 World Champion, 1 Bob", known: true, want: Assign{Team: "Red", Assignments: []Assignment{
		{Source: name("Hill Giant"), Parts: []DamagePart{{2, name("1996 World Champion")}, {1, name("Bob")}}}}}},
	{line: "Red orders Hill Giant -> Wall of Stone, Grizzly Bears; Serra Angel -> Bob's Wall of Stone, Regna, the Redeemer", want: Order{Team: "Red", Orders: []Ordering{
		{Source: name("Hill Giant"), Order: refs("Wall of Stone", "Grizzly Bears")},
		{Source: name("Serra Angel"), Order: []Ref{owned("Bob", "Wall of Stone"), name("Regna, the Redeemer")}}}}},
	{line: "Blue assigns Wall of Stone -> 1 Grizzly Bears, 1 Hill Giant", want: Assign{Team: "Blue", Assignments: []Assignment{
		{Source: name("Wall of Stone"), Parts: []DamagePart{{1, name("Grizzly Bears")}, {1, name("Hill Giant")}}}}}},

	// Found by fuzzing: the ordinal is not part of the "the " continuation rule, and
	// leading zeros do not change what KnownName is asked.
	{line: "0 casts 0 targeting 0, the #1", want: Cast{Player: "0", Card: name("0"), Targets: []Ref{name("0"), nth("the", 1)}}},
	{line: "Red assigns Hill Giant -> 01996 World Champion, 02 Bob", known: true, want: Assign{Team: "Red", Assignments: []Assignment{
		{Source: name("Hill Giant"), Parts: []DamagePart{{0, name("1996 World Champion")}, {2, name("Bob")}}}}}},

	// Players and verbs that look like keywords.
	{line: "Pass plays Forest", want: PlayLand{Player: "Pass", Card: name("Forest")}},
	{line: "Go concedes", want: Concede{Player: "Go"}},
}

func TestParse(t *testing.T) {
	for _, c := range parseCases {
		p := &Parser{}
		if c.known {
			p = known
		}
		got, err := p.Parse(c.line)
		if err != nil {
			t.Errorf("Parse(%q) (known=%v): %v", c.line, c.known, err)
			continue
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("Parse(%q) (known=%v)\n got %#v\nwant %#v", c.line, c.known, got, c.want)
		}
	}
}

func TestRoundTrip(t *testing.T) {
	for _, c := range parseCases {
		p := &Parser{}
		if c.known {
			p = known
		}
		a, err := p.Parse(c.line)
		if err != nil {
			continue // reported by TestParse
		}
		line := a.String()
		b, err := p.Parse(line)
		if err != nil {
			t.Errorf("Parse(%q).String() = %q does not parse: %v", c.line, line, err)
			continue
		}
		if !reflect.DeepEqual(a, b) {
			t.Errorf("round trip of %q through %q\n got %#v\nwant %#v", c.line, line, b, a)
		}
		if again := b.String(); again != line {
			t.Errorf("String not stable: %q then %q", line, again)
		}
	}
}

// TestCanonical checks the formatted text of some actions exactly.
func TestCanonical(t *testing.T) {
	cases := []struct{ line, want string }{
		{"ann CASTS Blaze WITH x = 3 TARGETING Bob ,Bea", "ann casts Blaze with X=3 targeting Bob,Bea"},
		{"Ann casts Blaze with X=03 targeting Bob , Bea", "Ann casts Blaze with X=3 targeting Bob, Bea"},
		{"Red Declares No Attackers", "Red declares no attackers"},
		{"Red attacks with A->Bob,  B  ->  Bea", "Red attacks with A -> Bob, B -> Bea"},
		{"go to Precombat Main Phase", "go to main1"},
		{"go to eot", "go to end"},
		{"Ann taps Forest for { g }", "Ann taps Forest for {G}"},
		{"Ann plays Bob's Forest #002", "Ann plays Bob's Forest#2"},
		{"Red assigns A -> 04 B;C -> D", "Red assigns A -> 4 B; C -> D"},
		{"Ann casts X USING Jump-Start", "Ann casts X using jump-start"},
	}
	for _, c := range cases {
		a, err := Parse(c.line)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.line, err)
			continue
		}
		if got := a.String(); got != c.want {
			t.Errorf("Parse(%q).String() = %q, want %q", c.line, got, c.want)
		}
	}
}

func TestRefString(t *testing.T) {
	if got := (Ref{"Bob", "Grizzly Bears", 2}).String(); got != "Bob's Grizzly Bears#2" {
		t.Errorf("got %q", got)
	}
	if got := name("Bea").String(); got != "Bea" {
		t.Errorf("got %q", got)
	}
}

func TestErrors(t *testing.T) {
	cases := []struct{ line, want string }{
		{"", "empty line"},
		{"   ", "empty line"},
		{"# Ann draws a card", "is a comment"},
		{"Ann cast Shock", `cannot parse "Ann cast Shock": expected "<player> casts <card>`},
		{"Ann cast Shock", `or another action (see help)`},
		{"Ann plya Forest", `expected an action such as "pass"`},
		{"Ann", `expected an action such as`},
		{"Ann passes now", `expected "pass" alone`},
		{"pass now", `"pass" takes nothing after it`},
		{"go to", `expected a step after "go to"`},
		{"go to untap", `"go to untap": untap has no priority; expected a step such as main1, declare attackers, end`},
		{"go to cleanup", `cleanup has no priority`},
		{"go to lunch", `unknown step "lunch"; expected one of untap, upkeep`},
		{"go to main", `ambiguous; expected main1`},
		{"Ann plays", `expected "<player> plays <land>"`},
		{"Ann casts", `expected "<player> casts <card>`},
		{"Ann casts targeting Bob", `expected "<player> casts <card>`},
		{"Ann casts Blaze with X=three", `"with X=three": X must be a whole number`},
		{"Ann casts Blaze with X=-1", `X must be a whole number`},
		{"Ann casts Blaze with X = 3 4", `"with X = 3 4": X must be a whole number`},
		{"Ann casts Blaze with X=", `X must be a whole number`},
		{"Ann casts Blaze with X=99999999999999999999", `X is too large`},
		{"Ann casts Blaze targeting", `expected targets after "targeting"`},
		{"Ann casts Blaze targeting Bob targeting Bea", `"targeting" appears twice`},
		{"Ann casts Blaze targeting Bob using kicker", `"using" comes too late`},
		{"Ann casts Blaze using", `expected a keyword after "using"`},
		{"Ann casts Huddle Up assisted by Abe", `"assisted by Abe": expected "assisted by <player> paying <mana>"`},
		{"Ann casts Huddle Up assisted by Abe paying 2", `"2": mana is written as symbols in braces`},
		{"Ann casts Huddle Up assisted by A#be paying {2}", `is not a player or team name`},
		{"Ann activates Ajani Goldmane ability two", `"ability two": expected "ability <n>"`},
		{"Ann activates Ajani Goldmane ability 0", `expected "ability <n>"`},
		{"Ann activates Ajani Goldmane ability", `expected "ability <n>"`},
		{"Ann taps Forest", `expected "<player> taps <card> for <mana>"`},
		{"Ann taps Forest for", `expected "<player> taps <card> for <mana>"`},
		{"Ann taps Forest for G", `mana is written as symbols in braces`},
		{"Ann taps Forest for {Q}", `unknown mana symbol {Q}`},
		{"Ann taps Forest for {R/R}", `unknown mana symbol {R/R}`},
		{"Ann taps Forest for {G", `closing "}"`},
		{"Ann taps Forest for {}", `unknown mana symbol {}`},
		{"Red attacks", `expected "<team> attacks with`},
		{"Red attacks Bob", `expected "<team> attacks with`},
		{"Red attacks with Grizzly Bears", `expected "<creature> -> <target>" pairs`},
		{"Red attacks with Grizzly Bears, Hill Giant -> Bob", `expected one name on each side of "->"`},
		{"Red attacks with Grizzly Bears -> Bob Hill Giant -> Bea", `expected one name on each side of "->"`},
		{"Red attacks with Grizzly Bears -> Bob, Bea, Hill Giant -> Bea", `expected one name on each side`},
		{"Red attacks with -> Bob", `a name is missing`},
		{"Red declares attackers", `expected "<team> declares no attackers" or "<team> declares no blockers"`},
		{"Blue blocks with", `expected "<team> blocks with`},
		{"Red assigns", `expected "<team> assigns`},
		{"Red assigns Hill Giant", `expected "<team> assigns`},
		{"Red assigns Hill Giant ->", `expected "<team> assigns`},
		{"Red assigns Hill Giant -> 0 Bob", `a damage amount must be at least 1`},
		{"Red assigns Hill Giant -> 4", `expected "<amount> <recipient>"`},
		{"Red assigns Hill Giant -> 9999999 Bob", `damage amount is too large`},
		{"Red assigns Hill Giant -> 2 Bob;", `stray ";"`},
		{"Red assigns Hill Giant -> 2 Bob -> Bea", `one "->" per creature`},
		{"Red assigns A, B -> 2 Bob", `expected one creature before "->"`},
		{"Red orders Hill Giant", `expected "<team> orders`},
		{"Ann chooses", `expected "<player or team> chooses`},
		{"Ann chooses red,", `stray comma`},
		{"Ann chooses red, , blue", `an answer is missing`},
		{"Ann keeps 7", `expected "<player> keeps", with nothing after "keeps"`},
		{"Ann mulligans now", `with nothing after "mulligans"`},
		{"Ann concedes the game", `with nothing after "concedes"`},
		{"Ann bottoms", `expected "<player> bottoms`},
		{"Ann bottoms Island,", `stray comma`},
		{"Ann plays Forest#0", `the ordinal after "#" counts from 1`},
		{"Ann plays Forest#x", `expected a number after "#"`},
		{"Ann plays Forest#", `expected a number after "#"`},
		{"Ann plays Forest#99999999", `the ordinal after "#" is too large`},
		{"Ann plays For#est#2", `"#" may only start an ordinal`},
		{"Ann plays Forest; Island", `unexpected ";"`},
		{"Ann casts Bolt targeting A -> B", `unexpected "->"`},
		{"An;n plays Forest", `is not a player or team name`},
		{"Ann plays Forest\x00", `control or invisible character U+0000`},
		{"Ann plays \xff", `not valid UTF-8`},
		{strings.Repeat("a", 70000), "line too long (70000 characters; at most 65536)"},
		{strings.Repeat("é", 65537), "line too long (65537 characters; at most 65536)"},
	}
	for _, c := range cases {
		_, err := Parse(c.line)
		if err == nil {
			t.Errorf("Parse(%q) succeeded, want error containing %q", c.line, c.want)
			continue
		}
		var se *SyntaxError
		if !errors.As(err, &se) || se.Line != c.line {
			t.Errorf("Parse(%q): error %T %v is not a *SyntaxError for the line", c.line, err, err)
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q) error\n  %s\nwant it to contain\n  %s", c.line, err, c.want)
		}
		if strings.Contains(err.Error(), "\n") {
			t.Errorf("Parse(%q) error has several lines: %q", c.line, err)
		}
	}
	// A long line of multibyte characters within the limit is not refused for its length.
	if _, err := Parse("Ann plays " + strings.Repeat("é", 4000)); err != nil {
		t.Errorf("4010-character line refused: %v", err)
	}
}

func TestIsComment(t *testing.T) {
	for line, want := range map[string]bool{"# Ann draws": true, "  #x": true, "pass": false, "": false, "Ann plays Forest#2": false} {
		if got := IsComment(line); got != want {
			t.Errorf("IsComment(%q) = %v", line, got)
		}
	}
}

func BenchmarkParse(b *testing.B) {
	lines := []string{
		"pass",
		"go to declare attackers",
		"Ann plays Forest",
		"Ann casts Huddle Up targeting Ann, Bea assisted by Abe paying {2}",
		"Ann casts Spiteful Returned using bestow targeting Abe's Grizzly Bears",
		"Ann activates Ajani Goldmane ability 2",
		"Ann taps Forest for {G}",
		"Red attacks with Grizzly Bears -> Bob, Serra Angel -> Bea, Hill Giant -> Ajani Goldmane",
		"Red assigns Colossal Dreadmaw -> 4 Wall of Stone, 2 Bob",
		"Ann casts Lightning Bolt targeting Regna, the Redeemer, Bob's Grizzly Bears#2",
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := known.Parse(lines[i%len(lines)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseLong guards against quadratic behaviour on the longest accepted lines.
func BenchmarkParseLong(b *testing.B) {
	list := strings.TrimSuffix(strings.Repeat("the X, ", 580), ", ")
	lines := []string{
		"Ann chooses " + list,
		"Ann chooses " + strings.TrimSuffix(strings.Repeat("Ab, ", 1000), ", "),
		"Ann casts " + strings.Repeat("with ", 800) + "Bolt",
		"Red attacks with " + strings.TrimSuffix(strings.Repeat("A -> B, ", 500), ", "),
	}
	for _, l := range lines {
		if len(l) > MaxLineLength {
			b.Fatalf("test line too long: %d", len(l))
		}
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		known.Parse(lines[i%len(lines)])
		Parse(lines[i%len(lines)])
	}
}
