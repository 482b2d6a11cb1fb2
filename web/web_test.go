package web

import (
	"io/fs"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
)

// TestModulesResolve: every module import of the page names a file that is embedded (a
// relative path or the import map's names), and the vendored libraries keep their licenses.
func TestModulesResolve(t *testing.T) {
	st := Static()
	mapped := map[string]string{"preact": "vendor/preact.module.js", "preact/hooks": "vendor/hooks.module.js", "htm": "vendor/htm.module.js"}
	imp := regexp.MustCompile(`(?:import|from)\s*['"]([^'"]+)['"]`)
	n := 0
	err := fs.WalkDir(st, "js", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(st, p)
		if err != nil {
			return err
		}
		for _, m := range imp.FindAllStringSubmatch(string(b), -1) {
			n++
			target, ok := mapped[m[1]]
			if !ok {
				if !strings.HasPrefix(m[1], "./") {
					t.Errorf("%s imports %q: neither relative nor in the import map", p, m[1])
					continue
				}
				target = "js/" + strings.TrimPrefix(m[1], "./")
			}
			if _, err := fs.Stat(st, target); err != nil {
				t.Errorf("%s imports %q: %v", p, m[1], err)
			}
		}
		return nil
	})
	if err != nil || n == 0 {
		t.Fatalf("walking the modules: %v (%d imports)", err, n)
	}
	for _, f := range []string{"vendor/LICENSE.preact", "vendor/LICENSE.htm", "index.html", "style.css"} {
		if _, err := fs.Stat(st, f); err != nil {
			t.Error(err)
		}
	}
	if strings.Contains(strings.Join(allText(t, st), ""), "dangerouslySetInnerHTML") {
		t.Error("a module sets inner HTML: names and chat must stay text")
	}
}

func allText(t *testing.T, st fs.FS) []string {
	var out []string
	fs.WalkDir(st, "js", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			b, _ := fs.ReadFile(st, p)
			out = append(out, string(b))
		}
		return nil
	})
	return out
}

// TestPageCSP: the page's policy allows its inline import map by hash and no other inline
// script.
func TestPageCSP(t *testing.T) {
	w := httptest.NewRecorder()
	ServePage(w, httptest.NewRequest(http.MethodGet, "/t/0123456789abcdef", nil))
	csp := w.Header().Get("Content-Security-Policy")
	if w.Code != 200 || !strings.Contains(csp, "script-src 'self' 'sha256-") || strings.Contains(csp, "unsafe-inline") {
		t.Errorf("page: %d, CSP %q", w.Code, csp)
	}
	if !strings.Contains(w.Body.String(), `<script type="importmap">`) {
		t.Error("the page has no import map")
	}
}
