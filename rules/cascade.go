package rules

import "slices"

// Cascade (CR 702.85a): "When you cast this spell, exile cards from the top of your library
// until you exile a nonland card whose mana value is less than this spell's mana value.
// You may cast that card without paying its mana cost if the resulting spell's mana value
// is less than this spell's mana value. Then put all cards exiled this way that weren't
// cast on the bottom of your library in a random order." The compiler writes the trigger
// on the card (Trigger{Event: EvCast, Self: true}); castSelfTriggers fires it, since a
// spell's abilities work on the stack only when they say so.

// castSelfTriggers adds the "when you cast this spell" triggers of spell id, just cast by
// player p (CR 603.2, 702.85a).
func (g *Game) castSelfTriggers(p PlayerID, id ObjID) {
	o := g.obj(id)
	for _, a := range o.Def.Abilities {
		if a.Kind == TriggeredAbility && a.Trigger.Event == EvCast && a.Trigger.Self {
			g.pendingTriggers = append(g.pendingTriggers, pendingTrigger{source: id, ability: a, ctrl: p,
				event: Event{Kind: EvCast, Obj: id, Player: p, Source: NoObj}})
		}
	}
}

// Cascade exiles cards from the top of the library of the ability's controller until a
// nonland card of lesser mana value than the source spell's, offers to cast that card
// without paying its mana cost, then puts the other exiled cards on the bottom of the
// library in a random order (CR 702.85a). The mana value is the spell's as it last
// existed on the stack, X included (CR 202.3b), should it have left.
type Cascade struct{}

func (Cascade) do(g *Game, r *Resolution) bool {
	p := r.Controller
	src := g.obj(r.Source)
	n := src.Def.Cost.Value(src.X)
	hits := func(id ObjID) bool {
		d := g.obj(id).Def
		return !d.Types.Has(Land) && d.Cost.Value(0) < n
	}
	if r.acc == 0 {
		// First run: exile the cards (CR 702.85a). The count is remembered, since the run
		// is repeated once the cast is answered: they are the last cards of p's exile.
		lib := g.players[p].library
		count := len(lib)
		if hit := slices.IndexFunc(lib, hits); hit >= 0 {
			count = hit + 1
		}
		for _, id := range slices.Clone(lib[:count]) {
			g.note(Entry{Kind: JCascadeExiles, Player: p, Obj: id, Card: g.obj(id).Def})
			g.moveTo(id, ZoneExile, false)
		}
		r.acc = count + 1
	}
	ex := g.players[p].exile
	exiled := slices.Clone(ex[max(0, len(ex)-(r.acc-1)):])
	if len(exiled) > 0 {
		if last := exiled[len(exiled)-1]; hits(last) {
			cast, ok := r.askCastNow(g, p, last, AltFree)
			if !ok {
				return false
			}
			if cast != nil && g.castNow(*cast, last) {
				exiled = exiled[:len(exiled)-1]
			}
		}
	}
	r.acc = 0
	for i := len(exiled) - 1; i > 0; i-- { // a random order, from the game's seeded RNG
		j := g.rng.Intn(i + 1)
		exiled[i], exiled[j] = exiled[j], exiled[i]
	}
	for _, id := range exiled {
		g.moveTo(id, ZoneLibrary, false)
	}
	if len(exiled) > 0 {
		g.note(Entry{Kind: JPutsOnBottom, Player: p, N: int32(len(exiled))})
	}
	return true
}

// cascadeAbility is the trigger "Cascade" means (CR 702.85a).
var cascadeAbility = Ability{Kind: TriggeredAbility, Text: "Cascade",
	Trigger: &Trigger{Event: EvCast, Self: true}, Effects: []Effect{Cascade{}}}

// CascadeAbility returns a new copy of cascade's triggered ability, for a card's
// abilities (each instance of cascade triggers on its own, CR 702.85c).
func CascadeAbility() *Ability {
	a := cascadeAbility
	return &a
}
