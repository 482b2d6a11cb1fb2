package rules

import (
	"slices"
	"sort"
)

// Vehicles and crew (CR 301.7, 702.122). A Vehicle is an artifact with a printed power and
// toughness that it has only while it is a creature (301.7a-b). "Crew N" is an activated
// ability whose cost taps any number of other untapped creatures its controller controls
// with total power N or greater; it makes the Vehicle an artifact creature until end of
// turn (702.122a). The creatures tapped are named in the action (Action.Cards, "tapping
// ..."), or chosen by the engine.

// BecomeTypes: the selected permanents become Types in addition to their other types until
// end of turn ("CARDNAME becomes an artifact creature until end of turn", CR 702.122a,
// 205.1b: a Vehicle stays a Vehicle). A Vehicle that becomes a creature has its printed
// power and toughness (301.7b).
type BecomeTypes struct {
	What  What
	Types TypeSet
}

func (e BecomeTypes) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		if g.obj(id).Zone != ZoneBattlefield {
			continue
		}
		g.addEffect(ContEffect{Kind: EffAddTypes, Obj: id, Player: r.Controller, Types: e.Types, Until: UntilEndOfTurn}, r)
		g.note(Entry{Kind: JBecomesTypes, Obj: id, Card: g.obj(id).Def, N: int32(e.Types)})
	}
	return true
}

// crewAbility is the activated ability "Crew N" stands for (CR 702.122a).
func crewAbility(n int, text string) *Ability {
	return &Ability{Kind: ActivatedAbility, Text: text, Crew: n,
		Effects: []Effect{BecomeTypes{What: Self, Types: Types(Artifact, Creature)}}}
}

// CrewAbility returns the ability "Crew N" (CR 702.122a) with its printed text, for card
// definitions.
func CrewAbility(n int, text string) *Ability { return crewAbility(n, text) }

// crewCandidates lists the creatures player p could tap to crew vehicle: other untapped
// creatures p controls (CR 702.122a). Summoning sickness doesn't matter: the cost has no
// {T} of theirs (302.6).
func (g *Game) crewCandidates(p PlayerID, vehicle ObjID) []ObjID {
	var out []ObjID
	for _, id := range g.battlefield {
		o := g.obj(id)
		if id != vehicle && o.Controller == p && o.Is(Creature) && !o.Tapped {
			out = append(out, id)
		}
	}
	return out
}

// planCrew checks or chooses the creatures player p taps to pay crew n of vehicle: those
// named (each a candidate, with total power n or greater), or else the fewest of the
// weakest that reach n: one creature of the least power that suffices, or the strongest
// first until the total reaches n.
func (g *Game) planCrew(p PlayerID, vehicle ObjID, n int, named []ObjID) ([]ObjID, error) {
	cands := g.crewCandidates(p, vehicle)
	name := g.obj(vehicle).Def.Name
	if len(named) > 0 {
		total := 0
		for i, id := range named {
			if !containsID(cands, id) {
				return nil, refuse(RefusedCostUnpaid, "%s can't crew %s: it must be another untapped creature %s controls (CR 702.122a)", g.obj(id).Def.Name, name, g.players[p].Name)
			}
			if slices.Contains(named[:i], id) {
				return nil, refuse(RefusedMalformed, "%s is named twice to crew %s", g.obj(id).Def.Name, name)
			}
			total += max(g.obj(id).Cur.Power, 0)
		}
		if total < n {
			return nil, refuse(RefusedCostUnpaid, "the creatures named have total power %d, less than crew %d of %s (CR 702.122a)", total, n, name)
		}
		return slices.Clone(named), nil
	}
	power := func(id ObjID) int { return max(g.obj(id).Cur.Power, 0) }
	best := NoObj
	for _, id := range cands {
		if power(id) >= n && (best == NoObj || power(id) < power(best)) {
			best = id
		}
	}
	if best != NoObj {
		return []ObjID{best}, nil
	}
	sorted := slices.Clone(cands)
	sort.SliceStable(sorted, func(i, j int) bool { return power(sorted[i]) > power(sorted[j]) })
	total := 0
	for i, id := range sorted {
		total += power(id)
		if total >= n {
			return sorted[:i+1], nil
		}
	}
	return nil, refuse(RefusedCostUnpaid, "%s controls untapped creatures of total power %d, less than crew %d of %s (CR 702.122a)", g.players[p].Name, total, n, name)
}

// crewTap taps the creatures that crew a Vehicle as the cost is paid (CR 702.122b).
func (g *Game) crewTap(p PlayerID, vehicle ObjID, crew []ObjID) {
	for _, id := range crew {
		if g.obj(id).Zone != ZoneBattlefield {
			continue
		}
		g.mut(id).Tapped = true
		g.note(Entry{Kind: JCrews, Player: p, Obj: id, Card: g.obj(id).Def, Obj2: vehicle, Card2: g.obj(vehicle).Def})
	}
}
