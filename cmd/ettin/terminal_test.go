package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runCmd runs ettin with args and no input.
func runCmd(args ...string) (string, string, int) {
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return out.String(), errb.String(), code
}

// TestOneLineErrors: each bad input gets exactly one line on stderr, and exit 2.
func TestOneLineErrors(t *testing.T) {
	dir := t.TempDir()
	binary := filepath.Join(dir, "binary.deck")
	os.WriteFile(binary, append([]byte("\x7fELF\x02\x01\x01\x00"), bytes.Repeat([]byte("\xff\xfe\n\x00"), 300)...), 0o644)
	unknown := filepath.Join(dir, "unknown.txt")
	os.WriteFile(unknown, []byte("4 Lightning Blot\n4 Shockk\n52 Mountain\n"), 0o644)
	notImpl := filepath.Join(dir, "walk.txt")
	os.WriteFile(notImpl, []byte("4 Timetwister\n56 Mountain\n"), 0o644)
	garbage := filepath.Join(dir, "garbage.txt")
	os.WriteFile(garbage, []byte(strings.Repeat("four Lightning Bolt\n", 150)), 0o644)
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"play", "--deck", binary}, []string{"binary data"}},
		{[]string{"play", "--deck", unknown}, []string{`"Lightning Blot"`, `"Shockk"`}},
		{[]string{"play", "--deck", notImpl}, []string{"not implemented", "Timetwister"}},
		{[]string{"play", "--deck", garbage}, []string{"line 1:", "more problem"}},
		{[]string{"play", "--bogus"}, []string{"-bogus", "ettin play -h"}},
		{[]string{"sim", "--bogus"}, []string{"-bogus", "ettin sim -h"}},
		{[]string{"sim", "--red", binary + "," + binary, "--quiet"}, []string{"binary data"}},
		{[]string{"replay", "--bogus"}, []string{"-bogus"}},
		{[]string{"decks", "extra"}, []string{"unexpected argument"}},
	}
	for _, tc := range tests {
		out, errs, code := runCmd(tc.args...)
		if code != 2 || strings.Count(errs, "\n") != 1 || out != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and one line", tc.args, code, out, errs)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(errs, w) {
				t.Errorf("%v: stderr %q lacks %q", tc.args, errs, w)
			}
		}
	}
}

// TestHelp: -h and --help print the usage on stdout and exit 0; play's names ettin decks.
func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"play", "--help"}, {"play", "-h"}, {"sim", "-h"}, {"replay", "--help"}, {"decks", "-h"}} {
		out, errs, code := runCmd(args...)
		if code != 0 || !strings.Contains(out, "Usage: ettin "+args[0]) || errs != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, tail(out, 3), errs)
		}
	}
	out, _, _ := runCmd("play", "--help")
	if !strings.Contains(out, "ettin decks") || !strings.Contains(out, "-confirm") {
		t.Errorf("play's help names neither ettin decks nor --confirm:\n%s", out)
	}
}

// TestSimPlotUnwritable: --plot to a path that can't be written fails before any game.
func TestSimPlotUnwritable(t *testing.T) {
	path := filepath.Join(t.TempDir(), "no", "such", "dir", "plot.svg")
	out, errs, code := runCmd("sim", "--games", "5000", "--quiet", "--plot", path)
	if code != 2 || out != "" || !strings.Contains(errs, "--plot") || strings.Count(errs, "\n") != 1 {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, tail(out, 3), errs)
	}
	// A writable path is left as it was until the report is written.
	ok := filepath.Join(t.TempDir(), "plot.svg")
	if err := checkWritable(ok); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(ok); !os.IsNotExist(err) {
		t.Errorf("checkWritable left a file behind: %v", err)
	}
}

// TestDecks lists the bundled teams and decks.
func TestDecks(t *testing.T) {
	out, errs, code := runCmd("decks")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, w := range []string{"Boros Legion", "Red Blitz + Sunforged Legion", "Golgari Partners", "Sky Sorcery", "limited"} {
		if !strings.Contains(out, w) {
			t.Errorf("ettin decks lacks %q:\n%s", w, out)
		}
	}
}

// TestCardTextLoyalty: the card command shows a planeswalker's loyalty.
func TestCardTextLoyalty(t *testing.T) {
	text, err := cardText("Ajani Steadfast")
	if err != nil || !strings.Contains(text, "loyalty 4") {
		t.Fatalf("got %q, %v", text, err)
	}
}

// savedGame plays a short game (Ann keeps and concedes) and returns its replay file.
func savedGame(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "g.log")
	if _, errs, code := playScript(t, "keep\nconcede\ny\n", "--seed", "7", "--ai", "random", "--log", path); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	return path
}

// TestReplayHeaderKeys: an unknown or repeated key, a bad player kind or text after
// "log" is an error naming the line.
func TestReplayHeaderKeys(t *testing.T) {
	data, err := os.ReadFile(savedGame(t))
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for _, tc := range []struct{ old, new, want string }{
		{"\nseed 7\n", "\nseed 7\nspeed 3\n", `line 4: unknown header line "speed 3"`},
		{"\nseed 7\n", "\nseed 7\nseed 8\n", `"seed" given twice`},
		{"\nplayer Ann human ", "\nplayer Ann robot ", `unknown player kind "robot"`},
		{"\nlog\n", "\nlog now\n", `"log" alone`},
	} {
		path := filepath.Join(t.TempDir(), "bad.log")
		os.WriteFile(path, []byte(strings.Replace(text, tc.old, tc.new, 1)), 0o644)
		_, errs, code := replayScript(t, "q\n", path)
		if code != 1 || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: exit %d, stderr %q; want %q", tc.new, code, errs, tc.want)
		}
	}
}

// TestReplayStoppedEarly: a replay whose log has a refused line stops before it and never
// shows the saved result, which it didn't reach.
func TestReplayStoppedEarly(t *testing.T) {
	path := savedGame(t)
	data, _ := os.ReadFile(path)
	bad := strings.Replace(string(data), "\nAnn concedes\n", "\nAnn casts Nothing At All\nAnn concedes\n", 1)
	if bad == string(data) {
		t.Fatal("no concession in the saved game")
	}
	os.WriteFile(path, []byte(bad), 0o644)
	out, errs, code := replayScript(t, "e\nq\n", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "is refused") || strings.Contains(out, "result:") {
		t.Errorf("want the refusal and no result:\n%s", tail(out, 12))
	}
	out, _, _ = replayScript(t, "e\nq\n", savedGame(t))
	if !strings.Contains(out, "result: Golgari wins") {
		t.Errorf("a whole replay lacks its result:\n%s", tail(out, 12))
	}
}

// TestEndHint: the hint at the end of a game names a command that runs.
func TestEndHint(t *testing.T) {
	old := os.Args[0]
	defer func() { os.Args[0] = old }()
	os.Args[0] = "/tmp/go-build123/b001/exe/ettin"
	if got := selfCommand(); got != "go run ./cmd/ettin" {
		t.Errorf("under go run: %q", got)
	}
	os.Args[0] = "/usr/local/bin/ettin"
	if got := selfCommand(); got != "ettin" {
		t.Errorf("installed: %q", got)
	}
}

// The game of seed 5 (Ann, a person, with Abe, heuristic, against two heuristic players):
// Boros starts; in its first main phase Ann holds a Mountain and Abe would play a Plains.

// TestTeammateWaits: in the team's main phase the computer teammate proposes and waits;
// the person's land play goes through; Enter lets the teammate act.
func TestTeammateWaits(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.log")
	out, errs, code := playScript(t, "keep\nplay moun\n\nquit\ny\n", "--seed", "5", "--log", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if strings.Contains(out, "✗") || !strings.Contains(out, "Abe proposes Abe plays Plains") {
		t.Fatalf("the teammate didn't wait:\n%s", tail(out, 30))
	}
	data, _ := os.ReadFile(path)
	log := string(data)
	i, j := strings.Index(log, "\nAnn plays Mountain\n"), strings.Index(log, "\nAbe plays Plains\n")
	if i < 0 || j < i {
		t.Errorf("want Ann's Mountain, then Abe's Plains after Enter:\n%s", log[strings.Index(log, "\nlog\n"):])
	}
}

// TestUndo: the person's own last action is taken back exactly (the same position as
// before it), and only while no one else has acted.
func TestUndo(t *testing.T) {
	out, errs, code := playScript(t, "keep\nplay moun\nundo\nundo\nquit\ny\n", "--seed", "5", "--log", filepath.Join(t.TempDir(), "a.log"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "Taken back: Ann plays Mountain") || !strings.Contains(out, "✗ nothing to undo") {
		t.Fatalf("no undo, or a second undo allowed:\n%s", tail(out, 30))
	}
	ref, _, _ := playScript(t, "keep\nquit\ny\n", "--seed", "5", "--log", filepath.Join(t.TempDir(), "b.log"))
	if lastHash(t, out) != lastHash(t, ref) {
		t.Errorf("after undo the state is %s; before the action it was %s", lastHash(t, out), lastHash(t, ref))
	}
}

// TestConfirmations: passing with a land to play (with --confirm), targeting a teammate
// and conceding are asked about; "n" changes nothing.
func TestConfirmations(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.log")
	out, errs, code := playScript(t, "keep\n\nn\nplay moun\ncast bolt targeting abe\nn\nconcede\nn\nquit\ny\n",
		"--seed", "5", "--confirm", "--log", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, w := range []string{"Pass with a land to play (Mountain)", "That targets Abe, of your own team", "Your team loses the game by this"} {
		if !strings.Contains(out, w) {
			t.Errorf("not asked %q:\n%s", w, tail(out, 30))
		}
	}
	data, _ := os.ReadFile(path)
	_, log, _ := strings.Cut(string(data), "\nlog\n")
	for _, w := range []string{"Abe plays Plains", "casts Lightning Bolt", "concedes"} {
		if strings.Contains(log, w) {
			t.Errorf("%q happened though the answer was no", w)
		}
	}
}

// TestHotSeatClears: before the keyboard changes hands the screen and its scrollback are
// cleared, and the next player's hand is drawn only after Enter.
func TestHotSeatClears(t *testing.T) {
	out, errs, code := playScript(t, strings.Repeat("1\n", 400), "--seed", "4", "--color", "on", "--log", filepath.Join(t.TempDir(), "g.log"),
		"--seat", "Ann:Red::human", "--seat", "Abe:Red::random", "--seat", "Bob:Blue::human", "--seat", "Bea:Blue::random")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	i := strings.Index(out, "Pass the keyboard to Bob")
	if i < 0 {
		t.Fatal("no hand-over")
	}
	if !strings.HasSuffix(out[:i], "\x1b[3J") {
		t.Errorf("the scrollback isn't cleared before the hand-over: %q", out[max(0, i-40):i])
	}
	rest := out[i:]
	if h, c := strings.Index(rest, "Your hand"), strings.Index(rest, "\x1b[2J"); h < c {
		t.Errorf("a hand is shown before the screen is drawn for Bob")
	}
}
