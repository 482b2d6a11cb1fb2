package rules

// enterChoices are the choices a permanent's own replacement effects make as it enters the
// battlefield: "As [this] enters, choose ..." and "may enter as a copy of ..." (CR 614.1c).
type enterChoices struct {
	color    Color
	cardType CardType
	player   PlayerID
	copyOf   ObjID
	subtype  string
	parity   Parity
}

// askEnterChoices asks the controller ctrl of a permanent with definition def that is about
// to enter the battlefield the choices it makes as it enters. They are made before it enters
// (CR 614.12a), whatever puts it there: a resolving spell, or an effect returning, finding or
// creating it (614.12: its own replacement effects apply). Like every question of a resolving
// effect it reports false while an answer is pending, so the caller asks it before any change.
func (g *Game) askEnterChoices(r *Resolution, def *CardDef, ctrl PlayerID) (enterChoices, bool) {
	en := enterChoices{player: NoPlayer, copyOf: NoObj}
	ae := def.AsEnters
	if ae == nil {
		return en, true
	}
	if ae.ChooseColor {
		ans, ok := r.ask(g, ChoiceSpec{Player: ctrl, Choice: ask(ChColor).card(def), Options: colorOptions(), Min: 1, Max: 1})
		if !ok {
			return en, false
		}
		en.color = Color(ans[0])
	}
	if len(ae.ChooseType) > 0 {
		opts := make([]Option, len(ae.ChooseType))
		for i, t := range ae.ChooseType {
			opts[i] = Option{Text: t.String(), Player: NoPlayer, Obj: NoObj, Type: t}
		}
		ans, ok := r.ask(g, ChoiceSpec{Player: ctrl, Choice: ask(ChCardType).card(def), Options: opts, Min: 1, Max: 1})
		if !ok {
			return en, false
		}
		en.cardType = ae.ChooseType[ans[0]]
	}
	if ae.ChooseSubtype {
		t, ok := g.askSubtype(r, def, ctrl, ae.Subtypes, "")
		if !ok {
			return en, false
		}
		en.subtype = t
	}
	if ae.ChooseParity {
		p, ok := g.askParity(r, def, ctrl)
		if !ok {
			return en, false
		}
		en.parity = p
	}
	if ae.CopyCreature {
		c, ok := g.askCopyChoice(r, def, ctrl)
		if !ok {
			return en, false
		}
		en.copyOf = c
	}
	if ae.ChoosePlayer {
		p, ok := g.askEntersPlayer(r, def, ctrl)
		if !ok {
			return en, false
		}
		en.player = p
	}
	return en, true
}

// applyEnterChoices records on permanent id, which has just entered, the choices made as it
// entered, and makes it a copy when it chose to enter as one (CR 614.1c, 707.2).
func (g *Game) applyEnterChoices(id ObjID, en enterChoices) {
	if g.obj(id).Def.AsEnters == nil {
		return
	}
	n := g.mut(id)
	def := n.Def
	n.Chosen, n.HasChosen, n.ChosenType = en.color, true, en.cardType
	n.ChosenPlayer, n.ChosenParity = en.player, en.parity
	n.setChosenSubtype(en.subtype)
	if en.subtype != "" {
		g.note(Entry{Kind: JEntersWithValue, Card: def, More: &EntryMore{Text: en.subtype}})
	}
	if en.parity != NoParity {
		g.note(Entry{Kind: JEntersWithValue, Card: def, More: &EntryMore{Text: en.parity.String()}})
	}
	switch {
	case def.AsEnters.ChoosePlayer:
		g.note(Entry{Kind: JEntersWithPlayer, Card: def, Player: en.player})
	case len(def.AsEnters.ChooseType) > 0:
		g.note(Entry{Kind: JEntersWithType, Card: def, CardType: en.cardType})
	case def.AsEnters.ChooseColor:
		g.note(Entry{Kind: JEntersWithColor, Card: def, Color: en.color})
	}
	if en.copyOf != NoObj {
		g.becomeCopy(id, en.copyOf, def.AsEnters.CopyExtra) // CR 707.2, 614.1c
	}
}

// askEnterChoicesAll asks the choices of each card in ids as it enters under the control of
// ctrl[i] (or of ctrl[0] when there is one controller for all); nil when none has any.
func (g *Game) askEnterChoicesAll(r *Resolution, ids []ObjID, ctrl []PlayerID) ([]enterChoices, bool) {
	var out []enterChoices
	for i, id := range ids {
		if g.obj(id).Def.AsEnters == nil {
			continue
		}
		if out == nil {
			out = make([]enterChoices, len(ids))
			for k := range out {
				out[k] = enterChoices{player: NoPlayer, copyOf: NoObj}
			}
		}
		p := ctrl[0]
		if len(ctrl) > 1 {
			p = ctrl[i]
		}
		en, ok := g.askEnterChoices(r, g.obj(id).Def, p)
		if !ok {
			return nil, false
		}
		out[i] = en
	}
	return out, true
}

// enterAs puts card id onto the battlefield under ctrl's control with the choices made as it
// enters (the i-th of all, when all isn't nil) and raises the enters event.
func (g *Game) enterAs(id ObjID, ctrl PlayerID, tapped bool, all []enterChoices, i int) ObjID {
	nid := g.putOntoBattlefield(id, ctrl, tapped)
	if all != nil {
		g.applyEnterChoices(nid, all[i])
	}
	return nid
}

// askTokenChoices asks the choices each of n tokens with definition def makes as it is
// created under p's control (CR 614.12's example: a token copy of a permanent with "As this
// enters, choose ..." has its controller choose); nil when def has none.
func (g *Game) askTokenChoices(r *Resolution, def *CardDef, p PlayerID, n int) ([]enterChoices, bool) {
	if def.AsEnters == nil || n <= 0 {
		return nil, true
	}
	out := make([]enterChoices, n)
	for i := range out {
		en, ok := g.askEnterChoices(r, def, p)
		if !ok {
			return nil, false
		}
		out[i] = en
	}
	return out, true
}

// createTokenAs creates a token like createToken, with the choices made as it enters.
func (g *Game) createTokenAs(def *CardDef, p PlayerID, all []enterChoices, i int) ObjID {
	if all == nil {
		return g.createToken(def, p)
	}
	id := g.newObject(def, p, ZoneBattlefield)
	id = g.putOntoBattlefield(id, p, false)
	g.note(Entry{Kind: JCreatesToken, Player: p, Obj: id, Card: def})
	g.applyEnterChoices(id, all[i])
	g.emit(Event{Kind: EvEntersBattlefield, Obj: id, Player: p})
	return id
}

// askEntersPlayer asks the controller of a permanent entering the battlefield to choose a
// player as it enters (True-Name Nemesis, CR 614.12), after any color or card type choice.
func (g *Game) askEntersPlayer(r *Resolution, def *CardDef, ctrl PlayerID) (PlayerID, bool) {
	ps := g.livePlayers(g.playerOrder())
	if def.AsEnters.OpponentOnly {
		var opp []PlayerID
		for _, p := range ps {
			if g.Opponents(p, ctrl) {
				opp = append(opp, p)
			}
		}
		ps = opp
	}
	if g.cfg.Variant.OwnTurns() {
		ps = g.inRangeOf(ctrl, ps) // CR 801.5a: a player chosen is within the chooser's range
	}
	opts := make([]Option, len(ps))
	for i, p := range ps {
		opts[i] = Option{Text: g.players[p].Name, Player: p, Obj: NoObj}
	}
	ans, ok := r.ask(g, ChoiceSpec{Player: ctrl, Team: g.players[ctrl].Team, Choice: ask(ChEntersPlayer).card(def), Options: opts, Min: 1, Max: 1})
	if !ok {
		return NoPlayer, false
	}
	return ps[ans[0]], true
}
