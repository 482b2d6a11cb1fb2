package oracle

// Names of the engine's enumerated kinds, for Describe: generated from the constant
// names of package rules (a kind beyond a table is written as its number).

var kindNames = map[string][]string{
	"TargetKind":  {"any", "player", "opponent", "permanent", "player-or-planeswalker", "spell", "card-in-graveyard"},
	"EventKind":   {"none", "enters-battlefield", "dies", "attacks", "dealt-damage", "deals-damage", "loses-life", "gains-life", "tap-for-mana", "begin-step", "state", "cast", "counters-put", "blocks", "wins-coin-flip", "draws", "leaves-battlefield", "put-into-graveyard", "team-combat-damage", "becomes-blocked", "attacks-alone", "last-counter-removed", "becomes-target", "turned-face-up", "becomes-tapped"},
	"AbilityKind": {"spell-ability", "activated-ability", "mana-ability", "triggered-ability", "static-ability", "loyalty-ability"},
	"AmountKind":  {"none", "fixed", "X", "half-life-down", "half-life-up", "life", "devotion", "hand-size", "event", "event-toughness", "remembered", "creatures", "controller-life", "life-lost-this-turn", "sacrificed-power", "source-counters", "target-power", "target-toughness", "sacrificed-mv", "greatest-power", "count-filter", "auras-attached", "chosen-hand", "players-more-land", "poison", "opponents-poison", "untapped-lands-at-start", "kicked", "colors-among", "mana-spent", "colors-spent", "event-mana-spent"},
	"Who":         {"you", "target", "target2", "targets", "each-player", "each-opponent", "that-player", "defending", "chosen", "target-controller", "target-owner", "your-team", "event-controller"},
	"WhatKind":    {"self", "target", "enchanted", "event-obj", "all", "targets"},
	"Rel":         {"any-player", "you", "your-team", "opponent", "not-you"},
	"Affects":     {"self", "enchanted", "filter", "player"},
	"StaticKind":  {"modify-pt", "set-pt", "add-keywords", "become", "cda", "control", "cant-attack", "cant-block", "cant-attack-you", "attack-tax", "cant-lose", "opponents-cant-win", "no-lose-for-life", "life-cant-change", "must-be-blocked", "cant-gain-life", "opponents-cant-gain-life", "doesnt-untap", "cant-be-blocked-by-more", "cant-attack-or-block-alone", "cant-block-those", "cant-cast-chosen-type", "double-tokens", "double-counters", "prevent-combat-damage-self", "untap-on-others-untap", "must-attack", "cant-be-blocked-by-less-power", "prevent-damage-as-counters", "opponent-attacks-with-all", "protection-from-chosen-player", "add-types", "modify-pt-per", "one-more-counter", "grant-trigger", "grant-ability", "block-additional", "all-colorless", "spend-any-color", "extra-mana", "cant-get-poison", "no-minus-one-counters", "lose-keywords", "cant-attack-unless-more", "cant-block-unless-more", "player-hexproof", "players-cant-gain-life", "damage-cant-be-prevented", "opponents-cards-exiled", "damage-as-infect", "damage-leaves-one", "max-attackers", "max-blockers", "block-tax", "cant-be-blocked", "cant-be-countered", "blocks-only-flying", "shuffle-into-library-instead", "gain-life-plus-one", "prevent-damage-to-self", "exile-if-dies", "protection", "may-not-untap", "spells-cost-less", "storied"},
	"CondKind":    {"life-at-least", "opponent-life-at-most", "self-is-type", "self-untapped", "team-gained-life", "opponents-at-least", "not-attached", "controls", "x-at-least", "your-turn", "never", "self-matches", "opponent-more-lands", "opponent-poisoned", "target-controller-poisoned", "defending-poisoned", "defending-controls", "echo-due", "kicked", "add-cost-paid", "player-cast-last-turn", "graveyard-at-least", "enduring-story", "alt-cost-paid", "level", "any-of", "self-entered-this-turn", "event-spent-more-than-pt", "targets", "spent-twice"},
	"ColorCount":  {"any", "colorless", "monocolored", "multicolored"},
	"ChosenKind":  {"color", "creature-type", "parity"},
}
