package sim

import (
	"sort"
	"strings"

	"github.com/ettinmtg/ettin/rules"
)

// End is how a game ended, in a few robust categories read from the engine's end reason.
type End string

// The ways a game ends.
const (
	EndLife       End = "life"          // a team at 0 or less life (CR 704.6a, 810.8c)
	EndPoison     End = "poison"        // a team or player with too many poison counters
	EndLibrary    End = "empty library" // a player drew from an empty library (CR 704.5b)
	EndConcession End = "concession"    // a player conceded for the team (CR 810.8b)
	EndEffect     End = "card effect"   // a card said a team wins or loses
	EndTurnLimit  End = "turn limit"    // a draw at the turn limit
	EndStalled    End = "no progress"   // a draw: the engine saw a loop of mandatory actions
	EndOther      End = "other"         // an end reason the categories don't know
	EndError      End = "error"         // no result: an action refused, no end, a panic
)

// Ends lists the categories in report order.
func Ends() []End {
	return []End{EndLife, EndPoison, EndLibrary, EndConcession, EndEffect, EndTurnLimit, EndStalled, EndOther, EndError}
}

// Classify puts an end reason (Game.EndReason) in its category. Card effects are
// recognised first, since a card's name may hold any word; then the words and rule
// numbers of each way to lose.
func Classify(reason string) End {
	r := strings.ToLower(reason)
	has := func(words ...string) bool {
		for _, w := range words {
			if strings.Contains(r, w) {
				return true
			}
		}
		return false
	}
	switch {
	case r == "":
		return EndOther
	case has("effect says so", "by an effect"):
		return EndEffect
	case has("conceded", "concedes", "810.8b"):
		return EndConcession
	case has("turn limit"):
		return EndTurnLimit
	case has("no progress", "loop"):
		return EndStalled
	case has("poison", "704.6b", "810.8d", "704.5c"):
		return EndPoison
	case has("empty library", "704.5b"):
		return EndLibrary
	case has("life", "704.6a", "810.8c", "704.5a", "606.8a"):
		return EndLife
	case has("104.4b"):
		return EndTurnLimit
	}
	return EndOther
}

// castSuffixes end the card reference of a cast line (see rules.Game.FormatAction).
var castSuffixes = []string{" using bestow", " with X=", " targeting ", " assisted by "}

// CastLine reads an action line "<player> casts <card>..." for the given player names
// and returns the index of the casting player and the card's name; ok is false for any
// other line. A reference to a card outside a hand ("Ann's Shock#2") gives the card's name.
func CastLine(line string, players []string) (player int, card string, ok bool) {
	for i, p := range players {
		rest, found := strings.CutPrefix(line, p+" casts ")
		if !found {
			continue
		}
		cut := len(rest)
		for _, s := range castSuffixes {
			if k := strings.Index(rest, s); k >= 0 && k < cut {
				cut = k
			}
		}
		card = rest[:cut]
		for _, q := range players {
			if c, found := strings.CutPrefix(card, q+"'s "); found {
				card = c
				break
			}
		}
		if k := strings.LastIndexByte(card, '#'); k >= 0 && isDigits(card[k+1:]) {
			card = card[:k]
		}
		if card == "" {
			return 0, "", false
		}
		return i, card, true
	}
	return 0, "", false
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// Casts reads a game's journal and lists, for each of its two teams, the distinct names of
// the cards the team's players cast, sorted.
func Casts(g *rules.Game) [2][]string {
	names := make([]string, len(g.Players))
	for i := range g.Players {
		names[i] = g.Players[i].Name
	}
	var seen [2]map[string]bool
	var out [2][]string
	for _, e := range g.Journal() {
		if e.Kind != rules.JAction || e.ActKind != rules.ActCast || e.Act == nil || len(e.Act.Refs) == 0 || e.Act.Refs[0].Card == nil {
			continue
		}
		p, card := e.Player, e.Act.Refs[0].Card.Name
		if p < 0 || int(p) >= len(g.Players) {
			continue
		}
		t := g.Players[p].Team
		if t < 0 || t > 1 {
			continue
		}
		if seen[t] == nil {
			seen[t] = map[string]bool{}
		}
		if !seen[t][card] {
			seen[t][card] = true
			out[t] = append(out[t], card)
		}
	}
	for t := range out {
		sort.Strings(out[t])
	}
	return out
}
