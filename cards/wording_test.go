package cards

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/oracle"
	"github.com/ettinmtg/ettin/rules"
)

// TestTodaysWordingReadsAs2018 checks that a card of the 2018 data that the builder
// plays when reading its 2018 wording (carddb Text2018: "enters the battlefield") is
// played the same way from today's wording (Text: "enters"), which is what Def reads.
func TestTodaysWordingReadsAs2018(t *testing.T) {
	checked, compiled := 0, 0
	for _, c := range carddb.All() {
		if !c.From2018() || c.Text == c.Text2018 {
			continue
		}
		old := *c
		old.Text = c.Text2018
		was, origin, err := buildOrigin(&old)
		if err != nil || !was.Implemented {
			continue
		}
		now, nowOrigin, err := buildOrigin(c)
		if err != nil {
			t.Errorf("%s: %v", c.Name, err)
			continue
		}
		if origin == (originOf{kind: Compiled}) {
			// Compiled from either wording: the same abilities (their text aside). A
			// template of today's wording the compiler lacks leaves the card missing,
			// which the coverage report counts; it is not a wrong reading.
			if nowOrigin.kind == Compiled && !erratum[c.Name] {
				compiled++
				prompt := regexp.MustCompile(`Prompt:[^}]*? Skip:`) // "you may" prompts are the text's words
				if got, want := prompt.ReplaceAllString(oracle.Describe(now), "Skip:"), prompt.ReplaceAllString(oracle.Describe(was), "Skip:"); got != want {
					t.Errorf("%s compiled from today's wording:\n%s\nfrom the 2018 wording:\n%s", c.Name, got, want)
				}
			}
			continue
		}
		checked++
		if got, want := defSummary(now), defSummary(was); got != want {
			t.Errorf("%s read from today's wording:\n%s\nfrom the 2018 wording:\n%s", c.Name, got, want)
		}
	}
	if compiled < 100 {
		t.Errorf("only %d compiled cards have a new wording; expected hundreds", compiled)
	}
	if checked < 50 {
		t.Errorf("only %d implemented cards have a new wording; expected about 60", checked)
	}
}

// erratum lists cards whose Oracle text changed meaning since 2018: their two wordings
// compile to different abilities, rightly.
var erratum = map[string]bool{
	"Ajani's Pridemate": true, // "you may put" became "put"
	"Wretched Anurid":   true, // "another creature" became "a creature"
	"Rampaging Baloths": true, // "you may create" became "create"
	"Recuperate":        true, // "Choose one — You gain 6 life; or prevent the next 6 damage ..." became "Target player gains 5 life"
	"Shivan Fire":       true, // "target creature" became "target creature or planeswalker"
}

// defSummary describes what the builder read of a card.
func defSummary(d *rules.CardDef) string {
	s := fmt.Sprintf("implemented %v, keywords %v, assist %v, bestow %v, partner %q, spell %v",
		d.Implemented, d.Keywords, d.Assist, d.Bestow != nil, d.PartnerWith, d.Spell != nil)
	if d.Spell != nil {
		s += fmt.Sprintf(" (%d effects, %d targets)", len(d.Spell.Effects), len(d.Spell.Targets))
	}
	for _, a := range d.Abilities {
		s += fmt.Sprintf("\nability %v tap %v produces %v %q: %d effects, %d targets", a.Kind, a.Tap, a.Produces, a.Text, len(a.Effects), len(a.Targets))
	}
	return s
}

// TestMissingTextNotImplemented: a card whose facts lack the text that alone could give it a
// purpose (an enchantment with no text, from the newer data) is not counted as implemented;
// a vanilla creature is.
func TestMissingTextNotImplemented(t *testing.T) {
	if Implemented("Prismatic Undercurrents") {
		t.Error("Prismatic Undercurrents, an enchantment whose text the data lacks, counts as implemented")
	}
	if !Implemented("Yargle and Multani") {
		t.Error("Yargle and Multani, a vanilla legendary creature, isn't implemented")
	}
}
