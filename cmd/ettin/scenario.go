package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/scenario"
)

func init() {
	register(command{name: "scenario", summary: "run scenario files: ettin scenario run [--log] FILE...", run: scenarioCmd})
}

func scenarioCmd(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "run" {
		fmt.Fprintln(stderr, "ettin scenario: expected \"ettin scenario run [--log] FILE...\"")
		return 2
	}
	fs := flag.NewFlagSet("scenario run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	showLog := fs.Bool("log", false, "print each game's log, with the rule numbers on its events")
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "ettin scenario run: expected one or more scenario files")
		return 2
	}
	failed := 0
	for _, path := range fs.Args() {
		spec, err := scenario.Load(path)
		if err != nil {
			fmt.Fprintf(stdout, "FAIL %v\n", err)
			failed++
			continue
		}
		res := scenario.Run(spec)
		if *showLog && res.Game != nil {
			for _, l := range bind.Log(res.Game) {
				fmt.Fprintln(stdout, "  "+l)
			}
		}
		fmt.Fprintln(stdout, res.String())
		if res.Failed {
			failed++
		}
	}
	if failed > 0 {
		fmt.Fprintf(stdout, "%d of %d scenario(s) failed\n", failed, fs.NArg())
		return 1
	}
	return 0
}
