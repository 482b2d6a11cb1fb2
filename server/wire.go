package server

import (
	"fmt"

	"github.com/ettinmtg/ettin/bind"

	"github.com/ettinmtg/ettin/rules"
)

// actionKinds name the kinds of action on the wire, indexed by rules.ActionKind.
var actionKinds = [...]string{
	rules.ActPass: "pass", rules.ActPlayLand: "play", rules.ActCast: "cast", rules.ActActivate: "activate",
	rules.ActTapForMana: "tap", rules.ActAttack: "attack", rules.ActBlock: "block", rules.ActAssign: "assign",
	rules.ActChoose: "choose", rules.ActMulligan: "mulligan", rules.ActKeep: "keep", rules.ActBottom: "bottom",
	rules.ActConcede: "concede", rules.ActOrder: "order",
}

// WireAction is a rules.Action on the wire: the same fields, the kind by name. Only the
// fields of its kind are read; ids are the game's (players 0 to N-1 in seat order, objects as in the view,
// -1 for none).
type WireAction struct {
	Kind    string         `json:"kind"`
	Player  rules.PlayerID `json:"player"`
	Team    rules.TeamID   `json:"team"`
	Assist  rules.PlayerID `json:"assist"`
	Mana    rules.ManaKind `json:"mana,omitempty"`
	Bestow  bool           `json:"bestow,omitempty"`
	Default bool           `json:"default,omitempty"`
	Obj     rules.ObjID    `json:"obj"`
	Ability int            `json:"ability,omitempty"`
	// Deploy marks, in a decision's legal actions, an activation of the deploy ability
	// (CR 804.2), for the client's menu; it is ignored in an action sent.
	Deploy        bool           `json:"deploy,omitempty"`
	Targets       []Target       `json:"targets,omitempty"`
	X             int            `json:"x,omitempty"`
	AssistMana    int            `json:"assistMana,omitempty"`
	Attacks       []Attack       `json:"attacks,omitempty"`
	Blocks        []Block        `json:"blocks,omitempty"`
	Choices       []int          `json:"choices,omitempty"`
	Cards         []rules.ObjID  `json:"cards,omitempty"`
	Assign        []Assignment   `json:"assign,omitempty"`
	Orders        []Order        `json:"orders,omitempty"`
	Modes         []int          `json:"modes,omitempty"`
	BlockerOrders []BlockerOrder `json:"blockerOrders,omitempty"`
	// Kicks: a cast paying its kicker cost this many times (CR 702.33).
	Kicks int `json:"kicks,omitempty"`
	// AddCost: a cast paying its optional additional cost (CR 118.8b).
	AddCost bool `json:"addCost,omitempty"`
	// Alt: a cast paying an alternative or optional cost of the card ("evoke", "dash",
	// "buyback", "surge"; rules.AltCostKind).
	Alt string `json:"alt,omitempty"`
	// Stack: Grand Melee, a priority action taken on the stack of this turn marker (CR
	// 807.5b), one the acting player holds priority for beside the stack being played;
	// 0 or absent: the stack being played.
	Stack int `json:"stack,omitempty"`
}

// Target is a player (obj -1) or an object (player -1).
type Target struct {
	Player rules.PlayerID `json:"player"`
	Obj    rules.ObjID    `json:"obj"`
}

// Attack is one attacker and what it attacks (team: the defending team in the older
// editions, else -1).
type Attack struct {
	Attacker rules.ObjID  `json:"attacker"`
	Target   Target       `json:"target"`
	Team     rules.TeamID `json:"team"`
}

// Block is one blocker and the attacker it blocks.
type Block struct {
	Blocker  rules.ObjID `json:"blocker"`
	Attacker rules.ObjID `json:"attacker"`
}

// Assignment is how one creature divides its combat damage.
type Assignment struct {
	Source rules.ObjID `json:"source"`
	Parts  []Damage    `json:"parts"`
}

// Damage is an amount of damage to one player or object.
type Damage struct {
	To     Target `json:"to"`
	Amount int    `json:"amount"`
}

// Order is one attacker's damage assignment order among its blockers (2011 rules).
type Order struct {
	Attacker rules.ObjID   `json:"attacker"`
	Blockers []rules.ObjID `json:"blockers"`
}

// BlockerOrder is one blocker's order among the attackers it blocks (2011 rules).
type BlockerOrder struct {
	Blocker   rules.ObjID   `json:"blocker"`
	Attackers []rules.ObjID `json:"attackers"`
}

func wireTarget(t rules.Target) Target { return Target{Player: t.Player, Obj: t.Obj} }
func (t Target) rules() rules.Target   { return rules.Target{Player: t.Player, Obj: t.Obj} }
func wireTargets(ts []rules.Target) []Target {
	if ts == nil {
		return nil
	}
	out := make([]Target, len(ts))
	for i, t := range ts {
		out[i] = wireTarget(t)
	}
	return out
}
func rulesTargets(ts []Target) []rules.Target {
	if ts == nil {
		return nil
	}
	out := make([]rules.Target, len(ts))
	for i, t := range ts {
		out[i] = t.rules()
	}
	return out
}

// wireAction converts an action for the wire.
func wireAction(a rules.Action) WireAction {
	w := WireAction{Kind: actionKinds[a.Kind], Player: a.Player, Team: a.Team, Assist: a.Assist, Mana: a.Mana,
		Bestow: a.Bestow, Default: a.Default, Obj: a.Obj, Ability: a.Ability, Targets: wireTargets(a.Targets), X: a.X,
		AssistMana: a.AssistMana, Choices: a.Choices, Cards: a.Cards}
	for _, d := range a.Attacks {
		w.Attacks = append(w.Attacks, Attack{Attacker: d.Attacker, Target: wireTarget(d.Target), Team: d.Team})
	}
	for _, b := range a.Blocks {
		w.Blocks = append(w.Blocks, Block{Blocker: b.Blocker, Attacker: b.Attacker})
	}
	if r := a.Rare; r != nil {
		for _, as := range r.Assign {
			wa := Assignment{Source: as.Source, Parts: []Damage{}}
			for _, p := range as.Parts {
				wa.Parts = append(wa.Parts, Damage{To: wireTarget(p.To), Amount: p.Amount})
			}
			w.Assign = append(w.Assign, wa)
		}
		for _, o := range r.Orders {
			w.Orders = append(w.Orders, Order{Attacker: o.Attacker, Blockers: o.Blockers})
		}
		for _, o := range r.BlockerOrders {
			w.BlockerOrders = append(w.BlockerOrders, BlockerOrder{Blocker: o.Blocker, Attackers: o.Attackers})
		}
		w.Modes = r.Modes
		w.Kicks = r.Kicks
		w.AddCost = r.AddCost
		w.Alt = r.Alt.String()
		w.Stack = r.Stack
	}
	return w
}

// rulesAction converts a wire action back; an unknown kind is an error.
func (w WireAction) rulesAction() (rules.Action, error) {
	k := -1
	for i, n := range actionKinds {
		if n == w.Kind {
			k = i
		}
	}
	if k < 0 {
		return rules.Action{}, fmt.Errorf("unknown action kind %q", w.Kind)
	}
	a := rules.Action{Kind: rules.ActionKind(k), Player: w.Player, Team: w.Team, Assist: w.Assist, Mana: w.Mana,
		Bestow: w.Bestow, Default: w.Default, Obj: w.Obj, Ability: w.Ability, Targets: rulesTargets(w.Targets), X: w.X,
		AssistMana: w.AssistMana, Choices: w.Choices, Cards: w.Cards}
	for _, d := range w.Attacks {
		a.Attacks = append(a.Attacks, rules.AttackDecl{Attacker: d.Attacker, Target: d.Target.rules(), Team: d.Team})
	}
	for _, b := range w.Blocks {
		a.Blocks = append(a.Blocks, rules.BlockDecl{Blocker: b.Blocker, Attacker: b.Attacker})
	}
	alt, ok := rules.ParseAltCostKind(w.Alt)
	if !ok && w.Alt != "" {
		return rules.Action{}, fmt.Errorf("unknown alternative cost %q", w.Alt)
	}
	if len(w.Assign)+len(w.Orders)+len(w.Modes)+len(w.BlockerOrders)+w.Kicks+w.Stack > 0 || w.AddCost || alt != rules.AltNone {
		r := &rules.ActionRare{Modes: w.Modes, Kicks: w.Kicks, AddCost: w.AddCost, Alt: alt, Stack: w.Stack}
		for _, as := range w.Assign {
			ra := rules.DamageAssignment{Source: as.Source}
			for _, p := range as.Parts {
				ra.Parts = append(ra.Parts, rules.DamagePart{To: p.To.rules(), Amount: p.Amount})
			}
			r.Assign = append(r.Assign, ra)
		}
		for _, o := range w.Orders {
			r.Orders = append(r.Orders, rules.Ordering{Attacker: o.Attacker, Blockers: o.Blockers})
		}
		for _, o := range w.BlockerOrders {
			r.BlockerOrders = append(r.BlockerOrders, rules.BlockerOrdering{Blocker: o.Blocker, Attackers: o.Attackers})
		}
		a.Rare = r
	}
	return a, nil
}

// View is what one seat may see of the game, for the wire (rules.View with names for
// enumerations). Hands of players the seat may not look at are absent.
type View struct {
	Viewer  rules.PlayerID `json:"viewer"` // -1 for a spectator
	Rules   string         `json:"rules"`
	Variant string         `json:"variant"` // a variant of variantTable: 2hg, duel, free-for-all, teams, emperor
	// Shared: a team shares one life total and poison (2HG, CR 810.9-810.10), shown on the
	// team; else each player's own are on the player (PlayerView.Life and Poison).
	Shared bool   `json:"shared"`
	Range  int    `json:"range,omitempty"`  // a free-for-all's range of influence (0: unlimited)
	Attack string `json:"attack,omitempty"` // a free-for-all's attack option: multiple, left or right
	Deploy bool   `json:"deploy,omitempty"` // creatures have the deploy ability (CR 804; Emperor, Team vs. Team's option)
	// SharedTurns: Team vs. Team's shared team turns option (CR 805): a team of Teams
	// takes turns and holds priority together; each player's life is on the player.
	SharedTurns bool         `json:"sharedTurns,omitempty"`
	Turn        int          `json:"turn"`
	ActiveTeam  rules.TeamID `json:"activeTeam"`
	Step        string       `json:"step"`
	Waiting     string       `json:"waiting"` // the pending decision in words (for people)
	Teams       []TeamView   `json:"teams"`
	Players     []PlayerView `json:"players"`
	Battlefield []Permanent  `json:"battlefield"`
	Stack       []StackItem  `json:"stack"`
	// Marker: Grand Melee, the turn marker whose turn and stack are being played; Stacks
	// the other markers' stacks (CR 807.5). Absent in other variants.
	Marker  int           `json:"marker,omitempty"`
	Stacks  []MarkerStack `json:"stacks,omitempty"`
	Effects []Effect      `json:"effects"` // continuous effects at work from resolved spells and abilities, oldest first
	Over    bool          `json:"over"`
	Winner  rules.TeamID  `json:"winner"` // -1: none (yet), or a draw
	// Sides are the players who win and lose together (CR 102.3): a 2HG team, a player
	// alone, or in Team vs. Team and Emperor the players of a configured team.
	Sides []SideView `json:"sides"`
	// WinnerSide is the side that won (Sides' index; -1: none yet, or a draw): in Team vs.
	// Team and Emperor Winner is one of its players' seats, and the side is who won.
	WinnerSide int `json:"winnerSide"`
}

// SideView is a side's public state.
type SideView struct {
	Name    string           `json:"name"`
	Teams   []rules.TeamID   `json:"teams"`   // its teams (seats), in turn order
	Players []rules.PlayerID `json:"players"` // its players
	// Emperor is the side's emperor (CR 809.2), -1 outside Emperor.
	Emperor rules.PlayerID `json:"emperor"`
	Lost    bool           `json:"lost"` // every player of the side has left the game
}

// TeamView is a team's public state.
type TeamView struct {
	Name    string           `json:"name"`
	Life    int              `json:"life"`
	Poison  int              `json:"poison"`
	Lost    bool             `json:"lost"`
	Players []rules.PlayerID `json:"players"`
}

// PlayerView is a player's zones as the seat sees them: Hand is absent for an opponent.
type PlayerView struct {
	Name        string       `json:"name"`
	Team        rules.TeamID `json:"team"`
	HandSize    int          `json:"handSize"`
	LibrarySize int          `json:"librarySize"`
	Hand        []Card       `json:"hand,omitempty"`
	Graveyard   []Card       `json:"graveyard"`
	Exile       []Card       `json:"exile"`
	Poison      int          `json:"poison"`
	Energy      int          `json:"energy,omitempty"` // energy counters (CR 107.14)
	Speed       int          `json:"speed,omitempty"`  // speed (CR 702.179); 0: none
	Life        int          `json:"life"`             // the player's own life; in 2HG the team's (TeamView)
	// Side is the index of the player's side (View.Sides): players of one side win and
	// lose together.
	Side        int    `json:"side"`
	Emperor     bool   `json:"emperor,omitempty"` // the player is their side's emperor (CR 809.2)
	ManaPool    [6]int `json:"manaPool"`          // W, U, B, R, G, colorless
	LandsPlayed int    `json:"landsPlayed"`
	// Left: the player has left the game while their team plays on (Team vs. Team with
	// shared team turns, CR 800.4a).
	Left      bool           `json:"left,omitempty"`
	AI        string         `json:"ai,omitempty"` // the computer player holding the seat
	Connected bool           `json:"connected"`
	Seat      rules.PlayerID `json:"seat"`
	Clock     *ClockView     `json:"clock,omitempty"` // a person's chess clock, when the table has clocks
}

// Card is a card the seat can see.
type Card struct {
	ID   rules.ObjID `json:"id"`
	Name string      `json:"name"`
}

// Permanent is a permanent as everybody sees it.
type Permanent struct {
	ID         rules.ObjID    `json:"id"`
	Name       string         `json:"name"`
	Owner      rules.PlayerID `json:"owner"`
	Controller rules.PlayerID `json:"controller"`
	Tapped     bool           `json:"tapped,omitempty"`
	Sick       bool           `json:"sick,omitempty"`
	Types      []string       `json:"types"`
	Subtypes   []string       `json:"subtypes,omitempty"`
	Power      int            `json:"power"`
	Toughness  int            `json:"toughness"`
	Damage     int            `json:"damage,omitempty"`
	Keywords   []string       `json:"keywords,omitempty"`
	Counters   map[string]int `json:"counters,omitempty"`
	AttachedTo rules.ObjID    `json:"attachedTo"`
	Attacking  *Target        `json:"attacking,omitempty"`
	Blocking   rules.ObjID    `json:"blocking"`
	Token      bool           `json:"token,omitempty"`
	Prepared   bool           `json:"prepared,omitempty"`
	// FaceDown: a face-down permanent (CR 708), a 2/2 with no name; Card names its card
	// only to its controller (708.5) and to all once the game is over (708.9).
	FaceDown bool   `json:"faceDown,omitempty"`
	Card     string `json:"card,omitempty"`
}

// MarkerStack is the stack of a Grand Melee turn marker whose turn waits while another
// is played (CR 807.5): priority is the team holding priority for it (-1: none, the turn
// waits between two steps).
type MarkerStack struct {
	Marker   int          `json:"marker"`
	Items    []StackItem  `json:"items"`
	Priority rules.TeamID `json:"priority"`
}

// StackItem is a spell or ability on the stack.
type StackItem struct {
	Name       string         `json:"name"`
	Spell      bool           `json:"spell"`
	Controller rules.PlayerID `json:"controller"`
	Targets    []Target       `json:"targets,omitempty"`
	// ID is the spell's object, or the ability's source; Ability is the ability's index
	// among the source card's abilities (-1 for a spell, or an ability not printed on it).
	ID      rules.ObjID `json:"id"`
	Ability int         `json:"ability"`
	// FaceDown: a face-down spell (CR 708.4); Card as for a Permanent.
	FaceDown bool   `json:"faceDown,omitempty"`
	Card     string `json:"card,omitempty"`
}

// Effect is a continuous effect from a resolved spell or ability at work on a permanent
// or a player (rules.EffectView), with Text saying it in words.
type Effect struct {
	Kind       string         `json:"kind"`
	Obj        rules.ObjID    `json:"obj"`    // the permanent it applies to (-1: a player's effect)
	Player     rules.PlayerID `json:"player"` // the player it applies to (-1: a permanent's effect)
	Source     rules.ObjID    `json:"source"`
	SourceName string         `json:"sourceName,omitempty"`
	Until      string         `json:"until"` // end of turn, next turn (the player's), source leaves, forever
	Power      int            `json:"power,omitempty"`
	Toughness  int            `json:"toughness,omitempty"`
	Keywords   []string       `json:"keywords,omitempty"`
	Types      []string       `json:"types,omitempty"`
	Subtypes   []string       `json:"subtypes,omitempty"`
	N          int            `json:"n,omitempty"`
	Name       string         `json:"name,omitempty"`
	Text       string         `json:"text"`
}

// Decision is the pending decision as a seat sees it. Options and Actions are filled
// only for a seat that may act on it: Actions are this seat's legal actions, each ready
// to send back as it is; Act says the server expects this seat to act now (at a team
// decision, one teammate is expected; the other may act too).
type Decision struct {
	Kind      string         `json:"kind"`
	Choice    string         `json:"choice,omitempty"`
	Player    rules.PlayerID `json:"player"`
	Team      rules.TeamID   `json:"team"`
	DecidedBy rules.PlayerID `json:"decidedBy"`
	Text      string         `json:"text"`
	Min       int            `json:"min"`
	Max       int            `json:"max"`
	Options   []Option       `json:"options,omitempty"`
	Actions   []LegalAction  `json:"actions,omitempty"`
	Act       bool           `json:"act"`
}

// Option is one answer to a choice, as its value.
type Option struct {
	Text   string         `json:"text"`
	Player rules.PlayerID `json:"player"`
	Obj    rules.ObjID    `json:"obj"`
	Color  string         `json:"color,omitempty"`
	Mana   int            `json:"mana,omitempty"`
	Type   string         `json:"type,omitempty"`
	Mode   int            `json:"mode,omitempty"`
	Yes    bool           `json:"yes,omitempty"`
}

// LegalAction is one legal action: its line in the notation and its typed form.
type LegalAction struct {
	Line   string     `json:"line"`
	Action WireAction `json:"action"`
}

// wireView converts game g's view v; the sides are public and come from g.
func wireView(g *rules.Game, v rules.View) View {
	w := View{Viewer: v.Viewer, Rules: v.Edition.String(), Variant: wireVariant(v.Variant), Shared: v.Variant.SharedTeams(), Turn: v.Turn, ActiveTeam: v.ActiveTeam, Step: v.Step.String(),
		Waiting: v.PendingText, Over: v.Over, Winner: v.Winner,
		Teams: []TeamView{}, Players: []PlayerView{}, Battlefield: []Permanent{}, Stack: []StackItem{}, Effects: []Effect{}, Sides: []SideView{}, WinnerSide: -1,
		Deploy: g.Config().Options.Deploy, SharedTurns: g.Config().Options.SharedTurns}
	for si := range g.NumSides() {
		sd := g.Side(rules.SideID(si))
		sv := SideView{Name: sd.Name, Teams: sd.Teams, Players: []rules.PlayerID{}, Emperor: sd.Emperor, Lost: g.SideLost(rules.SideID(si))}
		for p := range rules.PlayerID(g.NumPlayers()) {
			// Every player of the side, one who left too (shared team turns, CR 800.4a).
			if g.SideOf(g.TeamOf(p)) == rules.SideID(si) {
				sv.Players = append(sv.Players, p)
			}
		}
		if v.Over && g.SideWon(rules.SideID(si)) {
			w.WinnerSide = si
		}
		w.Sides = append(w.Sides, sv)
	}
	for _, t := range v.Teams {
		w.Teams = append(w.Teams, TeamView{Name: t.Name, Life: t.Life, Poison: t.Poison, Lost: t.Lost, Players: t.Players})
	}
	for i, p := range v.Players {
		pv := PlayerView{Name: p.Name, Team: p.Team, HandSize: p.HandSize, LibrarySize: p.LibrarySize,
			Graveyard: cardList(p.Graveyard), Exile: cardList(p.Exile), Poison: p.Poison, Energy: p.Energy, Speed: p.Speed, ManaPool: p.ManaPool,
			LandsPlayed: p.LandsPlayed, Seat: rules.PlayerID(i), Side: int(g.SideOf(p.Team)), Emperor: g.IsEmperor(rules.PlayerID(i)), Left: p.Left}
		if p.Team >= 0 && int(p.Team) < len(v.Teams) {
			pv.Life = v.Teams[p.Team].Life // a team of one's is the player's (CR 103.4); 2HG's the team's
		}
		if g.Config().Options.SharedTurns {
			pv.Life = p.Life // teams share turns, not life (CR 805, 808)
		}
		if p.Hand != nil {
			pv.Hand = cardList(p.Hand)
		}
		w.Players = append(w.Players, pv)
	}
	for _, p := range v.Battlefield {
		pm := Permanent{ID: p.ID, Name: p.Name, Owner: p.Owner, Controller: p.Controller, Tapped: p.Tapped, Sick: p.Sick,
			Types: typeNames(p.Types), Subtypes: p.Subtypes, Power: p.Power, Toughness: p.Toughness, Damage: p.Damage,
			Keywords: keywordNames(p.Keywords), AttachedTo: p.AttachedTo, Blocking: p.Blocking, Token: p.Token, Prepared: p.Prepared,
			FaceDown: p.FaceDown, Card: p.Card}
		for k, n := range p.Counters {
			if n != 0 {
				if pm.Counters == nil {
					pm.Counters = map[string]int{}
				}
				pm.Counters[rules.CounterKind(k).String()] = n
			}
		}
		if p.Attacking {
			t := wireTarget(p.Target)
			pm.Attacking = &t
		}
		w.Battlefield = append(w.Battlefield, pm)
	}
	w.Stack = wireStack(w.Stack, v.Stack)
	w.Marker = v.Marker
	for _, m := range v.Stacks {
		w.Stacks = append(w.Stacks, MarkerStack{Marker: m.Marker, Items: wireStack([]StackItem{}, m.Items), Priority: m.Priority})
	}
	for _, e := range v.Effects {
		w.Effects = append(w.Effects, Effect{Kind: e.Kind.String(), Obj: e.Obj, Player: e.Player, Source: e.Source, SourceName: e.SourceName,
			Until: e.Until.String(), Power: e.Power, Toughness: e.Toughness, Keywords: keywordNames(e.Keywords), Types: typeNames(e.Types),
			Subtypes: e.Subtypes, N: e.N, Name: e.Name, Text: bind.EffectText(&v, e)})
	}
	return w
}

func cardList(cs []rules.CardView) []Card {
	out := make([]Card, 0, len(cs))
	for _, c := range cs {
		out = append(out, Card{ID: c.ID, Name: c.Name})
	}
	return out
}

// name returns s() or "" when s panics (an enumeration value beyond its names).
func name(s func() string) (n string) {
	defer func() {
		if recover() != nil {
			n = ""
		}
	}()
	return s()
}

func typeNames(ts rules.TypeSet) []string {
	var out []string
	for t := range 16 {
		if ts.Has(rules.CardType(t)) {
			if n := name(rules.CardType(t).String); n != "" {
				out = append(out, n)
			}
		}
	}
	return out
}

func keywordNames(ks rules.KeywordSet) []string {
	var out []string
	for k := range 32 {
		if ks.Has(rules.Keyword(k)) {
			if n := name(rules.Keyword(k).String); n != "" {
				out = append(out, n)
			}
		}
	}
	return out
}

// wireDecision converts the pending decision for a seat; options and actions are left
// out unless the seat may act on it (acts, its legal actions).
func wireDecision(g *rules.Game, d rules.Decision, acts []rules.Action, act bool) *Decision {
	if d.Kind == rules.DecNone {
		return nil
	}
	w := &Decision{Kind: d.Kind.String(), Player: d.Player, Team: d.Team, DecidedBy: d.DecidedBy, Text: g.PromptText(d), Act: act}
	if d.Kind == rules.DecChoice {
		w.Choice = d.Choice.Kind.String()
	}
	if len(acts) == 0 {
		return w
	}
	w.Min, w.Max = d.Min, d.Max
	for _, o := range d.Options {
		wo := Option{Text: o.Text, Player: o.Player, Obj: o.Obj, Mana: int(o.Mana), Mode: int(o.Mode), Yes: o.Yes}
		switch d.Choice.Kind {
		case rules.ChColor, rules.ChManaColor:
			wo.Color = o.Color.String()
		case rules.ChCardType:
			wo.Type = name(o.Type.String)
		}
		w.Options = append(w.Options, wo)
	}
	for _, a := range acts {
		wa := wireAction(a)
		wa.Deploy = a.Kind == rules.ActActivate && g.DeployAbility(a.Obj) == a.Ability && a.Ability >= 0
		w.Actions = append(w.Actions, LegalAction{Line: bind.FormatAction(g, a), Action: wa})
	}
	return w
}

// wireVariant names a variant as table requests and views do ("2hg" for Two-Headed Giant).
func wireVariant(v rules.Variant) string {
	if v == rules.TwoHeadedGiant {
		return "2hg"
	}
	return v.String()
}

// wireStack appends the wire form of the items of a stack to dst.
func wireStack(dst []StackItem, items []rules.StackView) []StackItem {
	for _, s := range items {
		dst = append(dst, StackItem{Name: s.Name, Spell: s.Spell, Controller: s.Controller, Targets: wireTargets(s.Targets), ID: s.Obj, Ability: s.Ability,
			FaceDown: s.FaceDown, Card: s.Card})
	}
	return dst
}
