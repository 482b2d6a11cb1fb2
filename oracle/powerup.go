package oracle

// powerUpLine reads "Power-up — {cost}: effect." (Marvel Super Heroes): an activated
// ability that may be activated only once, whose cost is reduced by the permanent's mana
// cost if it entered the battlefield this turn ("Activate each power-up ability only
// once. Reduce the cost by its mana cost if it entered this turn.").
func (p *parser) powerUpLine() bool {
	if !p.word("power-up") || !p.punct("—") || !p.def.Types.Permanent() {
		return p.fail("a power-up ability")
	}
	n := len(p.def.Abilities)
	if !p.activated() || len(p.def.Abilities) != n+1 {
		return false
	}
	ab := p.def.Abilities[n]
	ab.OnlyOnce, ab.LessIfEntered = true, true
	return true
}
