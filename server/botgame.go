package server

import (
	"encoding/json"

	"errors"
	"fmt"
	"github.com/ettinmtg/ettin/ai"
	"sort"
	"sync"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/deck"
	"github.com/ettinmtg/ettin/decks"
	"github.com/ettinmtg/ettin/mtg"
	"github.com/ettinmtg/ettin/rules"
)

// A network bot has only what its seat was sent: to let package ai's players decide, it
// builds a rules.Game from the seat's view (viewGame). What the view shows is set up as it
// is (battlefield, the hands the seat may see, graveyards, exile, life, poison, the turn
// and step); every card it can't see (an opponent's hand, every library) is a guess drawn
// from the bundled deck that best explains the owner's seen cards, else a basic land. The
// built game holds nothing the seat may not know, so a policy may read it whole
// (ai.NewSituationOn).
//
// The stack is set up as the view shows it (spells and the abilities of permanents,
// with their targets). What a view doesn't carry is left out: effects lasting until end
// of turn, a spell's X, the event that triggered an ability, choices made as a permanent
// entered, the mulligans (who has kept). The bot uses the AI only
// when the built game waits on the same decision as the server's, and sends only actions
// that name objects of the view.

// maxViewCards bounds the hidden cards of a player a view may ask to guess.
const maxViewCards = 1000

// errNoBuild is a view the bot doesn't rebuild (its decision is taken another way).
var errNoBuild = errors.New("view not rebuilt")

// viewGame is a game built from a seat's view, and its object ids to and from the view's.
type viewGame struct {
	g      *rules.Game
	toGame map[rules.ObjID]rules.ObjID // the view's id -> the built game's
	toWire map[rules.ObjID]rules.ObjID // the built game's id -> the view's
}

// buildViewGame builds the game of view v at decision d (both as the seat received
// them); seed draws the guesses of the hidden cards.
func buildViewGame(v *View, d *Decision, seed uint64) (*viewGame, error) {
	vg, err := buildView(v, d, seed, nil)
	var dr *drewError
	if errors.As(err, &dr) {
		// The step began with draws (the draw step): the cards drawn are set on top of
		// the libraries, and drawn again.
		vg, err = buildView(v, d, seed, dr.drew)
	}
	return vg, err
}

// drewError is a built game whose hands hold more cards than the view's: drew[p] more.
type drewError struct{ drew []int }

func (e *drewError) Error() string { return fmt.Sprintf("view: the built hands drew %v", e.drew) }

// buildView builds the game of view v at decision d, with drew[p] cards of player p's
// hand (the last ones) on top of their library instead, to be drawn as the step begins.
func buildView(v *View, d *Decision, seed uint64, drew []int) (*viewGame, error) {
	if v == nil || d == nil || v.Over {
		return nil, errNoBuild
	}
	if v.Turn < 1 {
		// Mulligans: who has kept isn't in the view, so the order of the decisions can't
		// be rebuilt.
		return nil, fmt.Errorf("%w: the game hasn't begun", errNoBuild)
	}
	ed, err := rules.ParseEdition(v.Rules)
	if err != nil {
		return nil, fmt.Errorf("view: %w", err)
	}
	step, err := mtg.ParseStep(v.Step)
	if err != nil {
		return nil, fmt.Errorf("view: %w", err)
	}
	if len(v.Players) > 16 || len(v.Battlefield) > maxViewCards {
		return nil, fmt.Errorf("view: %d players, %d permanents", len(v.Players), len(v.Battlefield))
	}
	for _, pv := range v.Players {
		if pv.HandSize < 0 || pv.LibrarySize < 0 || pv.HandSize+pv.LibrarySize > maxViewCards {
			return nil, fmt.Errorf("view: %s has %d cards in hand and %d in library", pv.Name, pv.HandSize, pv.LibrarySize)
		}
	}
	if len(v.Teams) < 2 || v.ActiveTeam < 0 || int(v.ActiveTeam) >= len(v.Teams) {
		return nil, fmt.Errorf("%w: %d teams, active team %d", errNoBuild, len(v.Teams), v.ActiveTeam)
	}
	ve, err := findVariant(v.Variant)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errNoBuild, err)
	}
	opts := rules.Options{Range: v.Range, Deploy: v.Deploy && ve.Deploy, SharedTurns: v.SharedTurns}
	if v.Attack != "" {
		if opts.Attack, err = rules.ParseAttackOption(v.Attack); err != nil {
			return nil, fmt.Errorf("view: %w", err)
		}
	}
	// The starting team: turns go around the teams in order (without extra turns or
	// players who left).
	n := len(v.Teams)
	start := rules.TeamID(((int(v.ActiveTeam)-(v.Turn-1))%n + n) % n)
	cfg := rules.Config{Variant: ve.V, Options: opts, Edition: ed, Seed: seed, NoShuffle: true, StartingTeam: start}
	if ve.Sides {
		if err := sidesConfig(v, &cfg); err != nil {
			return nil, err
		}
	} else {
		next := rules.PlayerID(0)
		for _, tv := range v.Teams {
			tc := rules.TeamConfig{Name: tv.Name}
			for _, p := range tv.Players {
				// Players are numbered team by team, as the game the server plays.
				if p != next || int(p) >= len(v.Players) {
					return nil, fmt.Errorf("view: team %s lists player %d; expected %d", tv.Name, p, next)
				}
				tc.Players = append(tc.Players, rules.PlayerConfig{Name: v.Players[p].Name})
				next++
			}
			cfg.Teams = append(cfg.Teams, tc)
		}
		if int(next) != len(v.Players) {
			return nil, fmt.Errorf("view: %d players, %d in teams", len(v.Players), next)
		}
	}

	set := rules.Setup{Config: cfg}
	guess := newGuesser(v, seed)
	for p, pv := range v.Players {
		var ps rules.PlayerSetup
		if ps.Hand, err = defsOf(pv.Hand); err != nil {
			return nil, err
		}
		if pv.Hand == nil {
			ps.Hand = guess.cards(p, pv.HandSize)
		}
		ps.Library = guess.cards(p, pv.LibrarySize)
		if p < len(drew) && drew[p] > 0 && drew[p] <= len(ps.Hand) {
			k := len(ps.Hand) - drew[p]
			ps.Library = append(append([]*rules.CardDef(nil), ps.Hand[k:]...), ps.Library...)
			ps.Hand = ps.Hand[:k]
		}
		if ps.Graveyard, err = defsOf(pv.Graveyard); err != nil {
			return nil, err
		}
		if ps.Exile, err = defsOf(pv.Exile); err != nil {
			return nil, err
		}
		ps.Poison = pv.Poison
		// A player who left alone under shared team turns is out of the built game too:
		// no target, choice or priority of theirs (CR 800.4a).
		ps.Left = pv.Left && v.SharedTurns
		ps.Energy = pv.Energy
		set.Players = append(set.Players, ps)
	}
	index := map[rules.ObjID]int{}
	attacking := false
	for i, pm := range v.Battlefield {
		index[pm.ID] = i
		attacking = attacking || pm.Attacking != nil
	}
	// The declarations are made again, from the view.
	replayAttack := attacking && (step == rules.DeclareAttackers || step == rules.DeclareBlockers)
	for _, pm := range v.Battlefield {
		def, err := permanentDef(pm)
		if err != nil {
			return nil, err
		}
		if pm.Controller < 0 || int(pm.Controller) >= len(v.Players) {
			return nil, fmt.Errorf("view: %s controlled by player %d", pm.Name, pm.Controller)
		}
		ps := rules.PermanentSetup{Def: def, Controller: pm.Controller, Tapped: pm.Tapped, Sick: pm.Sick, Prepared: pm.Prepared, Damage: pm.Damage, AttachTo: -1, FaceDown: pm.FaceDown,
			Transformed: def.Back != nil && pm.Name == def.Back.Name, // CR 712.8e
			Flipped:     def.Flip != nil && pm.Name == def.Flip.Name} // CR 710.2
		up := def // the face up
		if ps.Transformed {
			up = def.Back
		}
		if ps.Flipped {
			up = def.Flip
		}
		if ps.FaceDown {
			up = &rules.CardDef{Types: rules.Types(rules.Creature), Toughness: 2} // CR 708.2a
		}
		if tough := up.Toughness + pm.Counters["+1/+1"] - pm.Counters["-1/-1"]; up.Types.Has(rules.Creature) && pm.Damage >= tough {
			// The view's toughness comes from effects the built game lacks: the
			// creature is kept alive with its damage just short of lethal.
			ps.Damage = max(0, tough-1)
		}
		if pm.Attacking != nil && replayAttack {
			ps.Tapped = false // declaring it an attacker again taps it
		}
		for k, n := range pm.Counters {
			kind, ok := rules.ParseCounterKind(k)
			if !ok {
				return nil, fmt.Errorf("view: %s: unknown counter %q", pm.Name, k)
			}
			if ps.Counters == nil {
				ps.Counters = map[rules.CounterKind]int{}
			}
			ps.Counters[kind] = n
		}
		if i, ok := index[pm.AttachedTo]; ok && pm.AttachedTo != rules.NoObj {
			ps.AttachTo = i
		}
		set.Permanents = append(set.Permanents, ps)
	}
	if set.Stack, err = stackSetup(v, index); err != nil {
		return nil, err
	}
	for _, tv := range v.Teams {
		life, poison := tv.Life, tv.Poison
		set.Life = append(set.Life, &life)
		set.Poison = append(set.Poison, &poison)
	}
	if v.SharedTurns {
		for _, pv := range v.Players {
			life := pv.Life // teams share turns, not life (CR 805, 808)
			set.PlayerLife = append(set.PlayerLife, &life)
		}
	}
	begin := step
	if replayAttack {
		begin = rules.DeclareAttackers
	}
	set.Turn = &rules.TurnSetup{Team: v.ActiveTeam, Step: begin, Number: max(1, v.Turn)}
	g, err := rules.NewFromSetup(set)
	if err != nil {
		return nil, fmt.Errorf("view: building the game: %w", err)
	}
	vg := &viewGame{g: g, toGame: map[rules.ObjID]rules.ObjID{}, toWire: map[rules.ObjID]rules.ObjID{}}
	if drew == nil {
		var extra []int
		drawn := false
		for p := range v.Players {
			n := g.ZoneLen(rules.PlayerID(p), rules.ZoneHand) - v.Players[p].HandSize
			extra = append(extra, max(n, 0))
			drawn = drawn || n > 0
		}
		if drawn {
			return nil, &drewError{drew: extra}
		}
	}
	if err := vg.mapIDs(v); err != nil {
		return nil, err
	}
	if err := vg.advance(v, d, step); err != nil {
		return nil, err
	}
	return vg, nil
}

// stackSetup is view v's stack as a Setup's; index gives each permanent's place in v.
func stackSetup(v *View, index map[rules.ObjID]int) ([]rules.StackSetup, error) {
	var out []rules.StackSetup
	spells := map[rules.ObjID]int{} // the spells below, by id
	for i, it := range v.Stack {
		if it.Controller < 0 || int(it.Controller) >= len(v.Players) {
			return nil, fmt.Errorf("view: %s on the stack controlled by player %d", it.Name, it.Controller)
		}
		ss := rules.StackSetup{Controller: it.Controller, Source: -1, Ability: -1}
		if it.Spell {
			def, err := cards.Def(it.Name)
			if err != nil {
				return nil, fmt.Errorf("view: the stack: %w", err)
			}
			ss.Def = def
			spells[it.ID] = i
		} else {
			src, ok := index[it.ID]
			if !ok || it.Ability < 0 {
				// An ability of a source gone from the battlefield, or one its card
				// doesn't print: not rebuilt.
				return nil, fmt.Errorf("%w: %s's ability on the stack", errNoBuild, it.Name)
			}
			ss.Source, ss.Ability = src, it.Ability
		}
		for _, t := range it.Targets {
			st := rules.SetupTarget{Player: rules.NoPlayer, Permanent: -1, Stack: -1}
			if t.Obj == rules.NoObj {
				st.Player = t.Player
			} else if k, ok := index[t.Obj]; ok {
				st.Permanent = k
			} else if k, ok := spells[t.Obj]; ok {
				st.Stack = k
			} else {
				return nil, fmt.Errorf("%w: %s targets a card the rebuild doesn't have", errNoBuild, it.Name)
			}
			ss.Targets = append(ss.Targets, st)
		}
		out = append(out, ss)
	}
	return out, nil
}

// mapIDs pairs the built game's objects with the view's: both are in the same order.
func (vg *viewGame) mapIDs(v *View) error {
	pair := func(wire []rules.ObjID, built []rules.ObjID, what string) error {
		if len(wire) != len(built) {
			// A permanent that the view's effects kept alive (a pump until end of
			// turn, say) died in the built game, or the like.
			return fmt.Errorf("%w: %s: %d cards, %d built", errNoBuild, what, len(wire), len(built))
		}
		for i, id := range wire {
			vg.toGame[id], vg.toWire[built[i]] = built[i], id
		}
		return nil
	}
	var perms []rules.ObjID
	for _, pm := range v.Battlefield {
		perms = append(perms, pm.ID)
	}
	if err := pair(perms, vg.g.Battlefield(), "battlefield"); err != nil {
		return err
	}
	var spells, built []rules.ObjID
	for _, it := range v.Stack {
		if it.Spell {
			spells = append(spells, it.ID)
		}
	}
	for _, it := range vg.g.Stack() {
		if it.Spell {
			built = append(built, it.Obj)
		}
	}
	if err := pair(spells, built, "stack"); err != nil {
		return err
	}
	for p, pv := range v.Players {
		pid := rules.PlayerID(p)
		for _, z := range []struct {
			cs   []Card
			zone rules.Zone
			name string
		}{{pv.Hand, rules.ZoneHand, "hand"}, {pv.Graveyard, rules.ZoneGraveyard, "graveyard"}, {pv.Exile, rules.ZoneExile, "exile"}} {
			if z.zone == rules.ZoneHand && pv.Hand == nil {
				continue
			}
			ids := make([]rules.ObjID, len(z.cs))
			for i, c := range z.cs {
				ids[i] = c.ID
			}
			if err := pair(ids, vg.g.Zone(pid, z.zone), pv.Name+"'s "+z.name); err != nil {
				return err
			}
		}
	}
	return nil
}

// advance plays the built game on to the server's decision d: the attackers and blockers
// the view shows are declared again, and priority passed within the view's step.
func (vg *viewGame) advance(v *View, d *Decision, step rules.Step) error {
	g := vg.g
	passes := 0 // passes with a stack
	for range 8 {
		pd := g.Pending()
		if g.Over() {
			return fmt.Errorf("%w: the built game is over", errNoBuild)
		}
		if pd.Kind.String() == d.Kind && pd.Team == d.Team && pd.Player == d.Player && pd.DecidedBy == d.DecidedBy && g.Step() == step {
			if n := len(g.Stack()); n != len(v.Stack) {
				// Triggers of the step's beginning went on the stack again, say.
				return fmt.Errorf("%w: the built game's stack holds %d items; the view's %d", errNoBuild, n, len(v.Stack))
			}
			return nil
		}
		var a rules.Action
		switch {
		case pd.Kind == rules.DecAttack && g.Step() == rules.DeclareAttackers && step != rules.DeclareAttackers || pd.Kind == rules.DecAttack && d.Kind != rules.DecAttack.String():
			a = rules.Action{Kind: rules.ActAttack, Team: pd.Team, Player: rules.NoPlayer, Obj: rules.NoObj, Assist: rules.NoPlayer}
			for _, pm := range v.Battlefield {
				if pm.Attacking == nil {
					continue
				}
				t := pm.Attacking.rules()
				if t.Obj != rules.NoObj {
					t.Obj = vg.toGame[t.Obj]
				}
				a.Attacks = append(a.Attacks, rules.AttackDecl{Attacker: vg.toGame[pm.ID], Target: t, Team: rules.NoTeam})
			}
			if ed := g.Edition(); g.Rules().Variant == rules.TwoHeadedGiant && (ed == rules.Ed2006 || ed == rules.Ed2008) {
				for i := range a.Attacks {
					a.Attacks[i].Team = 1 - pd.Team
				}
			}
		case pd.Kind == rules.DecBlock && d.Kind != rules.DecBlock.String():
			a = rules.Action{Kind: rules.ActBlock, Team: pd.Team, Player: pd.Player, Obj: rules.NoObj, Assist: rules.NoPlayer}
			for _, pm := range v.Battlefield {
				if pm.Blocking != rules.NoObj {
					a.Blocks = append(a.Blocks, rules.BlockDecl{Blocker: vg.toGame[pm.ID], Attacker: vg.toGame[pm.Blocking]})
				}
			}
		case pd.Kind == rules.DecPriority && len(g.Stack()) == 0 && g.Step() <= step:
			a = rules.Pass(pd.Team)
		case pd.Kind == rules.DecPriority && len(g.Stack()) > 0 && passes < g.NumTeams()-1:
			// Priority goes round to the server's team; every team passing in a row
			// would resolve the top, so fewer passes than teams.
			a = rules.Pass(pd.Team)
			passes++
		default:
			return fmt.Errorf("%w: the built game waits on %s of team %d in %s; the server on %s of team %d in %s",
				errNoBuild, pd.Kind, pd.Team, g.Step(), d.Kind, d.Team, v.Step)
		}
		if err := g.Apply(a); err != nil {
			return fmt.Errorf("%w: replaying the view's %v: %v", errNoBuild, a.Kind, err)
		}
	}
	return fmt.Errorf("%w: the built game did not reach the server's decision", errNoBuild)
}

// toBuilt converts a wire action with the view's ids into a rules.Action with the built
// game's; false when it names an object the built game doesn't have.
func (vg *viewGame) toBuilt(w WireAction) (rules.Action, bool) {
	m, ok := mapIDs(w, vg.toGame)
	if !ok {
		return rules.Action{}, false
	}
	a, err := m.rulesAction()
	return a, err == nil
}

// toView converts an action of the built game into a wire action with the view's ids;
// false when it names an object the view doesn't (a guessed card).
func (vg *viewGame) toView(a rules.Action) (WireAction, bool) {
	return mapIDs(wireAction(a), vg.toWire)
}

// mapIDs returns w with every object id replaced through m (NoObj is kept); false when
// an id is not in m.
func mapIDs(w WireAction, m map[rules.ObjID]rules.ObjID) (WireAction, bool) {
	ok := true
	id := func(x rules.ObjID) rules.ObjID {
		if x == rules.NoObj {
			return x
		}
		y, found := m[x]
		ok = ok && found
		return y
	}
	ids := func(xs []rules.ObjID) []rules.ObjID {
		if xs == nil {
			return nil
		}
		out := make([]rules.ObjID, len(xs))
		for i, x := range xs {
			out[i] = id(x)
		}
		return out
	}
	tgt := func(t Target) Target { return Target{Player: t.Player, Obj: id(t.Obj)} }
	out := w
	out.Obj = id(w.Obj)
	out.Cards = ids(w.Cards)
	out.Targets = nil
	for _, t := range w.Targets {
		out.Targets = append(out.Targets, tgt(t))
	}
	out.Attacks = nil
	for _, a := range w.Attacks {
		out.Attacks = append(out.Attacks, Attack{Attacker: id(a.Attacker), Target: tgt(a.Target), Team: a.Team})
	}
	out.Blocks = nil
	for _, b := range w.Blocks {
		out.Blocks = append(out.Blocks, Block{Blocker: id(b.Blocker), Attacker: id(b.Attacker)})
	}
	out.Assign = nil
	for _, as := range w.Assign {
		na := Assignment{Source: id(as.Source), Parts: []Damage{}}
		for _, p := range as.Parts {
			na.Parts = append(na.Parts, Damage{To: tgt(p.To), Amount: p.Amount})
		}
		out.Assign = append(out.Assign, na)
	}
	out.Orders = nil
	for _, o := range w.Orders {
		out.Orders = append(out.Orders, Order{Attacker: id(o.Attacker), Blockers: ids(o.Blockers)})
	}
	out.BlockerOrders = nil
	for _, o := range w.BlockerOrders {
		out.BlockerOrders = append(out.BlockerOrders, BlockerOrder{Blocker: id(o.Blocker), Attackers: ids(o.Attackers)})
	}
	return out, ok
}

// defsOf returns the definitions of cards a seat sees.
func defsOf(cs []Card) ([]*rules.CardDef, error) {
	out := make([]*rules.CardDef, 0, len(cs))
	for _, c := range cs {
		d, err := cards.Def(c.Name)
		if err != nil {
			return nil, fmt.Errorf("view: %w", err)
		}
		out = append(out, d)
	}
	return out, nil
}

// permanentDef is the definition of a permanent of the view: its card's, or for a token
// one made from what the view shows of it (types, subtypes, power, toughness, keywords).
func permanentDef(pm Permanent) (*rules.CardDef, error) {
	if pm.FaceDown {
		// The seat's own face-down card, or one it can't see: a card with nothing under
		// the shell to guess from, which can't be turned face up (CR 708.5).
		name := pm.Card
		if name == "" {
			name = hiddenFaceDown
		}
		pm.Name = name
	}
	if !pm.Token {
		d, err := cards.Def(pm.Name)
		if err != nil {
			return nil, fmt.Errorf("view: %w", err)
		}
		return d, nil
	}
	d := &rules.CardDef{Name: pm.Name, Subtypes: pm.Subtypes, Power: pm.Power, Toughness: pm.Toughness,
		Token: true, NoCost: true, Implemented: true}
	for t := range 16 {
		if contains(pm.Types, name(rules.CardType(t).String)) {
			d.Types = d.Types.With(rules.CardType(t))
		}
	}
	for k := range 32 {
		if contains(pm.Keywords, name(rules.Keyword(k).String)) {
			d.Keywords = d.Keywords.With(rules.Keyword(k))
		}
	}
	return d, nil
}

// hiddenFaceDown is the card a rebuilt game puts under a face-down permanent whose card
// the seat may not see: a vanilla creature, which can't be turned face up.
const hiddenFaceDown = "Grizzly Bears"

// guesser deals the cards a seat can't see: each player's from the bundled deck that
// holds the most of the cards seen of that player, less those seen, in a seeded random
// order; then basic lands.
type guesser struct {
	rng   rules.RNG
	pools map[int][]*rules.CardDef
	basic map[int]*rules.CardDef
}

func newGuesser(v *View, seed uint64) *guesser {
	gs := &guesser{pools: map[int][]*rules.CardDef{}, basic: map[int]*rules.CardDef{}}
	gs.rng.Seed(seed ^ 0x5eed)
	seen := make([]map[string]int, len(v.Players))
	for p := range seen {
		seen[p] = map[string]int{}
	}
	note := func(p rules.PlayerID, n string) {
		if p >= 0 && int(p) < len(seen) {
			seen[p][n]++
		}
	}
	for p, pv := range v.Players {
		for _, cs := range [][]Card{pv.Hand, pv.Graveyard, pv.Exile} {
			for _, c := range cs {
				note(rules.PlayerID(p), c.Name)
			}
		}
	}
	for _, pm := range v.Battlefield {
		if !pm.Token {
			note(pm.Owner, pm.Name)
		}
	}
	lists := bundledLists()
	for p := range v.Players {
		best, bestN := -1, 0
		for i, l := range lists {
			n := 0
			for _, e := range l {
				n += min(e.Count, seen[p][e.Name])
			}
			if n > bestN {
				best, bestN = i, n
			}
		}
		var pool []*rules.CardDef
		if best >= 0 {
			left := map[string]int{}
			for k, n := range seen[p] {
				left[k] = n
			}
			for _, e := range lists[best] {
				for range e.Count {
					if left[e.Name] > 0 {
						left[e.Name]--
						continue
					}
					if def, err := cards.Def(e.Name); err == nil && def.Implemented {
						pool = append(pool, def)
					}
				}
			}
		}
		gs.pools[p] = pool
		gs.basic[p] = basicOf(seen[p])
	}
	return gs
}

// bundledLists are the main decks of the bundled 2HG decks, read once.
var bundledLists = sync.OnceValue(func() [][]deck.Entry {
	var out [][]deck.Entry
	for _, n := range decks.Names() {
		if d, err := decks.Get(n); err == nil && d.Format == decks.Format2HG {
			out = append(out, d.List.Main)
		}
	}
	return out
})

// basicOf is the basic land the player showed most, Plains when none (nil if the card
// database has no such card).
func basicOf(seen map[string]int) *rules.CardDef {
	basics := []string{"Plains", "Island", "Swamp", "Mountain", "Forest"}
	sort.SliceStable(basics, func(i, j int) bool { return seen[basics[i]] > seen[basics[j]] })
	d, err := cards.Def(basics[0])
	if err != nil {
		return nil
	}
	return d
}

// cards deals n guessed cards of player p.
func (gs *guesser) cards(p, n int) []*rules.CardDef {
	out := make([]*rules.CardDef, 0, n)
	for range n {
		pool := gs.pools[p]
		if len(pool) == 0 {
			if gs.basic[p] != nil {
				out = append(out, gs.basic[p])
			}
			continue
		}
		k := gs.rng.Intn(len(pool))
		out = append(out, pool[k])
		pool[k] = pool[len(pool)-1]
		gs.pools[p] = pool[:len(pool)-1]
	}
	return out
}

// aiChoice asks package ai's player of kind (heuristic or mcts) for the decision of m,
// on a game built from m's view; false when the bot must choose another way: the view
// could not be rebuilt at the server's decision, or the player chose an action naming a
// card the view doesn't show.
func aiChoice(kind string, m *ServerMsg, seed uint64, mulled map[int]rules.PlayerID) (w WireAction, ok bool) {
	d, v := m.Decision, m.View
	if d == nil || v == nil {
		return WireAction{}, false
	}
	seat := rules.PlayerID(m.Seat)
	if d.Kind == "mulligan" {
		return mulliganChoice(d, v, mulled)
	}
	// A built game is a guess: whatever goes wrong in it, the bot chooses another way.
	defer func() {
		if recover() != nil {
			w, ok = WireAction{}, false
		}
	}()
	dseed := seed*7919 + uint64(m.Actions)*31 + uint64(m.Seat) + 1
	vg, err := buildViewGame(v, d, dseed)
	if err != nil {
		return WireAction{}, false
	}
	var acts []rules.Action
	var from []int // the index in d.Actions of each of acts
	for i, la := range d.Actions {
		if a, ok := vg.toBuilt(la.Action); ok {
			acts = append(acts, a)
			from = append(from, i)
		}
	}
	if len(acts) == 0 {
		return WireAction{}, false
	}
	pol := newPolicy(kind, dseed)
	sit := ai.NewSituationOn(vg.g, seat, acts)
	a := pol.Act(sit)
	sit.Done()
	key := actionKey(wireAction(a))
	for i, b := range acts {
		if actionKey(wireAction(b)) == key {
			return d.Actions[from[i]].Action, true // the server's own action, as it was sent
		}
	}
	return vg.toView(a)
}

// actionKey is an action's JSON, to compare actions.
func actionKey(w WireAction) string {
	b, err := json.Marshal(w)
	if err != nil {
		return ""
	}
	return string(b)
}

// mulliganChoice answers a mulligan decision as package ai's heuristic player does
// (ai.KeepOpening): from the hand of the player deciding, which the seat sees (their own,
// or a 2HG teammate's), and the mulligans that player took, counted from the events.
func mulliganChoice(d *Decision, v *View, mulled map[int]rules.PlayerID) (WireAction, bool) {
	if len(d.Actions) == 0 {
		return WireAction{}, false
	}
	p := d.Actions[0].Action.Player
	if p < 0 || int(p) >= len(v.Players) || v.Players[p].Hand == nil {
		return WireAction{}, false
	}
	hand, err := defsOf(v.Players[p].Hand)
	if err != nil {
		return WireAction{}, false
	}
	n := 0
	for _, q := range mulled {
		if q == p {
			n++
		}
	}
	want := "mulligan"
	if ai.KeepOpening(hand, n) {
		want = "keep"
	}
	for _, la := range d.Actions {
		if la.Action.Kind == want && la.Action.Player == p {
			return la.Action, true
		}
	}
	return WireAction{}, false
}

// sidesConfig fills cfg's teams from view v's sides, for a variant whose players each play
// alone under a side (Team vs. Team, Emperor): the engine seats them from the sides as the
// server's game did, each side's emperor marked (CR 809.2). The starting side is the side
// of cfg.StartingTeam, the team whose turn came first.
func sidesConfig(v *View, cfg *rules.Config) error {
	next := rules.PlayerID(0)
	start := rules.NoTeam
	for si, sv := range v.Sides {
		tc := rules.TeamConfig{Name: sv.Name}
		for _, p := range sv.Players {
			// Players are numbered side by side, as the game the server plays.
			if p != next || int(p) >= len(v.Players) {
				return fmt.Errorf("view: side %s lists player %d; expected %d", sv.Name, p, next)
			}
			if v.Players[p].Team == cfg.StartingTeam {
				start = rules.TeamID(si)
			}
			tc.Players = append(tc.Players, rules.PlayerConfig{Name: v.Players[p].Name, Emperor: p == sv.Emperor})
			next++
		}
		cfg.Teams = append(cfg.Teams, tc)
	}
	if int(next) != len(v.Players) || len(cfg.Teams) < 2 {
		return fmt.Errorf("view: %d players, %d in %d sides", len(v.Players), next, len(cfg.Teams))
	}
	cfg.StartingTeam = start
	return nil
}
