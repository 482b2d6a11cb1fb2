package rules

// Activated abilities that work while their card is in its owner's graveyard ("{2}{B}:
// Return this card from your graveyard to your hand", "{1}, Exile this card from your
// graveyard: Draw a card"; CR 113.6k, 602.2): listed and bound like cycling's hand
// abilities (rules/cycling.go).

// abilityZone is the zone an activated ability works from: the hand (cycling), the
// graveyard, or the battlefield.
func (ab *Ability) abilityZone() Zone {
	switch {
	case ab.FromHand:
		return ZoneHand
	case ab.FromGraveyard:
		return ZoneGraveyard
	}
	return ZoneBattlefield
}

// hasGraveyardAbility reports whether a card has an activated ability that works from
// its owner's graveyard.
func hasGraveyardAbility(d *CardDef) bool { return hasAbilityIn(d, ZoneGraveyard) }

// hasAbilityIn reports whether a card has an ability that works while it is in zone z.
func hasAbilityIn(d *CardDef, z Zone) bool {
	for _, ab := range d.Abilities {
		if ab.abilityZone() == z {
			return true
		}
	}
	return false
}

// graveyardAbilityActions appends the activations of the abilities of the cards in player
// p's graveyard that work there.
func (g *Game) graveyardAbilityActions(out []Action, p PlayerID) []Action {
	if !g.castableGraveyard(p).abilities {
		return out // most graveyards hold none: the scan is kept (changes.go)
	}
	for _, id := range g.cardsWhere(p, ZoneGraveyard, hasGraveyardAbility) {
		if g.obj(id).Def.Implemented {
			out = g.handAbilityActions(out, p, id)
		}
	}
	return out
}

// exileFromGraveyardAsCost exiles card id from its owner's graveyard to pay a cost
// ("Exile this card from your graveyard").
func (g *Game) exileFromGraveyardAsCost(p PlayerID, id ObjID) {
	g.moveAsCost(p, id, ZoneGraveyard, ZoneExile, JExilesFromGraveyard)
}

// ReturnSelf returns the source card from its owner's graveyard to their hand, or to the
// battlefield (tapped with Tapped) under their control ("Return this card from your
// graveyard to your hand"). A card that left the graveyard is a new object (CR 400.7):
// nothing happens then.
type ReturnSelf struct {
	To     Zone
	Tapped bool
}

func (e ReturnSelf) do(g *Game, r *Resolution) bool {
	o := g.obj(r.Source)
	if o.Zone != ZoneGraveyard {
		return true
	}
	if e.To == ZoneHand {
		g.note(Entry{Kind: JReturnsToHand, Obj: o.ID, Card: o.Def, Player: o.Owner})
		g.moveTo(o.ID, ZoneHand, false)
		return true
	}
	en, ok := g.askEnterChoices(r, o.Def, o.Owner) // CR 614.12a
	if !ok {
		return false
	}
	nid := g.putOntoBattlefield(o.ID, o.Owner, e.Tapped)
	g.applyEnterChoices(nid, en)
	g.note(Entry{Kind: JReturnsToBattlefield, Obj: nid, Card: g.obj(nid).Def, Player: o.Owner})
	g.emit(Event{Kind: EvEntersBattlefield, Obj: nid, Player: o.Owner, Source: NoObj})
	return true
}
