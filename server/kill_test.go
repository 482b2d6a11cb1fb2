package server

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ettinmtg/ettin/internal/syncbuf"
	"github.com/ettinmtg/ettin/rules"
)

// TestMain runs ettin serve itself when a test starts this binary as a server
// subprocess.
func TestMain(m *testing.M) {
	if addr := os.Getenv("ETTIN_TEST_SERVE_ADDR"); addr != "" {
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
		// The subprocess stops by itself if the test forgets it.
		ctx, cancel := context.WithTimeout(ctx, 10*time.Minute)
		defer cancel()
		o := Options{Addr: addr, DataDir: os.Getenv("ETTIN_TEST_SERVE_DATA"), NoTable: true,
			NATSURL: os.Getenv("ETTIN_TEST_SERVE_NATS"), NodeID: os.Getenv("ETTIN_TEST_SERVE_NODE")}
		if o.NATSURL != "" {
			o.DataDir, o.Replicas, o.LeaseTTL = "", 3, time.Second
		}
		if g := os.Getenv("ETTIN_TEST_SERVE_GRACE"); g != "" {
			o.Grace, _ = time.ParseDuration(g)
		}
		err := RunServe(ctx, o, os.Stdout)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// startServe starts ettin serve as a subprocess and waits until it serves.
func startServe(t *testing.T, addr, data string, env ...string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(append(os.Environ(), "ETTIN_TEST_SERVE_ADDR="+addr, "ETTIN_TEST_SERVE_DATA="+data), env...)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	ready := make(chan bool, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if strings.Contains(sc.Text(), "serving on") {
				ready <- true
			}
		}
		ready <- false
	}()
	select {
	case ok := <-ready:
		if !ok {
			t.Fatal("ettin serve ended before serving")
		}
	case <-time.After(60 * time.Second):
		t.Fatal("ettin serve did not start within 60 s")
	}
	return cmd
}

// expectedGame plays the game four network bots would play at a table of people: the
// same choices from the same options, without a server.
func expectedGame(t *testing.T, req TableRequest, ai string, seeds []uint64) *rules.Game {
	t.Helper()
	setup, _, order, err := buildSetup(req)
	if err != nil {
		t.Fatal(err)
	}
	g, err := newGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	seedOf := make([]uint64, 4) // by player
	for i, p := range order {
		seedOf[p] = seeds[i]
	}
	for n := 0; !g.Over(); n++ {
		seat := ExpectedSeat(g, n)
		var acts []LegalAction
		for _, a := range SeatActions(g, seat) {
			acts = append(acts, LegalAction{Action: wireAction(a)})
		}
		k := Choose(ai, acts, seedOf[seat], n, int(seat))
		a, _ := acts[k].Action.rulesAction()
		if err := g.Apply(a); err != nil {
			t.Fatalf("expected game: action %d refused: %v", n, err)
		}
	}
	return g
}

func getInfo(base, id string) (TableInfo, error) {
	var in TableInfo
	resp, err := http.Get(base + "/api/tables/" + id)
	if err != nil {
		return in, err
	}
	defer resp.Body.Close()
	err = json.NewDecoder(resp.Body).Decode(&in)
	return in, err
}

// TestKillAndRestart kills an ettin serve subprocess with SIGKILL in the middle of a game
// of four network bots, starts it again on the same data, and the game finishes at the
// state hash it would have had.
func TestKillAndRestart(t *testing.T) {
	if testing.Short() {
		t.Skip("starts server subprocesses")
	}
	addr := freeAddr(t)
	data := t.TempDir()
	base := "http://" + addr
	first := startServe(t, addr, data)
	req := peopleTable(21)
	c := createTable(t, base, req)

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	seeds := []uint64{5, 6, 7, 8}
	var wg sync.WaitGroup
	results := make([]*BotResult, 4)
	errs := make([]error, 4)
	for i, st := range c.Seats {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], errs[i] = RunBot(ctx, st.URL, BotConfig{AI: "simple", Seed: seeds[i], Reconnect: time.Minute})
		}()
	}
	var killedAt int
	for {
		in, err := getInfo(base, c.ID)
		if err != nil {
			t.Fatal(err)
		}
		if in.State == "over" {
			t.Fatal("the game ended before the kill")
		}
		if in.Actions >= 150 {
			killedAt = in.Actions
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	if err := first.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	first.Wait()
	startServe(t, addr, data)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("bot %d: %v", i, err)
		}
	}
	want := expectedGame(t, req, "simple", seeds)
	wantHash := fmt.Sprintf("%016x", want.Hash())
	in, err := getInfo(base, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if in.State != "over" || in.Hash != wantHash {
		t.Errorf("after the restart the table is %s at %s; want over at %s", in.State, in.Hash, wantHash)
	}
	for i, r := range results {
		if r.Hash != wantHash || r.Reconnects == 0 {
			t.Errorf("bot %d: ended at %s with %d reconnects; want %s after a reconnect", i, r.Hash, r.Reconnects, wantHash)
		}
	}
	t.Logf("killed after %d actions (at least); the game ended after %d actions at %s, as without the kill", killedAt, in.Actions, in.Hash)
}

// TestRunServe: ettin serve prints the link of a table ready to play (you and a computer
// teammate against two computer players), and a bot given that link plays it to its end.
func TestRunServe(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out syncbuf.Buffer
	done := make(chan error, 1)
	go func() {
		done <- RunServe(ctx, Options{Addr: "127.0.0.1:0", DataDir: t.TempDir(), AI: "random", Seed: 2}, &out)
	}()
	var seatURL string
	for deadline := time.Now().Add(30 * time.Second); seatURL == "" && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		for _, line := range strings.Split(out.String(), "\n") {
			if u, ok := strings.CutPrefix(strings.TrimSpace(line), "your seat:"); ok {
				seatURL = strings.TrimSpace(u)
			}
		}
	}
	if seatURL == "" {
		t.Fatalf("no seat link in:\n%s", out.String())
	}
	res, err := RunBot(ctx, seatURL, BotConfig{Seed: 3})
	if err != nil || res.Hash == "" {
		t.Fatalf("bot: %+v, %v\n%s", res, err, out.String())
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("RunServe: %v", err)
	}
	t.Logf("%s", out.String())
}
