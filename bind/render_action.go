package bind

import (
	"strconv"
	"strings"

	"github.com/ettinmtg/ettin/rules"
)

// FormatAction writes action a as a line of the action notation in the game's current
// state, naming objects so that the line resolves to the same objects in the same
// position.
func FormatAction(g *rules.Game, a rules.Action) string {
	r := g.RecordAction(a)
	return actionText(namer{g: g}, &r)
}

// RefName is the shortest reference to object id among the objects of scope: its name,
// then with its controller's name, then with an ordinal (notation: "Bob's Grizzly Bears#2").
func RefName(g *rules.Game, id rules.ObjID, scope []rules.ObjID) string {
	return refText(namer{g: g}, g.RefOf(id, scope))
}

// refText writes a reference as the notation does.
func refText(n namer, r rules.Ref) string {
	if r.Player != rules.NoPlayer {
		return n.player(r.Player)
	}
	if r.Card == nil {
		return "?"
	}
	if r.Controller == rules.NoPlayer {
		return cardName(r.Card)
	}
	s := n.player(r.Controller) + "'s " + cardName(r.Card)
	if r.Index > 0 {
		s += "#" + strconv.Itoa(r.Index)
	}
	return s
}

// actionLine renders a JAction entry.
func actionLine(n namer, e *rules.Entry) string {
	if e.Hidden && e.ActKind == rules.ActBottom {
		return n.player(e.Player) + " bottoms " + strconv.Itoa(int(e.N)) + " card(s)"
	}
	if e.Hidden && e.ActKind == rules.ActChoose { // cards from a library
		who := n.team(e.Team)
		if e.Player != rules.NoPlayer {
			who = n.player(e.Player)
		}
		return who + " chooses " + strconv.Itoa(int(e.N)) + " card(s)"
	}
	if e.Hidden && e.ActKind == rules.ActCast {
		// Only a card cast face down hides its cast; the ability used is announced (CR
		// 702.37c), its kind kept in N.
		return n.player(e.Player) + " casts a card face down using " + rules.FaceDownKind(e.N).String()
	}
	if e.Act != nil {
		return actionText(n, e.Act)
	}
	r := rules.ActionRecord{Action: e.Action()}
	return actionText(n, &r)
}

// ActionLine writes a recorded action as its line of the action notation, naming objects
// as they were named when the action was applied.
func ActionLine(g *rules.Game, r *rules.ActionRecord) string { return actionText(namer{g: g}, r) }

func actionText(n namer, r *rules.ActionRecord) string {
	if k := r.Action.StackNamed(); k != 0 {
		// Grand Melee: an action on another stack than the one being played (CR 807.5b).
		return actionBody(n, r) + " on stack " + strconv.Itoa(k)
	}
	return actionBody(n, r)
}

// actionBody renders a recorded action without the stack it names.
func actionBody(n namer, r *rules.ActionRecord) string {
	a := &r.Action
	refs := r.Refs
	next := func() string {
		if len(refs) == 0 {
			return "?"
		}
		s := refText(n, refs[0])
		refs = refs[1:]
		return s
	}
	list := func(b *strings.Builder, n int) {
		for i := 0; i < n; i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(next())
		}
	}
	targets := func(b *strings.Builder) {
		if len(a.Targets) > 0 {
			b.WriteString(" targeting ")
			list(b, len(a.Targets))
		}
	}
	sacrifice := func(b *strings.Builder) {
		if len(a.Cards) > 0 {
			b.WriteString(" sacrificing ")
			list(b, len(a.Cards))
		}
	}
	pn, tn := n.player, n.team
	var b strings.Builder
	switch a.Kind {
	case rules.ActPass:
		return "pass"
	case rules.ActConcede:
		return pn(a.Player) + " concedes"
	case rules.ActKeep:
		return pn(a.Player) + " keeps"
	case rules.ActMulligan:
		return pn(a.Player) + " mulligans"
	case rules.ActBottom:
		b.WriteString(pn(a.Player) + " bottoms ")
		list(&b, len(a.Cards))
	case rules.ActPlayLand:
		return pn(a.Player) + " plays " + next()
	case rules.ActCast:
		var card *rules.CardDef
		if len(refs) > 0 {
			card = refs[0].Card
		}
		b.WriteString(pn(a.Player) + " casts " + next())
		if a.Rare != nil && a.Rare.FaceDown && card != nil && card.FaceDown != nil {
			b.WriteString(" using " + card.FaceDown.Kind.String()) // face down (CR 702.37c, 702.168b)
		}
		if a.Bestow {
			b.WriteString(" using bestow")
		}
		using := " using"
		if r.Flashback {
			b.WriteString(using + " flashback")
			using = ""
		}
		if k := kicks(*a); k > 0 {
			b.WriteString(using + " kicker") // CR 702.33a
			if k > 1 {
				b.WriteString(" " + strconv.Itoa(k)) // multikicker, 702.33c
			}
			using = ""
		}
		if a.Rare != nil && a.Rare.AddCost {
			b.WriteString(using + " " + addCostWord(r)) // CR 118.8b
			using = ""
		}
		if a.Rare != nil && a.Rare.Alt != rules.AltNone {
			b.WriteString(using + " " + a.Rare.Alt.String()) // evoke, dash, buyback (rules/altcost.go)
			using = ""
		}
		if r.Prepared {
			b.WriteString(" using prepared")
			using = ""
		}
		if a.Rare != nil && len(a.Rare.Modes) > 0 {
			b.WriteString(using)
			b.WriteString(" modes")
			for i, m := range a.Rare.Modes {
				if i > 0 {
					b.WriteString(",")
				}
				b.WriteString(" " + strconv.Itoa(m+1))
			}
		}
		if r.ShowX {
			b.WriteString(" with X=" + strconv.Itoa(a.X))
		}
		targets(&b)
		sacrifice(&b)
		if a.Assist != rules.NoPlayer && a.AssistMana > 0 {
			b.WriteString(" assisted by " + pn(a.Assist) + " paying {" + strconv.Itoa(a.AssistMana) + "}")
		}
	case rules.ActActivate:
		if r.Deploy && len(a.Targets) == 1 {
			return pn(a.Player) + " deploys " + next() + " -> " + next() // CR 804.2
		}
		if r.FaceUp {
			s := pn(a.Player) + " turns " + next() + " face up" // CR 702.37e, 702.168d
			if a.X > 0 {
				s += " with X=" + strconv.Itoa(a.X)
			}
			return s
		}
		b.WriteString(pn(a.Player) + " activates " + next())
		if r.Ability > 0 {
			b.WriteString(" ability " + strconv.Itoa(int(r.Ability)))
		}
		if a.X > 0 {
			b.WriteString(" with X=" + strconv.Itoa(a.X))
		}
		targets(&b)
		if r.Crew && len(a.Cards) > 0 {
			b.WriteString(" tapping ") // the creatures that crew it (CR 702.122a)
			list(&b, len(a.Cards))
		} else {
			sacrifice(&b)
		}
	case rules.ActTapForMana:
		sym := "C"
		if a.Mana < rules.ColorlessMana {
			sym = string("WUBRG"[a.Mana])
		}
		return pn(a.Player) + " taps " + next() + " for {" + sym + "}"
	case rules.ActAttack:
		if len(a.Attacks) == 0 {
			return tn(a.Team) + " declares no attackers"
		}
		b.WriteString(tn(a.Team) + " attacks with ")
		for i, d := range a.Attacks {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(next() + " -> ")
			if d.Team != rules.NoTeam {
				b.WriteString(tn(d.Team))
			} else {
				b.WriteString(next())
			}
		}
	case rules.ActBlock:
		if len(a.Blocks) == 0 {
			return tn(a.Team) + " declares no blockers"
		}
		b.WriteString(tn(a.Team) + " blocks with ")
		for i := range a.Blocks {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(next() + " -> " + next())
		}
	case rules.ActAssign:
		if a.Default {
			return tn(a.Team) + " assigns default"
		}
		b.WriteString(tn(a.Team) + " assigns ")
		if a.Rare != nil {
			for i, da := range a.Rare.Assign {
				if i > 0 {
					b.WriteString("; ")
				}
				b.WriteString(next() + " -> ")
				for j, p := range da.Parts {
					if j > 0 {
						b.WriteString(", ")
					}
					b.WriteString(strconv.Itoa(p.Amount) + " " + next())
				}
			}
		}
	case rules.ActOrder:
		b.WriteString(tn(a.Team) + " orders ")
		if a.Rare != nil {
			for i, o := range a.Rare.Orders {
				if i > 0 {
					b.WriteString("; ")
				}
				b.WriteString(next() + " -> ")
				list(&b, len(o.Blockers))
			}
			for i, o := range a.Rare.BlockerOrders { // the defending team's (810.7e of 2011)
				if i > 0 {
					b.WriteString("; ")
				}
				b.WriteString(next() + " -> ")
				list(&b, len(o.Attackers))
			}
		}
	case rules.ActChoose:
		who := ""
		if a.Player != rules.NoPlayer {
			who = pn(a.Player)
		} else {
			who = tn(a.Team)
		}
		b.WriteString(who + " chooses ")
		if len(a.Choices) == 0 {
			b.WriteString("nothing")
		}
		for i, o := range r.Chosen {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(o.Text)
		}
	}
	return b.String()
}

// kicks is how many times a cast action pays its kicker cost.
func kicks(a rules.Action) int {
	if a.Rare == nil {
		return 0
	}
	return a.Rare.Kicks
}

// addCostWord names the optional additional cost a cast pays: "teamwork" for a card with
// teamwork, "bargain" for one with bargain, "behold" for one that beholds, else "blight".
func addCostWord(r *rules.ActionRecord) string {
	if len(r.Refs) > 0 && r.Refs[0].Card != nil {
		if ac := r.Refs[0].Card.AddCost; ac != nil && ac.Kind == rules.AddTapPower {
			return "teamwork"
		} else if ac != nil && ac.Kind == rules.AddBargain {
			return "bargain"
		} else if ac != nil && ac.Kind == rules.AddBehold {
			return "behold"
		}
	}
	return "blight"
}
