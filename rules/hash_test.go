package rules

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unsafe"
)

// hashExempt lists the fields of the game state that Hash leaves out, as "Type.field",
// each with the reason. Every other field reachable from Game must change the hash.
var hashExempt = map[string]string{
	"Game.castNowOn":  "transient: set only while a cast an effect allows is listed or planned (madness.go)",
	"Game.castNowObj": "transient: set only while a cast an effect allows is listed or planned (madness.go)",

	"Config.Teams":         "the names and decks to set up from; the state holds what became of them",
	"Config.Seed":          "seeds the generator at setup; the generator's state is hashed",
	"Config.StartingTeam":  "read at setup only; the turn state is hashed",
	"Config.NoShuffle":     "read at setup only; the libraries are hashed",
	"Config.SkipMulligans": "read at setup only; the mulligan state is hashed",
	"Game.journal":         "the journal is what happened, not the position; tests compare it on its own",
	"Game.planX":           "transient: X of the spell being planned, zero between actions",
	"Game.costTargets":     "transient: targets of the spell being planned, nil between actions",
	"Game.listing":         "a cache of derived facts while LegalActions runs, empty otherwise (perf.go)",
	"Game.scratch":         "buffers reused between listings, never part of the state (perf.go)",
	"Game.battlefieldOut":  "the copy of battlefield handed out by Battlefield, never read by the game",
	"Game.checkedAt":       "a cache: when the last priority checks were done, to skip them after a lone pass (game.go)",
	"Game.anyStartEngines": "a cache: whether start your engines! is to be looked for; the permanents are hashed (speed.go)",
	"Game.layered":         "a cache: what the last layer pass found, to skip the next while nothing changed (changes.go)",
	"Game.sbaPerm":         "a cache: whether the last state-based actions about permanents found nothing (changes.go)",
	"Game.settled":         "transient: set by a pass, consumed by the givePriority of the same Apply",
	"Game.sides":           "fixed at setup from Config.Teams; hashed in the variants where sides differ from teams (sides.go)",
	"Game.teamSide":        "fixed at setup from Config.Teams; hashed in the variants where sides differ from teams (sides.go)",
	"Game.arena":           "the array a clone's zone lists were cut from, kept for reuse (perf.go); the lists are hashed",
	"Game.bf":              "a cache: the abilities on the battlefield, kept while it holds the same permanents (perf.go)",
	"Game.defChanges":      "counts copy effects for the battlefield summary's key; the definitions themselves are hashed",
	"Game.spare":           "a discarded copy's memory kept for the next Clone (perf.go), never part of the state",
	"damageRec.src":        "read only by the next instruction of the same resolution (ExileIfDies: dealt damage this way), which follows without a pause",
	"damageRec.moment":     "read only by the next instruction of the same resolution (ExileIfDies: dealt damage this way), which follows without a pause",
	"Game.repl":            "transient: the replacement pipeline's view of the resolving instruction, empty between actions (replace_order.go)",
}

// hashLeafPtrs are pointer types hashed as a whole (by name or text, not by address):
// fixed card data, which the test replaces with a different value rather than walks.
var hashLeafPtrs = map[reflect.Type]bool{
	reflect.TypeOf((*CardDef)(nil)): true,
	reflect.TypeOf((*Ability)(nil)): true,
}

// hashStep is one step of a path from Game to a field.
type hashStep struct {
	field int    // struct field index, or -1
	name  string // "Type.field" for a field; "[i]", "*" or "obj" otherwise
	index int    // slice or array element
	deref bool   // follow a pointer (allocating one if nil)
	obj   bool   // Game.objs: the first object, made writable with mut
}

// hashPaths lists a path to every field of the state reachable from t, leaves last.
func hashPaths(t *testing.T, typ reflect.Type, prefix []hashStep, out *[][]hashStep) {
	add := func(s hashStep) []hashStep {
		return append(append([]hashStep(nil), prefix...), s)
	}
	if hashLeafPtrs[typ] {
		*out = append(*out, prefix)
		return
	}
	if len(prefix) > 12 {
		t.Fatalf("path %s is too deep: a cycle in the state's types?", hashPathName(prefix))
	}
	switch typ.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.String:
		*out = append(*out, prefix)
	case reflect.Struct:
		if typ == reflect.TypeOf(objTable{}) {
			hashPaths(t, reflect.TypeOf(Object{}), add(hashStep{field: -1, name: "[0]", obj: true}), out)
			return
		}
		for i := range typ.NumField() {
			f := typ.Field(i)
			key := typ.Name() + "." + f.Name
			if _, ok := hashExempt[key]; ok {
				continue
			}
			hashPaths(t, f.Type, add(hashStep{field: i, name: key}), out)
		}
	case reflect.Slice:
		hashPaths(t, typ.Elem(), add(hashStep{field: -1, name: "[0]"}), out)
	case reflect.Array:
		for i := range typ.Len() {
			hashPaths(t, typ.Elem(), add(hashStep{field: -1, name: fmt.Sprintf("[%d]", i), index: i}), out)
		}
	case reflect.Pointer:
		hashPaths(t, typ.Elem(), add(hashStep{field: -1, name: "*", deref: true}), out)
	default:
		t.Errorf("%s has kind %s: hash it (and teach this test to change it) or list it in hashExempt", hashPathName(prefix), typ.Kind())
	}
}

func hashPathName(p []hashStep) string {
	var b strings.Builder
	b.WriteString("Game")
	for _, s := range p {
		switch {
		case s.field >= 0:
			b.WriteString(s.name[strings.IndexByte(s.name, '.'):])
		default:
			b.WriteString(s.name)
		}
	}
	return b.String()
}

// hashWalk follows path p in g, making the elements and pointers on the way exist (a copy
// of each slice and pointee, so nothing shared with another game is written), and
// returns the field, settable.
func hashWalk(g *Game, p []hashStep) reflect.Value {
	v := reflect.ValueOf(g).Elem()
	for _, s := range p {
		switch {
		case s.obj:
			v = reflect.ValueOf(g.mut(0)).Elem()
			continue
		case s.field >= 0:
			v = v.Field(s.field)
		case s.deref:
			n := reflect.New(v.Type().Elem())
			if !v.IsNil() {
				n.Elem().Set(v.Elem())
			}
			v.Set(n)
			v = v.Elem()
		case v.Kind() == reflect.Slice:
			c := reflect.MakeSlice(v.Type(), v.Len(), v.Len()+1)
			reflect.Copy(c, v)
			if c.Len() == 0 {
				c = reflect.Append(c, reflect.Zero(v.Type().Elem()))
			}
			v.Set(c)
			v = v.Index(0)
		default:
			v = v.Index(s.index)
		}
		v = reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem() // unexported fields too
	}
	return v
}

// hashChange changes the value of a leaf field.
func hashChange(v reflect.Value) {
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(v.Int() + 1)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(v.Uint() + 1)
	case reflect.String:
		v.SetString(v.String() + "x")
	case reflect.Pointer:
		switch v.Type() {
		case reflect.TypeOf((*CardDef)(nil)):
			v.Set(reflect.ValueOf(&CardDef{Name: "Changed Card"}))
		case reflect.TypeOf((*Ability)(nil)):
			v.Set(reflect.ValueOf(&Ability{Text: "Changed ability."}))
		}
	}
}

// hashTestGame is a game at its first decision with plain decks.
func hashTestGame(t *testing.T) *Game {
	t.Helper()
	bear := &CardDef{Name: "Hash Bear", Types: Types(Creature), Subtypes: []string{"Bear"}, Power: 2, Toughness: 2, Cost: MustCost("{1}{G}"), Implemented: true}
	deck := func() []*CardDef {
		d := make([]*CardDef, 12)
		for i := range d {
			d[i] = bear
		}
		return d
	}
	g, err := New(Config{Seed: 9, Teams: []TeamConfig{
		{Name: "Red", Players: []PlayerConfig{{Name: "Ann", Deck: deck()}, {Name: "Abe", Deck: deck()}}},
		{Name: "Blue", Players: []PlayerConfig{{Name: "Bob", Deck: deck()}, {Name: "Bea", Deck: deck()}}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestHashCoversEveryField changes each field of the state reachable from Game, one at a
// time on a fresh game (by reflection, unexported fields too), and checks that the hash
// changes: a field left out of Hash would let two different positions look the same.
func TestHashCoversEveryField(t *testing.T) {
	var paths [][]hashStep
	hashPaths(t, reflect.TypeOf(Game{}), nil, &paths)
	if len(paths) < 100 {
		t.Fatalf("only %d fields found", len(paths))
	}
	for _, p := range paths {
		g := hashTestGame(t)
		v := hashWalk(g, p)
		before := g.Hash()
		hashChange(v)
		if g.Hash() == before {
			t.Errorf("changing %s doesn't change the hash: hash it in hash.go, or list it in hashExempt with the reason", hashPathName(p))
		}
	}
	// Every exemption names a field that exists.
	for key := range hashExempt {
		typ, field, _ := strings.Cut(key, ".")
		found := false
		for _, tt := range []reflect.Type{reflect.TypeOf(Game{}), reflect.TypeOf(Config{}), reflect.TypeOf(damageRec{})} {
			if _, ok := tt.FieldByName(field); ok && tt.Name() == typ {
				found = true
			}
		}
		if !found {
			t.Errorf("hashExempt names %s, which is not a field", key)
		}
	}
}

// TestHashModes: the same modal spell cast with other modes is another position.
func TestHashModes(t *testing.T) {
	g := hashTestGame(t)
	g.stack = []StackItem{{Spell: true, Obj: 0, Ability: &Ability{Text: "Choose one"}, Res: Resolution{modes: []int{0}}}}
	a := g.Hash()
	g.stack[0].Res.modes = []int{1}
	if g.Hash() == a {
		t.Fatal("the modes chosen are not in the hash")
	}
}

func BenchmarkHash(b *testing.B) {
	g := hashBenchGame(b)
	b.ResetTimer()
	for range b.N {
		g.Hash()
	}
}

// hashBenchGame is a game some way in: many objects, some on the battlefield.
func hashBenchGame(b *testing.B) *Game {
	bear := &CardDef{Name: "Hash Bear", Types: Types(Creature), Subtypes: []string{"Bear"}, Power: 2, Toughness: 2, Cost: MustCost("{1}{G}"), Implemented: true}
	deck := make([]*CardDef, 60)
	for i := range deck {
		deck[i] = bear
	}
	g, err := New(Config{Seed: 9, Teams: []TeamConfig{
		{Name: "Red", Players: []PlayerConfig{{Name: "Ann", Deck: deck}, {Name: "Abe", Deck: deck}}},
		{Name: "Blue", Players: []PlayerConfig{{Name: "Bob", Deck: deck}, {Name: "Bea", Deck: deck}}},
	}})
	if err != nil {
		b.Fatal(err)
	}
	return g
}
