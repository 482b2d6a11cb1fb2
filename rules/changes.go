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
