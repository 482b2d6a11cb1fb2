package cards

import (
	"regexp"
	"testing"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/oracle"
	"github.com/ettinmtg/ettin/rules"
)

// TestCompilerAgreesWithScripts: for every hand-scripted card whose text the compiler
// also reads, the compiled definition is the script's (the "you may" prompts, written in
// other words, aside). The scripts are an independent reading of the same text, so this
// checks the compiler's templates on real cards.
func TestCompilerAgreesWithScripts(t *testing.T) {
	prompt := regexp.MustCompile(`Prompt:[^}]*? Skip:`)
	compared := 0
	for name := range scripts {
		d, err := Def(name)
		if err != nil {
			t.Fatal(err)
		}
		c := carddb.Exact(name)
		if c == nil {
			t.Fatalf("script for %q, which the card data doesn't hold", name)
		}
		x := &rules.CardDef{Name: d.Name, Types: d.Types, Subtypes: d.Subtypes, Loyalty: d.Loyalty}
		if oracle.Compile(c, x) != nil {
			continue
		}
		compared++
		want := prompt.ReplaceAllString(oracle.Describe(d), "Skip:")
		got := prompt.ReplaceAllString(oracle.Describe(x), "Skip:")
		if got != want {
			t.Errorf("%s compiles to\n%s\nbut its script is\n%s", name, got, want)
		}
	}
	if compared < 50 {
		t.Errorf("only %d scripted cards compiled; expected more than 50", compared)
	}
}
