package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ettinmtg/ettin/notation"
)

// ApplyLine parses a line of the action notation, resolves its names in the current
// position and applies it. "resolve" and "go to <step>" apply passes until they are done
// (each pass is logged as its own line, so the log stays a replay). A line that doesn't
// parse or isn't legal is refused with one line of explanation and changes nothing.
func (g *Game) ApplyLine(line string) error {
	if g.over {
		return ErrGameOver
	}
	p := notation.Parser{KnownName: g.knownName}
	na, err := p.Parse(line)
	if err != nil {
		return err
	}
	switch x := na.(type) {
	case notation.Resolve, notation.GoTo:
		// These apply several passes; a refusal part way restores the game as it was.
		saved := g.Clone()
		if r, ok := x.(notation.GoTo); ok {
			st, ok := ParseStep(r.Step.String())
			if !ok {
				return refuse(RefusedMalformed, "unknown step %q", r.Step)
			}
			err = g.goTo(st)
		} else {
			err = g.resolveAll()
		}
		if err != nil {
			*g = *saved
		}
		return err
	}
	a, err := g.Resolve(na)
	if err != nil {
		return err
	}
	return g.Apply(a)
}

// knownName reports whether some object in the game has this name (for the parser's
// handling of names with commas and apostrophes).
func (g *Game) knownName(s string) bool {
	for i := range g.objs.len() {
		if strings.EqualFold(g.obj(ObjID(i)).Def.Name, s) {
			return true
		}
	}
	return false
}

// resolveAll passes until the top object of the stack has resolved (notation "resolve").
func (g *Game) resolveAll() error {
	if g.wait != waitPriority {
		return refuse(RefusedOtherDecision, "can't resolve now: %s", g.waitingFor())
	}
	n := len(g.stack)
	if n == 0 {
		return refuse(RefusedWrongTiming, "the stack is empty: nothing to resolve (use pass or go to <step>)")
	}
	top := g.stack[n-1]
	same := func() bool {
		if len(g.stack) < n {
			return false
		}
		s := g.stack[n-1]
		return s.Spell == top.Spell && s.Obj == top.Obj && s.Ability == top.Ability
	}
	for i := 0; i < 1000 && !g.over && g.wait == waitPriority && same(); i++ {
		if err := g.Apply(Pass(g.priority)); err != nil {
			return err
		}
	}
	return nil
}

// goTo passes until step st begins, of this turn or the next (notation "go to").
func (g *Game) goTo(st Step) error {
	if st == Untap || st == Cleanup {
		return refuse(RefusedMalformed, "%s has no priority; expected a step such as main1, declare attackers, end", st)
	}
	if g.wait != waitPriority {
		return refuse(RefusedOtherDecision, "can't go to %s now: %s", st, g.waitingFor())
	}
	startTurn, startStep := g.turn.Number, g.turn.Step
	moved := false
	for i := 0; i < 10000 && !g.over; i++ {
		if g.wait != waitPriority {
			return nil // a decision other than passing stops it
		}
		if moved && g.turn.Step == st && g.priority == g.turn.Team {
			return nil
		}
		if err := g.Apply(Pass(g.priority)); err != nil {
			return err
		}
		if g.turn.Number != startTurn || g.turn.Step != startStep {
			moved = true
		}
		if g.turn.Number > startTurn+1 && g.turn.Step > st {
			return refuse(RefusedWrongTiming, "%s didn't come within the next turn", st)
		}
	}
	return nil
}

// PlayerByName finds a player by name, case-insensitively.
func (g *Game) PlayerByName(name string) (PlayerID, bool) {
	for i := range g.Players {
		if strings.EqualFold(g.Players[i].Name, name) {
			return PlayerID(i), true
		}
	}
	return NoPlayer, false
}

// TeamByName finds a team by name, case-insensitively.
func (g *Game) TeamByName(name string) (TeamID, bool) {
	for i := range g.Teams {
		if strings.EqualFold(g.Teams[i].Name, name) {
			return TeamID(i), true
		}
	}
	return NoTeam, false
}

func (g *Game) player(name string) (PlayerID, error) {
	if p, ok := g.PlayerByName(name); ok {
		return p, nil
	}
	return NoPlayer, refuse(RefusedUnknownPlayer, "unknown player %q; expected one of %s", name, g.playerNames())
}

func (g *Game) team(name string) (TeamID, error) {
	if t, ok := g.TeamByName(name); ok {
		return t, nil
	}
	if p, ok := g.PlayerByName(name); ok {
		return g.Players[p].Team, nil
	}
	names := make([]string, len(g.Teams))
	for i := range g.Teams {
		names[i] = g.Teams[i].Name
	}
	return NoTeam, refuse(RefusedUnknownPlayer, "unknown team %q; expected one of %s", name, strings.Join(names, ", "))
}

func (g *Game) playerNames() string {
	names := make([]string, len(g.Players))
	for i := range g.Players {
		names[i] = g.Players[i].Name
	}
	return strings.Join(names, ", ")
}

// FindRef resolves an object reference among the objects of scope (CR-free: notation
// rules): by name, then controller, then ordinal; an ambiguous reference is refused with
// the candidates.
func (g *Game) FindRef(r notation.Ref, scope []ObjID) (ObjID, error) {
	name, ctrl := r.Name, r.Controller
	if ctrl != "" {
		if _, ok := g.PlayerByName(ctrl); !ok {
			name, ctrl = ctrl+"'s "+name, "" // "Teferi's Moat" is a name, not Teferi's Moat
		}
	}
	var matches []ObjID
	for _, id := range scope {
		o := g.obj(id)
		if !strings.EqualFold(o.Def.Name, name) {
			continue
		}
		if ctrl != "" && !strings.EqualFold(g.Players[o.Controller].Name, ctrl) {
			continue
		}
		matches = append(matches, id)
	}
	switch {
	case len(matches) == 0:
		return NoObj, refuse(RefusedUnknownObject, "no %s here", refText(r))
	case r.Index > 0:
		if r.Index > len(matches) {
			return NoObj, refuse(RefusedUnknownObject, "there are only %d %s here", len(matches), name)
		}
		return matches[r.Index-1], nil
	case len(matches) == 1 || interchangeable(g, matches):
		return matches[0], nil
	}
	cands := make([]string, len(matches))
	seen := map[string]int{}
	for i, id := range matches {
		who := g.Players[g.obj(id).Controller].Name
		seen[who]++
		cands[i] = who + "'s " + g.obj(id).Def.Name + "#" + strconv.Itoa(seen[who])
	}
	return NoObj, refuse(RefusedAmbiguousName, "%q is ambiguous; expected one of %s", refText(r), strings.Join(cands, ", "))
}

func refText(r notation.Ref) string { return r.String() }

// interchangeable reports whether the objects are copies of one card in a hand, where
// nothing tells them apart, so any of them will do.
func interchangeable(g *Game, ids []ObjID) bool {
	first := g.obj(ids[0])
	for _, id := range ids {
		o := g.obj(id)
		if o.Zone != ZoneHand || o.Def != first.Def || o.Owner != first.Owner {
			return false
		}
	}
	return true
}

// targetScope is where targets are looked for: the battlefield and spells on the stack.
func (g *Game) targetScope() []ObjID {
	return append(append([]ObjID(nil), g.battlefield...), g.stackObjects()...)
}

func (g *Game) resolveTarget(r notation.Ref) (Target, error) {
	if r.Controller == "" && r.Index == 0 {
		if p, ok := g.PlayerByName(r.Name); ok {
			return PlayerTarget(p), nil
		}
	}
	id, err := g.FindRef(r, g.targetScope())
	if err != nil {
		// A card in a graveyard ("target creature card from a graveyard") when no
		// permanent or spell has that name.
		if gid, gerr := g.FindRef(r, g.graveyardObjects()); gerr == nil {
			return ObjTarget(gid), nil
		}
		return Target{}, err
	}
	return ObjTarget(id), nil
}

func (g *Game) resolveTargets(rs []notation.Ref) ([]Target, error) {
	var out []Target
	for _, r := range rs {
		t, err := g.resolveTarget(r)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

// rare returns the rare parts of an action being built, creating them if needed.
func (a *Action) rare() *ActionRare {
	if a.Rare == nil {
		a.Rare = &ActionRare{}
	}
	return a.Rare
}

// Resolve turns a parsed notation action into a structured Action in the current
// position, resolving player, team and object names.
func (g *Game) Resolve(na notation.Action) (Action, error) {
	a := Action{Player: NoPlayer, Team: NoTeam, Obj: NoObj, Assist: NoPlayer}
	var err error
	switch x := na.(type) {
	case notation.Pass:
		a.Kind = ActPass
		a.Team = g.priority
		if g.wait != waitPriority {
			return a, refuse(RefusedOtherDecision, "nobody can pass now: %s", g.waitingFor())
		}
	case notation.PlayLand:
		a.Kind = ActPlayLand
		if a.Player, err = g.player(x.Player); err != nil {
			return a, err
		}
		if a.Obj, err = g.FindRef(x.Card, g.Players[a.Player].Hand); err != nil {
			return a, fmt.Errorf("%s can't play that: %w in their hand", x.Player, err)
		}
	case notation.Cast:
		a.Kind = ActCast
		if a.Player, err = g.player(x.Player); err != nil {
			return a, err
		}
		if a.Obj, err = g.FindRef(x.Card, g.Players[a.Player].Hand); err != nil {
			id, err2 := g.FindRef(x.Card, g.castableFromExile(a.Player)) // a card they may cast from exile
			if err2 != nil {
				return a, fmt.Errorf("%s can't cast that: %w in their hand", x.Player, err)
			}
			a.Obj, err = id, nil
		}
		switch u := strings.ToLower(x.Using); {
		case u == "":
		case u == "bestow":
			a.Bestow = true
		case strings.HasPrefix(u, "mode"):
			// CR 601.2b: the modes of a modal spell, "using modes 1, 1, 3".
			modes, ok := parseModes(u)
			if len(modes) > 0 {
				a.Rare = &ActionRare{Modes: modes}
			}
			if !ok {
				return a, refuse(RefusedMalformed, "expected the modes as numbers, e.g. \"using modes 1, 1, 3\"; got %q", x.Using)
			}
		default:
			return a, refuse(RefusedMalformed, "unknown cost keyword %q; expected bestow or modes", x.Using)
		}
		a.X = x.X
		if a.Targets, err = g.resolveTargetsFor(x.Targets, g.castAbility(&a)); err != nil {
			return a, err
		}
		if a.Cards, err = g.resolveSacrifice(x.Sacrifice, a.Player); err != nil {
			return a, err
		}
		if x.AssistedBy != "" {
			if a.Assist, err = g.player(x.AssistedBy); err != nil {
				return a, err
			}
			c, err := ParseCost(x.AssistMana)
			if err != nil || c.Generic == 0 || c.Value(0) != c.Generic {
				return a, refuse(RefusedMalformed, "assist pays generic mana only, such as {2}; got %q", x.AssistMana)
			}
			a.AssistMana = c.Generic
		}
	case notation.Activate:
		a.Kind = ActActivate
		if a.Player, err = g.player(x.Player); err != nil {
			return a, err
		}
		if a.Obj, err = g.FindRef(x.Card, g.controlledBy(a.Player)); err != nil {
			if a.Obj, err = g.FindRef(x.Card, g.battlefield); err != nil {
				return a, err
			}
		}
		a.Ability = abilityIndexIn(g.abilitiesOf(a.Obj), x.Ability)
		if a.Ability < 0 {
			return a, refuse(RefusedNoSuchAbility, "%s has no activated ability %d", g.obj(a.Obj).Def.Name, x.Ability)
		}
		a.X = x.X
		if a.Targets, err = g.resolveTargetsFor(x.Targets, g.abilitiesOf(a.Obj)[a.Ability]); err != nil {
			return a, err
		}
		if a.Cards, err = g.resolveSacrifice(x.Sacrifice, a.Player); err != nil {
			return a, err
		}
	case notation.TapForMana:
		a.Kind = ActTapForMana
		if a.Player, err = g.player(x.Player); err != nil {
			return a, err
		}
		if a.Obj, err = g.FindRef(x.Card, g.controlledBy(a.Player)); err != nil {
			if a.Obj, err = g.FindRef(x.Card, g.battlefield); err != nil {
				return a, err
			}
		}
		c, err := ParseCost(x.Mana)
		if err != nil || c.Value(0) != 1 || c.Generic != 0 {
			return a, refuse(RefusedMalformed, "taps ... for one mana symbol such as {G} or {C}; got %q", x.Mana)
		}
		a.Mana = ColorlessMana
		for i, k := range c.Colored {
			if k > 0 {
				a.Mana = ManaKind(i)
			}
		}
	case notation.Attack:
		if g.wait != waitAttack {
			return a, refuse(RefusedWrongTiming, "attackers are declared as the declare attackers step begins (CR 508.1); now %s (try \"go to declare attackers\")", g.waitingFor())
		}
		a.Kind = ActAttack
		if a.Team, err = g.team(x.Team); err != nil {
			return a, err
		}
		for _, p := range x.Attacks {
			d := AttackDecl{Team: NoTeam}
			if d.Attacker, err = g.FindRef(p.From, g.battlefield); err != nil {
				return a, err
			}
			if t, ok := g.TeamByName(p.To.Name); ok && p.To.Controller == "" {
				if !g.cfg.Edition.AttacksTeam() {
					return a, refuse(RefusedIllegalAttack, "under the current rules each creature attacks a player or planeswalker, not a team (CR 805.10b); expected e.g. \"%s -> %s\"", p.From.Name, g.Players[g.Teams[t].Players[0]].Name)
				}
				d.Team = t
				d.Target = PlayerTarget(g.Teams[t].Players[0])
			} else if d.Target, err = g.resolveTarget(p.To); err != nil {
				return a, err
			} else if g.cfg.Edition.AttacksTeam() && d.Target.IsPlayer() {
				d.Team = g.Players[d.Target.Player].Team // older editions: creatures attack the team
			}
			a.Attacks = append(a.Attacks, d)
		}
	case notation.Block:
		if g.wait != waitBlock {
			return a, refuse(RefusedWrongTiming, "blockers are declared as the declare blockers step begins (CR 509.1); now %s", g.waitingFor())
		}
		a.Kind = ActBlock
		if a.Team, err = g.team(x.Team); err != nil {
			return a, err
		}
		for _, p := range x.Blocks {
			var d BlockDecl
			if d.Blocker, err = g.FindRef(p.From, g.battlefield); err != nil {
				return a, err
			}
			if d.Attacker, err = g.FindRef(p.To, g.attackerIDs()); err != nil {
				return a, fmt.Errorf("%w among the attacking creatures", err)
			}
			a.Blocks = append(a.Blocks, d)
		}
	case notation.Assign:
		if g.wait != waitAssign {
			return a, refuse(RefusedWrongTiming, "combat damage is assigned only where there is a choice, as a combat damage step begins (CR 510.1); now %s", g.waitingFor())
		}
		a.Kind = ActAssign
		if a.Team, err = g.team(x.Team); err != nil {
			return a, err
		}
		a.Default = x.Default
		for _, as := range x.Assignments {
			da := DamageAssignment{}
			if da.Source, err = g.FindRef(as.Source, g.assignSources()); err != nil {
				if g.assignTeam() != g.turn.Team {
					return a, fmt.Errorf("%w among the blockers blocking two or more creatures", err)
				}
				return a, fmt.Errorf("%w among the attacking creatures", err)
			}
			for _, part := range as.Parts {
				t, err := g.resolveTarget(part.To)
				if err != nil {
					return a, err
				}
				n := part.Amount
				if n == 0 {
					n = g.obj(da.Source).Cur.Power
				}
				da.Parts = append(da.Parts, DamagePart{To: t, Amount: n})
			}
			r := a.rare()
			r.Assign = append(r.Assign, da)
		}
	case notation.Order:
		if !g.cfg.Edition.DamageOrder() {
			return a, refuse(RefusedForbidden, "damage assignment order is asked only under the 2011 rules (CR 810.7e of 2011); this game uses %s", g.cfg.Edition)
		}
		if g.wait != waitOrder {
			return a, refuse(RefusedWrongTiming, "the damage assignment order is announced after blockers are declared; now %s", g.waitingFor())
		}
		a.Kind = ActOrder
		if a.Team, err = g.team(x.Team); err != nil {
			return a, err
		}
		if a.Team != g.turn.Team {
			// CR 810.7e of 2011, second sentence: the defending team orders the attackers
			// each of its blockers blocks ("Blue orders Wall of Stone -> Grizzly Bears, ...").
			r := a.rare()
			for _, o := range x.Orders {
				ord := BlockerOrdering{}
				if ord.Blocker, err = g.FindRef(o.Source, g.battlefield); err != nil {
					return a, err
				}
				for _, ref := range o.Order {
					at, err := g.FindRef(ref, g.attackerIDs())
					if err != nil {
						return a, fmt.Errorf("%w among the attacking creatures", err)
					}
					ord.Attackers = append(ord.Attackers, at)
				}
				r.BlockerOrders = append(r.BlockerOrders, ord)
			}
			return a, nil
		}
		for _, o := range x.Orders {
			var ord Ordering
			if ord.Attacker, err = g.FindRef(o.Source, g.attackerIDs()); err != nil {
				return a, fmt.Errorf("%w among the attacking creatures", err)
			}
			for _, r := range o.Order {
				b, err := g.FindRef(r, g.battlefield)
				if err != nil {
					return a, err
				}
				ord.Blockers = append(ord.Blockers, b)
			}
			r := a.rare()
			r.Orders = append(r.Orders, ord)
		}
	case notation.Choose:
		a.Kind = ActChoose
		if p, ok := g.PlayerByName(x.Who); ok {
			a.Player = p
			a.Team = g.Players[p].Team
		} else if t, ok := g.TeamByName(x.Who); ok {
			a.Team = t
		} else {
			return a, refuse(RefusedUnknownPlayer, "unknown player or team %q", x.Who)
		}
		opts := g.currentOptions()
		if g.wait == waitDiscard {
			opts = g.cardOptions(g.Players[g.discarder(&a)].Hand) // CR 805.6
		}
		if a.Choices, err = matchOptions(opts, x.Values); err != nil {
			return a, err
		}
	case notation.Mulligan:
		a.Kind = ActMulligan
		a.Player, err = g.player(x.Player)
	case notation.Keep:
		a.Kind = ActKeep
		a.Player, err = g.player(x.Player)
	case notation.Bottom:
		if g.wait != waitBottom {
			if !g.cfg.Edition.LondonMulligan() {
				return a, refuse(RefusedForbidden, "no card is put on the bottom under the %s rules: each new hand is one card smaller (606.6a of those rules)", g.cfg.Edition)
			}
			return a, refuse(RefusedWrongTiming, "cards are put on the bottom only after mulligans (CR 103.5); now %s", g.waitingFor())
		}
		a.Kind = ActBottom
		if a.Player, err = g.player(x.Player); err != nil {
			return a, err
		}
		used := map[ObjID]bool{}
		for _, r := range x.Cards {
			id, err := g.findUnused(r, g.Players[a.Player].Hand, used)
			if err != nil {
				return a, err
			}
			a.Cards = append(a.Cards, id)
		}
	case notation.Concede:
		a.Kind = ActConcede
		a.Player, err = g.player(x.Player)
	default:
		return a, refuse(RefusedMalformed, "that action is not supported here")
	}
	return a, err
}

// findUnused resolves a reference to the first matching object not used yet, so that
// "Forest, Forest" names two different Forests.
func (g *Game) findUnused(r notation.Ref, scope []ObjID, used map[ObjID]bool) (ObjID, error) {
	if r.Index == 0 {
		for _, id := range scope {
			if _, isPlayer := g.PlayerByName(r.Controller); isPlayer && !strings.EqualFold(g.Players[g.obj(id).Controller].Name, r.Controller) {
				continue // "Bob's Forest": only Bob's
			}
			if !used[id] && strings.EqualFold(g.obj(id).Def.Name, r.Name) {
				used[id] = true
				return id, nil
			}
		}
	}
	id, err := g.FindRef(r, scope)
	if err == nil {
		used[id] = true
	}
	return id, err
}

// controlledBy lists the permanents player p controls: a player's own permanents are
// where "Ann activates X" looks first, so Abe's X doesn't make it ambiguous.
func (g *Game) controlledBy(p PlayerID) []ObjID {
	var out []ObjID
	for _, id := range g.battlefield {
		if g.obj(id).Controller == p {
			out = append(out, id)
		}
	}
	return out
}

func (g *Game) attackerIDs() []ObjID {
	out := make([]ObjID, len(g.combat.attackers))
	for i, a := range g.combat.attackers {
		out[i] = a.obj
	}
	return out
}

// matchOptions maps answer words to option indexes: by text (case-insensitive; "Forest"
// matches "Forest#2" when the first Forest is taken), "mode N", or a 1-based number.
func matchOptions(opts []Option, values []string) ([]int, error) {
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
			return nil, refuse(RefusedBadChoice, "%q is not an option; expected one of: %s", v, strings.Join(texts, ", "))
		}
		used[found] = true
		out = append(out, found)
	}
	return out, nil
}

func baseText(s string) string {
	if i := strings.LastIndexByte(s, '#'); i > 0 {
		if _, err := strconv.Atoi(s[i+1:]); err == nil {
			return s[:i]
		}
	}
	return s
}

// resolveTargetsFor resolves the target names of a cast or activation knowing what each
// target may be: a name that fits both a permanent or spell and a card in a graveyard
// ("Plains") means the graveyard card where the target spec asks for one (Pulse of Murasa),
// as the log writes it; otherwise the permanent or spell.
func (g *Game) resolveTargetsFor(rs []notation.Ref, ab *Ability) ([]Target, error) {
	var specs []*TargetSpec
	if ab != nil {
		specs = flatSpecs(ab.Targets)
	}
	var out []Target
	for i, r := range rs {
		if i < len(specs) && specs[i].Kind == TargetCardInGraveyard {
			if id, err := g.FindRef(r, g.graveyardObjects()); err == nil {
				out = append(out, ObjTarget(id))
				continue
			}
		}
		t, err := g.resolveTarget(r)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}
