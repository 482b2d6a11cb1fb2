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
	if d.AsEnters != nil {
		fmt.Fprintf(&b, "as it enters: %s\n", value(reflect.ValueOf(*d.AsEnters)))
	}
	if d.EntersPrepared {
		b.WriteString("enters prepared\n")
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
	if d.Aftermath {
		b.WriteString("aftermath\n")
	}
	if d.FaceDown != nil {
		fmt.Fprintf(&b, "%s: %s (cast face down as a 2/2 for {3}, turned face up for the cost)\n", d.FaceDown.Kind, d.FaceDown.Cost)
	}
	if d.Flashback != nil {
		fmt.Fprintf(&b, "flashback: %s\n", d.Flashback)
	}
	if d.StartEngines {
		b.WriteString("start your engines!\n")
	}
	if d.Bestow != nil {
		fmt.Fprintf(&b, "bestow: %s\n", d.Bestow)
	}
	if d.Kicker != nil {
		kw := "kicker"
		if d.Multikicker {
			kw = "multikicker"
		}
		fmt.Fprintf(&b, "%s: %s\n", kw, d.Kicker)
	}
	for _, c := range d.AltCosts {
		if c.Kind == rules.AltSuspend {
			fmt.Fprintf(&b, "%s %d: %s\n", c.Kind, d.SuspendTime, c.Cost) // CR 702.62a
			continue
		}
		fmt.Fprintf(&b, "%s: %s\n", c.Kind, c.Cost)
	}
	if d.AddCost != nil {
		fmt.Fprintf(&b, "additional cost: %s\n", value(reflect.ValueOf(*d.AddCost)))
	}
	for _, a := range d.Abilities {
		if a.ManaCount > 1 {
			fmt.Fprintf(&b, "mana ability adds %d mana a tap\n", a.ManaCount)
		}
	}
	if d.Convoke {
		b.WriteString("convoke\n")
	}
	if d.Improvise {
		b.WriteString("improvise\n")
	}
	if d.Delve {
		b.WriteString("delve\n")
	}
	for _, a := range d.CostLess {
		fmt.Fprintf(&b, "costs less by: %s\n", value(reflect.ValueOf(a)))
	}
	for _, a := range d.Abilities {
		describeAbility(&b, abilityKinds[a.Kind], a)
	}
	kind := "half" // each face as cast: a split card's halves (CR 709.3), an Adventure (715.3)
	switch {
	case d.Adventure != nil:
		kind = "adventure"
	case d.Prepare != nil:
		kind = "prepare spell"
	case d.Omen != nil:
		kind = "omen"
	}
	for _, h := range d.Faces() {
		fmt.Fprintf(&b, "%s %s %s:\n", kind, h.Name, h.Cost)
		for _, line := range strings.SplitAfter(strings.TrimSuffix(Describe(h), "\n"), "\n") {
			b.WriteString("  " + line)
		}
		b.WriteByte('\n')
	}
	for _, other := range []struct {
		what string
		def  *rules.CardDef
	}{{"back face", d.Back}, {"flipped", d.Flip}} { // CR 712.2, 710.1b
		if other.def == nil {
			continue
		}
		fmt.Fprintf(&b, "%s %s:\n", other.what, other.def.Name)
		for _, line := range strings.SplitAfter(strings.TrimSuffix(Describe(other.def), "\n"), "\n") {
			b.WriteString("  " + line)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

var abilityKinds = map[rules.AbilityKind]string{rules.SpellAbility: "spell", rules.ActivatedAbility: "activated",
	rules.ManaAbility: "mana", rules.TriggeredAbility: "triggered", rules.StaticAbility: "static", rules.LoyaltyAbility: "loyalty"}

func describeAbility(b *strings.Builder, kind string, a *rules.Ability) {
	fmt.Fprintf(b, "%s:", kind)
	cp := *a
	cp.Kind, cp.Text, cp.Effects, cp.Modes, cp.Targets = 0, "", nil, nil, nil
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
			pt := ""
			if d.Types.Has(rules.Creature) {
				pt = fmt.Sprintf(" %d/%d", d.Power, d.Toughness)
			}
			return fmt.Sprintf("token{%s%s %s}", d.Name, pt, strings.TrimSpace(strings.ReplaceAll(Describe(d), "\n", "; ")))
		}
		return value(v.Elem())
	case reflect.Struct:
		if c, ok := v.Interface().(rules.Cost); ok {
			return c.String()
		}
		if a, ok := v.Interface().(rules.Amount); ok && a.Times == 0 && a.Filter == nil && a.If == nil {
			switch a.Kind {
			case rules.AmtFixed:
				return fmt.Sprint(a.N) // a number is itself
			case rules.AmtX:
				if a.N == 0 {
					return "X"
				}
			}
		}
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
	if s, ok := enumName(v); ok {
		return s
	}
	if s, ok := v.Interface().(fmt.Stringer); ok {
		return s.String()
	}
	return fmt.Sprint(v.Interface())
}

// alwaysShown are the types of fields written even when zero: who and what an effect is
// about, and what a target is, whose zero values (you, the source, any target) matter.
var alwaysShown = map[string]bool{"Who": true, "What": true, "WhatKind": true, "TargetKind": true}

// fields writes a struct's non-zero exported fields as Name:value.
func fields(v reflect.Value) string {
	var parts []string
	for i := 0; i < v.NumField(); i++ {
		f := v.Type().Field(i)
		if !f.IsExported() || v.Field(i).IsZero() && !alwaysShown[f.Type.Name()] {
			continue
		}
		if tp := v.FieldByName("ToPlayers"); f.Name == "Who" && tp.IsValid() && tp.IsZero() {
			continue // DamageEach without players: no one is selected
		}
		parts = append(parts, f.Name+":"+value(v.Field(i)))
	}
	return strings.Join(parts, " ")
}

// enumName names a value of one of the engine's kinds or sets.
func enumName(v reflect.Value) (string, bool) {
	if v.Type().PkgPath() != "github.com/ettinmtg/ettin/rules" {
		return "", false
	}
	switch x := v.Interface().(type) {
	case rules.TypeSet:
		var out []string
		for t := rules.CardType(0); t < 16; t++ {
			if x.Has(t) {
				out = append(out, t.String())
			}
		}
		return strings.Join(out, "|"), true
	case rules.KeywordSet:
		var out []string
		for k := rules.Keyword(0); k < 32; k++ {
			if x.Has(k) {
				out = append(out, k.String())
			}
		}
		return strings.Join(out, "|"), true
	case rules.ColorSet:
		var out []string
		for _, c := range []rules.Color{rules.White, rules.Blue, rules.Black, rules.Red, rules.Green} {
			if x.Has(c) {
				out = append(out, c.String())
			}
		}
		return strings.Join(out, "|"), true
	}
	names, ok := kindNames[v.Type().Name()]
	if !ok || !v.CanUint() {
		return "", false
	}
	if n := v.Uint(); n < uint64(len(names)) {
		return names[n], true
	}
	return fmt.Sprint(v.Uint()), true
}
