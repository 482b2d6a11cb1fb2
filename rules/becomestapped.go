package rules

// "Whenever this creature becomes tapped" (CR 701.21a): a permanent that was untapped
// is tapped, by a cost, an attack or an effect. A permanent that enters the battlefield
// tapped doesn't become tapped.

// tap taps untapped permanent id and emits the event of its becoming tapped.
func (g *Game) tap(id ObjID) *Object {
	o := g.mut(id)
	o.Tapped = true
	g.emit(Event{Kind: EvBecomesTapped, Obj: id, Player: o.Controller, Source: NoObj})
	return o
}
