package server

import (
	"encoding/json"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// fuzzGames are positions of one game to apply fuzzed actions to: the start, the first
// turns and a later turn.
func fuzzGames(f *testing.F) []*rules.Game {
	setup, _, _, err := buildSetup(peopleTable(3))
	if err != nil {
		f.Fatal(err)
	}
	g, err := newGame(setup)
	if err != nil {
		f.Fatal(err)
	}
	var out []*rules.Game
	for n := 0; n <= 120 && !g.Over(); n++ {
		if n%30 == 0 {
			out = append(out, g.Clone())
		}
		seat := ExpectedSeat(g, n)
		var acts []LegalAction
		for _, a := range SeatActions(g, seat) {
			acts = append(acts, LegalAction{Action: wireAction(a)})
		}
		a, _ := acts[Choose("simple", acts, 1, n, int(seat))].Action.rulesAction()
		if err := g.Apply(a); err != nil {
			f.Fatal(err)
		}
	}
	return out
}

// FuzzClientMsg feeds any bytes to the decoder of client messages and any decoded action
// or line, for any seat, to a game: never a panic.
func FuzzClientMsg(f *testing.F) {
	games := fuzzGames(f)
	for _, s := range []string{
		`{"type":"act","id":1,"line":"Player keeps"}`,
		`{"type":"act","id":2,"action":{"kind":"keep","player":0,"team":0}}`,
		`{"type":"act","action":{"kind":"cast","player":0,"obj":99999,"targets":[{"player":-7,"obj":3}],"x":-1}}`,
		`{"type":"act","action":{"kind":"attack","team":0,"attacks":[{"attacker":1,"target":{"player":9,"obj":-1}}]}}`,
		`{"type":"act","action":{"kind":"assign","team":1,"assign":[{"source":5,"parts":[{"to":{"player":2,"obj":-1},"amount":-3}]}]}}`,
		`{"type":"act","action":{"kind":"choose","player":1,"choices":[-1,99]}}`,
		`{"type":"act","line":"Ann casts Lightning Bolt targeting Bob"}`,
		`{"type":"chat","scope":"team","text":"<script>\u0000hi"}`,
		`{"type":"view"}`,
		`{"type":"act","action":null,"line":""}`,
		`[1,2]`, `"x"`, `{"type":1}`,
	} {
		for seat := int8(-1); seat < 4; seat += 2 {
			f.Add([]byte(s), seat, uint8(seat+1))
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, seat int8, which uint8) {
		m, err := parseClientMsg(data)
		if err != nil {
			return
		}
		g := games[int(which)%len(games)].Clone()
		switch m.Type {
		case "act":
			a, refusal := resolveAct(g, rules.PlayerID(seat), m)
			if refusal != nil {
				if refusal.Code == "" || refusal.Message == "" {
					t.Fatalf("a refusal without code or message: %+v", refusal)
				}
				return
			}
			if !mayAct(g, rules.PlayerID(seat), a) {
				t.Fatalf("seat %d may not take %+v", seat, a)
			}
			_ = g.Apply(a)
			g.Hash()
		case "chat":
			cleanText(m.Text)
		}
	})
}

// FuzzTableRequest feeds any bytes to the table request decoder and checks: a bad request
// is one error, never a panic.
func FuzzTableRequest(f *testing.F) {
	good, _ := json.Marshal(DefaultTable("random", 1))
	f.Add(good)
	f.Add([]byte(`{"seats":[{"name":"A","team":"X","deck":"4 Grizzly Bears\n20 Forest"}]}`))
	f.Add([]byte(`{"variant":"2hg","rules":"2011","seed":3,"casual":true,"seats":[{"name":"A","team":"X","deck":"Red Blitz"},{"name":"B","team":"X","deck":"Red Blitz"},{"name":"C","team":"Y","deck":"60 Forest"},{"name":"D","team":"Y","deck":"Sky Sorcery","ai":"mcts"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		req, err := decodeTableRequest(data)
		if err != nil {
			return
		}
		if _, _, _, err := buildSetup(req); err != nil && err.Error() == "" {
			t.Fatal("an empty error")
		}
	})
}

// TestWireActionRoundTrip: every legal action of a game's positions comes back from the
// wire as the same action (the same line, accepted by a clone to the same hash).
func TestWireActionRoundTrip(t *testing.T) {
	setup, _, _, err := buildSetup(DefaultTable("", 9))
	if err != nil {
		t.Fatal(err)
	}
	g, err := newGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for n := 0; !g.Over(); n++ {
		acts := g.LegalActions()
		for i, a := range acts {
			if i > 8 {
				break
			}
			b, _ := json.Marshal(wireAction(a))
			var w WireAction
			if err := json.Unmarshal(b, &w); err != nil {
				t.Fatal(err)
			}
			back, err := w.rulesAction()
			if err != nil {
				t.Fatal(err)
			}
			if bind.FormatAction(g, back) != bind.FormatAction(g, a) {
				t.Fatalf("%s came back as %s", bind.FormatAction(g, a), bind.FormatAction(g, back))
			}
			c1, c2 := g.Clone(), g.Clone()
			e1, e2 := c1.Apply(a), c2.Apply(back)
			if (e1 == nil) != (e2 == nil) || c1.Hash() != c2.Hash() {
				t.Fatalf("%s: %v, back: %v", bind.FormatAction(g, a), e1, e2)
			}
			checked++
		}
		seat := ExpectedSeat(g, n)
		var la []LegalAction
		for _, a := range SeatActions(g, seat) {
			la = append(la, LegalAction{Action: wireAction(a)})
		}
		a, _ := la[Choose("random", la, 2, n, int(seat))].Action.rulesAction()
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d actions round-tripped", checked)
}

// FuzzServerMsg feeds any bytes to a bot's decoding of a server message and, for an
// update with a delta, to ApplyDelta on views of a game (what a client builds its view
// from): an error at most, never a panic; and a view rebuilt into a game (a heuristic
// bot's) from any decoded view and decision fails cleanly.
func FuzzServerMsg(f *testing.F) {
	var views []View
	for _, g := range fuzzGames(f) {
		for p := -1; p < g.NumPlayers(); p++ {
			views = append(views, wireView(g, g.ViewFrom(rules.PlayerID(p), g.JournalLen())))
		}
	}
	a, b := views[1], views[len(views)-1]
	d, err := diffView(&a, &b, 1)
	if err != nil {
		f.Fatal(err)
	}
	seed, _ := json.Marshal(ServerMsg{Type: "update", Version: 2, Delta: d})
	f.Add(seed)
	full, _ := json.Marshal(ServerMsg{Type: "view", View: &b, Decision: &Decision{Kind: "priority", Player: -1, DecidedBy: -1}})
	f.Add(full)
	// A stack: a spell at a permanent, a spell at the spell below, an ability of no card.
	st := b
	var perm rules.ObjID = 1
	if len(st.Battlefield) > 0 {
		perm = st.Battlefield[0].ID
	}
	st.Stack = []StackItem{{Name: "Lightning Bolt", Spell: true, Controller: 0, ID: 900, Ability: -1, Targets: []Target{{Player: -1, Obj: perm}}},
		{Name: "Counterspell", Spell: true, Controller: 2, ID: 901, Ability: -1, Targets: []Target{{Player: -1, Obj: 900}}},
		{Name: "Prodigal Sorcerer", Controller: 1, ID: perm, Ability: 7, Targets: []Target{{Player: 9, Obj: -1}}}}
	withStack, _ := json.Marshal(ServerMsg{Type: "view", View: &st, Decision: &Decision{Kind: "priority", Team: 1, Player: -1, DecidedBy: -1}})
	f.Add(withStack)
	f.Add([]byte(`{"type":"update","delta":{"base":0,"players":[{"index":9}],"removed":[1,2],"changed":[{"id":5}]}}`))
	f.Add([]byte(`{"type":"update","delta":{"base":0,"view":{"battlefield":[{"id":1,"attachedTo":1}],"teams":null}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var m ServerMsg
		if json.Unmarshal(data, &m) != nil {
			return
		}
		for _, v := range views {
			if m.Delta != nil {
				ApplyDelta(&v, m.Delta)
			}
		}
		if m.View != nil && m.Decision != nil {
			buildViewGame(m.View, m.Decision, 1) // no recover here: an error, never a panic
		}
	})
}
