package server

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"

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

// getReplay answers a finished game's replay, as a file to download.
func (s *Server) getReplay(w http.ResponseWriter, r *http.Request) {
	recs, ok := s.finishedRecords(w, r)
	if !ok {
		return
	}
	st := recs[0].Setup
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
