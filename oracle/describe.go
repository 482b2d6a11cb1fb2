package oracle

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/ettinmtg/ettin/rules"
)

// Describe writes what the engine understood of a card, one line per part: keywords,
// the spell, each ability with its trigger, costs, targets and effects, as the typed
// values they are (zero fields left out). It is what `ettin cards show --abilities`
// prints, and the golden files of the compiler's tests hold it.
func Describe(d *rules.CardDef) string {
	var b strings.Builder
	if d.Keywords != 0 {
		var ks []string
		for k := rules.Keyword(0); k < 32; k++ {
			if d.Keywords.Has(k) {
				ks = append(ks, k.String())
			}
		}
		fmt.Fprintf(&b, "keywords: %s\n", strings.Join(ks, ", "))
	}
	if d.EntersTapped != nil {
		fmt.Fprintf(&b, "enters tapped unless: %s\n", value(reflect.ValueOf(*d.EntersTapped)))
	}
	for _, c := range d.EntersWith {
		fmt.Fprintf(&b, "enters with: %s\n", value(reflect.ValueOf(c)))
	}
	if d.SacCost != nil {
		fmt.Fprintf(&b, "additional cost: sacrifice %s\n", value(reflect.ValueOf(*d.SacCost)))
	}
	if d.Spell != nil {
		describeAbility(&b, "spell", d.Spell)
	}
	for _, a := range d.Abilities {
		describeAbility(&b, abilityKinds[a.Kind], a)
	}
	return b.String()
}

var abilityKinds = map[rules.AbilityKind]string{rules.SpellAbility: "spell", rules.ActivatedAbility: "activated",
	rules.ManaAbility: "mana", rules.TriggeredAbility: "triggered", rules.StaticAbility: "static", rules.LoyaltyAbility: "loyalty"}

func describeAbility(b *strings.Builder, kind string, a *rules.Ability) {
	fmt.Fprintf(b, "%s:", kind)
	cp := *a
	cp.Text, cp.Effects, cp.Modes, cp.Targets = "", nil, nil, nil
	if s := fields(reflect.ValueOf(cp)); s != "" {
		fmt.Fprintf(b, " %s", s)
	}
	b.WriteByte('\n')
	for _, t := range a.Targets {
		fmt.Fprintf(b, "  target %s\n", value(reflect.ValueOf(t)))
	}
	for _, e := range a.Effects {
		fmt.Fprintf(b, "  %s\n", value(reflect.ValueOf(e)))
	}
	for i, m := range a.Modes {
		fmt.Fprintf(b, "  mode %d: %s\n", i+1, m.Text)
		for _, t := range m.Targets {
			fmt.Fprintf(b, "    target %s\n", value(reflect.ValueOf(t)))
		}
		for _, e := range m.Effects(0, 0) {
			fmt.Fprintf(b, "    %s\n", value(reflect.ValueOf(e)))
		}
	}
}

// value writes a typed value: its type name and its non-zero fields.
func value(v reflect.Value) string {
	switch v.Kind() {
	case reflect.Interface, reflect.Pointer:
		if v.IsNil() {
			return "nil"
		}
		if d, ok := v.Interface().(*rules.CardDef); ok {
			return fmt.Sprintf("token{%s %d/%d %s}", d.Name, d.Power, d.Toughness, strings.TrimSpace(strings.ReplaceAll(Describe(d), "\n", "; ")))
		}
		return value(v.Elem())
	case reflect.Struct:
		return v.Type().Name() + "{" + fields(v) + "}"
	case reflect.Slice:
		var parts []string
		for i := 0; i < v.Len(); i++ {
			parts = append(parts, value(v.Index(i)))
		}
		return "[" + strings.Join(parts, " ") + "]"
	case reflect.Func:
		return "func"
	}
	if s, ok := v.Interface().(fmt.Stringer); ok && v.Kind() != reflect.Uint8 {
		return s.String()
	}
	return fmt.Sprint(v.Interface())
}

// fields writes a struct's non-zero exported fields as Name:value.
func fields(v reflect.Value) string {
	var parts []string
	for i := 0; i < v.NumField(); i++ {
		f := v.Type().Field(i)
		if !f.IsExported() || v.Field(i).IsZero() {
			continue
		}
		parts = append(parts, f.Name+":"+value(v.Field(i)))
	}
	return strings.Join(parts, " ")
}
