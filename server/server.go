package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"sort"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"golang.org/x/time/rate"
)

// Config configures a Server.
type Config struct {
	// DataDir holds the embedded NATS server's JetStream files.
	DataDir string
	// NATSURL joins an external NATS instead of embedding one.
	NATSURL string
	// NATSListen makes the embedded NATS server listen on HOST:PORT (default: no listener).
	NATSListen string
	// Origins are the host patterns whose pages may open WebSockets besides the server's
	// own (coder/websocket's OriginPatterns, e.g. "localhost:5173").
	Origins []string
	// Logf logs the server's own events (default: log.Printf).
	Logf func(format string, args ...any)
	// Replicas is how many copies the NATS cluster keeps of the tables' stream and leases
	// (default 1; 3 on a 3-node cluster, so that a node's death loses nothing).
	Replicas int
	// LeaseTTL is how long a node's lease on a table lasts without renewal, with an external
	// NATS (default 5 s): a node takes over the tables of a node gone that long.
	LeaseTTL time.Duration
	// NodeID names this node in the leases (default: random).
	NodeID string
	// Grace is how long a person may be gone before a computer player takes their seat
	// (they reclaim it when they come back); default 30 s, negative: never.
	Grace time.Duration
	// RateLimit is the messages per second a WebSocket session reads (default 50, in
	// bursts of twice as many); a faster client is slowed down.
	RateLimit float64
}

// Server is Ettin's online table server.
type Server struct {
	cfg    Config
	st     *store
	mu     sync.Mutex
	tables map[string]*table
	mux    *http.ServeMux
	leases *leases // with an external NATS: which tables this node owns
	// creates limits the tables opened per second (every client together).
	creates *rate.Limiter
}

// New starts the server's NATS (embedded or joined) and rebuilds every table from its log.
func New(ctx context.Context, cfg Config) (*Server, error) {
	if cfg.Logf == nil {
		cfg.Logf = log.Printf
	}
	if cfg.Grace == 0 {
		cfg.Grace = 30 * time.Second
	}
	if cfg.RateLimit <= 0 {
		cfg.RateLimit = 50
	}
	if cfg.DataDir == "" && cfg.NATSURL == "" {
		return nil, errors.New("server: no data directory")
	}
	st, err := openStore(ctx, cfg.DataDir, cfg.NATSURL, cfg.NATSListen, cfg.Replicas)
	if err != nil {
		return nil, err
	}
	s := &Server{cfg: cfg, st: st, tables: map[string]*table{}, creates: rate.NewLimiter(10, 40)}
	if cfg.NATSURL != "" {
		// Other nodes may share this NATS: a table is opened by the node holding its lease.
		if s.leases, err = newLeases(ctx, s); err != nil {
			st.close()
			return nil, err
		}
		s.leases.scan(ctx)
		go s.leases.run()
	} else {
		ids, err := st.tableIDs(ctx)
		if err != nil {
			st.close()
			return nil, err
		}
		for _, id := range ids {
			if _, err := s.load(ctx, id); err != nil {
				cfg.Logf("ettin serve: table %s is not rebuilt: %v", id, err)
			}
		}
	}
	s.routes()
	return s, nil
}

// load rebuilds a table from its log and starts its actor.
func (s *Server) load(ctx context.Context, id string) (*table, error) {
	recs, last, err := s.st.loadRecords(ctx, id)
	if err != nil {
		return nil, err
	}
	t, err := openTable(s.st, recs, last, s.cfg.Grace, s.cfg.Logf)
	if err != nil {
		return nil, err
	}
	t.spawn = s.spawn
	s.mu.Lock()
	s.tables[id] = t
	s.mu.Unlock()
	return t, nil
}

// Close stops the tables and NATS.
func (s *Server) Close() {
	if s.leases != nil {
		s.leases.stop()
	}
	s.mu.Lock()
	ts := s.tables
	s.tables = map[string]*table{}
	s.mu.Unlock()
	for _, t := range ts {
		t.close()
	}
	if s.leases != nil {
		s.leases.release() // the other nodes take the tables at once
	}
	s.st.close()
}

// Handler is the server's HTTP handler (API, WebSockets, pages).
func (s *Server) Handler() http.Handler { return s.mux }

// Serve serves HTTP on l until ctx is done.
func (s *Server) Serve(ctx context.Context, l net.Listener) error {
	hs := &http.Server{Handler: s.mux, ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 64 << 10}
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		hs.Shutdown(sctx)
	}()
	if err := hs.Serve(l); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("serving HTTP: %w", err)
	}
	return nil
}

// Created is the answer to a table's creation: the seats' links (each with its secret
// token) in the request's order, and the spectators' link.
type Created struct {
	ID       string        `json:"id"`
	Seats    []CreatedSeat `json:"seats"`
	Spectate string        `json:"spectate"`
}

// CreatedSeat is one seat of Created.
type CreatedSeat struct {
	Name string `json:"name"`
	URL  string `json:"url"`
}

// CreateTable makes a table from a request; base is the server's URL as clients reach it
// (e.g. http://127.0.0.1:8080). A bad request is an error naming what is wrong, and
// nothing is created.
func (s *Server) CreateTable(ctx context.Context, req TableRequest, base string) (*Created, error) {
	setup, tokens, order, err := buildSetup(req)
	if err != nil {
		return nil, err
	}
	if _, err := s.open(ctx, setup); err != nil {
		return nil, err
	}
	c := &Created{ID: setup.ID, Spectate: fmt.Sprintf("%s/t/%s", base, setup.ID)}
	for i, sr := range req.Seats {
		_ = order[i]
		c.Seats = append(c.Seats, CreatedSeat{Name: sr.Name, URL: fmt.Sprintf("%s/t/%s?token=%s", base, setup.ID, tokens[i])})
	}
	return c, nil
}

// open stores a new table's setup and starts its actor.
func (s *Server) open(ctx context.Context, setup tableSetup) (*table, error) {
	if s.leases != nil {
		if err := s.leases.take(ctx, setup.ID); err != nil {
			return nil, err
		}
	}
	seq, err := s.st.appendRecord(ctx, setup.ID, 0, record{Setup: &setup, Seat: -1})
	if err != nil {
		return nil, err
	}
	t, err := openTable(s.st, []record{{Setup: &setup}}, seq, s.cfg.Grace, s.cfg.Logf)
	if err != nil {
		return nil, err
	}
	t.spawn = s.spawn
	s.mu.Lock()
	s.tables[setup.ID] = t
	s.mu.Unlock()
	return t, nil
}

// spawn opens a table from a table's actor (a rematch).
func (s *Server) spawn(setup tableSetup) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := s.open(ctx, setup); err != nil {
		return "", err
	}
	return setup.ID, nil
}

// Table is a table's summary, asked of its actor through NATS.
func (s *Server) Table(ctx context.Context, id string) (TableInfo, error) {
	var in TableInfo
	b, _ := json.Marshal(command{Op: "info"})
	m, err := s.st.nc.RequestWithContext(ctx, cmdSubject(id), b)
	if err != nil {
		if errors.Is(err, nats.ErrNoResponders) {
			return in, errNoTable
		}
		return in, fmt.Errorf("asking table %s: %w", id, err)
	}
	if err := json.Unmarshal(m.Data, &in); err != nil {
		return in, fmt.Errorf("table %s's answer: %w", id, err)
	}
	return in, nil
}

var errNoTable = errors.New("no such table")

// Tables lists the open tables (waiting or playing): this node's, or with an external
// NATS every node's (asked of their actors).
func (s *Server) Tables(ctx context.Context) []TableInfo {
	var out []TableInfo
	if s.leases != nil {
		ids, err := s.st.tableIDs(ctx)
		if err != nil {
			s.cfg.Logf("ettin serve: %v", err)
		}
		for _, id := range ids {
			ictx, cancel := context.WithTimeout(ctx, 2*time.Second)
			in, err := s.Table(ictx, id)
			cancel()
			if err == nil && in.State != "over" {
				out = append(out, in)
			}
		}
	} else {
		s.mu.Lock()
		for _, t := range s.tables {
			if in := t.snapshot(); in.State != "over" {
				out = append(out, in)
			}
		}
		s.mu.Unlock()
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	if out == nil {
		out = []TableInfo{}
	}
	return out
}

// request sends a command to a table's actor and decodes the answer.
func (s *Server) request(ctx context.Context, id string, c command) (ServerMsg, error) {
	var r ServerMsg
	b, err := json.Marshal(c)
	if err != nil {
		return r, fmt.Errorf("encoding a command: %w", err)
	}
	m, err := s.st.nc.RequestWithContext(ctx, cmdSubject(id), b)
	if err != nil {
		if errors.Is(err, nats.ErrNoResponders) {
			return r, errNoTable
		}
		return r, fmt.Errorf("table %s: %w", id, err)
	}
	if err := json.Unmarshal(m.Data, &r); err != nil {
		return r, fmt.Errorf("table %s's answer: %w", id, err)
	}
	return r, nil
}
