package server

import (
	"context"
	"net/http/httptest"
	"testing"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
)

// TestExternalNATS: with Config.NATSURL the server joins an external NATS (here one
// listening on loopback) instead of embedding one; a game is played there to its end.
func TestExternalNATS(t *testing.T) {
	ns, err := natsserver.NewServer(&natsserver.Options{Host: "127.0.0.1", Port: -1, JetStream: true,
		StoreDir: t.TempDir(), NoSigs: true, NoLog: true})
	if err != nil {
		t.Fatal(err)
	}
	ns.Start()
	defer ns.Shutdown()
	if !ns.ReadyForConnections(10 * time.Second) {
		t.Fatal("NATS did not start")
	}
	s, err := New(context.Background(), Config{NATSURL: ns.ClientURL(), Logf: t.Logf, RateLimit: 10000})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	hs := httptest.NewServer(s.Handler())
	defer hs.Close()
	c := createTable(t, hs.URL, DefaultTable("random", 4))
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res, err := RunBot(ctx, c.Seats[0].URL, BotConfig{AI: "heuristic", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if in, _ := getInfo(hs.URL, c.ID); in.State != "over" || in.Hash != res.Hash {
		t.Errorf("table %+v; bot %+v", in, res)
	}
}
