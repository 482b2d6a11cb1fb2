package server

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// leaseBucket is the key-value bucket of the tables' leases: key a table id, value the
// node that owns it. Its entries expire after the lease time unless renewed.
const leaseBucket = "ettin_leases"

// leases is a node's part in sharing the tables with other nodes on one NATS: each table
// is owned by the node holding its lease; a node renews its leases, and takes the tables
// whose lease expired (their node is gone), rebuilding them from their logs.
type leases struct {
	s    *Server
	kv   jetstream.KeyValue
	node string
	ttl  time.Duration
	mu   sync.Mutex
	revs map[string]uint64 // the revision of each lease this node holds
	quit chan struct{}
	done chan struct{}
}

func newLeases(ctx context.Context, s *Server) (*leases, error) {
	ttl := s.cfg.LeaseTTL
	if ttl <= 0 {
		ttl = 5 * time.Second
	}
	node := s.cfg.NodeID
	if node == "" {
		var b [6]byte
		rand.Read(b[:])
		node = hex.EncodeToString(b[:])
	}
	cfg := jetstream.KeyValueConfig{Bucket: leaseBucket, TTL: ttl, Storage: jetstream.FileStorage, Replicas: max(s.cfg.Replicas, 1)}
	kv, err := s.st.js.CreateOrUpdateKeyValue(ctx, cfg)
	for wait := time.Now().Add(30 * time.Second); err != nil && time.Now().Before(wait); {
		time.Sleep(250 * time.Millisecond)
		kv, err = s.st.js.CreateOrUpdateKeyValue(ctx, cfg)
	}
	if err != nil {
		return nil, fmt.Errorf("the leases bucket: %w", err)
	}
	return &leases{s: s, kv: kv, node: node, ttl: ttl, revs: map[string]uint64{},
		quit: make(chan struct{}), done: make(chan struct{})}, nil
}

// take acquires the lease of a table nobody owns.
func (l *leases) take(ctx context.Context, id string) error {
	rev, err := l.kv.Create(ctx, id, []byte(l.node))
	if err != nil {
		return fmt.Errorf("the lease of table %s: %w", id, err)
	}
	l.mu.Lock()
	l.revs[id] = rev
	l.mu.Unlock()
	return nil
}

// run renews this node's leases and takes over expired ones, until stopped.
func (l *leases) run() {
	defer close(l.done)
	tick := time.NewTicker(l.ttl / 4)
	defer tick.Stop()
	for {
		select {
		case <-l.quit:
			return
		case <-tick.C:
		}
		ctx, cancel := context.WithTimeout(context.Background(), l.ttl)
		l.renew(ctx)
		l.scan(ctx)
		cancel()
	}
}

func (l *leases) stop() {
	close(l.quit)
	<-l.done
}

// renew renews every lease this node holds; a table whose lease was lost is closed here
// (another node owns it now).
func (l *leases) renew(ctx context.Context) {
	l.mu.Lock()
	ids := make([]string, 0, len(l.revs))
	for id := range l.revs {
		ids = append(ids, id)
	}
	l.mu.Unlock()
	for _, id := range ids {
		l.mu.Lock()
		rev := l.revs[id]
		l.mu.Unlock()
		nrev, err := l.kv.Update(ctx, id, []byte(l.node), rev)
		if err == nil {
			l.mu.Lock()
			l.revs[id] = nrev
			l.mu.Unlock()
			continue
		}
		if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, jetstream.ErrNoHeartbeat) {
			continue // try again at the next tick
		}
		l.s.cfg.Logf("ettin serve: node %s lost table %s: %v", l.node, id, err)
		l.mu.Lock()
		delete(l.revs, id)
		l.mu.Unlock()
		l.s.mu.Lock()
		t := l.s.tables[id]
		delete(l.s.tables, id)
		l.s.mu.Unlock()
		if t != nil {
			t.close()
		}
	}
}

// scan takes the tables whose lease is free (new, or expired with their node) and
// rebuilds them here.
func (l *leases) scan(ctx context.Context) {
	ids, err := l.s.st.tableIDs(ctx)
	if err != nil {
		l.s.cfg.Logf("ettin serve: %v", err)
		return
	}
	for _, id := range ids {
		l.mu.Lock()
		_, mine := l.revs[id]
		l.mu.Unlock()
		if mine {
			continue
		}
		if _, err := l.kv.Get(ctx, id); err == nil {
			continue // another node's
		}
		if err := l.take(ctx, id); err != nil {
			continue // another node was faster
		}
		t, err := l.s.load(ctx, id)
		if err != nil {
			l.s.cfg.Logf("ettin serve: table %s is not rebuilt: %v", id, err)
			l.giveUp(ctx, id) // else the lease is renewed with no table behind it
			continue
		}
		l.s.cfg.Logf("ettin serve: node %s took table %s", l.node, id)
		t.cmds <- nil // the actor tells every client where the game is
	}
}

// giveUp lets go of the lease of table id, which this node took but could not rebuild
// (its log unreadable for a moment: "no responders" while a node is killed), so that a
// later scan, here or on another node, tries again. Should the delete fail too, the
// lease is no longer renewed and expires.
func (l *leases) giveUp(ctx context.Context, id string) {
	l.mu.Lock()
	rev, ok := l.revs[id]
	delete(l.revs, id)
	l.mu.Unlock()
	if !ok {
		return
	}
	if err := l.kv.Delete(ctx, id, jetstream.LastRevision(rev)); err != nil {
		l.s.cfg.Logf("ettin serve: releasing table %s: %v", id, err)
	}
}

// release gives up every lease this node holds (its tables are closed).
func (l *leases) release() {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	l.mu.Lock()
	ids := make([]string, 0, len(l.revs))
	for id := range l.revs {
		ids = append(ids, id)
	}
	l.mu.Unlock()
	for _, id := range ids {
		l.giveUp(ctx, id)
	}
}
