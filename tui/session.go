package tui

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/ettinmtg/ettin/ai"
	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/mtg"
	"github.com/ettinmtg/ettin/rules"
)

// Stop settings: when a person is asked at priority.
const (
	StopsMain = "main" // at the team's main phases, and when the person can respond
	StopsAll  = "all"  // at every priority
)

// Session plays a game at a terminal: people type actions, computer players act by
// themselves, and the screen is drawn from the view of the person deciding.
//
// Who decides: a player's own decision (mulligan, discard, a choice) is the player's; a
// team decision other than priority (attacks, blocks, damage assignment, a team choice)
// is the team's primary player's (CR 805.2). At a team's priority, the team's computer
// players act first, then a person of the team is asked (and passing passes for the
// team); a team with no person plays it all by the primary player's policy.
type Session struct {
	Game *rules.Game
	// Policies are the computer players, indexed like Game.Players; nil marks a person.
	Policies []ai.Policy
	// Labels say who plays each seat, for the screen ("heuristic · Red Blitz").
	Labels []string
	In     *Input
	Out    io.Writer
	Style  Style
	// Stops is StopsMain or StopsAll.
	Stops string
	// Title is the screen's first line.
	Title string
	// Save is called at each decision of a person and at the end (to save the replay).
	Save func() error
	// CardCost and CardText describe cards for the screen and the card command.
	CardCost func(name string) string
	CardText func(name string) (string, error)
	// Width and Height are the screen's size when Size is nil (0: Width() columns, and
	// as many lines as the screen takes).
	Width, Height int
	// Size, when set, gives the terminal's size at each drawing.
	Size func() (width, height int)
	// ConfirmPass asks before passing in the team's main phase while the person could
	// still play a land or cast a spell (the confirm command toggles it).
	ConfirmPass bool
	// Rebuild makes the game again from the start and the given action lines of its log,
	// for undo; nil disables undo.
	Rebuild func(actions []string) (*rules.Game, error)

	viewer    rules.PlayerID // the person the screen was last drawn for
	viewerSet bool
	until     func() bool // set by "go to" and "resolve": pass until it holds
	legal     []rules.Action
	legalAt   [2]uint64 // the position legal was listed in: hash and log length
	streak    int       // computer teammates' actions in a row in one priority window
	passed    bool      // the person passed in the team's main phase: a computer teammate may act
	proposal  proposal  // what a computer teammate would do, kept for the position it was made in
	passes    map[int]rules.TeamID
	undoAt    int    // the number of action lines after the person's last action (0: nothing to undo)
	lastMsg   string // the message under the screen, drawn again on resize
	note      string // a message for the next screen drawn
	whole     bool   // draw the whole screen, whatever the terminal's height
}

// errQuit ends Run when the person abandons the game.
var errQuit = errors.New("abandoned")

// Run plays until the game is over or a person abandons it. It returns abandoned true when
// the game was left unfinished; err reports a computer player's refused action or a save
// error.
func (s *Session) Run() (abandoned bool, err error) {
	for !s.Game.Over() {
		g := s.Game // undo replaces the game
		if s.In.Interrupted() && s.confirmQuit() {
			return true, nil
		}
		d := g.Pending()
		var err error
		if d.Kind == rules.DecPriority && d.DecidedBy == rules.NoPlayer {
			err = s.priority(d.Team)
		} else {
			seat := ai.Seat(g)
			if seat == rules.NoPlayer || int(seat) >= len(s.Policies) {
				return false, fmt.Errorf("no seat decides %v", d.Kind)
			}
			if s.Policies[seat] != nil {
				err = s.computer(seat)
			} else {
				err = s.ask(seat)
			}
		}
		if errors.Is(err, errQuit) {
			return true, nil
		}
		if err != nil {
			return false, err
		}
	}
	if s.Save != nil {
		if err := s.Save(); err != nil {
			return false, err
		}
	}
	s.drawEnd()
	return false, nil
}

// people lists the seats of team t played by people.
func (s *Session) people(t rules.TeamID) []rules.PlayerID {
	var out []rules.PlayerID
	for _, p := range s.Game.Members(t) {
		if int(p) < len(s.Policies) && s.Policies[p] == nil {
			out = append(out, p)
		}
	}
	return out
}

func (s *Session) isPerson(p rules.PlayerID) bool {
	return p >= 0 && int(p) < len(s.Policies) && s.Policies[p] == nil
}

// computer lets seat p's policy act.
func (s *Session) computer(p rules.PlayerID) error {
	g := s.Game
	pol := s.Policies[p]
	sit := ai.NewSituation(g, p, 0)
	a := pol.Act(sit)
	sit.Done()
	if err := s.apply(a); err != nil {
		// Fall back on the first legal action rather than stopping the game.
		acts := g.LegalActions()
		if len(acts) == 0 || s.apply(acts[0]) != nil {
			return fmt.Errorf("%s (%s) chose %q, which was refused: %v", g.Player(p).Name, pol.Name(), bind.FormatAction(g, a), err)
		}
	}
	return nil
}

// autoPass reports whether person p's team passes without asking p.
func (s *Session) autoPass(p rules.PlayerID) bool {
	g := s.Game
	if s.until != nil {
		if s.until() {
			s.until = nil
			return false
		}
		return true
	}
	if s.Stops == StopsAll {
		return false
	}
	myTeam := g.TeamOf(p)
	step := g.Step()
	if g.ActiveTeam() == myTeam && (step == rules.Main1 || step == rules.Main2) {
		return false
	}
	if !s.canAct(myTeam) {
		return true
	}
	if len(g.Stack()) > 0 {
		return false
	}
	if step == rules.DeclareAttackers || step == rules.DeclareBlockers {
		for _, id := range g.Battlefield() {
			if _, ok := g.Attacking(id); ok {
				return false
			}
		}
	}
	return !(g.ActiveTeam() != myTeam && step == rules.EndStep)
}

// canAct reports whether a person of team t has a legal action other than passing.
func (s *Session) canAct(t rules.TeamID) bool {
	for _, a := range s.Game.LegalActions() {
		if a.Kind != rules.ActPass && s.isPerson(a.Player) && s.Game.TeamOf(a.Player) == t {
			return true
		}
	}
	return false
}

// ask asks person p for the pending decision until an action is applied.
func (s *Session) ask(p rules.PlayerID) error {
	s.until = nil // any decision asked of a person ends "go to" and "resolve"
	if err := s.handOff(p); err != nil {
		return err
	}
	if s.Save != nil {
		if err := s.Save(); err != nil {
			return err
		}
	}
	s.draw(p, "")
	for {
		fmt.Fprint(s.Out, s.prompt(p))
		line, err := s.In.LineOrResize()
		if errors.Is(err, ErrResized) {
			s.draw(p, s.lastMsg)
			continue
		}
		switch {
		case err != nil && s.In.Final():
			fmt.Fprintln(s.Out, "\nEnd of input: the game is left unfinished.")
			return errQuit
		case err != nil:
			fmt.Fprintln(s.Out)
			if s.confirmQuit() {
				return errQuit
			}
			continue
		}
		if !s.In.Interactive() {
			fmt.Fprintln(s.Out, line) // echo scripted input, so that a transcript reads well
		}
		done, err := s.command(p, strings.TrimSpace(line))
		if errors.Is(err, errQuit) {
			return err
		}
		if err != nil {
			fmt.Fprintln(s.Out, s.Style.Err("✗ "+oneLine(err.Error())))
			continue
		}
		if done {
			s.lastMsg = ""
			return nil
		}
	}
}

// prompt is person p's prompt, with the turn, step and life totals (which a small screen
// leaves out): "Ann [turn 3 Boros main1 · Boros 30 · Golgari 28]> ".
func (s *Session) prompt(p rules.PlayerID) string {
	g := s.Game
	parts := []string{"mulligans"}
	if n := g.TurnNumber(); n > 0 {
		parts[0] = fmt.Sprintf("turn %d %s %s", n, g.Team(g.ActiveTeam()).Name, g.Step())
	}
	for ti := range rules.TeamID(g.NumTeams()) {
		t := g.Team(rules.TeamID(ti))
		part := fmt.Sprintf("%s %d", t.Name, t.Life)
		if t.Poison > 0 {
			part += fmt.Sprintf(" (%d poison)", t.Poison)
		}
		parts = append(parts, part)
	}
	return s.Style.Bold(fmt.Sprintf("%s [%s]> ", g.Player(p).Name, strings.Join(parts, " · ")))
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// confirmQuit asks whether to abandon the game; end of input means yes.
func (s *Session) confirmQuit() bool {
	fmt.Fprint(s.Out, "Abandon this game? The replay is saved either way. [y/N] ")
	line, err := s.In.Line()
	if err != nil {
		fmt.Fprintln(s.Out)
		return !errors.Is(err, ErrInterrupt)
	}
	a := strings.ToLower(strings.TrimSpace(line))
	return a == "y" || a == "yes"
}

// handOff asks for the keyboard to change hands when the screen passes from a person of
// one team to a person of the other (hot seat), so that hands stay hidden.
func (s *Session) handOff(p rules.PlayerID) error {
	g := s.Game
	defer func() { s.viewer, s.viewerSet = p, true }()
	if !s.viewerSet || g.TeamOf(s.viewer) == g.TeamOf(p) {
		return nil
	}
	// Clear the screen and the scrollback first: the previous player's hand must not be
	// left on the screen or scrolled back to; no hand is drawn before the Enter.
	fmt.Fprint(s.Out, s.Style.ClearAll())
	fmt.Fprintf(s.Out, "Pass the keyboard to %s (%s) and press Enter. ", g.Player(p).Name, g.Team(g.TeamOf(p)).Name)
	if _, err := s.In.Line(); err != nil && !errors.Is(err, io.EOF) {
		if s.confirmQuit() {
			return errQuit
		}
	}
	return nil
}

// screen renders p's view.
func (s *Session) screen(p rules.PlayerID, status string) string {
	g := s.Game
	labels := make([]string, g.NumPlayers())
	for i := range labels {
		l := ""
		if i < len(s.Labels) {
			l = s.Labels[i]
		}
		switch {
		case rules.PlayerID(i) == p:
			l = join("you", l)
		case s.isPerson(rules.PlayerID(i)):
			l = join("person", l)
		}
		labels[i] = l
	}
	var v rules.View
	if p == rules.NoPlayer {
		v = Omniscient(g)
	} else {
		v = g.ViewFor(p)
	}
	width, height := s.Width, s.Height
	if s.Size != nil {
		width, height = s.Size()
	}
	if width == 0 {
		width = Width()
	}
	if s.whole {
		height = 0
	}
	sc := Screen{Style: s.Style, Width: width, Height: height, Title: s.Title, Labels: labels, CardCost: s.CardCost, Status: status,
		Passes: s.passNames(), StackText: StackTexts(g)}
	return sc.Render(v)
}

func join(a, b string) string {
	if b == "" {
		return a
	}
	return a + " · " + b
}

// draw draws the screen for person p, with what they are asked.
func (s *Session) draw(p rules.PlayerID, msg string) {
	g := s.Game
	d := g.Pending()
	var st []string
	name := g.Player(p).Name
	switch d.Kind {
	case rules.DecPriority:
		st = append(st, s.Style.Warn(fmt.Sprintf("Your priority, %s: an action, Enter to pass, legal for a list, help.", name)))
	default:
		st = append(st, s.Style.Warn(fmt.Sprintf("Your decision, %s. Type a number or an action (help for more):", name)))
		acts := s.legalFor()
		for i, a := range acts {
			if i == 12 {
				st = append(st, fmt.Sprintf("  … %d more: type legal to list them all", len(acts)-12))
				break
			}
			st = append(st, fmt.Sprintf("  %2d. %s", i+1, bind.FormatAction(g, a)))
		}
	}
	if d.Kind != rules.DecPriority && d.Player == rules.NoPlayer {
		if sug := s.suggestion(p); sug != "" {
			st = append(st, sug)
		}
	}
	if d.Kind == rules.DecPriority && s.personFirst(g.TeamOf(p)) {
		if pr := s.teammate(g.TeamOf(p)); pr.ok {
			st = append(st, s.Style.Info(fmt.Sprintf("%s proposes %s: act first, or Enter lets it.",
				g.Player(pr.player).Name, bind.FormatAction(g, pr.action))))
		}
	}
	if msg == "" {
		msg, s.note = s.note, ""
	}
	if msg != "" {
		st = append(st, msg)
	}
	s.lastMsg = msg
	fmt.Fprint(s.Out, s.Style.ClearScreen()+s.screen(p, strings.Join(st, "\n  ")))
}

// suggestion is what a computer teammate of person p would do about the pending team
// decision (teammates talk it over, CR 805.2), with its number in the list: "Abe
// (heuristic) suggests 5: Boros attacks with ...". It is "" without such a teammate.
func (s *Session) suggestion(p rules.PlayerID) string {
	g := s.Game
	for _, q := range g.Members(g.TeamOf(p)) {
		if s.isPerson(q) {
			continue
		}
		sit := ai.NewSituation(g, q, 0)
		line := bind.FormatAction(g, s.Policies[q].Act(sit))
		sit.Done()
		num := ""
		for i, a := range s.legalFor() {
			if bind.FormatAction(g, a) == line {
				num = fmt.Sprintf(" %d", i+1)
				break
			}
		}
		return s.Style.Info(fmt.Sprintf("%s (%s) suggests%s: %s", g.Player(q).Name, s.Policies[q].Name(), num, line))
	}
	return ""
}

// drawEnd draws the final screen.
func (s *Session) drawEnd() {
	g := s.Game
	p := s.viewer
	if !s.viewerSet {
		p = rules.NoPlayer
	}
	result := "The game is a draw"
	if w := g.Winner(); w != rules.NoTeam {
		result = g.Side(g.SideOf(w)).Name + " wins" // the winner's team (CR 102.3), or the player alone
	}
	if r := bind.EndReason(g); r != "" {
		result += ": " + r
	}
	fmt.Fprint(s.Out, s.Style.ClearScreen()+s.screen(p, s.Style.Bold(result)))
}

// legalFor lists the legal actions person p's side may take now (numbered by "legal").
func (s *Session) legalFor() []rules.Action {
	g := s.Game
	if h := [2]uint64{g.Hash(), uint64(g.JournalLen())}; h != s.legalAt || s.legal == nil {
		s.legal = s.legal[:0]
		controls := g.Pending().DecidedBy != rules.NoPlayer // a person controlling another team (CR 805.8)
		for _, a := range g.LegalActions() {
			if a.Player == rules.NoPlayer || s.isPerson(a.Player) || controls {
				s.legal = append(s.legal, a)
			}
		}
		s.legalAt = h
	}
	return s.legal
}

// command carries out one line typed by person p. done reports that the game moved on.
func (s *Session) command(p rules.PlayerID, line string) (done bool, err error) {
	g := s.Game
	word, arg, _ := strings.Cut(line, " ")
	arg = strings.TrimSpace(arg)
	switch strings.ToLower(word) {
	case "", "pass":
		if arg != "" {
			break
		}
		if g.Pending().Kind != rules.DecPriority {
			return false, errors.New("this decision can't be skipped: type a number from the list or an action (help for more)")
		}
		return s.passAsked(p)
	case "undo", "takeback":
		return s.undo(p)
	case "confirm":
		switch arg {
		case "on":
			s.ConfirmPass = true
		case "off":
			s.ConfirmPass = false
		default:
			return false, fmt.Errorf("expected confirm on (ask before passing with a land to play or a spell to cast in your main phase) or confirm off; it is %s", onOff(s.ConfirmPass))
		}
		fmt.Fprintf(s.Out, "Confirm passing: %s\n", arg)
		return false, nil
	case "help", "?", "h":
		fmt.Fprint(s.Out, s.whoIsWho(p)+helpText)
		return false, nil
	case "quit", "exit", "q":
		if s.confirmQuit() {
			return false, errQuit
		}
		return false, nil
	case "legal", "l":
		acts := s.legalFor()
		for i, a := range acts {
			fmt.Fprintf(s.Out, "  %2d. %s\n", i+1, bind.FormatAction(g, a))
		}
		return false, nil
	case "redraw", "r":
		s.draw(p, "")
		return false, nil
	case "look":
		// The whole screen, not fitted to the terminal's height: what a small terminal cuts.
		s.whole = true
		s.draw(p, "")
		s.whole = false
		return false, nil
	case "log":
		n := 40
		if arg != "" {
			if n = parseNumber(arg); n <= 0 {
				return false, fmt.Errorf("expected log N, a number of lines; got %q", arg)
			}
		}
		v := g.ViewFor(p)
		for _, l := range LogTail(v, n) {
			fmt.Fprintln(s.Out, "  "+l)
		}
		return false, nil
	case "stops":
		if arg != StopsMain && arg != StopsAll {
			return false, fmt.Errorf("expected stops main (your main phases, and when you can respond) or stops all; stops are %s", s.Stops)
		}
		s.Stops = arg
		fmt.Fprintf(s.Out, "Stops: %s\n", arg)
		return false, nil
	case "card":
		return false, s.showCard(p, arg)
	case "resolve":
		if arg == "" {
			return s.resolveTop()
		}
	case "go":
		if st, ok := strings.CutPrefix(strings.ToLower(arg), "to "); ok {
			return s.goTo(st)
		}
	}
	if n := parseNumber(line); n > 0 {
		acts := s.legalFor()
		if n > len(acts) {
			return false, fmt.Errorf("no action %d: there are %d (type legal to list them)", n, len(acts))
		}
		if acts[n-1].Kind == rules.ActPass && g.Pending().Kind == rules.DecPriority {
			return s.passAsked(p)
		}
		return s.personAct(func() error { return s.apply(acts[n-1]) })
	}
	return s.action(p, line)
}

// whoIsWho names person p's team and opponents, for the help: "You are Ann, of Boros
// with Abe; your opponents are Bob and Bea, of Golgari."
func (s *Session) whoIsWho(p rules.PlayerID) string {
	g := s.Game
	names := func(t rules.TeamID, skip rules.PlayerID) string {
		var ns []string
		for _, q := range g.Members(t) {
			if q != skip {
				ns = append(ns, g.Player(q).Name)
			}
		}
		return orList(ns)
	}
	mine := g.TeamOf(p)
	out := fmt.Sprintf("You are %s, of %s with %s", g.Player(p).Name, g.Team(mine).Name, strings.Replace(names(mine, p), " or ", " and ", 1))
	for t := range rules.TeamID(g.NumTeams()) {
		if rules.TeamID(t) != mine {
			out += fmt.Sprintf("; your opponents are %s, of %s", strings.Replace(names(rules.TeamID(t), rules.NoPlayer), " or ", " and ", 1), g.Team(t).Name)
		}
	}
	return out + ".\n"
}

func parseNumber(s string) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 0 {
		return -1
	}
	return n
}

// resolveTop passes for the person's team until the top of the stack has resolved (the
// other team still decides for itself).
func (s *Session) resolveTop() (bool, error) {
	g := s.Game
	st := g.Stack()
	if len(st) == 0 {
		return false, errors.New("the stack is empty: nothing to resolve (use pass or go to <step>)")
	}
	if g.Pending().Kind != rules.DecPriority {
		return false, errors.New("can't resolve now: " + g.PromptText(g.Pending()))
	}
	n, top := len(st), st[len(st)-1]
	s.until = func() bool {
		cur := s.Game.Stack()
		return len(cur) < n || cur[n-1].Obj != top.Obj || cur[n-1].Ability != top.Ability
	}
	return true, s.pass(g.PriorityTeam())
}

// goTo passes for the person's team until a step begins (the other team still decides
// for itself); decisions other than priority stop it early.
func (s *Session) goTo(name string) (bool, error) {
	g := s.Game
	st, err := mtg.ParseStep(name)
	if err != nil {
		return false, err
	}
	if st == rules.Untap || st == rules.Cleanup {
		return false, fmt.Errorf("%s has no priority; expected a step such as main1, declare attackers, end", st)
	}
	if g.Pending().Kind != rules.DecPriority {
		return false, errors.New("can't go on now: " + g.PromptText(g.Pending()))
	}
	turn, step := g.TurnNumber(), g.Step()
	s.until = func() bool {
		g := s.Game
		return g.Step() == st && (g.TurnNumber() != turn || g.Step() != step)
	}
	return true, s.pass(g.PriorityTeam())
}

// verbs maps the verbs a person may type without a name (for themselves or their team) to
// the notation's verb; team verbs are marked with a leading "+".
var verbs = map[string]string{
	"cast": "casts", "casts": "casts", "play": "plays", "plays": "plays",
	"activate": "activates", "activates": "activates", "act": "activates", "tap": "taps", "taps": "taps",
	"keep": "keeps", "keeps": "keeps", "mulligan": "mulligans", "mulligans": "mulligans",
	"bottom": "bottoms", "bottoms": "bottoms", "concede": "concedes", "concedes": "concedes",
	"choose": "chooses", "chooses": "chooses", "discard": "chooses",
	"attack": "+attacks", "attacks": "+attacks", "block": "+blocks", "blocks": "+blocks",
	"declare": "+declares", "declares": "+declares", "assign": "+assigns", "assigns": "+assigns",
	"order": "+orders", "orders": "+orders",
}

// action applies a line of the notation typed by person p, after filling in the person's
// name where it begins with a verb and completing card-name prefixes.
func (s *Session) action(p rules.PlayerID, line string) (bool, error) {
	g := s.Game
	word, rest, _ := strings.Cut(line, " ")
	if v, ok := verbs[strings.ToLower(word)]; ok {
		who := g.Player(p).Name
		d := g.Pending()
		if strings.HasPrefix(v, "+") || (v == "chooses" && d.Player == rules.NoPlayer && d.Team != rules.NoTeam) {
			who = g.Team(g.TeamOf(p)).Name
		}
		line = who + " " + strings.TrimPrefix(v, "+") + " " + rest
	}
	word, _, _ = strings.Cut(line, " ")
	if q, ok := bind.PlayerByName(g, word); ok && !s.isPerson(q) && g.Pending().DecidedBy != p {
		return false, fmt.Errorf("%s is a computer player and acts by itself; you act for %s", g.Player(q).Name, g.Player(p).Name)
	}
	if strings.EqualFold(strings.TrimSpace(line), "pass") && g.Pending().Kind == rules.DecPriority {
		return s.passAsked(p)
	}
	// Try the line on a copy first: a mistake changes nothing, and what it would do can be
	// confirmed.
	try := func(l string) error { return bind.ApplyLineAs(g.Clone(), l, p) }
	err := try(line)
	if err != nil {
		exp, xerr := ExpandNames(line, s.names(p))
		if xerr != nil {
			return false, xerr
		}
		if exp == line {
			return false, err
		}
		if err2 := try(exp); err2 != nil {
			return false, fmt.Errorf("%q: %v", exp, err2)
		}
		fmt.Fprintln(s.Out, s.Style.Dim("read as: "+exp))
		line = exp
	}
	if q := s.question(p, line); q != "" && !s.confirm(q) {
		return false, nil
	}
	n := g.JournalLen()
	return s.personAct(func() error {
		pass := g.Pending().Kind == rules.DecPriority
		team := g.PriorityTeam()
		if err := bind.ApplyLineAs(g, line, p); err != nil {
			return err
		}
		if pass && isPass(g, n) {
			s.notePass(n, team)
		}
		return nil
	})
}

// names are the names person p may refer to: cards p's team can see, players, teams and
// the answers of a pending choice.
func (s *Session) names(p rules.PlayerID) []string {
	g := s.Game
	v := g.ViewFor(p)
	var out []string
	for _, pl := range v.Players {
		out = append(out, pl.Name)
		for _, c := range pl.Hand {
			out = append(out, c.Name)
		}
	}
	for _, t := range v.Teams {
		out = append(out, t.Name)
	}
	for _, pm := range v.Battlefield {
		out = append(out, pm.Name)
	}
	for _, it := range v.Stack {
		out = append(out, it.Name)
	}
	for _, o := range v.Pending.Options {
		out = append(out, o.Text)
	}
	return out
}

// showCard prints a card's cost, type line and text.
func (s *Session) showCard(p rules.PlayerID, name string) error {
	if s.CardText == nil {
		return errors.New("no card texts here")
	}
	if name == "" {
		return errors.New("expected card NAME")
	}
	if exp, err := ExpandNames(name, s.names(p)); err == nil {
		name = exp
	} else {
		return err
	}
	text, err := s.CardText(name)
	if err != nil {
		return err
	}
	fmt.Fprintln(s.Out, text)
	return nil
}

const helpText = `Type an action in the notation, or a command.
Actions (your name may be left out: "cast Shock targeting Bob"; card names may be cut
short when unambiguous among the cards you can see: "cast sho targeting bob"):
  Ann plays Mountain
  Ann casts Lightning Bolt targeting Bob          (targets comma separated)
  Ann casts Blaze with X=3 targeting Bob
  Ann activates Prodigal Sorcerer targeting Bea   (ability N for another ability)
  Ann taps Forest for {G}                         (costs are otherwise paid for you)
  Red attacks with Grizzly Bears -> Bob, Hill Giant -> Bea     / Red declares no attackers
  Blue blocks with Wall of Stone -> Grizzly Bears              / Blue declares no blockers
  Red assigns default                             (or Red assigns Dreadmaw -> 4 Wall, 2 Bob)
  Ann chooses red   Ann keeps   Ann mulligans   Ann bottoms Island, Forest   Ann concedes
Commands:
  Enter or pass    pass priority for your team (in your main phase a computer teammate
                   acts first if it wants to: it proposes, you act or let it)
  undo             take back your last action, while no other player has acted since
  confirm on|off   ask before passing in your main phase with a land to play or a spell
                   to cast (off at the start unless --confirm)
  legal            list the legal actions, numbered; a number takes one
  resolve          pass until the top of the stack has resolved
  go to STEP       pass until STEP: upkeep, draw, main1, declare attackers, end, main2...
  stops main|all   ask me at my team's main phases and when I can respond, or always
  card NAME        show a card's text
  log [N]          show the last N lines of the log (default 40)
  redraw           draw the screen again
  look             draw the whole screen, also what a small terminal leaves out
  quit             abandon the game (the replay is saved either way)
`
