package rules

import "slices"

// Convoke (CR 702.51) and improvise (702.126): while the spell is being paid for, each
// untapped creature (convoke) or artifact (improvise) its caster controls may be tapped
// to pay for one generic mana of its total cost, and a creature for one colored mana of
// its color. They aren't mana abilities: the permanents are tapped, not tapped for mana
// (702.51b: they apply after the total cost is determined).

// helperKind is the kind bit a convoking or improvising permanent has besides its colors:
// no mana symbol asks for it, so it pays only the generic mana, and colored symbols of its
// colors.
const helperKind uint8 = 1 << 7

// costHelpers lists the untapped creatures (convoke) and artifacts (improvise) player p
// may tap to pay for spell def, besides the mana sources given (a permanent that is
// already one of those sources isn't listed again: tapping it for mana pays as much).
// Then the cards delve lets them exile (rules/delve.go). Nil when def has none of those
// abilities.
func (g *Game) costHelpers(p PlayerID, def *CardDef, sources []manaSource) []manaSource {
	if !def.Convoke && !def.Improvise {
		return g.delveHelpers(p, def, nil)
	}
	var out []manaSource
	for _, id := range g.battlefield {
		o := g.obj(id)
		if o.Controller != p || o.Tapped {
			continue
		}
		creature := def.Convoke && o.Is(Creature) // CR 302.6 doesn't apply: no {T} cost
		if !creature && !(def.Improvise && o.Is(Artifact)) {
			continue
		}
		if slices.ContainsFunc(sources, func(s manaSource) bool { return s.obj == id }) {
			continue
		}
		kinds := helperKind
		if creature {
			kinds |= uint8(o.Cur.Colors) & anyColor // CR 702.51a: a colored mana of its color
		}
		out = append(out, manaSource{obj: id, kinds: kinds, helper: true})
	}
	return g.delveHelpers(p, def, out)
}

// spellSources is the mana sources player p may use to pay for spell def: their mana
// sources, then the permanents convoke and improvise let them tap (used last: a
// creature is kept untapped when mana pays).
func (g *Game) spellSources(p PlayerID, def *CardDef) []manaSource {
	src := g.manaSources(p, nil)
	if h := g.costHelpers(p, def, src); len(h) > 0 {
		return append(slices.Clip(src), h...) // a copy: src may be kept for later listings
	}
	return src
}

// tapToHelp taps a permanent that convokes or improvises a spell (CR 702.51c, 702.126b),
// or exiles a card that delve pays with (702.66a).
func (g *Game) tapToHelp(p PlayerID, id ObjID) {
	if g.obj(id).Zone == ZoneGraveyard {
		g.delve(p, id)
		return
	}
	g.tap(id)
	g.note(Entry{Kind: JTappedToPay, Player: p, Obj: id, Card: g.obj(id).Def})
}

// spellMana counts the mana player p could pay for spell def now: the mana they could
// make, and one for each permanent convoke or improvise lets them tap.
func (g *Game) spellMana(p PlayerID, def *CardDef) int {
	n := g.manaAvailable(p)
	if def.Convoke || def.Improvise || def.Delve {
		n += len(g.costHelpers(p, def, g.manaSources(p, nil)))
	}
	return n
}
