package remote

import (
	"context"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/internal/natstest"
	"github.com/ettinmtg/ettin/rules"
	"github.com/ettinmtg/ettin/sim"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// deck builds a seat's deck from "N Name" entries.
func deck(t *testing.T, name string, entries ...string) sim.Seat {
	s := sim.Seat{Deck: name}
	for _, e := range entries {
		num, card, _ := strings.Cut(e, " ")
		def, err := cards.Def(card)
		if err != nil {
			t.Fatal(err)
		}
		n, _ := strconv.Atoi(num)
		for range n {
			s.Cards = append(s.Cards, def)
		}
	}
	return s
}

// TestWorkerDies: a worker takes a batch and dies without finishing it (here: a consumer
// that takes it and never answers); once the batch's time is up it goes to the live
// worker, and the run's results are a local run's, game for game.
func TestWorkerDies(t *testing.T) {
	ns := natstest.Server(t)
	connect := func() *nats.Conn {
		nc, err := nats.Connect(ns.ClientURL())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(nc.Close)
		return nc
	}
	red := deck(t, "red", "20 Mountain", "40 Raging Goblin")
	green := deck(t, "green", "20 Forest", "40 Grizzly Bears")
	cfg := sim.Config{Games: 8, Seed: 3, Edition: rules.Current, Teams: [2]sim.Team{
		{Name: "Red", Seats: [2]sim.Seat{red, red}, AI: "random"},
		{Name: "Green", Seats: [2]sim.Seat{green, green}, AI: "heuristic"},
	}}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	const wait = time.Second

	// The dying worker: it takes the first batch and is never heard of again.
	dead := connect()
	js, err := jetstream.New(dead)
	if err != nil {
		t.Fatal(err)
	}
	jobs, _, err := ensureStreams(ctx, js, 1)
	if err != nil {
		t.Fatal(err)
	}
	cons, err := workerConsumer(ctx, jobs, wait)
	if err != nil {
		t.Fatal(err)
	}
	type outcome struct {
		res *sim.Result
		err error
	}
	done := make(chan outcome, 1)
	go func() {
		res, err := Run(ctx, connect(), cfg, Options{Batch: 3})
		done <- outcome{res, err}
	}()
	msgs, err := cons.Fetch(1, jetstream.FetchMaxWait(10*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	taken := 0
	for range msgs.Messages() {
		taken++
	}
	if taken != 1 {
		t.Fatalf("the dying worker took %d batches", taken)
	}

	wctx, wcancel := context.WithCancel(ctx)
	defer wcancel()
	go Work(wctx, connect(), WorkerOptions{Workers: 1, AckWait: wait})
	got := <-done
	if got.err != nil {
		t.Fatal(got.err)
	}
	cfg.KeepGames = true // the local run keeps its games to compare them one by one
	local, err := sim.Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got.res.Games, local.Games) {
		t.Errorf("the games played on the workers differ from the local run's:\n%+v\n--\n%+v", got.res.Games, local.Games)
	}
	if got.res.Workers != 1 {
		t.Errorf("%d workers sent results; want 1 (the one alive)", got.res.Workers)
	}
}
