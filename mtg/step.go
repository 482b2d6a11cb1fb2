package mtg

import (
	"fmt"
	"strings"
)

// Step is a step of a turn (CR 500.1); the main phases count as steps.
type Step uint8

// The steps of a turn in order (CR 500.1). FirstStrikeDamage happens only when a creature
// has first or double strike (CR 510.4).
const (
	Untap Step = iota
	Upkeep
	DrawStep
	Main1
	BeginCombat
	DeclareAttackers
	DeclareBlockers
	FirstStrikeDamage
	CombatDamage
	EndCombat
	Main2
	EndStep
	Cleanup
)

// NumSteps is the number of steps of a turn.
const NumSteps = int(Cleanup) + 1

var stepNames = [NumSteps]string{
	Untap:             "untap",
	Upkeep:            "upkeep",
	DrawStep:          "draw",
	Main1:             "main1",
	BeginCombat:       "beginning of combat",
	DeclareAttackers:  "declare attackers",
	DeclareBlockers:   "declare blockers",
	FirstStrikeDamage: "first strike damage",
	CombatDamage:      "combat damage",
	EndCombat:         "end of combat",
	Main2:             "main2",
	EndStep:           "end",
	Cleanup:           "cleanup",
}

// stepAliases maps a normalized spelling (lower case, single spaces, no "-" or "_", no
// trailing "step" or "phase") to its step; the canonical names are included.
var stepAliases = map[string]Step{
	"untap":                      Untap,
	"upkeep":                     Upkeep,
	"draw":                       DrawStep,
	"main1":                      Main1,
	"main 1":                     Main1,
	"precombat main":             Main1,
	"pre combat main":            Main1,
	"first main":                 Main1,
	"beginning of combat":        BeginCombat,
	"begin combat":               BeginCombat,
	"start of combat":            BeginCombat,
	"declare attackers":          DeclareAttackers,
	"attackers":                  DeclareAttackers,
	"declare blockers":           DeclareBlockers,
	"blockers":                   DeclareBlockers,
	"first strike damage":        FirstStrikeDamage,
	"first strike combat damage": FirstStrikeDamage,
	"first strike":               FirstStrikeDamage,
	"combat damage":              CombatDamage,
	"damage":                     CombatDamage,
	"end of combat":              EndCombat,
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

// String returns the step's name in the notation, e.g. "declare attackers".
func (s Step) String() string {
	if int(s) < NumSteps {
		return stepNames[s]
	}
	return fmt.Sprintf("Step(%d)", int(s))
}

// HasPriority reports whether players receive priority in the step; untap and cleanup
// normally have none (CR 502.4, 514.3), so "go to" refuses them.
func (s Step) HasPriority() bool { return s > Untap && s < Cleanup }

// Steps returns every step in turn order.
func Steps() []Step {
	out := make([]Step, NumSteps)
	for i := range out {
		out[i] = Step(i)
	}
	return out
}

// ParseStep parses a step name case-insensitively, accepting the canonical names and
// aliases such as "precombat main", "main 1", "end step", "end of turn" and "clean-up".
// "main" and "combat" are phases, not steps, and are refused. Its error is one line quoting text and listing the step names.
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
	switch norm {
	case "main":
		return 0, fmt.Errorf("%q is ambiguous; expected main1 (precombat) or main2 (postcombat)", text)
	case "combat":
		return 0, fmt.Errorf("%q is a phase; expected one of its steps: beginning of combat, declare attackers, declare blockers, combat damage, end of combat", text)
	}
	return 0, fmt.Errorf("unknown step %q; expected one of %s", text, strings.Join(stepNames[:], ", "))
}
