package rules

import (
	"fmt"
	"strings"

	"github.com/ettinmtg/ettin/notation"
)

// Rules and effects added for the Battlebond cards (part 1): counters being put (with their
// replacement by Doubling Season), costs that sacrifice or remove counters, restrictions on
// blocking and attacking, untapping, and effects such as scry, fight, bounce and token copies.

// ---- Casting and costs ----

// castForbidden reports why player p can't cast card c now: an effect such as Archon of
// Valor's Reach's "Players can't cast spells of the chosen type" (CR 101.2).
func (g *Game) castForbidden(p PlayerID, c *Object) error {
	if err := g.castTimingForbidden(p, c.Def); err != nil {
		return err
	}
	for _, id := range g.battlefield {
		o := g.obj(id)
		for _, a := range o.Def.Abilities {
			if a.Static != nil && a.Static.Kind == StCantCastChosenType && o.HasChosen && g.staticActive(a.Static, id) && c.Def.Types.Has(o.ChosenType) {
				return errorf("%s can't cast %s: %s says players can't cast %s spells (CR 101.2)", g.Players[p].Name, c.Def.Name, o.Def.Name, o.ChosenType)
			}
		}
	}
	return nil
}

// planSacrifice chooses the permanent player p sacrifices to pay a "sacrifice a ..." cost
// (CR 118.3, 602.2b): the one named in the action, or else the weakest one that isn't the
// source.
func (g *Game) planSacrifice(f *Filter, a *Action, p PlayerID) ([]ObjID, error) {
	var cands []ObjID
	for _, id := range g.battlefield {
		if g.obj(id).Controller == p && g.matches(id, f, a.Obj, p) {
			cands = append(cands, id)
		}
	}
	if len(a.Cards) > 0 {
		if len(a.Cards) != 1 {
			return nil, errorf("the cost sacrifices exactly one permanent")
		}
		if !containsID(cands, a.Cards[0]) {
			return nil, errorf("%s can't be sacrificed for this cost (CR 601.2h; a player sacrifices only their own permanents, CR 701.17a)", g.obj(a.Cards[0]).Def.Name)
		}
		return []ObjID{a.Cards[0]}, nil
	}
	if len(cands) == 0 {
		return nil, errorf("%s has nothing to sacrifice for this cost (CR 601.2h)", g.Players[p].Name)
	}
	best := -1
	for i, id := range cands {
		o := g.obj(id)
		if best < 0 || (cands[best] == a.Obj) != (id == a.Obj) && cands[best] == a.Obj {
			best = i
			continue
		}
		b := g.obj(cands[best])
		if id != a.Obj && o.Cur.Power+o.Cur.Toughness < b.Cur.Power+b.Cur.Toughness {
			best = i
		}
	}
	return []ObjID{cands[best]}, nil
}

// xOf is the value of X for a source: the X of the spell on the stack, the X a permanent
// entered with (CR 107.3m), or the X of the spell being cast.
func (g *Game) xOf(source ObjID) int {
	if source == NoObj {
		return g.planX
	}
	o := g.obj(source)
	switch o.Zone {
	case ZoneStack:
		for i := len(g.stack) - 1; i >= 0; i-- {
			if g.stack[i].Spell && g.stack[i].Obj == source {
				return g.stack[i].Res.X
			}
		}
	case ZoneBattlefield:
		return o.X
	}
	return g.planX
}

// minTargets is the least number of targets an ability may have: "up to N" targets may be
// fewer (CR 115.1, 601.2c).
func minTargets(specs []TargetSpec) int {
	n := 0
	for _, s := range specs {
		if !s.UpTo {
			n += s.count()
		}
	}
	return n
}

func hasUpTo(specs []TargetSpec) bool {
	for _, s := range specs {
		if s.UpTo {
			return true
		}
	}
	return false
}

// firstOf is the index of the first flat target spec that is s.
func firstOf(flat []*TargetSpec, s *TargetSpec) int {
	for i, f := range flat {
		if f == s {
			return i
		}
	}
	return 0
}

// ---- Counters and tokens ----

// doublers is 2 to the power of the number of active static abilities of kind k (Doubling
// Season) on permanents player p controls: each one doubles (CR 614.1a, 616.1).
func (g *Game) doublers(k StaticKind, p PlayerID) int {
	f := 1
	for _, id := range g.battlefield {
		o := g.obj(id)
		if o.Controller != p {
			continue
		}
		for _, a := range o.Def.Abilities {
			if a.Static != nil && a.Static.Kind == k && g.staticActive(a.Static, id) {
				f *= 2
			}
		}
	}
	return f
}

// tokenFactor multiplies the number of tokens an effect creates under p's control.
func (g *Game) tokenFactor(p PlayerID) int { return g.doublers(StDoubleTokens, p) }

// putCounters puts n counters of kind k on permanent id as player by's effect or as it
// enters (CR 122.6); replacement effects that double them apply (Doubling Season). It
// reports how many were put; the event triggers abilities (Enduring Scalelord).
func (g *Game) putCounters(id ObjID, k CounterKind, n int, by PlayerID) int {
	if n <= 0 || g.obj(id).Zone != ZoneBattlefield {
		return 0
	}
	o := g.mut(id)
	if k == MinusOne && g.cantHaveMinusOne(id) {
		g.logf("# %s can't have -1/-1 counters put on it", o.Def.Name)
		return 0
	}
	n = g.plusOneCounters(id, k, n, true)
	if f := g.doublers(StDoubleCounters, o.Controller); f > 1 {
		n *= f
		g.logf("# %s would get counters: it gets %d instead (CR 614.1a)", o.Def.Name, n)
	}
	n = g.plusOneCounters(id, k, n, false)
	o.Counters[k] += n
	g.logf("# %s gets %d %s counter(s)", o.Def.Name, n, k)
	g.emit(Event{Kind: EvCountersPut, Obj: id, Player: by, Amount: n, Counter: k, Source: NoObj})
	g.applyLayers()
	return n
}

// entersWithCounters puts the counters a permanent enters the battlefield with on it
// (CR 614.1c, 122.6): the counters of one kind all at once, put by its controller.
func (g *Game) entersWithCounters(id ObjID) {
	o := g.obj(id)
	if len(o.Def.EntersWith) == 0 {
		return
	}
	r := &Resolution{Source: id, Controller: o.Controller, X: o.X}
	var total [numCounterKinds]int
	for _, c := range o.Def.EntersWith {
		if c.If == nil || g.condHolds(c.If, id, o.Controller, r) {
			total[c.Kind] += c.Amount.eval(g, r, o.Controller)
		}
	}
	for k, n := range total {
		g.putCounters(id, CounterKind(k), n, o.Controller)
	}
}

// ---- Conditions, restrictions and prevention ----

func (g *Game) condHoldsBBD(c *Condition, source ObjID, ctrl PlayerID, r *Resolution) bool {
	switch c.Kind {
	case CondControls:
		n := 0
		for _, id := range g.battlefield {
			if c.Filter != nil && g.matches(id, c.Filter, source, ctrl) {
				n++
			}
		}
		return n >= max(1, c.N)
	case CondXAtLeast:
		x := g.obj(source).X
		if r != nil {
			x = r.X
		}
		return x >= c.N
	case CondYourTurn:
		return g.Players[ctrl].Team == g.turn.Team // CR 805.4: your team's turn is your turn
	}
	return false
}

// graveyardTriggers reports whether the card has an ability that triggers from a graveyard.
func (d *CardDef) graveyardTriggers() bool {
	for _, a := range d.Abilities {
		if a.Trigger != nil && a.Trigger.FromGraveyard {
			return true
		}
	}
	return false
}

// preventedBySelf reports whether combat damage from src to t is prevented by "prevent all
// combat damage that would be dealt to and dealt by" it (Fog Bank, CR 615).
func (g *Game) preventedBySelf(src ObjID, t Target) bool {
	if src != NoObj && g.obj(src).Zone == ZoneBattlefield && g.restricted(StPreventCombatDamageSelf, src) {
		return true
	}
	return !t.IsPlayer() && t.Obj != NoObj && g.restricted(StPreventCombatDamageSelf, t.Obj)
}

// blockAllowed checks the block restrictions between one blocker and one attacker beyond
// evasion: "can't be blocked this turn" and "Cowards can't block Warriors" (CR 509.1b).
func (g *Game) blockAllowed(blocker, attacker ObjID) bool {
	for _, e := range g.effects {
		if e.Kind == EffCantBeBlocked && e.Obj == attacker {
			return false
		}
	}
	for _, s := range g.battlefield {
		so := g.obj(s)
		for _, a := range so.Def.Abilities {
			st := a.Static
			if st == nil || st.Kind != StCantBlockThose || st.Against == nil || !g.staticActive(st, s) {
				continue
			}
			if g.matches(attacker, st.Against, s, so.Controller) && containsID(g.staticTargets(st, s), blocker) {
				return false
			}
		}
	}
	return true
}

// checkBlockBBD checks "can't be blocked by more than N creatures" and "can't block alone"
// for a whole block declaration (CR 509.1b-c, 506.5).
func (g *Game) checkBlockBBD(decls []BlockDecl, count map[ObjID]int) error {
	for a, n := range count {
		for _, ab := range g.obj(a).Def.Abilities {
			if st := ab.Static; st != nil && st.Kind == StCantBeBlockedByMore && n > max(1, st.Amount) && g.staticActive(st, a) {
				return errorf("%s can't be blocked by more than %d creature(s) (CR 509.1b)", g.obj(a).Def.Name, max(1, st.Amount))
			}
		}
	}
	for _, d := range decls {
		if len(decls) < 2 && g.restricted(StCantAttackOrBlockAlone, d.Blocker) {
			return errorf("%s can't block alone (CR 506.5, 509.1b)", g.obj(d.Blocker).Def.Name)
		}
	}
	return nil
}

// checkAttackBBD checks "can't attack alone" for a whole attack declaration (CR 506.5, 508.1c).
func (g *Game) checkAttackBBD(decls []AttackDecl) error {
	for _, d := range decls {
		if len(decls) < 2 && g.restricted(StCantAttackOrBlockAlone, d.Attacker) {
			return errorf("%s can't attack alone (CR 506.5, 508.1c)", g.obj(d.Attacker).Def.Name)
		}
	}
	return nil
}

// skipsUntap reports whether a permanent doesn't untap in this untap step (CR 502.3):
// "doesn't untap during its controller's untap step" (Claustrophobia) or "during its
// controller's next untap step" (Frost Lynx), which this untap step uses up.
func (g *Game) skipsUntap(id ObjID) bool {
	skip := false
	out := g.effects[:0]
	for _, e := range g.effects {
		if e.Kind == EffDoesntUntapNext && e.Obj == id {
			skip = true // used up by this untap step, tapped or not
			continue
		}
		out = append(out, e)
	}
	g.effects = out
	if !g.obj(id).Tapped {
		return false
	}
	skip = skip || g.restricted(StDoesntUntap, id)
	if skip {
		g.logf("# %s doesn't untap (CR 502.3)", g.obj(id).Def.Name)
	}
	return skip
}

// legalObjTarget is the n-th object target (counting object targets only) if it is still
// on the battlefield and a legal target (CR 608.2b), else NoObj.
func (r *Resolution) legalObjTarget(g *Game, n int) ObjID {
	k := 0
	for i, t := range r.Targets {
		if t.IsPlayer() {
			continue
		}
		if k == n {
			if t.Obj != NoObj && g.obj(t.Obj).Zone == ZoneBattlefield && g.stillLegal(r, i) {
				return t.Obj
			}
			return NoObj
		}
		k++
	}
	return NoObj
}

// ---- Effects ----

// TapPermanents taps the selected permanents (CR 701.21a).
type TapPermanents struct{ What What }

func (e TapPermanents) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		if !g.obj(id).Tapped {
			g.mut(id).Tapped = true
			g.logf("# %s is tapped", g.obj(id).Def.Name)
		}
	}
	return true
}

// UntapPermanents untaps the selected permanents (CR 701.21b).
type UntapPermanents struct{ What What }

func (e UntapPermanents) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		if g.obj(id).Tapped {
			g.mut(id).Tapped = false
			g.logf("# %s untaps", g.obj(id).Def.Name)
		}
	}
	return true
}

// Bounce returns the selected permanents to their owners' hands (a token ceases to exist,
// CR 111.7).
type Bounce struct{ What What }

func (e Bounce) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		o := g.obj(id)
		g.logf("# %s returns to %s's hand", o.Def.Name, g.Players[o.Owner].Name)
		g.moveTo(id, ZoneHand, false)
	}
	return true
}

// DoesntUntapNext: the selected permanents don't untap during their controller's next
// untap step (Frost Lynx).
type DoesntUntapNext struct{ What What }

func (e DoesntUntapNext) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.addEffect(ContEffect{Kind: EffDoesntUntapNext, Obj: id, Player: g.obj(id).Controller, Until: Forever}, r)
	}
	return true
}

// CantBeBlocked: the selected creatures can't be blocked this turn (CR 509.1b). A creature
// already blocked stays blocked.
type CantBeBlocked struct{ What What }

func (e CantBeBlocked) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.addEffect(ContEffect{Kind: EffCantBeBlocked, Obj: id, Until: UntilEndOfTurn}, r)
	}
	return true
}

// BecomeCreatureType: the selected creatures become the creature type until end of turn;
// the new type replaces all their creature types (CR 205.1a, layer 4).
type BecomeCreatureType struct {
	What    What
	Subtype string
}

func (e BecomeCreatureType) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.addEffect(ContEffect{Kind: EffSetCreatureTypes, Obj: id, Subtypes: []string{e.Subtype}, Until: UntilEndOfTurn}, r)
		g.logf("# %s becomes a %s until end of turn (CR 205.1a)", g.obj(id).Def.Name, e.Subtype)
	}
	return true
}

// PowerDamage makes creatures deal damage equal to their power: each object target in From
// deals damage to object target To (Combo Attack); with Fight, the two creatures From[0] and
// To fight, each dealing damage to the other (CR 701.12). Targets count object targets only.
type PowerDamage struct {
	From  []int
	To    int
	Fight bool
}

func (e PowerDamage) do(g *Game, r *Resolution) bool {
	to := r.legalObjTarget(g, e.To)
	if to == NoObj {
		return true
	}
	type hit struct {
		src damageSource
		to  ObjID
		n   int
	}
	var hits []hit
	for _, f := range e.From {
		from := r.legalObjTarget(g, f)
		if from == NoObj {
			if e.Fight {
				return true // CR 701.12b: no damage is dealt
			}
			continue
		}
		hits = append(hits, hit{g.sourceOf(from), to, g.obj(from).Cur.Power})
		if e.Fight {
			hits = append(hits, hit{g.sourceOf(to), from, g.obj(to).Cur.Power})
		}
	}
	for _, h := range hits { // the damage is dealt at the same time (CR 701.12a)
		g.dealDamage(h.src, ObjTarget(h.to), h.n, false)
	}
	return true
}

// yesNo asks player p a yes/no question.
func (r *Resolution) yesNo(g *Game, p PlayerID, prompt string) (bool, bool) {
	ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.Players[p].Team, Prompt: prompt,
		Options: []Option{{Text: "yes", Player: NoPlayer, Obj: NoObj}, {Text: "no", Player: NoPlayer, Obj: NoObj}}, Min: 1, Max: 1})
	if !ok {
		return false, false
	}
	return ans[0] == 0, true
}

// May asks the controller whether to do the next Skip effects of the ability ("you may");
// on "no" they are skipped.
type May struct {
	Prompt string
	Skip   int
}

func (e May) do(g *Game, r *Resolution) bool {
	yes, ok := r.yesNo(g, r.Controller, e.Prompt)
	if !ok {
		return false
	}
	if !yes {
		r.step += e.Skip
	}
	return true
}

// MayPay offers the controller to pay Cost; if they don't (or can't), the next Skip effects
// are skipped ("you may pay {1}{G}. If you do, ...").
type MayPay struct {
	Cost Cost
	Skip int
}

func (e MayPay) do(g *Game, r *Resolution) bool {
	p := r.Controller
	pay, can := planPayment(e.Cost, g.Players[p].Pool, g.manaSources(p, nil), g.spendAnyColor(p))
	yes := false
	if can {
		var ok bool
		if yes, ok = r.yesNo(g, p, "pay "+e.Cost.String()+"?"); !ok {
			return false
		}
	}
	if yes {
		g.pay(p, pay)
		g.logf("# %s pays %s", g.Players[p].Name, e.Cost)
	} else {
		r.step += e.Skip
	}
	return true
}

// ChooseMode asks the controller to choose one of Modes as the ability resolves, and does
// the chosen effects (which ask nothing).
type ChooseMode struct {
	Modes   []string
	Effects [][]Effect
}

func (e ChooseMode) do(g *Game, r *Resolution) bool {
	opts := make([]Option, len(e.Modes))
	for i, m := range e.Modes {
		opts[i] = Option{Text: m, Player: NoPlayer, Obj: NoObj}
	}
	ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Team: g.Players[r.Controller].Team, Prompt: "choose one", Options: opts, Min: 1, Max: 1})
	if !ok {
		return false
	}
	g.logf("# %s chooses %s", g.Players[r.Controller].Name, e.Modes[ans[0]])
	for _, f := range e.Effects[ans[0]] {
		f.do(g, r)
	}
	return true
}

// Scry makes each selected player scry Amount, in the order of CR 805.6 (CR 701.18): look
// at the top cards of their library, put any number on the bottom and the rest on top in
// any order. Each player first chooses the cards for the bottom, then the order of the rest
// from the top.
type Scry struct {
	Who    Who
	Amount Amount
}

func (e Scry) do(g *Game, r *Resolution) bool {
	type scry struct {
		p           PlayerID
		n           int
		top, bottom []ObjID
	}
	var plans []scry
	for _, p := range r.players(g, e.Who) {
		lib := g.Players[p].Library
		n := min(e.Amount.eval(g, r, p), len(lib))
		if n <= 0 {
			continue
		}
		look := append([]ObjID(nil), lib[:n]...)
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.Players[p].Team, Prompt: fmt.Sprintf("scry %d: choose the cards to put on the bottom of your library (or none)", n),
			Options: g.cardOptions(look), Min: 0, Max: n})
		if !ok {
			return false
		}
		s := scry{p: p, n: n}
		for _, a := range ans {
			s.bottom = append(s.bottom, look[a])
		}
		var rest []ObjID
		for _, id := range look {
			if !containsID(s.bottom, id) {
				rest = append(rest, id)
			}
		}
		for len(rest) > 1 {
			ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.Players[p].Team, Prompt: "scry: choose the card to put on top next",
				Options: g.cardOptions(rest), Min: 1, Max: 1})
			if !ok {
				return false
			}
			s.top = append(s.top, rest[ans[0]])
			rest = append(rest[:ans[0]:ans[0]], rest[ans[0]+1:]...)
		}
		s.top = append(s.top, rest...)
		plans = append(plans, s)
	}
	for _, s := range plans {
		pl := &g.Players[s.p]
		lib := append(append(append([]ObjID(nil), s.top...), pl.Library[s.n:]...), s.bottom...)
		pl.Library = lib
		g.logf("# %s scries %d: %d on top, %d on the bottom (CR 701.18)", pl.Name, s.n, len(s.top), len(s.bottom))
	}
	return true
}

// ShuffleHandAndGraveyard makes each selected player shuffle their hand and graveyard into
// their library (Game Plan).
type ShuffleHandAndGraveyard struct{ Who Who }

func (e ShuffleHandAndGraveyard) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		pl := &g.Players[p]
		for _, id := range append(append([]ObjID(nil), pl.Hand...), pl.Graveyard...) {
			g.moveTo(id, ZoneLibrary, false)
		}
		g.shuffle(p)
		g.logf("# %s shuffles their hand and graveyard into their library", pl.Name)
	}
	return true
}

// ExileSpell exiles the resolving spell instead of putting it into its owner's graveyard
// ("Exile Game Plan", CR 608.2n). It must be the spell's last effect.
type ExileSpell struct{}

func (ExileSpell) do(g *Game, r *Resolution) bool {
	if o := g.obj(r.Source); o.Zone == ZoneStack {
		g.logf("# %s is exiled", o.Def.Name)
		g.moveTo(r.Source, ZoneExile, false)
	}
	return true
}

// MayDiscardThenDraw: each selected player may discard a card, then each player who
// discarded a card this way draws a card (Azra Bladeseeker). Each player chooses for
// themself (in the order of CR 805.6).
type MayDiscardThenDraw struct{ Who Who }

func (e MayDiscardThenDraw) do(g *Game, r *Resolution) bool {
	ps := r.players(g, e.Who)
	picks := make([]ObjID, len(ps))
	for i, p := range ps {
		picks[i] = NoObj
		hand := g.Players[p].Hand
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.Players[p].Team, Prompt: "you may discard a card (or none)", Options: g.cardOptions(hand), Min: 0, Max: 1})
		if !ok {
			return false
		}
		if len(ans) == 1 {
			picks[i] = hand[ans[0]]
		}
	}
	for i, p := range ps {
		if picks[i] != NoObj {
			g.logf("# %s discards %s", g.Players[p].Name, g.obj(picks[i]).Def.Name)
			g.moveTo(picks[i], ZoneGraveyard, false)
		}
	}
	for i, p := range ps {
		if picks[i] != NoObj {
			g.draw(p, 1)
		}
	}
	return true
}

// MayExileDiedCard: the controller may exile the card that died, from its owner's graveyard
// (Arena Rector); if they don't or can't, the next Skip effects are skipped ("If you do").
type MayExileDiedCard struct{ Skip int }

func (e MayExileDiedCard) do(g *Game, r *Resolution) bool {
	id := r.Event.Source // the dead card's new object (CR 400.7)
	if id == NoObj || int(id) >= g.objs.len() || g.obj(id).Zone != ZoneGraveyard {
		g.logf("# the card is no longer in the graveyard: nothing happens")
		r.step += e.Skip
		return true
	}
	yes, ok := r.yesNo(g, r.Controller, "exile "+g.obj(id).Def.Name+" from your graveyard?")
	if !ok {
		return false
	}
	if !yes {
		r.step += e.Skip
		return true
	}
	g.logf("# %s exiles %s from the graveyard", g.Players[r.Controller].Name, g.obj(id).Def.Name)
	g.moveTo(id, ZoneExile, false)
	return true
}

// ReturnAttachedToEventObj: the controller may return the source Aura from their graveyard
// to the battlefield attached to the creature of the triggering event (Dragon Breath). An
// Aura put onto the battlefield this way doesn't target (CR 303.4f).
type ReturnAttachedToEventObj struct{}

func (ReturnAttachedToEventObj) do(g *Game, r *Resolution) bool {
	src, to := r.Source, r.Event.Obj
	if g.obj(src).Zone != ZoneGraveyard || to == NoObj || g.obj(to).Zone != ZoneBattlefield || !g.obj(to).Is(Creature) {
		return true
	}
	yes, ok := r.yesNo(g, r.Controller, "return "+g.obj(src).Def.Name+" to the battlefield attached to "+g.obj(to).Def.Name+"?")
	if !ok || !yes {
		return ok
	}
	en, ok := g.askEnterChoices(r, g.obj(src).Def, r.Controller) // CR 614.12a
	if !ok {
		return false
	}
	id := g.putOntoBattlefield(src, r.Controller, false)
	g.applyEnterChoices(id, en)
	g.mut(id).AttachedTo = to
	g.logf("# %s returns to the battlefield attached to %s (CR 303.4f)", g.obj(id).Def.Name, g.obj(to).Def.Name)
	g.emit(Event{Kind: EvEntersBattlefield, Obj: id, Player: r.Controller, Source: NoObj})
	return true
}

// TokenCopyOfEventObj: each selected player creates a token that's a copy of the creature
// of the triggering event, using its last known copiable values if it left (CR 707.2,
// 111.4; Bramble Sovereign).
type TokenCopyOfEventObj struct{ Who Who }

func (e TokenCopyOfEventObj) do(g *Game, r *Resolution) bool {
	if r.Event.Obj == NoObj {
		return true
	}
	def := tokenCopyDef(g.obj(r.Event.Obj).Def)
	ps := r.players(g, e.Who)
	choices := make([][]enterChoices, len(ps))
	for k, p := range ps {
		c, ok := g.askTokenChoices(r, def, p, g.tokenFactor(p)) // CR 614.12's example
		if !ok {
			return false
		}
		choices[k] = c
	}
	for k, p := range ps {
		for i := g.tokenFactor(p); i > 0; i-- {
			g.createTokenAs(def, p, choices[k], i-1)
		}
	}
	return true
}

// tokenCopyDef is the definition of a token that's a copy of a card: its copiable values
// (CR 707.2), and it is a token.
func tokenCopyDef(d *CardDef) *CardDef {
	c := *d
	c.Token = true
	return &c
}

// anyPlayerMay reports whether a card has an ability any player may activate.
func anyPlayerMay(d *CardDef) bool {
	for _, a := range d.Abilities {
		if a.AnyPlayer {
			return true
		}
	}
	return false
}

// ---- Delayed triggers (CR 603.7) ----

// delayedTriggersBBD1 adds the delayed triggered abilities (EffDelayedTrigger) that event e
// triggers. A delayed trigger about an object triggers only for that object; one that
// triggers once ("at the beginning of the next end step") ends when it triggers (CR 603.7b).
func (g *Game) delayedTriggersBBD1(e Event) {
	out := g.effects[:0]
	for _, ce := range g.effects {
		if ce.Kind == EffDelayedTrigger && ce.Ability != nil && g.delayedMatches(&ce, e) {
			ev := e
			if ev.Obj == NoObj {
				ev.Obj = ce.Obj // "at the beginning of the next end step, return that card"
			}
			g.pendingTriggers = append(g.pendingTriggers, pendingTrigger{source: ce.Source, ability: ce.Ability, ctrl: ce.Player, event: ev})
			if ce.N == 1 {
				continue
			}
		}
		out = append(out, ce)
	}
	g.effects = out
}

func (g *Game) delayedMatches(ce *ContEffect, e Event) bool {
	t := ce.Ability.Trigger
	if t == nil || t.Event != e.Kind {
		return false
	}
	if ce.Obj != NoObj && e.Obj != ce.Obj && e.Kind != EvBeginStep {
		return false
	}
	switch e.Kind {
	case EvDealsDamage:
		return (!t.ToPlayer || e.ToPlayer) && (!t.Combat || e.Combat)
	case EvBeginStep:
		return t.Step == e.Step
	case EvCast:
		return t.Filter == nil || g.matches(e.Obj, t.Filter, ce.Source, ce.Player)
	}
	return true
}

// CreateDelayedTrigger creates a delayed triggered ability controlled by the controller
// (CR 603.7, 603.7d). With Choose, the controller first chooses a creature (not a target)
// matching it, and the ability is about that creature ("whenever that creature ...").
// ThisTurn: it lasts until end of turn; otherwise it triggers only once ("at the beginning
// of the next end step").
type CreateDelayedTrigger struct {
	Ability  *Ability
	Choose   *Filter
	ThisTurn bool
}

func (e CreateDelayedTrigger) do(g *Game, r *Resolution) bool {
	obj := NoObj
	if e.Choose != nil {
		var ids []ObjID
		for _, id := range g.battlefield {
			if g.matches(id, e.Choose, r.Source, r.Controller) {
				ids = append(ids, id)
			}
		}
		ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Team: g.Players[r.Controller].Team, Prompt: "choose a creature", Options: g.cardOptions(ids), Min: 1, Max: 1})
		if !ok {
			return false
		}
		if len(ans) == 0 {
			return true
		}
		obj = ids[ans[0]]
		g.logf("# %s chooses %s", g.Players[r.Controller].Name, g.obj(obj).Def.Name)
	}
	until, once := Forever, 1
	if e.ThisTurn {
		until, once = UntilEndOfTurn, 0
	}
	g.addEffect(ContEffect{Kind: EffDelayedTrigger, Obj: obj, Player: r.Controller, Until: until, N: once, Ability: e.Ability}, r)
	return true
}

// MayDiscard: the controller may discard a card; if they don't, the next Skip effects are
// skipped ("you may discard a card. If you do, ...").
type MayDiscard struct{ Skip int }

func (e MayDiscard) do(g *Game, r *Resolution) bool {
	p := r.Controller
	hand := g.Players[p].Hand
	ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.Players[p].Team, Prompt: "you may discard a card (or none)", Options: g.cardOptions(hand), Min: 0, Max: 1})
	if !ok {
		return false
	}
	if len(ans) == 0 {
		r.step += e.Skip
		return true
	}
	id := hand[ans[0]]
	g.logf("# %s discards %s", g.Players[p].Name, g.obj(id).Def.Name)
	g.moveTo(id, ZoneGraveyard, false)
	return true
}

// ExileFromHandCopyCreature: each selected player exiles a card from their hand; if it's a
// creature card, that player creates a token that's a copy of it, remembered as created
// with the source (Arcane Artisan; CR 707.2, 111.4).
type ExileFromHandCopyCreature struct{ Who Who }

func (e ExileFromHandCopyCreature) do(g *Game, r *Resolution) bool {
	ps := r.players(g, e.Who)
	picks := make([]ObjID, len(ps))
	for i, p := range ps {
		picks[i] = NoObj
		hand := g.Players[p].Hand
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.Players[p].Team, Prompt: "exile a card from your hand", Options: g.cardOptions(hand), Min: min(1, len(hand)), Max: 1})
		if !ok {
			return false
		}
		if len(ans) == 1 {
			picks[i] = hand[ans[0]]
		}
	}
	// CR 614.12: the tokens' choices as they enter, before any card is exiled.
	choices := make([][]enterChoices, len(ps))
	for i, p := range ps {
		if picks[i] == NoObj || !g.obj(picks[i]).Def.Types.Has(Creature) {
			continue
		}
		c, ok := g.askTokenChoices(r, g.obj(picks[i]).Def, p, g.tokenFactor(p))
		if !ok {
			return false
		}
		choices[i] = c
	}
	for i, p := range ps {
		if picks[i] == NoObj {
			continue
		}
		def := g.obj(picks[i]).Def
		g.logf("# %s exiles %s from their hand", g.Players[p].Name, def.Name)
		g.moveTo(picks[i], ZoneExile, false)
		if !def.Types.Has(Creature) {
			continue
		}
		tok := tokenCopyDef(def)
		for k := g.tokenFactor(p); k > 0; k-- {
			id := g.createTokenAs(tok, p, choices[i], k-1)
			g.addEffect(ContEffect{Kind: EffCreatedWith, Obj: id, Player: p, N: int(r.Source), Until: Forever}, r)
		}
	}
	return true
}

// ExileTokensCreatedWithSource exiles every token created with the source (Arcane Artisan).
type ExileTokensCreatedWithSource struct{}

func (ExileTokensCreatedWithSource) do(g *Game, r *Resolution) bool {
	var ids []ObjID
	for _, ce := range g.effects {
		if ce.Kind == EffCreatedWith && ObjID(ce.N) == r.Source && g.obj(ce.Obj).Zone == ZoneBattlefield {
			ids = append(ids, ce.Obj)
		}
	}
	for _, id := range ids {
		g.logf("# %s is exiled", g.obj(id).Def.Name)
		g.moveTo(id, ZoneExile, false)
	}
	return true
}

// ---- Copies of spells (CR 707.10) ----

// copySpell puts onto the stack a copy of the spell object spell, controlled by p, with
// the given targets and the X of the original (CR 707.10, 707.10c). The copy isn't cast;
// it is a token object that ceases to exist when it leaves the stack (CR 111.8, 704.5e).
func (g *Game) copySpell(spell ObjID, ab *Ability, targets []Target, x int, p PlayerID) {
	o := g.obj(spell)
	id := g.newObject(tokenCopyDef(o.Def), p, ZoneStack)
	g.mut(id).X = x
	g.push(StackItem{Spell: true, Obj: id, Ability: ab, Controller: p,
		Res: Resolution{Source: id, Controller: p, Targets: append([]Target(nil), targets...), X: x}})
	g.logf("# %s puts a copy of %s onto the stack (CR 707.10)", g.Players[p].Name, o.Def.Name)
}

// askNewTargets asks player p, for each target of a spell being copied, which target the
// copy has: the same one or a new legal one (CR 707.10c). With no targets given (the
// original is gone), every target is chosen anew. It reports false while waiting.
func (r *Resolution) askNewTargets(g *Game, p PlayerID, ab *Ability, src ObjID, old []Target) ([]Target, bool) {
	if ab == nil || len(ab.Targets) == 0 {
		return nil, true
	}
	specs := flatSpecs(ab.Targets)
	var out []Target
	for i, s := range specs {
		var opts []Option
		if i < len(old) {
			opts = append(opts, Option{Text: "same", Player: old[i].Player, Obj: old[i].Obj})
		}
		for _, t := range g.legalTargets(s, src, p) {
			dup := false
			for j, u := range out {
				dup = dup || specs[j] == s && u == t
			}
			if !dup {
				opts = append(opts, Option{Text: g.targetRef(t), Player: t.Player, Obj: t.Obj})
			}
		}
		if len(opts) == 0 {
			if i < minTargets(ab.Targets) {
				return nil, true // no legal target: no copy
			}
			break
		}
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.Players[p].Team, Prompt: fmt.Sprintf("choose target %d of the copy (\"same\" keeps it)", i+1), Options: opts, Min: 1, Max: 1})
		if !ok {
			return nil, false
		}
		out = append(out, Target{Player: opts[ans[0]].Player, Obj: opts[ans[0]].Obj})
	}
	return out, true
}

// CopyEventSpell: the player who cast the spell of the triggering event copies it and may
// choose new targets for the copy (Bonus Round; CR 707.10). If the spell has left the stack,
// the copy uses its last known X and its targets are chosen anew.
type CopyEventSpell struct{}

func (CopyEventSpell) do(g *Game, r *Resolution) bool {
	spell := r.Event.Obj
	if spell == NoObj {
		return true
	}
	p := r.Event.Player
	var ab *Ability
	var old []Target
	x := g.obj(spell).X
	for i := range g.stack {
		if g.stack[i].Spell && g.stack[i].Obj == spell {
			ab, old, x = g.stack[i].Ability, g.stack[i].Res.Targets, g.stack[i].Res.X
		}
	}
	if ab == nil {
		ab = g.obj(spell).Def.Spell
	}
	ts, ok := r.askNewTargets(g, p, ab, spell, old)
	if !ok {
		return false
	}
	if ab != nil && len(ts) < minTargets(ab.Targets) {
		return true
	}
	g.copySpell(spell, ab, ts, x, p)
	return true
}

// PayToCopySelf: the target player, or the controller of the target permanent, may pay
// Cost; if they do, they may copy the resolving spell and may choose a new target for the
// copy (Chain Lightning). Everything is asked before anything is paid.
type PayToCopySelf struct{ Cost Cost }

func (e PayToCopySelf) do(g *Game, r *Resolution) bool {
	if len(r.Targets) == 0 || g.obj(r.Source).Zone != ZoneStack {
		return true
	}
	t := r.Targets[0]
	p := t.Player
	if !t.IsPlayer() {
		p = g.obj(t.Obj).Controller // last known information
	}
	if p == NoPlayer || g.Teams[g.Players[p].Team].Lost {
		return true
	}
	pay, can := planPayment(e.Cost, g.Players[p].Pool, g.manaSources(p, nil), g.spendAnyColor(p))
	if !can {
		return true
	}
	yes, ok := r.yesNo(g, p, "pay "+e.Cost.String()+" to copy "+g.obj(r.Source).Def.Name+"?")
	if !ok {
		return false
	}
	if !yes {
		return true
	}
	it := g.itemFor(r)
	if it == nil {
		return true
	}
	ts, ok := r.askNewTargets(g, p, it.Ability, r.Source, r.Targets)
	if !ok {
		return false
	}
	g.pay(p, pay)
	g.logf("# %s pays %s", g.Players[p].Name, e.Cost)
	if len(ts) < minTargets(it.Ability.Targets) {
		return true
	}
	g.copySpell(r.Source, it.Ability, ts, r.X, p)
	return true
}

// BounceStealAttachments returns target creature N (an object target) to its owner's hand,
// then the controller gains control of all Auras and Equipment that were attached to it and
// attaches them to another creature they can all be attached to, which they choose (not a
// target), if there is one (Fumble). The choice is asked first, so nothing changes before.
type BounceStealAttachments struct{ N int }

func (e BounceStealAttachments) do(g *Game, r *Resolution) bool {
	t := r.legalObjTarget(g, e.N)
	if t == NoObj {
		return true
	}
	var att []ObjID
	for _, id := range g.battlefield {
		o := g.obj(id)
		if o.AttachedTo == t && (o.Cur.HasSubtype("Aura") || o.Cur.HasSubtype("Equipment")) {
			att = append(att, id)
		}
	}
	var cands []ObjID
	if len(att) > 0 {
		for _, id := range g.battlefield {
			if id == t || !g.obj(id).Is(Creature) || containsID(att, id) {
				continue
			}
			all := true
			for _, a := range att {
				all = all && (!g.obj(a).Cur.HasSubtype("Aura") || g.canEnchant(a, id))
			}
			if all { // CR 701.3b: they must all be attachable to it
				cands = append(cands, id)
			}
		}
	}
	ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Team: g.Players[r.Controller].Team, Prompt: "choose another creature to attach the Auras and Equipment to",
		Options: g.cardOptions(cands), Min: min(1, len(cands)), Max: 1})
	if !ok {
		return false
	}
	g.logf("# %s returns to %s's hand", g.obj(t).Def.Name, g.Players[g.obj(t).Owner].Name)
	g.moveTo(t, ZoneHand, false)
	for _, id := range att {
		if g.obj(id).Zone != ZoneBattlefield {
			continue
		}
		g.addEffect(ContEffect{Kind: EffControl, Obj: id, Player: r.Controller, Until: Forever}, r)
		if len(ans) == 1 {
			g.mut(id).AttachedTo = cands[ans[0]]
			g.timestamp++
			g.mut(id).Timestamp = g.timestamp // CR 701.3c
			g.logf("# %s gains control of %s and attaches it to %s (CR 701.3)", g.Players[r.Controller].Name, g.obj(id).Def.Name, g.obj(cands[ans[0]]).Def.Name)
		}
	}
	return true
}

// costReduction is the generic mana a spell's cost is reduced by: "spells with the chosen
// name cost {1} less to cast this turn" (Cheering Fanatic; CR 601.2f: it can't reduce the
// colored requirements).
func (g *Game) costReduction(def *CardDef) int {
	n := 0
	for _, e := range g.effects {
		if e.Kind == EffCostReduction && e.Name == def.Name {
			n += e.N
		}
	}
	return n
}

// nameOptions lists the card names player p may choose when an effect says "choose a card
// name": the names of the cards p can see or knows of (public zones, their own hand and
// library, their teammates' hands, CR 810.5), without duplicates, in a fixed order.
func (g *Game) nameOptions(p PlayerID) []Option {
	var opts []Option
	seen := map[string]bool{}
	add := func(ids []ObjID) {
		for _, id := range ids {
			d := g.obj(id).Def
			if !d.Token && !seen[d.Name] {
				seen[d.Name] = true
				opts = append(opts, Option{Text: d.Name, Player: NoPlayer, Obj: NoObj})
			}
		}
	}
	add(g.Players[p].Hand)
	add(g.Players[p].Library)
	for _, q := range g.playerOrder() {
		if q != p && g.Teammates(p, q) {
			add(g.Players[q].Hand)
		}
	}
	add(g.battlefield)
	add(g.stackObjects())
	for _, q := range g.playerOrder() {
		add(g.Players[q].Graveyard)
		add(g.Players[q].Exile)
	}
	return opts
}

// NameCostReduction: the controller chooses a card name; spells with that name cost {N}
// less to cast this turn, whoever casts them (Cheering Fanatic).
type NameCostReduction struct{ N int }

func (e NameCostReduction) do(g *Game, r *Resolution) bool {
	opts := g.nameOptions(r.Controller)
	ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Team: g.Players[r.Controller].Team, Prompt: "choose a card name", Options: opts, Min: min(1, len(opts)), Max: 1})
	if !ok || len(ans) == 0 {
		return ok
	}
	name := opts[ans[0]].Text
	g.addEffect(ContEffect{Kind: EffCostReduction, Obj: NoObj, Player: r.Controller, N: e.N, Name: name, Until: UntilEndOfTurn}, r)
	g.logf("# %s chooses %s: spells named %s cost {%d} less this turn", g.Players[r.Controller].Name, name, name, e.N)
	return true
}

// askCopyChoice asks the controller of a permanent entering the battlefield that "may enter
// as a copy of any creature on the battlefield" which creature it copies, or none (Evil
// Twin, CR 614.1c, 707.2). Creatures entering at the same time can't be chosen.
func (g *Game) askCopyChoice(r *Resolution, def *CardDef, ctrl PlayerID) (ObjID, bool) {
	var ids []ObjID
	for _, id := range g.battlefield {
		if g.obj(id).Is(Creature) {
			ids = append(ids, id)
		}
	}
	opts := append([]Option{{Text: "none", Player: NoPlayer, Obj: NoObj}}, g.cardOptions(ids)...)
	ans, ok := r.ask(g, ChoiceSpec{Player: ctrl, Team: g.Players[ctrl].Team, Prompt: "choose a creature for " + def.Name + " to copy (or none)", Options: opts, Min: 1, Max: 1})
	if !ok {
		return NoObj, false
	}
	return opts[ans[0]].Obj, true
}

// becomeCopy makes permanent id a copy of permanent of as it enters, with extra abilities
// (CR 707.2): it takes of's copiable values, which are what of copies if of is itself a
// copy (CR 707.3); a copy of a token is not a token. The copy lasts until it leaves the
// battlefield; "enters with" counters of the copied permanent apply (CR 614.1c); the extra
// abilities are an exception of the copy effect (CR 707.9).
func (g *Game) becomeCopy(id, of ObjID, extra []*Ability) {
	n := g.mut(id)
	src := g.obj(of).Def
	c := *src
	c.Token = false
	c.Abilities = append(append([]*Ability(nil), src.Abilities...), extra...)
	if n.Printed == nil {
		n.Printed = n.Def
	}
	n.Def = &c
	n.Cur = baseChars(n.Def, n.Controller)
	g.logf("# %s enters as a copy of %s (CR 707.2)", n.Printed.Name, c.Name)
	g.entersWithCounters(id)
	g.applyLayers()
}

// resolveSacrifice resolves the permanents named in a "sacrificing ..." clause among the
// permanents player p controls (CR 701.17a: a player sacrifices only their own).
func (g *Game) resolveSacrifice(refs []notation.Ref, p PlayerID) ([]ObjID, error) {
	var out []ObjID
	used := map[ObjID]bool{}
	for _, r := range refs {
		var id ObjID
		var err error
		if r.Controller == "" && r.Index == 0 {
			id, err = g.findUnused(r, g.controlledBy(p), used) // "Forest, Forest": two of them
		} else {
			id, err = g.FindRef(r, g.controlledBy(p))
		}
		if err != nil {
			return nil, fmt.Errorf("%w among %s's permanents to sacrifice", err, g.Players[p].Name)
		}
		out = append(out, id)
	}
	return out, nil
}

// writeSacrifice writes the "sacrificing ..." clause of a cast or activate line.
func (g *Game) writeSacrifice(b *strings.Builder, ids []ObjID) {
	if len(ids) > 0 {
		b.WriteString(" sacrificing " + g.refList(ids, g.controlledBy(g.obj(ids[0]).Controller)))
	}
}

// ---- Additional mana from tapping a land (Fertile Ground) ----

// anyColor is the mana kinds of "one mana of any color".
const anyColor uint8 = 1<<White | 1<<Blue | 1<<Black | 1<<Red | 1<<Green

// extraMana counts the additional mana of any color a permanent makes when tapped for mana:
// "Whenever enchanted land is tapped for mana, its controller adds an additional one mana
// of any color" (Fertile Ground). It is a triggered mana ability: it doesn't use the stack
// and its mana is added at once (CR 605.1b, 605.4a), so payments count it with the land.
func (g *Game) extraMana(id ObjID) int { return g.extraManaMap()[id] }

// extraManaMap counts the additional mana of every permanent that makes any (nil: none).
func (g *Game) extraManaMap() map[ObjID]int {
	if g.listing.on && g.listing.haveExtra {
		return g.listing.extra // the state doesn't change while actions are listed
	}
	var m map[ObjID]int
	for _, s := range g.battlefield {
		so := g.obj(s)
		for _, a := range so.Def.Abilities {
			if a.Static != nil && a.Static.Kind == StExtraMana && g.staticActive(a.Static, s) {
				for _, id := range g.staticTargets(a.Static, s) {
					if m == nil {
						m = map[ObjID]int{}
					}
					m[id]++
				}
			}
		}
	}
	g.listing.keepExtra(m)
	return m
}

func tappedBefore(taps []tapPlan, id ObjID) bool {
	for _, t := range taps {
		if t.obj == id {
			return true
		}
	}
	return false
}

// floatUnusedExtra adds to player p's pool the mana a tap of id made that the payment taps
// doesn't spend: the additional mana of Fertile Ground (the land's own color when it has
// one, else white) when only the land's own mana was used (CR 106.4: it stays in the pool
// until the step ends).
func (g *Game) floatUnusedExtra(p PlayerID, id ObjID, taps []tapPlan) {
	extra := g.extraMana(id)
	if extra == 0 {
		return
	}
	used := 0
	for _, t := range taps {
		if t.obj == id {
			used++
		}
	}
	kind := ManaKind(White)
	for _, a := range g.obj(id).Def.Abilities {
		if a.Kind == ManaAbility && a.Produces&anyColor != 0 {
			for a.Produces&anyColor&(1<<kind) == 0 {
				kind++
			}
			break
		}
	}
	if n := 1 + extra - used; n > 0 {
		g.Players[p].Pool[kind] += n
		g.logf("# %s adds %d additional mana to %s's pool (CR 605.1b)", g.obj(id).Def.Name, n, g.Players[p].Name)
	}
}

// canEnchant reports whether Aura aura may be attached to permanent a: its enchant ability
// ("Enchant creature", "Enchant land") is the target of its Aura spell (CR 303.4a, 702.5a);
// a bestowed Aura enchants creatures (CR 702.103).
func (g *Game) canEnchant(aura, a ObjID) bool {
	o := g.obj(aura)
	want := Types(Creature)
	if d := o.Def; !o.Bestowed && d.Spell != nil && len(d.Spell.Targets) > 0 && d.Spell.Targets[0].Kind == TargetPermanent && d.Spell.Targets[0].Filter.Types != 0 {
		want = d.Spell.Targets[0].Filter.Types
	}
	return g.obj(a).Cur.Types&want != 0
}

// SearchAnyCard: the controller searches their library for a card, puts it into their hand
// and shuffles. With no quality asked for, a card must be found if there is one (CR 701.19b;
// Diabolic Intent's ruling).
type SearchAnyCard struct{}

func (SearchAnyCard) do(g *Game, r *Resolution) bool {
	p := r.Controller
	lib := g.Players[p].Library
	ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.Players[p].Team, Prompt: "choose a card from your library", Options: g.cardOptions(lib), Min: min(1, len(lib)), Max: 1})
	if !ok {
		return false
	}
	if len(ans) == 1 {
		g.logf("# %s puts %s into their hand", g.Players[p].Name, g.obj(lib[ans[0]]).Def.Name)
		g.moveTo(lib[ans[0]], ZoneHand, false)
	}
	g.shuffle(p)
	return true
}
