package rules

// stateBasedActions performs all applicable state-based actions at once, repeatedly, and
// reports whether any was performed (CR 704.3).
func (g *Game) stateBasedActions() bool {
	any := false
	for round := 0; round < 100; round++ {
		if !g.sbaOnce() || g.choice != nil {
			break // a legend rule choice waits for its answer (CR 704.5j)
		}
		any = true
		g.applyLayers()
		if g.over {
			break
		}
	}
	return any
}

func (g *Game) sbaOnce() bool {
	g.moment++ // all applicable state-based actions happen at once (CR 704.3)
	acted := false
	// Team and player losses (CR 704.5a-c, 704.6a-b, 810.8), at the same time (CR 807.4e).
	g.beginLeaving()
	for ti := range g.teams {
		t := &g.teams[ti]
		if t.Lost {
			continue
		}
		lead := t.members[0]
		if g.lifePerPlayer() {
			acted = g.playersLoseForLife(TeamID(ti)) || acted // CR 704.5a, each player's own life
		} else if g.rb().LossIsStateBased() && t.Life <= 0 && !g.noLoseForLife(TeamID(ti)) {
			g.loseGame(lead, EndLife, nil) // CR 704.5a; 704.6a, 810.8c: the team's life
			acted = acted || t.Lost        // not an action when an effect says the team can't lose (CR 810.8a)
		}
		if g.rb().SharedPoison() && t.Poison >= g.rb().PoisonToLose(len(t.members)) {
			g.loseGame(lead, EndPoison, nil) // CR 704.6b, 810.8d
			acted = acted || t.Lost
		}
		for _, p := range t.members {
			pl := &g.players[p]
			if pl.DrewEmpty {
				pl.DrewEmpty = false
				g.loseGame(p, EndEmptyLibrary, nil) // CR 704.5b, 810.8a
				acted = acted || t.Lost || pl.Lost
			}
			if !g.rb().SharedPoison() && pl.Poison >= g.rb().PoisonToLose(len(t.members)) {
				g.loseGame(p, EndPlayerPoison, nil) // CR 704.5c; 606 of the older 2HG editions
				acted = acted || t.Lost || pl.Lost
			}
		}
	}
	g.endLeaving()
	if g.over {
		return acted
	}
	if g.grantEnduringStories() { // a designation the game gives (storied.go)
		acted = true // so that the layers are applied again
	}
	acted = g.startEngines() || acted // CR 704.5z
	acted = g.sagasEnd() || acted     // CR 704.5s, 714.4
	if g.permanentsHold() {
		return acted // the permanents' state-based actions found nothing last time (changes.go)
	}
	start := g.objs.writes
	var dying, toGrave []ObjID
	var legends map[string][]ObjID // made at the first legendary permanent: most passes find none
	var legendKeys []string        // in battlefield order, so the choices come in a fixed order
	for _, id := range g.battlefield {
		o := g.obj(id)
		if o.Is(Creature) {
			switch {
			case o.Cur.Toughness <= 0:
				toGrave = append(toGrave, id) // CR 704.5f
				continue
			case !o.Has(Indestructible) && (o.Damage >= o.Cur.Toughness && o.Damage > 0 || o.Deathtouched && o.Damage > 0):
				dying = append(dying, id) // CR 704.5g, 704.5h
				continue
			}
		}
		if o.Is(Planeswalker) && o.Counters[LoyaltyCounter] <= 0 {
			toGrave = append(toGrave, id) // CR 704.5i
			continue
		}
		if o.Cur.Super&Legendary != 0 {
			k := o.Cur.Name + "\x00" + string(rune(o.Controller))
			if legends == nil {
				legends = map[string][]ObjID{}
			}
			if len(legends[k]) == 0 {
				legendKeys = append(legendKeys, k)
			}
			legends[k] = append(legends[k], id)
		}
		// Auras (CR 704.5m); a bestowed Aura becomes a creature instead (702.103f).
		if hasString(o.Cur.Subtypes, "Aura") {
			a := o.AttachedTo
			if a == NoObj || g.obj(a).Zone != ZoneBattlefield || !g.canEnchant(id, a) || g.auraIllegalProtection(id, a) ||
				g.cfg.Variant.OwnTurns() && !g.objInRange(o.Controller, a) { // CR 801.8
				if o.Bestowed {
					m := g.mut(id)
					m.Bestowed = false
					m.AttachedTo = NoObj
					g.note(Entry{Kind: JUnattached, Obj: m.ID, Card: m.Def})
					acted = true
				} else {
					toGrave = append(toGrave, id)
				}
			}
		}
		if g.unattachEquipment(id) { // CR 704.5n
			acted = true
		}
		// CR 704.5q: +1/+1 and -1/-1 counters annihilate.
		if n := min(g.obj(id).Counters[PlusOne], g.obj(id).Counters[MinusOne]); n > 0 {
			m := g.mut(id)
			m.Counters[PlusOne] -= n
			m.Counters[MinusOne] -= n
			acted = true
		}
	}
	// CR 704.5j: legend rule — the controller chooses one of them to keep; the rest are put
	// into their owners' graveyards when the choice is answered (applyChoice).
	for _, k := range legendKeys {
		if ids := legends[k]; len(ids) > 1 && g.choice == nil {
			ctrl := g.obj(ids[0]).Controller
			g.choice = &choiceState{legend: true, spec: ChoiceSpec{Player: ctrl, Team: g.players[ctrl].Team,
				Choice: ask(ChLegendKeep).of(ids[0]), Options: g.cardOptions(ids), Min: 1, Max: 1}}
			acted = true
		}
	}
	toGrave = append(toGrave, g.worldRule()...) // CR 704.5k, 801.12
	for _, id := range dying {
		if g.obj(id).Zone == ZoneBattlefield {
			if g.regenerates(id) { // lethal damage destroys: a shield replaces it (CR 701.15a)
				acted = true
				continue
			}
			g.note(Entry{Kind: JLethalDamage, Obj: id, Card: g.obj(id).Def})
			g.dies(id)
			acted = true
		}
	}
	for _, id := range toGrave {
		if g.obj(id).Zone == ZoneBattlefield {
			g.note(Entry{Kind: JDiesToSBA, Obj: id, Card: g.obj(id).Def})
			g.dies(id)
			acted = true
		}
	}
	g.permanentsChecked(start)
	return acted
}

// noLoseForLife reports whether a player of team t has an effect saying they don't lose
// for having 0 or less life (Transcendence, CR 810.8a).
func (g *Game) noLoseForLife(t TeamID) bool {
	for _, p := range g.teams[t].members {
		if g.staticFor(StNoLoseForLife, p, You) {
			return true
		}
	}
	return false
}

// checkOldLifeLoss: in the 2006 and 2008 editions a team at 0 or less life loses the next
// time a team would receive priority (CR 606.8a of those editions).
// Every team at 0 or less loses at that same moment, so the teams are found before any
// loses: when they are all the teams left, the game is a draw (CR 104.4a), whichever is
// checked first.
func (g *Game) checkOldLifeLoss() {
	var losing []PlayerID
	for ti := range g.teams {
		t := &g.teams[ti]
		if !t.Lost && t.Life <= 0 && !g.noLoseForLife(TeamID(ti)) {
			losing = append(losing, t.members[0])
		}
	}
	for _, p := range losing {
		g.loseGame(p, EndLifeAtPriority, nil) // CR 606.8a of the older editions
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

// canEnchant reports whether Aura aura may be attached to permanent a: its enchant ability
// ("Enchant creature", "Enchant land") is the target of its Aura spell (CR 303.4a, 702.5a);
// a bestowed Aura enchants creatures (CR 702.103).
func (g *Game) canEnchant(aura, a ObjID) bool {
	o := g.obj(aura)
	want := Types(Creature)
	if d := o.Def; !o.Bestowed && d.Spell != nil && len(d.Spell.Targets) > 0 && d.Spell.Targets[0].Kind == TargetPermanent && d.Spell.Targets[0].Filter.Types != 0 {
		want = d.Spell.Targets[0].Filter.Types
	}
	return g.obj(a).Cur.Types&want != 0
}
