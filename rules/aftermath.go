package rules

// Aftermath (CR 702.127a), on a half of a split card: "You may cast this half of this split
// card from your graveyard", "This half of this split card can't be cast from any zone
// other than a graveyard", and "If this spell was cast from a graveyard, exile it instead
// of putting it anywhere else any time it would leave the stack" (as flashback's exile,
// flashback.go).

// castsAftermath reports whether a cast of card o as face f by player p casts a half with
// aftermath from p's own graveyard.
func castsAftermath(p PlayerID, o *Object, f int) bool {
	return o.Zone == ZoneGraveyard && o.Owner == p && f > 0 && f <= len(o.Def.Halves) && o.Def.Halves[f-1].Aftermath
}

// hasAftermath reports whether a card has a half with aftermath.
func hasAftermath(d *CardDef) bool {
	for _, h := range d.Halves {
		if h.Aftermath {
			return true
		}
	}
	return false
}

// AftermathCards lists the cards of player p's graveyard with a half with aftermath (CR
// 702.127a), bottom first; nil for a bad player id.
func (g *Game) AftermathCards(p PlayerID) []ObjID {
	return g.cardsWhere(p, ZoneGraveyard, hasAftermath)
}

// cardsWhere lists the cards of player p's zone z (hand, graveyard, exile) whose
// definition satisfies keep, in zone order; nil for a bad player id.
func (g *Game) cardsWhere(p PlayerID, z Zone, keep func(*CardDef) bool) []ObjID {
	if p < 0 || int(p) >= len(g.players) || z == ZoneBattlefield || g.zoneList(p, z) == nil {
		return nil
	}
	var out []ObjID
	for _, id := range *g.zoneList(p, z) {
		if keep(g.obj(id).Def) {
			out = append(out, id)
		}
	}
	return out
}

// aftermathActions appends the ways player p may now cast the halves with aftermath of
// the cards of their graveyard.
func (g *Game) aftermathActions(out []Action, p PlayerID) []Action {
	if !g.mayAftermath(p) {
		return out // most graveyards hold none: the scan is kept (changes.go)
	}
	for _, id := range g.players[p].graveyard {
		def := g.obj(id).Def
		if !def.Implemented || !hasAftermath(def) {
			continue
		}
		for h, half := range def.Halves {
			if !half.Aftermath || !half.Types.Has(Instant) && !half.Keywords.Has(Flash) && !g.sorceryTiming(p) {
				continue
			}
			out = g.castFaceVariants(out, p, id, half, h+1, false)
		}
	}
	return out
}
