package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/ettinmtg/ettin/server"
)

func init() {
	register(command{name: "serve", summary: "serve online tables: ettin serve [--addr 127.0.0.1:8080] [--data DIR] [--nats URL]", run: serveCmd})
	register(command{name: "bot", summary: "a computer player at an online table: ettin bot [--ai heuristic] SEAT_URL", run: botCmd})
}

// serveContext is the context ettin serve serves in: until interrupted (tests stop it
// themselves).
var serveContext = func() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}

func serveCmd(args []string, stdout, stderr io.Writer) int {
	var o server.Options
	var origins seatList
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.StringVar(&o.Addr, "addr", "127.0.0.1:8080", "the HTTP address to listen on")
	fs.StringVar(&o.DataDir, "data", "", "where the tables are kept (default: ettin in the user's data directory)")
	fs.StringVar(&o.NATSURL, "nats", "", "join this NATS (e.g. nats://host:4222) instead of embedding one")
	fs.StringVar(&o.NATSListen, "nats-listen", "", "the embedded NATS server also listens on HOST:PORT (default: in-process only)")
	fs.IntVar(&o.Replicas, "replicas", 1, "with --nats: copies of the tables kept by the NATS cluster (3 on a 3-node cluster)")
	fs.DurationVar(&o.LeaseTTL, "lease", 5*time.Second, "with --nats: how long a node's lease on its tables lasts; another node takes over the tables of a node gone that long")
	fs.StringVar(&o.NodeID, "node", "", "with --nats: this node's name in the leases (default: random)")
	fs.Var(&origins, "origin", "another origin whose pages may open WebSockets (host pattern, e.g. localhost:5173); repeatable")
	fs.BoolVar(&o.NoTable, "no-table", false, "don't open a table at start")
	fs.DurationVar(&o.Grace, "grace", 30*time.Second, "how long a person may be gone before a computer player stands in (they reclaim the seat when back)")
	fs.StringVar(&o.AI, "ai", "heuristic", "the computer players of the table opened at start: random, heuristic or mcts")
	fs.Uint64Var(&o.Seed, "seed", 0, "the seed of the table opened at start (default: drawn)")
	usage := flagUsage(fs, "Usage: ettin serve [flags]\n\nServe online Two-Headed Giant tables over HTTP and WebSocket (docs/protocol.md),\nwith NATS and JetStream embedded (or joined with --nats). It opens a table ready to play.")
	if code, ok := parseCommandFlags(fs, args, usage, stdout, stderr); !ok {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "ettin serve: unexpected argument %q (flags only; see ettin serve -h)\n", fs.Arg(0))
		return 2
	}
	if o.AI != "random" && o.AI != "heuristic" && o.AI != "mcts" {
		fmt.Fprintf(stderr, "ettin serve: unknown --ai %q; expected random, heuristic or mcts\n", o.AI)
		return 2
	}
	o.Origins = origins
	ctx, stop := serveContext()
	defer stop()
	if err := server.RunServe(ctx, o, stdout); err != nil {
		fmt.Fprintf(stderr, "ettin serve: %v\n", err)
		return 1
	}
	return 0
}

func botCmd(args []string, stdout, stderr io.Writer) int {
	var cfg server.BotConfig
	var verbose bool
	fs := flag.NewFlagSet("bot", flag.ContinueOnError)
	fs.StringVar(&cfg.AI, "ai", "heuristic", "the computer player: heuristic or mcts (package ai's players, deciding on a game built from the seat's view), or simple, random or first (choosers among the legal actions)")
	fs.Uint64Var(&cfg.Seed, "seed", 0, "seed of its choices (default: drawn)")
	fs.DurationVar(&cfg.Reconnect, "reconnect", 30*time.Second, "how long to keep reconnecting after a lost connection")
	fs.BoolVar(&verbose, "v", false, "log refusals and reconnections")
	usage := flagUsage(fs, "Usage: ettin bot [flags] SEAT_URL\n\nPlay a seat of an online table (the link ettin serve or POST /api/tables gave) as a\ncomputer player, with the same protocol as any client, until the game is over.")
	if code, ok := parseCommandFlags(fs, args, usage, stdout, stderr); !ok {
		return code
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "ettin bot: expected one SEAT_URL (see ettin bot -h)")
		return 2
	}
	if cfg.Seed == 0 {
		cfg.Seed = uint64(time.Now().UnixNano())
	}
	if verbose {
		cfg.Logf = func(f string, a ...any) { fmt.Fprintf(stderr, f+"\n", a...) }
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	res, err := server.RunBot(ctx, fs.Arg(0), cfg)
	if err != nil {
		fmt.Fprintf(stderr, "ettin bot: %v\n", err)
		return 1
	}
	result := "a draw"
	if res.WinnerName != "" {
		result = res.WinnerName + " won" // the side: a team, or a player alone
	}
	fmt.Fprintf(stdout, "Game over: %s after %d actions (%d of them this seat's; state hash %s)\n", result, res.Actions, res.Sent, res.Hash)
	if res.Decided+res.Fallbacks > 0 {
		fmt.Fprintf(stdout, "The %s player chose %d actions; the simple chooser %d (views it could not rebuild, refusals)\n", cfg.AI, res.Decided, res.Fallbacks)
	}
	return 0
}
