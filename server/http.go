package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/decks"
	"io"
	"net/http"
	"regexp"
	"strings"
)

// maxRequestBytes bounds a table request (four deck lists and a little more).
const maxRequestBytes = 1 << 20

var idPattern = regexp.MustCompile(`^[0-9a-f]{16}$`)

func (s *Server) routes() {
	s.mux = http.NewServeMux()
	s.mux.HandleFunc("POST /api/tables", s.postTable)
	s.mux.HandleFunc("GET /api/tables", s.getTables)
	s.mux.HandleFunc("GET /api/tables/{id}", s.getTable)
	s.mux.HandleFunc("GET /api/decks", s.getDecks)
	s.mux.HandleFunc("GET /api/cards/{name}", s.getCard)
	s.mux.HandleFunc("GET /ws/{id}", s.serveWS)
	s.webRoutes() // the browser table (web.go)
	s.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		jsonError(w, http.StatusNotFound, fmt.Sprintf("no API %s %s; see docs/protocol.md", r.Method, r.URL.Path))
	})
}

// jsonError answers one JSON error line.
func jsonError(w http.ResponseWriter, code int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(map[string]string{"error": msg})
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(v)
}

// baseURL is the server's URL as the client reached it.
func baseURL(r *http.Request) string {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

func (s *Server) postTable(w http.ResponseWriter, r *http.Request) {
	if !s.creates.Allow() {
		w.Header().Set("Retry-After", "1")
		jsonError(w, http.StatusTooManyRequests, "too many tables opened at once; try again in a second")
		return
	}
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(ct, "application/json") {
		jsonError(w, http.StatusUnsupportedMediaType, "the body must be JSON (Content-Type: application/json)")
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxRequestBytes))
	if err != nil {
		jsonError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the request is larger than %d bytes", maxRequestBytes))
		return
	}
	req, err := decodeTableRequest(body)
	if err != nil {
		jsonError(w, http.StatusBadRequest, err.Error())
		return
	}
	c, err := s.CreateTable(r.Context(), req, baseURL(r))
	if err != nil {
		var re *requestError
		if errors.As(err, &re) {
			jsonError(w, http.StatusUnprocessableEntity, re.msg)
			return
		}
		s.cfg.Logf("ettin serve: creating a table: %v", err)
		jsonError(w, http.StatusInternalServerError, "the table could not be stored")
		return
	}
	writeJSON(w, http.StatusCreated, c)
}

// decodeTableRequest reads a table request strictly: unknown fields and trailing data
// are errors.
func decodeTableRequest(body []byte) (TableRequest, error) {
	var req TableRequest
	dec := json.NewDecoder(strings.NewReader(string(body)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return req, fmt.Errorf("bad JSON: %v", err)
	}
	if dec.More() {
		return req, errors.New("bad JSON: data after the request object")
	}
	return req, nil
}

func (s *Server) getTables(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, s.Tables(r.Context()))
}

func (s *Server) getTable(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if !idPattern.MatchString(id) {
		jsonError(w, http.StatusBadRequest, fmt.Sprintf("%q is not a table id (16 hex digits)", id))
		return
	}
	in, err := s.Table(r.Context(), id)
	if err != nil {
		if errors.Is(err, errNoTable) {
			jsonError(w, http.StatusNotFound, fmt.Sprintf("no table %s", id))
			return
		}
		jsonError(w, http.StatusInternalServerError, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, in)
}

// DeckInfo is a bundled deck in GET /api/decks.
type DeckInfo struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	Format      string `json:"format"`
}

// TeamInfo is a bundled team in GET /api/decks: two decks legal together.
type TeamInfo struct {
	Name  string    `json:"name"`
	Decks [2]string `json:"decks"`
}

// getDecks lists the bundled decks and teams (a lobby's choices).
func (s *Server) getDecks(w http.ResponseWriter, r *http.Request) {
	out := struct {
		Teams []TeamInfo `json:"teams"`
		Decks []DeckInfo `json:"decks"`
	}{Teams: []TeamInfo{}, Decks: []DeckInfo{}}
	for _, t := range decks.Teams() {
		out.Teams = append(out.Teams, TeamInfo{Name: t.Name, Decks: t.Decks})
	}
	for _, n := range decks.Names() {
		if d, err := decks.Get(n); err == nil {
			out.Decks = append(out.Decks, DeckInfo{Name: d.Name, Description: d.Description, Format: d.Format})
		}
	}
	writeJSON(w, http.StatusOK, out)
}

// CardInfo is a card's Oracle facts and rulings (GET /api/cards/{name}), and whether
// Ettin implements it.
type CardInfo struct {
	*carddb.Card
	Implemented bool            `json:"implemented"`
	Rulings     []carddb.Ruling `json:"rulings"`
}

func (s *Server) getCard(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	if len(name) > 200 {
		jsonError(w, http.StatusBadRequest, "a card name is at most 200 characters")
		return
	}
	c, err := carddb.Lookup(name)
	if err != nil {
		jsonError(w, http.StatusNotFound, oneLine(err.Error()))
		return
	}
	rs := carddb.Rulings(c.Name)
	if rs == nil {
		rs = []carddb.Ruling{}
	}
	w.Header().Set("Cache-Control", "public, max-age=86400")
	writeJSON(w, http.StatusOK, CardInfo{Card: c, Implemented: cards.Implemented(c.Name), Rulings: rs})
}
