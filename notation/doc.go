// Package notation parses and formats Ettin's action notation: the one-line text form of
// every game action, shared by the terminal game, logs and replays, the network protocol
// and scenario scripts (docs/notation-and-scenarios.md is the contract).
//
// It is pure text processing and knows nothing of games: card, player and team names
// stay strings for the engine to resolve. Parse turns a line into an Action; an Action's
// String returns the canonical line, and Parse of that line yields an equal Action.
//
// # Lexical rules
//
//   - Keywords (verbs, clause words, step names) are case-insensitive; names keep the
//     user's spelling (the engine matches them case-insensitively).
//   - Runs of whitespace become one space and the ends are trimmed. Spaces before a comma
//     are dropped, so "A , B" is the list "A, B".
//   - A line longer than MaxLineLength characters, not valid UTF-8, or holding a control
//     or invisible character is refused.
//   - A line starting with "#" is a comment or event line of a log (IsComment), not an
//     action.
//   - A player or team name is one word without "#", ",", ";", "{", "}", "=" or "->".
//
// # References
//
// An object is written [Controller's ]Name[#N]. A name may not hold "#" (except the
// ordinal suffix), ";" or "->". Because card names hold apostrophes ("Teferi's Moat"), a
// possessive is read with this rule: if Parser.KnownName accepts the whole text (without
// "#N") it is a name; otherwise, if the text before the first "'s " is one word and
// KnownName is unset or accepts the rest, that word is the controller; otherwise the
// whole text is the name. So "Bob's Teferi's Moat" is Teferi's Moat controlled by Bob,
// and, with no KnownName, "Teferi's Moat" reads as Moat controlled by Teferi (the engine
// can undo this when it sees that "Teferi" is no player). KnownName should know token
// names such as "Warrior Token" too, or "Bob's Warrior Token" stays one name.
//
// # Lists
//
// List items are separated by ", ". Since card names hold commas ("Regna, the Redeemer"),
// adjacent pieces are merged back: with KnownName, into the longest run of up to four
// pieces that it accepts (after removing a controller prefix, "#N" suffix or damage
// amount); without it, a piece starting with a lower case "the " continues the previous
// item. A comma not followed by a space never separates ("Borrowing 100,000 Arrows").
//
// # Additions to the contract
//
// The contract leaves these open; this package settles them:
//   - Cast clauses come in the order "using <keyword>", "with X=<n>", "targeting <list>",
//     "sacrificing <list>", "assisted by <player> paying <mana>", each at most once;
//     activate clauses in the order "ability <n>", "with X=<n>", "targeting <list>",
//     "sacrificing <list>" (the permanents sacrificed to pay a cost; without the clause the
//     engine chooses them), "tapping <list>" (the creatures tapped to crew a Vehicle, CR
//     702.122a; without it the engine chooses them). "with" starts a clause only
//     before "X=" and "assisted" only before "by", so card names may hold those words;
//     "using", "targeting", "sacrificing" and (for activate) "ability" and "tapping"
//     always start a clause.
//   - "with X = 3" is accepted for "with X=3". The using keyword is lower case when
//     formatted.
//   - "taps <card> for <mana>" cuts at the last "for", so card names may hold "for".
//   - Several sources in one damage assignment are separated by "; ":
//     "Red assigns Hill Giant -> 2 Wall of Stone, 1 Bob; Grizzly Bears -> Bea". A part
//     without an amount takes all the source's damage; an amount of 0 is refused. A leading
//     number is the amount unless KnownName accepts the whole part as a name.
//   - Likewise several creatures' damage assignment orders in one "orders" line are
//     separated by "; ".
//   - Pairs are written "A -> B"; spaces around "->" are optional.
//   - Mana is braces around symbols, read by mtg.ParseMana: generic numbers, W U B R G C
//     X S, hybrid ({R/W}, {2/W}, {C/W}) and Phyrexian ({G/P}, {W/U/P}), any letter case,
//     spaces allowed between symbols; it is formatted in upper case without spaces.
//   - Steps are mtg.Step, read by mtg.ParseStep with aliases: "main 1", "precombat main",
//     "first main", "main 2", "postcombat main", "end step", "end of turn", "eot",
//     "clean-up", and any step name followed by "step" or "phase". "go to" refuses untap
//     and cleanup.
//   - Numbers are bounded: X, damage amounts and ordinals at most 1000000, abilities 99.
package notation
