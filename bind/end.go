package bind

import (
	"strconv"

	"github.com/ettinmtg/ettin/rules"
)

// EndReason says in words how game g ended: the reason of the last loss, win or draw its
// journal records ("" while the game goes on).
func EndReason(g *rules.Game) string {
	if !g.Over() {
		return ""
	}
	for i := g.JournalLen() - 1; i >= 0; i-- {
		e, _ := g.JournalAt(i)
		// A general losing with their emperor (CR 809.5b) is not the reason: the emperor's is.
		if (e.Kind == rules.JLosesGame || e.Kind == rules.JWinsGame || e.Kind == rules.JGameDrawn || e.Kind == rules.JDrawsGame) && e.More != nil && e.More.End != rules.EndEmperorLost {
			return endText(namer{g: g}, &e)
		}
	}
	return ""
}

// endText renders the reason of a JLosesGame, JWinsGame or JGameDrawn entry, citing the
// rules of the game's variant and edition.
func endText(n namer, e *rules.Entry) string {
	if e.More == nil {
		return ""
	}
	rb := n.rules()
	twoHG := rb.Variant == rules.TwoHeadedGiant
	who := n.player(e.Player)
	switch e.More.End {
	case rules.EndLife:
		if twoHG {
			return who + "'s team has 0 or less life (CR 704.6a, 810.8c)"
		}
		return who + " has 0 or less life (CR 704.5a)"
	case rules.EndLifeAtPriority:
		return who + "'s team has 0 or less life as a team would receive priority (CR 606.8a of its edition)"
	case rules.EndPoison:
		return who + "'s team has " + strconv.Itoa(int(e.N)) + " poison counters (CR 704.6b, 810.8d)"
	case rules.EndPlayerPoison:
		if twoHG {
			return who + " has 10 or more poison counters (CR 606 of its edition)"
		}
		return who + " has 10 or more poison counters (CR 704.5c)"
	case rules.EndEmptyLibrary:
		return who + " drew from an empty library (CR 704.5b, 810.8a)"
	case rules.EndConcession:
		switch {
		case !twoHG:
			return who + " conceded (CR 104.3a)"
		case !rb.LossIsStateBased():
			return who + " conceded (606.8c of the " + rb.Edition.String() + " rules: the team loses)"
		}
		return who + " conceded (CR 810.8b)"
	case rules.EndWinEffect:
		return "an effect says so (" + cardName(e.Card) + ")"
	case rules.EndLoseEffect:
		return who + " loses by an effect (" + cardName(e.Card) + ")"
	case rules.EndRangeWin:
		return who + " would win the game (CR 801.14)"
	case rules.EndEmperorLost:
		return "their emperor " + who + " lost the game (CR 809.5b)"
	case rules.EndTurnLimit:
		return "the turn limit was reached (CR 104.4b stands in for an endless game)"
	case rules.EndActionLimit:
		return "the action limit was reached: the game is in a loop or runs too long (CR 104.4b)"
	case rules.EndDrawEffect:
		if e.Kind == rules.JDrawsGame {
			return who + "'s effect says the game is a draw (" + cardName(e.Card) + "), for them and the players within their range (CR 801.15)"
		}
		return "an effect says so (" + cardName(e.Card) + ", CR 104.4a)"
	case rules.EndNoProgress:
		return "the engine saw no progress (a loop of mandatory actions, CR 104.4b)"
	}
	return "the game ended"
}
