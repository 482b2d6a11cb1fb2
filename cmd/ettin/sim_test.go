package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runSim runs "ettin sim args..." and returns the exit code and both outputs.
func runSim(args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(append([]string{"sim"}, args...), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestSimEndToEnd(t *testing.T) {
	code, out, errOut := runSim("--games", "20", "--quiet")
	if code != 0 {
		t.Fatalf("exit %d, stderr: %s", code, errOut)
	}
	for _, want := range []string{"20 games, rules current, seed 1", "Red ", "Blue ", "95% CI", "game length in turns", "how games ended", "cards cast"} {
		if !strings.Contains(out, want) {
			t.Errorf("the report lacks %q:\n%s", want, out)
		}
	}
	if errOut != "" {
		t.Errorf("stderr not empty: %s", errOut)
	}
}

func TestSimDeterministic(t *testing.T) {
	_, a, _ := runSim("--games", "8", "--quiet", "--csv", "--workers", "1", "--seed", "5")
	_, b, _ := runSim("--games", "8", "--quiet", "--csv", "--workers", "2", "--seed", "5")
	if a != b || a == "" {
		t.Fatalf("1 worker and 2 workers differ:\n%s\n--\n%s", a, b)
	}
}

func TestSimRefusesUnknownEdition(t *testing.T) {
	code, _, errOut := runSim("--rules", "2010", "--games", "1")
	if code != 2 || !strings.Contains(errOut, `unknown rules edition "2010"`) || !strings.Contains(errOut, "current, 2011, 2008, 2006") {
		t.Fatalf("exit %d, stderr %q; expected 2 and the list of editions", code, errOut)
	}
}

func TestSimRefusesBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"--games", "0"},
		{"--ai", "genius"},
		{"--red", "no such deck at all"},
		{"--red", "a,b,c"},
		{"--json", "--csv"},
		{"stray"},
		{"--pool", "--red", "Red Blitz,Sunforged Legion"},
		{"--pool", "--matrix"},
		{"--variant", "teams", "--rules", "2011"},
		{"--variant", "emperor", "--rules", "2008"},
		{"--variant", "teams", "--rules", "2006", "--shared-turns"},
		{"--variant", "duel", "--shared-turns"},
		{"--variant", "teams", "--shared-turns", "--range", "1"},
	} {
		code, out, errOut := runSim(append(args, "--quiet")...)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, "ettin sim: ") || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; expected 2 and one line of error", args, code, out, errOut)
		}
	}
}

func TestSimJSONAndCSV(t *testing.T) {
	code, out, errOut := runSim("--games", "6", "--quiet", "--json", "--rules", "2008")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rep struct {
		Edition string
		Games   int
		Teams   []struct{ Name string }
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("--json output doesn't parse: %v\n%s", err, out)
	}
	if rep.Edition != "2008" || rep.Games != 6 || len(rep.Teams) != 2 {
		t.Fatalf("--json report: %+v", rep)
	}
	code, out, _ = runSim("--games", "6", "--quiet", "--csv")
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if code != 0 || err != nil || len(rows) < 4 || rows[0][0] != "kind" || rows[1][0] != "team" || rows[2][0] != "team" || rows[3][0] != "card" {
		t.Fatalf("--csv: exit %d, %v, rows %v", code, err, rows)
	}
}

func TestSimCheckAndPlot(t *testing.T) {
	plot := filepath.Join(t.TempDir(), "sim.svg")
	code, out, errOut := runSim("--games", "3", "--quiet", "--check", "--plot", plot)
	if code != 0 || !strings.Contains(out, "check: 3 games") || !strings.Contains(out, " 0 failures") {
		t.Fatalf("exit %d, stderr %s\n%s", code, errOut, out)
	}
	data, err := os.ReadFile(plot)
	if err != nil || !bytes.HasPrefix(data, []byte("<svg")) {
		t.Fatalf("--plot wrote no SVG: %v", err)
	}
}

func TestSimMatrix(t *testing.T) {
	code, out, errOut := runSim("--matrix", "--games", "2", "--quiet", "Boros Legion", "Golgari Partners", "Red Blitz,Ichor Swarm")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"deck matrix: 3 teams, 2 games per pairing", "1 Boros Legion", "3 Red Blitz + Ichor Swarm", "overall"} {
		if !strings.Contains(out, want) {
			t.Errorf("the matrix lacks %q:\n%s", want, out)
		}
	}
}

// TestSimPool deals every seat a random deck from the implemented pool: the checked games
// pass, the report counts the cards used, the same seed deals the same decks whatever the
// workers, and a failed game's command line would deal them again.
func TestSimPool(t *testing.T) {
	var reps [2]struct {
		Games int    `json:"games"`
		Deal  string `json:"deal"`
		Uses  []struct {
			Card  string `json:"card"`
			Games int    `json:"games"`
		} `json:"uses"`
		Check struct{ Games, Decisions, Failures int } `json:"check"`
	}
	for i, w := range []string{"1", "2"} {
		code, out, errOut := runSim("--pool", "--check", "--games", "6", "--seed", "7", "--workers", w, "--quiet", "--json")
		if code != 0 {
			t.Fatalf("exit %d, stderr: %s", code, errOut)
		}
		if err := json.Unmarshal([]byte(out), &reps[i]); err != nil {
			t.Fatal(err)
		}
	}
	r := reps[0]
	if r.Deal != "--pool" || r.Check.Games != 6 || r.Check.Failures != 0 || r.Check.Decisions == 0 {
		t.Fatalf("report %+v; expected 6 checked games dealt by --pool, no failure", r)
	}
	// Four decks of 23 spells: dozens of distinct cards, mostly not the bundled decks'.
	if len(r.Uses) < 30 {
		t.Errorf("%d cards used in 6 games; expected dozens", len(r.Uses))
	}
	a, _ := json.Marshal(reps[0].Uses)
	b, _ := json.Marshal(reps[1].Uses)
	if !bytes.Equal(a, b) {
		t.Errorf("the cards used differ with 1 and 2 workers")
	}
}
