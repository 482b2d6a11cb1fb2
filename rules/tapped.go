package rules

// "For as long as CARDNAME remains tapped" (CR 611.2b) and "You may choose not to untap
// CARDNAME during your untap step" (CR 502.3): the two halves of the old tap-and-hold
// cards (Endoskeleton, Mana Leech).

// sourceTapped reports whether id is a tapped permanent: the duration "for as long as it
// remains tapped" holds.
func (g *Game) sourceTapped(id ObjID) bool {
	if !g.validObj(id) {
		return false
	}
	o := g.obj(id)
	return o.Zone == ZoneBattlefield && o.Tapped
}

// endWhileTapped ends the effects lasting "for as long as" their source remains tapped
// whose source has untapped or left (CR 611.2b). Run before each layer pass, so a source
// untapped anywhere (its untap step, an untap effect) ends them before anything looks.
func (g *Game) endWhileTapped() {
	n := 0
	for i := range g.effects {
		if e := &g.effects[i]; e.Until != WhileSourceTapped || g.sourceTapped(e.Source) {
			g.effects[n] = *e
			n++
		}
	}
	g.effects = g.effects[:n]
}

// untapTeam is the untap step of team t (CR 502.3): its permanents untap, but those in
// keep (chosen to stay tapped) and those effects keep from untapping; summoning sickness
// ends; other teams' permanents that untap in every untap step untap.
func (g *Game) untapTeam(t TeamID, keep []ObjID) {
	// (Phasing and day/night: not used.)
	for _, id := range g.battlefield {
		if o := g.obj(id); g.players[o.Controller].Team == t {
			untap := !g.skipsUntap(id) && !containsID(keep, id) // CR 502.3: effects can keep a permanent from untapping
			if o = g.obj(id); untap && o.Tapped || o.Sick {
				if o.Sick {
					g.markEchoDue(id) // before the turn's start forgets it (CR 702.30a)
				}
				if untap {
					g.untapObj(id) // CR 122.1d: a stun counter is removed instead
				}
				g.mut(id).Sick = false
			}
		} else if o.Tapped && g.untapsOnOthersUntap(id) {
			g.untapObj(id) // Seedborn Muse, Victory Chimes
		}
	}
	g.note(Entry{Kind: JUntapStep, Team: t})
	g.turn.Step = Upkeep
}

// askKeepTapped asks team t, as its untap step begins, which of its tapped permanents
// with "you may choose not to untap" stay tapped, when one would untap (CR 502.3: the
// active player determines which permanents untap; in 2HG the team, as it acts
// together, CR 805.4). It reports whether it asked.
func (g *Game) askKeepTapped(t TeamID) bool {
	if !g.mayHaveStatic(StMayNotUntap) {
		return false
	}
	var ids []ObjID
	for _, id := range g.battlefield {
		o := g.obj(id)
		if o.Tapped && g.players[o.Controller].Team == t && g.selfStatic(id, StMayNotUntap) != nil && g.wouldUntap(id) {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return false
	}
	g.choice = &choiceState{untapStep: true, spec: ChoiceSpec{Player: NoPlayer, Team: t,
		Choice: ask(ChKeepTapped), Options: g.ownedOptions(ids), Min: 0, Max: len(ids)}}
	g.choice.spec.Choice.Team = t
	return true
}

// wouldUntap reports whether permanent id, tapped, would untap in its controller's untap
// step, as skipsUntap decides but without using up the effects it reads.
func (g *Game) wouldUntap(id ObjID) bool {
	for _, e := range g.effects {
		if e.Kind == EffDoesntUntapNext && e.Obj == id {
			return false
		}
	}
	return !g.restricted(StDoesntUntap, id)
}

// answerKeepTapped carries out the untap step with the permanents picked staying tapped.
func (g *Game) answerKeepTapped(picks []int) {
	c := g.choice.spec
	keep := make([]ObjID, 0, len(picks))
	for _, i := range picks {
		keep = append(keep, c.Options[i].Obj)
	}
	g.choice = nil
	g.untapTeam(c.Team, keep)
	g.wait = waitNone
	g.stage = stageStep
}

// HoldsWhileTapped reports whether an effect lasts for as long as permanent id remains
// tapped: untapping it would end that effect (for computer players' untap choices).
func (g *Game) HoldsWhileTapped(id ObjID) bool {
	for _, e := range g.effects {
		if e.Until == WhileSourceTapped && e.Source == id {
			return true
		}
	}
	return false
}
