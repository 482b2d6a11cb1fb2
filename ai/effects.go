package ai

import "github.com/ettinmtg/ettin/rules"

// est accumulates what resolving a spell or ability would do, seen by the deciding team:
// life and poison changes per team, other gains and losses in points, and whether a
// harmful effect would land on the team's own players or permanents (or a helpful one on
// an opponent's), which the policies never allow for their own actions.
type est struct {
	life     [rules.MaxSeats]int // by team
	poison   [rules.MaxSeats]int
	pts      float64
	harmsOwn bool
	helpsOpp bool
	acc      int // "the life lost this way"
	// unknown: an effect had no estimate here; the action is valued by simulating it.
	unknown bool
}

// harm records that a harmful effect targets something of team t.
func (c *ctx) harm(e *est, t rules.TeamID, targeted bool) {
	if targeted && c.friend(t) {
		e.harmsOwn = true
	}
}

// help records that a helpful effect targets something of team t.
func (c *ctx) help(e *est, t rules.TeamID, targeted bool) {
	if targeted && !c.friend(t) {
		e.helpsOpp = true
	}
}

// sign is +1 for the deciding team (and its teammates, CR 102.3) and -1 for its opponents.
func (c *ctx) sign(t rules.TeamID) float64 {
	if c.friend(t) {
		return 1
	}
	return -1
}

// amount estimates an Amount for affected player p (NoPlayer for none).
func (c *ctx) amount(a rules.Amount, ctrl, p rules.PlayerID, x int, src rules.ObjID, acc int) int {
	g := c.g
	n := 0
	switch a.Kind {
	case rules.AmtFixed:
		n = a.N
	case rules.AmtX:
		n = x + a.N
	case rules.AmtHalfLifeDown, rules.AmtHalfLifeUp, rules.AmtLife, rules.AmtControllerLife:
		if p == rules.NoPlayer {
			p = ctrl
		}
		l := g.PlayerLife(p)
		switch {
		case a.Kind == rules.AmtHalfLifeDown:
			n = max(l, 0) / 2
		case a.Kind == rules.AmtHalfLifeUp:
			n = max(l+1, 0) / 2
		default:
			n = l
		}
	case rules.AmtDevotion:
		for _, id := range g.Battlefield() {
			if o := g.Obj(id); o.Controller == ctrl {
				n += o.Def.Cost.Devotion(a.Color)
			}
		}
		if so := g.Obj(src); so.Zone != rules.ZoneBattlefield {
			n += so.Def.Cost.Devotion(a.Color) // the permanent spell being cast counts once it enters
		}
	case rules.AmtHandSize:
		if p != rules.NoPlayer {
			n = handSize(g, p)
		}
	case rules.AmtRemembered:
		n = acc
	case rules.AmtCreatures:
		for _, id := range g.Battlefield() {
			if o := g.Obj(id); o.Controller == p && o.Is(rules.Creature) {
				n++
			}
		}
	case rules.AmtUntappedLandsAtStart:
		if p != rules.NoPlayer {
			n = g.Player(p).UntappedLandsAtStart + a.N
		}
	default: // the event's amount, unknown ahead of time
		n = max(a.N, 1)
	}
	if a.Times != 0 {
		n *= a.Times
	}
	return n
}

// players lists the players an effect's Who selects, with whether they were targeted.
func (c *ctx) players(w rules.Who, ctrl rules.PlayerID, ts []rules.Target) ([]rules.PlayerID, bool) {
	g := c.g
	var out []rules.PlayerID
	switch w {
	case rules.WhoYou:
		return []rules.PlayerID{ctrl}, false
	case rules.WhoTarget, rules.WhoTarget2, rules.WhoTargets:
		i := 0
		for _, t := range ts {
			if !t.IsPlayer() {
				continue
			}
			if w == rules.WhoTargets || w == rules.WhoTarget && i == 0 || w == rules.WhoTarget2 && i == 1 {
				out = append(out, t.Player)
			}
			i++
		}
		return out, true
	case rules.WhoEachPlayer, rules.WhoEachOpponent, rules.WhoYourTeam:
		for p := range rules.PlayerID(g.NumPlayers()) {
			pid := rules.PlayerID(p)
			if g.Team(g.TeamOf(pid)).Lost || w == rules.WhoEachOpponent && g.Teammates(pid, ctrl) || w == rules.WhoYourTeam && !g.Teammates(pid, ctrl) {
				continue
			}
			out = append(out, pid)
		}
	case rules.WhoChosen:
		return c.chosen, false // the friends or the foes of a friend-or-foe effect
	case rules.WhoThatPlayer:
		if c.ev != nil && c.ev.Player != rules.NoPlayer {
			return []rules.PlayerID{c.ev.Player}, false
		}
	case rules.WhoEventController:
		if c.ev != nil && c.ev.Obj != rules.NoObj {
			return []rules.PlayerID{g.Obj(c.ev.Obj).Controller}, false
		}
	case rules.WhoTargetController:
		for _, t := range ts {
			if !t.IsPlayer() && t.Obj != rules.NoObj {
				return []rules.PlayerID{g.Obj(t.Obj).Controller}, false
			}
		}
	}
	return out, false
}

// objects lists the permanents (or spells) an effect's What selects, with whether they
// were targeted.
func (c *ctx) objects(w rules.What, src rules.ObjID, ctrl rules.PlayerID, ts []rules.Target) ([]rules.ObjID, bool) {
	g := c.g
	switch w.Kind {
	case rules.WhatSelf:
		return []rules.ObjID{src}, false
	case rules.WhatTarget:
		if w.N < len(ts) && !ts[w.N].IsPlayer() && ts[w.N].Obj != rules.NoObj {
			return []rules.ObjID{ts[w.N].Obj}, true
		}
	case rules.WhatTargets:
		var out []rules.ObjID
		for _, t := range ts {
			if !t.IsPlayer() && t.Obj != rules.NoObj {
				out = append(out, t.Obj)
			}
		}
		return out, true
	case rules.WhatEnchanted:
		if a := g.Obj(src).AttachedTo; a != rules.NoObj {
			return []rules.ObjID{a}, false
		}
	case rules.WhatAll:
		var out []rules.ObjID
		f := &w.Filter
		for _, id := range g.Battlefield() {
			o := g.Obj(id)
			if f.Types != 0 && o.Cur.Types&f.Types == 0 || o.Cur.Types&f.NotTypes != 0 {
				continue
			}
			switch f.Controller {
			case rules.You:
				if o.Controller != ctrl {
					continue
				}
			case rules.YourTeam:
				if !g.Teammates(o.Controller, ctrl) {
					continue
				}
			case rules.Opponent:
				if !g.Opponents(o.Controller, ctrl) {
					continue
				}
			}
			out = append(out, id)
		}
		return out, false
	}
	return nil, false
}

// destroyValue adds the loss of permanent id to e.
func (c *ctx) destroyValue(e *est, id rules.ObjID, targeted bool) {
	o := c.g.Obj(id)
	t := c.teamOfObj(id)
	c.harm(e, t, targeted)
	if o.Has(rules.Indestructible) {
		return
	}
	e.pts -= c.sign(t) * permanentValue(c.g, id)
}

// damageValue adds n damage to target t to e.
func (c *ctx) damageValue(e *est, t rules.Target, n int, targeted bool) {
	g := c.g
	if t.IsPlayer() {
		tm := g.TeamOf(t.Player)
		c.harm(e, tm, targeted)
		e.life[tm] -= n
		return
	}
	if t.Obj == rules.NoObj {
		return
	}
	o := g.Obj(t.Obj)
	tm := c.teamOfObj(t.Obj)
	c.harm(e, tm, targeted)
	switch {
	case o.Is(rules.Creature):
		if n >= o.Cur.Toughness-o.Damage && !o.Has(rules.Indestructible) {
			e.pts -= c.sign(tm) * creatureValue(g, t.Obj)
		} else {
			e.pts -= c.sign(tm) * 0.1 * float64(n)
		}
	case o.Is(rules.Planeswalker):
		if n >= int(o.Counters[rules.LoyaltyCounter]) {
			e.pts -= c.sign(tm) * permanentValue(g, t.Obj)
		} else {
			e.pts -= c.sign(tm) * float64(n)
		}
	}
}

// addEffects estimates the effects of an ability (or spell) from source src controlled by
// ctrl with targets ts.
func (c *ctx) addEffects(e *est, effs []rules.Effect, src rules.ObjID, ctrl rules.PlayerID, ts []rules.Target, x int) {
	g := c.g
	ctrlTeam := g.TeamOf(ctrl)
	skip := 0 // effects a condition known to fail guards
	for _, eff := range effs {
		if skip > 0 {
			skip--
			continue
		}
		switch f := eff.(type) {
		case rules.SkipUnless:
			held, known := c.knownCond(f.Cond)
			if !known {
				e.unknown = true
			} else if !held {
				skip = f.Skip
			}
		case rules.DamageTarget:
			if f.N < len(ts) {
				t := ts[f.N]
				c.damageValue(e, t, c.amount(f.Amount, ctrl, t.Player, x, src, e.acc), true)
			}
		case rules.DamagePlayers:
			ps, tg := c.players(f.Who, ctrl, ts)
			for _, p := range ps {
				c.damageValue(e, rules.PlayerTarget(p), c.amount(f.Amount, ctrl, p, x, src, e.acc), tg)
			}
		case rules.LoseLife:
			ps, tg := c.players(f.Who, ctrl, ts)
			e.acc = 0
			for _, p := range ps {
				n := c.amount(f.Amount, ctrl, p, x, src, e.acc)
				tm := g.TeamOf(p)
				c.harm(e, tm, tg)
				e.life[tm] -= n
				e.acc += n
			}
		case rules.GainLife:
			ps, tg := c.players(f.Who, ctrl, ts)
			for _, p := range ps {
				tm := g.TeamOf(p)
				c.help(e, tm, tg)
				e.life[tm] += c.amount(f.Amount, ctrl, p, x, src, e.acc)
			}
		case rules.SetLife:
			c.setLifeValue(e, f, ctrl, ts, x, src)
		case rules.ExchangeLife:
			ps, _ := c.players(rules.WhoTargets, ctrl, ts)
			if len(ps) == 2 && !g.Teammates(ps[0], ps[1]) {
				a, b := g.TeamOf(ps[0]), g.TeamOf(ps[1])
				la, lb := c.life(a), c.life(b)
				e.life[a] += lb - la
				e.life[b] += la - lb
			}
		case rules.Redistribute:
			if d := c.life(c.opp) - c.life(c.team); ctrlTeam == c.team && d > 0 {
				e.life[c.team] += d
				e.life[c.opp] -= d
			}
		case rules.Draw:
			ps, tg := c.players(f.Who, ctrl, ts)
			for _, p := range ps {
				tm := g.TeamOf(p)
				c.help(e, tm, tg)
				n := c.amount(f.Amount, ctrl, p, x, src, e.acc)
				if n > g.ZoneLen(p, rules.ZoneLibrary) {
					e.pts -= c.sign(tm) * winPoints / 2 // drawing from an empty library loses (CR 704.5b)
				} else {
					e.pts += c.sign(tm) * cardPoints * float64(n)
				}
			}
		case rules.Discard:
			ps, tg := c.players(f.Who, ctrl, ts)
			for _, p := range ps {
				tm := g.TeamOf(p)
				n := handSize(g, p)
				if !f.All {
					n = min(n, c.amount(f.Amount, ctrl, p, x, src, e.acc))
				}
				if f.DrawAfter {
					// A new hand of the same size plus Plus cards: the gain is the extra cards.
					c.help(e, tm, tg)
					e.pts += c.sign(tm) * cardPoints * float64(f.Plus)
					continue
				}
				c.harm(e, tm, tg)
				e.pts -= c.sign(tm) * cardPoints * 0.9 * float64(n)
			}
		case rules.DiscardChosen:
			// The chooser takes the best card: worth a little more than a random discard.
			ps, tg := c.players(f.Who, ctrl, ts)
			for _, p := range ps {
				if handSize(g, p) > 0 {
					tm := g.TeamOf(p)
					c.harm(e, tm, tg)
					e.pts -= c.sign(tm) * cardPoints * 1.2
				}
			}
		case rules.RevealHand:
			// Only knowledge: the hand stays, and what the seat learns the estimates don't use.
		case rules.Destroy:
			ids, tg := c.objects(f.What, src, ctrl, ts)
			for _, id := range ids {
				c.destroyValue(e, id, tg)
			}
		case rules.ExileAll:
			ids, _ := c.objects(f.What, src, ctrl, ts)
			for _, id := range ids {
				e.pts -= c.sign(c.teamOfObj(id)) * permanentValue(g, id)
			}
		case rules.CounterTarget:
			if len(ts) > 0 && ts[0].Obj != rules.NoObj {
				tm := c.teamOfObj(ts[0].Obj)
				c.harm(e, tm, true)
				if tm != c.team {
					e.pts += c.threat(ts[0].Obj)
				} else {
					e.pts -= 3
				}
			}
		case rules.Deploy:
			e.pts += c.deployValue(src, ctrl, ts)
		case rules.Pump:
			ids, tg := c.objects(f.What, src, ctrl, ts)
			for _, id := range ids {
				tm := c.teamOfObj(id)
				if f.Power < 0 || f.Tough < 0 {
					c.harm(e, tm, tg)
				} else {
					c.help(e, tm, tg)
				}
				e.pts += c.pumpEffectValue(id, f.Power, f.Tough, f.Keywords)
			}
		case rules.BecomeDesignated:
			// Monstrosity and renown: the counters, once; the designation's own worth is
			// in the abilities that look at it, counted when they apply.
			ids, tg := c.objects(f.What, src, ctrl, ts)
			for _, id := range ids {
				if g.Obj(id).Designations&f.Designation == f.Designation {
					continue // a second activation does nothing (CR 701.37a)
				}
				tm := c.teamOfObj(id)
				c.help(e, tm, tg)
				e.pts += c.sign(tm) * counterValue(g, id, rules.PlusOne, c.amount(f.Counters, ctrl, rules.NoPlayer, x, src, e.acc))
			}
		case rules.PutCounters:
			ids, tg := c.objects(f.What, src, ctrl, ts)
			for _, id := range ids {
				tm := c.teamOfObj(id)
				n := c.amount(f.Amount, ctrl, rules.NoPlayer, x, src, e.acc)
				if f.Kind == rules.MinusOne || f.Kind == rules.StunCounter {
					c.harm(e, tm, tg)
				} else {
					c.help(e, tm, tg)
				}
				e.pts += c.sign(tm) * counterValue(g, id, f.Kind, n)
			}
		case rules.GainControl:
			ids, tg := c.objects(f.What, src, ctrl, ts)
			for _, id := range ids {
				tm := c.teamOfObj(id)
				c.harm(e, tm, tg)
				if tm == ctrlTeam {
					continue
				}
				v := creatureValue(g, id)
				if f.UntilEOT {
					// A creature borrowed for the turn is an attacker now and a blocker less.
					v = 0.3 * v
					if g.ActiveTeam() == ctrlTeam && g.Step() <= rules.Main1 {
						v += 0.8 * float64(g.Obj(id).Cur.Power)
					}
				} else {
					v *= 2
				}
				e.pts += c.sign(ctrlTeam) * v
			}
		case rules.Become:
			e.pts += c.sign(ctrlTeam) * statValue(f.Power, f.Tough, f.Keywords, nil)
		case rules.CreateToken:
			n := c.amount(f.Amount, ctrl, ctrl, x, src, e.acc)
			e.pts += c.sign(ctrlTeam) * float64(n) * statValue(f.Def.Power, f.Def.Toughness, f.Def.Keywords, f.Def.Abilities)
		case rules.Amass:
			// N +1/+1 counters on an Army: about an N/N creature's worth.
			e.pts += c.sign(ctrlTeam) * statValue(f.Amount, f.Amount, 0, nil)
		case rules.Populate:
			e.pts += c.sign(ctrlTeam) * 1.5
		case rules.BecomeTypes:
			ids, _ := c.objects(f.What, src, ctrl, ts)
			for _, id := range ids {
				if f.Types.Has(rules.Creature) {
					e.pts += c.becomeCreatureValue(id)
				}
			}
		case rules.GetEnergy:
			ps, tg := c.players(f.Who, ctrl, ts)
			for _, p := range ps {
				tm := g.TeamOf(p)
				c.help(e, tm, tg)
				e.pts += c.sign(tm) * energyValue * float64(c.amount(f.Amount, ctrl, p, x, src, e.acc))
			}
		case rules.Poison:
			ps, tg := c.players(f.Who, ctrl, ts)
			for _, p := range ps {
				tm := g.TeamOf(p)
				c.harm(e, tm, tg)
				e.poison[tm] += c.amount(f.Amount, ctrl, p, x, src, e.acc)
			}
		case rules.Proliferate:
			e.pts += c.sign(ctrlTeam) * 1
		case rules.ExtraTurn:
			ps, tg := c.players(f.Who, ctrl, ts)
			for _, p := range ps {
				tm := g.TeamOf(p)
				c.help(e, tm, tg)
				e.pts += c.sign(tm) * 10
			}
			if f.AtEnd != nil {
				for _, le := range f.AtEnd.Effects {
					if _, ok := le.(rules.LoseGame); ok {
						// "at the beginning of that turn's end step, you lose the game"
						// (Final Fortune): worth it only to win before then.
						e.pts -= c.sign(ctrlTeam) * winPoints / 2
					}
				}
			}
		case rules.Skip:
			ps, tg := c.players(f.Who, ctrl, ts)
			for _, p := range ps {
				tm := g.TeamOf(p)
				c.harm(e, tm, tg)
				if f.Turn {
					e.pts -= c.sign(tm) * 4 * cardPoints // a whole turn: its draws, untap and attacks
				} else {
					e.pts -= c.sign(tm) * cardPoints
				}
			}
		case rules.CantGainLifeForGame:
			ps, tg := c.players(f.Who, ctrl, ts)
			for _, p := range ps {
				tm := g.TeamOf(p)
				c.harm(e, tm, tg)
				e.pts -= c.sign(tm) * 1
			}
		case rules.ControlNextTurn:
			ps, tg := c.players(rules.WhoTarget, ctrl, ts)
			for _, p := range ps {
				tm := g.TeamOf(p)
				c.harm(e, tm, tg)
				e.pts -= c.sign(tm) * 8
			}
		case rules.PreventCombatDamage:
			if ctrlTeam == c.team {
				e.pts += c.fogValue(f.ToYou, ctrl)
			}
		case rules.Search:
			if f.Name == "" {
				e.pts += c.sign(ctrlTeam) * 2.5
				continue
			}
			// "Partner with": the target player may find the partner in their library.
			ps, tg := c.players(f.Who, ctrl, ts)
			for _, p := range ps {
				tm := g.TeamOf(p)
				c.help(e, tm, tg)
				if tm != c.team || c.libraryHas(p, f.Name) {
					e.pts += c.sign(tm) * cardPoints
				}
			}
		case rules.FriendOrFoe:
			// The controller calls its own team friends and the others foes.
			var friends, foes []rules.PlayerID
			for p := range rules.PlayerID(g.NumPlayers()) {
				pid := rules.PlayerID(p)
				if g.Team(g.TeamOf(pid)).Lost {
					continue
				}
				if g.Teammates(pid, ctrl) {
					friends = append(friends, pid)
				} else {
					foes = append(foes, pid)
				}
			}
			for _, group := range [][]rules.PlayerID{friends, foes} {
				effs := f.Friend
				if len(group) > 0 && g.Opponents(group[0], ctrl) {
					effs = f.Foe
				}
				var pts []rules.Target
				for _, p := range group {
					pts = append(pts, rules.PlayerTarget(p))
				}
				c.addEffects(e, retarget(effs), src, ctrl, pts, x)
			}
		case rules.WinGame:
			e.pts += c.sign(ctrlTeam) * winPoints
		case rules.LoseGame:
			e.pts -= c.sign(ctrlTeam) * winPoints
		default:
			c.addMoreEffects(e, eff, src, ctrl, ts, x)
		}
	}
}

// retarget turns effects on the chosen players (friend or foe) into effects on targeted
// players, so that addEffects can count them with the group as targets.
func retarget(effs []rules.Effect) []rules.Effect {
	out := make([]rules.Effect, 0, len(effs))
	for _, e := range effs {
		switch f := e.(type) {
		case rules.Discard:
			if f.Who == rules.WhoChosen {
				f.Who = rules.WhoTargets
			}
			e = f
		case rules.DamagePlayers:
			if f.Who == rules.WhoChosen {
				f.Who = rules.WhoTargets
			}
			e = f
		}
		out = append(out, e)
	}
	return out
}

// setLifeValue estimates "life total becomes N" (CR 810.9c-d): for each player, the team's
// life becomes N (each team picks one member when each player is affected).
func (c *ctx) setLifeValue(e *est, f rules.SetLife, ctrl rules.PlayerID, ts []rules.Target, x int, src rules.ObjID) {
	g := c.g
	ps, tg := c.players(f.Who, ctrl, ts)
	low := 1 << 30
	if f.Lowest {
		for p := range rules.PlayerID(g.NumPlayers()) {
			if !g.Team(g.TeamOf(rules.PlayerID(p))).Lost {
				low = min(low, g.PlayerLife(rules.PlayerID(p)))
			}
		}
	}
	done := [2]bool{}
	for _, p := range ps {
		tm := g.TeamOf(p)
		if done[tm] {
			continue
		}
		done[tm] = true
		n := low
		if !f.Lowest {
			n = c.amount(f.Amount, ctrl, p, x, src, e.acc)
		}
		d := n - g.PlayerLife(p) // the life total the effect sees (CR 810.9c; 606.9c: half the team's)
		if d < 0 {
			c.harm(e, tm, tg)
		} else if d > 0 {
			c.help(e, tm, tg)
		}
		e.life[tm] += d
	}
}

// lifeWeight is what one point of life of team t is worth: more when its life is low.
func (c *ctx) lifeWeight(t rules.TeamID, gain bool) float64 {
	l := float64(max(c.life(t), 1))
	w := 0.7 + 6/l
	if gain && t == c.team {
		w = 0.4 + 6/l // life gained is worth less than damage dealt to a healthy team
	}
	return w
}

// score turns an estimate into points for the deciding team; a game-ending outcome counts
// as a win or a loss.
func (c *ctx) score(e *est) float64 {
	us, them := c.team, c.opp
	lu, lt := c.life(us)+e.life[us], c.life(them)+e.life[them]
	pu, pt := poisonLeft(c.g, us)-e.poison[us], poisonLeft(c.g, them)-e.poison[them]
	usDead, themDead := lu <= 0 || pu <= 0, lt <= 0 || pt <= 0
	switch {
	case usDead && themDead:
		return -winPoints / 2
	case usDead:
		return -winPoints
	case themDead:
		return winPoints
	}
	v := e.pts
	v -= float64(e.life[them]) * c.lifeWeight(them, e.life[them] > 0)
	v += float64(e.life[us]) * c.lifeWeight(us, e.life[us] > 0)
	lim := float64(c.g.Rules().PoisonToLose(c.g.TeamSize(us)))
	v += 30 / lim * float64(e.poison[them]-e.poison[us])
	return v
}

// threat is what an opposing spell or ability on the stack would do to the deciding team,
// in points (positive: bad for the team).
func (c *ctx) threat(obj rules.ObjID) float64 {
	g := c.g
	for _, it := range g.Stack() {
		if it.Obj != obj || !it.Spell {
			continue
		}
		def := g.Obj(obj).Def
		var e est
		if it.Ability != nil && !def.Types.Permanent() {
			c.addEffects(&e, it.Ability.Effects, obj, it.Controller, it.Res.Targets, it.Res.X)
		}
		etb, etbUnknown := 0.0, false
		if def.Types.Permanent() {
			etb, etbUnknown = c.etbValue(def, obj, it.Controller)
		}
		if (e.unknown || etbUnknown) && it.ID == g.Stack()[len(g.Stack())-1].ID {
			// An effect without an estimate: the threat is what its resolving does.
			if d, ok := c.simulateTop(); ok {
				return -d
			}
		}
		v := -c.score(&e)
		if def.Types.Permanent() {
			pv := cardValue(def, 0) - etb
			if len(def.Subtypes) > 0 && hasAura(def) && len(it.Res.Targets) > 0 && !it.Res.Targets[0].IsPlayer() {
				t := it.Res.Targets[0].Obj
				if harmfulAura(def) && c.teamOfObj(t) == c.team {
					pv += creatureValue(g, t)
				}
			}
			v = max(v, pv)
		}
		return v
	}
	return 0
}

func hasAura(def *rules.CardDef) bool {
	for _, s := range def.Subtypes {
		if s == "Aura" {
			return true
		}
	}
	return false
}

// etbValue estimates, for the deciding team, the abilities of a permanent that trigger
// when it enters, as if it entered under ctrl's control; unknown reports an effect
// without an estimate among them.
func (c *ctx) etbValue(def *rules.CardDef, src rules.ObjID, ctrl rules.PlayerID) (v float64, unknown bool) {
	var e est
	for _, a := range def.Abilities {
		if a.Kind == rules.TriggeredAbility && a.Trigger != nil && a.Trigger.Event == rules.EvEntersBattlefield && a.Trigger.Self && len(a.Targets) == 0 {
			if a.If != nil {
				if held, known := c.knownCond(*a.If); known && !held {
					continue // "if it was kicked", and it isn't (CR 702.33e)
				}
			}
			c.addEffects(&e, a.Effects, src, ctrl, nil, 0)
		}
	}
	return c.score(&e), e.unknown
}

// knownCond reports whether a condition of a spell being valued holds, when the estimate
// knows: "if this spell was kicked" and "if this spell's additional cost was paid" from
// the cast being valued (CR 702.33d, 118.8b).
func (c *ctx) knownCond(cond rules.Condition) (held, known bool) {
	switch cond.Kind {
	case rules.CondKicked:
		held = c.kicks >= max(1, cond.N)
	case rules.CondAddCostPaid:
		held = c.addCost
	case rules.CondAltCostPaid:
		held = c.alt == cond.Alt // "if its evoke cost was paid" (CR 702.74a)
	default:
		return false, false
	}
	return held != cond.Not, true
}

// entersWithValue is what the +1/+1 counters a creature spell enters with add to it:
// those it always gets and those for being kicked (CR 702.33e), by the kicks of the cast
// being valued.
func (c *ctx) entersWithValue(def *rules.CardDef) float64 {
	if !def.Types.Has(rules.Creature) {
		return 0
	}
	n := 0
	for _, w := range def.EntersWith {
		if w.Kind != rules.PlusOne {
			continue
		}
		if w.If != nil {
			if held, known := c.knownCond(*w.If); !known || !held {
				continue
			}
		}
		switch w.Amount.Kind {
		case rules.AmtFixed:
			n += w.Amount.N
		case rules.AmtKicked:
			n += c.kicks * max(1, w.Amount.Times)
		}
	}
	if n == 0 {
		return 0
	}
	return statValue(def.Power+n, def.Toughness+n, def.Keywords, nil) - statValue(def.Power, def.Toughness, def.Keywords, nil)
}
