package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/ettinmtg/ettin/ai"
	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/decks"
	"github.com/ettinmtg/ettin/rules"
	"github.com/ettinmtg/ettin/tui"
)

// stdin is where ettin play and ettin replay read commands (tests replace it).
var stdin io.Reader = os.Stdin

func init() {
	register(command{name: "play", summary: "play a Two-Headed Giant game in the terminal: ettin play [--you NAME] [--deck DECK] [--ai LEVEL] ...", run: playCmd})
}

// kinds are the kinds of seat: a person at this terminal or a computer player.
var kinds = []string{"human", "random", "heuristic", "mcts"}

// seatList collects repeated --seat flags.
type seatList []string

func (s *seatList) String() string     { return strings.Join(*s, " ") }
func (s *seatList) Set(v string) error { *s = append(*s, v); return nil }

// playOptions are the flags of ettin play.
type playOptions struct {
	seats    seatList
	you      string
	deck     string
	aiLevel  string
	team     string
	vs       string
	rules    string
	variant  string
	vrnt     rules.Variant // variant, parsed
	players  int           // free-for-all players; teams and emperor: all the seats
	size     int           // teams and emperor: players per team
	deploy   bool          // teams: the deploy creatures option
	shared   bool          // teams: the shared team turns option
	rangeOpt int
	attack   string
	seed     uint64
	log      string
	stops    string
	color    string
	playouts int
	casual   bool
	confirm  bool
}

func playCmd(args []string, stdout, stderr io.Writer) int {
	var o playOptions
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.Var(&o.seats, "seat", "a seat as NAME:TEAM:DECK:KIND (KIND human, random, heuristic or mcts; DECK empty for the bundled default); repeat for every seat, team by team, primary player first")
	fs.StringVar(&o.you, "you", "Ann", "your name (without --seat)")
	fs.StringVar(&o.deck, "deck", "", "your deck: a bundled deck name or a deck file (default: your team's first bundled deck)")
	fs.StringVar(&o.aiLevel, "ai", "heuristic", "the computer players: random, heuristic or mcts")
	fs.StringVar(&o.team, "team", "", "your bundled team (default: the first of ettin decks' teams)")
	fs.StringVar(&o.vs, "vs", "", "the opposing bundled team (default: the second)")
	fs.StringVar(&o.rules, "rules", "current", "rules edition: current, 2011, 2008 or 2006 (2011 and 2008 for two-headed-giant only)")
	fs.StringVar(&o.variant, "variant", "two-headed-giant", "the variant: two-headed-giant, duel (you against one computer player), free-for-all, teams (Team vs. Team, CR 808; seed 609 under --rules 2006), emperor (CR 809) or grand-melee (10 players by default, CR 807)")
	fs.IntVar(&o.players, "players", 0, "free-for-all, teams, emperor: the number of players, up to 16 (default 4; emperor 6)")
	fs.IntVar(&o.size, "size", 0, "teams, emperor: players per team (default 2; emperor 3)")
	fs.IntVar(&o.rangeOpt, "range", 0, "free-for-all, teams: every player's range of influence in seats (CR 801; 0: unlimited)")
	fs.StringVar(&o.attack, "attack", "multiple", "free-for-all, teams: whom players may attack: multiple, left or right (CR 802, 803)")
	fs.BoolVar(&o.deploy, "deploy", false, "teams: the deploy creatures option (CR 804; always on in emperor)")
	fs.BoolVar(&o.shared, "shared-turns", false, "teams under --rules current: the shared team turns option (CR 805): each team takes turns and holds priority together; life stays each player's")
	fs.Uint64Var(&o.seed, "seed", 0, "random seed for shuffles and the computer players (default: from the clock)")
	fs.StringVar(&o.log, "log", "", "where to save the replay (default: ettin-SEED.log in the current directory, else in the temporary directory)")
	fs.StringVar(&o.stops, "stops", "main", "when to ask you at priority: main (your main phases, and when you can respond) or all")
	fs.StringVar(&o.color, "color", "auto", "ANSI colors: auto (when output is a terminal), on, off")
	fs.IntVar(&o.playouts, "playouts", ai.DefaultPlayouts, "playouts per decision of the mcts player")
	fs.BoolVar(&o.casual, "casual", false, "an unchecked casual game: skip the deck rules (2HG constructed or limited)")
	fs.BoolVar(&o.confirm, "confirm", false, "ask before passing with a land you could play or untapped lands (also the confirm command)")
	usage := flagUsage(fs, "Usage: ettin play [flags]\n\nPlay Two-Headed Giant at this terminal with computer teammates and opponents.\nThe bundled decks and teams are listed by: ettin decks")
	if code, ok := parseCommandFlags(fs, args, usage, stdout, stderr); !ok {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "ettin play: unexpected argument %q (flags only; see ettin play -h)\n", fs.Arg(0))
		return 2
	}
	ed, err := rules.ParseEdition(o.rules)
	if err != nil {
		fmt.Fprintf(stderr, "ettin play: %v\n", err)
		return 2
	}
	if o.vrnt, err = rules.ParseVariant(o.variant); err != nil {
		fmt.Fprintf(stderr, "ettin play: %v\n", err)
		return 2
	}
	if err := rules.CheckEdition(o.vrnt, ed); err != nil {
		fmt.Fprintf(stderr, "ettin play: %v\n", err)
		return 2
	}
	var opts rules.Options
	if o.players == 0 {
		o.players = 4
		if o.vrnt == rules.Emperor {
			o.players = 6
		}
		if o.vrnt == rules.GrandMelee {
			o.players = 10 // two turn markers (CR 807.4a)
		}
	}
	if o.vrnt == rules.TeamVsTeam || o.vrnt == rules.Emperor {
		if o.size == 0 {
			o.size = 2
			if o.vrnt == rules.Emperor {
				o.size = 3
			}
		}
		if o.size < 1 || o.players%o.size != 0 || o.players/o.size < 2 || o.players > len(ffaNames) {
			fmt.Fprintf(stderr, "ettin play: --players %d --size %d; expected 2 or more teams of --size players, %d players at most\n", o.players, o.size, len(ffaNames))
			return 2
		}
	}
	if o.vrnt == rules.TeamVsTeam {
		if opts.Attack, err = rules.ParseAttackOption(o.attack); err != nil {
			fmt.Fprintf(stderr, "ettin play: %v\n", err)
			return 2
		}
		opts.Range, opts.Deploy, opts.SharedTurns = o.rangeOpt, o.deploy, o.shared
	}
	if err := rules.CheckOptions(o.vrnt, ed, rules.Options{Range: opts.Range, Attack: opts.Attack, SharedTurns: o.shared}); err != nil {
		fmt.Fprintf(stderr, "ettin play: --shared-turns: %v\n", err)
		return 2
	}
	if o.vrnt == rules.FreeForAll || o.vrnt == rules.GrandMelee {
		if opts.Attack, err = rules.ParseAttackOption(o.attack); err != nil {
			fmt.Fprintf(stderr, "ettin play: %v\n", err)
			return 2
		}
		if o.players < 3 || o.vrnt == rules.GrandMelee && o.players < 4 || o.players > len(ffaNames) || o.rangeOpt < 0 {
			fmt.Fprintf(stderr, "ettin play: --players %d --range %d; expected 3 to %d players and a range of 0 (unlimited) or more\n", o.players, o.rangeOpt, len(ffaNames))
			return 2
		}
		opts.Range = o.rangeOpt
	}
	if o.stops != "main" && o.stops != "all" {
		fmt.Fprintf(stderr, "ettin play: unknown --stops %q; expected main or all\n", o.stops)
		return 2
	}
	style, ok := colorStyle(o.color, stdout)
	if !ok {
		fmt.Fprintf(stderr, "ettin play: unknown --color %q; expected auto, on or off\n", o.color)
		return 2
	}
	if o.seed == 0 {
		o.seed = uint64(time.Now().UnixNano())%1_000_000 + 1
	}
	seats, err := buildSeats(&o)
	if err != nil {
		fmt.Fprintf(stderr, "ettin play: %s\n", errLine(err))
		return 2
	}
	// CR 806.3, 807.3: a free-for-all or Grand Melee seats its players at random, from the game's seed; the
	// replay file records the seating.
	seats = rules.SeatedAtRandom(o.vrnt, o.seed, seats)
	g, err := newGame(o.seed, o.vrnt, opts, ed, seats)
	if err != nil {
		fmt.Fprintf(stderr, "ettin play: %v\n", err)
		return 2
	}
	seats = orderSeats(seats)
	path, err := replayPath(o.log, o.seed)
	if err != nil {
		fmt.Fprintf(stderr, "ettin play: %v\n", err)
		return 1
	}
	file := &replayFile{Seed: o.seed, Edition: ed, Variant: o.vrnt, Options: opts, Seats: seats}
	var s *tui.Session
	save := func() error {
		g := s.Game // undo replaces the game
		file.Log = append(file.Log[:0], bind.Log(g)...)
		file.Result = ""
		if g.Over() {
			file.Result = "a draw"
			if w := g.Winner(); w != rules.NoTeam {
				file.Result = g.Side(g.SideOf(w)).Name + " wins"
			}
			if r := bind.EndReason(g); r != "" {
				file.Result += ": " + r
			}
		}
		return saveReplay(path, file)
	}
	s = &tui.Session{Game: g, Out: stdout, Style: style, Stops: o.stops, Save: save, CardCost: cardCost, CardText: cardText,
		Title:       fmt.Sprintf("Ettin · %s · rules %s · seed %d", variantTitle(o.vrnt), ed, o.seed),
		ConfirmPass: o.confirm,
		Rebuild: func(actions []string) (*rules.Game, error) {
			return rebuild(file, actions)
		}}
	if f, ok := stdout.(*os.File); ok && tui.IsTerminal(f) {
		s.Size = func() (int, int) { return tui.Size(f) }
	}
	for i, st := range seats {
		s.Labels = append(s.Labels, st.DeckName)
		if st.Kind == "human" {
			s.Policies = append(s.Policies, nil)
			continue
		}
		s.Labels[i] = st.Kind + " · " + st.DeckName
		p, err := newPolicy(st.Kind, o.seed*7919+uint64(i)+1, o.playouts)
		if err != nil {
			fmt.Fprintf(stderr, "ettin play: %v\n", err)
			return 2
		}
		s.Policies = append(s.Policies, p)
	}
	s.In = tui.NewInput(stdin)
	defer s.In.Close()
	fmt.Fprintf(stdout, "Ettin: %s, rules %s, seed %d. The replay is saved to %s\n", variantTitle(o.vrnt), ed, o.seed, path)
	abandoned, err := s.Run()
	g = s.Game
	if serr := save(); serr != nil && err == nil {
		err = fmt.Errorf("saving the replay: %v", serr)
	}
	if err != nil {
		fmt.Fprintf(stderr, "ettin play: %v (replay in %s)\n", err, path)
		return 1
	}
	if abandoned {
		fmt.Fprintf(stdout, "Game abandoned. Replay saved to %s (state hash %016x)\n", path, g.Hash())
	} else {
		fmt.Fprintf(stdout, "Replay saved to %s (state hash %016x); watch it with: %s replay %s\n", path, g.Hash(), selfCommand(), path)
	}
	return 0
}

// selfCommand is how to run this program again from a shell: "ettin", or "go run
// ./cmd/ettin" when it was started by go run (its binary is then in a temporary build
// directory that is gone afterwards).
func selfCommand() string {
	exe := os.Args[0]
	if strings.Contains(filepath.ToSlash(exe), "/go-build") {
		return "go run ./cmd/ettin"
	}
	return "ettin"
}

// buildSeats makes the four seats from the flags: --seat, or --you/--deck/--ai with the
// bundled teams.
func buildSeats(o *playOptions) ([]seat, error) {
	teams := decks.Teams()
	if len(teams) < 2 {
		return nil, errors.New("fewer than two bundled teams")
	}
	pick := func(name string, def int) (decks.Team, error) {
		if name == "" {
			return teams[def], nil
		}
		for _, t := range teams {
			if strings.EqualFold(t.Name, name) || strings.EqualFold(firstWord(t.Name), name) {
				return t, nil
			}
		}
		var names []string
		for _, t := range teams {
			names = append(names, t.Name)
		}
		return decks.Team{}, fmt.Errorf("unknown team %q; bundled teams: %s", name, strings.Join(names, ", "))
	}
	mine, err := pick(o.team, 0)
	if err != nil {
		return nil, err
	}
	theirs, err := pick(o.vs, 1)
	if err != nil {
		return nil, err
	}
	if o.vs == "" && theirs.Name == mine.Name {
		theirs = teams[0]
	}
	if firstWord(mine.Name) == firstWord(theirs.Name) {
		return nil, fmt.Errorf("both teams are %s; choose another with --vs", mine.Name)
	}
	if !validKind(o.aiLevel) || o.aiLevel == "human" {
		return nil, fmt.Errorf("unknown --ai %q; expected random, heuristic or mcts", o.aiLevel)
	}
	var specs [][4]string // name, team, deck, kind
	if len(o.seats) == 0 {
		if err := checkName(o.you); err != nil {
			return nil, err
		}
		names := []string{o.you}
		for _, n := range []string{"Ann", "Abe", "Bob", "Bea", "Cal"} {
			if len(names) < 4 && !strings.EqualFold(n, o.you) {
				names = append(names, n)
			}
		}
		deck := o.deck
		if deck == "" {
			deck = mine.Decks[0]
		}
		specs = [][4]string{
			{names[0], firstWord(mine.Name), deck, "human"},
			{names[1], firstWord(mine.Name), mine.Decks[1], o.aiLevel},
			{names[2], firstWord(theirs.Name), theirs.Decks[0], o.aiLevel},
			{names[3], firstWord(theirs.Name), theirs.Decks[1], o.aiLevel},
		}
		if !o.vrnt.SharedTeams() { // each player alone, a team of one named like the player
			specs = [][4]string{
				{names[0], names[0], deck, "human"},
				{names[2], names[2], theirs.Decks[0], o.aiLevel},
			}
		}
		if o.vrnt == rules.TeamVsTeam || o.vrnt == rules.Emperor {
			// Teams of --size: yours with your bundled team's decks, then the opponents',
			// then the other bundled teams in turn; players named in seating order.
			specs = specs[:0]
			order := []decks.Team{mine, theirs}
			for _, t := range teams {
				if t.Name != mine.Name && t.Name != theirs.Name {
					order = append(order, t)
				}
			}
			for i := 0; i < o.players; i++ {
				bt := order[(i/o.size)%len(order)]
				n, kind := ffaNames[i], o.aiLevel
				if i == 0 {
					n, kind = o.you, "human"
				} else if strings.EqualFold(n, o.you) {
					n = ffaNames[0]
				}
				d := bt.Decks[(i%o.size)%2]
				if i == 0 {
					d = deck
				}
				team := firstWord(bt.Name)
				if i/o.size >= len(order) {
					team += strconv.Itoa(i / o.size / len(order))
				}
				specs = append(specs, [4]string{n, team, d, kind})
			}
		}
		if o.vrnt == rules.FreeForAll || o.vrnt == rules.GrandMelee {
			// Seated you, then the others in turn, each with a bundled deck of its own: the
			// first decks of your team, the opponents' and the other bundled teams, then
			// their second decks (16 decks for up to 16 seats).
			order := []decks.Team{mine, theirs}
			for _, t := range teams {
				if t.Name != mine.Name && t.Name != theirs.Name {
					order = append(order, t)
				}
			}
			for i := 2; i < o.players; i++ {
				n := ffaNames[i]
				if strings.EqualFold(n, o.you) {
					n = ffaNames[0]
				}
				specs = append(specs, [4]string{n, n, order[i%len(order)].Decks[(i/len(order))%2], o.aiLevel})
			}
		}
	} else {
		bundled := []decks.Team{mine, theirs}
		var teamNames []string
		perTeam := map[string]int{}
		for _, sf := range o.seats {
			f := strings.Split(sf, ":")
			if len(f) != 4 {
				return nil, fmt.Errorf("--seat %q: expected NAME:TEAM:DECK:KIND, e.g. Ann:Red::human", sf)
			}
			name, team, deck, kind := strings.TrimSpace(f[0]), strings.TrimSpace(f[1]), strings.TrimSpace(f[2]), strings.ToLower(strings.TrimSpace(f[3]))
			if err := checkName(name); err != nil {
				return nil, fmt.Errorf("--seat %q: %v", sf, err)
			}
			if err := checkName(team); err != nil {
				return nil, fmt.Errorf("--seat %q: team: %v", sf, err)
			}
			if kind == "" {
				kind = o.aiLevel
			}
			if !validKind(kind) {
				return nil, fmt.Errorf("--seat %q: unknown kind %q; expected %s", sf, kind, strings.Join(kinds, ", "))
			}
			if !o.vrnt.InTeams() {
				team = name // each player alone: the TEAM field is not used
			}
			ti := indexFold(teamNames, team)
			if ti < 0 {
				teamNames = append(teamNames, team)
				ti = len(teamNames) - 1
			}
			if deck == "" && ti < 2 {
				deck = bundled[ti].Decks[perTeam[strings.ToLower(team)]%2]
			}
			perTeam[strings.ToLower(team)]++
			specs = append(specs, [4]string{name, team, deck, kind})
		}
	}
	var seats []seat
	loaded := map[string][]*decks.Deck{}
	for _, sp := range specs {
		if sp[2] == "" {
			return nil, fmt.Errorf("seat %s: no deck", sp[0])
		}
		d, err := decks.Load(sp[2])
		if err != nil {
			return nil, fmt.Errorf("seat %s: %v", sp[0], err)
		}
		cs, err := d.Cards()
		if err != nil {
			return nil, fmt.Errorf("seat %s: %v", sp[0], err)
		}
		seats = append(seats, seat{Name: sp[0], Team: sp[1], DeckName: d.Name, Kind: sp[3], Cards: cs})
		loaded[strings.ToLower(sp[1])] = append(loaded[strings.ToLower(sp[1])], d)
	}
	if !o.casual {
		for _, sp := range specs {
			ds := loaded[strings.ToLower(sp[1])]
			if len(ds) == 2 {
				if err := decks.CheckTeam(ds[0], ds[1]); err != nil {
					return nil, fmt.Errorf("team %s's decks are not legal together (use --casual for an unchecked game): %v", sp[1], err)
				}
			}
		}
	}
	return seats, nil
}

func validKind(k string) bool { return indexFold(kinds, k) >= 0 }

// checkName accepts names the notation can use: one word of letters, digits, - and _.
func checkName(n string) error {
	if n == "" {
		return errors.New("empty name")
	}
	for _, r := range n {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return fmt.Errorf("name %q: use one word of letters and digits (names are typed in actions)", n)
		}
	}
	return nil
}

func indexFold(xs []string, s string) int {
	for i, x := range xs {
		if strings.EqualFold(x, s) {
			return i
		}
	}
	return -1
}

func firstWord(s string) string {
	w, _, _ := strings.Cut(strings.TrimSpace(s), " ")
	return w
}

func seatNames(seats []seat) string {
	var ns []string
	for _, s := range seats {
		ns = append(ns, s.Name)
	}
	return strings.Join(ns, ", ")
}

// newPolicy makes the computer player of a kind.
func newPolicy(kind string, seed uint64, playouts int) (ai.Policy, error) {
	switch kind {
	case "random":
		return ai.NewRandom(seed), nil
	case "heuristic":
		return ai.NewHeuristic(seed), nil
	case "mcts":
		return ai.NewMCTS(seed, ai.Budget{Playouts: playouts}), nil
	}
	return nil, fmt.Errorf("unknown player kind %q; expected %s", kind, strings.Join(kinds, ", "))
}

// replayPath is where to save the replay: the --log flag, or ettin-SEED.log in the current
// directory when it is writable, else in the temporary directory. It checks that the file
// can be written.
func replayPath(flagPath string, seed uint64) (string, error) {
	try := func(p string) error {
		f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE, 0o644)
		if err != nil {
			return err
		}
		return f.Close()
	}
	if flagPath != "" {
		if err := try(flagPath); err != nil {
			return "", fmt.Errorf("can't write the replay file: %v", err)
		}
		return flagPath, nil
	}
	name := fmt.Sprintf("ettin-%d.log", seed)
	if err := try(name); err == nil {
		if abs, err := filepath.Abs(name); err == nil {
			return abs, nil
		}
		return name, nil
	}
	p := filepath.Join(os.TempDir(), name)
	if err := try(p); err != nil {
		return "", fmt.Errorf("can't write the replay file in the current or the temporary directory: %v", err)
	}
	return p, nil
}

// colorStyle reads the --color flag.
func colorStyle(mode string, w io.Writer) (tui.Style, bool) {
	switch mode {
	case "on", "always":
		return tui.Style{Color: true}, true
	case "off", "never":
		f, ok := w.(*os.File)
		return tui.Style{Terminal: ok && tui.IsTerminal(f)}, true
	case "auto", "":
		f, ok := w.(*os.File)
		return tui.Style{Color: ok && tui.WantColor(f), Terminal: ok && tui.IsTerminal(f)}, true
	}
	return tui.Style{}, false
}

// cardCost is a card's mana cost for the screen ("" for lands and unknown names).
func cardCost(name string) string {
	d, err := cards.Def(name)
	if err != nil || d.NoCost || d.Types.Has(rules.Land) {
		return ""
	}
	return d.Cost.String()
}

// cardText is a card's name, cost, type line and rules text, for the card command.
func cardText(name string) (string, error) {
	d, err := cards.Def(name)
	if err != nil {
		return "", err
	}
	head := d.Name
	if c := cardCost(d.Name); c != "" {
		head += " " + c
	}
	var types []string
	for t := rules.CardType(0); t <= rules.Tribal; t++ {
		if d.Types.Has(t) {
			types = append(types, t.String())
		}
	}
	line := strings.Join(types, " ")
	if len(d.Subtypes) > 0 {
		line += " — " + strings.Join(d.Subtypes, " ")
	}
	if d.Types.Has(rules.Creature) {
		line += fmt.Sprintf(" %d/%d", d.Power, d.Toughness)
	}
	if d.Types.Has(rules.Planeswalker) {
		line += fmt.Sprintf(" · loyalty %d", d.Loyalty)
	}
	text := head + "\n  " + line
	if d.Text != "" {
		text += "\n  " + strings.ReplaceAll(d.Text, "\n", "\n  ")
	}
	if !d.Implemented {
		text += "\n  (not implemented by the engine yet)"
	}
	return text, nil
}

// variantTitle is the variant's name for titles.
func variantTitle(v rules.Variant) string {
	switch v {
	case rules.Duel:
		return "Duel"
	case rules.FreeForAll:
		return "Free-for-All"
	case rules.GrandMelee:
		return "Grand Melee"
	case rules.TeamVsTeam:
		return "Team vs. Team"
	case rules.Emperor:
		return "Emperor"
	}
	return "Two-Headed Giant"
}

// ffaNames name the players of a free-for-all, in seating order.
var ffaNames = []string{"Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lee", "May", "Ned", "Oli", "Pam"}
