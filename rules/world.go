package rules

// worldRule lists the world permanents the world rule puts into their owners' graveyards
// (CR 704.5k): all but the one that has had the world supertype for the shortest time,
// all of them on a tie. With a limited range of influence it applies to a permanent only
// if other world permanents are within its controller's range (CR 801.12), so each
// permanent is weighed against the world permanents within that range only.
func (g *Game) worldRule() []ObjID {
	var worlds []ObjID
	for _, id := range g.battlefield {
		if g.obj(id).Cur.Super&World != 0 {
			worlds = append(worlds, id)
		}
	}
	if len(worlds) < 2 {
		return nil
	}
	var out []ObjID
	for _, w := range worlds {
		ow := g.obj(w)
		for _, v := range worlds {
			// Entering the battlefield makes a new object (CR 400.7): its timestamp is
			// when it became a world permanent there.
			if v != w && g.obj(v).Timestamp >= ow.Timestamp && g.objInRange(ow.Controller, v) {
				out = append(out, w)
				break
			}
		}
	}
	return out
}
