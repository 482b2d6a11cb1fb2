package rules

// Blight as an effect and as an activation cost (ECL's keyword action; the cost of a
// spell is in addcost.go). To blight N is to put N -1/-1 counters on a creature you
// control: "you may blight 1. If you do, ...", "each opponent blights 1", "{T}, Blight 1:
// ...".

// Blight: each player Who blights N, on a creature of their choice; the players choose
// in turn order knowing the earlier choices, then the counters are put at once (CR
// 101.4). With May ("you may blight N"), Who is the controller alone, who may decline or
// has no creature to blight: then the next Skip effects are skipped ("If you do, ..."),
// or with Else they are skipped when the controller does blight ("If you don't, ...").
type Blight struct {
	Who  Who
	N    int
	May  bool
	Skip int
	Else bool
}

func (e Blight) do(g *Game, r *Resolution) bool {
	ps, ok := r.affected(g, e.Who)
	if !ok {
		return false
	}
	picks := make([]ObjID, len(ps))
	for i, p := range ps {
		picks[i] = NoObj
		var cands []ObjID
		for _, id := range g.battlefield {
			if o := g.obj(id); o.Controller == p && o.Is(Creature) {
				cands = append(cands, id)
			}
		}
		min := 1
		if e.May {
			min = 0
		}
		if len(cands) == 0 {
			continue
		}
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChPick).n(e.N).picking(PickBlight),
			Options: g.cardOptions(cands), Min: min, Max: 1})
		if !ok {
			return false
		}
		if len(ans) == 1 {
			picks[i] = cands[ans[0]]
		}
	}
	blighted := false
	for i, p := range ps {
		if picks[i] != NoObj && g.obj(picks[i]).Zone == ZoneBattlefield {
			g.blight(p, picks[i], e.N)
			blighted = true
		}
	}
	if e.May && blighted == e.Else {
		r.step += e.Skip
	}
	return true
}

// planBlightCost plans an activated ability's "Blight N" cost for player p: the creature
// the counters go on is the one blightTarget chooses, as for a spell's additional cost.
func (g *Game) planBlightCost(plan *castPlan, ab *Ability, p PlayerID, name string) error {
	if ab.Blight <= 0 {
		return nil
	}
	id := g.blightTarget(p, ab.Blight)
	if id == NoObj {
		return refuse(RefusedCostUnpaid, "%s controls no creature to blight for %s", g.players[p].Name, name)
	}
	plan.blight, plan.blightN = id, ab.Blight
	return nil
}
