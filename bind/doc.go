// Package bind binds Ettin's action notation to a game: it sits between package notation
// (pure syntax: a line becomes a notation.Action with names as strings) and package rules
// (the engine, which speaks ids and knows no notation). ApplyLine parses a line, Resolve
// turns its names into players, teams and objects in the game's current position, and the
// engine applies the resulting rules.Action. "resolve" and "go to <step>" are carried out
// here as a series of passes, each its own action and log line.
//
// # References
//
// An object reference [Controller's ]Name[#N] is resolved among candidates: the objects
// the acting player or team could use for that part of the action (docs: "Clarifications"
// of the notation contract):
//   - plays, casts, bottoms: the actor's hand (casts: then cards the actor may cast from
//     exile);
//   - activates, taps: the permanents the actor controls; another player's permanent only
//     when none of the actor's matches the reference (abilities any player may activate,
//     CR 602.2);
//   - sacrificing: the permanents the actor controls (CR 701.17a);
//   - attacks with: the attacking team's permanents; blocks with: the blocking team's
//     permanents, blocking an attacking creature; orders' blockers: the other team's
//     permanents (each list: the whole battlefield when none of it fits);
//   - damage assignments: the creatures whose assignment is asked;
//   - targets and damage assignment parts: players, permanents and spells, then cards in
//     graveyards.
//
// Each scope is the one the log writes the reference in (rules' RefName), or holds all of
// a player's objects there or none: so "Bob's Grizzly Bears#2", as the log writes it,
// names the same object here.
//
// So "Ann taps Mountain" is not ambiguous because Abe has Mountains too. Among the
// candidates, the matches are those with the name and, when given, the controller; "#N"
// is the N-th match in the order the objects entered their zone, whoever owns them:
// "Ann's Mountain#2" is the second Mountain Ann controls. With several matches and no
// "#N" the reference is ambiguous and refused, listing the candidates as they can be
// written, unless the matches are copies of one card in one hand (interchangeable), or
// exactly one of them could be used: for taps, untapped; for activates, with an ability
// that can be activated now; in a damage assignment or order, in that combat (blocking
// the creature, or blocked by it). "Ann taps Mountain" with one of her two Mountains
// tapped taps the other. The log writes such references with "#N", so a replay never
// depends on that choice.
package bind
