package server

import (
	"fmt"

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
// fields of its kind are read; ids are the game's (players 0-3, objects as in the view).
type WireAction struct {
	Kind          string                   `json:"kind"`
	Player        rules.PlayerID           `json:"player"`
	Team          rules.TeamID             `json:"team"`
	Assist        rules.PlayerID           `json:"assist,omitempty"`
	Mana          rules.ManaKind           `json:"mana,omitempty"`
	Bestow        bool                     `json:"bestow,omitempty"`
	Default       bool                     `json:"default,omitempty"`
	Obj           rules.ObjID              `json:"obj,omitempty"`
	Ability       int                      `json:"ability,omitempty"`
	Targets       []rules.Target           `json:"targets,omitempty"`
	X             int                      `json:"x,omitempty"`
	AssistMana    int                      `json:"assistMana,omitempty"`
	Attacks       []rules.AttackDecl       `json:"attacks,omitempty"`
	Blocks        []rules.BlockDecl        `json:"blocks,omitempty"`
	Choices       []int                    `json:"choices,omitempty"`
	Cards         []rules.ObjID            `json:"cards,omitempty"`
	Assign        []rules.DamageAssignment `json:"assign,omitempty"`
	Orders        []rules.Ordering         `json:"orders,omitempty"`
	Modes         []int                    `json:"modes,omitempty"`
	BlockerOrders []rules.BlockerOrdering  `json:"blockerOrders,omitempty"`
}

// wireAction converts an action for the wire.
func wireAction(a rules.Action) WireAction {
	w := WireAction{Kind: actionKinds[a.Kind], Player: a.Player, Team: a.Team, Assist: a.Assist, Mana: a.Mana,
		Bestow: a.Bestow, Default: a.Default, Obj: a.Obj, Ability: a.Ability, Targets: a.Targets, X: a.X,
		AssistMana: a.AssistMana, Attacks: a.Attacks, Blocks: a.Blocks, Choices: a.Choices, Cards: a.Cards}
	if a.Rare != nil {
		w.Assign, w.Orders, w.Modes, w.BlockerOrders = a.Rare.Assign, a.Rare.Orders, a.Rare.Modes, a.Rare.BlockerOrders
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
		Bestow: w.Bestow, Default: w.Default, Obj: w.Obj, Ability: w.Ability, Targets: w.Targets, X: w.X,
		AssistMana: w.AssistMana, Attacks: w.Attacks, Blocks: w.Blocks, Choices: w.Choices, Cards: w.Cards}
	if len(w.Assign)+len(w.Orders)+len(w.Modes)+len(w.BlockerOrders) > 0 {
		a.Rare = &rules.ActionRare{Assign: w.Assign, Orders: w.Orders, Modes: w.Modes, BlockerOrders: w.BlockerOrders}
	}
	return a, nil
}

// View is what one seat may see of the game, for the wire (rules.View with names for
// enumerations). Hands of players the seat may not look at are absent.
type View struct {
	Viewer      rules.PlayerID `json:"viewer"` // -1 for a spectator
	Rules       string         `json:"rules"`
	Turn        int            `json:"turn"`
	ActiveTeam  rules.TeamID   `json:"activeTeam"`
	Step        string         `json:"step"`
	Waiting     string         `json:"waiting"` // the pending decision in words (for people)
	Teams       []TeamView     `json:"teams"`
	Players     []PlayerView   `json:"players"`
	Battlefield []Permanent    `json:"battlefield"`
	Stack       []StackItem    `json:"stack"`
	Over        bool           `json:"over"`
	Winner      rules.TeamID   `json:"winner"` // -1: none (yet), or a draw
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
	Name        string         `json:"name"`
	Team        rules.TeamID   `json:"team"`
	HandSize    int            `json:"handSize"`
	LibrarySize int            `json:"librarySize"`
	Hand        []Card         `json:"hand,omitempty"`
	Graveyard   []Card         `json:"graveyard"`
	Exile       []Card         `json:"exile"`
	Poison      int            `json:"poison"`
	ManaPool    [6]int         `json:"manaPool"` // W, U, B, R, G, colorless
	LandsPlayed int            `json:"landsPlayed"`
	AI          string         `json:"ai,omitempty"` // the computer player holding the seat
	Connected   bool           `json:"connected"`
	Seat        rules.PlayerID `json:"seat"`
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
	Attacking  *rules.Target  `json:"attacking,omitempty"`
	Blocking   rules.ObjID    `json:"blocking"`
	Token      bool           `json:"token,omitempty"`
}

// StackItem is a spell or ability on the stack.
type StackItem struct {
	Name       string         `json:"name"`
	Spell      bool           `json:"spell"`
	Controller rules.PlayerID `json:"controller"`
	Targets    []rules.Target `json:"targets,omitempty"`
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

// Event is one numbered entry of the game's log as the seat may see it.
type Event struct {
	N    int    `json:"n"`
	Text string `json:"text"`
}

// wireView converts a rules.View.
func wireView(v rules.View) View {
	w := View{Viewer: v.Viewer, Rules: v.Edition.String(), Turn: v.Turn, ActiveTeam: v.ActiveTeam, Step: v.Step.String(),
		Waiting: v.PendingText, Over: v.Over, Winner: v.Winner,
		Teams: []TeamView{}, Players: []PlayerView{}, Battlefield: []Permanent{}, Stack: []StackItem{}}
	for _, t := range v.Teams {
		w.Teams = append(w.Teams, TeamView{Name: t.Name, Life: t.Life, Poison: t.Poison, Lost: t.Lost, Players: t.Players})
	}
	for i, p := range v.Players {
		pv := PlayerView{Name: p.Name, Team: p.Team, HandSize: p.HandSize, LibrarySize: p.LibrarySize,
			Graveyard: cardList(p.Graveyard), Exile: cardList(p.Exile), Poison: p.Poison, ManaPool: p.ManaPool,
			LandsPlayed: p.LandsPlayed, Seat: rules.PlayerID(i)}
		if p.Hand != nil {
			pv.Hand = cardList(p.Hand)
		}
		w.Players = append(w.Players, pv)
	}
	for _, p := range v.Battlefield {
		pm := Permanent{ID: p.ID, Name: p.Name, Owner: p.Owner, Controller: p.Controller, Tapped: p.Tapped, Sick: p.Sick,
			Types: typeNames(p.Types), Subtypes: p.Subtypes, Power: p.Power, Toughness: p.Toughness, Damage: p.Damage,
			Keywords: keywordNames(p.Keywords), AttachedTo: p.AttachedTo, Blocking: p.Blocking, Token: p.Token}
		for k, n := range p.Counters {
			if n != 0 {
				if pm.Counters == nil {
					pm.Counters = map[string]int{}
				}
				pm.Counters[rules.CounterKind(k).String()] = n
			}
		}
		if p.Attacking {
			t := p.Target
			pm.Attacking = &t
		}
		w.Battlefield = append(w.Battlefield, pm)
	}
	for _, s := range v.Stack {
		w.Stack = append(w.Stack, StackItem{Name: s.Name, Spell: s.Spell, Controller: s.Controller, Targets: s.Targets})
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
		w.Actions = append(w.Actions, LegalAction{Line: g.FormatAction(a), Action: wireAction(a)})
	}
	return w
}
