package rules

import (
	"fmt"
	"strings"
)

// Variant names a way to play: Two-Headed Giant (CR 810), the two-player duel, or a
// multiplayer variant (CR 800-809). Every variant plays on one model: players seated in
// order (each player's left neighbour is the next one, the last player's the first), in
// teams (a player who plays alone is a team of one, named like the player), taking turns
// team by team (a team of one: player by player).
type Variant uint8

// Variants.
const (
	// TwoHeadedGiant: two teams of two (or more) sharing life and poison, a team's turn
	// and priority (CR 810, 805).
	TwoHeadedGiant Variant = iota
	// Duel: two players, no multiplayer rules; the starting player skips the first draw
	// (CR 103.8a).
	Duel
)

var variantNames = [...]string{"two-headed-giant", "duel"}

// String is the variant's name as scenarios and the command line write it.
func (v Variant) String() string {
	if int(v) < len(variantNames) {
		return variantNames[v]
	}
	return fmt.Sprintf("Variant(%d)", int(v))
}

// Variants lists the variants the engine plays.
func Variants() []Variant { return []Variant{TwoHeadedGiant, Duel} }

// ParseVariant reads a variant name ("two-headed-giant" or "2hg", "duel"); case and the
// space or dash between words don't matter. An unknown name is refused with the known ones.
func ParseVariant(s string) (Variant, error) {
	k := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(s), " ", "-"))
	switch k {
	case "", "2hg":
		return TwoHeadedGiant, nil
	}
	for i, n := range variantNames {
		if k == n {
			return Variant(i), nil
		}
	}
	return 0, fmt.Errorf("unknown variant %q; expected one of %s", s, strings.Join(variantNames[:], ", "))
}

// Multiplayer reports whether the variant is a multiplayer game (CR 100.2, 800.1): every
// variant but the duel.
func (v Variant) Multiplayer() bool { return v != Duel }

// SharedTeams reports whether a team shares one life total, poison counters, turns and
// priority as one (Two-Headed Giant, CR 810.2); elsewhere each player has their own.
func (v Variant) SharedTeams() bool { return v == TwoHeadedGiant }

// checkShape refuses teams that don't fit the variant, in one line.
func (v Variant) checkShape(cfg *Config) error {
	switch v {
	case TwoHeadedGiant:
		if len(cfg.Teams) != 2 {
			return fmt.Errorf("two-headed giant needs 2 teams, got %d (CR 810.1)", len(cfg.Teams))
		}
		size := len(cfg.Teams[0].Players)
		for _, t := range cfg.Teams {
			if len(t.Players) < 2 || len(t.Players) != size {
				return fmt.Errorf("team %s has %d players; two-headed giant needs equal teams of 2 or more (CR 810.1, 810.11)", t.Name, len(t.Players))
			}
		}
	case Duel:
		if len(cfg.Teams) != 2 {
			return fmt.Errorf("a duel needs 2 players, each a team of one; got %d teams", len(cfg.Teams))
		}
		for _, t := range cfg.Teams {
			if len(t.Players) != 1 {
				return fmt.Errorf("team %s has %d players; in a duel each player plays alone", t.Name, len(t.Players))
			}
		}
	default:
		return fmt.Errorf("unknown variant %d; expected one of %s", v, strings.Join(variantNames[:], ", "))
	}
	return nil
}

// Rulebook answers the rule questions where the variants and the editions of the
// Two-Headed Giant rules differ. Outside Two-Headed Giant the 2HG edition's questions are
// answered by today's general rules; the edition chooses only the variant's own rules.
type Rulebook struct {
	Variant Variant
	Edition Edition
}

// Rules returns the game's rulebook: its variant and edition.
func (g *Game) Rules() Rulebook { return Rulebook{g.cfg.Variant, g.cfg.Edition} }

// rb is Rules for the engine's own use.
func (g *Game) rb() Rulebook { return Rulebook{g.cfg.Variant, g.cfg.Edition} }

func (r Rulebook) twoHG() bool { return r.Variant == TwoHeadedGiant }

// StartingLife is the starting life of a team of n players: the 2HG edition's (see
// Edition.StartingLife), or 20 for a player who holds their own life (CR 103.4).
func (r Rulebook) StartingLife(n int) int {
	if r.twoHG() {
		return r.Edition.StartingLife(n)
	}
	return 20 // CR 103.4
}

// SharedPoison reports whether poison counters are the team's (CR 810.10) rather than
// each player's.
func (r Rulebook) SharedPoison() bool { return r.twoHG() && r.Edition.SharedPoison() }

// PoisonToLose is the poison count that makes a team (shared poison) or a player lose:
// the 2HG edition's, or 10 (CR 704.5c).
func (r Rulebook) PoisonToLose(n int) int {
	if r.twoHG() {
		return r.Edition.PoisonToLose(n)
	}
	return 10
}

// AttacksTeam reports whether creatures attack the defending team as a group (2HG
// editions 2006-2011) rather than one player or planeswalker (CR 506.1, 805.10b).
func (r Rulebook) AttacksTeam() bool { return r.twoHG() && r.Edition.AttacksTeam() }

// playerLife is a player's life total as effects see it, from its holder's.
func (r Rulebook) playerLife(holder int) int {
	if r.twoHG() {
		return r.Edition.playerLife(holder)
	}
	return holder
}

// LossIsStateBased reports whether a team or player at 0 or less life loses as a
// state-based action (CR 704.5a, 704.6a).
func (r Rulebook) LossIsStateBased() bool { return !r.twoHG() || r.Edition.LossIsStateBased() }

// LondonMulligan reports whether the London mulligan is used (CR 103.5).
func (r Rulebook) LondonMulligan() bool { return !r.twoHG() || r.Edition.LondonMulligan() }

// FreeMulligan reports whether a player's first mulligan doesn't count (CR 103.5c: in a
// multiplayer game).
func (r Rulebook) FreeMulligan() bool { return r.Variant.Multiplayer() }

// StartingTeamSkipsDraw reports whether the whole starting team skips its first draw
// (CR 103.8a for a player alone, 103.8b / 810.6 for a 2HG team).
func (r Rulebook) StartingTeamSkipsDraw() bool {
	return !r.twoHG() || r.Edition.StartingTeamSkipsDraw()
}

// ProliferateOncePerTeam reports whether proliferate gives a team's shared poison at most
// one counter (CR 701.27b).
func (r Rulebook) ProliferateOncePerTeam() bool {
	return r.twoHG() && r.Edition.ProliferateOncePerTeam()
}

// DamageOrder reports whether attackers order their blockers for damage (CR 810.7e of 2011).
func (r Rulebook) DamageOrder() bool { return r.twoHG() && r.Edition.DamageOrder() }

// LifeLocksCoverTeam reports whether "can't gain / lose life" covers the player's team
// (CR 810.9g-h); a team of one is its player.
func (r Rulebook) LifeLocksCoverTeam() bool { return !r.twoHG() || r.Edition.LifeLocksCoverTeam() }

// EitherPlayerAnswers: see Edition.EitherPlayerAnswers (2HG 2008 and 2011 only).
func (r Rulebook) EitherPlayerAnswers() bool { return r.twoHG() && r.Edition.EitherPlayerAnswers() }

// BarredByOneDefender: see Edition.BarredByOneDefender (2HG 2006 only).
func (r Rulebook) BarredByOneDefender() bool { return r.twoHG() && r.Edition.BarredByOneDefender() }
