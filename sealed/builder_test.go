package sealed

import (
	"bufio"
	"errors"
	"strings"
	"testing"
)

func builderPool() []Card {
	return []Card{
		{Name: "Grizzly Bears", Rarity: Common}, {Name: "Grizzly Bears", Rarity: Common},
		{Name: "Giant Growth", Rarity: Common},
		{Name: "Serra Angel", Rarity: Uncommon},
		{Name: "Akroma, Angel of Wrath Avatar", Rarity: Uncommon}, // a vanguard card: not implemented (not a card of a deck)
		{Name: "Forest", Rarity: BasicLand},
	}
}

func runBuilder(t *testing.T, script string, start *Deck) (*Deck, string, error) {
	t.Helper()
	var out strings.Builder
	d, err := Build(bufio.NewReader(strings.NewReader(script)), &out, builderPool(), start, "Ann's deck")
	return d, out.String(), err
}

// TestBuilderSession drives the builder through its commands: the pool's copies are the
// limit, an unimplemented card is refused, basic lands are free, done refuses fewer than
// 40 cards.
func TestBuilderSession(t *testing.T) {
	script := strings.Join([]string{
		"list",
		"add 3 Grizzly Bears", // the pool has 2
		"add 2 grizzly",       // part of a name
		"add Akroma",          // not implemented
		"add #2",              // Giant Growth by its number in the list
		"add 2 Lightning Bolt",
		"frobnicate",
		"done", // 3 cards
		"add 20 forest",
		"basics",
		"remove 1 Forest",
		"remove 1 Giant Growth",
		"done", // 38 cards
		"add 2 Plains",
		"deck",
		"done",
	}, "\n") + "\n"
	d, out, err := runBuilder(t, script, nil)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, want := range []string{
		"   1 *  1 left  Akroma, Angel of Wrath Avatar", // marked: not implemented
		"The pool has 2 more Grizzly Bears; you asked for 3.",
		"Grizzly Bears: 2 in the deck; 2 cards.",
		"Akroma, Angel of Wrath Avatar is not implemented yet: it can't be played.",
		"Giant Growth: 1 in the deck; 3 cards.",
		`no card "Lightning Bolt" in the pool`,
		`Unknown command "frobnicate"`,
		"The deck has 3 cards; a limited deck has at least 40 (CR 100.2b).",
		"Added 17 basic lands; 40 cards.",
		"The deck has 38 cards",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if d.Size() != 40 || strings.Join(d.Cards, ",") != "Grizzly Bears,Grizzly Bears" || d.Basics[0] != 2 || d.Basics[4] != 36 {
		t.Fatalf("deck: %d cards %v basics %v\n%s", d.Size(), d.Cards, d.Basics, out)
	}
	if strings.Contains(strings.Join(d.Cards, ","), "Akroma") {
		t.Fatal("an unimplemented card in the deck")
	}
}

// TestBuilderEnds: a start deck is kept as far as the pool allows; quit and the end of
// the input give errors.
func TestBuilderEnds(t *testing.T) {
	start := &Deck{Cards: []string{"Serra Angel", "Serra Angel"}, Basics: [5]int{10, 0, 0, 0, 0}}
	d, out, err := runBuilder(t, "add 29 Plains\ndone\n", start)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(d.Cards) != 1 || d.Basics[0] != 39 || d.Size() != 40 {
		t.Fatalf("deck from a start of two Serra Angels (one in the pool): %v %v", d.Cards, d.Basics)
	}
	if _, _, err := runBuilder(t, "list\nquit\n", nil); !errors.Is(err, ErrQuit) {
		t.Fatalf("quit: %v", err)
	}
	if _, _, err := runBuilder(t, "add Serra Angel", nil); err == nil || !strings.Contains(err.Error(), "ended before done") {
		t.Fatalf("end of input: %v", err)
	}
}
