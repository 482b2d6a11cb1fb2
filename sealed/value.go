package sealed

import (
	"github.com/ettinmtg/ettin/rules"
)

// Score estimates how much a card adds to a 40-card limited deck, in rough points (a
// vanilla creature of fair size for its cost scores about 3, a removal spell about 5). It
// reads only the card's typed definition: creature size against its mana value, combat
// keywords, abilities, targeted spells (which are mostly removal or tricks) and, as a
// prior for what the definition can't show, the rarity. It is a public heuristic for deck
// building, not the game AI's evaluation of a position.
func Score(d *rules.CardDef, r Rarity) float64 {
	mv := float64(d.Cost.Value(0))
	s := []float64{Common: 0, Uncommon: 0.4, Rare: 0.9, Mythic: 1.3}[min(r, Mythic)]
	switch {
	case d.Types.Has(rules.Land):
		return 0.5 + s // only chosen as a land, never as a spell slot
	case d.Types.Has(rules.Creature):
		s += 3 + creatureEdge(d, mv)
	case d.Types.Has(rules.Planeswalker):
		s += 4 + 0.4*float64(d.Loyalty)
	default:
		s += 2 + spellEdge(d)
	}
	if d.Cost.X > 0 {
		s += 0.5 // scales with the game's length
	}
	if mv >= 7 {
		s -= 0.6 * (mv - 6) // hard to cast in a 17-land deck
	}
	return max(s, 0.1)
}

// creatureEdge is how much better a creature is than a vanilla creature of its mana
// value: stats counted like the game AI does (power over toughness), evasion and combat
// keywords scaled by power, and each ability.
func creatureEdge(d *rules.CardDef, mv float64) float64 {
	p, t := float64(max(d.Power, 0)), float64(max(d.Toughness, 0))
	if d.DynamicPT || hasCDA(d) {
		p, t = mv, mv // a characteristic-defining ability: assume a fair size
	}
	stats := p + 0.6*t
	kw := d.Keywords
	add := func(k rules.Keyword, x float64) {
		if kw.Has(k) {
			stats += x
		}
	}
	add(rules.Flying, 0.6*p+0.3)
	add(rules.Menace, 0.3*p)
	add(rules.Trample, 0.15*p)
	add(rules.FirstStrike, 0.4*p+0.3)
	add(rules.DoubleStrike, p+0.3)
	add(rules.Lifelink, 0.5*p)
	add(rules.Vigilance, 0.3)
	add(rules.Haste, 0.3)
	add(rules.Reach, 0.3)
	add(rules.Indestructible, 2)
	add(rules.Hexproof, 0.8)
	add(rules.Infect, 0.5*p)
	if kw.Has(rules.Deathtouch) && p > 0 {
		stats += 1.5
	}
	if kw.Has(rules.Defender) {
		stats -= 0.8 * p
	}
	stats += 0.8 * float64(len(d.Abilities))
	fair := 1.6*mv + 0.2 // a 2/2 for 2 and a 4/4 for 4 are fair
	return max(min((stats-fair)*0.6, 3), -2.5)
}

// spellEdge values an instant, sorcery, artifact or enchantment by what it targets:
// something on the battlefield or any target (removal, tricks, auras) counts most, a
// player less; an untargeted spell or permanent by its abilities.
func spellEdge(d *rules.CardDef) float64 {
	var abs []*rules.Ability
	if d.Spell != nil {
		abs = append(abs, d.Spell)
	}
	abs = append(abs, d.Abilities...)
	best := 0.3 * float64(len(abs))
	for _, a := range abs {
		for _, t := range a.Targets {
			switch t.Kind {
			case rules.TargetPermanent, rules.TargetAny:
				best = max(best, 2.5)
			case rules.TargetSpell:
				best = max(best, 1.5)
			default:
				best = max(best, 1)
			}
		}
	}
	return best
}

// hasCDA reports whether a card's power and toughness are set by a compiled
// characteristic-defining ability (CR 604.3).
func hasCDA(d *rules.CardDef) bool {
	for _, a := range d.Abilities {
		if a.Static != nil && a.Static.Kind == rules.StCDA {
			return true
		}
	}
	return false
}
