package rules

// CardDef is what a card is: its printed characteristics (from the card data) and its
// behaviour, written in the engine's shared vocabulary. A CardDef is immutable once built
// and shared by every game and every copy of the card.
type CardDef struct {
	Name      string
	Cost      Cost
	Colors    ColorSet
	Types     TypeSet
	Super     Supertype
	Subtypes  []string
	Power     int
	Toughness int
	Loyalty   int
	Keywords  KeywordSet
	Token     bool
	NoCost    bool // a card with no mana cost (lands) can't be cast (CR 202.1b)
	DynamicPT bool // power/toughness come from a characteristic-defining ability
	Text      string
	Spell     *Ability   // what an instant or sorcery does; for an Aura, its enchant target
	Abilities []*Ability // activated, mana, triggered and static abilities in printed order
	Bestow    *Cost      // CR 702.103
	// StartEngines: "Start your engines!" (CR 702.179a; rules/speed.go).
	StartEngines bool
	Flashback    *Cost // CR 702.34a: it may be cast from its owner's graveyard for this cost
	// Kicker: the kicker cost, an optional additional cost paid as the spell is cast
	// (CR 702.33a); with Multikicker it may be paid any number of times (702.33c).
	Kicker      *Cost
	Multikicker bool
	// Convoke and Improvise: creatures, and artifacts, its caster controls may be tapped
	// to pay for it (CR 702.51a, 702.126a; rules/convoke.go).
	Convoke, Improvise bool
	// Delve: cards in its caster's graveyard may be exiled to pay for its generic mana
	// (CR 702.66a; rules/delve.go).
	Delve bool
	// CostLess: "This spell costs {1} less to cast for each ..." and affinity (CR
	// 702.41a): each Amount, counted for its caster, is generic mana it costs less.
	CostLess []Amount
	// AddCost: an additional cost other than sacrifice (CR 118.8; rules/addcost.go).
	AddCost *AddCost
	// AltCosts: the costs it may be cast for instead of its mana cost (evoke, dash,
	// surge) and the optional additional costs with a lasting result (buyback), each
	// chosen by a cast naming its kind (rules/altcost.go).
	AltCosts []AltCost
	// SuspendTime: the time counters suspend exiles it with (CR 702.62a; its cost is the
	// AltSuspend cost of AltCosts; rules/suspend.go).
	SuspendTime int
	Assist      bool // CR 702.132
	// Aftermath: this half of a split card is cast only from its owner's graveyard, and
	// exiled as it leaves the stack (CR 702.127a).
	Aftermath    bool
	AsEnters     *AsEnters  // a choice made as the permanent enters (CR 614.12)
	EntersTapped *Condition // enters tapped unless the condition holds (nil: untapped)
	PartnerWith  string     // CR 702.124j: the partner's name, for the search trigger
	// EntersWith: counters the permanent enters the battlefield with (CR 614.1c, 122.6).
	EntersWith []CounterGrant
	// SacCost: an additional cost to cast the spell, sacrifice one permanent matching it
	// (CR 601.2b, 601.2h).
	SacCost *Filter
	// BeginOnBattlefield: "If this card is in your opening hand, you may begin the game
	// with it on the battlefield" (Leylines; CR 103.6a, 805.3b).
	BeginOnBattlefield bool
	// Begin: conditions and consequences of beginning the game with it (Gemstone
	// Caverns); nil for none.
	Begin       *BeginRules
	Implemented bool // every ability of the card is built (else the card can't be played)
	// Halves: the two halves of a split card (CR 709.1), each a definition of its own
	// (name, cost, types, spell); nil for other cards. The card's own fields are the
	// halves' combined (709.4): its name "A // B", the costs added (709.4b) and the
	// colors and types of both.
	Halves []*CardDef
	// Adventure: the Adventure of an adventurer card (CR 715.2), the instant or sorcery it
	// may be cast as instead (715.3); nil for other cards. Everywhere but on the stack as
	// an Adventure the card is only itself (715.4).
	Adventure *CardDef
	// Prepare: the spell face of a prepare card (a creature with a spell): while the
	// permanent is prepared, its controller may cast a copy of this spell, which
	// unprepares it. nil for other cards. The card is only itself in every zone.
	Prepare *CardDef
	// Back: the back face of a transforming double-faced card (CR 712.2), what the
	// permanent is while transformed (712.8e); nil for other cards. The card is its front
	// face everywhere else (712.8a, 712.8d).
	Back *CardDef
	// Omen: the Omen spell of an omen card (Tarkir: Dragonstorm), the instant or sorcery
	// it may be cast as instead; resolved, the card is shuffled into its owner's library
	// rather than put into the graveyard. nil for other cards. Everywhere but on the stack
	// as an Omen the card is only itself.
	Omen *CardDef
	// Flip: the flipped half of a flip card (CR 710.1b), what the permanent is once it
	// flips (710.2), with the card's color and mana cost (710.1c); nil for other cards.
	Flip *CardDef
	// FaceDown: the card's morph, megamorph or disguise ability (CR 702.37, 702.168): it
	// may be cast face down for {3} and turned face up for its cost; nil for none.
	FaceDown *FaceDownCast
	// EntersPrepared: the permanent enters the battlefield prepared ("This creature
	// enters prepared"; as "enters tapped", CR 614.1c).
	EntersPrepared bool
}

// Faces lists what a card may be cast as besides itself, numbered from 1 by
// ActionRare.Face: the halves of a split card (which must be chosen, CR 709.3) or the
// Adventure of an adventurer card (715.3), the Omen of an omen card, or the spell face of
// a prepare card (cast only as a copy, from the prepared permanent); nil for other cards.
func (d *CardDef) Faces() []*CardDef {
	switch {
	case d.Halves != nil:
		return d.Halves
	case d.Adventure != nil:
		return []*CardDef{d.Adventure}
	case d.Prepare != nil:
		return []*CardDef{d.Prepare}
	case d.Omen != nil:
		return []*CardDef{d.Omen}
	}
	return nil
}

// handFace is the spell an adventurer or omen card may be cast as instead of itself from
// its owner's hand (CR 715.3; omens likewise), or nil.
func (d *CardDef) handFace() *CardDef {
	if d.Adventure != nil {
		return d.Adventure
	}
	return d.Omen
}

// AsEnters is a choice made as a permanent enters the battlefield.
type AsEnters struct {
	ChooseColor bool
	// ChooseType: choose one of these card types (Archon of Valor's Reach).
	ChooseType []CardType
	// CopyCreature: it may enter as a copy of a creature on the battlefield, with
	// CopyExtra abilities added (Evil Twin; CR 707.2, 614.1c).
	CopyCreature bool
	CopyExtra    []*Ability
	// ChoosePlayer: choose a player (True-Name Nemesis); with OpponentOnly, an opponent
	// (Nyxathid).
	ChoosePlayer bool
	OpponentOnly bool
	// ChooseSubtype: choose a creature type, one of Subtypes ("choose Elemental, Elf, ...
	// or Treefolk"; nil: any, CR 205.3m), kept as the permanent's ChosenSubtype()
	// (rules/chosen.go).
	ChooseSubtype bool
	Subtypes      []string
	// ChooseParity: choose odd or even (ChosenParity).
	ChooseParity bool
}

// CounterGrant is a number of counters of one kind, put on a permanent as it enters when
// If (nil: always) holds; X is the value of X of the spell it was (CR 107.3m).
type CounterGrant struct {
	Kind   CounterKind
	Amount Amount
	If     *Condition
}

// AbilityKind says what kind of ability an Ability is.
type AbilityKind uint8

// The kinds of abilities (CR 113.3).
const (
	SpellAbility AbilityKind = iota
	ActivatedAbility
	ManaAbility
	TriggeredAbility
	StaticAbility
	LoyaltyAbility
)

// Ability is one ability of a card, or the effect of an instant or sorcery.
type Ability struct {
	Kind AbilityKind
	Text string

	// Costs of activated and loyalty abilities (CR 602.1, 606).
	Cost      Cost
	Tap       bool
	SacSelf   bool
	SacX      *Filter // sacrifice X permanents matching this filter
	PayLife   Amount  // life to pay (zero Amount: none)
	PayEnergy int     // energy counters to pay, "Pay {E}{E}" (CR 107.14)
	// MaxSpeed: "Max speed — [this ability]": it works only while its controller has
	// max speed (CR 702.178a; rules/speed.go).
	MaxSpeed bool
	// Crew: the cost taps other untapped creatures of total power Crew or greater (crew N,
	// CR 702.122a; rules/crew.go); 0: none.
	Crew         int
	Loyalty      int // loyalty change of a loyalty ability
	SorcerySpeed bool
	// CombatOnly: "Activate only during combat" (the combat phase, CR 506.1).
	CombatOnly bool
	// Sac: sacrifice one permanent matching this filter as a cost (CR 602.2b, 118.3).
	Sac *Filter
	// RemoveCounters: remove this many counters of RemoveKind (with RemoveAny, of any
	// kinds; rules/removecounters.go) from the source as a cost.
	RemoveCounters int
	RemoveKind     CounterKind
	RemoveAny      bool
	// Blight: "Blight N", put N -1/-1 counters on a creature you control as a cost
	// (rules/blight.go).
	Blight int
	// AnyPlayer: any player may activate this ability (CR 602.2; Fan Favorite).
	AnyPlayer bool
	// FromHand: the ability functions only while the card is in its owner's hand, and
	// DiscardSelf discards the card as a cost (cycling, CR 702.29a; rules/cycling.go).
	FromHand    bool
	DiscardSelf bool
	// FromGraveyard: the ability works only while the card is in its owner's graveyard,
	// and ExileSelf exiles the card from there as a cost (rules/graveyardabilities.go).
	FromGraveyard bool
	ExileSelf     bool
	// OncePerTurn: "Activate only once each turn" (CR 602.5b; rules/once.go).
	OncePerTurn bool
	// ActivateIf: "Activate only if ...": the ability may be activated only while this
	// holds (CR 602.5b; rules/conditions.go).
	ActivateIf *Condition
	// OnlyOnce: the ability may be activated only once while its permanent is on the
	// battlefield (power-up: "Activate each power-up ability only once"; rules/once.go).
	OnlyOnce bool
	// LessIfEntered: the cost is reduced by the permanent's mana cost if it entered the
	// battlefield this turn (power-up; CR 601.2f).
	LessIfEntered bool
	// OpponentsTurnBeforeAttacks: a spell that can be cast only during an opponent's
	// turn, before attackers are declared (Siren's Call).
	OpponentsTurnBeforeAttacks bool

	// Mana abilities: the kinds of mana one activation can make (one of them); ManaCount
	// mana of that kind ("{T}: Add {C}{C}"; 0 means 1).
	Produces  uint8
	ManaCount uint8
	// ProducesWithCounter, when not 0, replaces Produces while the source has a counter
	// of kind WithCounter on it ("If Gemstone Caverns has a luck counter on it, instead
	// add one mana of any color").
	ProducesWithCounter uint8
	WithCounter         CounterKind
	// ChoosePlayerMana: a mana ability "Choose a player. That player adds ..." (Victory
	// Chimes, Spectral Searchlight); the chosen player picks the kind among Produces.
	ChoosePlayerMana bool
	// ProducesChosen: the ability makes mana of the color chosen for its permanent ("Add
	// one mana of the chosen color"); nothing while none was chosen (rules/chosen.go).
	ProducesChosen bool

	// Triggered abilities (CR 603).
	Trigger *Trigger
	If      *Condition // intervening "if" clause (CR 603.4)

	Targets []TargetSpec
	Effects []Effect

	// Static abilities (CR 604).
	Static *Static

	// Modal spells (CR 700.2): choose ModeCount of Modes as the spell is cast (601.2b),
	// the same one more than once with ModeRepeat (700.2d).
	Modes     []Mode
	ModeCount int
	// ModeMin: "Choose one or both" / "one or more": at least ModeMin modes and at most
	// ModeCount (CR 700.2); 0: exactly ModeCount.
	ModeMin    int
	ModeRepeat bool
	// ModeCountPaid: when not 0, the modes chosen (exactly) if the spell's optional
	// additional cost is paid ("Choose one. If this spell was cast using teamwork,
	// choose both instead.").
	ModeCountPaid int
	// ModeUpTo: a modal triggered ability's "choose up to one —": no mode may be chosen
	// (CR 700.2; rules/modaltrigger.go).
	ModeUpTo bool
}

// TargetKind is what a target may be.
type TargetKind uint8

// Target kinds (CR 115).
const (
	TargetAny                  TargetKind = iota // creature, player, planeswalker or battle
	TargetPlayer                                 // a player
	TargetOpponent                               // an opponent
	TargetPermanent                              // a permanent matching Filter
	TargetPlayerOrPlaneswalker                   // a player or planeswalker
	TargetSpell                                  // a spell on the stack matching Filter
	TargetCardInGraveyard                        // a card in a graveyard matching Filter (CR 115.1)
	TargetTeammate                               // a teammate: another player of the controller's team (CR 804.2)
)

// TargetSpec describes one target word of a spell or ability.
type TargetSpec struct {
	Kind   TargetKind
	Filter Filter
	Count  int // number of distinct targets; 0 means 1
	// UpTo: "up to Count" targets: fewer may be chosen (CR 601.2c, 115.1). Only the last
	// target spec of an ability may be UpTo.
	UpTo bool
	// CountX: "X target ...": exactly X targets, X chosen with the costs (CR 601.2b-c); it
	// goes with UpTo and Count the most X may be.
	CountX bool
	// MaxX: at most X of these targets, X of the spell ("up to X target creatures").
	MaxX bool
}

func (t TargetSpec) count() int {
	if t.Count == 0 {
		return 1
	}
	return t.Count
}

// Rel is a relation between a player and the controller of an ability.
type Rel uint8

// Relations used by filters and selectors.
const (
	AnyPlayer Rel = iota
	You
	YourTeam // you or a teammate
	Opponent
	NotYou // any player but you (a teammate or an opponent)
)

// Filter selects objects by their characteristics (all set fields must match).
type Filter struct {
	Types       TypeSet // has at least one of these types; zero: any
	NotTypes    TypeSet // has none of these types
	NotColors   ColorSet
	Colors      ColorSet // has at least one of these colors; zero: any
	Subtype     string
	Super       Supertype
	Controller  Rel
	Token       bool
	NoFlying    bool
	ChosenColor bool // has the color chosen for the source (Teferi's Moat)
	Other       bool // not the source itself
	Tapped      bool // is tapped
	Attacking   bool // is an attacking creature
	Blocking    bool // is a blocking creature (CR 509.1g)
	// AttackedThisTurn: was declared as an attacker this turn ("creatures that attacked
	// this turn", Relentless Assault).
	AttackedThisTurn bool
	NotToken         bool // is not a token
	MinPower         int  // power MinPower or greater (when > 0)
	LimitPower       bool // power MaxPower or less
	MaxPower         int
	PowerAtMostX     bool       // power X or less, X of the spell or ability (CR 107.3)
	MinManaValue     int        // mana value MinManaValue or greater (when > 0; X is 0, CR 202.3b)
	SameName         bool       // has the same name as the source
	HasKeywords      KeywordSet // has all of these keywords
	HasPlusOne       bool       // has a +1/+1 counter on it
	HasCounter       bool       // has a counter of any kind on it
	LimitManaValue   bool       // mana value MaxManaValue or less (X is 0, CR 202.3b)
	MaxManaValue     int
	// Or: the object also matches at least one of these ("artifact, enchantment, or
	// creature with flying"); empty: no such test.
	Or []Filter
	// NotSubtype: doesn't have this subtype ("non-Demon creatures").
	NotSubtype string
	// Itself: is the source itself ("Juggernaut can't be blocked by Walls").
	Itself bool
	// HasCounterKind: has a counter of kind CounterKind on it ("creatures with bribery
	// counters on them").
	HasCounterKind bool
	CounterKind    CounterKind
	// MinCounters: with HasCounterKind, at least this many counters of the kind (0: one;
	// "if there are two or more ki counters on it").
	MinCounters int
	// ColorCount: is colorless, monocolored or multicolored (rules/colorcount.go).
	ColorCount ColorCount
	// Designated: has every designation of this set ("as long as CARDNAME is
	// monstrous"; rules/designations.go).
	Designated Designation
	// ChosenSubtype: has the creature type chosen for the source ("of the chosen type");
	// ChosenParity: its mana value has the parity chosen for it ("with mana value of the
	// chosen quality"). Nothing matches while none was chosen (rules/chosen.go).
	ChosenSubtype bool
	ChosenParity  bool
	// NotSuper: has none of these supertypes ("nonbasic land", "nonlegendary creature").
	NotSuper Supertype
}

// Target is a chosen target or affected thing: a player or an object.
type Target struct {
	Player PlayerID
	Obj    ObjID
}

// PlayerTarget and ObjTarget build Targets.
func PlayerTarget(p PlayerID) Target { return Target{Player: p, Obj: NoObj} }

// ObjTarget builds a Target naming an object.
func ObjTarget(o ObjID) Target { return Target{Player: NoPlayer, Obj: o} }

// IsPlayer reports whether the target is a player.
func (t Target) IsPlayer() bool { return t.Obj == NoObj && t.Player != NoPlayer }

// EventKind is a kind of game event that abilities can trigger on.
type EventKind uint8

// Game events.
const (
	EvNone EventKind = iota
	EvEntersBattlefield
	EvDies
	EvAttacks
	EvDealtDamage
	EvDealsDamage
	EvLosesLife
	EvGainsLife
	EvTapForMana
	EvBeginStep
	EvState // state trigger (CR 603.8), checked with state-based actions
	EvCast
	EvCountersPut       // counters are put on a permanent (CR 122.6); Player: who put them
	EvBlocks            // a creature is declared as a blocker (CR 509.1); Obj: the blocker, Source: the attacker it blocks
	EvWinsCoinFlip      // a player wins a coin flip (CR 705.2); Player: who
	EvDraws             // a player draws a card (CR 121.1); Player: who
	EvLeavesBattlefield // a permanent leaves the battlefield (CR 603.6c); Obj: the old object
	EvPutIntoGraveyard  // a card is put into a graveyard from anywhere; Obj: the card in the graveyard
	EvTeamCombatDamage  // players of a team were dealt combat damage in a step (once per team and step); Player: one of them
	EvBecomesBlocked    // an attacking creature becomes blocked, once however many block it (CR 509.3c); Obj: the attacker
	EvAttacksAlone      // a creature attacks alone: the only one declared as an attacker (CR 506.5); Obj: the attacker
	// EvLastCounterRemoved: the last counter of a kind is removed from a permanent; Obj:
	// the permanent, Player: who removed it, Counter: the kind.
	EvLastCounterRemoved
	// EvBecomesTarget: a permanent becomes the target of a spell or ability (CR 115.1),
	// once per spell or ability however many of its targets it is; Obj: the permanent;
	// Player: the controller of the spell or ability; Item: its stack item.
	EvBecomesTarget
	// EvTurnedFaceUp: a face-down permanent is turned face up (CR 702.37e, 708.8); Obj:
	// the permanent; Amount: the X of the cost paid to turn it (107.3).
	EvTurnedFaceUp
	// EvBecomesTapped: an untapped permanent becomes tapped (CR 701.21a; rules/becomestapped.go);
	// Obj: the permanent; Player: its controller.
	EvBecomesTapped
	// EvPlayerAttacks: a player attacks, one or more creatures they control declared as
	// attackers (CR 508.3d, "whenever you attack"); Player: that player.
	EvPlayerAttacks
	// EvBecomesDesignated: a permanent becomes monstrous or renowned (CR 701.37b,
	// 702.112b; rules/designations.go); Obj: the permanent; Amount: the Designation.
	EvBecomesDesignated
	// EvLeavesGraveyard: one or more cards leave a player's graveyard at once (one event
	// for them all; rules/thisturn.go); Player: whose graveyard.
	EvLeavesGraveyard
)

// Trigger is the condition of a triggered ability.
type Trigger struct {
	Event     EventKind
	Self      bool    // the event is about this object (or, with Enchanted, the creature it enchants too)
	Enchanted bool    // the event may be about the enchanted creature
	Filter    *Filter // objects the event may be about (relative to the ability's controller)
	Player    Rel     // for player events: whose
	ToPlayer  bool    // EvDealsDamage: only damage dealt to a player
	Combat    bool    // only combat damage
	Step      Step    // EvBeginStep: which step
	Each      bool    // EvBeginStep: "each player's" step: once per player of the active team (CR 805.4d)
	State     *Condition
	// PlusOne: EvCountersPut only of +1/+1 counters.
	PlusOne bool
	// Counter: EvLastCounterRemoved and Reaches: the kind of counters ("the last
	// intervention counter", "the fifth plan counter").
	Counter CounterKind
	// FromGraveyard: the ability triggers while its card is in its owner's graveyard.
	FromGraveyard bool
	// AttacksOpponent: EvAttacks only when the creature attacks a player who is an opponent
	// of the ability's controller (not a planeswalker).
	AttacksOpponent bool
	// SpellTargets: EvCast only of a spell with a target matching this filter ("a spell
	// that targets a creature you control"; CR 115.1).
	SpellTargets *Filter
	// NthDraw: EvDraws only of the player's card of this number this turn ("your second
	// card each turn"); 0: every card.
	NthDraw int
	// Reaches: EvCountersPut only of counters of kind Counter that bring their number
	// from below Reaches to Reaches or more: a Saga's chapter ability (lore counters, CR
	// 714.2b), "when the fifth plan counter is put on this enchantment".
	Reaches int
	// Designation: EvBecomesDesignated only of this designation ("When CARDNAME becomes
	// monstrous").
	Designation Designation
	// FirstEachTurn: EvGainsLife only of the player's first life gain this turn ("for the
	// first time each turn").
	FirstEachTurn bool
}

// Static is a static ability's effect (CR 604, 613).
type Static struct {
	Kind StaticKind
	// Affected objects, relative to the source (layered effects and restrictions).
	Affects Affects
	Filter  Filter
	// The modification (layered kinds).
	Power, Toughness       int
	SetPower, SetToughness int
	Keywords               KeywordSet
	AddTypes               TypeSet
	SetSubtypes            []string
	Amount                 int
	CDA                    AmountKind // characteristic-defining P/T (CR 604.3)
	// Counter: the counters AmtSourceCounters counts for StModifyPTPer ("for each strife
	// counter on Crescendo of War").
	// CounterOnly: StOneMoreCounter applies to counters of kind Counter only.
	Counter     CounterKind
	CounterOnly bool
	// Per: for StModifyPTPer counting AmtCountFilter, the permanents counted ("for each
	// other Goblin you control").
	Per *Filter
	// CDAPowerOnly: StCDA defines the power only ("CARDNAME's power is equal to ...").
	CDAPowerOnly bool
	Cond         *Condition // applies only while this holds
	// Against: for StCantBlockThose, the attackers the affected creatures can't block;
	// for StProtection, the quality: the objects they have protection from.
	Against *Filter
	// Mana: for StExtraMana, the kinds the additional mana can be (bit i: ManaKind i);
	// zero means one mana of any color.
	Mana uint8
	// Grant: for StGrantTrigger, the triggered ability the affected permanents have.
	Grant *Ability
	// AddChosen: for StAddTypes, the affected objects also have the creature type chosen
	// for the source (rules/chosen.go; "is the chosen type in addition to its other types").
	AddChosen bool
}

// Affects says which objects a static ability looks at.
type Affects uint8

// Affected-object selectors for static abilities and continuous effects.
const (
	AffectsSelf Affects = iota
	AffectsEnchanted
	AffectsFilter // all permanents matching Filter (relative to the source's controller)
	AffectsPlayer // the source's controller (and so, for team rules, the team)
)

// StaticKind is a kind of static ability.
type StaticKind uint8

// Static ability kinds: layered effects first, then rule-modifying effects.
const (
	StModifyPT    StaticKind = iota // layer 7c
	StSetPT                         // layer 7b
	StAddKeywords                   // layer 6
	StBecome                        // layers 4 and 7b: becomes a creature of a type with set P/T
	StCDA                           // layer 7a
	StControl                       // layer 2
	StCantAttack
	StCantBlock
	StCantAttackYou // creatures matching Filter can't attack you (or, in older editions, your team)
	StAttackTax     // creatures can't attack you (or, with Filter's types, permanents of yours matching it) unless their controller pays Amount for each
	StCantLose      // you (so your team) can't lose the game (CR 810.8a)
	StOpponentsCantWin
	StNoLoseForLife // you don't lose for having 0 or less life
	StLifeCantChange
	StMustBeBlocked // must be blocked if able, by Amount or more creatures if able
	StCantGainLife
	StOpponentsCantGainLife      // your opponents can't gain life
	StDoesntUntap                // the affected permanents don't untap in their controller's untap step
	StCantBeBlockedByMore        // can't be blocked by more than Amount creatures
	StCantAttackOrBlockAlone     // can't attack or block alone (CR 506.5)
	StCantBlockThose             // the affected creatures can't block creatures matching Against
	StCantCastChosenType         // players can't cast spells of the source's chosen card type
	StDoubleTokens               // effects create twice as many tokens under your control
	StDoubleCounters             // effects put twice as many counters on permanents you control
	StPreventCombatDamageSelf    // prevent all combat damage dealt to and dealt by the affected
	StUntapOnOthersUntap         // the affected untap during each other player's untap step (Seedborn Muse)
	StMustAttack                 // the affected creatures attack each combat if able (CR 508.1d)
	StCantBeBlockedByLessPower   // creatures with less power than the affected one can't block it
	StPreventDamageAsCounters    // damage to other creatures you control is prevented; +1/+1 counters instead (Vigor)
	StOpponentAttacksWithAll     // if a creature an opponent controls attacks, all that opponent's creatures attack if able
	StProtectionFromChosenPlayer // protection from the player chosen as it entered (CR 702.16)
	StAddTypes                   // layer 4: the affected gain AddTypes and the subtypes SetSubtypes in addition to their own
	StModifyPTPer                // layer 7c: +Power/+Toughness for each one counted by the amount kind CDA (Kor Spiritdancer)
	StOneMoreCounter             // counters put on permanents matching Filter: that many plus one instead (Pir, Hardened Scales; CR 614.1a)
	StGrantTrigger               // layer 6: the affected permanents have the triggered ability Grant (Grothama)
	StGrantAbility               // layer 6: the affected permanents have the activated or mana ability Grant (Karametra's Favor)
	StBlockAdditional            // the affected creatures can block Amount additional creatures each combat (CR 509.1a)
	StAllColorless               // layer 5: the affected permanents, and every object not on the battlefield, are colorless
	StSpendAnyColor              // players may spend mana as though it were mana of any color
	StExtraMana                  // the affected permanents make one more mana of any color when tapped for mana (CR 605.1b)
	StCantGetPoison              // you (so, with shared poison, your team) can't get poison counters (CR 810.10c)
	StNoMinusOneCounters         // the affected permanents can't have -1/-1 counters put on them (CR 122.6, 120.3d)
	StLoseKeywords               // layer 6: the affected permanents lose Keywords (CR 613.1f)
	// StCantAttackUnlessMore: the creature can't attack unless its controller controls
	// more permanents matching Filter than the defending player (CR 805.10e: the player
	// it would attack).
	StCantAttackUnlessMore
	// StCantBlockUnlessMore: the creature can't block unless its controller controls more
	// permanents matching Filter than the attacking player (CR 805.10c: the controller of
	// the attacking creature it would block).
	StCantBlockUnlessMore
	// StPlayerHexproof: you have hexproof: you can't be the target of spells or abilities
	// your opponents control (CR 702.11c). It covers only its controller, not the team:
	// no team rule extends it (Leyline of Sanctity).
	StPlayerHexproof
	// StPlayersCantGainLife: "Players can't gain life" (every player; in 2HG every team,
	// CR 810.9g).
	StPlayersCantGainLife
	// StDamageCantBePrevented: "Damage can't be prevented" (CR 615.12): prevention
	// effects, protection's included, don't apply.
	StDamageCantBePrevented
	// StOpponentsCardsExiled: "If a card would be put into an opponent's graveyard from
	// anywhere, exile it instead" (a replacement effect, CR 614.1a). In 2HG the opponents
	// are both players of the other team.
	StOpponentsCardsExiled
	// StDamageAsInfect: "As long as you have 0 or less life, all damage is dealt to you as
	// though its source had infect" (Phyrexian Unlife, with a Cond): damage dealt to you
	// gives poison counters, your team's in 2HG (CR 120.3b, 702.90b, 810.10).
	StDamageAsInfect
	// StDamageLeavesOne: "damage that would reduce your life total to less than 1 reduces it
	// to 1 instead" (Angel's Grace; a replacement effect, CR 614.1a). Damage dealt to you
	// only, not to your teammate, though the total is shared (CR 810.9).
	StDamageLeavesOne
	// StMaxAttackers, StMaxBlockers: "No more than Amount creature(s) can attack (block)
	// each combat" (Silent Arbiter; restrictions on the whole declaration, CR 508.1c,
	// 509.1b). In 2HG they count the whole team's declaration, since a team declares all
	// its attackers (or blockers) at once (CR 805.10a, 805.10b).
	StMaxAttackers
	StMaxBlockers
	// StBlockTax: creatures can't block unless their controller pays Amount generic mana
	// for each of them (CR 509.1d-f; Archangel of Tithes "as long as it's attacking").
	StBlockTax
	// StCantBeBlocked: the affected creatures can't be blocked (CR 509.1b).
	StCantBeBlocked
	// StCantBeCountered: "This spell can't be countered" (on the spell; it functions on
	// the stack, CR 113.6g).
	StCantBeCountered
	// StBlocksOnlyFlying: the creature can block only creatures with flying (CR 509.1b).
	StBlocksOnlyFlying
	// StShuffleIntoLibraryInstead: "If this would be put into a graveyard from anywhere,
	// reveal it and shuffle it into its owner's library instead" (a replacement effect on
	// the card itself, CR 614.1a; it functions in every zone, like the rulings say).
	StShuffleIntoLibraryInstead
	// StGainLifePlusOne: "If you would gain life, you gain that much life plus 1 instead"
	// (CR 614.1a). "You" is the player, not the team (CR 810.9: the team's total gains it).
	StGainLifePlusOne
	// StPreventDamageToSelf: "Prevent all damage that would be dealt to this" (CR 615).
	StPreventDamageToSelf
	// StExileIfDies: "If this would die, exile it instead" (CR 614.1a).
	StExileIfDies
	// StProtection: the affected permanents have protection from each object matching
	// Against, the quality ("protection from black", "from artifacts", "from Goblins";
	// CR 702.16a): rules/protection.go.
	StProtection
	// StMayNotUntap: "You may choose not to untap CARDNAME during your untap step": its
	// controller's team chooses, as the untap step begins, whether it untaps (CR 502.3;
	// rules/tapped.go).
	StMayNotUntap
	// StSpellsCostLess: spells matching Filter that the source's controller casts cost
	// Amount generic mana less ("Artifact spells you cast cost {1} less to cast", CR
	// 601.2f; rules/costless.go).
	StSpellsCostLess
	// StStoried: storied, its controller gets an enduring story with three or more
	// artifacts, legendaries and Sagas (rules/storied.go).
	StStoried
	// StNoMaxHandSize: the source's controller has no maximum hand size (CR 402.2;
	// rules/handsize.go).
	StNoMaxHandSize
	// StCantAttackUnlessDefenderControls: the creature can't attack unless defending
	// player controls a permanent matching Filter ("unless defending player controls an
	// Island"; CR 508.1c, 805.10e: the player it would attack; rules/designations.go).
	StCantAttackUnlessDefenderControls
	// StCantBeBlockedByGreaterPower: creatures with greater power than the affected one
	// can't block it (skulk, CR 702.118b).
	StCantBeBlockedByGreaterPower
)

// Condition is a test on the game from an ability's point of view: an intervening "if",
// a state trigger, or when a static ability applies.
type Condition struct {
	Kind   CondKind
	N      int
	Types  TypeSet
	Filter *Filter // CondControls: the permanents counted
	// Any: the conditions of CondAnyOf, one of which must hold.
	Any []Condition
	// Not negates the condition: a negative question ("defending player controls no black
	// permanents") holds when its positive counterpart doesn't (606.7a of 2008, 810.7b of
	// 2011: so a question about both defending players is yes only if neither would say yes).
	Not bool
	// Alt: CondAltCostPaid, the kind of cost paid.
	Alt AltCostKind
	// Max: CondLevel, the most level counters (0: no most).
	Max int
}

// CondKind is a kind of Condition.
type CondKind uint8

// Condition kinds.
const (
	CondLifeAtLeast              CondKind = iota // your life total is N or more
	CondOpponentLifeAtMost                       // an opponent has N or less life
	CondSelfIsType                               // the source has one of Types
	CondSelfUntapped                             // the source is untapped
	CondTeamGainedLife                           // your team gained life this turn
	CondOpponentsAtLeast                         // you have N or more opponents
	CondNotAttached                              // the source is not attached to anything
	CondControls                                 // N (0 means 1) or more permanents match Filter
	CondXAtLeast                                 // the X of the spell or permanent is N or more
	CondYourTurn                                 // it is your team's turn (CR 805.4)
	CondNever                                    // never holds ("enters the battlefield tapped")
	CondSelfMatches                              // the source is on the battlefield and matches Filter ("as long as it's attacking")
	CondOpponentMoreLands                        // an opponent controls more lands than you (Land Tax)
	CondOpponentPoisoned                         // an opponent of the controller is poisoned (CR 810.10d)
	CondTargetControllerPoisoned                 // the controller of the first object target (a spell) is poisoned
	CondDefendingPoisoned                        // the player the source attacks is poisoned (CR 805.10e)
	// CondDefendingControls: the player the source attacks controls a permanent matching
	// Filter (CR 805.10e; either defending player in 2008 and 2011, 810.7b of 2011).
	CondDefendingControls
	// CondEchoDue: the source came under its controller's control since the beginning of
	// their last upkeep and its echo cost isn't paid yet (CR 702.30a; rules/echo.go).
	CondEchoDue
	// CondKicked: the source, a spell or the permanent it became, was kicked at least N
	// times (0 means 1; CR 702.33d-e).
	CondKicked
	// CondAddCostPaid: "if this spell's additional cost was paid": its optional
	// additional cost was paid, or chosen over its "or pay" mana (CR 118.8b).
	CondAddCostPaid
	// CondPlayerCastLastTurn: a player cast N (0 means 1) or more spells last turn; with
	// Not, "no spells were cast last turn" (N 0) (the werewolves' transform triggers).
	CondPlayerCastLastTurn
	// CondGraveyardAtLeast: N or more cards are in your graveyard (threshold;
	// rules/threshold.go); with a Filter, N or more cards matching it ("three or more
	// creature cards").
	CondGraveyardAtLeast
	// CondEnduringStory: you have an enduring story (storied; rules/storied.go).
	CondEnduringStory
	// CondAltCostPaid: the source, a spell or the permanent it became, was cast with its
	// alternative or optional cost of kind Alt ("if its evoke cost was paid", CR 702.74a).
	CondAltCostPaid
	// CondLevel: the source has at least N level counters and, when Max isn't 0, at
	// most Max (a leveler's "LEVEL N1-N2" or "LEVEL N3+", CR 711.2a-b).
	CondLevel
	// CondAnyOf: at least one of Any holds ("if this land entered this turn or if you
	// control a basic land"; rules/conditions.go).
	CondAnyOf
	// CondSelfEnteredThisTurn: the source is a permanent that entered the battlefield this
	// turn.
	CondSelfEnteredThisTurn
	// CondEventSpentMoreThanPT: the spell of the triggering event was cast with more mana
	// than the source's power or its toughness (increment; rules/manaspent.go).
	CondEventSpentMoreThanPT
	// CondTargets: one of the spell's object targets matches Filter ("if it targets a
	// tapped creature").
	CondTargets
	// CondOpponentDamaged: an opponent of the controller was dealt damage this turn
	// (bloodthirst, CR 702.54a; rules/designations.go).
	CondOpponentDamaged
	// CondSelfWas: the source matched Filter as it last existed on the battlefield (last
	// known information, CR 608.2h): undying's and persist's "if it had no +1/+1
	// counters on it" (702.93a, 702.79a), with Not.
	CondSelfWas
	// CondGainedLifeThisTurn: you gained N (0 means 1) or more life this turn (infusion;
	// rules/thisturn.go).
	CondGainedLifeThisTurn
	// CondLeftGraveyardThisTurn: N (0 means 1) or more cards left your graveyard this
	// turn.
	CondLeftGraveyardThisTurn
	// CondCreaturesDiedThisTurn: N (0 means 1) or more creatures died this turn; with a
	// Filter whose Controller is You, under your control.
	CondCreaturesDiedThisTurn
	// CondExiledThisTurn: N (0 means 1) or more cards were put into exile this turn.
	CondExiledThisTurn
	// CondCastInstantSorceryThisTurn: you cast N (0 means 1) or more instant and sorcery
	// spells this turn.
	CondCastInstantSorceryThisTurn
	// CondEventSpentAtLeast: N or more mana was spent to cast the spell of the triggering
	// event (opus: "if five or more mana was spent to cast that spell", CR 601.2h).
	CondEventSpentAtLeast
	// CondOpponentMoreCards: an opponent has more cards in hand than you.
	CondOpponentMoreCards
	// CondOpponentControlsMore: an opponent controls more permanents matching Filter than
	// you ("if an opponent controls more creatures than you").
	CondOpponentControlsMore
	// CondYourUpkeep: it is your (team's) upkeep ("Activate only during your upkeep";
	// rules/turnconditions.go).
	CondYourUpkeep
	// CondBeforeAttackers: it is your (team's) turn, before attackers are declared (the
	// beginning phase, the precombat main phase or the beginning of combat step).
	CondBeforeAttackers
	// CondPlayerLifeAtMost: a player, any player, has N or less life.
	CondPlayerLifeAtMost
	// CondSpentTwice: two or more mana of each color of Filter.Colors were spent to cast
	// the source ("if {W}{W} was spent to cast it"; rules/spenttwice.go).
	CondSpentTwice
)
