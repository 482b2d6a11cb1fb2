package rules

import "sync"

// Face-down spells and permanents (CR 708) and the keywords that cast a card face down:
// morph (702.37a), megamorph (702.37b) and disguise (702.168a). A face-down object's Def
// is a shell (a 2/2 creature with no name, text, subtypes or mana cost; with ward {2} for
// disguise) while Printed holds the card, as for a transformed permanent (transform.go):
// everything that reads Def sees only the shell (708.2, 708.4). The spell becomes the
// shell as it is cast (becomeFace), enters as it (moveTo) and, leaving the battlefield or
// the stack for another zone, is the card again and revealed to all (708.9).

// FaceDownKind is the ability that lets a card be cast face down: a closed set.
type FaceDownKind uint8

// The abilities that cast a card face down.
const (
	Morph     FaceDownKind = iota + 1 // CR 702.37a
	Megamorph                         // CR 702.37b: a +1/+1 counter as it is turned face up for its cost
	Disguise                          // CR 702.168a: the face-down creature has ward {2}
)

var faceDownKindNames = [...]string{"", "morph", "megamorph", "disguise"}

func (k FaceDownKind) String() string {
	if int(k) < len(faceDownKindNames) {
		return faceDownKindNames[k]
	}
	return "?"
}

// ParseFaceDownKind reads "morph", "megamorph" or "disguise" (lower case).
func ParseFaceDownKind(s string) (FaceDownKind, bool) {
	for i, n := range faceDownKindNames {
		if i > 0 && s == n {
			return FaceDownKind(i), true
		}
	}
	return 0, false
}

// FaceDownCast is a card's morph, megamorph or disguise ability: it may be cast face down
// for {3}, and the permanent turned face up for Cost (CR 702.37e, 702.168d).
type FaceDownCast struct {
	Kind FaceDownKind
	Cost Cost
	up   *Ability // the special action turning it face up, listed among the permanent's abilities
}

// NewFaceDownCast returns the ability of kind k with the cost to turn it face up.
func NewFaceDownCast(k FaceDownKind, cost Cost) *FaceDownCast {
	return &FaceDownCast{Kind: k, Cost: cost, up: &Ability{Kind: ActivatedAbility, Cost: cost,
		Text: "Turn this face up: " + cost.String() + " (" + k.String() + ", a special action, CR 116.2b)", Effects: []Effect{TurnFaceUp{Morph: true}}}}
}

// shell is what a card cast with this ability is while face down.
func (f *FaceDownCast) shell() *CardDef {
	if f.Kind == Disguise {
		return disguiseShell
	}
	return faceDownShell
}

// FaceDownName is how text names a face-down spell or permanent to those who may not
// look at it (it has no name, CR 708.2a): "Bob's face-down creature#2" in the notation.
const FaceDownName = "face-down creature"

// NamelessName is how text names a face-up object with no name: a copy of a face-down
// permanent, whose copiable values are the face-down ones (CR 707.2, 708.2a), as
// "Bob's nameless permanent".
const NamelessName = "nameless permanent"

// faceDownCost is what casting a card face down costs instead of its mana cost (CR
// 702.37c, 702.168b: an alternative cost).
var faceDownCost = Cost{Generic: 3}

// faceDownShell is a face-down permanent's or spell's characteristics (CR 708.2a): a 2/2
// creature with no text, no name, no subtypes and no mana cost.
var faceDownShell = &CardDef{Types: Types(Creature), Power: 2, Toughness: 2, NoCost: true, Implemented: true}

// disguiseShell is a card cast with disguise while face down: the shell with ward {2}
// (CR 702.168a).
var disguiseShell = &CardDef{Types: Types(Creature), Power: 2, Toughness: 2, NoCost: true, Implemented: true,
	Abilities: []*Ability{{Kind: TriggeredAbility, Text: "Ward {2}",
		Trigger: &Trigger{Event: EvBecomesTarget, Self: true, Player: Opponent},
		Effects: []Effect{CounterEventUnless{Cost: Cost{Generic: 2}}}}}}

// FaceDownShell is what card def is while face down when cast with its morph or disguise
// ability (CR 702.37c, 702.168b), or nil when it has neither.
func FaceDownShell(def *CardDef) *CardDef {
	if def == nil || def.FaceDown == nil {
		return nil
	}
	return def.FaceDown.shell()
}

// IsFaceDownShell reports whether d is the characteristics of a face-down object (CR
// 708.2): what entries and views name for it to those who may not look at it.
func IsFaceDownShell(d *CardDef) bool {
	return d == faceDownShell || d == disguiseShell || d == manifestShell
}

// FaceDown reports whether the object is a face-down spell or permanent (CR 708).
func (o *Object) FaceDown() bool { return o.Printed != nil && IsFaceDownShell(o.Def) }

// Card is what the object is as a card: a face-down object's hidden card (CR 708.5: only
// its controller may look at it), else its definition.
func (o *Object) Card() *CardDef {
	if o.FaceDown() {
		return o.Printed
	}
	return o.Def
}

// shownName is the name text gives the object (the labels of options, refusals): a
// face-down object's is FaceDownName, as it has no name (CR 708.2a).
func (o *Object) shownName() string {
	if IsFaceDownShell(o.Def) {
		return FaceDownName
	}
	if o.Def.Name == "" {
		return NamelessName
	}
	return o.Def.Name
}

// isFaceUpAbility reports whether ab is the special action turning face-down object o
// face up (CR 702.37e, 702.168d).
func isFaceUpAbility(o *Object, ab *Ability) bool {
	if !o.FaceDown() {
		return false
	}
	card := o.Printed
	return card.FaceDown != nil && ab == card.FaceDown.up || o.Def == manifestShell && card.Types.Has(Creature) && ab == manifestUp(card)
}

// faceUpAbilities are the special actions that may turn face-down object o face up: its
// card's morph or disguise (CR 702.37e, 702.168d) and, for a manifested creature card, its
// mana cost (701.40a).
func faceUpAbilities(o *Object) (morph, manifested *Ability) {
	card := o.Printed
	if card.FaceDown != nil {
		morph = card.FaceDown.up
	}
	if o.Def == manifestShell && card.Types.Has(Creature) && !card.NoCost {
		manifested = manifestUp(card)
	}
	return morph, manifested
}

// withFaceUp adds the special action turning a face-down permanent face up to its
// abilities (CR 702.37e: it has it while face down, though the shell has no text). A
// card without morph or disguise that is face down can't be turned face up this way.
func withFaceUp(o *Object, abs []*Ability) []*Ability {
	if !o.FaceDown() || o.Zone != ZoneBattlefield {
		return abs
	}
	morph, manifested := faceUpAbilities(o)
	if morph == nil && manifested == nil {
		return abs
	}
	add := func(l []*Ability) []*Ability {
		for _, up := range [2]*Ability{morph, manifested} {
			if up != nil {
				l = append(l, up)
			}
		}
		return l
	}
	if len(abs) == len(o.Def.Abilities) {
		// The shell's own abilities: the list is made once per card and shell.
		k := faceUpKey{o.Def, o.Printed}
		if v, ok := faceUpLists.Load(k); ok {
			return v.([]*Ability)
		}
		l := add(append(make([]*Ability, 0, len(abs)+2), abs...))
		faceUpLists.Store(k, l)
		return l
	}
	return add(abs[:len(abs):len(abs)])
}

type faceUpKey struct{ shell, card *CardDef }

// faceUpLists caches, per shell and card, the shell's abilities followed by the card's
// special action turning it face up.
var faceUpLists sync.Map

// FaceUpAbility is the index among the abilities of face-down permanent id of the special
// action turning it face up, or -1 when it has none.
func (g *Game) FaceUpAbility(id ObjID) int {
	if !g.validObj(id) {
		return -1
	}
	o := g.obj(id)
	for i, ab := range g.abilitiesOf(id) {
		if isFaceUpAbility(o, ab) {
			return i
		}
	}
	return -1
}

// TurnFaceUp turns the ability's source, a face-down permanent, face up: the special
// action of morph and disguise (CR 702.37e, 702.168d), its cost paid.
type TurnFaceUp struct {
	// Morph: the cost paid is the card's morph cost, which gives a megamorph card its
	// +1/+1 counter (CR 702.37b); not a manifested card's mana cost (701.40a).
	Morph bool
}

func (e TurnFaceUp) do(g *Game, r *Resolution) bool {
	g.turnFaceUp(r.Source, e.Morph, r.X)
	return true
}

// turnFaceUp turns face-down permanent id face up: it is the card again, the same object
// with its status, counters and the effects on it (CR 708.8); it doesn't enter the
// battlefield, so nothing about entering applies. paid: its morph cost was paid, which
// gives a megamorph card its +1/+1 counter as it is turned face up (702.37b, 708.11). It
// reports whether it turned.
func (g *Game) turnFaceUp(id ObjID, paid bool, x int) bool {
	o := g.obj(id)
	if o.Zone != ZoneBattlefield || !o.FaceDown() {
		return false
	}
	m := g.mut(id)
	card := m.Printed
	m.Def, m.Printed = card, nil
	m.Cur = baseChars(card, m.Controller)
	g.defChanges++ // the battlefield summary depends on definitions (perf.go)
	g.note(Entry{Kind: JTurnedFaceUp, Obj: id, Card: card, Player: m.Controller})
	if paid && card.FaceDown != nil && card.FaceDown.Kind == Megamorph {
		g.putCounters(id, PlusOne, 1, m.Controller) // CR 702.37b
	}
	// Amount: the X of the cost paid, the X of "when it is turned face up, create X ..."
	g.emit(Event{Kind: EvTurnedFaceUp, Obj: id, Player: g.obj(id).Controller, Source: NoObj, Amount: x})
	return true
}

// revealFaceDown records that the card a face-down object was, now object nid in another
// zone, is revealed to all players (CR 708.9).
func (g *Game) revealFaceDown(nid ObjID, card *CardDef, owner PlayerID) {
	g.note(Entry{Kind: JFaceDownRevealed, Obj: nid, Card: card, Player: owner})
}

// castFaceDownVariants adds the legal ways to cast card id face down with its morph or
// disguise ability (CR 702.37c, 702.168b).
func (g *Game) castFaceDownVariants(out []Action, p PlayerID, id ObjID) []Action {
	fd := g.obj(id).Def.FaceDown
	if fd == nil {
		return out
	}
	g.scratchBufs().offered = true // the hand isn't idle while it holds such a card (handIdle): a cheap, safe answer
	a := Action{Kind: ActCast, Player: p, Team: g.players[p].Team, Obj: id, Assist: NoPlayer, Rare: faceDownRare}
	if _, err := g.planCast(&a); err == nil {
		out = append(out, a)
	}
	return out
}

// faceDownRare is the rare parts of every face-down cast (shared: never changed in place).
var faceDownRare = &ActionRare{FaceDown: true}

// faceDownShellOf checks that card def may be cast face down as action a asks and returns
// the shell it is cast as.
func faceDownShellOf(def *CardDef, a *Action) (*CardDef, error) {
	if def.FaceDown == nil {
		return nil, refuse(RefusedNoSuchAbility, "%s has no morph or disguise ability: it can't be cast face down (CR 702.37d)", def.Name)
	}
	if a.face() != 0 || a.Bestow || a.kicks() > 0 || a.X != 0 || a.Rare.AddCost || len(a.modes()) > 0 || len(a.Targets) > 0 {
		return nil, refuse(RefusedMalformed, "%s cast face down is a 2/2 creature spell with no text: no other choices (CR 708.4)", def.Name)
	}
	return def.FaceDown.shell(), nil
}

// Hidden returns a reference to a face-down object as those who may not look at it see
// it: the shell (no name, CR 708.2a), named with its controller and its ordinal among
// their face-down objects. Other references are returned as they are.
func (r Ref) Hidden() Ref {
	if !r.FaceDown {
		return r
	}
	r.Card, r.Controller, r.Index = faceDownShell, r.Looker, r.HiddenIndex
	return r
}

// hideFaceDown returns action record a as player p may see it: the face-down objects it
// names that p doesn't control named as face-down creatures (CR 708.5); a itself when
// there are none.
func hideFaceDown(a *ActionRecord, p PlayerID) *ActionRecord {
	for i := range a.Refs {
		if a.Refs[i].FaceDown && a.Refs[i].Looker != p {
			c := *a
			c.Refs = make([]Ref, len(a.Refs))
			for k, r := range a.Refs {
				if r.FaceDown && r.Looker != p {
					r = r.Hidden()
				}
				c.Refs[k] = r
			}
			return &c
		}
	}
	return a
}

// faceDownView reports whether object o is face down and the name of its card as viewer
// p may see it: its controller may look at it (CR 708.5), and every face-down object is
// revealed at the end of the game (708.9); otherwise "".
func (g *Game) faceDownView(o *Object, p PlayerID) (bool, string) {
	if !o.FaceDown() {
		return false, ""
	}
	if o.Controller == p || g.over {
		return true, o.Printed.Name
	}
	return true, ""
}

// redealFaceDown re-deals, in Determinize's copy c of g, the card under each face-down
// spell or permanent player p may not look at (CR 708.5: only its controller may, not
// even a teammate): it is exchanged with a card of its owner's that p can't see either
// (library, or a hand p may not look at) and that could be face down the same way (the
// same shell), or kept, each with the same chance. The cards of the game stay the same.
func (c *Game) redealFaceDown(g *Game, p PlayerID, rng *RNG) {
	team := g.TeamOf(p)
	var cands []ObjID
	redeal := func(id ObjID) {
		o := c.obj(id)
		if !o.FaceDown() || o.Controller == p {
			return
		}
		owner, shell := o.Owner, o.Def
		cands = cands[:0]
		pl := &c.players[owner]
		for _, zone := range [2][]ObjID{pl.library, pl.hand} {
			for _, h := range zone {
				if d := c.obj(h).Def; couldBeUnder(d, shell) && (c.obj(h).Zone == ZoneLibrary || !g.knowsHand(team, owner)) {
					cands = append(cands, h)
				}
			}
		}
		k := rng.Intn(len(cands) + 1)
		if k == len(cands) {
			return // it stays the card it is
		}
		h := cands[k]
		card, other := o.Printed, c.obj(h).Def
		c.mut(id).Printed = other
		m := c.mut(h)
		m.Def, m.Cur = card, baseChars(card, m.Controller)
	}
	for _, id := range c.battlefield {
		redeal(id)
	}
	for _, s := range c.stack {
		if s.Spell {
			redeal(s.Obj)
		}
	}
}

// couldBeUnder reports whether card def could be the card under a face-down object of
// shell: any card manifested (CR 701.40a), else a card cast face down that way.
func couldBeUnder(def, shell *CardDef) bool {
	if shell == manifestShell {
		return true
	}
	return def.FaceDown != nil && def.FaceDown.shell() == shell
}

// hiddenCard stands, in a copy made by HideFaceDownFrom, for the card under a face-down
// object: it has no name, so nothing typed can name it.
var hiddenCard = &CardDef{}

// HideFaceDownFrom blanks, in g, the card under each face-down spell or permanent that p
// may not look at (CR 708.5: only its controller may), so that names typed by p are read
// as p sees the game: such an object is named only as FaceDownName (CR 708.2a). It is
// meant for a clone made to read a player's line; the object IDs stay those of the
// original game.
func (g *Game) HideFaceDownFrom(p PlayerID) {
	hide := func(id ObjID) {
		if o := g.obj(id); o.FaceDown() && o.Controller != p {
			g.mut(id).Printed = hiddenCard
		}
	}
	for _, id := range g.battlefield {
		hide(id)
	}
	for _, s := range g.stack {
		if s.Spell {
			hide(s.Obj)
		}
	}
}
