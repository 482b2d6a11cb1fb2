package rules

// Equipment (CR 301.5): an artifact that is attached to a creature by its equip ability
// (CR 702.6a: "[Cost]: Attach this permanent to target creature you control. Activate only
// as a sorcery.") and that stays on the battlefield, unattached, when that creature
// leaves or stops being a creature (CR 704.5n). What it gives the creature it equips is a
// static ability affecting AffectsEnchanted, the object it is attached to.

// Attach attaches the source, an Equipment on the battlefield, to object target N
// (CR 701.3a). Attaching it to the object it is already attached to does nothing
// (701.3b); an illegal target is left alone (608.2b).
type Attach struct{ N int }

func (e Attach) do(g *Game, r *Resolution) bool {
	src := g.obj(r.Source)
	if src.Zone != ZoneBattlefield {
		return true
	}
	t := r.legalObjTarget(g, e.N)
	if t == NoObj || t == r.Source || src.AttachedTo == t || !g.obj(t).Is(Creature) {
		return true
	}
	g.mut(r.Source).AttachedTo = t
	g.note(Entry{Kind: JAttaches, Obj: r.Source, Card: src.Def, Obj2: t, Card2: g.obj(t).Def})
	return true
}

// unattachEquipment makes Equipment id unattached when what it is attached to has left
// the battlefield or isn't a creature or has protection from it, or when it is a creature
// itself (CR 704.5n, 301.5c, 702.16d). It reports whether it did anything.
func (g *Game) unattachEquipment(id ObjID) bool {
	o := g.obj(id)
	if o.AttachedTo == NoObj || !o.Cur.HasSubtype("Equipment") {
		return false
	}
	a := g.obj(o.AttachedTo)
	// CR 801.9: nor outside its controller's range of influence.
	// CR 702.16d: nor a creature with protection from it.
	if a.Zone == ZoneBattlefield && a.Is(Creature) && !o.Is(Creature) && g.objInRange(o.Controller, o.AttachedTo) &&
		!g.protectedFrom(o.AttachedTo, id, o.Controller) {
		return false
	}
	m := g.mut(id)
	m.AttachedTo = NoObj
	g.note(Entry{Kind: JEquipmentUnattached, Obj: m.ID, Card: m.Def})
	return true
}
