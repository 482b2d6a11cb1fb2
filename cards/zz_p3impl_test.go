package cards

import (
	"os"
	"strings"
	"testing"
)

func TestImplCheckP3(t *testing.T) {
	for _, n := range strings.Split(os.Getenv("NAMES"), ";") {
		if n == "" { continue }
		d, err := Def(n)
		if err != nil { t.Logf("%s: ERR %v", n, err); continue }
		t.Logf("%s: impl=%v %v %d/%d kw=%v sub=%v", n, d.Implemented, d.Types, d.Power, d.Toughness, d.Keywords, d.Subtypes)
	}
}
