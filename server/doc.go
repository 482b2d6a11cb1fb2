// Package server is Ettin's online table: an HTTP and WebSocket server where four people
// (or people and computer players) play Two-Headed Giant.
//
// # Pieces
//
// A Server runs a NATS server embedded in the process (no network listener unless asked)
// with JetStream on disk, or joins an external NATS. Each table is one actor: a goroutine
// that owns the rules.Game and takes commands from the NATS subject "ettin.cmd.<table>".
// Every accepted action is appended to the table's subject "ettin.log.<table>" of the
// JetStream stream ETTIN_TABLES before it is acknowledged, after the table's setup
// record; on start every table is rebuilt from its records to the same state hash.
// What each seat may see after a change is published on "ettin.out.<table>.<seat>"
// ("ettin.out.<table>.spectator" for spectators), where the WebSocket sessions of that
// seat listen (delta updates: the same subject with ".d" appended, delta.go). With an external NATS several servers share the tables: each table is
// opened by the node holding its lease (lease.go), and another node takes the tables of a
// node that died.
//
// # Protocol
//
// The HTTP API (POST /api/tables, GET /api/tables, GET /api/tables/{id}) and the
// WebSocket seat protocol (/ws/{id}?token=...) are described in docs/protocol.md. A seat's
// token (128 random bits) acts only for that seat; the server stores only its SHA-256.
// A spectator (no token) gets the public view only. RunBot is a computer player that
// joins a seat over the network with the same protocol (ettin bot); with package ai's
// players it decides on a game built from its seat's view (botgame.go).
package server
