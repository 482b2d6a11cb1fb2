package rules

// The journal: what happened in the game, as typed entries. The engine writes no text: the
// game log, the action lines of a replay and any other account of the game are renderings
// of these entries outside the engine (package bind).

// Entry is one event of the game's journal. Its Kind says what happened and which of the
// other fields it uses; a field it doesn't use holds its zero value, or NoPlayer, NoTeam or
// NoObj for ids. Names are kept as the card definitions they were at that moment (Card,
// Card2), since an object's characteristics move on. An entry is small and flat so that
// writing one allocates nothing but for the rare parts (More) and the references of an
// action's line (Act): the journal is written on every action of every game.
type Entry struct {
	Kind     EntryKind
	Seen     Seen // who may see the entry's details (Card, Card2, Obj, Obj2, More.Objs, Act)
	SeenBy   int8 // the team (SeenTeam) or player (SeenPlayer) who may see them
	Hidden   bool // the details were removed: the entry as someone who may not see them sees it
	Player   PlayerID
	Player2  PlayerID
	Team     TeamID
	Team2    TeamID
	ActKind  ActionKind // JAction: the kind of the action
	Step     Step
	Zone     Zone
	Counter  CounterKind
	Color    Color
	CardType CardType
	Mana     ManaKind
	Combat   bool // damage: combat damage
	Ability  bool // Card is the source of an ability on the stack, not a spell
	Obj      ObjID
	Obj2     ObjID
	N, M, K  int32    // amounts; see the kind
	Card     *CardDef // the card Obj was, or the card the entry names
	Card2    *CardDef // the card Obj2 was, or a second card the entry names
	More     *EntryMore
	Act      *ActionRecord // JAction: the action with the references of its line (nil for actions that name no object)
}

// EntryMore holds the rarer parts of an entry, behind a pointer to keep entries small.
type EntryMore struct {
	Cost Cost // mana paid or added
	// Text: words a card's definition gives (a mode, a subtype, a card name chosen, an
	// effect's reason); the label an option was offered with (JUntapsChosen).
	Text string
	Objs []ObjID    // cards the entry names (JBottoms)
	Defs []*CardDef // the cards Objs were
	End  EndCause   // JLosesGame, JWinsGame, JGameDrawn: why the game ends for the team
}

// EntryKind says what an Entry records. The set is closed: NumEntryKinds kinds, each
// documented with its fields.
type EntryKind uint8

// The kinds of journal entries. Each comment names the fields the entry uses.
const (
	// Actions and the course of the game.
	JAction                EntryKind = iota // an accepted action: Act holds it and its references, rendered as its notation line
	JGameStart                              // rules edition Edition; Team starts
	JStartChosen                            // Team is chosen at random to take the first turn (CR 103.1a, 805.3)
	JTurn                                   // turn N: Team's turn
	JControlsTurn                           // Player controls Player2 during this turn (CR 805.8)
	JUntapStep                              // untap step: Team untaps its permanents (CR 502.3)
	JSkipsDraw                              // Team skips its draw step (CR 805.8)
	JSkipsFirstDraw                         // Team skips the draw step of its first turn (CR 810.6, 103.8b)
	JPrimaryNoDraw                          // Player, the primary player of the starting team, doesn't draw on the first turn (CR 606.6 of 2006)
	JNoAttackers                            // Team has no creature that can attack (no declaration)
	JCombatDamageStep                       // Step step: combat damage is dealt (CR 510.2)
	JAdditionalCombatLater                  // after this combat phase there is an additional combat phase (CR 500.8)
	JAdditionalCombat                       // an additional combat phase begins (CR 500.8)
	JAnotherCleanup                         // another cleanup step begins (CR 514.3a)
	JExtraTurn                              // Player's team Team will take an extra turn (CR 500.7, 805.8)
	JWillSkipDraw                           // Player's team Team will skip its next draw step (CR 805.8)
	JWillControlTurn                        // Player will control Player2, so their team Team, during their next turn (CR 805.8)
	JMustAttackThisTurn                     // creatures Player controls attack this turn if able
	JMustAttackNextTurn                     // during Player's next turn, each creature Player2 controls attacks if able
	JBeginsWith                             // Player begins the game with Card on the battlefield (CR 805.3b)
	JBeginsWithNothing                      // Team begins the game with no card on the battlefield (CR 805.3b)

	// Cards drawn, searched, moved between zones, created.
	JDraws                 // Player draws Card (hidden from the other teams: Seen is Player's team)
	JDrawsHand             // Player draws N cards
	JDrawsFromEmpty        // Player has to draw from an empty library (CR 704.5b)
	JBottoms               // Player puts the cards Objs on the bottom of the library (CR 103.5; hidden from the other teams)
	JPicksIntoHand         // Player puts Card from the library into their hand (hidden from the other teams)
	JPutsOnBottom          // Player puts N card(s) on the bottom of their library
	JScries                // Player scries N: M on top, K on the bottom (CR 701.18)
	JPutOnTop              // Card is put on top of Player's library
	JShuffles              // Player shuffles their library
	JShufflesHandGraveyard // Player shuffles their hand and graveyard into their library
	JShuffledIntoLibrary   // Card is shuffled into Player's library
	JSearchesNothing       // Player searches for up to 0 cards and shuffles their library
	JRevealsIntoHand       // Player reveals Card and puts it into their hand
	JRevealsHand           // Player reveals their hand, the cards Objs, to every player (CR 701.16a)
	JPutsIntoHand          // Player puts Card into their hand
	JPutsOntoBattlefield   // Player puts Card onto the battlefield
	JPutOntoBattlefield    // Card is put onto the battlefield under Player's control
	JReturnsToBattlefield  // Card returns to the battlefield under Player's control
	JReturnsAttached       // Card returns to the battlefield attached to Card2 (CR 303.4f)
	JReturnsToHand         // Card returns to Player's hand
	JPlayerReturnsToHand   // Player returns Card to Player2's hand
	JReturnsFromGraveyard  // Player returns Card from their graveyard to their hand
	JReturnsIfDies         // when Card dies this turn, it will return to its owner's hand (CR 603.7)
	JLeavesGraveyard       // Card is put from the graveyard into Zone (CR 400.7)
	JGoneFromGraveyard     // the card is no longer in the graveyard: nothing happens
	JExiled                // Card is exiled
	JExiledInstead         // Card is exiled instead of going to Player's graveyard (CR 614.1a)
	JExilesFromHand        // Player exiles Card from their hand
	JExilesFromGraveyard   // Player exiles Card from the graveyard
	JExilesTopOfLibrary    // Player exiles Card (Obj) from the top of Player2's library
	JDiscards              // Player discards Card
	JCleanupDiscard        // Player discards Card (CR 514.1)
	JSacrifices            // Player sacrifices Card
	JDestroyed             // Card is destroyed
	JIndestructible        // Card is indestructible and isn't destroyed (CR 702.12b)
	JLethalDamage          // Card has lethal damage and is destroyed (CR 704.5g)
	JDiesToSBA             // Card is put into its owner's graveyard (CR 704.5f/i/m)
	JLegendRule            // legend rule: Card is put into its owner's graveyard (CR 704.5j)
	JUnattached            // Card is no longer attached and becomes a creature again (CR 702.103f)
	JCreatesToken          // Player creates a Card, the token Obj (CR 111)
	JCreatesAttacking      // Player creates a Card (Obj) tapped and attacking Team2, Player2 or Obj2 (Card2) (CR 508.4)
	JEntersAsCopy          // Card enters as a copy of Card2 (CR 707.2)
	JEntersWithPlayer      // Card enters with Player chosen (CR 614.12)
	JEntersWithType        // Card enters with CardType chosen (CR 614.12)
	JEntersWithColor       // Card enters with Color chosen (CR 614.12)

	// The stack, choices and costs.
	JTriggers                // Card triggers (CR 603.3, 805.7)
	JTriggerRemoved          // the trigger of Card has no legal target and is removed (CR 603.3d)
	JCopiesSpell             // Player puts a copy of Card onto the stack (CR 707.10)
	JCountered               // Card is countered
	JPaysNotCountered        // Player pays Cost: Card isn't countered
	JFizzles                 // Card (or its ability) is countered: all its targets are illegal (CR 608.2b)
	JBestowFallsOff          // Card (or its ability)'s target is illegal: it resolves as a creature spell (CR 702.103e)
	JIfFails                 // Card (or its ability) does nothing: its "if" condition is no longer true (CR 603.4)
	JConditionFails          // a condition (SkipUnless) doesn't hold: the effects it guards are skipped
	JSourceGone              // Card has left the battlefield: the ability does nothing
	JNoEffect                // Text
	JChoosesCard             // Player chooses Card
	JChoosesMode             // Player chooses Text
	JChoosesActivePlayer     // Player chooses Player2 as the active player (CR 805.9)
	JChoosesAttackingPlayer  // Player chooses Player2 as the attacking player (CR 805.10c)
	JFriendsFoes             // the friends (N) and foes (M) chosen, as bit masks of player ids
	JChosenAtRandom          // Card is chosen at random
	JWinsFlip                // Player flips a coin and wins the flip (CR 705.2)
	JLosesFlip               // Player flips a coin and loses the flip (CR 705.2)
	JPaysCost                // Player pays Cost
	JNamesCardCostLess       // Player chooses Text: spells named Text cost {N} less this turn
	JSpellsCostLessUntilTurn // until Player's next turn, Player2's instant, sorcery and planeswalker spells cost {N} less

	// Life, poison and damage.
	JLosesLife                 // Player loses N life: Team M -> K (CR 810.9)
	JPaysLife                  // Player pays N life: Team M -> K (CR 119.4, 810.9a)
	JGainsLife                 // Player gains N life: Team M -> K (CR 810.9)
	JCantGainLife              // Player can't gain life (CR 810.9g)
	JCantGainLifeForever       // Player can't gain life for the rest of the game; neither can their team (CR 810.9g)
	JLifeBecomes               // Player's life total becomes N: the difference is +M (CR 810.9c)
	JTeamLifeSum               // Team's life total becomes N, the sum of its players' new totals (CR 606.9b)
	JExchangeTeammates         // Player and Player2 are teammates: the exchange doesn't happen (CR 810.9e)
	JExchangeLifeFails         // Player's life total can't become N, so the exchange won't happen (CR 119.7-8, 810.9g-h)
	JTeamPoison                // Player gets N poison counter(s): Team has M (CR 810.10)
	JPlayerPoison              // Player gets N poison counter(s) and has M (CR 606 of its edition: poison is not shared)
	JCantGetPoison             // Player can't get poison counters (CR 810.10c)
	JLosesPoison               // Player loses N poison counter(s): Team (NoTeam: Player) has M (CR 810.10b)
	JDamagesPlayer             // Card deals N [combat] damage to Player
	JDamagesPermanent          // Card deals N [combat] damage to Card2
	JDamageThisTurn            // sources Player controlled dealt N damage to Card this turn
	JDamagePreventedProtection // N damage to Card is prevented: it has protection from Player (CR 702.16e)
	JDamagePreventedCounters   // Card prevents N damage to Card2 and puts +1/+1 counters on it instead (CR 615)
	JDamagePreventedQuality    // N damage to Card from Card2 is prevented: Card has protection from a quality of Card2 (CR 702.16e)

	// Permanents: tapping, characteristics, control, counters.
	JTapped                 // Card is tapped
	JUntaps                 // Card untaps
	JUntapsChosen           // Obj (Card) untaps, named as it was offered (More.Text)
	JDoesntUntap            // Card doesn't untap (CR 502.3)
	JPumped                 // Card gets +N/+M until end of turn
	JDoubled                // Card's power and toughness are doubled: N/M
	JBecomesBase            // Card has base power and toughness N/M and loses all abilities until Player's next turn
	JBecomesSubtype         // Card becomes a Text until end of turn (CR 205.1a)
	JStays                  // Card has power N, more than M: it stays
	JFights                 // Card fights Card2 (CR 701.12)
	JGainsControlAttaches   // Player gains control of Card and attaches it to Card2 (CR 701.3)
	JGainsControlWhile      // Player gains control of Card while Card2 remains on the battlefield
	JExchangeControl        // Player and Player2 exchange control of Card and Card2 (CR 701.10)
	JExchangeIllegal        // a target is illegal: the exchange doesn't happen (CR 701.10d)
	JExchangeSameController // one player controls both: nothing happens (CR 701.10b)
	JGetsCounters           // Card gets N Counter counter(s)
	JCountersReplaced       // Card would get counters: it gets N instead (CR 614.1a)
	JCantHaveMinusCounters  // Card can't have -1/-1 counters put on it
	JNoCounterToRemove      // Card has no Counter counter to remove: nothing more happens
	JCountersRemoved        // N Counter counter(s) removed from Card
	JCountersRemovedAsCost  // Card: N Counter counter(s) removed as a cost
	JProliferatesAll        // Card gets one more of each kind of counter on it (CR 701.27)

	// Mana.
	JAddsMana      // Player adds Cost (CR 106.3)
	JAddsColorMana // Player adds N Color mana (CR 106.3)
	JAddsExtraMana // Card adds N additional mana to Player's pool (CR 605.1b)
	JAddsOneMana   // Player adds one Mana mana (CR 106.3, 605.3b)

	// The end of the game.
	JLosesGame       // Team loses the game for the reason More.End, about Player (NoPlayer: none), by Card's effect; N: the team's poison counters
	JWinsGame        // Team wins the game for the reason More.End: Player's effect, Card
	JCantWin         // Team doesn't win the game: an opponent's effect says it can't (CR 810.8a)
	JAllLost         // the game is a draw: all the teams remaining lost at the same time (CR 104.4a)
	JGameDrawn       // the game is a draw for the reason More.End
	JLossReversed    // Team would lose the game; instead Player draws seven cards and their life total becomes 1 (CR 614.1a)
	JWillReverseLoss // the next time Player would lose the game this turn, they draw seven cards and their life total becomes 1 instead

	// Skipped turns (CR 614.10, 805.8).
	JWillSkipTurn // Player's team Team will skip its next turn (CR 805.8)
	JSkipsTurn    // Team skips its turn (CR 614.10, 805.8)
	// JAdditionalPhasesLater: after this main phase there is an additional combat phase
	// followed by an additional main phase (CR 500.8)
	JAdditionalPhasesLater
	// JDeployed: Player2, Player's teammate, gains control of Card (deploy, CR 804.2)
	JDeployed

	// JMills: Player mills Card from the top of their library (CR 701.13).
	JMills
	// JCantBeCountered: Card, a spell, isn't countered: it can't be (CR 101.2).
	JCantBeCountered
	// JAttaches: Card (Obj), an Equipment, is attached to Card2 (Obj2) (CR 701.3a).
	JAttaches
	// JEquipmentUnattached: Card, an Equipment, becomes unattached and stays on the
	// battlefield (CR 704.5n).
	JEquipmentUnattached
	// JSurveils: Player surveils N: M on top, K into the graveyard (CR 701.42).
	JSurveils
	// JSurveilsIntoGraveyard: Player puts Card into their graveyard by surveilling.
	JSurveilsIntoGraveyard
	// JRegenShield: Card gets a regeneration shield (CR 701.15a).
	JRegenShield
	// JRegenerates: Card regenerates instead of being destroyed: its damage is removed,
	// it is tapped and removed from combat (CR 701.15a).
	JRegenerates
	// JFlashbackExiled: Card, cast with flashback, is exiled instead of going anywhere
	// else as it leaves the stack (CR 702.34a).
	JFlashbackExiled

	// Grand Melee's turn markers (CR 807.4).

	// JMarkerTaken: Team takes turn marker N (CR 807.4b-c).
	JMarkerTaken
	// JMarkerWaits: Team, holding turn marker N, can't begin their turn yet: another
	// marker is within the three seats to their left (CR 807.4d, 807.4i).
	JMarkerWaits
	// JMarkerDesignated: turn marker N is designated for removal, M times in all (CR
	// 807.4e).
	JMarkerDesignated
	// JMarkerRemoved: turn marker N, Team's, is removed (CR 807.4g).
	JMarkerRemoved
	// JDrawsGame: the game is a draw for Team, which leaves it, by Player's effect (Card;
	// More.End: EndDrawEffect), with a limited range of influence (CR 801.15).
	JDrawsGame

	// JPlayerLeaves: Player loses the game for the reason More.End, by Card's effect,
	// and leaves it; their team, Team, plays on (CR 800.4a, 104.3a: Team vs. Team with
	// shared team turns).
	JPlayerLeaves
	// JExiledOfLeaver: Obj (Card), controlled by default by Player, who left the game, is
	// exiled as the effect giving its control to another player ends (CR 800.4c).
	JExiledOfLeaver

	// The replacement and prevention pipeline (CR 614-616).

	// JShuffledInstead: Card is revealed and shuffled into Player's library instead of
	// going to a graveyard (CR 614.1a).
	JShuffledInstead
	// JDamagePrevented: N damage to Card is prevented by Card2's shield (CR 615.7).
	JDamagePrevented
	// JDamagePreventedToPlayer: N damage to Player is prevented by Card2's shield (CR
	// 615.7).
	JDamagePreventedToPlayer
	// JLifeGainReplaced: Player would gain life: they gain N instead (Card's effect, CR
	// 614.1a).
	JLifeGainReplaced

	// JTappedToPay: Player taps Card to pay for a spell with convoke or improvise (CR
	// 702.51a, 702.126a).
	JTappedToPay
	// JBlights: Player blights N: puts N -1/-1 counters on Card (a cost or an effect).
	JBlights
	// JManaLeftInPool: N mana of Card's tap the payment didn't spend stays in Player's
	// pool (CR 106.4).
	JManaLeftInPool

	// JPrepared: Card becomes prepared: its controller may cast a copy of its spell face
	// (the prepare layout).
	JPrepared
	// JTransforms: Card transforms into Card2: its other face is up (CR 701.28a).
	JTransforms
	// JAftermathExiled: Card, a half with aftermath cast from a graveyard, is exiled
	// instead of going anywhere else as it leaves the stack (CR 702.127a).
	JAftermathExiled
	// JTurnedFaceUp: Card, a face-down permanent Player controls, is turned face up (CR
	// 702.37e, 702.168d).
	JTurnedFaceUp
	// JFaceDownRevealed: Card, a face-down permanent or spell of Player's, is revealed to
	// all as it leaves the battlefield or the stack (CR 708.9).
	JFaceDownRevealed
	// JFlips: Card, a flip card's permanent, flips: it is Card2 now (CR 710.2).
	JFlips
	// JManifests: Player manifests a card: it is put onto the battlefield face down, Obj
	// (CR 701.40a); Card is the face-down shell, the card hidden.
	JManifests
	// JGetsEnergy: Player gets N energy counters, and has M (CR 107.14).
	JGetsEnergy
	// JPaysEnergy: Player pays N energy counters as a cost, and has M left (CR 107.14).
	JPaysEnergy
	// JCrews: Player taps Card (Obj) to crew Card2 (Obj2), a Vehicle (CR 702.122b).
	JCrews
	// JBecomesTypes: Card becomes the types of the TypeSet N in addition to its other
	// types until end of turn (crew, CR 702.122a).
	JBecomesTypes
	// JSpeed: Player's speed becomes N (CR 702.179a, 702.179d).
	JSpeed
	// JBuyback: Card, cast with its buyback cost paid, is put into its owner's hand as it
	// resolves instead of into the graveyard (CR 702.27a).
	JBuyback
	// JMadnessExiled: Player discards Card with madness and exiles it instead of putting
	// it into their graveyard (CR 702.35a).
	JMadnessExiled
	// JDelves: Player exiles Card from their graveyard to pay for a spell with delve (CR
	// 702.66a).
	JDelves
	// JCascadeExiles: Player exiles Card from the top of their library for cascade (CR
	// 702.85a).
	JCascadeExiles
	// JSuspends: Player suspends Card: exiled with N time counters (CR 702.62a).
	JSuspends
	// JTimeCounterRemoved: a time counter is removed from suspended Card of Player's, N
	// left (CR 702.62a).
	JTimeCounterRemoved
	// JBecomesDesignated: Card gets the designations of the Designation N: it becomes
	// monstrous or renowned (CR 701.37b, 702.112b).
	JBecomesDesignated
	// JEntersWithValue: Card enters with Text chosen, a creature type or odd or even (CR
	// 614.12; rules/chosen.go).
	JEntersWithValue
	// JChoosesValue: Player chooses Text, a color, creature type or parity, for Card, a
	// resolving spell.
	JChoosesValue
	// JBeholds: Player beholds Card (Obj), a permanent they control or a card of their
	// hand revealed, of the subtype Text (rules/behold.go).
	JBeholds
	// JUnprepared: Card becomes unprepared by an effect (the prepare layout).
	JUnprepared

	numEntryKinds
)

// NumEntryKinds is the number of entry kinds: every EntryKind is below it.
const NumEntryKinds = int(numEntryKinds)

// Seen says who may see an entry's details.
type Seen uint8

// Who may see an entry's details: everyone, one team (SeenBy is a TeamID) or one player
// (SeenBy is a PlayerID). Everyone else sees the entry Redacted.
const (
	SeenAll Seen = iota
	SeenTeam
	SeenPlayer
)

// EndCause is why a team loses or wins, or why the game is a draw: a closed set.
type EndCause uint8

// The causes of the end of a game.
const (
	EndUnknown        EndCause = iota
	EndLife                    // a team at 0 or less life (CR 704.6a, 810.8c)
	EndLifeAtPriority          // 606.8a of the older editions: 0 or less life as a team would receive priority
	EndPoison                  // a team with 15 or more poison counters (CR 704.6b, 810.8d)
	EndPlayerPoison            // a player with 10 or more poison counters (the older editions)
	EndEmptyLibrary            // a player drew from an empty library (CR 704.5b)
	EndConcession              // a player conceded for the team (CR 810.8b)
	EndWinEffect               // an effect says the team wins
	EndLoseEffect              // an effect says the team loses
	EndTurnLimit               // a draw: the configured turn limit was reached
	EndActionLimit             // a draw: the configured action limit was reached (a loop, CR 104.4b)
	EndNoProgress              // a draw: the engine saw a loop of mandatory actions (CR 104.4b)
	EndRangeWin                // a player with a limited range would win: the opponents within it lose (CR 801.14)
	EndEmperorLost             // the team's emperor (Player) lost the game (CR 809.5b)
	EndDrawEffect              // an effect says the game is a draw (CR 104.4a; 801.15 within range)
)

// EndCause returns why the game ended: the cause of the last loss, win or draw that the
// journal records (EndUnknown while the game goes on); a general who loses with their
// emperor (CR 809.5b) says only that the emperor lost, so the emperor's cause is the one.
func (g *Game) EndCause() EndCause {
	if !g.over {
		return EndUnknown
	}
	for i := g.journal.len() - 1; i >= 0; i-- {
		e := g.journal.at(i)
		if (e.Kind == JLosesGame || e.Kind == JWinsGame || e.Kind == JGameDrawn || e.Kind == JDrawsGame) && e.More != nil && e.More.End != EndEmperorLost {
			return e.More.End
		}
	}
	return EndUnknown
}

// Entry field masks: which of an entry's id fields its kind uses.
type entryUse uint8

const (
	usePlayer entryUse = 1 << iota
	usePlayer2
	useTeam
	useTeam2
	useObj
	useObj2
)

var entryUses = [numEntryKinds]entryUse{
	JAction:                    usePlayer | useTeam,
	JLegendRule:                useObj,
	JCleanupDiscard:            usePlayer | useObj,
	JChoosesActivePlayer:       usePlayer | usePlayer2,
	JChoosesAttackingPlayer:    usePlayer | usePlayer2,
	JMustAttackThisTurn:        usePlayer,
	JCountersRemovedAsCost:     useObj,
	JExilesTopOfLibrary:        usePlayer | usePlayer2 | useObj,
	JMills:                     usePlayer | useObj,
	JCantBeCountered:           useObj,
	JAttaches:                  useObj | useObj2,
	JEquipmentUnattached:       useObj,
	JSurveils:                  usePlayer,
	JSurveilsIntoGraveyard:     usePlayer | useObj,
	JMarkerTaken:               useTeam,
	JMarkerWaits:               useTeam,
	JMarkerDesignated:          0,
	JMarkerRemoved:             useTeam,
	JPlayerLeaves:              usePlayer | useTeam,
	JDrawsGame:                 usePlayer | useTeam,
	JExiledOfLeaver:            usePlayer | useObj,
	JShuffledInstead:           usePlayer | useObj,
	JDamagePrevented:           useObj | useObj2,
	JDamagePreventedToPlayer:   usePlayer | useObj2,
	JLifeGainReplaced:          usePlayer | useObj,
	JTappedToPay:               usePlayer | useObj,
	JBlights:                   usePlayer | useObj,
	JManaLeftInPool:            usePlayer | useObj,
	JWinsFlip:                  usePlayer,
	JLosesFlip:                 usePlayer,
	JChosenAtRandom:            useObj,
	JAdditionalCombatLater:     0,
	JCreatesAttacking:          usePlayer | usePlayer2 | useTeam2 | useObj | useObj2,
	JCombatDamageStep:          0,
	JCopiesSpell:               usePlayer | useObj,
	JPaysCost:                  usePlayer,
	JExilesFromHand:            usePlayer | useObj,
	JExiled:                    useObj,
	JEntersAsCopy:              useObj,
	JNamesCardCostLess:         usePlayer,
	JSpellsCostLessUntilTurn:   usePlayer | usePlayer2,
	JCantHaveMinusCounters:     useObj,
	JCountersReplaced:          useObj,
	JGetsCounters:              useObj,
	JNoCounterToRemove:         useObj,
	JCountersRemoved:           useObj,
	JDamageThisTurn:            usePlayer | useObj,
	JDamagePreventedProtection: usePlayer | useObj,
	JDamagePreventedCounters:   useObj | useObj2,
	JDamagePreventedQuality:    useObj | useObj2,
	JChoosesCard:               usePlayer | useObj,
	JReturnsToBattlefield:      usePlayer | useObj,
	JReturnsIfDies:             useObj,
	JTeamLifeSum:               useTeam,
	JExchangeTeammates:         usePlayer | usePlayer2,
	JExchangeLifeFails:         usePlayer,
	JDiscards:                  usePlayer | useObj,
	JIndestructible:            useObj,
	JRegenShield:               useObj,
	JRegenerates:               useObj,
	JFlashbackExiled:           useObj,
	JPrepared:                  useObj,
	JTransforms:                useObj,
	JTurnedFaceUp:              usePlayer | useObj,
	JFaceDownRevealed:          usePlayer | useObj,
	JFlips:                     useObj,
	JManifests:                 usePlayer | useObj,
	JAftermathExiled:           useObj,
	JGetsEnergy:                usePlayer,
	JPaysEnergy:                usePlayer,
	JCrews:                     usePlayer | useObj | useObj2,
	JBecomesTypes:              useObj,
	JSpeed:                     usePlayer,
	JBuyback:                   useObj,
	JMadnessExiled:             usePlayer | useObj,
	JDelves:                    usePlayer | useObj,
	JCascadeExiles:             usePlayer | useObj,
	JSuspends:                  usePlayer | useObj,
	JTimeCounterRemoved:        usePlayer | useObj,
	JBecomesDesignated:         useObj,
	JEntersWithValue:           0,
	JChoosesValue:              usePlayer,
	JBeholds:                   usePlayer | useObj,
	JUnprepared:                useObj,
	JDestroyed:                 useObj,
	JCountered:                 useObj,
	JCreatesToken:              usePlayer | useObj,
	JProliferatesAll:           useObj,
	JExtraTurn:                 usePlayer | useTeam,
	JWillSkipDraw:              usePlayer | useTeam,
	JWillSkipTurn:              usePlayer | useTeam,
	JSkipsTurn:                 useTeam,
	JAdditionalPhasesLater:     0,
	JPutsOntoBattlefield:       usePlayer | useObj,
	JPutsIntoHand:              usePlayer | useObj,
	JShuffledIntoLibrary:       usePlayer | useObj,
	JCantGainLifeForever:       usePlayer,
	JWillControlTurn:           usePlayer | usePlayer2 | useTeam,
	JNoEffect:                  0,
	JEntersWithPlayer:          usePlayer,
	JEntersWithType:            0,
	JEntersWithColor:           0,
	JFights:                    useObj | useObj2,
	JRevealsIntoHand:           usePlayer | useObj,
	JRevealsHand:               usePlayer,
	JShuffles:                  usePlayer,
	JSearchesNothing:           usePlayer,
	JPutsOnBottom:              usePlayer,
	JScries:                    usePlayer,
	JPutOnTop:                  usePlayer | useObj,
	JShufflesHandGraveyard:     usePlayer,
	JSacrifices:                usePlayer | useObj,
	JCantGainLife:              usePlayer,
	JGainsLife:                 usePlayer | useTeam,
	JLifeBecomes:               usePlayer,
	JCantGetPoison:             usePlayer,
	JTeamPoison:                usePlayer | useTeam,
	JPlayerPoison:              usePlayer,
	JDamagesPlayer:             usePlayer | useObj,
	JDamagesPermanent:          useObj | useObj2,
	JLosesGame:                 usePlayer | useTeam,
	JCantWin:                   useTeam,
	JWinsGame:                  usePlayer | useTeam,
	JAllLost:                   0,
	JLossReversed:              usePlayer | useTeam,
	JWillReverseLoss:           usePlayer,
	JAddsMana:                  usePlayer,
	JAddsColorMana:             usePlayer,
	JAddsExtraMana:             usePlayer | useObj,
	JAddsOneMana:               usePlayer,
	JChoosesMode:               usePlayer,
	JExiledInstead:             usePlayer | useObj,
	JBeginsWith:                usePlayer | useObj,
	JBeginsWithNothing:         useTeam,
	JGoneFromGraveyard:         0,
	JExilesFromGraveyard:       usePlayer | useObj,
	JPaysNotCountered:          usePlayer | useObj,
	JTapped:                    useObj,
	JUntaps:                    useObj,
	JUntapsChosen:              useObj,
	JReturnsToHand:             usePlayer | useObj,
	JStays:                     useObj,
	JGainsControlAttaches:      usePlayer | useObj | useObj2,
	JBecomesSubtype:            useObj,
	JDoubled:                   useObj,
	JPumped:                    useObj,
	JBecomesBase:               usePlayer | useObj,
	JSourceGone:                useObj,
	JGainsControlWhile:         usePlayer | useObj | useObj2,
	JExchangeIllegal:           0,
	JExchangeSameController:    0,
	JExchangeControl:           usePlayer | usePlayer2 | useObj | useObj2,
	JPlayerReturnsToHand:       usePlayer | usePlayer2 | useObj,
	JReturnsFromGraveyard:      usePlayer | useObj,
	JFriendsFoes:               0,
	JLosesPoison:               usePlayer | useTeam,
	JConditionFails:            0,
	JDoesntUntap:               useObj,
	JMustAttackNextTurn:        usePlayer | usePlayer2,
	JUnattached:                useObj,
	JLethalDamage:              useObj,
	JDiesToSBA:                 useObj,
	JBestowFallsOff:            useObj,
	JFizzles:                   useObj,
	JIfFails:                   useObj,
	JTriggerRemoved:            useObj,
	JTriggers:                  useObj,
	JStartChosen:               useTeam,
	JGameStart:                 useTeam,
	JControlsTurn:              usePlayer | usePlayer2,
	JDeployed:                  useObj | usePlayer | usePlayer2,
	JTurn:                      useTeam,
	JGameDrawn:                 0,
	JAnotherCleanup:            0,
	JAdditionalCombat:          0,
	JUntapStep:                 useTeam,
	JSkipsDraw:                 useTeam,
	JSkipsFirstDraw:            useTeam,
	JPrimaryNoDraw:             usePlayer,
	JNoAttackers:               useTeam,
	JDrawsFromEmpty:            usePlayer,
	JDrawsHand:                 usePlayer,
	JLeavesGraveyard:           useObj,
	JPutOntoBattlefield:        usePlayer | useObj,
	JReturnsAttached:           useObj | useObj2,
	JLosesLife:                 usePlayer | useTeam,
	JPaysLife:                  usePlayer | useTeam,
	JDraws:                     usePlayer | useObj,
	JBottoms:                   usePlayer,
	JPicksIntoHand:             usePlayer | useObj,
}

// journal holds a game's entries. A clone shares its original's entries as they were
// (segs) and appends its own to a new tail: cloning copies no entry, and a game whose AI
// clones it many times keeps one copy of its history.
type journal struct {
	segs [][]Entry // earlier entries, shared with the games this one was cloned from: never written
	tail []Entry   // the entries recorded since this game was cloned (or created)
	base int       // the number of entries in segs
}

func (j *journal) len() int { return j.base + len(j.tail) }

// at is entry i, 0 <= i < len().
func (j *journal) at(i int) *Entry {
	if i >= j.base {
		return &j.tail[i-j.base]
	}
	for _, s := range j.segs {
		if i < len(s) {
			return &s[i]
		}
		i -= len(s)
	}
	panic("journal index out of range")
}

// clone shares j's entries: the clone's segments are j's and j's tail up to now, which
// j only ever appends to.
func (j *journal) clone() journal {
	c := journal{base: j.len()}
	if n := len(j.segs); len(j.tail) > 0 {
		c.segs = make([][]Entry, n+1)
		copy(c.segs, j.segs)
		c.segs[n] = j.tail[:len(j.tail):len(j.tail)]
	} else {
		c.segs = j.segs[:n:n]
	}
	return c
}

// appendTo appends the entries from index from on to out.
func (j *journal) appendTo(out []Entry, from int) []Entry {
	for _, s := range j.segs {
		if from < len(s) {
			out = append(out, s[max(from, 0):]...)
		}
		from -= len(s)
	}
	if from < len(j.tail) {
		out = append(out, j.tail[max(from, 0):]...)
	}
	return out
}

// note records an entry in the journal, setting the id fields its kind doesn't use to
// "none".
func (g *Game) note(e Entry) {
	u := entryUses[e.Kind]
	if u&usePlayer == 0 {
		e.Player = NoPlayer
	}
	if u&usePlayer2 == 0 {
		e.Player2 = NoPlayer
	}
	if u&useTeam == 0 {
		e.Team = NoTeam
	}
	if u&useTeam2 == 0 {
		e.Team2 = NoTeam
	}
	if u&useObj == 0 {
		e.Obj = NoObj
	}
	if u&useObj2 == 0 {
		e.Obj2 = NoObj
	}
	j := &g.journal
	if len(j.tail) == cap(j.tail) && cap(j.tail) >= journalSegment {
		// A full tail becomes a segment, never written again, and a new one is begun.
		j.segs = append(j.segs, j.tail)
		j.base += len(j.tail)
		j.tail = make([]Entry, 0, journalSegment)
	}
	j.tail = append(j.tail, e)
}

// journalSegment is the room of a new game's tail and of each new tail of a journal whose
// tail is full; a clone's tail, short-lived, grows by appending until it reaches this
// size. 128 entries of 72 bytes fill a size class (9 KB) to within 3%.
const journalSegment = 128

// noteSecret records an entry whose details only team t may see.
func (g *Game) noteSecret(t TeamID, e Entry) {
	e.Seen, e.SeenBy = SeenTeam, int8(t)
	g.note(e)
}

// Journal returns the whole journal, every entry with its details (omniscient). Read it,
// don't change it: it may be the game's own.
func (g *Game) Journal() []Entry {
	if g.journal.base == 0 {
		return g.journal.tail[:len(g.journal.tail):len(g.journal.tail)]
	}
	return g.journal.appendTo(make([]Entry, 0, g.journal.len()), 0)
}

// JournalLen is the number of entries in the journal.
func (g *Game) JournalLen() int { return g.journal.len() }

// JournalAt returns entry i of the journal, with its details, and whether there is one.
func (g *Game) JournalAt(i int) (Entry, bool) {
	if i < 0 || i >= g.journal.len() {
		return Entry{}, false
	}
	return *g.journal.at(i), true
}

// JournalFor returns the entries from index from on as player p may see them: an entry
// whose details p may not see is Redacted. For an id that names no player, an observer's
// journal: every entry that isn't public is redacted.
func (g *Game) JournalFor(p PlayerID, from int) []Entry {
	t := g.TeamOf(p) // NoTeam for an id that names no player: an observer sees every entry redacted
	from = min(max(from, 0), g.journal.len())
	out := g.journal.appendTo(make([]Entry, 0, g.journal.len()-from), from)
	for i := range out {
		if !out[i].VisibleTo(p, t) {
			out[i] = out[i].Redacted()
		}
		if out[i].Act != nil {
			out[i].Act = hideFaceDown(out[i].Act, p) // CR 708.5
		}
	}
	return out
}

// VisibleTo reports whether player p, of team t, may see the entry's details.
func (e *Entry) VisibleTo(p PlayerID, t TeamID) bool {
	switch e.Seen {
	case SeenTeam:
		return TeamID(e.SeenBy) == t
	case SeenPlayer:
		return PlayerID(e.SeenBy) == p
	}
	return true
}

// Redacted returns the entry as those who may not see its details see it: the cards and
// objects it names are removed (an action's references too), its amounts kept ("Ann
// draws a card", "Ann bottoms 2 cards").
func (e Entry) Redacted() Entry {
	if e.Seen == SeenAll {
		return e
	}
	e.Hidden = true
	e.Obj, e.Obj2, e.Card, e.Card2, e.Act = NoObj, NoObj, nil, nil, nil
	if e.More != nil {
		m := *e.More
		m.Objs, m.Defs = nil, nil
		e.More = &m
	}
	return e
}

// Action returns the action a JAction entry records.
func (e *Entry) Action() Action {
	if e.Act != nil {
		return e.Act.Action
	}
	return Action{Kind: e.ActKind, Player: e.Player, Team: e.Team, Assist: NoPlayer, Obj: NoObj}
}

// Text is the card-given text of an entry ("" when none).
func (e *Entry) Text() string {
	if e.More == nil {
		return ""
	}
	return e.More.Text
}
