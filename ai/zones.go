package ai

import (
	"math"
	"sort"

	"github.com/ettinmtg/ettin/rules"
)

// keepAt is the least a card must add to the hand to be kept on top of the library
// rather than a random card: a land while lands are short, a spell that can be cast.
const keepAt = 2.0

// marginal is what card id adds to a hand of player p's team, as handQuality sees it.
func (c *ctx) marginal(hand []rules.ObjID, id rules.ObjID, onField int) float64 {
	return c.handQuality(append(hand[:len(hand):len(hand)], id), onField) - c.handQuality(hand, onField)
}

// drawValue is what card id adds as the next card drawn into a hand of the deciding
// player: a land much while the lands (in play and in hand) are fewer than the hand's
// spells want, little after; a spell its value, less while the lands can't pay for it
// soon, and much less when the hand already holds spells waiting for lands.
func (c *ctx) drawValue(hand []rules.ObjID, id rules.ObjID, on int) float64 {
	g := c.g
	lands, top := 0, 0
	for _, h := range hand {
		if def := g.Obj(h).Def; def.Types.Has(rules.Land) {
			lands++
		} else {
			top = max(top, def.Cost.Value(0))
		}
	}
	avail := on + lands
	waiting := 0
	for _, h := range hand {
		if def := g.Obj(h).Def; !def.Types.Has(rules.Land) && def.Cost.Value(0) > avail {
			waiting++
		}
	}
	def := g.Obj(id).Def
	if def.Types.Has(rules.Land) {
		if want := min(max(top, 4), 6); avail < want {
			return 3 + float64(want-avail)
		}
		return 0.5
	}
	v := cardValue(def, on)
	cost := def.Cost.Value(0)
	if cost > avail+1 {
		v *= 0.5
	}
	if waiting >= 2 && cost > avail {
		v *= 0.3
	}
	return v
}

// optionObjs lists the objects of a choice's options (NoObj for an option of none).
func optionObjs(opts []rules.Option) []rules.ObjID {
	ids := make([]rules.ObjID, len(opts))
	for i, o := range opts {
		ids[i] = o.Obj
	}
	return ids
}

// scryBottom chooses the scried cards for the bottom: from the top down, each card is kept
// when it adds enough to the hand it would join (lands while short of lands, spells
// otherwise), and goes to the bottom if not.
func (c *ctx) scryBottom(opts []rules.Option) []int {
	hand := append([]rules.ObjID(nil), c.ownHand(c.me)...)
	on := landsOf(c.g, c.me)
	var out []int
	for i, o := range opts {
		if c.drawValue(hand, o.Obj, on) >= keepAt {
			hand = append(hand, o.Obj)
		} else {
			out = append(out, i)
		}
	}
	return out
}

// bestNext is the card the player needs most now: the one that adds most to their hand.
func (c *ctx) bestNext(opts []rules.Option) int {
	hand := c.ownHand(c.me)
	on := landsOf(c.g, c.me)
	bi, bv := 0, math.Inf(-1)
	for i, o := range opts {
		if v := c.drawValue(hand, o.Obj, on); v > bv {
			bi, bv = i, v
		}
	}
	return bi
}

// mayDiscard discards the card the hand misses least when what the discard brings (a
// card drawn, or the effects that follow "if you do") is worth more.
func (c *ctx) mayDiscard(opts []rules.Option) []int {
	if len(opts) == 0 {
		return nil
	}
	gain := 0.0
	it := c.resolving()
	effs := itemEffects(it)
	for i, eff := range effs {
		switch f := eff.(type) {
		case rules.MayDiscardThenDraw:
			gain = keepAt // a random card for the worst one
		case rules.CounterEventUnless:
			gain = math.Inf(1) // ward: the worst card keeps a spell worth casting
		case rules.MayDiscard:
			v, ok := c.branch(it, effs[i+1:min(i+1+f.Skip, len(effs))])
			if ok {
				gain = v
			}
		}
	}
	ids := optionObjs(opts)
	w := c.worstCards(ids, 1, c.me)[0]
	var rest []rules.ObjID
	for _, id := range ids {
		if id != w {
			rest = append(rest, id)
		}
	}
	on := landsOf(c.g, c.me)
	if c.marginal(rest, w, on) >= gain {
		return nil
	}
	for i, id := range ids {
		if id == w {
			return []int{i}
		}
	}
	return nil
}

// exileFromHand picks the card to exile for a token copy of it if it is a creature: the
// best creature card, or with none the card the hand misses least.
func (c *ctx) exileFromHand(opts []rules.Option) []int {
	if len(opts) == 0 {
		return nil
	}
	g := c.g
	bi, bv := -1, 0.0
	for i, o := range opts {
		def := g.Obj(o.Obj).Def
		if def.Types.Has(rules.Creature) {
			if v := statValue(def.Power, def.Toughness, def.Keywords, def.Abilities); v > bv {
				bi, bv = i, v
			}
		}
	}
	if bi >= 0 {
		return []int{bi}
	}
	w := c.worstCards(optionObjs(opts), 1, c.me)[0]
	for i, o := range opts {
		if o.Obj == w {
			return []int{i}
		}
	}
	return []int{0}
}

// untapOwn untaps the team's own permanents, the deciding player's first, never an
// opponent's.
func (c *ctx) untapOwn(opts []rules.Option, most int) []int {
	var mine, mates []int
	for i, o := range opts {
		if o.Obj == rules.NoObj {
			continue
		}
		switch ctl := c.g.Obj(o.Obj).Controller; {
		case ctl == c.me:
			mine = append(mine, i)
		case c.mine(ctl):
			mates = append(mates, i)
		}
	}
	out := append(mine, mates...)
	if len(out) > most {
		out = out[:most]
	}
	sort.Ints(out)
	return out
}

// cloneChoice picks the creature a clone copies: the most valuable, except a legend the
// team already controls (the legend rule would take one); none when nothing is worth it.
func (c *ctx) cloneChoice(opts []rules.Option) int {
	g := c.g
	bi, bv := 0, 0.0
	for i, o := range opts {
		if o.Obj == rules.NoObj {
			continue
		}
		ob := g.Obj(o.Obj)
		if ob.Cur.Super&rules.Legendary != 0 && c.mine(ob.Controller) {
			continue
		}
		if v := creatureValue(g, o.Obj); v > bv {
			bi, bv = i, v
		}
	}
	return bi
}

// connectingCreature picks the creature of a "whenever the chosen creature deals combat
// damage" effect: the team's likeliest attacker, else its most powerful creature.
func (c *ctx) connectingCreature(opts []rules.Option) int {
	g := c.g
	if id, ok := c.bestAttacker(c.team); ok {
		for i, o := range opts {
			if o.Obj == id {
				return i
			}
		}
	}
	bi, bv := 0, math.Inf(-1)
	for i, o := range opts {
		if o.Obj == rules.NoObj {
			continue
		}
		v := float64(g.Obj(o.Obj).Cur.Power)
		if !c.mine(g.Obj(o.Obj).Controller) {
			v -= 100
		}
		if v > bv {
			bi, bv = i, v
		}
	}
	return bi
}

// attachTo picks the creature that gets the Auras and Equipment taken from the resolving
// item's target: a hindering Aura goes on the opponents' best creature, anything else on
// the team's best; with no such creature, on the least valuable other one.
func (c *ctx) attachTo(opts []rules.Option) int {
	g := c.g
	harmful := false
	if it := c.resolving(); it != nil {
		for _, t := range it.Res.Targets {
			if t.IsPlayer() || t.Obj == rules.NoObj {
				continue
			}
			for _, id := range g.Battlefield() {
				if o := g.Obj(id); o.AttachedTo == t.Obj && harmfulAura(o.Def) {
					harmful = true
				}
			}
		}
	}
	bi, bv := 0, math.Inf(-1)
	for i, o := range opts {
		if o.Obj == rules.NoObj {
			continue
		}
		v := combatValue(g, o.Obj)
		if c.mine(g.Obj(o.Obj).Controller) == harmful {
			v = -100 - v // the wrong side: the least valuable there
		}
		if v > bv {
			bi, bv = i, v
		}
	}
	return bi
}

// bestFind is the card worth most to find: a land by the colors the hand needs, another
// card by its value.
func (c *ctx) bestFind(opts []rules.Option) int {
	g := c.g
	bi, bv := 0, math.Inf(-1)
	for i, o := range opts {
		if o.Obj == rules.NoObj {
			continue
		}
		def := g.Obj(o.Obj).Def
		v := cardValue(def, landsOf(g, c.me))
		if def.Types.Has(rules.Land) {
			v = c.landNeed(c.me, def)
		}
		if v > bv {
			bi, bv = i, v
		}
	}
	return bi
}

// cardTypeChoice picks the card type no player may cast (Archon of Valor's Reach): the
// type the opponents have shown most (graveyards, battlefield) and the team holds least
// (its hands, and its libraries, whose contents it knows from its decklists).
func (c *ctx) cardTypeChoice(opts []rules.Option) int {
	g := c.g
	score := make([]float64, len(opts))
	count := func(def *rules.CardDef, w float64) {
		for i, o := range opts {
			if def.Types.Has(o.Type) {
				score[i] += w
			}
		}
	}
	for p := range rules.PlayerID(g.NumPlayers()) {
		pid := rules.PlayerID(p)
		if c.mine(pid) {
			for zi := range g.ZoneLen(p, rules.ZoneHand) {
				id := g.ZoneAt(p, rules.ZoneHand, zi)
				count(g.Obj(id).Def, -2)
			}
			for zi := range g.ZoneLen(p, rules.ZoneLibrary) {
				id := g.ZoneAt(p, rules.ZoneLibrary, zi)
				count(g.Obj(id).Def, -0.3)
			}
			continue
		}
		for zi := range g.ZoneLen(p, rules.ZoneGraveyard) {
			id := g.ZoneAt(p, rules.ZoneGraveyard, zi)
			count(g.Obj(id).Def, 1)
		}
	}
	for _, id := range g.Battlefield() {
		if o := g.Obj(id); !c.mine(o.Controller) {
			count(o.Def, 0.5)
		}
	}
	bi := 0
	for i := range opts {
		if score[i] > score[bi] {
			bi = i
		}
	}
	return bi
}

// nameChoice picks the card name whose spells cost less this turn: the best card in the
// team's hands that the reduction makes castable now, else the best castable soon.
func (c *ctx) nameChoice(opts []rules.Option) int {
	g := c.g
	bi, bv := 0, 0.0
	for _, p := range g.Members(c.team) {
		have := manaOf(g, p) + 1
		for _, id := range c.ownHand(p) {
			def := g.Obj(id).Def
			if def.Types.Has(rules.Land) {
				continue
			}
			v := cardValue(def, landsOf(g, p))
			if def.Cost.Value(0) > have+1 {
				v *= 0.3
			} else if def.Cost.Value(0) > have {
				v *= 0.6
			}
			for i, o := range opts {
				if o.Card != nil && o.Card.Name == def.Name && v > bv {
					bi, bv = i, v
				}
			}
		}
	}
	return bi
}
