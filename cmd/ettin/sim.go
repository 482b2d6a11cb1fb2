package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/decks"
	"github.com/ettinmtg/ettin/rules"
	"github.com/ettinmtg/ettin/sim"
)

func init() {
	register(command{name: "sim", summary: "simulate many games between AI teams: ettin sim [--games N] [--red D1,D2] [--blue D1,D2] [--matrix] ...", run: simCmd})
}

// simFlags are the flags of ettin sim.
type simFlags struct {
	games, workers, maxTurns, playouts  int
	seed                                uint64
	rules, variant, attack, red, blue   string
	players, rangeOpt, size             int
	deploy, sharedTurns                 bool
	ai, redAI, blueAI                   string
	asJSON, asCSV, matrix, quiet, check bool
	casual, pool                        bool
	plot                                string
	nats                                string // play the games on the workers of this NATS
	batch                               int    // games per message of the work queue
}

func simCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	usage := flagUsage(fs, "Usage: ettin sim [flags]                     Red against Blue, --games times\n"+
		"       ettin sim --matrix [flags] [TEAM...]   every team against every other\n"+
		"A TEAM is a bundled team's name or DECK1,DECK2 (bundled deck names or deck files); ettin decks lists them.")
	var f simFlags
	fs.IntVar(&f.games, "games", 100, "games to play (per pairing with --matrix)")
	fs.Uint64Var(&f.seed, "seed", 1, "seed of the first game; game i is played from seed+i")
	fs.StringVar(&f.rules, "rules", "current", "rules edition: current, 2011, 2008 or 2006 (2011 and 2008 for two-headed-giant only)")
	fs.StringVar(&f.variant, "variant", "two-headed-giant", "the variant: two-headed-giant, duel (each side's first deck plays alone), free-for-all (players seated Red, Blue, Red... with the sides' decks), teams (Team vs. Team; seed 609 under --rules 2006), emperor (teams Red, Blue, Red...) or grand-melee (10 players by default, seated as in a free-for-all; CR 807)")
	fs.IntVar(&f.players, "players", 0, "free-for-all, teams, emperor: the number of players, up to 16 (default 4; emperor 6)")
	fs.IntVar(&f.size, "size", 0, "teams, emperor: players per team (default 2; emperor 3)")
	fs.IntVar(&f.rangeOpt, "range", 0, "free-for-all, teams: every player's range of influence in seats (CR 801; 0: unlimited)")
	fs.StringVar(&f.attack, "attack", "multiple", "free-for-all, teams: whom players may attack: multiple, left or right (CR 802, 803)")
	fs.BoolVar(&f.deploy, "deploy", false, "teams: the deploy creatures option (CR 804; always on in emperor)")
	fs.BoolVar(&f.sharedTurns, "shared-turns", false, "teams under --rules current: the shared team turns option (CR 805): each team takes turns and holds priority together; life stays each player's")
	fs.StringVar(&f.red, "red", "", "the Red team's decks, DECK1,DECK2 (bundled names or files), or a bundled team's name (default: the first bundled team)")
	fs.StringVar(&f.blue, "blue", "", "the Blue team's decks, like --red (default: the second bundled team)")
	fs.StringVar(&f.ai, "ai", "random", "AI level of every seat: "+strings.Join(sim.Levels(), ", "))
	fs.StringVar(&f.redAI, "red-ai", "", "AI level of the Red team's seats (default: --ai)")
	fs.StringVar(&f.blueAI, "blue-ai", "", "AI level of the Blue team's seats (default: --ai)")
	fs.IntVar(&f.playouts, "playouts", 0, "playouts per decision of the mcts AI (0: its default)")
	fs.IntVar(&f.workers, "workers", 0, "games played at once (0: every core)")
	fs.IntVar(&f.maxTurns, "max-turns", 0, "a game still going after this many turns is a draw (0: the engine's 200)")
	fs.BoolVar(&f.asJSON, "json", false, "write the report as JSON")
	fs.BoolVar(&f.asCSV, "csv", false, "write the report as CSV: one row per team and per card cast (per pair of teams with --matrix)")
	fs.StringVar(&f.plot, "plot", "", "also draw the report in this SVG file")
	fs.BoolVar(&f.matrix, "matrix", false, "play every bundled team (or the teams named as arguments: team names or DECK1,DECK2) against every other")
	fs.BoolVar(&f.quiet, "quiet", false, "no progress bar")
	fs.BoolVar(&f.check, "check", false, "check the engine's invariants at every action of every game")
	fs.BoolVar(&f.casual, "casual", false, "unchecked casual games: skip the deck rules (2HG constructed or limited)")
	fs.BoolVar(&f.pool, "pool", false, "deal every seat a random 40-card deck from every implemented card, anew for each game (instead of --red and --blue); the report counts the cards used")
	fs.StringVar(&f.nats, "nats", "", "play the games on the ettin worker nodes of this NATS (e.g. nats://host:4222): batches on a JetStream work queue; the report is the same as a local run's")
	fs.IntVar(&f.batch, "batch", 10, "with --nats: games per batch of the work queue")
	// Team names may come before, between or after the flags.
	var teamArgs []string
	for {
		if code, ok := parseCommandFlags(fs, args, usage, stdout, stderr); !ok {
			return code
		}
		if fs.NArg() == 0 {
			break
		}
		teamArgs = append(teamArgs, fs.Arg(0))
		args = fs.Args()[1:]
	}
	cfg, err := f.config()
	if err != nil {
		fmt.Fprintf(stderr, "ettin sim: %v\n", err)
		return 2
	}
	if f.plot != "" {
		// Fail before playing rather than after a long run.
		if err := checkWritable(f.plot); err != nil {
			fmt.Fprintf(stderr, "ettin sim: --plot: %v\n", err)
			return 2
		}
	}
	if f.asJSON && f.asCSV {
		fmt.Fprintln(stderr, "ettin sim: --json and --csv both given; expected at most one report format")
		return 2
	}
	if !f.matrix && len(teamArgs) > 0 {
		fmt.Fprintf(stderr, "ettin sim: unexpected argument %q; expected flags only (team names only with --matrix)\n", teamArgs[0])
		return 2
	}
	var bar *progressBar
	if errFile, ok := stderr.(*os.File); ok && !f.quiet && isTerminal(errFile) {
		bar = &progressBar{w: stderr, start: time.Now()}
		cfg.Progress = bar.update
	}
	if f.batch < 1 {
		fmt.Fprintf(stderr, "ettin sim: --batch %d; expected 1 or more\n", f.batch)
		return 2
	}
	if f.pool && f.matrix {
		fmt.Fprintln(stderr, "ettin sim: --pool deals the decks of one run; expected no --matrix with it")
		return 2
	}
	if f.matrix {
		return simMatrix(cfg, &f, teamArgs, bar, stdout, stderr)
	}
	if f.pool {
		if f.red != "" || f.blue != "" || f.nats != "" {
			fmt.Fprintln(stderr, "ettin sim: --pool deals every deck and plays on this machine; expected no --red, --blue or --nats with it")
			return 2
		}
		var rng rules.RNG
		rng.Seed(f.seed)
		if _, err := decks.Random(cards.Pool(), &rng); err != nil {
			fmt.Fprintf(stderr, "ettin sim: --pool: %v\n", err)
			return 2
		}
		cfg.Teams = f.poolSides()
		cfg.Deal, cfg.DealFlag, cfg.Uses = dealFromPool, "--pool", true
	} else if cfg.Teams, err = f.sides(); err != nil {
		fmt.Fprintf(stderr, "ettin sim: %s\n", errLine(err))
		return 2
	}
	run, closeRun, err := f.runner()
	if err != nil {
		fmt.Fprintf(stderr, "ettin sim: %v\n", err)
		return 1
	}
	res, err := run(cfg)
	closeRun()
	bar.finish()
	if err != nil {
		fmt.Fprintf(stderr, "ettin sim: %v\n", err)
		return 2
	}
	rep := sim.Summarize(res)
	if err := writeReport(rep, &f, stdout); err != nil {
		fmt.Fprintf(stderr, "ettin sim: %v\n", err)
		return 1
	}
	return failures(rep.Failed, rep.WriteFailures, &f, stdout, stderr)
}

// config reads the flags that every mode shares.
func (f *simFlags) config() (sim.Config, error) {
	ed, err := rules.ParseEdition(f.rules)
	if err != nil {
		return sim.Config{}, err
	}
	switch {
	case f.games < 1:
		return sim.Config{}, fmt.Errorf("--games %d; expected 1 or more", f.games)
	case f.workers < 0:
		return sim.Config{}, fmt.Errorf("--workers %d; expected 0 (every core) or more", f.workers)
	case f.maxTurns < 0:
		return sim.Config{}, fmt.Errorf("--max-turns %d; expected 0 (the engine's limit) or more", f.maxTurns)
	case f.playouts < 0:
		return sim.Config{}, fmt.Errorf("--playouts %d; expected 0 (the AI's default) or more", f.playouts)
	}
	for _, l := range []string{f.ai, f.redAI, f.blueAI} {
		if l == "" {
			continue
		}
		if _, err := sim.NewPolicy(l, 0, f.playouts); err != nil {
			return sim.Config{}, err
		}
	}
	v, err := rules.ParseVariant(f.variant)
	if err != nil {
		return sim.Config{}, err
	}
	if err := rules.CheckEdition(v, ed); err != nil {
		return sim.Config{}, err
	}
	attack, err := rules.ParseAttackOption(f.attack)
	if err != nil {
		return sim.Config{}, err
	}
	ranged := v == rules.FreeForAll || v == rules.TeamVsTeam || v == rules.GrandMelee
	if !ranged && (f.rangeOpt != 0 || attack != rules.AttackMultiple) {
		return sim.Config{}, fmt.Errorf("--range and --attack are for --variant free-for-all, grand-melee or teams")
	}
	if f.players != 0 && !ranged && v != rules.Emperor {
		return sim.Config{}, fmt.Errorf("--players is for --variant free-for-all, grand-melee, teams or emperor")
	}
	if (f.size != 0 || f.deploy) && v != rules.TeamVsTeam && v != rules.Emperor || f.deploy && v != rules.TeamVsTeam {
		return sim.Config{}, fmt.Errorf("--size is for --variant teams or emperor, --deploy for teams")
	}
	if f.rangeOpt < 0 {
		return sim.Config{}, fmt.Errorf("--range %d; expected 0 (unlimited) or more", f.rangeOpt)
	}
	opts := rules.Options{Range: f.rangeOpt, Attack: attack, Deploy: f.deploy, SharedTurns: f.sharedTurns}
	if err := rules.CheckOptions(v, ed, opts); err != nil {
		return sim.Config{}, fmt.Errorf("--shared-turns: %w", err)
	}
	return sim.Config{Games: f.games, Seed: f.seed, Edition: ed, Variant: v, Players: f.players, Size: f.size, Options: opts, Playouts: f.playouts, Workers: f.workers, MaxTurns: f.maxTurns, Check: f.check}, nil
}

// sides builds the Red and Blue teams from --red, --blue and the AI flags.
func (f *simFlags) sides() ([2]sim.Team, error) {
	var out [2]sim.Team
	bundled := decks.Teams()
	for i, spec := range []string{f.red, f.blue} {
		name := [2]string{"Red", "Blue"}[i]
		level := [2]string{f.redAI, f.blueAI}[i]
		if level == "" {
			level = f.ai
		}
		if spec == "" {
			if len(bundled) <= i {
				return out, fmt.Errorf("no bundled team to play %s; expected --%s DECK1,DECK2", name, strings.ToLower(name))
			}
			spec = bundled[i].Decks[0] + "," + bundled[i].Decks[1]
		}
		t, err := loadTeam(name, spec, f.casual)
		if err != nil {
			return out, fmt.Errorf("--%s: %w", strings.ToLower(name), err)
		}
		t.AI = level
		out[i] = t
	}
	return out, nil
}

// poolSides are the Red and Blue teams of a run with --pool: their AI levels, and decks
// dealt for each game.
func (f *simFlags) poolSides() [2]sim.Team {
	var out [2]sim.Team
	for i, name := range [2]string{"Red", "Blue"} {
		level := [2]string{f.redAI, f.blueAI}[i]
		if level == "" {
			level = f.ai
		}
		out[i] = sim.Team{Name: name, AI: level, Seats: [2]sim.Seat{{Deck: "random"}, {Deck: "random"}}}
	}
	return out
}

// dealFromPool deals the four decks of the game of a seed at random from every
// implemented card (decks.Random), from an RNG of its own seeded by the game's seed.
func dealFromPool(seed uint64) [2][2][]*rules.CardDef {
	var rng rules.RNG
	rng.Seed(seed ^ 0x706f6f6c) // "pool": not the game's own random sequence
	var out [2][2][]*rules.CardDef
	for side := range out {
		for k := range out[side] {
			out[side][k], _ = decks.Random(cards.Pool(), &rng) // the pool was checked before the run
		}
	}
	return out
}

// loadTeam reads a team given as DECK1,DECK2 (bundled deck names or deck files) or as a
// bundled team's name.
func loadTeam(name, spec string, casual bool) (sim.Team, error) {
	t := sim.Team{Name: name}
	parts := strings.Split(spec, ",")
	if len(parts) == 1 {
		bt, ok := bundledTeam(spec)
		if !ok {
			return t, fmt.Errorf("%q is neither DECK1,DECK2 nor a bundled team; bundled teams: %s", spec, teamNames())
		}
		parts = bt.Decks[:]
	}
	if len(parts) != 2 {
		return t, fmt.Errorf("%q names %d decks; expected DECK1,DECK2, one deck per seat", spec, len(parts))
	}
	var loaded [2]*decks.Deck
	for s, p := range parts {
		d, err := decks.Load(strings.TrimSpace(p))
		if err != nil {
			return t, err
		}
		loaded[s] = d
		cards, err := d.Cards()
		if err != nil {
			return t, err
		}
		t.Seats[s] = sim.Seat{Deck: d.Name, Cards: cards}
	}
	if !casual {
		if err := decks.CheckTeam(loaded[0], loaded[1]); err != nil {
			return t, fmt.Errorf("the decks are not legal together (use --casual for unchecked games): %s", strings.ReplaceAll(err.Error(), "\n", "; "))
		}
	}
	return t, nil
}

// bundledTeam finds a bundled team by name, ignoring case.
func bundledTeam(name string) (decks.Team, bool) {
	for _, t := range decks.Teams() {
		if strings.EqualFold(strings.TrimSpace(name), t.Name) {
			return t, true
		}
	}
	return decks.Team{}, false
}

func teamNames() string {
	var ns []string
	for _, t := range decks.Teams() {
		ns = append(ns, t.Name)
	}
	return strings.Join(ns, ", ")
}

// simMatrix runs the deck matrix of the bundled teams, or of the teams named in args
// (bundled team names, or DECK1,DECK2).
func simMatrix(cfg sim.Config, f *simFlags, args []string, bar *progressBar, stdout, stderr io.Writer) int {
	if f.red != "" || f.blue != "" || f.redAI != "" || f.blueAI != "" {
		fmt.Fprintln(stderr, "ettin sim: --matrix plays the teams named as arguments; expected no --red, --blue, --red-ai or --blue-ai")
		return 2
	}
	if len(args) == 0 {
		for _, t := range decks.Teams() {
			args = append(args, t.Name)
		}
	}
	var teams []sim.Team
	for _, a := range args {
		name := a
		if bt, ok := bundledTeam(a); ok {
			name = bt.Name
		} else {
			name = strings.ReplaceAll(a, ",", " + ")
		}
		t, err := loadTeam(name, a, f.casual)
		if err != nil {
			fmt.Fprintf(stderr, "ettin sim: team %q: %s\n", a, errLine(err))
			return 2
		}
		t.AI = f.ai
		teams = append(teams, t)
	}
	run, closeRun, err := f.runner()
	if err != nil {
		fmt.Fprintf(stderr, "ettin sim: %v\n", err)
		return 1
	}
	m, err := sim.RunMatrixWith(cfg, teams, cfg.Progress, run)
	closeRun()
	bar.finish()
	if err != nil {
		fmt.Fprintf(stderr, "ettin sim: %v\n", err)
		return 2
	}
	switch {
	case f.asJSON:
		err = m.WriteJSON(stdout)
	case f.asCSV:
		err = m.WriteCSV(stdout)
	default:
		err = m.WriteText(stdout)
	}
	if err == nil && f.plot != "" {
		err = writeFile(f.plot, m.WriteSVG)
	}
	if err != nil {
		fmt.Fprintf(stderr, "ettin sim: %v\n", err)
		return 1
	}
	var failed []sim.GameResult
	for _, r := range m.Pairings {
		failed = append(failed, r.Failed...)
	}
	return failures(failed, m.WriteFailures, f, stdout, stderr)
}

// writeReport writes a run's report in the format asked for, and its plot.
func writeReport(rep *sim.Report, f *simFlags, stdout io.Writer) error {
	var err error
	switch {
	case f.asJSON:
		err = rep.WriteJSON(stdout)
	case f.asCSV:
		err = rep.WriteCSV(stdout)
	default:
		err = rep.WriteText(stdout)
	}
	if err == nil && f.plot != "" {
		err = writeFile(f.plot, rep.WriteSVG)
	}
	return err
}

// failures prints the failed games (to stdout in text mode, to stderr when stdout holds
// JSON or CSV) and gives the exit code: 1 if a check failed, else 0. A game with no result
// without --check is reported but doesn't fail the command.
func failures(failed []sim.GameResult, write func(io.Writer) error, f *simFlags, stdout, stderr io.Writer) int {
	if len(failed) == 0 {
		return 0
	}
	w := stdout
	if f.asJSON || f.asCSV {
		w = stderr
	}
	if f.check {
		write(w)
		fmt.Fprintf(stderr, "ettin sim: %d game(s) failed the checks\n", len(failed))
		return 1
	}
	for _, g := range failed {
		fmt.Fprintf(stderr, "ettin sim: game %d (seed %d) has no result: %s\n", g.Index, g.Seed, firstLine(g.Err))
	}
	return 0
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}

// checkWritable reports whether a file can be created or overwritten at path, leaving
// an existing file as it was and no new file behind.
func checkWritable(path string) error {
	if _, err := os.Stat(path); err == nil {
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		return f.Close()
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	f.Close()
	return os.Remove(path)
}

// writeFile writes a file with the given writer function.
func writeFile(path string, write func(io.Writer) error) error {
	out, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := write(out); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// isTerminal reports whether f is a character device (a terminal), not a pipe or a file.
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// progressBar draws games done / total and games per second on one line of a terminal.
type progressBar struct {
	mu    sync.Mutex
	w     io.Writer
	start time.Time
	last  time.Time
	drawn bool
}

func (b *progressBar) update(done, total int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	now := time.Now()
	if done < total && now.Sub(b.last) < 100*time.Millisecond {
		return
	}
	b.last = now
	const width = 30
	fill := width * done / total
	rate := float64(done) / max(now.Sub(b.start).Seconds(), 1e-9)
	fmt.Fprintf(b.w, "\r[%s%s] %d/%d games, %.1f games/s ", strings.Repeat("=", fill), strings.Repeat(" ", width-fill), done, total, rate)
	b.drawn = true
}

// finish ends the bar's line; it does nothing on a nil bar.
func (b *progressBar) finish() {
	if b == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.drawn {
		fmt.Fprintln(b.w)
	}
}
