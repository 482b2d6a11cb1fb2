package rules

// Regenerate gives each selected permanent a regeneration shield: the next time it would
// be destroyed this turn, instead its damage is removed, its controller taps it and it
// is removed from combat (CR 701.15a).
type Regenerate struct{ What What }

func (e Regenerate) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.note(Entry{Kind: JRegenShield, Obj: id, Card: g.obj(id).Def})
		// The shield ends with the turn (CR 514.2) or when the permanent leaves.
		g.addEffect(ContEffect{Kind: EffRegenShield, Obj: id, Player: NoPlayer, Until: UntilEndOfTurn}, r)
	}
	return true
}

// regenerates proposes the destruction of permanent id to the replacement pipeline and
// reports whether a regeneration shield replaced it (CR 701.15a, 614.8; replace.go).
func (g *Game) regenerates(id ObjID) bool {
	ev := proposed{kind: evDestroy, obj: id, player: g.obj(id).Controller}
	g.replaceEvent(&ev)
	return ev.gone
}
