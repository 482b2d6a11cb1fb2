package mtg

import (
	"strings"
	"testing"
)

func TestParseMana(t *testing.T) {
	good := map[string]string{
		"{2}{W}{W}":    "{2}{W}{W}",
		"{X}":          "{X}",
		"{r/w}":        "{R/W}",
		"{C}":          "{C}",
		"{G/P}":        "{G/P}",
		"{2/W}":        "{2/W}",
		"{C/W}":        "{C/W}",
		"{W/U/P}":      "{W/U/P}",
		" {1} {U} ":    "{1}{U}",
		"{016}":        "{16}",
		"{0}":          "{0}",
		"{S}{1000000}": "{S}{1000000}",
	}
	for in, want := range good {
		got, err := ParseMana(in)
		if err != nil || FormatMana(got) != want {
			t.Errorf("ParseMana(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if got, _ := ParseMana("{r/w}"); len(got) != 1 || got[0] != (Symbol{Kind: SymHybrid, Color: Red, Other: White}) {
		t.Errorf("ParseMana({r/w}) = %+v", got)
	}
	for _, in := range []string{"", "G", "{G}x", "{GG}", "{W/W}", "{P/G}", "{2/P}", "{G/U/R}", "{1000001}", "{-1}", "{G}}", "{{G}"} {
		got, err := ParseMana(in)
		if err == nil {
			t.Errorf("ParseMana(%q) = %v, want an error", in, got)
		} else if !strings.Contains(err.Error(), in) || strings.Contains(err.Error(), "\n") {
			t.Errorf("ParseMana(%q): error %q should quote the text on one line", in, err)
		}
	}
}

func TestSteps(t *testing.T) {
	for _, s := range Steps() {
		got, err := ParseStep(s.String())
		if err != nil || got != s {
			t.Errorf("ParseStep(%q) = %v, %v", s, got, err)
		}
		if got, err := ParseStep(strings.ToUpper(s.String()) + " STEP"); err != nil || got != s {
			t.Errorf("ParseStep(%q step) = %v, %v", s, got, err)
		}
	}
	if len(Steps()) != 13 || Steps()[0] != Untap || Steps()[12] != Cleanup {
		t.Errorf("Steps() = %v", Steps())
	}
	if Untap.HasPriority() || Cleanup.HasPriority() || !Upkeep.HasPriority() || !EndStep.HasPriority() {
		t.Error("HasPriority wrong")
	}
	if Step(13).String() != "Step(13)" || Color(5).String() != "Color(5)" {
		t.Errorf("out of range: %q, %q", Step(13), Color(5))
	}
	for in, want := range map[string]Step{"precombat main": Main1, "begin combat": BeginCombat, "draw step": DrawStep, "end of turn": EndStep, "clean-up": Cleanup} {
		if got, err := ParseStep(in); err != nil || got != want {
			t.Errorf("ParseStep(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"main", "combat", "", "lunch"} {
		if _, err := ParseStep(in); err == nil {
			t.Errorf("ParseStep(%q) accepted", in)
		}
	}
}
