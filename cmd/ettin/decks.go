package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/ettinmtg/ettin/decks"
)

func init() {
	register(command{name: "decks", summary: "list the bundled teams and decks (for play --team/--vs/--deck and sim)", run: decksCmd})
}

// decksCmd lists the bundled teams with their two decks, then every bundled deck with
// its format and plan.
func decksCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("decks", flag.ContinueOnError)
	usage := flagUsage(fs, "Usage: ettin decks\n\nList the bundled teams and decks.")
	if code, ok := parseCommandFlags(fs, args, usage, stdout, stderr); !ok {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "ettin decks: unexpected argument %q; expected none\n", fs.Arg(0))
		return 2
	}
	tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "Teams (ettin play --team NAME --vs NAME; the first word will do):")
	for i, t := range decks.Teams() {
		note := ""
		switch i {
		case 0:
			note = "  (play's default team)"
		case 1:
			note = "  (play's default opponents)"
		}
		fmt.Fprintf(tw, "  %s\t%s + %s%s\n", t.Name, t.Decks[0], t.Decks[1], note)
	}
	fmt.Fprintln(tw, "\nDecks (ettin play --deck NAME, or a deck file):")
	for _, n := range decks.Names() {
		d, err := decks.Get(n)
		if err != nil {
			fmt.Fprintf(stderr, "ettin decks: %v\n", err)
			return 1
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", d.Name, d.Format, cut(d.Description, 46))
	}
	if err := tw.Flush(); err != nil {
		fmt.Fprintf(stderr, "ettin decks: %v\n", err)
		return 1
	}
	return 0
}

// cut shortens s to n runes, marking the cut, so that a table line fits 80 columns.
func cut(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return strings.TrimRight(string(r[:n-1]), " ,;:") + "…"
}
