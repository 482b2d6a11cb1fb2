package rules

// Protection (CR 702.16): "protection from [quality]" is a static ability of kind
// StProtection whose Against filter is the quality (a color, a card type, a subtype),
// matched against the characteristics of the other object; "protection from the chosen
// player" (StProtectionFromChosenPlayer) is the player variant (702.16k). What it stops
// is DEBT: Damage prevented (702.16e, damage.go), Enchanting and Equipping (702.16c-d,
// sba.go), Blocking (702.16f, restrictions.go) and Targeting (702.16b, targets.go).

// protectedFrom reports whether permanent id has protection from object src, or from
// player p, src's controller: the checks for targets, Auras, Equipment and blockers.
// src may be NoObj (then only the player counts).
func (g *Game) protectedFrom(id, src ObjID, p PlayerID) bool {
	return g.protectedFromPlayer(id, p) || g.protectedFromQuality(id, src)
}

// protectedFromPlayer reports whether permanent id has protection from player p:
// "protection from the chosen player" (True-Name Nemesis, CR 702.16k).
func (g *Game) protectedFromPlayer(id ObjID, p PlayerID) bool {
	if id == NoObj || int(id) >= g.objs.len() {
		return false
	}
	o := g.obj(id)
	if o.Zone != ZoneBattlefield || !o.HasChosen || o.ChosenPlayer != p {
		return false
	}
	return g.selfStatic(id, StProtectionFromChosenPlayer) != nil
}

// protectedFromQuality reports whether permanent id has protection from a quality object
// src has (CR 702.16a): an StProtection ability of its own, or one another permanent
// gives it ("Enchanted creature has protection from red"), whose quality src matches
// with its current characteristics. A card type or subtype is read from the object
// wherever it is, a permanent or a spell or card elsewhere (702.16a).
func (g *Game) protectedFromQuality(id, src ObjID) bool {
	if src == NoObj || int(src) >= g.objs.len() || id == NoObj || int(id) >= g.objs.len() ||
		!g.mayHaveStatic(StProtection) || g.obj(id).Zone != ZoneBattlefield {
		return false
	}
	return g.staticOn(StProtection, id, func(st *Static, from ObjID) bool {
		return st.Against != nil && g.matches(src, st.Against, from, g.obj(from).Controller)
	})
}

// auraIllegalProtection reports whether an Aura can't stay attached to permanent a because
// a has protection from the Aura or its controller (CR 702.16c, 704.5m).
func (g *Game) auraIllegalProtection(aura, a ObjID) bool {
	return g.protectedFrom(a, aura, g.obj(aura).Controller)
}
