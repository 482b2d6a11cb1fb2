package rules

import "slices"

// Change tracking: work that depends only on the objects is skipped when no object was
// written since it was last done. Every write to an object goes through the object
// table (mut, add, setZones; objtable.go), which counts them (objTable.writes), so "no
// write since" is known by construction, not by knowing who writes what.

// quietOff makes the work always be done, for the test that compares games played with
// and without the skipping (perf_test.go).
var quietOff bool

// layersRecord is what the last layer pass (applyLayers) found: plain says no static
// ability and no continuous effect applied in it, so that the characteristics it left
// were a function of each object's own fields alone (its card, counters, attachment,
// base controller); writes is the table's count of battlefield writes when it ended
// (objTable.bfWrites: a plain pass reads only the permanents).
type layersRecord struct {
	plain  bool
	writes uint64
}

// layersApplied records the end of a layer pass; plain: no static ability or effect was
// in it.
func (g *Game) layersApplied(plain bool) {
	g.layered = layersRecord{plain: plain, writes: g.objs.bfWrites}
}

// layersHold reports whether a layer pass now would change nothing: the last one was
// plain, no permanent was written since (objTable.bfWrites; so the battlefield holds the same permanents with
// the same abilities, none of them a static ability with a layer), and no continuous
// effect in a layer was created since. A plain pass computes each permanent's
// characteristics from its own fields, which are as it left them.
func (g *Game) layersHold() bool {
	r := &g.layered
	if quietOff || !r.plain || r.writes != g.objs.bfWrites {
		return false
	}
	for i := range g.effects {
		if effectLayer(g.effects[i].Kind) > 0 {
			return false
		}
	}
	return true
}

// permanentsRecord says that the state-based actions about permanents (the part of
// sbaOnce after the players') found nothing to do when the object table's count of
// battlefield writes was writes: they read only the permanents.
type permanentsRecord struct {
	found  bool
	writes uint64
}

// permanentsChecked records, at the end of the state-based actions about permanents,
// whether they found nothing: they wrote no object (nothing died, was unattached or lost
// counters; start is the count of writes when they began) and asked no legend choice.
func (g *Game) permanentsChecked(start uint64) {
	g.sbaPerm = permanentsRecord{found: g.objs.writes == start && g.choice == nil, writes: g.objs.bfWrites}
}

// permanentsHold reports whether the state-based actions about permanents would find
// nothing now, as they did last time: no permanent was written since, and what they read
// besides the objects can't have changed: no legend choice is pending (they ask none
// then), no permanent has protection from a chosen player or a quality (its static
// ability may hold on a condition), and no player has a limited range of influence (CR 801.8, 801.12:
// ranges change as players leave).
func (g *Game) permanentsHold() bool {
	r := &g.sbaPerm
	if quietOff || !r.found || r.writes != g.objs.bfWrites || g.choice != nil ||
		g.mayHaveStatic(StProtectionFromChosenPlayer) || g.mayHaveStatic(StProtection) {
		return false
	}
	if g.cfg.Variant.OwnTurns() {
		for i := range g.players {
			if g.players[i].Range != 0 {
				return false
			}
		}
	}
	return true
}

// keptSources are the players' mana sources, manaSources(p, nil) for the first
// memoPlayers players, kept from one listing to the next while no permanent is written
// (objTable.bfWrites). They
// are kept only where no static ability changes what mana a permanent makes (plainMana):
// the list is then made from the objects alone. The game's own (in scratchBufs), never a
// clone's.
type keptSources struct {
	valid  [memoPlayers]bool
	writes [memoPlayers]uint64
	// turn: the turn they were listed in ("Activate only if this land entered this
	// turn" changes with the turn, no object written).
	turn    [memoPlayers]int
	sources [memoPlayers][]manaSource
}

// plainMana reports whether no permanent has a static ability changing what mana
// permanents make or how it is spent (granted abilities, additional mana, mana spent as
// though of any color): what mana player p could make is then one for each source
// manaSources lists, and the list depends on the objects alone.
func (g *Game) plainMana() bool {
	return !g.mayHaveStatic(StGrantAbility) && !g.mayHaveStatic(StExtraMana) && !g.mayHaveStatic(StSpendAnyColor)
}

// keptSources returns player p's mana sources as kept by keepSourcesAcross, if no object
// was written since (the same permanents, tapped or not as then, with the same
// abilities) and exclude is empty. The list is shared: it is read at once and not kept
// across a change to the game. While actions are listed, it is also the listing's memo.
func (g *Game) keptSources(p PlayerID, exclude []ObjID) ([]manaSource, bool) {
	if quietOff || len(exclude) > 0 || p < 0 || int(p) >= memoPlayers || g.scratch == nil {
		return nil, false
	}
	k := &g.scratch.kept
	if !k.valid[p] || k.writes[p] != g.objs.bfWrites || k.turn[p] != g.turn.Number {
		return nil, false
	}
	if l := &g.listing; l.on {
		l.sources[p], l.haveSources[p] = k.sources[p], true
	}
	return k.sources[p], true
}

// keepSourcesAcross keeps a copy of s, player p's mana sources just listed, while no
// object is written, if no static ability changes what mana a permanent makes.
func (g *Game) keepSourcesAcross(p PlayerID, s []manaSource) {
	if quietOff || p < 0 || int(p) >= memoPlayers || !g.plainMana() {
		return
	}
	k := &g.scratchBufs().kept
	k.sources[p] = append(k.sources[p][:0], s...)
	k.valid[p], k.writes[p], k.turn[p] = true, g.objs.bfWrites, g.turn.Number
}

// handRecord says that the cards in a player's hand offered nothing to cast when the
// object table's count of writes was writes, at sorcery timing or not, with pool in the
// player's mana pool: every card failed the mana checks of castFaceVariants (the cost
// can't be paid whatever the targets), and none has an ability that works from the hand.
type handRecord struct {
	idle    bool
	sorcery bool
	writes  uint64
	pool    Pool
}

// handIdle reports whether the hand part of player p's priority listing would offer no
// cast or hand ability now, as last time: the same objects (so the same hand, the same
// mana sources and the same static abilities), the same timing and the same mana pool,
// and no effect that reduces costs (the only other input of the mana checks). Only-pass
// listings are most of a game's listings, and the mana checks of each card were most of
// their cost.
func (g *Game) handIdle(p PlayerID, sorcery bool) bool {
	if quietOff || p < 0 || int(p) >= memoPlayers || g.scratch == nil {
		return false
	}
	r := &g.scratch.hands[p]
	return r.idle && r.writes == g.objs.writes && r.sorcery == sorcery &&
		r.pool == g.players[p].Pool && !g.costEffects()
}

// noteHand records what the hand part of player p's priority listing just found:
// offered says a card passed the mana checks or has an ability that works from the hand.
func (g *Game) noteHand(p PlayerID, sorcery, offered bool) {
	if quietOff || p < 0 || int(p) >= memoPlayers {
		return
	}
	g.scratchBufs().hands[p] = handRecord{idle: !offered && !g.costEffects(), sorcery: sorcery, writes: g.objs.writes, pool: g.players[p].Pool}
}

// costEffects reports whether a continuous effect changes what spells cost (CR 601.2f).
func (g *Game) costEffects() bool {
	for i := range g.effects {
		if k := g.effects[i].Kind; k == EffCostReduction || k == EffCostReductionFor {
			return true
		}
	}
	return false
}

// graveyardsRecord says whether a card in a graveyard had an ability that triggers from
// there (CR 113.6k) when the object table's count of writes was writes. A card enters or
// leaves a graveyard only by a write (the object it was is written, a new one added), so
// the record holds until the next one. Trigger collection, after every event, otherwise
// scans every graveyard.
type graveyardsRecord struct {
	valid    bool
	writes   uint64
	triggers bool
}

// graveyardTriggers reports whether a card in a graveyard has an ability that triggers
// from there, scanning the graveyards only if an object was written since the last scan.
func (g *Game) graveyardTriggers() bool {
	r := &g.scratchBufs().graves
	if !quietOff && r.valid && r.writes == g.objs.writes {
		return r.triggers
	}
	*r = graveyardsRecord{valid: true, writes: g.objs.writes}
	for p := range g.players {
		for _, id := range g.players[p].graveyard {
			if g.obj(id).Def.graveyardTriggers() {
				r.triggers = true
				return true
			}
		}
	}
	return false
}

// handOptionsRecord holds cardOptions of player p's hand, made when the object table's
// count of writes was writes: a card enters or leaves a hand only by a write.
type handOptionsRecord struct {
	valid  bool
	p      PlayerID
	writes uint64
	opts   []Option
}

// handOptions is cardOptions of player p's hand, made again only if an object was
// written since: a cleanup discard's options are asked for at every look at the pending
// decision and again to record the answer. The list is shared: not to be changed.
func (g *Game) handOptions(p PlayerID) []Option {
	if quietOff {
		return g.cardOptions(g.players[p].hand)
	}
	r := &g.scratchBufs().handOpts
	if !r.valid || r.p != p || r.writes != g.objs.writes {
		*r = handOptionsRecord{valid: true, p: p, writes: g.objs.writes, opts: g.cardOptions(g.players[p].hand)}
	}
	return r.opts
}

// flashbackRecord says whether player p's graveyard held a card with flashback (CR
// 702.34a), and one with an aftermath half (702.127a), when the object table's count of
// writes was writes; as graveyardsRecord.
type flashbackRecord struct {
	valid     bool
	writes    uint64
	any       bool
	aftermath bool
	abilities bool // an implemented card with an ability that works there (graveyardabilities.go)
}

// mayFlashback reports whether player p's graveyard holds a card with flashback,
// scanning it only if an object was written since the last scan: the priority listing
// otherwise scans it at every listing.
func (g *Game) mayFlashback(p PlayerID) bool { return g.castableGraveyard(p).any }

// mayAftermath reports, likewise, whether player p's graveyard holds a card with an
// aftermath half.
func (g *Game) mayAftermath(p PlayerID) bool { return g.castableGraveyard(p).aftermath }

// castableGraveyard returns the record of what player p's graveyard holds that may be
// cast from it, scanning it again only if an object was written since the last scan.
func (g *Game) castableGraveyard(p PlayerID) *flashbackRecord {
	if p < 0 || int(p) >= memoPlayers {
		return &anyCastable
	}
	r := &g.scratchBufs().flashback[p]
	if !quietOff && r.valid && r.writes == g.objs.writes {
		return r
	}
	*r = flashbackRecord{valid: true, writes: g.objs.writes}
	var seenBuf [8]*CardDef
	seen := seenBuf[:0] // the cards looked at, on the stack: a graveyard holds many copies
	for _, id := range g.players[p].graveyard {
		def := g.obj(id).Def
		if slices.Contains(seen, def) {
			continue
		}
		if len(seen) < cap(seen) {
			seen = append(seen, def)
		}
		r.any = r.any || def.Flashback != nil
		r.aftermath = r.aftermath || def.Implemented && hasAftermath(def)
		r.abilities = r.abilities || def.Implemented && hasGraveyardAbility(def)
	}
	return r
}

// anyCastable is the record for a player past memoPlayers: their graveyard is scanned.
// Never written.
var anyCastable = flashbackRecord{any: true, aftermath: true, abilities: true}
