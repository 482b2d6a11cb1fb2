package rules

// Option is one answer to a choice: the text a player types ("red", "Bea", "Forest#2")
// and the value it stands for. Player and Obj name a player or object (NoPlayer, NoObj
// otherwise); the other values are set by the choice kinds whose comments name them.
type Option struct {
	Text   string
	Player PlayerID
	Color  Color    // ChColor, ChManaColor
	Mana   ManaKind // ChManaKind
	Type   CardType // ChCardType
	Card   *CardDef // ChCardName: a card with the name (card data, shared: not to be changed)
	Obj    ObjID
	Mode   uint8 // ChMode: the mode's index
	Yes    bool  // a yes/no question's "yes"
	// Subtype: ChCreatureType's creature type; Parity: ChParity's odd or even.
	Subtype string
	Parity  Parity
}

// ChoiceSpec is a question asked of a player (or a team) in the middle of the game.
type ChoiceSpec struct {
	Player   PlayerID // who answers; NoPlayer when Team answers
	Team     TeamID   // a team choice (CR 805.2: the primary player decides disagreements)
	Choice   Choice   // what is asked (rendered in words by PromptText)
	Options  []Option
	Min, Max int // how many options to pick
}

// choiceState is a choice asked by the spell or ability on top of the stack.
type choiceState struct {
	spec ChoiceSpec
	// stackIndex+1 names a triggered ability whose target is being chosen; 0 means the
	// choice belongs to the resolving top of the stack.
	stackIndex int
	// modeChoice: the choice at stackIndex is a modal trigger's mode (rules/modaltrigger.go).
	modeChoice bool
	// legend: the legend rule's choice of the permanent to keep (CR 704.5j).
	legend bool
	// untapStep: the active team's choice of the permanents that stay tapped in its
	// untap step (CR 502.3).
	untapStep bool
	// order, when not nil, is a team's choice of the trigger to put on the stack next
	// (CR 805.7): the index in pendingTriggers of each option's trigger.
	order []int
	// manaStep: a mana ability that gives mana to a chosen player (CR 605.3b): 1 while its
	// controller chooses the player, 2 while that player chooses the kind of mana.
	manaStep  int
	manaKinds uint8
	// openingTeam, when not 0, is a team's choice of the cards to begin the game with on
	// the battlefield (CR 805.3b): the index in turn order, from the starting team, of the
	// team after the one choosing.
	openingTeam int
	// openingExile: a player exiles a card from their hand for a card they began the
	// game with (Gemstone Caverns); exileNext are the players still to do so, then the
	// next team's opening choice (openingTeam).
	openingExile bool
	exileNext    []PlayerID
}

// ownedOptions names permanents as options by controller and card name ("Bob's Forest",
// with #N for duplicates under one controller).
func (g *Game) ownedOptions(ids []ObjID) []Option {
	opts := make([]Option, len(ids))
	for i, id := range ids {
		o := g.obj(id)
		opts[i] = Option{Text: g.players[o.Controller].Name + "'s " + o.shownName(), Player: NoPlayer, Obj: id}
	}
	fixOrdinals(opts)
	return opts
}
