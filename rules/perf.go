package rules

// Helpers that keep the hot path (listing legal actions, collecting triggers, cloning)
// cheap without changing what it computes.

// anyGrantedTrigger reports whether a permanent on the battlefield has a static ability
// granting a triggered ability for events of kind k (StGrantTrigger). Without one,
// grantedTriggers adds nothing for any permanent, so the per-permanent scan of the whole
// battlefield can be skipped.
func (g *Game) anyGrantedTrigger(k EventKind) bool {
	for _, s := range g.battlefield {
		for _, a := range g.objs[s].Def.Abilities {
			if st := a.Static; st != nil && st.Kind == StGrantTrigger && st.Grant != nil && st.Grant.Trigger != nil && st.Grant.Trigger.Event == k {
				return true
			}
		}
	}
	return false
}
