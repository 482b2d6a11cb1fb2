package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/ettinmtg/ettin/sim"
	"github.com/ettinmtg/ettin/sim/remote"
	"github.com/nats-io/nats.go"
)

func init() {
	register(command{name: "worker", summary: "play the games of ettin sim --nats runs: ettin worker --nats URL [--workers N]", run: workerCmd})
}

func workerCmd(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("worker", flag.ContinueOnError)
	var url string
	var o remote.WorkerOptions
	var verbose bool
	fs.StringVar(&url, "nats", "", "the NATS (with JetStream) whose work queue to take games from, e.g. nats://host:4222")
	fs.IntVar(&o.Workers, "workers", 0, "games played at once (0: every core)")
	fs.IntVar(&o.Replicas, "replicas", 1, "copies of the queue's streams kept by the NATS cluster")
	fs.BoolVar(&verbose, "v", false, "log each batch played")
	usage := flagUsage(fs, "Usage: ettin worker --nats URL [flags]\n\nTake batches of games that ettin sim --nats URL puts on the NATS JetStream work queue,\nplay them and send their results back, until interrupted.")
	if code, ok := parseCommandFlags(fs, args, usage, stdout, stderr); !ok {
		return code
	}
	if url == "" || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "ettin worker: expected --nats URL and no arguments (see ettin worker -h)")
		return 2
	}
	if verbose {
		o.Logf = func(f string, a ...any) { fmt.Fprintf(stderr, f+"\n", a...) }
	}
	nc, err := nats.Connect(url, nats.Name("ettin worker"), nats.MaxReconnects(-1))
	if err != nil {
		fmt.Fprintf(stderr, "ettin worker: connecting to NATS at %s: %v\n", url, err)
		return 1
	}
	defer nc.Close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	fmt.Fprintf(stdout, "ettin worker: taking games from %s (Ctrl-C to stop)\n", url)
	if err := remote.Work(ctx, nc, o); err != nil {
		fmt.Fprintf(stderr, "ettin worker: %v\n", err)
		return 1
	}
	return 0
}

// runner is what plays a run's games: here, or with --nats on the workers of that NATS
// (one connection for every run, closed by the function returned with it).
func (f *simFlags) runner() (func(sim.Config) (*sim.Result, error), func(), error) {
	if f.nats == "" {
		return sim.Run, func() {}, nil
	}
	nc, err := nats.Connect(f.nats, nats.Name("ettin sim"))
	if err != nil {
		return nil, nil, fmt.Errorf("connecting to NATS at %s: %w", f.nats, err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	run := func(cfg sim.Config) (*sim.Result, error) {
		return remote.Run(ctx, nc, cfg, remote.Options{Batch: f.batch})
	}
	return run, func() { stop(); nc.Close() }, nil
}
