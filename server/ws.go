package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/coder/websocket"
	"github.com/nats-io/nats.go"
	"golang.org/x/time/rate"
)

// Limits of a WebSocket session.
const (
	maxMessageBytes = 64 << 10 // a client message
	maxLineBytes    = 1000     // a notation line
	// requestTimeout bounds a command to a table's actor: a node that died with the
	// command costs the client this long before it may try again.
	requestTimeout = 5 * time.Second
)

// parseClientMsg decodes and checks one client message.
func parseClientMsg(data []byte) (ClientMsg, error) {
	var m ClientMsg
	if len(data) > maxMessageBytes {
		return m, fmt.Errorf("a message is at most %d bytes", maxMessageBytes)
	}
	if err := json.Unmarshal(data, &m); err != nil {
		return m, fmt.Errorf("bad JSON: %v", err)
	}
	switch m.Type {
	case "act":
		if m.Action == nil && m.Line == "" {
			return m, errors.New("an act message needs an action or a line")
		}
		if len(m.Line) > maxLineBytes {
			return m, fmt.Errorf("a line is at most %d bytes", maxLineBytes)
		}
		if m.Action != nil {
			if _, err := m.Action.rulesAction(); err != nil {
				return m, err
			}
		}
	case "chat":
		if len(m.Text) > 4*maxChat {
			return m, fmt.Errorf("a chat message is at most %d characters", maxChat)
		}
	case "view", "ping", "rematch":
	default:
		return m, fmt.Errorf("unknown message type %q; expected act, chat, view, rematch or ping", m.Type)
	}
	return m, nil
}

// serveWS runs one WebSocket session of a seat (with its token) or a spectator.
func (s *Server) serveWS(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	if !idPattern.MatchString(id) {
		jsonError(w, http.StatusBadRequest, fmt.Sprintf("%q is not a table id (16 hex digits)", id))
		return
	}
	token := r.URL.Query().Get("token")
	if len(token) > 64 {
		jsonError(w, http.StatusForbidden, "bad token")
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	delta := r.URL.Query().Get("delta") == "1"
	j, err := s.request(r.Context(), id, command{Op: "join", Token: token, Delta: delta})
	switch {
	case errors.Is(err, errNoTable):
		jsonError(w, http.StatusNotFound, fmt.Sprintf("no table %s", id))
		return
	case err != nil:
		jsonError(w, http.StatusServiceUnavailable, err.Error())
		return
	case j.Type != "joined":
		jsonError(w, http.StatusForbidden, j.Message)
		return
	}
	seat := j.Seat
	defer func() {
		lctx, lcancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer lcancel()
		s.request(lctx, id, command{Op: "leave", Seat: seat, Delta: delta})
	}()
	c, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: s.cfg.Origins})
	if err != nil {
		return // Accept answered the client
	}
	defer c.CloseNow()
	c.SetReadLimit(maxMessageBytes)

	updates := make(chan *nats.Msg, 1024)
	sub, err := s.st.nc.ChanSubscribe(outSubject(id, seat), updates)
	if err != nil {
		c.Close(websocket.StatusInternalError, "subscribing failed")
		return
	}
	defer sub.Unsubscribe()
	// With ?delta=1 the updates come from the seat's delta subject, into the same channel
	// (so in the order published); the full updates of the seat's subject are skipped.
	if delta {
		dsub, err := s.st.nc.ChanSubscribe(deltaSubject(id, seat), updates)
		if err != nil {
			c.Close(websocket.StatusInternalError, "subscribing failed")
			return
		}
		defer dsub.Unsubscribe()
	}

	out := make(chan ServerMsg, 64)
	send := func(m ServerMsg) bool {
		select {
		case out <- m:
			return true
		case <-ctx.Done():
			return false
		}
	}
	// The reader: client messages, rate-limited, to the table's actor.
	go func() {
		defer cancel()
		// Over the rate, the session reads no further until the client's time comes
		// (the client is slowed down, never answered out of order).
		lim := rate.NewLimiter(rate.Limit(s.cfg.RateLimit), int(2*s.cfg.RateLimit)+1)
		for {
			if err := lim.Wait(ctx); err != nil {
				return
			}
			_, data, err := c.Read(ctx)
			if err != nil {
				return
			}
			m, err := parseClientMsg(data)
			if err != nil {
				send(ServerMsg{Type: "error", ID: m.ID, Message: err.Error()})
				continue
			}
			var op string
			switch m.Type {
			case "ping":
				send(ServerMsg{Type: "pong", ID: m.ID})
				continue
			case "view":
				op = "view"
			case "act":
				op = "act"
			case "chat":
				op = "chat"
			case "rematch":
				op = "rematch"
			}
			rctx, rcancel := context.WithTimeout(ctx, requestTimeout)
			rep, err := s.request(rctx, id, command{Op: op, Seat: seat, Msg: m})
			rcancel()
			if err != nil {
				send(ServerMsg{Type: "error", ID: m.ID, Message: "the table did not answer; try again"})
				continue
			}
			if !send(rep) {
				return
			}
		}
	}()

	// The writer: a fresh view, then updates in order (a gap gets a fresh view).
	view := func() (ServerMsg, bool) {
		vctx, vcancel := context.WithTimeout(ctx, 10*time.Second)
		defer vcancel()
		v, err := s.request(vctx, id, command{Op: "view", Seat: seat})
		return v, err == nil && v.Type == "view"
	}
	write := func(m ServerMsg) bool {
		b, err := json.Marshal(m)
		if err != nil {
			return false
		}
		wctx, wcancel := context.WithTimeout(ctx, 10*time.Second)
		defer wcancel()
		return c.Write(wctx, websocket.MessageText, b) == nil
	}
	v, ok := view()
	if !ok || !write(v) {
		c.Close(websocket.StatusInternalError, "the table did not answer")
		return
	}
	seq, ver := v.Seq, v.Version
	for {
		select {
		case <-ctx.Done():
			c.Close(websocket.StatusNormalClosure, "")
			return
		case m := <-out:
			m.Table, m.Seat = id, seat
			if m.Type == "view" {
				seq, ver = m.Seq, m.Version
			}
			if !write(m) {
				return
			}
		case nm := <-updates:
			if nm.Header.Get(hdrType) == hdrRejoin {
				// The table's actor was rebuilt (on another node): the seat is still here.
				// The rebuilt actor knew no session of this node until now, so it sent
				// them no update (the one that announced its pending decision among
				// them): the session gets a fresh view. A session the actor can't count
				// would get no more updates: it ends, and its client reconnects.
				rctx, rcancel := context.WithTimeout(ctx, requestTimeout)
				j, err := s.request(rctx, id, command{Op: "join", Token: token, Delta: delta})
				rcancel()
				if err != nil || j.Type != "joined" {
					c.Close(websocket.StatusTryAgainLater, "the table moved; join again")
					return
				}
				v, ok := view()
				if !ok || !write(v) {
					c.Close(websocket.StatusTryAgainLater, "the table moved; join again")
					return
				}
				seq, ver = v.Seq, v.Version
				continue
			}
			data := nm.Data
			if nm.Header.Get(hdrType) == "update" {
				isDelta := strings.HasSuffix(nm.Subject, ".d")
				if delta != isDelta {
					continue // the other kind of update
				}
				from, err1 := strconv.Atoi(nm.Header.Get(hdrFrom))
				to, err2 := strconv.Atoi(nm.Header.Get(hdrSeq))
				nver, err3 := strconv.Atoi(nm.Header.Get(hdrVer))
				base, err4 := strconv.Atoi(nm.Header.Get(hdrBase))
				if err1 != nil || err2 != nil || delta && (err3 != nil || err4 != nil) {
					continue
				}
				switch {
				case delta && base >= 0 && nver <= ver:
					continue // already in the view sent (a whole view, base -1, starts anew: the table was rebuilt)
				case from > seq || delta && base >= 0 && base != ver:
					// Missed events, or a delta from a view this client doesn't have:
					// a fresh view instead.
					v, ok := view()
					if !ok {
						return
					}
					if data, err = json.Marshal(v); err != nil {
						return
					}
					to, nver = v.Seq, v.Version
				case to < seq || from < seq:
					continue // already in the view sent
				}
				seq, ver = to, nver
			}
			wctx, wcancel := context.WithTimeout(ctx, 10*time.Second)
			err := c.Write(wctx, websocket.MessageText, data)
			wcancel()
			if err != nil {
				return
			}
		}
	}
}
