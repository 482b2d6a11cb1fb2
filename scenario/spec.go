// Package scenario loads Ettin scenario files: YAML documents that set up a Two-Headed Giant
// game in a given state, play notation lines against it and check expectations (see
// docs/notation-and-scenarios.md, sections "Scenario files" and "Expectations").
//
// This package only parses and validates; it knows nothing of the engine, so that the runner
// (which applies a Spec to a game) can depend on it without a cycle and so that a malformed file
// is refused before any game is built. Load and Parse return their errors as *Error, which
// carries the file and line; ParseExpectation's errors carry no location.
package scenario

import (
	"fmt"

	"github.com/ettinmtg/ettin/mtg"
	"github.com/ettinmtg/ettin/rules"
)

// Defaults applied by Parse when a key is left out.
const (
	// DefaultRules is the rules edition used when rules: is absent.
	DefaultRules = "current"
	// DefaultVariant is the variant used when variant: is absent.
	DefaultVariant = "two-headed-giant"
	// DefaultSeed is the random seed used when seed: is absent.
	DefaultSeed uint64 = 1
	// DefaultLibraryCard is the card that fills a player's library when library: is absent.
	DefaultLibraryCard = "Plains"
	// DefaultLibrarySize is how many DefaultLibraryCard a default library holds.
	DefaultLibrarySize = 20
)

// Limits that keep loading bounded in time and memory whatever the input.
const (
	// MaxFileSize is the largest scenario file accepted, in bytes; larger files are refused
	// before they are read or decoded.
	MaxFileSize = 4 << 20
	// MaxCount is the largest N in "N Name" or count: N.
	MaxCount = 1000
	// MaxPermanents is the most battlefield cards (counting copies) one file may set up.
	MaxPermanents = 10000
	// MaxCards is the most cards in all zones (counting copies and default libraries) one
	// file may set up.
	MaxCards = 100000
	// MaxPlayersPerTeam is the most players a team may have; CR 810.11 allows teams larger
	// than two, and this bound keeps a hostile file from declaring thousands.
	MaxPlayersPerTeam = 8
)

// Spec is a loaded, validated scenario, with every default filled in.
type Spec struct {
	// Name is the scenario's one-line description (required).
	Name string
	// Rules is the rules edition: one of current, 2011, 2008, 2006.
	Rules string
	// Variant is the game variant: two-headed-giant or duel.
	Variant string
	// Options are the multiplayer options (CR 801-804); the zero value is the variant's
	// defaults.
	Options Options
	// Seed seeds shuffles and coin flips.
	Seed uint64
	// Teams are the teams in the order listed.
	Teams []TeamSpec
	// Starting is the name (as declared in Teams) of the team that took the first turn.
	Starting string
	// Turn is where the game stands; nil means the game starts from the beginning.
	Turn *TurnSpec
	// Markers are, in Grand Melee, the turns of turn markers 2 and on when turn: is a list
	// (Turn is marker 1's).
	Markers []TurnSpec
	// Script is the list of actions and checks, in order.
	Script []Item
	// File is the path the scenario was loaded from, for messages.
	File string
}

// Options are the multiplayer options of a scenario ("Other variants").
type Options struct {
	// Range is the limited range of influence of every player (CR 801); 0: unlimited.
	Range int
	// Attack is "left", "right" or "multiple" (CR 802, 803); "": the variant's default.
	Attack string
	// Deploy is whether the deploy creatures option is used (CR 804).
	Deploy bool
	// SharedTurns is whether teams share their turns and priority (CR 805; teams under
	// rules current only): turn: names a team, and life: is each player's.
	SharedTurns bool
	// RandomSeats seats a free-for-all's or Grand Melee's players at random from the
	// scenario's seed (CR 806.3, 807.3) rather than in the order listed, the default.
	RandomSeats bool
}

// PlayersAlone reports whether the variant's players each play alone (duel, free-for-all,
// grand melee): the file lists players:, each a team of one named like the player.
func (s *Spec) PlayersAlone() bool {
	switch s.Variant {
	case "duel", "free-for-all", "grand-melee":
		return true
	}
	return false
}

// OwnTurns reports whether players of a team take their own turns (teams, emperor, not
// with shared team turns): turn: names a player.
func (s *Spec) OwnTurns() bool { return s.Sides() && !s.Options.SharedTurns }

// Sides reports whether the variant's teams hold players with their own life totals
// (teams, emperor): the file lists teams: of one or more players, and life: is each
// player's.
func (s *Spec) Sides() bool { return s.Variant == "teams" || s.Variant == "emperor" }

// checkEdition refuses a variant under a rules edition it doesn't take (rules.CheckEdition,
// the one check every entry point makes).
func checkEdition(variant, edition string) error {
	v, err := rules.ParseVariant(variant)
	if err != nil {
		return err
	}
	e, err := rules.ParseEdition(edition)
	if err != nil {
		return err
	}
	return rules.CheckEdition(v, e)
}

// TeamSpec is one team of a scenario.
type TeamSpec struct {
	// Name is the team's name, unique among teams and players (case-insensitively).
	Name string
	// Life is the team's life total; nil means the edition's starting life.
	Life *int
	// Poison is the team's shared poison counters (current and 2011 editions); nil means 0.
	Poison *int
	// Players are the team's players; the first is its primary player (CR 805.2).
	Players []PlayerSpec
	// Line is where the team is declared, for the runner's messages.
	Line int
}

// PlayerSpec is one player of a scenario and the contents of their zones.
type PlayerSpec struct {
	// Name is the player's name, unique among teams and players (case-insensitively).
	Name string
	// Hand lists the cards in the player's hand.
	Hand []CardSpec
	// Battlefield lists the permanents the player controls.
	Battlefield []CardSpec
	// Library lists the player's library, top first. When library: is absent and no deck is
	// given, Parse fills it with DefaultLibrarySize DefaultLibraryCard (one entry with Count
	// 20) and leaves LibrarySet false.
	Library []CardSpec
	// Graveyard lists the player's graveyard, top first.
	Graveyard []CardSpec
	// Exile lists the cards the player owns in exile.
	Exile []CardSpec
	// LibrarySet reports whether library: was given (so an empty Library really is empty).
	LibrarySet bool
	// Poison is the player's own poison counters (2006 and 2008 editions of Two-Headed
	// Giant, and every other variant).
	Poison int
	// Energy is the player's energy counters (CR 107.14).
	Energy int
	// Life is the player's own life total (variants where players hold their own); nil
	// means the starting life.
	Life *int
	// Range is the player's own range of influence (CR 801.1); 0: the options' range.
	Range int
	// Emperor marks the team's emperor (emperor variant, CR 809.2).
	Emperor bool
	// Deck is an optional deck file path or bundled deck name that supplies the library for
	// full-game scenarios; it excludes library:.
	Deck string
	// Line is where the player is declared, for the runner's messages.
	Line int
}

// CardSpec is one entry of a zone list: a card, how many copies, and its status.
type CardSpec struct {
	// Card is the card's name as written.
	Card string
	// Count is how many copies the entry stands for ("3 Grizzly Bears" is 3); at least 1.
	Count int
	// Tapped reports whether the permanent starts tapped (battlefield only).
	Tapped bool
	// Sick reports whether the permanent came under its controller's control this turn
	// (battlefield only).
	Sick bool
	// Prepared reports whether the permanent starts prepared (battlefield only; the
	// prepare layout).
	Prepared bool
	// Counters maps a counter kind ("+1/+1", "loyalty") to how many (battlefield and exile).
	Counters map[string]int
	// Damage is the damage marked on the permanent (battlefield only).
	Damage int
	// Chosen is a choice made as the permanent entered, e.g. a color (battlefield only).
	Chosen string
	// Attached names the object this Aura or Equipment is attached to (battlefield only).
	Attached string
	// Owner names the player who owns the permanent when it isn't the player it is listed
	// under, who controls it by default (battlefield only); empty: that player.
	Owner string
	// Face is the face up, for transforming double-faced cards (the back face's name:
	// transformed), or "down" for a face-down permanent (CR 708).
	Face string
	// Line is where the entry is written.
	Line int
}

// TurnSpec says whose turn it is and where in it the scenario starts.
type TurnSpec struct {
	// Team is the active team's name as declared; defaults to the starting team.
	Team string
	// Player is the active player's name where players of a team take their own turns
	// (teams, emperor); empty: the starting team's starting player.
	Player string
	// Step is the canonical step name (see CanonicalStep).
	Step string
	// Number is the game's turn number; turn 1 is the starting team's first turn. Default 1.
	Number int
	// Line is where turn: is written.
	Line int
}

// ItemKind says what a script item does.
type ItemKind int

// The kinds of script item.
const (
	// Action is a notation line to play.
	Action ItemKind = iota + 1
	// Expect is an expect: item, an assertion about the game.
	Expect
	// Reject is a reject: item, a line that must be refused without changing the game.
	Reject
)

// String returns the item kind as written in a scenario file.
func (k ItemKind) String() string {
	switch k {
	case Action:
		return "action"
	case Expect:
		return "expect"
	case Reject:
		return "reject"
	}
	return fmt.Sprintf("ItemKind(%d)", int(k))
}

// Item is one entry of a scenario's script.
type Item struct {
	// Line is where the item is written.
	Line int
	// Kind says whether the item is an action, an expectation or a rejection.
	Kind ItemKind
	// Text is the action line, the expectation, or the line to reject (without "because").
	Text string
	// Because is the text the refusal message must contain, for "reject: X because Y".
	Because string
	// Expect is the parsed expectation when Kind is Expect.
	Expect *Expectation
}

// Error is one problem in a scenario file, located by file and line.
type Error struct {
	// File is the scenario file's path as given to Load or Parse.
	File string
	// Line is the 1-based line of the problem, or 0 when it concerns the whole file.
	Line int
	// Msg says what is wrong and what was expected.
	Msg string
}

// Error formats the problem as "file:line: message".
func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return e.File + ": " + e.Msg
}

// steps lists the canonical step names in turn order.
var steps = StepNames()

// StepNames returns the canonical step names in turn order.
func StepNames() []string {
	var out []string
	for _, st := range mtg.Steps() {
		out = append(out, st.String())
	}
	return out
}

// CanonicalStep returns the canonical name of a step written any way mtg.ParseStep (the
// notation's step parser) accepts: case-insensitive, "precombat main" for main1,
// "postcombat main" for main2, an optional trailing "step", ...; and whether s names a
// step at all.
func CanonicalStep(s string) (string, bool) {
	st, err := mtg.ParseStep(s)
	if err != nil {
		return "", false
	}
	return st.String(), true
}
