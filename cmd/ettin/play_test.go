package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// playScript runs ettin play with scripted input and returns stdout, stderr and the exit code.
func playScript(t *testing.T, input string, args ...string) (string, string, int) {
	t.Helper()
	old := stdin
	stdin = strings.NewReader(input)
	defer func() { stdin = old }()
	var out, errb bytes.Buffer
	code := run(append([]string{"play"}, args...), &out, &errb)
	return out.String(), errb.String(), code
}

// replayScript runs ettin replay with scripted input.
func replayScript(t *testing.T, input string, args ...string) (string, string, int) {
	t.Helper()
	old := stdin
	stdin = strings.NewReader(input)
	defer func() { stdin = old }()
	var out, errb bytes.Buffer
	code := run(append([]string{"replay"}, args...), &out, &errb)
	return out.String(), errb.String(), code
}

var hashRE = regexp.MustCompile(`state hash ([0-9a-f]{16})`)

// lastHash is the last state hash printed in out.
func lastHash(t *testing.T, out string) string {
	t.Helper()
	m := hashRE.FindAllStringSubmatch(out, -1)
	if len(m) == 0 {
		t.Fatalf("no state hash in output:\n%s", tail(out, 20))
	}
	return m[len(m)-1][1]
}

func tail(s string, n int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// finalGame re-creates the game saved in a replay file at its end.
func finalGame(t *testing.T, path string) *rules.Game {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rf, err := readReplay(f)
	if err != nil {
		t.Fatal(err)
	}
	rp, err := newReplayer(rf)
	if err != nil {
		t.Fatal(err)
	}
	if err := rp.seek(len(rp.acts)); err != nil || rp.problem != "" {
		t.Fatalf("replaying: %v %s", err, rp.problem)
	}
	return rp.g
}

// TestPlayConcede: keep, type a bad line (one error, the game goes on), concede. The
// screen shows both teams' life, Ann's and Abe's hands and never the opponents' hidden
// cards; the replay file re-creates the final position.
func TestPlayConcede(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.log")
	out, errs, code := playScript(t, "keep\nbogus line\nconcede\ny\n", "--seed", "7", "--ai", "random", "--log", path)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errs, tail(out, 30))
	}
	for _, want := range []string{"Boros", "Golgari", "life 30", "Your hand (Ann)", "Abe's hand", "Ann concedes",
		"Golgari wins", "CR 810.8b", "saved to " + path} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	// One error line for the bad line, then the prompt again.
	lines := strings.Split(out, "\n")
	errLines := 0
	for i, l := range lines {
		if strings.HasPrefix(l, "✗") {
			errLines++
			if !strings.Contains(l, `"bogus line"`) {
				t.Errorf("error line doesn't quote the line: %q", l)
			}
			if i+1 >= len(lines) || !strings.HasPrefix(lines[i+1], "Ann [") {
				t.Errorf("after the error line, expected the prompt again; got %q", lines[i+1])
			}
		}
	}
	if errLines != 1 {
		t.Errorf("%d error lines, want 1", errLines)
	}
	// Cards only the opponents could see never show.
	g := finalGame(t, path)
	if !g.Over() {
		t.Fatal("the replayed game is not over")
	}
	visible := map[string]bool{}
	for _, p := range g.Members(0) {
		for _, id := range append(append([]rules.ObjID(nil), g.Zone(p, rules.ZoneHand)...), g.Zone(p, rules.ZoneLibrary)...) {
			visible[g.Obj(id).Def.Name] = true
		}
	}
	for i := 0; i < g.NumObjects(); i++ {
		if z := g.Obj(rules.ObjID(i)).Zone; z != rules.ZoneHand && z != rules.ZoneLibrary && z != rules.ZoneNone {
			visible[g.Obj(rules.ObjID(i)).Def.Name] = true
		}
	}
	log := strings.Join(bind.LogFor(g, 0), "\n")
	hidden := 0
	for _, p := range g.Members(1) {
		for _, id := range g.Zone(p, rules.ZoneHand) {
			name := g.Obj(id).Def.Name
			if visible[name] || strings.Contains(log, name) {
				continue
			}
			hidden++
			if strings.Contains(out, name) {
				t.Errorf("%s, in %s's hand, shows on Ann's screen", name, g.Player(p).Name)
			}
		}
	}
	if hidden == 0 {
		t.Fatal("no hidden card to check: choose another seed")
	}
	// The replay command reproduces the final position.
	rout, rerr, code := replayScript(t, "e\nq\n", path)
	if code != 0 {
		t.Fatalf("replay exit %d: %s", code, rerr)
	}
	if h, want := lastHash(t, rout), lastHash(t, out); h != want {
		t.Fatalf("replay ends in state %s, the game in %s", h, want)
	}
	if h := lastHash(t, out); h != hexHash(g.Hash()) {
		t.Fatalf("rebuilt game hash %s, game printed %s", hexHash(g.Hash()), h)
	}
}

func hexHash(h uint64) string { return fmt.Sprintf("%016x", h) }

// TestPlayWholeGame plays whole games in which Ann always takes the first legal action
// (passing, declaring no attackers or blockers, keeping), in every rules edition; the
// replay reproduces each final position.
func TestPlayWholeGame(t *testing.T) {
	input := strings.Repeat("1\n", 5000)
	for _, ed := range []string{"current", "2011", "2008", "2006"} {
		t.Run(ed, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "game.log")
			out, errs, code := playScript(t, input, "--seed", "3", "--rules", ed, "--ai", "random", "--log", path)
			if code != 0 {
				t.Fatalf("exit %d: %s\n%s", code, errs, tail(out, 30))
			}
			if !strings.Contains(out, "The game is over.") {
				t.Fatalf("the game didn't end:\n%s", tail(out, 30))
			}
			if strings.Contains(out, "✗") {
				t.Errorf("a numbered action was refused:\n%s", out[strings.Index(out, "✗")-200:][:400])
			}
			g := finalGame(t, path)
			if !g.Over() || hexHash(g.Hash()) != lastHash(t, out) {
				t.Fatalf("replay: over %v, hash %s, game printed %s", g.Over(), hexHash(g.Hash()), lastHash(t, out))
			}
		})
	}
}

// TestPlayQuit: quit asks for confirmation; the replay is saved; end of piped input saves
// and exits.
func TestPlayQuit(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	out, errs, code := playScript(t, "quit\nn\nquit\ny\n", "--seed", "9", "--ai", "random")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if n := strings.Count(out, "Abandon this game?"); n != 2 {
		t.Errorf("asked %d times to confirm, want 2", n)
	}
	if !strings.Contains(out, "Game abandoned") {
		t.Errorf("no word of abandoning:\n%s", tail(out, 10))
	}
	data, err := os.ReadFile(filepath.Join(dir, "ettin-9.log"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{replayMagic + "\n", "\nseed 9\n", "\nrules current\n", "\nteam Boros\n", "\nplayer Ann human Red Blitz\n", "\ncard 22 Mountain\n", "\nlog\n"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("replay file lacks %q", want)
		}
	}
	out, _, code = playScript(t, "", "--seed", "9", "--ai", "random", "--log", filepath.Join(dir, "eof.log"))
	if code != 0 || !strings.Contains(out, "End of input") {
		t.Errorf("end of input: exit %d\n%s", code, tail(out, 5))
	}
	if _, err := os.Stat(filepath.Join(dir, "eof.log")); err != nil {
		t.Error(err)
	}
}

// TestPlayCompletion: card names may be cut short and the player's name left out.
func TestPlayCompletion(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.log")
	// Ann and Abe keep; at Red's first main phase Ann has a Mountain.
	out, errs, code := playScript(t, "keep\nkeep\nplay moun\nconcede\ny\n", "--seed", "11", "--log", path,
		"--seat", "Ann:Red::human", "--seat", "Abe:Red::human", "--seat", "Bob:Blue::random", "--seat", "Bea:Blue::random")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "read as: Ann plays Mountain") {
		t.Fatalf("no completion:\n%s", tail(out, 40))
	}
}

func TestPlayFlags(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--rules", "2010"}, "expected one of current, 2011, 2008, 2006"},
		{[]string{"--ai", "genius"}, "unknown --ai"},
		{[]string{"--stops", "some"}, "unknown --stops"},
		{[]string{"--seat", "Ann:Red"}, "expected NAME:TEAM:DECK:KIND"},
		{[]string{"--seat", "Ann:Red::robot"}, "unknown kind"},
		{[]string{"--deck", "No Such Deck"}, "unknown deck"},
		{[]string{"--you", "Ann Smith"}, "one word"},
		{[]string{"--vs", "Boros"}, "both teams"},
		{[]string{"extra"}, "unexpected argument"},
		{[]string{"--variant", "duel", "--rules", "2011"}, "variant duel takes rules current or 2006, not 2011"},
		{[]string{"--variant", "teams", "--rules", "2006", "--shared-turns"}, "--shared-turns: the shared team turns option (CR 805) is for variant teams under rules current"},
		{[]string{"--variant", "free-for-all", "--shared-turns"}, "--shared-turns: the shared team turns option (CR 805) is for variant teams under rules current; got variant free-for-all"},
	}
	for _, tc := range tests {
		_, errs, code := playScript(t, "", tc.args...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and %q", tc.args, code, errs, tc.want)
		}
	}
}

// TestPlayHotSeat: two people on opposing teams share the keyboard.
func TestPlayHotSeat(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.log")
	out, errs, code := playScript(t, strings.Repeat("1\n", 400), "--seed", "4", "--log", path,
		"--seat", "Ann:Red::human", "--seat", "Abe:Red::random", "--seat", "Bob:Blue::human", "--seat", "Bea:Blue::random")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "Pass the keyboard to Bob (Blue)") || !strings.Contains(out, "Your hand (Bob)") {
		t.Fatalf("no hand-over to Bob:\n%s", tail(out, 40))
	}
	if i := strings.Index(out, "✗"); i >= 0 {
		t.Errorf("a listed action was refused:\n%s", out[max(0, i-1500):min(len(out), i+200)])
	}
}

func TestReplayErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.log")
	os.WriteFile(bad, []byte("hello\n"), 0o644)
	if _, errs, code := replayScript(t, "", bad); code != 1 || !strings.Contains(errs, "not an ettin replay") {
		t.Errorf("bad file: exit %d, %q", code, errs)
	}
	if _, errs, code := replayScript(t, "", filepath.Join(dir, "none.log")); code != 1 || errs == "" {
		t.Errorf("missing file: exit %d, %q", code, errs)
	}
	path := filepath.Join(dir, "g.log")
	playScript(t, "keep\nconcede\ny\n", "--seed", "7", "--ai", "random", "--log", path)
	if _, errs, code := replayScript(t, "", "--as", "Zed", path); code != 2 || !strings.Contains(errs, "Ann, Abe, Bob, Bea") {
		t.Errorf("--as Zed: exit %d, %q", code, errs)
	}
	// Stepping forwards and backwards, and a player's view.
	out, _, code := replayScript(t, "n\nn\np\ng 2\nzzz\nq\n", "--as", "Bob", path)
	if code != 0 || !strings.Contains(out, "action 2 of") || !strings.Contains(out, "Your hand (Bob)") || !strings.Contains(out, `unknown command "zzz"`) {
		t.Errorf("stepping: exit %d\n%s", code, tail(out, 30))
	}
	if strings.Contains(out, "Your hand (Ann)") || strings.Contains(out, "Ann's hand") {
		t.Error("Bob's view shows Ann's hand")
	}
}

// TestPlayVariants plays a whole duel, a whole five-player free-for-all with range 1, a
// Team vs. Team game of two teams of two with deploy, a six-player Emperor game and an
// eight-player Grand Melee (two turn markers, range 1 and attack left by default) in
// which Ann always takes the first legal action; the replay file names the variant and
// options, and rebuilds each final position; the free-for-all and the Grand Melee are
// seated at random from the seed (CR 806.3, 807.3).
func TestPlayVariants(t *testing.T) {
	input := strings.Repeat("1\n", 8000)
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"duel", []string{"--variant", "duel"}, "\nvariant duel\n"},
		{"free-for-all", []string{"--variant", "free-for-all", "--players", "5", "--range", "1"}, "\noptions range 1 attack multiple\n"},
		{"teams", []string{"--variant", "teams", "--players", "4", "--deploy"}, "\noptions range 0 attack multiple deploy\n"},
		{"teams shared turns", []string{"--variant", "teams", "--players", "6", "--size", "3", "--shared-turns"}, "\noptions range 0 attack multiple shared-turns\n"},
		{"emperor", []string{"--variant", "emperor"}, "\nvariant emperor\n"},
		{"grand-melee", []string{"--variant", "grand-melee", "--players", "8"}, "\nvariant grand-melee\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "game.log")
			args := append([]string{"--seed", "3", "--ai", "random", "--log", path}, c.args...)
			out, errs, code := playScript(t, input, args...)
			if code != 0 {
				t.Fatalf("exit %d: %s\n%s", code, errs, tail(out, 30))
			}
			if !strings.Contains(out, "The game is over.") {
				t.Fatalf("the game didn't end:\n%s", tail(out, 30))
			}
			data, err := os.ReadFile(path)
			if err != nil || !strings.Contains(string(data), c.want) {
				t.Fatalf("replay file lacks %q (%v)", c.want, err)
			}
			g := finalGame(t, path)
			if !g.Over() || hexHash(g.Hash()) != lastHash(t, out) {
				t.Fatalf("replay: over %v, hash %s, game printed %s", g.Over(), hexHash(g.Hash()), lastHash(t, out))
			}
			if v := g.Rules().Variant; v.SeatsAtRandom() {
				// CR 806.3, 807.3: seated at random from the seed, as the replay file records.
				listed := []string{"Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"}[:g.NumPlayers()]
				var seated []string
				for p := range rules.PlayerID(g.NumPlayers()) {
					seated = append(seated, g.Player(p).Name)
				}
				if want := rules.SeatedAtRandom(v, 3, listed); !slices.Equal(seated, want) || slices.Equal(seated, listed) {
					t.Fatalf("seated %v; expected %v, drawn from seed 3", seated, want)
				}
			}
		})
	}
}
