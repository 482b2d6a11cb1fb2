package scenario

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestVariantRulesListed checks docs/variant-rules.md, the table of every multiplayer
// subrule (CR 800-809 and the seed's 607-609) with what tests it: every subrule of
// testdata/variant-subrules.txt has a row; each scenario a row names exists and cites the
// rule; each Go test it names is declared in the repository; a row naming neither says
// why the rule is left out.
func TestVariantRulesListed(t *testing.T) {
	want := readLines(t, filepath.Join("testdata", "variant-subrules.txt"))
	rows := map[string]string{}
	for _, l := range readLines(t, filepath.Join("..", "docs", "variant-rules.md")) {
		cells := strings.Split(l, " | ")
		if len(cells) != 3 || !strings.HasPrefix(l, "| ") {
			continue
		}
		rule := strings.TrimPrefix(cells[0], "| ")
		if rule == "rule" {
			continue
		}
		rows[rule] = strings.TrimSuffix(cells[2], " |")
	}
	tests := declaredTests(t)
	tick := regexp.MustCompile("`([^`]+)`")
	for _, rule := range want {
		ev, ok := rows[rule]
		if !ok {
			t.Errorf("%s: no row in docs/variant-rules.md", rule)
			continue
		}
		cites := regexp.MustCompile(`(^|[^0-9.])` + regexp.QuoteMeta(rule) + `([^0-9a-z]|$)`)
		named := 0
		for _, m := range tick.FindAllStringSubmatch(ev, -1) {
			name := m[1]
			switch {
			case strings.HasSuffix(name, ".yaml"):
				named++
				b, err := os.ReadFile(filepath.Join("..", "testdata", "scenarios", name))
				if err != nil {
					t.Errorf("%s: scenario %s: %v", rule, name, err)
				} else if !cites.Match(b) {
					t.Errorf("%s: scenario %s doesn't cite the rule", rule, name)
				}
			case strings.HasPrefix(name, "Test") || strings.HasPrefix(name, "Fuzz"):
				named++
				if !tests[name] {
					t.Errorf("%s: no Go test %s in the repository", rule, name)
				}
			}
		}
		if named == 0 && !strings.HasPrefix(ev, "Left out: ") && !strings.HasPrefix(ev, "Not engine behaviour: ") {
			t.Errorf("%s: %q names no scenario or test and gives no reason (\"Left out: ...\" or \"Not engine behaviour: ...\")", rule, ev)
		}
	}
}

// readLines returns the lines of a file that are neither empty nor comments.
func readLines(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// declaredTests returns the names of the test and fuzz functions declared in the
// repository's _test.go files.
func declaredTests(t *testing.T) map[string]bool {
	t.Helper()
	decl := regexp.MustCompile(`(?m)^func ((Test|Fuzz)\w+)\(`)
	out := map[string]bool{}
	err := filepath.WalkDir("..", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".")) && path != ".." {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, "_test.go") {
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, m := range decl.FindAllSubmatch(b, -1) {
				out[string(m[1])] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
