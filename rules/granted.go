package rules

// Abilities a permanent has because a static ability of another permanent grants them
// (CR 613.1f): granted triggered abilities, and granted activated and mana abilities.

// ---- Granted triggered abilities (Grothama) ----

// grantedTriggers adds the triggers of abilities permanent id has because a static ability
// of another permanent grants them ("Other creatures have 'Whenever this creature attacks,
// ...'", CR 613.1f). The ability is the permanent's own: it is its source and its
// controller controls the trigger. The event's Source names the granting permanent, for
// effects that refer to it by name.
func (g *Game) grantedTriggers(id ObjID, e Event) {
	o := g.obj(id)
	if o.Cur.NoAbilities {
		return
	}
	for _, s := range g.battlefield {
		so := g.obj(s)
		for _, a := range so.Def.Abilities {
			st := a.Static
			if st == nil || st.Kind != StGrantTrigger || st.Grant == nil || st.Grant.Trigger == nil || st.Grant.Trigger.Event != e.Kind {
				continue
			}
			if !g.staticActive(st, s) || so.Cur.NoAbilities || !containsID(g.staticTargets(st, s, make([]ObjID, 0, 1)), id) || !g.triggerMatches(st.Grant, id, e) {
				continue
			}
			ev := e
			ev.Source = s
			g.addTrigger(id, st.Grant, ev)
		}
	}
}

// FightGranter: the controller may have the source fight the permanent that granted the
// ability (the event's Source): each deals damage equal to its power to the other (CR
// 701.12a). If either isn't a creature on the battlefield, no damage is dealt (701.12b).
type FightGranter struct{}

func (FightGranter) do(g *Game, r *Resolution) bool {
	a, b := r.Source, r.Event.Source
	alive := func(id ObjID) bool {
		return id != NoObj && int(id) < g.objs.len() && g.obj(id).Zone == ZoneBattlefield && g.obj(id).Is(Creature)
	}
	if !alive(a) || !alive(b) {
		return true
	}
	yes, ok := r.yesNo(g, r.Controller, ask(ChFight).of(a).and(b))
	if !ok || !yes {
		return ok
	}
	pa, pb := g.obj(a).Cur.Power, g.obj(b).Cur.Power
	sa, sb := g.sourceOf(a), g.sourceOf(b)
	g.note(Entry{Kind: JFights, Obj: a, Card: g.obj(a).Def, Obj2: b, Card2: g.obj(b).Def})
	g.dealDamage(sa, ObjTarget(b), pa, false)
	g.dealDamage(sb, ObjTarget(a), pb, false)
	return true
}

// ---- Granted activated and mana abilities (CR 613.1f) ----

// grantMap lists, for each permanent, the activated and mana abilities it has because a
// static ability of a permanent grants them (Karametra's Favor: "Enchanted creature has
// '{T}: Add one mana of any color.'"); nil when there are none.
func (g *Game) grantMap() map[ObjID][]*Ability {
	if g.listing.on && g.listing.haveGrants {
		return g.listing.grants // the state doesn't change while actions are listed
	}
	var m map[ObjID][]*Ability
	if !g.mayHaveStatic(StGrantAbility) {
		g.listing.keepGrants(m)
		return m
	}
	for _, s := range g.battlefield {
		so := g.obj(s)
		for _, a := range so.Def.Abilities {
			st := a.Static
			if st == nil || st.Kind != StGrantAbility || st.Grant == nil || so.Cur.NoAbilities || !g.staticActive(st, s) {
				continue
			}
			for _, id := range g.staticTargets(st, s, make([]ObjID, 0, 1)) {
				if g.obj(id).Cur.NoAbilities {
					continue
				}
				if m == nil {
					m = map[ObjID][]*Ability{}
				}
				m[id] = append(m[id], st.Grant)
			}
		}
	}
	g.listing.keepGrants(m)
	return m
}

// abilitiesOf lists a permanent's abilities: its own in printed order, then those granted
// to it. An activation names an ability by its index in this list.
func (g *Game) abilitiesOf(id ObjID) []*Ability {
	o := g.obj(id)
	return g.withDeploy(id, withFaceUp(o, withGranted(o, g.grantMap())))
}

// withGranted is the abilities of o with the granted ones of grants appended.
func withGranted(o *Object, grants map[ObjID][]*Ability) []*Ability {
	if len(grants) == 0 {
		return o.Def.Abilities // most of the time: no lookup (a call) in an empty map
	}
	extra := grants[o.ID]
	if len(extra) == 0 || o.Zone != ZoneBattlefield {
		return o.Def.Abilities
	}
	return append(append([]*Ability(nil), o.Def.Abilities...), extra...)
}

// abilityIndexIn converts the notation's "ability N" to an index into abs (see AbilityIndex).
func abilityIndexIn(abs []*Ability, n int) int {
	k := 0
	for i, ab := range abs {
		if ab.Kind == ActivatedAbility || ab.Kind == LoyaltyAbility || ab.Kind == ManaAbility {
			k++
			if n == 0 && ab.Kind != ManaAbility || n == k {
				return i
			}
		}
	}
	return -1
}
