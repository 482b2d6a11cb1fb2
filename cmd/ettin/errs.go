package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// parseCommandFlags parses a subcommand's flags, printing one line for a bad flag (the
// flag package's own message repeats the whole usage) and the usage on stdout for -h,
// which is not an error. ok is false when the command ends here, with exit code code.
func parseCommandFlags(fs *flag.FlagSet, args []string, usage func(io.Writer), stdout, stderr io.Writer) (code int, ok bool) {
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		usage(stdout)
		return 0, false
	}
	if err != nil {
		fmt.Fprintf(stderr, "ettin %s: %v (see ettin %s -h)\n", fs.Name(), err, fs.Name())
		return 2, false
	}
	return 0, true
}

// flagUsage prints a head line and a flag set's defaults.
func flagUsage(fs *flag.FlagSet, head string) func(io.Writer) {
	return func(w io.Writer) {
		fmt.Fprintln(w, head)
		fmt.Fprintln(w, "\nFlags:")
		fs.SetOutput(w)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
	}
}

// maxProblems is how many of an error's problems one line names before counting the rest.
const maxProblems = 3

// errLine makes one line of an error that may join several problems, one a line (a deck
// file's errors): the first few, then how many more.
func errLine(err error) string {
	var parts []string
	for _, l := range strings.Split(err.Error(), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			parts = append(parts, l)
		}
	}
	if len(parts) > maxProblems {
		more := len(parts) - maxProblems
		parts = append(parts[:maxProblems], fmt.Sprintf("and %d more problem(s)", more))
	}
	return strings.Join(parts, "; ")
}
