// Package remote plays a simulation's games on other machines: Run puts batches of games
// on a JetStream work queue, Work takes them on any number of worker nodes, plays them
// with package sim and sends each game's result back; Run gathers them in game order, so
// the result is the same as sim.Run's for the same config (game i is played from seed
// Seed+i wherever it runs).
//
// Subjects and streams: the batches are on ettin.sim.job.<run> of the work-queue stream
// ETTIN_SIM_JOBS (one pull consumer, "workers", shared by every worker, so that each batch
// goes to one of them; a batch whose worker died is delivered again after AckWait), the
// results on ettin.sim.result.<run> of the stream ETTIN_SIM_RESULTS, which Run reads and
// purges at the end.
package remote

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"time"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/rules"
	"github.com/ettinmtg/ettin/sim"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Streams, subjects and the workers' consumer.
const (
	jobStream    = "ETTIN_SIM_JOBS"
	resultStream = "ETTIN_SIM_RESULTS"
	consumerName = "workers"
	// hdrWorker names the worker node that played a game, on its result.
	hdrWorker = "Ettin-Worker"
	// ackWait is how long a batch stays with a worker that says nothing (by default); a
	// worker playing a batch says it is still at work every third of it.
	ackWait = 30 * time.Second
)

func jobSubject(run string) string    { return "ettin.sim.job." + run }
func resultSubject(run string) string { return "ettin.sim.result." + run }

// Spec is a run's config as it travels to the workers: decks as card names.
type Spec struct {
	Games   int    `json:"games"`
	Seed    uint64 `json:"seed"`
	Edition string `json:"edition"`
	Variant string `json:"variant"`
	Players int    `json:"players,omitempty"`
	Size    int    `json:"size,omitempty"` // players per team (teams, emperor)
	Range   int    `json:"range,omitempty"`
	Deploy  bool   `json:"deploy,omitempty"` // the deploy creatures option (CR 804)
	// SharedTurns is the shared team turns option (CR 805).
	SharedTurns bool        `json:"sharedTurns,omitempty"`
	Attack      string      `json:"attack,omitempty"`
	Playouts    int         `json:"playouts,omitempty"`
	MaxTurns    int         `json:"maxTurns,omitempty"`
	MaxActions  int         `json:"maxActions,omitempty"`
	Check       bool        `json:"check,omitempty"`
	Teams       [2]TeamSpec `json:"teams"`
	// Seats are the players' own decks and AI levels (sim.Config.Seats).
	Seats []PlayerSpec `json:"seats,omitempty"`
}

// PlayerSpec is one player's own deck (no cards: the side's) and AI level ("": the
// side's).
type PlayerSpec struct {
	AI   string   `json:"ai,omitempty"`
	Deck SeatSpec `json:"deck"`
}

// TeamSpec is one side of a Spec.
type TeamSpec struct {
	Name  string      `json:"name"`
	AI    string      `json:"ai"`
	Seats [2]SeatSpec `json:"seats"`
}

// SeatSpec is one seat's deck: its name and its cards by name.
type SeatSpec struct {
	Deck  string   `json:"deck"`
	Cards []string `json:"cards"`
}

// SpecOf is the Spec of cfg.
func SpecOf(cfg sim.Config) Spec {
	s := Spec{Games: cfg.Games, Seed: cfg.Seed, Edition: cfg.Edition.String(), Variant: cfg.Variant.String(),
		Players: cfg.Players, Size: cfg.Size, Range: cfg.Options.Range, Deploy: cfg.Options.Deploy, SharedTurns: cfg.Options.SharedTurns,
		Attack: cfg.Options.Attack.String(), Playouts: cfg.Playouts, MaxTurns: cfg.MaxTurns, MaxActions: cfg.MaxActions, Check: cfg.Check}
	for i, t := range cfg.Teams {
		s.Teams[i] = TeamSpec{Name: t.Name, AI: t.AI}
		for j, st := range t.Seats {
			s.Teams[i].Seats[j] = seatSpec(st)
		}
	}
	for _, p := range cfg.Seats {
		s.Seats = append(s.Seats, PlayerSpec{AI: p.AI, Deck: seatSpec(p.Deck)})
	}
	return s
}

// seatSpec is a deck with its cards by name.
func seatSpec(st sim.Seat) SeatSpec {
	names := make([]string, len(st.Cards))
	for k, c := range st.Cards {
		names[k] = c.Name
	}
	return SeatSpec{Deck: st.Deck, Cards: names}
}

// seat is the deck of ss, its cards looked up in the card database.
func (ss SeatSpec) seat() (sim.Seat, error) {
	seat := sim.Seat{Deck: ss.Deck}
	for _, n := range ss.Cards {
		d, err := cards.Def(n)
		if err != nil {
			return seat, fmt.Errorf("deck %s: %w", ss.Deck, err)
		}
		seat.Cards = append(seat.Cards, d)
	}
	return seat, nil
}

// Config is the sim config of s, its cards looked up in the card database.
func (s Spec) Config() (sim.Config, error) {
	ed, err := rules.ParseEdition(s.Edition)
	if err != nil {
		return sim.Config{}, fmt.Errorf("run spec: %w", err)
	}
	v, err := rules.ParseVariant(s.Variant)
	if err != nil {
		return sim.Config{}, fmt.Errorf("run spec: %w", err)
	}
	attack := rules.AttackMultiple
	if s.Attack != "" {
		if attack, err = rules.ParseAttackOption(s.Attack); err != nil {
			return sim.Config{}, fmt.Errorf("run spec: %w", err)
		}
	}
	cfg := sim.Config{Games: s.Games, Seed: s.Seed, Edition: ed, Variant: v, Players: s.Players, Size: s.Size,
		Options: rules.Options{Range: s.Range, Attack: attack, Deploy: s.Deploy, SharedTurns: s.SharedTurns}, Playouts: s.Playouts, MaxTurns: s.MaxTurns,
		MaxActions: s.MaxActions, Check: s.Check, Workers: 1}
	for i, t := range s.Teams {
		cfg.Teams[i] = sim.Team{Name: t.Name, AI: t.AI}
		for j, st := range t.Seats {
			seat, err := st.seat()
			if err != nil {
				return sim.Config{}, fmt.Errorf("run spec: team %s, %w", t.Name, err)
			}
			cfg.Teams[i].Seats[j] = seat
		}
	}
	for i, p := range s.Seats {
		seat, err := p.Deck.seat()
		if err != nil {
			return sim.Config{}, fmt.Errorf("run spec: player %d, %w", i+1, err)
		}
		if len(seat.Cards) == 0 {
			seat.Cards = nil // the side's deck
		}
		cfg.Seats = append(cfg.Seats, sim.SeatConfig{AI: p.AI, Deck: seat})
	}
	return cfg, nil
}

// batch is one message of the work queue: games From to To-1 of a run.
type batch struct {
	Run  string `json:"run"`
	From int    `json:"from"`
	To   int    `json:"to"`
	Spec Spec   `json:"spec"`
}

// ensureStreams makes the two streams if they don't exist yet (replicas copies each).
func ensureStreams(ctx context.Context, js jetstream.JetStream, replicas int) (jobs, results jetstream.Stream, err error) {
	replicas = max(replicas, 1)
	jobs, err = js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: jobStream, Subjects: []string{"ettin.sim.job.*"},
		Retention: jetstream.WorkQueuePolicy, Storage: jetstream.FileStorage, Replicas: replicas})
	if err != nil {
		return nil, nil, fmt.Errorf("the stream %s: %w", jobStream, err)
	}
	results, err = js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: resultStream, Subjects: []string{"ettin.sim.result.*"},
		Storage: jetstream.FileStorage, Replicas: replicas, MaxAge: 24 * time.Hour})
	if err != nil {
		return nil, nil, fmt.Errorf("the stream %s: %w", resultStream, err)
	}
	return jobs, results, nil
}

// Options tune Run.
type Options struct {
	// Batch is the number of games per message of the queue (0: 10).
	Batch int
	// Replicas is the number of copies of the streams a NATS cluster keeps (0: 1).
	Replicas int
}

// Run plays cfg's games on the workers of the NATS of nc and returns their results in game
// order, like sim.Run (Result.Workers counts the worker nodes that sent results). It waits until
// every game has a result or ctx ends; cfg.Progress is called as results come.
func Run(ctx context.Context, nc *nats.Conn, cfg sim.Config, o Options) (*sim.Result, error) {
	if cfg.Deal != nil {
		// A function can't travel to a worker: the games would be played with other decks.
		return nil, fmt.Errorf("the config deals its decks with a function (%s), which worker nodes can't run; expected fixed decks", cfg.DealFlag)
	}
	spec := SpecOf(cfg)
	if _, err := spec.Config(); err != nil {
		return nil, err
	}
	if cfg.Games < 1 {
		return nil, fmt.Errorf("%d games asked for; expected 1 or more", cfg.Games)
	}
	n := o.Batch
	if n <= 0 {
		n = 10
	}
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, fmt.Errorf("JetStream: %w", err)
	}
	_, results, err := ensureStreams(ctx, js, o.Replicas)
	if err != nil {
		return nil, err
	}
	run := newRunID()
	start := time.Now()
	// The results are read from the beginning of the run's subject: none is missed,
	// whenever it comes.
	cons, err := results.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{FilterSubjects: []string{resultSubject(run)}})
	if err != nil {
		return nil, fmt.Errorf("reading the results: %w", err)
	}
	defer func() {
		pctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		results.Purge(pctx, jetstream.WithPurgeSubject(resultSubject(run)))
	}()
	for from := 0; from < cfg.Games; from += n {
		b, err := json.Marshal(batch{Run: run, From: from, To: min(from+n, cfg.Games), Spec: spec})
		if err != nil {
			return nil, fmt.Errorf("encoding a batch: %w", err)
		}
		if _, err := js.Publish(ctx, jobSubject(run), b); err != nil {
			return nil, fmt.Errorf("queueing games %d-: %w", from, err)
		}
	}
	res := &sim.Result{Config: cfg, Games: make([]sim.GameResult, cfg.Games)}
	got := make([]bool, cfg.Games)
	done := 0
	nodes := map[string]bool{}
	it, err := cons.Messages()
	if err != nil {
		return nil, fmt.Errorf("reading the results: %w", err)
	}
	defer it.Stop()
	stop := context.AfterFunc(ctx, it.Stop)
	defer stop()
	for done < cfg.Games {
		m, err := it.Next()
		if err != nil {
			if ctx.Err() != nil {
				return nil, fmt.Errorf("%d of %d games played: %w", done, cfg.Games, ctx.Err())
			}
			return nil, fmt.Errorf("reading the results: %w", err)
		}
		var r sim.GameResult
		if err := json.Unmarshal(m.Data(), &r); err != nil || r.Index < 0 || r.Index >= cfg.Games {
			continue // not a result of this run
		}
		if got[r.Index] {
			continue // a batch played again after its worker was thought gone
		}
		got[r.Index] = true
		res.Games[r.Index] = r
		nodes[m.Headers().Get(hdrWorker)] = true
		done++
		if cfg.Progress != nil {
			cfg.Progress(done, cfg.Games)
		}
	}
	res.Elapsed = time.Since(start)
	res.Workers = len(nodes)
	return res, nil
}

func newRunID() string {
	var b [8]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// WorkerOptions tune Work.
type WorkerOptions struct {
	// Workers is the number of games played at once (0: GOMAXPROCS).
	Workers int
	// Replicas is the number of copies of the streams a NATS cluster keeps (0: 1).
	Replicas int
	// Logf logs each batch played (default: nothing).
	Logf func(format string, args ...any)
	// AckWait is how long a batch stays with a worker that says nothing before it goes to
	// another (0: 30 s); every worker of a NATS should use the same.
	AckWait time.Duration

	name string // the node's name on its results
}

// workerConsumer is the pull consumer every worker shares.
func workerConsumer(ctx context.Context, jobs jetstream.Stream, wait time.Duration) (jetstream.Consumer, error) {
	return jobs.CreateOrUpdateConsumer(ctx, jetstream.ConsumerConfig{Durable: consumerName,
		AckPolicy: jetstream.AckExplicitPolicy, AckWait: wait, MaxDeliver: -1})
}

// Work takes batches of games from the queue of the NATS of nc, one at a time, plays each
// batch's games and publishes their results, until ctx ends (then it returns nil).
func Work(ctx context.Context, nc *nats.Conn, o WorkerOptions) error {
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	if o.Logf == nil {
		o.Logf = func(string, ...any) {}
	}
	js, err := jetstream.New(nc)
	if err != nil {
		return fmt.Errorf("JetStream: %w", err)
	}
	jobs, _, err := ensureStreams(ctx, js, o.Replicas)
	if err != nil {
		return err
	}
	o.name = newRunID()
	if o.AckWait <= 0 {
		o.AckWait = ackWait
	}
	cons, err := workerConsumer(ctx, jobs, o.AckWait)
	if err != nil {
		return fmt.Errorf("the queue's consumer: %w", err)
	}
	for ctx.Err() == nil {
		msgs, err := cons.Fetch(1, jetstream.FetchMaxWait(time.Second))
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return fmt.Errorf("taking a batch: %w", err)
		}
		for m := range msgs.Messages() {
			if err := playBatch(ctx, js, m, o); err != nil {
				if ctx.Err() != nil {
					m.Nak()
					return nil
				}
				return err
			}
		}
		if err := msgs.Error(); err != nil && !errors.Is(err, nats.ErrTimeout) && ctx.Err() == nil {
			return fmt.Errorf("taking a batch: %w", err)
		}
	}
	return nil
}

// playBatch plays one batch and publishes its results, then takes it off the queue.
func playBatch(ctx context.Context, js jetstream.JetStream, m jetstream.Msg, o WorkerOptions) error {
	var b batch
	if err := json.Unmarshal(m.Data(), &b); err != nil {
		o.Logf("worker: a bad batch (%v); dropped", err)
		return m.Term()
	}
	cfg, err := b.Spec.Config()
	if err != nil || b.From < 0 || b.To > cfg.Games || b.From >= b.To {
		o.Logf("worker: batch %d-%d of run %s can't be played (%v); dropped", b.From, b.To, b.Run, err)
		return m.Term()
	}
	// Tell the queue the batch is in hand while it is played.
	busy, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() {
		t := time.NewTicker(o.AckWait / 3)
		defer t.Stop()
		for {
			select {
			case <-busy.Done():
				return
			case <-t.C:
				m.InProgress()
			}
		}
	}()
	results := make([]sim.GameResult, b.To-b.From)
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(o.Workers, len(results)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i-b.From] = sim.PlayGame(&cfg, i)
			}
		}()
	}
	for i := b.From; i < b.To && ctx.Err() == nil; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	if ctx.Err() != nil {
		return ctx.Err()
	}
	for _, r := range results {
		data, err := json.Marshal(r)
		if err != nil {
			return fmt.Errorf("encoding game %d: %w", r.Index, err)
		}
		msg := &nats.Msg{Subject: resultSubject(b.Run), Data: data, Header: nats.Header{hdrWorker: []string{o.name}}}
		if _, err := js.PublishMsg(ctx, msg); err != nil {
			return fmt.Errorf("publishing game %d of run %s: %w", r.Index, b.Run, err)
		}
	}
	o.Logf("worker: games %d-%d of run %s played", b.From, b.To-1, b.Run)
	return m.Ack()
}
