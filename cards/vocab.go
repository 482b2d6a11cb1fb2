package cards

import r "github.com/ettinmtg/ettin/rules"

// The helpers below keep card scripts to a line or two each.

// Target specs.
var (
	anyTarget       = r.TargetSpec{Kind: r.TargetAny}
	targetPlayer    = r.TargetSpec{Kind: r.TargetPlayer}
	targetOpponent  = r.TargetSpec{Kind: r.TargetOpponent}
	targetPlayerPW  = r.TargetSpec{Kind: r.TargetPlayerOrPlaneswalker}
	targetCreature  = r.TargetSpec{Kind: r.TargetPermanent, Filter: r.Filter{Types: r.Types(r.Creature)}}
	targetSpell     = r.TargetSpec{Kind: r.TargetSpell}
	twoTargetPlayer = r.TargetSpec{Kind: r.TargetPlayer, Count: 2}
)

func targets(ts ...r.TargetSpec) []r.TargetSpec { return ts }

func targetPermanent(f r.Filter) r.TargetSpec {
	return r.TargetSpec{Kind: r.TargetPermanent, Filter: f}
}

// spell sets what an instant or sorcery does.
func spell(ts []r.TargetSpec, es ...r.Effect) script {
	return func(d *r.CardDef) {
		d.Spell = &r.Ability{Kind: r.SpellAbility, Targets: ts, Effects: es}
	}
}

// abilities appends abilities in printed order.
func abilities(abs ...*r.Ability) script {
	return func(d *r.CardDef) { d.Abilities = append(d.Abilities, abs...) }
}

// both runs several scripts in order.
func both(ss ...script) script {
	return func(d *r.CardDef) {
		for _, s := range ss {
			s(d)
		}
	}
}

// activated is an activated ability "[cost][, {T}]: effects".
func activated(cost string, tap bool, ts []r.TargetSpec, es ...r.Effect) *r.Ability {
	return &r.Ability{Kind: r.ActivatedAbility, Cost: r.MustCost(cost), Tap: tap, Targets: ts, Effects: es}
}

// loyalty is a planeswalker's loyalty ability (CR 606).
func loyalty(n int, ts []r.TargetSpec, es ...r.Effect) *r.Ability {
	return &r.Ability{Kind: r.LoyaltyAbility, Loyalty: n, Targets: ts, Effects: es}
}

// triggered is a triggered ability.
func triggered(t r.Trigger, ts []r.TargetSpec, es ...r.Effect) *r.Ability {
	return &r.Ability{Kind: r.TriggeredAbility, Trigger: &t, Targets: ts, Effects: es}
}

// ifThen adds an intervening "if" clause to a triggered ability (CR 603.4).
func ifThen(c r.Condition, a *r.Ability) *r.Ability {
	a.If = &c
	return a
}

// static is a static ability.
func static(s r.Static) *r.Ability { return &r.Ability{Kind: r.StaticAbility, Static: &s} }

// Common triggers.
var (
	whenEnters  = r.Trigger{Event: r.EvEntersBattlefield, Self: true}
	yourUpkeep  = r.Trigger{Event: r.EvBeginStep, Step: r.Upkeep, Player: r.You}
	eachEndStep = r.Trigger{Event: r.EvBeginStep, Step: r.EndStep}
)

func stateTrigger(c r.Condition) r.Trigger { return r.Trigger{Event: r.EvState, State: &c} }

// Common amounts.
func devotion(c r.Color) r.Amount { return r.Amount{Kind: r.AmtDevotion, Color: c} }

var (
	halfLifeDown = r.Amount{Kind: r.AmtHalfLifeDown}
	halfLifeUp   = r.Amount{Kind: r.AmtHalfLifeUp}
	// doubledLife is twice the affected player's life total, negative included: doubling a
	// life total sets it to that value (CR 701.9d, 107.1b).
	doubledLife = r.Amount{Kind: r.AmtLife, Times: 2}
	thatMuch    = r.Amount{Kind: r.AmtEvent}
	remembered  = r.Amount{Kind: r.AmtRemembered}
	handSize    = r.Amount{Kind: r.AmtHandSize}
	creatures   = r.Amount{Kind: r.AmtCreatures}
)

// Filters.
var (
	creature          = r.Filter{Types: r.Types(r.Creature)}
	creaturesYouCtrl  = r.Filter{Types: r.Types(r.Creature), Controller: r.You}
	nonlandPermanents = r.Filter{NotTypes: r.Types(r.Land)}
)

// token defines a creature token (CR 111.4: its name is its subtypes plus "Token").
func token(sub string, colors r.ColorSet, p, t int, kw r.KeywordSet) *r.CardDef {
	return &r.CardDef{Name: sub + " Token", Colors: colors, Types: r.Types(r.Creature), Subtypes: []string{sub},
		Power: p, Toughness: t, Keywords: kw, Token: true, NoCost: true, Implemented: true}
}

func colors(cs ...r.Color) r.ColorSet {
	var s r.ColorSet
	for _, c := range cs {
		s = s.With(c)
	}
	return s
}
