package rules

// Sagas (CR 714): a Saga enters with a lore counter, gets another as its controller's
// precombat main phase begins, and each chapter ability triggers when the lore counters
// reach its number; with as many as its final chapter number, and no chapter ability of
// it waiting or on the stack, its controller sacrifices it.

// isSaga reports whether permanent id has the subtype Saga.
func (g *Game) isSaga(id ObjID) bool {
	return hasString(g.obj(id).Cur.Subtypes, "Saga")
}

// finalChapter is the greatest chapter number of a Saga's chapter abilities (CR 714.2c),
// 0 without one.
func finalChapter(d *CardDef) int {
	n := 0
	for _, a := range d.Abilities {
		if isChapter(a) && a.Trigger.Reaches > n {
			n = a.Trigger.Reaches
		}
	}
	return n
}

// addLoreCounters is the turn-based action of CR 714.3b: as the precombat main phase
// begins, each player of the active team puts a lore counter on each Saga they control.
func (g *Game) addLoreCounters() {
	var sagas []ObjID
	for _, id := range g.battlefield {
		if o := g.obj(id); g.players[o.Controller].Team == g.turn.Team && g.inTurn(o.Controller) && g.isSaga(id) {
			sagas = append(sagas, id)
		}
	}
	for _, id := range sagas {
		g.putCounters(id, LoreCounter, 1, g.obj(id).Controller)
	}
}

// sagasEnd is the state-based action of CR 704.5s and 714.4: a Saga whose lore counters
// number at least its final chapter number is sacrificed, unless it is the source of a
// chapter ability that has triggered but not yet left the stack. It reports whether one
// was.
func (g *Game) sagasEnd() bool {
	var done []ObjID
	for _, id := range g.battlefield {
		o := g.obj(id)
		if o.Counters[LoreCounter] == 0 || o.Cur.NoAbilities || !g.isSaga(id) {
			continue
		}
		if n := finalChapter(o.Def); n > 0 && int(o.Counters[LoreCounter]) >= n && !g.chapterWaiting(id) {
			done = append(done, id)
		}
	}
	for _, id := range done {
		g.sacrifice(g.obj(id).Controller, id)
	}
	return len(done) > 0
}

// chapterWaiting reports whether a chapter ability of Saga id has triggered and not yet
// left the stack (CR 714.4).
func (g *Game) chapterWaiting(id ObjID) bool {
	for _, pt := range g.pendingTriggers {
		if pt.source == id && isChapter(pt.ability) {
			return true
		}
	}
	for _, s := range g.stack {
		if !s.Spell && s.Obj == id && s.Ability != nil && isChapter(s.Ability) {
			return true
		}
	}
	return false
}

// isChapter reports whether a is a chapter ability: triggered as lore counters reach a
// number (CR 714.2b).
func isChapter(a *Ability) bool {
	return a.Kind == TriggeredAbility && a.Trigger != nil && a.Trigger.Reaches > 0 && a.Trigger.Counter == LoreCounter
}
