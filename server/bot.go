package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"strings"
	"time"

	"github.com/coder/websocket"
	"github.com/ettinmtg/ettin/rules"
)

// BotConfig configures a computer player over the network.
type BotConfig struct {
	// AI is the computer player: "heuristic" (the default) or "mcts", package ai's
	// players deciding on a game built from the seat's view (viewGame), or one of the
	// choosers among the legal actions the server sends: "simple" (keep, play lands, cast,
	// attack with the most creatures, else pass; also what the AI players fall back on when
	// the view can't be rebuilt), "random" or "first".
	AI string
	// Seed seeds its choices: a choice depends only on the seed, the seat, the action
	// count and the options, so the same game replays the same.
	Seed uint64
	// Reconnect is how long it keeps trying to reconnect after losing the connection
	// (default 30 s).
	Reconnect time.Duration
	// Delta asks for delta updates (?delta=1): the bot keeps its seat's view up to date
	// from them.
	Delta bool
	// OnMessage, when set, sees every message received, as it came.
	OnMessage func(seat int, raw []byte)
	// Logf logs what it does (default: nothing).
	Logf func(format string, args ...any)

	// dropAt (tests) drops the connection once, at the first message with at least this
	// many actions (0: never).
	dropAt int
	// awayFor (tests) is how long it stays away after that drop.
	awayFor time.Duration
	// delay (tests) is a pause before each action.
	delay time.Duration
}

// BotResult is how a bot's game ended.
type BotResult struct {
	Seat       int
	Winner     int    // the winning team (the engine's), -1 for a draw
	WinnerSide int    // the winning side (View.Sides), -1 for a draw
	WinnerName string // the winning side's name (a team, or a player alone); "" for a draw
	Hash       string
	Actions    int // actions of the whole game
	Sent       int // actions this bot sent
	Reconnects int
	// Events counts the numbered events received in updates; Duplicates those numbered
	// at or below one already received, Gaps the updates that skipped some, Resyncs the
	// fresh views the server sent within a connection (after a gap it saw).
	Events, Duplicates, Gaps, Resyncs int
	// Latencies are the times from sending each action to receiving the update with it.
	Latencies []time.Duration
	// Decided counts the actions package ai's player chose (AI heuristic or mcts);
	// Fallbacks those the simple chooser chose instead, because the seat's view could not
	// be rebuilt into a game at the server's decision or the AI's action was refused.
	Decided, Fallbacks int
	// Deltas counts the delta updates applied (Config.Delta).
	Deltas int

	sentAtDrop int // (tests) Sent when the test drop happened
}

var (
	errRefused = errors.New("bot")
	errDropped = errors.New("dropped (test)")
)

// BotAIs are the computer players RunBot knows.
var BotAIs = []string{"heuristic", "mcts", "simple", "random", "first"}

// WebSocketURL turns a seat's link (http://HOST/t/ID?token=T) into its WebSocket
// (ws://HOST/ws/ID?token=T); a ws:// or wss:// URL is kept.
func WebSocketURL(seatURL string) (string, error) {
	u, err := url.Parse(seatURL)
	if err != nil {
		return "", fmt.Errorf("seat URL %q: %w", seatURL, err)
	}
	switch u.Scheme {
	case "http":
		u.Scheme = "ws"
	case "https":
		u.Scheme = "wss"
	case "ws", "wss":
		return u.String(), nil
	default:
		return "", fmt.Errorf("seat URL %q: expected http, https, ws or wss", seatURL)
	}
	id, ok := strings.CutPrefix(u.Path, "/t/")
	if !ok || !idPattern.MatchString(id) {
		return "", fmt.Errorf("seat URL %q: expected a table link like http://HOST/t/ID?token=...", seatURL)
	}
	u.Path = "/ws/" + id
	return u.String(), nil
}

// Choose picks one of a seat's legal actions (an index into acts) with chooser ai
// ("first", "random", else the simple chooser).
func Choose(ai string, acts []LegalAction, seed uint64, actions, seat int) int {
	if len(acts) == 0 {
		return -1
	}
	rng := rand.New(rand.NewPCG(seed, uint64(actions)*8+uint64(seat+1)))
	switch ai {
	case "first":
		return 0
	case "random":
		// Conceding is left out: a random bot plays its game to the end.
		var keep []int
		for i, a := range acts {
			if a.Action.Kind != "concede" {
				keep = append(keep, i)
			}
		}
		if len(keep) == 0 {
			return rng.IntN(len(acts))
		}
		return keep[rng.IntN(len(keep))]
	}
	best, bestScore, ties := 0, -1<<30, 0
	for i, a := range acts {
		s := botScore(a.Action)
		switch {
		case s > bestScore:
			best, bestScore, ties = i, s, 1
		case s == bestScore:
			ties++
			if rng.IntN(ties) == 0 {
				best = i
			}
		}
	}
	return best
}

// botScore ranks actions for the heuristic chooser.
func botScore(a WireAction) int {
	switch a.Kind {
	case "keep":
		return 100
	case "play":
		return 90
	case "cast":
		return 80
	case "attack":
		return 40 + len(a.Attacks)
	case "block":
		return 40 + len(a.Blocks)
	case "assign":
		if a.Default {
			return 60
		}
		return 50
	case "choose", "bottom", "order":
		return 30
	case "pass":
		return 20
	case "activate":
		return 10
	case "mulligan":
		return 5
	case "tap":
		return 1
	case "concede":
		return -100
	}
	return 0
}

// RunBot plays the seat of seatURL until the game is over, reconnecting when the
// connection is lost.
func RunBot(ctx context.Context, seatURL string, cfg BotConfig) (*BotResult, error) {
	wsURL, err := WebSocketURL(seatURL)
	if err != nil {
		return nil, err
	}
	if cfg.Delta {
		u, err := url.Parse(wsURL)
		if err != nil {
			return nil, fmt.Errorf("seat URL %q: %w", seatURL, err)
		}
		q := u.Query()
		q.Set("delta", "1")
		u.RawQuery = q.Encode()
		wsURL = u.String()
	}
	if cfg.AI == "" {
		cfg.AI = "heuristic"
	}
	if !contains(BotAIs, cfg.AI) {
		return nil, fmt.Errorf("bot: unknown ai %q; expected %s", cfg.AI, strings.Join(BotAIs, ", "))
	}
	if cfg.Reconnect <= 0 {
		cfg.Reconnect = 30 * time.Second
	}
	if cfg.Logf == nil {
		cfg.Logf = func(string, ...any) {}
	}
	res := &BotResult{Seat: -1, Winner: -1, WinnerSide: -1}
	lost := time.Time{}
	for {
		connected := false
		done, err := botSession(ctx, wsURL, cfg, res, &connected)
		if done {
			return res, nil
		}
		if connected {
			lost = time.Time{}
		}
		if ctx.Err() != nil {
			return res, ctx.Err()
		}
		var ce websocket.CloseError
		if errors.Is(err, errRefused) || errors.As(err, &ce) && ce.Code == websocket.StatusPolicyViolation {
			return res, fmt.Errorf("bot: the server closed the connection: %w", err)
		}
		if lost.IsZero() {
			lost = time.Now()
		}
		if time.Since(lost) > cfg.Reconnect {
			return res, fmt.Errorf("bot: connection lost for %s: %w", cfg.Reconnect, err)
		}
		cfg.Logf("bot: connection lost (%v); reconnecting", err)
		wait := 100 * time.Millisecond
		if errors.Is(err, errDropped) {
			wait = cfg.awayFor
		}
		select {
		case <-ctx.Done():
			return res, ctx.Err()
		case <-time.After(wait):
		}
		res.Reconnects++
	}
}

// botSession is one connection: it reports whether the game is over.
func botSession(ctx context.Context, wsURL string, cfg BotConfig, res *BotResult, connected *bool) (bool, error) {
	dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	c, resp, err := websocket.Dial(dctx, wsURL, nil)
	cancel()
	if err != nil {
		if resp != nil && resp.StatusCode >= 400 && resp.StatusCode < 500 && resp.StatusCode != 404 {
			return false, fmt.Errorf("%w: the server refused the seat (HTTP %d)", errRefused, resp.StatusCode)
		}
		return false, err
	}
	*connected = true
	defer c.CloseNow()
	c.SetReadLimit(16 << 20)
	sentAt := -1                // the action count at which this bot last sent an action
	refusedAt, refused := -1, 0 // actions refused at one action count: the next choices are tried
	aiAt := -1                  // the action count at which the AI's action was sent
	var id int64
	seq := -1 // the last event number received in this connection
	var sentTime time.Time
	var cur View // with deltas: the seat's view, kept up to date
	ver := 0
	mulled := map[int]rules.PlayerID{} // the mulligans of the game's events, by event number
	for {
		_, data, err := c.Read(ctx)
		if err != nil {
			return false, err
		}
		var m ServerMsg
		if err := json.Unmarshal(data, &m); err != nil {
			return false, fmt.Errorf("bot: bad message from the server: %w", err)
		}
		if m.Type == "view" || m.Type == "update" {
			res.Seat = m.Seat
		}
		if cfg.OnMessage != nil {
			cfg.OnMessage(res.Seat, data)
		}
		switch m.Type {
		case "view", "update":
		case "error":
			// The server could not carry the message out (the table is moving to another
			// node, say): ask again for the game after a pause.
			cfg.Logf("bot seat %d: error: %s", res.Seat, m.Message)
			if m.ID != 0 {
				sentAt = -1
				select {
				case <-ctx.Done():
					return false, ctx.Err()
				case <-time.After(200 * time.Millisecond):
				}
				id++
				if err := writeMsg(ctx, c, ClientMsg{Type: "view", ID: id}); err != nil {
					return false, err
				}
			}
			continue
		case "refusal":
			cfg.Logf("bot seat %d: refusal %s: %s", res.Seat, m.Code, m.Message)
			if m.ID != 0 && m.Code == "stale" {
				sentAt = -1 // the next update brings the decision to answer
				continue
			}
			if m.ID != 0 {
				if refusedAt != sentAt {
					refusedAt, refused = sentAt, 0
				}
				refused++
				sentAt = -1
				id++
				if err := writeMsg(ctx, c, ClientMsg{Type: "view", ID: id}); err != nil {
					return false, err
				}
			}
			continue
		default:
			continue
		}
		res.Seat = m.Seat
		if cfg.Delta {
			switch {
			case m.Delta != nil && m.Delta.Base == ver:
				if err := ApplyDelta(&cur, m.Delta); err != nil {
					return false, fmt.Errorf("bot: %w", err)
				}
				m.View = &cur
				res.Deltas++
			case m.Delta != nil:
				return false, fmt.Errorf("bot: a delta from view %d; the bot has view %d", m.Delta.Base, ver)
			case m.View != nil:
				cur = *m.View
			}
			ver = m.Version
		}
		if m.Type == "view" {
			if seq >= 0 {
				res.Resyncs++
			}
			seq = m.Seq
		} else {
			if m.From != seq {
				res.Gaps++
			}
			for _, e := range m.Events {
				res.Events++
				switch {
				case e.N <= seq:
					res.Duplicates++
				case e.N != seq+1:
					res.Gaps++
				}
				seq = max(seq, e.N)
			}
		}
		if sentAt >= 0 && m.Actions > sentAt && !sentTime.IsZero() {
			res.Latencies = append(res.Latencies, time.Since(sentTime))
			sentTime = time.Time{}
		}
		if cfg.dropAt > 0 && m.Actions >= cfg.dropAt && res.Reconnects == 0 {
			c.CloseNow()
			res.sentAtDrop = res.Sent
			return false, errDropped
		}
		if m.State == "over" {
			res.Hash, res.Actions = m.Hash, m.Actions
			if m.View != nil {
				res.Winner, res.WinnerSide = int(m.View.Winner), m.View.WinnerSide
				if ws := m.View.WinnerSide; ws >= 0 && ws < len(m.View.Sides) {
					res.WinnerName = m.View.Sides[ws].Name
				}
			}
			c.Close(websocket.StatusNormalClosure, "game over")
			return true, nil
		}
		for _, ev := range m.Events {
			if ev.Kind == "action" && ev.Action != nil && ev.Action.Kind == "mulligan" {
				mulled[ev.N] = ev.Action.Player
			}
		}
		d := m.Decision
		if d == nil || !d.Act || len(d.Actions) == 0 || sentAt == m.Actions {
			continue
		}
		var a WireAction
		chosen := false
		if (cfg.AI == "heuristic" || cfg.AI == "mcts") && refusedAt != m.Actions {
			// After a refusal at this count, the simple chooser tries the listed actions.
			a, chosen = aiChoice(cfg.AI, &m, cfg.Seed, mulled)
			if chosen {
				res.Decided++
				aiAt = m.Actions
			} else {
				res.Fallbacks++
			}
		}
		if !chosen {
			k := Choose(cfg.AI, d.Actions, cfg.Seed, m.Actions, m.Seat)
			if refusedAt == m.Actions {
				tried := refused
				if aiAt == m.Actions {
					tried-- // the AI's action was the first refused
					if tried == 0 {
						res.Fallbacks++
					}
				}
				if tried >= len(d.Actions) {
					return false, fmt.Errorf("bot: every legal action of seat %d was refused", m.Seat)
				}
				k = (k + tried) % len(d.Actions)
			}
			a = d.Actions[k].Action
		}
		id++
		sentAt = m.Actions
		res.Sent++
		if cfg.delay > 0 {
			time.Sleep(cfg.delay)
		}
		sentTime = time.Now()
		at := m.Actions
		if err := writeMsg(ctx, c, ClientMsg{Type: "act", ID: id, At: &at, Action: &a}); err != nil {
			return false, err
		}
	}
}

func writeMsg(ctx context.Context, c *websocket.Conn, m ClientMsg) error {
	b, err := json.Marshal(m)
	if err != nil {
		return fmt.Errorf("bot: encoding: %w", err)
	}
	wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	return c.Write(wctx, websocket.MessageText, b)
}
