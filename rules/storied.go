package rules

// Storied (The Hobbit): "If you control three or more artifacts, legendaries, and/or
// Sagas, you have an enduring story for the rest of the game." Like ascend's city's
// blessing (CR 702.131b), it is a static ability: the player gets the enduring story as
// soon as the condition holds while they control a permanent with storied, without the
// stack, and keeps it even when they no longer control that permanent.

// storiedCount is how many artifacts, legendaries and Sagas give an enduring story.
const storiedCount = 3

// grantEnduringStories gives an enduring story to each player who controls a permanent
// with storied and three or more artifacts, legendary permanents and Sagas, and reports
// whether one did (the layers are then applied again: "as long as you have an enduring
// story").
func (g *Game) grantEnduringStories() bool {
	if !g.mayHaveStatic(StStoried) {
		return false
	}
	granted := false
	for _, id := range g.battlefield {
		o := g.obj(id)
		p := o.Controller
		if g.players[p].EnduringStory || !g.hasStatic(id, StStoried) {
			continue
		}
		n := 0
		for _, q := range g.battlefield {
			if c := g.obj(q); c.Controller == p && (c.Is(Artifact) || c.Cur.Super&Legendary != 0 || c.Cur.HasSubtype("Saga")) {
				n++
			}
		}
		if n >= storiedCount {
			g.players[p].EnduringStory = true
			granted = true
		}
	}
	return granted
}

// hasStatic reports whether permanent id has an active static ability of kind k.
func (g *Game) hasStatic(id ObjID, k StaticKind) bool {
	for _, a := range g.obj(id).Def.Abilities {
		if a.Static != nil && a.Static.Kind == k && g.staticActive(a.Static, id) {
			return true
		}
	}
	return false
}
