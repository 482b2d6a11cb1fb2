package rules

// Flashback (CR 702.34a): "You may cast this card from your graveyard if the resulting
// spell is an instant or sorcery spell by paying [cost] rather than paying its mana
// cost" and "If the flashback cost was paid, exile this card instead of putting it
// anywhere else any time it would leave the stack."

// castsWithFlashback reports whether player p would cast card o with flashback: it is in
// p's own graveyard and has flashback.
func castsWithFlashback(p PlayerID, o *Object) bool {
	return o.Zone == ZoneGraveyard && o.Owner == p && o.Def.Flashback != nil
}

// flashbackCards lists the cards of player p's graveyard with flashback, bottom first.
func (g *Game) flashbackCards(p PlayerID) []ObjID {
	if p < 0 || int(p) >= len(g.players) {
		return nil
	}
	var out []ObjID
	for _, id := range g.players[p].graveyard {
		if g.obj(id).Def.Flashback != nil {
			out = append(out, id)
		}
	}
	return out
}

// FlashbackCards lists the cards of player p's graveyard with flashback (CR 702.34a),
// bottom first; nil for a bad player id.
func (g *Game) FlashbackCards(p PlayerID) []ObjID { return g.flashbackCards(p) }

// flashbackActions appends the ways player p may cast the cards of their graveyard with
// flashback now.
func (g *Game) flashbackActions(out []Action, p PlayerID) []Action {
	for _, id := range g.players[p].graveyard {
		def := g.obj(id).Def
		if def.Flashback == nil || !def.Implemented {
			continue
		}
		if !def.Types.Has(Instant) && !def.Keywords.Has(Flash) && !g.sorceryTiming(p) {
			continue
		}
		out = g.castVariants(out, p, id, false)
	}
	return out
}

// flashbackExile returns the zone a spell cast with flashback goes to as it leaves the
// stack for zone z: exile, whatever z is (CR 702.34a).
func (g *Game) flashbackExile(o *Object, z Zone) Zone {
	if o.Zone != ZoneStack || !o.Flashback || z == ZoneExile {
		return z
	}
	k := JFlashbackExiled
	if o.Def.Aftermath {
		k = JAftermathExiled // CR 702.127a
	}
	g.note(Entry{Kind: k, Obj: o.ID, Card: o.Def})
	return ZoneExile
}
