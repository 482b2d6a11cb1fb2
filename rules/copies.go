package rules

// Copies (CR 707): copies of spells put onto the stack (CR 707.10) with their new
// targets, tokens that are copies of cards or permanents, and permanents entering as a copy.

// ---- Copies of spells (CR 707.10) ----

// copySpell puts onto the stack a copy of the spell object spell, controlled by p, with
// the given targets and the X of the original (CR 707.10, 707.10c). The copy isn't cast;
// it is a token object that ceases to exist when it leaves the stack (CR 111.8, 704.5e).
func (g *Game) copySpell(spell ObjID, ab *Ability, targets []Target, x int, p PlayerID) {
	o := g.obj(spell)
	id := g.newObject(tokenCopyDef(o.Def), p, ZoneStack)
	g.mut(id).X = x
	g.push(StackItem{Spell: true, Obj: id, Ability: ab, Controller: p,
		Res: Resolution{Source: id, Controller: p, Targets: append([]Target(nil), targets...), X: x}})
	g.note(Entry{Kind: JCopiesSpell, Player: p, Obj: o.ID, Card: o.Def})
}

// askNewTargets asks player p, for each target of a spell being copied, which target the
// copy has: the same one or a new legal one (CR 707.10c). With no targets given (the
// original is gone), every target is chosen anew. It reports false while waiting.
func (r *Resolution) askNewTargets(g *Game, p PlayerID, ab *Ability, src ObjID, old []Target) ([]Target, bool) {
	if ab == nil || len(ab.Targets) == 0 {
		return nil, true
	}
	specs := flatSpecs(ab.Targets)
	var out []Target
	for i, s := range specs {
		var opts []Option
		if i < len(old) {
			opts = append(opts, Option{Text: "same", Player: old[i].Player, Obj: old[i].Obj})
		}
		for _, t := range g.legalTargets(s, src, p) {
			dup := false
			for j, u := range out {
				dup = dup || specs[j] == s && u == t
			}
			if !dup {
				opts = append(opts, Option{Text: g.targetRef(t), Player: t.Player, Obj: t.Obj})
			}
		}
		if len(opts) == 0 {
			if i < minTargets(ab.Targets) {
				return nil, true // no legal target: no copy
			}
			break
		}
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChCopyTarget).n(i + 1), Options: opts, Min: 1, Max: 1})
		if !ok {
			return nil, false
		}
		out = append(out, Target{Player: opts[ans[0]].Player, Obj: opts[ans[0]].Obj})
	}
	return out, true
}

// CopyEventSpell: the player who cast the spell of the triggering event copies it and may
// choose new targets for the copy (Bonus Round; CR 707.10). If the spell has left the stack,
// the copy uses its last known X and its targets are chosen anew.
type CopyEventSpell struct{}

func (CopyEventSpell) do(g *Game, r *Resolution) bool {
	spell := r.Event.Obj
	if spell == NoObj {
		return true
	}
	p := r.Event.Player
	var ab *Ability
	var old []Target
	x := g.obj(spell).X
	for i := range g.stack {
		if g.stack[i].Spell && g.stack[i].Obj == spell {
			ab, old, x = g.stack[i].Ability, g.stack[i].Res.Targets, g.stack[i].Res.X
		}
	}
	if ab == nil {
		ab = g.obj(spell).Def.Spell
	}
	ts, ok := r.askNewTargets(g, p, ab, spell, old)
	if !ok {
		return false
	}
	if ab != nil && len(ts) < minTargets(ab.Targets) {
		return true
	}
	g.copySpell(spell, ab, ts, x, p)
	return true
}

// PayToCopySelf: the target player, or the controller of the target permanent, may pay
// Cost; if they do, they may copy the resolving spell and may choose a new target for the
// copy (Chain Lightning). Everything is asked before anything is paid.
type PayToCopySelf struct{ Cost Cost }

func (e PayToCopySelf) do(g *Game, r *Resolution) bool {
	if len(r.Targets) == 0 || g.obj(r.Source).Zone != ZoneStack {
		return true
	}
	t := r.Targets[0]
	p := t.Player
	if !t.IsPlayer() {
		p = g.obj(t.Obj).Controller // last known information
	}
	if p == NoPlayer || g.gone(p) {
		return true
	}
	pay, can := planPayment(e.Cost, g.players[p].Pool, g.manaSources(p, nil), g.spendAnyColor(p))
	if !can {
		return true
	}
	yes, ok := r.yesNo(g, p, ask(ChPayToCopy).paying(e.Cost))
	if !ok {
		return false
	}
	if !yes {
		return true
	}
	it := g.itemFor(r)
	if it == nil {
		return true
	}
	ts, ok := r.askNewTargets(g, p, it.Ability, r.Source, r.Targets)
	if !ok {
		return false
	}
	g.pay(p, pay)
	g.note(Entry{Kind: JPaysCost, Player: p, More: &EntryMore{Cost: e.Cost}})
	if len(ts) < minTargets(it.Ability.Targets) {
		return true
	}
	g.copySpell(r.Source, it.Ability, ts, r.X, p)
	return true
}

// ---- Tokens that are copies, and permanents entering as a copy (CR 707.2) ----

// tokenCopyDef is the definition of a token that's a copy of a card: its copiable values
// (CR 707.2), and it is a token.
func tokenCopyDef(d *CardDef) *CardDef {
	c := *d
	c.Token = true
	return &c
}

// TokenCopyOfEventObj: each selected player creates a token that's a copy of the creature
// of the triggering event, using its last known copiable values if it left (CR 707.2,
// 111.4; Bramble Sovereign). Power and Toughness, when not 0, are the copy's ("a 1/1 token
// copy of it", offspring, CR 702.175a; 707.9b: an exception to the copiable values).
type TokenCopyOfEventObj struct {
	Who              Who
	Power, Toughness int
}

func (e TokenCopyOfEventObj) do(g *Game, r *Resolution) bool {
	if r.Event.Obj == NoObj {
		return true
	}
	def := tokenCopyDef(g.obj(r.Event.Obj).Def)
	if e.Power != 0 || e.Toughness != 0 {
		def.Power, def.Toughness = e.Power, e.Toughness
	}
	ps := r.players(g, e.Who)
	choices := make([][]enterChoices, len(ps))
	for k, p := range ps {
		c, ok := g.askTokenChoices(r, def, p, g.tokenCount(p, 1)) // CR 614.12's example
		if !ok {
			return false
		}
		choices[k] = c
	}
	for k, p := range ps {
		for i := g.tokenCount(p, 1); i > 0; i-- {
			g.createTokenAs(def, p, choices[k], i-1)
		}
	}
	return true
}

// ExileFromHandCopyCreature: each selected player exiles a card from their hand; if it's a
// creature card, that player creates a token that's a copy of it, remembered as created
// with the source (Arcane Artisan; CR 707.2, 111.4).
type ExileFromHandCopyCreature struct{ Who Who }

func (e ExileFromHandCopyCreature) do(g *Game, r *Resolution) bool {
	ps := r.players(g, e.Who)
	picks := make([]ObjID, len(ps))
	for i, p := range ps {
		picks[i] = NoObj
		hand := g.players[p].hand
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChCopyExile), Options: g.cardOptions(hand), Min: min(1, len(hand)), Max: 1})
		if !ok {
			return false
		}
		if len(ans) == 1 {
			picks[i] = hand[ans[0]]
		}
	}
	// CR 614.12: the tokens' choices as they enter, before any card is exiled.
	choices := make([][]enterChoices, len(ps))
	for i, p := range ps {
		if picks[i] == NoObj || !g.obj(picks[i]).Def.Types.Has(Creature) {
			continue
		}
		c, ok := g.askTokenChoices(r, g.obj(picks[i]).Def, p, g.tokenCount(p, 1))
		if !ok {
			return false
		}
		choices[i] = c
	}
	for i, p := range ps {
		if picks[i] == NoObj {
			continue
		}
		def := g.obj(picks[i]).Def
		g.note(Entry{Kind: JExilesFromHand, Player: p, Card: def})
		g.moveTo(picks[i], ZoneExile, false)
		if !def.Types.Has(Creature) {
			continue
		}
		tok := tokenCopyDef(def)
		for k := g.tokenCount(p, 1); k > 0; k-- {
			id := g.createTokenAs(tok, p, choices[i], k-1)
			g.addEffect(ContEffect{Kind: EffCreatedWith, Obj: id, Player: p, N: int(r.Source), Until: Forever}, r)
		}
	}
	return true
}

// ExileTokensCreatedWithSource exiles every token created with the source (Arcane Artisan).
type ExileTokensCreatedWithSource struct{}

func (ExileTokensCreatedWithSource) do(g *Game, r *Resolution) bool {
	var ids []ObjID
	for _, ce := range g.effects {
		if ce.Kind == EffCreatedWith && ObjID(ce.N) == r.Source && g.obj(ce.Obj).Zone == ZoneBattlefield {
			ids = append(ids, ce.Obj)
		}
	}
	for _, id := range ids {
		g.note(Entry{Kind: JExiled, Obj: id, Card: g.obj(id).Def})
		g.moveTo(id, ZoneExile, false)
	}
	return true
}

// askCopyChoice asks the controller of a permanent entering the battlefield that "may enter
// as a copy of any creature on the battlefield" which creature it copies, or none (Evil
// Twin, CR 614.1c, 707.2). Creatures entering at the same time can't be chosen.
func (g *Game) askCopyChoice(r *Resolution, def *CardDef, ctrl PlayerID) (ObjID, bool) {
	var ids []ObjID
	for _, id := range g.battlefield {
		if g.obj(id).Is(Creature) {
			ids = append(ids, id)
		}
	}
	opts := append([]Option{{Text: "none", Player: NoPlayer, Obj: NoObj}}, g.cardOptions(ids)...)
	ans, ok := r.ask(g, ChoiceSpec{Player: ctrl, Team: g.players[ctrl].Team, Choice: ask(ChCopyCreature).card(def), Options: opts, Min: 1, Max: 1})
	if !ok {
		return NoObj, false
	}
	return opts[ans[0]].Obj, true
}

// becomeCopy makes permanent id a copy of permanent of as it enters, with extra abilities
// (CR 707.2): it takes of's copiable values, which are what of copies if of is itself a
// copy (CR 707.3); a copy of a token is not a token. The copy lasts until it leaves the
// battlefield; "enters with" counters of the copied permanent apply (CR 614.1c); the extra
// abilities are an exception of the copy effect (CR 707.9).
func (g *Game) becomeCopy(id, of ObjID, extra []*Ability) {
	n := g.mut(id)
	src := g.obj(of).Def
	c := *src
	c.Token = false
	c.Abilities = append(append([]*Ability(nil), src.Abilities...), extra...)
	if n.Printed == nil {
		n.Printed = n.Def
	}
	n.Def = &c
	g.defChanges++ // the battlefield summary depends on definitions (perf.go)
	n.Cur = baseChars(n.Def, n.Controller)
	g.note(Entry{Kind: JEntersAsCopy, Obj: n.ID, Card: n.Printed, Card2: n.Def})
	g.entersWithCounters(id)
	g.applyLayers()
}
