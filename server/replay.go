package server

import (
	"bufio"
	"encoding/json"
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
	ID      string `json:"id"`
	Variant string `json:"variant"`
	Range   int    `json:"range,omitempty"`  // a free-for-all's range of influence
	Attack  string `json:"attack,omitempty"` // a free-for-all's attack option
	Deploy  bool   `json:"deploy,omitempty"` // Team vs. Team's deploy option (CR 804)
	// SharedTurns is Team vs. Team's shared team turns option (CR 805).
	SharedTurns bool           `json:"sharedTurns,omitempty"`
	Rules       string         `json:"rules"`
	Seed        uint64         `json:"seed"`
	Seats       []ReplaySeat   `json:"seats"`
	Actions     []ReplayAction `json:"actions"`
}

// ReplaySeat is one seat of a replay: its name, team, computer player and deck.
type ReplaySeat struct {
	Name string `json:"name"`
	Team string `json:"team"`
	AI   string `json:"ai,omitempty"`
	// Emperor marks the seat its team's emperor (CR 809.2), as the table was created.
	Emperor bool     `json:"emperor,omitempty"`
	Deck    string   `json:"deck"`
	Cards   []string `json:"cards"`
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
	out := replayOf(st, recs[1:])
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="ettin-%s.json"`, st.ID))
	writeJSON(w, http.StatusOK, out)
}

// replayOf is the replay file of a table's setup and its records after the first: every
// setting newGame reads, so that the file posted back rebuilds the same game.
func replayOf(st *tableSetup, recs []record) Replay {
	out := Replay{ID: st.ID, Variant: st.Variant, Range: st.Range, Attack: st.Attack, Deploy: st.Deploy, SharedTurns: st.SharedTurns,
		Rules: st.Rules, Seed: st.Seed, Seats: []ReplaySeat{}, Actions: []ReplayAction{}}
	for _, se := range st.Seats {
		out.Seats = append(out.Seats, ReplaySeat{Name: se.Name, Team: se.Team, AI: se.AI, Emperor: se.Emperor, Deck: se.DeckName, Cards: se.Cards})
	}
	for _, rec := range recs {
		if rec.Action != nil {
			out.Actions = append(out.Actions, ReplayAction{Seat: rec.Seat, Line: rec.Line, Action: *rec.Action})
		}
	}
	return out
}

// replayPoint reads a replay request's {at} action count and ?seat= (-1 or none: a
// spectator); on bad input it answers 400 and returns false.
func replayPoint(w http.ResponseWriter, r *http.Request) (at, seat int, ok bool) {
	at, err := strconv.Atoi(r.PathValue("at"))
	if err != nil || at < 0 {
		jsonError(w, http.StatusBadRequest, fmt.Sprintf("%q is not an action count", r.PathValue("at")))
		return 0, 0, false
	}
	seat = -1
	if q := r.URL.Query().Get("seat"); q != "" {
		if seat, err = strconv.Atoi(q); err != nil || seat < -1 {
			jsonError(w, http.StatusBadRequest, fmt.Sprintf("%q is not a seat", q))
			return 0, 0, false
		}
	}
	return at, seat, true
}

// getReplayView answers a finished game's state after its first {at} actions as seat
// ?seat= sees it (-1 or none: a spectator): a "view" message of the seat protocol, whose
// actions is at; total is the game's number of actions.
func (s *Server) getReplayView(w http.ResponseWriter, r *http.Request) {
	at, seat, ok := replayPoint(w, r)
	if !ok {
		return
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
	var acts []WireAction
	for _, rec := range recs[1:] {
		if rec.Action != nil {
			acts = append(acts, *rec.Action)
		}
	}
	m, err := replayView(st, acts, at, seat)
	if err != nil {
		jsonError(w, http.StatusInternalServerError, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, m)
}

// ReplayViewMsg is a replay's state after some of its actions: a "view" message of the
// seat protocol, and the game's number of actions.
type ReplayViewMsg struct {
	ServerMsg
	Total int `json:"total"`
}

// replayView is the state of a game after its first at actions, as seat sees it.
func replayView(st tableSetup, acts []WireAction, at, seat int) (ReplayViewMsg, error) {
	g, err := newGame(st)
	if err != nil {
		return ReplayViewMsg{}, err
	}
	n := 0
	for _, wa := range acts {
		if n == at {
			break
		}
		a, err := wa.rulesAction()
		if err == nil {
			err = g.Apply(a)
		}
		if err != nil {
			return ReplayViewMsg{}, fmt.Errorf("table %s: action %d is refused on replay: %w", st.ID, n+1, err)
		}
		n++
	}
	v := g.ViewFrom(rules.PlayerID(seat), 0)
	wv := wireView(g, v)
	wv.Range, wv.Attack = st.Range, st.Attack
	for i := range wv.Players {
		if i < len(st.Seats) {
			wv.Players[i].AI = st.Seats[i].AI
		}
	}
	m := ReplayViewMsg{ServerMsg{Type: "view", Table: st.ID, Seat: seat, Seq: g.JournalLen(), Actions: n, State: "playing", View: &wv,
		Events: wireEvents(g, v.Journal, 0), Decision: wireDecision(g, v.Pending, nil, false)}, len(acts)}
	if g.Over() {
		m.State = "over"
	}
	return m, nil
}

// maxReplayBytes bounds a replay file posted to POST /api/replay/{at}.
const maxReplayBytes = 8 << 20

// postReplayView answers the state of a replay file's game (the JSON of GET
// /api/tables/{id}/replay, posted as the body) after its first {at} actions, as seat
// ?seat= sees it: what the replay viewer shows of a downloaded file. Nothing is stored;
// the file's every hand is its holder's to see.
func (s *Server) postReplayView(w http.ResponseWriter, r *http.Request) {
	at, seat, ok := replayPoint(w, r)
	if !ok {
		return
	}
	var rp Replay
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxReplayBytes))
	if err := dec.Decode(&rp); err != nil {
		jsonError(w, http.StatusBadRequest, "the replay file: "+oneLine(err.Error()))
		return
	}
	st, err := rp.setup()
	if err != nil {
		jsonError(w, http.StatusBadRequest, "the replay file: "+err.Error())
		return
	}
	if seat >= len(st.Seats) {
		jsonError(w, http.StatusBadRequest, fmt.Sprintf("the replay has no seat %d", seat))
		return
	}
	acts := make([]WireAction, len(rp.Actions))
	for i, a := range rp.Actions {
		acts[i] = a.Action
	}
	m, err := replayView(st, acts, at, seat)
	if err != nil {
		jsonError(w, http.StatusBadRequest, "the replay file: "+err.Error())
		return
	}
	writeJSON(w, http.StatusOK, m)
}

// setup is the table setup a replay file describes, checked: the variant and its
// options, the rules, and the seats' decks (card names of the card database).
func (rp *Replay) setup() (tableSetup, error) {
	st := tableSetup{ID: rp.ID, Variant: rp.Variant, Range: rp.Range, Attack: rp.Attack, Deploy: rp.Deploy, SharedTurns: rp.SharedTurns, Rules: rp.Rules, Seed: rp.Seed}
	if !idPattern.MatchString(rp.ID) {
		st.ID = "file"
	}
	if len(rp.Seats) < 2 || len(rp.Seats) > rules.MaxSeats {
		return st, fmt.Errorf("%d seats", len(rp.Seats))
	}
	for _, se := range rp.Seats {
		if err := checkName("seat", se.Name); err != nil {
			return st, err
		}
		if len(se.Cards) > maxViewCards {
			return st, fmt.Errorf("seat %s: %d cards", se.Name, len(se.Cards))
		}
		st.Seats = append(st.Seats, seatSetup{Name: se.Name, Team: se.Team, DeckName: se.Deck, AI: se.AI, Emperor: se.Emperor, Cards: se.Cards})
	}
	if _, err := newGame(st); err != nil {
		return st, err
	}
	return st, nil
}

// writeReplayText writes a table's records as the replay file of ettin play ("ettin
// replay 1": the seed, the rules, each team's players with their decks in library order
// before the shuffle, then the log's action lines), so that ettin replay steps through a
// game played online.
func writeReplayText(w io.Writer, recs []record) {
	st := recs[0].Setup
	bw := bufio.NewWriter(w)
	ve, err := variantOf(*st)
	if err != nil {
		ve = variantTable[0]
	}
	fmt.Fprintf(bw, "ettin replay 1\n# %s table %s, played online. Step through it with: ettin replay FILE\n", ve.Title, st.ID)
	fmt.Fprintf(bw, "seed %d\nrules %s\n", st.Seed, st.Rules)
	if ve.V != rules.TwoHeadedGiant {
		fmt.Fprintf(bw, "variant %s\n", ve.Name)
	}
	if opts, err := st.options(); err == nil && opts != (rules.Options{}) {
		fmt.Fprintf(bw, "options range %d attack %s", opts.Range, opts.Attack)
		if opts.Deploy {
			fmt.Fprint(bw, " deploy") // CR 804
		}
		if opts.SharedTurns {
			fmt.Fprint(bw, " shared-turns") // CR 805
		}
		fmt.Fprintln(bw)
	}
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
