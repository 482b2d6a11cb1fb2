package ai

import (
	"sort"

	"github.com/ettinmtg/ettin/rules"
)

// damageOrder answers a damage assignment order of the 2011 rules (810.7e): the attacking
// team orders each attacker's blockers, the defending team each blocker's attackers. acts
// are the legal answers, the first in the order of blocks; each creature's order is
// rebuilt so that its damage kills the most valuable creatures it can.
func (c *ctx) damageOrder(acts []rules.Action) rules.Action {
	a := acts[0]
	if a.Rare == nil {
		return a
	}
	rare := *a.Rare
	rare.Orders = nil
	for _, o := range a.Rare.Orders {
		rare.Orders = append(rare.Orders, rules.Ordering{Attacker: o.Attacker, Blockers: c.killOrder(o.Attacker, o.Blockers)})
	}
	rare.BlockerOrders = nil
	for _, o := range a.Rare.BlockerOrders {
		rare.BlockerOrders = append(rare.BlockerOrders, rules.BlockerOrdering{Blocker: o.Blocker, Attackers: c.killOrder(o.Blocker, o.Attackers)})
	}
	a.Rare = &rare
	return a
}

// killOrder orders the creatures src deals its combat damage to: first those its power
// can give lethal damage in turn, most valuable first, then the others, most valuable
// first.
func (c *ctx) killOrder(src rules.ObjID, ids []rules.ObjID) []rules.ObjID {
	g := c.g
	s := g.Obj(src)
	lethal := func(id rules.ObjID) int {
		o := g.Obj(id)
		n := max(o.Cur.Toughness-o.Damage, 0)
		if s.Has(rules.Deathtouch) {
			n = min(n, 1)
		}
		return n
	}
	byValue := append([]rules.ObjID(nil), ids...)
	sort.SliceStable(byValue, func(i, j int) bool { return creatureValue(g, byValue[i]) > creatureValue(g, byValue[j]) })
	left := s.Cur.Power
	var kill, rest []rules.ObjID
	for _, id := range byValue {
		if n := lethal(id); n <= left {
			left -= n
			kill = append(kill, id)
		} else {
			rest = append(rest, id)
		}
	}
	return append(kill, rest...)
}
