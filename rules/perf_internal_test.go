package rules

import (
	"reflect"
	"testing"
)

// TestCombos checks combos and pickSets, which lay their lists end to end in one array,
// against the straightforward way of building them.
func TestCombos(t *testing.T) {
	simple := func(n, k, limit int) [][]int {
		if k < 0 || k > n {
			return nil
		}
		var out [][]int
		cur := make([]int, k)
		for i := range cur {
			cur[i] = i
		}
		for len(out) < limit {
			out = append(out, append([]int(nil), cur...))
			i := k - 1
			for i >= 0 && cur[i] == n-k+i {
				i--
			}
			if i < 0 {
				break
			}
			cur[i]++
			for j := i + 1; j < k; j++ {
				cur[j] = cur[j-1] + 1
			}
		}
		return out
	}
	for n := 0; n <= 9; n++ {
		for k := -1; k <= n+1; k++ {
			for _, limit := range []int{0, 1, 5, maxEnumerated} {
				if got, want := combos(n, k, limit), simple(n, k, limit); !reflect.DeepEqual(got, want) {
					t.Fatalf("combos(%d, %d, %d) = %v, want %v", n, k, limit, got, want)
				}
			}
		}
		var want [][]int
		for i := 0; i < n; i++ {
			want = append(want, []int{i})
		}
		if got := pickSets(n, 1, 1); !reflect.DeepEqual(got, want) {
			t.Fatalf("pickSets(%d, 1, 1) = %v, want %v", n, got, want)
		}
	}
}

// TestResetChars checks that resetChars sets every field of the characteristics exactly as
// baseChars builds them, whatever they held before (a field added to Chars and forgotten
// there fails here).
func TestResetChars(t *testing.T) {
	subs := []string{"Goblin", "Warrior"}
	defs := []*CardDef{
		{Name: "Goblin Warrior", Colors: 1 << Red, Types: Types(Creature), Subtypes: subs, Power: 2, Toughness: 1, Keywords: 1},
		{Name: "Ornithopter", Types: Types(Artifact, Creature), Subtypes: []string{}, Toughness: 2},
		{Name: "Island", Types: Types(Land)},
	}
	var junk Chars
	v := reflect.ValueOf(&junk).Elem()
	for i := 0; i < v.NumField(); i++ {
		switch f := v.Field(i); f.Kind() {
		case reflect.String:
			f.SetString("junk")
		case reflect.Bool:
			f.SetBool(true)
		case reflect.Slice:
			f.Set(reflect.ValueOf([]string{"Elf"}))
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			f.SetInt(3)
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			f.SetUint(3)
		default:
			t.Fatalf("Chars.%s: kind %s not covered by this test", v.Type().Field(i).Name, f.Kind())
		}
	}
	for _, d := range defs {
		for _, start := range []Chars{junk, baseChars(d, 1), {}} {
			c := start
			resetChars(&c, d, 2)
			want := baseChars(d, 2)
			if !reflect.DeepEqual(c, want) || !sameSlice(c.Subtypes, want.Subtypes) {
				t.Errorf("%s from %+v: got %+v, want %+v", d.Name, start, c, want)
			}
		}
	}
}

// TestBattlefieldSummaryKey changes the battlefield's abilities in the two ways that keep
// its count, and by a copy effect, and requires the summary to see each change.
func TestBattlefieldSummaryKey(t *testing.T) {
	plain := &CardDef{Name: "Bear", Types: Types(Creature), Power: 2, Toughness: 2, Implemented: true}
	static := func(name string, k StaticKind) *CardDef {
		return &CardDef{Name: name, Types: Types(Creature), Power: 1, Toughness: 1, Implemented: true,
			Abilities: []*Ability{{Kind: StaticAbility, Static: &Static{Kind: k, Affects: AffectsSelf}}}}
	}
	pacifist, taxer := static("Pacifist", StCantAttack), static("Taxer", StAttackTax)
	deck := make([]*CardDef, 40)
	for i := range deck {
		deck[i] = plain
	}
	g, err := New(Config{Variant: Duel, Seed: 1, StartingTeam: NoTeam, Teams: []TeamConfig{
		{Name: "Ann", Players: []PlayerConfig{{Name: "Ann", Deck: deck}}},
		{Name: "Bob", Players: []PlayerConfig{{Name: "Bob", Deck: deck}}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	bear := g.newObject(plain, 0, ZoneBattlefield)
	if g.mayHaveStatic(StCantAttack) || g.mayHaveStatic(StAttackTax) {
		t.Fatal("a battlefield of bears summarized with a static ability")
	}
	// One leaves and another enters: the same count.
	g.moveTo(bear, ZoneGraveyard, false)
	g.newObject(pacifist, 0, ZoneBattlefield)
	if !g.mayHaveStatic(StCantAttack) {
		t.Fatal("the summary missed a permanent that entered as another left")
	}
	// A copy effect changes a permanent's abilities in place.
	bear2 := g.newObject(plain, 1, ZoneBattlefield)
	if g.mayHaveStatic(StAttackTax) {
		t.Fatal("attack tax summarized before any")
	}
	g.becomeCopy(bear2, g.newObject(taxer, 1, ZoneGraveyard), nil)
	if !g.mayHaveStatic(StAttackTax) {
		t.Fatal("the summary missed a copy effect")
	}
}
