package bind

import (
	"strconv"
	"strings"

	"github.com/ettinmtg/ettin/rules"
)

// Log returns the game log: one line per journal entry, an event whose details some may
// not see in the form they see it ("Ann draws a card"), and every action whole, so that
// its action lines are a replay of the game (the cards a player put on the bottom after a
// mulligan included: save it only where the game is over or every reader may see them).
func Log(g *rules.Game) []string {
	n := namer{g: g}
	j := g.Journal()
	out := make([]string, len(j))
	for i := range j {
		e := j[i]
		if e.Kind != rules.JAction {
			e = e.Redacted()
		}
		out[i] = entry(n, e)
	}
	return out
}

// LogAll returns the game log as an omniscient observer sees it: every entry with its
// details.
func LogAll(g *rules.Game) []string { return Lines(g, g.Journal()) }

// LogFor returns the game log as player p may see it (nil for a bad player id).
func LogFor(g *rules.Game, p rules.PlayerID) []string { return Lines(g, g.JournalFor(p, 0)) }

// Lines renders journal entries as log lines.
func Lines(g *rules.Game, entries []rules.Entry) []string {
	n := namer{g: g}
	out := make([]string, len(entries))
	for i := range entries {
		out[i] = entry(n, entries[i])
	}
	return out
}

// Actions returns the action lines of the game's journal: a replay of the game.
func Actions(g *rules.Game) []string {
	var out []string
	for _, e := range g.Journal() {
		if e.Kind == rules.JAction {
			out = append(out, Entry(g, e))
		}
	}
	return out
}

// templates write the entries of each kind. A verb takes a field of the entry:
// %p %q Player, Player2; %t %u Team, Team2; %c %d the names of Card, Card2; %n %m %k N, M,
// K (%+n signed); %K Counter; %l Color; %y CardType; %Y the TypeSet N as a type line ("an
// artifact creature"); %z Zone; %S Step; %M Mana; %$ the
// cost in More; %s the text in More; %i Card as a stack item (a spell or "the ability of
// ..."); %w "combat " for combat damage; %E the game's edition; %W Team, else Player; %a
// what an attacker attacks; %F %G the players of the masks N, M; %O the cards of More; %R
// the reason the game ends for a team (More.End).
var templates = [rules.NumEntryKinds]string{
	rules.JGameStart:                 "# rules edition %E; %t starts",
	rules.JStartChosen:               "# %t is chosen at random to take the first turn (CR 103.1a, 805.3)",
	rules.JTurn:                      "# turn %n: %t's turn",
	rules.JControlsTurn:              "# %p controls %q during this turn (CR 805.8)",
	rules.JDeployed:                  "# %q gains control of %c (deploy, CR 804.2)",
	rules.JUntapStep:                 "# untap step: %t untaps its permanents (CR 502.3)",
	rules.JSkipsDraw:                 "# %t skips its draw step (CR 805.8)",
	rules.JSkipsFirstDraw:            "# %t skips the draw step of its first turn (CR 810.6, 103.8b)",
	rules.JPrimaryNoDraw:             "# %p, the primary player of the starting team, doesn't draw on the first turn (CR 606.6 of 2006)",
	rules.JNoAttackers:               "# %t has no creature that can attack (no declaration)",
	rules.JCombatDamageStep:          "# %S step: combat damage is dealt (CR 510.2)",
	rules.JAdditionalCombatLater:     "# after this combat phase there is an additional combat phase (CR 500.8)",
	rules.JAdditionalCombat:          "# an additional combat phase begins (CR 500.8)",
	rules.JAnotherCleanup:            "# another cleanup step begins (CR 514.3a)",
	rules.JExtraTurn:                 "# %p's team %t will take an extra turn (CR 500.7, 805.8)",
	rules.JWillSkipDraw:              "# %p's team %t will skip its next draw step (CR 805.8)",
	rules.JWillSkipTurn:              "# %p's team %t will skip its next turn (CR 805.8)",
	rules.JSkipsTurn:                 "# %t skips its turn (CR 614.10, 805.8)",
	rules.JAdditionalPhasesLater:     "# after this main phase there is an additional combat phase followed by an additional main phase (CR 500.8)",
	rules.JWillControlTurn:           "# %p will control %q, so their team %t, during their next turn (CR 805.8)",
	rules.JMustAttackThisTurn:        "# creatures %p controls attack this turn if able",
	rules.JMustAttackNextTurn:        "# during %p's next turn, each creature %q controls attacks if able",
	rules.JBeginsWith:                "# %p begins the game with %c on the battlefield (CR 805.3b)",
	rules.JBeginsWithNothing:         "# %t begins the game with no card on the battlefield (CR 805.3b)",
	rules.JDraws:                     "# %p draws %c",
	rules.JDrawsHand:                 "# %p draws %n cards",
	rules.JDrawsFromEmpty:            "# %p has to draw from an empty library (CR 704.5b)",
	rules.JBottoms:                   "# %p puts %O on the bottom of their library",
	rules.JPicksIntoHand:             "# %p puts %c into their hand",
	rules.JPutsOnBottom:              "# %p puts %n card(s) on the bottom of their library",
	rules.JScries:                    "# %p scries %n: %m on top, %k on the bottom (CR 701.18)",
	rules.JPutOnTop:                  "# %c is put on top of %p's library",
	rules.JShuffles:                  "# %p shuffles their library",
	rules.JShufflesHandGraveyard:     "# %p shuffles their hand and graveyard into their library",
	rules.JShuffledIntoLibrary:       "# %c is shuffled into %p's library",
	rules.JSearchesNothing:           "# %p searches for up to 0 cards and shuffles their library",
	rules.JRevealsIntoHand:           "# %p reveals %c and puts it into their hand",
	rules.JRevealsHand:               "# %p reveals their hand: %O (CR 701.16a)",
	rules.JPutsIntoHand:              "# %p puts %c into their hand",
	rules.JPutsOntoBattlefield:       "# %p puts %c onto the battlefield",
	rules.JPutOntoBattlefield:        "# %c is put onto the battlefield under %p's control",
	rules.JReturnsToBattlefield:      "# %c returns to the battlefield under %p's control",
	rules.JReturnsAttached:           "# %c returns to the battlefield attached to %d (CR 303.4f)",
	rules.JReturnsToHand:             "# %c returns to %p's hand",
	rules.JPlayerReturnsToHand:       "# %p returns %c to %q's hand",
	rules.JReturnsFromGraveyard:      "# %p returns %c from their graveyard to their hand",
	rules.JReturnsIfDies:             "# when %c dies this turn, it will return to its owner's hand (CR 603.7)",
	rules.JLeavesGraveyard:           "# %c is put from the graveyard into %z (CR 400.7)",
	rules.JGoneFromGraveyard:         "# the card is no longer in the graveyard: nothing happens",
	rules.JExiled:                    "# %c is exiled",
	rules.JExiledInstead:             "# %c is exiled instead of going to %p's graveyard (CR 614.1a)",
	rules.JExilesFromHand:            "# %p exiles %c from their hand",
	rules.JExilesFromGraveyard:       "# %p exiles %c from the graveyard",
	rules.JExilesTopOfLibrary:        "# %p exiles %c from the top of %q's library",
	rules.JMills:                     "# %p mills %c (CR 701.13)",
	rules.JCantBeCountered:           "# %c can't be countered",
	rules.JAttaches:                  "# %c is attached to %d (CR 701.3a)",
	rules.JEquipmentUnattached:       "# %c becomes unattached and stays on the battlefield (CR 704.5n)",
	rules.JSurveils:                  "# %p surveils %n: %m on top, %k into the graveyard (CR 701.42)",
	rules.JSurveilsIntoGraveyard:     "# %p puts %c into their graveyard",
	rules.JFlashbackExiled:           "# %c was cast with flashback and is exiled as it leaves the stack (CR 702.34a)",
	rules.JAftermathExiled:           "# %c was cast from a graveyard with aftermath and is exiled as it leaves the stack (CR 702.127a)",
	rules.JMadnessExiled:             "# %p discards %c with madness and exiles it (CR 702.35a)",
	rules.JDelves:                    "# %p exiles %c from their graveyard to pay for the spell (delve, CR 702.66a)",
	rules.JCascadeExiles:             "# %p exiles %c from the top of their library (cascade, CR 702.85a)",
	rules.JSuspends:                  "# %p suspends %c: exiled with %n time counter(s) (CR 702.62a)",
	rules.JTimeCounterRemoved:        "# a time counter is removed from %p's suspended %c: %n left (CR 702.62a)",
	rules.JEntersWithValue:           "# %c enters with %s chosen (CR 614.12)",
	rules.JChoosesValue:              "# %p chooses %s for %c",
	rules.JBeholds:                   "# %p beholds %c (a %s)",
	rules.JUnprepared:                "# %c becomes unprepared",
	rules.JBuyback:                   "# %c was cast with buyback and returns to its owner's hand as it resolves (CR 702.27a)",
	rules.JTransforms:                "# %c transforms into %d (CR 701.28a)",
	rules.JTurnedFaceUp:              "# %p turns %c face up (CR 708.7)",
	rules.JFaceDownRevealed:          "# the face-down card was %c: revealed to all (CR 708.9)",
	rules.JFlips:                     "# %c flips: it is %d (CR 710.2)",
	rules.JManifests:                 "# %p manifests a card: a face-down 2/2 creature (CR 701.40a)",
	rules.JGetsEnergy:                "# %p gets %n energy and has %m (CR 107.14)",
	rules.JPaysEnergy:                "# %p pays %n energy and has %m left (CR 107.14)",
	rules.JSpeed:                     "# %p's speed becomes %n (CR 702.179)",
	rules.JCrews:                     "# %p taps %c to crew %d (CR 702.122a)",
	rules.JBecomesTypes:              "# %c becomes %Y in addition to its other types until end of turn (CR 702.122a)",
	rules.JPrepared:                  "# %c becomes prepared: its controller may cast a copy of its spell",
	rules.JBecomesDesignated:         "# %c becomes %D (CR 701.37b, 702.112b)",
	rules.JRegenShield:               "# %c gets a regeneration shield (CR 701.15a)",
	rules.JRegenerates:               "# %c regenerates: its damage is removed, it is tapped and removed from combat (CR 701.15a)",
	rules.JMarkerTaken:               "# %t takes turn marker %n (CR 807.4b-c)",
	rules.JMarkerWaits:               "# %t holds turn marker %n and waits: another marker is within the three seats to their left (CR 807.4d)",
	rules.JMarkerDesignated:          "# turn marker %n is designated for removal (%m in all, CR 807.4e)",
	rules.JMarkerRemoved:             "# turn marker %n, %t's, is removed (CR 807.4g)",
	rules.JPlayerLeaves:              "# %p loses the game and leaves it; %t plays on (CR 800.4a): %R",
	rules.JDrawsGame:                 "# %t leaves the game: it is a draw for them: %R",
	rules.JExiledOfLeaver:            "# %c is exiled: the effect giving its control away ended, and %p, who controlled it by default, has left the game (CR 800.4c)",
	rules.JShuffledInstead:           "# %c is shuffled into %p's library instead of going to a graveyard (CR 614.1a)",
	rules.JDamagePrevented:           "# %d prevents %n damage to %c (CR 615.7)",
	rules.JDamagePreventedToPlayer:   "# %d prevents %n damage to %p (CR 615.7)",
	rules.JLifeGainReplaced:          "# %p gains %n life instead (%c, CR 614.1a)",
	rules.JManaLeftInPool:            "# %n mana of %c's tap that the payment didn't spend stays in %p's pool (CR 106.4)",
	rules.JBlights:                   "# %p blights %n: %n -1/-1 counter(s) on %c",
	rules.JTappedToPay:               "# %p taps %c to pay for the spell (convoke, improvise or teamwork, CR 702.51a, 702.126a)",
	rules.JDiscards:                  "# %p discards %c",
	rules.JCleanupDiscard:            "# %p discards %c (CR 514.1)",
	rules.JSacrifices:                "# %p sacrifices %c",
	rules.JDestroyed:                 "# %c is destroyed",
	rules.JIndestructible:            "# %c is indestructible and isn't destroyed (CR 702.12b)",
	rules.JLethalDamage:              "# %c has lethal damage and is destroyed (CR 704.5g)",
	rules.JDiesToSBA:                 "# %c is put into its owner's graveyard (CR 704.5f/i/m)",
	rules.JLegendRule:                "# legend rule: %c is put into its owner's graveyard (CR 704.5j)",
	rules.JUnattached:                "# %c is no longer attached and becomes a creature again (CR 702.103f)",
	rules.JCreatesToken:              "# %p creates a %c (CR 111)",
	rules.JCreatesAttacking:          "# %p creates a %c tapped and attacking %a (CR 508.4)",
	rules.JEntersAsCopy:              "# %c enters as a copy of %d (CR 707.2)",
	rules.JEntersWithPlayer:          "# %c enters with %p chosen (CR 614.12)",
	rules.JEntersWithType:            "# %c enters with %y chosen (CR 614.12)",
	rules.JEntersWithColor:           "# %c enters with %l chosen (CR 614.12)",
	rules.JTriggers:                  "# %c triggers (CR 603.3, 805.7)",
	rules.JTriggerRemoved:            "# the trigger of %c has no legal target and is removed (CR 603.3d)",
	rules.JCopiesSpell:               "# %p puts a copy of %c onto the stack (CR 707.10)",
	rules.JCountered:                 "# %i is countered",
	rules.JPaysNotCountered:          "# %p pays %$: %i isn't countered",
	rules.JFizzles:                   "# %i is countered: all its targets are illegal (CR 608.2b)",
	rules.JBestowFallsOff:            "# %i's target is illegal: it resolves as a creature spell (CR 702.103e)",
	rules.JIfFails:                   "# %i does nothing: its \"if\" condition is no longer true (CR 603.4)",
	rules.JConditionFails:            "# the condition doesn't hold: what it guards doesn't happen",
	rules.JSourceGone:                "# %c has left the battlefield: the ability does nothing",
	rules.JNoEffect:                  "# %s",
	rules.JChoosesCard:               "# %p chooses %c",
	rules.JChoosesMode:               "# %p chooses %s",
	rules.JChoosesActivePlayer:       "# %p chooses %q as the active player (CR 805.9)",
	rules.JChoosesAttackingPlayer:    "# %p chooses %q as the attacking player (CR 805.10c)",
	rules.JFriendsFoes:               "# friends: %F; foes: %G",
	rules.JChosenAtRandom:            "# %c is chosen at random",
	rules.JWinsFlip:                  "# %p flips a coin and wins the flip (CR 705.2)",
	rules.JLosesFlip:                 "# %p flips a coin and loses the flip (CR 705.2)",
	rules.JPaysCost:                  "# %p pays %$",
	rules.JNamesCardCostLess:         "# %p chooses %s: spells named %s cost {%n} less this turn",
	rules.JSpellsCostLessUntilTurn:   "# until %p's next turn, %q's instant, sorcery and planeswalker spells cost {%n} less",
	rules.JLosesLife:                 "# %p loses %n life: %t %m -> %k (CR 810.9)",
	rules.JPaysLife:                  "# %p pays %n life: %t %m -> %k (CR 119.4, 810.9a)",
	rules.JGainsLife:                 "# %p gains %n life: %t %m -> %k (CR 810.9)",
	rules.JCantGainLife:              "# %p can't gain life (CR 810.9g)",
	rules.JCantGainLifeForever:       "# %p can't gain life for the rest of the game; neither can their team (CR 810.9g)",
	rules.JLifeBecomes:               "# %p's life total becomes %n: the difference is %+m (CR 810.9c)",
	rules.JTeamLifeSum:               "# %t's life total becomes %n, the sum of its players' new totals (CR 606.9b)",
	rules.JExchangeTeammates:         "# %p and %q are teammates: the exchange doesn't happen (CR 810.9e)",
	rules.JExchangeLifeFails:         "# %p's life total can't become %n, so the exchange won't happen (CR 119.7-8, 810.9g-h)",
	rules.JTeamPoison:                "# %p gets %n poison counter(s): %t has %m (CR 810.10)",
	rules.JPlayerPoison:              "# %p gets %n poison counter(s) and has %m (CR 606 of its edition: poison is not shared)",
	rules.JCantGetPoison:             "# %p can't get poison counters (CR 810.10c)",
	rules.JLosesPoison:               "# %p loses %n poison counter(s): %W has %m (CR 810.10b)",
	rules.JDamagesPlayer:             "# %c deals %n %wdamage to %p",
	rules.JDamagesPermanent:          "# %c deals %n %wdamage to %d",
	rules.JDamageThisTurn:            "# sources %p controlled dealt %n damage to %c this turn",
	rules.JDamagePreventedProtection: "# %n damage to %c is prevented: it has protection from %p (CR 702.16e)",
	rules.JDamagePreventedCounters:   "# %c prevents %n damage to %d and puts +1/+1 counters on it instead (CR 615)",
	rules.JDamagePreventedQuality:    "# %n damage to %c from %d is prevented by its protection (CR 702.16e)",
	rules.JTapped:                    "# %c is tapped",
	rules.JUntaps:                    "# %c untaps",
	rules.JUntapsChosen:              "# %s untaps",
	rules.JDoesntUntap:               "# %c doesn't untap (CR 502.3)",
	rules.JPumped:                    "# %c gets %+n/%+m until end of turn",
	rules.JDoubled:                   "# %c's power and toughness are doubled: %n/%m",
	rules.JBecomesBase:               "# %c has base power and toughness %n/%m and loses all abilities until %p's next turn",
	rules.JBecomesSubtype:            "# %c becomes a %s until end of turn (CR 205.1a)",
	rules.JStays:                     "# %c has power %n, more than %m: it stays",
	rules.JFights:                    "# %c fights %d (CR 701.12)",
	rules.JGainsControlAttaches:      "# %p gains control of %c and attaches it to %d (CR 701.3)",
	rules.JGainsControlWhile:         "# %p gains control of %c while %d remains on the battlefield",
	rules.JExchangeControl:           "# %p and %q exchange control of %c and %d (CR 701.10)",
	rules.JExchangeIllegal:           "# a target is illegal: the exchange doesn't happen (CR 701.10d)",
	rules.JExchangeSameController:    "# one player controls both: nothing happens (CR 701.10b)",
	rules.JGetsCounters:              "# %c gets %n %K counter(s)",
	rules.JCountersReplaced:          "# %c would get counters: it gets %n instead (CR 614.1a)",
	rules.JCantHaveMinusCounters:     "# %c can't have -1/-1 counters put on it",
	rules.JNoCounterToRemove:         "# %c has no %K counter to remove: nothing more happens",
	rules.JCountersRemoved:           "# %n %K counter(s) removed from %c",
	rules.JCountersRemovedAsCost:     "# %c: %n %K counter(s) removed as a cost",
	rules.JProliferatesAll:           "# %c gets one more of each kind of counter on it (CR 701.27)",
	rules.JAddsMana:                  "# %p adds %$ (CR 106.3)",
	rules.JAddsColorMana:             "# %p adds %n %l mana (CR 106.3)",
	rules.JAddsExtraMana:             "# %c adds %n additional mana to %p's pool (CR 605.1b)",
	rules.JAddsOneMana:               "# %p adds one %M mana (CR 106.3, 605.3b)",
	rules.JLosesGame:                 "# %t loses the game: %R",
	rules.JWinsGame:                  "# %t wins the game: %R",
	rules.JCantWin:                   "# %t doesn't win the game: an opponent's effect says it can't (CR 810.8a)",
	rules.JAllLost:                   "# the game is a draw: all the teams remaining lost at the same time (CR 104.4a)",
	rules.JGameDrawn:                 "# the game is a draw: %R",
	rules.JLossReversed:              "# %t would lose the game; instead %p draws seven cards and their life total becomes 1 (CR 614.1a)",
	rules.JWillReverseLoss:           "# the next time %p would lose the game this turn, they draw seven cards and their life total becomes 1 instead",
}

// hiddenTemplates write the entries whose details the reader may not see.
var hiddenTemplates = [rules.NumEntryKinds]string{
	rules.JDraws:         "# %p draws a card",
	rules.JBottoms:       "# %p puts %n card(s) on the bottom of their library",
	rules.JPicksIntoHand: "# %p puts a card into their hand",
	rules.JPutsIntoHand:  "# %p puts a card into their hand",
}

// aloneTemplates replace templates in the variants where each player holds their own life,
// poison and turns (a team of one), citing the general rules rather than Two-Headed Giant's.
var aloneTemplates = map[rules.EntryKind]string{
	rules.JSkipsFirstDraw:      "# %t skips the draw step of their first turn (CR 103.8a)",
	rules.JLosesLife:           "# %p loses %n life: %p %m -> %k (CR 119.3)",
	rules.JPaysLife:            "# %p pays %n life: %p %m -> %k (CR 119.4)",
	rules.JGainsLife:           "# %p gains %n life: %p %m -> %k (CR 119.3)",
	rules.JCantGainLife:        "# %p can't gain life (CR 119.7)",
	rules.JLifeBecomes:         "# %p's life total becomes %n: the difference is %+m (CR 119.5)",
	rules.JCantGetPoison:       "# %p can't get poison counters",
	rules.JCantGainLifeForever: "# %p can't gain life for the rest of the game",
	rules.JExchangeLifeFails:   "# %p's life total can't become %n, so the exchange won't happen (CR 119.7-8)",
	rules.JPlayerPoison:        "# %p gets %n poison counter(s) and has %m (CR 122.1f)",
	rules.JLosesPoison:         "# %p loses %n poison counter(s): %W has %m",
	rules.JCantWin:             "# %t doesn't win the game: an opponent's effect says it can't (CR 104.3)",
}

// Entry renders one journal entry as a log line: an action as its notation line, an
// event as a line beginning with "#".
func Entry(g *rules.Game, e rules.Entry) string { return entry(namer{g: g}, e) }

// ViewLog renders the journal entries of a view (View.Journal) as log lines.
func ViewLog(v *rules.View) []string {
	n := namer{v: v}
	out := make([]string, len(v.Journal))
	for i := range v.Journal {
		out[i] = entry(n, v.Journal[i])
	}
	return out
}

func entry(n namer, e rules.Entry) string {
	if e.Kind == rules.JAction {
		return actionLine(n, &e)
	}
	if int(e.Kind) >= len(templates) {
		return "# ?"
	}
	t := templates[e.Kind]
	if alone := aloneTemplates[e.Kind]; alone != "" && !n.rules().Variant.SharedTeams() {
		t = alone
	}
	if e.Hidden && hiddenTemplates[e.Kind] != "" {
		t = hiddenTemplates[e.Kind]
	}
	var b strings.Builder
	for i := 0; i < len(t); i++ {
		c := t[i]
		if c != '%' || i+1 == len(t) {
			b.WriteByte(c)
			continue
		}
		i++
		plus := false
		if t[i] == '+' && i+1 < len(t) {
			plus = true
			i++
		}
		writeVerb(&b, n, &e, t[i], plus)
	}
	return b.String()
}

func writeVerb(b *strings.Builder, n namer, e *rules.Entry, v byte, plus bool) {
	num := func(n int32) {
		if plus && n >= 0 {
			b.WriteByte('+')
		}
		b.WriteString(strconv.Itoa(int(n)))
	}
	switch v {
	case 'p':
		b.WriteString(n.player(e.Player))
	case 'q':
		b.WriteString(n.player(e.Player2))
	case 't':
		b.WriteString(n.team(e.Team))
	case 'u':
		b.WriteString(n.team(e.Team2))
	case 'c':
		b.WriteString(cardName(e.Card))
	case 'd':
		b.WriteString(cardName(e.Card2))
	case 'n':
		num(e.N)
	case 'm':
		num(e.M)
	case 'k':
		num(e.K)
	case 'K':
		b.WriteString(e.Counter.String())
	case 'l':
		b.WriteString(e.Color.String())
	case 'y':
		b.WriteString(e.CardType.String())
	case 'Y':
		b.WriteString(aTypeLine(rules.TypeSet(e.N)))
	case 'D':
		b.WriteString(rules.Designation(e.N).String())
	case 'z':
		b.WriteString(e.Zone.String())
	case 'S':
		b.WriteString(e.Step.String())
	case 'M':
		b.WriteString(e.Mana.String())
	case '$':
		if e.More != nil {
			b.WriteString(e.More.Cost.String())
		}
	case 's':
		b.WriteString(e.Text())
	case 'R':
		b.WriteString(endText(n, e))
	case 'i':
		if e.Ability {
			b.WriteString("the ability of ")
		}
		b.WriteString(cardName(e.Card))
	case 'w':
		if e.Combat {
			b.WriteString("combat ")
		}
	case 'E':
		b.WriteString(n.edition().String())
	case 'W':
		if e.Team != rules.NoTeam {
			b.WriteString(n.team(e.Team))
		} else {
			b.WriteString(n.player(e.Player))
		}
	case 'a':
		switch {
		case e.Team2 != rules.NoTeam:
			b.WriteString(n.team(e.Team2))
		case e.Player2 != rules.NoPlayer:
			b.WriteString(n.player(e.Player2))
		case e.Card2 != nil:
			b.WriteString(e.Card2.Name)
		default:
			b.WriteString("nothing")
		}
	case 'F', 'G':
		m := e.N
		if v == 'G' {
			m = e.M
		}
		writePlayerMask(b, n, uint32(m))
	case 'O':
		if e.More != nil {
			for i, d := range e.More.Defs {
				if i > 0 {
					b.WriteString(", ")
				}
				b.WriteString(cardName(d))
			}
		}
	default:
		b.WriteByte('%')
		b.WriteByte(v)
	}
}

// writePlayerMask writes the players of a bit mask of player ids, "none" for none.
func writePlayerMask(b *strings.Builder, n namer, m uint32) {
	if m == 0 {
		b.WriteString("none")
		return
	}
	first := true
	for p := 0; p < n.players(); p++ {
		if m&(1<<uint(p)) == 0 {
			continue
		}
		if !first {
			b.WriteString(", ")
		}
		first = false
		b.WriteString(n.player(rules.PlayerID(p)))
	}
}

// namer gives the names a rendering needs, from a game or from a player's view.
type namer struct {
	g *rules.Game
	v *rules.View
}

func (n namer) players() int {
	if n.g != nil {
		return n.g.NumPlayers()
	}
	return len(n.v.Players)
}

func (n namer) player(p rules.PlayerID) string {
	if p < 0 || int(p) >= n.players() {
		return "?"
	}
	if n.g != nil {
		return n.g.Player(p).Name
	}
	return n.v.Players[p].Name
}

func (n namer) team(t rules.TeamID) string {
	if n.g != nil {
		if t < 0 || int(t) >= n.g.NumTeams() {
			return "?"
		}
		return n.g.Team(t).Name
	}
	if t < 0 || int(t) >= len(n.v.Teams) {
		return "?"
	}
	return n.v.Teams[t].Name
}

func (n namer) rules() rules.Rulebook {
	if n.g != nil {
		return n.g.Rules()
	}
	return n.v.Rules()
}

func (n namer) edition() rules.Edition {
	if n.g != nil {
		return n.g.Edition()
	}
	return n.v.Edition
}

func cardName(d *rules.CardDef) string {
	if d == nil {
		return "?"
	}
	if rules.IsFaceDownShell(d) {
		return rules.FaceDownName // CR 708.2a: it has no name
	}
	if d.Name == "" {
		return rules.NamelessName // a copy of a face-down permanent (CR 707.2)
	}
	return d.Name
}
