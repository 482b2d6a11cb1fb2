// Command ettin plays, simulates and checks Two-Headed Giant games of Magic: The Gathering.
package main

import (
	"fmt"
	"io"
	"os"
)

// command is one subcommand of ettin.
type command struct {
	name    string
	summary string
	run     func(args []string, stdout, stderr io.Writer) int
}

// commands is filled by the files of this package (init functions), one file per subcommand.
var commands []command

func register(c command) { commands = append(commands, c) }

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(stdout)
		return 0
	}
	for _, c := range commands {
		if c.name == args[0] {
			return c.run(args[1:], stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "ettin: unknown command %q; expected one of:", args[0])
	for _, c := range commands {
		fmt.Fprintf(stderr, " %s", c.name)
	}
	fmt.Fprintln(stderr)
	return 2
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "ettin: a Two-Headed Giant rules engine, game and simulator.")
	fmt.Fprintln(w, "\nUsage: ettin <command> [flags]\n\nCommands:")
	for _, c := range commands {
		fmt.Fprintf(w, "  %-10s %s\n", c.name, c.summary)
	}
}
