package rules

import (
	"slices"
	"strconv"
	"strings"
)

// Ref is how an action line names an object or a player, as it was when the action was
// applied: the card's name alone, with its controller's name when another object of that
// name is in the scope ("Bob's Grizzly Bears"), and with an ordinal when the controller has
// several ("Bob's Grizzly Bears#2").
type Ref struct {
	Player     PlayerID // the player named (a target), or NoPlayer
	Obj        ObjID    // the object named, or NoObj
	Card       *CardDef // Obj's card at that moment; nil for a player or an unknown object
	Controller PlayerID // the controller the line names with the card, NoPlayer when the name is enough
	Index      int      // the ordinal among the controller's objects of that name, 0 when not needed
	// FaceDown: Obj is a face-down spell or permanent (CR 708): Card is its hidden card,
	// which only Looker, its controller, may see (708.5); to anyone else the line names it
	// as "Looker's face-down creature", with HiddenIndex its ordinal among Looker's
	// face-down objects of the scope (0 when it is the only one). See Ref.Hidden.
	FaceDown    bool
	Looker      PlayerID
	HiddenIndex int
}

// ActionRecord is an accepted action with what its notation line names, taken before
// the action changed the state, so that the line can be written later exactly as the
// action was applied (package bind renders it).
type ActionRecord struct {
	Action Action
	// Refs are the objects and players the line names, in the order it names them: the
	// card, then targets, then permanents sacrificed; or each pair of an attack, block,
	// assignment or order; or the cards put on the bottom.
	Refs    []Ref
	Ability int32 // ActActivate: the notation's ability number (0: the first non-mana ability)
	Deploy  bool  // ActActivate: the deploy ability (CR 804.2), written "Ann deploys X -> Abe"
	// FaceUp: ActActivate, the special action turning a face-down permanent face up (CR
	// 702.37e), written "Ann turns X face up".
	FaceUp bool
	// Crew: ActActivate of a crew ability (CR 702.122a): the creatures in Cards are tapped
	// to crew, written "tapping ...".
	Crew  bool
	ShowX bool // ActCast: the line gives X
	// Flashback: ActCast of a card in its owner's graveyard, with flashback (CR
	// 702.34a), written "using flashback" so that a copy in the hand isn't taken for it.
	Flashback bool
	// Prepared: ActCast of a copy of a prepared permanent's spell, written "using
	// prepared": the line names the spell, the permanent is found among the prepared.
	Prepared bool
	Chosen   []Option // ActChoose: the options chosen, as they were offered
}

// RecordAction returns what action a's line names in the current state: its Refs in
// the order the line names them. It doesn't check that a is legal; a bad object id
// gives a Ref without a card.
func (g *Game) RecordAction(a Action) ActionRecord {
	return g.recordAction(a, nil)
}

// recordAction is RecordAction, its Refs in room's array when it has room for them.
func (g *Game) recordAction(a Action, room []Ref) ActionRecord {
	r := ActionRecord{Action: a}
	if n := refCount(&a); n > 0 && cap(room) >= n {
		r.Refs = room[:0:n]
	} else if n > 0 {
		r.Refs = make([]Ref, 0, n)
	}
	refs := func(ids, scope []ObjID) {
		for _, id := range ids {
			r.Refs = append(r.Refs, g.ref(id, scope))
		}
	}
	hand := func() []ObjID {
		if a.Player < 0 || int(a.Player) >= len(g.players) {
			return nil
		}
		return g.players[a.Player].hand
	}
	targets := func(ts []Target) {
		for _, t := range ts {
			r.Refs = append(r.Refs, g.targetRefOf(t))
		}
	}
	sacrifice := func(ids []ObjID) {
		if len(ids) > 0 && g.validObj(ids[0]) {
			refs(ids, g.controlledBy(g.obj(ids[0]).Controller))
		} else {
			refs(ids, nil)
		}
	}
	switch a.Kind {
	case ActBottom:
		refs(a.Cards, hand())
	case ActPlayLand:
		refs([]ObjID{a.Obj}, hand())
	case ActCast:
		switch {
		case g.validObj(a.Obj) && castsAftermath(a.Player, g.obj(a.Obj), a.face()):
			refs([]ObjID{a.Obj}, g.AftermathCards(a.Player)) // CR 702.127a: named by its half
		case g.validObj(a.Obj) && g.obj(a.Obj).Zone == ZoneGraveyard:
			refs([]ObjID{a.Obj}, g.flashbackCards(a.Player)) // CR 702.34a
			r.Flashback = true
		case g.validObj(a.Obj) && g.obj(a.Obj).Zone == ZoneBattlefield && a.Player >= 0 && int(a.Player) < len(g.players):
			// A copy of a prepared permanent's spell, named among those permanents by the
			// spell's name (FaceCast, below), written "using prepared".
			refs([]ObjID{a.Obj}, g.preparedPermanents(a.Player))
			r.Prepared = true
		case g.validObj(a.Obj) && g.obj(a.Obj).Zone == ZoneExile && a.Player >= 0 && int(a.Player) < len(g.players):
			// Named among the cards in hand and those they may cast from exile, as bind
			// finds it: a copy in hand would take a plain name.
			refs([]ObjID{a.Obj}, append(slices.Clone(hand()), g.castableFromExile(a.Player)...))
		default:
			refs([]ObjID{a.Obj}, hand())
		}
		h := g.FaceCast(a)
		if h != nil && len(r.Refs) > 0 {
			r.Refs[0].Card = h // the line names the half cast (CR 709.3)
		}
		if h == nil && g.validObj(a.Obj) {
			h = g.obj(a.Obj).Def
		}
		r.ShowX = a.X > 0 || h != nil && h.Cost.X > 0 // the X of the face cast
		targets(a.Targets)
		sacrifice(a.Cards)
	case ActActivate:
		scope := g.controlledBy(a.Player)
		if hs := g.handActivators(a.Player); len(hs) > 0 {
			scope = append(scope, hs...) // cycling (CR 702.29a): bind searches these too
		}
		if !containsID(scope, a.Obj) {
			scope = g.battlefield // another player's permanent any player may use (CR 602.2)
		}
		refs([]ObjID{a.Obj}, scope)
		if g.validObj(a.Obj) {
			r.Ability = int32(g.abilityNumber(a.Obj, a.Ability))
			abs := g.abilitiesOf(a.Obj)
			r.Deploy = a.Ability >= 0 && a.Ability < len(abs) && abs[a.Ability] == deployAbility
			r.FaceUp = a.Ability >= 0 && a.Ability < len(abs) && isFaceUpAbility(g.obj(a.Obj), abs[a.Ability])
			r.Crew = a.Ability >= 0 && a.Ability < len(abs) && abs[a.Ability].Crew > 0
		}
		targets(a.Targets)
		sacrifice(a.Cards)
	case ActTapForMana:
		refs([]ObjID{a.Obj}, g.controlledBy(a.Player))
	case ActAttack:
		for _, d := range a.Attacks {
			r.Refs = append(r.Refs, g.ref(d.Attacker, g.battlefield))
			if d.Team == NoTeam {
				r.Refs = append(r.Refs, g.targetRefOf(d.Target))
			}
		}
	case ActBlock:
		for _, d := range a.Blocks {
			r.Refs = append(r.Refs, g.ref(d.Blocker, g.battlefield), g.ref(d.Attacker, g.attackerIDs()))
		}
	case ActAssign:
		if a.Default {
			break
		}
		for _, da := range a.assignments() {
			r.Refs = append(r.Refs, g.ref(da.Source, g.assignSources()))
			for _, p := range da.Parts {
				r.Refs = append(r.Refs, g.targetRefOf(p.To))
			}
		}
	case ActOrder:
		for _, o := range a.orders() {
			r.Refs = append(r.Refs, g.ref(o.Attacker, g.attackerIDs()))
			refs(o.Blockers, g.battlefield)
		}
		for _, o := range a.blockerOrders() { // the defending team's (810.7e of 2011)
			r.Refs = append(r.Refs, g.ref(o.Blocker, g.battlefield))
			refs(o.Attackers, g.attackerIDs())
		}
	case ActChoose:
		opts := g.currentOptions()
		if g.wait == waitDiscard {
			opts = g.handOptions(g.discarder(&a))
		}
		for _, c := range a.Choices {
			if c >= 0 && c < len(opts) {
				r.Chosen = append(r.Chosen, opts[c])
			} else {
				r.Chosen = append(r.Chosen, Option{Player: NoPlayer, Obj: NoObj})
			}
		}
	}
	return r
}

// refCount is the number of references a's line names (more for a bad action).
func refCount(a *Action) int {
	switch a.Kind {
	case ActBottom:
		return len(a.Cards)
	case ActPlayLand, ActTapForMana:
		return 1
	case ActCast, ActActivate:
		return 1 + len(a.Targets) + len(a.Cards)
	case ActAttack:
		return 2 * len(a.Attacks)
	case ActBlock:
		return 2 * len(a.Blocks)
	case ActAssign:
		n := 0
		for _, da := range a.assignments() {
			n += 1 + len(da.Parts)
		}
		return n
	case ActOrder:
		n := 0
		for _, o := range a.orders() {
			n += 1 + len(o.Blockers)
		}
		for _, o := range a.blockerOrders() {
			n += 1 + len(o.Attackers)
		}
		return n
	}
	return 0
}

// RefOf returns how a line names object id among the objects of scope (see Ref).
func (g *Game) RefOf(id ObjID, scope []ObjID) Ref { return g.ref(id, scope) }

// ref is RefOf: the shortest reference to object id among the objects of scope.
func (g *Game) ref(id ObjID, scope []ObjID) Ref {
	r := Ref{Player: NoPlayer, Obj: id, Controller: NoPlayer}
	if !g.validObj(id) {
		return r
	}
	o := g.obj(id)
	name := o.Card().Name
	r.Card = o.Card()
	if o.Zone == ZoneHand {
		return r // copies of a card in a hand are interchangeable (see FindRef)
	}
	if o.FaceDown() {
		r.FaceDown, r.Looker = true, o.Controller
		n := 0
		for _, s := range scope {
			if so := g.obj(s); so.FaceDown() && so.Controller == o.Controller {
				n++
				if s == id {
					r.HiddenIndex = n
				}
			}
		}
		if n <= 1 {
			r.HiddenIndex = 0
		}
	}
	same, sameCtrl, ord := 0, 0, 0
	for _, s := range scope {
		so := g.obj(s)
		if !strings.EqualFold(so.Card().Name, name) {
			continue
		}
		same++
		if so.Controller == o.Controller {
			sameCtrl++
			if s == id {
				ord = sameCtrl
			}
		}
	}
	if same <= 1 {
		return r
	}
	r.Controller = o.Controller
	if sameCtrl > 1 {
		r.Index = ord
	}
	return r
}

// targetRefOf names a player, or an object on the battlefield, on the stack or in a
// graveyard.
func (g *Game) targetRefOf(t Target) Ref {
	if t.IsPlayer() {
		return Ref{Player: t.Player, Obj: NoObj, Controller: NoPlayer}
	}
	if !g.validObj(t.Obj) {
		return Ref{Player: NoPlayer, Obj: t.Obj, Controller: NoPlayer}
	}
	if g.obj(t.Obj).Zone == ZoneGraveyard {
		return g.ref(t.Obj, g.graveyardObjects())
	}
	return g.ref(t.Obj, g.targetScope())
}

// refText writes a Ref as the notation does. The engine's own messages (refusals, the
// labels of options) name objects with it; the log is rendered outside the engine.
func (g *Game) refText(r Ref) string {
	if r.Player != NoPlayer {
		if r.Player < 0 || int(r.Player) >= len(g.players) {
			return "?"
		}
		return g.players[r.Player].Name
	}
	if r.Card == nil {
		return "?"
	}
	if r.FaceDown {
		r = r.Hidden() // the engine's messages may reach anyone: never a face-down card's name
	}
	name := r.Card.Name
	if IsFaceDownShell(r.Card) {
		name = FaceDownName
	}
	if r.Controller == NoPlayer {
		return name
	}
	s := g.players[r.Controller].Name + "'s " + name
	if r.Index > 0 {
		s += "#" + strconv.Itoa(r.Index)
	}
	return s
}

// refName is the shortest reference to object id among the objects of scope, as text.
func (g *Game) refName(id ObjID, scope []ObjID) string { return g.refText(g.ref(id, scope)) }

// targetRef names a target as text.
func (g *Game) targetRef(t Target) string { return g.refText(g.targetRefOf(t)) }

// currentOptions are the options of the pending choice or discard.
func (g *Game) currentOptions() []Option {
	if g.wait == waitChoice && g.choice != nil {
		return g.choice.spec.Options
	}
	if g.wait == waitDiscard {
		return g.handOptions(g.needCleanupDiscard())
	}
	return nil
}

func (g *Game) stackObjects() []ObjID {
	var out []ObjID
	for _, s := range g.stack {
		if s.Spell {
			out = append(out, s.Obj)
		}
	}
	return out
}

// abilityNumber converts an ability index to the notation's "ability N": 0 for the first
// non-mana activated ability (which the notation names without a number), else the
// position among the card's activated abilities, mana and loyalty abilities included.
func (g *Game) abilityNumber(obj ObjID, idx int) int {
	abs := g.abilitiesOf(obj)
	n, firstNonMana := 0, -1
	for i, ab := range abs {
		if ab.Kind == ActivatedAbility || ab.Kind == LoyaltyAbility || ab.Kind == ManaAbility {
			n++
			if firstNonMana < 0 && ab.Kind != ManaAbility {
				firstNonMana = i
			}
			if i == idx {
				if i == firstNonMana {
					return 0
				}
				return n
			}
		}
	}
	return 0
}

// AbilityIndex converts the notation's "ability N" (0: the first non-mana activated
// ability) to an index into the card's abilities, or -1.
func AbilityIndex(def *CardDef, n int) int {
	k := 0
	for i, ab := range def.Abilities {
		if ab.Kind == ActivatedAbility || ab.Kind == LoyaltyAbility || ab.Kind == ManaAbility {
			k++
			if n == 0 && ab.Kind != ManaAbility || n == k {
				return i
			}
		}
	}
	return -1
}

// journalRecord returns the record of a for the journal, made with its Refs in the same
// allocation when it names two things or fewer (most actions: a card and a target).
func (g *Game) journalRecord(a *Action) *ActionRecord {
	switch refCount(a) {
	case 1:
		box := new(struct {
			r    ActionRecord
			refs [1]Ref
		})
		box.r = g.recordAction(*a, box.refs[:])
		return &box.r
	case 2:
		box := new(struct {
			r    ActionRecord
			refs [2]Ref
		})
		box.r = g.recordAction(*a, box.refs[:])
		return &box.r
	}
	r := g.RecordAction(*a)
	return &r
}

// noteAction records accepted action a before it changes the state, so that the names of
// its line resolve as they did when it was applied. Actions that name no object record
// no ActionRecord: writing the journal allocates nothing for them.
func (g *Game) noteAction(a *Action) {
	e := Entry{Kind: JAction, ActKind: a.Kind, Player: a.Player, Team: a.Team}
	switch a.Kind {
	case ActPass:
		if a.StackNamed() != 0 {
			e.Act = g.journalRecord(a) // the line names its stack (CR 807.5b)
		}
	case ActMulligan, ActKeep, ActConcede:
	case ActBottom:
		// The cards put on the bottom are hidden from the other teams (CR 103.5): they see
		// how many.
		e.Act, e.N = g.journalRecord(a), int32(len(a.Cards))
		if a.Player >= 0 && int(a.Player) < len(g.players) {
			e.Seen, e.SeenBy = SeenTeam, int8(g.players[a.Player].Team)
		}
	case ActAttack:
		if len(a.Attacks) > 0 {
			e.Act = g.journalRecord(a)
		}
	case ActBlock:
		if len(a.Blocks) > 0 {
			e.Act = g.journalRecord(a)
		}
	default:
		e.Act = g.journalRecord(a)
		if a.Kind == ActCast && a.faceDown() && a.Player >= 0 && int(a.Player) < len(g.players) {
			// CR 708.5, 702.37c: the card cast face down is the caster's to see; the
			// others see a card cast face down with the ability announced (N: its kind).
			e.Seen, e.SeenBy = SeenPlayer, int8(a.Player)
			if g.validObj(a.Obj) && g.obj(a.Obj).Def.FaceDown != nil {
				e.N = int32(g.obj(a.Obj).Def.FaceDown.Kind)
			}
		}
		if a.Kind == ActChoose && g.choosesHidden(a) {
			// Cards chosen from a library (a search) are named to the chooser's team only;
			// the others see how many (CR 701.19a).
			e.N = int32(len(a.Choices))
			t := a.Team
			if a.Player >= 0 && int(a.Player) < len(g.players) {
				t = g.players[a.Player].Team
			}
			e.Seen, e.SeenBy = SeenTeam, int8(t)
		}
	}
	g.note(e)
}

// choosesHidden reports whether choice action a picks a card in a library.
func (g *Game) choosesHidden(a *Action) bool {
	opts := g.currentOptions()
	for _, c := range a.Choices {
		if c >= 0 && c < len(opts) && g.validObj(opts[c].Obj) && g.obj(opts[c].Obj).Zone == ZoneLibrary {
			return true
		}
	}
	return false
}
