package rules

import (
	"fmt"
	"strings"
)

// Edition is the edition of the Two-Headed Giant rules a game is played under. The general
// rules (turn structure, stack, layers, combat steps, mana) are today's in every edition;
// the edition changes only the 2HG rules, at the points where its methods are consulted.
type Edition uint8

// The editions of the 2HG rules (see docs/editions.md in the shared material).
const (
	Current Edition = iota // CR 805 and 810 of today (February 2025)
	Ed2011                 // CR 810 of 30 September 2011
	Ed2008                 // CR 606 as ruled in March 2008
	Ed2006                 // CR 606 of 2005-2006
)

var editionNames = [...]string{"current", "2011", "2008", "2006"}

// String is the edition's name as scenarios and the command line write it.
func (e Edition) String() string {
	if int(e) < len(editionNames) {
		return editionNames[e]
	}
	return fmt.Sprintf("Edition(%d)", int(e))
}

// CheckEdition refuses a variant under an edition it doesn't take, in one line: Two-Headed
// Giant takes the four editions of its rules; every other variant current and 2006 (the
// seed's variants of 2006 and today's, CR 800-809), never the 2008 and 2011 editions, which
// changed only the Two-Headed Giant rules.
func CheckEdition(v Variant, e Edition) error {
	if int(e) >= len(editionNames) {
		return fmt.Errorf("unknown rules edition %d; expected one of current, 2011, 2008, 2006", e)
	}
	if v != TwoHeadedGiant && (e == Ed2008 || e == Ed2011) {
		return fmt.Errorf("variant %s takes rules current or 2006, not %s (the 2008 and 2011 editions are Two-Headed Giant's)", v, e)
	}
	return nil
}

// ParseEdition reads an edition name; an unknown one is refused with the known names.
func ParseEdition(s string) (Edition, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" {
		return Current, nil
	}
	for i, n := range editionNames {
		if s == n {
			return Edition(i), nil
		}
	}
	return 0, fmt.Errorf("unknown rules edition %q; expected one of current, 2011, 2008, 2006", s)
}

// StartingLife is a team's starting life for a team of n players: 30 plus 15 per player
// beyond the second (CR 810.4, 810.11); 15 per player in 2008; 20 per player in 2006.
func (e Edition) StartingLife(n int) int {
	switch e {
	case Ed2006:
		return 20 * n
	case Ed2008:
		return 15 * n
	}
	return 30 + 15*(n-2)
}

// SharedPoison reports whether poison counters are the team's (CR 810.10) rather than
// each player's (2006, 2008).
func (e Edition) SharedPoison() bool { return e == Current || e == Ed2011 }

// PoisonToLose is the poison count that makes a team (or, unshared, a player) lose:
// 15 plus 5 per player beyond the second (CR 810.8d, 810.11), or 10 per player.
func (e Edition) PoisonToLose(n int) int {
	if e.SharedPoison() {
		return 15 + 5*(n-2)
	}
	return 10
}

// AttacksTeam reports whether creatures attack the defending team as a group (2006-2011,
// CR 810.7 of 2011) rather than one chosen defending player (CR 805.10b).
func (e Edition) AttacksTeam() bool { return e != Current }

// playerLife is an individual player's life total as effects see it: the team's (CR
// 810.9a) or half of it rounded up (606.9a).
func (e Edition) playerLife(team int) int {
	if e == Ed2006 || e == Ed2008 {
		if team <= 0 {
			return team / 2
		}
		return (team + 1) / 2
	}
	return team
}

// LossIsStateBased reports whether a team at 0 or less life loses as a state-based action
// (CR 704.6a) rather than the next time a team would receive priority (606.8a).
func (e Edition) LossIsStateBased() bool { return e == Current || e == Ed2011 }

// LondonMulligan reports whether the London mulligan with a free first mulligan (CR 103.5,
// 103.5c) is used rather than the mulligan of the time (one card fewer each time).
func (e Edition) LondonMulligan() bool { return e == Current }

// StartingTeamSkipsDraw reports whether the whole starting team skips its first draw step
// (CR 810.6, 103.8b); in 2006 the secondary player of the starting team still drew.
func (e Edition) StartingTeamSkipsDraw() bool { return e != Ed2006 }

// ProliferateOncePerTeam reports whether proliferate gives a team's shared poison at most
// one more counter (CR 701.27b, current rules only).
func (e Edition) ProliferateOncePerTeam() bool { return e == Current }

// DamageOrder reports whether attackers order their blockers for damage (CR 810.7e of 2011).
func (e Edition) DamageOrder() bool { return e == Ed2011 }

// LifeLocksCoverTeam reports whether an effect saying a player can't gain life, or can't
// lose life, covers that player's whole team (CR 810.9g-h of 2011 and today) rather than
// that player alone (2006, 2008: life changes happen to each player individually, 606.9).
func (e Edition) LifeLocksCoverTeam() bool { return e == Current || e == Ed2011 }

// EitherPlayerAnswers reports whether "the defending player" or "the attacking player",
// outside one-shot effects and characteristic-defining abilities, refers to both players of
// that team: a positive or relative comparison answers yes if either player would, a
// negative one yes only when the positive one answers no (606.7a of 2008, 810.7b of 2011).
// Today it is one player: the one attacked, or the attacker's controller (CR 805.10c, e).
func (e Edition) EitherPlayerAnswers() bool { return e == Ed2008 || e == Ed2011 }

// BarredByOneDefender reports whether a creature unable to attack one of the defending
// players can't attack the defending team (606.7b of 2006). From 2008 only an effect of a
// defending player's object stopping attacks on that player does so (606.7b of 2008,
// 810.7c of 2011); other questions about "the defending player" follow 606.7a.
func (e Edition) BarredByOneDefender() bool { return e == Ed2006 }
