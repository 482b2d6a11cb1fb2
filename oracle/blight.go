package oracle

import "github.com/ettinmtg/ettin/rules"

// Blight outside a spell's additional cost (rules/blight.go): "you may blight N. If you
// do, ...", "... If you don't, ...", "blight N", "each opponent blights N" and the
// activation cost "Blight N".

// blightCost reads an activation cost "Blight N" into ab.
func (p *parser) blightCost(ab *rules.Ability) bool {
	if p.peek().text != "blight" || ab.Blight > 0 {
		return false
	}
	start := p.pos
	p.pos++
	n, ok := p.number()
	if !ok || n.Kind != rules.AmtFixed || n.N < 1 {
		p.pos = start
		return false
	}
	ab.Blight = n.N
	return true
}

// blightRest reads N after "blight(s)": each player who blights N.
func (p *parser) blightRest(who rules.Who, start int) ([]eff, bool) {
	n, ok := p.number()
	if !ok || n.Kind != rules.AmtFixed || n.N < 1 {
		p.pos = start
		return nil, p.fail("\"blight N\"")
	}
	return []eff{fixed(rules.Blight{Who: who, N: n.N})}, true
}

// mayBlight reads "you may blight N. If you do, EFFECTS." or "... If you don't,
// EFFECTS." as one Blight that skips the effects when the controller doesn't blight (or
// does).
func (p *parser) mayBlight() ([]eff, bool) {
	start := p.pos
	if !p.phrase("you may blight") {
		return nil, false
	}
	n, ok := p.number()
	if !ok || n.Kind != rules.AmtFixed || n.N < 1 {
		p.pos = start
		return nil, false
	}
	es, els, ok := p.ifYouDoOrNot(start)
	if !ok {
		return nil, false
	}
	return append([]eff{fixed(rules.Blight{Who: rules.WhoYou, N: n.N, May: true, Skip: len(es), Else: els})}, es...), true
}

// removeAnyCost reads the rest of "Remove a counter from CARDNAME" or "Remove two
// counters from CARDNAME" (of any kinds) after "remove N", given the number read.
func (p *parser) removeAnyCost(ab *rules.Ability, n rules.Amount, ok bool) bool {
	start := p.pos
	if !ok || n.Kind != rules.AmtFixed || n.N < 1 || ab.RemoveCounters > 0 {
		return false
	}
	if !(p.word("counter") || p.word("counters")) || !p.word("from") || !p.self() {
		p.pos = start
		return false
	}
	ab.RemoveCounters, ab.RemoveAny = n.N, true
	return true
}
