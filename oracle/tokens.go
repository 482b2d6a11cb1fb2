package oracle

import "github.com/ettinmtg/ettin/rules"

// The predefined tokens whose abilities the vocabulary says (CR 111.10): a token named
// by its subtype alone ("create a Food token") has these characteristics.
var (
	// foodToken: "a colorless Food artifact token with '{2}, {T}, Sacrifice this artifact:
	// You gain 3 life.'" (CR 111.10b).
	foodToken = &rules.CardDef{Name: "Food Token", Types: rules.Types(rules.Artifact), Subtypes: []string{"Food"},
		Token: true, NoCost: true, Implemented: true,
		Abilities: []*rules.Ability{{Kind: rules.ActivatedAbility, Text: "{2}, {T}, Sacrifice this artifact: You gain 3 life.",
			Cost: rules.MustCost("{2}"), Tap: true, SacSelf: true,
			Effects: []rules.Effect{rules.GainLife{Who: rules.WhoYou, Amount: rules.N(3)}}}}}
	// clueToken: "a colorless Clue artifact token with '{2}, Sacrifice this artifact: Draw a
	// card.'" (CR 111.10f).
	clueToken = &rules.CardDef{Name: "Clue Token", Types: rules.Types(rules.Artifact), Subtypes: []string{"Clue"},
		Token: true, NoCost: true, Implemented: true,
		Abilities: []*rules.Ability{{Kind: rules.ActivatedAbility, Text: "{2}, Sacrifice this artifact: Draw a card.",
			Cost: rules.MustCost("{2}"), SacSelf: true,
			Effects: []rules.Effect{rules.Draw{Who: rules.WhoYou, Amount: rules.N(1)}}}}}
)

// shardToken: "a colorless Shard enchantment token with '{2}, Sacrifice this
// enchantment: Scry 1, then draw a card.'" (CR 111.10e).
var shardToken = &rules.CardDef{Name: "Shard Token", Types: rules.Types(rules.Enchantment), Subtypes: []string{"Shard"},
	Token: true, NoCost: true, Implemented: true,
	Abilities: []*rules.Ability{{Kind: rules.ActivatedAbility, Text: "{2}, Sacrifice this enchantment: Scry 1, then draw a card.",
		Cost: rules.MustCost("{2}"), SacSelf: true,
		Effects: []rules.Effect{rules.Scry{Who: rules.WhoYou, Amount: rules.N(1)}, rules.Draw{Who: rules.WhoYou, Amount: rules.N(1)}}}}}

// treasureToken: "a colorless Treasure artifact token with '{T}, Sacrifice this
// artifact: Add one mana of any color.'" (CR 111.10a). A payment may use it, and then
// sacrifices it (rules.Game.pay).
var treasureToken = &rules.CardDef{Name: "Treasure Token", Types: rules.Types(rules.Artifact), Subtypes: []string{"Treasure"},
	Token: true, NoCost: true, Implemented: true,
	Abilities: []*rules.Ability{{Kind: rules.ManaAbility, Text: "{T}, Sacrifice this artifact: Add one mana of any color.",
		Tap: true, SacSelf: true, Produces: 0x1f}}}

// predefinedTokens are the tokens "create a NAME token" names.
var predefinedTokens = map[string]*rules.CardDef{"food": foodToken, "clue": clueToken, "shard": shardToken, "treasure": treasureToken}

// quotedAbility reads a quoted ability the token def is created with ("a 1/1 black and
// green Pest creature token with \"Whenever this token attacks, you gain 1 life.\"", CR
// 111.4, 113.2): the quoted text is read on its own, as a line of the token's text ("this
// token" and "this creature" name the token), and every sentence of it must be read.
func (p *parser) quotedAbility(def *rules.CardDef) bool {
	t := p.peek()
	if t.kind != tQuote {
		return p.fail("a quoted ability")
	}
	toks, err := lex(t.raw, "")
	if err != nil {
		return p.fail("a quoted ability: " + err.Error())
	}
	q := &parser{card: p.card, def: def, toks: toks, line: t.raw}
	if err := q.readLine(nil); err != nil {
		return p.fail("a quoted ability the compiler reads")
	}
	if len(def.Abilities) == 0 || def.Spell != nil {
		return p.fail("a quoted ability of a permanent")
	}
	p.pos++
	return true
}
