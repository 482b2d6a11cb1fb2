package scenario

import (
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/bind"
)

// TestTenThousandPermanents: the largest scenario the loader accepts sets up and plays.
func TestTenThousandPermanents(t *testing.T) {
	if testing.Short() {
		t.Skip("sets up 10,000 permanents")
	}
	src := `name: ten thousand permanents
teams:
  - name: Red
    players:
      - name: Ann
        battlefield: [1000 Grizzly Bears, 1000 Mountain, 1000 Forest, 1000 Hill Giant, 1000 Serra Angel]
      - name: Abe
  - name: Blue
    players:
      - name: Bob
        battlefield: [1000 Wall of Stone, 1000 Giant Spider, 1000 Island, 1000 Plains, 1000 Swamp]
      - name: Bea
turn: {team: Red, step: main1, number: 3}
script:
  - go to declare attackers
  - Red attacks with Grizzly Bears#1 -> Bob, Hill Giant#7 -> Bea
  - expect: step declare attackers
  - expect: Grizzly Bears#1 tapped
`
	spec, err := Parse([]byte(src), "big.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if r := Run(spec); r.Failed {
		t.Fatal(r)
	}
	tooMany := strings.Replace(src, "1000 Swamp", "1000 Swamp, Swamp", 1)
	if _, err := Parse([]byte(tooMany), "too-big.yaml"); err == nil || !strings.Contains(err.Error(), "10000") {
		t.Fatalf("10,001 permanents: got %v; want a refusal naming the limit", err)
	}
}

// TestHugeLine: a ten-megabyte action line is refused at once with one line.
func TestHugeLine(t *testing.T) {
	spec, err := Parse([]byte(errorBase), "base.yaml")
	if err != nil {
		t.Fatal(err)
	}
	g, err := Build(spec)
	if err != nil {
		t.Fatal(err)
	}
	before := g.Hash()
	err = bind.ApplyLine(g, "Ann casts "+strings.Repeat("x", 10<<20))
	if err == nil || strings.Contains(err.Error(), "\n") || len(err.Error()) > 200 || !strings.Contains(err.Error(), "too long") {
		t.Fatalf("got %.200v", err)
	}
	if g.Hash() != before {
		t.Fatal("the refused line changed the game")
	}
}
