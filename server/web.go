package server

import (
	"net/http"

	"github.com/ettinmtg/ettin/web"
)

// webRoutes mounts the browser table (package web): the lobby at /, a seat's table at
// /t/{id}?token=..., a spectator's without a token, the replay viewer at /replay/{id},
// their files under /static/, and the replay API (replay.go).
func (s *Server) webRoutes() {
	s.mux.HandleFunc("GET /{$}", web.ServePage)
	s.mux.HandleFunc("GET /t/{id}", func(w http.ResponseWriter, r *http.Request) {
		if !idPattern.MatchString(r.PathValue("id")) {
			http.Error(w, "not a table id", http.StatusBadRequest)
			return
		}
		web.ServePage(w, r)
	})
	s.mux.HandleFunc("GET /replay/{id}", web.ServePage)
	s.mux.Handle("GET /static/", web.StaticHandler())
	s.mux.HandleFunc("GET /api/tables/{id}/replay", s.getReplay)
	s.mux.HandleFunc("GET /api/tables/{id}/replay/{at}", s.getReplayView)
}
