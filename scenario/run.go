package scenario

import (
	"errors"
	"fmt"
	"strings"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/mtg"
	"github.com/ettinmtg/ettin/notation"
	"github.com/ettinmtg/ettin/rules"
)

// Result is the outcome of running one scenario.
type Result struct {
	Spec *Spec
	// Failed is false when every item passed.
	Failed bool
	// Line is the script line that failed (0 for a setup failure).
	Line int
	// Reason says why it failed.
	Reason string
	// Game is the game as it stood at the end (nil when setup failed).
	Game *rules.Game
}

// String is the one-line report: PASS or FAIL with the failing line and the reason.
func (r Result) String() string {
	if !r.Failed {
		return fmt.Sprintf("PASS %s: %s", r.Spec.File, r.Spec.Name)
	}
	if r.Line > 0 {
		return fmt.Sprintf("FAIL %s:%d: %s", r.Spec.File, r.Line, r.Reason)
	}
	return fmt.Sprintf("FAIL %s: %s", r.Spec.File, r.Reason)
}

// Run sets up the game of a scenario and plays its script, stopping at the first failure.
func Run(s *Spec) Result {
	res := Result{Spec: s}
	g, err := Build(s)
	if err != nil {
		res.Failed, res.Reason = true, err.Error()
		return res
	}
	res.Game = g
	for _, it := range s.Script {
		if err := step(g, it); err != nil {
			res.Failed, res.Line, res.Reason = true, it.Line, err.Error()
			return res
		}
	}
	return res
}

func step(g *rules.Game, it Item) error {
	switch it.Kind {
	case Action:
		if err := bind.ApplyLine(g, it.Text); err != nil {
			return fmt.Errorf("%q was refused: %v", it.Text, err)
		}
	case Reject:
		before := g.Hash()
		logLen := g.JournalLen()
		err := bind.ApplyLine(g, it.Text)
		if err == nil {
			return fmt.Errorf("%q was accepted; expected it to be refused", it.Text)
		}
		if it.Because != "" && !strings.Contains(strings.ToLower(err.Error()), strings.ToLower(it.Because)) {
			return fmt.Errorf("%q was refused with %q; expected the reason to contain %q", it.Text, err.Error(), it.Because)
		}
		if g.Hash() != before || g.JournalLen() != logLen {
			return fmt.Errorf("%q was refused but the game changed", it.Text)
		}
	case Expect:
		return check(g, it.Expect)
	}
	return nil
}

// playerIndex is the engine's id of the player named name (players are numbered team by
// team, in the order listed).
func playerIndex(s *Spec, name string) (rules.PlayerID, bool) {
	id := rules.PlayerID(0)
	for _, t := range s.Teams {
		for _, p := range t.Players {
			if strings.EqualFold(p.Name, name) {
				return id, true
			}
			id++
		}
	}
	return rules.NoPlayer, false
}

// Build makes the game a scenario describes.
func Build(s *Spec) (*rules.Game, error) {
	ed, err := rules.ParseEdition(s.Rules)
	if err != nil {
		return nil, err
	}
	v, err := rules.ParseVariant(s.Variant)
	if err != nil {
		return nil, err
	}
	cfg := rules.Config{Variant: v, Edition: ed, Seed: s.Seed, NoShuffle: true, StartingTeam: rules.NoTeam}
	cfg.Options.Range = s.Options.Range
	if s.Options.Attack != "" {
		if cfg.Options.Attack, err = rules.ParseAttackOption(s.Options.Attack); err != nil {
			return nil, err
		}
	}
	cfg.Options.Deploy = s.Options.Deploy
	cfg.Options.SharedTurns = s.Options.SharedTurns
	var set rules.Setup
	type permRef struct {
		spec   CardSpec
		player rules.PlayerID
		line   int
	}
	var perms []permRef
	pid := rules.PlayerID(0)
	teams := s.Teams
	if s.Options.RandomSeats {
		teams = rules.SeatedAtRandom(v, s.Seed, teams) // CR 806.3, 807.3, asked for
	}
	for ti, t := range teams {
		tc := rules.TeamConfig{Name: t.Name}
		for _, p := range t.Players {
			tc.Players = append(tc.Players, rules.PlayerConfig{Name: p.Name, Range: p.Range, Emperor: p.Emperor})
			if s.Sides() {
				// Each player's own life (a team-level life: each player's).
				l := p.Life
				if l == nil {
					l = t.Life
				}
				set.PlayerLife = append(set.PlayerLife, l)
			}
			ps := rules.PlayerSetup{Poison: p.Poison, Energy: p.Energy, Speed: p.Speed}
			var err error
			if ps.Hand, err = defs(p.Hand); err != nil {
				return nil, err
			}
			if ps.Graveyard, err = defs(p.Graveyard); err != nil {
				return nil, err
			}
			if ps.Exile, err = defs(p.Exile); err != nil {
				return nil, err
			}
			if ps.ExileCounters, err = exileCounters(p.Exile); err != nil {
				return nil, err
			}
			if p.Deck != "" {
				return nil, fmt.Errorf("player %s: deck: is not supported in scenarios yet; list the library instead", p.Name)
			}
			if ps.Library, err = defs(p.Library); err != nil {
				return nil, err
			}
			for _, c := range p.Battlefield {
				for i := 0; i < max(1, c.Count); i++ {
					perms = append(perms, permRef{c, pid, c.Line})
				}
			}
			set.Players = append(set.Players, ps)
			pid++
		}
		cfg.Teams = append(cfg.Teams, tc)
		if strings.EqualFold(t.Name, s.Starting) {
			cfg.StartingTeam = rules.TeamID(ti) // in teams and emperor, a side (rules/sides.go)
		}
		if s.Sides() {
			continue // life is set per player above
		}
		set.Life = append(set.Life, t.Life)
		set.Poison = append(set.Poison, t.Poison)
	}
	if cfg.StartingTeam == rules.NoTeam {
		cfg.StartingTeam = 0
	}
	for i, pr := range perms {
		d, err := cards.Def(pr.spec.Card)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", pr.line, err)
		}
		if !d.Implemented {
			return nil, fmt.Errorf("line %d: %s is not implemented by the engine yet", pr.line, d.Name)
		}
		ps := rules.PermanentSetup{Def: d, Controller: pr.player, Tapped: pr.spec.Tapped, Sick: pr.spec.Sick, Prepared: pr.spec.Prepared, Damage: pr.spec.Damage, AttachTo: -1}
		if pr.spec.Owner != "" {
			o, ok := playerIndex(s, pr.spec.Owner)
			if !ok {
				return nil, fmt.Errorf("line %d: owner: %q is not a player of this scenario", pr.line, pr.spec.Owner)
			}
			ps.Owner = &o
		}
		// A transforming double-faced card named by its back face, or with "face:" its
		// back face, starts transformed (CR 712.8e).
		switch face := pr.spec.Face; {
		case strings.EqualFold(face, "down"):
			ps.FaceDown = true // a face-down permanent (CR 708)
		case d.Flip != nil && (strings.EqualFold(pr.spec.Card, d.Flip.Name) && face == "" || strings.EqualFold(face, d.Flip.Name)):
			ps.Flipped = true // a flip card named by its flipped half, or with it as "face:" (CR 710.2)
		case d.Back != nil && (strings.EqualFold(pr.spec.Card, d.Back.Name) && face == "" || strings.EqualFold(face, d.Back.Name)):
			ps.Transformed = true
		case face != "" && !strings.EqualFold(face, d.Name):
			faces := []string{d.Name}
			for _, h := range []*rules.CardDef{d.Flip, d.Back} {
				if h != nil {
					faces = append(faces, h.Name)
				}
			}
			return nil, fmt.Errorf("line %d: %s has no face %q; expected down (face down, CR 708) or one of its faces: %s", pr.line, d.Name, face, strings.Join(faces, ", "))
		}
		if len(pr.spec.Counters) > 0 {
			ps.Counters = map[rules.CounterKind]int{}
			for k, n := range pr.spec.Counters {
				kind, ok := rules.ParseCounterKind(k)
				if !ok {
					return nil, fmt.Errorf("line %d: unknown counter kind %q; expected +1/+1, -1/-1 or loyalty", pr.line, k)
				}
				ps.Counters[kind] = n
			}
		}
		if pr.spec.Chosen != "" {
			if err := setChosen(&ps, pr.spec.Chosen); err != nil {
				return nil, fmt.Errorf("line %d: %w", pr.line, err)
			}
		}
		if pr.spec.Attached != "" {
			ps.AttachTo = -2
			for j, other := range perms {
				if j != i && strings.EqualFold(other.spec.Card, pr.spec.Attached) {
					ps.AttachTo = j
					break
				}
			}
			if ps.AttachTo < 0 {
				return nil, fmt.Errorf("line %d: attached: %q is not a permanent of this scenario", pr.line, pr.spec.Attached)
			}
		}
		set.Permanents = append(set.Permanents, ps)
	}
	set.Config = cfg
	if s.Turn != nil {
		t := -1
		for i, ts := range teams {
			if strings.EqualFold(ts.Name, s.Turn.Team) {
				t = i
			}
		}
		if t < 0 {
			t = int(cfg.StartingTeam)
		}
		st, err := mtg.ParseStep(s.Turn.Step)
		if err != nil {
			return nil, fmt.Errorf("turn: %v", err)
		}
		set.Turn = &rules.TurnSetup{Team: rules.TeamID(t), Step: st, Number: s.Turn.Number}
		for _, m := range s.Markers {
			ts := rules.TurnSetup{Team: rules.NoTeam}
			for i, t := range teams {
				if strings.EqualFold(t.Name, m.Team) {
					ts.Team = rules.TeamID(i)
				}
			}
			if ts.Step, err = mtg.ParseStep(m.Step); err != nil {
				return nil, fmt.Errorf("turn: %v", err)
			}
			set.Markers = append(set.Markers, ts)
		}
		if s.OwnTurns() {
			set.Turn.OfPlayer, set.Turn.Player = true, rules.NoPlayer
			pid := rules.PlayerID(0)
			for _, ts := range teams {
				for _, p := range ts.Players {
					if strings.EqualFold(p.Name, s.Turn.Player) || s.Turn.Player == "" && strings.EqualFold(ts.Name, s.Turn.Team) && set.Turn.Player == rules.NoPlayer {
						set.Turn.Player = pid
					}
					pid++
				}
			}
		}
	}
	return rules.NewFromSetup(set)
}

func defs(cs []CardSpec) ([]*rules.CardDef, error) {
	var out []*rules.CardDef
	for _, c := range cs {
		d, err := cards.Def(c.Card)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", c.Line, err)
		}
		if !d.Implemented {
			return nil, fmt.Errorf("line %d: %s is not implemented by the engine yet", c.Line, d.Name)
		}
		for i := 0; i < max(1, c.Count); i++ {
			out = append(out, d)
		}
	}
	return out, nil
}

// exileCounters lists the counters of the exiled cards cs, one entry per card as defs
// lists them (suspend's time counters); nil when none has any.
func exileCounters(cs []CardSpec) ([]map[rules.CounterKind]int, error) {
	var out []map[rules.CounterKind]int
	any := false
	for _, c := range cs {
		var m map[rules.CounterKind]int
		if len(c.Counters) > 0 {
			any = true
			m = map[rules.CounterKind]int{}
			for k, n := range c.Counters {
				kind, ok := rules.ParseCounterKind(k)
				if !ok {
					return nil, fmt.Errorf("line %d: unknown counter kind %q; expected one such as time or +1/+1", c.Line, k)
				}
				m[kind] = n
			}
		}
		for i := 0; i < max(1, c.Count); i++ {
			out = append(out, m)
		}
	}
	if !any {
		return nil, nil
	}
	return out, nil
}

// check evaluates one expectation against the game.
func check(g *rules.Game, e *Expectation) error {
	ok, got, err := eval(g, e)
	if err != nil {
		return fmt.Errorf("expect %q: %v", e.Text, err)
	}
	if ok == e.Negated {
		if d := g.Pending(); !g.Over() && d.Kind != rules.DecPriority && e.Kind != Choice && e.Kind != Priority {
			// A decision the script didn't expect is the usual cause: name it.
			return fmt.Errorf("expected %q, but %s (the game waits for: %s)", e.Text, got, g.PromptText(d))
		}
		return fmt.Errorf("expected %q, but %s", e.Text, got)
	}
	return nil
}

func eval(g *rules.Game, e *Expectation) (bool, string, error) {
	switch e.Kind {
	case TeamLife:
		if _, ok := sideNamed(g, e.Subject); ok {
			return false, "", fmt.Errorf("in %s life is each player's; expected a player's name", g.Rules().Variant)
		}
		if g.Config().Options.SharedTurns {
			p, ok := bind.PlayerByName(g, e.Subject)
			if !ok {
				return false, "", fmt.Errorf("with shared team turns life is each player's; expected a player's name, not %q", e.Subject)
			}
			return g.PlayerLife(p) == e.Number, fmt.Sprintf("%s has %d life", g.Player(p).Name, g.PlayerLife(p)), nil
		}
		t, err := teamOf(g, e.Subject)
		if err != nil {
			return false, "", err
		}
		l := g.Team(t).Life
		return l == e.Number, fmt.Sprintf("%s has %d life", g.Team(t).Name, l), nil
	case Poison:
		var n int
		if t, ok := bind.TeamByName(g, e.Subject); ok {
			n = g.Team(t).Poison
			if !g.Rules().SharedPoison() {
				n = 0
				for _, p := range g.Members(t) {
					n += g.Player(p).Poison
				}
			}
		} else if p, ok := bind.PlayerByName(g, e.Subject); ok {
			n = g.PlayerPoison(p)
		} else {
			return false, "", fmt.Errorf("unknown team or player %q", e.Subject)
		}
		return n == e.Number, fmt.Sprintf("%s has %d poison", e.Subject, n), nil
	case Energy, Speed:
		p, ok := bind.PlayerByName(g, e.Subject)
		if !ok {
			return false, "", fmt.Errorf("unknown player %q", e.Subject)
		}
		n, what := g.Player(p).Energy, "energy"
		if e.Kind == Speed {
			n, what = g.Player(p).Speed, "speed"
		}
		return n == e.Number, fmt.Sprintf("%s has %d %s", e.Subject, n, what), nil
	case Outcome:
		state := outcome(g)
		switch strings.ToLower(e.Word) {
		case "continues":
			return !g.Over(), state, nil
		case "draw":
			return g.Over() && g.Winner() == rules.NoTeam, state, nil
		}
		if sd, ok := sideNamed(g, e.Subject); ok {
			if strings.EqualFold(e.Word, "wins") {
				return g.SideWon(sd), state, nil
			}
			return g.SideLost(sd), state, nil // CR 809.5b: an emperor's team with them
		}
		t, err := teamOf(g, e.Subject)
		if err != nil {
			return false, "", err
		}
		if strings.EqualFold(e.Word, "wins") && g.Rules().Variant.OwnTurns() {
			return g.Over() && g.Won(t), state, nil
		}
		if strings.EqualFold(e.Word, "wins") {
			return g.Over() && g.Winner() == t, state, nil
		}
		if p, ok := bind.PlayerByName(g, e.Subject); ok && g.Player(p).Lost {
			return true, state, nil // CR 800.4a: left alone, their team playing on
		}
		return g.Team(t).Lost, state, nil
	case InRange, SeesHand:
		subj, ok := bind.PlayerByName(g, e.Subject)
		other, ok2 := bind.PlayerByName(g, e.Owner)
		if !ok || !ok2 {
			return false, "", fmt.Errorf("unknown player %q or %q", e.Subject, e.Owner)
		}
		if e.Kind == SeesHand {
			sees := g.SeesHand(subj, other)
			return sees, fmt.Sprintf("%s %s %s's hand", e.Subject, either(sees, "sees", "does not see"), e.Owner), nil
		}
		in := g.InRange(other, subj)
		return in, fmt.Sprintf("%s is %s range of %s", e.Subject, either(in, "in", "out of"), e.Owner), nil
	case ZoneSize:
		p, ok := bind.PlayerByName(g, e.Subject)
		if !ok {
			return false, "", fmt.Errorf("unknown player %q", e.Subject)
		}
		n := len(zoneOf(g, p, e.Zone))
		return n == e.Number, fmt.Sprintf("%s has %d in %s", e.Subject, n, e.Zone), nil
	case Where:
		found, err := where(g, e)
		return found, fmt.Sprintf("%s is %s", e.Subject, locate(g, e.Subject)), err
	case Controller:
		id, err := permanent(g, e.Subject)
		if err != nil {
			return false, "", err
		}
		p, ok := bind.PlayerByName(g, e.Owner)
		if !ok {
			return false, "", fmt.Errorf("unknown player %q", e.Owner)
		}
		c := g.Obj(id).Controller
		return c == p, fmt.Sprintf("%s controls it", g.Player(c).Name), nil
	case PT:
		id, err := permanent(g, e.Subject)
		if err != nil {
			return false, "", err
		}
		o := g.Obj(id)
		return o.Cur.Power == e.Number && o.Cur.Toughness == e.Number2, fmt.Sprintf("it is %d/%d", o.Cur.Power, o.Cur.Toughness), nil
	case FaceDown, FaceUp:
		id, err := permanent(g, e.Subject)
		if err != nil {
			return false, "", err
		}
		down := g.Obj(id).FaceDown()
		word := "face up"
		if down {
			word = "face down"
		}
		return down == (e.Kind == FaceDown), "it is " + word, nil
	case Designated:
		id, err := permanent(g, e.Subject)
		if err != nil {
			return false, "", err
		}
		d, _ := rules.ParseDesignation(e.Word)
		has, got := g.Obj(id).Designations, "it has no designation"
		if has != 0 {
			got = "it is " + has.String()
		}
		return has&d == d, got, nil
	case Tapped, Untapped, Prepared, Unprepared:
		id, err := permanent(g, e.Subject)
		if err != nil {
			return false, "", err
		}
		o := g.Obj(id)
		t, word := o.Tapped, "tapped"
		if e.Kind == Prepared || e.Kind == Unprepared {
			t, word = o.Prepared, "prepared"
		}
		if !t {
			word = "un" + word
		}
		return t == (e.Kind == Tapped || e.Kind == Prepared), "it is " + word, nil
	case Has:
		id, err := permanent(g, e.Subject)
		if err != nil {
			return false, "", err
		}
		k, ok := rules.ParseKeyword(e.Word)
		if !ok {
			return false, "", fmt.Errorf("unknown keyword %q", e.Word)
		}
		return g.Obj(id).Has(k), "its keywords differ", nil
	case IsType:
		id, err := permanent(g, e.Subject)
		if err != nil {
			return false, "", err
		}
		t, ok := rules.ParseCardType(e.Word)
		if !ok {
			// A subtype: "Hill Giant is a Coward" (case-insensitive).
			for _, st := range g.Obj(id).Cur.Subtypes {
				if strings.EqualFold(st, e.Word) {
					return true, "", nil
				}
			}
			return false, "its subtypes are " + strings.Join(g.Obj(id).Cur.Subtypes, " "), nil
		}
		return g.Obj(id).Is(t), "its types differ", nil
	case Counters:
		id, err := permanent(g, e.Subject)
		if err != nil {
			// An exiled card carries counters too (suspend's time counters, CR 702.62a).
			if x, xerr := exiled(g, e.Subject); xerr == nil {
				id, err = x, nil
			}
		}
		if err != nil {
			return false, "", err
		}
		k, ok := rules.ParseCounterKind(e.Word)
		if !ok {
			return false, "", fmt.Errorf("unknown counter kind %q", e.Word)
		}
		n := int(g.Obj(id).Counters[k])
		return n == e.Number, fmt.Sprintf("it has %d", n), nil
	case Step:
		st, err := mtg.ParseStep(e.Word)
		if err != nil {
			return false, "", err
		}
		return g.Step() == st, fmt.Sprintf("the step is %s", g.Step()), nil
	case TurnTeam:
		if sd, ok := sideNamed(g, e.Subject); ok {
			return g.SideOf(g.ActiveTeam()) == sd, fmt.Sprintf("it is %s's turn", g.Team(g.ActiveTeam()).Name), nil
		}
		t, err := teamOf(g, e.Subject)
		if err != nil {
			return false, "", err
		}
		return g.ActiveTeam() == t, fmt.Sprintf("it is %s's turn", g.Team(g.ActiveTeam()).Name), nil
	case TurnNumber:
		return g.TurnNumber() == e.Number, fmt.Sprintf("it is turn %d", g.TurnNumber()), nil
	case Priority:
		if sd, ok := sideNamed(g, e.Subject); ok {
			d := g.Pending()
			return d.Kind == rules.DecPriority && g.SideOf(d.Team) == sd, "the game waits for: " + g.PromptText(d), nil
		}
		t, err := teamOf(g, e.Subject)
		if err != nil {
			return false, "", err
		}
		d := g.Pending()
		return d.Kind == rules.DecPriority && d.Team == t, "the game waits for: " + g.PromptText(d), nil
	case StackSize:
		n := len(g.Stack())
		return n == e.Number, fmt.Sprintf("the stack holds %d", n), nil
	case Marker:
		return checkMarker(g, e)
	case Choice:
		d := g.Pending()
		if d.Kind != rules.DecChoice && d.Kind != rules.DecDiscard && d.Kind != rules.DecBottom {
			return false, "the game waits for: " + g.PromptText(d), nil
		}
		if p, ok := bind.PlayerByName(g, e.Subject); ok {
			// The player a choice is for, or the player making it for them (CR 805.8).
			return d.Player == p || d.Player == rules.NoPlayer && d.Team == g.TeamOf(p) || d.DecidedBy == p, "the choice is " + g.PromptText(d), nil
		}
		if sd, ok := sideNamed(g, e.Subject); ok {
			return g.SideOf(d.Team) == sd, "the choice is " + g.PromptText(d), nil
		}
		t, err := teamOf(g, e.Subject)
		if err != nil {
			return false, "", err
		}
		return d.Team == t, "the choice is " + g.PromptText(d), nil
	}
	return false, "", fmt.Errorf("unsupported expectation")
}

func outcome(g *rules.Game) string {
	if !g.Over() {
		return "the game continues"
	}
	if g.Winner() == rules.NoTeam {
		return "the game is a draw (" + bind.EndReason(g) + ")"
	}
	if g.Rules().Variant.OwnTurns() && g.NumSides() < g.NumTeams() {
		return g.Side(g.SideOf(g.Winner())).Name + " won (" + bind.EndReason(g) + ")"
	}
	return g.Team(g.Winner()).Name + " won (" + bind.EndReason(g) + ")"
}

// teamOf names a team directly or through one of its players.
// sideNamed finds a side that is not also a team or player by that name: in teams and
// emperor, a team of the file, whose players play in seats of their own.
func sideNamed(g *rules.Game, name string) (rules.SideID, bool) {
	if _, ok := bind.TeamByName(g, name); ok {
		return rules.NoSide, false
	}
	if _, ok := bind.PlayerByName(g, name); ok {
		return rules.NoSide, false
	}
	return bind.SideByName(g, name)
}

func teamOf(g *rules.Game, name string) (rules.TeamID, error) {
	if t, ok := bind.TeamByName(g, name); ok {
		return t, nil
	}
	if p, ok := bind.PlayerByName(g, name); ok {
		return g.TeamOf(p), nil
	}
	return rules.NoTeam, fmt.Errorf("unknown team or player %q", name)
}

func zoneOf(g *rules.Game, p rules.PlayerID, zone string) []rules.ObjID {
	switch strings.ToLower(zone) {
	case "hand":
		return g.Zone(p, rules.ZoneHand)
	case "library":
		return g.Zone(p, rules.ZoneLibrary)
	case "graveyard":
		return g.Zone(p, rules.ZoneGraveyard)
	case "exile":
		return g.Zone(p, rules.ZoneExile)
	}
	return nil
}

func parseRef(s string) notation.Ref {
	a, err := notation.Parse("X plays " + s)
	if err != nil {
		return notation.Ref{Name: s}
	}
	return a.(notation.PlayLand).Card
}

// permanent finds an object on the battlefield by reference.
func permanent(g *rules.Game, subject string) (rules.ObjID, error) {
	return bind.FindRef(g, parseRef(subject), g.Battlefield())
}

// exiled finds the exiled card subject names (in any player's exile).
func exiled(g *rules.Game, subject string) (rules.ObjID, error) {
	var all []rules.ObjID
	for p := range g.NumPlayers() {
		all = append(all, g.Zone(rules.PlayerID(p), rules.ZoneExile)...)
	}
	return bind.FindRef(g, parseRef(subject), all)
}

// stackObjects lists the spells on the stack and the sources of its abilities, each once
// (two triggers of one Soul Warden don't make "Soul Warden on stack" ambiguous).
func stackObjects(g *rules.Game) []rules.ObjID {
	var out []rules.ObjID
	seen := map[rules.ObjID]bool{}
	for _, s := range g.Stack() {
		if !seen[s.Obj] {
			seen[s.Obj] = true
			out = append(out, s.Obj)
		}
	}
	return out
}

func where(g *rules.Game, e *Expectation) (bool, error) {
	ref := parseRef(e.Subject)
	var scope []rules.ObjID
	switch strings.ToLower(e.Zone) {
	case "battlefield":
		scope = g.Battlefield()
	case "stack":
		scope = stackObjects(g)
	default:
		if e.Owner != "" {
			p, ok := bind.PlayerByName(g, e.Owner)
			if !ok {
				return false, fmt.Errorf("unknown player %q", e.Owner)
			}
			scope = zoneOf(g, p, e.Zone)
		} else {
			for i := range rules.PlayerID(g.NumPlayers()) {
				scope = append(scope, zoneOf(g, rules.PlayerID(i), e.Zone)...)
			}
		}
	}
	// The reference resolves as in an action (notation contract, "Clarifications"): its
	// controller and ordinal count ("Warrior Token#3 on battlefield" needs a third Warrior
	// Token there, "Bob's Grizzly Bears" one that Bob controls), and a reference that fits
	// several objects there is refused as ambiguous. "no X" asserts there is none, which
	// can't be ambiguous.
	_, err := bind.FindRef(g, ref, scope)
	var amb *bind.AmbiguousError
	if errors.As(err, &amb) && !e.Negated {
		return false, err
	}
	return err == nil || amb != nil, nil
}

// locate says where objects of a name are, for failure messages.
func locate(g *rules.Game, name string) string {
	var where []string
	for i := 0; i < g.NumObjects(); i++ {
		o := g.Obj(rules.ObjID(i))
		if strings.EqualFold(o.Def.Name, name) && o.Zone != rules.ZoneNone {
			where = append(where, o.Zone.String())
		}
	}
	if len(where) == 0 {
		return "nowhere"
	}
	return "in " + strings.Join(where, ", ")
}

// checkMarker checks a Grand Melee turn marker expectation (CR 807.4).
func checkMarker(g *rules.Game, e *Expectation) (bool, string, error) {
	ms := g.Markers()
	if g.Rules().Variant != rules.GrandMelee {
		return false, "", fmt.Errorf("turn markers are Grand Melee's; this game is %s", g.Rules().Variant)
	}
	if e.Word == "markers" {
		return len(ms) == e.Number, fmt.Sprintf("the game has %d turn markers", len(ms)), nil
	}
	var m *rules.MarkerInfo
	for i := range ms {
		if ms[i].Number == e.Number {
			m = &ms[i]
		}
	}
	if m == nil {
		return false, fmt.Sprintf("turn marker %d is not in the game", e.Number), nil
	}
	holder := g.Player(m.Player).Name
	switch e.Word {
	case "waiting":
		return m.Waiting, fmt.Sprintf("turn marker %d is %s's, waiting %v", m.Number, holder, m.Waiting), nil
	case "step":
		st, err := mtg.ParseStep(e.Subject)
		if err != nil {
			return false, "", err
		}
		inTurn := !m.Waiting && !m.Ready
		return inTurn && m.Step == st, fmt.Sprintf("turn marker %d is %s's, in step %s (taking a turn: %v)", m.Number, holder, m.Step, inTurn), nil
	case "stack":
		return m.Stack == e.Number2, fmt.Sprintf("turn marker %d's stack holds %d", m.Number, m.Stack), nil
	case "removal":
		return m.Removal == e.Number2, fmt.Sprintf("turn marker %d is designated for removal %d times", m.Number, m.Removal), nil
	}
	p, ok := bind.PlayerByName(g, e.Subject)
	if !ok {
		return false, "", fmt.Errorf("unknown player %q", e.Subject)
	}
	return m.Player == p, fmt.Sprintf("turn marker %d is %s's", m.Number, holder), nil
}

// either returns yes when b holds, else no: the word of an expectation's state.
func either(b bool, yes, no string) string {
	if b {
		return yes
	}
	return no
}

// setChosen sets the value a permanent of a scenario chose as it entered: a color, odd or
// even, or a creature type (CR 205.3m), each of its own kind (rules/chosen.go).
func setChosen(ps *rules.PermanentSetup, v string) error {
	if c, ok := rules.ParseColor(v); ok {
		ps.Chosen = &c
		return nil
	}
	switch strings.ToLower(v) {
	case "odd":
		ps.ChosenParity = rules.Odd
		return nil
	case "even":
		ps.ChosenParity = rules.Even
		return nil
	}
	for _, t := range rules.CreatureTypes() {
		if strings.EqualFold(t, v) {
			ps.ChosenSubtype = t
			return nil
		}
	}
	return fmt.Errorf("chosen %q: expected a color (white, blue, black, red, green), odd or even, or a creature type (CR 205.3m)", v)
}
