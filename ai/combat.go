package ai

import (
	"cmp"
	"slices"

	"github.com/ettinmtg/ettin/rules"
)

// fighter is a creature as combat arithmetic sees it.
type fighter struct {
	id           rules.ObjID
	power, tough int // current power and toughness
	dmg          int // damage already marked
	kw           rules.KeywordSet
	val          float64
	maxBlockers  int // "can't be blocked by more than N creatures" (CR 509.1b); 0: no limit
}

func fighterOf(g *rules.Game, id rules.ObjID) fighter {
	o := g.Obj(id)
	return fighter{id: id, power: o.Cur.Power, tough: o.Cur.Toughness, dmg: o.Damage, kw: o.Cur.Keywords, val: creatureValue(g, id),
		maxBlockers: maxBlockersOf(g, id)}
}

// maxBlockersOf is the most creatures that may block creature id ("can't be blocked by
// more than one creature", Charging Rhino), or 0 for no limit.
func maxBlockersOf(g *rules.Game, id rules.ObjID) int {
	n := 0
	for _, a := range g.Obj(id).Def.Abilities {
		if st := a.Static; st != nil && st.Kind == rules.StCantBeBlockedByMore && st.Affects == rules.AffectsSelf {
			if m := max(1, st.Amount); n == 0 || m < n {
				n = m
			}
		}
	}
	return n
}

// blockersAllowed reports whether k creatures may block f together: menace needs two or
// more (CR 702.111b), and "can't be blocked by more than N" caps them.
func (f *fighter) blockersAllowed(k int) bool {
	if k == 0 {
		return true
	}
	if f.kw.Has(rules.Menace) && k < 2 {
		return false
	}
	return f.maxBlockers == 0 || k <= f.maxBlockers
}

func (f *fighter) firstStrike() bool {
	return f.kw.Has(rules.FirstStrike) || f.kw.Has(rules.DoubleStrike)
}

// dealsIn reports whether f deals combat damage in the first-strike step (first) or the
// regular step (CR 510.4, 702.4, 702.7).
func (f *fighter) dealsIn(first bool) bool {
	if first {
		return f.firstStrike()
	}
	return !f.kw.Has(rules.FirstStrike) || f.kw.Has(rules.DoubleStrike)
}

// need is the damage that destroys f, given damage taken so far this combat.
func (f *fighter) need(taken int, deathtouch bool) int {
	n := max(f.tough-f.dmg-taken, 0)
	if deathtouch && n > 0 {
		return 1
	}
	return n
}

func (f *fighter) dies(taken int, touched bool) bool {
	if f.kw.Has(rules.Indestructible) {
		return false
	}
	return taken > 0 && (taken >= f.tough-f.dmg || touched)
}

// fight works out one attacker against its blockers (none: unblocked) with first and
// double strike, deathtouch, trample and indestructible. The attacker assigns lethal
// damage to its blockers in order, like the engine's default assignment. blDead has bit j
// set when blocker j dies; through is the damage that reaches what it attacks. It
// allocates nothing for up to eight blockers: the planners call it very often.
func fight(att fighter, bls []fighter) (attDead bool, blDead uint64, through int) {
	var takenBuf [8]int
	var touchedBuf [8]bool
	taken, touched := takenBuf[:0], touchedBuf[:0]
	if len(bls) > len(takenBuf) {
		taken, touched = make([]int, 0, len(bls)), make([]bool, 0, len(bls))
	}
	taken, touched = taken[:len(bls)], touched[:len(bls)]
	dead := func(j int) bool { return blDead&(1<<uint(j)) != 0 }
	attTaken, attTouched := 0, false
	anyFirst := att.firstStrike()
	for i := range bls {
		anyFirst = anyFirst || bls[i].firstStrike()
	}
	for _, first := range [2]bool{true, false} {
		if first && !anyFirst {
			continue
		}
		if !attDead && att.dealsIn(first) && att.power > 0 {
			left := att.power
			dt := att.kw.Has(rules.Deathtouch)
			if len(bls) == 0 {
				through += left
			} else {
				last := -1
				for i := range bls {
					if dead(i) {
						continue
					}
					last = i
					n := min(left, bls[i].need(taken[i], dt))
					taken[i] += n
					touched[i] = touched[i] || dt && n > 0
					left -= n
				}
				if left > 0 {
					switch {
					case att.kw.Has(rules.Trample):
						through += left
					case last >= 0:
						taken[last] += left
						touched[last] = touched[last] || dt
					}
				}
			}
		}
		for i := range bls {
			if !dead(i) && bls[i].dealsIn(first) && bls[i].power > 0 {
				attTaken += bls[i].power
				attTouched = attTouched || bls[i].kw.Has(rules.Deathtouch)
			}
		}
		attDead = attDead || att.dies(attTaken, attTouched)
		for i := range bls {
			if !dead(i) && bls[i].dies(taken[i], touched[i]) {
				blDead |= 1 << uint(i)
			}
		}
	}
	return attDead, blDead, through
}

// battle is a combat to evaluate: attackers with what they attack and their blockers.
type battle struct {
	atts    []fighter
	targets []rules.Target // what each attacker attacks (a player, a planeswalker, or nothing: the team)
	blocks  [][]fighter
	attTeam rules.TeamID
}

// currentBattle is the combat under way, as declared.
func (c *ctx) currentBattle() *battle {
	g := c.g
	b := &battle{attTeam: g.ActiveTeam()}
	for _, id := range g.Battlefield() {
		t, ok := g.Attacking(id)
		if !ok {
			continue
		}
		b.atts = append(b.atts, c.fighter(id))
		b.targets = append(b.targets, t)
		var bl []fighter
		for _, x := range g.Battlefield() {
			if g.Blocking(x) == id {
				bl = append(bl, c.fighter(x))
			}
		}
		b.blocks = append(b.blocks, bl)
	}
	return b
}

// modify applies f to the fighter with id everywhere in the battle.
func (b *battle) modify(id rules.ObjID, f func(*fighter)) {
	for i := range b.atts {
		if b.atts[i].id == id {
			f(&b.atts[i])
		}
		for j := range b.blocks[i] {
			if b.blocks[i][j].id == id {
				f(&b.blocks[i][j])
			}
		}
	}
}

// noDamageTo, when set, prevents combat damage: to every creature and player (Fog), or
// to one player only (Druid's Deliverance).
type prevention struct {
	all    bool
	player rules.PlayerID
}

// tricksPossible reports whether team t could cast a combat trick: a card in hand and an
// untapped mana source.
func (c *ctx) tricksPossible(t rules.TeamID) bool {
	for _, p := range c.g.Members(t) {
		if handSize(c.g, p) > 0 && manaOf(c.g, p) > 0 {
			return true
		}
	}
	return false
}

// battleValue scores the outcome of a battle for the deciding team: creatures lost on
// each side, damage and poison to the defending team, with a win or loss when it is lethal.
func (c *ctx) battleValue(b *battle, prev prevention) float64 {
	return c.battleValueW(b, prev, 1)
}

// battleValueW is battleValue with the damage to players weighted by face (below lethal).
func (c *ctx) battleValueW(b *battle, prev prevention, face float64) float64 {
	g := c.g
	if prev.all {
		return 0
	}
	def := otherTeam(g, b.attTeam)
	v, life, poison := 0.0, 0, 0
	for i, a := range b.atts {
		attDead, blDead, through := fight(a, b.blocks[i])
		if attDead {
			v -= c.sign(b.attTeam) * a.val
		}
		for j := range b.blocks[i] {
			if blDead&(1<<uint(j)) != 0 {
				v -= c.sign(def) * b.blocks[i][j].val
			}
		}
		t := b.targets[i]
		switch {
		case through == 0:
		case t.Obj != rules.NoObj && !t.IsPlayer():
			if pw := g.Obj(t.Obj); pw.Is(rules.Planeswalker) {
				if through >= int(pw.Counters[rules.LoyaltyCounter]) {
					v -= c.sign(def) * permanentValue(g, t.Obj)
				} else {
					v -= c.sign(def) * float64(through)
				}
			}
		case prev.player != rules.NoPlayer && (t.Player == prev.player || !t.IsPlayer()):
			// prevented
		case a.kw.Has(rules.Infect):
			poison += through
		default:
			life += through
		}
	}
	if life >= c.life(def) || poison >= poisonLeft(g, def) {
		return -c.sign(def) * winPoints
	}
	v -= face * c.sign(def) * float64(life) * c.lifeWeight(def, false)
	lim := float64(g.Rules().PoisonToLose(g.TeamSize(def)))
	v -= face * c.sign(def) * 30 / lim * float64(poison)
	return v
}

// inCombatDamageWindow reports whether blockers are declared and no combat damage is dealt
// yet, the moment combat tricks change outcomes.
func (c *ctx) inCombatDamageWindow() bool {
	return c.g.Step() == rules.DeclareBlockers
}

// pumpValue is what giving our creature id +p/+t and keywords until end of turn is worth
// now: the change in the combat outcome, or saving it from damage on the stack.
func (c *ctx) pumpValue(id rules.ObjID, p, t int, kw rules.KeywordSet) float64 {
	g := c.g
	v := 0.0
	if c.inCombatDamageWindow() && !c.damagePrevented() {
		// Extra damage to players counts for less than a creature saved or killed: a pump
		// spell is better kept for a fight unless the damage wins the game.
		none := prevention{player: rules.NoPlayer}
		b := c.currentBattle()
		before, beforeW := c.battleValue(b, none), c.battleValueW(b, none, 0.4)
		b.modify(id, func(f *fighter) { f.power += p; f.tough += t; f.kw |= kw })
		after := c.battleValue(b, none)
		if after >= winPoints/2 && before < winPoints/2 {
			v += after - before
		} else {
			v += c.battleValueW(b, none, 0.4) - beforeW
		}
	}
	// In answer to damage aimed at the creature: the pump saves it if the damage is no
	// longer lethal.
	if st := g.Stack(); len(st) > 0 && t > 0 {
		top := st[len(st)-1]
		if c.mine(top.Controller) || top.Ability == nil {
			return v
		}
		o := g.Obj(id)
		for _, eff := range top.Ability.Effects {
			d, ok := eff.(rules.DamageTarget)
			if !ok || d.N >= len(top.Res.Targets) || top.Res.Targets[d.N].Obj != id {
				continue
			}
			n := c.amount(d.Amount, top.Controller, rules.NoPlayer, top.Res.X, top.Obj, 0)
			left := o.Cur.Toughness - o.Damage
			if n >= left && n < left+t && !o.Has(rules.Indestructible) {
				v += creatureValue(g, id)
			}
		}
	}
	return v
}

// fogValue is what preventing combat damage this turn is worth now (all of it, or only
// the damage that would be dealt to player p).
func (c *ctx) fogValue(toYou bool, p rules.PlayerID) float64 {
	if !c.inCombatDamageWindow() || c.g.ActiveTeam() == c.team || c.damagePrevented() {
		return 0
	}
	b := c.currentBattle()
	before := c.battleValue(b, prevention{player: rules.NoPlayer})
	prev := prevention{all: !toYou, player: rules.NoPlayer}
	if toYou {
		prev.player = p
	}
	return c.battleValue(b, prev) - before
}

// planBlocks chooses the defending team's blockers (see chooseBlocks) among the legal
// blocks, keeping a margin for a pump spell when the attackers have cards and mana left.
func (c *ctx) planBlocks() rules.Action {
	g := c.g
	act := rules.Action{Kind: rules.ActBlock, Team: c.team, Player: rules.NoPlayer, Obj: rules.NoObj, Assist: rules.NoPlayer}
	can := map[[2]rules.ObjID]bool{} // blocker, attacker
	var blockers []fighter
	for _, o := range g.BlockOptions() {
		if len(o) == 0 {
			continue
		}
		blockers = append(blockers, c.fighter(o[0].Blocker))
		for _, d := range o {
			can[[2]rules.ObjID{d.Blocker, d.Attacker}] = true
		}
	}
	b := c.currentBattle()
	for i := range b.blocks {
		b.blocks[i] = nil
	}
	margin := 0
	if c.tricksPossible(c.opp) {
		margin = 3
	}
	canBlock := func(j, i int) bool { return can[[2]rules.ObjID{blockers[j].id, b.atts[i].id}] }
	chooseBlocks(b, blockPlan{blockers: blockers, canBlock: canBlock}, c.life(c.team), poisonLeft(g, c.team), margin)
	for i := range b.atts {
		for _, f := range b.blocks[i] {
			act.Blocks = append(act.Blocks, rules.BlockDecl{Blocker: f.id, Attacker: b.atts[i].id})
		}
	}
	return c.acceptedBlocks(act)
}

// single is the outcome of one attacker against one blocker (through: damage that gets
// past it; through0: damage unblocked).
type single struct {
	attDead, blDead   bool
	through, through0 int
}

// blockPlan is what chooseBlocks needs: the blockers, which attacker each may block, and
// optionally a cache of single-block outcomes (by attacker and blocker index).
type blockPlan struct {
	blockers []fighter
	canBlock func(j, i int) bool // blocker j may block attacker i
	pair     func(j, i int) single
}

// chooseBlocks fills b.blocks for the defending team, which has life and poisonLeft: first
// blocks that kill an attacker and survive, hold it off for free or trade in the
// defenders' favour, best first; then double blocks that kill a big attacker profitably;
// then, while the damage would still be lethal (with margin to spare), chump blocks on the
// biggest hitters with the least valuable blockers. Menace attackers are only ever
// blocked by two, and "can't be blocked by more than N" is respected. It is how the heuristic blocks, and how it expects its opponents to
// block when it plans an attack.
func chooseBlocks(b *battle, bp blockPlan, life, poisonLeft, margin int) {
	blockers := bp.blockers
	used := make([]bool, len(blockers))
	pair := bp.pair
	if pair == nil {
		pair = func(j, i int) single {
			ad, bd, th := fight(b.atts[i], blockers[j:j+1])
			_, _, th0 := fight(b.atts[i], nil)
			return single{ad, bd != 0, th, th0}
		}
	}
	incoming := func() (int, int) {
		l, p := 0, 0
		for i, a := range b.atts {
			_, _, th := fight(a, b.blocks[i])
			if t := b.targets[i]; t.Obj != rules.NoObj && !t.IsPlayer() {
				continue // at a planeswalker
			}
			if a.kw.Has(rules.Infect) {
				p += th
			} else {
				l += th
			}
		}
		return l, p
	}
	lethalNow := func() bool {
		l, p := incoming()
		return l+margin >= life || p+margin/2 >= poisonLeft
	}
	// Damage that gets through matters more the lower it leaves the defenders.
	l0, _ := incoming()
	w := 6 / float64(max(life-l0, 1))
	gain := func(i int, bls []fighter) float64 {
		a := b.atts[i]
		attDead, blDead, th := fight(a, bls)
		_, _, th0 := fight(a, nil)
		v := float64(th0-th) * w
		if attDead {
			v += a.val
		}
		for j := range bls {
			if blDead&(1<<uint(j)) != 0 {
				v -= bls[j].val
			}
		}
		return v
	}
	menace := func(i int) bool { return b.atts[i].kw.Has(rules.Menace) }
	free := func(i int) []int {
		var out []int
		for j := range blockers {
			if !used[j] && bp.canBlock(j, i) {
				out = append(out, j)
			}
		}
		return out
	}
	type cand struct {
		j, i int
		v    float64
	}
	// Each attacker's best few blockers are enough for the greedy choice below, and keep
	// the sort small on crowded boards.
	const perAttacker = 4
	var pairs []cand
	for i := range b.atts {
		if !b.atts[i].blockersAllowed(1) {
			continue
		}
		var top [perAttacker]cand
		n := 0
		for j := range blockers {
			if !bp.canBlock(j, i) {
				continue
			}
			r := pair(j, i)
			v := float64(r.through0-r.through) * w
			if r.attDead {
				v += b.atts[i].val
			}
			if r.blDead {
				v -= blockers[j].val
			}
			if v <= 0.25 {
				continue
			}
			// Insert into the best few, best first (earlier blockers win ties).
			k := min(n, perAttacker-1)
			if n == perAttacker && v <= top[k].v {
				continue
			}
			for k > 0 && top[k-1].v < v {
				top[k] = top[k-1]
				k--
			}
			top[k] = cand{j, i, v}
			n = min(n+1, perAttacker)
		}
		pairs = append(pairs, top[:n]...)
	}
	// Best first; ties in blocker then attacker order, so that any sort gives one order.
	slices.SortFunc(pairs, func(x, y cand) int {
		if c := cmp.Compare(y.v, x.v); c != 0 {
			return c
		}
		if x.j != y.j {
			return x.j - y.j
		}
		return x.i - y.i
	})
	for _, p := range pairs {
		if used[p.j] || len(b.blocks[p.i]) > 0 {
			continue
		}
		used[p.j] = true
		b.blocks[p.i] = []fighter{blockers[p.j]}
	}
	for i := range b.atts {
		if len(b.blocks[i]) > 0 || !b.atts[i].blockersAllowed(2) {
			continue
		}
		fr := free(i)
		if len(fr) > 12 {
			fr = fr[:12] // enough pairs to find a good double block on a crowded board
		}
		best, bx, by := 0.5, -1, -1
		for x := 0; x < len(fr); x++ {
			for y := x + 1; y < len(fr); y++ {
				if v := gain(i, []fighter{blockers[fr[x]], blockers[fr[y]]}); v > best {
					best, bx, by = v, fr[x], fr[y]
				}
			}
		}
		if bx >= 0 {
			b.blocks[i] = []fighter{blockers[bx], blockers[by]}
			used[bx], used[by] = true, true
		}
	}
	considered := make([]bool, len(b.atts))
	for lethalNow() {
		bi, bd := -1, 0
		for i, a := range b.atts {
			if len(b.blocks[i]) > 0 || considered[i] {
				continue
			}
			if th := strikes(a); th > bd {
				bi, bd = i, th
			}
		}
		if bi < 0 {
			break
		}
		considered[bi] = true
		fr := free(bi)
		slices.SortStableFunc(fr, func(x, y int) int { return cmp.Compare(blockers[x].val, blockers[y].val) })
		n := 1
		if menace(bi) {
			n = 2
		}
		if len(fr) < n || !b.atts[bi].blockersAllowed(n) {
			continue // this one can't be stopped: try the next biggest
		}
		for _, j := range fr[:n] {
			used[j] = true
			b.blocks[bi] = append(b.blocks[bi], blockers[j])
		}
	}
}

// damagePrevented reports whether a spell that prevents all combat damage this turn
// (Fog) resolved this turn. The engine doesn't list the effects in force, so the public
// journal of the turn is read: a cast of such a card (known by the copies in graveyards)
// that wasn't countered.
func (c *ctx) damagePrevented() bool {
	g := c.g
	var names []string
	for p := range rules.PlayerID(g.NumPlayers()) {
		for zi := range g.ZoneLen(p, rules.ZoneGraveyard) {
			id := g.ZoneAt(p, rules.ZoneGraveyard, zi)
			def := g.Obj(id).Def
			if def.Spell == nil {
				continue
			}
			for _, e := range def.Spell.Effects {
				if f, ok := e.(rules.PreventCombatDamage); ok && !f.ToYou {
					names = append(names, def.Name)
				}
			}
		}
	}
	if len(names) == 0 {
		return false
	}
	cast := map[string]int{}
	for i := g.JournalLen() - 1; i >= 0; i-- {
		e, _ := g.JournalAt(i)
		if e.Kind == rules.JTurn {
			break
		}
		var name string
		switch {
		case e.Kind == rules.JAction && e.ActKind == rules.ActCast && e.Act != nil && len(e.Act.Refs) > 0 && e.Act.Refs[0].Card != nil:
			name = e.Act.Refs[0].Card.Name
		case e.Kind == rules.JCountered && e.Card != nil:
			name = e.Card.Name
		default:
			continue
		}
		for _, n := range names {
			if n != name {
				continue
			}
			if e.Kind == rules.JCountered {
				cast[n]--
			} else {
				cast[n]++
			}
		}
	}
	for _, k := range cast {
		if k > 0 {
			return true
		}
	}
	return false
}
