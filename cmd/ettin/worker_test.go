package main

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/ettinmtg/ettin/internal/natstest"
	"github.com/ettinmtg/ettin/sim/remote"
	"github.com/nats-io/nats.go"
)

// TestSimOnWorkers: "ettin sim --nats URL" puts the games on the JetStream work queue of
// an embedded NATS server, two workers (in process, each with its own connection) play
// them, and the report is the one a local run with the same flags and seed writes (the
// text report but for its first line, which gives the time and workers, and the CSV),
// for a run of two teams and for a deck matrix (--matrix). Both workers played some of
// the batches.
func TestSimOnWorkers(t *testing.T) {
	ns := natstest.Server(t)
	url := ns.ClientURL()
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	var played [2]atomic.Int32
	for i := range 2 {
		nc, err := nats.Connect(url)
		if err != nil {
			t.Fatal(err)
		}
		defer nc.Close()
		wg.Add(1)
		go func() {
			defer wg.Done()
			o := remote.WorkerOptions{Workers: 1, Logf: func(string, ...any) { played[i].Add(1) }}
			if err := remote.Work(ctx, nc, o); err != nil {
				t.Errorf("worker %d: %v", i, err)
			}
		}()
	}
	defer func() { cancel(); wg.Wait() }()

	flags := []string{"--games", "16", "--seed", "9", "--quiet", "--red-ai", "heuristic"}
	matrix := []string{"--matrix", "--games", "4", "--seed", "3", "--quiet", "Boros Legion", "Golgari Partners", "Red Blitz,Ichor Swarm"}
	for _, format := range [][]string{{"--csv"}, {}, append([]string{"--csv"}, matrix...), matrix} {
		args := append(append([]string{}, flags...), format...)
		if len(format) > 1 {
			args = format // the deck matrix: its pairings' games go to the workers too
		}
		code, local, errOut := runSim(args...)
		if code != 0 {
			t.Fatalf("local run: exit %d: %s", code, errOut)
		}
		before := played[0].Load() + played[1].Load()
		code, remoteOut, errOut := runSim(append(args, "--nats", url, "--batch", "2")...)
		if code != 0 {
			t.Fatalf("run on the workers: exit %d: %s", code, errOut)
		}
		if played[0].Load()+played[1].Load() == before {
			t.Errorf("%v: no batch was played on the workers", format)
		}
		if len(format) == 0 || format[0] == "--matrix" { // the text report: its first line gives the time and the workers
			_, local, _ = strings.Cut(local, "\n")
			_, remoteOut, _ = strings.Cut(remoteOut, "\n")
		}
		if local != remoteOut || !strings.Contains(local, "Red") || len(format) > 1 && !strings.Contains(local, "Golgari") {
			t.Errorf("the report of the run on the workers differs from the local run's:\n%s\n--\n%s", remoteOut, local)
		}
	}
	t.Logf("batches played: %d and %d", played[0].Load(), played[1].Load())
	if played[0].Load() == 0 || played[1].Load() == 0 {
		t.Errorf("batches played by the two workers: %d and %d; want both at work", played[0].Load(), played[1].Load())
	}
}
