package server

import (
	"context"
	"fmt"
	"net"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
)

// freeAddr is a loopback address with a port free at the time of asking.
func freeAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

// natsCluster starts n NATS servers with JetStream, clustered on loopback.
func natsCluster(t *testing.T, n int) []*natsserver.Server {
	t.Helper()
	var routes []string
	var cports []int
	for range n {
		a := freeAddr(t)
		_, port, _ := splitHostPort(a)
		cports = append(cports, port)
		routes = append(routes, "nats://"+a)
	}
	var out []*natsserver.Server
	for i := range n {
		o := &natsserver.Options{ServerName: fmt.Sprintf("nats%d", i), Host: "127.0.0.1", Port: -1, JetStream: true,
			StoreDir: t.TempDir(), NoSigs: true, NoLog: true,
			Cluster: natsserver.ClusterOpts{Name: "ettin", Host: "127.0.0.1", Port: cports[i]},
			Routes:  natsserver.RoutesFromStr(strings.Join(routes, ","))}
		ns, err := natsserver.NewServer(o)
		if err != nil {
			t.Fatal(err)
		}
		ns.Start()
		t.Cleanup(ns.Shutdown)
		out = append(out, ns)
	}
	for _, ns := range out {
		if !ns.ReadyForConnections(10 * time.Second) {
			t.Fatal("a NATS server did not start")
		}
	}
	return out
}

// TestCluster: three ettin serve nodes on a three-node NATS cluster share the tables;
// one node is killed (SIGKILL) mid-game, and the others take its tables over through
// their leases and finish them, at the hash the games would have had.
func TestCluster(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a NATS cluster and server subprocesses")
	}
	nats := natsCluster(t, 3)
	t0 := time.Now()
	// The stream and the leases bucket, replicated on the three NATS servers, are made
	// once here: a young cluster takes seconds to elect the leaders they need.
	pre, err := New(context.Background(), Config{NATSURL: nats[0].ClientURL(), Replicas: 3, LeaseTTL: time.Second, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	pre.Close()
	t.Logf("the stream is ready after %v", time.Since(t0))
	var addrs []string
	var nodes []*exec.Cmd
	for i, ns := range nats {
		addr := freeAddr(t)
		addrs = append(addrs, addr)
		nodes = append(nodes, startServe(t, addr, "", "ETTIN_TEST_SERVE_NATS="+ns.ClientURL(), fmt.Sprintf("ETTIN_TEST_SERVE_NODE=node%d", i)))
	}
	t.Logf("three nodes serve after %v", time.Since(t0))
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	const tables = 2
	seeds := []uint64{5, 6, 7, 8}
	type game struct {
		req     TableRequest
		c       Created
		results [4]*BotResult
		errs    [4]error
	}
	games := make([]*game, tables)
	var wg sync.WaitGroup
	for i := range games {
		g := &game{req: peopleTable(uint64(40 + i))}
		g.c = createTable(t, "http://"+addrs[0], g.req) // owned by node 0
		games[i] = g
		for j, st := range g.c.Seats {
			url := strings.Replace(st.URL, addrs[0], addrs[1+j%2], 1) // played through nodes 1 and 2
			wg.Add(1)
			go func() {
				defer wg.Done()
				g.results[j], g.errs[j] = RunBot(ctx, url, BotConfig{AI: "simple", Seed: seeds[j], Reconnect: time.Minute})
			}()
		}
	}
	for {
		in, err := getInfo("http://"+addrs[1], games[0].c.ID)
		if err != nil {
			t.Fatal(err)
		}
		if in.State == "over" {
			t.Fatal("the game ended before the kill")
		}
		if in.Actions >= 60 {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	if err := nodes[0].Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	t.Logf("node 0 killed after %v", time.Since(t0))
	wg.Wait()
	t.Logf("the games are over after %v", time.Since(t0))
	for i, g := range games {
		for j, err := range g.errs {
			if err != nil {
				t.Fatalf("table %d, bot %d: %v", i, j, err)
			}
		}
		want := fmt.Sprintf("%016x", expectedGame(t, g.req, "simple", seeds).Hash())
		in, err := getInfo("http://"+addrs[2], g.c.ID)
		if err != nil || in.State != "over" || in.Hash != want {
			t.Errorf("table %d after node 0's death: %+v, %v; want over at %s", i, in, err, want)
		}
		t.Logf("table %d finished after %d actions at %s", i, in.Actions, in.Hash)
	}
}
