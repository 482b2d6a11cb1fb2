package server

import (
	"context"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/ettinmtg/ettin/internal/natstest"
)

// TestExternalNATS: with Config.NATSURL the server joins an external NATS (here one
// listening on loopback) instead of embedding one; a game is played there to its end.
func TestExternalNATS(t *testing.T) {
	ns := natstest.Server(t)
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
