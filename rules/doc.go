// Package rules is Ettin's rules engine: it holds the state of one game of Magic: The
// Gathering and moves it forward one decision at a time under the Comprehensive Rules,
// with the Two-Headed Giant variant (CR 805, 810) as a layer over the general rules.
//
// A Game is a value that can be cloned. It always waits on exactly one Decision (or is
// over): ask Pending for it, list LegalActions, and Apply one Action (package bind applies
// a line of the action notation; this package knows no notation). An action that is not legal is refused with an error and
// changes nothing. All randomness comes from a seeded generator kept in the state, so the
// same seed and the same actions give the same game.
//
// Cards are built from the shared vocabulary of this package (costs, effects, triggers,
// static abilities and keywords, see CardDef); the engine never looks at a card's name.
package rules
