package decks

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/ai"
	"github.com/ettinmtg/ettin/rules"
)

// TEMPORARY: dumps the log of one heuristic game. DT_A/DT_B: "Deck1,Deck2"; DT_SEED.
func TestZZDebugGame(t *testing.T) {
	a, b := os.Getenv("DT_A"), os.Getenv("DT_B")
	if a == "" {
		t.Skip()
	}
	seed, _ := strconv.ParseUint(os.Getenv("DT_SEED"), 10, 64)
	split := func(s string) [2]string { p := strings.Split(s, ","); return [2]string{p[0], p[1]} }
	ta, tb := teamConfig(t, "T1", split(a)), teamConfig(t, "T2", split(b))
	ta.Players[0].Name, ta.Players[1].Name, tb.Players[0].Name, tb.Players[1].Name = "A", "B", "C", "D"
	g, err := rules.New(rules.Config{Edition: rules.Current, Seed: seed, StartingTeam: rules.NoTeam, Teams: []rules.TeamConfig{ta, tb}})
	if err != nil {
		t.Fatal(err)
	}
	ps := []ai.Policy{ai.NewHeuristic(seed + 1), ai.NewHeuristic(seed + 2), ai.NewHeuristic(seed + 3), ai.NewHeuristic(seed + 4)}
	err = ai.Play(g, ps, 0)
	var sb strings.Builder
	for _, e := range g.Log() {
		sb.WriteString(e.Text + "\n")
	}
	os.WriteFile(os.Getenv("DT_OUT"), []byte(sb.String()), 0o644)
	t.Logf("err %v winner %d turn %d %s", err, g.Winner(), g.TurnNumber(), g.EndReason())
}
