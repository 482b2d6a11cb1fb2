package rules_test

import (
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
	"github.com/ettinmtg/ettin/scenario"
)

// build makes a game from a scenario text and plays its script.
func build(t *testing.T, text string) *rules.Game {
	t.Helper()
	g, err := scenario.Position([]byte(text), t.Name())
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestEveryChoiceKindRenders renders every choice kind, with an empty payload and with one
// naming a player, a card and a number: each has a name and its own non-empty question.
func TestEveryChoiceKindRenders(t *testing.T) {
	g := newRandomGame(t, 1, rules.Current)
	seen := map[string]rules.ChoiceKind{}
	for _, k := range rules.ChoiceKinds() {
		if name := k.String(); name == "" || name == "unknown" {
			t.Errorf("choice kind %d has no name", k)
		}
		empty := rules.Choice{Kind: k, Source: rules.NoObj, Obj: rules.NoObj, Other: rules.NoObj, Player: rules.NoPlayer, Team: rules.NoTeam}
		text := g.PromptText(rules.Decision{Kind: rules.DecChoice, Team: 0, Player: 0, Choice: empty})
		if text == "" || strings.HasPrefix(text, "choose (") {
			t.Errorf("%v renders %q", k, text)
		}
		if o, dup := seen[text]; dup {
			t.Errorf("%v and %v both render %q", o, k, text)
		}
		seen[text] = k
		full := rules.Choice{Kind: k, Source: 0, Obj: 1, Other: 2, Card: g.Obj(0).Def, Player: 2, Team: 1, N: 2}
		if text := g.PromptText(rules.Decision{Kind: rules.DecChoice, Team: 0, Player: 0, Choice: full, Max: 2}); text == "" || strings.Contains(text, "?") && !k.YesNo() {
			t.Errorf("%v with a payload renders %q", k, text)
		}
	}
	// A payload shows in the words.
	if got := g.PromptText(rules.Decision{Kind: rules.DecChoice, Choice: rules.Choice{Kind: rules.ChFriendOrFoe, Source: rules.NoObj, Obj: rules.NoObj, Player: 2, Team: rules.NoTeam}}); got != "friend or foe: Bob" {
		t.Errorf("friend or foe renders %q", got)
	}
	if got := g.PromptText(rules.Decision{Kind: rules.DecChoice, Choice: rules.Choice{Kind: rules.ChPick, Source: rules.NoObj, Obj: rules.NoObj, Player: rules.NoPlayer, Team: rules.NoTeam, N: 2, Pick: rules.PickBounce}}); got != "choose 2 to return to its owner's hand" {
		t.Errorf("a pick renders %q", got)
	}
	// Every decision kind renders too.
	for k := rules.DecNone; k <= rules.DecOrder; k++ {
		if text := g.PromptText(rules.Decision{Kind: k, Team: 0, Player: 0, Choice: rules.Choice{Kind: rules.ChNone}}); text == "" {
			t.Errorf("%v renders nothing", k)
		}
	}
}

// TestChoicePayload checks that a choice asked while a spell resolves carries its kind and
// payload: the legend rule names the legend (CR 704.5j).
func TestChoicePayload(t *testing.T) {
	g := build(t, `
name: legend
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Virtus the Veiled]
        battlefield: [Virtus the Veiled, 3 Swamp]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
      - name: Bea
turn: {team: Red, step: main1, number: 3}
script:
  - Ann casts Virtus the Veiled
  - resolve
`)
	d := g.Pending()
	if d.Kind != rules.DecChoice || d.Choice.Kind != rules.ChLegendKeep || d.Choice.Obj == rules.NoObj || g.Obj(d.Choice.Obj).Def.Name != "Virtus the Veiled" {
		t.Fatalf("pending %v %v %q; expected the legend rule's choice", d.Kind, d.Choice.Kind, g.PromptText(d))
	}
	if got, want := g.PromptText(d), "legend rule: choose the Virtus the Veiled to keep (CR 704.5j)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if err := bind.ApplyLine(g, "pass"); err == nil || !strings.Contains(err.Error(), "legend rule: choose the Virtus") {
		t.Errorf("passing: %v; expected a refusal naming the pending choice", err)
	}
}

// TestAssignPromptNamesDefault: under the 2006 rules the damage assignment prompt says
// which defending player "default" has each unblocked attacker damage (606.7d), and how
// to name another.
func TestAssignPromptNamesDefault(t *testing.T) {
	g := build(t, `
name: default damage
rules: "2006"
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [Grizzly Bears, Grizzly Bears]
      - name: Abe
        battlefield: [Hill Giant]
  - name: Blue
    players:
      - name: Bob
      - name: Bea
turn: {team: Red, step: declare attackers, number: 3}
script:
  - Red attacks with Grizzly Bears#1 -> Blue, Grizzly Bears#2 -> Blue, Hill Giant -> Blue
  - go to combat damage
`)
	d := g.Pending()
	if d.Kind != rules.DecAssign {
		t.Fatalf("pending %v; expected the damage assignment", d.Kind)
	}
	want := "Red assigns combat damage; default: Grizzly Bears#1 -> Bob, Grizzly Bears#2 -> Bob, Hill Giant -> Bob" +
		" (to damage another defending player: Red assigns Grizzly Bears#1 -> Bea)"
	if got := g.PromptText(d); got != want {
		t.Fatalf("got %q\nwant %q", got, want)
	}
	// The line the prompt suggests is one the game takes.
	if err := bind.ApplyLine(g, "Red assigns Grizzly Bears#1 -> Bea"); err != nil {
		t.Fatal(err)
	}
	if g.Team(1).Life != 40-7 {
		t.Errorf("Blue has %d life; expected 33", g.Team(1).Life)
	}
}
