package rules

import "math"

// Zone is a game zone (CR 400).
type Zone uint8

// The zones.
const (
	ZoneNone Zone = iota // an object that has left the game's zones (last known information)
	ZoneLibrary
	ZoneHand
	ZoneBattlefield
	ZoneGraveyard
	ZoneStack
	ZoneExile
	ZoneCommand
)

var zoneNames = [...]string{"nowhere", "library", "hand", "battlefield", "graveyard", "stack", "exile", "command"}

func (z Zone) String() string { return zoneNames[z] }

// Counter kinds kept on permanents.
type CounterKind uint8

// Counter kinds.
const (
	PlusOne CounterKind = iota
	MinusOne
	LoyaltyCounter
	ChargeCounter
	QuestCounter   // Quest for the Gravelord
	BriberyCounter // Gwafa Hazid, Profiteer
	LuckCounter    // Gemstone Caverns
	StrifeCounter  // Crescendo of War
	InterventionCounter
	AgeCounter   // cumulative upkeep (CR 702.24a)
	KiCounter    // the Kamigawa flip cards'
	LevelCounter // level up (CR 702.87a, 711)
	LoreCounter  // Sagas (CR 714; saga.go)
	PlanCounter  // the Plan enchantments (MSH)
	TimeCounter  // suspend (CR 702.62a), vanishing (702.63a)
	StunCounter  // stun counters (CR 122.1d; stun.go)
	SporeCounter // the Thallids'
	VerseCounter // Discordant Dirge and the other "verse counter" enchantments
	FadeCounter  // fading (CR 702.32a)
	numCounterKinds
)

var counterNames = [...]string{"+1/+1", "-1/-1", "loyalty", "charge", "quest", "bribery", "luck", "strife", "intervention", "age", "ki", "level", "lore", "plan", "time", "stun", "spore", "verse", "fade"}

func (k CounterKind) String() string { return counterNames[k] }

// ParseCounterKind reads "+1/+1", "-1/-1" or "loyalty".
func ParseCounterKind(s string) (CounterKind, bool) {
	for i, n := range counterNames {
		if lower(s) == n {
			return CounterKind(i), true
		}
	}
	return 0, false
}

// Chars are an object's characteristics after continuous effects (CR 613).
type Chars struct {
	// Fields are ordered by size, so that the small ones share words (Object holds one).
	Name        string
	Subtypes    []string // shared, never changed in place
	Power       int
	Toughness   int
	Keywords    KeywordSet
	Types       TypeSet
	Colors      ColorSet
	Super       Supertype
	Controller  PlayerID
	CantAttack  bool
	CantBlock   bool
	NoAbilities bool // has lost all abilities (layer 6)
	// AllCreatureTypes: it is every creature type (changeling, CR 702.73a), besides
	// Subtypes; an effect that sets its creature types ends it (layer 4).
	AllCreatureTypes bool
}

// HasSubtype reports whether the characteristics include subtype s.
func (c *Chars) HasSubtype(s string) bool {
	if c.AllCreatureTypes && isCreatureType(s) {
		return true
	}
	for _, t := range c.Subtypes {
		if t == s {
			return true
		}
	}
	return false
}

// Object is a card, token, copy or spell in a zone (CR 109).
type Object struct {
	// Fields are ordered by size so that the small ones share words: games and clones
	// copy hundreds of Objects.
	ID         ObjID
	AttachedTo ObjID
	Def        *CardDef
	Printed    *CardDef // the card's own definition while Def is a copy's (CR 707.2); nil otherwise
	Owner      PlayerID
	Zone       Zone
	Controller PlayerID // current controller after control effects (layer 2)
	baseCtrl   PlayerID // who put it onto the battlefield or cast it
	// ChosenPlayer: the player chosen as it entered (with HasChosen).
	ChosenPlayer PlayerID
	Chosen       Color
	ChosenType   CardType
	HasChosen    bool
	// ChosenParity: odd or even, and chosenSub a creature type (its index in CR 205.3m's
	// list plus one: ChosenSubtype), chosen as it entered or, for a spell, as it resolves
	// (rules/chosen.go).
	ChosenParity Parity
	chosenSub    uint16
	Tapped       bool
	Sick         bool // hasn't been under its controller's control since their team's turn began (CR 302.6)
	Deathtouched bool // dealt damage by a source with deathtouch since the last SBA check
	Bestowed     bool // cast with bestow and still an Aura (CR 702.103)
	LoyaltyUsed  bool // a loyalty ability was activated this turn (CR 606.3)
	Flashback    bool // a spell cast with flashback: exiled when it leaves the stack (CR 702.34a)
	// Kicked: how many times the spell this object is, or the permanent spell it was, was
	// kicked (CR 702.33d; a permanent keeps it like X, 107.3m).
	Kicked uint8
	// AddCostPaid: the spell's optional additional cost was paid (CR 118.8b), kept by
	// the permanent it becomes.
	AddCostPaid bool
	// Alt: the alternative or optional cost of CardDef.AltCosts the spell was cast with
	// (rules/altcost.go), kept by the permanent it becomes (evoke, dash).
	Alt AltCostKind
	// Prepared: the permanent's designation of the prepare layout: its controller may
	// cast a copy of its spell face, which unprepares it. Lost when it leaves (CR 400.7).
	Prepared bool
	// Designations: monstrous, renowned (CR 701.37b, 702.112b; rules/designations.go),
	// lost when the permanent leaves the battlefield (CR 400.7).
	Designations Designation
	Damage       int
	Timestamp    int
	X            int // the value of X of the spell this permanent was (CR 107.3m)
	// ManaSpent, ColorsSpent: the mana spent to cast the spell this object is, or the
	// permanent spell it was, and its colors (CR 601.2h; rules/manaspent.go).
	ManaSpent   int
	ColorsSpent ColorSet
	ColorsTwice ColorSet // the colors of which two or more mana were spent (rules/spenttwice.go)
	// DiedTurn: the turn number in which this card was put into a graveyard from the
	// battlefield (0: it wasn't). int32, with EnteredTurn, so that the level counters
	// (CR 711) keep an Object at 200 bytes.
	DiedTurn int32
	// EnteredTurn: the turn number in which this permanent entered the battlefield (0:
	// before the game's first turn, or not on the battlefield); power-up's cost looks at it.
	EnteredTurn int32
	// Counters by kind; int32, as the other small fields, so that an Object is 200
	// bytes and a chunk of 16 a size class (3,200 bytes), not 248 in one of 4,096.
	Counters [numCounterKinds]int32
	Cur      Chars
}

// addCounters adds n counters of kind k to o (n < 0: removes them), kept within the
// range of the counts (a game never comes near it, but a count must not wrap around).
func (o *Object) addCounters(k CounterKind, n int) {
	o.Counters[k] = int32(max(min(int(o.Counters[k])+n, math.MaxInt32), math.MinInt32))
}

// Name is the object's current name.
func (o *Object) Name() string { return o.Cur.Name }

// Is reports whether the object currently has card type t.
func (o *Object) Is(t CardType) bool { return o.Cur.Types.Has(t) }

// Has reports whether the object currently has keyword k.
func (o *Object) Has(k Keyword) bool { return o.Cur.Keywords.Has(k) }

// newObject creates an object for def owned by p in zone z.
func (g *Game) newObject(def *CardDef, p PlayerID, z Zone) ObjID {
	id := ObjID(g.objs.len())
	g.timestamp++
	g.objs.add(Object{ID: id, Def: def, Owner: p, Zone: z, Controller: p, baseCtrl: p,
		AttachedTo: NoObj, Timestamp: g.timestamp, Cur: baseChars(def, p)})
	if z == ZoneBattlefield {
		g.mut(id).EnteredTurn = int32(g.turn.Number)
	}
	if def.StartEngines {
		g.anyStartEngines = true // speed.go: start your engines! is looked for from now on
	}
	switch z {
	case ZoneLibrary:
		g.players[p].library = append(g.players[p].library, id)
	case ZoneHand:
		g.players[p].hand = append(g.players[p].hand, id)
	case ZoneGraveyard:
		g.players[p].graveyard = append(g.players[p].graveyard, id)
	case ZoneExile:
		g.players[p].exile = append(g.players[p].exile, id)
	case ZoneBattlefield:
		g.battlefield = append(g.battlefield, id)
		if def.Types.Has(Planeswalker) {
			g.mut(id).addCounters(LoyaltyCounter, def.Loyalty)
		}
	}
	return id
}

func baseChars(def *CardDef, ctrl PlayerID) Chars {
	return Chars{Name: def.Name, Colors: def.Colors, Types: def.Types, Super: def.Super,
		Subtypes: def.Subtypes, Power: def.Power, Toughness: def.Toughness, Keywords: def.Keywords,
		Controller: ctrl, AllCreatureTypes: def.Keywords.Has(Changeling)}
}

// zoneList returns the list holding zone z of player p (battlefield and stack are shared).
func (g *Game) zoneList(p PlayerID, z Zone) *[]ObjID {
	switch z {
	case ZoneLibrary:
		return &g.players[p].library
	case ZoneHand:
		return &g.players[p].hand
	case ZoneGraveyard:
		return &g.players[p].graveyard
	case ZoneExile:
		return &g.players[p].exile
	case ZoneBattlefield:
		return &g.battlefield
	}
	return nil
}

func removeID(s []ObjID, id ObjID) []ObjID {
	for i, x := range s {
		if x == id {
			copy(s[i:], s[i+1:])
			return s[:len(s)-1]
		}
	}
	return s
}

// moveTo moves an object to a zone, making a new object (CR 400.7). Cards go to their
// owner's zones; a token that leaves the battlefield ceases to exist at the next SBA check
// (CR 704.5d) and is simply not put anywhere here. It returns the new object's id.
func (g *Game) moveTo(id ObjID, z Zone, top bool) ObjID { return g.moveToWith(id, z, top, rkNone) }

// moveToWith is moveTo with the self-replacement effect self of the resolving spell or
// ability applying to a move into a graveyard (CR 614.15; rkNone: none).
func (g *Game) moveToWith(id ObjID, z Zone, top bool, self replKind) ObjID {
	z = g.flashbackExile(g.obj(id), z)
	if z == ZoneGraveyard && !g.obj(id).Def.Token {
		// CR 614.1a: Leyline of the Void, "exile it instead", "shuffle it into its
		// owner's library instead". (A token's move isn't proposed: it leaves to no zone.)
		ev := proposed{kind: evToGraveyard, obj: id, player: g.obj(id).Controller, from: g.obj(id).Zone, to: z, self: self}
		g.replaceEvent(&ev)
		if z = ev.to; z == ZoneLibrary {
			defer g.shuffle(g.obj(id).Owner)
		}
	}
	o := g.mut(id)
	from := o.Zone
	if from == ZoneStack {
		g.removeFromStack(id)
	} else if l := g.zoneList(o.Owner, from); l != nil {
		*l = removeID(*l, id)
	}
	if from == ZoneBattlefield {
		g.leaveBattlefield(id)
	}
	g.tallyMove(o.Owner, from, z)
	o = g.mut(id)
	o.Zone = ZoneNone
	if o.Def.Token && z != ZoneBattlefield {
		return NoObj // CR 111.7, 704.5d
	}
	nid := ObjID(g.objs.len())
	g.timestamp++
	owner := o.Owner
	ctrl := owner
	if z == ZoneStack || z == ZoneBattlefield {
		ctrl = o.Controller
	}
	def, printed := o.Def, (*CardDef)(nil)
	faceDown := o.FaceDown()
	if o.Printed != nil {
		def = o.Printed // a copy effect ends when the permanent leaves the battlefield (CR 400.7)
	}
	if faceDown && z == ZoneBattlefield {
		// CR 702.37c, 708.4: a face-down spell becomes a face-down permanent; a card
		// manifested is turned face down before it enters (708.3).
		def, printed, faceDown = o.Def, o.Printed, false
	}
	g.objs.add(Object{ID: nid, Def: def, Printed: printed, Owner: owner, Zone: z, Controller: ctrl, baseCtrl: ctrl,
		AttachedTo: NoObj, Timestamp: g.timestamp, Cur: baseChars(def, ctrl)})
	if faceDown {
		g.revealFaceDown(nid, def, owner) // CR 708.9
	}
	if z == ZoneBattlefield {
		g.mut(nid).EnteredTurn = int32(g.turn.Number)
	}
	switch z {
	case ZoneLibrary:
		l := &g.players[owner].library
		if top {
			*l = append(*l, 0)
			copy((*l)[1:], *l)
			(*l)[0] = nid
		} else {
			*l = append(*l, nid)
		}
	case ZoneStack:
		// the caller pushes the stack item
	default:
		l := g.zoneList(owner, z)
		*l = append(*l, nid)
	}
	if z == ZoneGraveyard {
		if from == ZoneBattlefield {
			g.mut(nid).DiedTurn = int32(g.turn.Number) // Thrilling Encore
		}
		g.emit(Event{Kind: EvPutIntoGraveyard, Obj: nid, Player: owner, Source: NoObj})
	}
	return nid
}

// leaveBattlefield cleans up what pointed at a permanent that left (attachments, combat).
func (g *Game) leaveBattlefield(id ObjID) {
	g.emit(Event{Kind: EvLeavesBattlefield, Obj: id, Player: g.obj(id).Controller, Source: NoObj})
	g.combat.remove(id)
	for _, b := range g.battlefield {
		if g.obj(b).AttachedTo == id {
			g.mut(b).AttachedTo = NoObj // CR 704.5m will deal with it
		}
	}
	// Effects that lock onto this object end with it (CR 611.2c, 400.7).
	out := g.effects[:0]
	for _, e := range g.effects {
		// Effects lasting while their source stays on the battlefield end too.
		if e.Obj != id && !((e.Until == WhileSourceOnBattlefield || e.Until == WhileSourceTapped) && e.Source == id) {
			out = append(out, e)
		}
	}
	g.effects = out
}

// enterBattlefield puts a card or token onto the battlefield under ctrl's control and
// raises the enters event.
func (g *Game) putOntoBattlefield(id ObjID, ctrl PlayerID, tapped bool) ObjID {
	o := g.mut(id)
	x, kicked, paid, alt := 0, uint8(0), false, AltNone
	spent, colors, twice := 0, ColorSet(0), ColorSet(0)
	if o.Zone == ZoneStack {
		x = o.X // CR 107.3m: a permanent spell's X stays with the permanent
		kicked = o.Kicked
		paid = o.AddCostPaid
		alt = o.Alt
		spent, colors, twice = o.ManaSpent, o.ColorsSpent, o.ColorsTwice
	}
	if o.Zone != ZoneBattlefield {
		o.Controller = ctrl
		id = g.moveTo(id, ZoneBattlefield, false)
	}
	o = g.mut(id)
	o.Controller, o.baseCtrl = ctrl, ctrl
	o.Cur.Controller = ctrl
	// CR 614.1c-d, 614.12: "enters tapped" applies however the permanent enters: cast,
	// played, or put onto the battlefield by an effect.
	o.Tapped = tapped || o.Def.EntersTapped != nil && !g.condHolds(o.Def.EntersTapped, id, ctrl, nil)
	o.Sick = true
	o.X = x
	o.Kicked = kicked // CR 702.33e: "if it was kicked" asks about the spell it was
	o.AddCostPaid = paid
	o.Alt = alt // CR 702.74a, 702.109a: "if its evoke (dash) cost was paid"
	o.ManaSpent, o.ColorsSpent, o.ColorsTwice = spent, colors, twice
	o.Prepared = o.Def.EntersPrepared && o.Def.Prepare != nil // "enters prepared", as enters tapped (CR 614.1c)
	if o.Def.Types.Has(Planeswalker) {
		o.Counters[LoyaltyCounter] = 0
		g.putCounters(id, LoyaltyCounter, o.Def.Loyalty, ctrl) // CR 306.5b, 122.6
	}
	g.entersWithCounters(id)
	return id
}
