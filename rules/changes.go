package rules

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
// base controller); writes is the table's count of writes when it ended.
type layersRecord struct {
	plain  bool
	writes uint64
}

// layersApplied records the end of a layer pass; plain: no static ability or effect was
// in it.
func (g *Game) layersApplied(plain bool) {
	g.layered = layersRecord{plain: plain, writes: g.objs.writes}
}

// layersHold reports whether a layer pass now would change nothing: the last one was
// plain, no object was written since (so the battlefield holds the same permanents with
// the same abilities, none of them a static ability with a layer), and no continuous
// effect in a layer was created since. A plain pass computes each permanent's
// characteristics from its own fields, which are as it left them.
func (g *Game) layersHold() bool {
	r := &g.layered
	if quietOff || !r.plain || r.writes != g.objs.writes {
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
// writes was writes.
type permanentsRecord struct {
	found  bool
	writes uint64
}

// permanentsChecked records, at the end of the state-based actions about permanents,
// whether they found nothing: they wrote no object (nothing died, was unattached or lost
// counters; start is the count of writes when they began) and asked no legend choice.
func (g *Game) permanentsChecked(start uint64) {
	g.sbaPerm = permanentsRecord{found: g.objs.writes == start && g.choice == nil, writes: start}
}

// permanentsHold reports whether the state-based actions about permanents would find
// nothing now, as they did last time: no object was written since, and what they read
// besides the objects can't have changed: no legend choice is pending (they ask none
// then), no permanent has protection from a chosen player (its static ability may hold
// on a condition), and no player has a limited range of influence (CR 801.8, 801.12:
// ranges change as players leave).
func (g *Game) permanentsHold() bool {
	r := &g.sbaPerm
	if quietOff || !r.found || r.writes != g.objs.writes || g.choice != nil ||
		g.mayHaveStatic(StProtectionFromChosenPlayer) {
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
