package tui

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/ai"
	"github.com/ettinmtg/ettin/decks"
	"github.com/ettinmtg/ettin/rules"
)

// bigView is testView with a crowded board: many creatures, lands and graveyards.
func bigView() rules.View {
	v := testView()
	id := rules.ObjID(100)
	for p := rules.PlayerID(0); p < 4; p++ {
		for i := 0; i < 6; i++ {
			v.Battlefield = append(v.Battlefield, rules.PermanentView{ID: id, Name: fmt.Sprintf("Creature %d-%d with a long name", p, i), Controller: p,
				Types: rules.Types(rules.Creature), Power: 2, Toughness: 2, AttachedTo: rules.NoObj, Blocking: rules.NoObj})
			id++
		}
		for i := 0; i < 7; i++ {
			v.Battlefield = append(v.Battlefield, rules.PermanentView{ID: id, Name: "Swamp", Controller: p, Types: rules.Types(rules.Land), AttachedTo: rules.NoObj, Blocking: rules.NoObj, Tapped: i%2 == 0})
			id++
		}
		v.Players[p].Graveyard = []rules.CardView{{Name: "Shock"}, {Name: "Lightning Bolt"}}
	}
	return v
}

// TestRenderFits: at 80×24 no line is wider than 80 columns, the screen leaves a line for
// the prompt, and the opponents' board stays on it (it is drawn first, so it is what
// would scroll off the top).
func TestRenderFits(t *testing.T) {
	for name, v := range map[string]rules.View{"small": testView(), "crowded": bigView()} {
		sc := Screen{Title: "Ettin · Two-Headed Giant · rules current · seed 42", Width: 80, Height: 24,
			Labels: []string{"you · Red Blitz", "heuristic · Sunforged Legion", "heuristic · Gorm's Grove", "heuristic · Virtus's Assassins"},
			Status: "Your priority, Ann: an action, Enter to pass, legal for a list, help.\nAbe proposes Abe casts Something Long: act first, or Enter lets it."}
		for _, color := range []bool{false, true} {
			sc.Style.Color = color
			out := sc.Render(v)
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			out = stripANSI(out)
			if len(lines) > 23 {
				t.Errorf("%s: %d lines; want at most 23 (one for the prompt)", name, len(lines))
			}
			for _, l := range lines {
				if visibleLen(l) > 80 {
					t.Errorf("%s: a line of %d columns: %q", name, visibleLen(l), l)
				}
			}
			if !strings.Contains(stripANSI(lines[0]), "Blue battlefield") || !strings.Contains(out, "Bob (heuristic · Gorm's Grove)") || !strings.Contains(out, "Wall of Stone") {
				t.Errorf("%s: the opponents' board is not at the top:\n%s", name, out)
			}
			if !strings.Contains(out, "Abe proposes") {
				t.Errorf("%s: the status is cut:\n%s", name, out)
			}
		}
	}
	// Without a height the whole screen is drawn.
	sc := Screen{Width: 80}
	if out := sc.Render(bigView()); strings.Count(out, "\n") < 40 || !strings.Contains(out, "graveyard (top last)") {
		t.Errorf("the unfitted screen is cut:\n%s", out)
	}
}

// TestBoardNames: duplicates are numbered the way the notation refers to them, and a
// summoning-sick creature says so.
func TestBoardNames(t *testing.T) {
	v := testView()
	v.Battlefield = append(v.Battlefield,
		rules.PermanentView{ID: 7, Name: "Grizzly Bears", Controller: 2, Types: rules.Types(rules.Creature), Power: 2, Toughness: 2, Sick: true, AttachedTo: rules.NoObj, Blocking: rules.NoObj},
		rules.PermanentView{ID: 8, Name: "Grizzly Bears", Controller: 1, Types: rules.Types(rules.Creature), Power: 2, Toughness: 2, AttachedTo: rules.NoObj, Blocking: rules.NoObj})
	out := (&Screen{}).Render(v)
	for _, w := range []string{"Grizzly Bears#1 4/4", "Grizzly Bears#2 2/2 (summoning sick)", "Grizzly Bears#3 2/2", "blocking Grizzly Bears#1", "→ Grizzly Bears#1"} {
		if !strings.Contains(out, w) {
			t.Errorf("screen lacks %q:\n%s", w, out)
		}
	}
	if strings.Contains(out, "Forest#") {
		t.Error("lands are numbered")
	}
}

// TestLogPassesAndStackText: the log says which team passed; an ability on the stack
// shows its text.
func TestLogPassesAndStackText(t *testing.T) {
	v := testView()
	v.Stack = append(v.Stack, rules.StackView{Name: "Prodigal Sorcerer", Controller: 0})
	sc := Screen{Passes: map[int]string{1: "Red", 2: "Blue"}, StackText: []string{"", "{T}: Prodigal Sorcerer deals 1 damage to any target."}}
	out := sc.Render(v)
	for _, w := range []string{"Red passes, Blue passes", "ability of Prodigal Sorcerer", "“{T}: Prodigal Sorcerer deals 1 damage to any target.”"} {
		if !strings.Contains(out, w) {
			t.Errorf("screen lacks %q:\n%s", w, out)
		}
	}
	if got := alternation([]string{"Red", "Blue", "Red", "Blue", "Red"}); got != "Red passes, Blue passes (×2), Red passes" {
		t.Errorf("alternation: %q", got)
	}
	if got := LogTail(v, 10); got[1] != "pass ×2" {
		t.Errorf("LogTail without teams: %q", got)
	}
}

// TestSessionFits plays the start of a game at 80×24 (Ann taking the first listed action
// each time) and checks every screen drawn: no line wider than 80 columns, and the screen
// with its prompt within 24 lines.
func TestSessionFits(t *testing.T) {
	var players []rules.PlayerConfig
	for i, name := range []string{"Red Blitz", "Sunforged Legion", "Gorm's Grove", "Virtus's Assassins"} {
		d, err := decks.Get(name)
		if err != nil {
			t.Fatal(err)
		}
		cs, err := d.Cards()
		if err != nil {
			t.Fatal(err)
		}
		players = append(players, rules.PlayerConfig{Name: []string{"Ann", "Abe", "Bob", "Bea"}[i], Deck: cs})
	}
	g, err := rules.New(rules.Config{Seed: 5, StartingTeam: rules.NoTeam, Teams: []rules.TeamConfig{
		{Name: "Boros", Players: players[:2]}, {Name: "Golgari", Players: players[2:]}}})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	s := &Session{Game: g, Out: &out, Style: Style{Terminal: true}, Stops: StopsAll, Width: 80, Height: 24,
		Title:    "Ettin · Two-Headed Giant · rules current · seed 5",
		Policies: []ai.Policy{nil, ai.NewHeuristic(1), ai.NewHeuristic(2), ai.NewHeuristic(3)},
		In:       NewInput(strings.NewReader(strings.Repeat("1\n", 150)))}
	defer s.In.Close()
	if _, err := s.Run(); err != nil {
		t.Fatal(err)
	}
	screens := strings.Split(out.String(), Style{Terminal: true}.ClearScreen())
	if len(screens) < 50 {
		t.Fatalf("only %d screens drawn", len(screens))
	}
	for _, sc := range screens[1:] {
		lines := strings.Split(strings.TrimSuffix(sc, "\n"), "\n")
		if len(lines) > 24 {
			t.Errorf("a screen of %d lines:\n%s", len(lines), sc)
			break
		}
		for _, l := range lines {
			if visibleLen(l) > 80 && !strings.HasPrefix(l, "Ann [") { // the prompt carries the echoed input
				t.Errorf("a line of %d columns: %q", visibleLen(l), l)
			}
		}
	}
}

// stripANSI removes the color sequences of s.
func stripANSI(s string) string {
	var b strings.Builder
	esc := false
	for _, r := range s {
		switch {
		case esc:
			esc = r != 'm'
		case r == '\x1b':
			esc = true
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// TestOptionsNumbering: options carry numbers only when they are the numbers of the
// answers; otherwise they are listed in order without numbers.
func TestOptionsNumbering(t *testing.T) {
	v := testView()
	v.PendingText = "choose a color"
	v.Pending = rules.Decision{Kind: rules.DecChoice, Team: 0, Player: 0, Min: 1, Max: 1,
		Options: []rules.Option{{Text: "red"}, {Text: "blue"}}}
	if out := (&Screen{}).Render(v); !strings.Contains(out, "options: 1) red, 2) blue") {
		t.Errorf("a one-option choice isn't numbered:\n%s", out)
	}
	v.Pending = rules.Decision{Kind: rules.DecDiscard, Team: 0, Player: 0, Min: 2, Max: 2,
		Options: []rules.Option{{Text: "Shock"}, {Text: "Forest"}, {Text: "Island"}}}
	if out := (&Screen{}).Render(v); !strings.Contains(out, "options: Shock, Forest, Island") {
		t.Errorf("discard options numbered or out of order:\n%s", out)
	}
}
