package tui

import (
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

func TestExpandNames(t *testing.T) {
	names := []string{"Ann", "Bob", "Red", "Blue", "Lightning Bolt", "Lightning Helix", "Grizzly Bears",
		"Wall of Stone", "Jace, the Mind Sculptor", "Forest", "Boros Recruit"}
	tests := []struct{ in, want, err string }{
		{in: "Ann casts lightning b targeting bob", want: "Ann casts Lightning Bolt targeting bob"},
		{in: "Ann casts bolt targeting Bob", want: "Ann casts Lightning Bolt targeting Bob"},
		{in: "Ann casts light targeting Bob", err: `"light" could be Lightning Bolt or Lightning Helix`},
		{in: "Red attacks with griz -> Bob, recr -> Ann", want: "Red attacks with Grizzly Bears -> Bob, Boros Recruit -> Ann"},
		{in: "Blue blocks with Bob's wall#2 -> griz", want: "Blue blocks with Bob's Wall of Stone#2 -> Grizzly Bears"},
		{in: "Red assigns griz -> 4 wall, 2 Bob", want: "Red assigns Grizzly Bears -> 4 Wall of Stone, 2 Bob"},
		{in: "Ann activates Jace, the Mind Sculptor ability 2", want: "Ann activates Jace, the Mind Sculptor ability 2"},
		{in: "Ann taps for for {G}", want: "Ann taps Forest for {G}"},
		{in: "Ann casts Zzz", want: "Ann casts Zzz"},
		{in: "pass", want: "pass"},
		{in: "Red declares no attackers", want: "Red declares no attackers"},
	}
	for _, tc := range tests {
		got, err := ExpandNames(tc.in, names)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: error %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%q: got %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

func TestWrapItems(t *testing.T) {
	got := wrapItems([]string{"aaaa", "bbbb", "cccc"}, "  x: ", 16)
	want := []string{"  x: aaaa, bbbb,", "     cccc"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", got, want)
	}
	if visibleLen(Style{Color: true}.Bold("abc")) != 3 {
		t.Error("visibleLen counts escape sequences")
	}
}

func testView() rules.View {
	return rules.View{
		Viewer: 0, Turn: 3, ActiveTeam: 0, Step: rules.DeclareAttackers, PendingText: "Blue has priority",
		Pending: rules.Decision{Kind: rules.DecPriority, Team: 1, Player: rules.NoPlayer},
		Teams:   []rules.TeamView{{Name: "Red", Life: 24, Players: []rules.PlayerID{0, 1}}, {Name: "Blue", Life: 30, Poison: 2, Players: []rules.PlayerID{2, 3}}},
		Players: []rules.PlayerView{
			{Name: "Ann", Team: 0, HandSize: 1, Hand: []rules.CardView{{ID: 10, Name: "Lightning Bolt"}}},
			{Name: "Abe", Team: 0, HandSize: 1, Hand: []rules.CardView{{ID: 11, Name: "Shock"}}},
			{Name: "Bob", Team: 1, HandSize: 5},
			{Name: "Bea", Team: 1, HandSize: 2},
		},
		Battlefield: []rules.PermanentView{
			{ID: 1, Name: "Grizzly Bears", Controller: 0, Types: rules.Types(rules.Creature), Power: 4, Toughness: 4, Attacking: true,
				Target: rules.PlayerTarget(2), AttachedTo: rules.NoObj, Blocking: rules.NoObj},
			{ID: 2, Name: "Rancor", Controller: 0, Types: rules.Types(rules.Enchantment), AttachedTo: 1, Blocking: rules.NoObj},
			{ID: 3, Name: "Forest", Controller: 0, Types: rules.Types(rules.Land), Tapped: true, AttachedTo: rules.NoObj, Blocking: rules.NoObj},
			{ID: 4, Name: "Forest", Controller: 0, Types: rules.Types(rules.Land), Tapped: true, AttachedTo: rules.NoObj, Blocking: rules.NoObj},
			{ID: 5, Name: "Wall of Stone", Controller: 2, Types: rules.Types(rules.Creature), Power: 0, Toughness: 8, Blocking: 1, AttachedTo: rules.NoObj},
		},
		Stack: []rules.StackView{{Name: "Giant Growth", Spell: true, Controller: 1, Targets: []rules.Target{rules.ObjTarget(1)}}},
		Journal: []rules.Entry{
			{Kind: rules.JTurn, N: 3, Team: 0, Player: rules.NoPlayer},
			{Kind: rules.JAction, ActKind: rules.ActPass, Team: 0},
			{Kind: rules.JAction, ActKind: rules.ActPass, Team: 1},
			{Kind: rules.JAction, ActKind: rules.ActCast, Player: 0, Act: &rules.ActionRecord{
				Action: rules.Action{Kind: rules.ActCast, Player: 0, Assist: rules.NoPlayer, Obj: 9, Targets: []rules.Target{rules.ObjTarget(1)}},
				Refs:   []rules.Ref{testRef("Giant Growth"), testRef("Grizzly Bears")}}},
			{Kind: rules.JAction, ActKind: rules.ActBottom, Player: 2, Act: &rules.ActionRecord{
				Action: rules.Action{Kind: rules.ActBottom, Player: 2, Cards: []rules.ObjID{20}},
				Refs:   []rules.Ref{testRef("Secret Card")}}},
		},
	}
}

func TestRender(t *testing.T) {
	v := testView()
	v.Battlefield[0].Counters[rules.PlusOne] = 2
	sc := Screen{Title: "T", Labels: []string{"you", "", "heuristic", ""}, CardCost: func(n string) string {
		if n == "Lightning Bolt" {
			return "{R}"
		}
		return ""
	}}
	out := sc.Render(v)
	for _, want := range []string{"Turn 3 · Red's turn · declare attackers step", "▶ Red   life 24  poison 0  Ann (you), Abe",
		"Blue  life 30  poison 2", "Bob (heuristic) · hand 5", "Grizzly Bears 4/4 [+1/+1 2] attacking Bob",
		"↳ Rancor", "lands: 2× Forest (tapped)", "Wall of Stone 0/8 blocking Grizzly Bears",
		"1. spell Giant Growth (Abe) → Grizzly Bears", "Your hand (Ann): 1", "Lightning Bolt {R}", "Abe's hand: 1", "Shock",
		"pass ×2", "» Ann casts Giant Growth", "turn 3: Red's turn", "▶ priority: Blue"} {
		if !strings.Contains(out, want) {
			t.Errorf("screen lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "Secret Card") {
		t.Error("an opponent's bottomed card shows")
	}
	if strings.Contains(out, "\x1b[") {
		t.Error("escape sequences in plain output")
	}
	sc.Style.Color = true
	if !strings.Contains(sc.Render(v), "\x1b[") {
		t.Error("no colors with Color set")
	}
}

// testRef names a card by its name alone.
func testRef(name string) rules.Ref {
	return rules.Ref{Player: rules.NoPlayer, Obj: rules.NoObj, Card: &rules.CardDef{Name: name}, Controller: rules.NoPlayer}
}
