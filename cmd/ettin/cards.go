package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/oracle"
)

// isImplemented reports whether the engine can play the named card (canonical
// Oracle name). It is the one place where the cards command learns about the engine;
// the engine's card registry is plugged in here.
var isImplemented = cards.Implemented

// originOf says how the engine's definition of a card was made (scripted, read from
// keywords, compiled, missing) and, for a missing card, why.
var originOf = cards.OriginOf

func init() {
	register(command{name: "cards", summary: "show card facts and rulings, search Oracle text, report engine coverage", run: runCards})
}

const cardsUsage = `Usage:
  ettin cards show [--2018] [--abilities] NAME...
                                      Oracle facts and rulings of one card (--2018: its 2018
                                      wording; --abilities: what the engine understood)
  ettin cards search [--limit N] TEXT cards whose name or text contains every word
  ettin cards coverage [--set CODE] [--unknown N]
                                      implemented cards overall and per set: scripted,
                                      read from keywords, compiled from Oracle text, and
                                      the N most common sentence shapes still unread
`

func runCards(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, "ettin cards: expected a subcommand: show, search or coverage (see ettin cards help)")
		return 2
	}
	switch args[0] {
	case "show":
		return cardsShow(args[1:], stdout, stderr)
	case "search":
		return cardsSearch(args[1:], stdout, stderr)
	case "coverage":
		return cardsCoverage(args[1:], stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, cardsUsage)
		return 0
	}
	fmt.Fprintf(stderr, "ettin cards: unknown subcommand %q; expected show, search or coverage\n", args[0])
	return 2
}

// parseFlags parses flags that may appear anywhere among the arguments ("search
// deals damage --limit 5" works as well as "search --limit 5 deals damage"), which the
// flag package alone does not allow. It returns the other arguments and an exit code
// for main when parsing ends the command (help or a bad flag); it prints one line.
func parseFlags(fs *flag.FlagSet, args []string, usage string, stdout, stderr io.Writer) ([]string, int, bool) {
	fs.SetOutput(io.Discard) // the flag package's own message spans lines; print one
	var rest []string
	for {
		err := fs.Parse(args)
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stdout, "usage: "+usage)
			fs.SetOutput(stdout)
			fs.PrintDefaults()
			return nil, 0, false
		}
		if err != nil {
			fmt.Fprintf(stderr, "ettin %s: %v (usage: %s)\n", fs.Name(), err, usage)
			return nil, 2, false
		}
		args = fs.Args()
		if len(args) == 0 {
			return rest, 0, true
		}
		if args[0] == "--" { // only reached after a word: the flag package consumed a leading one
			return append(rest, args[1:]...), 0, true
		}
		rest = append(rest, args[0])
		args = args[1:]
	}
}

func cardsShow(args []string, stdout, stderr io.Writer) int {
	const usage = "ettin cards show [--2018] [--abilities] NAME..."
	fs := flag.NewFlagSet("cards show", flag.ContinueOnError)
	old := fs.Bool("2018", false, "show the Oracle text as worded in the 2018 data instead of today's wording")
	abilities := fs.Bool("abilities", false, "show what the engine understood of the card: its abilities as typed values")
	words, code, ok := parseFlags(fs, args, usage, stdout, stderr)
	if !ok {
		return code
	}
	name := strings.Join(words, " ")
	if strings.TrimSpace(name) == "" {
		fmt.Fprintf(stderr, "ettin cards show: expected a card name (usage: %s)\n", usage)
		return 2
	}
	c, err := carddb.Lookup(name)
	if err != nil {
		fmt.Fprintf(stderr, "ettin cards show: %v\n", err)
		return 1
	}
	if *old && !c.From2018() {
		fmt.Fprintf(stderr, "ettin cards show: %s is not in the 2018 data; it has only today's wording\n", c.Name)
		return 1
	}
	// A split card of the recent data ("A // B") has its costs and texts on its faces.
	splitFaces := c.Layout == "split" && len(c.Faces) > 1
	w := &errWriter{w: stdout}
	field := func(label, value string) {
		if value != "" {
			w.printf("%-12s %s\n", label+":", value)
		}
	}
	field("Name", c.Name)
	cost := c.ManaCost
	if splitFaces {
		var costs []string
		for _, f := range c.Faces {
			costs = append(costs, f.ManaCost)
		}
		cost = strings.Join(costs, " // ")
	}
	if cost == "" {
		cost = "(none)"
	}
	field("Cost", fmt.Sprintf("%s (mana value %g)", cost, c.CMC))
	field("Type", c.Type)
	if c.Power != "" || c.Toughness != "" {
		field("P/T", c.Power+"/"+c.Toughness)
	}
	field("Loyalty", c.Loyalty)
	text, source := c.Text, c.TextSource
	if *old {
		text, source = c.Text2018, carddb.Source2018
	}
	if splitFaces {
		w.printf("Oracle text (%s data): on each face\n", source)
	} else {
		printText(w, "Oracle text ("+source+" data)", text)
	}
	if !*old && c.From2018() && c.Text2018 != c.Text {
		w.printf("             (worded as in the 2018 data: ettin cards show --2018 %s)\n", c.Name)
	}
	faces := c.Faces
	if len(c.Names) > 1 && c.Layout != "normal" {
		// A card of the 2018 data with several faces has one entry per face: show the others.
		for _, n := range c.Names {
			if o := carddb.Exact(n); o != nil && o != c {
				t := o.Text
				if *old {
					t = o.Text2018
				}
				faces = append(faces, carddb.Face{Name: o.Name, ManaCost: o.ManaCost, Type: o.Type, Text: t})
			}
		}
	}
	for _, f := range faces {
		fcost := f.ManaCost
		if fcost == "" {
			fcost = "(none)"
		}
		w.printf("Face:        %s  %s  %s\n", f.Name, fcost, f.Type)
		for _, line := range strings.Split(f.Text, "\n") {
			if line != "" {
				w.printf("  %s\n", line)
			}
		}
	}
	if len(c.Names) > 1 {
		if c.Layout == "normal" {
			// Battlebond partner pairs are separate normal cards that name each other.
			var others []string
			for _, n := range c.Names {
				if n != c.Name {
					others = append(others, n)
				}
			}
			field("Partner", strings.Join(others, ", "))
		} else {
			field("Faces", strings.Join(c.Names, ", ")+" ("+c.Layout+" card)")
		}
	}
	if len(c.Faces) > 0 {
		field("Layout", c.Layout)
	}
	field("Printings", strings.Join(c.Printings, ", "))
	field("Data", strings.Join(c.Sources, " and "))
	field("Implemented", yesNo(isImplemented(c.Name)))
	if *abilities {
		o, why := originOf(c.Name)
		field("Made", o.String())
		if why != nil {
			field("Why", why.Error())
		}
		if d, err := cards.Def(c.Name); err == nil && o != cards.Missing {
			printText(w, "Abilities", strings.TrimSuffix(oracle.Describe(d), "\n"))
		}
	}
	rulings := carddb.Rulings(c.Name)
	switch {
	case len(rulings) == 0 && !c.From2018():
		w.printf("Rulings:     none (the %s data has no rulings)\n", carddb.SourceRecent)
	case len(rulings) == 0:
		w.printf("Rulings:     none\n")
	default:
		w.printf("Rulings (%d):\n", len(rulings))
		for _, r := range rulings {
			w.printf("  %s  %s\n", r.Date, r.Text)
		}
	}
	return w.exit(stderr, "cards show")
}

// printText prints a labelled block of Oracle text, one indented line per line of text.
func printText(w *errWriter, label, text string) {
	if text == "" {
		return
	}
	w.printf("%s:\n", label)
	for _, line := range strings.Split(text, "\n") {
		w.printf("  %s\n", line)
	}
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func cardsSearch(args []string, stdout, stderr io.Writer) int {
	const usage = "ettin cards search [--limit N] TEXT"
	fs := flag.NewFlagSet("cards search", flag.ContinueOnError)
	limit := fs.Int("limit", 50, "show at most `N` cards (0: all)")
	words, code, ok := parseFlags(fs, args, usage, stdout, stderr)
	if !ok {
		return code
	}
	if *limit < 0 {
		fmt.Fprintf(stderr, "ettin cards search: --limit %d: expected 0 (no limit) or more\n", *limit)
		return 2
	}
	query := strings.Join(words, " ")
	if strings.TrimSpace(query) == "" {
		fmt.Fprintf(stderr, "ettin cards search: expected text to search for (usage: %s)\n", usage)
		return 2
	}
	matches := carddb.Search(query)
	shown := matches
	if *limit > 0 && len(shown) > *limit {
		shown = shown[:*limit]
	}
	w := &errWriter{w: stdout}
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	for _, c := range shown {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", c.Name, c.ManaCost, c.Type)
	}
	tw.Flush()
	switch {
	case len(matches) == 0:
		w.printf("no card's name or text contains every word of %q\n", query)
	case len(shown) < len(matches):
		w.printf("%d of %d matching cards shown (--limit 0 shows all)\n", len(shown), len(matches))
	case len(matches) == 1:
		w.printf("1 matching card\n")
	default:
		w.printf("%d matching cards\n", len(matches))
	}
	return w.exit(stderr, "cards search")
}

func cardsCoverage(args []string, stdout, stderr io.Writer) int {
	const usage = "ettin cards coverage [--set CODE] [--unknown N]"
	fs := flag.NewFlagSet("cards coverage", flag.ContinueOnError)
	code := fs.String("set", "", "report only the set with this `CODE` (e.g. BBD) and list its unimplemented cards")
	top := fs.Int("unknown", 25, "list the `N` most common sentence shapes the compiler can't read yet (0: none)")
	rest, exit, ok := parseFlags(fs, args, usage, stdout, stderr)
	if !ok {
		return exit
	}
	if len(rest) > 0 {
		fmt.Fprintf(stderr, "ettin cards coverage: unexpected argument %q (usage: %s)\n", rest[0], usage)
		return 2
	}
	sets := carddb.Sets()
	if *code != "" {
		s, err := carddb.SetByCode(*code)
		if err != nil {
			fmt.Fprintf(stderr, "ettin cards coverage: %v\n", err)
			return 1
		}
		sets = []*carddb.Set{s}
	}
	if *top < 0 {
		fmt.Fprintf(stderr, "ettin cards coverage: --unknown %d: expected 0 (none) or more\n", *top)
		return 2
	}
	// Ask the engine once per card: set lists repeat the same names many times.
	implemented := map[string]bool{}
	done := 0
	all := carddb.All()
	byOrigin := map[cards.Origin]int{}
	shapes := map[string]int{}
	example := map[string]string{}
	inSet := map[string]bool{}
	if *code != "" {
		for _, n := range sets[0].CardNames() {
			inSet[n] = true
		}
	}
	for _, c := range all {
		if isImplemented(c.Name) {
			implemented[c.Name] = true
			done++
		}
		if *code != "" && !inSet[c.Name] {
			continue
		}
		o, err := originOf(c.Name)
		byOrigin[o]++
		var u *oracle.UnknownError
		if o == cards.Missing && errors.As(err, &u) {
			sh := u.Shape()
			shapes[sh]++
			if _, ok := example[sh]; !ok {
				example[sh] = c.Name
			}
		}
	}
	w := &errWriter{w: stdout}
	w.printf("Cards implemented: %d of %d (%s)\n", done, len(all), percent(done, len(all)))
	scope := "all cards"
	if *code != "" {
		scope = sets[0].Code
	}
	w.printf("How (%s): %d scripted, %d read from keywords, %d compiled from Oracle text, %d missing\n\n",
		scope, byOrigin[cards.Scripted], byOrigin[cards.Read], byOrigin[cards.Compiled], byOrigin[cards.Missing])
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	fmt.Fprintf(tw, "CODE\tSET\tIMPLEMENTED\tPERCENT\n")
	for _, s := range sets {
		names := s.CardNames()
		n := 0
		for _, name := range names {
			if implemented[name] {
				n++
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%d/%d\t%s\n", s.Code, s.Name, n, len(names), percent(n, len(names)))
	}
	tw.Flush()
	if *code != "" {
		var missing []string
		for _, name := range sets[0].CardNames() {
			if !implemented[name] {
				missing = append(missing, name)
			}
		}
		w.printf("\nNot implemented in %s (%d):\n", sets[0].Code, len(missing))
		for _, name := range missing {
			w.printf("  %s\n", name)
		}
	}
	printShapes(w, shapes, example, *top)
	return w.exit(stderr, "cards coverage")
}

// printShapes lists the n sentence shapes that leave the most cards uncompiled (each
// card counted once, by the first sentence the compiler can't read), with one card of
// each as an example.
func printShapes(w *errWriter, shapes map[string]int, example map[string]string, n int) {
	if n == 0 || len(shapes) == 0 {
		return
	}
	keys := make([]string, 0, len(shapes))
	for k := range shapes {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if shapes[keys[i]] != shapes[keys[j]] {
			return shapes[keys[i]] > shapes[keys[j]]
		}
		return keys[i] < keys[j]
	})
	w.printf("\nFirst unread sentence shapes (N: a number, {M}: mana; cards, one example):\n")
	for _, k := range keys[:min(n, len(keys))] {
		w.printf("  %5d  %s  (%s)\n", shapes[k], k, example[k])
	}
}

func percent(n, total int) string {
	if total == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(total))
}

// errWriter remembers the first write error so that output code stays linear and
// a closed pipe is reported once at the end instead of after every line.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(p)
	e.err = err
	return n, err
}

func (e *errWriter) printf(format string, args ...any) { fmt.Fprintf(e, format, args...) }

// exit returns the exit code of a command whose output went through e.
func (e *errWriter) exit(stderr io.Writer, cmd string) int {
	if e.err != nil {
		fmt.Fprintf(stderr, "ettin %s: writing output: %v\n", cmd, e.err)
		return 1
	}
	return 0
}
