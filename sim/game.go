package sim

import (
	"sort"

	"github.com/ettinmtg/ettin/rules"
)

// End is how a game ended, in a few robust categories of the engine's end causes.
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

// EndOf puts the cause of the end of a game (Game.EndCause) in its category.
func EndOf(c rules.EndCause) End {
	switch c {
	case rules.EndLife, rules.EndLifeAtPriority:
		return EndLife
	case rules.EndPoison, rules.EndPlayerPoison:
		return EndPoison
	case rules.EndEmptyLibrary:
		return EndLibrary
	case rules.EndConcession:
		return EndConcession
	case rules.EndWinEffect, rules.EndLoseEffect, rules.EndRangeWin, rules.EndDrawEffect:
		return EndEffect
	case rules.EndTurnLimit:
		return EndTurnLimit
	case rules.EndActionLimit, rules.EndNoProgress:
		return EndStalled
	}
	return EndOther
}

// Casts reads a game's journal and lists, for each of its two teams, the distinct names of
// the cards the team's players cast, sorted.
func Casts(g *rules.Game) [2][]string {
	return castsBy(g, func(p rules.PlayerID) int { return Side(g, g.TeamOf(p)) })
}

// castsBy is Casts with each player's side given by side.
func castsBy(g *rules.Game, side func(rules.PlayerID) int) [2][]string {
	var seen [2]map[string]bool
	var out [2][]string
	for _, e := range g.Journal() {
		if e.Kind != rules.JAction || e.ActKind != rules.ActCast || e.Act == nil || len(e.Act.Refs) == 0 || e.Act.Refs[0].Card == nil {
			continue
		}
		p, card := e.Player, e.Act.Refs[0].Card.Name
		if p < 0 || int(p) >= g.NumPlayers() {
			continue
		}
		t := side(p)
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

// Uses reads a game's journal and lists the distinct names of the cards used in it, sorted:
// cast, played as a land, activated (an ability put on the stack by an action) or
// triggered. A card of the game used only by its static abilities isn't listed.
func Uses(g *rules.Game) []string {
	seen := map[string]bool{}
	var out []string
	add := func(d *rules.CardDef) {
		if d != nil && !seen[d.Name] {
			seen[d.Name] = true
			out = append(out, d.Name)
		}
	}
	for _, e := range g.Journal() {
		switch {
		case e.Kind == rules.JTriggers:
			add(e.Card)
		case e.Kind == rules.JAction && e.Act != nil && len(e.Act.Refs) > 0:
			switch e.ActKind {
			case rules.ActCast, rules.ActPlayLand, rules.ActActivate:
				add(e.Act.Refs[0].Card)
			}
		}
	}
	sort.Strings(out)
	return out
}
