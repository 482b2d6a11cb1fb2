package cards

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/oracle"
)

var update = flag.Bool("update", false, "rewrite testdata/compiled.golden")

// TestCompiledGolden: what the compiler made of every compiled card, in one file
// (testdata/compiled.golden), so that a change in compilation is a visible diff. Run
// `go test ./cards -run TestCompiledGolden -update` when the change is intended.
func TestCompiledGolden(t *testing.T) {
	var b strings.Builder
	n := 0
	for _, c := range carddb.All() {
		if o, _ := OriginOf(c.Name); o != Compiled {
			continue
		}
		n++
		b.WriteString("== " + c.Name + "\n" + oracle.Describe(MustDef(c.Name)))
	}
	got := b.String()
	path := filepath.Join("testdata", "compiled.golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to write it)", err)
	}
	if got == string(want) {
		return
	}
	// Name the first card whose compilation changed.
	gc, wc := strings.Split(got, "\n== "), strings.Split(string(want), "\n== ")
	for i := 0; i < len(gc) && i < len(wc); i++ {
		if gc[i] != wc[i] {
			t.Fatalf("%s: compiled differently (or a card was added or removed there):\nnow:\n== %s\nwas:\n== %s\n(-update rewrites the file when the change is intended)", path, gc[i], wc[i])
		}
	}
	t.Fatalf("%s: %d compiled cards now, %d entries in the file (-update rewrites it when the change is intended)", path, n, len(wc))
}
