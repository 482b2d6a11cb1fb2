package notation

import (
	"strconv"
	"strings"
)

// String returns the canonical text, e.g. "Bob's Grizzly Bears#2".
func (r Ref) String() string {
	var b strings.Builder
	writeRef(&b, r)
	return b.String()
}

func writeRef(b *strings.Builder, r Ref) {
	if r.Controller != "" {
		b.WriteString(r.Controller)
		b.WriteString("'s ")
	}
	b.WriteString(r.Name)
	if r.Index > 0 {
		b.WriteByte('#')
		b.WriteString(strconv.Itoa(r.Index))
	}
}

func writeRefs(b *strings.Builder, refs []Ref) {
	for i, r := range refs {
		if i > 0 {
			b.WriteString(", ")
		}
		writeRef(b, r)
	}
}

func writePairs(b *strings.Builder, pairs []Pair) {
	for i, p := range pairs {
		if i > 0 {
			b.WriteString(", ")
		}
		writeRef(b, p.From)
		b.WriteString(" -> ")
		writeRef(b, p.To)
	}
}

// writeX writes the " with X=N" clause when X was chosen.
func writeX(b *strings.Builder, hasX bool, x int) {
	if hasX {
		b.WriteString(" with X=")
		b.WriteString(strconv.Itoa(x))
	}
}

func writeTargets(b *strings.Builder, targets []Ref) {
	if len(targets) > 0 {
		b.WriteString(" targeting ")
		writeRefs(b, targets)
	}
}

func writeSacrifice(b *strings.Builder, refs []Ref) {
	if len(refs) > 0 {
		b.WriteString(" sacrificing ")
		writeRefs(b, refs)
	}
}

// String returns "pass".
func (x Pass) String() string {
	if x.Who != "" {
		return x.Who + " passes"
	}
	return "pass"
}

// String returns "resolve".
func (Resolve) String() string { return "resolve" }

// String returns "go to <step>" with the step's canonical spelling.
func (a OnStack) String() string { return a.Action.String() + " on stack " + strconv.Itoa(a.Stack) }

func (a GoTo) String() string {
	if a.Marker > 0 {
		return "go to " + a.Step.String() + " on marker " + strconv.Itoa(a.Marker)
	}
	return "go to " + a.Step.String()
}

// String returns "<player> plays <card>".
func (a PlayLand) String() string { return a.Player + " plays " + a.Card.String() }

// String returns the canonical cast line, its clauses in the order using, with X=, targeting, assisted by.
func (a Cast) String() string {
	var b strings.Builder
	b.WriteString(a.Player)
	b.WriteString(" casts ")
	writeRef(&b, a.Card)
	if a.Using != "" {
		b.WriteString(" using ")
		b.WriteString(a.Using)
	}
	writeX(&b, a.HasX, a.X)
	writeTargets(&b, a.Targets)
	writeSacrifice(&b, a.Sacrifice)
	if a.AssistedBy != "" {
		b.WriteString(" assisted by ")
		b.WriteString(a.AssistedBy)
		b.WriteString(" paying ")
		b.WriteString(a.AssistMana)
	}
	return b.String()
}

// String returns the canonical activation line, its clauses in the order ability, with X=, targeting.
func (a Activate) String() string {
	var b strings.Builder
	b.WriteString(a.Player)
	b.WriteString(" activates ")
	writeRef(&b, a.Card)
	if a.Ability > 0 {
		b.WriteString(" ability ")
		b.WriteString(strconv.Itoa(a.Ability))
	}
	writeX(&b, a.HasX, a.X)
	writeTargets(&b, a.Targets)
	writeSacrifice(&b, a.Sacrifice)
	if len(a.Tapping) > 0 {
		b.WriteString(" tapping ")
		writeRefs(&b, a.Tapping)
	}
	return b.String()
}

// String returns "<player> deploys <creature> -> <teammate>".
func (a Deploy) String() string {
	return a.Player + " deploys " + a.Card.String() + " -> " + a.Teammate
}

// String returns "<player> turns <permanent> face up [with X=N]".
func (a TurnFaceUp) String() string {
	s := a.Player + " turns " + a.Card.String() + " face up"
	if a.X > 0 {
		s += " with X=" + strconv.Itoa(a.X)
	}
	return s
}

// String returns "<player> taps <card> for <mana>".
func (a TapForMana) String() string {
	return a.Player + " taps " + a.Card.String() + " for " + a.Mana
}

// String returns "<team> attacks with A -> B, ..." or "<team> declares no attackers".
func (a Attack) String() string {
	if len(a.Attacks) == 0 {
		return a.Team + " declares no attackers"
	}
	var b strings.Builder
	b.WriteString(a.Team)
	b.WriteString(" attacks with ")
	writePairs(&b, a.Attacks)
	return b.String()
}

// String returns "<team> blocks with W -> A, ..." or "<team> declares no blockers".
func (a Block) String() string {
	if len(a.Blocks) == 0 {
		return a.Team + " declares no blockers"
	}
	var b strings.Builder
	b.WriteString(a.Team)
	b.WriteString(" blocks with ")
	writePairs(&b, a.Blocks)
	return b.String()
}

// String returns "<team> assigns default" or "<team> assigns A -> 4 X, Y; B -> Z".
func (a Assign) String() string {
	if a.Default {
		return a.Team + " assigns default"
	}
	var b strings.Builder
	b.WriteString(a.Team)
	b.WriteString(" assigns ")
	for i, as := range a.Assignments {
		if i > 0 {
			b.WriteString("; ")
		}
		writeRef(&b, as.Source)
		b.WriteString(" -> ")
		for j, p := range as.Parts {
			if j > 0 {
				b.WriteString(", ")
			}
			if p.Amount > 0 {
				b.WriteString(strconv.Itoa(p.Amount))
				b.WriteByte(' ')
			}
			writeRef(&b, p.To)
		}
	}
	return b.String()
}

// String returns "<team> orders A -> X, Y; B -> Z".
func (a Order) String() string {
	var b strings.Builder
	b.WriteString(a.Team)
	b.WriteString(" orders ")
	for i, o := range a.Orders {
		if i > 0 {
			b.WriteString("; ")
		}
		writeRef(&b, o.Source)
		b.WriteString(" -> ")
		writeRefs(&b, o.Order)
	}
	return b.String()
}

// String returns "<who> chooses v1, v2".
func (a Choose) String() string {
	return a.Who + " chooses " + strings.Join(a.Values, ", ")
}

// String returns "<player> mulligans".
func (a Mulligan) String() string { return a.Player + " mulligans" }

// String returns "<player> keeps".
func (a Keep) String() string { return a.Player + " keeps" }

// String returns "<player> bottoms A, B".
func (a Bottom) String() string {
	var b strings.Builder
	b.WriteString(a.Player)
	b.WriteString(" bottoms ")
	writeRefs(&b, a.Cards)
	return b.String()
}

// String returns "<player> concedes".
func (a Concede) String() string { return a.Player + " concedes" }
