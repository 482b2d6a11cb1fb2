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
	// FreeForAll: three or more players competing as individuals (CR 806), with the
	// options of Config.Options.
	FreeForAll
	// TeamVsTeam: two or more teams, each player with their own turns, life and poison
	// (teams.go): Team vs. Team under today's rules (CR 808), the Teams variant of seed 609
	// under the 2006 edition (teammates seated apart, attacks only on neighbours).
	TeamVsTeam
	// Emperor: teams of three or more, each with an emperor in the middle (CR 809, seed
	// 607; emperor.go).
	Emperor
	// GrandMelee: a free-for-all of many players taking several turns at once, one per
	// turn marker (CR 807, seed 608; melee.go).
	GrandMelee
)

var variantNames = [...]string{"two-headed-giant", "duel", "free-for-all", "teams", "emperor", "grand-melee"}

// MaxSeats is the most players a game may seat (a range of influence is a set of seats
// held in 32 bits).
const MaxSeats = 32

// AttackOption says whom a player may attack (CR 806.2b: exactly one of them).
type AttackOption uint8

// Attack options.
const (
	// AttackMultiple: any opponents, each creature one of them (CR 802).
	AttackMultiple AttackOption = iota
	// AttackLeft: only the nearest opponent to the left (CR 803.1a).
	AttackLeft
	// AttackRight: only the nearest opponent to the right (CR 803.1b).
	AttackRight
)

var attackOptionNames = [...]string{"multiple", "left", "right"}

// String is the option's name as scenarios write it.
func (a AttackOption) String() string {
	if int(a) < len(attackOptionNames) {
		return attackOptionNames[a]
	}
	return fmt.Sprintf("AttackOption(%d)", int(a))
}

// ParseAttackOption reads "multiple", "left" or "right".
func ParseAttackOption(s string) (AttackOption, error) {
	for i, n := range attackOptionNames {
		if strings.EqualFold(strings.TrimSpace(s), n) {
			return AttackOption(i), nil
		}
	}
	return 0, fmt.Errorf("unknown attack option %q; expected multiple, left or right", s)
}

// Options are the multiplayer options of a game (CR 801-803) where its variant leaves
// them open; the zero value is a free-for-all's defaults: unlimited range of influence
// and attacking multiple players (CR 806.2).
type Options struct {
	// Range is every player's range of influence in seats (CR 801.2, 806.2a); 0 is
	// unlimited. A player's own PlayerConfig.Range overrides it.
	Range int
	// Attack says whom players may attack (CR 802, 803).
	Attack AttackOption
	// Deploy gives every creature the deploy ability (CR 804.2); always on in Emperor
	// (CR 809.3b), an option in Team vs. Team (CR 804.1, 808.3b).
	Deploy bool
	// SharedTurns is the shared team turns option (CR 805) in Team vs. Team under today's
	// rules: each team takes turns and holds priority as one, as in Two-Headed Giant,
	// while each player keeps their own life total and poison counters (CR 808).
	SharedTurns bool
}

// String is the variant's name as scenarios and the command line write it.
func (v Variant) String() string {
	if int(v) < len(variantNames) {
		return variantNames[v]
	}
	return fmt.Sprintf("Variant(%d)", int(v))
}

// Variants lists the variants the engine plays.
func Variants() []Variant {
	return []Variant{TwoHeadedGiant, Duel, FreeForAll, TeamVsTeam, Emperor, GrandMelee}
}

// ParseVariant reads a variant name ("two-headed-giant" or "2hg", "duel"); case and the
// space or dash between words don't matter. An unknown name is refused with the known ones.
func ParseVariant(s string) (Variant, error) {
	k := strings.ToLower(strings.ReplaceAll(strings.TrimSpace(s), " ", "-"))
	switch k {
	case "", "2hg":
		return TwoHeadedGiant, nil
	case "team-vs-team", "team-vs.-team":
		return TeamVsTeam, nil
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

// OwnTurns reports whether each player takes their own turns and holds their own life and
// priority in a game that goes on when a player leaves it (CR 800.4): every multiplayer
// variant but Two-Headed Giant.
func (v Variant) OwnTurns() bool { return v.Multiplayer() && !v.SharedTeams() }

// InTeams reports whether the variant seats its players in teams of teammates (CR 102.3):
// Two-Headed Giant, Team vs. Team and Emperor.
func (v Variant) InTeams() bool { return v == TwoHeadedGiant || v.playersAlone() }

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
	case TeamVsTeam, Emperor:
		if err := checkSidesShape(v, cfg); err != nil {
			return err
		}
	case FreeForAll:
		if len(cfg.Teams) < 3 || len(cfg.Teams) > MaxSeats {
			return fmt.Errorf("a free-for-all needs 3 to %d players, each a team of one; got %d (CR 800.1, 806.1)", MaxSeats, len(cfg.Teams))
		}
		for _, t := range cfg.Teams {
			if len(t.Players) != 1 {
				return fmt.Errorf("team %s has %d players; in a free-for-all each player plays alone (CR 806.1)", t.Name, len(t.Players))
			}
		}
	case GrandMelee:
		if err := checkMeleeShape(cfg); err != nil {
			return err
		}
	default:
		return fmt.Errorf("unknown variant %d; expected one of %s", v, strings.Join(variantNames[:], ", "))
	}
	if (v == TwoHeadedGiant || v == Duel) && cfg.Options != (Options{}) {
		return fmt.Errorf("variant %s takes no multiplayer options (CR 801-803)", v)
	}
	if err := checkSharedTurns(v, cfg); err != nil {
		return err
	}
	if v == FreeForAll && cfg.Options.Deploy {
		return fmt.Errorf("a free-for-all doesn't use the deploy creatures option (CR 806.2c)")
	}
	if cfg.Options.Range < 0 || cfg.Options.Attack > AttackRight {
		return fmt.Errorf("range of influence %d or attack option %d: expected a range of 0 (unlimited) or more and multiple, left or right", cfg.Options.Range, cfg.Options.Attack)
	}
	for _, t := range cfg.Teams {
		for _, p := range t.Players {
			if p.Range < 0 || p.Range > 0 && !v.OwnTurns() {
				return fmt.Errorf("player %s: range of influence %d; expected 0, or 1 or more where players take their own turns (CR 801.2a)", p.Name, p.Range)
			}
		}
	}
	return nil
}

// CheckOptions refuses the shared team turns option of opts where variant v under edition
// ed can't use it (checkSharedTurns), for the entry points that read options before they
// make a game's config.
func CheckOptions(v Variant, ed Edition, opts Options) error {
	return checkSharedTurns(v, &Config{Variant: v, Edition: ed, Options: opts})
}

// checkSharedTurns refuses the shared team turns option where it can't apply: it is an
// option of Team vs. Team under today's rules (CR 805.1, 808.3), where each team sits
// together (CR 808.2), and it measures no range of influence and attacks no side (CR
// 805.10a: each team attacks the others as a group).
func checkSharedTurns(v Variant, cfg *Config) error {
	if !cfg.Options.SharedTurns {
		return nil
	}
	if v != TeamVsTeam || cfg.Edition != Current {
		return fmt.Errorf("the shared team turns option (CR 805) is for variant teams under rules current; got variant %s under rules %s (two-headed-giant always shares turns)", v, cfg.Edition)
	}
	if cfg.Options.Range != 0 || cfg.Options.Attack != AttackMultiple {
		return fmt.Errorf("the shared team turns option takes no range of influence or attack option: each team attacks the others as a group (CR 805.10a)")
	}
	for _, t := range cfg.Teams {
		for _, p := range t.Players {
			if p.Range != 0 {
				return fmt.Errorf("player %s: range of influence %d; the shared team turns option takes none (CR 805.10a)", p.Name, p.Range)
			}
		}
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
	switch r.Variant {
	case TwoHeadedGiant:
		return r.Edition.StartingTeamSkipsDraw()
	case Duel:
		return true
	}
	return false // CR 800.7: other multiplayer games
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
