package rules

// Cycling and the abilities like it work from a card in its owner's hand: "Cycling
// [cost]" means "[Cost], Discard this card: Draw a card" (CR 702.29a); landcycling and
// typecycling search for a card instead (702.29e-f).

// checkAbilityZone refuses an activation from the wrong zone: an ability that works from
// the hand only while the card is in its activator's hand (CR 702.29a, 113.6), any other
// only on the battlefield.
func (g *Game) checkAbilityZone(o *Object, ab *Ability, p PlayerID) error {
	switch ab.abilityZone() {
	case ZoneHand:
		if o.Zone != ZoneHand || o.Owner != p {
			return refuse(RefusedWrongZone, "%s's ability works only from %s's hand (CR 702.29a)", o.shownName(), g.players[p].Name)
		}
	case ZoneGraveyard:
		if o.Zone != ZoneGraveyard || o.Owner != p {
			return refuse(RefusedWrongZone, "%s's ability works only from %s's graveyard", o.shownName(), g.players[p].Name)
		}
	default:
		if o.Zone != ZoneBattlefield {
			return refuse(RefusedWrongZone, "%s is not on the battlefield", o.shownName())
		}
	}
	return nil
}

// discardAsCost discards card id from player p's hand to pay a cost (CR 701.9, 702.29a).
func (g *Game) discardAsCost(p PlayerID, id ObjID) {
	g.moveAsCost(p, id, ZoneHand, ZoneGraveyard, JDiscards)
}

// moveAsCost moves card id of player p from zone from to zone to as a cost, noted as an
// entry of kind k; nothing when it is no longer in zone from.
func (g *Game) moveAsCost(p PlayerID, id ObjID, from, to Zone, k EntryKind) {
	if g.obj(id).Zone != from {
		return
	}
	if k == JDiscards {
		g.discard(p, id, k) // a card with madness is exiled instead (madness.go)
		return
	}
	g.note(Entry{Kind: k, Player: p, Obj: id, Card: g.obj(id).Def})
	g.moveTo(id, to, false)
}

// handAbilityActions appends the activations of the abilities that work from card id in
// player p's hand (cycling) or graveyard, where the card is, each target combination
// that can be paid (CR 702.29a).
func (g *Game) handAbilityActions(out []Action, p PlayerID, id ObjID) []Action {
	z := g.obj(id).Zone
	for ai, ab := range g.obj(id).Def.Abilities {
		if ab.abilityZone() != z || z == ZoneBattlefield || ab.Kind != ActivatedAbility {
			continue
		}
		for _, ts := range g.targetCombos(ab, id, p) {
			a := Action{Kind: ActActivate, Player: p, Team: g.players[p].Team, Obj: id, Ability: ai, Targets: ts, Assist: NoPlayer}
			if _, err := g.planActivate(&a); err == nil {
				out = append(out, a)
			}
		}
	}
	return out
}

// hasHandAbility reports whether a card has an ability that works from its owner's hand.
func hasHandAbility(d *CardDef) bool { return hasAbilityIn(d, ZoneHand) }

// handActivators returns the cards in player p's hand with an ability that works there,
// in hand order, then those in their graveyard likewise (rules/graveyardabilities.go):
// the objects an activation line may name besides p's permanents.
func (g *Game) handActivators(p PlayerID) []ObjID {
	return append(g.cardsWhere(p, ZoneHand, hasHandAbility), g.cardsWhere(p, ZoneGraveyard, hasGraveyardAbility)...)
}

// HandActivators returns the cards in player p's hand with an ability that works there
// (cycling, CR 702.29a), in hand order, then those in their graveyard with an ability
// that works there; nil for a bad player id.
func (g *Game) HandActivators(p PlayerID) []ObjID { return g.handActivators(p) }
