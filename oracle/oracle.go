// Package oracle compiles a card's Oracle text into the engine's typed card definition:
// keyword abilities, spell effects, activated, triggered, mana and static abilities, in
// the same vocabulary (package rules) the hand-written card scripts use.
//
// The text is read line by line: a tokenizer (lex.go) turns a line into words, numbers,
// mana symbols, power/toughness changes and the card's own name, and a recursive-descent
// parser over the sentence templates (ability.go, effect.go, object.go) builds the
// definition. A card is compiled only when every sentence of its text is understood:
// the first phrase the grammar can't read is returned as an *UnknownError and nothing of
// the card is kept, so a card is never played half-understood.
package oracle

import (
	"fmt"
	"strings"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/rules"
)

// UnknownError reports the first sentence of a card's text the compiler can't read.
type UnknownError struct {
	Card     string // the card's name
	Sentence string // the sentence, the card's name written CARDNAME
	At       string // the words from where reading stopped
	Why      string // what the grammar expected there
}

// Error returns one line naming the card, the sentence and where reading stopped.
func (e *UnknownError) Error() string {
	return fmt.Sprintf("%s: unknown phrase %q in %q (%s)", e.Card, e.At, e.Sentence, e.Why)
}

// Shape is the unread sentence with numbers written N and mana symbols {M} (but {T}):
// sentences of the same shape are one template to add, counted together.
func (e *UnknownError) Shape() string { return shape(e.Sentence) }

// shape generalizes a sentence: numbers and mana symbols become N and {M}.
func shape(s string) string {
	toks, err := lex(s, "")
	if err != nil {
		return s
	}
	var b strings.Builder
	for i, t := range toks {
		w := t.String()
		switch t.kind {
		case tNum:
			w = "N"
			if strings.HasPrefix(t.text, "+") {
				w = "+N"
			}
		case tMana:
			if t.text != "{T}" {
				w = "{M}"
			}
		case tPT:
			w = "N/N"
		case tWord:
			if t.text == "x" {
				w = "N"
			}
		}
		if i > 0 && !(t.kind == tPunct && t.text != "—" && t.text != "•") {
			b.WriteByte(' ')
		}
		b.WriteString(w)
	}
	return b.String()
}

// Compile reads the card's whole Oracle text (today's wording, reminder text dropped)
// into d, whose printed facts are already filled in: keywords, the spell's effects or an
// Aura's enchant target, the abilities in printed order, and "enters tapped". It returns
// an *UnknownError, and leaves d unchanged, when any sentence isn't understood; a card
// whose layout isn't a single face is an error too.
func Compile(c *carddb.Card, d *rules.CardDef) error {
	if c.Layout != "normal" && c.Layout != "" && c.Layout != "leveler" {
		return &UnknownError{Card: c.Name, Sentence: "(" + c.Layout + " layout)", At: c.Layout, Why: "only single-faced cards are compiled"}
	}
	x := *d
	x.Abilities = append([]*rules.Ability(nil), d.Abilities...)
	lines, bands := splitLevels(textLines(c.Text))
	if len(bands) > 0 && c.Layout != "leveler" {
		return &UnknownError{Card: c.Name, Sentence: bands[0][0], At: bands[0][0], Why: "level bands on a leveler"}
	}
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		var bullets []string
		// Bullets: a modal spell's modes, and spree's "+ {M} — " modes (CR 702.172a).
		for i+1 < len(lines) && (strings.HasPrefix(lines[i+1], "•") || strings.HasPrefix(lines[i+1], "+ {")) {
			bullets = append(bullets, lines[i+1])
			i++
		}
		if err := compileLine(c, &x, line, bullets); err != nil {
			return err
		}
	}
	for _, b := range bands {
		if err := compileLevel(c, &x, b); err != nil {
			return err
		}
	}
	if err := checkMadness(c, &x); err != nil {
		return err
	}
	if x.Types.Has(rules.Instant) || x.Types.Has(rules.Sorcery) {
		if x.Spell == nil || len(x.Spell.Effects) == 0 && len(x.Spell.Modes) == 0 {
			return &UnknownError{Card: c.Name, Sentence: "(no effect)", At: "", Why: "an instant or sorcery does something"}
		}
	}
	*d = x
	return nil
}

// textLines splits Oracle text into its lines, reminder text removed.
func textLines(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(carddb.StripReminder(line))
		if line != "" {
			out = append(out, line)
		}
	}
	return out
}

// compileLine reads one line of text (with the bullet lines of a modal line) into d.
func compileLine(c *carddb.Card, d *rules.CardDef, line string, bullets []string) error {
	if startEngines(d, line) {
		return nil // CR 702.179a (speed.go)
	}
	line = stripFlavorWord(line)
	toks, err := lexCard(line, c)
	if err != nil {
		return &UnknownError{Card: c.Name, Sentence: line, At: line, Why: err.Error()}
	}
	p := &parser{card: c, def: d, toks: toks, line: line}
	if err := p.readLine(bullets); err != nil {
		return err
	}
	return nil
}
