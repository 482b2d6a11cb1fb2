// Package mtg holds the small vocabulary of the game that the action notation (package
// notation, pure syntax) and the engine (package rules) share, so that neither imports the
// other and each word has one type and one parser: the steps of a turn (Step, ParseStep),
// the five colors (Color) and mana symbols (Symbol, ParseMana).
package mtg
