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

// regenerates uses a regeneration shield of permanent id, if it has one, in place of its
// destruction, and reports whether it did (CR 701.15a, 614.8).
func (g *Game) regenerates(id ObjID) bool {
	at := -1
	for i := range g.effects {
		if e := &g.effects[i]; e.Kind == EffRegenShield && e.Obj == id {
			at = i
			break
		}
	}
	if at < 0 {
		return false
	}
	// A fresh slice: clones may share the old one's array.
	g.effects = append(append([]ContEffect(nil), g.effects[:at]...), g.effects[at+1:]...)
	m := g.mut(id)
	m.Damage, m.Deathtouched, m.Tapped = 0, false, true
	g.combat.remove(id)
	g.note(Entry{Kind: JRegenerates, Obj: id, Card: m.Def})
	return true
}
