package oracle

import (
	"slices"

	"github.com/ettinmtg/ettin/carddb"
)

// lexCard lexes one line of c's text. A legendary card's text calls the character by a
// pronoun ("When Madame Masque enters, she connives", "put a +1/+1 counter on him",
// "his power"): on such a card the pronouns are its own name, so they become the same
// tSelf token as the name (a possessive one followed by "'s"). Only legendary cards'
// texts are read so: older texts of other cards say "he or she" for a player.
func lexCard(line string, c *carddb.Card) ([]token, error) {
	toks, err := lex(line, c.Name)
	if err != nil || !slices.Contains(c.Supertypes, "Legendary") {
		return toks, err
	}
	out := toks[:0:0]
	for i, t := range toks {
		if t.kind != tWord {
			out = append(out, t)
			continue
		}
		self := token{kind: tSelf, text: "cardname", raw: "CARDNAME"}
		poss := token{kind: tWord, text: "'s", raw: "'s"}
		switch t.text {
		case "he", "she", "him":
			out = append(out, self)
		case "his":
			out = append(out, self, poss)
		case "her":
			// "her" is the object ("on her") or the possessive ("her power"): a
			// possessive is followed by the noun it owns.
			if i+1 < len(toks) && toks[i+1].kind == tWord && possessed[toks[i+1].text] {
				out = append(out, self, poss)
			} else {
				out = append(out, self)
			}
		default:
			out = append(out, t)
		}
	}
	return out, nil
}

// possessed are the nouns a card's "her" owns in the texts ("her power", "her owner's
// control", "her mana cost", "her sneak cost").
var possessed = map[string]bool{"power": true, "toughness": true, "owner's": true, "owner": true,
	"controller": true, "controller's": true, "mana": true, "sneak": true, "name": true, "other": true,
	"base": true}
