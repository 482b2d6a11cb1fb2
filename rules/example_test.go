package rules_test

import (
	"fmt"
	"log"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/rules"
)

// Example is README's "The API in ten lines", kept compiling and running here: a game, its
// typed decisions, its typed journal, a refusal's code.
func Example() {
	var deck []*rules.CardDef
	for range 30 {
		deck = append(deck, cards.MustDef("Forest"), cards.MustDef("Grizzly Bears"))
	}
	g, err := rules.New(rules.Config{Edition: rules.Current, Seed: 7, StartingTeam: rules.NoTeam,
		Teams: []rules.TeamConfig{
			{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann", Deck: deck}, {Name: "Abe", Deck: deck}}},
			{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob", Deck: deck}, {Name: "Bea", Deck: deck}}},
		}})
	if err != nil {
		log.Fatal(err) // a bad configuration: one line saying what is wrong
	}
	err = bind.ApplyLine(g, "Bob casts Grizzly Bears") // a notation line; refused: a mulligan is pending
	fmt.Println(rules.CodeOf(err) == rules.RefusedOtherDecision)
	for !g.Over() {
		d := g.Pending()                         // typed: d.Kind, d.Team, d.Player, d.Choice.Kind, d.Options
		acts := g.LegalActions()                 // every legal action; the first passes when it may
		if err := g.Apply(acts[0]); err != nil { // a refusal: rules.CodeOf(err) says why
			log.Fatalf("%s: %v", g.PromptText(d), err) // PromptText: the decision in words, for people
		}
	}
	for _, e := range g.JournalFor(0, 0) { // typed events, as Ann may see them
		if e.Kind == rules.JLosesGame {
			fmt.Println(bind.Entry(g, e)) // the log's line for the entry
		}
	}
	view, c := g.ViewFor(0), g.Clone() // what Ann may see (CR 810.5); a copy for search
	_, _ = view, c
	// Output:
	// true
	// # Blue loses the game: Bob drew from an empty library (CR 704.5b, 810.8a)
}
