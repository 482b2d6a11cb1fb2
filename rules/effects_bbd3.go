package rules

import (
	"fmt"
	"strings"
)

// Rules and effects added for the Battlebond cards (part 3): coin flips, each player
// choosing permanents or cards to sacrifice, return or copy ("friend or foe" groups),
// searches for several cards, mana effects, graveyard targets, control effects that last
// while their source stays, "attacks if able" requirements, protection from a player,
// delayed "when it dies" triggers and the replacement of losing the game.

// ---- Coin flips (CR 705) ----

// FlipCoin makes the controller flip a coin (CR 705.1) with the game's random generator,
// so a game's seed fixes every flip. The controller calls the flip, so they win or lose it
// (CR 705.2); each win is an event (Zndrsplt, Okaun). If the flip is lost, the next Skip
// effects of the ability are skipped ("If you win the flip, ..."). With UntilLose the
// controller flips again after each win until they lose a flip (Zndrsplt, Eye of Wisdom).
type FlipCoin struct {
	Skip      int
	UntilLose bool
}

func (e FlipCoin) do(g *Game, r *Resolution) bool {
	p := r.Controller
	for i := 0; i < 10000; i++ {
		won := g.flipCoin(p)
		if !won {
			r.step += e.Skip
			return true
		}
		if !e.UntilLose {
			return true
		}
	}
	return true
}

// flipCoin flips a coin for player p and reports whether p won the flip.
func (g *Game) flipCoin(p PlayerID) bool {
	won := g.rng.Intn(2) == 0
	if won {
		g.logf("# %s flips a coin and wins the flip (CR 705.2)", g.Players[p].Name)
		g.emit(Event{Kind: EvWinsCoinFlip, Player: p, Obj: NoObj, Source: NoObj})
	} else {
		g.logf("# %s flips a coin and loses the flip (CR 705.2)", g.Players[p].Name)
	}
	return won
}

// ---- Each player picks (sacrifice, friend or foe) ----

// PickFrom says where EachPicks looks for what each player picks.
type PickFrom uint8

// Where picks come from.
const (
	PickControlled PickFrom = iota // permanents the player controls
	PickGraveyard                  // cards in the player's graveyard
)

// PickAction is what happens to the picked objects.
type PickAction uint8

// Actions on picked objects.
const (
	PickSacrifice PickAction = iota // the player sacrifices them (CR 701.17)
	PickBounce                      // they return to their owners' hands
	PickTokenCopy                   // the player creates a token that's a copy of each (CR 707.2, 111.4)
	PickToHand                      // the cards return from the graveyard to their owner's hand
)

// EachPicks: each selected player chooses N objects (or as many as they have) matching
// Filter among their permanents or the cards in their graveyard; then the chosen objects
// are all acted on at the same time. The players choose in turn order, each knowing the
// earlier choices (CR 101.4, 805.6; the friend-or-foe rulings of Battlebond).
type EachPicks struct {
	Who    Who
	From   PickFrom
	Filter Filter
	N      int // 0 means 1
	Do     PickAction
}

func (e EachPicks) do(g *Game, r *Resolution) bool {
	ps, ok := r.affected(g, e.Who)
	if !ok {
		return false
	}
	n := max(1, e.N)
	picks := make([][]ObjID, len(ps))
	for i, p := range ps {
		var cands []ObjID
		if e.From == PickGraveyard {
			for _, id := range g.Players[p].Graveyard {
				if g.matches(id, &e.Filter, r.Source, p) {
					cands = append(cands, id)
				}
			}
		} else {
			for _, id := range g.battlefield {
				if g.objs[id].Controller == p && g.matches(id, &e.Filter, r.Source, p) {
					cands = append(cands, id)
				}
			}
		}
		k := min(n, len(cands))
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.Players[p].Team, Prompt: fmt.Sprintf("choose %d to %s", k, pickVerb[e.Do]),
			Options: g.cardOptions(cands), Min: k, Max: k})
		if !ok {
			return false
		}
		for _, a := range ans {
			picks[i] = append(picks[i], cands[a])
		}
	}
	for i, p := range ps {
		for _, id := range picks[i] {
			o := &g.objs[id]
			if o.Zone != ZoneBattlefield && e.From == PickControlled || o.Zone != ZoneGraveyard && e.From == PickGraveyard {
				continue
			}
			switch e.Do {
			case PickSacrifice:
				g.logf("# %s sacrifices %s", g.Players[p].Name, o.Def.Name)
				g.dies(id)
			case PickBounce:
				g.logf("# %s returns %s to %s's hand", g.Players[p].Name, o.Def.Name, g.Players[o.Owner].Name)
				g.moveTo(id, ZoneHand, false)
			case PickTokenCopy:
				def := tokenCopyDef(o.Def)
				for k := g.tokenFactor(p); k > 0; k-- {
					g.createToken(def, p)
				}
			case PickToHand:
				g.logf("# %s returns %s from their graveyard to their hand", g.Players[p].Name, o.Def.Name)
				g.moveTo(id, ZoneHand, false)
			}
		}
	}
	return true
}

var pickVerb = [...]string{"sacrifice", "return to its owner's hand", "copy", "return to your hand"}

// ChooseFriendOrFoe: for each player, the controller chooses friend or foe (Battlebond's
// "friend or foe"; the controller chooses for themself and teammates too). The groups are
// remembered for the ForGroup effects that follow, which happen in order: friends act
// before foes, with no priority in between.
type ChooseFriendOrFoe struct{}

func (ChooseFriendOrFoe) do(g *Game, r *Resolution) bool {
	var friends, foes []PlayerID
	for _, p := range g.livePlayers(g.playerOrder()) {
		ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Team: g.Players[r.Controller].Team, Prompt: "friend or foe: " + g.Players[p].Name,
			Options: []Option{{Text: "friend", Player: NoPlayer, Obj: NoObj}, {Text: "foe", Player: NoPlayer, Obj: NoObj}}, Min: 1, Max: 1})
		if !ok {
			return false
		}
		if ans[0] == 0 {
			friends = append(friends, p)
		} else {
			foes = append(foes, p)
		}
	}
	r.friends, r.foes = friends, foes
	g.logf("# friends: %s; foes: %s", g.playerList(friends), g.playerList(foes))
	return true
}

func (g *Game) playerList(ps []PlayerID) string {
	if len(ps) == 0 {
		return "none"
	}
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = g.Players[p].Name
	}
	return strings.Join(names, ", ")
}

// ForGroup runs Effect with WhoChosen naming the friends (or, with Foes, the foes)
// chosen by an earlier ChooseFriendOrFoe of the same resolution. The effect may ask
// questions.
type ForGroup struct {
	Foes   bool
	Effect Effect
}

func (e ForGroup) do(g *Game, r *Resolution) bool {
	saved := r.chosen
	r.chosen = r.friends
	if e.Foes {
		r.chosen = r.foes
	}
	ok := e.Effect.do(g, r)
	r.chosen = saved
	return ok
}

// ---- Library searches ----

// SearchCards: each selected player, in turn order, searches their library for up to Max
// cards matching Filter (with May, they first choose whether to search at all); then the
// cards found are put onto the battlefield (tapped with Tapped) or into their hands, and
// each player who searched shuffles (CR 701.19; Veteran Explorer's ruling).
type SearchCards struct {
	Who         Who
	Filter      Filter
	Max         int // 0 means 1
	May         bool
	Battlefield bool
	Tapped      bool
}

func (e SearchCards) do(g *Game, r *Resolution) bool {
	ps := r.players(g, e.Who)
	found := make([][]ObjID, len(ps))
	searched := make([]bool, len(ps))
	for i, p := range ps {
		if e.May {
			yes, ok := r.yesNo(g, p, "search your library?")
			if !ok {
				return false
			}
			if !yes {
				continue
			}
		}
		searched[i] = true
		var ids []ObjID
		for _, id := range g.Players[p].Library {
			if g.matches(id, &e.Filter, r.Source, p) {
				ids = append(ids, id)
			}
		}
		m := max(1, e.Max)
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.Players[p].Team, Prompt: fmt.Sprintf("choose up to %d card(s) to find (or none)", m),
			Options: g.cardOptions(ids), Min: 0, Max: min(m, len(ids))})
		if !ok {
			return false
		}
		for _, a := range ans {
			found[i] = append(found[i], ids[a])
		}
	}
	for i, p := range ps {
		for _, id := range found[i] {
			if e.Battlefield {
				nid := g.putOntoBattlefield(id, p, e.Tapped)
				g.logf("# %s puts %s onto the battlefield", g.Players[p].Name, g.objs[nid].Def.Name)
				g.emit(Event{Kind: EvEntersBattlefield, Obj: nid, Player: p, Source: NoObj})
			} else {
				g.logf("# %s reveals %s and puts it into their hand", g.Players[p].Name, g.objs[id].Def.Name)
				g.moveTo(id, ZoneHand, false)
			}
		}
	}
	for i, p := range ps {
		if searched[i] {
			g.shuffle(p)
			g.logf("# %s shuffles their library", g.Players[p].Name)
		}
	}
	return true
}

// ---- Mana ----

// AddMana adds mana to the controller's pool (CR 106.3); with UntilEndOfTurn it doesn't
// empty as steps and phases end this turn (Savage Ventmaw, CR 106.4).
type AddMana struct {
	Mana           Cost // colored and {C} symbols
	UntilEndOfTurn bool
}

func (e AddMana) do(g *Game, r *Resolution) bool {
	pl := &g.Players[r.Controller]
	var add Pool
	for i, k := range e.Mana.Colored {
		add[i] = int(k)
	}
	add[ColorlessMana] = int(e.Mana.Colorless)
	for i := range add {
		pl.Pool[i] += add[i]
		if e.UntilEndOfTurn {
			pl.KeepMana[i] += add[i]
		}
	}
	g.logf("# %s adds %s (CR 106.3)", pl.Name, e.Mana)
	return true
}

// ChoosePlayerAddsMana: the controller chooses a player; that player adds N mana of any
// one color they choose (Stadium Vendors).
type ChoosePlayerAddsMana struct{ N int }

func (e ChoosePlayerAddsMana) do(g *Game, r *Resolution) bool {
	ps := g.livePlayers(g.playerOrder())
	opts := make([]Option, len(ps))
	for i, p := range ps {
		opts[i] = Option{Text: g.Players[p].Name, Player: p, Obj: NoObj}
	}
	ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Team: g.Players[r.Controller].Team, Prompt: "choose a player to add mana", Options: opts, Min: 1, Max: 1})
	if !ok {
		return false
	}
	p := ps[ans[0]]
	col, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.Players[p].Team, Prompt: "choose the color of the mana you add", Options: colorOptions(), Min: 1, Max: 1})
	if !ok {
		return false
	}
	g.Players[p].Pool[col[0]] += e.N
	g.logf("# %s adds %d %s mana (CR 106.3)", g.Players[p].Name, e.N, Color(col[0]))
	return true
}

// emptyPool empties player p's mana pool as a step ends (CR 500.4), except mana an effect
// says isn't lost this turn.
func (g *Game) emptyPool(p PlayerID) {
	pl := &g.Players[p]
	for i := range pl.Pool {
		pl.Pool[i] = min(pl.Pool[i], pl.KeepMana[i])
		pl.KeepMana[i] = pl.Pool[i]
	}
}

// ---- Moving cards ----

// MoveTargetCard moves the first object target, a card in a graveyard, to its owner's
// hand or to exile (Vampire Charmseeker, Rotfeaster Maggot).
type MoveTargetCard struct{ To Zone }

func (e MoveTargetCard) do(g *Game, r *Resolution) bool {
	for i, t := range r.Targets {
		if t.IsPlayer() || t.Obj == NoObj {
			continue
		}
		o := &g.objs[t.Obj]
		if o.Zone != ZoneGraveyard || !g.stillLegal(r, i) {
			return true
		}
		g.logf("# %s is put from the graveyard into %s (CR 400.7)", o.Def.Name, e.To)
		g.moveTo(t.Obj, e.To, false)
		return true
	}
	return true
}

// PutOnLibrary puts the selected permanents on top of their owners' libraries.
type PutOnLibrary struct{ What What }

func (e PutOnLibrary) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		o := &g.objs[id]
		g.logf("# %s is put on top of %s's library", o.Def.Name, g.Players[o.Owner].Name)
		g.moveTo(id, ZoneLibrary, true)
	}
	return true
}

// ReturnDiedCard returns the card of a "dies" event from its owner's graveyard to the
// battlefield under its owner's control, tapped with Tapped (Tenacious Dead), or to its
// owner's hand with ToHand (Together Forever's delayed trigger).
type ReturnDiedCard struct {
	Tapped bool
	ToHand bool
}

func (e ReturnDiedCard) do(g *Game, r *Resolution) bool {
	id := r.Event.Source // the card in the graveyard (CR 400.7)
	if id == NoObj || int(id) >= len(g.objs) || g.objs[id].Zone != ZoneGraveyard {
		g.logf("# the card is no longer in the graveyard: nothing happens")
		return true
	}
	o := &g.objs[id]
	if e.ToHand {
		g.logf("# %s returns to %s's hand", o.Def.Name, g.Players[o.Owner].Name)
		g.moveTo(id, ZoneHand, false)
		return true
	}
	owner := o.Owner
	nid := g.putOntoBattlefield(id, owner, e.Tapped)
	g.logf("# %s returns to the battlefield under %s's control", g.objs[nid].Def.Name, g.Players[owner].Name)
	g.emit(Event{Kind: EvEntersBattlefield, Obj: nid, Player: owner, Source: NoObj})
	return true
}

// ReturnDiedThisTurn puts onto the battlefield under the controller's control all creature
// cards in all graveyards that were put there from the battlefield this turn (Thrilling
// Encore).
type ReturnDiedThisTurn struct{}

func (ReturnDiedThisTurn) do(g *Game, r *Resolution) bool {
	var ids []ObjID
	for _, p := range g.playerOrder() {
		for _, id := range g.Players[p].Graveyard {
			o := &g.objs[id]
			if o.Def.Types.Has(Creature) && o.DiedTurn == g.turn.Number && g.turn.Number > 0 {
				ids = append(ids, id)
			}
		}
	}
	var entered []ObjID
	for _, id := range ids {
		nid := g.putOntoBattlefield(id, r.Controller, false)
		g.logf("# %s is put onto the battlefield under %s's control", g.objs[nid].Def.Name, g.Players[r.Controller].Name)
		entered = append(entered, nid)
	}
	for _, id := range entered {
		g.emit(Event{Kind: EvEntersBattlefield, Obj: id, Player: r.Controller, Source: NoObj})
	}
	return true
}

// ---- Damage and restrictions ----

// DamageEachTarget deals Amount damage to each object target that is still legal
// (Wrap in Flames).
type DamageEachTarget struct{ Amount Amount }

func (e DamageEachTarget) do(g *Game, r *Resolution) bool {
	src := g.sourceOf(r.Source)
	for _, id := range r.objects(g, What{Kind: WhatTargets}) {
		g.dealDamage(src, ObjTarget(id), e.Amount.eval(g, r, NoPlayer), false)
	}
	return true
}

// DamageTappedCreaturesOf deals Amount damage to each tapped creature the target player
// controls (Rowan Kenrith); the creatures aren't targeted.
type DamageTappedCreaturesOf struct{ Amount Amount }

func (e DamageTappedCreaturesOf) do(g *Game, r *Resolution) bool {
	ps := r.players(g, WhoTarget)
	if len(ps) == 0 {
		return true
	}
	var ids []ObjID
	for _, id := range g.battlefield {
		o := &g.objs[id]
		if o.Controller == ps[0] && o.Is(Creature) && o.Tapped {
			ids = append(ids, id)
		}
	}
	src := g.sourceOf(r.Source)
	for _, id := range ids {
		g.dealDamage(src, ObjTarget(id), e.Amount.eval(g, r, ps[0]), false)
	}
	return true
}

// CantBlockThisTurn: the selected creatures can't block this turn.
type CantBlockThisTurn struct{ What What }

func (e CantBlockThisTurn) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.addEffect(ContEffect{Kind: EffCantBlock, Obj: id, Until: UntilEndOfTurn}, r)
	}
	return true
}

// NoEffect does nothing but say why (an ability that works only in Commander games).
type NoEffect struct{ Why string }

func (e NoEffect) do(g *Game, r *Resolution) bool {
	g.logf("# %s", e.Why)
	return true
}
