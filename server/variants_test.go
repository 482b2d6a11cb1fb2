package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ettinmtg/ettin/rules"
)

// variantTableReq is a table of people for variant v with n seats, the bundled decks in
// turn; each player alone.
func variantTableReq(v string, n int, seed uint64) TableRequest {
	def := DefaultTable("", seed)
	req := TableRequest{Variant: v, Seed: seed}
	names := []string{"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"}
	for i := range n {
		req.Seats = append(req.Seats, SeatRequest{Name: names[i], Deck: def.Seats[i%len(def.Seats)].Deck})
	}
	return req
}

// sidesTableReq is variantTableReq with the seats in teams of size: Red, Blue, Green...
func sidesTableReq(v string, sides, size int, seed uint64) TableRequest {
	req := variantTableReq(v, sides*size, seed)
	names := []string{"Red", "Blue", "Green", "White", "Black", "Gold", "Grey", "Pink"}
	for i := range req.Seats {
		req.Seats[i].Team = names[i/size]
	}
	return req
}

// withAISeats gives every other seat to the server's heuristic computer player: both kinds
// of seat play, and the game takes half the network bots.
func withAISeats(req TableRequest) TableRequest {
	for i := range req.Seats {
		if i%2 == 1 {
			req.Seats[i].AI = "heuristic"
		}
	}
	return req
}

// TestVariantsOverWebSockets plays a Team vs. Team game of two teams of two with shared
// team turns (CR 805), a duel, a four-player free-for-all (range of influence
// 1, attack left), a Team vs. Team game of two teams of two with deploy and an Emperor game
// of two teams of three to their end with a network bot in every seat (in Emperor every
// other seat the server's computer player); every message is checked for hidden cards: a player sees their own hand and the hands the engine lets them see
// (rules.Game.SeesHand: none outside 2HG, Team vs. Team and Emperor), and each player has
// their own life.
func TestVariantsOverWebSockets(t *testing.T) {
	for _, tc := range []struct {
		name  string
		req   TableRequest
		v     rules.Variant
		teams int
		sides int
	}{
		{"teams 2x2 shared turns", func() TableRequest {
			r := sidesTableReq("teams", 2, 2, 34)
			r.SharedTurns = true
			return r
		}(), rules.TeamVsTeam, 2, 2},
		{"duel", variantTableReq("duel", 2, 31), rules.Duel, 2, 2},
		{"free-for-all", func() TableRequest {
			r := variantTableReq("free-for-all", 4, 32)
			r.Range, r.Attack = 1, "left"
			return r
		}(), rules.FreeForAll, 4, 4},
		{"teams 2x2 deploy", func() TableRequest {
			r := sidesTableReq("teams", 2, 2, 33)
			r.Deploy = true
			return r
		}(), rules.TeamVsTeam, 4, 2},
		{"emperor 2x3", withAISeats(sidesTableReq("emperor", 2, 3, 35)), rules.Emperor, 6, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, hs := newTestServer(t)
			c := createTable(t, hs.URL, tc.req)
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			rec := &received{}
			results := playBots(t, ctx, c, rec, func(i int) (BotConfig, bool) {
				return BotConfig{AI: "heuristic", Seed: uint64(10 + i), OnMessage: rec.add}, tc.req.Seats[i].AI == ""
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
			if !g.Over() || g.Rules().Variant != tc.v || g.NumTeams() != tc.teams || g.NumPlayers() != len(tc.req.Seats) || g.NumSides() != tc.sides {
				t.Fatalf("over %v, variant %v, %d teams, %d players, %d sides", g.Over(), g.Rules().Variant, g.NumTeams(), g.NumPlayers(), g.NumSides())
			}
			// The winner is named as the side (CR 102.3), and every bot saw that side win.
			ws := rules.NoSide
			for s := range g.NumSides() {
				if g.SideWon(rules.SideID(s)) {
					ws = rules.SideID(s)
				}
			}
			if ws == rules.NoSide && in.Winner != "" || ws != rules.NoSide && in.Winner != g.Side(ws).Name {
				t.Errorf("the table names winner %q; the game's winning side is %d", in.Winner, ws)
			}
			for i, r := range results {
				if r == nil {
					continue
				}
				if r.WinnerSide != int(ws) || r.WinnerName != in.Winner {
					t.Errorf("bot %d saw side %d (%q) win; the game's is %d (%q)", i, r.WinnerSide, r.WinnerName, ws, in.Winner)
				}
			}
			want := fmt.Sprintf("%016x", g.Hash())
			for i, r := range results {
				if r == nil {
					continue
				}
				if r.Hash != want || r.Actions != tb.n {
					t.Errorf("bot %d ended at %s after %d actions; the table at %s after %d", i, r.Hash, r.Actions, want, tb.n)
				}
			}
			// Each player's own life, and only their own hand, in every view.
			deploys := 0
			for seat, msgs := range rec.msgs {
				for k, raw := range msgs {
					var m ServerMsg
					if err := json.Unmarshal(raw, &m); err != nil || m.View == nil {
						continue
					}
					if m.Decision != nil {
						for _, la := range m.Decision.Actions {
							if la.Action.Deploy != strings.Contains(la.Line, " deploys ") {
								t.Fatalf("seat %d, message %d: action %q marked deploy %v", seat, k, la.Line, la.Action.Deploy)
							}
							if la.Action.Deploy {
								deploys++
							}
						}
					}
					if m.View.Variant != tc.req.Variant || m.View.Shared || m.View.SharedTurns != tc.req.SharedTurns || m.View.Range != tc.req.Range || m.View.Deploy != (tc.req.Deploy || tc.v == rules.Emperor) || len(m.View.Sides) != tc.sides {
						t.Fatalf("seat %d, message %d: variant %q, shared %v, range %d, deploy %v, %d sides", seat, k, m.View.Variant, m.View.Shared, m.View.Range, m.View.Deploy, len(m.View.Sides))
					}
					for p, pv := range m.View.Players {
						// Exactly the hands the engine lets the seat see.
						if (pv.Hand != nil) != (pv.HandSize > 0 && seat >= 0 && g.SeesHand(rules.PlayerID(seat), rules.PlayerID(p))) {
							t.Fatalf("seat %d, message %d: player %d's hand shown %v", seat, k, p, pv.Hand != nil)
						}
						if pv.Side != int(g.SideOf(pv.Team)) || pv.Emperor != g.IsEmperor(rules.PlayerID(p)) {
							t.Fatalf("seat %d, message %d: player %d on side %d (emperor %v)", seat, k, p, pv.Side, pv.Emperor)
						}
						if tc.req.SharedTurns {
							// Turns are the team's (CR 805.4), life each player's (CR 808).
							if pv.Life != g.PlayerLife(rules.PlayerID(p)) && k == len(msgs)-1 || g.TeamOf(rules.PlayerID(p)) != pv.Team || g.TeamSize(pv.Team) > 2 {
								t.Fatalf("seat %d, message %d: player %d's life %d, their team %+v", seat, k, p, pv.Life, m.View.Teams[pv.Team])
							}
						} else if pv.Life != m.View.Teams[pv.Team].Life || len(m.View.Teams[pv.Team].Players) != 1 {
							t.Fatalf("seat %d, message %d: player %d's life %d, their team %+v", seat, k, p, pv.Life, m.View.Teams[pv.Team])
						}
					}
				}
			}
			// The deploy ability is offered, and marked, where the table has it (CR 804.2).
			if hasDeploy := tc.req.Deploy || tc.v == rules.Emperor; hasDeploy != (deploys > 0) {
				t.Errorf("deploy option %v; %d deploy actions offered", hasDeploy, deploys)
			}
			checkNoHiddenCards(t, g, rec)
			decided, fell := 0, 0
			for _, r := range results {
				if r == nil {
					continue
				}
				decided, fell = decided+r.Decided, fell+r.Fallbacks
			}
			t.Logf("game over after %d actions, turn %d, winner %q; the bots' AI decided %d actions, the simple chooser %d",
				tb.n, g.TurnNumber(), in.Winner, decided, fell)
		})
	}
}

// TestTeamsHandsFromTheEngine: tables of Team vs. Team (two teams of three) show each seat
// exactly the hands rules.Game.SeesHand allows, the server recomputing nothing: under
// today's rules every teammate's (CR 808.5); under the 2006 Teams rules only a teammate's
// seated next to them (seed 609.6), and as two teams sit apart (A1 B1 A2 B2..., seed
// 609.3) none.
func TestTeamsHandsFromTheEngine(t *testing.T) {
	for _, ed := range []string{"current", "2006"} {
		req := sidesTableReq("teams", 2, 3, 36)
		req.Rules = ed
		g := gameOf(t, req)
		// The opening hands are drawn as the game begins: a few actions in, every seat
		// holds one.
		for range 40 {
			if g.ZoneLen(rules.PlayerID(g.NumPlayers()-1), rules.ZoneHand) > 0 || g.Over() {
				break
			}
			if err := g.Apply(g.LegalActions()[0]); err != nil {
				t.Fatal(err)
			}
		}
		hiddenMates, shownMates := 0, 0
		for seat := range g.NumPlayers() {
			v := wireView(g, g.ViewFrom(rules.PlayerID(seat), 0))
			for p, pv := range v.Players {
				sees := g.SeesHand(rules.PlayerID(seat), rules.PlayerID(p))
				if (pv.Hand != nil) != (sees && pv.HandSize > 0) {
					t.Errorf("%s: seat %d: player %d's hand shown %v; the engine says %v", ed, seat, p, pv.Hand != nil, sees)
				}
				if pv.Side == v.Players[seat].Side && p != seat {
					if pv.Hand != nil {
						shownMates++
					} else {
						hiddenMates++
					}
				}
			}
		}
		if ed == "current" && (shownMates != 12 || hiddenMates != 0) || ed == "2006" && (shownMates != 0 || hiddenMates != 12) {
			t.Errorf("%s: teammates' hands shown %d times, hidden %d", ed, shownMates, hiddenMates)
		}
	}
}

// gameOf builds the game a table request sets up, failing the test on a refused request.
func gameOf(t *testing.T, req TableRequest) *rules.Game {
	t.Helper()
	s, _, _, err := buildSetup(req)
	if err != nil {
		t.Fatal(err)
	}
	g, err := newGame(s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}
