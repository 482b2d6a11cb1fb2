package rules

import "fmt"

// DamageTarget deals Amount damage from the source to target number N (any target).
type DamageTarget struct {
	N      int
	Amount Amount
}

func (e DamageTarget) do(g *Game, r *Resolution) bool {
	if e.N >= len(r.Targets) {
		return true
	}
	t := r.Targets[e.N]
	if !g.stillLegal(r, e.N) {
		return true
	}
	g.dealDamage(g.sourceOf(r.Source), t, e.Amount.eval(g, r, t.Player), false)
	return true
}

// DamagePlayers deals damage to each selected player, each amount counted before any is
// dealt (the damage is simultaneous).
type DamagePlayers struct {
	Who    Who
	Amount Amount
}

func (e DamagePlayers) do(g *Game, r *Resolution) bool {
	ps, ok := r.affected(g, e.Who)
	if !ok {
		return false
	}
	amounts := make([]int, len(ps))
	for i, p := range ps {
		amounts[i] = e.Amount.eval(g, r, p)
	}
	src := g.sourceOf(r.Source)
	for i, p := range ps {
		g.dealDamage(src, PlayerTarget(p), amounts[i], false)
	}
	return true
}

// LoseLife makes each selected player lose an amount of life; the total lost is remembered
// ("the life lost this way").
type LoseLife struct {
	Who    Who
	Amount Amount
}

func (e LoseLife) do(g *Game, r *Resolution) bool {
	ps, ok := r.affected(g, e.Who)
	if !ok {
		return false
	}
	r.acc = 0
	for _, p := range ps {
		r.acc += g.loseLife(p, e.Amount.eval(g, r, p))
	}
	return true
}

// GainLife makes each selected player gain an amount of life.
type GainLife struct {
	Who    Who
	Amount Amount
}

func (e GainLife) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		g.gainLife(p, e.Amount.eval(g, r, p))
	}
	return true
}

// SetLife makes each selected player's life total become an amount (CR 810.9c). For
// "each player" it follows CR 810.9d (each team picks the one member affected) or, in the
// 2006 and 2008 editions, 606.9b (the team's total becomes the sum of the numbers).
type SetLife struct {
	Who    Who
	Amount Amount
	// Lowest sets to the lowest life total among all players (Repay in Kind).
	Lowest bool
}

func (e SetLife) do(g *Game, r *Resolution) bool {
	if e.Who != WhoEachPlayer {
		for _, p := range r.players(g, e.Who) {
			g.setLife(p, e.value(g, r, p))
		}
		return true
	}
	if !g.rb().LossIsStateBased() { // 2006, 2008: CR 606.9b
		for ti := range g.teamOrder() {
			t := g.teamOrder()[ti]
			if g.teams[t].Lost {
				continue
			}
			sum := 0
			for _, p := range g.teams[t].members {
				sum += e.value(g, r, p)
			}
			d := sum - g.teams[t].Life
			p := g.teams[t].members[0]
			g.note(Entry{Kind: JTeamLifeSum, Team: t, N: int32(sum)})
			if d > 0 {
				g.gainLife(p, d)
			} else {
				g.loseLife(p, -d)
			}
		}
		return true
	}
	// CR 810.9d: each team chooses one of its members; only that player is affected. The
	// choices come in team order (CR 805.6), all asked before any life changes.
	var members []PlayerID
	for _, t := range g.teamOrder() {
		if g.teams[t].Lost {
			continue
		}
		opts := make([]Option, 0, 2)
		for _, p := range g.teams[t].members {
			opts = append(opts, Option{Text: g.players[p].Name, Player: p, Obj: NoObj})
		}
		ans, ok := r.ask(g, ChoiceSpec{Player: NoPlayer, Team: t, Choice: ask(ChLifeMember).ofTeam(t), Options: opts, Min: 1, Max: 1})
		if !ok {
			return false
		}
		members = append(members, opts[ans[0]].Player)
	}
	values := make([]int, len(members))
	for i, p := range members {
		values[i] = e.value(g, r, p)
	}
	for i, p := range members {
		g.setLife(p, values[i])
	}
	return true
}

func (e SetLife) value(g *Game, r *Resolution, p PlayerID) int {
	if !e.Lowest {
		return e.Amount.eval(g, r, p)
	}
	low := 0
	first := true
	for _, q := range g.livePlayers(g.playerOrder()) {
		if l := g.PlayerLife(q); first || l < low {
			low, first = l, false
		}
	}
	return low
}

// ExchangeLife makes the two target players exchange life totals (CR 810.9e: never
// between teammates).
type ExchangeLife struct{}

func (ExchangeLife) do(g *Game, r *Resolution) bool {
	ps := r.players(g, WhoTargets)
	if len(ps) != 2 || g.players[ps[0]].Lost || g.players[ps[1]].Lost {
		return true
	}
	if g.players[ps[0]].Team == g.players[ps[1]].Team { // CR 810.9e: a shared life total
		g.note(Entry{Kind: JExchangeTeammates, Player: ps[0], Player2: ps[1]})
		return true
	}
	a, b := g.PlayerLife(ps[0]), g.PlayerLife(ps[1])
	if g.lifeChangeBlocked(ps[0], b) || g.lifeChangeBlocked(ps[1], a) {
		return true // CR 119.7-8
	}
	g.setLife(ps[0], b)
	g.setLife(ps[1], a)
	return true
}

// lifeChangeBlocked reports whether player p can't receive life total n in an exchange or
// redistribution because p's team can't gain (or can't lose) life: then the exchange
// won't happen (CR 119.7, 119.8, 810.9g-h).
func (g *Game) lifeChangeBlocked(p PlayerID, n int) bool {
	cur := g.PlayerLife(p)
	if n > cur && g.cantGainLife(p) || n < cur && g.lifeCantChange(p) {
		g.note(Entry{Kind: JExchangeLifeFails, Player: p, N: int32(n)})
		return true
	}
	return false
}

// Redistribute lets the controller redistribute any number of players' life totals,
// affecting at most one member of each team (CR 810.9f).
type Redistribute struct{}

func (Redistribute) do(g *Game, r *Resolution) bool {
	var chosen []PlayerID
	for _, t := range g.teamOrder() {
		if g.teams[t].Lost {
			continue
		}
		opts := []Option{{Text: "none", Player: NoPlayer, Obj: NoObj}}
		for _, p := range g.teams[t].members {
			opts = append(opts, Option{Text: g.players[p].Name, Player: p, Obj: NoObj})
		}
		ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Choice: ask(ChRedistribute).ofTeam(t), Options: opts, Min: 1, Max: 1})
		if !ok {
			return false
		}
		if p := opts[ans[0]].Player; p != NoPlayer {
			chosen = append(chosen, p)
		}
	}
	if len(chosen) < 2 {
		return true
	}
	// With one player of each of two teams, the only change is to swap their totals.
	lives := make([]int, len(chosen))
	for i, p := range chosen {
		lives[i] = g.PlayerLife(p)
	}
	for i, p := range chosen {
		if g.lifeChangeBlocked(p, lives[(i+1)%len(chosen)]) {
			return true // CR 119.7-8: no other redistribution changes anything
		}
	}
	for i, p := range chosen {
		g.setLife(p, lives[(i+1)%len(chosen)])
	}
	return true
}

// Draw makes each selected player draw cards, in the order of CR 805.6a.
type Draw struct {
	Who    Who
	Amount Amount
}

func (e Draw) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		g.draw(p, e.Amount.eval(g, r, p))
	}
	return true
}

// Discard makes each selected player discard cards of their choice (All: their hand).
type Discard struct {
	Who    Who
	Amount Amount
	All    bool
	// DrawAfter makes each player then draw as many cards as they discarded, plus Plus.
	DrawAfter bool
	Plus      int
}

func (e Discard) do(g *Game, r *Resolution) bool {
	ps := r.players(g, e.Who)
	picks := make([][]ObjID, len(ps))
	for i, p := range ps {
		hand := g.players[p].hand
		if e.All {
			picks[i] = append([]ObjID(nil), hand...)
			continue
		}
		n := min(e.Amount.eval(g, r, p), len(hand))
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Choice: ask(ChDiscard).n(n), Options: g.cardOptions(hand), Min: n, Max: n})
		if !ok {
			return false
		}
		for _, a := range ans {
			picks[i] = append(picks[i], hand[a])
		}
	}
	for i, p := range ps {
		for _, id := range picks[i] {
			g.discard(p, id, JDiscards)
		}
	}
	if e.DrawAfter {
		for i, p := range ps {
			g.draw(p, len(picks[i])+e.Plus)
		}
	}
	return true
}

// playerOptions lists players as options named by player name.
func (g *Game) playerOptions(ps []PlayerID) []Option {
	opts := make([]Option, len(ps))
	for i, p := range ps {
		opts[i] = Option{Text: g.players[p].Name, Player: p, Obj: NoObj}
	}
	return opts
}

// cardOptions lists objects as options named by card name with ordinals for duplicates.
func (g *Game) cardOptions(ids []ObjID) []Option {
	opts := make([]Option, len(ids))
	var seen map[string]int // for long lists; a hand's are counted by looking back
	if len(ids) > 16 {
		seen = make(map[string]int, len(ids))
	}
	for i, id := range ids {
		n := g.obj(id).shownName()
		k := 1 // the ordinal of this name among the cards so far
		if seen != nil {
			seen[n]++
			k = seen[n]
		} else {
			for _, prev := range ids[:i] {
				if g.obj(prev).shownName() == n {
					k++
				}
			}
		}
		text := n
		if k > 1 {
			text = n + "#" + itoa(k) // as fmt's "%s#%d", without its cost
		}
		opts[i] = Option{Text: text, Player: NoPlayer, Obj: id}
	}
	return opts
}

// Destroy destroys the selected permanents (CR 701.7); indestructible ones survive.
// NoRegen: "It can't be regenerated": their regeneration shields don't apply (CR 701.15c).
type Destroy struct {
	What    What
	NoRegen bool
}

func (e Destroy) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.destroyRegen(id, !e.NoRegen)
	}
	return true
}

func (g *Game) destroy(id ObjID) { g.destroyRegen(id, true) }

// destroyRegen destroys a permanent; a regeneration shield replaces the destruction when
// regen allows it (CR 701.15a).
func (g *Game) destroyRegen(id ObjID, regen bool) {
	o := g.obj(id)
	if o.Has(Indestructible) {
		g.note(Entry{Kind: JIndestructible, Obj: o.ID, Card: o.Def})
		return
	}
	if regen && g.regenerates(id) {
		return
	}
	g.note(Entry{Kind: JDestroyed, Obj: o.ID, Card: o.Def})
	g.dies(id)
}

// dies puts a permanent into its owner's graveyard, with the dies event.
func (g *Game) dies(id ObjID) {
	o := g.obj(id)
	wasCreature := o.Is(Creature)
	ctrl := o.Controller
	nid := g.moveTo(id, ZoneGraveyard, false)
	// A creature put into exile instead doesn't die (CR 700.4); a token does (it goes to
	// the graveyard before it ceases to exist, and moveTo reports it as NoObj).
	if wasCreature && (nid == NoObj || g.obj(nid).Zone == ZoneGraveyard) {
		g.emit(Event{Kind: EvDies, Obj: id, Player: ctrl, Source: nid})
		g.tallyDied(ctrl)
	}
}

// ExileAll exiles the selected permanents.
type ExileAll struct{ What What }

func (e ExileAll) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.note(Entry{Kind: JExiled, Obj: id, Card: g.obj(id).Def})
		g.moveTo(id, ZoneExile, false)
	}
	return true
}

// CounterTarget counters the target spell (CR 701.5); with Exile, "If that spell is
// countered this way, exile it instead of putting it into its owner's graveyard" (a
// self-replacement effect, CR 614.15).
type CounterTarget struct{ Exile bool }

func (e CounterTarget) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, Target0) {
		if g.obj(id).Zone == ZoneStack && g.cantBeCountered(id) {
			g.noteCantBeCountered(id)
			continue
		}
		if g.obj(id).Zone == ZoneStack {
			g.note(Entry{Kind: JCountered, Obj: id, Card: g.obj(id).Def})
			self := rkNone
			if e.Exile {
				self = rkSelfExile
			}
			g.moveToWith(id, ZoneGraveyard, false, self)
		}
	}
	return true
}

// Pump gives the selected creatures +P/+T and keywords until end of turn (a layer 7c and
// layer 6 effect locked onto them, CR 611.2c), or with WhileTapped for as long as the
// source remains tapped (Endoskeleton, CR 611.2b).
type Pump struct {
	What        What
	Power       int
	Tough       int
	Keywords    KeywordSet
	WhileTapped bool
}

func (e Pump) do(g *Game, r *Resolution) bool {
	until := UntilEndOfTurn
	if e.WhileTapped {
		if !g.sourceTapped(r.Source) {
			return true // CR 611.2b: the duration has already ended, so the effect does nothing
		}
		until = WhileSourceTapped
	}
	for _, id := range r.objects(g, e.What) {
		if e.Power != 0 || e.Tough != 0 {
			g.addEffect(ContEffect{Kind: EffModifyPT, Obj: id, Power: e.Power, Toughness: e.Tough, Until: until}, r)
		}
		if e.Keywords != 0 {
			g.addEffect(ContEffect{Kind: EffAddKeywords, Obj: id, Keywords: e.Keywords, Until: until}, r)
		}
	}
	return true
}

// PutCounters puts counters on the selected permanents.
type PutCounters struct {
	What   What
	Kind   CounterKind
	Amount Amount
}

func (e PutCounters) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.putCounters(id, e.Kind, e.Amount.eval(g, r, NoPlayer), r.Controller)
	}
	return true
}

// GainControl gives the controller control of the selected permanents until end of turn
// (layer 2), and untaps them and gives haste if asked (Act of Treason).
type GainControl struct {
	What     What
	UntilEOT bool
	Untap    bool
	Haste    bool
}

func (e GainControl) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		until := Forever
		if e.UntilEOT {
			until = UntilEndOfTurn
		}
		g.addEffect(ContEffect{Kind: EffControl, Obj: id, Player: r.Controller, Until: until}, r)
		if e.Untap {
			g.untapObj(id)
		}
		if e.Haste {
			g.addEffect(ContEffect{Kind: EffAddKeywords, Obj: id, Keywords: Keywords(Haste), Until: until}, r)
		}
	}
	return true
}

// Become makes the source a creature with the given types and P/T and keywords, for good
// (Lurking Evil, Lurking Jackals).
type Become struct {
	Subtypes []string
	Power    int
	Tough    int
	Keywords KeywordSet
}

func (e Become) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, Self) {
		g.addEffect(ContEffect{Kind: EffBecome, Obj: id, Power: e.Power, Toughness: e.Tough, Keywords: e.Keywords, Subtypes: e.Subtypes, Types: Types(Creature), Until: Forever}, r)
	}
	return true
}

// CreateToken creates N tokens of Def under the control of each player Who selects (the
// controller by default).
type CreateToken struct {
	Def    *CardDef
	Amount Amount
	Who    Who
	// Tapped: the tokens enter tapped ("create a tapped Treasure token"); entering tapped
	// isn't becoming tapped (CR 701.21a), so nothing triggers on it.
	Tapped bool
}

func (e CreateToken) do(g *Game, r *Resolution) bool {
	ps := r.players(g, e.Who)
	var choices [][]enterChoices
	if e.Def.AsEnters != nil {
		// CR 614.12a: each token's choices as it enters, before any is created.
		choices = make([][]enterChoices, len(ps))
		for k, p := range ps {
			c, ok := g.askTokenChoices(r, e.Def, p, g.tokenCount(p, e.Amount.eval(g, r, p)))
			if !ok {
				return false
			}
			choices[k] = c
		}
	}
	for k, p := range ps {
		for i := g.tokenCount(p, e.Amount.eval(g, r, p)); i > 0; i-- {
			var id ObjID
			if choices != nil {
				id = g.createTokenAs(e.Def, p, choices[k], i-1)
			} else {
				id = g.createToken(e.Def, p)
			}
			if e.Tapped && g.obj(id).Zone == ZoneBattlefield {
				g.mut(id).Tapped = true
			}
		}
	}
	return true
}

func (g *Game) createToken(def *CardDef, p PlayerID) ObjID {
	id := g.newObject(def, p, ZoneBattlefield)
	id = g.putOntoBattlefield(id, p, false)
	g.note(Entry{Kind: JCreatesToken, Player: p, Obj: id, Card: def})
	g.emit(Event{Kind: EvEntersBattlefield, Obj: id, Player: p})
	return id
}

// Populate creates a copy of a creature token the controller controls (CR 701.30).
type Populate struct{}

func (Populate) do(g *Game, r *Resolution) bool {
	var tokens []ObjID
	for _, id := range g.battlefield {
		o := g.obj(id)
		if o.Def.Token && o.Controller == r.Controller && o.Is(Creature) {
			tokens = append(tokens, id)
		}
	}
	ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Choice: ask(ChTokenToCopy), Options: g.cardOptions(tokens), Min: 1, Max: 1})
	if !ok || len(ans) == 0 {
		return ok
	}
	def := g.obj(tokens[ans[0]]).Def
	en, ok := g.askTokenChoices(r, def, r.Controller, 1) // CR 614.12
	if !ok {
		return false
	}
	g.createTokenAs(def, r.Controller, en, 0)
	return true
}

// Poison gives each selected player poison counters.
type Poison struct {
	Who    Who
	Amount Amount
}

func (e Poison) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		g.addPoison(p, e.Amount.eval(g, r, p))
	}
	return true
}

// Proliferate: the controller chooses permanents and players with counters and gives each
// another counter of each kind already there; a team's poison gets at most one more
// counter (CR 701.27b).
type Proliferate struct{}

func (Proliferate) do(g *Game, r *Resolution) bool {
	var opts []Option
	for _, p := range g.playerOrder() {
		if g.PlayerPoison(p) > 0 && !g.players[p].Lost {
			opts = append(opts, Option{Text: g.players[p].Name, Player: p, Obj: NoObj})
		}
	}
	for _, id := range g.battlefield {
		o := g.obj(id)
		if o.Counters != [numCounterKinds]int32{} {
			opts = append(opts, Option{Text: o.shownName(), Player: NoPlayer, Obj: id})
		}
	}
	fixOrdinals(opts)
	ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Choice: ask(ChProliferate), Options: opts, Min: 0, Max: len(opts)})
	if !ok {
		return false
	}
	poisoned := map[TeamID]bool{}
	for _, a := range ans {
		o := opts[a]
		if o.Player != NoPlayer {
			t := g.players[o.Player].Team
			if g.rb().ProliferateOncePerTeam() {
				if poisoned[t] {
					continue // CR 701.27b
				}
				poisoned[t] = true
			}
			g.addPoison(o.Player, 1)
			continue
		}
		ob := g.mut(o.Obj)
		for k := range ob.Counters {
			if CounterKind(k) == MinusOne && g.cantHaveMinusOne(o.Obj) {
				continue // Melira, Sylvok Outcast
			}
			if ob.Counters[k] > 0 {
				ob.Counters[k]++
			}
		}
		g.note(Entry{Kind: JProliferatesAll, Obj: ob.ID, Card: ob.Def})
	}
	return true
}

// fixOrdinals appends #N to repeated option texts.
func fixOrdinals(opts []Option) {
	seen := map[string]int{}
	for i := range opts {
		seen[opts[i].Text]++
		if n := seen[opts[i].Text]; n > 1 {
			opts[i].Text = fmt.Sprintf("%s#%d", opts[i].Text, n)
		}
	}
}

// ExtraTurn gives each selected player's team an extra turn after this one (CR 500.7,
// 805.8). With AtEnd, the controller gets a delayed triggered ability that triggers at
// the beginning of that turn's end step ("At the beginning of that turn's end step, you
// lose the game", Final Fortune; CR 603.7); if the turn is skipped it never triggers.
type ExtraTurn struct {
	Who   Who
	AtEnd *Ability
}

func (e ExtraTurn) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		g.timestamp++
		id := g.timestamp
		g.extraTurns = append(g.extraTurns, extraTurn{Team: g.players[p].Team, ID: id})
		g.note(Entry{Kind: JExtraTurn, Player: p, Team: g.players[p].Team})
		if e.AtEnd != nil {
			g.addEffect(ContEffect{Kind: EffDelayedTrigger, Obj: NoObj, Player: r.Controller, Until: Forever, N: 1, Ability: e.AtEnd, Turn: id}, r)
		}
	}
	return true
}

// Skip makes each selected player's team skip its next draw step or, with Turn, its next
// turn (CR 614.10, 805.8: a team skips once, however many of its players are selected).
type Skip struct {
	Who  Who
	Turn bool
}

func (e Skip) do(g *Game, r *Resolution) bool {
	var done uint64 // teams done
	for _, p := range r.players(g, e.Who) {
		t := g.players[p].Team
		if done&(1<<t) != 0 {
			continue // CR 805.8: one effect, one skip per team
		}
		done |= 1 << t
		if e.Turn {
			g.teams[t].SkipTurns++
			g.note(Entry{Kind: JWillSkipTurn, Player: p, Team: t})
			continue
		}
		g.teams[t].SkipDraw++
		g.note(Entry{Kind: JWillSkipDraw, Player: p, Team: t})
	}
	return true
}

// PreventCombatDamage prevents all combat damage this turn, or only that dealt to the
// controller (CR 615).
type PreventCombatDamage struct{ ToYou bool }

func (e PreventCombatDamage) do(g *Game, r *Resolution) bool {
	p := NoPlayer
	if e.ToYou {
		p = r.Controller
	}
	g.addEffect(ContEffect{Kind: EffPreventCombatDamage, Obj: NoObj, Player: p, Until: UntilEndOfTurn}, r)
	return true
}

// Search lets the controller search their library for a card matching Filter and put it
// onto the battlefield (tapped) or into their hand, then shuffle (CR 701.19).
type Search struct {
	Filter      Filter
	Battlefield bool
	Tapped      bool
	// Partner: the target player may put the card named PartnerName into their hand.
	Who  Who
	Name string
}

func (e Search) do(g *Game, r *Resolution) bool {
	ps := r.players(g, e.Who)
	if len(ps) == 0 {
		return true
	}
	p := ps[0]
	lib := g.players[p].library
	var ids []ObjID
	for _, id := range lib {
		o := g.obj(id)
		if e.Name != "" {
			if o.Def.Name == e.Name {
				ids = append(ids, id)
			}
			continue
		}
		if g.matches(id, &e.Filter, r.Source, p) {
			ids = append(ids, id)
		}
	}
	opts := g.cardOptions(ids)
	ans, ok := r.ask(g, ChoiceSpec{Player: p, Choice: ask(ChFindCard), Options: opts, Min: 0, Max: 1})
	if !ok {
		return false
	}
	if len(ans) == 1 {
		id := ids[ans[0]]
		if e.Battlefield {
			// CR 614.12a: choices made as it enters come before it moves.
			en, ok := g.askEnterChoices(r, g.obj(id).Def, p)
			if !ok {
				return false
			}
			nid := g.putOntoBattlefield(id, p, e.Tapped)
			g.applyEnterChoices(nid, en)
			g.note(Entry{Kind: JPutsOntoBattlefield, Player: p, Obj: nid, Card: g.obj(nid).Def})
			g.emit(Event{Kind: EvEntersBattlefield, Obj: nid, Player: p})
		} else {
			// Found in a library, put into the hand: unseen by the other teams (CR 701.19a).
			g.noteSecret(g.players[p].Team, Entry{Kind: JPutsIntoHand, Player: p, Obj: id, Card: g.obj(id).Def})
			g.moveTo(id, ZoneHand, false)
		}
	}
	g.shuffle(p)
	return true
}

// WinGame makes the controller's team win (CR 104.2, 810.8a).
type WinGame struct{}

func (WinGame) do(g *Game, r *Resolution) bool {
	g.winGame(r.Controller, EndWinEffect, g.obj(r.Source).Def)
	return true
}

// LoseGame makes the controller's team lose (CR 104.3, 810.8a).
type LoseGame struct{}

func (LoseGame) do(g *Game, r *Resolution) bool {
	g.loseGame(r.Controller, EndLoseEffect, g.obj(r.Source).Def)
	return true
}

// ShuffleIntoLibrary shuffles the resolving spell into its owner's library.
type ShuffleIntoLibrary struct{}

func (ShuffleIntoLibrary) do(g *Game, r *Resolution) bool {
	o := g.obj(r.Source)
	if o.Zone == ZoneStack {
		owner := o.Owner
		g.moveTo(r.Source, ZoneLibrary, false)
		g.shuffle(owner)
		g.note(Entry{Kind: JShuffledIntoLibrary, Obj: o.ID, Card: o.Def, Player: owner})
	}
	return true
}

// CantGainLifeForGame makes each selected player unable to gain life for the rest of the
// game (Stigma Lasher); the whole team is affected (CR 810.9g).
type CantGainLifeForGame struct{ Who Who }

func (e CantGainLifeForGame) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, e.Who) {
		g.players[p].CantGainLife = true
		g.note(Entry{Kind: JCantGainLifeForever, Player: p})
	}
	return true
}

// ControlNextTurn makes the controller control the target player during that player's
// next turn; by CR 805.8 the controller controls that player's whole team.
type ControlNextTurn struct{}

func (ControlNextTurn) do(g *Game, r *Resolution) bool {
	for _, p := range r.players(g, WhoTarget) {
		// CR 805.8: the first player controls the affected player's team.
		for _, q := range g.teams[g.players[p].Team].members {
			g.players[q].ControlNext = r.Controller
		}
		g.note(Entry{Kind: JWillControlTurn, Player: r.Controller, Player2: p, Team: g.players[p].Team})
	}
	return true
}

// FriendOrFoe: for each player the controller chooses friend or foe (CR 701.?? "friend or
// foe", Battlebond), then Friend effects apply to the friends and Foe effects to the foes.
type FriendOrFoe struct {
	Friend []Effect
	Foe    []Effect
}

func (e FriendOrFoe) do(g *Game, r *Resolution) bool {
	ps := g.livePlayers(g.playerOrder())
	var friends, foes []PlayerID
	for _, p := range ps {
		ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Choice: ask(ChFriendOrFoe).about(p),
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
	// Sub-effects that ask nothing run now, with WhoChosen naming the group.
	saved := r.chosen
	r.chosen = friends
	for _, f := range e.Friend {
		f.do(g, r)
	}
	r.chosen = foes
	for _, f := range e.Foe {
		f.do(g, r)
	}
	r.chosen = saved
	return true
}

// NoEffect does nothing but say why (an ability that works only in Commander games).
type NoEffect struct{ Why string }

func (e NoEffect) do(g *Game, r *Resolution) bool {
	g.note(Entry{Kind: JNoEffect, More: &EntryMore{Text: e.Why}})
	return true
}
