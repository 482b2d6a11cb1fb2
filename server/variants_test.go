package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/ettinmtg/ettin/rules"
)

// variantTableReq is a table of people for variant v with n seats, the bundled decks in
// turn; each player alone.
func variantTableReq(v string, n int, seed uint64) TableRequest {
	def := DefaultTable("", seed)
	req := TableRequest{Variant: v, Seed: seed}
	names := []string{"Ann", "Bob", "Cid", "Dee", "Eve", "Fay"}
	for i := range n {
		req.Seats = append(req.Seats, SeatRequest{Name: names[i], Deck: def.Seats[i%len(def.Seats)].Deck})
	}
	return req
}

// TestVariantsOverWebSockets plays a duel and a four-player free-for-all (range of
// influence 1, attack left) to their end with a network bot in every seat; every message
// is checked for hidden cards: outside 2HG a player sees only their own hand.
func TestVariantsOverWebSockets(t *testing.T) {
	for _, tc := range []struct {
		name  string
		req   TableRequest
		v     rules.Variant
		teams int
	}{
		{"duel", variantTableReq("duel", 2, 31), rules.Duel, 2},
		{"free-for-all", func() TableRequest {
			r := variantTableReq("free-for-all", 4, 32)
			r.Range, r.Attack = 1, "left"
			return r
		}(), rules.FreeForAll, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, hs := newTestServer(t)
			c := createTable(t, hs.URL, tc.req)
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			rec := &received{}
			results := playBots(t, ctx, c, rec, func(i int) BotConfig {
				return BotConfig{AI: "heuristic", Seed: uint64(10 + i), OnMessage: rec.add}
			})
			var in TableInfo
			if code := getJSON(t, hs.URL+"/api/tables/"+c.ID, &in); code != http.StatusOK || in.State != "over" {
				t.Errorf("GET the table: %d %+v", code, in)
			}
			s.mu.Lock()
			tb := s.tables[c.ID]
			s.mu.Unlock()
			tb.close()
			g := tb.g
			if !g.Over() || g.Rules().Variant != tc.v || g.NumTeams() != tc.teams || g.NumPlayers() != tc.teams {
				t.Fatalf("over %v, variant %v, %d teams, %d players", g.Over(), g.Rules().Variant, g.NumTeams(), g.NumPlayers())
			}
			want := fmt.Sprintf("%016x", g.Hash())
			for i, r := range results {
				if r.Hash != want || r.Actions != tb.n {
					t.Errorf("bot %d ended at %s after %d actions; the table at %s after %d", i, r.Hash, r.Actions, want, tb.n)
				}
			}
			// Each player's own life, and only their own hand, in every view.
			for seat, msgs := range rec.msgs {
				for k, raw := range msgs {
					var m ServerMsg
					if err := json.Unmarshal(raw, &m); err != nil || m.View == nil {
						continue
					}
					if m.View.Variant != tc.req.Variant || m.View.Shared || m.View.Range != tc.req.Range {
						t.Fatalf("seat %d, message %d: variant %q, shared %v, range %d", seat, k, m.View.Variant, m.View.Shared, m.View.Range)
					}
					for p, pv := range m.View.Players {
						if pv.Hand != nil && p != seat {
							t.Fatalf("seat %d, message %d shows player %d's hand", seat, k, p)
						}
						if pv.Life != m.View.Teams[pv.Team].Life || len(m.View.Teams[pv.Team].Players) != 1 {
							t.Fatalf("seat %d, message %d: player %d's life %d, their team %+v", seat, k, p, pv.Life, m.View.Teams[pv.Team])
						}
					}
				}
			}
			checkNoHiddenCards(t, g, rec)
			decided, fell := 0, 0
			for _, r := range results {
				decided, fell = decided+r.Decided, fell+r.Fallbacks
			}
			t.Logf("game over after %d actions, turn %d, winner %s; the bots' AI decided %d actions, the simple chooser %d",
				tb.n, g.TurnNumber(), g.Team(g.Winner()).Name, decided, fell)
		})
	}
}
