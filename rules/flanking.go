package rules

// flankingAbility is the triggered ability flanking stands for (CR 702.25a): "Whenever a
// creature without flanking blocks this creature, the blocking creature gets -1/-1 until
// end of turn." It belongs to the keyword, so a creature that gains flanking has it too.
var flankingAbility = &Ability{Kind: TriggeredAbility, Text: "Flanking",
	Trigger: &Trigger{Event: EvBlocks},
	Effects: []Effect{Pump{What: What{Kind: WhatEventObj}, Power: -1, Tough: -1}}}

// flankingTrigger triggers the flanking of the attacker a block declaration e names (its
// Source) when the blocker lacks flanking. (Several instances of flanking would trigger
// separately, 702.25b; a keyword set holds one.)
func (g *Game) flankingTrigger(e Event) {
	a := e.Source
	if a == NoObj || int(a) >= g.objs.len() || e.Obj == NoObj {
		return
	}
	if ao := g.obj(a); ao.Zone != ZoneBattlefield || ao.Cur.NoAbilities || !ao.Has(Flanking) || g.obj(e.Obj).Has(Flanking) {
		return
	}
	g.addTrigger(a, flankingAbility, e)
}
