package ai

import (
	"sort"

	"github.com/ettinmtg/ettin/rules"
)

// entersPlayer answers "as it enters, choose a player (an opponent)" for the permanent
// card, from what the permanent does with the player: protection from them (True-
// Name Nemesis, CR 702.16) is best from the opponent with the strongest creatures; -1/-1
// for each card in their hand (Nyxathid) is best with the opponent holding fewest. The
// choice never falls on the team when an opponent may be chosen.
func (c *ctx) entersPlayer(card *rules.CardDef, opts []rules.Option) int {
	st := c.g.Stack()
	for i := len(st) - 1; i >= 0; i-- {
		def := c.g.Obj(st[i].Obj).Def
		if card == nil || def.Name != card.Name {
			continue
		}
		for _, a := range def.Abilities {
			if a.Static != nil && a.Static.Kind == rules.StModifyPTPer && a.Static.CDA == rules.AmtChosenHand {
				best, fewest := -1, 1<<30
				for i, o := range opts {
					if n := handSize(c.g, o.Player); !c.mine(o.Player) && n < fewest {
						best, fewest = i, n
					}
				}
				return max(best, 0)
			}
		}
		break
	}
	return c.mostThreatening(opts)
}

// mostThreatening is the opposing player whose creatures are worth most in combat (the
// one protection from whom matters most), else the first option.
func (c *ctx) mostThreatening(opts []rules.Option) int {
	g := c.g
	best, bv := -1, -1.0
	for i, o := range opts {
		if c.mine(o.Player) {
			continue
		}
		v := 0.0
		for _, id := range g.Battlefield() {
			if ob := g.Obj(id); ob.Controller == o.Player && ob.Is(rules.Creature) {
				v += combatValue(g, id)
			}
		}
		if v > bv {
			best, bv = i, v
		}
	}
	return max(best, 0)
}

// manaTaker picks who of the team adds mana (Stadium Vendors, Victory Chimes): the player
// for whom it makes the best spell in hand castable now, the deciding player when it
// makes no difference; never an opponent when a player of the team may be chosen.
func (c *ctx) manaTaker(opts []rules.Option) int {
	best, bv := -1, 0.0
	for i, o := range opts {
		if !c.mine(o.Player) {
			continue
		}
		have := manaOf(c.g, o.Player)
		v := c.bestCastable(o.Player, have+2) - c.bestCastable(o.Player, have)
		if best < 0 || v > bv || v == bv && o.Player == c.me {
			best, bv = i, v
		}
	}
	return max(best, 0)
}

// bestCastable is the value of the best spell in player p's hand costing at most n.
func (c *ctx) bestCastable(p rules.PlayerID, n int) float64 {
	v := 0.0
	for _, id := range c.ownHand(p) {
		def := c.g.Obj(id).Def
		if !def.Types.Has(rules.Land) && def.Cost.Value(0) <= n {
			v = max(v, cardValue(def, landsOf(c.g, p)))
		}
	}
	return v
}

// manaColor picks the kind of mana the deciding player adds: the color the spells in
// their hand they could cast soon need most and their lands don't make.
func (c *ctx) manaColor(d rules.Decision) int {
	opts, color := d.Options, d.Choice.Kind == rules.ChManaColor
	g := c.g
	var have uint8
	for _, id := range g.Battlefield() {
		if o := g.Obj(id); o.Controller == c.me && !o.Tapped {
			have |= producesOf(o.Def)
		}
	}
	avail := manaOf(g, c.me) + 2
	var need [6]float64
	for _, id := range c.ownHand(c.me) {
		def := g.Obj(id).Def
		if def.Types.Has(rules.Land) || def.Cost.Value(0) > avail {
			continue
		}
		for col, n := range def.Cost.Colored {
			w := float64(n)
			if have&(1<<col) == 0 {
				w *= 3
			}
			need[col] += w
		}
	}
	best, bv := 0, -1.0
	for i, o := range opts {
		k := int(o.Mana) // a kind of mana (ChManaKind), or a color (ChManaColor)
		if color {
			k = int(o.Color)
		}
		if k < len(need) && need[k] > bv {
			best, bv = i, need[k]
		}
	}
	return best
}

// chooseCards answers a choice of cards or permanents made while something resolves, by
// what happens to them: with best, the most valuable (copied, returned from the
// graveyard, found in the library, or kept); else the least valuable (sacrificed or
// returned to hand). It reports false when an option isn't an object.
func (c *ctx) chooseCards(d rules.Decision, best bool) ([]int, bool) {
	g := c.g
	bounce := d.Choice.Kind == rules.ChPick && d.Choice.Pick == rules.PickBounce
	n := d.Max
	vals := make([]float64, len(d.Options))
	for i, o := range d.Options {
		if o.Obj == rules.NoObj {
			return nil, false
		}
		ob := g.Obj(o.Obj)
		switch {
		case ob.Zone == rules.ZoneBattlefield:
			vals[i] = permanentValue(g, o.Obj)
			if !best && !ob.Def.Token && bounce {
				vals[i] *= 0.5 // a card returned to hand comes back
			}
		case ob.Def.Types.Has(rules.Land):
			vals[i] = c.landNeed(ob.Owner, ob.Def) + cardValue(ob.Def, landsOf(g, ob.Owner))
		default:
			vals[i] = cardValue(ob.Def, landsOf(g, ob.Owner))
		}
		if !best {
			vals[i] = -vals[i]
		}
	}
	used := make([]bool, len(vals))
	var out []int
	for len(out) < n {
		bi := -1
		for i, v := range vals {
			if !used[i] && (bi < 0 || v > vals[bi]) {
				bi = i
			}
		}
		if bi < 0 {
			break
		}
		used[bi] = true
		out = append(out, bi)
	}
	sort.Ints(out)
	return out, len(out) >= d.Min
}
