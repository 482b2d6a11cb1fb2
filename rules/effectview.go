package rules

import "slices"

// EffectView is a continuous effect from a resolved spell or ability (CR 611.2) as
// everybody sees it: its kind, the permanent or player it applies to, its source and how
// long it lasts ("Grizzly Bears gets +3/+3 until end of turn"). Bookkeeping the rules keep
// as effects (delayed triggers, what attacked this turn) is not in a view.
type EffectView struct {
	Kind       EffKind
	Obj        ObjID    // the permanent it applies to (NoObj: a player's effect)
	Player     PlayerID // the player it applies to (NoPlayer: a permanent's effect)
	Source     ObjID    // the spell or ability's source
	SourceName string
	Until      Duration
	// What the kind changes: Power/Toughness (modify, set base, become; for
	// EffCostReductionFor, the reduction), Keywords, Types and Subtypes (become, set
	// creature types, cost reduction for types), N (cost reduction), Name (the card named).
	Power, Toughness int
	Keywords         KeywordSet
	Types            TypeSet
	Subtypes         []string
	N                int
	Name             string
}

// shownEffect says which kinds of effects a view shows.
var shownEffect = [...]bool{EffModifyPT: true, EffAddKeywords: true, EffControl: true, EffBecome: true,
	EffPreventCombatDamage: true, EffCantBeBlocked: true, EffSetCreatureTypes: true, EffDoesntUntapNext: true,
	EffCantBlock: true, EffMustAttack: true, EffCostReduction: true, EffLoseAbilities: true, EffSetBasePT: true,
	EffCostReductionFor: true, EffPlayerStatic: true, EffAttackedThisTurn: false, EffRegenShield: false,
	EffActivatedThisTurn: false, EffEchoDue: false, EffAdventure: false,
	EffExileIfDies: true, EffPreventCombatSelf: true, EffPreventShield: true, EffAddTypes: true}

// effectViews lists the continuous effects at work on the battlefield's permanents and on
// the players, oldest first.
func (g *Game) effectViews() []EffectView {
	var out []EffectView
	for i := range g.effects {
		e := &g.effects[i]
		if int(e.Kind) >= len(shownEffect) || !shownEffect[e.Kind] {
			continue
		}
		if e.Obj != NoObj && (!g.validObj(e.Obj) || g.obj(e.Obj).Zone != ZoneBattlefield) {
			continue // locked onto an object that left (CR 611.2c): it applies to nothing now
		}
		ev := EffectView{Kind: e.Kind, Obj: e.Obj, Player: e.Player, Source: e.Source, Until: e.Until,
			Power: e.Power, Toughness: e.Toughness, Keywords: e.Keywords, Types: e.Types,
			Subtypes: slices.Clone(e.Subtypes), N: e.N, Name: e.Name}
		if e.Obj == NoObj && !g.validPlayer(e.Player) {
			ev.Player = NoPlayer
		}
		if g.validObj(e.Source) {
			ev.SourceName = g.obj(e.Source).Def.Name
		} else {
			ev.Source = NoObj
		}
		out = append(out, ev)
	}
	return out
}

var effKindNames = [...]string{"modify", "keywords", "control", "become", "prevent combat damage", "can't be blocked",
	"creature types", "doesn't untap", "can't block", "must attack", "return when dies", "delayed trigger",
	"created with", "cost reduction", "lose abilities", "set base", "cost reduction for", "may cast from exile",
	"player static", "attacked this turn", "regeneration shield", "activated this turn", "echo due", "adventure",
	"exile if dies", "prevent combat damage to and by", "prevention shield"}

// String names the kind (for the wire; the words shown to players are bind's).
func (k EffKind) String() string {
	if int(k) < len(effKindNames) {
		return effKindNames[k]
	}
	return "unknown"
}

var durationNames = [...]string{"forever", "end of turn", "source leaves", "next turn"}

// String names the duration (for the wire).
func (d Duration) String() string {
	if int(d) < len(durationNames) {
		return durationNames[d]
	}
	return "unknown"
}
