package ai

import (
	"sort"

	"github.com/ettinmtg/ettin/rules"
)

// attacker is a creature that may attack, with the attack chosen for it.
type attacker struct {
	f    fighter
	decl rules.AttackDecl
	opts []rules.AttackDecl
}

// defender is the player an attack declaration attacks (NoPlayer for the team or a
// planeswalker's controller when unknown).
func (c *ctx) defenderOf(d rules.AttackDecl) rules.PlayerID {
	switch {
	case d.Team != rules.NoTeam:
		return rules.NoPlayer
	case d.Target.IsPlayer():
		return d.Target.Player
	case d.Target.Obj != rules.NoObj:
		return c.g.Obj(d.Target.Obj).Controller
	}
	return rules.NoPlayer
}

// blockable reports whether blocker b could block attacker a attacking as declared.
func (c *ctx) blockable(a attacker, b rules.ObjID) bool {
	g := c.g
	ao, bo := g.Obj(a.f.id), g.Obj(b)
	if ao.Has(rules.Flying) && !bo.Has(rules.Flying) && !bo.Has(rules.Reach) || cantBeBlockedBy(g, a.f.id, b) {
		return false
	}
	p := c.defenderOf(a.decl)
	if p != rules.NoPlayer && ownTurns(g) && g.TeamOf(bo.Controller) != g.TeamOf(p) {
		return false // each defending player blocks only what attacks them (CR 802.4a)
	}
	for _, lw := range landwalk {
		if !ao.Has(lw.kw) {
			continue
		}
		if p != rules.NoPlayer && playerControlsLand(g, p, lw.land) || p == rules.NoPlayer && teamControlsLand(g, c.opp, lw.land) {
			return false
		}
	}
	return true
}

// strikes is the damage a creature deals unblocked.
func strikes(f fighter) int {
	if f.kw.Has(rules.DoubleStrike) {
		return 2 * max(f.power, 0)
	}
	return max(f.power, 0)
}

// through estimates the damage (and poison) a set of attackers gets past the best blocks
// the defenders could make: each blocker stops the biggest attacker it can, menace needing
// two of them.
func (c *ctx) through(atts []attacker, blockers []rules.ObjID) (life, poison int) {
	s := append([]attacker(nil), atts...)
	sort.SliceStable(s, func(i, j int) bool { return strikes(s[i].f) > strikes(s[j].f) })
	used := make([]bool, len(blockers))
	for _, a := range s {
		need := 1
		if a.f.kw.Has(rules.Menace) {
			need = 2
		}
		var bl []fighter
		var idx []int
		for i, b := range blockers {
			if !used[i] && c.blockable(a, b) {
				idx = append(idx, i)
			}
		}
		th := strikes(a.f)
		if len(idx) >= need && a.f.blockersAllowed(need) {
			for _, i := range idx[:need] {
				used[i] = true
				bl = append(bl, c.fighter(blockers[i]))
			}
			_, _, th = fight(a.f, bl)
		}
		if a.decl.Target.Obj != rules.NoObj && !a.decl.Target.IsPlayer() {
			continue // damage to a planeswalker
		}
		if a.f.kw.Has(rules.Infect) {
			poison += th
		} else {
			life += th
		}
	}
	return life, poison
}

// worstBlock is the worst outcome for the attacking team, in points, of the blocks the
// defenders could make against attacker a alone (one blocker, or the two strongest), and
// whether any block at all is possible.
func (c *ctx) worstBlock(a attacker, blockers []rules.ObjID) (float64, bool) {
	var able []fighter
	for _, b := range blockers {
		if c.blockable(a, b) {
			able = append(able, c.fighter(b))
		}
	}
	one, two := a.f.blockersAllowed(1), a.f.blockersAllowed(2) && len(able) >= 2
	if len(able) == 0 || !one && !two {
		return 0, false
	}
	outcome := func(bls []fighter) float64 {
		ad, bd, _ := fight(a.f, bls)
		v := 0.0
		if ad {
			v -= a.f.val
		}
		for i := range bls {
			if bd&(1<<uint(i)) != 0 {
				v += bls[i].val
			}
		}
		return v
	}
	worst := 1e18
	if one {
		for _, b := range able {
			worst = min(worst, outcome([]fighter{b}))
		}
	}
	if two {
		sort.SliceStable(able, func(i, j int) bool { return able[i].power > able[j].power })
		worst = min(worst, outcome(able[:2]))
	}
	return worst, true
}

// crackBack estimates the damage the opponents could deal in their next turn if the
// creatures in attacking stay tapped: each of their creatures attacks, and each of the
// team's untapped creatures blocks (chumps) the biggest attacker it can.
func (c *ctx) crackBack(attacking map[rules.ObjID]bool) int {
	g := c.g
	if c.theirs == nil {
		for _, id := range creatures(g, c.team) {
			o := g.Obj(id)
			if !o.Tapped && !staticOn(g, id, rules.StCantBlock) {
				c.defs = append(c.defs, id)
			}
		}
		c.theirs = []fighter{}
		for _, id := range creatures(g, c.opp) {
			if canAttackSoon(g, id) {
				c.theirs = append(c.theirs, c.fighter(id))
			}
		}
		sort.SliceStable(c.theirs, func(i, j int) bool { return strikes(c.theirs[i]) > strikes(c.theirs[j]) })
	}
	if c.canDef == nil {
		c.canDef = make([][]int, len(c.theirs))
		for k, a := range c.theirs {
			for i, d := range c.defs {
				if !evades(g, a.id, d, c.team) {
					c.canDef[k] = append(c.canDef[k], i)
				}
			}
		}
	}
	var usedBuf [64]bool
	used := usedBuf[:0]
	if len(c.defs) > len(usedBuf) {
		used = make([]bool, 0, len(c.defs))
	}
	used = used[:len(c.defs)]
	dmg := 0
	for k, a := range c.theirs {
		blocked := false
		for _, i := range c.canDef[k] {
			d := c.defs[i]
			if used[i] || attacking[d] && !c.fighter(d).kw.Has(rules.Vigilance) {
				continue
			}
			used[i], blocked = true, true
			break
		}
		if !blocked {
			dmg += strikes(a)
		}
	}
	return dmg
}

// planAttack chooses the attacking team's attack: everything when the damage that gets
// past the best blocks is lethal; otherwise the set of attackers with the best expected
// outcome against the defenders' blocks, net of the blockers it leaves tapped, keeping
// back enough blockers that the opponents' next attack isn't lethal.
func (c *ctx) planAttack() rules.Action {
	g := c.g
	act := rules.Action{Kind: rules.ActAttack, Team: c.team, Player: rules.NoPlayer, Obj: rules.NoObj, Assist: rules.NoPlayer}
	blockers := c.opposingBlockers()
	var all []attacker
	for _, opts := range g.AttackOptions() {
		if len(opts) == 0 {
			continue
		}
		a := attacker{f: c.fighter(opts[0].Attacker), opts: opts}
		if a.f.power <= 0 {
			continue
		}
		a.decl = c.chooseTarget(a, blockers)
		all = append(all, a)
	}
	if len(all) == 0 {
		return c.legalOr(act, firstListed)
	}
	life, poison := c.through(all, blockers)
	lethal := life >= c.life(c.opp) || poison >= poisonLeft(g, c.opp)
	var chosen []attacker
	if lethal {
		chosen = all
	} else {
		// Start from the attackers no single block punishes, then add or drop one attacker
		// at a time while the expected outcome improves: the defenders block as the
		// heuristic itself would, and attackers left tapped cost the damage they could
		// have stopped in the opponents' next turn.
		home := c.crackBack(nil)
		in := make([]bool, len(all))
		sel := func() []attacker {
			var out []attacker
			for i, a := range all {
				if in[i] {
					out = append(out, a)
				}
			}
			return out
		}
		ap := c.newAttackPlan(all, blockers)
		value := func() float64 {
			attacking := map[rules.ObjID]bool{}
			var idx []int
			for i, a := range all {
				if in[i] {
					attacking[a.f.id] = true
					idx = append(idx, i)
				}
			}
			v := ap.value(c, idx)
			d := c.crackBack(attacking)
			if d >= c.life(c.team) {
				v -= 50
			}
			return v - 0.5*float64(d-home)*c.lifeWeight(c.team, false)
		}
		for i, a := range all {
			worst, blockable := c.worstBlock(a, blockers)
			in[i] = !blockable || worst >= -0.5
		}
		cur := value()
		// Several attackers together may be worth it when each alone isn't (the defenders
		// block only so many): also start from the k biggest, for each k.
		order := make([]int, len(all))
		for i := range order {
			order[i] = i
		}
		sort.SliceStable(order, func(x, y int) bool { return strikes(all[order[x]].f) > strikes(all[order[y]].f) })
		best := append([]bool(nil), in...)
		for k := 1; k <= len(all); k++ {
			for i := range in {
				in[i] = false
			}
			for _, i := range order[:k] {
				in[i] = true
			}
			if v := value(); v > cur {
				cur = v
				copy(best, in)
			}
		}
		copy(in, best)
		// Big boards (token armies) would make the search slow: it gets about 60 tries.
		for iter := 0; iter < max(1, 60/len(all)); iter++ {
			bi, bv := -1, cur+0.05
			for i := range all {
				in[i] = !in[i]
				if v := value(); v > bv {
					bi, bv = i, v
				}
				in[i] = !in[i]
			}
			if bi < 0 {
				break
			}
			in[bi] = !in[bi]
			cur = bv
		}
		chosen = c.keepBlockers(sel())
		chosen = c.planeswalkerTargets(chosen, blockers)
	}
	for _, a := range chosen {
		act.Attacks = append(act.Attacks, a.decl)
	}
	// A refused declaration (an attack cost that can't be paid) loses its least valuable
	// attackers until it is accepted.
	for len(act.Attacks) > 0 {
		if c.accepts(act) {
			return act
		}
		worst := 0
		for i, d := range act.Attacks {
			if creatureValue(g, d.Attacker) < creatureValue(g, act.Attacks[worst].Attacker) {
				worst = i
			}
		}
		act.Attacks = append(act.Attacks[:worst:worst], act.Attacks[worst+1:]...)
	}
	return c.legalOr(act, firstListed)
}

func firstListed(acts []rules.Action) rules.Action { return acts[0] }

// attackPlan holds what evaluating many attack sets against the same blockers shares:
// which attacker each blocker may block and the outcomes of single blocks.
type attackPlan struct {
	all      []attacker
	blockers []fighter
	can      [][]bool   // [attacker][blocker]
	pairs    [][]single // [attacker][blocker], filled on first use
	done     [][]bool
}

func (c *ctx) newAttackPlan(all []attacker, blockers []rules.ObjID) *attackPlan {
	ap := &attackPlan{all: all}
	for _, id := range blockers {
		ap.blockers = append(ap.blockers, c.fighter(id))
	}
	ap.can = make([][]bool, len(all))
	ap.pairs = make([][]single, len(all))
	ap.done = make([][]bool, len(all))
	for i, a := range all {
		ap.can[i] = make([]bool, len(blockers))
		ap.pairs[i] = make([]single, len(blockers))
		ap.done[i] = make([]bool, len(blockers))
		for j, id := range blockers {
			ap.can[i][j] = c.blockable(a, id)
		}
	}
	return ap
}

// value is the expected outcome for the attacking team of an attack by the attackers
// idx (indexes into all), the defenders blocking as chooseBlocks does.
func (ap *attackPlan) value(c *ctx, idx []int) float64 {
	if len(idx) == 0 {
		return 0
	}
	b := &battle{attTeam: c.team, blocks: make([][]fighter, len(idx))}
	for _, k := range idx {
		a := ap.all[k]
		b.atts = append(b.atts, a.f)
		t := a.decl.Target
		if a.decl.Team != rules.NoTeam {
			t = rules.Target{Player: rules.NoPlayer, Obj: rules.NoObj}
		}
		b.targets = append(b.targets, t)
	}
	bp := blockPlan{
		blockers: ap.blockers,
		canBlock: func(j, i int) bool { return ap.can[idx[i]][j] },
		pair: func(j, i int) single {
			k := idx[i]
			if !ap.done[k][j] {
				ad, bd, th := fight(ap.all[k].f, ap.blockers[j:j+1])
				_, _, th0 := fight(ap.all[k].f, nil)
				ap.pairs[k][j], ap.done[k][j] = single{ad, bd != 0, th, th0}, true
			}
			return ap.pairs[k][j]
		},
	}
	chooseBlocks(b, bp, c.life(c.opp), poisonLeft(c.g, c.opp), 0)
	return c.battleValue(b, prevention{player: rules.NoPlayer})
}

// keepBlockers takes attackers out of the attack, best blockers first, while the
// opponents' next attack would be lethal.
func (c *ctx) keepBlockers(chosen []attacker) []attacker {
	attacking := map[rules.ObjID]bool{}
	for _, a := range chosen {
		attacking[a.f.id] = true
	}
	for len(chosen) > 0 && c.crackBack(attacking) >= c.life(c.team) {
		best, bestDmg := -1, 1<<30
		for i, a := range chosen {
			if c.g.Obj(a.f.id).Has(rules.Vigilance) {
				continue
			}
			attacking[a.f.id] = false
			d := c.crackBack(attacking)
			attacking[a.f.id] = true
			if d < bestDmg || d == bestDmg && a.f.val < chosen[best].f.val {
				best, bestDmg = i, d
			}
		}
		if best < 0 {
			break
		}
		attacking[chosen[best].f.id] = false
		chosen = append(chosen[:best:best], chosen[best+1:]...)
	}
	return chosen
}

// chooseTarget picks what a creature attacks: a player it can't be blocked against
// (landwalk), not one whose permanents tax attacks, and otherwise the player with the
// fewest untapped creatures. (In today's rules any creature of the defending team may block
// any attacker, so this matters mostly for landwalk and attack restrictions.)
func (c *ctx) chooseTarget(a attacker, blockers []rules.ObjID) rules.AttackDecl {
	g := c.g
	best, bestV := a.opts[0], -1e18
	for _, d := range a.opts {
		if !d.Target.IsPlayer() && d.Team == rules.NoTeam {
			continue // planeswalkers are chosen afterwards
		}
		v := 0.0
		p := c.defenderOf(d)
		try := a
		try.decl = d
		able := 0
		for _, b := range blockers {
			if c.blockable(try, b) {
				able++
			}
		}
		v -= float64(able)
		v += c.targetWeight(try, p) // threat and reach, where there are several opponents
		if p != rules.NoPlayer {
			for _, id := range g.Battlefield() {
				o := g.Obj(id)
				if o.Controller != p {
					continue
				}
				for _, ab := range o.Def.Abilities {
					if ab.Static != nil && ab.Static.Kind == rules.StAttackTax {
						v -= 5
					}
				}
				if o.Is(rules.Creature) && !o.Tapped {
					v -= 0.1
				}
			}
		}
		if v > bestV {
			best, bestV = d, v
		}
	}
	return best
}

// planeswalkerTargets sends, for each opposing planeswalker, the smallest chosen attacker
// that would destroy it unblocked (an attacker the defenders can't block if possible).
func (c *ctx) planeswalkerTargets(chosen []attacker, blockers []rules.ObjID) []attacker {
	g := c.g
	taken := map[int]bool{}
	for _, id := range g.Battlefield() {
		o := g.Obj(id)
		if !o.Is(rules.Planeswalker) || g.TeamOf(o.Controller) != c.opp {
			continue
		}
		loyalty := int(o.Counters[rules.LoyaltyCounter])
		bi, biFree := -1, false
		var bd rules.AttackDecl
		for i, a := range chosen {
			if taken[i] || strikes(a.f) < loyalty {
				continue
			}
			var d rules.AttackDecl
			ok := false
			for _, x := range a.opts {
				if x.Target.Obj == id && !x.Target.IsPlayer() {
					d, ok = x, true
				}
			}
			if !ok {
				continue
			}
			try := a
			try.decl = d
			_, blockable := c.worstBlock(try, blockers)
			free := !blockable
			if bi < 0 || free && !biFree || free == biFree && a.f.power < chosen[bi].f.power {
				bi, biFree, bd = i, free, d
			}
		}
		if bi >= 0 {
			chosen[bi].decl = bd
			taken[bi] = true
		}
	}
	return chosen
}
