package rules

import "slices"

// View is what one player may see of the game (CR 810.5: teammates see each other's
// hands; nobody sees an opponent's hand or any library order). It holds copies, so it can
// be kept and sent elsewhere.
type View struct {
	Viewer  PlayerID
	Edition Edition
	Variant Variant
	// SharedTurns: Team vs. Team's shared team turns option (CR 805): a team takes turns
	// together, and each of its players holds their own life (PlayerView.Life).
	SharedTurns bool
	Turn        int
	ActiveTeam  TeamID
	Step        Step
	Pending     Decision // options and bounds of an opponent's choice are left out
	PendingText string   // Pending in words (PromptText), for display only: programs read Pending
	Teams       []TeamView
	Players     []PlayerView
	Battlefield []PermanentView
	Stack       []StackView
	// Marker: Grand Melee, the turn marker whose turn and stack (Stack) are being played;
	// Stacks the other markers' stacks (CR 807.5), which a player may act on where they
	// hold priority for them (807.5b). 0 and nil in other variants.
	Marker  int
	Stacks  []MarkerStackView
	Effects []EffectView // continuous effects from resolved spells and abilities at work (CR 611.2)
	Journal []Entry      // the journal entries from the view's start, as the viewer may see them (Game.JournalFor)
	Over    bool
	Winner  TeamID
}

// TeamView is a team's public state.
type TeamView struct {
	Name string
	// Life is the team's life total; where each player holds their own (Team vs. Team
	// with shared team turns) the sum of theirs (PlayerView.Life has each).
	Life    int
	Poison  int
	Lost    bool
	Players []PlayerID
}

// PlayerView is a player's zones as the viewer sees them. Hand is nil for a player the
// viewer may not look at; HandSize is always known.
type PlayerView struct {
	Name        string
	Team        TeamID
	HandSize    int
	LibrarySize int
	Hand        []CardView
	Graveyard   []CardView
	Exile       []CardView
	Poison      int
	Energy      int // energy counters (CR 107.14): public, like poison
	Speed       int // speed (CR 702.179); 0: none
	ManaPool    Pool
	LandsPlayed int
	// Life is the player's life total as effects see it (Game.PlayerLife).
	Life int
	// Left reports whether the player left the game while their team plays on (Team vs.
	// Team with shared team turns, CR 800.4a).
	Left bool
}

// CardView is a card the viewer can see.
type CardView struct {
	ID   ObjID
	Name string
}

// PermanentView is a permanent as everybody sees it.
type PermanentView struct {
	ID         ObjID
	Name       string
	Owner      PlayerID
	Controller PlayerID
	Tapped     bool
	Sick       bool
	Types      TypeSet
	Subtypes   []string
	Power      int
	Toughness  int
	Damage     int
	Keywords   KeywordSet
	Counters   [numCounterKinds]int
	AttachedTo ObjID
	Attacking  bool
	Target     Target // what it attacks, when attacking
	Blocking   ObjID  // what it blocks, or NoObj
	Token      bool
	Prepared   bool // its controller may cast a copy of its spell (the prepare layout)
	// FaceDown: a face-down permanent (CR 708): a 2/2 creature with no name; Card names
	// its card only to its controller (708.5), and to everyone once the game is over
	// (708.9), else "".
	FaceDown bool
	Card     string
}

// StackView is a spell or ability on the stack.
type StackView struct {
	Name       string
	Spell      bool
	Controller PlayerID
	Targets    []Target
	// Obj is the spell, or the ability's source; Ability is the ability's index among the
	// source card's abilities (-1 for a spell, or an ability its card doesn't print).
	Obj     ObjID
	Ability int
	// FaceDown: a face-down spell (CR 708.4); Card names its card to its controller only
	// (708.5), and to everyone once the game is over (708.9), else "".
	FaceDown bool
	Card     string
}

// MarkerStackView is the stack of a Grand Melee turn marker whose turn is not the one
// being played (CR 807.5).
type MarkerStackView struct {
	Marker int
	Items  []StackView
	// Priority is the team holding priority for the stack while its turn waits at a
	// priority point (CR 807.5a), NoTeam while the turn waits between two steps.
	Priority TeamID
}

// ViewFor builds player p's view. For an id that names no player it is an observer's
// view, which shows no hidden card (no hand, no secret log line).
func (g *Game) ViewFor(p PlayerID) View { return g.ViewFrom(p, 0) }

// ViewFrom builds player p's view with only the journal entries from index from on, so
// that a caller following a game action by action (a network client, an invariant
// checker) needn't copy the whole journal each time. For an id that names no player it is
// an observer's view, as ViewFor says.
func (g *Game) ViewFrom(p PlayerID, from int) View {
	v := View{Viewer: p, Edition: g.cfg.Edition, Variant: g.cfg.Variant, SharedTurns: g.cfg.Options.SharedTurns, Turn: g.turn.Number, ActiveTeam: g.turn.Team, Step: g.turn.Step,
		Pending: g.Pending(), Journal: g.JournalFor(p, from), Over: g.over, Winner: g.winner}
	v.PendingText = g.PromptText(v.Pending)
	myTeam := g.TeamOf(p) // NoTeam for an observer: no team's hidden cards
	if v.Pending.Team != myTeam && v.Pending.Kind != DecPriority {
		// An opponent's choice may list their hidden cards, and its bounds count them (the
		// cards of their opening hands they may begin the game with, CR 805.3b).
		v.Pending.Options = nil
		v.Pending.Min, v.Pending.Max = 0, 0
	}
	v.Teams = make([]TeamView, 0, len(g.teams))
	v.Players = make([]PlayerView, 0, len(g.players))
	v.Battlefield = make([]PermanentView, 0, len(g.battlefield))
	for ti, t := range g.teams {
		v.Teams = append(v.Teams, TeamView{Name: t.Name, Life: g.teamLife(TeamID(ti)), Poison: t.Poison, Lost: t.Lost, Players: slices.Clone(t.members)})
	}
	for i := range g.players {
		pl := &g.players[i]
		pv := PlayerView{Name: pl.Name, Team: pl.Team, HandSize: len(pl.hand), LibrarySize: len(pl.library),
			Graveyard: g.cardViews(pl.graveyard), Exile: g.cardViews(pl.exile), Poison: pl.Poison, Energy: pl.Energy, Speed: pl.Speed, ManaPool: pl.Pool, LandsPlayed: pl.LandsPlayed,
			Life: g.PlayerLife(PlayerID(i)), Left: pl.Lost}
		if g.knowsHand(myTeam, PlayerID(i)) {
			pv.Hand = g.cardViews(pl.hand) // CR 810.5, 808.5, 809.7
		}
		v.Players = append(v.Players, pv)
	}
	for _, id := range g.battlefield {
		o := g.obj(id)
		pv := PermanentView{ID: id, Name: o.Cur.Name, Owner: o.Owner, Controller: o.Controller, Tapped: o.Tapped, Sick: o.Sick, Prepared: o.Prepared,
			Types: o.Cur.Types, Subtypes: slices.Clone(o.Cur.Subtypes), Power: o.Cur.Power, Toughness: o.Cur.Toughness, Damage: o.Damage,
			Keywords: o.Cur.Keywords, AttachedTo: o.AttachedTo, Blocking: g.Blocking(id), Token: o.Def.Token}
		for k, n := range o.Counters {
			pv.Counters[k] = int(n)
		}
		pv.Target, pv.Attacking = g.Attacking(id)
		pv.FaceDown, pv.Card = g.faceDownView(o, p)
		v.Battlefield = append(v.Battlefield, pv)
	}
	v.Stack = g.stackViews(g.stack, p)
	v.Effects = g.effectViews()
	if g.melee != nil {
		v.Marker = g.markerNum()
		for i := range g.melee.markers {
			if m := &g.melee.markers[i]; i != g.melee.cur && m.state == markerInTurn {
				v.Stacks = append(v.Stacks, MarkerStackView{Marker: m.num, Items: g.stackViews(m.parked.stack, p), Priority: m.parked.priority})
			}
		}
	}
	return v
}

// stackViews is what player p sees of the items of a stack (nil for none).
func (g *Game) stackViews(st []StackItem, p PlayerID) []StackView {
	if len(st) == 0 {
		return nil
	}
	out := make([]StackView, 0, len(st))
	for _, s := range st {
		o := g.obj(s.Obj)
		sv := StackView{Name: o.Def.Name, Spell: s.Spell, Controller: s.Controller, Targets: append([]Target(nil), s.Res.Targets...), Obj: s.Obj, Ability: -1}
		if !s.Spell {
			sv.Ability = slices.Index(o.Def.Abilities, s.Ability)
		}
		sv.FaceDown, sv.Card = g.faceDownView(o, p)
		out = append(out, sv)
	}
	return out
}

func (g *Game) cardViews(ids []ObjID) []CardView {
	out := make([]CardView, len(ids))
	for i, id := range ids {
		out[i] = CardView{ID: id, Name: g.obj(id).Def.Name}
	}
	return out
}

// Rules is the view's rulebook: the game's variant and edition.
func (v *View) Rules() Rulebook { return Rulebook{v.Variant, v.Edition} }
