package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// streamName is the JetStream stream holding every table's records.
const streamName = "ETTIN_TABLES"

// Subjects: a table's records, its commands, and what each seat may see.
func logSubject(id string) string { return "ettin.log." + id }
func cmdSubject(id string) string { return "ettin.cmd." + id }
func outSubject(id string, seat int) string {
	if seat < 0 {
		return "ettin.out." + id + ".spectator"
	}
	return fmt.Sprintf("ettin.out.%s.%d", id, seat)
}

// record is one message of a table's log: the setup first, then one per accepted action.
type record struct {
	Setup  *tableSetup `json:"setup,omitempty"`
	Action *WireAction `json:"action,omitempty"`
	Seat   int         `json:"seat"`           // who acted (the seat, including a computer player's)
	Line   string      `json:"line,omitempty"` // the action in notation, for people reading the log
	// Clocks are the seats' chess clocks after the action, in milliseconds (-1: ran out).
	Clocks []int64 `json:"clocks,omitempty"`
	// Rematch is the id of the table that replays this one with the same seats.
	Rematch string `json:"rematch,omitempty"`
	// Seats is the seats' state after it changed (a person left or came back, a computer
	// player stood in, the clocks started) and at the clocks' checkpoints: a restarted
	// table keeps it.
	Seats *seatsRecord `json:"seats,omitempty"`
}

// seatsRecord is the state of a table's seats that is not the game's.
type seatsRecord struct {
	Away     []int64 `json:"away"`               // since when each person has been gone (Unix ms; 0: here)
	StandIn  []bool  `json:"standIn"`            // a computer player holds the person's seat
	Came     []bool  `json:"came"`               // the person has come to the table (once at least)
	ClocksOn bool    `json:"clocksOn,omitempty"` // the clocks have started (every person came)
}

// store is the NATS connection and the JetStream stream of the tables.
type store struct {
	ns     *natsserver.Server // the embedded server, nil when joined to an external NATS
	nc     *nats.Conn
	js     jetstream.JetStream
	stream jetstream.Stream
}

// openStore starts the embedded NATS server with JetStream under dataDir (listening on
// listen when it is not empty) or connects to natsURL, and makes sure the stream exists.
func openStore(ctx context.Context, dataDir, natsURL, listen string, replicas int) (*store, error) {
	st := &store{}
	if natsURL != "" {
		nc, err := nats.Connect(natsURL, nats.Name("ettin serve"), nats.MaxReconnects(-1))
		if err != nil {
			return nil, fmt.Errorf("connecting to NATS at %s: %w", natsURL, err)
		}
		st.nc = nc
	} else {
		opts := &natsserver.Options{
			ServerName: "ettin",
			JetStream:  true,
			StoreDir:   filepath.Join(dataDir, "jetstream"),
			DontListen: true,
			NoSigs:     true,
		}
		if listen != "" {
			host, port, err := splitHostPort(listen)
			if err != nil {
				return nil, fmt.Errorf("--nats-listen %q: %w", listen, err)
			}
			opts.DontListen = false
			opts.Host, opts.Port = host, port
		}
		ns, err := natsserver.NewServer(opts)
		if err != nil {
			return nil, fmt.Errorf("starting the embedded NATS server: %w", err)
		}
		ns.Start()
		if !ns.ReadyForConnections(10 * time.Second) {
			ns.Shutdown()
			return nil, errors.New("the embedded NATS server did not start within 10 s")
		}
		st.ns = ns
		nc, err := nats.Connect("", nats.InProcessServer(ns), nats.Name("ettin serve"))
		if err != nil {
			ns.Shutdown()
			return nil, fmt.Errorf("connecting to the embedded NATS server: %w", err)
		}
		st.nc = nc
	}
	js, err := jetstream.New(st.nc)
	if err != nil {
		st.close()
		return nil, fmt.Errorf("JetStream: %w", err)
	}
	st.js = js
	cfg := jetstream.StreamConfig{
		Name:     streamName,
		Subjects: []string{"ettin.log.*"},
		Storage:  jetstream.FileStorage,
		Replicas: max(replicas, 1),
	}
	s, err := js.CreateOrUpdateStream(ctx, cfg)
	// A NATS cluster that has just started may not have elected its JetStream leader yet.
	for wait := time.Now().Add(30 * time.Second); err != nil && natsURL != "" && time.Now().Before(wait); {
		time.Sleep(250 * time.Millisecond)
		s, err = js.CreateOrUpdateStream(ctx, cfg)
	}
	if err != nil {
		st.close()
		return nil, fmt.Errorf("creating the stream %s: %w", streamName, err)
	}
	st.stream = s
	return st, nil
}

func splitHostPort(hp string) (string, int, error) {
	i := strings.LastIndex(hp, ":")
	if i < 0 {
		return "", 0, errors.New("expected HOST:PORT")
	}
	var port int
	if _, err := fmt.Sscanf(hp[i+1:], "%d", &port); err != nil || port < 0 || port > 65535 {
		return "", 0, fmt.Errorf("bad port %q", hp[i+1:])
	}
	return hp[:i], port, nil
}

func (st *store) close() {
	if st.nc != nil {
		st.nc.Drain()
		st.nc.Close()
	}
	if st.ns != nil {
		st.ns.Shutdown()
		st.ns.WaitForShutdown()
	}
}

// appendRecord appends r to table id's log, expecting last to be the stream sequence of
// the table's last record (0 for none): a second writer can't interleave. It returns the
// new record's sequence once JetStream has stored it.
func (st *store) appendRecord(ctx context.Context, id string, last uint64, r record) (uint64, error) {
	data, err := json.Marshal(r)
	if err != nil {
		return 0, fmt.Errorf("encoding a record of table %s: %w", id, err)
	}
	ack, err := st.js.Publish(ctx, logSubject(id), data, jetstream.WithExpectLastSequencePerSubject(last))
	if err != nil {
		return 0, fmt.Errorf("appending to table %s's log: %w", id, err)
	}
	return ack.Sequence, nil
}

// tableIDs lists the tables that have a log.
func (st *store) tableIDs(ctx context.Context) ([]string, error) {
	info, err := st.stream.Info(ctx, jetstream.WithSubjectFilter("ettin.log.*"))
	if err != nil {
		return nil, fmt.Errorf("listing the tables: %w", err)
	}
	var ids []string
	for subj := range info.State.Subjects {
		ids = append(ids, strings.TrimPrefix(subj, "ettin.log."))
	}
	return ids, nil
}

// loadRecords reads table id's log: its records and the sequence of the last one.
func (st *store) loadRecords(ctx context.Context, id string) ([]record, uint64, error) {
	info, err := st.stream.Info(ctx, jetstream.WithSubjectFilter(logSubject(id)))
	if err != nil {
		return nil, 0, fmt.Errorf("reading table %s's log: %w", id, err)
	}
	n := info.State.Subjects[logSubject(id)]
	if n == 0 {
		return nil, 0, fmt.Errorf("table %s has no log", id)
	}
	cons, err := st.stream.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{FilterSubjects: []string{logSubject(id)}})
	if err != nil {
		return nil, 0, fmt.Errorf("reading table %s's log: %w", id, err)
	}
	var recs []record
	var last uint64
	for uint64(len(recs)) < n {
		batch, err := cons.Fetch(int(min(n-uint64(len(recs)), 1000)), jetstream.FetchMaxWait(5*time.Second))
		if err != nil {
			return nil, 0, fmt.Errorf("reading table %s's log: %w", id, err)
		}
		got := 0
		for m := range batch.Messages() {
			got++
			var r record
			if err := json.Unmarshal(m.Data(), &r); err != nil {
				return nil, 0, fmt.Errorf("table %s's log: record %d: %w", id, len(recs)+1, err)
			}
			recs = append(recs, r)
			if md, err := m.Metadata(); err == nil {
				last = md.Sequence.Stream
			}
		}
		if err := batch.Error(); err != nil {
			return nil, 0, fmt.Errorf("reading table %s's log: %w", id, err)
		}
		if got == 0 {
			return nil, 0, fmt.Errorf("reading table %s's log: %d of %d records", id, len(recs), n)
		}
	}
	return recs, last, nil
}
