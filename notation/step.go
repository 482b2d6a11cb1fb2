package notation

import (
	"fmt"
	"strings"
)

// Step is a step of a turn; the zero value is no step.
type Step int

// The steps of a turn in order (CR 500.1); FirstStrikeDamage exists only when a creature has first or double strike.
const (
	Untap Step = iota + 1
	Upkeep
	Draw
	Main1
	BeginningOfCombat
	DeclareAttackers
	DeclareBlockers
	FirstStrikeDamage
	CombatDamage
	EndOfCombat
	Main2
	EndStep
	Cleanup
)

var stepNames = [...]string{
	Untap:             "untap",
	Upkeep:            "upkeep",
	Draw:              "draw",
	Main1:             "main1",
	BeginningOfCombat: "beginning of combat",
	DeclareAttackers:  "declare attackers",
	DeclareBlockers:   "declare blockers",
	FirstStrikeDamage: "first strike damage",
	CombatDamage:      "combat damage",
	EndOfCombat:       "end of combat",
	Main2:             "main2",
	EndStep:           "end",
	Cleanup:           "cleanup",
}

// stepAliases maps a normalized spelling (lower case, single spaces, no "-" or "_", no
// trailing "step" or "phase") to its step; the canonical names are included.
var stepAliases = map[string]Step{
	"untap":                      Untap,
	"upkeep":                     Upkeep,
	"draw":                       Draw,
	"main1":                      Main1,
	"main 1":                     Main1,
	"precombat main":             Main1,
	"pre combat main":            Main1,
	"first main":                 Main1,
	"beginning of combat":        BeginningOfCombat,
	"begin combat":               BeginningOfCombat,
	"start of combat":            BeginningOfCombat,
	"declare attackers":          DeclareAttackers,
	"attackers":                  DeclareAttackers,
	"declare blockers":           DeclareBlockers,
	"blockers":                   DeclareBlockers,
	"first strike damage":        FirstStrikeDamage,
	"first strike combat damage": FirstStrikeDamage,
	"first strike":               FirstStrikeDamage,
	"combat damage":              CombatDamage,
	"damage":                     CombatDamage,
	"end of combat":              EndOfCombat,
	"main2":                      Main2,
	"main 2":                     Main2,
	"postcombat main":            Main2,
	"post combat main":           Main2,
	"second main":                Main2,
	"end":                        EndStep,
	"end of turn":                EndStep,
	"eot":                        EndStep,
	"ending":                     EndStep,
	"cleanup":                    Cleanup,
	"clean up":                   Cleanup,
}

// String returns the canonical spelling used by the notation, e.g. "declare attackers".
func (s Step) String() string {
	if s >= Untap && s <= Cleanup {
		return stepNames[s]
	}
	return fmt.Sprintf("Step(%d)", int(s))
}

// HasPriority reports whether players receive priority in the step; untap and cleanup
// normally have none, so "go to" refuses them.
func (s Step) HasPriority() bool { return s > Untap && s < Cleanup }

// Steps returns every step in turn order.
func Steps() []Step {
	out := make([]Step, 0, Cleanup)
	for s := Untap; s <= Cleanup; s++ {
		out = append(out, s)
	}
	return out
}

// ParseStep parses a step name case-insensitively, accepting the canonical names and
// aliases such as "precombat main", "main 1", "end step", "end of turn" and "clean-up".
func ParseStep(text string) (Step, error) {
	norm := strings.Join(strings.Fields(strings.Map(func(r rune) rune {
		if r == '-' || r == '_' {
			return ' '
		}
		return r
	}, strings.ToLower(text))), " ")
	// "end step", "precombat main phase": the suffix adds nothing, but "end of combat step"
	// must still find "end of combat", so strip it before the lookup rather than alias each.
	for _, suffix := range [...]string{" step", " phase"} {
		if s, ok := strings.CutSuffix(norm, suffix); ok {
			norm = s
			break
		}
	}
	if s, ok := stepAliases[norm]; ok {
		return s, nil
	}
	if norm == "main" {
		return 0, &SyntaxError{Line: text, Msg: fmt.Sprintf("%q is ambiguous; expected main1 (precombat) or main2 (postcombat)", text)}
	}
	return 0, &SyntaxError{Line: text, Msg: fmt.Sprintf("unknown step %q; expected one of %s", text, stepList())}
}

// stepList returns the canonical step names joined by ", ", for messages.
func stepList() string {
	return strings.Join(stepNames[Untap:], ", ")
}
