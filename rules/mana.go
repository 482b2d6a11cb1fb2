package rules

import (
	"fmt"
	"strings"

	"github.com/ettinmtg/ettin/mtg"
)

// Cost is a mana cost (CR 202): generic mana, colored symbols, colorless {C}, hybrid and {X}.
type Cost struct {
	Generic   int
	Colored   [5]uint8
	Colorless uint8
	Hybrid    [][2]Color
	X         uint8 // number of {X} symbols
}

// ParseCost reads a mana cost such as "{2}{W}{W}", "{X}{R}" or "{R/W}" with mtg.ParseMana,
// the one mana parser. The empty string is the empty cost. Symbols the engine's costs
// don't hold (snow, {2/W}, {C/W}, Phyrexian) are refused.
func ParseCost(s string) (Cost, error) {
	var c Cost
	if strings.TrimSpace(s) == "" {
		return c, nil
	}
	syms, err := mtg.ParseMana(s)
	if err != nil {
		return c, fmt.Errorf("mana cost %w", err)
	}
	for _, sym := range syms {
		switch sym.Kind {
		case mtg.SymGeneric:
			c.Generic += sym.N
		case mtg.SymColored:
			c.Colored[sym.Color]++
		case mtg.SymColorless:
			c.Colorless++
		case mtg.SymX:
			c.X++
		case mtg.SymHybrid:
			c.Hybrid = append(c.Hybrid, [2]Color{sym.Color, sym.Other})
		default:
			return c, fmt.Errorf("mana cost %q: the symbol %s is not supported in costs", s, sym)
		}
	}
	return c, nil
}

// MustCost is ParseCost for constant costs written in card definitions.
func MustCost(s string) Cost {
	c, err := ParseCost(s)
	if err != nil {
		panic(err) // only reached by a malformed card definition, found by the card tests
	}
	return c
}

// Value is the mana value (converted mana cost, CR 202.3) with X counted as x.
func (c Cost) Value(x int) int {
	n := c.Generic + int(c.Colorless) + len(c.Hybrid) + int(c.X)*x
	for _, k := range c.Colored {
		n += int(k)
	}
	return n
}

// IsZero reports whether the cost has no symbols.
func (c Cost) IsZero() bool { return c.Value(1) == 0 }

// Devotion counts the symbols of color col in the cost, hybrid included (CR 700.5).
func (c Cost) Devotion(col Color) int {
	n := int(c.Colored[col])
	for _, h := range c.Hybrid {
		if h[0] == col || h[1] == col {
			n++
		}
	}
	return n
}

// Colors returns the colors of the cost's symbols (CR 105.2).
func (c Cost) Colors() ColorSet {
	var s ColorSet
	for i, k := range c.Colored {
		if k > 0 {
			s = s.With(Color(i))
		}
	}
	for _, h := range c.Hybrid {
		s = s.With(h[0]).With(h[1])
	}
	return s
}

// String writes the cost in symbols, {X} first.
func (c Cost) String() string {
	var b strings.Builder
	for i := 0; i < int(c.X); i++ {
		b.WriteString("{X}")
	}
	if c.Generic > 0 || c.IsZero() && c.X == 0 {
		fmt.Fprintf(&b, "{%d}", c.Generic)
	}
	for i := 0; i < int(c.Colorless); i++ {
		b.WriteString("{C}")
	}
	for _, h := range c.Hybrid {
		fmt.Fprintf(&b, "{%c/%c}", colorLetters[h[0]], colorLetters[h[1]])
	}
	for col, k := range c.Colored {
		for i := 0; i < int(k); i++ {
			fmt.Fprintf(&b, "{%c}", colorLetters[col])
		}
	}
	return b.String()
}

// less returns the cost reduced by mana cost m (CR 601.2f): each colored and colorless
// symbol of m removes one of the same kind, each hybrid symbol one identical hybrid or
// one of its colors, and what m has left (its generic part, and symbols c doesn't hold)
// reduces the generic part, never below zero.
func (c Cost) less(m Cost) Cost {
	out := c
	out.Hybrid = append([][2]Color(nil), c.Hybrid...)
	left := m.Generic
	for i, k := range m.Colored {
		d := min(out.Colored[i], k)
		out.Colored[i] -= d
		left += int(k - d)
	}
	d := min(out.Colorless, m.Colorless)
	out.Colorless -= d
	left += int(m.Colorless - d)
	for _, h := range m.Hybrid {
		switch {
		case removeHybrid(&out.Hybrid, h):
		case out.Colored[h[0]] > 0:
			out.Colored[h[0]]--
		case out.Colored[h[1]] > 0:
			out.Colored[h[1]]--
		default:
			left++
		}
	}
	out.Generic = max(0, out.Generic-left)
	return out
}

// removeHybrid removes one hybrid symbol h from hs, reporting whether there was one.
func removeHybrid(hs *[][2]Color, h [2]Color) bool {
	for i, x := range *hs {
		if x == h {
			*hs = append((*hs)[:i], (*hs)[i+1:]...)
			return true
		}
	}
	return false
}

// times returns the cost paid n times over (cumulative upkeep, CR 702.24a); n of 0 or
// less is the empty cost.
func (c Cost) times(n int) Cost {
	if n <= 0 {
		return Cost{}
	}
	out := Cost{Generic: c.Generic * n, Colorless: c.Colorless * uint8(n), X: c.X * uint8(n)}
	for i, k := range c.Colored {
		out.Colored[i] = k * uint8(n)
	}
	for range n {
		out.Hybrid = append(out.Hybrid, c.Hybrid...)
	}
	return out
}

// withX returns the cost with X fixed and extra generic mana added.
func (c Cost) withX(x, extra int) Cost {
	c.Generic += int(c.X)*x + extra
	c.X = 0
	return c
}

// ManaKind indexes a mana pool: the five colors, then colorless.
type ManaKind uint8

// ColorlessMana is the pool index of colorless mana.
const ColorlessMana ManaKind = 5

// Pool is a mana pool (CR 106.4): amounts of W, U, B, R, G and colorless mana.
type Pool [6]int

// Total is the amount of mana in the pool.
func (p Pool) Total() int { return p[0] + p[1] + p[2] + p[3] + p[4] + p[5] }

// manaSource is one untapped permanent that can tap for one mana of some kinds.
type manaSource struct {
	obj   ObjID
	kinds uint8 // bit i: can make ManaKind i
	// pain: the kinds of kinds made only by a mana ability with a further effect
	// ("CARDNAME deals 1 damage to you"); a payment takes the other kinds when it can.
	pain uint8
	// helper: a permanent tapped to pay by convoke or improvise, not for mana (CR 702.51a,
	// 702.126a); kinds has helperKind.
	helper bool
}

// payment is a plan to pay a cost: mana taken from the pool and sources tapped.
type payment struct {
	fromPool Pool
	taps     []tapPlan
}

type tapPlan struct {
	obj    ObjID
	kind   ManaKind
	helper bool // convoke or improvise: tapped, not tapped for mana
}

// planPayment finds a way to pay cost from pool and sources, or reports false. It is
// deterministic: pool first, then sources in the order given, the least flexible first.
func planPayment(cost Cost, pool Pool, sources []manaSource, anyColor ...bool) (payment, bool) {
	return planPaymentKeep(cost, pool, sources, true, len(anyColor) > 0 && anyColor[0])
}

// canPay reports whether planPayment would find a way to pay, without keeping the taps.
func canPay(cost Cost, pool Pool, sources []manaSource, anyColor bool) bool {
	_, ok := planPaymentKeep(cost, pool, sources, false, anyColor)
	return ok
}

// planPayment plans a payment for a caller that keeps the plan only when the game isn't
// listing actions: listing checks many plans and discards each, so its plans leave out the
// taps (one allocation each).
func (g *Game) planPayment(cost Cost, pool Pool, sources []manaSource, anyColor bool) (payment, bool) {
	return planPaymentKeep(cost, pool, sources, !g.listing.on, anyColor)
}

// planPaymentKeep is planPayment; keep says whether the payment holds its taps.
func planPaymentKeep(cost Cost, pool Pool, sources []manaSource, keep, anyColor bool) (payment, bool) {
	var pay payment
	// Specific symbols first: colored and {C}.
	need := [6]int{}
	for i, k := range cost.Colored {
		need[i] = int(k)
	}
	need[ColorlessMana] = int(cost.Colorless)
	for i := range need {
		use := min(need[i], pool[i])
		need[i] -= use
		pool[i] -= use
		pay.fromPool[i] += use
	}
	if anyColor {
		payColoredFromAnyPool(&need, &pool, &pay) // Mycosynth Lattice
	}
	var hybridBuf [4][2]Color // on the stack for the usual few hybrid symbols
	hybrid := hybridBuf[:0]
	for _, h := range cost.Hybrid {
		switch {
		case anyColor && pool.Total() > 0:
			for k := range pool {
				if pool[k] > 0 {
					pool[k]--
					pay.fromPool[k]++
					break
				}
			}
		case pool[h[0]] > 0:
			pool[h[0]]--
			pay.fromPool[h[0]]++
		case pool[h[1]] > 0:
			pool[h[1]]--
			pay.fromPool[h[1]]++
		default:
			hybrid = append(hybrid, h)
		}
	}
	generic := cost.Generic
	for i := range pool {
		use := min(generic, pool[i])
		generic -= use
		pool[i] -= use
		pay.fromPool[i] += use
	}
	// The rest from sources: each symbol is a mask of acceptable kinds.
	var symbolBuf [16]uint8 // on the stack for the usual costs
	symbols := symbolBuf[:0]
	for i, n := range need {
		for ; n > 0; n-- {
			symbols = append(symbols, 1<<i)
		}
	}
	for _, h := range hybrid {
		symbols = append(symbols, 1<<h[0]|1<<h[1])
	}
	if len(symbols)+generic > len(sources) {
		return pay, false
	}
	var usedBuf [32]bool // on the stack for the usual number of sources
	used := usedBuf[:0]
	if len(sources) <= len(usedBuf) {
		used = usedBuf[:len(sources)]
	} else {
		used = make([]bool, len(sources))
	}
	// The taps are planned on the stack and copied out only for a payment that works:
	// listing plans many payments that fail, and callers read a plan only when it works.
	var tapBuf [16]tapPlan
	taps := tapBuf[:0]
	taps, ok := assignSymbols(symbols, sources, used, taps)
	if !ok {
		return pay, false
	}
	for j, s := range sources {
		if generic == 0 {
			break
		}
		if used[j] {
			continue
		}
		taps = append(taps, tapPlan{s.obj, firstKind(s.kinds, s.pain), s.helper})
		generic--
	}
	if generic != 0 {
		return pay, false
	}
	if len(taps) > 0 && keep {
		pay.taps = append(make([]tapPlan, 0, len(taps)), taps...)
	}
	return pay, true
}

// assignSymbols finds sources for symbols[0:] among the unused sources, backtracking, and
// appends their taps to taps, the last symbol's first. (A plain recursive function rather
// than a closure, and taps passed by value, so that planPayment's buffers stay on the stack.)
func assignSymbols(symbols []uint8, sources []manaSource, used []bool, taps []tapPlan) ([]tapPlan, bool) {
	if len(symbols) == 0 {
		return taps, true
	}
	for j, s := range sources {
		if used[j] || s.kinds&symbols[0] == 0 {
			continue
		}
		used[j] = true
		if t, ok := assignSymbols(symbols[1:], sources, used, taps); ok {
			return append(t, tapPlan{s.obj, firstKind(symbols[0]&s.kinds, s.pain), s.helper}), true
		}
		used[j] = false
	}
	return taps, false
}

// firstKind is the first kind of mana in kinds (not empty), one not in pain if there is
// one: a painland pays generic mana with {C}, not with its colors.
func firstKind(kinds, pain uint8) ManaKind {
	if kinds&^pain != 0 {
		kinds &^= pain
	}
	k := ManaKind(0)
	for kinds&(1<<k) == 0 {
		k++
	}
	return k
}

// manaAbilityFor is the free mana ability ({T}: Add ...) of permanent id that makes mana
// of kind k, one without a further effect if there is one (nil: none).
func (g *Game) manaAbilityFor(id ObjID, k ManaKind) *Ability {
	var found *Ability
	for _, a := range g.abilitiesOf(id) {
		if a.Kind != ManaAbility || !a.Tap || !a.Cost.IsZero() || g.manaKinds(a, id)&(1<<k) == 0 {
			continue
		}
		if len(a.Effects) == 0 && !a.SacSelf {
			return a
		}
		if found == nil || found.SacSelf && !a.SacSelf {
			found = a // a painland's ability rather than a Treasure's sacrifice
		}
	}
	return found
}

// manaAbilityEffects carries out the further effects of mana ability a of permanent id,
// activated by player p: "CARDNAME deals 1 damage to you" (a painland). A mana ability
// doesn't use the stack: its effects happen at once, as the mana is made (CR 605.3b).
// The compiler gives mana abilities only effects that ask nothing.
func (g *Game) manaAbilityEffects(p PlayerID, id ObjID, a *Ability) {
	if a == nil || len(a.Effects) == 0 {
		return
	}
	r := Resolution{Source: id, Controller: p}
	for _, e := range a.Effects {
		e.do(g, &r)
	}
}

// ---- Adding mana and emptying mana pools ----

// AddMana adds mana to the controller's pool (CR 106.3); with UntilEndOfTurn it doesn't
// empty as steps and phases end this turn (Savage Ventmaw, CR 106.4).
type AddMana struct {
	Mana           Cost // colored and {C} symbols
	UntilEndOfTurn bool
}

func (e AddMana) do(g *Game, r *Resolution) bool {
	pl := &g.players[r.Controller]
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
	g.note(Entry{Kind: JAddsMana, Player: r.Controller, More: &EntryMore{Cost: e.Mana}})
	return true
}

// ChoosePlayerAddsMana: the controller chooses a player; that player adds N mana of any
// one color they choose (Stadium Vendors).
type ChoosePlayerAddsMana struct{ N int }

func (e ChoosePlayerAddsMana) do(g *Game, r *Resolution) bool {
	ps := g.livePlayers(g.playerOrder())
	opts := make([]Option, len(ps))
	for i, p := range ps {
		opts[i] = Option{Text: g.players[p].Name, Player: p, Obj: NoObj}
	}
	ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Team: g.players[r.Controller].Team, Choice: ask(ChManaPlayer), Options: opts, Min: 1, Max: 1})
	if !ok {
		return false
	}
	p := ps[ans[0]]
	col, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChManaColor), Options: colorOptions(), Min: 1, Max: 1})
	if !ok {
		return false
	}
	g.players[p].Pool[col[0]] += e.N
	g.note(Entry{Kind: JAddsColorMana, Player: p, N: int32(e.N), Color: Color(col[0])})
	return true
}

// emptyPool empties player p's mana pool as a step ends (CR 500.4), except mana an effect
// says isn't lost this turn.
func (g *Game) emptyPool(p PlayerID) {
	pl := &g.players[p]
	for i := range pl.Pool {
		pl.Pool[i] = min(pl.Pool[i], pl.KeepMana[i])
		pl.KeepMana[i] = pl.Pool[i]
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
	if !g.mayHaveStatic(StExtraMana) {
		g.listing.keepExtra(m)
		return m
	}
	for _, s := range g.battlefield {
		so := g.obj(s)
		for _, a := range so.Def.Abilities {
			if a.Static != nil && a.Static.Kind == StExtraMana && g.staticActive(a.Static, s) {
				for _, id := range g.staticTargets(a.Static, s, make([]ObjID, 0, 1)) {
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
	extra, own, ownKind := g.extraMana(id), 1, ManaKind(0)
	for _, a := range g.obj(id).Def.Abilities {
		if a.Kind == ManaAbility && a.Tap && a.ManaCount > 1 {
			// "{T}: Add {C}{C}": the tap makes all of it at once (CR 106.4).
			own = int(a.ManaCount)
			for a.Produces&(1<<ownKind) == 0 && ownKind < ColorlessMana {
				ownKind++
			}
			break
		}
	}
	if extra == 0 && own == 1 {
		return
	}
	used := 0
	for _, t := range taps {
		if t.obj == id {
			used++
		}
	}
	if n := own - used; n > 0 {
		g.players[p].Pool[ownKind] += n // the ability's own mana the payment didn't spend
		g.note(Entry{Kind: JManaLeftInPool, Obj: id, Card: g.obj(id).Def, N: int32(n), Player: p})
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
	if n := own + extra - max(used, own); n > 0 && extra > 0 {
		g.players[p].Pool[kind] += min(n, extra)
		g.note(Entry{Kind: JAddsExtraMana, Obj: id, Card: g.obj(id).Def, N: int32(min(n, extra)), Player: p})
	}
}

// extraManaKind is the mana kinds the k-th additional mana (counting from 1) of a
// permanent tapped for mana can be: any color, or the kind its StExtraMana ability says
// ("Whenever you tap a Swamp for mana, add an additional {B}", Nirkana Revenant).
func (g *Game) extraManaKind(id ObjID, k int) uint8 {
	i := 0
	for _, s := range g.battlefield {
		so := g.obj(s)
		for _, a := range so.Def.Abilities {
			if a.Static == nil || a.Static.Kind != StExtraMana || !g.staticActive(a.Static, s) || !containsID(g.staticTargets(a.Static, s, make([]ObjID, 0, 1)), id) {
				continue
			}
			if i++; i == k && a.Static.Mana != 0 {
				return a.Static.Mana
			}
		}
	}
	return anyColor
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
		g.tap(plan.item.Obj)
	}
	ps := g.livePlayers(g.playerOrder())
	opts := make([]Option, len(ps))
	for i, q := range ps {
		opts[i] = Option{Text: g.players[q].Name, Player: q, Obj: NoObj}
	}
	g.choice = &choiceState{spec: ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChManaAdder).from(plan.item.Obj),
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
				kinds = append(kinds, Option{Text: manaKindNames[k], Player: opt.Player, Obj: NoObj, Mana: ManaKind(k)})
			}
		}
		if len(kinds) > 1 {
			q := opt.Player
			g.choice = &choiceState{spec: ChoiceSpec{Player: q, Team: g.players[q].Team, Choice: ask(ChManaKind).from(c.spec.Choice.Source), Options: kinds, Min: 1, Max: 1},
				manaStep: 2, manaKinds: c.manaKinds}
			return
		}
		opt = kinds[0]
	}
	k := opt.Mana
	g.players[opt.Player].Pool[k]++
	g.note(Entry{Kind: JAddsOneMana, Player: opt.Player, Mana: ManaKind(k)})
	g.choice = nil
	g.wait = waitNone
	g.stage = stagePriority
	g.passes = 0
}

// ---- Spending mana as though it were mana of any color (Mycosynth Lattice) ----

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

// String names the kind of mana: "white", ..., "colorless".
func (k ManaKind) String() string {
	if int(k) < len(manaKindNames) {
		return manaKindNames[k]
	}
	return "?"
}
