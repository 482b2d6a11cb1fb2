package ai

import (
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

func TestHeuristicChoosesModeOnResolution(t *testing.T) {
	// Brightling (3/3) with 2 damage: +1/-1 would kill it, so -1/+1.
	g := position(t, `
name: brightling
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [{card: Brightling, damage: 2}, Plains]
      - name: Abe
  - name: Blue
    players: [{name: Bob}, {name: Bea}]
turn: {team: Red, step: main1, number: 3}
script:
  - Ann activates Brightling ability 4
  - resolve
`)
	if got := answer(t, g, rules.ChMode); got[0].Text != "-1/+1" {
		t.Fatalf("expected -1/+1, got %s", got[0].Text)
	}
}

func TestHeuristicScryKeepsWhatItNeeds(t *testing.T) {
	// Omenspeaker's scry 2. Short of lands (two, none in hand, a hand of big spells): the
	// Forest stays on top and the Hill Giant goes to the bottom. With lands enough: the
	// Forest goes to the bottom and the Hill Giant stays.
	for _, c := range []struct {
		lands, hand string
		bottom      string
	}{
		{"[2 Island]", "Colossal Dreadmaw, Serra Angel", "Hill Giant"},
		{"[6 Island]", "Grizzly Bears, Forest", "Forest"},
	} {
		g := position(t, `
name: scry
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Omenspeaker, `+c.hand+`]
        battlefield: `+c.lands+`
        library: [Forest, Hill Giant, 10 Plains]
      - name: Abe
  - name: Blue
    players: [{name: Bob}, {name: Bea}]
turn: {team: Red, step: main1, number: 3}
script:
  - Ann casts Omenspeaker
  - resolve
  - resolve
`)
		got := answer(t, g, rules.ChScryBottom)
		if len(got) != 1 || g.Obj(got[0].Obj).Def.Name != c.bottom {
			names := []string{}
			for _, o := range got {
				names = append(names, g.Obj(o.Obj).Def.Name)
			}
			t.Errorf("%s: expected %s at the bottom, got %v", c.lands, c.bottom, names)
		}
	}
}

func TestHeuristicDeclinesPayingForOpponentsCopy(t *testing.T) {
	// Bramble Sovereign: "you may pay {1}{G}; that creature's controller creates a copy".
	// Ann pays for her own Hill Giant, not for Bob's.
	for _, c := range []struct {
		caster string
		pay    bool
	}{{"Ann", true}, {"Bob", false}} {
		g := position(t, `
name: bramble sovereign
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Hill Giant]
        battlefield: [Bramble Sovereign, 5 Forest, 2 Mountain]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        hand: [Hill Giant]
        battlefield: [4 Mountain]
      - name: Bea
turn: {team: `+map[string]string{"Ann": "Red", "Bob": "Blue"}[c.caster]+`, step: main2, number: 4}
script:
  - `+c.caster+` casts Hill Giant
  - resolve
  - resolve
`)
		got := answer(t, g, rules.ChMayPay)
		if (got[0].Text == "yes") != c.pay {
			t.Errorf("%s's Hill Giant: answered %s", c.caster, got[0].Text)
		}
	}
}

func TestHeuristicMayDiscardOnlyForLittle(t *testing.T) {
	// Azra Bladeseeker: each player of the team may discard a card, then draw. Ann, with
	// lands enough, rummages a spare land; with two lands and one land in hand she keeps
	// her hand.
	for _, c := range []struct {
		lands   string
		discard bool
	}{{"[7 Mountain]", true}, {"[3 Mountain]", false}} {
		g := position(t, `
name: bladeseeker
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Azra Bladeseeker, Mountain, Hill Giant]
        battlefield: `+c.lands+`
      - name: Abe
  - name: Blue
    players: [{name: Bob}, {name: Bea}]
turn: {team: Red, step: main1, number: 3}
script:
  - Ann casts Azra Bladeseeker
  - resolve
  - resolve
`)
		d := g.Pending()
		if d.Kind != rules.DecChoice || d.Choice.Kind != rules.ChMayDiscard {
			t.Fatalf("expected the discard question, got %v %q", d.Kind, g.PromptText(d))
		}
		a := act(t, g)
		if (len(a.Choices) == 1) != c.discard {
			t.Errorf("%s: got %q", c.lands, bind.FormatAction(g, a))
		}
	}
}

func TestHeuristicCopyTargetsOpponents(t *testing.T) {
	// Ann's Chain Lightning hits Bob, who may pay {R}{R} to copy it: Bob pays and aims the
	// copy at Red (a player or its creature), never at his own team.
	g := position(t, `
name: chain lightning
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Chain Lightning]
        battlefield: [Mountain, Hill Giant]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [2 Mountain, Grizzly Bears]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
script:
  - Ann casts Chain Lightning targeting Bob
  - resolve
`)
	if got := answer(t, g, rules.ChPayToCopy); got[0].Text != "yes" {
		t.Fatalf("expected Bob to copy Chain Lightning, got %s", got[0].Text)
	}
	got := answer(t, g, rules.ChCopyTarget)
	o := got[0]
	if o.Obj != rules.NoObj && g.TeamOf(g.Obj(o.Obj).Controller) != 0 || o.Obj == rules.NoObj && g.TeamOf(o.Player) != 0 {
		t.Fatalf("expected the copy aimed at Red, got %q", o.Text)
	}
}

func TestHeuristicUntapsOwnLands(t *testing.T) {
	// Peregrine Drake untaps up to five lands of any player's: Ann's own, not Bob's.
	g := position(t, `
name: peregrine drake
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Peregrine Drake]
        battlefield: [5 Island]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [{card: Forest, tapped: true}, {card: Forest, tapped: true}]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
script:
  - Ann casts Peregrine Drake
  - resolve
  - resolve
`)
	got := answer(t, g, rules.ChUntap)
	if len(got) != 5 {
		t.Fatalf("expected five lands untapped, got %d", len(got))
	}
	for _, o := range got {
		if g.Obj(o.Obj).Controller != 0 {
			t.Fatalf("untapped %s", o.Text)
		}
	}
}

func TestHeuristicNoTokenForOpponentsAttack(t *testing.T) {
	// Najeela: whenever a Warrior attacks, you may have its controller create an
	// attacking Warrior token. Ann says yes for Abe's Warrior, no for Bob's.
	for _, c := range []struct {
		team, attacker string
		yes            bool
	}{{"Red", "Abe", true}, {"Blue", "Bob", false}} {
		defender := map[string]string{"Red": "Bob", "Blue": "Abe"}[c.team]
		g := position(t, `
name: najeela
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: ["Najeela, the Blade-Blossom"]
      - name: Abe
        battlefield: [Azra Bladeseeker]
  - name: Blue
    players:
      - name: Bob
        battlefield: [Azra Bladeseeker]
      - name: Bea
turn: {team: `+c.team+`, step: main1, number: 4}
script:
  - go to declare attackers
  - `+c.team+` attacks with `+c.attacker+`'s Azra Bladeseeker -> `+defender+`
  - resolve
`)
		got := answer(t, g, rules.ChCreateAttacking)
		if (got[0].Text == "yes") != c.yes {
			t.Errorf("%s's Warrior: answered %s", c.attacker, got[0].Text)
		}
	}
}
