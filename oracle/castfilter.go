package oracle

import "github.com/ettinmtg/ettin/rules"

// castMore reads what may follow a cast trigger's spell (CR 603.2): "with mana value N
// or greater" ("N or less") into the spell's filter, and "during an opponent's turn" /
// "during your turn" as the trigger's condition (kept as the ability's "if": the turn
// can't change between the cast and the trigger's resolution check that matters).
func (p *parser) castMore(tr *rules.Trigger) bool {
	start := p.pos
	if p.phrase("with mana value") {
		n, ok := p.number()
		if !ok || n.Kind != rules.AmtFixed {
			p.pos = start
			return p.fail("\"with mana value N or greater\"")
		}
		f := rules.Filter{}
		if tr.Filter != nil {
			f = *tr.Filter
		}
		switch {
		case p.phrase("or greater"), p.phrase("or more"):
			f.MinManaValue = n.N
			if n.N == 0 {
				p.pos = start
				return p.fail("a mana value above 0")
			}
		case p.phrase("or less"):
			f.LimitManaValue, f.MaxManaValue = true, n.N
		default:
			p.pos = start
			return p.fail("\"or greater\" or \"or less\"")
		}
		tr.Filter = &f
	}
	switch {
	case p.phrase("during an opponent's turn"), p.phrase("during an opponent 's turn"):
		p.trigIf = &rules.Condition{Kind: rules.CondYourTurn, Not: true}
	case p.phrase("during your turn"):
		p.trigIf = &rules.Condition{Kind: rules.CondYourTurn}
	}
	return true
}
