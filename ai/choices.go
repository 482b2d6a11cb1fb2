package ai

import (
	"sort"
	"strings"

	"github.com/ettinmtg/ettin/rules"
)

// choosePlayer answers a choice of one player made while a spell or ability resolves: a
// player who gets something good is one of the team's, the one who can use it best; a
// player something harmful is aimed at is an opponent, the most threatening one. It
// reports false for a choice it doesn't recognize as one of players.
func (c *ctx) choosePlayer(d rules.Decision) (int, bool) {
	if len(d.Options) == 0 {
		return 0, false
	}
	for _, o := range d.Options {
		if o.Player == rules.NoPlayer || o.Obj != rules.NoObj {
			return 0, false
		}
	}
	switch {
	case strings.HasPrefix(d.Prompt, "choose a player to add mana"), strings.HasPrefix(d.Prompt, "choose the player who adds the mana"):
		return c.manaTaker(d.Options), true
	case strings.HasPrefix(d.Prompt, "choose a player for "):
		return c.entersPlayer(strings.TrimPrefix(d.Prompt, "choose a player for "), d.Options), true
	}
	return 0, false
}

// entersPlayer answers "as it enters, choose a player (an opponent)" for the permanent
// named name, from what the permanent does with the player: protection from them (True-
// Name Nemesis, CR 702.16) is best from the opponent with the strongest creatures; -1/-1
// for each card in their hand (Nyxathid) is best with the opponent holding fewest. The
// choice never falls on the team when an opponent may be chosen.
func (c *ctx) entersPlayer(name string, opts []rules.Option) int {
	st := c.g.Stack()
	for i := len(st) - 1; i >= 0; i-- {
		def := c.g.Obj(st[i].Obj).Def
		if def.Name != name {
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

// manaKindNames are the texts of the options of a choice of mana, by mana kind.
var manaKindNames = [...]string{"white", "blue", "black", "red", "green", "colorless"}

// manaColor picks the kind of mana the deciding player adds: the color the spells in
// their hand they could cast soon need most and their lands don't make.
func (c *ctx) manaColor(opts []rules.Option) int {
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
		for k, name := range manaKindNames {
			if o.Text == name && need[k] > bv {
				best, bv = i, need[k]
			}
		}
	}
	return best
}

// chooseCards answers a choice of cards or permanents made while something resolves, by
// what happens to them: the least valuable are sacrificed or returned to hand, the best
// are copied, returned from the graveyard, found in the library, or kept. It reports
// false for a choice it doesn't know.
func (c *ctx) chooseCards(d rules.Decision) ([]int, bool) {
	g := c.g
	p := d.Prompt
	var best bool
	switch {
	case strings.HasPrefix(p, "choose ") && (strings.HasSuffix(p, " to sacrifice") || strings.HasSuffix(p, " to return to its owner's hand")):
		best = false
	case strings.HasPrefix(p, "choose ") && (strings.HasSuffix(p, " to copy") || strings.HasSuffix(p, " to return to your hand")),
		strings.HasPrefix(p, "choose up to ") && strings.HasSuffix(p, " to find (or none)"),
		p == "choose the untapped creature that stays untapped", strings.HasPrefix(p, "legend rule: choose the "):
		best = true
	default:
		return nil, false
	}
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
			if !best && !ob.Def.Token && strings.HasSuffix(p, "owner's hand") {
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
