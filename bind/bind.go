package bind

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/ettinmtg/ettin/notation"
	"github.com/ettinmtg/ettin/rules"
)

// PlayerByName finds a player of g by name, case-insensitively.
func PlayerByName(g *rules.Game, name string) (rules.PlayerID, bool) {
	for i := range rules.PlayerID(g.NumPlayers()) {
		if strings.EqualFold(g.Player(i).Name, name) {
			return rules.PlayerID(i), true
		}
	}
	return rules.NoPlayer, false
}

// TeamByName finds a team of g by name, case-insensitively.
func TeamByName(g *rules.Game, name string) (rules.TeamID, bool) {
	for i := range rules.TeamID(g.NumTeams()) {
		if strings.EqualFold(g.Team(i).Name, name) {
			return rules.TeamID(i), true
		}
	}
	return rules.NoTeam, false
}

// SideByName finds a side (a team of CR 102.3: in Team vs. Team and Emperor the players
// of a configured team) by name, case-insensitively.
func SideByName(g *rules.Game, name string) (rules.SideID, bool) {
	for i := 0; i < g.NumSides(); i++ {
		if strings.EqualFold(g.Side(rules.SideID(i)).Name, name) {
			return rules.SideID(i), true
		}
	}
	return rules.NoSide, false
}

// player finds a player by name or refuses, listing the players.
func player(g *rules.Game, name string) (rules.PlayerID, error) {
	if p, ok := PlayerByName(g, name); ok {
		return p, nil
	}
	return rules.NoPlayer, rules.NewRefusal(rules.RefusedUnknownPlayer, "unknown player %q; expected one of %s", name, playerNames(g))
}

// team finds a team by its name or one of its players' names, or refuses, listing the teams.
func team(g *rules.Game, name string) (rules.TeamID, error) {
	if t, ok := TeamByName(g, name); ok {
		return t, nil
	}
	if p, ok := PlayerByName(g, name); ok {
		return g.TeamOf(p), nil
	}
	names := make([]string, g.NumTeams())
	for i := range rules.TeamID(g.NumTeams()) {
		names[i] = g.Team(i).Name
	}
	return rules.NoTeam, rules.NewRefusal(rules.RefusedUnknownPlayer, "unknown team %q; expected one of %s", name, strings.Join(names, ", "))
}

func playerNames(g *rules.Game) string {
	names := make([]string, g.NumPlayers())
	for i := range rules.PlayerID(g.NumPlayers()) {
		names[i] = g.Player(i).Name
	}
	return strings.Join(names, ", ")
}

// FindRef resolves an object reference among the objects of scope (notation rules, not
// CR): the matches are the objects with the reference's name and, when it names one, its
// controller, in scope's order (the order they entered their zone); "#N" picks the N-th
// match, whoever owns it. Without "#N" there must be one match, or copies of one card in
// one hand (any will do); otherwise the reference is ambiguous and refused, listing the
// candidates as they can be written.
func FindRef(g *rules.Game, r notation.Ref, scope []rules.ObjID) (rules.ObjID, error) {
	return pick(g, r, matches(g, r, scope))
}

// refName is the name a reference names: "Teferi's Moat" is a card name, not Teferi's
// Moat, when no player is called Teferi; ctrl is "" when the reference names no player.
func refName(g *rules.Game, r notation.Ref) (name, ctrl string) {
	name, ctrl = r.Name, r.Controller
	if ctrl != "" {
		if _, ok := PlayerByName(g, ctrl); !ok {
			name, ctrl = ctrl+"'s "+name, ""
		}
	}
	return name, ctrl
}

// matches lists the objects of scope that the reference's name and controller fit, in
// scope's order; the ordinal is not applied.
func matches(g *rules.Game, r notation.Ref, scope []rules.ObjID) []rules.ObjID {
	name, ctrl := refName(g, r)
	var out []rules.ObjID
	for _, id := range scope {
		o := g.Obj(id)
		// A face-down object is named by its card (the omniscient notation of scenarios
		// and replays) or, as its opponents see it, as a face-down creature (CR 708.2a).
		n := o.Card().Name
		if n == "" {
			n = rules.NamelessName // a copy of a face-down permanent (CR 707.2)
		}
		if !strings.EqualFold(n, name) && !(o.FaceDown() && strings.EqualFold(name, rules.FaceDownName)) {
			continue
		}
		if ctrl != "" && !strings.EqualFold(g.Player(o.Controller).Name, ctrl) {
			continue
		}
		out = append(out, id)
	}
	return out
}

// findFace finds the card of scope one of whose faces (a split card's half, an
// Adventure) the reference names, and that face's number (as rules.ActionRare.Face
// counts them; CR 709.3, 715.3).
func findFace(g *rules.Game, r notation.Ref, scope []rules.ObjID) (rules.ObjID, int, error) {
	name, ctrl := refName(g, r)
	var ms []rules.ObjID
	half := 0
	for _, id := range scope {
		o := g.Obj(id)
		for h, d := range o.Def.Faces() {
			if strings.EqualFold(d.Name, name) && (ctrl == "" || strings.EqualFold(g.Player(o.Controller).Name, ctrl)) {
				ms, half = append(ms, id), h+1
			}
		}
	}
	id, err := pick(g, r, ms)
	return id, half, err
}

// pick applies the reference's ordinal to its matches, or refuses an ambiguous reference.
func pick(g *rules.Game, r notation.Ref, ms []rules.ObjID) (rules.ObjID, error) {
	switch {
	case len(ms) == 0:
		return rules.NoObj, rules.NewRefusal(rules.RefusedUnknownObject, "no %s here", r)
	case r.Index > 0:
		if r.Index > len(ms) {
			name, _ := refName(g, r)
			return rules.NoObj, rules.NewRefusal(rules.RefusedUnknownObject, "there are only %d %s here", len(ms), name)
		}
		return ms[r.Index-1], nil
	case len(ms) == 1 || interchangeable(g, ms):
		return ms[0], nil
	}
	return rules.NoObj, &AmbiguousError{Ref: r, Candidates: candidates(g, ms)}
}

// AmbiguousError refuses a reference without "#N" that fits several objects.
type AmbiguousError struct {
	Ref        notation.Ref
	Candidates []string // references that tell the objects apart, in order
}

// Error says the reference is ambiguous and lists the candidates.
func (e *AmbiguousError) Error() string {
	return fmt.Sprintf("%q is ambiguous; expected one of %s", e.Ref.String(), strings.Join(e.Candidates, ", "))
}

// findOwnFirst resolves a reference among the objects own (those the actor could use),
// and among all only when none of own fits the name and controller: so "Ann taps
// Mountain" is not made ambiguous by Abe's Mountains, while "Ann activates Abe's
// Prodigal Sorcerer" still finds Abe's, and "Red attacks with Bob's Wall of Stone" is
// refused by the engine saying why.
func findOwnFirst(g *rules.Game, r notation.Ref, own, all []rules.ObjID) (rules.ObjID, error) {
	if ms := matches(g, r, own); len(ms) > 0 {
		return pick(g, r, ms)
	}
	return FindRef(g, r, all)
}

// findUsable is findOwnFirst where a reference without "#N" that fits several objects
// names the one of them the actor could use (usable), if there is exactly one: "Ann
// taps Mountain" with one of her two Mountains tapped taps the other. A log never relies
// on this (it writes such references with "#N"), so replays don't depend on it.
func findUsable(g *rules.Game, r notation.Ref, own, all []rules.ObjID, usable func(rules.ObjID) bool) (rules.ObjID, error) {
	id, err := findOwnFirst(g, r, own, all)
	var amb *AmbiguousError
	if !errors.As(err, &amb) {
		return id, err
	}
	ms := matches(g, r, own)
	if len(ms) == 0 {
		ms = matches(g, r, all)
	}
	var can []rules.ObjID
	for _, m := range ms {
		if usable(m) {
			can = append(can, m)
		}
	}
	if len(can) == 1 {
		return can[0], nil
	}
	return id, err
}

// candidates writes the objects ids (matches of one name) as references that tell them
// apart: the controller's name, and "#k" where that player controls several.
func candidates(g *rules.Game, ids []rules.ObjID) []string {
	per := map[rules.PlayerID]int{}
	for _, id := range ids {
		per[g.Obj(id).Controller]++
	}
	seen := map[rules.PlayerID]int{}
	out := make([]string, len(ids))
	for i, id := range ids {
		o := g.Obj(id)
		seen[o.Controller]++
		out[i] = g.Player(o.Controller).Name + "'s " + cardName(o.Def) // a face-down object unnamed (CR 708.2a)
		if per[o.Controller] > 1 {
			out[i] += "#" + strconv.Itoa(seen[o.Controller])
		}
	}
	return out
}

// teamPermanents lists the permanents controlled by the players of team t (when in is
// true) or by the other players, in the order they entered the battlefield.
func teamPermanents(g *rules.Game, t rules.TeamID, in bool) []rules.ObjID {
	var out []rules.ObjID
	for _, id := range g.Battlefield() {
		if (g.TeamOf(g.Obj(id).Controller) == t) == in {
			out = append(out, id)
		}
	}
	return out
}

// interchangeable reports whether the objects are copies of one card in a hand, where
// nothing tells them apart, so any of them will do.
func interchangeable(g *rules.Game, ids []rules.ObjID) bool {
	first := g.Obj(ids[0])
	for _, id := range ids {
		o := g.Obj(id)
		if o.Zone != rules.ZoneHand || o.Def != first.Def || o.Owner != first.Owner {
			return false
		}
	}
	return true
}

// findUnused resolves a reference to the first matching object not used yet, so that
// "Forest, Forest" names two different Forests.
func findUnused(g *rules.Game, r notation.Ref, scope []rules.ObjID, used map[rules.ObjID]bool) (rules.ObjID, error) {
	if r.Index == 0 {
		for _, id := range scope {
			if _, isPlayer := PlayerByName(g, r.Controller); isPlayer && !strings.EqualFold(g.Player(g.Obj(id).Controller).Name, r.Controller) {
				continue // "Bob's Forest": only Bob's
			}
			if !used[id] && strings.EqualFold(g.Obj(id).Def.Name, r.Name) {
				used[id] = true
				return id, nil
			}
		}
	}
	id, err := FindRef(g, r, scope)
	if err == nil {
		used[id] = true
	}
	return id, err
}

// targetScope is where targets are looked for: the battlefield and spells on the stack.
func targetScope(g *rules.Game) []rules.ObjID {
	out := append([]rules.ObjID(nil), g.Battlefield()...)
	for _, s := range g.Stack() {
		if s.Spell {
			out = append(out, s.Obj)
		}
	}
	return out
}

func resolveTarget(g *rules.Game, r notation.Ref) (rules.Target, error) {
	return resolveTargetAmong(g, r, nil)
}

// resolveTargetAmong resolves a player, or an object among permanents and spells (then
// cards in graveyards); a reference without "#N" that fits several objects names the one
// of them in among, if there is exactly one (a blocker of the creature whose damage is
// assigned).
func resolveTargetAmong(g *rules.Game, r notation.Ref, among []rules.ObjID) (rules.Target, error) {
	if r.Controller == "" && r.Index == 0 {
		if p, ok := PlayerByName(g, r.Name); ok {
			return rules.PlayerTarget(p), nil
		}
	}
	in := func(id rules.ObjID) bool {
		for _, x := range among {
			if x == id {
				return true
			}
		}
		return false
	}
	scope := targetScope(g)
	id, err := findUsable(g, r, scope, scope, in)
	if err != nil {
		// A card in a graveyard ("target creature card from a graveyard") when no
		// permanent or spell has that name.
		if gid, gerr := FindRef(g, r, g.Graveyards()); gerr == nil {
			return rules.ObjTarget(gid), nil
		}
		return rules.Target{}, err
	}
	return rules.ObjTarget(id), nil
}

// resolveTargetsFor resolves the target names of a cast or activation knowing what each
// target may be: a name that fits both a permanent or spell and a card in a graveyard
// ("Plains") means the graveyard card where the target spec asks for one (Pulse of Murasa),
// as the log writes it; otherwise the permanent or spell.
func resolveTargetsFor(g *rules.Game, rs []notation.Ref, kinds []rules.TargetKind) ([]rules.Target, error) {
	var out []rules.Target
	for i, r := range rs {
		if i < len(kinds) && kinds[i] == rules.TargetCardInGraveyard {
			if id, err := FindRef(g, r, g.Graveyards()); err == nil {
				out = append(out, rules.ObjTarget(id))
				continue
			}
		}
		t, err := resolveTarget(g, r)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

// resolveSacrifice resolves the permanents named in a "sacrificing ..." clause among the
// permanents player p controls (CR 701.17a: a player sacrifices only their own).
func resolveSacrifice(g *rules.Game, refs []notation.Ref, p rules.PlayerID) ([]rules.ObjID, error) {
	return resolveOwn(g, refs, p, "to sacrifice")
}

// resolveOwn resolves permanents named for a cost among those player p controls; what
// says what they are for, in an error ("to sacrifice", "to tap").
func resolveOwn(g *rules.Game, refs []notation.Ref, p rules.PlayerID, what string) ([]rules.ObjID, error) {
	var out []rules.ObjID
	used := map[rules.ObjID]bool{}
	for _, r := range refs {
		var id rules.ObjID
		var err error
		if r.Controller == "" && r.Index == 0 {
			id, err = findUnused(g, r, g.ControlledBy(p), used) // "Forest, Forest": two of them
		} else {
			id, err = FindRef(g, r, g.ControlledBy(p))
		}
		if err != nil {
			return nil, refuseWrap(err, "%v among %s's permanents %s", err, g.Player(p).Name, what)
		}
		out = append(out, id)
	}
	return out, nil
}

// refuseWrap refuses with a message around an inner error err (one of args),
// keeping err's refusal code: "no Grizzly Bears here among the attacking creatures" is
// still an unknown object.
func refuseWrap(err error, format string, args ...any) error {
	return rules.NewRefusal(rules.CodeOf(err), format, args...)
}

// As lets errors.As read an ambiguous reference as a refusal with the code
// RefusedAmbiguousName, like every other refused line.
func (e *AmbiguousError) As(target any) bool {
	if r, ok := target.(**rules.Refusal); ok {
		*r = rules.NewRefusal(rules.RefusedAmbiguousName, "%s", e.Error())
		return true
	}
	return false
}
