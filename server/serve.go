package server

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/ettinmtg/ettin/decks"
)

// Options are the settings of ettin serve.
type Options struct {
	Addr       string   // HTTP address (default 127.0.0.1:8080)
	DataDir    string   // default: DefaultDataDir()
	NATSURL    string   // join this NATS instead of embedding one
	NATSListen string   // the embedded NATS server listens here (default: nowhere)
	Origins    []string // other origins allowed to open WebSockets
	NoTable    bool     // don't open a table at start
	AI         string   // the computer players of the table opened at start (default heuristic)
	Seed       uint64   // that table's seed (0: drawn)
	Replicas   int      // copies of the tables' stream and leases in the NATS cluster
	LeaseTTL   time.Duration
	NodeID     string
	// Grace is how long a person may be gone before a computer player stands in (0: 30 s;
	// negative: never).
	Grace time.Duration
}

// DefaultDataDir is where ettin serve keeps its data without --data: ettin under
// $XDG_DATA_HOME (else ~/.local/share) on Unix, else under the user's config directory.
func DefaultDataDir() (string, error) {
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "ettin"), nil
	}
	if runtime.GOOS != "windows" && runtime.GOOS != "darwin" {
		if h, err := os.UserHomeDir(); err == nil {
			return filepath.Join(h, ".local", "share", "ettin"), nil
		}
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no data directory (give --data): %w", err)
	}
	return filepath.Join(d, "ettin"), nil
}

// RunServe is ettin serve: it starts the server, opens a table ready to play (you and a
// computer teammate against two computer players) unless told not to, prints how to
// join, and serves until ctx is done.
func RunServe(ctx context.Context, o Options, out io.Writer) error {
	if o.Addr == "" {
		o.Addr = "127.0.0.1:8080"
	}
	if o.DataDir == "" && o.NATSURL == "" {
		d, err := DefaultDataDir()
		if err != nil {
			return err
		}
		o.DataDir = d
	}
	if o.DataDir != "" {
		if err := os.MkdirAll(o.DataDir, 0o700); err != nil {
			return fmt.Errorf("data directory: %w", err)
		}
	}
	l, err := net.Listen("tcp", o.Addr)
	if err != nil {
		return fmt.Errorf("listening on %s: %w", o.Addr, err)
	}
	defer l.Close()
	s, err := New(ctx, Config{DataDir: o.DataDir, NATSURL: o.NATSURL, NATSListen: o.NATSListen, Origins: o.Origins,
		Replicas: o.Replicas, LeaseTTL: o.LeaseTTL, NodeID: o.NodeID, Grace: o.Grace})
	if err != nil {
		return err
	}
	defer s.Close()
	base := "http://" + l.Addr().String()
	where := "data in " + o.DataDir
	if o.NATSURL != "" {
		where = "NATS at " + o.NATSURL
	}
	fmt.Fprintf(out, "Ettin is serving on %s (%s)\n", base, where)
	if !o.NoTable {
		req := DefaultTable(o.AI, o.Seed)
		c, err := s.CreateTable(ctx, req, base)
		if err != nil {
			return fmt.Errorf("opening a table: %w", err)
		}
		printTable(out, base, req, c)
	}
	return s.Serve(ctx, l)
}

// printTable tells how to play at the table opened at start, and how to invite friends.
func printTable(out io.Writer, base string, req TableRequest, c *Created) {
	seat := func(i int) string {
		return fmt.Sprintf("%s (%s)", req.Seats[i].Name, req.Seats[i].Deck)
	}
	fmt.Fprintf(out, "\nA table is ready: you (%s) and a computer teammate, %s, against two computer players,\n%s and %s. Open your seat in a browser:\n",
		req.Seats[0].Deck, seat(1), seat(2), seat(3))
	fmt.Fprintf(out, "  your seat:   %s\n", c.Seats[0].URL)
	fmt.Fprintf(out, "  spectators:  %s\n", c.Spectate)
	fmt.Fprintf(out, "\nTo play with friends, open a table with seats for people in the lobby, %s/ :\n", base)
	fmt.Fprintf(out, "each seat gets its own link (it carries that seat's secret token); send each friend theirs.\n")
	fmt.Fprintf(out, "From a script: POST %s/api/tables (docs/protocol.md). Others reach this server only if\n", base)
	fmt.Fprintf(out, "it listens where they can (--addr).\n")
	fmt.Fprintf(out, "A computer player can take any seat link: ettin bot '%s'\n", c.Seats[0].URL)
}

// DefaultName is the name of the person's seat at the table ettin serve opens. It is not
// "You": the log and the server's text name every seat in the third person ("Player draws
// 7 cards", where "You draws 7 cards" would read wrong), and it is one word, as the action
// notation reads a player's name.
const DefaultName = "Player"

// DefaultTable is the table ettin serve opens: you, with a computer teammate, against two
// computer players of kind ai, with the first two bundled teams.
func DefaultTable(ai string, seed uint64) TableRequest {
	if ai == "" {
		ai = "heuristic"
	}
	teams := decks.Teams()
	req := TableRequest{Seed: seed}
	names := [4]string{DefaultName, "Ann", "Bob", "Bea"}
	ais := [4]string{"", ai, ai, ai}
	for i := range 4 {
		t := teams[i/2]
		req.Seats = append(req.Seats, SeatRequest{Name: names[i], Team: firstWord(t.Name), Deck: t.Decks[i%2], AI: ais[i]})
	}
	return req
}

func firstWord(s string) string {
	for i, r := range s {
		if r == ' ' {
			return s[:i]
		}
	}
	return s
}
