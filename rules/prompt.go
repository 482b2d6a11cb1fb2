package rules

import (
	"fmt"
	"strings"
)

// PromptText says a decision in words, for people (the terminal, refusal messages): a
// rendering of its kind and payload, built only when asked. Programs read the decision's
// typed fields instead.
func (g *Game) PromptText(d Decision) string {
	team := g.teamName(d.Team)
	switch d.Kind {
	case DecNone:
		return "the game is over"
	case DecPriority:
		return team + " has priority in " + g.turn.Step.String() + " of turn " + itoa(g.turn.Number)
	case DecMulligan:
		return g.playerName(d.Player) + ": keep or mulligan?"
	case DecBottom:
		return g.playerName(d.Player) + " puts " + itoa(d.Min) + " card(s) on the bottom"
	case DecAttack:
		return team + " declares attackers"
	case DecBlock:
		return team + " declares blockers"
	case DecAssign:
		return team + " assigns combat damage" + g.defaultDamageText(d.Team)
	case DecOrder:
		if d.Team != g.turn.Team {
			// The defending team orders the attackers a blocker blocks (810.7e of 2011).
			return team + " orders attackers for damage assignment (CR 810.7e of 2011)"
		}
		return team + " orders blockers for damage assignment (CR 810.7e of 2011)"
	case DecDiscard:
		return g.playerName(d.Player) + " discards " + itoa(d.Min) + " card(s) to hand size (CR 514.1)"
	case DecChoice:
		return g.choiceText(d)
	}
	return d.Kind.String()
}

// defaultDamageText says, for the attacking team's assignment in the older editions where
// creatures attack a team (606.7d of 2006-2008, 810.7f of 2011), which defending player
// "default" has each unblocked attacker damage, and how to name another.
func (g *Game) defaultDamageText(t TeamID) string {
	if t != g.turn.Team {
		return ""
	}
	var parts []string
	example := ""
	for i := range g.combat.attackers {
		rec := &g.combat.attackers[i]
		if rec.blocked || rec.target.Player != NoPlayer || rec.target.Obj != NoObj || rec.team == NoTeam {
			continue
		}
		ps := g.teams[rec.team].members
		if len(ps) == 0 {
			continue
		}
		name := g.attackerRef(rec.obj)
		parts = append(parts, name+" -> "+g.players[ps[0]].Name)
		if example == "" {
			for _, q := range ps[1:] {
				if !g.players[q].Lost {
					example = g.teams[t].Name + " assigns " + name + " -> " + g.players[q].Name
					break
				}
			}
		}
	}
	if len(parts) == 0 {
		return ""
	}
	s := "; default: " + strings.Join(parts, ", ")
	if example != "" {
		s += " (to damage another defending player: " + example + ")"
	}
	return s
}

// attackerRef names an attacking creature as a damage assignment line may: its name, with
// #N among the attacking creatures of that name when there are several.
func (g *Game) attackerRef(id ObjID) string {
	name := g.obj(id).Def.Name
	same, ord := 0, 0
	for _, a := range g.combat.attackers {
		if strings.EqualFold(g.obj(a.obj).Def.Name, name) {
			same++
			if a.obj == id {
				ord = same
			}
		}
	}
	if same > 1 {
		return name + "#" + itoa(ord)
	}
	return name
}

// choiceText renders a choice's question.
func (g *Game) choiceText(d Decision) string {
	c := d.Choice
	src, obj, other, card := g.objName(c.Source), g.objName(c.Obj), g.objName(c.Other), "?"
	if c.Card != nil {
		card = c.Card.Name
	}
	switch c.Kind {
	case ChTriggerOrder:
		return "choose which of the team's triggered abilities goes on the stack next, to resolve after those put later (CR 805.7)"
	case ChTriggerTarget:
		return "choose a target for the ability of " + src
	case ChLegendKeep:
		name := "?"
		if g.validObj(c.Obj) {
			name = g.obj(c.Obj).Cur.Name
		}
		return "legend rule: choose the " + name + " to keep (CR 704.5j)"
	case ChOpeningCards:
		return "choose the cards in your team's opening hands to begin the game with on the battlefield (CR 805.3b)"
	case ChOpeningExile:
		return "choose a card to exile from your hand"
	case ChManaPlayer:
		return "choose a player to add mana"
	case ChManaColor:
		return "choose the color of the mana you add"
	case ChManaAdder:
		return "choose the player who adds the mana of " + src
	case ChManaKind:
		return "choose the kind of mana you add"
	case ChActivePlayer:
		return "choose the active player the ability refers to (CR 805.9)"
	case ChAttackingPlayer:
		return "choose the attacking player the ability refers to (CR 805.10c)"
	case ChDefendingPlayer:
		return "choose the defending player (CR 606.7a / 810.7b of its edition)"
	case ChAttackTarget:
		return "choose what the " + card + " attacks"
	case ChCopyTarget:
		return fmt.Sprintf("choose target %d of the copy (\"same\" keeps it)", c.N)
	case ChCopyExile:
		return "exile a card from your hand"
	case ChCopyCreature:
		return "choose a creature for " + card + " to copy (or none)"
	case ChCardName:
		return "choose a card name"
	case ChLifeMember:
		return "choose the team member whose life total changes (CR 810.9d)"
	case ChRedistribute:
		return fmt.Sprintf("choose at most one member of %s to redistribute (CR 810.9f)", g.teamName(c.Team))
	case ChDiscard:
		return fmt.Sprintf("discard %d card(s)", c.N)
	case ChManifest:
		return "choose the card to manifest; the other goes into your graveyard (CR 701.62a)"
	case ChKeepTapped:
		return "choose the permanents that don't untap (CR 502.3), or none"
	case ChCastExiled:
		return fmt.Sprintf("cast %s now (choose its target), or not", obj)
	case ChRevealedCard:
		return fmt.Sprintf("choose a card from %s's hand for them to discard", g.playerName(c.Player))
	case ChMayDiscard:
		return "you may discard a card (or none)"
	case ChTokenToCopy:
		return "choose a creature token to copy"
	case ChProliferate:
		return "choose what to proliferate"
	case ChFindCard:
		return "choose a card to find (or none)"
	case ChFindCards:
		return fmt.Sprintf("choose up to %d card(s) to find (or none)", c.N)
	case ChFriendOrFoe:
		return "friend or foe: " + g.playerName(c.Player)
	case ChColor:
		return "choose a color for " + card
	case ChCardType:
		return "choose a card type for " + card
	case ChEntersPlayer:
		return "choose a player for " + card
	case ChCreatureType:
		return "choose a creature type for " + card
	case ChParity:
		return "choose odd or even for " + card
	case ChLibraryCard:
		return "choose a card from your library"
	case ChToHand:
		return "choose the card to put into your hand"
	case ChLibraryBottom:
		return "choose the next card to put on the bottom of your library"
	case ChScryBottom:
		return fmt.Sprintf("scry %d: choose the cards to put on the bottom of your library (or none)", c.N)
	case ChScryTop:
		return "scry: choose the card to put on top next"
	case ChSurveilGrave:
		return fmt.Sprintf("surveil %d: choose the cards to put into your graveyard (or none)", c.N)
	case ChReplacementOrder:
		about := obj
		if c.Obj == NoObj {
			about = g.playerName(c.Player)
		}
		return fmt.Sprintf("choose the replacement or prevention effect to apply first to the event about %s (amount %d; CR 616.1)", about, c.N)
	case ChSurveilTop:
		return "surveil: choose the card to put on top next"
	case ChPayLife:
		return fmt.Sprintf("choose the permanents to pay %d life each for; the rest are sacrificed (at most %d, CR 810.9b)", c.N, d.Max)
	case ChMode:
		return "choose one"
	case ChUntap:
		return fmt.Sprintf("choose up to %d to untap (or none)", c.N)
	case ChAttachTarget:
		return "choose another creature to attach the Auras and Equipment to"
	case ChPick:
		verb := "?"
		if int(c.Pick) < len(pickVerb) {
			verb = pickVerb[c.Pick]
		}
		return fmt.Sprintf("choose %d to %s", c.N, verb)
	case ChPutFromHand:
		return "you may put a card from your hand onto the battlefield (or none)"
	case ChStaysUntapped:
		return "choose the untapped creature that stays untapped"
	case ChCreature:
		return "choose a creature"
	case ChMay:
		if m, ok := g.resolvingEffect(c.Step).(May); ok {
			return m.Prompt
		}
		return "you may?"
	case ChMayPay:
		if c.N > 0 { // energy (CR 107.14), with any mana
			if c.Cost.IsZero() {
				return "pay " + EnergySymbols(c.N) + "?"
			}
			return "pay " + c.Cost.String() + EnergySymbols(c.N) + "?"
		}
		return "pay " + c.Cost.String() + "?"
	case ChPayToCopy:
		return "pay " + c.Cost.String() + " to copy " + src + "?"
	case ChPayUnless:
		if c.N > 0 {
			return fmt.Sprintf("pay %d life so that %s isn't countered?", c.N, obj)
		}
		return "pay " + c.Cost.String() + " so that " + obj + " isn't countered?"
	case ChFight:
		return "have " + obj + " fight " + other + "?"
	case ChSearchLibrary:
		return "search your library?"
	case ChExileGraveyard:
		return "exile " + obj + " from your graveyard?"
	case ChReturnAttached:
		return "return " + obj + " to the battlefield attached to " + other + "?"
	case ChCreateAttacking:
		return "have " + g.playerName(c.Player) + " create a " + card + " tapped and attacking?"
	}
	return "choose (" + c.Kind.String() + ")"
}

// resolvingEffect is effect i of the spell or ability resolving on top of the stack, or nil.
func (g *Game) resolvingEffect(i int) Effect {
	if len(g.stack) == 0 {
		return nil
	}
	it := &g.stack[len(g.stack)-1]
	if it.Ability == nil || i < 0 || i >= len(it.Ability.Effects) {
		return nil
	}
	return it.Ability.Effects[i]
}

func (g *Game) validObj(id ObjID) bool { return id >= 0 && int(id) < g.objs.len() }

// objName is an object's card name for a prompt, "?" for none.
func (g *Game) objName(id ObjID) string {
	if !g.validObj(id) {
		return "?"
	}
	return g.obj(id).Def.Name
}

func (g *Game) playerName(p PlayerID) string {
	if p < 0 || int(p) >= len(g.players) {
		return "?"
	}
	return g.players[p].Name
}

func (g *Game) teamName(t TeamID) string {
	if t < 0 || int(t) >= len(g.teams) {
		return "?"
	}
	return g.teams[t].Name
}
