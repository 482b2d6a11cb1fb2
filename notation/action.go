package notation

import "github.com/ettinmtg/ettin/mtg"

// Ref names an object: [Controller's ]Name[#Index]; or a player or team name (then Controller=="" and Index==0).
type Ref struct {
	Controller string // the player whose object it is, "" when not given
	Name       string // card, token, player or team name, as the user spelled it
	Index      int    // ordinal among the matches counting from 1; 0 when not given
}

// Action is one parsed line; the closed set of kinds in this package implements it.
type Action interface {
	// String returns the canonical line, which parses back to an equal Action.
	String() string
	isAction()
}

// Pass is "pass": the team that has priority passes; or "Ann passes": that player (or
// team) passes, where each player plays alone ("Other variants" of the notation).
type Pass struct {
	Who string // the player or team named; "" for plain "pass"
}

// Resolve is "resolve": every team passes until the top object of the stack has resolved.
type Resolve struct{}

// GoTo is "go to <step>": every team passes until that step begins; "go to <step> on
// marker N" (Grand Melee): until that step of turn marker N's turn begins.
type GoTo struct {
	Step   mtg.Step
	Marker int // 0: whichever turn
}

// OnStack is any other line followed by "on stack N" (Grand Melee, CR 807.5b): the action
// is for the stack of turn marker N.
type OnStack struct {
	Action Action
	Stack  int
}

// PlayLand is "Ann plays Forest".
type PlayLand struct {
	Player string
	Card   Ref
}

// Cast is "Ann casts X [using KW] [with X=N] [targeting T1, T2] [assisted by P paying {2}]".
type Cast struct {
	Player     string
	Card       Ref
	Using      string // alternative or additional cost keyword, lower case; "" when none
	X          int    // the chosen X when HasX
	HasX       bool
	Targets    []Ref  // in order; nil when none
	Sacrifice  []Ref  // permanents sacrificed to pay a "sacrifice a ..." cost; nil: chosen by the engine
	AssistedBy string // the assisting teammate; "" when none
	AssistMana string // canonical mana text the assistant pays, e.g. "{2}"
}

// Activate is "Ann activates Prodigal Sorcerer [ability N] [with X=N] [targeting Bea]
// [sacrificing Grizzly Bears] [tapping Grizzly Bears]".
type Activate struct {
	Player    string
	Card      Ref
	Ability   int // 0 = the first non-mana ability; N = the N-th ability as printed
	X         int // the chosen X when HasX
	HasX      bool
	Targets   []Ref // in order; nil when none
	Sacrifice []Ref // permanents sacrificed to pay a "sacrifice a ..." cost; nil: chosen by the engine
	Tapping   []Ref // creatures tapped to crew a Vehicle (CR 702.122a); nil: chosen by the engine
}

// Deploy is "Ann deploys Grizzly Bears -> Abe": the deploy ability of the deploy creatures
// option, a teammate gaining control of the creature (CR 804.2).
type Deploy struct {
	Player   string
	Card     Ref
	Teammate string
}

// TurnFaceUp is "Ann turns Hystrodon face up [with X=N]": the special action turning a
// face-down permanent with morph or disguise face up, its cost paid (CR 702.37e,
// 702.168d), with the value of an X in that cost.
type TurnFaceUp struct {
	Player string
	Card   Ref
	X      int
}

// TapForMana is "Ann taps Forest for {G}": a mana ability activated explicitly.
type TapForMana struct {
	Player string
	Card   Ref
	Mana   string // canonical mana text, e.g. "{G}"
}

// Attack is "Red attacks with A -> Bob, B -> Bea"; empty Attacks is "Red declares no attackers".
type Attack struct {
	Team    string
	Attacks []Pair // nil for no attackers
}

// Block is "Blue blocks with W -> A, S -> B"; empty Blocks is "Blue declares no blockers".
type Block struct {
	Team   string
	Blocks []Pair // nil for no blockers
}

// Pair is one "From -> To" of an attack or block declaration.
type Pair struct {
	From Ref
	To   Ref
}

// Assign is "Red assigns A -> 4 X, 2 Y; B -> Bea" or, with Default, "Red assigns default".
type Assign struct {
	Team        string
	Default     bool
	Assignments []Assignment // nil when Default
}

// Assignment is the damage of one source: "A -> 4 X, 2 Y".
type Assignment struct {
	Source Ref
	Parts  []DamagePart
}

// DamagePart is "4 Wall of Stone", or "Bea" for all of the source's damage.
type DamagePart struct {
	Amount int // 0 = all of it
	To     Ref
}

// Order is "Red orders Hill Giant -> Wall of Stone, Grizzly Bears; ...".
type Order struct {
	Team   string
	Orders []Ordering
}

// Ordering is one creature's damage assignment order: "Hill Giant -> Wall of Stone, Grizzly Bears".
type Ordering struct {
	Source Ref
	Order  []Ref
}

// Choose is "Ann chooses red" or "Ann chooses Bob, Bea": the answer to a pending choice.
type Choose struct {
	Who    string   // player or team
	Values []string // as spelled; the engine interprets them
}

// Mulligan is "Ann mulligans".
type Mulligan struct{ Player string }

// Keep is "Ann keeps".
type Keep struct{ Player string }

// Bottom is "Ann bottoms Island, Forest".
type Bottom struct {
	Player string
	Cards  []Ref
}

// Concede is "Ann concedes".
type Concede struct{ Player string }

func (Pass) isAction()       {}
func (Resolve) isAction()    {}
func (GoTo) isAction()       {}
func (OnStack) isAction()    {}
func (PlayLand) isAction()   {}
func (Cast) isAction()       {}
func (Activate) isAction()   {}
func (TapForMana) isAction() {}
func (Deploy) isAction()     {}
func (TurnFaceUp) isAction() {}
func (Attack) isAction()     {}
func (Block) isAction()      {}
func (Assign) isAction()     {}
func (Order) isAction()      {}
func (Choose) isAction()     {}
func (Mulligan) isAction()   {}
func (Keep) isAction()       {}
func (Bottom) isAction()     {}
func (Concede) isAction()    {}
