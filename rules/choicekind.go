package rules

// ChoiceKind is what a choice (a DecChoice decision) asks: one kind for each question the
// engine asks, so that players and programs answer by kind and payload, never by wording.
type ChoiceKind uint8

// Choice kinds. The comment of each names the payload fields (Choice) it sets and what
// its options are; every question asked while a spell or ability resolves also sets
// Source and Step.
const (
	ChNone            ChoiceKind = iota // no choice (a decision of another kind)
	ChTriggerOrder                      // the team's trigger to put on the stack next (CR 805.7); options: Obj the trigger's source
	ChTriggerTarget                     // a target for a triggered ability (CR 603.3d); Source: its source; N: its index in Stack(); options: players, objects
	ChLegendKeep                        // the legend to keep (CR 704.5j); Obj: one of them; options: objects
	ChOpeningCards                      // the team's opening-hand cards to begin with on the battlefield (CR 805.3b); options: objects
	ChOpeningExile                      // the card to exile for a card begun with (Gemstone Caverns); options: objects
	ChManaPlayer                        // the player who adds mana (Stadium Vendors); options: players
	ChManaColor                         // the color of the mana the player adds; options: Color
	ChManaAdder                         // the player who adds a mana ability's mana (CR 605.3b); Source: the ability's permanent; options: players
	ChManaKind                          // the kind of mana the player adds (CR 605.3b); Source: the ability's permanent; options: Mana
	ChActivePlayer                      // the active player the ability refers to (CR 805.9); options: players
	ChAttackingPlayer                   // the attacking player the ability refers to (CR 805.10c); options: players
	ChDefendingPlayer                   // the defending player (CR 606.7a / 810.7b of older editions); options: players
	ChAttackTarget                      // what a token put onto the battlefield attacking attacks; Card: the token; options: players, planeswalkers
	ChCopyTarget                        // a new target of a copy of a spell (CR 707.10c); N: the target's number from 1; options: "same", players, objects
	ChCopyExile                         // a card to exile from hand for a token copy; options: objects
	ChCopyCreature                      // a creature for a permanent to enter as a copy of (CR 707.2); Card: the entering card; options: objects, "none"
	ChCardName                          // a card name; options: Card, a card with the name
	ChLifeMember                        // the team member whose life total changes (CR 810.9d); Team; options: players
	ChRedistribute                      // at most one member of Team to redistribute (CR 810.9f); options: players, "none"
	ChDiscard                           // N cards to discard; options: objects
	ChMayDiscard                        // a card to discard, or none; options: objects
	ChTokenToCopy                       // a creature token to copy; options: objects
	ChProliferate                       // what to proliferate (CR 701.27); options: players, objects
	ChFindCard                          // a card to find, or none; options: objects
	ChFindCards                         // up to N cards to find; options: objects
	ChFriendOrFoe                       // friend or foe for Player (Battlebond); options: "friend", "foe"
	ChColor                             // a color for Card as it enters; options: Color
	ChCardType                          // a card type for Card as it enters; options: Type
	ChEntersPlayer                      // a player for Card as it enters; options: players
	ChLibraryCard                       // a card from the player's library; options: objects
	ChToHand                            // the card to put into the player's hand; options: objects
	ChLibraryBottom                     // the next card to put on the bottom of the library; options: objects
	ChScryBottom                        // scry N: the cards to put on the bottom (CR 701.18); options: objects
	ChScryTop                           // scry: the card to put on top next; options: objects
	ChPayLife                           // the permanents to pay N life each for, the rest sacrificed (CR 810.9b); options: objects
	ChMode                              // one mode of a modal effect; options: Mode
	ChUntap                             // up to N permanents to untap; options: objects
	ChAttachTarget                      // another creature to attach the Auras and Equipment to; options: objects
	ChPick                              // N objects to Pick (sacrifice, return, copy); options: objects
	ChPutFromHand                       // a card to put from hand onto the battlefield, or none; options: objects
	ChStaysUntapped                     // the untapped creature that stays untapped; options: objects
	ChCreature                          // a creature a delayed trigger refers to; options: objects
	ChSurveilGrave                      // surveil N: the cards to put into the graveyard (CR 701.42); options: objects
	ChSurveilTop                        // surveil: the card to put on top next; options: objects
	// ChReplacementOrder: the replacement or prevention effect to apply next to an event
	// (CR 616.1); Player: the affected player; Obj: the affected object (NoObj: the
	// player); N: the event's amount (damage, counters, life); options: the effects'
	// sources (Obj).
	ChReplacementOrder
	ChRevealedCard // a card of Player's revealed hand for that player to discard; options: objects, with Card
	ChKeepTapped   // the team's permanents that stay tapped in its untap step (CR 502.3); Team; options: objects
	ChManifest     // the card of the top two to manifest, the other put into the graveyard (CR 701.62a); options: objects
	// ChCastExiled: cast exiled card Obj now for its cost of an effect (madness, CR
	// 702.35a)? Options: "no" first, then one cast each: its target (Player or Obj), or
	// "cast" (Yes) for a spell without targets.
	ChCastExiled
	ChCreatureType // a creature type for Card as it enters or resolves; options: Subtype
	ChParity       // odd or even for Card as it enters or resolves; options: Parity
	// Yes/no questions: options "yes" (Yes true) then "no".
	ChMay             // "you may": Step names the May effect asking
	ChMayPay          // pay Cost?
	ChPayToCopy       // pay Cost to copy Source?
	ChPayUnless       // pay Cost (or, with N, N life) so that Obj isn't countered?
	ChFight           // have Obj fight Other?
	ChSearchLibrary   // search your library?
	ChExileGraveyard  // exile Obj from your graveyard?
	ChReturnAttached  // return Obj to the battlefield attached to Other?
	ChCreateAttacking // have Player create a Card token tapped and attacking?
	numChoiceKinds
)

var choiceKindNames = [numChoiceKinds]string{"none", "trigger order", "trigger target", "legend rule", "opening cards", "opening exile",
	"mana player", "mana color", "mana adder", "mana kind", "active player", "attacking player", "defending player", "attack target",
	"copy target", "copy exile", "copy creature", "card name", "life member", "redistribute", "discard", "may discard", "token to copy",
	"proliferate", "find card", "find cards", "friend or foe", "color", "card type", "enters player", "library card", "to hand",
	"library bottom", "scry bottom", "scry top", "pay life", "mode", "untap", "attach target", "pick", "put from hand",
	"stays untapped", "creature", "surveil graveyard", "surveil top", "replacement order", "revealed card", "keep tapped", "manifest", "cast exiled", "creature type", "parity", "may", "may pay", "pay to copy", "pay unless", "fight", "search library", "exile from graveyard",
	"return attached", "create attacking"}

func (k ChoiceKind) String() string {
	if k >= numChoiceKinds {
		return "unknown"
	}
	return choiceKindNames[k]
}

// ChoiceKinds lists every choice kind but ChNone, for tests and tools that must handle each.
func ChoiceKinds() []ChoiceKind {
	out := make([]ChoiceKind, 0, numChoiceKinds-1)
	for k := ChNone + 1; k < numChoiceKinds; k++ {
		out = append(out, k)
	}
	return out
}

// YesNo reports whether a kind is a yes/no question (options "yes", "no").
func (k ChoiceKind) YesNo() bool { return k >= ChMay && k < numChoiceKinds }

// Choice is what a choice asks, as a value: its kind and what the question is about. A
// kind sets the fields its comment names; the others hold NoObj, NoPlayer, NoTeam, nil or 0.
type Choice struct {
	Kind   ChoiceKind
	Pick   PickAction // what happens to the picked objects (ChPick)
	Player PlayerID   // the player the question is about
	Team   TeamID     // the team the question is about
	// Source is the object whose spell, ability or rule asks: the resolving spell or
	// ability's source, a trigger's source, a mana ability's permanent (NoObj for the
	// game's own rules: legend rule, opening hands, trigger order).
	Source ObjID
	Obj    ObjID    // the object the question is about (the legend, the spell, the card)
	Other  ObjID    // a second object (the creature fought, the creature attached to)
	Card   *CardDef // a card that isn't an object yet (one entering the battlefield, a token)
	N      int      // a number: cards to discard, find or scry; permanents to untap; life each; a target's number
	// Step is the index, among the effects of the spell or ability resolving on top of the
	// stack, of the effect asking (for ChMay: the May effect).
	Step int
	Cost Cost // the mana a yes/no question offers to pay
}

// ask starts the payload of a choice of kind k, with nothing named.
func ask(k ChoiceKind) Choice {
	return Choice{Kind: k, Source: NoObj, Obj: NoObj, Other: NoObj, Player: NoPlayer, Team: NoTeam}
}

func (c Choice) from(id ObjID) Choice        { c.Source = id; return c }
func (c Choice) of(id ObjID) Choice          { c.Obj = id; return c }
func (c Choice) and(id ObjID) Choice         { c.Other = id; return c }
func (c Choice) card(d *CardDef) Choice      { c.Card = d; return c }
func (c Choice) about(p PlayerID) Choice     { c.Player = p; return c }
func (c Choice) ofTeam(t TeamID) Choice      { c.Team = t; return c }
func (c Choice) n(n int) Choice              { c.N = n; return c }
func (c Choice) paying(cost Cost) Choice     { c.Cost = cost; return c }
func (c Choice) picking(a PickAction) Choice { c.Pick = a; return c }
