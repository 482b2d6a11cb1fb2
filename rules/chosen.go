package rules

import "slices"

// Chosen values. A permanent's "As [this] enters, choose ..." is a replacement effect of
// its own, so the choice is made before it enters (CR 614.12, 614.1c; enters.go); a
// spell's "Choose a creature type." is made as it resolves. The value is kept on the
// object (Object.Chosen, ChosenType, ChosenPlayer, ChosenSubtype(), ChosenParity) and read
// by the object's other abilities, which are linked to the one that chose it (CR 607.2d:
// "the chosen color" of one ability refers to the choice another of the same object made).
// A new object (after a zone change, CR 400.7) has no value chosen, and nothing matches a
// filter reading one.

// Parity is a number's quality of being odd or even ("choose odd or even"; zero is even).
type Parity uint8

// Parities: none chosen, odd, even.
const (
	NoParity Parity = iota
	Odd
	Even
)

func (p Parity) String() string {
	switch p {
	case Odd:
		return "odd"
	case Even:
		return "even"
	}
	return "none"
}

// has reports whether n has parity p (never, for NoParity).
func (p Parity) has(n int) bool {
	switch p {
	case Odd:
		return n%2 != 0
	case Even:
		return n%2 == 0
	}
	return false
}

// matchesChosen reports whether object id has the values chosen for source that filter f
// names: its color (Teferi's Moat), its creature type, the parity of its mana value.
func (g *Game) matchesChosen(id ObjID, f *Filter, source ObjID) bool {
	if source == NoObj || int(source) >= g.objs.len() {
		return false
	}
	s, c := g.obj(source), &g.obj(id).Cur
	if f.ChosenColor && (!s.HasChosen || !c.Colors.Has(s.Chosen)) {
		return false
	}
	if f.ChosenSubtype && (s.chosenSub == 0 || !c.HasSubtype(s.ChosenSubtype())) {
		return false
	}
	return !f.ChosenParity || s.ChosenParity.has(g.manaValue(id))
}

// chosenManaKinds is the kind of mana "Add one mana of the chosen color" of permanent id
// makes: the color chosen as it entered; none while none was (CR 106.5: an ability that
// would make mana of an undefined type makes none).
func (g *Game) chosenManaKinds(id ObjID) uint8 {
	if id == NoObj || int(id) >= g.objs.len() || !g.obj(id).HasChosen {
		return 0
	}
	return 1 << g.obj(id).Chosen
}

// subtypeOptions offers the creature types of a choice, each by its name.
func subtypeOptions(types []string) []Option {
	opts := make([]Option, len(types))
	for i, t := range types {
		opts[i] = Option{Text: t, Player: NoPlayer, Obj: NoObj, Subtype: t}
	}
	return opts
}

// parityOptions offers odd and even.
func parityOptions() []Option {
	return []Option{{Text: "odd", Player: NoPlayer, Obj: NoObj, Parity: Odd}, {Text: "even", Player: NoPlayer, Obj: NoObj, Parity: Even}}
}

// askSubtype asks ctrl to choose one of types for def (the card entering, or the spell):
// any creature type (CR 205.3m) when types is nil, but except.
func (g *Game) askSubtype(r *Resolution, def *CardDef, ctrl PlayerID, types []string, except string) (string, bool) {
	if types == nil {
		types = creatureTypes
	}
	if except != "" {
		types = slices.DeleteFunc(slices.Clone(types), func(s string) bool { return s == except })
	}
	ans, ok := r.ask(g, ChoiceSpec{Player: ctrl, Choice: ask(ChCreatureType).card(def), Options: subtypeOptions(types), Min: 1, Max: 1})
	if !ok {
		return "", false
	}
	return types[ans[0]], true
}

// askParity asks ctrl to choose odd or even for def.
func (g *Game) askParity(r *Resolution, def *CardDef, ctrl PlayerID) (Parity, bool) {
	ans, ok := r.ask(g, ChoiceSpec{Player: ctrl, Choice: ask(ChParity).card(def), Options: parityOptions(), Min: 1, Max: 1})
	if !ok {
		return NoParity, false
	}
	return parityOptions()[ans[0]].Parity, true
}

// ChosenSubtype is the creature type chosen for the object ("" for none).
func (o *Object) ChosenSubtype() string {
	if o.chosenSub == 0 || int(o.chosenSub) > len(creatureTypes) {
		return ""
	}
	return creatureTypes[o.chosenSub-1]
}

// setChosenSubtype keeps creature type s (one of CR 205.3m's; "" for none) as chosen for
// the object.
func (o *Object) setChosenSubtype(s string) {
	i, ok := slices.BinarySearch(creatureTypes, s)
	if !ok {
		o.chosenSub = 0
		return
	}
	o.chosenSub = uint16(i + 1)
}

// ChosenKind is what a ChooseValue effect chooses.
type ChosenKind uint8

// Kinds of value a spell chooses as it resolves.
const (
	ChooseColorValue   ChosenKind = iota // a color (Object.Chosen)
	ChooseSubtypeValue                   // a creature type among Subtypes (Object.ChosenSubtype())
	ChooseParityValue                    // odd or even (Object.ChosenParity)
)

// ChooseValue is "Choose a color." / "Choose a creature type." / "Choose odd or even." of a
// resolving spell, or of a permanent's ability ("When this creature enters, choose a
// creature type."): its controller chooses, and the value is kept on the spell or the
// permanent for the effects after it, which read it as their source's ("of the chosen
// type", "of that type"). Subtypes are the creature types offered (nil: any, CR 205.3m), but Except
// ("choose a creature type other than Wall").
type ChooseValue struct {
	Kind     ChosenKind
	Subtypes []string
	Except   string
}

func (e ChooseValue) do(g *Game, r *Resolution) bool {
	src := r.Source
	if src == NoObj || g.obj(src).Zone != ZoneStack && g.obj(src).Zone != ZoneBattlefield {
		return true // a source gone keeps no value: the effects reading it find nothing
	}
	def := g.obj(src).Def
	switch e.Kind {
	case ChooseColorValue:
		ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Choice: ask(ChColor).card(def), Options: colorOptions(), Min: 1, Max: 1})
		if !ok {
			return false
		}
		o := g.mut(src)
		o.Chosen, o.HasChosen = Color(ans[0]), true
		g.note(Entry{Kind: JChoosesValue, Player: r.Controller, Card: def, More: &EntryMore{Text: o.Chosen.String()}})
	case ChooseSubtypeValue:
		t, ok := g.askSubtype(r, def, r.Controller, e.Subtypes, e.Except)
		if !ok {
			return false
		}
		g.mut(src).setChosenSubtype(t)
		g.note(Entry{Kind: JChoosesValue, Player: r.Controller, Card: def, More: &EntryMore{Text: t}})
	case ChooseParityValue:
		p, ok := g.askParity(r, def, r.Controller)
		if !ok {
			return false
		}
		g.mut(src).ChosenParity = p
		g.note(Entry{Kind: JChoosesValue, Player: r.Controller, Card: def, More: &EntryMore{Text: p.String()}})
	}
	return true
}
