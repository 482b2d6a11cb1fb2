package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/deck"
	"github.com/ettinmtg/ettin/decks"
)

// runSealed runs "ettin sealed args..." with scripted standard input.
func runSealed(t *testing.T, input string, args ...string) (int, string, string) {
	t.Helper()
	old := stdin
	stdin = strings.NewReader(input)
	defer func() { stdin = old }()
	var out, errOut bytes.Buffer
	code := run(append([]string{"sealed"}, args...), &out, &errOut)
	return code, out.String(), errOut.String()
}

// readList parses a deck list file.
func readList(t *testing.T, path string) *deck.List {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	l, err := deck.Parse(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return l
}

// TestSealedSimBBD: the whole event on Battlebond: both pools opened and saved, two
// legal decks per team saved as limited deck lists, four games simulated with them; the
// same seed writes the same files.
func TestSealedSimBBD(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := runSealed(t, "", "--set", "bbd", "--seed", "3", "--out", dir, "--sim", "4")
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
	for _, want := range []string{"Battlebond (BBD), 12 boosters per team, seed 3", "Red pool: 168 cards", "every card is implemented",
		"4 games, rules current, seed 3", "Red 1 + Red 2", "Blue 1 + Blue 2", "how games ended"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if errOut != "" {
		t.Errorf("stderr: %s", errOut)
	}
	for _, team := range []string{"red", "blue"} {
		pool := readList(t, filepath.Join(dir, team+"-pool.txt"))
		if pool.Cards() != 168 {
			t.Fatalf("%s pool file: %d cards", team, pool.Cards())
		}
		var lists [2]*deck.List
		for s := range 2 {
			d, err := decks.Load(filepath.Join(dir, team+"-"+strconv.Itoa(s+1)+".txt"))
			if err != nil {
				t.Fatal(err)
			}
			if d.Format != decks.FormatLimited || d.List.Cards() < 40 {
				t.Fatalf("%s: format %s, %d cards", d.Name, d.Format, d.List.Cards())
			}
			lists[s] = d.List
		}
		if ps := deck.CheckLimited(lists[0], lists[1], pool, cards.Implemented); len(ps) > 0 {
			t.Fatalf("%s decks against the pool file:\n%s", team, ps.Error())
		}
	}
	again := t.TempDir()
	if code, _, errOut := runSealed(t, "", "--set", "BBD", "--seed", "3", "--out", again, "--decks-only"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, name := range []string{"red-pool.txt", "red-1.txt", "red-2.txt", "blue-pool.txt", "blue-1.txt", "blue-2.txt"} {
		a, _ := os.ReadFile(filepath.Join(dir, name))
		b, _ := os.ReadFile(filepath.Join(again, name))
		if len(a) == 0 || !bytes.Equal(a, b) {
			t.Fatalf("%s differs between two runs of seed 3", name)
		}
	}
}

var leftOutRE = regexp.MustCompile(`Red pool: 168 cards.*\n  not implemented yet, left out: (\d+) of 168 cards \((\d+) of \d+ names\)`)

// TestSealedSOS: Secrets of Strixhaven's pools open; the report and the pool file name
// exactly the pool's cards the engine can't play, and the decks are legal without them.
func TestSealedSOS(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := runSealed(t, "", "--set", "SOS", "--seed", "5", "--out", dir, "--decks-only")
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
	pool := readList(t, filepath.Join(dir, "red-pool.txt"))
	copies, names := 0, map[string]bool{}
	for _, e := range pool.Main {
		if !cards.Implemented(e.Name) {
			copies += e.Count
			names[e.Name] = true
		}
	}
	m := leftOutRE.FindStringSubmatch(out)
	if m == nil || m[1] != strconv.Itoa(copies) || m[2] != strconv.Itoa(len(names)) {
		t.Fatalf("report %q; the pool file has %d copies of %d names not implemented\n%s", m, copies, len(names), out)
	}
	data, err := os.ReadFile(filepath.Join(dir, "red-pool.txt"))
	if err != nil {
		t.Fatal(err)
	}
	listed := 0
	for _, l := range strings.Split(string(data), "\n") {
		if n, ok := strings.CutPrefix(l, "#   "); ok {
			listed++
			if !names[n] {
				t.Errorf("the pool file lists %s as not implemented", n)
			}
		}
	}
	if listed != len(names) {
		t.Fatalf("the pool file lists %d cards as not implemented; %d are", listed, len(names))
	}
	for s := 1; s <= 2; s++ {
		d, err := decks.Load(filepath.Join(dir, "red-"+strconv.Itoa(s)+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := d.Cards(); err != nil || d.List.Cards() < 40 {
			t.Fatalf("%s: %d cards, %v", d.Name, d.List.Cards(), err)
		}
	}
}

// TestSealedBuildAndPlay: the person builds their own deck at the terminal (here forty
// basic lands), the computer builds the teammate's from the rest, and the game is played
// in the terminal with those decks until the person concedes.
func TestSealedBuildAndPlay(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "game.log")
	code, out, errOut := runSealed(t, "clear\nbasics\ndone\nkeep\nconcede\ny\n",
		"--set", "BBD", "--seed", "9", "--out", dir, "--build", "--ai", "random", "--color", "off", "--log", log)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errOut, tail(out, 30))
	}
	for _, want := range []string{"Build Red 1 from your team's pool of 168 cards", "Added 40 basic lands; 40 cards.",
		"Your teammate built Red 2", "Ann concedes", "Blue wins", "saved to " + log} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	mine := readList(t, filepath.Join(dir, "red-1.txt"))
	for _, e := range mine.Main {
		if !strings.Contains("Plains Island Swamp Mountain Forest", e.Name) {
			t.Fatalf("the person's deck holds %s", e.Name)
		}
	}
	mate := readList(t, filepath.Join(dir, "red-2.txt"))
	if mate.Cards() != 40 || len(mate.Main) < 10 {
		t.Fatalf("the teammate's deck: %d cards in %d lines", mate.Cards(), len(mate.Main))
	}
}

// TestSealedRefusesBadFlags: each bad flag is one line on stderr and exit code 2.
func TestSealedRefusesBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"--set", "XQZ"},
		{"--set", "pFNM", "--decks-only"},
		{"--set", "BBD", "--packs", "0"},
		{"--set", "BBD", "--sim", "-1"},
		{"--set", "BBD", "--sim", "2", "--decks-only"},
		{"--set", "BBD", "--ai", "genius"},
		{"--set", "BBD", "--rules", "2010"},
		{"--set", "BBD", "stray"},
	} {
		code, out, errOut := runSealed(t, "", args...)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, "ettin sealed: ") || strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and one line", args, code, out, errOut)
		}
	}
}

// TestSealedPlaySOS: a Secrets of Strixhaven event is played in the terminal with the
// decks built from what the engine can play of its pools.
func TestSealedPlaySOS(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "game.log")
	code, out, errOut := runSealed(t, "keep\nconcede\ny\n", "--set", "SOS", "--seed", "4", "--out", dir, "--color", "off", "--log", log)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errOut, tail(out, 30))
	}
	for _, want := range []string{"Secrets of Strixhaven (SOS)", "not implemented yet, left out", "Ann concedes", "Blue wins", "saved to " + log} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if g := finalGame(t, log); !g.Over() {
		t.Fatal("the replayed game is not over")
	}
}
