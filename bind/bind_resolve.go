package bind

import (
	"slices"
	"strconv"
	"strings"

	"github.com/ettinmtg/ettin/notation"
	"github.com/ettinmtg/ettin/rules"
)

// rare returns the rare parts of an action being built, creating them if needed.
func rare(a *rules.Action) *rules.ActionRare {
	if a.Rare == nil {
		a.Rare = &rules.ActionRare{}
	}
	return a.Rare
}

// Resolve turns a parsed notation action into a structured Action in the current
// position of g, resolving player, team and object names. It changes nothing in g;
// whether the action is legal is for g.Apply to say.
func Resolve(g *rules.Game, na notation.Action) (rules.Action, error) {
	a := rules.Action{Player: rules.NoPlayer, Team: rules.NoTeam, Obj: rules.NoObj, Assist: rules.NoPlayer}
	var err error
	pending := g.Pending()
	switch x := na.(type) {
	case notation.Pass:
		a.Kind = rules.ActPass
		a.Team = g.PriorityTeam()
		if pending.Kind != rules.DecPriority {
			return a, rules.NewRefusal(rules.RefusedOtherDecision, "nobody can pass now: %s", g.WaitingFor())
		}
		if x.Who != "" { // "Ann passes": the engine refuses it unless Ann's team has priority
			if a.Team, err = team(g, x.Who); err != nil {
				return a, err
			}
		}
	case notation.PlayLand:
		a.Kind = rules.ActPlayLand
		if a.Player, err = player(g, x.Player); err != nil {
			return a, err
		}
		if a.Obj, err = FindRef(g, x.Card, g.Zone(a.Player, rules.ZoneHand)); err != nil {
			return a, refuseWrap(err, "%s can't play that: %v in their hand", x.Player, err)
		}
	case notation.Cast:
		a.Kind = rules.ActCast
		if a.Player, err = player(g, x.Player); err != nil {
			return a, err
		}
		u := strings.ToLower(x.Using)
		// "using flashback [modes ...]": a card of their graveyard with flashback (CR
		// 702.34a), never a copy in their hand.
		flashback := u == "flashback" || strings.HasPrefix(u, "flashback ")
		prepared := u == "prepared" || strings.HasPrefix(u, "prepared ")
		if prepared {
			// "using prepared [modes ...]": a copy of the spell of a prepared permanent of
			// theirs, named by the spell's name.
			u = strings.TrimSpace(u[len("prepared"):])
			var h int
			if a.Obj, h, err = findFace(g, x.Card, g.PreparedPermanents(a.Player)); err != nil {
				return a, refuseWrap(err, "%s can't cast that using prepared: %v among their prepared permanents", x.Player, err)
			}
			rare(&a).Face = h
		} else if flashback {
			u = strings.TrimSpace(u[len("flashback"):])
			if a.Obj, err = FindRef(g, x.Card, g.FlashbackCards(a.Player)); err != nil {
				return a, refuseWrap(err, "%s can't cast that with flashback: %v in their graveyard", x.Player, err)
			}
		} else if a.Obj, err = FindRef(g, x.Card, g.Zone(a.Player, rules.ZoneHand)); err != nil {
			// A card they may cast from exile, named among those and the hand's cards.
			id, err2 := FindRef(g, x.Card, append(slices.Clone(g.Zone(a.Player, rules.ZoneHand)), g.CastableFromExile(a.Player)...))
			if err2 != nil {
				// or from their graveyard with flashback (CR 702.34a)
				id, err2 = FindRef(g, x.Card, g.FlashbackCards(a.Player))
			}
			if err2 != nil {
				// CR 709.3, 715.3: "casts Fire" casts the Fire half of a Fire // Ice in
				// hand, "casts Stomp" the Adventure of a Bonecrusher Giant.
				var h int
				id, h, err2 = findFace(g, x.Card, g.Zone(a.Player, rules.ZoneHand))
				if err2 != nil || g.Obj(id).Def.Faces()[h-1].Aftermath {
					// CR 702.127a: a half with aftermath, cast from their graveyard.
					if gid, gh, err3 := findFace(g, x.Card, g.AftermathCards(a.Player)); err3 == nil && g.Obj(gid).Def.Faces()[gh-1].Aftermath {
						id, h, err2 = gid, gh, nil
					}
				}
				if err2 != nil {
					return a, refuseWrap(err, "%s can't cast that: %v in their hand", x.Player, err)
				}
				rare(&a).Face = h
			}
			a.Obj, err = id, nil
		}
		// "using kicker [N]" pays the kicker cost (N times, multikicker; CR 702.33a, 702.33c).
		if u == "kicker" || strings.HasPrefix(u, "kicker ") {
			k, rest, ok := parseKicks(strings.TrimSpace(u[len("kicker"):]))
			if !ok {
				return a, rules.NewRefusal(rules.RefusedMalformed, "expected the times kicked as a number, e.g. \"using kicker 2\"; got %q", x.Using)
			}
			rare(&a).Kicks = k
			u = rest
		}
		for _, w := range []string{"blight", "teamwork", "bargain", "behold"} {
			if u == w || strings.HasPrefix(u, w+" ") {
				rare(&a).AddCost = true // the optional additional cost (CR 118.8b)
				u = strings.TrimSpace(u[len(w):])
			}
		}
		// "using evoke", "using dash", "using buyback": a cost of the card's AltCosts.
		if w, rest, _ := strings.Cut(u, " "); w != "" {
			if k, ok := rules.ParseAltCostKind(w); ok {
				rare(&a).Alt = k
				u = strings.TrimSpace(rest)
			}
		}
		if _, ok := rules.ParseFaceDownKind(u); ok {
			// "using morph", "using megamorph", "using disguise": cast face down (CR
			// 702.37c, 702.168b); the engine checks the card has that ability.
			if k := g.Obj(a.Obj).Def.FaceDown; k == nil || k.Kind.String() != u {
				return a, rules.NewRefusal(rules.RefusedNoSuchAbility, "%s has no %s ability: it can't be cast face down with it (CR 702.37d)", x.Card.String(), u)
			}
			rare(&a).FaceDown = true
			u = ""
		}
		switch {
		case u == "":
		case u == "bestow":
			a.Bestow = true
		case strings.HasPrefix(u, "mode"):
			// CR 601.2b: the modes of a modal spell, "using modes 1, 1, 3".
			modes, ok := parseModes(u)
			if len(modes) > 0 {
				rare(&a).Modes = modes
			}
			if !ok {
				return a, rules.NewRefusal(rules.RefusedMalformed, "expected the modes as numbers, e.g. \"using modes 1, 1, 3\"; got %q", x.Using)
			}
		default:
			return a, rules.NewRefusal(rules.RefusedMalformed, "unknown cost keyword %q; expected bestow, flashback, kicker, blight, teamwork, buyback, evoke, dash, surge, prepared, morph, megamorph, disguise or modes", x.Using)
		}
		a.X = x.X
		if a.Targets, err = resolveTargetsFor(g, x.Targets, g.TargetKinds(a)); err != nil {
			return a, err
		}
		if a.Cards, err = resolveSacrifice(g, x.Sacrifice, a.Player); err != nil {
			return a, err
		}
		if x.AssistedBy != "" {
			if a.Assist, err = player(g, x.AssistedBy); err != nil {
				return a, err
			}
			c, err := rules.ParseCost(x.AssistMana)
			if err != nil || c.Generic == 0 || c.Value(0) != c.Generic {
				return a, rules.NewRefusal(rules.RefusedMalformed, "assist pays generic mana only, such as {2}; got %q", x.AssistMana)
			}
			a.AssistMana = c.Generic
		}
	case notation.Activate:
		a.Kind = rules.ActActivate
		if a.Player, err = player(g, x.Player); err != nil {
			return a, err
		}
		var legal []rules.Action // listed only when a reference is ambiguous
		canActivate := func(id rules.ObjID) bool {
			if legal == nil {
				legal = g.LegalActions()
			}
			// The ability named must be one it could activate now: a card in hand and a
			// permanent of the same name differ in that (cycling works only from the hand, CR
			// 702.29a).
			ab := g.AbilityIndexOf(id, x.Ability)
			for _, l := range legal {
				if l.Kind == rules.ActActivate && l.Obj == id && l.Player == a.Player && l.Ability == ab {
					return true
				}
			}
			return false
		}
		// A card in the player's own hand may have an ability that works there (cycling,
		// CR 702.29a): the hand is searched after the battlefield.
		hand := g.HandActivators(a.Player)
		own := append(g.ControlledBy(a.Player), hand...)
		if a.Obj, err = findUsable(g, x.Card, own, append(g.Battlefield(), hand...), canActivate); err != nil {
			return a, err
		}
		a.Ability = g.AbilityIndexOf(a.Obj, x.Ability)
		if a.Ability < 0 {
			return a, rules.NewRefusal(rules.RefusedNoSuchAbility, "%s has no activated ability %d", g.Obj(a.Obj).Def.Name, x.Ability)
		}
		a.X = x.X
		if a.Targets, err = resolveTargetsFor(g, x.Targets, g.TargetKinds(a)); err != nil {
			return a, err
		}
		if a.Cards, err = resolveSacrifice(g, x.Sacrifice, a.Player); err != nil {
			return a, err
		}
		if len(x.Tapping) > 0 {
			if len(a.Cards) > 0 {
				return a, rules.NewRefusal(rules.RefusedMalformed, "an activation either sacrifices or taps permanents named, not both")
			}
			if a.Cards, err = resolveOwn(g, x.Tapping, a.Player, "to tap"); err != nil { // crew, CR 702.122a
				return a, err
			}
		}
	case notation.Deploy:
		// The deploy ability (CR 804.2): an activation of the creature's granted ability.
		if err = bindActivation(g, &a, x.Player, x.Card, g.DeployAbility); err != nil {
			return a, err
		}
		if a.Ability < 0 {
			return a, rules.NewRefusal(rules.RefusedNoSuchAbility, "%s can't deploy: the game doesn't use the deploy creatures option, or it isn't a creature (CR 804.2)", g.Obj(a.Obj).Def.Name)
		}
		to, err := player(g, x.Teammate)
		if err != nil {
			return a, err
		}
		a.Targets = []rules.Target{rules.PlayerTarget(to)}
	case notation.TurnFaceUp:
		// The special action of morph and disguise (CR 702.37e): an activation of the
		// face-down permanent's ability to be turned face up.
		if err = bindActivation(g, &a, x.Player, x.Card, g.FaceUpAbility); err != nil {
			return a, err
		}
		a.X = x.X
		if a.Ability < 0 {
			return a, rules.NewRefusal(rules.RefusedNoSuchAbility, "%s isn't a face-down permanent with morph or disguise: it can't be turned face up (CR 702.37e)", x.Card.String())
		}
	case notation.TapForMana:
		a.Kind = rules.ActTapForMana
		if a.Player, err = player(g, x.Player); err != nil {
			return a, err
		}
		untapped := func(id rules.ObjID) bool { return !g.Obj(id).Tapped }
		if a.Obj, err = findUsable(g, x.Card, g.ControlledBy(a.Player), g.Battlefield(), untapped); err != nil {
			return a, err
		}
		c, err := rules.ParseCost(x.Mana)
		if err != nil || c.Value(0) != 1 || c.Generic != 0 {
			return a, rules.NewRefusal(rules.RefusedMalformed, "taps ... for one mana symbol such as {G} or {C}; got %q", x.Mana)
		}
		a.Mana = rules.ColorlessMana
		for i, k := range c.Colored {
			if k > 0 {
				a.Mana = rules.ManaKind(i)
			}
		}
	case notation.Attack:
		if pending.Kind != rules.DecAttack {
			return a, rules.NewRefusal(rules.RefusedOtherDecision, "attackers are declared as the declare attackers step begins (CR 508.1); now %s (try \"go to declare attackers\")", g.WaitingFor())
		}
		a.Kind = rules.ActAttack
		if a.Team, err = team(g, x.Team); err != nil {
			return a, err
		}
		ed := g.Rules()
		own := teamPermanents(g, a.Team, true) // a team attacks with its own creatures
		for _, p := range x.Attacks {
			d := rules.AttackDecl{Team: rules.NoTeam}
			if d.Attacker, err = findOwnFirst(g, p.From, own, g.Battlefield()); err != nil {
				return a, err
			}
			_, isPlayer := PlayerByName(g, p.To.Name) // a team of one is named like its player
			if t, ok := TeamByName(g, p.To.Name); ok && p.To.Controller == "" && !isPlayer {
				if !ed.AttacksTeam() {
					return a, rules.NewRefusal(rules.RefusedIllegalAttack, "under the current rules each creature attacks a player or planeswalker, not a team (CR 805.10b); expected e.g. \"%s -> %s\"", p.From.Name, g.Player(g.Members(t)[0]).Name)
				}
				d.Team = t
				d.Target = rules.PlayerTarget(g.Members(t)[0])
			} else if d.Target, err = resolveTarget(g, p.To); err != nil {
				return a, err
			} else if ed.AttacksTeam() && d.Target.IsPlayer() {
				d.Team = g.TeamOf(d.Target.Player) // older editions: creatures attack the team
			}
			a.Attacks = append(a.Attacks, d)
		}
	case notation.Block:
		if pending.Kind != rules.DecBlock {
			return a, rules.NewRefusal(rules.RefusedOtherDecision, "blockers are declared as the declare blockers step begins (CR 509.1); now %s", g.WaitingFor())
		}
		a.Kind = rules.ActBlock
		if a.Team, err = team(g, x.Team); err != nil {
			return a, err
		}
		own := teamPermanents(g, a.Team, true) // a team blocks with its own creatures
		for _, p := range x.Blocks {
			var d rules.BlockDecl
			if d.Blocker, err = findOwnFirst(g, p.From, own, g.Battlefield()); err != nil {
				return a, err
			}
			if d.Attacker, err = FindRef(g, p.To, g.Attackers()); err != nil {
				return a, refuseWrap(err, "%v among the attacking creatures", err)
			}
			a.Blocks = append(a.Blocks, d)
		}
	case notation.Assign:
		if pending.Kind != rules.DecAssign {
			return a, rules.NewRefusal(rules.RefusedOtherDecision, "combat damage is assigned only where there is a choice, as a combat damage step begins (CR 510.1); now %s", g.WaitingFor())
		}
		a.Kind = rules.ActAssign
		if a.Team, err = team(g, x.Team); err != nil {
			return a, err
		}
		a.Default = x.Default
		for _, as := range x.Assignments {
			da := rules.DamageAssignment{}
			if da.Source, err = FindRef(g, as.Source, g.AssignSources()); err != nil {
				if pending.Team != g.ActiveTeam() {
					return a, refuseWrap(err, "%v among the blockers blocking two or more creatures", err)
				}
				return a, refuseWrap(err, "%v among the attacking creatures", err)
			}
			partners := g.BlockersOf(da.Source) // an attacker's damage goes to its blockers
			if pending.Team != g.ActiveTeam() {
				partners = g.BlockedBy(da.Source) // a blocker's to the attackers it blocks
			}
			for _, part := range as.Parts {
				t, err := resolveTargetAmong(g, part.To, partners)
				if err != nil {
					return a, err
				}
				n := part.Amount
				if n == 0 {
					n = g.Obj(da.Source).Cur.Power
				}
				da.Parts = append(da.Parts, rules.DamagePart{To: t, Amount: n})
			}
			r := rare(&a)
			r.Assign = append(r.Assign, da)
		}
	case notation.Order:
		if !g.Rules().DamageOrder() {
			return a, rules.NewRefusal(rules.RefusedOtherDecision, "damage assignment order is asked only under the 2011 rules (CR 810.7e of 2011); this game uses %s", g.Edition())
		}
		if pending.Kind != rules.DecOrder {
			return a, rules.NewRefusal(rules.RefusedOtherDecision, "the damage assignment order is announced after blockers are declared; now %s", g.WaitingFor())
		}
		a.Kind = rules.ActOrder
		if a.Team, err = team(g, x.Team); err != nil {
			return a, err
		}
		if a.Team != g.ActiveTeam() {
			// CR 810.7e of 2011, second sentence: the defending team orders the attackers
			// each of its blockers blocks ("Blue orders Wall of Stone -> Grizzly Bears, ...").
			own := teamPermanents(g, a.Team, true)
			r := rare(&a)
			for _, o := range x.Orders {
				var ord rules.BlockerOrdering
				blocking := func(id rules.ObjID) bool { return len(g.BlockedBy(id)) > 0 }
				if ord.Blocker, err = findUsable(g, o.Source, own, g.Battlefield(), blocking); err != nil {
					return a, err
				}
				blocked := g.BlockedBy(ord.Blocker)
				isBlocked := func(id rules.ObjID) bool { return slices.Contains(blocked, id) }
				for _, ref := range o.Order {
					at, err := findUsable(g, ref, blocked, g.Attackers(), isBlocked)
					if err != nil {
						return a, refuseWrap(err, "%v among the attacking creatures", err)
					}
					ord.Attackers = append(ord.Attackers, at)
				}
				r.BlockerOrders = append(r.BlockerOrders, ord)
			}
			return a, nil
		}
		others := teamPermanents(g, a.Team, false) // the blockers are the other team's
		for _, o := range x.Orders {
			var ord rules.Ordering
			if ord.Attacker, err = FindRef(g, o.Source, g.Attackers()); err != nil {
				return a, refuseWrap(err, "%v among the attacking creatures", err)
			}
			blockers := g.BlockersOf(ord.Attacker)
			inCombat := func(id rules.ObjID) bool {
				for _, b := range blockers {
					if b == id {
						return true
					}
				}
				return false
			}
			for _, r := range o.Order {
				b, err := findUsable(g, r, others, g.Battlefield(), inCombat)
				if err != nil {
					return a, err
				}
				ord.Blockers = append(ord.Blockers, b)
			}
			r := rare(&a)
			r.Orders = append(r.Orders, ord)
		}
	case notation.Choose:
		a.Kind = rules.ActChoose
		if p, ok := PlayerByName(g, x.Who); ok {
			a.Player = p
			a.Team = g.TeamOf(p)
		} else if t, ok := TeamByName(g, x.Who); ok {
			a.Team = t
		} else {
			return a, rules.NewRefusal(rules.RefusedUnknownPlayer, "unknown player or team %q", x.Who)
		}
		if k := pending.Kind; k != rules.DecChoice && k != rules.DecDiscard && k != rules.DecBottom {
			return a, rules.NewRefusal(rules.RefusedOtherDecision, "no choice is pending; now %s", g.WaitingFor())
		}
		if a.Choices, err = matchOptions(g.ChoiceOptions(a.Player), x.Values); err != nil {
			return a, err
		}
	case notation.Mulligan:
		a.Kind = rules.ActMulligan
		a.Player, err = player(g, x.Player)
	case notation.Keep:
		a.Kind = rules.ActKeep
		a.Player, err = player(g, x.Player)
	case notation.Bottom:
		if pending.Kind != rules.DecBottom {
			if !g.Rules().LondonMulligan() {
				return a, rules.NewRefusal(rules.RefusedForbidden, "no card is put on the bottom under the %s rules: each new hand is one card smaller (606.6a of those rules)", g.Edition())
			}
			return a, rules.NewRefusal(rules.RefusedOtherDecision, "cards are put on the bottom only after mulligans (CR 103.5); now %s", g.WaitingFor())
		}
		a.Kind = rules.ActBottom
		if a.Player, err = player(g, x.Player); err != nil {
			return a, err
		}
		used := map[rules.ObjID]bool{}
		for _, r := range x.Cards {
			id, err := findUnused(g, r, g.Zone(a.Player, rules.ZoneHand), used)
			if err != nil {
				return a, err
			}
			a.Cards = append(a.Cards, id)
		}
	case notation.Concede:
		a.Kind = rules.ActConcede
		a.Player, err = player(g, x.Player)
	default:
		return a, rules.NewRefusal(rules.RefusedMalformed, "%s", "that action is not supported here")
	}
	return a, err
}

// parseModes reads "modes 1, 1, 3" (the "using" clause of a cast line) into 0-based modes.
func parseModes(s string) ([]int, bool) {
	f := strings.Fields(strings.NewReplacer(",", " ").Replace(s))
	if len(f) < 2 || f[0] != "modes" && f[0] != "mode" {
		return nil, false
	}
	var out []int
	for _, w := range f[1:] {
		n, err := strconv.Atoi(w)
		if err != nil || n < 1 || n > 100 {
			return nil, false
		}
		out = append(out, n-1)
	}
	return out, true
}

// matchOptions maps answer words to option indexes: by text (case-insensitive; "Forest"
// matches "Forest#2" when the first Forest is taken), "mode N", or a 1-based number.
func matchOptions(opts []rules.Option, values []string) ([]int, error) {
	if len(values) == 1 && (strings.EqualFold(values[0], "nothing") || strings.EqualFold(values[0], "none")) {
		for i, o := range opts {
			if strings.EqualFold(o.Text, values[0]) {
				return []int{i}, nil
			}
		}
		return []int{}, nil
	}
	if len(values) > 1 {
		// A single option whose text holds a comma (a card named "Najeela, the
		// Blade-Blossom") arrives split in the notation's comma-separated values.
		whole := strings.Join(values, ", ")
		for i, o := range opts {
			if strings.EqualFold(o.Text, whole) || strings.EqualFold(baseText(o.Text), whole) {
				return []int{i}, nil
			}
		}
	}
	used := map[int]bool{}
	var out []int
	for _, v := range values {
		v = strings.TrimSpace(v)
		found := -1
		for i, o := range opts {
			if !used[i] && (strings.EqualFold(o.Text, v) || strings.EqualFold(baseText(o.Text), v)) {
				found = i
				break
			}
		}
		if found < 0 {
			if n, err := strconv.Atoi(strings.TrimPrefix(strings.ToLower(v), "mode ")); err == nil && n >= 1 && n <= len(opts) && !used[n-1] {
				found = n - 1
			}
		}
		if found < 0 {
			texts := make([]string, len(opts))
			for i, o := range opts {
				texts[i] = o.Text
			}
			return nil, rules.NewRefusal(rules.RefusedBadChoice, "%q is not an option; expected one of: %s", v, strings.Join(texts, ", "))
		}
		used[found] = true
		out = append(out, found)
	}
	return out, nil
}

// baseText is an option's text without its "#N" ordinal.
func baseText(s string) string {
	if i := strings.LastIndexByte(s, '#'); i > 0 {
		if _, err := strconv.Atoi(s[i+1:]); err == nil {
			return s[:i]
		}
	}
	return s
}

// parseKicks reads the times kicked after "using kicker": a number, or none for once,
// and returns the rest of the clause ("modes 1, 2").
func parseKicks(u string) (int, string, bool) {
	if u == "" || strings.HasPrefix(u, "mode") {
		return 1, u, true
	}
	num, rest, _ := strings.Cut(u, " ")
	k, err := strconv.Atoi(num)
	if err != nil || k < 1 {
		return 0, u, false
	}
	return k, strings.TrimSpace(rest), true
}

// bindActivation makes a an activation by the named player of the ability abilityOf
// gives the permanent card names (an index, -1: none), found among the player's
// permanents first and, among several, the one that has it: the deploy ability (CR
// 804.2) and the special action turning a face-down permanent face up (702.37e). a.Ability
// is -1 when the permanent found has none.
func bindActivation(g *rules.Game, a *rules.Action, who string, card notation.Ref, abilityOf func(rules.ObjID) int) error {
	a.Kind = rules.ActActivate
	var err error
	if a.Player, err = player(g, who); err != nil {
		return err
	}
	has := func(id rules.ObjID) bool { return abilityOf(id) >= 0 }
	if a.Obj, err = findUsable(g, card, g.ControlledBy(a.Player), g.Battlefield(), has); err != nil {
		return err
	}
	a.Ability = abilityOf(a.Obj)
	return nil
}
