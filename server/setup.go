package server

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/deck"
	"github.com/ettinmtg/ettin/decks"
	"github.com/ettinmtg/ettin/rules"
)

// TableRequest is the body of POST /api/tables.
type TableRequest struct {
	// Variant is one of variantTable's: "2hg" (Two-Headed Giant, the default), "duel",
	// "free-for-all", "teams" (Team vs. Team, CR 808; the Teams variant of 2006 under rules
	// 2006), "emperor" (CR 809).
	Variant string `json:"variant"`
	// Range and Attack are the options of a free-for-all and Team vs. Team: the range of
	// influence (0: unlimited, CR 801) and whom a player may attack: multiple (the default),
	// left or right (CR 803).
	Range  int    `json:"range"`
	Attack string `json:"attack"`
	// Deploy is Team vs. Team's deploy creatures option (CR 804; always on in Emperor).
	Deploy bool `json:"deploy"`
	// SharedTurns is Team vs. Team's shared team turns option under rules current (CR 805):
	// each team takes turns and holds priority together; life stays each player's.
	SharedTurns bool   `json:"sharedTurns"`
	Rules       string `json:"rules"` // the rules edition: current (default), 2011, 2008 (those two 2HG only), 2006
	Seed        uint64 `json:"seed"`  // optional: 0 draws one
	Clock       string `json:"clock"` // optional chess clock per player: "20m" or "20m+15s" (time + buffer per decision)
	// Timeout is what happens when a player's clock runs out: "ai" (the default: a computer
	// player plays on for them) or "lose" (their team loses).
	Timeout string        `json:"timeout"`
	Casual  bool          `json:"casual"` // skip the deck rules (2HG constructed or limited)
	Seats   []SeatRequest `json:"seats"`
}

// SeatRequest is one seat of a TableRequest.
type SeatRequest struct {
	Name string `json:"name"`
	Team string `json:"team"` // 2HG, Team vs. Team, Emperor: the seat's team (its side)
	Deck string `json:"deck"` // a bundled deck's name, or a deck list's text
	AI   string `json:"ai"`   // "" for a person, else random, heuristic or mcts
	// Emperor marks the seat its team's emperor (CR 809.2); unmarked, the team's middle
	// seat is.
	Emperor bool `json:"emperor,omitempty"`
}

// tableSetup is what a table is made of: the first record of its log.
type tableSetup struct {
	ID      string `json:"id"`
	Variant string `json:"variant"`
	Range   int    `json:"range,omitempty"`  // a free-for-all's range of influence
	Attack  string `json:"attack,omitempty"` // a free-for-all's attack option
	Deploy  bool   `json:"deploy,omitempty"` // Team vs. Team's deploy option
	// SharedTurns is Team vs. Team's shared team turns option (CR 805).
	SharedTurns bool        `json:"sharedTurns,omitempty"`
	Rules       string      `json:"rules"`
	Seed        uint64      `json:"seed"`
	Clock       *clockSpec  `json:"clock,omitempty"`
	Seats       []seatSetup `json:"seats"` // in the game's player order: seat i is player i
}

// seatSetup is one seat of a table: its deck as card names (the library before the
// shuffle) and the SHA-256 of its token.
type seatSetup struct {
	Name      string   `json:"name"`
	Team      string   `json:"team"`
	DeckName  string   `json:"deck"`
	AI        string   `json:"ai,omitempty"`
	Emperor   bool     `json:"emperor,omitempty"`
	Cards     []string `json:"cards"`
	TokenHash string   `json:"token"`
}

// Limits of a table request.
const (
	maxNameLen   = 24
	maxDeckBytes = 64 << 10
)

// aiKinds are the computer players a seat may have.
var aiKinds = []string{"random", "heuristic", "mcts"}

// requestError is a bad request: one line naming what is wrong.
type requestError struct{ msg string }

func (e *requestError) Error() string { return e.msg }

func badRequest(format string, args ...any) error {
	return &requestError{msg: fmt.Sprintf(format, args...)}
}

// checkName accepts one word of letters, digits, - and _ (names are typed in actions,
// and are text, never markup).
func checkName(what, n string) error {
	if n == "" {
		return badRequest("%s: empty name", what)
	}
	if utf8.RuneCountInString(n) > maxNameLen {
		return badRequest("%s: name %q is longer than %d characters", what, n, maxNameLen)
	}
	for _, r := range n {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return badRequest("%s: name %q: use one word of letters, digits, - and _", what, n)
		}
	}
	return nil
}

// buildSetup checks a table request and makes the table's setup and the seats' tokens (in
// the request's seat order). Nothing is created when it fails.
func buildSetup(req TableRequest) (tableSetup, []string, []int, error) {
	var s tableSetup
	ve, err := findVariant(req.Variant)
	if err != nil {
		return s, nil, nil, badRequest("%v", err)
	}
	s.Variant = ve.Name
	if ve.V == rules.TwoHeadedGiant {
		s.Variant = "2hg" // as tables stored before other variants were served say
	}
	r := req.Rules
	if r == "" {
		r = "current"
	}
	ed, err := rules.ParseEdition(r)
	if err != nil {
		return s, nil, nil, badRequest("rules: %v", err)
	}
	s.Rules = ed.String()
	if err := rules.CheckEdition(ve.V, ed); err != nil {
		return s, nil, nil, badRequest("rules: %v", err)
	}
	if req.SharedTurns {
		if err := rules.CheckOptions(ve.V, ed, rules.Options{SharedTurns: true}); err != nil {
			return s, nil, nil, badRequest("sharedTurns: %v", err)
		}
		s.SharedTurns = true
	}
	if ve.Options {
		if req.Range < 0 {
			return s, nil, nil, badRequest("range %d: expected 0 (unlimited) or more (CR 801.2)", req.Range)
		}
		if req.Attack != "" {
			a, err := rules.ParseAttackOption(req.Attack)
			if err != nil {
				return s, nil, nil, badRequest("attack: %v", err)
			}
			s.Attack = a.String()
		}
		s.Range = req.Range
	} else if req.Range != 0 || req.Attack != "" {
		return s, nil, nil, badRequest("range and attack are options of free-for-all and teams; variant %s takes none", ve.Name)
	}
	if req.Deploy && ve.V == rules.Emperor {
		return s, nil, nil, badRequest("deploy: emperor always has it (CR 809.3b) and takes no deploy option")
	}
	if req.Deploy && !ve.Deploy {
		return s, nil, nil, badRequest("deploy is an option of teams (CR 804); variant %s takes none", ve.Name)
	}
	s.Deploy = req.Deploy
	if req.Clock != "" {
		cs, err := parseClock(req.Clock, req.Timeout)
		if err != nil {
			return s, nil, nil, badRequest("%v", err)
		}
		s.Clock = &cs
	} else if req.Timeout != "" {
		return s, nil, nil, badRequest("timeout %q without a clock", req.Timeout)
	}
	s.Seed = req.Seed
	if s.Seed == 0 {
		s.Seed = randSeed()
	}
	n := len(req.Seats)
	if n < ve.MinSeats || n > ve.MaxSeats {
		want := fmt.Sprintf("%d to %d", ve.MinSeats, ve.MaxSeats)
		if ve.MinSeats == ve.MaxSeats {
			want = fmt.Sprint(ve.MinSeats)
		}
		return s, nil, nil, badRequest("seats: a table of %s has %s seats; got %d", ve.Title, want, n)
	}
	var teams []string
	perTeam := map[string][]int{}
	names := map[string]bool{}
	for i, sr := range req.Seats {
		if err := checkName(fmt.Sprintf("seat %d", i+1), sr.Name); err != nil {
			return s, nil, nil, err
		}
		if names[strings.ToLower(sr.Name)] {
			return s, nil, nil, badRequest("seat %d: the name %q is taken by another seat", i+1, sr.Name)
		}
		names[strings.ToLower(sr.Name)] = true
		team := sr.Team
		if ve.Alone {
			team = sr.Name // a team of one, named like the player
		} else if err := checkName(fmt.Sprintf("seat %d (%s) team", i+1, sr.Name), sr.Team); err != nil {
			return s, nil, nil, err
		}
		k := strings.ToLower(team)
		if _, ok := perTeam[k]; !ok {
			teams = append(teams, team)
		}
		perTeam[k] = append(perTeam[k], i)
		if sr.Emperor && !ve.EmperorSeat {
			return s, nil, nil, badRequest("seat %d (%s): emperor: only an emperor table marks emperors (CR 809.2)", i+1, sr.Name)
		}
		if sr.AI != "" && !contains(aiKinds, sr.AI) {
			return s, nil, nil, badRequest("seat %d (%s): ai %q: expected empty (a person), random, heuristic or mcts", i+1, sr.Name, sr.AI)
		}
	}
	if ve.V == rules.TwoHeadedGiant && (len(teams) != 2 || len(perTeam[strings.ToLower(teams[0])]) != 2) {
		return s, nil, nil, badRequest("seats: expected two teams of two seats; got teams %s", strings.Join(teams, ", "))
	}
	if ve.Sides && len(teams) < 2 {
		return s, nil, nil, badRequest("seats: a table of %s has 2 or more teams; got %d (CR 808.1, 809.1)", ve.Title, len(teams))
	}
	if !ve.Alone {
		for _, t := range teams {
			if names[strings.ToLower(t)] {
				return s, nil, nil, badRequest("team %q has the name of a player", t)
			}
		}
	}
	loaded := make([]*decks.Deck, n)
	for i, sr := range req.Seats {
		d, err := loadDeck(sr)
		if err != nil {
			return s, nil, nil, badRequest("seat %d (%s): %v", i+1, sr.Name, err)
		}
		loaded[i] = d
	}
	if !req.Casual {
		for _, t := range teams {
			ix := perTeam[strings.ToLower(t)]
			if ve.TeamDecks && len(ix) == 2 {
				if err := decks.CheckTeam(loaded[ix[0]], loaded[ix[1]]); err != nil {
					return s, nil, nil, badRequest("team %s's decks are not legal together (casual: true skips the deck rules): %v", t, oneLine(err.Error()))
				}
				continue
			}
			for _, i := range ix {
				if err := decks.CheckAlone(loaded[i]); err != nil {
					return s, nil, nil, badRequest("seat %d (%s): the deck is not legal (casual: true skips the deck rules): %v", i+1, req.Seats[i].Name, oneLine(err.Error()))
				}
			}
		}
	}
	// CR 806.3, 807.3: a free-for-all or Grand Melee seats its players at random, from the game's seed; the
	// setup records the seating, so a restarted server rebuilds the same game.
	teams = rules.SeatedAtRandom(ve.V, s.Seed, teams)
	tokens := make([]string, n)
	order := make([]int, n) // order[i]: the player index of request seat i
	p := 0
	for _, t := range teams {
		for _, i := range perTeam[strings.ToLower(t)] {
			sr := req.Seats[i]
			defs, err := loaded[i].Cards()
			if err != nil {
				return s, nil, nil, badRequest("seat %d (%s): %v", i+1, sr.Name, oneLine(err.Error()))
			}
			tok := newToken()
			tokens[i] = tok
			order[i] = p
			p++
			ss := seatSetup{Name: sr.Name, Team: t, DeckName: loaded[i].Name, AI: sr.AI, Emperor: sr.Emperor, TokenHash: tokenHash(tok)}
			for _, d := range defs {
				ss.Cards = append(ss.Cards, d.Name)
			}
			s.Seats = append(s.Seats, ss)
		}
	}
	s.ID = newID()
	if _, err := newGame(s); err != nil {
		// The engine's word on the table's shape, without the new table's id.
		if u := errors.Unwrap(err); u != nil {
			err = u
		}
		return s, nil, nil, badRequest("%v", err)
	}
	return s, tokens, order, nil
}

// loadDeck reads a seat's deck: a bundled deck's name, or a deck list's text (never a
// file of the server).
func loadDeck(sr SeatRequest) (*decks.Deck, error) {
	text := strings.TrimSpace(sr.Deck)
	if text == "" {
		return nil, errors.New("no deck: give a bundled deck's name or a deck list")
	}
	if len(text) > maxDeckBytes {
		return nil, fmt.Errorf("the deck list is longer than %d bytes", maxDeckBytes)
	}
	if !strings.Contains(text, "\n") && (text[0] < '0' || text[0] > '9') {
		d, err := decks.Get(text)
		if err != nil {
			return nil, err
		}
		return d, nil
	}
	list, err := deck.Parse(strings.NewReader(text))
	if err != nil {
		return nil, fmt.Errorf("deck list: %s", oneLine(err.Error()))
	}
	if err := list.Resolve(); err != nil {
		return nil, fmt.Errorf("deck list: %s", oneLine(err.Error()))
	}
	d := &decks.Deck{Name: list.Name, List: list, Format: decks.Format2HG}
	if d.Name == "" {
		d.Name = sr.Name + "'s deck"
	}
	if n := list.Cards(); n > 0 && n < 60 {
		d.Format = decks.FormatLimited
	}
	if _, err := d.Cards(); err != nil {
		return nil, fmt.Errorf("deck list: %s", oneLine(err.Error()))
	}
	return d, nil
}

// newGame sets a table's game up from its setup.
func newGame(s tableSetup) (*rules.Game, error) {
	ed, err := rules.ParseEdition(s.Rules)
	if err != nil {
		return nil, fmt.Errorf("table %s: %w", s.ID, err)
	}
	ve, err := variantOf(s)
	if err != nil {
		return nil, err
	}
	opts, err := s.options()
	if err != nil {
		return nil, fmt.Errorf("table %s: %w", s.ID, err)
	}
	var teams []rules.TeamConfig
	for _, st := range s.Seats {
		if len(teams) == 0 || teams[len(teams)-1].Name != st.Team {
			teams = append(teams, rules.TeamConfig{Name: st.Team})
		}
		pc := rules.PlayerConfig{Name: st.Name, Emperor: st.Emperor}
		for _, n := range st.Cards {
			d, err := cards.Def(n)
			if err != nil {
				return nil, fmt.Errorf("table %s: seat %s: %w", s.ID, st.Name, err)
			}
			pc.Deck = append(pc.Deck, d)
		}
		teams[len(teams)-1].Players = append(teams[len(teams)-1].Players, pc)
	}
	g, err := rules.New(rules.Config{Variant: ve.V, Options: opts, Edition: ed, Seed: s.Seed, StartingTeam: rules.NoTeam, Teams: teams})
	if err != nil {
		return nil, fmt.Errorf("table %s: setting the game up: %w", s.ID, err)
	}
	return g, nil
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// oneLine joins a multi-line message into one line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", "; ")), " ")
}

// newToken is a seat's secret: 128 random bits in hex.
func newToken() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(fmt.Sprintf("crypto/rand: %v", err)) // crypto/rand never fails on supported systems
	}
	return hex.EncodeToString(b[:])
}

func tokenHash(tok string) string {
	h := sha256.Sum256([]byte(tok))
	return hex.EncodeToString(h[:])
}

// newID is a table's id: 64 random bits in hex (ids are public; tokens are the secrets).
func newID() string {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(fmt.Sprintf("crypto/rand: %v", err))
	}
	return hex.EncodeToString(b[:])
}

func randSeed() uint64 {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(fmt.Sprintf("crypto/rand: %v", err))
	}
	s := uint64(0)
	for _, x := range b {
		s = s<<8 | uint64(x)
	}
	return s%1_000_000_000 + 1
}
