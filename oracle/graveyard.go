package oracle

import "github.com/ettinmtg/ettin/rules"

// Activated abilities that work from the graveyard (rules/graveyardabilities.go): the
// cost "Exile CARDNAME from your graveyard" and the effect "Return CARDNAME from your
// graveyard to your hand" (or "to the battlefield [tapped]") make the ability one that
// works there.

// exileSelfCost reads "Exile CARDNAME from your graveyard" among an activated ability's
// costs.
func (p *parser) exileSelfCost(ab *rules.Ability) bool {
	start := p.pos
	if !p.word("exile") || !p.self() || !p.phrase("from your graveyard") || ab.ExileSelf {
		p.pos = start
		return false
	}
	ab.ExileSelf, ab.FromGraveyard = true, true
	return true
}

// returnSelf reads "CARDNAME from your graveyard to your hand" (or "to the battlefield",
// "to the battlefield tapped") after "return". Only an activated ability may say it
// (readLine refuses it elsewhere).
func (p *parser) returnSelf(start int) ([]eff, bool) {
	if !p.self() || !p.phrase("from your graveyard") {
		p.pos = start
		return nil, false
	}
	var e rules.ReturnSelf
	switch {
	case p.phrase("to your hand"):
		e.To = rules.ZoneHand
	case p.phrase("to the battlefield tapped") && p.def.Types.Permanent():
		e.To, e.Tapped = rules.ZoneBattlefield, true
	case p.phrase("to the battlefield") && p.def.Types.Permanent():
		e.To = rules.ZoneBattlefield
	default:
		p.pos = start
		return nil, p.fail("where the card returns")
	}
	p.fromGraveyard = true
	return []eff{fixed(e)}, true
}
