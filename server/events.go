package server

import (
	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// entryKinds name the kinds of journal entries on the wire ("gains life" for
// rules.JGainsLife); a test checks them against the rules package's constants.
var entryKinds = [rules.NumEntryKinds]string{
	rules.JAction:                    "action",
	rules.JGameStart:                 "game start",
	rules.JStartChosen:               "start chosen",
	rules.JTurn:                      "turn",
	rules.JControlsTurn:              "controls turn",
	rules.JDeployed:                  "deployed",
	rules.JUntapStep:                 "untap step",
	rules.JSkipsDraw:                 "skips draw",
	rules.JSkipsFirstDraw:            "skips first draw",
	rules.JPrimaryNoDraw:             "primary no draw",
	rules.JNoAttackers:               "no attackers",
	rules.JCombatDamageStep:          "combat damage step",
	rules.JAdditionalCombatLater:     "additional combat later",
	rules.JAdditionalCombat:          "additional combat",
	rules.JAnotherCleanup:            "another cleanup",
	rules.JExtraTurn:                 "extra turn",
	rules.JWillSkipDraw:              "will skip draw",
	rules.JWillControlTurn:           "will control turn",
	rules.JMustAttackThisTurn:        "must attack this turn",
	rules.JMustAttackNextTurn:        "must attack next turn",
	rules.JBeginsWith:                "begins with",
	rules.JBeginsWithNothing:         "begins with nothing",
	rules.JDraws:                     "draws",
	rules.JDrawsHand:                 "draws hand",
	rules.JDrawsFromEmpty:            "draws from empty",
	rules.JBottoms:                   "bottoms",
	rules.JPicksIntoHand:             "picks into hand",
	rules.JPutsOnBottom:              "puts on bottom",
	rules.JScries:                    "scries",
	rules.JPutOnTop:                  "put on top",
	rules.JShuffles:                  "shuffles",
	rules.JShufflesHandGraveyard:     "shuffles hand graveyard",
	rules.JShuffledIntoLibrary:       "shuffled into library",
	rules.JSearchesNothing:           "searches nothing",
	rules.JRevealsIntoHand:           "reveals into hand",
	rules.JRevealsHand:               "reveals hand",
	rules.JPutsIntoHand:              "puts into hand",
	rules.JPutsOntoBattlefield:       "puts onto battlefield",
	rules.JPutOntoBattlefield:        "put onto battlefield",
	rules.JReturnsToBattlefield:      "returns to battlefield",
	rules.JReturnsAttached:           "returns attached",
	rules.JReturnsToHand:             "returns to hand",
	rules.JPlayerReturnsToHand:       "player returns to hand",
	rules.JReturnsFromGraveyard:      "returns from graveyard",
	rules.JReturnsIfDies:             "returns if dies",
	rules.JLeavesGraveyard:           "leaves graveyard",
	rules.JGoneFromGraveyard:         "gone from graveyard",
	rules.JExiled:                    "exiled",
	rules.JExiledInstead:             "exiled instead",
	rules.JExilesFromHand:            "exiles from hand",
	rules.JExilesFromGraveyard:       "exiles from graveyard",
	rules.JExilesTopOfLibrary:        "exiles top of library",
	rules.JMills:                     "mills",
	rules.JCantBeCountered:           "cant be countered",
	rules.JAttaches:                  "attaches",
	rules.JEquipmentUnattached:       "equipment unattached",
	rules.JSurveils:                  "surveils",
	rules.JSurveilsIntoGraveyard:     "surveils into graveyard",
	rules.JFlashbackExiled:           "flashback exiled",
	rules.JPrepared:                  "prepared",
	rules.JTransforms:                "transforms",
	rules.JAftermathExiled:           "aftermath exiled",
	rules.JTurnedFaceUp:              "turned face up",
	rules.JBecomesDesignated:         "becomes designated",
	rules.JFaceDownRevealed:          "face down revealed",
	rules.JFlips:                     "flips",
	rules.JManifests:                 "manifests",
	rules.JGetsEnergy:                "gets energy",
	rules.JPaysEnergy:                "pays energy",
	rules.JCrews:                     "crews",
	rules.JBecomesTypes:              "becomes types",
	rules.JSpeed:                     "speed",
	rules.JBuyback:                   "buyback",
	rules.JMadnessExiled:             "madness exiled",
	rules.JRegenShield:               "regen shield",
	rules.JRegenerates:               "regenerates",
	rules.JMarkerTaken:               "marker taken",
	rules.JMarkerWaits:               "marker waits",
	rules.JMarkerDesignated:          "marker designated",
	rules.JMarkerRemoved:             "marker removed",
	rules.JDrawsGame:                 "draws game",
	rules.JPlayerLeaves:              "player leaves",
	rules.JExiledOfLeaver:            "exiled of leaver",
	rules.JShuffledInstead:           "shuffled instead",
	rules.JDamagePrevented:           "damage prevented",
	rules.JDamagePreventedToPlayer:   "damage prevented to player",
	rules.JLifeGainReplaced:          "life gain replaced",
	rules.JTappedToPay:               "tapped to pay",
	rules.JBlights:                   "blights",
	rules.JManaLeftInPool:            "mana left in pool",
	rules.JDiscards:                  "discards",
	rules.JCleanupDiscard:            "cleanup discard",
	rules.JSacrifices:                "sacrifices",
	rules.JDestroyed:                 "destroyed",
	rules.JIndestructible:            "indestructible",
	rules.JLethalDamage:              "lethal damage",
	rules.JDiesToSBA:                 "dies to s b a",
	rules.JLegendRule:                "legend rule",
	rules.JUnattached:                "unattached",
	rules.JCreatesToken:              "creates token",
	rules.JCreatesAttacking:          "creates attacking",
	rules.JEntersAsCopy:              "enters as copy",
	rules.JEntersWithPlayer:          "enters with player",
	rules.JEntersWithType:            "enters with type",
	rules.JEntersWithColor:           "enters with color",
	rules.JTriggers:                  "triggers",
	rules.JTriggerRemoved:            "trigger removed",
	rules.JCopiesSpell:               "copies spell",
	rules.JCountered:                 "countered",
	rules.JPaysNotCountered:          "pays not countered",
	rules.JFizzles:                   "fizzles",
	rules.JBestowFallsOff:            "bestow falls off",
	rules.JIfFails:                   "if fails",
	rules.JConditionFails:            "condition fails",
	rules.JSourceGone:                "source gone",
	rules.JNoEffect:                  "no effect",
	rules.JChoosesCard:               "chooses card",
	rules.JChoosesMode:               "chooses mode",
	rules.JChoosesActivePlayer:       "chooses active player",
	rules.JChoosesAttackingPlayer:    "chooses attacking player",
	rules.JFriendsFoes:               "friends foes",
	rules.JChosenAtRandom:            "chosen at random",
	rules.JWinsFlip:                  "wins flip",
	rules.JLosesFlip:                 "loses flip",
	rules.JPaysCost:                  "pays cost",
	rules.JNamesCardCostLess:         "names card cost less",
	rules.JSpellsCostLessUntilTurn:   "spells cost less until turn",
	rules.JLosesLife:                 "loses life",
	rules.JPaysLife:                  "pays life",
	rules.JGainsLife:                 "gains life",
	rules.JCantGainLife:              "cant gain life",
	rules.JCantGainLifeForever:       "cant gain life forever",
	rules.JLifeBecomes:               "life becomes",
	rules.JTeamLifeSum:               "team life sum",
	rules.JExchangeTeammates:         "exchange teammates",
	rules.JExchangeLifeFails:         "exchange life fails",
	rules.JTeamPoison:                "team poison",
	rules.JPlayerPoison:              "player poison",
	rules.JCantGetPoison:             "cant get poison",
	rules.JLosesPoison:               "loses poison",
	rules.JDamagesPlayer:             "damages player",
	rules.JDamagesPermanent:          "damages permanent",
	rules.JDamageThisTurn:            "damage this turn",
	rules.JDamagePreventedProtection: "damage prevented protection",
	rules.JDamagePreventedCounters:   "damage prevented counters",
	rules.JDamagePreventedQuality:    "damage prevented quality",
	rules.JTapped:                    "tapped",
	rules.JUntaps:                    "untaps",
	rules.JUntapsChosen:              "untaps chosen",
	rules.JDoesntUntap:               "doesnt untap",
	rules.JPumped:                    "pumped",
	rules.JDoubled:                   "doubled",
	rules.JBecomesBase:               "becomes base",
	rules.JBecomesSubtype:            "becomes subtype",
	rules.JStays:                     "stays",
	rules.JFights:                    "fights",
	rules.JGainsControlAttaches:      "gains control attaches",
	rules.JGainsControlWhile:         "gains control while",
	rules.JExchangeControl:           "exchange control",
	rules.JExchangeIllegal:           "exchange illegal",
	rules.JExchangeSameController:    "exchange same controller",
	rules.JGetsCounters:              "gets counters",
	rules.JCountersReplaced:          "counters replaced",
	rules.JCantHaveMinusCounters:     "cant have minus counters",
	rules.JNoCounterToRemove:         "no counter to remove",
	rules.JCountersRemoved:           "counters removed",
	rules.JCountersRemovedAsCost:     "counters removed as cost",
	rules.JProliferatesAll:           "proliferates all",
	rules.JAddsMana:                  "adds mana",
	rules.JAddsColorMana:             "adds color mana",
	rules.JAddsExtraMana:             "adds extra mana",
	rules.JAddsOneMana:               "adds one mana",
	rules.JLosesGame:                 "loses game",
	rules.JWinsGame:                  "wins game",
	rules.JCantWin:                   "cant win",
	rules.JAllLost:                   "all lost",
	rules.JGameDrawn:                 "game drawn",
	rules.JLossReversed:              "loss reversed",
	rules.JWillReverseLoss:           "will reverse loss",
	rules.JWillSkipTurn:              "will skip turn",
	rules.JSkipsTurn:                 "skips turn",
	rules.JAdditionalPhasesLater:     "additional phases later",
}

// Which of the rarer typed fields an entry kind uses (its comment in package rules
// names them); the others are left out of its Event.
const (
	useStep = 1 << iota
	useZone
	useCounter
	useColor
	useCardType
	useMana
)

var entryUses = [rules.NumEntryKinds]uint8{
	rules.JCombatDamageStep:      useStep,
	rules.JLeavesGraveyard:       useZone,
	rules.JEntersWithType:        useCardType,
	rules.JEntersWithColor:       useColor,
	rules.JGetsCounters:          useCounter,
	rules.JNoCounterToRemove:     useCounter,
	rules.JCountersRemoved:       useCounter,
	rules.JCountersRemovedAsCost: useCounter,
	rules.JAddsColorMana:         useColor,
	rules.JAddsOneMana:           useMana,
}

// Event is one numbered entry of the game's journal as the seat may see it: its kind,
// the line the log shows, and the typed fields the kind uses (rules.Entry). An entry
// whose details the seat may not see comes Hidden, without them.
type Event struct {
	N        int            `json:"n"`
	Kind     string         `json:"kind"`
	Text     string         `json:"text"`
	Hidden   bool           `json:"hidden,omitempty"`
	Player   rules.PlayerID `json:"player"`
	Player2  rules.PlayerID `json:"player2"`
	Team     rules.TeamID   `json:"team"`
	Team2    rules.TeamID   `json:"team2"`
	Obj      rules.ObjID    `json:"obj"`
	Obj2     rules.ObjID    `json:"obj2"`
	Card     string         `json:"card,omitempty"`
	Card2    string         `json:"card2,omitempty"`
	Amount   int32          `json:"amount,omitempty"`
	Amount2  int32          `json:"amount2,omitempty"`
	Amount3  int32          `json:"amount3,omitempty"`
	Step     string         `json:"step,omitempty"`
	Zone     string         `json:"zone,omitempty"`
	Counter  string         `json:"counter,omitempty"`
	Color    string         `json:"color,omitempty"`
	CardType string         `json:"cardType,omitempty"`
	Mana     string         `json:"mana,omitempty"`
	Combat   bool           `json:"combat,omitempty"`
	Ability  bool           `json:"ability,omitempty"`
	Cost     string         `json:"cost,omitempty"`
	Words    string         `json:"words,omitempty"` // words a card gives, a label
	Cards    []Card         `json:"cards,omitempty"`
	Action   *WireAction    `json:"action,omitempty"` // an action entry's action, when the seat may see it
}

// wireEvents converts journal entries numbered from+1 on (the entries of a view, as its
// viewer may see them).
func wireEvents(g *rules.Game, es []rules.Entry, from int) []Event {
	if len(es) == 0 {
		return nil
	}
	out := make([]Event, 0, len(es))
	for i := range es {
		e := &es[i]
		w := Event{N: from + i + 1, Text: bind.Entry(g, *e), Hidden: e.Hidden, Player: e.Player, Player2: e.Player2,
			Team: e.Team, Team2: e.Team2, Obj: e.Obj, Obj2: e.Obj2, Amount: e.N, Amount2: e.M, Amount3: e.K,
			Combat: e.Combat, Ability: e.Ability}
		var uses uint8
		if int(e.Kind) < len(entryKinds) {
			w.Kind, uses = entryKinds[e.Kind], entryUses[e.Kind]
		}
		if e.Card != nil {
			w.Card = e.Card.Name
		}
		if e.Card2 != nil {
			w.Card2 = e.Card2.Name
		}
		if uses&useStep != 0 {
			w.Step = name(e.Step.String)
		}
		if uses&useZone != 0 {
			w.Zone = name(e.Zone.String)
		}
		if uses&useCounter != 0 {
			w.Counter = name(e.Counter.String)
		}
		if uses&useColor != 0 {
			w.Color = name(e.Color.String)
		}
		if uses&useCardType != 0 {
			w.CardType = name(e.CardType.String)
		}
		if uses&useMana != 0 {
			w.Mana = name(rules.ManaKind(e.Mana).String)
		}
		if m := e.More; m != nil {
			if !m.Cost.IsZero() {
				w.Cost = m.Cost.String()
			}
			w.Words = m.Text
			for j, id := range m.Objs {
				c := Card{ID: id}
				if j < len(m.Defs) && m.Defs[j] != nil {
					c.Name = m.Defs[j].Name
				}
				w.Cards = append(w.Cards, c)
			}
		}
		if e.Kind == rules.JAction && (e.Act != nil || !e.Hidden) {
			// An action naming no object (a pass, a keep, a mulligan) is its kind, player
			// and team: the log says which team passed ("Red passes").
			a := wireAction(e.Action())
			w.Action = &a
		}
		out = append(out, w)
	}
	return out
}
