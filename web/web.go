// Package web is Ettin's browser table: the lobby, the table and the replay viewer as
// static files (HTML, ES modules, CSS) embedded in the binary. The page speaks the seat
// protocol of docs/protocol.md to package server, which mounts Handler. The JavaScript
// libraries (Preact, its hooks, htm) are vendored ES modules under static/vendor: no
// Node, npm or build step is needed to build, test or run it.
package web

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"io/fs"
	"net/http"
	"regexp"
	"strings"
	"time"
)

//go:embed static
var files embed.FS

// Static is the embedded static files (index.html, app modules, CSS, vendor/).
func Static() fs.FS {
	sub, err := fs.Sub(files, "static")
	if err != nil {
		panic(err) // the embedded tree always has static/
	}
	return sub
}

// page is index.html and the Content-Security-Policy that allows its inline import map
// (by hash) and nothing else inline.
var page, csp = func() ([]byte, string) {
	b, err := files.ReadFile("static/index.html")
	if err != nil {
		panic(err)
	}
	m := regexp.MustCompile(`(?s)<script type="importmap">(.*?)</script>`).FindSubmatch(b)
	if m == nil {
		panic("web: index.html has no import map")
	}
	sum := sha256.Sum256(m[1])
	h := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	return b, strings.Join([]string{"default-src 'self'", "script-src 'self' " + h, "style-src 'self'",
		"img-src 'self' data:", "connect-src 'self' ws: wss:", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"}, "; ")
}()

// ServePage answers the application page; the modules read the location to show the
// lobby (/), a table (/t/{id}, with ?token= for a seat, else as a spectator) or a
// replay (/replay/{id}).
func ServePage(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Security-Policy", csp)
	h.Set("Referrer-Policy", "no-referrer") // a table's link carries the seat's token
	h.Set("Cache-Control", "no-cache")
	http.ServeContent(w, r, "index.html", zeroTime, bytes.NewReader(page))
}

// StaticHandler serves the static files under /static/.
func StaticHandler() http.Handler {
	fsrv := http.StripPrefix("/static/", http.FileServerFS(Static()))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache") // the binary's files change with the binary
		w.Header().Set("X-Content-Type-Options", "nosniff")
		fsrv.ServeHTTP(w, r)
	})
}

var zeroTime = time.Time{}
