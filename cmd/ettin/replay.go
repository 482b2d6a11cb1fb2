package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/notation"
	"github.com/ettinmtg/ettin/rules"
	"github.com/ettinmtg/ettin/tui"
)

func init() {
	register(command{name: "replay", summary: "step through a saved game: ettin replay [--as NAME] [--at N] FILE", run: replayCmd})
}

// replayMagic is the first line of a replay file.
const replayMagic = "ettin replay 1"

// replayFile is a saved game: the setup (seed, rules edition, seats with their decklists
// in library order before the shuffle) and the game log. Its text form is
//
//	ettin replay 1
//	seed 42
//	rules current
//	team Boros
//	player Ann human Red Blitz      (name, kind, deck name)
//	card 22 Mountain                (the deck, in order, one line per run of copies)
//	...
//	result Golgari wins: ...        (optional)
//	log
//	# Boros is chosen at random to take the first turn (CR 103.1a, 805.3)
//	Ann keeps
//	...
//
// Lines before "log" that begin with "#" are comments. After "log", every line is a
// line of the game log: an action line of the notation or an event line beginning "#".
type replayFile struct {
	Seed    uint64
	Edition rules.Edition
	Variant rules.Variant
	Options rules.Options
	Seats   []seat
	Result  string
	Log     []string
}

// seat is one player of a game: name, team, deck and who plays it.
type seat struct {
	Name     string
	Team     string
	Kind     string // human, random, heuristic or mcts
	DeckName string
	Cards    []*rules.CardDef // library before the shuffle
}

// teamsOf groups seats by team, in order of first appearance; the first seat of a team is
// its primary player (CR 805.2).
func teamsOf(seats []seat) []rules.TeamConfig {
	var teams []rules.TeamConfig
	for _, s := range seats {
		i := 0
		for i < len(teams) && !strings.EqualFold(teams[i].Name, s.Team) {
			i++
		}
		if i == len(teams) {
			teams = append(teams, rules.TeamConfig{Name: s.Team})
		}
		teams[i].Players = append(teams[i].Players, rules.PlayerConfig{Name: s.Name, Deck: s.Cards})
	}
	return teams
}

// orderSeats returns the seats in the game's player order (team by team), which is the
// order of g.Players.
func orderSeats(seats []seat) []seat {
	var out []seat
	for _, t := range teamsOf(seats) {
		for _, p := range t.Players {
			for _, s := range seats {
				if s.Name == p.Name {
					out = append(out, s)
				}
			}
		}
	}
	return out
}

// newGame sets up a game: the starting team is drawn with the game's generator.
func newGame(seed uint64, v rules.Variant, opts rules.Options, ed rules.Edition, seats []seat) (*rules.Game, error) {
	return rules.New(rules.Config{Variant: v, Options: opts, Edition: ed, Seed: seed, StartingTeam: rules.NoTeam, Teams: teamsOf(seats)})
}

// write writes the replay file in its text form.
func (r *replayFile) write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintln(bw, replayMagic)
	if r.Variant == rules.TwoHeadedGiant {
		fmt.Fprintln(bw, "# A Two-Headed Giant game saved by ettin play. Step through it with: ettin replay FILE")
	} else {
		article := "A"
		if r.Variant == rules.Emperor {
			article = "An"
		}
		fmt.Fprintf(bw, "# %s %s game saved by ettin play. Step through it with: ettin replay FILE\n", article, variantTitle(r.Variant))
	}
	fmt.Fprintf(bw, "seed %d\nrules %s\n", r.Seed, r.Edition)
	if r.Variant != rules.TwoHeadedGiant {
		fmt.Fprintf(bw, "variant %s\n", r.Variant)
	}
	if r.Options != (rules.Options{}) {
		fmt.Fprintf(bw, "options range %d attack %s", r.Options.Range, r.Options.Attack)
		if r.Options.Deploy {
			fmt.Fprint(bw, " deploy") // CR 804
		}
		if r.Options.SharedTurns {
			fmt.Fprint(bw, " shared-turns") // CR 805
		}
		fmt.Fprintln(bw)
	}
	for _, t := range teamsOf(r.Seats) {
		fmt.Fprintf(bw, "team %s\n", t.Name)
		for _, s := range r.Seats {
			if !strings.EqualFold(s.Team, t.Name) {
				continue
			}
			fmt.Fprintf(bw, "player %s %s %s\n", s.Name, s.Kind, s.DeckName)
			for i := 0; i < len(s.Cards); {
				j := i
				for j < len(s.Cards) && s.Cards[j] == s.Cards[i] {
					j++
				}
				fmt.Fprintf(bw, "card %d %s\n", j-i, s.Cards[i].Name)
				i = j
			}
		}
	}
	if r.Result != "" {
		fmt.Fprintf(bw, "result %s\n", r.Result)
	}
	fmt.Fprintln(bw, "log")
	for _, l := range r.Log {
		fmt.Fprintln(bw, l)
	}
	return bw.Flush()
}

// saveReplay writes the replay file at path (through a temporary file, so that a file
// being rewritten is never left half written).
func saveReplay(path string, r *replayFile) error {
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	if err := r.write(f); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	return os.Rename(tmp, path)
}

// readReplay parses a replay file; errors name the line.
func readReplay(rd io.Reader) (*replayFile, error) {
	sc := bufio.NewScanner(rd)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	r := &replayFile{}
	n := 0
	fail := func(format string, args ...any) error {
		return fmt.Errorf("line %d: %s", n, fmt.Sprintf(format, args...))
	}
	inLog, team := false, ""
	seen := map[string]bool{}
	for sc.Scan() {
		n++
		line := strings.TrimRight(sc.Text(), "\r")
		if n == 1 {
			if line != replayMagic {
				return nil, fail("not an ettin replay file (it should begin %q)", replayMagic)
			}
			continue
		}
		if inLog {
			if strings.TrimSpace(line) != "" {
				r.Log = append(r.Log, line)
			}
			continue
		}
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, rest, _ := strings.Cut(line, " ")
		if (key == "seed" || key == "rules" || key == "variant" || key == "result") && seen[key] {
			return nil, fail("%q given twice", key)
		}
		seen[key] = true
		switch key {
		case "seed":
			v, err := strconv.ParseUint(rest, 10, 64)
			if err != nil {
				return nil, fail("bad seed %q", rest)
			}
			r.Seed = v
		case "rules":
			ed, err := rules.ParseEdition(rest)
			if err != nil {
				return nil, fail("%v", err)
			}
			r.Edition = ed
		case "options":
			var rng int
			var attack string
			shared := strings.HasSuffix(rest, " shared-turns")
			rest = strings.TrimSuffix(rest, " shared-turns")
			deploy := strings.HasSuffix(rest, " deploy")
			if _, err := fmt.Sscanf(strings.TrimSuffix(rest, " deploy"), "range %d attack %s", &rng, &attack); err != nil || rng < 0 {
				return nil, fail("bad options %q; expected range N attack multiple|left|right [deploy] [shared-turns]", rest)
			}
			a, err := rules.ParseAttackOption(attack)
			if err != nil {
				return nil, fail("%v", err)
			}
			r.Options = rules.Options{Range: rng, Attack: a, Deploy: deploy, SharedTurns: shared}
		case "variant":
			v, err := rules.ParseVariant(rest)
			if err != nil {
				return nil, fail("%v", err)
			}
			r.Variant = v
		case "team":
			team = strings.TrimSpace(rest)
		case "player":
			f := strings.SplitN(rest, " ", 3)
			if len(f) < 2 || team == "" {
				return nil, fail("expected \"player NAME KIND DECK\" after a team line")
			}
			if !validKind(f[1]) {
				return nil, fail("unknown player kind %q; expected %s", f[1], strings.Join(kinds, ", "))
			}
			s := seat{Name: f[0], Kind: f[1], Team: team}
			if len(f) == 3 {
				s.DeckName = f[2]
			}
			r.Seats = append(r.Seats, s)
		case "card":
			if len(r.Seats) == 0 {
				return nil, fail("a card line before any player line")
			}
			num, name, _ := strings.Cut(rest, " ")
			k, err := strconv.Atoi(num)
			if err != nil || k < 1 || k > 1000 {
				return nil, fail("expected \"card COUNT NAME\"")
			}
			def, err := cards.Def(name)
			if err != nil {
				return nil, fail("%v", err)
			}
			s := &r.Seats[len(r.Seats)-1]
			for range k {
				s.Cards = append(s.Cards, def)
			}
		case "result":
			r.Result = rest
		case "log":
			if strings.TrimSpace(rest) != "" {
				return nil, fail("expected \"log\" alone on its line")
			}
			inLog = true
		default:
			return nil, fail("unknown header line %q", line)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if !inLog {
		return nil, errors.New("no \"log\" line: the file is cut short")
	}
	if len(r.Seats) == 0 {
		return nil, errors.New("no players in the header")
	}
	return r, nil
}

// actions are the action lines of the log (event lines left out).
func (r *replayFile) actions() []string {
	var out []string
	for _, l := range r.Log {
		if !notation.IsComment(l) {
			out = append(out, l)
		}
	}
	return out
}

// rebuild makes a saved game again from its setup and the given action lines.
func rebuild(r *replayFile, actions []string) (*rules.Game, error) {
	g, err := newGame(r.Seed, r.Variant, r.Options, r.Edition, r.Seats)
	if err != nil {
		return nil, err
	}
	for i, l := range actions {
		if err := bind.ApplyLine(g, l); err != nil {
			return nil, fmt.Errorf("action %d %q is refused: %v", i+1, l, err)
		}
	}
	return g, nil
}

// replayer re-creates a saved game at any position: position k is the game after the
// first k action lines.
type replayer struct {
	file    *replayFile
	acts    []string
	g       *rules.Game
	pos     int
	limit   int            // positions beyond a refused line can't be reached
	problem string         // why the replay stops early
	passes  map[int]string // the team of each "pass" line of the log, by index, for the screen
}

func newReplayer(r *replayFile) (*replayer, error) {
	rp := &replayer{file: r, acts: r.actions(), limit: -1, passes: map[int]string{}}
	rp.limit = len(rp.acts)
	if err := rp.seek(0); err != nil {
		return nil, err
	}
	return rp, nil
}

// seek moves to position k (clamped), going forwards from here or rebuilding from the
// start to go back.
func (rp *replayer) seek(k int) error {
	k = max(0, min(k, rp.limit))
	if rp.g == nil || k < rp.pos {
		g, err := newGame(rp.file.Seed, rp.file.Variant, rp.file.Options, rp.file.Edition, rp.file.Seats)
		if err != nil {
			return err
		}
		rp.g, rp.pos = g, 0
	}
	for rp.pos < k {
		n, team := rp.g.JournalLen(), rp.g.PriorityTeam()
		if err := bind.ApplyLine(rp.g, rp.acts[rp.pos]); err != nil {
			rp.problem = fmt.Sprintf("action %d %q is refused: %v; the replay stops before it", rp.pos+1, rp.acts[rp.pos], err)
			rp.limit = rp.pos
			return nil
		}
		if rp.acts[rp.pos] == "pass" {
			for i := n; i < rp.g.JournalLen(); i++ {
				if e, _ := rp.g.JournalAt(i); e.Kind == rules.JAction && e.ActKind == rules.ActPass {
					rp.passes[i] = rp.g.Team(team).Name
					break
				}
			}
		}
		rp.pos++
	}
	return nil
}

func replayCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	as := fs.String("as", "", "show the game as this player sees it (default: everything)")
	at := fs.Int("at", 0, "start at this action (-1: the end)")
	color := fs.String("color", "auto", "ANSI colors: auto (when output is a terminal), on, off")
	usage := flagUsage(fs, "Usage: ettin replay [flags] FILE\n\nStep through a game saved by ettin play.")
	if code, ok := parseCommandFlags(fs, args, usage, stdout, stderr); !ok {
		return code
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "ettin replay: expected one replay file (written by ettin play)")
		return 2
	}
	path := fs.Arg(0)
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintf(stderr, "ettin replay: %v\n", err)
		return 1
	}
	rf, err := readReplay(f)
	f.Close()
	if err != nil {
		fmt.Fprintf(stderr, "ettin replay: %s: %v\n", path, err)
		return 1
	}
	rp, err := newReplayer(rf)
	if err != nil {
		fmt.Fprintf(stderr, "ettin replay: %s: %v\n", path, err)
		return 1
	}
	viewer := rules.NoPlayer
	if *as != "" {
		p, ok := bind.PlayerByName(rp.g, *as)
		if !ok {
			fmt.Fprintf(stderr, "ettin replay: no player %q in this game; players: %s\n", *as, seatNames(rf.Seats))
			return 2
		}
		viewer = p
	}
	style, ok := colorStyle(*color, stdout)
	if !ok {
		fmt.Fprintf(stderr, "ettin replay: unknown --color %q; expected auto, on or off\n", *color)
		return 2
	}
	if *at < 0 {
		*at = len(rp.acts)
	}
	if err := rp.seek(*at); err != nil {
		fmt.Fprintf(stderr, "ettin replay: %v\n", err)
		return 1
	}
	in := tui.NewInput(stdin)
	defer in.Close()
	msg := ""
	size := func() (int, int) { return tui.Width(), 0 }
	if f, ok := stdout.(*os.File); ok && tui.IsTerminal(f) {
		size = func() (int, int) { return tui.Size(f) }
	}
	for {
		w, h := size()
		fmt.Fprint(stdout, style.ClearScreen()+replayScreen(rp, viewer, style, path, msg, w, h))
		fmt.Fprint(stdout, "replay> ")
		line, err := in.LineOrResize()
		if errors.Is(err, tui.ErrResized) {
			continue
		}
		if err != nil {
			fmt.Fprintln(stdout)
			return 0
		}
		msg = ""
		cmd, arg, _ := strings.Cut(strings.TrimSpace(strings.ToLower(line)), " ")
		switch cmd {
		case "", "n", "next":
			err = rp.seek(rp.pos + 1)
		case "p", "prev", "previous", "b", "back":
			err = rp.seek(rp.pos - 1)
		case "g", "go", "goto":
			k, perr := strconv.Atoi(strings.TrimSpace(arg))
			if perr != nil {
				msg = "expected g N, the number of an action (0 is the start)"
				break
			}
			err = rp.seek(k)
		case "t", "turn":
			turn := rp.g.TurnNumber()
			for rp.pos < rp.limit && rp.g.TurnNumber() == turn && err == nil {
				err = rp.seek(rp.pos + 1)
			}
		case "e", "end":
			err = rp.seek(rp.limit)
		case "s", "start":
			err = rp.seek(0)
		case "q", "quit", "exit":
			return 0
		case "h", "help", "?":
			msg = "n/Enter next action · p previous · g N go to action N · t next turn · s start · e end · q quit"
		default:
			msg = fmt.Sprintf("unknown command %q; n/Enter next · p previous · g N · t next turn · s start · e end · q quit", line)
		}
		if err != nil {
			fmt.Fprintf(stderr, "ettin replay: %v\n", err)
			return 1
		}
	}
}

// replayScreen draws the replay at its position.
func replayScreen(rp *replayer, viewer rules.PlayerID, style tui.Style, path, msg string, width, height int) string {
	g := rp.g
	var v rules.View
	who := "everything"
	if viewer == rules.NoPlayer {
		v = tui.Omniscient(g)
	} else {
		v = g.ViewFor(viewer)
		who = "as " + g.Player(viewer).Name + " sees it"
	}
	labels := make([]string, g.NumPlayers())
	for i, s := range orderSeats(rp.file.Seats) {
		if i < len(labels) {
			labels[i] = s.Kind + ", " + s.DeckName
		}
	}
	status := []string{}
	if rp.pos > 0 {
		status = append(status, fmt.Sprintf("action %d of %d: %s", rp.pos, len(rp.acts), style.Bold(rp.acts[rp.pos-1])))
	} else {
		status = append(status, fmt.Sprintf("start (%d actions)", len(rp.acts)))
	}
	if rp.pos < rp.limit {
		status = append(status, "next: "+rp.acts[rp.pos])
	} else if rp.file.Result != "" && rp.limit == len(rp.acts) {
		// A replay stopped early by a refused line never reached the saved result.
		status = append(status, "result: "+rp.file.Result)
	}
	if rp.problem != "" {
		status = append(status, style.Err(rp.problem))
	}
	status = append(status, fmt.Sprintf("state hash %016x", g.Hash()))
	if msg != "" {
		status = append(status, style.Warn(msg))
	}
	status = append(status, style.Dim("n/Enter next · p previous · g N go to action N · t next turn · e end · q quit"))
	sc := tui.Screen{Style: style, Width: width, Height: height, Labels: labels, CardCost: cardCost, StackText: tui.StackTexts(g), Passes: rp.passes,
		Title:  fmt.Sprintf("Ettin replay · %s · seed %d · rules %s · showing %s", path, rp.file.Seed, rp.file.Edition, who),
		Status: strings.Join(status, "\n  ")}
	return sc.Render(v)
}
