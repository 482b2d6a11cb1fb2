package cards

import r "github.com/ettinmtg/ettin/rules"

// Cards that show the team rules of CR 805 and 810 not covered elsewhere: poison counters
// counted, lost, prevented and tested per team (810.10a-d).
func init() {
	// CR 810.10a: "for each poison counter your opponents have" counts the opposing team's.
	register("Phyrexian Swarmlord", abilities(triggered(yourUpkeep, nil,
		r.CreateToken{Def: insectInfectToken, Amount: r.Amount{Kind: r.AmtOpponentsPoison}})))
	// CR 810.10b: "target player loses all poison counters": the team loses them.
	register("Leeches", spell(targets(targetPlayer),
		r.LosePoison{Who: r.WhoTarget, All: true}, r.DamageTarget{Amount: remembered}))
	// CR 810.10c: "you can't get poison counters": no one on your team can.
	register("Melira, Sylvok Outcast", abilities(
		static(r.Static{Kind: r.StCantGetPoison, Affects: r.AffectsPlayer}),
		static(r.Static{Kind: r.StNoMinusOneCounters, Affects: r.AffectsFilter, Filter: creaturesYouCtrl}),
		static(r.Static{Kind: r.StLoseKeywords, Affects: r.AffectsFilter,
			Filter: r.Filter{Types: r.Types(r.Creature), Controller: r.Opponent}, Keywords: r.Keywords(r.Infect)})))
	// CR 810.10d: a player is poisoned if the team has a poison counter.
	register("Viridian Betrayers", abilities(static(r.Static{Kind: r.StAddKeywords, Affects: r.AffectsSelf,
		Keywords: r.Keywords(r.Infect), Cond: &r.Condition{Kind: r.CondOpponentPoisoned}})))
	register("Corrupted Resolve", spell(targets(targetSpell),
		r.SkipUnless{Cond: r.Condition{Kind: r.CondTargetControllerPoisoned}, Skip: 1}, r.CounterTarget{}))
	register("Septic Rats", abilities(ifThen(r.Condition{Kind: r.CondDefendingPoisoned},
		triggered(r.Trigger{Event: r.EvAttacks, Self: true}, nil, r.Pump{What: r.Self, Power: 1, Tough: 1}))))
	// A negative question about "defending player" (the example of 810.7b of 2011): yes only
	// if the positive one ("controls a black permanent") is no, for both players in 2008
	// and 2011.
	register("Spectral Force", abilities(ifThen(r.Condition{Kind: r.CondDefendingControls, Filter: &r.Filter{Colors: colors(r.Black)}, Not: true},
		triggered(r.Trigger{Event: r.EvAttacks, Self: true}, nil, r.DoesntUntapNext{What: r.Self}))))
}

var insectInfectToken = token("Insect", colors(r.Green), 1, 1, r.Keywords(r.Infect))

// CR 810.9b: teammates paying life at the same time pay at most the team's life total.
func init() {
	register("Killing Wave", spell(nil, r.SacrificeUnlessPayLife{Filter: creature, Amount: r.X}))
}

// CR 805.9: "the active player" is one player of the active team, chosen by the
// controller as the effect is applied.
func init() {
	register("Siren's Call", both(
		spell(nil, r.ChooseActivePlayer{}, r.MustAttackThisTurn{Who: r.WhoChosen},
			r.DestroyDidntAttackAtEnd{Who: r.WhoChosen, Filter: r.Filter{Types: r.Types(r.Creature), NotSubtype: "Wall"}}),
		func(d *r.CardDef) { d.Spell.OpponentsTurnBeforeAttacks = true }))
}

// CR 805.10c, 805.10e: "attacking player" is the controller of the attacker a blocking
// creature would block; "defending player" is the player a creature would attack.
func init() {
	unlessMore := func(types r.TypeSet) script {
		return abilities(
			static(r.Static{Kind: r.StCantAttackUnlessMore, Affects: r.AffectsSelf, Filter: r.Filter{Types: types}}),
			static(r.Static{Kind: r.StCantBlockUnlessMore, Affects: r.AffectsSelf, Filter: r.Filter{Types: types}}))
	}
	register("Goblin Goon", unlessMore(r.Types(r.Creature)))
	register("Mogg Toady", unlessMore(r.Types(r.Creature)))
	register("Monstrous Hound", unlessMore(r.Types(r.Land)))
	// CR 805.10c: "attacking player" is one player, chosen by the controller when several
	// could be (a blocker blocking creatures of both attacking players).
	register("Souls of the Faultless", abilities(triggered(r.Trigger{Event: r.EvDealtDamage, Self: true, Combat: true}, nil,
		r.GainLife{Who: r.WhoYou, Amount: thatMuch}, r.ChooseAttackingPlayer{}, r.LoseLife{Who: r.WhoChosen, Amount: thatMuch})))
	// CR 509.1a: blocking more than one creature, which lets a blocker's "attacking
	// player" be either player of the attacking team.
	register("Brave the Sands", abilities(
		static(r.Static{Kind: r.StAddKeywords, Affects: r.AffectsFilter, Filter: creaturesYouCtrl, Keywords: r.Keywords(r.Vigilance)}),
		static(r.Static{Kind: r.StBlockAdditional, Affects: r.AffectsFilter, Filter: creaturesYouCtrl, Amount: 1})))
}

// CR 805.3b: cards a player may begin the game with on the battlefield.
func init() {
	register("Leyline of Sanctity", both(beginsOnBattlefield,
		abilities(static(r.Static{Kind: r.StPlayerHexproof, Affects: r.AffectsPlayer}))))
	// CR 810.9g: no one on either team gains life; prevention doesn't apply (CR 615.12).
	register("Leyline of Punishment", both(beginsOnBattlefield, abilities(
		static(r.Static{Kind: r.StPlayersCantGainLife, Affects: r.AffectsPlayer}),
		static(r.Static{Kind: r.StDamageCantBePrevented, Affects: r.AffectsPlayer}))))
	// Both opponents' cards are exiled instead of going to their graveyards (CR 614.1a).
	register("Leyline of the Void", both(beginsOnBattlefield, abilities(
		static(r.Static{Kind: r.StOpponentsCardsExiled, Affects: r.AffectsPlayer}))))
	// Only a player of a team other than the starting team is "not playing first".
	const anyColor = 1<<r.White | 1<<r.Blue | 1<<r.Black | 1<<r.Red | 1<<r.Green
	register("Gemstone Caverns", both(beginsOnBattlefield,
		func(d *r.CardDef) {
			d.Begin = &r.BeginRules{NotPlayingFirst: true, Counter: r.LuckCounter, Counters: 1, ExileFromHand: true}
		},
		abilities(&r.Ability{Kind: r.ManaAbility, Tap: true, Produces: 1 << r.ColorlessMana, ProducesWithCounter: anyColor, WithCounter: r.LuckCounter,
			Text: "{T}: Add {C}. If Gemstone Caverns has a luck counter on it, instead add one mana of any color."})))
}

// beginsOnBattlefield: "If this card is in your opening hand, you may begin the game with
// it on the battlefield" (CR 103.6a).
func beginsOnBattlefield(d *r.CardDef) { d.BeginOnBattlefield = true }
