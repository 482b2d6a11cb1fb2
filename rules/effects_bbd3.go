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
				if g.obj(id).Controller == p && g.matches(id, &e.Filter, r.Source, p) {
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
	// CR 614.12: the copies' choices as they enter, before anything happens.
	var copies [][][]enterChoices
	if e.Do == PickTokenCopy {
		copies = make([][][]enterChoices, len(ps))
		for i, p := range ps {
			copies[i] = make([][]enterChoices, len(picks[i]))
			for j, id := range picks[i] {
				c, ok := g.askTokenChoices(r, g.obj(id).Def, p, g.tokenFactor(p))
				if !ok {
					return false
				}
				copies[i][j] = c
			}
		}
	}
	for i, p := range ps {
		for j, id := range picks[i] {
			o := g.obj(id)
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
					g.createTokenAs(def, p, copies[i][j], k-1)
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
	// CR 614.12a: the choices made as the found cards enter come before any of them moves.
	var choices [][]enterChoices
	if e.Battlefield {
		choices = make([][]enterChoices, len(ps))
		for i, p := range ps {
			c, ok := g.askEnterChoicesAll(r, found[i], []PlayerID{p})
			if !ok {
				return false
			}
			choices[i] = c
		}
	}
	for i, p := range ps {
		for k, id := range found[i] {
			if e.Battlefield {
				nid := g.enterAs(id, p, e.Tapped, choices[i], k)
				g.logf("# %s puts %s onto the battlefield", g.Players[p].Name, g.obj(nid).Def.Name)
				g.emit(Event{Kind: EvEntersBattlefield, Obj: nid, Player: p, Source: NoObj})
			} else {
				g.logf("# %s reveals %s and puts it into their hand", g.Players[p].Name, g.obj(id).Def.Name)
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
		o := g.obj(t.Obj)
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
		o := g.obj(id)
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
	if id == NoObj || int(id) >= g.objs.len() || g.obj(id).Zone != ZoneGraveyard {
		g.logf("# the card is no longer in the graveyard: nothing happens")
		return true
	}
	o := g.obj(id)
	if e.ToHand {
		g.logf("# %s returns to %s's hand", o.Def.Name, g.Players[o.Owner].Name)
		g.moveTo(id, ZoneHand, false)
		return true
	}
	owner := o.Owner
	en, ok := g.askEnterChoices(r, o.Def, owner) // CR 614.12a
	if !ok {
		return false
	}
	nid := g.putOntoBattlefield(id, owner, e.Tapped)
	g.applyEnterChoices(nid, en)
	g.logf("# %s returns to the battlefield under %s's control", g.obj(nid).Def.Name, g.Players[owner].Name)
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
			o := g.obj(id)
			if o.Def.Types.Has(Creature) && o.DiedTurn == g.turn.Number && g.turn.Number > 0 {
				ids = append(ids, id)
			}
		}
	}
	choices, ok := g.askEnterChoicesAll(r, ids, []PlayerID{r.Controller}) // CR 614.12a
	if !ok {
		return false
	}
	var entered []ObjID
	for i, id := range ids {
		nid := g.enterAs(id, r.Controller, false, choices, i)
		g.logf("# %s is put onto the battlefield under %s's control", g.obj(nid).Def.Name, g.Players[r.Controller].Name)
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
		o := g.obj(id)
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

// ---- Hooks called from the engine's procedures ----

// attacksOpponentOf reports whether creature id attacks a player who is an opponent of
// ctrl (Soulblade Corrupter: not a planeswalker).
func (g *Game) attacksOpponentOf(id ObjID, ctrl PlayerID) bool {
	a := g.combat.attack(id)
	if a == nil {
		return false
	}
	if a.target.IsPlayer() {
		return g.Opponents(a.target.Player, ctrl)
	}
	// Older editions: the creature attacks the defending team as a group.
	return a.target.Obj == NoObj && a.team != NoTeam && a.team != g.Players[ctrl].Team
}

// manaValue is an object's mana value: X counts only on the stack (CR 202.3b).
func (g *Game) manaValue(id ObjID) int {
	o := g.obj(id)
	if o.Zone == ZoneStack {
		return o.Def.Cost.Value(o.X)
	}
	return o.Def.Cost.Value(0)
}

// matchesBBD3 checks the filter fields added for part 3 of Battlebond.
func (g *Game) matchesBBD3(id ObjID, f *Filter, source ObjID, ctrl PlayerID) bool {
	o := g.obj(id)
	if f.HasKeywords != 0 && o.Cur.Keywords&f.HasKeywords != f.HasKeywords {
		return false
	}
	if f.HasPlusOne && o.Counters[PlusOne] == 0 || f.HasCounter && o.Counters == [numCounterKinds]int{} {
		return false
	}
	if f.LimitManaValue && g.manaValue(id) > f.MaxManaValue {
		return false
	}
	if len(f.Or) > 0 {
		for i := range f.Or {
			if g.matches(id, &f.Or[i], source, ctrl) {
				return true
			}
		}
		return false
	}
	return true
}

// graveyardObjects lists the cards in every graveyard, in the order of CR 805.6.
func (g *Game) graveyardObjects() []ObjID {
	var out []ObjID
	for _, p := range g.playerOrder() {
		out = append(out, g.Players[p].Graveyard...)
	}
	return out
}

// graveyardTargets lists the cards in graveyards that are legal choices for ts.
func (g *Game) graveyardTargets(ts *TargetSpec, src ObjID, ctrl PlayerID) []Target {
	var out []Target
	for _, id := range g.graveyardObjects() {
		if t := ObjTarget(id); g.canTarget(ts, t, src, ctrl) {
			out = append(out, t)
		}
	}
	return out
}

// checkMaxX refuses more targets than X for a target word "up to X" (The Crowd Goes Wild).
func (g *Game) checkMaxX(a *Ability, targets []Target) error {
	k := 0
	for i := range a.Targets {
		s := &a.Targets[i]
		n := min(s.count(), max(0, len(targets)-k))
		if s.MaxX && n > g.planX {
			return errorf("at most X=%d target(s) may be chosen for that target word", g.planX)
		}
		k += s.count()
	}
	return nil
}

// targetPT is the power or toughness of the first object target as it last existed
// (Swords to Plowshares, Rotfeaster Maggot).
func (g *Game) targetPT(k AmountKind, r *Resolution) int {
	for _, t := range r.Targets {
		if !t.IsPlayer() && t.Obj != NoObj {
			if k == AmtTargetPower {
				return g.obj(t.Obj).Cur.Power
			}
			return g.obj(t.Obj).Cur.Toughness
		}
	}
	return 0
}

// protectedFrom reports whether permanent id has protection from player p: "protection
// from the chosen player" (True-Name Nemesis, CR 702.16).
func (g *Game) protectedFrom(id ObjID, p PlayerID) bool {
	if id == NoObj || int(id) >= g.objs.len() {
		return false
	}
	o := g.obj(id)
	if o.Zone != ZoneBattlefield || !o.HasChosen || o.ChosenPlayer != p {
		return false
	}
	for _, a := range o.Def.Abilities {
		if a.Static != nil && a.Static.Kind == StProtectionFromChosenPlayer && g.staticActive(a.Static, id) {
			return true
		}
	}
	return false
}

// blockAllowedBBD3 checks the block restrictions of part 3: protection from the blocking
// creature's controller (CR 702.16f) and "creatures with power less than its power can't
// block it" (Wandering Wolf; compared only as blockers are declared).
func (g *Game) blockAllowedBBD3(blocker, attacker ObjID) bool {
	b := g.obj(blocker)
	if g.protectedFrom(attacker, b.Controller) {
		return false
	}
	if b.Cur.Power < g.obj(attacker).Cur.Power && g.restricted(StCantBeBlockedByLessPower, attacker) {
		return false
	}
	return true
}

// damageReplacedBBD3 applies the prevention effects of part 3 to damage about to be dealt
// to a permanent, and reports whether the damage is prevented: protection from the
// source's controller (CR 702.16e) and Vigor's "prevent that damage; put that many +1/+1
// counters on that creature instead" (CR 615).
func (g *Game) damageReplacedBBD3(src damageSource, t Target, n int) bool {
	if t.IsPlayer() || t.Obj == NoObj || g.obj(t.Obj).Zone != ZoneBattlefield {
		return false
	}
	o := g.obj(t.Obj)
	if g.protectedFrom(t.Obj, src.ctrl) {
		g.logf("# %d damage to %s is prevented: it has protection from %s (CR 702.16e)", n, o.Def.Name, g.Players[src.ctrl].Name)
		return true
	}
	if !o.Is(Creature) {
		return false
	}
	for _, v := range g.battlefield {
		vo := g.obj(v)
		if v == t.Obj || vo.Controller != o.Controller {
			continue
		}
		for _, a := range vo.Def.Abilities {
			if a.Static != nil && a.Static.Kind == StPreventDamageAsCounters && g.staticActive(a.Static, v) {
				g.logf("# %s prevents %d damage to %s and puts +1/+1 counters on it instead (CR 615)", vo.Def.Name, n, o.Def.Name)
				g.putCounters(t.Obj, PlusOne, n, vo.Controller)
				return true
			}
		}
	}
	return false
}

// auraIllegalBBD3 reports whether an Aura can't stay attached to permanent a because a
// has protection from the Aura's controller (CR 702.16d, 704.5m).
func (g *Game) auraIllegalBBD3(aura, a ObjID) bool {
	return g.protectedFrom(a, g.obj(aura).Controller)
}

// untapsOnOthersUntap reports whether permanent id untaps during the untap step of a
// team that isn't its controller's (Seedborn Muse, Victory Chimes). Effects that say a
// permanent doesn't untap during its controller's untap step don't apply then.
func (g *Game) untapsOnOthersUntap(id ObjID) bool {
	return g.restricted(StUntapOnOthersUntap, id)
}

// mustAttack reports whether creature id is required to attack this combat (CR 508.1d):
// "attacks each combat if able", Rowan Kenrith's "during target player's next turn, each
// creature that player controls attacks if able", and War's Toll's "if a creature an
// opponent controls attacks, all creatures that opponent controls attack if able"
// (attackers: the players declaring attackers).
func (g *Game) mustAttack(id ObjID, attackers map[PlayerID]bool) bool {
	if g.restricted(StMustAttack, id) {
		return true
	}
	ctrl := g.obj(id).Controller
	team := g.Players[ctrl].Team
	for _, e := range g.effects {
		if e.Kind == EffMustAttack && e.Player == ctrl && g.turn.Team == team && g.Teams[team].TurnsTaken == e.N {
			return true
		}
	}
	if attackers[ctrl] && g.mayHaveStatic(StOpponentAttacksWithAll) {
		for _, s := range g.battlefield {
			so := g.obj(s)
			if !g.Opponents(so.Controller, ctrl) {
				continue
			}
			for _, a := range so.Def.Abilities {
				if a.Static != nil && a.Static.Kind == StOpponentAttacksWithAll && g.staticActive(a.Static, s) {
					return true
				}
			}
		}
	}
	return false
}

// checkMustAttack checks the attack requirements of a declaration (CR 508.1d): each
// creature required to attack that could attack without paying a cost must attack.
func (g *Game) checkMustAttack(decls []AttackDecl) error {
	declared := map[ObjID]bool{}
	attackers := map[PlayerID]bool{}
	for _, d := range decls {
		declared[d.Attacker] = true
		attackers[g.obj(d.Attacker).Controller] = true
	}
	for _, id := range g.battlefield {
		if declared[id] || !g.couldAttack(id) || !g.mustAttack(id, attackers) {
			continue
		}
		ctrl := g.obj(id).Controller
		for _, t := range g.attackTargets(id) {
			if g.attackTax([]AttackDecl{t})[ctrl] == 0 {
				return errorf("%s attacks if able and must be declared as an attacker (CR 508.1d)", g.obj(id).Def.Name)
			}
		}
	}
	return nil
}

// delayedTriggers adds the delayed triggered abilities an event triggers (CR 603.7):
// Together Forever's "when that creature dies this turn, return that card to its owner's
// hand".
func (g *Game) delayedTriggers(e Event) {
	if e.Kind != EvDies {
		return
	}
	for _, ce := range g.effects {
		if ce.Kind == EffReturnWhenDies && ObjID(ce.N) == e.Obj {
			g.pendingTriggers = append(g.pendingTriggers, pendingTrigger{source: ce.Source, ability: returnWhenDiesAbility, ctrl: ce.Player, event: e})
		}
	}
}

var returnWhenDiesAbility = &Ability{Kind: TriggeredAbility, Text: "When that creature dies this turn, return that card to its owner's hand.",
	Trigger: &Trigger{Event: EvDies}, Effects: []Effect{ReturnDiedCard{ToHand: true}}}

// ReturnWhenDiesThisTurn creates the delayed triggered ability "when that creature dies
// this turn, return that card to its owner's hand" for the selected creatures (Together
// Forever, CR 603.7).
type ReturnWhenDiesThisTurn struct{ What What }

func (e ReturnWhenDiesThisTurn) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.addEffect(ContEffect{Kind: EffReturnWhenDies, Obj: NoObj, Player: r.Controller, N: int(id), Until: UntilEndOfTurn}, r)
		g.logf("# when %s dies this turn, it will return to its owner's hand (CR 603.7)", g.obj(id).Def.Name)
	}
	return true
}

// reverseLoss applies Stunning Reversal's replacement to team t about to lose the game:
// the player who cast it draws seven cards and their team's life total becomes 1 (CR
// 614; in 2HG, only that player draws and gains or loses life, the team doesn't lose).
func (g *Game) reverseLoss(t TeamID) bool {
	for _, p := range g.Teams[t].Players {
		pl := &g.Players[p]
		if pl.ReverseLossTurn == 0 || pl.ReverseLossTurn != g.turn.Number {
			continue
		}
		pl.ReverseLossTurn = 0
		g.logf("# %s would lose the game; instead %s draws seven cards and their life total becomes 1 (CR 614.1a)", g.Teams[t].Name, pl.Name)
		g.draw(p, 7)
		g.setLife(p, 1)
		return true
	}
	return false
}

// ReverseNextLoss: the next time the controller would lose the game this turn, instead
// they draw seven cards and their life total becomes 1 (Stunning Reversal).
type ReverseNextLoss struct{}

func (ReverseNextLoss) do(g *Game, r *Resolution) bool {
	g.Players[r.Controller].ReverseLossTurn = g.turn.Number
	g.logf("# the next time %s would lose the game this turn, they draw seven cards and their life total becomes 1 instead", g.Players[r.Controller].Name)
	return true
}

// noteCast counts an instant or sorcery spell cast this turn and returns how many were
// cast before it (Sentinel Tower), the Amount of its cast event.
func (g *Game) noteCast(id ObjID) int {
	n := g.spellsCastThisTurn
	if t := g.obj(id).Def.Types; t.Has(Instant) || t.Has(Sorcery) {
		g.spellsCastThisTurn++
	}
	return n
}

// GainControlWhileSource gives the controller control of the selected permanents for as
// long as the source remains on the battlefield (Sower of Temptation); if the source has
// already left, nothing happens.
type GainControlWhileSource struct{ What What }

func (e GainControlWhileSource) do(g *Game, r *Resolution) bool {
	if g.obj(r.Source).Zone != ZoneBattlefield {
		g.logf("# %s has left the battlefield: the ability does nothing", g.obj(r.Source).Def.Name)
		return true
	}
	for _, id := range r.objects(g, e.What) {
		g.addEffect(ContEffect{Kind: EffControl, Obj: id, Player: r.Controller, Until: WhileSourceOnBattlefield}, r)
		g.logf("# %s gains control of %s while %s remains on the battlefield", g.Players[r.Controller].Name, g.obj(id).Def.Name, g.obj(r.Source).Def.Name)
	}
	return true
}

// ExchangeControl exchanges control of the two object targets (CR 701.10): if either is
// no longer a legal target, or one player controls both, nothing happens.
type ExchangeControl struct{}

func (ExchangeControl) do(g *Game, r *Resolution) bool {
	a, b := r.legalObjTarget(g, 0), r.legalObjTarget(g, 1)
	if a == NoObj || b == NoObj {
		g.logf("# a target is illegal: the exchange doesn't happen (CR 701.10d)")
		return true
	}
	ca, cb := g.obj(a).Controller, g.obj(b).Controller
	if ca == cb {
		g.logf("# one player controls both: nothing happens (CR 701.10b)")
		return true
	}
	g.addEffect(ContEffect{Kind: EffControl, Obj: a, Player: cb, Until: Forever}, r)
	g.addEffect(ContEffect{Kind: EffControl, Obj: b, Player: ca, Until: Forever}, r)
	g.logf("# %s and %s exchange control of %s and %s (CR 701.10)", g.Players[ca].Name, g.Players[cb].Name, g.obj(a).Def.Name, g.obj(b).Def.Name)
	return true
}

// MustAttackNextTurn: during the target player's next turn, each creature that player
// controls attacks if able (Rowan Kenrith; the player's team's next turn, CR 805.4).
type MustAttackNextTurn struct{}

func (MustAttackNextTurn) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, WhoTarget) {
		t := g.Players[p].Team
		g.addEffect(ContEffect{Kind: EffMustAttack, Obj: NoObj, Player: p, N: g.Teams[t].TurnsTaken + 1, Until: Forever}, r)
		g.logf("# during %s's next turn, each creature %s controls attacks if able", g.Players[p].Name, g.Players[p].Name)
	}
	return true
}

// cantBlockEffect reports whether an effect says creature id can't block this turn.
func (g *Game) cantBlockEffect(id ObjID) bool {
	for _, e := range g.effects {
		if e.Kind == EffCantBlock && e.Obj == id {
			return true
		}
	}
	return false
}

// askEntersPlayer asks the controller of a permanent entering the battlefield to choose a
// player as it enters (True-Name Nemesis, CR 614.12), after any color or card type choice.
func (g *Game) askEntersPlayer(r *Resolution, def *CardDef, ctrl PlayerID) (PlayerID, bool) {
	ps := g.livePlayers(g.playerOrder())
	if def.AsEnters.OpponentOnly {
		var opp []PlayerID
		for _, p := range ps {
			if g.Opponents(p, ctrl) {
				opp = append(opp, p)
			}
		}
		ps = opp
	}
	opts := make([]Option, len(ps))
	for i, p := range ps {
		opts[i] = Option{Text: g.Players[p].Name, Player: p, Obj: NoObj}
	}
	ans, ok := r.ask(g, ChoiceSpec{Player: ctrl, Team: g.Players[ctrl].Team, Prompt: "choose a player for " + def.Name, Options: opts, Min: 1, Max: 1})
	if !ok {
		return NoPlayer, false
	}
	return ps[ans[0]], true
}

// TapAllOf taps all permanents matching Filter that each selected player controls (War's
// Toll: "tap all lands that player controls").
type TapAllOf struct {
	Who    Who
	Filter Filter
}

func (e TapAllOf) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		for _, id := range g.battlefield {
			o := g.obj(id)
			if o.Controller == p && !o.Tapped && g.matches(id, &e.Filter, r.Source, p) {
				g.mut(id).Tapped = true
				g.logf("# %s is tapped", o.Def.Name)
			}
		}
	}
	return true
}

// ShuffleSourceIntoLibrary shuffles the source card into its owner's library if it is in a
// graveyard; the owner shuffles either way (Vigor: "When Vigor is put into a graveyard from
// anywhere, shuffle it into its owner's library").
type ShuffleSourceIntoLibrary struct{}

func (ShuffleSourceIntoLibrary) do(g *Game, r *Resolution) bool {
	o := g.obj(r.Source)
	owner := o.Owner
	if o.Zone == ZoneGraveyard {
		g.moveTo(r.Source, ZoneLibrary, false)
		g.logf("# %s is shuffled into %s's library", o.Def.Name, g.Players[owner].Name)
	}
	g.shuffle(owner)
	return true
}

// ---- Mana abilities that give mana to a chosen player ----

// startChosenPlayerMana activates a mana ability "Choose a player. That player adds ..."
// (Victory Chimes, Spectral Searchlight). Its cost is paid, then, as a mana ability
// resolves at once (CR 605.3b), its controller chooses the player, who then chooses the
// kind of mana when there is a choice. Paying costs automatically uses such a source for
// the payer itself, one legal way of activating it.
func (g *Game) startChosenPlayerMana(plan castPlan) {
	p := plan.payer
	g.pay(p, plan.pay)
	if plan.tapSelf {
		g.mut(plan.item.Obj).Tapped = true
	}
	ps := g.livePlayers(g.playerOrder())
	opts := make([]Option, len(ps))
	for i, q := range ps {
		opts[i] = Option{Text: g.Players[q].Name, Player: q, Obj: NoObj}
	}
	g.choice = &choiceState{spec: ChoiceSpec{Player: p, Team: g.Players[p].Team, Prompt: "choose the player who adds the mana of " + g.obj(plan.item.Obj).Def.Name,
		Options: opts, Min: 1, Max: 1}, manaStep: 1, manaKinds: plan.item.Ability.Produces}
	g.wait = waitChoice
}

var manaKindNames = [...]string{"white", "blue", "black", "red", "green", "colorless"}

// answerManaChoice carries on with a mana ability giving mana to a chosen player.
func (g *Game) answerManaChoice(picks []int) {
	c := g.choice
	opt := c.spec.Options[picks[0]]
	if c.manaStep == 1 {
		var kinds []Option
		for k := 0; k < len(manaKindNames); k++ {
			if c.manaKinds&(1<<k) != 0 {
				kinds = append(kinds, Option{Text: manaKindNames[k], Player: opt.Player, Obj: NoObj})
			}
		}
		if len(kinds) > 1 {
			q := opt.Player
			g.choice = &choiceState{spec: ChoiceSpec{Player: q, Team: g.Players[q].Team, Prompt: "choose the kind of mana you add", Options: kinds, Min: 1, Max: 1},
				manaStep: 2, manaKinds: c.manaKinds}
			return
		}
		opt = kinds[0]
	}
	k := 0
	for k < len(manaKindNames) && manaKindNames[k] != opt.Text {
		k++
	}
	g.Players[opt.Player].Pool[k]++
	g.logf("# %s adds one %s mana (CR 106.3, 605.3b)", g.Players[opt.Player].Name, manaKindNames[k])
	g.choice = nil
	g.wait = waitNone
	g.stage = stagePriority
	g.passes = 0
}

// ---- Will Kenrith: "until your next turn" ----

// endUntilNextTurn ends the effects lasting "until your next turn" of the players of team
// t, as t's turn begins (CR 611.2b; in 2HG your team's turn is your turn, CR 805.4).
func (g *Game) endUntilNextTurn(t TeamID) {
	out := g.effects[:0]
	for _, e := range g.effects {
		if e.Until == UntilYourNextTurn && e.Player != NoPlayer && g.Players[e.Player].Team == t {
			continue
		}
		out = append(out, e)
	}
	g.effects = out
	g.applyLayers()
}

// BaseZeroThreeLoseAbilities: until your next turn, the selected creatures have base power
// and toughness P/T (layer 7b) and lose all abilities (layer 6) (Will Kenrith's +2).
type BaseZeroThreeLoseAbilities struct {
	What  What
	Power int
	Tough int
}

func (e BaseZeroThreeLoseAbilities) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.addEffect(ContEffect{Kind: EffSetBasePT, Obj: id, Player: r.Controller, Power: e.Power, Toughness: e.Tough, Until: UntilYourNextTurn}, r)
		g.addEffect(ContEffect{Kind: EffLoseAbilities, Obj: id, Player: r.Controller, Until: UntilYourNextTurn}, r)
		g.logf("# %s has base power and toughness %d/%d and loses all abilities until %s's next turn", g.obj(id).Def.Name, e.Power, e.Tough, g.Players[r.Controller].Name)
	}
	return true
}

// CheaperSpellsUntilNextTurn: until your next turn, spells of one of Types that each
// selected player casts cost {N} less (Will Kenrith's −2; CR 601.2f: only generic mana).
type CheaperSpellsUntilNextTurn struct {
	Who   Who
	Types TypeSet
	N     int
}

func (e CheaperSpellsUntilNextTurn) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		g.addEffect(ContEffect{Kind: EffCostReductionFor, Obj: NoObj, Player: r.Controller, N: int(p), Types: e.Types, Power: e.N, Until: UntilYourNextTurn}, r)
		g.logf("# until %s's next turn, %s's instant, sorcery and planeswalker spells cost {%d} less", g.Players[r.Controller].Name, g.Players[p].Name, e.N)
	}
	return true
}

// costReductionFor is the generic mana player p's spell def costs less (CR 601.2f).
func (g *Game) costReductionFor(p PlayerID, def *CardDef) int {
	n := 0
	for _, e := range g.effects {
		if e.Kind == EffCostReductionFor && PlayerID(e.N) == p && def.Types&e.Types != 0 {
			n += e.Power
		}
	}
	return n
}

// ---- Stolen Strategy: casting cards exiled from opponents' libraries ----

// ExileTopOfOpponentsMayCast exiles the top card of each opponent's library; until end of
// turn the controller may cast the nonland cards among them, spending mana as though it
// were mana of any color (Stolen Strategy). Timing rules still apply (ruling 2018-06-08).
type ExileTopOfOpponentsMayCast struct{}

func (ExileTopOfOpponentsMayCast) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, WhoEachOpponent) {
		lib := g.Players[p].Library
		if len(lib) == 0 {
			continue
		}
		name := g.obj(lib[0]).Def.Name
		id := g.moveTo(lib[0], ZoneExile, false)
		g.logf("# %s exiles %s from the top of %s's library", g.Players[r.Controller].Name, name, g.Players[p].Name)
		if !g.obj(id).Def.Types.Has(Land) {
			g.addEffect(ContEffect{Kind: EffMayCastFromExile, Obj: id, Player: r.Controller, Until: UntilEndOfTurn}, r)
		}
	}
	return true
}

// mayCastFromExile reports whether player p may cast card id from exile now.
func (g *Game) mayCastFromExile(p PlayerID, id ObjID) bool {
	if id < 0 || int(id) >= g.objs.len() || g.obj(id).Zone != ZoneExile {
		return false
	}
	for _, e := range g.effects {
		if e.Kind == EffMayCastFromExile && e.Obj == id && e.Player == p {
			return true
		}
	}
	return false
}

// castableFromExile lists the exiled cards player p may cast.
func (g *Game) castableFromExile(p PlayerID) []ObjID {
	var out []ObjID
	for _, e := range g.effects {
		if e.Kind == EffMayCastFromExile && e.Player == p && g.mayCastFromExile(p, e.Obj) {
			out = append(out, e.Obj)
		}
	}
	return out
}

// anyColorCost is the cost to pay for a spell whose mana may be spent as though it were
// mana of any color: its colored symbols may be paid with any mana (CR 609.4b).
func (g *Game) anyColorCost(p PlayerID, id ObjID, c Cost) Cost {
	if !g.mayCastFromExile(p, id) {
		return c
	}
	for i, k := range c.Colored {
		c.Generic += int(k)
		c.Colored[i] = 0
	}
	c.Generic += len(c.Hybrid)
	c.Hybrid = nil
	return c
}

// DeclarationRequirements reports whether an attack or block declaration built from
// AttackOptions and BlockOptions may still be refused as a whole: attack requirements
// (CR 508.1d: Urborg Drake, War's Toll, Rowan Kenrith) or "can't attack or block alone"
// (CR 506.5). Players that build declarations themselves check them with the engine then.
func (g *Game) DeclarationRequirements() bool {
	for _, e := range g.effects {
		if e.Kind == EffMustAttack {
			return true
		}
	}
	for _, id := range g.battlefield {
		for _, a := range g.obj(id).Def.Abilities {
			if s := a.Static; s != nil && (s.Kind == StMustAttack || s.Kind == StOpponentAttacksWithAll || s.Kind == StCantAttackOrBlockAlone) && g.staticActive(s, id) {
				return true
			}
		}
	}
	return false
}
