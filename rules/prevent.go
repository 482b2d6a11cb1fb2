package rules

// Effects that create replacement and prevention effects for the rest of the turn, which
// the pipeline (replace.go) applies: prevention shields (CR 615.7), "prevent all combat
// damage that would be dealt to and dealt by that creature" and "if that creature would
// die this turn, exile it instead" (CR 614.1a).

// PreventNextDamage gives target N (among all targets) a prevention shield: "Prevent the
// next Amount damage that would be dealt to any target this turn" (CR 615.7).
type PreventNextDamage struct {
	N      int
	Amount Amount
}

func (e PreventNextDamage) do(g *Game, r *Resolution) bool {
	if e.N >= len(r.Targets) || !g.stillLegal(r, e.N) {
		return true
	}
	t := r.Targets[e.N]
	n := e.Amount.eval(g, r, t.Player)
	if n <= 0 {
		return true
	}
	ce := ContEffect{Kind: EffPreventShield, Obj: NoObj, Player: NoPlayer, N: n, Until: UntilEndOfTurn}
	if t.IsPlayer() {
		ce.Player = t.Player
	} else {
		ce.Obj = t.Obj
	}
	g.addEffect(ce, r)
	return true
}

// PreventCombatDamageOf: "Prevent all combat damage that would be dealt to and dealt by"
// each selected creature this turn (CR 615; Foxfire).
type PreventCombatDamageOf struct{ What What }

func (e PreventCombatDamageOf) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		g.addEffect(ContEffect{Kind: EffPreventCombatSelf, Obj: id, Player: NoPlayer, Until: UntilEndOfTurn}, r)
	}
	return true
}

// ExileIfDies: "If that creature would die this turn, exile it instead" for each selected
// permanent; with DamagedThisWay, for each permanent the source dealt damage to in the
// instruction before ("If a creature dealt damage this way would die this turn, exile it
// instead"; CR 614.1a).
type ExileIfDies struct {
	What           What
	DamagedThisWay bool
}

func (e ExileIfDies) do(g *Game, r *Resolution) bool {
	var ids []ObjID
	if e.DamagedThisWay {
		for _, d := range g.damageLog {
			if d.src == r.Source && d.moment == g.moment-1 && g.obj(d.to).Zone == ZoneBattlefield {
				ids = append(ids, d.to)
			}
		}
	} else {
		ids = r.objects(g, e.What)
	}
	for _, id := range ids {
		g.addEffect(ContEffect{Kind: EffExileIfDies, Obj: id, Player: NoPlayer, Until: UntilEndOfTurn}, r)
	}
	return true
}
