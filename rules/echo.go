package rules

// Echo (CR 702.30a): "At the beginning of your upkeep, if this permanent came under your
// control since the beginning of your last upkeep, sacrifice it unless you pay [cost]."
//
// A permanent is summoning sick (Object.Sick, CR 302.6) exactly when it came under its
// controller's control since their team's last turn began, and nothing comes under a
// team's control between the start of its turn and its upkeep; so as the team's turn
// begins, each sick permanent with echo is marked due (EffEchoDue), and the echo trigger
// (its intervening "if", CR 603.4) asks for the mark and resolving ends it (Echo).

// hasEcho reports whether a card has an echo trigger.
func hasEcho(d *CardDef) bool {
	for _, a := range d.Abilities {
		if a.If != nil && a.If.Kind == CondEchoDue {
			return true
		}
	}
	return false
}

// markEchoDue marks permanent id, with echo, as due at its controller's coming upkeep.
func (g *Game) markEchoDue(id ObjID) {
	if !hasEcho(g.obj(id).Def) || g.echoDue(id) {
		return
	}
	g.effects = append(g.effects, ContEffect{Kind: EffEchoDue, Obj: id, Player: NoPlayer, Source: NoObj, Until: Forever})
}

// echoDue reports whether permanent id is marked as due for its echo.
func (g *Game) echoDue(id ObjID) bool {
	for i := range g.effects {
		if e := &g.effects[i]; e.Kind == EffEchoDue && e.Obj == id {
			return true
		}
	}
	return false
}

// EndEcho ends the echo mark of the resolving ability's source: the upkeep that asked for
// its echo cost has come (CR 702.30a).
type EndEcho struct{}

func (EndEcho) do(g *Game, r *Resolution) bool {
	out := make([]ContEffect, 0, len(g.effects))
	for _, e := range g.effects {
		if e.Kind != EffEchoDue || e.Obj != r.Source {
			out = append(out, e)
		}
	}
	g.effects = out
	return true
}
