package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"golang.org/x/time/rate"
)

// newTestServer starts a server with its data in a temporary directory and an HTTP
// listener on 127.0.0.1; both stop at the end of the test.
func newTestServer(t *testing.T) (*Server, *httptest.Server) {
	t.Helper()
	return newTestServerWith(t, Config{RateLimit: 10000})
}

// newTestServerWith is newTestServer with cfg (its DataDir and Logf are the test's).
func newTestServerWith(t *testing.T, cfg Config) (*Server, *httptest.Server) {
	t.Helper()
	cfg.DataDir, cfg.Logf = t.TempDir(), t.Logf
	s, err := New(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	s.creates = rate.NewLimiter(rate.Inf, 0) // tests open many tables
	hs := httptest.NewServer(s.Handler())
	t.Cleanup(func() {
		hs.Close()
		s.Close()
	})
	return s, hs
}

func postJSON(t *testing.T, url, body string) (int, []byte) {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// peopleTable is a table of four people with the first two bundled teams.
func peopleTable(seed uint64) TableRequest {
	req := DefaultTable("", seed)
	for i := range req.Seats {
		req.Seats[i].AI = ""
	}
	return req
}

func TestCreateAndGetTable(t *testing.T) {
	s, hs := newTestServer(t)
	b, _ := json.Marshal(DefaultTable("random", 7))
	code, body := postJSON(t, hs.URL+"/api/tables", string(b))
	if code != http.StatusCreated {
		t.Fatalf("POST /api/tables: %d %s", code, body)
	}
	var c Created
	if err := json.Unmarshal(body, &c); err != nil {
		t.Fatal(err)
	}
	if len(c.Seats) != 4 || c.Seats[0].Name != DefaultName || !strings.Contains(c.Seats[0].URL, "/t/"+c.ID+"?token=") || strings.Contains(c.Spectate, "token") {
		t.Fatalf("created: %+v", c)
	}
	tok := c.Seats[0].URL[strings.Index(c.Seats[0].URL, "token=")+len("token="):]
	if len(tok) != 32 {
		t.Errorf("token %q: want 128 bits in hex", tok)
	}
	resp, err := http.Get(hs.URL + "/api/tables/" + c.ID)
	if err != nil {
		t.Fatal(err)
	}
	var in TableInfo
	json.NewDecoder(resp.Body).Decode(&in)
	resp.Body.Close()
	if in.ID != c.ID || in.Hash == "" || (in.State != "waiting" && in.State != "playing") {
		t.Errorf("GET /api/tables/{id}: %+v", in)
	}
	if got := s.Tables(context.Background()); len(got) != 1 || got[0].ID != c.ID {
		t.Errorf("open tables: %+v", got)
	}
}

func TestBadRequests(t *testing.T) {
	s, hs := newTestServer(t)
	good := DefaultTable("random", 1)
	mod := func(f func(r *TableRequest)) string {
		r := good
		r.Seats = append([]SeatRequest(nil), good.Seats...)
		f(&r)
		b, _ := json.Marshal(r)
		return string(b)
	}
	sides := func(v string, n, size int, f func(r *TableRequest)) string {
		r := sidesTableReq(v, n, size, 1)
		if f != nil {
			f(&r)
		}
		b, _ := json.Marshal(r)
		return string(b)
	}
	cases := []struct{ body, want string }{
		{`{`, "bad JSON"},
		{`{"seatz": []}`, `unknown field "seatz"`},
		{`{} {}`, "data after"},
		{mod(func(r *TableRequest) { r.Seats = r.Seats[:3] }), "4 seats"},
		{mod(func(r *TableRequest) { r.Variant = "planechase" }), "variant"},
		{mod(func(r *TableRequest) { r.Variant = "duel" }), "2 seats"},
		{mod(func(r *TableRequest) { r.Variant = "free-for-all"; r.Seats = r.Seats[:2] }), "3 to 8 seats"},
		{mod(func(r *TableRequest) { r.Range = 1 }), "options of free-for-all and teams"},
		{mod(func(r *TableRequest) { r.Variant = "free-for-all"; r.Attack = "up" }), "attack"},
		{mod(func(r *TableRequest) { r.Variant = "free-for-all"; r.Range = -1 }), "range -1"},
		{mod(func(r *TableRequest) { r.Variant = "duel"; r.Seats = r.Seats[:2]; r.Seats[1].Deck = "30 Forest\n" }), "at least 40"},
		{mod(func(r *TableRequest) { r.Rules = "1999" }), "rules"},
		{mod(func(r *TableRequest) { r.Variant = "duel"; r.Seats = r.Seats[:2]; r.Rules = "2011" }), "variant duel takes rules current or 2006, not 2011"},
		{sides("teams", 2, 2, func(r *TableRequest) { r.Rules = "2008" }), "variant teams takes rules current or 2006, not 2008"},
		{sides("teams", 2, 2, func(r *TableRequest) { r.Rules = "2006"; r.SharedTurns = true }), "sharedTurns: the shared team turns option (CR 805) is for variant teams under rules current"},
		{mod(func(r *TableRequest) { r.SharedTurns = true }), "sharedTurns: the shared team turns option (CR 805) is for variant teams under rules current; got variant two-headed-giant"},
		{sides("teams", 2, 2, func(r *TableRequest) { r.SharedTurns = true; r.Range = 1 }), "takes no range of influence or attack option"},
		{mod(func(r *TableRequest) { r.Seats[1].Name = "<b>Ann</b>" }), "seat 2"},
		{mod(func(r *TableRequest) { r.Seats[1].Name = strings.ToLower(DefaultName) }), "taken"},
		{mod(func(r *TableRequest) { r.Seats[2].AI = "genius" }), `ai "genius"`},
		{mod(func(r *TableRequest) { r.Seats[3].Team = "Third" }), "two teams of two"},
		{mod(func(r *TableRequest) { r.Seats[0].Deck = "No Such Deck" }), "unknown deck"},
		{mod(func(r *TableRequest) { r.Seats[0].Deck = "4 Grizzly Bears\n4 Frobnicating Wombat\n" }), "Frobnicating Wombat"},
		{mod(func(r *TableRequest) { r.Seats[0].Deck = "/etc/passwd" }), "unknown deck"},
		{mod(func(r *TableRequest) { r.Seats[1].Deck = r.Seats[0].Deck }), "not legal together"},
		{mod(func(r *TableRequest) { r.Clock = "5 minutes" }), "clock"},
		{mod(func(r *TableRequest) { r.Clock = "5m+x" }), "buffer"},
		{mod(func(r *TableRequest) { r.Clock = "5m"; r.Timeout = "explode" }), "timeout"},
		{mod(func(r *TableRequest) { r.Timeout = "lose" }), "without a clock"},
		{mod(func(r *TableRequest) {
			r.Variant = "duel"
			r.Seats = r.Seats[:2]
			r.Seats[1].Deck = "5 Shock\n55 Mountain\n"
		}), "Shock: 5 copies"},
		// Team vs. Team and Emperor: teams of players who each play alone.
		{sides("teams", 2, 2, func(r *TableRequest) { r.Seats[2].Team, r.Seats[3].Team = "Red", "Red" }), "2 or more teams"},
		{sides("teams", 2, 2, func(r *TableRequest) { r.Seats = r.Seats[:3] }), "4 to 8 seats"},
		{sides("teams", 2, 2, func(r *TableRequest) { r.Seats[0].Team = "" }), "seat 1 (Ann) team: empty name"},
		{sides("teams", 2, 3, func(r *TableRequest) { r.Rules = "2006"; r.Seats = r.Seats[:5] }), "equal sizes"},
		{sides("teams", 2, 2, func(r *TableRequest) { r.Seats[0].Emperor = true }), "only an emperor table"},
		{sides("free-for-all", 4, 1, func(r *TableRequest) { r.Deploy = true }), "deploy is an option of teams"},
		{sides("emperor", 2, 2, nil), "6 to 8 seats"},
		{sides("emperor", 3, 2, nil), "3 or more"},
		{sides("emperor", 2, 4, func(r *TableRequest) { r.Seats[0].Team = "Blue" }), "equal sizes"},
		{sides("emperor", 2, 3, func(r *TableRequest) { r.Range = 2 }), "variant emperor takes none"},
		{sides("emperor", 2, 3, func(r *TableRequest) { r.Deploy = true }), "emperor always has it"},
		{sides("emperor", 2, 3, func(r *TableRequest) { r.Seats[0].Emperor, r.Seats[1].Emperor = true, true }), "marks 2 emperors"},
	}
	for _, c := range cases {
		code, body := postJSON(t, hs.URL+"/api/tables", c.body)
		var e map[string]string
		if code < 400 || code >= 500 || json.Unmarshal(body, &e) != nil || !strings.Contains(e["error"], c.want) || bytes.Count(bytes.TrimSpace(body), []byte("\n")) > 0 {
			t.Errorf("%.60s: got %d %s; want 4xx with one JSON error line naming %q", c.body, code, body, c.want)
		}
		t.Logf("%d %s", code, bytes.TrimSpace(body))
	}
	resp, _ := http.Post(hs.URL+"/api/tables", "text/plain", strings.NewReader(mod(func(*TableRequest) {})))
	if resp.StatusCode != http.StatusUnsupportedMediaType {
		t.Errorf("text/plain body: %d", resp.StatusCode)
	}
	resp.Body.Close()
	ids, _ := s.st.tableIDs(context.Background())
	if len(ids) != 0 || len(s.Tables(context.Background())) != 0 {
		t.Errorf("a bad request created tables: %v", ids)
	}
	for _, p := range []string{"/api/tables/xyz", "/api/tables/0123456789abcdef", "/api/nothing"} {
		resp, _ := http.Get(hs.URL + p)
		if resp.StatusCode < 400 || resp.StatusCode >= 500 {
			t.Errorf("GET %s: %d", p, resp.StatusCode)
		}
		resp.Body.Close()
	}
}

// TestDecksAndCards: the lobby's lists and a card's facts.
func TestDecksAndCards(t *testing.T) {
	_, hs := newTestServer(t)
	resp, err := http.Get(hs.URL + "/api/decks")
	if err != nil {
		t.Fatal(err)
	}
	var d struct {
		Teams []TeamInfo `json:"teams"`
		Decks []DeckInfo `json:"decks"`
	}
	json.NewDecoder(resp.Body).Decode(&d)
	resp.Body.Close()
	if len(d.Teams) < 2 || len(d.Decks) < 4 || d.Decks[0].Description == "" {
		t.Errorf("GET /api/decks: %+v", d)
	}
	resp, err = http.Get(hs.URL + "/api/cards/lightning%20bolt")
	if err != nil {
		t.Fatal(err)
	}
	var c map[string]any
	json.NewDecoder(resp.Body).Decode(&c)
	resp.Body.Close()
	if c["name"] != "Lightning Bolt" || c["implemented"] != true || c["text"] == "" || c["manaCost"] != "{R}" {
		t.Errorf("GET /api/cards/lightning bolt: %v", c)
	}
	resp, _ = http.Get(hs.URL + "/api/cards/No%20Such%20Card%20Ever")
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("an unknown card: %d", resp.StatusCode)
	}
	resp.Body.Close()
}

// TestCreateRateLimit: opening tables faster than the limit answers 429.
func TestCreateRateLimit(t *testing.T) {
	s, hs := newTestServer(t)
	s.creates = rate.NewLimiter(1, 1)
	b, _ := json.Marshal(DefaultTable("random", 1))
	if code, body := postJSON(t, hs.URL+"/api/tables", string(b)); code != http.StatusCreated {
		t.Fatalf("first table: %d %s", code, body)
	}
	if code, body := postJSON(t, hs.URL+"/api/tables", string(b)); code != http.StatusTooManyRequests || !strings.Contains(string(body), "too many") {
		t.Errorf("second table at once: %d %s", code, body)
	}
}
