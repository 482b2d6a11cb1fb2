package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestIllegalTeamRefused: a team whose two decks share nonbasic cards breaks unified deck
// construction; sim refuses it, naming the card and the rule, unless --casual.
func TestIllegalTeamRefused(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"sim", "--games", "1", "--quiet", "--red", "Red Blitz,Red Blitz"}, &out, &errb)
	if code == 0 || !strings.Contains(errb.String(), "not legal together") || !strings.Contains(errb.String(), "Lightning Bolt") {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	out.Reset()
	errb.Reset()
	if code := run([]string{"sim", "--games", "1", "--quiet", "--casual", "--red", "Red Blitz,Red Blitz"}, &out, &errb); code != 0 {
		t.Fatalf("--casual: exit %d, stderr %q", code, errb.String())
	}
}
