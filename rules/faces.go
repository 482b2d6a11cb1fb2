package rules

// Cards cast as one of their faces: split cards (CR 709), adventurer cards (715) and omen
// cards (Tarkir: Dragonstorm; the Omen cast instead of the card, then shuffled into its
// owner's library).

// castFace returns what is cast when a cast action names face f (ActionRare.Face) of a
// card with definition def: a split card's half (CR 709.3: the player chooses which half
// to cast before putting it on the stack), an adventurer card's Adventure (715.3), or
// def itself.
func castFace(def *CardDef, f int) (*CardDef, error) {
	faces := def.Faces()
	switch {
	case f == 0 && len(def.Halves) > 0:
		return nil, refuse(RefusedMalformed, "%s is a split card: name the half to cast, %s or %s (CR 709.3)", def.Name, def.Halves[0].Name, def.Halves[1].Name)
	case f == 0:
		return def, nil
	case f < 0 || f > len(faces):
		return nil, refuse(RefusedMalformed, "%s has no such face to cast", def.Name)
	}
	return faces[f-1], nil
}

// withFace returns rare parts that also say face f was cast (rare may be nil; it is not
// changed, as copies of an Action may share it).
func withFace(rare *ActionRare, f int) *ActionRare {
	if f == 0 {
		return rare
	}
	r := rareCopy(rare)
	r.Face = f
	return r
}

// rareCopy returns a new copy of rare parts (nil: none), for the with* helpers to set one
// part without changing the parts other copies of an Action share.
func rareCopy(rare *ActionRare) *ActionRare {
	var r ActionRare
	if rare != nil {
		r = *rare
	}
	return &r
}

// FaceCast returns the face that cast action a casts (a split card's half, an Adventure),
// or nil when a casts a card as itself.
func (g *Game) FaceCast(a Action) *CardDef {
	if a.Kind != ActCast || a.face() == 0 || !g.validObj(a.Obj) {
		return nil
	}
	d, err := castFace(g.obj(a.Obj).Def, a.face())
	if err != nil || d == g.obj(a.Obj).Def {
		return nil
	}
	return d
}

// becomeFace makes spell id, just put on the stack, have only the characteristics of the
// face cast (CR 709.3b, 715.3b); the whole card is kept as its printed definition, which
// it has again in any other zone (709.4, 715.4), as moveTo restores Printed.
func (g *Game) becomeFace(id ObjID, face *CardDef) {
	o := g.mut(id)
	if face == o.Def {
		return
	}
	o.Printed = o.Def
	o.Def = face
	o.Cur = baseChars(face, o.Controller)
}

// castAsAdventure reports whether a spell of definition def, printed as printed (nil:
// as def), was cast as an Adventure (CR 715.3).
func castAsAdventure(def, printed *CardDef) bool {
	return printed != nil && printed.Adventure != nil && printed.Adventure == def
}

// castAsOmen reports whether a spell of definition def, printed as printed (nil: as
// def), was cast as an Omen.
func castAsOmen(def, printed *CardDef) bool {
	return printed != nil && printed.Omen != nil && printed.Omen == def
}

// shuffleOmen shuffles resolving spell id, cast as an Omen, into its owner's library
// instead of putting it into the graveyard: the Omen's last instruction.
func (g *Game) shuffleOmen(id ObjID) {
	o := g.obj(id)
	owner, def := o.Owner, o.Printed
	if g.moveTo(id, ZoneLibrary, false) != NoObj {
		// The old id: the library card's own stays hidden.
		g.note(Entry{Kind: JShuffledIntoLibrary, Obj: id, Card: def, Player: owner})
	}
	g.shuffle(owner)
}

// goOnAdventure exiles resolving spell id, cast as an Adventure, instead of putting it
// into its owner's graveyard; its controller may cast the card (not as an Adventure) for
// as long as it remains exiled (CR 715.3d).
func (g *Game) goOnAdventure(id ObjID, r *Resolution) {
	ctrl := g.obj(id).Controller
	nid := g.moveTo(id, ZoneExile, false)
	if nid == NoObj {
		return
	}
	g.addEffect(ContEffect{Kind: EffAdventure, Obj: nid, Player: ctrl, Until: Forever}, r)
}

// adventureActions adds the ways player p may now cast the cards they exiled on an
// Adventure (CR 715.3d). (Cards other effects let a player cast from exile, such as
// Stolen Strategy's, are cast by naming them but aren't listed.)
func (g *Game) adventureActions(out []Action, p PlayerID) []Action {
	for _, e := range g.effects {
		if e.Kind != EffAdventure || e.Player != p || !g.mayCastFromExile(p, e.Obj) {
			continue
		}
		def := g.obj(e.Obj).Def
		if !def.Implemented || !def.Types.Has(Instant) && !def.Keywords.Has(Flash) && !g.sorceryTiming(p) {
			continue
		}
		out = g.castVariants(out, p, e.Obj, false)
	}
	return out
}
