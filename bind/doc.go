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
//     permanents, blocking an attacking creature;
//   - targets: permanents and spells, then cards in graveyards.
//
// So "Ann taps Mountain" is not ambiguous because Abe has Mountains too. Among the
// candidates, the matches are those with the name and, when given, the controller; "#N"
// is the N-th match in the order the objects entered their zone, whoever owns them:
// "Ann's Mountain#2" is the second Mountain Ann controls. With several matches and no
// "#N" the reference is ambiguous and refused, listing the candidates as they can be
// written, unless the matches are copies of one card in one hand (interchangeable), or,
// for taps and activates, exactly one of them could be used now (untapped; with an
// ability that can be activated): "Ann taps Mountain" with one of her two Mountains
// tapped taps the other. The log writes such references with "#N", so a replay never
// depends on that choice.
package bind
