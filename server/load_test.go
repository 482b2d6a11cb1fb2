package server

import (
	"context"
	"flag"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"
)

var (
	loadTables = flag.Int("load", 0, "TestLoad: play this many tables of four network bots at once (0: skip)")
	loadDelta  = flag.Bool("load-delta", false, "TestLoad: the bots take delta updates")
)

// TestLoad plays -load tables of four network bots at once against one server on
// loopback and reports actions per second, the latency from an action to its update, and
// lost or duplicated events:
//
//	go test ./server -run TestLoad -load 16 [-load-delta] -v
func TestLoad(t *testing.T) {
	if *loadTables == 0 {
		t.Skip("-load N plays N tables at once")
	}
	s, hs := newTestServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	type table struct {
		c       Created
		results [4]*BotResult
		errs    [4]error
	}
	tables := make([]*table, *loadTables)
	for i := range tables {
		tables[i] = &table{c: createTable(t, hs.URL, peopleTable(uint64(1000+i)))}
	}
	start := time.Now()
	var wg sync.WaitGroup
	for _, tb := range tables {
		for j, st := range tb.c.Seats {
			wg.Add(1)
			go func() {
				defer wg.Done()
				tb.results[j], tb.errs[j] = RunBot(ctx, st.URL, BotConfig{AI: "simple", Seed: uint64(j + 1), Delta: *loadDelta})
			}()
		}
	}
	wg.Wait()
	wall := time.Since(start)
	var lat []time.Duration
	actions, events, dups, gaps, resyncs := 0, 0, 0, 0, 0
	for i, tb := range tables {
		in, err := s.Table(ctx, tb.c.ID)
		if err != nil {
			t.Fatal(err)
		}
		actions += in.Actions
		for j, r := range tb.results {
			if tb.errs[j] != nil {
				t.Fatalf("table %d, bot %d: %v", i, j, tb.errs[j])
			}
			if r.Hash != in.Hash {
				t.Errorf("table %d, bot %d ended at %s; the table at %s", i, j, r.Hash, in.Hash)
			}
			lat = append(lat, r.Latencies...)
			events += r.Events
			dups += r.Duplicates
			gaps += r.Gaps
			resyncs += r.Resyncs
		}
	}
	slices.Sort(lat)
	pct := func(p float64) time.Duration { return lat[min(len(lat)-1, int(p*float64(len(lat))))] }
	msg := fmt.Sprintf("%d tables, %d bots (delta updates: %v): %d actions in %.1f s = %.0f actions/s; action to update p50 %.2f ms, p99 %.2f ms; %d events received, %d lost (gaps), %d duplicated, %d fresh views",
		len(tables), 4*len(tables), *loadDelta, actions, wall.Seconds(), float64(actions)/wall.Seconds(),
		float64(pct(0.5).Microseconds())/1000, float64(pct(0.99).Microseconds())/1000, events, gaps, dups, resyncs)
	t.Log(msg)
	if dups+gaps > 0 {
		t.Error(msg)
	}
}
