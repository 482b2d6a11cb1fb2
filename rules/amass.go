package rules

// Amass: "Amass [subtype] N" (CR 701.44a): if the controller controls no Army creature,
// they create Token (a 0/0 black [subtype] Army creature token); then they choose an
// Army creature they control, put Amount +1/+1 counters on it, and if it isn't a
// [subtype] it becomes one in addition to its other types.
type Amass struct {
	Token  *CardDef // the Army token; its first subtype is the amassed subtype
	Amount int
}

func (e Amass) do(g *Game, r *Resolution) bool {
	p := r.Controller
	if len(g.armies(p)) == 0 { // with two or more Armies after, this run asks and no token is made again
		for range g.tokenCount(p, 1) { // CR 614.1a: Doubling Season
			g.createToken(e.Token, p)
		}
	}
	armies := g.armies(p)
	if len(armies) == 0 {
		return true // CR 701.44b: amassed even so
	}
	army, ok := r.pickOne(g, p, ChCreature, armies)
	if !ok {
		return false
	}
	g.putCounters(army, PlusOne, e.Amount, p)
	sub := e.Token.Subtypes[0]
	if o := g.obj(army); o.Zone == ZoneBattlefield && !o.Cur.HasSubtype(sub) {
		subs := append(append([]string(nil), o.Cur.Subtypes...), sub)
		g.addEffect(ContEffect{Kind: EffSetCreatureTypes, Obj: army, Subtypes: subs, Until: Forever}, r)
	}
	return true
}

// armies lists the Army creatures player p controls.
func (g *Game) armies(p PlayerID) []ObjID {
	var out []ObjID
	for _, id := range g.battlefield {
		if o := g.obj(id); o.Controller == p && o.Is(Creature) && o.Cur.HasSubtype("Army") {
			out = append(out, id)
		}
	}
	return out
}
