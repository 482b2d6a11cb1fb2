package rules

import (
	"strconv"
	"strings"
)

// FormatAction writes an action as a line of the action notation, naming objects so that
// the line resolves to the same objects in the same position.
func (g *Game) FormatAction(a Action) string {
	var b strings.Builder
	pn := func(p PlayerID) string {
		if p < 0 || int(p) >= len(g.Players) {
			return "?"
		}
		return g.Players[p].Name
	}
	tn := func(t TeamID) string {
		if t < 0 || int(t) >= len(g.Teams) {
			return "?"
		}
		return g.Teams[t].Name
	}
	switch a.Kind {
	case ActPass:
		return "pass"
	case ActConcede:
		return pn(a.Player) + " concedes"
	case ActKeep:
		return pn(a.Player) + " keeps"
	case ActMulligan:
		return pn(a.Player) + " mulligans"
	case ActBottom:
		return pn(a.Player) + " bottoms " + g.refList(a.Cards, g.Players[a.Player].Hand)
	case ActPlayLand:
		return pn(a.Player) + " plays " + g.RefName(a.Obj, g.Players[a.Player].Hand)
	case ActCast:
		b.WriteString(pn(a.Player) + " casts " + g.RefName(a.Obj, g.Players[a.Player].Hand))
		if a.Bestow {
			b.WriteString(" using bestow")
		}
		if len(a.modes()) > 0 {
			b.WriteString(" using modes")
			for i, m := range a.modes() {
				if i > 0 {
					b.WriteString(",")
				}
				b.WriteString(" " + strconv.Itoa(m+1))
			}
		}
		if a.X > 0 || g.obj(a.Obj).Def.Cost.X > 0 {
			b.WriteString(" with X=" + strconv.Itoa(a.X))
		}
		g.writeTargets(&b, a.Targets)
		g.writeSacrifice(&b, a.Cards)
		if a.Assist != NoPlayer && a.AssistMana > 0 {
			b.WriteString(" assisted by " + pn(a.Assist) + " paying {" + strconv.Itoa(a.AssistMana) + "}")
		}
	case ActActivate:
		scope := g.controlledBy(a.Player)
		if !containsID(scope, a.Obj) {
			scope = g.battlefield // another player's permanent any player may use (CR 602.2)
		}
		b.WriteString(pn(a.Player) + " activates " + g.RefName(a.Obj, scope))
		if n := g.abilityNumber(a.Obj, a.Ability); n > 0 {
			b.WriteString(" ability " + strconv.Itoa(n))
		}
		if a.X > 0 {
			b.WriteString(" with X=" + strconv.Itoa(a.X))
		}
		g.writeTargets(&b, a.Targets)
		g.writeSacrifice(&b, a.Cards)
	case ActTapForMana:
		sym := "C"
		if a.Mana < ColorlessMana {
			sym = string(colorLetters[a.Mana])
		}
		return pn(a.Player) + " taps " + g.RefName(a.Obj, g.controlledBy(a.Player)) + " for {" + sym + "}"
	case ActAttack:
		if len(a.Attacks) == 0 {
			return tn(a.Team) + " declares no attackers"
		}
		b.WriteString(tn(a.Team) + " attacks with ")
		for i, d := range a.Attacks {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(g.RefName(d.Attacker, g.battlefield) + " -> ")
			if d.Team != NoTeam {
				b.WriteString(tn(d.Team))
			} else {
				b.WriteString(g.targetRef(d.Target))
			}
		}
	case ActBlock:
		if len(a.Blocks) == 0 {
			return tn(a.Team) + " declares no blockers"
		}
		b.WriteString(tn(a.Team) + " blocks with ")
		for i, d := range a.Blocks {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(g.RefName(d.Blocker, g.battlefield) + " -> " + g.RefName(d.Attacker, g.attackerIDs()))
		}
	case ActAssign:
		if a.Default {
			return tn(a.Team) + " assigns default"
		}
		b.WriteString(tn(a.Team) + " assigns ")
		for i, da := range a.assignments() {
			if i > 0 {
				b.WriteString("; ")
			}
			b.WriteString(g.RefName(da.Source, g.assignSources()) + " -> ")
			for j, p := range da.Parts {
				if j > 0 {
					b.WriteString(", ")
				}
				b.WriteString(strconv.Itoa(p.Amount) + " " + g.targetRef(p.To))
			}
		}
	case ActOrder:
		b.WriteString(tn(a.Team) + " orders ")
		for i, o := range a.orders() {
			if i > 0 {
				b.WriteString("; ")
			}
			b.WriteString(g.RefName(o.Attacker, g.attackerIDs()) + " -> " + g.refList(o.Blockers, g.battlefield))
		}
		for i, o := range a.blockerOrders() { // the defending team's (810.7e of 2011)
			if i > 0 {
				b.WriteString("; ")
			}
			b.WriteString(g.RefName(o.Blocker, g.battlefield) + " -> " + g.refList(o.Attackers, g.attackerIDs()))
		}
	case ActChoose:
		who := ""
		if a.Player != NoPlayer {
			who = pn(a.Player)
		} else {
			who = tn(a.Team)
		}
		opts := g.currentOptions()
		if g.wait == waitDiscard {
			opts = g.cardOptions(g.Players[g.discarder(&a)].Hand)
		}
		b.WriteString(who + " chooses ")
		if len(a.Choices) == 0 {
			b.WriteString("nothing")
		}
		for i, c := range a.Choices {
			if i > 0 {
				b.WriteString(", ")
			}
			if c >= 0 && c < len(opts) {
				b.WriteString(opts[c].Text)
			}
		}
	}
	return b.String()
}

// currentOptions are the options of the pending choice or discard.
func (g *Game) currentOptions() []Option {
	if g.wait == waitChoice && g.choice != nil {
		return g.choice.spec.Options
	}
	if g.wait == waitDiscard {
		return g.cardOptions(g.Players[g.needCleanupDiscard()].Hand)
	}
	return nil
}

func (g *Game) writeTargets(b *strings.Builder, ts []Target) {
	if len(ts) == 0 {
		return
	}
	b.WriteString(" targeting ")
	for i, t := range ts {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(g.targetRef(t))
	}
}

// targetRef names a player or an object on the battlefield or the stack.
func (g *Game) targetRef(t Target) string {
	if t.IsPlayer() {
		return g.Players[t.Player].Name
	}
	if t.Obj < 0 || int(t.Obj) >= g.objs.len() {
		return "?"
	}
	if g.obj(t.Obj).Zone == ZoneGraveyard {
		return g.RefName(t.Obj, g.graveyardObjects())
	}
	return g.RefName(t.Obj, g.targetScope())
}

func (g *Game) stackObjects() []ObjID {
	var out []ObjID
	for _, s := range g.stack {
		if s.Spell {
			out = append(out, s.Obj)
		}
	}
	return out
}

func (g *Game) refList(ids, scope []ObjID) string {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = g.RefName(id, scope)
	}
	return strings.Join(parts, ", ")
}

// RefName is the shortest reference to object id among the objects of scope: its name,
// then with its controller's name, then with an ordinal (notation: "Bob's Grizzly Bears#2").
func (g *Game) RefName(id ObjID, scope []ObjID) string {
	o := g.obj(id)
	name := o.Def.Name
	if o.Zone == ZoneHand {
		return name // copies of a card in a hand are interchangeable (see FindRef)
	}
	same, sameCtrl, ord := 0, 0, 0
	for _, s := range scope {
		so := g.obj(s)
		if !strings.EqualFold(so.Def.Name, name) {
			continue
		}
		same++
		if so.Controller == o.Controller {
			sameCtrl++
			if s == id {
				ord = sameCtrl
			}
		}
	}
	if same <= 1 {
		return name
	}
	ref := g.Players[o.Controller].Name + "'s " + name
	if sameCtrl > 1 {
		ref += "#" + strconv.Itoa(ord)
	}
	return ref
}

// abilityNumber converts an ability index to the notation's "ability N": 0 for the first
// non-mana activated ability (which the notation names without a number), else the
// position among the card's activated abilities, mana and loyalty abilities included.
func (g *Game) abilityNumber(obj ObjID, idx int) int {
	abs := g.abilitiesOf(obj)
	n, firstNonMana := 0, -1
	for i, ab := range abs {
		if ab.Kind == ActivatedAbility || ab.Kind == LoyaltyAbility || ab.Kind == ManaAbility {
			n++
			if firstNonMana < 0 && ab.Kind != ManaAbility {
				firstNonMana = i
			}
			if i == idx {
				if i == firstNonMana {
					return 0
				}
				return n
			}
		}
	}
	return 0
}

// AbilityIndex converts the notation's "ability N" (0: the first non-mana activated
// ability) to an index into the card's abilities, or -1.
func AbilityIndex(def *CardDef, n int) int {
	k := 0
	for i, ab := range def.Abilities {
		if ab.Kind == ActivatedAbility || ab.Kind == LoyaltyAbility || ab.Kind == ManaAbility {
			k++
			if n == 0 && ab.Kind != ManaAbility || n == k {
				return i
			}
		}
	}
	return -1
}

// logLine logs an action as its notation line (before it changes the state, so that its
// names resolve as they did when it was applied).
func (g *Game) logLine(a *Action) {
	g.log = append(g.log, LogEntry{Text: g.FormatAction(*a), Team: NoTeam})
}
