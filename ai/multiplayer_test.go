package ai

import (
	"testing"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// TestHeuristicDeploysToTheFront: in Emperor, an emperor's creatures can attack no one
// (CR 809.3c), so the heuristic deploys a creature to a general seated next to an
// opponent (CR 804.2); a general at the front keeps theirs.
func TestHeuristicDeploysToTheFront(t *testing.T) {
	const table = `
name: deploy
variant: emperor
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [Hill Giant]
      - name: Abe
        battlefield: [Hill Giant]
      - name: Amy
  - name: Blue
    players: [{name: Bob}, {name: Bea}, {name: Ben}]
`
	g := position(t, table+"turn: {player: Abe, step: main1, number: 5}\n")
	a := act(t, g)
	if a.Kind != rules.ActActivate || g.DeployAbility(a.Obj) != a.Ability || len(a.Targets) != 1 {
		t.Fatalf("expected the emperor Abe to deploy Hill Giant, got %q", bind.FormatAction(g, a))
	}
	if to := a.Targets[0].Player; to != 0 && to != 2 {
		t.Fatalf("deployed to %s; expected a general", g.Player(to).Name)
	}
	g = position(t, table+"turn: {player: Ann, step: main1, number: 4}\n")
	if a := act(t, g); a.Kind == rules.ActActivate {
		t.Fatalf("the general Ann, at the front, gave her creature away: %q", bind.FormatAction(g, a))
	}
}

// TestHeuristicAttacksByReach: with several opponents in reach, an attacker that alone
// finishes one goes at that one (reach) rather than at a healthy player.
func TestHeuristicAttacksByReach(t *testing.T) {
	g := position(t, `
name: reach
variant: free-for-all
players:
  - name: Ann
    battlefield: [Hill Giant]
  - name: Bob
  - name: Cid
  - name: Dan
    life: 3
turn: {player: Ann, step: declare attackers, number: 9}
`)
	a := act(t, g)
	if a.Kind != rules.ActAttack || len(a.Attacks) != 1 || g.Player(a.Attacks[0].Target.Player).Name != "Dan" {
		t.Fatalf("expected Hill Giant to attack Dan, at 3 life, got %q", bind.FormatAction(g, a))
	}
}

// TestMainOpponentNeverATeammate: in Team vs. Team the opponent the heuristic weighs a
// seat against is never a teammate (CR 102.3), and is the opponent with the most power.
func TestMainOpponentNeverATeammate(t *testing.T) {
	g := position(t, `
name: opponent
variant: teams
teams:
  - name: Red
    players:
      - name: Ann
      - name: Abe
        battlefield: [Colossal Dreadmaw]
  - name: Blue
    players:
      - name: Bob
        battlefield: [Grizzly Bears]
      - name: Bea
        battlefield: [Hill Giant]
turn: {player: Ann, step: main1, number: 3}
`)
	o := otherTeam(g, g.TeamOf(0))
	if g.Team(o).Name != "Bea" {
		t.Fatalf("Ann is weighed against %s; expected Bea, the opponent with the most power", g.Team(o).Name)
	}
}
