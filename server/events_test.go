package server

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// TestEntryKinds checks the wire names of the journal's entry kinds, and the typed fields
// each kind's Event carries, against the constants of package rules and their comments.
func TestEntryKinds(t *testing.T) {
	src, err := os.ReadFile("../rules/journal.go")
	if err != nil {
		t.Skip("rules/journal.go not found:", err)
	}
	s := string(src)
	i := strings.Index(s, "const (\n\t// Actions and the course")
	if i < 0 {
		t.Fatal("the entry kinds' const block moved; update this test")
	}
	block := s[i:]
	block = block[:strings.Index(block, "\n)\n")]
	consts := regexp.MustCompile(`(?m)^\t(J[A-Za-z0-9]+)(?:[^\n/]*//\s*([^\n]*))?$`).FindAllStringSubmatch(block, -1)
	if len(consts) != len(entryKinds) {
		t.Fatalf("rules has %d entry kinds, the server names %d", len(consts), len(entryKinds))
	}
	word := regexp.MustCompile(`[A-Z][a-z0-9]*`)
	fields := []struct {
		name string
		use  uint8
	}{{"Step", useStep}, {"Zone", useZone}, {"Counter", useCounter}, {"Color", useColor}, {"CardType", useCardType}, {"Mana", useMana}}
	for k, c := range consts {
		var ws []string
		for _, w := range word.FindAllString(c[1][1:], -1) {
			ws = append(ws, strings.ToLower(w))
		}
		if want := strings.Join(ws, " "); entryKinds[k] != want {
			t.Errorf("entry kind %d (%s): named %q, want %q", k, c[1], entryKinds[k], want)
		}
		var uses uint8
		for _, f := range fields {
			if regexp.MustCompile(`\b` + f.name + `\b`).MatchString(c[2]) {
				uses |= f.use
			}
		}
		if entryUses[k] != uses {
			t.Errorf("entry kind %s (%q): uses %b, the comment names %b", c[1], c[2], entryUses[k], uses)
		}
	}
}

// TestPassEvents: a pass's event carries the typed action with the team that passed, so
// that a client's log says "Red passes"; the events stay free of hidden details for
// every seat (a keep's and a pass's action name no card).
func TestPassEvents(t *testing.T) {
	setup, _, _, err := buildSetup(DefaultTable("", 3))
	if err != nil {
		t.Fatal(err)
	}
	g, err := newGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 60 && !g.Over(); i++ {
		if err := g.Apply(g.LegalActions()[0]); err != nil {
			t.Fatal(err)
		}
	}
	passes := map[rules.TeamID]int{}
	for seat := -1; seat < g.NumPlayers(); seat++ {
		v := g.ViewFor(rules.PlayerID(seat))
		for _, ev := range wireEvents(g, v.Journal, 0) {
			if ev.Kind != "action" || ev.Hidden {
				continue
			}
			if ev.Action == nil {
				t.Fatalf("seat %d: action event %d (%q) without its action", seat, ev.N, ev.Text)
			}
			if ev.Action.Kind == "pass" {
				if ev.Action.Team != ev.Team || ev.Team < 0 {
					t.Fatalf("seat %d: pass event %d: action team %d, event team %d", seat, ev.N, ev.Action.Team, ev.Team)
				}
				if seat == -1 {
					passes[ev.Team]++
				}
			}
		}
	}
	if passes[0] == 0 || passes[1] == 0 {
		t.Errorf("passes by team: %v; want both teams' passes", passes)
	}
}
