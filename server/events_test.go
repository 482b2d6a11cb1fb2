package server

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestEntryKinds checks the wire names of the journal's entry kinds, and the typed fields
// each kind's Event carries, against the constants of package rules and their comments.
func TestEntryKinds(t *testing.T) {
	src, err := os.ReadFile("../rules/journal.go")
	if err != nil {
		t.Skip("rules/journal.go not found:", err)
	}
	s := string(src)
	i := strings.Index(s, "const (\n\t// Actions and the course")
	if i < 0 {
		t.Fatal("the entry kinds' const block moved; update this test")
	}
	block := s[i:]
	block = block[:strings.Index(block, "\n)\n")]
	consts := regexp.MustCompile(`(?m)^\t(J[A-Za-z0-9]+)(?:[^\n/]*//\s*([^\n]*))?$`).FindAllStringSubmatch(block, -1)
	if len(consts) != len(entryKinds) {
		t.Fatalf("rules has %d entry kinds, the server names %d", len(consts), len(entryKinds))
	}
	word := regexp.MustCompile(`[A-Z][a-z0-9]*`)
	fields := []struct {
		name string
		use  uint8
	}{{"Step", useStep}, {"Zone", useZone}, {"Counter", useCounter}, {"Color", useColor}, {"CardType", useCardType}, {"Mana", useMana}}
	for k, c := range consts {
		var ws []string
		for _, w := range word.FindAllString(c[1][1:], -1) {
			ws = append(ws, strings.ToLower(w))
		}
		if want := strings.Join(ws, " "); entryKinds[k] != want {
			t.Errorf("entry kind %d (%s): named %q, want %q", k, c[1], entryKinds[k], want)
		}
		var uses uint8
		for _, f := range fields {
			if regexp.MustCompile(`\b` + f.name + `\b`).MatchString(c[2]) {
				uses |= f.use
			}
		}
		if entryUses[k] != uses {
			t.Errorf("entry kind %s (%q): uses %b, the comment names %b", c[1], c[2], entryUses[k], uses)
		}
	}
}
