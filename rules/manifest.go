package rules

import "sync"

// Manifest (CR 701.40) and manifest dread (701.62): a card of the library put onto the
// battlefield face down as a 2/2 creature (708.2a). Its shell is manifestShell, which
// says it was manifested (no state on the object): a manifested creature card may be
// turned face up for its mana cost (701.40a), and one with morph or disguise for that
// cost too (701.40c).

// manifestShell is a manifested card while face down: a face-down 2/2 creature (CR
// 701.40a), told apart from a card cast face down only by how it may be turned face up.
var manifestShell = &CardDef{Types: Types(Creature), Power: 2, Toughness: 2, NoCost: true, Implemented: true}

// Manifest: Who manifests the top card of their library (CR 701.40a); with Dread, they
// look at the top two cards, manifest one of them and put the other into their graveyard
// (701.62a). The cards looked at are seen by that player alone; the one put into the
// graveyard by all.
type Manifest struct {
	Who   Who
	Dread bool
}

func (e Manifest) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		n := 1
		if e.Dread {
			n = 2
		}
		look := g.topCards(p, n)
		if len(look) == 0 {
			continue
		}
		pick := look[0]
		if len(look) > 1 {
			ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChManifest), Options: g.cardOptions(look), Min: 1, Max: 1})
			if !ok {
				return false
			}
			pick = look[ans[0]]
		}
		g.manifest(p, pick)
		for _, id := range look {
			if id != pick {
				g.moveTo(id, ZoneGraveyard, false) // CR 701.62a
			}
		}
	}
	return true
}

// manifest puts card id onto the battlefield face down under p's control: it is turned
// face down before it enters (CR 708.3), so nothing of the card applies as it enters.
func (g *Game) manifest(p PlayerID, id ObjID) ObjID {
	m := g.mut(id)
	m.Printed, m.Def = m.Def, manifestShell
	m.Cur = baseChars(manifestShell, m.Controller)
	nid := g.putOntoBattlefield(id, p, false)
	g.note(Entry{Kind: JManifests, Obj: nid, Card: manifestShell, Player: p})
	g.emit(Event{Kind: EvEntersBattlefield, Obj: nid, Player: p, Source: NoObj})
	return nid
}

// manifestUp returns the special action turning manifested creature card def face up for
// its mana cost (CR 701.40a), made once per card.
func manifestUp(def *CardDef) *Ability {
	if v, ok := manifestUps.Load(def); ok {
		return v.(*Ability)
	}
	ab := &Ability{Kind: ActivatedAbility, Cost: def.Cost,
		Text: "Turn this face up: " + def.Cost.String() + " (a manifested creature card, CR 701.40a)", Effects: []Effect{TurnFaceUp{}}}
	v, _ := manifestUps.LoadOrStore(def, ab)
	return v.(*Ability)
}

// manifestUps caches manifestUp's ability per card.
var manifestUps sync.Map
