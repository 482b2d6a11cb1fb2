package server

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/ettinmtg/ettin/rules"
)

// Replay is a finished table's game as GET /api/tables/{id}/replay gives it: the setup
// (seats, decks, seed) and every action in order, typed and as a notation line.
type Replay struct {
	ID      string         `json:"id"`
	Variant string         `json:"variant"`
	Rules   string         `json:"rules"`
	Seed    uint64         `json:"seed"`
	Seats   []ReplaySeat   `json:"seats"`
	Actions []ReplayAction `json:"actions"`
}

// ReplaySeat is one seat of a replay: its name, team, computer player and deck.
type ReplaySeat struct {
	Name  string   `json:"name"`
	Team  string   `json:"team"`
	AI    string   `json:"ai,omitempty"`
	Deck  string   `json:"deck"`
	Cards []string `json:"cards"`
}

// ReplayAction is one applied action: the seat that sent it, its line and typed form.
type ReplayAction struct {
	Seat   int        `json:"seat"`
	Line   string     `json:"line"`
	Action WireAction `json:"action"`
}

// finishedRecords reads the records of table id, which must be over: before the end a
// replay would show hidden cards.
func (s *Server) finishedRecords(w http.ResponseWriter, r *http.Request) ([]record, bool) {
	id := r.PathValue("id")
	if !idPattern.MatchString(id) {
		jsonError(w, http.StatusBadRequest, fmt.Sprintf("%q is not a table id (16 hex digits)", id))
		return nil, false
	}
	in, err := s.Table(r.Context(), id)
	if err != nil {
		if errors.Is(err, errNoTable) {
			jsonError(w, http.StatusNotFound, fmt.Sprintf("no table %s", id))
		} else {
			jsonError(w, http.StatusInternalServerError, err.Error())
		}
		return nil, false
	}
	if in.State != "over" {
		jsonError(w, http.StatusConflict, fmt.Sprintf("table %s is not over: its replay shows every hand, so it comes at the end", id))
		return nil, false
	}
	recs, _, err := s.st.loadRecords(r.Context(), id)
	if err != nil || len(recs) == 0 || recs[0].Setup == nil {
		jsonError(w, http.StatusInternalServerError, fmt.Sprintf("table %s's log can't be read", id))
		return nil, false
	}
	return recs, true
}

// getReplay answers a finished game's replay, as a file to download: JSON, or with
// ?format=text the replay file of ettin play that ettin replay steps through.
func (s *Server) getReplay(w http.ResponseWriter, r *http.Request) {
	recs, ok := s.finishedRecords(w, r)
	if !ok {
		return
	}
	st := recs[0].Setup
	if r.URL.Query().Get("format") == "text" {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="ettin-%s.log"`, st.ID))
		writeReplayText(w, recs)
		return
	}
	out := Replay{ID: st.ID, Variant: st.Variant, Rules: st.Rules, Seed: st.Seed, Seats: []ReplaySeat{}, Actions: []ReplayAction{}}
	for _, se := range st.Seats {
		out.Seats = append(out.Seats, ReplaySeat{Name: se.Name, Team: se.Team, AI: se.AI, Deck: se.DeckName, Cards: se.Cards})
	}
	for _, rec := range recs[1:] {
		if rec.Action != nil {
			out.Actions = append(out.Actions, ReplayAction{Seat: rec.Seat, Line: rec.Line, Action: *rec.Action})
		}
	}
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="ettin-%s.json"`, st.ID))
	writeJSON(w, http.StatusOK, out)
}

// getReplayView answers a finished game's state after its first {at} actions as seat
// ?seat= sees it (-1 or none: a spectator): a "view" message of the seat protocol, whose
// actions is at; total is the game's number of actions.
func (s *Server) getReplayView(w http.ResponseWriter, r *http.Request) {
	at, err := strconv.Atoi(r.PathValue("at"))
	if err != nil || at < 0 {
		jsonError(w, http.StatusBadRequest, fmt.Sprintf("%q is not an action count", r.PathValue("at")))
		return
	}
	seat := -1
	if q := r.URL.Query().Get("seat"); q != "" {
		if seat, err = strconv.Atoi(q); err != nil || seat < -1 {
			jsonError(w, http.StatusBadRequest, fmt.Sprintf("%q is not a seat", q))
			return
		}
	}
	recs, ok := s.finishedRecords(w, r)
	if !ok {
		return
	}
	st := *recs[0].Setup
	if seat >= len(st.Seats) {
		jsonError(w, http.StatusBadRequest, fmt.Sprintf("table %s has no seat %d", st.ID, seat))
		return
	}
	g, err := newGame(st)
	if err != nil {
		jsonError(w, http.StatusInternalServerError, err.Error())
		return
	}
	n, total := 0, 0
	for _, rec := range recs[1:] {
		if rec.Action == nil {
			continue
		}
		total++
		if n == at {
			continue
		}
		a, err := rec.Action.rulesAction()
		if err == nil {
			err = g.Apply(a)
		}
		if err != nil {
			jsonError(w, http.StatusInternalServerError, fmt.Sprintf("table %s: action %d is refused on replay: %v", st.ID, n+1, err))
			return
		}
		n++
	}
	v := g.ViewFrom(rules.PlayerID(seat), 0)
	wv := wireView(v)
	for i := range wv.Players {
		if i < len(st.Seats) {
			wv.Players[i].AI = st.Seats[i].AI
		}
	}
	m := struct {
		ServerMsg
		Total int `json:"total"`
	}{ServerMsg{Type: "view", Table: st.ID, Seat: seat, Seq: g.JournalLen(), Actions: n, State: "playing", View: &wv,
		Events: wireEvents(g, v.Journal, 0), Decision: wireDecision(g, v.Pending, nil, false)}, total}
	if g.Over() {
		m.State = "over"
	}
	writeJSON(w, http.StatusOK, m)
}

// writeReplayText writes a table's records as the replay file of ettin play ("ettin
// replay 1": the seed, the rules, each team's players with their decks in library order
// before the shuffle, then the log's action lines), so that ettin replay steps through a
// game played online.
func writeReplayText(w io.Writer, recs []record) {
	st := recs[0].Setup
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "ettin replay 1\n# Two-Headed Giant table %s, played online. Step through it with: ettin replay FILE\n", st.ID)
	fmt.Fprintf(bw, "seed %d\nrules %s\n", st.Seed, st.Rules)
	team := ""
	for _, se := range st.Seats {
		if se.Team != team {
			team = se.Team
			fmt.Fprintf(bw, "team %s\n", team)
		}
		kind := se.AI
		if kind == "" {
			kind = "human"
		}
		deck := strings.Join(strings.Fields(se.DeckName), " ")
		if deck == "" {
			deck = "list"
		}
		fmt.Fprintf(bw, "player %s %s %s\n", se.Name, kind, deck)
		for i := 0; i < len(se.Cards); {
			j := i
			for j < len(se.Cards) && se.Cards[j] == se.Cards[i] {
				j++
			}
			fmt.Fprintf(bw, "card %d %s\n", j-i, se.Cards[i])
			i = j
		}
	}
	fmt.Fprintln(bw, "log")
	for _, rec := range recs[1:] {
		if rec.Action != nil {
			fmt.Fprintln(bw, rec.Line)
		}
	}
	bw.Flush()
}
