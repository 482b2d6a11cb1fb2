package rules

// The prepare layout (Secrets of Strixhaven): a creature card with a spell face. "While
// it's prepared, you may cast a copy of its spell. Doing so unprepares it." Prepared is a
// designation of the permanent (Object.Prepared), given by "enters prepared" and
// "becomes prepared"; the copy is cast from the permanent (a copy of a card cast, CR
// 707.12), so the card itself stays on the battlefield.

// castsPrepared reports whether a cast of card o as face f by player p is the cast of a
// copy of a prepared permanent's spell: o is p's prepared permanent and f names its
// spell face.
func castsPrepared(p PlayerID, o *Object, f int) bool {
	return f == 1 && o.Zone == ZoneBattlefield && o.Def.Prepare != nil && o.Controller == p && o.Prepared
}

// preparedPermanents lists the prepared permanents player p controls.
func (g *Game) preparedPermanents(p PlayerID) []ObjID {
	var out []ObjID
	for _, id := range g.battlefield {
		if o := g.obj(id); o.Prepared && o.Controller == p && o.Def.Prepare != nil {
			out = append(out, id)
		}
	}
	return out
}

// PreparedPermanents lists the prepared permanents player p controls, whose spells p may
// cast a copy of (nil for a bad player id).
func (g *Game) PreparedPermanents(p PlayerID) []ObjID {
	if p < 0 || int(p) >= len(g.players) {
		return nil
	}
	return g.preparedPermanents(p)
}

// preparedActions appends the ways player p may now cast a copy of the spell of a
// prepared permanent they control.
func (g *Game) preparedActions(out []Action, p PlayerID) []Action {
	if !g.battlefieldSummary().prepareFaces {
		return out // no permanent has a spell face to prepare (perf.go)
	}
	for _, id := range g.battlefield {
		o := g.obj(id)
		if !o.Prepared || o.Controller != p || o.Def.Prepare == nil || !o.Def.Prepare.Implemented {
			continue
		}
		def := o.Def.Prepare
		if !def.Types.Has(Instant) && !def.Keywords.Has(Flash) && !g.sorceryTiming(p) {
			continue
		}
		out = g.castFaceVariants(out, p, id, def, 1, false)
	}
	return out
}

// castPreparedCopy puts onto the stack, controlled by p, a copy of the spell face of
// prepared permanent id, which is unprepared, and returns the copy. The copy is cast (its
// costs are paid and it triggers "whenever you cast"), and as a copy of a card it ceases
// to exist when it leaves the stack (CR 707.12, 704.5e).
func (g *Game) castPreparedCopy(id ObjID, face *CardDef, p PlayerID) ObjID {
	g.mut(id).Prepared = false
	return g.newObject(tokenCopyDef(face), p, ZoneStack)
}

// BecomePrepared: the selected permanents become prepared ("CARDNAME becomes
// prepared"), or with Unprepare unprepared ("target creature becomes unprepared"); a
// permanent without a spell face has nothing to prepare and is left as it is.
type BecomePrepared struct {
	What      What
	Unprepare bool
}

func (e BecomePrepared) do(g *Game, r *Resolution) bool {
	for _, id := range r.objects(g, e.What) {
		o := g.obj(id)
		if e.Unprepare {
			if o.Prepared {
				g.mut(id).Prepared = false
				g.note(Entry{Kind: JUnprepared, Obj: id, Card: o.Def})
			}
			continue
		}
		if o.Def.Prepare == nil || o.Prepared {
			continue
		}
		g.mut(id).Prepared = true
		g.note(Entry{Kind: JPrepared, Obj: id, Card: o.Def})
	}
	return true
}
