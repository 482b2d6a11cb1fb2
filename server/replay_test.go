package server

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"
)

func getJSON(t *testing.T, url string, v any) int {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if v != nil && resp.StatusCode == http.StatusOK {
		if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
			t.Fatal(err)
		}
	}
	return resp.StatusCode
}

// TestReplayAPI: a game's replay is refused until the game is over (it shows every hand);
// then it lists every action, and the state after any number of them is the seat's view
// (its team's hands only; a spectator's without hands), the last one the game's end.
func TestReplayAPI(t *testing.T) {
	_, hs := newTestServer(t)
	req := DefaultTable("random", 5)
	req.Seats[0].AI = "random"
	c := createTable(t, hs.URL, req)
	var in TableInfo
	for end := time.Now().Add(time.Minute); ; time.Sleep(20 * time.Millisecond) {
		if getJSON(t, hs.URL+"/api/tables/"+c.ID, &in); in.State == "over" {
			break
		}
		if code := getJSON(t, hs.URL+"/api/tables/"+c.ID+"/replay", nil); code != http.StatusConflict {
			// The game may have ended between the two requests: then the replay is given.
			if getJSON(t, hs.URL+"/api/tables/"+c.ID, &in); code != http.StatusOK || in.State != "over" {
				t.Fatalf("the replay of a game in play: %d, want 409", code)
			}
			break
		}
		if time.Now().After(end) {
			t.Fatal("the game of four computer players did not end in a minute")
		}
	}
	var r Replay
	if code := getJSON(t, hs.URL+"/api/tables/"+c.ID+"/replay", &r); code != http.StatusOK {
		t.Fatalf("GET replay: %d", code)
	}
	if len(r.Actions) != in.Actions || len(r.Seats) != 4 || r.Seed != 5 {
		t.Fatalf("replay: %d actions (table: %d), %d seats, seed %d", len(r.Actions), in.Actions, len(r.Seats), r.Seed)
	}
	type replayView struct {
		ServerMsg
		Total int `json:"total"`
	}
	for _, seat := range []int{-1, 0, 3} {
		var v replayView
		if code := getJSON(t, fmt.Sprintf("%s/api/tables/%s/replay/%d?seat=%d", hs.URL, c.ID, 10, seat), &v); code != http.StatusOK {
			t.Fatalf("GET replay view: %d", code)
		}
		if v.Actions != 10 || v.Total != in.Actions || v.Seat != seat {
			t.Errorf("seat %d: view after %d of %d actions, want 10 of %d", seat, v.Actions, v.Total, in.Actions)
		}
		for p, pv := range v.View.Players {
			mine := seat >= 0 && p/2 == seat/2
			if (pv.Hand != nil) != mine {
				t.Errorf("seat %d sees player %d's hand: %v", seat, p, pv.Hand != nil)
			}
		}
	}
	var last replayView
	getJSON(t, fmt.Sprintf("%s/api/tables/%s/replay/%d", hs.URL, c.ID, in.Actions+5), &last)
	if last.State != "over" || !last.View.Over || last.Actions != in.Actions {
		t.Errorf("the replay's end: state %q, over %v, %d actions", last.State, last.View.Over, last.Actions)
	}
	for _, bad := range []string{"/replay/x", "/replay/-1", "/replay/3?seat=4", "/replay/3?seat=x"} {
		if code := getJSON(t, hs.URL+"/api/tables/"+c.ID+bad, nil); code != http.StatusBadRequest {
			t.Errorf("GET %s: %d, want 400", bad, code)
		}
	}
	if code := getJSON(t, hs.URL+"/api/tables/0123456789abcdef/replay", nil); code != http.StatusNotFound {
		t.Errorf("an unknown table's replay: %d, want 404", code)
	}
	// The downloaded file, posted back: the same views as the stored game's.
	file, _ := json.Marshal(r)
	for _, at := range []int{0, 10, in.Actions} {
		var stored, posted replayView
		getJSON(t, fmt.Sprintf("%s/api/tables/%s/replay/%d?seat=1", hs.URL, c.ID, at), &stored)
		code, body := postJSON(t, fmt.Sprintf("%s/api/replay/%d?seat=1", hs.URL, at), string(file))
		if code != http.StatusOK || json.Unmarshal(body, &posted) != nil {
			t.Fatalf("POST the replay file at %d: %d %.200s", at, code, body)
		}
		a, _ := json.Marshal(stored)
		b, _ := json.Marshal(posted)
		if string(a) != string(b) {
			t.Errorf("at %d: the file's view differs from the stored game's:\n%.300s\n%.300s", at, a, b)
		}
	}
	bad := r
	bad.Actions = append([]ReplayAction{{Action: WireAction{Kind: "cast", Obj: 9999, Player: 0}}}, r.Actions...)
	badFile, _ := json.Marshal(bad)
	for _, body := range []string{`{`, `{"seats":[]}`, string(badFile)} {
		if code, _ := postJSON(t, hs.URL+"/api/replay/5", body); code != http.StatusBadRequest {
			t.Errorf("POST a bad replay file %.40s: %d, want 400", body, code)
		}
	}
	resp, err := http.Get(hs.URL + "/api/tables/" + c.ID + "/replay?format=text")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var text strings.Builder
	if _, err := io.Copy(&text, resp.Body); err != nil {
		t.Fatal(err)
	}
	if p := os.Getenv("ETTIN_REPLAY_OUT"); p != "" {
		os.WriteFile(p, []byte(text.String()), 0o644)
	}
	lines := strings.Split(strings.TrimSpace(text.String()), "\n")
	logAt := -1
	for i, l := range lines {
		if l == "log" {
			logAt = i
		}
	}
	if lines[0] != "ettin replay 1" || logAt < 0 || len(lines)-logAt-1 != in.Actions || lines[logAt+1] != r.Actions[0].Line {
		t.Errorf("the text replay: %d lines, log at %d, for %d actions; begins %q", len(lines), logAt, in.Actions, lines[:min(8, len(lines))])
	}
}

// TestPages: the lobby, a table and the replay viewer are the web package's page, with a
// strict content security policy; the static files are served; a bad table id is refused.
func TestPages(t *testing.T) {
	_, hs := newTestServer(t)
	for _, p := range []string{"/", "/t/0123456789abcdef?token=00", "/replay/0123456789abcdef"} {
		resp, err := http.Get(hs.URL + p)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Content-Security-Policy"), "default-src 'self'") ||
			resp.Header.Get("Referrer-Policy") != "no-referrer" {
			t.Errorf("GET %s: %d, headers %v", p, resp.StatusCode, resp.Header)
		}
	}
	for _, p := range []string{"/static/js/app.js", "/static/vendor/preact.module.js", "/static/style.css"} {
		resp, err := http.Get(hs.URL + p)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Errorf("GET %s: %d", p, resp.StatusCode)
		}
	}
	resp, err := http.Get(hs.URL + "/t/nothex")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest {
		t.Errorf("GET /t/nothex: %d, want 400", resp.StatusCode)
	}
}

// TestReplayFileKeepsOptions: a replay file carries every setting the game is built from
// (Team vs. Team's deploy and shared turns, a marked emperor), so the file posted back
// builds the table's game and not another.
func TestReplayFileKeepsOptions(t *testing.T) {
	shared := sidesTableReq("teams", 2, 2, 34)
	shared.SharedTurns = true
	deploy := sidesTableReq("teams", 2, 2, 33)
	deploy.Deploy = true
	emperor := sidesTableReq("emperor", 2, 3, 35)
	emperor.Seats[0].Emperor = true // not the team's middle seat, which is the default
	for name, req := range map[string]TableRequest{"shared turns": shared, "deploy": deploy, "emperor": emperor} {
		st, _, _, err := buildSetup(req)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		file, err := json.Marshal(replayOf(&st, nil))
		if err != nil {
			t.Fatal(err)
		}
		var rp Replay
		if err := json.Unmarshal(file, &rp); err != nil {
			t.Fatal(err)
		}
		back, err := rp.setup()
		if err != nil {
			t.Fatalf("%s: the file's setup: %v", name, err)
		}
		want := st
		want.Clock, want.Seats = nil, nil
		for _, se := range st.Seats {
			se.TokenHash = "" // a replay file holds no seat's token
			want.Seats = append(want.Seats, se)
		}
		a, _ := json.Marshal(want)
		b, _ := json.Marshal(back)
		if string(a) != string(b) {
			t.Errorf("%s: the table's setup\n%s\nthe replay file's\n%s", name, a, b)
		}
	}
}
