package oracle

import "github.com/ettinmtg/ettin/rules"

// crewLine reads "Crew N" on a Vehicle (CR 702.122a): an activated ability whose cost taps
// other untapped creatures of total power N or greater, making the Vehicle an artifact
// creature until end of turn.
func (p *parser) crewLine() bool {
	if !p.word("crew") {
		return false
	}
	t := p.peek()
	if t.kind != tNum || t.n < 0 {
		return p.fail("a crew number")
	}
	p.pos++
	if !hasSubtype(p.def, "Vehicle") {
		return p.fail("crew on a Vehicle")
	}
	p.def.Abilities = append(p.def.Abilities, rules.CrewAbility(t.n, p.line))
	return p.done()
}

// hasSubtype reports whether the card has subtype s.
func hasSubtype(d *rules.CardDef, s string) bool {
	for _, x := range d.Subtypes {
		if x == s {
			return true
		}
	}
	return false
}

// becomesArtifactCreature reads "becomes an artifact creature until end of turn" after the
// object it is about (Fleetwheel Cruiser; crew's own effect, CR 702.122a).
func (p *parser) becomesArtifactCreature(w rules.What) ([]eff, bool) {
	if !p.phrase("becomes an artifact creature until end of turn") {
		return nil, false
	}
	return []eff{func(_, o int) rules.Effect {
		return rules.BecomeTypes{What: whatAt(w, o), Types: rules.Types(rules.Artifact, rules.Creature)}
	}}, true
}
