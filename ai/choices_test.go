package ai

import (
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// answer lets the heuristic answer choices while the pending choice is of kind k, and
// returns the options it picked.
func answer(t *testing.T, g *rules.Game, k rules.ChoiceKind) []rules.Option {
	t.Helper()
	var out []rules.Option
	for n := 0; n < 10; n++ {
		d := g.Pending()
		if d.Kind != rules.DecChoice || d.Choice.Kind != k {
			break
		}
		a := act(t, g)
		for _, i := range a.Choices {
			out = append(out, d.Options[i])
		}
	}
	if len(out) == 0 {
		t.Fatalf("no choice %v was asked; pending %v %q", k, g.Pending().Kind, g.PromptText(g.Pending()))
	}
	return out
}

func TestHeuristicChoosesOpponentForProtection(t *testing.T) {
	// True-Name Nemesis: as it enters, choose a player; it has protection from them. The
	// choice is an opponent, the one whose creatures matter (Bob), never Red's own.
	g := position(t, `
name: true-name nemesis
teams:
  - name: Red
    players:
      - name: Ann
        hand: [True-Name Nemesis]
        battlefield: [3 Island]
      - name: Abe
  - name: Blue
    players:
      - name: Bea
      - name: Bob
        battlefield: [Colossal Dreadmaw, Hill Giant]
turn: {team: Red, step: main1, number: 3}
script:
  - Ann casts True-Name Nemesis
  - resolve
`)
	got := answer(t, g, rules.ChEntersPlayer)
	if p := got[0].Player; g.Player(p).Name != "Bob" {
		t.Fatalf("expected Bob to be chosen, got %s", g.Player(p).Name)
	}
}

func TestHeuristicGivesManaToTeammate(t *testing.T) {
	// Stadium Vendors: target player adds two mana of one color. Ann has nothing left to
	// cast; Abe, with no untapped land, can cast Grizzly Bears with it: Abe gets green.
	g := position(t, `
name: stadium vendors
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Stadium Vendors]
        battlefield: [4 Mountain]
      - name: Abe
        hand: [Grizzly Bears]
  - name: Blue
    players:
      - name: Bob
      - name: Bea
turn: {team: Red, step: main1, number: 3}
script:
  - Ann casts Stadium Vendors
  - resolve
  - resolve
`)
	got := answer(t, g, rules.ChManaPlayer)
	if p := got[0].Player; g.Player(p).Name != "Abe" {
		t.Fatalf("expected Abe to get the mana, got %s", g.Player(p).Name)
	}
	if col := answer(t, g, rules.ChManaColor); col[0].Text != "green" {
		t.Fatalf("expected green mana for Grizzly Bears, got %s", col[0].Text)
	}
	// Abe uses it at once.
	for n := 0; n < 5 && g.Pending().Kind != rules.DecPriority; n++ {
		act(t, g)
	}
	if a := act(t, g); a.Kind != rules.ActCast || g.Obj(a.Obj).Def.Name != "Grizzly Bears" {
		t.Fatalf("expected Abe to cast Grizzly Bears, got %q", bind.FormatAction(g, a))
	}
}

// TestHeuristicOrdersTeamTriggers: when the team's members have two different triggers at
// once (CR 805.7), the policy answers the order choice and both go on the stack; it
// doesn't mistake the trigger sources for targets of whatever is on the stack.
func TestHeuristicOrdersTeamTriggers(t *testing.T) {
	g := position(t, `
name: two triggers of one team
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [Virtus the Veiled]
      - name: Abe
        battlefield: [Boros Reckoner]
  - name: Blue
    players:
      - name: Bob
        battlefield: [Grizzly Bears]
      - name: Bea
turn: {team: Red, step: declare attackers, number: 3}
`)
	for _, line := range []string{"Red attacks with Virtus the Veiled -> Bob, Boros Reckoner -> Bea", "pass", "pass",
		"Blue blocks with Grizzly Bears -> Boros Reckoner", "pass", "pass"} {
		if err := bind.ApplyLine(g, line); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	d := g.Pending()
	if d.Kind != rules.DecChoice || d.Choice.Kind != rules.ChTriggerOrder {
		t.Fatalf("pending %v %q; expected Red's choice of trigger order", d.Kind, g.PromptText(d))
	}
	h := NewHeuristic(1)
	a := decide(h, g, Seat(g), 0)
	if err := g.Apply(a); err != nil {
		t.Fatalf("%q refused: %v", bind.FormatAction(g, a), err)
	}
	if n := len(g.Stack()); n != 2 {
		t.Fatalf("after %q the stack holds %d; expected both triggers", bind.FormatAction(g, a), n)
	}
}

func TestHeuristicChoosesAttackingPlayer(t *testing.T) {
	// Souls of the Faultless blocks Ann's Grizzly Bears and Abe's Phyrexian Walker (CR
	// 805.10c): Bob chooses which attacking player loses the life; the heuristic answers
	// with an opponent, the one whose creatures matter more (Abe, with his Dreadmaw).
	g := position(t, `
name: souls of the faultless
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [Grizzly Bears]
      - name: Abe
        battlefield: [Phyrexian Walker, {card: Colossal Dreadmaw, sick: true}]
  - name: Blue
    players:
      - name: Bob
        battlefield: [Souls of the Faultless, Brave the Sands]
      - name: Bea
turn: {team: Red, step: declare attackers, number: 3}
script:
  - Red attacks with Grizzly Bears -> Bob, Phyrexian Walker -> Bea
  - go to declare blockers
  - Blue blocks with Souls of the Faultless -> Grizzly Bears, Souls of the Faultless -> Phyrexian Walker
  - go to combat damage
  - resolve
`)
	got := answer(t, g, rules.ChAttackingPlayer)
	if p := got[0].Player; g.Player(p).Name != "Abe" {
		t.Fatalf("expected Abe to be chosen, got %s", g.Player(p).Name)
	}
}

// TestEveryChoiceKindHandled fails when a choice kind is added to rules that the
// heuristic neither answers with a chooser of its own nor lists as left to fallback.
func TestEveryChoiceKindHandled(t *testing.T) {
	for _, k := range rules.ChoiceKinds() {
		own, fallback := handled(k)
		switch {
		case !own && !fallback:
			t.Errorf("choice kind %v has no chooser and isn't listed in fallbackKinds", k)
		case own && fallback:
			t.Errorf("choice kind %v has a chooser and is listed in fallbackKinds", k)
		}
	}
	if own, fallback := handled(rules.ChNone); own || fallback {
		t.Errorf("ChNone is not a choice")
	}
}

func TestHeuristicOrdersReplacements(t *testing.T) {
	// CR 616.1: Ann orders Doubling Season (listed first) and Hardened Scales for a
	// +1/+1 counter on her creature. Hardened Scales first gives (1+1)x2 = 4 counters,
	// Doubling Season first 1x2+1 = 3: the heuristic plays both out and takes the first.
	g := position(t, `
name: replacement order
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Lead by Example]
        battlefield: [Doubling Season, Hardened Scales, Grizzly Bears, 2 Forest]
      - name: Abe
  - name: Blue
    players:
      - name: Bea
      - name: Bob
turn: {team: Red, step: main1, number: 3}
script:
  - Ann casts Lead by Example targeting Grizzly Bears
  - resolve
`)
	got := answer(t, g, rules.ChReplacementOrder)
	if name := g.Obj(got[0].Obj).Def.Name; name != "Hardened Scales" {
		t.Fatalf("expected Hardened Scales first, got %s", name)
	}
	for _, id := range g.Battlefield() {
		if o := g.Obj(id); o.Def.Name == "Grizzly Bears" && o.Counters[rules.PlusOne] != 4 {
			t.Fatalf("Grizzly Bears has %d +1/+1 counters, want 4", o.Counters[rules.PlusOne])
		}
	}
}
