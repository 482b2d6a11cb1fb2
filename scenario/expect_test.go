package scenario

import (
	"strings"
	"testing"
)

func TestParseExpectation(t *testing.T) {
	cases := []struct {
		in   string
		want Expectation // Text is filled from in
	}{
		// life and poison
		{"Red life 22", Expectation{Kind: TeamLife, Subject: "Red", Number: 22}},
		{"Ann life 0", Expectation{Kind: TeamLife, Subject: "Ann", Number: 0}},
		{"Red LIFE -3", Expectation{Kind: TeamLife, Subject: "Red", Number: -3}},
		{"Red Team life 22", Expectation{Kind: TeamLife, Subject: "Red Team", Number: 22}},
		{"Red poison 3", Expectation{Kind: Poison, Subject: "Red", Number: 3}},
		{"Bob poison 9", Expectation{Kind: Poison, Subject: "Bob", Number: 9}},
		// outcome
		{"Red wins", Expectation{Kind: Outcome, Subject: "Red", Word: "wins"}},
		{"Blue loses", Expectation{Kind: Outcome, Subject: "Blue", Word: "loses"}},
		{"game continues", Expectation{Kind: Outcome, Word: "continues"}},
		{"Game Continues", Expectation{Kind: Outcome, Word: "continues"}},
		{"draw", Expectation{Kind: Outcome, Word: "draw"}},
		// hands seen
		{"Ann sees Abe's hand", Expectation{Kind: SeesHand, Subject: "Ann", Owner: "Abe"}},
		{"Ann does not see Mary Jane's hand", Expectation{Kind: SeesHand, Subject: "Ann", Owner: "Mary Jane", Negated: true}},
		{"Mary Jane sees Ann’s hand", Expectation{Kind: SeesHand, Subject: "Mary Jane", Owner: "Ann"}},
		// zone sizes
		{"Ann hand 7", Expectation{Kind: ZoneSize, Subject: "Ann", Zone: "hand", Number: 7}},
		{"Ann library 33", Expectation{Kind: ZoneSize, Subject: "Ann", Zone: "library", Number: 33}},
		{"Ann graveyard 2", Expectation{Kind: ZoneSize, Subject: "Ann", Zone: "graveyard", Number: 2}},
		{"Ann Exile 0", Expectation{Kind: ZoneSize, Subject: "Ann", Zone: "exile", Number: 0}},
		// where
		{"Grizzly Bears on battlefield", Expectation{Kind: Where, Subject: "Grizzly Bears", Zone: "battlefield"}},
		{"Grizzly Bears on the battlefield", Expectation{Kind: Where, Subject: "Grizzly Bears", Zone: "battlefield"}},
		{"Grizzly Bears not on battlefield", Expectation{Kind: Where, Subject: "Grizzly Bears", Zone: "battlefield", Negated: true}},
		{"Lightning Bolt on stack", Expectation{Kind: Where, Subject: "Lightning Bolt", Zone: "stack"}},
		{"Turn to Frog on stack", Expectation{Kind: Where, Subject: "Turn to Frog", Zone: "stack"}},
		{"Lightning Bolt in Ann's graveyard", Expectation{Kind: Where, Subject: "Lightning Bolt", Zone: "graveyard", Owner: "Ann"}},
		{"Lightning Bolt in Ann’s graveyard", Expectation{Kind: Where, Subject: "Lightning Bolt", Zone: "graveyard", Owner: "Ann"}},
		{"Lightning Bolt not in Ann's graveyard", Expectation{Kind: Where, Subject: "Lightning Bolt", Zone: "graveyard", Owner: "Ann", Negated: true}},
		{"Lost in the Woods in hand", Expectation{Kind: Where, Subject: "Lost in the Woods", Zone: "hand"}},
		{"Lost in the Woods in Mary Jane's library", Expectation{Kind: Where, Subject: "Lost in the Woods", Zone: "library", Owner: "Mary Jane"}},
		{"Bob's Grizzly Bears#2 in exile", Expectation{Kind: Where, Subject: "Bob's Grizzly Bears#2", Zone: "exile"}},
		{"Borborygmos, Enraged in graveyard", Expectation{Kind: Where, Subject: "Borborygmos, Enraged", Zone: "graveyard"}},
		{"Grizzly   Bears   in   hand", Expectation{Kind: Where, Subject: "Grizzly Bears", Zone: "hand"}},
		// controller
		{"Grizzly Bears under Bob's control", Expectation{Kind: Controller, Subject: "Grizzly Bears", Owner: "Bob"}},
		{"Grizzly Bears not under Bob's control", Expectation{Kind: Controller, Subject: "Grizzly Bears", Owner: "Bob", Negated: true}},
		// power and toughness
		{"Grizzly Bears is 3/3", Expectation{Kind: PT, Subject: "Grizzly Bears", Number: 3, Number2: 3}},
		{"Grizzly Bears is -1/0", Expectation{Kind: PT, Subject: "Grizzly Bears", Number: -1, Number2: 0}},
		{"Grizzly Bears is 0/-2", Expectation{Kind: PT, Subject: "Grizzly Bears", Number: 0, Number2: -2}},
		{"Grizzly Bears is not 2/2", Expectation{Kind: PT, Subject: "Grizzly Bears", Number: 2, Number2: 2, Negated: true}},
		// tapped
		{"Grizzly Bears tapped", Expectation{Kind: Tapped, Subject: "Grizzly Bears"}},
		{"Grizzly Bears is tapped", Expectation{Kind: Tapped, Subject: "Grizzly Bears"}},
		{"Adventurous Eater prepared", Expectation{Kind: Prepared, Subject: "Adventurous Eater"}},
		{"Abigale, Poet Laureate is unprepared", Expectation{Kind: Unprepared, Subject: "Abigale, Poet Laureate"}},
		{"Arbor Colossus is monstrous", Expectation{Kind: Designated, Subject: "Arbor Colossus", Word: "monstrous"}},
		{"Consul's Lieutenant renowned", Expectation{Kind: Designated, Subject: "Consul's Lieutenant", Word: "renowned"}},
		{"Goblin Glory Chaser is not renowned", Expectation{Kind: Designated, Subject: "Goblin Glory Chaser", Word: "renowned", Negated: true}},
		{"Grizzly Bears untapped", Expectation{Kind: Untapped, Subject: "Grizzly Bears"}},
		{"Forest is Untapped", Expectation{Kind: Untapped, Subject: "Forest"}},
		// has
		{"Grizzly Bears has flying", Expectation{Kind: Has, Subject: "Grizzly Bears", Word: "flying"}},
		{"Grizzly Bears has protection from red", Expectation{Kind: Has, Subject: "Grizzly Bears", Word: "protection from red"}},
		{"Grizzly Bears does not have flying", Expectation{Kind: Has, Subject: "Grizzly Bears", Word: "flying", Negated: true}},
		{"Grizzly Bears doesn't have first strike", Expectation{Kind: Has, Subject: "Grizzly Bears", Word: "first strike", Negated: true}},
		// types
		{"Lurking Evil is a creature", Expectation{Kind: IsType, Subject: "Lurking Evil", Word: "creature"}},
		{"Pacifism is an enchantment", Expectation{Kind: IsType, Subject: "Pacifism", Word: "enchantment"}},
		{"Lurking Evil is not a creature", Expectation{Kind: IsType, Subject: "Lurking Evil", Word: "creature", Negated: true}},
		{"Mishra's Factory is an artifact creature", Expectation{Kind: IsType, Subject: "Mishra's Factory", Word: "artifact creature"}},
		{"Who Has Seen is a creature", Expectation{Kind: IsType, Subject: "Who Has Seen", Word: "creature"}},
		{"What Is Dead has flying", Expectation{Kind: Has, Subject: "What Is Dead", Word: "flying"}},
		// counters
		{"Grizzly Bears counters +1/+1 2", Expectation{Kind: Counters, Subject: "Grizzly Bears", Word: "+1/+1", Number: 2}},
		{"Ajani Goldmane counters loyalty 2", Expectation{Kind: Counters, Subject: "Ajani Goldmane", Word: "loyalty", Number: 2}},
		{"Serra Angel counters -1/-1 0", Expectation{Kind: Counters, Subject: "Serra Angel", Word: "-1/-1", Number: 0}},
		{"Vault counters poison 2", Expectation{Kind: Counters, Subject: "Vault", Word: "poison", Number: 2}},
		// game position
		{"step declare blockers", Expectation{Kind: Step, Word: "declare blockers"}},
		{"Step Precombat Main", Expectation{Kind: Step, Word: "main1"}},
		{"step end step", Expectation{Kind: Step, Word: "end"}},
		{"turn Red", Expectation{Kind: TurnTeam, Subject: "Red"}},
		{"turn number 4", Expectation{Kind: TurnNumber, Number: 4}},
		{"priority Blue", Expectation{Kind: Priority, Subject: "Blue"}},
		{"priority Ann", Expectation{Kind: Priority, Subject: "Ann"}},
		{"stack 1", Expectation{Kind: StackSize, Number: 1}},
		{"stack 0", Expectation{Kind: StackSize, Number: 0}},
		{"choice Blue", Expectation{Kind: Choice, Subject: "Blue"}},
		{"  Red   life 22 ", Expectation{Kind: TeamLife, Subject: "Red", Number: 22}},
	}
	for _, c := range cases {
		got, err := ParseExpectation(c.in)
		if err != nil {
			t.Errorf("ParseExpectation(%q): %v", c.in, err)
			continue
		}
		want := c.want
		want.Text = c.in
		if *got != want {
			t.Errorf("ParseExpectation(%q) =\n %+v\nwant\n %+v", c.in, *got, want)
		}
	}
}

func TestParseExpectationErrors(t *testing.T) {
	cases := []struct{ in, want string }{
		{"", "empty expectation; expected one of: T life N"},
		{"   ", "empty expectation"},
		{"Red is happy", `unknown expectation "Red is happy"; expected one of: T life N, T poison N`},
		{"life 22", `unknown expectation "life 22"`},
		{"Red life", `unknown expectation "Red life"`},
		{"Red 22", `unknown expectation "Red 22"`},
		{"on battlefield", `unknown expectation "on battlefield"`},
		{"Grizzly Bears battlefield", `unknown expectation`},
		{"Ann hand", `unknown expectation "Ann hand"`},
		{"wins", `unknown expectation "wins"`},
		{"turn", `unknown expectation "turn"`},
		{"Red life 99999999999999", "life 99999999999999 is out of range; expected a whole number from -1000000000 to 1000000000"},
		{"Red poison -1", "poison -1 is out of range; expected a whole number from 0"},
		{"Ann hand -1", "hand size -1 is out of range"},
		{"stack -1", "stack size -1 is out of range"},
		{"turn number 0", "turn number 0 is out of range; expected a whole number from 1"},
		{"turn number four", `"turn number four": expected turn number N with N a whole number`},
		{"Bears counters +1/+1 -2", "counter count -2 is out of range"},
		{"Grizzly Bears is 3/x", `"3/x" is not a power/toughness; expected N/N such as 3/3 or -1/0`},
		{"Grizzly Bears is +1/+1", `"+1/+1" is not a power/toughness`},
		{"Grizzly Bears is 3/3/3", `"3/3/3" is not a power/toughness`},
		{"Grizzly Bears is 3/99999999999", "toughness 99999999999 is out of range"},
		{"Lightning Bolt in Ann graveyard", `"Lightning Bolt in Ann graveyard": expected a possessive such as Ann's before graveyard`},
		{"Grizzly Bears under Bob control", `expected a possessive such as Bob's before control`},
		{"Grizzly Bears under control", `unknown expectation`},
		{"step lunch", `unknown step "lunch"; expected one of untap, upkeep, draw, main1`},
		{"step", `unknown expectation "step"`},
		{"Grizzly Bears is a", `unknown expectation`},
		{"Grizzly Bears has", `unknown expectation`},
	}
	for _, c := range cases {
		got, err := ParseExpectation(c.in)
		if err == nil {
			t.Errorf("ParseExpectation(%q) = %+v, want error %q", c.in, got, c.want)
			continue
		}
		if !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("ParseExpectation(%q) error %q, want it to contain %q", c.in, err, c.want)
		}
	}
}

func TestKindStrings(t *testing.T) {
	for k := TeamLife; k <= Choice; k++ {
		if s := k.String(); s == "" || strings.HasPrefix(s, "ExpectKind(") {
			t.Errorf("kind %d has no name", int(k))
		}
	}
	if s := ExpectKind(99).String(); s != "ExpectKind(99)" {
		t.Errorf("got %q", s)
	}
	if Action.String() != "action" || Expect.String() != "expect" || Reject.String() != "reject" || ItemKind(9).String() != "ItemKind(9)" {
		t.Error("ItemKind names")
	}
}

// TestParseNoObject: "no X on battlefield" is X's Where negated.
func TestParseNoObject(t *testing.T) {
	e, err := ParseExpectation("no Grizzly Bears on battlefield")
	if err != nil || e.Kind != Where || !e.Negated || e.Subject != "Grizzly Bears" || e.Zone != "battlefield" {
		t.Fatalf("got %+v, %v; expected Grizzly Bears not on battlefield", e, err)
	}
	if e, err := ParseExpectation("no Shock in Ann's hand"); err != nil || !e.Negated || e.Owner != "Ann" {
		t.Fatalf("got %+v, %v; expected Shock not in Ann's hand", e, err)
	}
}
