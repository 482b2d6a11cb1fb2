package rules

// Split cards (CR 709): two halves on one card, each cast on its own.

// castFace returns what is cast when a cast action names half h (1-based, 0: none) of a
// card with definition def: the half for a split card (CR 709.3: the player chooses
// which half to cast before putting it on the stack), def itself for other cards.
func castFace(def *CardDef, h int) (*CardDef, error) {
	if len(def.Halves) == 0 {
		if h != 0 {
			return nil, refuse(RefusedMalformed, "%s is not a split card: it has no halves to choose from", def.Name)
		}
		return def, nil
	}
	if h < 1 || h > len(def.Halves) {
		return nil, refuse(RefusedMalformed, "%s is a split card: name the half to cast, %s or %s (CR 709.3)", def.Name, def.Halves[0].Name, def.Halves[1].Name)
	}
	return def.Halves[h-1], nil
}

// withHalf returns rare parts that also say half h was cast (rare may be nil; it is not
// changed, as copies of an Action may share it).
func withHalf(rare *ActionRare, h int) *ActionRare {
	if h == 0 {
		return rare
	}
	var r ActionRare
	if rare != nil {
		r = *rare
	}
	r.Half = h
	return &r
}

// HalfCast returns the half of a split card that cast action a casts, or nil when a
// casts no half.
func (g *Game) HalfCast(a Action) *CardDef {
	if a.Kind != ActCast || a.half() == 0 || !g.validObj(a.Obj) {
		return nil
	}
	d, err := castFace(g.obj(a.Obj).Def, a.half())
	if err != nil || d == g.obj(a.Obj).Def {
		return nil
	}
	return d
}

// becomeHalf makes spell id, just put on the stack, have only the characteristics of the
// half cast (CR 709.3b); the whole card is kept as its printed definition, which it has
// again in any other zone (709.4, as moveTo restores Printed).
func (g *Game) becomeHalf(id ObjID, half *CardDef) {
	o := g.mut(id)
	if half == o.Def {
		return
	}
	o.Printed = o.Def
	o.Def = half
	o.Cur = baseChars(half, o.Controller)
}
