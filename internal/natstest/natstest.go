// Package natstest starts an embedded NATS server for tests that need one to talk to.
package natstest

import (
	"testing"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
)

// Server starts a NATS server with JetStream on a free loopback port, its store in a
// temporary folder of t, and shuts it down when t's cleanup runs. It fails t if the
// server does not start or is not ready within ten seconds.
func Server(t testing.TB) *natsserver.Server {
	t.Helper()
	ns, err := natsserver.NewServer(&natsserver.Options{Host: "127.0.0.1", Port: -1, JetStream: true,
		StoreDir: t.TempDir(), NoSigs: true, NoLog: true})
	if err != nil {
		t.Fatal(err)
	}
	ns.Start()
	t.Cleanup(ns.Shutdown)
	if !ns.ReadyForConnections(10 * time.Second) {
		t.Fatal("NATS did not start")
	}
	return ns
}
