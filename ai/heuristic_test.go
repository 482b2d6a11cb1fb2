package ai

import (
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/decks"
	"github.com/ettinmtg/ettin/rules"
	"github.com/ettinmtg/ettin/scenario"
)

// position builds a game from a scenario text (teams, zones, turn) and plays its script.
func position(t *testing.T, text string) *rules.Game {
	t.Helper()
	g, err := scenario.Position([]byte(text), t.Name())
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// act asks the heuristic for the pending decision and applies it.
func act(t *testing.T, g *rules.Game) rules.Action {
	t.Helper()
	a := decide(NewHeuristic(1), g, Seat(g), 0)
	if err := g.Apply(a); err != nil {
		t.Fatalf("the heuristic chose %q, which was refused: %v", bind.FormatAction(g, a), err)
	}
	return a
}

func TestHeuristicPlaysLand(t *testing.T) {
	g := position(t, `
name: land
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Grizzly Bears, Forest, Mountain]
        battlefield: [Forest]
      - name: Abe
  - name: Blue
    players: [{name: Bob}, {name: Bea}]
turn: {team: Red, step: main1, number: 3}
`)
	a := act(t, g)
	if a.Kind != rules.ActPlayLand || g.Obj(a.Obj).Def.Name != "Forest" {
		t.Fatalf("expected Ann to play Forest (the color Grizzly Bears needs), got %q", bind.FormatAction(g, a))
	}
	// With two lands it casts the bears, then has nothing left to do.
	if a := act(t, g); a.Kind != rules.ActCast || g.Obj(a.Obj).Def.Name != "Grizzly Bears" {
		t.Fatalf("expected Grizzly Bears to be cast, got %q", bind.FormatAction(g, a))
	}
}

func TestHeuristicAttacksForLethal(t *testing.T) {
	// Blue is at 3 with one blocker: it can stop the Hill Giant, but the other two get
	// through for exactly 3.
	g := position(t, `
name: lethal
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [Hill Giant, Grizzly Bears, Raging Goblin]
      - name: Abe
  - name: Blue
    life: 3
    players:
      - name: Bob
        battlefield: [Grizzly Bears]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
script:
  - go to declare attackers
`)
	a := act(t, g)
	if a.Kind != rules.ActAttack || len(a.Attacks) != 3 {
		t.Fatalf("expected an attack with all three creatures, got %q", bind.FormatAction(g, a))
	}
	h := NewHeuristic(2)
	if err := Play(g, []Policy{h, h, h, h}, 0); err != nil {
		t.Fatal(err)
	}
	if g.Winner() != 0 {
		t.Fatalf("Red should win; winner %d (%s)", g.Winner(), bind.EndReason(g))
	}
}

func TestHeuristicAttacksOpenBoard(t *testing.T) {
	g := position(t, `
name: open board
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [Grizzly Bears]
      - name: Abe
  - name: Blue
    life: 2
    players: [{name: Bob}, {name: Bea}]
turn: {team: Red, step: main1, number: 3}
script:
  - go to declare attackers
`)
	act(t, g)
	h := NewHeuristic(2)
	if err := Play(g, []Policy{h, h, h, h}, 0); err != nil {
		t.Fatal(err)
	}
	if g.Winner() != 0 || g.TurnNumber() != 3 {
		t.Fatalf("Red should win this turn; winner %d on turn %d (%s)", g.Winner(), g.TurnNumber(), bind.EndReason(g))
	}
}

func TestHeuristicBlocks(t *testing.T) {
	const setup = `
name: blocks
teams:
  - name: Red
    life: %LIFE%
    players:
      - name: Ann
        battlefield: [Grizzly Bears]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Hill Giant]
      - name: Bea
turn: {team: Blue, step: main1, number: 4}
script:
  - go to declare attackers
  - Blue attacks with Hill Giant -> Ann
  - go to declare blockers
`
	for _, c := range []struct {
		life  string
		block bool
	}{{"3", true}, {"30", false}} {
		g := position(t, replace(setup, "%LIFE%", c.life))
		if g.Pending().Kind != rules.DecBlock {
			t.Fatalf("expected a block decision, got %v", g.Pending().Kind)
		}
		a := act(t, g)
		if blocked := len(a.Blocks) > 0; blocked != c.block {
			t.Errorf("at %s life: block %v, want %v (%q)", c.life, blocked, c.block, bind.FormatAction(g, a))
		}
	}
	// A blocker that kills the attacker and survives always blocks.
	g := position(t, `
name: good block
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [Hill Giant]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Grizzly Bears]
      - name: Bea
turn: {team: Blue, step: main1, number: 4}
script:
  - go to declare attackers
  - Blue attacks with Grizzly Bears -> Abe
  - go to declare blockers
`)
	if a := act(t, g); len(a.Blocks) != 1 {
		t.Fatalf("expected Hill Giant to block Grizzly Bears, got %q", bind.FormatAction(g, a))
	}
}

func replace(s, old, new string) string {
	for i := 0; i+len(old) <= len(s); i++ {
		if s[i:i+len(old)] == old {
			return s[:i] + new + s[i+len(old):]
		}
	}
	return s
}

func TestHeuristicRespectsFlyingAndMenace(t *testing.T) {
	// Red must stop 4 damage at 4 life: Serra Angel (4, flying) can only be blocked by
	// the Giant Spider (reach); the Grizzly Bears can't block it.
	g := position(t, `
name: flying
teams:
  - name: Red
    life: 4
    players:
      - name: Ann
        battlefield: [Grizzly Bears, Giant Spider]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Serra Angel]
      - name: Bea
turn: {team: Blue, step: main1, number: 4}
script:
  - go to declare attackers
  - Blue attacks with Serra Angel -> Ann
  - go to declare blockers
`)
	a := act(t, g)
	if len(a.Blocks) != 1 || g.Obj(a.Blocks[0].Blocker).Def.Name != "Giant Spider" {
		t.Fatalf("expected Giant Spider to block Serra Angel, got %q", bind.FormatAction(g, a))
	}
	// Boggart Brute (3/2 menace) at 3 life needs two blockers.
	const menace = `
name: menace
teams:
  - name: Red
    life: 3
    players:
      - name: Ann
        battlefield: [%BLOCKERS%]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Boggart Brute]
      - name: Bea
turn: {team: Blue, step: main1, number: 4}
script:
  - go to declare attackers
  - Blue attacks with Boggart Brute -> Ann
  - go to declare blockers
`
	g = position(t, replace(menace, "%BLOCKERS%", "Grizzly Bears, Raging Goblin"))
	if a := act(t, g); len(a.Blocks) != 2 {
		t.Fatalf("expected a double block of the menace creature, got %q", bind.FormatAction(g, a))
	}
	g = position(t, replace(menace, "%BLOCKERS%", "Grizzly Bears, Serra Angel"))
	if a := act(t, g); len(a.Blocks) != 2 {
		t.Fatalf("expected a double block of the menace creature, got %q", bind.FormatAction(g, a))
	}
}

// harmful and helpful name cards whose targets must be opponents' and the team's own.
var (
	harmful = map[string]bool{"Lightning Bolt": true, "Shock": true, "Murder": true, "Doom Blade": true, "Mind Rot": true,
		"Pacifism": true, "Lightning Helix": true, "Prodigal Sorcerer": true, "Naturalize": true, "Counterspell": true, "Essence Scatter": true,
		"Last Gasp": true, "Auger Spree": true, "Wrap in Flames": true}
	helpful = map[string]bool{"Giant Growth": true, "Lead by Example": true, "Tandem Tactics": true, "The Crowd Goes Wild": true,
		"Shoulder to Shoulder": true, "Opportunity": true}
)

// checkTargets fails if action a of the team of seat aims a harmful card at its own team
// or a helpful one at an opponent.
func checkTargets(t *testing.T, g *rules.Game, seat rules.PlayerID, a rules.Action) {
	t.Helper()
	if a.Kind != rules.ActCast && a.Kind != rules.ActActivate {
		return
	}
	name := g.Obj(a.Obj).Def.Name
	team := g.TeamOf(seat)
	for _, tg := range a.Targets {
		owner := tg.Player
		if !tg.IsPlayer() {
			owner = g.Obj(tg.Obj).Controller
		}
		if harmful[name] && g.TeamOf(owner) == team || helpful[name] && g.TeamOf(owner) != team {
			t.Fatalf("turn %d: %q aims %s at the wrong team", g.TurnNumber(), bind.FormatAction(g, a), name)
		}
	}
}

func TestHeuristicNeverHarmsTeammates(t *testing.T) {
	// Only the team's own creatures and players could be hit: the burn stays in hand.
	g := position(t, `
name: no friendly fire
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Lightning Bolt, Murder]
        battlefield: [Mountain, Swamp, Swamp]
      - name: Abe
        battlefield: [Serra Angel, Grizzly Bears]
  - name: Blue
    players: [{name: Bob}, {name: Bea}]
turn: {team: Red, step: main1, number: 3}
`)
	if a := act(t, g); a.Kind != rules.ActPass {
		t.Fatalf("expected a pass, got %q", bind.FormatAction(g, a))
	}
	// Over whole games, every targeted spell and ability goes the right way.
	for seed := uint64(1); seed <= 12; seed++ {
		g := mirrorGame(t, seed, int(seed%4), int((seed+1)%4))
		h := NewHeuristic(seed)
		for n := 0; !g.Over() && n < 20000; n++ {
			seat := Seat(g)
			a := decide(h, g, seat, 0)
			checkTargets(t, g, seat, a)
			if err := g.Apply(a); err != nil {
				t.Fatalf("seed %d: %q refused: %v", seed, bind.FormatAction(g, a), err)
			}
		}
	}
}

// TestHeuristicDecisionsLegal plays whole games in every edition: Play fails on any
// refused action. It also checks that the games end.
func TestHeuristicDecisionsLegal(t *testing.T) {
	d := testDecks(t)
	for _, ed := range []rules.Edition{rules.Current, rules.Ed2011, rules.Ed2008, rules.Ed2006} {
		for seed := uint64(1); seed <= 6; seed++ {
			i, j := int(seed%4), int((seed+2)%4)
			g, err := rules.New(rules.Config{Edition: ed, Seed: seed, StartingTeam: rules.NoTeam, Teams: []rules.TeamConfig{
				{Name: "Red", Players: []rules.PlayerConfig{{Name: "Ann", Deck: d[i]}, {Name: "Abe", Deck: d[j]}}},
				{Name: "Blue", Players: []rules.PlayerConfig{{Name: "Bob", Deck: d[(i+1)%4]}, {Name: "Bea", Deck: d[(j+1)%4]}}},
			}})
			if err != nil {
				t.Fatal(err)
			}
			h := NewHeuristic(seed)
			if err := Play(g.Clone(), teamSeats(g, h, NewRandom(seed)), 0); err != nil {
				t.Fatalf("%v seed %d: %v", ed, seed, err)
			}
			if err := Play(g, teamSeats(g, h, h), 0); err != nil || !g.Over() {
				t.Fatalf("%v seed %d: %v", ed, seed, err)
			}
		}
	}
}

// TestHeuristicBundledDecks plays every pairing of the bundled teams, heuristic against
// heuristic: every decision must be legal and every game must end.
func TestHeuristicBundledDecks(t *testing.T) {
	n := len(decks.Teams())
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			seed := uint64(10*i + j + 1)
			g := bundledGame(t, seed, i, j)
			h := NewHeuristic(seed)
			if err := Play(g, teamSeats(g, h, h), 0); err != nil || !g.Over() {
				t.Fatalf("%s vs %s: %v", decks.Teams()[i].Name, decks.Teams()[j].Name, err)
			}
		}
	}
}

// TestHeuristicIgnoresHiddenCards asks for each decision of whole games with three deals
// of everything the deciding seat can't see (the opponents' hands and every library): the
// decision must not change.
func TestHeuristicIgnoresHiddenCards(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		g := mirrorGame(t, seed, int(seed%4), int((seed+3)%4))
		h := NewHeuristic(seed)
		for n := 0; !g.Over() && n < 20000; n++ {
			seat := Seat(g)
			a := decide(h, g, seat, 0)
			for k := uint64(1); k <= 2; k++ {
				if b := decide(h, g, seat, seed*100+k); !same(a, b) {
					t.Fatalf("seed %d turn %d: %q with one deal of the hidden cards, %q with another", seed, g.TurnNumber(), bind.FormatAction(g, a), bind.FormatAction(g, b))
				}
			}
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestHeuristicOverwhelmsBlockers(t *testing.T) {
	// Each bear alone would die to the Hill Giant, but the Giant can block only one of
	// four: attacking with all of them trades one bear for six damage.
	g := position(t, `
name: overwhelm
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [4 Grizzly Bears]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Hill Giant]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
script:
  - go to declare attackers
`)
	if a := act(t, g); len(a.Attacks) < 3 {
		t.Fatalf("expected at least three bears to attack, got %q", bind.FormatAction(g, a))
	}
}

func TestHeuristicCombatTricks(t *testing.T) {
	// Blue's Hill Giant blocks Ann's Grizzly Bears: Giant Growth wins the fight.
	g := position(t, `
name: giant growth
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Giant Growth]
        battlefield: [Grizzly Bears, Forest]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Hill Giant]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
script:
  - go to declare attackers
  - Red attacks with Grizzly Bears -> Bob
  - go to declare blockers
  - Blue blocks with Hill Giant -> Grizzly Bears
`)
	a := act(t, g)
	if a.Kind != rules.ActCast || g.Obj(a.Obj).Def.Name != "Giant Growth" || len(a.Targets) != 1 || g.Obj(a.Targets[0].Obj).Def.Name != "Grizzly Bears" {
		t.Fatalf("expected Giant Growth on Grizzly Bears, got %q", bind.FormatAction(g, a))
	}
	// Unblocked and far from lethal, the pump stays in hand.
	g = position(t, `
name: no waste
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Giant Growth]
        battlefield: [Grizzly Bears, Forest]
      - name: Abe
  - name: Blue
    players: [{name: Bob}, {name: Bea}]
turn: {team: Red, step: main1, number: 3}
script:
  - go to declare attackers
  - Red attacks with Grizzly Bears -> Bob
  - go to declare blockers
`)
	if a := act(t, g); a.Kind != rules.ActPass {
		t.Fatalf("expected a pass, got %q", bind.FormatAction(g, a))
	}
}

func TestHeuristicCountersBigSpells(t *testing.T) {
	const setup = `
name: counter
teams:
  - name: Red
    players:
      - name: Ann
        hand: [Counterspell]
        battlefield: [Island, Island]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        hand: [%SPELL%]
        battlefield: [7 Forest]
      - name: Bea
turn: {team: Blue, step: main1, number: 4}
script:
  - Bob casts %SPELL%
`
	for _, c := range []struct {
		spell   string
		counter bool
	}{{"Colossal Dreadmaw", true}, {"Llanowar Elves", false}} {
		g := position(t, replace(replace(setup, "%SPELL%", c.spell), "%SPELL%", c.spell))
		// Blue holds priority after casting; it passes, then Red decides.
		if err := g.Apply(rules.Pass(1)); err != nil {
			t.Fatal(err)
		}
		a := act(t, g)
		if countered := a.Kind == rules.ActCast; countered != c.counter {
			t.Errorf("%s: got %q", c.spell, bind.FormatAction(g, a))
		}
	}
}

func TestHeuristicControlledTeam(t *testing.T) {
	// Sorin Markov's -7: Ann makes Bob's (so Blue's) decisions in Blue's next turn (CR
	// 805.8). Every decision must stay legal; Ann plays Blue's turn passively.
	g := position(t, `
name: sorin
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [{card: Sorin Markov, counters: {loyalty: 7}}, Grizzly Bears]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [Hill Giant, 3 Forest]
        hand: [Grizzly Bears]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
script:
  - Ann activates Sorin Markov ability 3 targeting Bob
  - resolve
  - go to end
`)
	h := NewHeuristic(1)
	seats := []Policy{h, h, h, h}
	byAnn := 0
	for n := 0; n < 400 && !g.Over(); n++ {
		d := g.Pending()
		seat := Seat(g)
		if d.Team == 1 && g.TurnNumber() == 4 {
			if seat != 0 {
				t.Fatalf("%v of Blue's turn decided by player %d, not Ann", d.Kind, seat)
			}
			byAnn++
		}
		a := decide(seats[seat], g, seat, 0)
		if err := g.Apply(a); err != nil {
			t.Fatalf("%q refused: %v", bind.FormatAction(g, a), err)
		}
	}
	if byAnn == 0 {
		t.Fatal("Ann made none of Blue's decisions")
	}
}

// TestHeuristicBattlebondDecks plays whole games with decks of the Battlebond cards the
// heuristic reasons about (friend or foe, "up to N" targets, choices of players, block
// restrictions), against itself and against random play: every decision must be legal,
// and no harmful effect may be aimed at the team.
func TestHeuristicBattlebondDecks(t *testing.T) {
	d := buildDecks(t, bbdDeckLists)
	n := uint64(8)
	if testing.Short() {
		n = 3
	}
	for seed := uint64(1); seed <= n; seed++ {
		i, j := int(seed%4), int((seed+1)%4)
		g := newGame(t, seed, d[i], d[j], d[(i+2)%4], d[(j+2)%4])
		h := NewHeuristic(seed)
		if err := Play(g.Clone(), teamSeats(g, NewRandom(seed), h), 0); err != nil {
			t.Fatalf("seed %d against random: %v", seed, err)
		}
		for k := 0; !g.Over() && k < 20000; k++ {
			seat := Seat(g)
			a := decide(h, g, seat, 0)
			checkTargets(t, g, seat, a)
			if err := g.Apply(a); err != nil {
				t.Fatalf("seed %d: %q refused: %v", seed, bind.FormatAction(g, a), err)
			}
		}
	}
}
