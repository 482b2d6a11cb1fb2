package ai

import "github.com/ettinmtg/ettin/rules"

// Values chosen as a permanent enters or a spell resolves (rules/chosen.go): a color, a
// creature type, odd or even. Whether the card rewards the team's own objects of the
// value (a lord, a mana ability, "whenever you cast") or punishes others' (protection,
// "don't untap", "destroy") decides whether the team's or its opponents' objects count.

// chosenForUs reports whether the values def chooses mostly help the team's own objects:
// it makes mana of the color, or a static, trigger or effect names objects of the value
// that its controller controls or casts. Otherwise the value is aimed at opponents.
func chosenForUs(def *rules.CardDef) bool {
	if def == nil {
		return true
	}
	abs := def.Abilities
	if def.Spell != nil {
		abs = append([]*rules.Ability{def.Spell}, abs...)
	}
	reads := func(f *rules.Filter) bool {
		return f != nil && (f.ChosenColor || f.ChosenSubtype || f.ChosenParity)
	}
	for _, a := range abs {
		if a.ProducesChosen {
			return true
		}
		if s := a.Static; s != nil && reads(s.Against) {
			return false // protection from the value: aimed at opponents' objects
		}
		if s := a.Static; s != nil && reads(&s.Filter) {
			switch s.Kind {
			case rules.StModifyPT, rules.StModifyPTPer:
				return s.Power+s.Toughness > 0 || s.Filter.Controller == rules.You
			case rules.StAddKeywords, rules.StSpellsCostLess, rules.StGrantAbility, rules.StGrantTrigger:
				return true
			}
			return s.Filter.Controller == rules.You
		}
		if t := a.Trigger; t != nil && reads(t.Filter) {
			return t.Filter.Controller != rules.Opponent
		}
	}
	return true
}

// subtypeChoice is the creature type to choose among opts: the most common among the
// team's own cards (battlefield, hands, graveyards, libraries less), or, for a card aimed
// at opponents, among the creatures they control.
func (c *ctx) subtypeChoice(d rules.Decision) int {
	g := c.g
	score := make([]float64, len(d.Options))
	count := func(id rules.ObjID, w float64) {
		o := g.Obj(id)
		for i, op := range d.Options {
			if o.Cur.HasSubtype(op.Subtype) || o.Cur.Subtypes == nil && hasSub(o.Def.Subtypes, op.Subtype) {
				score[i] += w
			}
		}
	}
	if chosenForUs(d.Choice.Card) {
		for p := range rules.PlayerID(g.NumPlayers()) {
			if !c.mine(p) {
				continue
			}
			for _, z := range []struct {
				zone rules.Zone
				w    float64
			}{{rules.ZoneHand, 1}, {rules.ZoneGraveyard, 0.5}, {rules.ZoneLibrary, 0.3}} {
				for i := range g.ZoneLen(p, z.zone) {
					count(g.ZoneAt(p, z.zone, i), z.w)
				}
			}
		}
		for _, id := range creatures(g, c.team) {
			count(id, 2)
		}
	} else {
		for _, id := range creatures(g, c.opp) {
			count(id, float64(max(g.Obj(id).Cur.Power, 1)))
		}
	}
	return argmax(score)
}

// hasSub reports whether subs holds s.
func hasSub(subs []string, s string) bool {
	for _, x := range subs {
		if x == s {
			return true
		}
	}
	return false
}

// argmax is the index of the greatest score, the first of equals.
func argmax(score []float64) int {
	best := 0
	for i, v := range score {
		if v > score[best] {
			best = i
		}
	}
	return best
}

// colorChoice is the color to choose for d: the team's most common color among its
// creatures and hands when the card rewards its own objects, else the color most common
// among opponents' creatures (protection, "can't attack you").
func (c *ctx) colorChoice(d rules.Decision) int {
	if !chosenForUs(d.Choice.Card) {
		return c.commonOpposingColor(len(d.Options))
	}
	g := c.g
	var w [5]float64
	add := func(id rules.ObjID, x float64) {
		cs := g.Obj(id).Cur.Colors
		if g.Obj(id).Zone != rules.ZoneBattlefield {
			cs = g.Obj(id).Def.Colors
		}
		for col := range 5 {
			if cs.Has(rules.Color(col)) {
				w[col] += x
			}
		}
	}
	for _, id := range g.Battlefield() {
		if c.mine(g.Obj(id).Controller) {
			add(id, 2)
		}
	}
	for p := range rules.PlayerID(g.NumPlayers()) {
		if c.mine(p) {
			for i := range g.ZoneLen(p, rules.ZoneHand) {
				add(g.ZoneAt(p, rules.ZoneHand, i), 1)
			}
			for i := range g.ZoneLen(p, rules.ZoneLibrary) {
				add(g.ZoneAt(p, rules.ZoneLibrary, i), 0.2)
			}
		}
	}
	return argmax(w[:min(len(d.Options), 5)])
}

// parityChoice is odd or even: the parity of more of the mana values of the creatures
// the card is aimed at (the team's own, or its opponents').
func (c *ctx) parityChoice(d rules.Decision) int {
	g := c.g
	t := c.team
	if !chosenForUs(d.Choice.Card) {
		t = c.opp
	}
	score := make([]float64, len(d.Options))
	for _, id := range creatures(g, t) {
		mv := g.Obj(id).Def.Cost.Value(0)
		for i, op := range d.Options {
			if (op.Parity == rules.Odd) == (mv%2 != 0) {
				score[i] += float64(max(g.Obj(id).Cur.Power, 1))
			}
		}
	}
	return argmax(score)
}
