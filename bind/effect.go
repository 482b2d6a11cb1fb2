package bind

import (
	"fmt"
	"strings"

	"github.com/ettinmtg/ettin/rules"
)

// EffectText says in words a continuous effect of view v ("Grizzly Bears gets +3/+3 until
// end of turn (Giant Growth)"): what it applies to, what it does, how long it lasts and
// its source.
func EffectText(v *rules.View, e rules.EffectView) string {
	n := namer{v: v}
	who := "?"
	if e.Obj != rules.NoObj {
		for _, p := range v.Battlefield {
			if p.ID == e.Obj {
				who = p.Name
			}
		}
	} else if e.Player != rules.NoPlayer {
		who = n.player(e.Player)
	}
	var what string
	switch e.Kind {
	case rules.EffModifyPT:
		what = fmt.Sprintf("gets %+d/%+d", e.Power, e.Toughness)
	case rules.EffAddKeywords:
		what = "gains " + keywordList(e.Keywords)
	case rules.EffControl:
		what = "is controlled by " + n.player(e.Player)
	case rules.EffBecome:
		what = fmt.Sprintf("is a %d/%d creature", e.Power, e.Toughness)
		if len(e.Subtypes) > 0 {
			what = fmt.Sprintf("is a %d/%d %s creature", e.Power, e.Toughness, strings.Join(e.Subtypes, " "))
		}
		if e.Keywords != 0 {
			what += " with " + keywordList(e.Keywords)
		}
	case rules.EffPreventCombatDamage:
		what = "prevents all combat damage"
	case rules.EffExileIfDies:
		what = "is exiled instead if it would die"
	case rules.EffPreventCombatSelf:
		what = "deals and is dealt no combat damage"
	case rules.EffPreventShield:
		what = fmt.Sprintf("has the next %d damage dealt to it prevented", e.N)
	case rules.EffCantBeBlocked:
		what = "can't be blocked"
	case rules.EffSetCreatureTypes:
		what = "is a " + strings.Join(e.Subtypes, " ")
	case rules.EffDoesntUntapNext:
		what = "doesn't untap during its controller's next untap step"
	case rules.EffCantBlock:
		what = "can't block"
	case rules.EffMustAttack:
		what = "attacks with each creature able to"
	case rules.EffCostReduction:
		what = fmt.Sprintf("casts spells named %s for {%d} less", e.Name, e.N)
	case rules.EffCostReductionFor:
		what = fmt.Sprintf("makes %s's %s spells cost {%d} less", n.player(rules.PlayerID(e.N)), typeList(e.Types), e.Power)
	case rules.EffLoseAbilities:
		what = "loses all abilities"
	case rules.EffAddTypes:
		what = "is also " + aTypeLine(e.Types)
	case rules.EffSetBasePT:
		what = fmt.Sprintf("has base power and toughness %d/%d", e.Power, e.Toughness)
	default:
		what = "is under an effect"
	}
	var until string
	switch e.Until {
	case rules.UntilEndOfTurn:
		until = " until end of turn"
	case rules.UntilYourNextTurn:
		until = " until " + n.player(e.Player) + "'s next turn"
	case rules.WhileSourceOnBattlefield:
		until = " for as long as " + e.SourceName + " remains on the battlefield"
	case rules.WhileSourceTapped:
		until = " for as long as " + e.SourceName + " remains tapped"
	}
	src := ""
	if e.SourceName != "" {
		src = " (" + e.SourceName + ")"
	}
	return who + " " + what + until + src
}

func keywordList(ks rules.KeywordSet) string {
	var out []string
	for k := range 32 {
		if n := rules.Keyword(k).String(); ks.Has(rules.Keyword(k)) && n != "" {
			out = append(out, n)
		}
	}
	return strings.Join(out, ", ")
}

// typeNames lists a set of card types in lower case, in the order of the types.
func typeNames(ts rules.TypeSet) []string {
	var out []string
	for t := range 16 {
		if n := rules.CardType(t).String(); ts.Has(rules.CardType(t)) && n != "" {
			out = append(out, strings.ToLower(n))
		}
	}
	return out
}

// aTypeLine writes a set of card types as one type line with its article: "an artifact
// creature".
func aTypeLine(ts rules.TypeSet) string {
	s := strings.Join(typeNames(ts), " ")
	if s != "" && strings.ContainsRune("aeiou", rune(s[0])) {
		return "an " + s
	}
	return "a " + s
}

func typeList(ts rules.TypeSet) string { return strings.Join(typeNames(ts), " or ") }
