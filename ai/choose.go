package ai

import (
	"math"
	"sort"

	"github.com/ettinmtg/ettin/rules"
)

// chooser answers a choice of one kind: the indexes of the options chosen, or false to
// leave it to fallback. first is the engine's first listed answer.
type chooser func(c *ctx, d rules.Decision, first []int) ([]int, bool)

// choosers are the heuristic's answers, by choice kind. They are set in init: some answers
// simulate the game, and a simulation answers choices through choose again.
var choosers map[rules.ChoiceKind]chooser

func init() { choosers = chooserTable() }

func chooserTable() map[rules.ChoiceKind]chooser {
	return map[rules.ChoiceKind]chooser{
		// The order of the team's own triggers: the order they triggered in, which the engine
		// lists first, is as good as any the policy could reason out today.
		rules.ChTriggerOrder:    func(*ctx, rules.Decision, []int) ([]int, bool) { return []int{0}, true },
		rules.ChTriggerTarget:   func(c *ctx, d rules.Decision, _ []int) ([]int, bool) { return []int{c.triggerTarget(d)}, true },
		rules.ChLegendKeep:      keepBest,
		rules.ChOpeningCards:    openingCards,
		rules.ChOpeningExile:    func(c *ctx, d rules.Decision, _ []int) ([]int, bool) { return c.openingExile(d), true },
		rules.ChManaPlayer:      manaTaker,
		rules.ChManaAdder:       manaTaker,
		rules.ChManaColor:       manaColor,
		rules.ChManaKind:        manaColor,
		rules.ChActivePlayer:    mostThreatening,
		rules.ChAttackingPlayer: mostThreatening,
		rules.ChEntersPlayer: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
			if !allPlayers(d.Options) {
				return nil, false
			}
			return []int{c.entersPlayer(d.Choice.Card, d.Options)}, true
		},
		rules.ChPayLife: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
			if d.Choice.N <= 0 {
				return nil, false
			}
			return c.payLifeFor(d, d.Choice.N), true
		},
		rules.ChPick: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
			switch d.Choice.Pick {
			case rules.PickBlight:
				return c.chooseBlight(d), true
			case rules.PickSacrifice, rules.PickBounce:
				return c.chooseCards(d, false)
			}
			return c.chooseCards(d, true)
		},
		// A token copy of the best creature token.
		rules.ChTokenToCopy:   keepBest,
		rules.ChFindCards:     keepBest,
		rules.ChStaysUntapped: keepBest,
		rules.ChMode: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
			i, ok := c.chooseMode(d)
			return []int{i}, ok
		},
		rules.ChCopyTarget: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
			if d.Choice.N < 1 {
				return nil, false
			}
			k, _, ok := c.copyTarget(d.Choice.N-1, d.Options)
			return []int{k}, ok
		},
		rules.ChScryBottom: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) { return c.scryBottom(d.Options), true },
		rules.ChScryTop:    bestNext,
		rules.ChToHand:     bestNext,
		rules.ChManifest:   bestNext,
		rules.ChMayDiscard: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) { return c.mayDiscard(d.Options), true },
		rules.ChCopyExile:  func(c *ctx, d rules.Decision, _ []int) ([]int, bool) { return c.exileFromHand(d.Options), true },
		rules.ChPutFromHand: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
			g := c.g
			bi, bv := -1, 0.0
			for i, o := range d.Options {
				if v := cardValue(g.Obj(o.Obj).Def, landsOf(g, c.me)); v > bv {
					bi, bv = i, v
				}
			}
			if bi < 0 {
				return nil, d.Min == 0
			}
			return []int{bi}, true
		},
		rules.ChUntap:        func(c *ctx, d rules.Decision, _ []int) ([]int, bool) { return c.untapOwn(d.Options, d.Max), true },
		rules.ChCopyCreature: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) { return []int{c.cloneChoice(d.Options)}, true },
		rules.ChCreature: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
			return []int{c.connectingCreature(d.Options)}, true
		},
		rules.ChAttachTarget: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
			return []int{c.attachTo(d.Options)}, len(d.Options) > 0
		},
		rules.ChLibraryCard: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
			return []int{c.bestFind(d.Options)}, len(d.Options) > 0
		},
		rules.ChCardType: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) { return []int{c.cardTypeChoice(d.Options)}, true },
		rules.ChCardName: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
			return []int{c.nameChoice(d.Options)}, len(d.Options) > 0
		},
		rules.ChFriendOrFoe: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
			if p := d.Choice.Player; p != rules.NoPlayer && !c.mine(p) {
				return []int{1}, true
			}
			return []int{0}, true
		},
		rules.ChLifeMember: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) { return []int{c.bestMember(d.Options)}, true },
		rules.ChRedistribute: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
			if c.life(c.opp) > c.life(c.team) && len(d.Options) > 1 {
				return []int{1}, true // swapping totals helps the team behind
			}
			return []int{0}, true
		},
		rules.ChDiscard: discardWorst,
		rules.ChKeepTapped: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
			// Keep tapped what holds an effect "for as long as it remains tapped"; untap the rest.
			var keep []int
			for i, o := range d.Options {
				if c.g.HoldsWhileTapped(o.Obj) {
					keep = append(keep, i)
				}
			}
			return keep, true
		},
		rules.ChRevealedCard: func(c *ctx, d rules.Decision, first []int) ([]int, bool) {
			return c.bestRevealed(d.Options, first), true
		},
		rules.ChProliferate: proliferate,
		rules.ChFindCard:    bestCard,
		rules.ChColor: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
			return []int{c.colorChoice(d)}, true
		},
		rules.ChCreatureType: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
			return []int{c.subtypeChoice(d)}, len(d.Options) > 0
		},
		rules.ChParity:          func(c *ctx, d rules.Decision, _ []int) ([]int, bool) { return []int{c.parityChoice(d)}, true },
		rules.ChMay:             yesNo,
		rules.ChMayPay:          yesNo,
		rules.ChPayToCopy:       yesNo,
		rules.ChPayUnless:       yesNo,
		rules.ChFight:           yesNo,
		rules.ChSearchLibrary:   yesNo,
		rules.ChExileGraveyard:  yesNo,
		rules.ChReturnAttached:  yesNo,
		rules.ChCreateAttacking: yesNo,

		// Surveil: the cards not worth drawing go to the graveyard, like scry's bottom.
		rules.ChSurveilGrave: func(c *ctx, d rules.Decision, _ []int) ([]int, bool) { return c.scryBottom(d.Options), true },
		rules.ChSurveilTop:   bestNext,

		// The order of replacement effects (CR 616.1): the one whose outcome, played out,
		// leaves the team best; without simulating, the engine's first listed.
		rules.ChReplacementOrder: func(c *ctx, d rules.Decision, first []int) ([]int, bool) {
			return c.bestBySimulation(d, first), true
		},
		// Cast an exiled card now (madness, CR 702.35a), and at what: each cast played out.
		rules.ChCastExiled: func(c *ctx, d rules.Decision, first []int) ([]int, bool) {
			return c.bestBySimulation(d, first), true
		},
	}
}

// bestBySimulation answers a choice of one option by playing each on a copy of the game
// and keeping the best for the team; first when it can't simulate.
func (c *ctx) bestBySimulation(d rules.Decision, first []int) []int {
	best, bv := first, math.Inf(-1)
	for i := range d.Options {
		a := rules.Action{Kind: rules.ActChoose, Team: d.Team, Player: d.Player, Choices: []int{i}}
		v, ok := c.simulate(a)
		if !ok {
			return first
		}
		if v > bv {
			best, bv = []int{i}, v
		}
	}
	return best
}

// fallbackKinds are the choice kinds the heuristic leaves to fallback on purpose: the
// effect of the resolving item on each option, else the first listed answer.
var fallbackKinds = []rules.ChoiceKind{
	rules.ChDefendingPlayer, // the player the effect hits: fallback aims it by its effect
	rules.ChAttackTarget,    // any defending player or planeswalker will do
	rules.ChLibraryBottom,   // the order of cards put on the bottom hardly matters
}

// choose answers a choice by its kind: with the kind's chooser, else by fallback. A kind
// added to rules must be given a chooser or listed in fallbackKinds
// (TestEveryChoiceKindHandled).
func (h *Heuristic) choose(c *ctx, d rules.Decision, acts []rules.Action) rules.Action {
	tmpl := acts[0]
	if f, ok := choosers[d.Choice.Kind]; ok {
		if ch, ok := f(c, d, tmpl.Choices); ok {
			a := tmpl
			a.Choices = ch
			return a
		}
	}
	return c.fallback(d, tmpl)
}

// handled reports how the heuristic answers choices of kind k: with a chooser of its own,
// or by fallback on purpose.
func handled(k rules.ChoiceKind) (own, fallback bool) {
	_, own = choosers[k]
	for _, f := range fallbackKinds {
		fallback = fallback || f == k
	}
	return own, fallback
}

func allPlayers(opts []rules.Option) bool {
	if len(opts) == 0 {
		return false
	}
	for _, o := range opts {
		if o.Player == rules.NoPlayer || o.Obj != rules.NoObj {
			return false
		}
	}
	return true
}

func keepBest(c *ctx, d rules.Decision, _ []int) ([]int, bool) { return c.chooseCards(d, true) }

func openingCards(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
	all := make([]int, min(d.Max, len(d.Options)))
	for i := range all {
		all[i] = i
	}
	return all, true
}

func manaTaker(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
	if !allPlayers(d.Options) {
		return nil, false
	}
	return []int{c.manaTaker(d.Options)}, true
}

func manaColor(c *ctx, d rules.Decision, _ []int) ([]int, bool) { return []int{c.manaColor(d)}, true }

func mostThreatening(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
	return []int{c.mostThreatening(d.Options)}, true
}

func bestNext(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
	return []int{c.bestNext(d.Options)}, true
}

func yesNo(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
	if c.yes(d) {
		return []int{0}, true
	}
	return []int{1}, true
}

// discardWorst discards the cards the hand misses least.
func discardWorst(c *ctx, d rules.Decision, _ []int) ([]int, bool) {
	opts := d.Options
	var ids []rules.ObjID
	for _, o := range opts {
		ids = append(ids, o.Obj)
	}
	var ch []int
	for _, id := range c.worstCards(ids, d.Min, c.me) {
		for i, o := range opts {
			if o.Obj == id {
				ch = append(ch, i)
			}
		}
	}
	sort.Ints(ch)
	return ch, true
}

// proliferate adds counters to the opponents (poison) and to the permanents whose
// counters help their controller when it's the team's, hurt it when not.
func proliferate(c *ctx, d rules.Decision, first []int) ([]int, bool) {
	g := c.g
	var ch []int
	for i, o := range d.Options {
		if o.Obj == rules.NoObj {
			if o.Player != rules.NoPlayer && !c.mine(o.Player) {
				ch = append(ch, i)
			}
			continue
		}
		ob := g.Obj(o.Obj)
		good := ob.Counters[rules.PlusOne] + ob.Counters[rules.LoyaltyCounter] - ob.Counters[rules.MinusOne]
		if c.mine(ob.Controller) == (good > 0) {
			ch = append(ch, i)
		}
	}
	if len(ch) < d.Min {
		return first, true
	}
	return ch, true
}

// bestCard finds the card worth most to the player: a land by how much it is needed.
// bestRevealed picks the card of an opponent's revealed hand worth the most to them (the
// options carry the revealed cards: the seat's copy of the game may hold other cards in
// that hand, dealt at random).
func (c *ctx) bestRevealed(opts []rules.Option, first []int) []int {
	bi, bv := -1, math.Inf(-1)
	for i, o := range opts {
		if o.Card == nil {
			continue
		}
		if v := cardValue(o.Card, landsOf(c.g, c.me)); v > bv {
			bi, bv = i, v
		}
	}
	if bi < 0 {
		return first
	}
	return []int{bi}
}

func bestCard(c *ctx, d rules.Decision, first []int) ([]int, bool) {
	g := c.g
	bi, bv := -1, math.Inf(-1)
	for i, o := range d.Options {
		def := g.Obj(o.Obj).Def
		v := cardValue(def, landsOf(g, c.me))
		if def.Types.Has(rules.Land) {
			v = c.landNeed(c.me, def)
		}
		if v > bv {
			bi, bv = i, v
		}
	}
	if bi < 0 {
		return first, true
	}
	return []int{bi}, true
}
