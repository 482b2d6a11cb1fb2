package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ettinmtg/ettin/notation"
)

// Rules and effects added for the Battlebond cards (part 2): doubling power and toughness,
// looking at the top of a library, random choices, untapping chosen permanents, removing
// counters as an instruction, putting cards from hand onto the battlefield, and the
// per-player actions of "friend or foe" spells.

// DoublePT doubles the power and toughness of the selected creatures until end of turn:
// each gets +X/+Y where X and Y are its power and toughness as the effect happens, and a
// negative value gives -X (CR 701.9b-c; a layer 7c effect, 613.4c).
type DoublePT struct{ What What }

func (e DoublePT) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		c := &g.obj(id).Cur
		p, t := c.Power, c.Toughness
		g.addEffect(ContEffect{Kind: EffModifyPT, Obj: id, Power: p, Toughness: t, Until: UntilEndOfTurn}, r)
		g.logf("# %s's power and toughness are doubled: %d/%d", g.obj(id).Def.Name, g.obj(id).Cur.Power, g.obj(id).Cur.Toughness)
	}
	return true
}

// LookPutOneInHand: the controller looks at the top N cards of their library, puts one of
// them into their hand and the rest on the bottom of their library in any order (Impulse).
// Looking isn't drawing (ruling). The order of the bottom cards is asked card by card, the
// first chosen going nearest the top of what goes to the bottom.
type LookPutOneInHand struct{ N int }

func (e LookPutOneInHand) do(g *Game, r *Resolution) bool {
	p := r.Controller
	lib := g.Players[p].Library
	n := min(e.N, len(lib))
	if n == 0 {
		return true
	}
	look := append([]ObjID(nil), lib[:n]...)
	ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.Players[p].Team, Prompt: "choose the card to put into your hand",
		Options: g.cardOptions(look), Min: 1, Max: 1})
	if !ok {
		return false
	}
	pick := look[ans[0]]
	var rest []ObjID
	for _, id := range look {
		if id != pick {
			rest = append(rest, id)
		}
	}
	var bottom []ObjID
	for len(rest) > 1 {
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.Players[p].Team, Prompt: "choose the next card to put on the bottom of your library",
			Options: g.cardOptions(rest), Min: 1, Max: 1})
		if !ok {
			return false
		}
		bottom = append(bottom, rest[ans[0]])
		rest = append(rest[:ans[0]:ans[0]], rest[ans[0]+1:]...)
	}
	bottom = append(bottom, rest...)
	pl := &g.Players[p]
	pl.Library = append(append([]ObjID(nil), pl.Library[n:]...), bottom...)
	g.logSecret(pl.Team, "# "+pl.Name+" puts a card into their hand", "# "+pl.Name+" puts "+g.obj(pick).Def.Name+" into their hand")
	g.moveTo(pick, ZoneHand, false) // no longer listed in the library: only added to the hand
	g.logf("# %s puts %d card(s) on the bottom of their library", pl.Name, len(bottom))
	return true
}

// DestroyAllButRandom chooses one permanent matching Filter at random with the game's
// random generator, then destroys the rest (Last One Standing; the random choice doesn't
// target, and nobody can act in between, rulings 2018-06-08).
type DestroyAllButRandom struct{ Filter Filter }

func (e DestroyAllButRandom) do(g *Game, r *Resolution) bool {
	var all []ObjID
	for _, id := range g.battlefield {
		if g.matches(id, &e.Filter, r.Source, r.Controller) {
			all = append(all, id)
		}
	}
	if len(all) == 0 {
		return true
	}
	keep := all[g.rng.Intn(len(all))]
	g.logf("# %s is chosen at random", g.obj(keep).Def.Name)
	for _, id := range all {
		if id != keep && g.obj(id).Zone == ZoneBattlefield {
			g.destroy(id)
		}
	}
	return true
}

// UntapUpTo: the controller chooses up to N permanents matching Filter (any player's; they
// aren't targeted) and untaps them (Peregrine Drake; CR 701.21b).
type UntapUpTo struct {
	N      int
	Filter Filter
}

func (e UntapUpTo) do(g *Game, r *Resolution) bool {
	var cands []ObjID
	for _, id := range g.battlefield {
		if g.obj(id).Tapped && g.matches(id, &e.Filter, r.Source, r.Controller) {
			cands = append(cands, id)
		}
	}
	opts := g.ownedOptions(cands)
	ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Team: g.Players[r.Controller].Team, Prompt: fmt.Sprintf("choose up to %d to untap (or none)", e.N),
		Options: opts, Min: 0, Max: min(e.N, len(opts))})
	if !ok {
		return false
	}
	for _, a := range ans {
		g.mut(cands[a]).Tapped = false
		g.logf("# %s untaps", opts[a].Text)
	}
	return true
}

// ownedOptions names permanents as options by controller and card name ("Bob's Forest",
// with #N for duplicates under one controller).
func (g *Game) ownedOptions(ids []ObjID) []Option {
	opts := make([]Option, len(ids))
	for i, id := range ids {
		o := g.obj(id)
		opts[i] = Option{Text: g.Players[o.Controller].Name + "'s " + o.Def.Name, Player: NoPlayer, Obj: id}
	}
	fixOrdinals(opts)
	return opts
}

// RemoveCounter removes N counters of Kind from the source; if it can't (the source left
// the battlefield or hasn't that many), the next Skip effects are skipped ("remove a
// +1/+1 counter from it. If you do, ...", Noosegraf Mob's ruling).
type RemoveCounter struct {
	Kind CounterKind
	N    int
	Skip int
}

func (e RemoveCounter) do(g *Game, r *Resolution) bool {
	n := max(1, e.N)
	if o := g.obj(r.Source); o.Zone != ZoneBattlefield || o.Counters[e.Kind] < n {
		g.logf("# %s has no %s counter to remove: nothing more happens", o.Def.Name, e.Kind)
		r.step += e.Skip
		return true
	}
	o := g.mut(r.Source)
	o.Counters[e.Kind] -= n
	g.logf("# %d %s counter(s) removed from %s", n, e.Kind, o.Def.Name)
	g.applyLayers()
	return true
}

// PutFromHand: each selected player (in the order of CR 805.6) may choose a card matching
// Filter in their hand; then the chosen cards are put onto the battlefield under their
// owners' control at the same time (Hunted Wumpus: "each other player may put a creature
// card from their hand onto the battlefield"). With Others, the controller is left out.
type PutFromHand struct {
	Who    Who
	Others bool
	Filter Filter
}

func (e PutFromHand) do(g *Game, r *Resolution) bool {
	var ps []PlayerID
	for _, p := range r.players(g, e.Who) {
		if !e.Others || p != r.Controller {
			ps = append(ps, p)
		}
	}
	picks := make([]ObjID, len(ps))
	for i, p := range ps {
		picks[i] = NoObj
		var cands []ObjID
		for _, id := range g.Players[p].Hand {
			if g.cardMatches(id, &e.Filter) {
				cands = append(cands, id)
			}
		}
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.Players[p].Team, Prompt: "you may put a card from your hand onto the battlefield (or none)",
			Options: g.cardOptions(cands), Min: 0, Max: 1})
		if !ok {
			return false
		}
		if len(ans) == 1 {
			picks[i] = cands[ans[0]]
		}
	}
	// CR 614.12a: the choices made as the cards enter come before any of them moves.
	var choices []enterChoices
	for i, p := range ps {
		if picks[i] == NoObj || g.obj(picks[i]).Def.AsEnters == nil {
			continue
		}
		if choices == nil {
			choices = make([]enterChoices, len(ps))
		}
		en, ok := g.askEnterChoices(r, g.obj(picks[i]).Def, p)
		if !ok {
			return false
		}
		choices[i] = en
	}
	for i, p := range ps {
		if picks[i] == NoObj || g.obj(picks[i]).Zone != ZoneHand {
			continue
		}
		id := g.enterAs(picks[i], p, false, choices, i)
		g.logf("# %s puts %s onto the battlefield", g.Players[p].Name, g.obj(id).Def.Name)
		g.emit(Event{Kind: EvEntersBattlefield, Obj: id, Player: p, Source: NoObj})
	}
	return true
}

// cardMatches reports whether a card outside the battlefield matches the characteristics
// a filter asks for (types, subtypes, supertypes, colors); relations to players don't apply.
func (g *Game) cardMatches(id ObjID, f *Filter) bool {
	c := &g.obj(id).Cur
	switch {
	case f.Types != 0 && c.Types&f.Types == 0, c.Types&f.NotTypes != 0:
		return false
	case f.Colors != 0 && c.Colors&f.Colors == 0, c.Colors&f.NotColors != 0:
		return false
	case f.Subtype != "" && !c.HasSubtype(f.Subtype), f.Super != 0 && c.Super&f.Super == 0:
		return false
	}
	return true
}

// CountersOnEachOwn: each selected player puts N counters of Kind on each permanent
// matching Filter that they control (Regna's Sanction: "Each friend puts a +1/+1 counter
// on each creature they control").
type CountersOnEachOwn struct {
	Who    Who
	Filter Filter
	Kind   CounterKind
	N      int
}

func (e CountersOnEachOwn) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		for _, id := range append([]ObjID(nil), g.battlefield...) {
			if g.obj(id).Controller == p && g.matches(id, &e.Filter, r.Source, p) {
				g.putCounters(id, e.Kind, max(1, e.N), p)
			}
		}
	}
	return true
}

// TapAllButOne: each selected player, in turn order and knowing the earlier choices,
// chooses one untapped creature they control; then all other creatures those players
// control are tapped at the same time (Regna's Sanction's foes, rulings 2018-06-08).
type TapAllButOne struct{ Who Who }

func (e TapAllButOne) do(g *Game, r *Resolution) bool {
	ps := r.players(g, e.Who)
	keep := make([]ObjID, len(ps))
	for i, p := range ps {
		keep[i] = NoObj
		var cands []ObjID
		for _, id := range g.battlefield {
			if o := g.obj(id); o.Controller == p && o.Is(Creature) && !o.Tapped {
				cands = append(cands, id)
			}
		}
		if len(cands) == 0 {
			continue
		}
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.Players[p].Team, Prompt: "choose the untapped creature that stays untapped",
			Options: g.cardOptions(cands), Min: 1, Max: 1})
		if !ok {
			return false
		}
		keep[i] = cands[ans[0]]
	}
	for i, p := range ps {
		for _, id := range g.battlefield {
			if o := g.obj(id); o.Controller == p && o.Is(Creature) && id != keep[i] && !o.Tapped {
				g.mut(id).Tapped = true
				g.logf("# %s is tapped", o.Def.Name)
			}
		}
	}
	return true
}

// matchesBBD2 checks the filter fields added for part 2 of Battlebond.
func (g *Game) matchesBBD2(id ObjID, f *Filter, source ObjID) bool {
	o := g.obj(id)
	if f.NotSubtype != "" && o.Cur.HasSubtype(f.NotSubtype) {
		return false
	}
	if f.Itself && id != source {
		return false
	}
	if f.HasCounterKind && o.Counters[f.CounterKind] == 0 {
		return false
	}
	return true
}

// condHoldsBBD2 evaluates the condition kinds added for part 2 of Battlebond.
func (g *Game) condHoldsBBD2(c *Condition, source ObjID, ctrl PlayerID) bool {
	switch c.Kind {
	case CondSelfMatches:
		return g.obj(source).Zone == ZoneBattlefield && (c.Filter == nil || g.matches(source, c.Filter, source, ctrl))
	case CondOpponentMoreLands:
		mine := g.landsOf(ctrl)
		for _, p := range g.livePlayers(g.playerOrder()) {
			if g.Opponents(p, ctrl) && g.landsOf(p) > mine {
				return true
			}
		}
	}
	return false
}

// landsOf counts the lands player p controls.
func (g *Game) landsOf(p PlayerID) int {
	n := 0
	for _, id := range g.battlefield {
		if o := g.obj(id); o.Controller == p && o.Is(Land) {
			n++
		}
	}
	return n
}

// countBBD2 counts the amount kinds added for part 2 of Battlebond (0 for any other).
func (a Amount) countBBD2(g *Game, r *Resolution, p PlayerID) int {
	switch a.Kind {
	case AmtSacrificedMV:
		n := 0
		for _, id := range r.sacrificed {
			n += g.obj(id).Def.Cost.Value(0)
		}
		return n
	case AmtGreatestPower:
		best := 0
		for _, id := range g.battlefield {
			if a.Filter != nil && g.matches(id, a.Filter, r.Source, r.Controller) {
				best = max(best, g.obj(id).Cur.Power)
			}
		}
		return best
	case AmtCountFilter:
		n := 0
		for _, id := range g.battlefield {
			if a.Filter != nil && g.matches(id, a.Filter, r.Source, r.Controller) {
				n++
			}
		}
		return n
	case AmtAurasAttached:
		n := 0
		for _, id := range g.battlefield {
			if o := g.obj(id); o.AttachedTo == r.Source && o.Cur.HasSubtype("Aura") {
				n++
			}
		}
		return n
	case AmtChosenHand:
		s := g.obj(r.Source)
		if !s.HasChosen || s.ChosenPlayer == NoPlayer || g.Teams[g.Players[s.ChosenPlayer].Team].Lost {
			return 0 // the chosen player left the game (Nyxathid's ruling)
		}
		return len(g.Players[s.ChosenPlayer].Hand)
	case AmtPlayersMoreLand:
		if p == NoPlayer {
			p = r.Controller
		}
		n := 0
		mine := g.landsOf(p)
		for _, q := range g.livePlayers(g.playerOrder()) {
			if g.landsOf(q) > mine {
				n++
			}
		}
		return n
	}
	return a.countPoison(g, r, p)
}

// applyStaticBBD2 applies the layered static kinds added for part 2 of Battlebond.
func applyStaticBBD2(c *Chars, l layered, src *Object, g *Game) {
	s := l.st
	switch s.Kind {
	case StAddTypes:
		// CR 205.1b: "in addition to its other types" keeps the old types and subtypes.
		c.Types |= s.AddTypes
		if len(s.SetSubtypes) > 0 {
			subs := append([]string(nil), c.Subtypes...)
			for _, t := range s.SetSubtypes {
				if !hasString(subs, t) {
					subs = append(subs, t)
				}
			}
			c.Subtypes = subs
		}
	case StAllColorless:
		c.Colors = 0 // CR 105.2c, 613.1e
	case StModifyPTPer:
		// "gets +N/+N for each ...": counted from the source's point of view (CR 613.4c).
		n := Amount{Kind: s.CDA}.eval(g, &Resolution{Source: l.source, Controller: src.Controller}, src.Controller)
		c.Power += s.Power * n
		c.Toughness += s.Toughness * n
	}
}

// PumpBy gives the selected creatures +X/+Y until end of turn, the amounts counted once as
// the effect happens (Impetuous Protege's ruling: X doesn't change later in the turn).
type PumpBy struct {
	What         What
	Power, Tough Amount
}

func (e PumpBy) do(g *Game, r *Resolution) bool {
	p := e.Power.eval(g, r, r.Controller)
	t := e.Tough.eval(g, r, r.Controller)
	for _, id := range r.objects(g, e.What) {
		if p != 0 || t != 0 {
			g.addEffect(ContEffect{Kind: EffModifyPT, Obj: id, Power: p, Toughness: t, Until: UntilEndOfTurn}, r)
		}
		g.logf("# %s gets %+d/%+d until end of turn", g.obj(id).Def.Name, p, t)
	}
	return true
}

// BounceIfPowerAtMost returns the selected creatures whose power is at most Amount to
// their owners' hands, checked as the effect happens (Nimbus Champion).
type BounceIfPowerAtMost struct {
	What   What
	Amount Amount
}

func (e BounceIfPowerAtMost) do(g *Game, r *Resolution) bool {
	n := e.Amount.eval(g, r, r.Controller)
	for _, id := range r.objects(g, e.What) {
		o := g.obj(id)
		if o.Cur.Power > n {
			g.logf("# %s has power %d, more than %d: it stays", o.Def.Name, o.Cur.Power, n)
			continue
		}
		g.logf("# %s returns to %s's hand", o.Def.Name, g.Players[o.Owner].Name)
		g.moveTo(id, ZoneHand, false)
	}
	return true
}

// SearchUpTo: the controller searches their library for up to Amount cards matching
// Filter, reveals them, puts them into their hand, then shuffles (Oreskos Explorer). With
// none to find the library is still searched and shuffled (its ruling).
type SearchUpTo struct {
	Filter Filter
	Amount Amount
}

func (e SearchUpTo) do(g *Game, r *Resolution) bool {
	n := e.Amount.eval(g, r, r.Controller)
	if n <= 0 {
		g.shuffle(r.Controller)
		g.logf("# %s searches for up to 0 cards and shuffles their library", g.Players[r.Controller].Name)
		return true
	}
	return SearchCards{Who: WhoYou, Filter: e.Filter, Max: n}.do(g, r)
}

// plusOneCounters applies "if one or more counters would be put on a permanent your team
// controls, that many plus one ... are put on it instead" (Pir, Imaginative Rascal; CR
// 614.1a), once for each such ability. With effects that double counters too, the
// permanent's controller orders the replacements (CR 616.1); the engine takes the order a
// controller wants: plus one before doubling (more counters), except for -1/-1 counters
// (fewer). It's called before doubling (before true) and after it.
func (g *Game) plusOneCounters(id ObjID, k CounterKind, n int, before bool) int {
	if before == (k == MinusOne) {
		return n
	}
	o := g.obj(id)
	plus := 0
	for _, s := range g.battlefield {
		so := g.obj(s)
		if !g.Teammates(so.Controller, o.Controller) {
			continue
		}
		for _, a := range so.Def.Abilities {
			if a.Static != nil && a.Static.Kind == StOneMoreCounter && g.staticActive(a.Static, s) {
				plus++
			}
		}
	}
	if plus > 0 {
		n += plus
		g.logf("# %s would get counters: it gets %d instead (CR 614.1a)", o.Def.Name, n)
	}
	return n
}

// ExileThenDelayed exiles the selected permanents and creates, for each card exiled, a
// delayed triggered ability about that card that triggers once (CR 603.7c): Long Road
// Home's "At the beginning of the next end step, return that card ...". A token exiled
// this way ceases to exist and never returns (CR 111.7).
type ExileThenDelayed struct {
	What    What
	Ability *Ability
}

func (e ExileThenDelayed) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.logf("# %s is exiled", g.obj(id).Def.Name)
		nid := g.moveTo(id, ZoneExile, false)
		if nid == NoObj {
			continue
		}
		g.addEffect(ContEffect{Kind: EffDelayedTrigger, Obj: nid, Player: r.Controller, Until: Forever, N: 1, Ability: e.Ability}, r)
	}
	return true
}

// ReturnEventCard returns the card the triggering event is about from exile to the
// battlefield under its owner's control, with Counters +1/+1 counters on it (CR 614.1c;
// Long Road Home). A card that has left exile stays where it is (CR 400.7).
type ReturnEventCard struct{ Counters int }

func (e ReturnEventCard) do(g *Game, r *Resolution) bool {
	id := r.Event.Obj
	if id == NoObj || int(id) >= g.objs.len() || g.obj(id).Zone != ZoneExile {
		return true
	}
	owner := g.obj(id).Owner
	en, ok := g.askEnterChoices(r, g.obj(id).Def, owner) // CR 614.12a
	if !ok {
		return false
	}
	nid := g.putOntoBattlefield(id, owner, false)
	g.applyEnterChoices(nid, en)
	g.logf("# %s returns to the battlefield under %s's control", g.obj(nid).Def.Name, g.Players[owner].Name)
	if e.Counters > 0 {
		g.putCounters(nid, PlusOne, e.Counters, owner)
	}
	g.emit(Event{Kind: EvEntersBattlefield, Obj: nid, Player: owner, Source: NoObj})
	return true
}

// playerHit is combat damage dealt to a player: by which source, in which step.
type playerHit struct {
	src  ObjID
	to   PlayerID
	step Step
}

// emitTeamCombatDamage raises one event for each team whose players were dealt combat
// damage in step s ("Whenever your opponents are dealt combat damage" triggers once, however
// many opponents, sources or points of damage; Mindblade Render's rulings).
func (g *Game) emitTeamCombatDamage(s Step) {
	for _, t := range g.teamOrder() {
		for _, h := range g.combat.playerHits {
			if h.step == s && g.Players[h.to].Team == t {
				g.emit(Event{Kind: EvTeamCombatDamage, Player: h.to, Step: s, Obj: NoObj, Source: NoObj, Combat: true})
				break
			}
		}
	}
}

// teamHitBy reports whether any of the combat damage of event e (to the players of e's
// team in e's step) was dealt by a source matching f, by its last known information
// ("if any of that damage was dealt by a Warrior").
func (g *Game) teamHitBy(e Event, f *Filter, source ObjID, ctrl PlayerID) bool {
	team := g.Players[e.Player].Team
	for _, h := range g.combat.playerHits {
		if h.step == e.Step && g.Players[h.to].Team == team && g.matches(h.src, f, source, ctrl) {
			return true
		}
	}
	return false
}

// checkCountX checks that an ability with "X target ..." (TargetSpec.CountX) has exactly X
// targets for that spec (Magus of the Candelabra: "{X}, {T}: Untap X target lands").
func checkCountX(specs []TargetSpec, ts []Target, x int) error {
	n := 0
	for _, s := range specs {
		if !s.CountX {
			n += s.count()
			continue
		}
		if got := len(ts) - n; got != x {
			return errorf("needs exactly X=%d target(s), got %d (CR 601.2c)", x, got)
		}
	}
	return nil
}

// extraManaKind is the mana kinds the k-th additional mana (counting from 1) of a
// permanent tapped for mana can be: any color, or the kind its StExtraMana ability says
// ("Whenever you tap a Swamp for mana, add an additional {B}", Nirkana Revenant).
func (g *Game) extraManaKind(id ObjID, k int) uint8 {
	i := 0
	for _, s := range g.battlefield {
		so := g.obj(s)
		for _, a := range so.Def.Abilities {
			if a.Static == nil || a.Static.Kind != StExtraMana || !g.staticActive(a.Static, s) || !containsID(g.staticTargets(a.Static, s), id) {
				continue
			}
			if i++; i == k && a.Static.Mana != 0 {
				return a.Static.Mana
			}
		}
	}
	return anyColor
}

// ---- Granted triggered abilities and damage dealt this turn (Grothama) ----

// grantedTriggers adds the triggers of abilities permanent id has because a static ability
// of another permanent grants them ("Other creatures have 'Whenever this creature attacks,
// ...'", CR 613.1f). The ability is the permanent's own: it is its source and its
// controller controls the trigger. The event's Source names the granting permanent, for
// effects that refer to it by name.
func (g *Game) grantedTriggers(id ObjID, e Event) {
	o := g.obj(id)
	if o.Cur.NoAbilities {
		return
	}
	for _, s := range g.battlefield {
		so := g.obj(s)
		for _, a := range so.Def.Abilities {
			st := a.Static
			if st == nil || st.Kind != StGrantTrigger || st.Grant == nil || st.Grant.Trigger == nil || st.Grant.Trigger.Event != e.Kind {
				continue
			}
			if !g.staticActive(st, s) || so.Cur.NoAbilities || !containsID(g.staticTargets(st, s), id) || !g.triggerMatches(st.Grant, id, e) {
				continue
			}
			ev := e
			ev.Source = s
			g.addTrigger(id, st.Grant, ev)
		}
	}
}

// FightGranter: the controller may have the source fight the permanent that granted the
// ability (the event's Source): each deals damage equal to its power to the other (CR
// 701.12a). If either isn't a creature on the battlefield, no damage is dealt (701.12b).
type FightGranter struct{}

func (FightGranter) do(g *Game, r *Resolution) bool {
	a, b := r.Source, r.Event.Source
	alive := func(id ObjID) bool {
		return id != NoObj && int(id) < g.objs.len() && g.obj(id).Zone == ZoneBattlefield && g.obj(id).Is(Creature)
	}
	if !alive(a) || !alive(b) {
		return true
	}
	yes, ok := r.yesNo(g, r.Controller, "have "+g.obj(a).Def.Name+" fight "+g.obj(b).Def.Name+"?")
	if !ok || !yes {
		return ok
	}
	pa, pb := g.obj(a).Cur.Power, g.obj(b).Cur.Power
	sa, sb := g.sourceOf(a), g.sourceOf(b)
	g.logf("# %s fights %s (CR 701.12)", g.obj(a).Def.Name, g.obj(b).Def.Name)
	g.dealDamage(sa, ObjTarget(b), pa, false)
	g.dealDamage(sb, ObjTarget(a), pb, false)
	return true
}

// damageRec is damage dealt to a permanent this turn by a source its controller controlled.
type damageRec struct {
	to ObjID
	by PlayerID
	n  int
}

// DrawDamageDealtToSource: each player draws cards equal to the damage dealt this turn to
// the source (as it last existed) by sources they controlled (Grothama, All-Devouring's
// leaves-the-battlefield ability), in the order of CR 805.6.
type DrawDamageDealtToSource struct{}

func (DrawDamageDealtToSource) do(g *Game, r *Resolution) bool {
	for _, p := range g.livePlayers(g.playerOrder()) {
		n := 0
		for _, d := range g.damageLog {
			if d.to == r.Source && d.by == p {
				n += d.n
			}
		}
		if n > 0 {
			g.logf("# sources %s controlled dealt %d damage to %s this turn", g.Players[p].Name, n, g.obj(r.Source).Def.Name)
			g.draw(p, n)
		}
	}
	return true
}

// ---- Granted activated and mana abilities (CR 613.1f) ----

// grantMap lists, for each permanent, the activated and mana abilities it has because a
// static ability of a permanent grants them (Karametra's Favor: "Enchanted creature has
// '{T}: Add one mana of any color.'"); nil when there are none.
func (g *Game) grantMap() map[ObjID][]*Ability {
	if g.listing.on && g.listing.haveGrants {
		return g.listing.grants // the state doesn't change while actions are listed
	}
	var m map[ObjID][]*Ability
	for _, s := range g.battlefield {
		so := g.obj(s)
		for _, a := range so.Def.Abilities {
			st := a.Static
			if st == nil || st.Kind != StGrantAbility || st.Grant == nil || so.Cur.NoAbilities || !g.staticActive(st, s) {
				continue
			}
			for _, id := range g.staticTargets(st, s) {
				if g.obj(id).Cur.NoAbilities {
					continue
				}
				if m == nil {
					m = map[ObjID][]*Ability{}
				}
				m[id] = append(m[id], st.Grant)
			}
		}
	}
	g.listing.keepGrants(m)
	return m
}

// abilitiesOf lists a permanent's abilities: its own in printed order, then those granted
// to it. An activation names an ability by its index in this list.
func (g *Game) abilitiesOf(id ObjID) []*Ability {
	return withGranted(g.obj(id), g.grantMap())
}

// withGranted is the abilities of o with the granted ones of grants appended.
func withGranted(o *Object, grants map[ObjID][]*Ability) []*Ability {
	extra := grants[o.ID]
	if len(extra) == 0 || o.Zone != ZoneBattlefield {
		return o.Def.Abilities
	}
	return append(append([]*Ability(nil), o.Def.Abilities...), extra...)
}

// abilityIndexIn converts the notation's "ability N" to an index into abs (see AbilityIndex).
func abilityIndexIn(abs []*Ability, n int) int {
	k := 0
	for i, ab := range abs {
		if ab.Kind == ActivatedAbility || ab.Kind == LoyaltyAbility || ab.Kind == ManaAbility {
			k++
			if n == 0 && ab.Kind != ManaAbility || n == k {
				return i
			}
		}
	}
	return -1
}

// ---- Blockers blocking several attackers (Night Market Guard) ----

// extraBlocks is how many additional creatures creature id can block (CR 509.1a: one
// unless an effect says more).
func (g *Game) extraBlocks(id ObjID) int {
	n := 0
	for _, s := range g.battlefield {
		so := g.obj(s)
		for _, a := range so.Def.Abilities {
			if st := a.Static; st != nil && st.Kind == StBlockAdditional && g.staticActive(st, s) && containsID(g.staticTargets(st, s), id) {
				n += max(1, st.Amount)
			}
		}
	}
	return n
}

// blockedBy lists the attackers blocker id blocks, in the order the blocks were declared.
func (g *Game) blockedBy(id ObjID) []ObjID {
	var out []ObjID
	for _, b := range g.combat.blocks {
		if b.blocker == id {
			out = append(out, b.attacker)
		}
	}
	return out
}

// blockerChoices lists the blockers whose combat damage assignment is a real choice this
// step: those blocking two or more attackers (CR 510.1d).
func (g *Game) blockerChoices() []ObjID {
	var out []ObjID
	s := g.turn.Step
	for _, b := range g.combat.blocks {
		if containsID(out, b.blocker) || !g.dealsIn(b.blocker, s) || g.obj(b.blocker).Cur.Power <= 0 {
			continue
		}
		if len(g.blockedBy(b.blocker)) > 1 {
			out = append(out, b.blocker)
		}
	}
	return out
}

// assignTeam is the team whose combat damage assignment is pending in this damage step:
// the attacking team first, where an attacker's assignment is a real choice (CR 510.1c),
// then the defending team for blockers blocking several attackers (510.1d); NoTeam when
// the damage can be dealt.
func (g *Game) assignTeam() TeamID {
	if !g.combat.attackAssigned && g.needAssignment() {
		return g.turn.Team
	}
	if !g.combat.blockAssigned {
		if bl := g.blockerChoices(); len(bl) > 0 {
			return g.Players[g.obj(bl[0]).Controller].Team
		}
	}
	return NoTeam
}

// assignSources lists the creatures whose assignment the pending team announces.
func (g *Game) assignSources() []ObjID {
	if g.assignTeam() == g.turn.Team {
		return g.attackerIDs()
	}
	return g.blockerChoices()
}

// checkBlockerAssignment checks a blocker's division of its combat damage among the
// attackers it blocks (CR 510.1d): exactly its power, only to those attackers.
func (g *Game) checkBlockerAssignment(da DamageAssignment) error {
	o := g.obj(da.Source)
	if !containsID(g.blockerChoices(), da.Source) {
		return errorf("%s isn't blocking two or more creatures; its damage isn't divided (CR 510.1d)", o.Def.Name)
	}
	att := g.blockedBy(da.Source)
	total := 0
	for _, p := range da.Parts {
		if p.Amount < 0 {
			return errorf("damage amounts must not be negative")
		}
		if p.To.IsPlayer() || !containsID(att, p.To.Obj) {
			return errorf("%s can assign combat damage only to the creatures it blocks (CR 510.1d)", o.Def.Name)
		}
		total += p.Amount
	}
	if total != o.Cur.Power {
		return errorf("%s must assign exactly its power, %d, in combat damage; got %d (CR 510.1a)", o.Def.Name, o.Cur.Power, total)
	}
	return nil
}

// combatHit is an amount of combat damage one source deals to one player or object.
type combatHit struct {
	src damageSource
	to  Target
	n   int
}

// blockerHits is the combat damage the blockers deal in step s (CR 510.1d): all of it to
// the one attacker a blocker blocks, or, blocking several, as announced in chosen or by
// default lethal damage to each in the order blocked and the rest to the last.
func (g *Game) blockerHits(s Step, chosen []DamageAssignment) []combatHit {
	var out []combatHit
	var done []ObjID
	for _, b := range g.combat.blocks {
		if containsID(done, b.blocker) || !g.dealsIn(b.blocker, s) {
			continue
		}
		done = append(done, b.blocker)
		o := g.obj(b.blocker)
		power := o.Cur.Power
		if power <= 0 {
			continue
		}
		src := g.sourceOf(b.blocker)
		att := g.blockedBy(b.blocker)
		if len(att) == 1 {
			out = append(out, combatHit{src, ObjTarget(att[0]), power})
			continue
		}
		custom := false
		for _, c := range chosen {
			if c.Source == b.blocker {
				custom = true
				for _, p := range c.Parts {
					out = append(out, combatHit{src, p.To, p.Amount})
				}
			}
		}
		if custom {
			continue
		}
		left := power
		for i, a := range att {
			n := min(left, g.lethal(a, o.Has(Deathtouch)))
			if i == len(att)-1 {
				n = left
			}
			if n > 0 {
				out = append(out, combatHit{src, ObjTarget(a), n})
			}
			left -= n
		}
	}
	return out
}

// ---- Additional combat phases and tokens put onto the battlefield attacking ----

// AdditionalCombat adds a combat phase directly after the current combat phase (CR 500.8:
// the most recently created extra phase comes first; no main phase in between).
type AdditionalCombat struct{}

func (AdditionalCombat) do(g *Game, r *Resolution) bool {
	g.turn.extraCombats++
	g.logf("# after this combat phase there is an additional combat phase (CR 500.8)")
	return true
}

// CreateAttackingToken: the controller may have the controller of the triggering event's
// creature create a Def token that's tapped and attacking (Najeela). That player chooses
// which defending player or planeswalker it attacks (CR 508.4, 805.10b); in the editions
// where creatures attack the team it attacks the defending team. It was never declared as
// an attacker, so "whenever ... attacks" abilities don't trigger (CR 508.4).
type CreateAttackingToken struct {
	Def *CardDef
	May bool
}

func (e CreateAttackingToken) do(g *Game, r *Resolution) bool {
	p := r.Event.Player
	if p == NoPlayer || g.Teams[g.Players[p].Team].Lost || g.Players[p].Team != g.turn.Team || !g.combat.declared {
		return true
	}
	if e.May {
		yes, ok := r.yesNo(g, r.Controller, "have "+g.Players[p].Name+" create a "+e.Def.Name+" tapped and attacking?")
		if !ok || !yes {
			return ok
		}
	}
	def := g.otherTeam(g.turn.Team)
	var decls []AttackDecl
	if g.cfg.Edition.AttacksTeam() {
		decls = append(decls, AttackDecl{Target: PlayerTarget(g.Teams[def].Players[0]), Team: def})
	} else {
		for _, q := range g.Teams[def].Players {
			decls = append(decls, AttackDecl{Target: PlayerTarget(q), Team: NoTeam})
		}
		for _, id := range g.battlefield {
			if o := g.obj(id); o.Is(Planeswalker) && g.Players[o.Controller].Team == def {
				decls = append(decls, AttackDecl{Target: ObjTarget(id), Team: NoTeam})
			}
		}
	}
	opts := make([]Option, len(decls))
	for i, d := range decls {
		opts[i] = Option{Text: g.attackName(d), Player: d.Target.Player, Obj: d.Target.Obj}
	}
	fixOrdinals(opts)
	ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.Players[p].Team, Prompt: "choose what the " + e.Def.Name + " attacks", Options: opts, Min: 1, Max: 1})
	if !ok {
		return false
	}
	d := decls[ans[0]]
	for i := g.tokenFactor(p); i > 0; i-- {
		id := g.newObject(e.Def, p, ZoneBattlefield)
		id = g.putOntoBattlefield(id, p, true)
		rec := attackRec{obj: id, target: d.Target, team: d.Team, damageTo: NoPlayer, defender: NoPlayer}
		switch {
		case d.Team != NoTeam:
			rec.target = Target{Player: NoPlayer, Obj: NoObj}
			rec.defender = g.Teams[d.Team].Players[0]
		case d.Target.IsPlayer():
			rec.defender = d.Target.Player
			rec.team = g.Players[d.Target.Player].Team
		default:
			rec.defender = g.obj(d.Target.Obj).Controller
			rec.team = g.Players[rec.defender].Team
		}
		g.combat.attackers = append(g.combat.attackers, rec)
		g.logf("# %s creates a %s tapped and attacking %s (CR 508.4)", g.Players[p].Name, e.Def.Name, g.attackName(d))
		g.emit(Event{Kind: EvEntersBattlefield, Obj: id, Player: p, Source: NoObj})
	}
	return true
}

// ---- Mycosynth Lattice ----

// payColoredFromAnyPool pays the colored symbols still needed with any mana left in the
// pool, colorless included ("Players may spend mana as though it were mana of any color",
// Mycosynth Lattice's rulings; a {C} symbol still needs colorless mana).
func payColoredFromAnyPool(need *[6]int, pool *Pool, pay *payment) {
	for i := 0; i < int(ColorlessMana); i++ {
		for k := range pool {
			use := min(need[i], pool[k])
			need[i] -= use
			pool[k] -= use
			pay.fromPool[k] += use
		}
	}
}

// spendAnyColor reports whether player p may spend mana as though it were mana of any
// color (a StSpendAnyColor ability on the battlefield: it applies to every player).
func (g *Game) spendAnyColor(p PlayerID) bool {
	if !g.mayHaveStatic(StSpendAnyColor) {
		return false
	}
	for _, s := range g.battlefield {
		for _, a := range g.obj(s).Def.Abilities {
			if a.Static != nil && a.Static.Kind == StSpendAnyColor && g.staticActive(a.Static, s) {
				return true
			}
		}
	}
	return false
}

// colorlessOutside makes every object that isn't a permanent colorless while an
// StAllColorless ability applies (Mycosynth Lattice: "All cards that aren't on the
// battlefield, spells, and permanents are colorless", CR 613.1e), and gives them back their
// colors when none does. Permanents are handled in layer 5 by applyStaticBBD2.
func (g *Game) colorlessOutside(list []layered) {
	on := false
	for _, l := range list {
		if l.st != nil && l.st.Kind == StAllColorless && g.staticActive(l.st, l.source) {
			on = true
			break
		}
	}
	if !on && !g.colorless {
		return
	}
	g.colorless = on
	for i := range g.objs.len() {
		o := g.obj(ObjID(i))
		if o.Zone == ZoneNone || o.Zone == ZoneBattlefield {
			continue
		}
		want := o.Def.Colors
		if on {
			want = 0
		}
		// Written only when it changes: this runs at every layer pass over every object,
		// and a write unshares the object's chunk from the game's clones.
		if o.Cur.Colors != want {
			g.mut(ObjID(i)).Cur.Colors = want
		}
	}
}

// ---- Modal spells (CR 700.2) ----

// Mode is one mode of a modal spell (CR 700.2): the targets it adds, and its effects built
// for where its targets fall among the spell's (first: its first target's index;
// firstObj: the number of object targets before it, for WhatTarget's N).
type Mode struct {
	Text    string
	Targets []TargetSpec
	Effects func(first, firstObj int) []Effect
}

// modalAbility builds what a modal spell does with the modes chosen (CR 601.2b, 700.2):
// the modes in the order printed, a mode chosen twice appearing twice in sequence
// (700.2d), with the targets of each (700.2c). The targets are given in that order.
func (g *Game) modalAbility(base *Ability, modes []int, targets []Target) (*Ability, error) {
	if base == nil || len(base.Modes) == 0 {
		if len(modes) > 0 {
			return nil, errorf("it isn't modal: no modes to choose")
		}
		return base, nil
	}
	n := max(1, base.ModeCount)
	if len(modes) != n {
		return nil, errorf("choose %d mode(s), e.g. \"using modes 1, 2, 3\" (CR 601.2b, 700.2)", n)
	}
	sorted := append([]int(nil), modes...)
	for i := 1; i < len(sorted); i++ {
		for j := i; j > 0 && sorted[j] < sorted[j-1]; j-- {
			sorted[j], sorted[j-1] = sorted[j-1], sorted[j]
		}
	}
	for i, m := range sorted {
		if m < 0 || m >= len(base.Modes) {
			return nil, errorf("there is no mode %d; the modes are 1 to %d", m+1, len(base.Modes))
		}
		if i > 0 && sorted[i-1] == m && !base.ModeRepeat {
			return nil, errorf("the same mode can't be chosen twice (CR 700.2d)")
		}
	}
	ab := &Ability{Kind: base.Kind, Text: base.Text}
	for _, m := range sorted {
		first := 0
		for _, s := range ab.Targets {
			first += s.count()
		}
		firstObj := 0
		for _, t := range targets[:min(first, len(targets))] {
			if !t.IsPlayer() {
				firstObj++
			}
		}
		ab.Targets = append(ab.Targets, base.Modes[m].Targets...)
		ab.Effects = append(ab.Effects, base.Modes[m].Effects(first, firstObj)...)
	}
	return ab, nil
}

// parseModes reads "modes 1, 1, 3" (the "using" clause of a cast line) into 0-based modes.
func parseModes(s string) ([]int, bool) {
	f := strings.Fields(strings.NewReplacer(",", " ").Replace(s))
	if len(f) < 2 || f[0] != "modes" && f[0] != "mode" {
		return nil, false
	}
	var out []int
	for _, w := range f[1:] {
		n, err := strconv.Atoi(w)
		if err != nil || n < 1 || n > 100 {
			return nil, false
		}
		out = append(out, n-1)
	}
	return out, true
}

// modalVariants adds the legal ways to cast a modal spell: each choice of modes (with
// repetition where allowed) and each target combination, with X as given.
func (g *Game) modalVariants(out []Action, p PlayerID, id ObjID, x int) []Action {
	base := g.obj(id).Def.Spell
	n := max(1, base.ModeCount)
	var choices [][]int
	cur := make([]int, 0, n)
	var rec func(from int)
	rec = func(from int) {
		if len(cur) == n {
			choices = append(choices, append([]int(nil), cur...))
			return
		}
		for m := from; m < len(base.Modes); m++ {
			cur = append(cur, m)
			next := m + 1
			if base.ModeRepeat {
				next = m
			}
			rec(next)
			cur = cur[:len(cur)-1]
		}
	}
	rec(0)
	for _, modes := range choices {
		ab, err := g.modalAbility(base, modes, nil)
		if err != nil {
			continue
		}
		combos := [][]Target{nil}
		if len(ab.Targets) > 0 {
			combos = g.targetCombos(ab, id, p)
		}
		for k, ts := range combos {
			if k >= 4 {
				break // a few target combinations of each choice of modes are enough to list
			}
			a := Action{Kind: ActCast, Player: p, Team: g.Players[p].Team, Obj: id, Targets: ts, X: x, Rare: &ActionRare{Modes: modes}, Assist: NoPlayer}
			if _, err := g.planCast(&a); err == nil {
				out = append(out, a)
			}
		}
	}
	return out
}

// CounterUnlessPays counters object target N, a spell, unless its controller pays Cost
// (Mystic Confluence: "Counter target spell unless its controller pays {3}"). That
// player chooses, if they can pay at all; a teammate can't pay for them (CR 810.5).
type CounterUnlessPays struct {
	N    int
	Cost Cost
}

func (e CounterUnlessPays) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, What{Kind: WhatTarget, N: e.N}) {
		o := g.obj(id)
		if o.Zone != ZoneStack {
			continue
		}
		p := o.Controller
		pay, can := planPayment(e.Cost, g.Players[p].Pool, g.manaSources(p, nil), g.spendAnyColor(p))
		yes := false
		if can {
			var ok bool
			if yes, ok = r.yesNo(g, p, "pay "+e.Cost.String()+" so that "+o.Def.Name+" isn't countered?"); !ok {
				return false
			}
		}
		if yes {
			g.pay(p, pay)
			g.logf("# %s pays %s: %s isn't countered", g.Players[p].Name, e.Cost, o.Def.Name)
			continue
		}
		g.logf("# %s is countered", o.Def.Name)
		g.moveTo(id, ZoneGraveyard, false)
	}
	return true
}

// BounceTarget returns object target N, if it is still a legal target on the battlefield,
// to its owner's hand (CR 608.2b: an illegal target is left alone).
type BounceTarget struct{ N int }

func (e BounceTarget) do(g *Game, r *Resolution) bool {
	if id := r.legalObjTarget(g, e.N); id != NoObj {
		o := g.obj(id)
		g.logf("# %s returns to %s's hand", o.Def.Name, g.Players[o.Owner].Name)
		g.moveTo(id, ZoneHand, false)
	}
	return true
}

// resolveTargetsFor resolves the target names of a cast or activation knowing what each
// target may be: a name that fits both a permanent or spell and a card in a graveyard
// ("Plains") means the graveyard card where the target spec asks for one (Pulse of Murasa),
// as the log writes it; otherwise the permanent or spell.
func (g *Game) resolveTargetsFor(rs []notation.Ref, ab *Ability) ([]Target, error) {
	var specs []*TargetSpec
	if ab != nil {
		specs = flatSpecs(ab.Targets)
	}
	var out []Target
	for i, r := range rs {
		if i < len(specs) && specs[i].Kind == TargetCardInGraveyard {
			if id, err := g.FindRef(r, g.graveyardObjects()); err == nil {
				out = append(out, ObjTarget(id))
				continue
			}
		}
		t, err := g.resolveTarget(r)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

// castAbility is what a cast action's targets are for: the spell's ability, a bestowed
// Aura's, or the modes chosen (nil when unknown).
func (g *Game) castAbility(a *Action) *Ability {
	if a.Obj < 0 || int(a.Obj) >= g.objs.len() {
		return nil
	}
	def := g.obj(a.Obj).Def
	if a.Bestow {
		return &bestowAbility
	}
	if len(a.modes()) > 0 && def.Spell != nil && len(def.Spell.Modes) > 0 {
		if ab, err := g.modalAbility(def.Spell, a.modes(), nil); err == nil {
			return ab
		}
	}
	return def.Spell
}

// countX reports whether an ability has "X target ..." (TargetSpec.CountX).
func countX(ab *Ability) bool {
	for _, s := range ab.Targets {
		if s.CountX {
			return true
		}
	}
	return false
}

// fixedTargets counts the targets of an ability's specs other than its "X target ..." one.
func fixedTargets(ab *Ability) int {
	n := 0
	for _, s := range ab.Targets {
		if !s.CountX {
			n += s.count()
		}
	}
	return n
}
