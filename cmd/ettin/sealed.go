package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/deck"
	"github.com/ettinmtg/ettin/decks"
	"github.com/ettinmtg/ettin/rules"
	"github.com/ettinmtg/ettin/sealed"
	"github.com/ettinmtg/ettin/sim"
)

func init() {
	register(command{name: "sealed", summary: "a 2HG Sealed event: open boosters of a set, build decks, play or simulate: ettin sealed --set CODE [--packs N] [--sim GAMES] ...", run: sealedCmd})
}

// sealedFlags are the flags of ettin sealed.
type sealedFlags struct {
	set, out, ai, rules, color, log string
	packs, games                    int
	seed                            uint64
	build, decksOnly                bool
}

// sealedTeams are the two teams of the event, as in ettin play and ettin sim.
var sealedTeams = [2]string{"Red", "Blue"}

// sealedSeats are the players: the two of Red (you first when playing), then Blue's.
var sealedSeats = [4]string{"Ann", "Abe", "Bob", "Bea"}

func sealedCmd(args []string, stdout, stderr io.Writer) int {
	var f sealedFlags
	fs := flag.NewFlagSet("sealed", flag.ContinueOnError)
	fs.StringVar(&f.set, "set", "", "the set code of the boosters, e.g. BBD (required)")
	fs.IntVar(&f.packs, "packs", sealed.DefaultPacks, "boosters per team (12: six per player, as at a 2HG prerelease; MTR 8.6 recommends 8 per two-person team)")
	fs.Uint64Var(&f.seed, "seed", 0, "random seed for the boosters, games and computer players (default: from the clock)")
	fs.StringVar(&f.out, "out", "", "directory for the pools and decks (default: ettin-sealed-SET-SEED in the current directory)")
	fs.IntVar(&f.games, "sim", 0, "simulate this many games between the two teams instead of playing (computer players only)")
	fs.BoolVar(&f.build, "build", false, "build your own deck (Red's first) at the terminal; the computer builds your teammate's from the rest of the pool")
	fs.BoolVar(&f.decksOnly, "decks-only", false, "open the pools and build the decks, then stop")
	fs.StringVar(&f.ai, "ai", "heuristic", "the computer players: "+strings.Join(sim.Levels(), ", "))
	fs.StringVar(&f.rules, "rules", "current", "2HG rules edition: current, 2011, 2008 or 2006")
	fs.StringVar(&f.color, "color", "auto", "playing: ANSI colors: auto, on, off")
	fs.StringVar(&f.log, "log", "", "playing: where to save the replay (default as ettin play)")
	usage := flagUsage(fs, "Usage: ettin sealed --set CODE [flags]\n\n"+
		"A Two-Headed Giant Sealed event: each team (Red, Blue) opens --packs play-booster-shaped boosters\n"+
		"of the set; the computer builds each team's two 40-card decks from its pool (Unified Deck\n"+
		"Construction: each card to one player, basic lands free; cards the engine can't play yet are\n"+
		"left out and listed); pools and decks are saved as deck lists in --out. Then you play Red's\n"+
		"first seat in the terminal with a computer teammate against two computer players, or --sim\n"+
		"plays computer games. --build lets you build your own deck first (list, add, remove, basics, done).")
	if code, ok := parseCommandFlags(fs, args, usage, stdout, stderr); !ok {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "ettin sealed: unexpected argument %q (flags only; see ettin sealed -h)\n", fs.Arg(0))
		return 2
	}
	if err := f.check(); err != nil {
		fmt.Fprintf(stderr, "ettin sealed: %v\n", err)
		return 2
	}
	ed, err := rules.ParseEdition(f.rules)
	if err != nil {
		fmt.Fprintf(stderr, "ettin sealed: %v\n", err)
		return 2
	}
	set, err := carddb.SetByCode(f.set)
	if err != nil {
		fmt.Fprintf(stderr, "ettin sealed: --set: %v\n", err)
		return 2
	}
	if f.seed == 0 {
		f.seed = uint64(time.Now().UnixNano())%1_000_000 + 1
	}
	if f.out == "" {
		f.out = fmt.Sprintf("ettin-sealed-%s-%d", set.Code, f.seed)
	}
	if !f.decksOnly && f.games == 0 && strings.Contains(f.out, ":") {
		fmt.Fprintf(stderr, "ettin sealed: --out %q: a directory with ':' in its path can't name a seat's deck for play; choose another\n", f.out)
		return 2
	}
	ev, err := openEvent(set, &f)
	if err != nil {
		fmt.Fprintf(stderr, "ettin sealed: %v\n", err)
		return 2
	}
	in := bufio.NewReader(stdin)
	if f.build {
		if err := ev.personBuilds(in, stdout); err != nil {
			fmt.Fprintf(stderr, "ettin sealed: %v\n", err)
			return 1
		}
	}
	if err := ev.write(f.out); err != nil {
		fmt.Fprintf(stderr, "ettin sealed: %v\n", err)
		return 1
	}
	ev.report(stdout)
	switch {
	case f.decksOnly:
		return 0
	case f.games > 0:
		return ev.simulate(&f, ed, stdout, stderr)
	}
	// Play: the ettin play path, with the event's decks at the four seats.
	playArgs := []string{"--seed", strconv.FormatUint(f.seed, 10), "--rules", f.rules, "--color", f.color, "--ai", f.ai}
	if f.log != "" {
		playArgs = append(playArgs, "--log", f.log)
	}
	for s, name := range sealedSeats {
		kind := f.ai
		if s == 0 {
			kind = "human"
		}
		playArgs = append(playArgs, "--seat", fmt.Sprintf("%s:%s:%s:%s", name, sealedTeams[s/2], ev.paths[s/2][s%2], kind))
	}
	old := stdin
	stdin = in // what the builder read ahead stays for the game
	defer func() { stdin = old }()
	return playCmd(playArgs, stdout, stderr)
}

// check refuses bad flag values, each with one line.
func (f *sealedFlags) check() error {
	switch {
	case strings.TrimSpace(f.set) == "":
		return errors.New("expected --set CODE, e.g. --set BBD (ettin cards coverage lists sets with their implemented cards)")
	case f.packs < 1 || f.packs > 100:
		return fmt.Errorf("--packs %d; expected 1 to 100 boosters per team", f.packs)
	case f.games < 0:
		return fmt.Errorf("--sim %d; expected a number of games, 1 or more", f.games)
	case f.decksOnly && f.games > 0:
		return errors.New("--decks-only and --sim both given; expected one")
	}
	if _, err := sim.NewPolicy(f.ai, 0, 0); err != nil {
		return fmt.Errorf("--ai: %v", err)
	}
	if f.color != "auto" && f.color != "on" && f.color != "off" {
		return fmt.Errorf("unknown --color %q; expected auto, on or off", f.color)
	}
	return nil
}

// event is an opened 2HG Sealed event: each team's pool and decks.
type event struct {
	set   *carddb.Set
	seed  uint64
	packs int
	pools [2]*sealed.Pool
	teams [2]*sealed.Team
	paths [2][2]string // deck files, by team and seat
	dir   string
}

// openEvent opens both teams' pools, each from its own seed, and builds their decks.
func openEvent(set *carddb.Set, f *sealedFlags) (*event, error) {
	ev := &event{set: set, seed: f.seed, packs: f.packs}
	for t, name := range sealedTeams {
		var rng rules.RNG
		rng.Seed(sealed.TeamSeed(f.seed, t))
		p, err := sealed.OpenPool(set.Code, f.packs, &rng)
		if err != nil {
			return nil, err
		}
		ev.pools[t] = p
		ev.teams[t] = sealed.BuildTeam(p.Cards(), [2]string{name + " 1", name + " 2"})
	}
	return ev, nil
}

// personBuilds lets the person build Red's first deck; the computer then builds the
// teammate's from the rest of the pool.
func (ev *event) personBuilds(in *bufio.Reader, out io.Writer) error {
	pool := ev.pools[0].Cards()
	team := ev.teams[0]
	if len(team.Unimplemented) > 0 {
		fmt.Fprintf(out, "%d of the pool's cards can't be played yet (marked * in the list).\n", len(team.Unimplemented))
	}
	mine, err := sealed.Build(in, out, pool, team.Decks[0], team.Decks[0].Name)
	if err != nil {
		return err
	}
	rest, err := sealed.Remove(pool, mine.Cards)
	if err != nil {
		return err
	}
	mate, _ := sealed.BuildDeck(rest, team.Decks[1].Name)
	team.Decks = [2]*sealed.Deck{mine, mate}
	fmt.Fprintf(out, "Your teammate built %s (%s) from the rest of the pool.\n", mate.Name, mate.ColorNames())
	return nil
}

// write saves each team's pool and decks as deck lists in dir and checks that the decks
// read back from their files are legal for 2HG Sealed against the pool.
func (ev *event) write(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("--out: %w", err)
	}
	ev.dir = dir
	for t, name := range sealedTeams {
		lower := strings.ToLower(name)
		team := ev.teams[t]
		pool := sealed.PoolList(name+" pool", ev.pools[t].Cards())
		head := fmt.Sprintf("# The %s team's 2HG Sealed pool: %d boosters of %s (%s), seed %d. Basic lands are added freely.\n",
			name, ev.packs, ev.set.Name, ev.set.Code, ev.seed)
		if len(team.Unimplemented) > 0 {
			head += fmt.Sprintf("# Not implemented yet, so left out of the decks (%d):\n", len(team.Unimplemented))
			for _, n := range team.Unimplemented {
				head += "#   " + n + "\n"
			}
		}
		if err := writeList(filepath.Join(dir, lower+"-pool.txt"), head, pool); err != nil {
			return err
		}
		var lists [2]*deck.List
		for s, d := range team.Decks {
			lists[s] = d.List()
			path := filepath.Join(dir, fmt.Sprintf("%s-%d.txt", lower, s+1))
			head := fmt.Sprintf("# %s, %s: from the %s team's %s pool (seed %d).\n# Format: %s\n",
				d.Name, d.ColorNames(), name, ev.set.Code, ev.seed, decks.FormatLimited)
			if err := writeList(path, head, lists[s]); err != nil {
				return err
			}
			ev.paths[t][s] = path
		}
		if ps := deck.CheckLimited(lists[0], lists[1], pool, cards.Implemented); len(ps) > 0 {
			return fmt.Errorf("the %s team's decks are not legal (a deck builder bug): %s", name, errLine(ps))
		}
	}
	return nil
}

// writeList writes a deck list with header comment lines.
func writeList(path, head string, l *deck.List) error {
	out, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if _, err := io.WriteString(out, head); err != nil {
		out.Close()
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := l.WriteText(out); err != nil {
		out.Close()
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return out.Close()
}

// report prints each team's pool and decks in a few lines.
func (ev *event) report(w io.Writer) {
	fmt.Fprintf(w, "2HG Sealed: %s (%s), %d boosters per team, seed %d. Pools and decks in %s\n", ev.set.Name, ev.set.Code, ev.packs, ev.seed, ev.dir)
	for t, name := range sealedTeams {
		cs := ev.pools[t].Cards()
		var byRarity [5]int
		distinct := map[string]bool{}
		missing := 0
		for _, c := range cs {
			byRarity[c.Rarity]++
			distinct[c.Name] = true
			if !cards.Implemented(c.Name) {
				missing++
			}
		}
		fmt.Fprintf(w, "%s pool: %d cards (%d common, %d uncommon, %d rare, %d mythic, %d basic land)\n", name, len(cs),
			byRarity[sealed.Common], byRarity[sealed.Uncommon], byRarity[sealed.Rare], byRarity[sealed.Mythic], byRarity[sealed.BasicLand])
		if n := len(ev.teams[t].Unimplemented); n > 0 {
			fmt.Fprintf(w, "  not implemented yet, left out: %d of %d cards (%d of %d names), listed in %s-pool.txt\n",
				missing, len(cs), n, len(distinct), strings.ToLower(name))
		} else {
			fmt.Fprintln(w, "  every card is implemented")
		}
		for s, d := range ev.teams[t].Decks {
			creatures, spells, lands := 0, 0, 0
			for _, n := range d.Cards {
				def := cards.MustDef(n)
				switch {
				case def.Types.Has(rules.Land):
					lands++
				case def.Types.Has(rules.Creature):
					creatures++
					spells++
				default:
					spells++
				}
			}
			for _, k := range d.Basics {
				lands += k
			}
			fmt.Fprintf(w, "  %s: %s, %d cards: %d spells (%d creatures), %d lands  %s\n", d.Name, d.ColorNames(), d.Size(), spells, creatures, lands, ev.paths[t][s])
		}
	}
}

// simulate plays games between the two teams' decks, read back from their files.
func (ev *event) simulate(f *sealedFlags, ed rules.Edition, stdout, stderr io.Writer) int {
	cfg := sim.Config{Games: f.games, Seed: f.seed, Edition: ed}
	for t, name := range sealedTeams {
		team := sim.Team{Name: name, AI: f.ai}
		for s, path := range ev.paths[t] {
			d, err := decks.Load(path)
			if err != nil {
				fmt.Fprintf(stderr, "ettin sealed: %s\n", errLine(err))
				return 1
			}
			defs, err := d.Cards()
			if err != nil {
				fmt.Fprintf(stderr, "ettin sealed: %s\n", errLine(err))
				return 1
			}
			team.Seats[s] = sim.Seat{Deck: d.Name, Cards: defs}
		}
		cfg.Teams[t] = team
	}
	res, err := sim.Run(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "ettin sealed: %v\n", err)
		return 1
	}
	rep := sim.Summarize(res)
	if err := rep.WriteText(stdout); err != nil {
		fmt.Fprintf(stderr, "ettin sealed: %v\n", err)
		return 1
	}
	for _, g := range rep.Failed {
		fmt.Fprintf(stderr, "ettin sealed: game %d (seed %d) has no result: %s\n", g.Index, g.Seed, firstLine(g.Err))
	}
	return 0
}
