// Package sim plays many Two-Headed Giant games between two teams of computer players and
// sums them up: win rates with confidence intervals, game lengths, how games ended, and
// how often each card was cast and won. Games run on every core, and a run is
// deterministic for a given seed whatever the number of workers: game i is played from
// seed Seed+i and results are gathered in game order. With Check set, each game is also
// checked for the engine's invariants at every action (see Check and Checker).
package sim

import (
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ettinmtg/ettin/ai"
	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// Seat is one player's deck.
type Seat struct {
	Deck  string           // the deck's name, for reports
	Cards []*rules.CardDef // the deck's cards
}

// Team is one side of the simulation: a name, the decks of its two seats and the AI level
// that plays both seats.
type Team struct {
	Name  string // the name in reports: "Red", "Blue", or a bundled team's name
	Seats [2]Seat
	AI    string // an AI level: see Levels
}

// SeatConfig gives one player of a free-for-all, Team vs. Team, Emperor or Grand Melee
// game their own deck or AI level instead of their side's.
type SeatConfig struct {
	Deck Seat   // the player's deck; without cards, the side's deck for the seat
	AI   string // the player's AI level; "": the side's
}

// Config says what to simulate.
type Config struct {
	Games   int           // games to play
	Seed    uint64        // game i is played from seed Seed+i
	Edition rules.Edition // the 2HG rules edition
	// Variant is the variant played: Two-Headed Giant (the zero value); a duel, where
	// each team's first seat plays alone; or a free-for-all of Players players, seated
	// Red, Blue, Red, Blue... (the sides' seats in turn), each playing alone.
	Variant rules.Variant
	// Players is the number of players of a free-for-all (3 to 16; 0 means 4), or of a
	// Team vs. Team or Emperor game (0 means 4 and 6), whose teams of Size players play
	// for Red, Blue, Red, Blue... in turn, with their side's decks and AI.
	Players int
	// Size is the number of players per team in Team vs. Team and Emperor (0 means 2 and
	// 3).
	Size int
	// Options are the multiplayer options (CR 801-804) of a free-for-all or Team vs. Team.
	Options rules.Options
	Teams   [2]Team
	// Seats give players, in the order SeatNames lists them, their own deck or AI level
	// (free-for-all, teams, emperor, grand-melee); nil, or a zero entry: the side's.
	Seats    []SeatConfig
	Playouts int // playouts per decision of the mcts level (0: the AI's default)
	Workers  int // games played at once; 0 means GOMAXPROCS
	MaxTurns int // turn limit after which a game is a draw (0: the engine's default)
	// MaxActions ends a game that doesn't end after this many decisions as unfinished
	// (0 means 100,000).
	MaxActions int
	// MaxObjects ends a game as unfinished once it has made more objects than this (0
	// means 10,000; a random game makes about 600): a random player doubling tokens
	// again and again (a legal loop of the rules) would otherwise list hundreds of
	// thousands of attacks at each decision.
	MaxObjects int
	// Check runs every game with the invariant checks of Checker at every action.
	Check bool
	// Deal, if set, gives the decks of the game played from seed: Deal(seed)[side][k]
	// plays instead of Teams[side].Seats[k].Cards (the names in reports stay the Teams').
	// It is called from many goroutines at once and must give the same decks for the same
	// seed, so that a run stays deterministic and a game can be played again alone. It
	// can't be sent to worker nodes.
	Deal func(seed uint64) [2][2][]*rules.CardDef
	// DealFlag is the command-line flag that deals as Deal does (e.g. "--pool"), for the
	// command that plays a failed game again.
	DealFlag string
	// Uses counts, for every card, the games in which it was used (cast, played,
	// activated or triggered): Report.Uses.
	Uses bool
	// KeepGames keeps every game's result in Result.Games. Without it a run keeps only
	// running totals (and the games with an error), so its memory doesn't grow with the
	// number of games.
	KeepGames bool
	// Progress, if set, is called after each game with the number of games done; calls
	// come from one goroutine at a time.
	Progress func(done, total int)
}

// The names in the game of the two teams and of the four seats (the first team's two,
// then the second team's). Team.Name is the name in reports: it may be any name, which
// the notation of the game log need not read.
var (
	gameTeamNames = [2]string{"Red", "Blue"}
	playerNames   = [4]string{"Ann", "Abe", "Bob", "Bea"}
)

// GameResult is what one game left behind.
type GameResult struct {
	Index  int    `json:"index"`
	Seed   uint64 `json:"seed"`
	Winner int    `json:"winner"` // 0 or 1: the team that won; -1: a draw or no result
	// SeatsWon holds, one bit per player (in the order of the run's seat plan, which a
	// free-for-all or Grand Melee seats anew each game, CR 806.3, 807.3), those who
	// won: a free-for-all's winner, or the players of the winning team (CR 102.3) still in
	// the game (CR 104.2a).
	SeatsWon uint32 `json:"seats_won,omitempty"`
	End      End    `json:"end"`
	Reason   string `json:"reason"` // the engine's words for the end
	Turns    int    `json:"turns"`
	Actions  int    `json:"actions"` // decisions taken
	// Casts lists, for each team, the distinct names of the cards its players cast.
	Casts [2][]string `json:"casts"`
	// Used lists the distinct names of the cards used in the game (with Config.Uses).
	Used []string `json:"used,omitempty"`
	// Err says why the game has no proper result (an action refused, no end, an engine
	// panic) or which invariant check failed; empty for a good game.
	Err string `json:"error,omitempty"`
	// Failed is set when Err is a check failure rather than a game that couldn't go on.
	Failed bool `json:"failed,omitempty"`
	// Checks counts the decisions checked (with Config.Check).
	Checks int `json:"checks,omitempty"`
	// Log is the game's log, kept only for a game with an error, to reproduce it.
	Log []string `json:"log,omitempty"`
}

// Result is a whole run: the config it ran, the running totals of its games (each game's
// result in game order with Config.KeepGames), and the time it took.
type Result struct {
	Config  Config
	Games   []GameResult // with Config.KeepGames; nil otherwise
	Elapsed time.Duration
	Workers int
	totals  *tally // every game folded in; nil for a Result made by hand (Summarize reads Games)
}

// Levels lists the AI levels, as on the command line.
func Levels() []string { return []string{"random", "heuristic", "mcts"} }

// NewPolicy returns a new AI of the given level with its own seed. playouts is the mcts
// level's budget per decision (0: its default); the budget is a count of playouts, never a
// time, so that runs stay deterministic.
func NewPolicy(level string, seed uint64, playouts int) (ai.Policy, error) {
	switch level {
	case "random", "":
		return ai.NewRandom(seed), nil
	case "heuristic":
		return ai.NewHeuristic(seed), nil
	case "mcts":
		return ai.NewMCTS(seed, ai.Budget{Playouts: playouts}), nil
	}
	return nil, fmt.Errorf("unknown AI level %q; expected one of random, heuristic, mcts", level)
}

// check refuses a config that can't run, in one line.
func (c *Config) check() error {
	if c.Games < 1 {
		return fmt.Errorf("%d games asked for; expected 1 or more", c.Games)
	}
	if err := rules.CheckEdition(c.Variant, c.Edition); err != nil {
		return err
	}
	for _, t := range c.Teams {
		if t.Name == "" {
			return errors.New("a team has no name; expected a name for each team")
		}
		for _, s := range t.Seats {
			if len(s.Cards) == 0 && c.Deal == nil {
				return fmt.Errorf("team %s: deck %q has no cards; expected a deck for each seat", t.Name, s.Deck)
			}
		}
		if _, err := NewPolicy(t.AI, 0, c.Playouts); err != nil {
			return fmt.Errorf("team %s: %w", t.Name, err)
		}
	}
	if c.Variant == rules.FreeForAll && (c.seats() < 3 || c.seats() > len(seatNames)) {
		return fmt.Errorf("%d players in a free-for-all; expected 3 to %d", c.seats(), len(seatNames))
	}
	if c.Variant == rules.GrandMelee && (c.seats() < 4 || c.seats() > len(seatNames)) {
		return fmt.Errorf("%d players in a grand melee; expected 4 to %d (CR 807.4a)", c.seats(), len(seatNames))
	}
	if c.sides() && (c.teamSize() < 1 || c.seats()%c.teamSize() != 0 || c.seats()/c.teamSize() < 2 || c.seats() > len(seatNames)) {
		return fmt.Errorf("%d players in teams of %d; expected 2 or more teams, %d players at most", c.seats(), c.teamSize(), len(seatNames))
	}
	if len(c.Seats) > 0 && !c.sides() && !alone(c.Variant) {
		return fmt.Errorf("decks and AI levels per player are for free-for-all, teams, emperor and grand-melee; variant %s takes them per side", c.Variant)
	}
	if len(c.Seats) > c.seats() {
		return fmt.Errorf("%d players given their own deck or AI level; the game seats %d", len(c.Seats), c.seats())
	}
	names, _ := SeatNames(c)
	for i, s := range c.Seats {
		if _, err := NewPolicy(s.AI, 0, c.Playouts); s.AI != "" && err != nil {
			return fmt.Errorf("player %s: %w", names[i], err)
		}
		if s.Deck.Deck != "" && len(s.Deck.Cards) == 0 {
			return fmt.Errorf("player %s: deck %q has no cards", names[i], s.Deck.Deck)
		}
		if len(s.Deck.Cards) > 0 && c.Deal != nil {
			return errors.New("decks per player and decks dealt for each game (Deal) both given; expected one of them")
		}
	}
	if c.Teams[0].Name == c.Teams[1].Name {
		return fmt.Errorf("both teams are named %q; expected two names", c.Teams[0].Name)
	}
	return nil
}

// Run plays the games of cfg on a pool of workers and returns their results in game order.
// It fails only on a config that can't run; a game that goes wrong is reported in its
// GameResult.
func Run(cfg Config) (*Result, error) {
	if err := cfg.check(); err != nil {
		return nil, err
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, cfg.Games)
	start := time.Now()
	res := &Result{Config: cfg, Workers: workers, totals: newTally(cfg.Check)}
	if cfg.KeepGames {
		res.Games = make([]GameResult, cfg.Games)
	}
	jobs := make(chan int)
	done := make(chan GameResult)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				done <- PlayGame(&cfg, i)
			}
		}()
	}
	go func() {
		for i := range cfg.Games {
			jobs <- i
		}
		close(jobs)
		wg.Wait()
		close(done)
	}()
	n := 0
	for g := range done {
		// Folded in as each game ends, in whatever order: the totals don't depend on it.
		res.totals.add(g)
		if cfg.KeepGames {
			res.Games[g.Index] = g
		}
		n++
		if cfg.Progress != nil {
			cfg.Progress(n, cfg.Games)
		}
	}
	res.Elapsed = time.Since(start)
	return res, nil
}

// GameConfig returns the engine config of game i of a run.
func GameConfig(cfg *Config, i int) rules.Config {
	decks := [2][2][]*rules.CardDef{{cfg.Teams[0].Seats[0].Cards, cfg.Teams[0].Seats[1].Cards}, {cfg.Teams[1].Seats[0].Cards, cfg.Teams[1].Seats[1].Cards}}
	gc := rules.Config{Variant: cfg.Variant, Edition: cfg.Edition, Seed: cfg.Seed + uint64(i), MaxTurns: cfg.MaxTurns, StartingTeam: rules.NoTeam}
	if cfg.Deal != nil {
		decks = cfg.Deal(gc.Seed)
	}
	if cfg.sides() || alone(cfg.Variant) {
		gc.Options = cfg.Options
		for _, st := range gamePlan(cfg, gc.Seed) {
			i := st.plan // the seat's place in the listed plan, which --seat flags follow
			pc := rules.PlayerConfig{Name: st.name, Deck: decks[st.side][st.deck]}
			if i < len(cfg.Seats) && len(cfg.Seats[i].Deck.Cards) > 0 {
				pc.Deck = cfg.Seats[i].Deck.Cards
			}
			if n := len(gc.Teams); n > 0 && gc.Teams[n-1].Name == st.team {
				gc.Teams[n-1].Players = append(gc.Teams[n-1].Players, pc)
				continue
			}
			gc.Teams = append(gc.Teams, rules.TeamConfig{Name: st.team, Players: []rules.PlayerConfig{pc}})
		}
		return gc
	}
	for ti := range cfg.Teams {
		if cfg.Variant == rules.FreeForAll {
			break
		}
		if cfg.Variant == rules.Duel { // a team of one named like its player
			name := playerNames[2*ti]
			gc.Teams = append(gc.Teams, rules.TeamConfig{Name: name, Players: []rules.PlayerConfig{{Name: name, Deck: decks[ti][0]}}})
			continue
		}
		tc := rules.TeamConfig{Name: gameTeamNames[ti]}
		for si := range cfg.Teams[ti].Seats {
			tc.Players = append(tc.Players, rules.PlayerConfig{Name: playerNames[2*ti+si], Deck: decks[ti][si]})
		}
		gc.Teams = append(gc.Teams, tc)
	}
	return gc
}

// seat is one player of a free-for-all, Team vs. Team or Emperor game: their name, their
// team's name, the side (0 Red, 1 Blue) whose AI and decks they use, which of the side's
// two decks, and their index in seatPlan (the report's seat).
type seat struct {
	name, team       string
	side, deck, plan int
}

// gamePlan is seatPlan as the game of the given seed seats it: a free-for-all or Grand
// Melee seats its players at random (CR 806.3, 807.3), each game anew from its seed; the others in the plan's
// order. Players are listed as the engine numbers them.
func gamePlan(cfg *Config, seed uint64) []seat {
	return rules.SeatedAtRandom(cfg.Variant, seed, seatPlan(cfg))
}

// seatPlan lists the players of a free-for-all, seated Red, Blue, Red... with the sides'
// decks in turn, or of a Team vs. Team or Emperor game: teams of Size, the k-th playing
// for Red or Blue in turn with that side's decks in turn (seated together; seed 609 under
// 2006 seats them apart). Players are listed team by team, as the engine numbers them.
func seatPlan(cfg *Config) []seat {
	var out []seat
	if alone(cfg.Variant) {
		for i := 0; i < cfg.seats(); i++ {
			n := seatNames[i%len(seatNames)]
			out = append(out, seat{name: n, team: n, side: i % 2, deck: (i / 2) % 2, plan: i})
		}
		return out
	}
	for k, i := 0, 0; i < cfg.seats(); k++ {
		team := gameTeamNames[k%2] + strconv.Itoa(k/2+1)
		for j := 0; j < cfg.teamSize() && i < cfg.seats(); j, i = j+1, i+1 {
			out = append(out, seat{name: seatNames[i], team: team, side: k % 2, deck: (k/2 + j) % 2, plan: i})
		}
	}
	return out
}

// SeatNames lists the names of the players of a free-for-all, Team vs. Team, Emperor or
// Grand Melee game of cfg, in the order Config.Seats gives them their decks and AI (the
// engine's player order), and each one's team (a player alone is a team of one named like
// them). Other variants: nil.
func SeatNames(cfg *Config) (players, teams []string) {
	if !cfg.sides() && !alone(cfg.Variant) {
		return nil, nil
	}
	for _, st := range seatPlan(cfg) {
		players = append(players, st.name)
		teams = append(teams, st.team)
	}
	return players, teams
}

// seatNames name the players of a free-for-all, in seating order.
var seatNames = []string{"Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lee", "May", "Ned", "Oli", "Pam"}

// seats is the number of players of a free-for-all, Team vs. Team or Emperor game.
func (c *Config) seats() int {
	if c.Players == 0 {
		switch c.Variant {
		case rules.Emperor:
			return 6
		case rules.GrandMelee:
			return 10 // two turn markers (CR 807.4a)
		}
		return 4
	}
	return c.Players
}

// alone reports whether the variant seats many players who each play alone: a
// free-for-all or a Grand Melee.
func alone(v rules.Variant) bool { return v == rules.FreeForAll || v == rules.GrandMelee }

// sides reports whether the variant seats teams of players who take their own turns.
func (c *Config) sides() bool { return c.Variant == rules.TeamVsTeam || c.Variant == rules.Emperor }

// teamSize is the number of players per team in Team vs. Team and Emperor.
func (c *Config) teamSize() int {
	switch {
	case c.Size > 0:
		return c.Size
	case c.Variant == rules.Emperor:
		return 3
	}
	return 2
}

// Side is the side (0 Red, 1 Blue) that team t of game g plays for: in a free-for-all
// the players sit Red, Blue, Red, Blue...; in Team vs. Team and Emperor the teams (CR
// 102.3) do; otherwise the team itself.
func Side(g *rules.Game, t rules.TeamID) int { return int(g.SideOf(t)) % 2 }

// seatSeed derives the seed of a seat's AI from the game's seed.
func seatSeed(game uint64, seat int) uint64 {
	z := game + uint64(seat+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// PlayGame plays game i of a run to its end and reports it. An engine panic is caught and
// reported as the game's error.
func PlayGame(cfg *Config, i int) (r GameResult) {
	gc := GameConfig(cfg, i)
	r = GameResult{Index: i, Seed: gc.Seed, Winner: -1, End: EndError}
	var g *rules.Game
	defer func() {
		if p := recover(); p != nil {
			r.Winner, r.End = -1, EndError
			// The stack without its first line, which names the goroutine: results don't
			// depend on the worker that played the game.
			_, stack, _ := strings.Cut(string(debug.Stack()), "\n")
			r.Err = fmt.Sprintf("engine panic: %v\n%s", p, stack)
			r.Failed = true
			if g != nil {
				r.Log = logText(g)
			}
		}
	}()
	g, err := rules.New(gc)
	if err != nil {
		r.Err = err.Error()
		return r
	}
	// Each player's side (whose AI and decks they use) and report seat: a free-for-all's or
	// Grand Melee's players are seated anew each game (CR 806.3, 807.3), so a player's side is the plan's, not
	// their seat's.
	side := func(p rules.PlayerID) int { return Side(g, g.TeamOf(p)) }
	seatOf := func(p rules.PlayerID) int { return int(p) }
	if alone(cfg.Variant) {
		plan := gamePlan(cfg, gc.Seed)
		side = func(p rules.PlayerID) int { return plan[p].side }
		seatOf = func(p rules.PlayerID) int { return plan[p].plan }
	}
	seats := make([]ai.Policy, g.NumPlayers())
	for p := range seats {
		level := cfg.Teams[side(rules.PlayerID(p))].AI
		if k := seatOf(rules.PlayerID(p)); k < len(cfg.Seats) && cfg.Seats[k].AI != "" {
			level = cfg.Seats[k].AI // --seat flags follow the listed plan's order
		}
		if seats[p], err = NewPolicy(level, seatSeed(gc.Seed, p), cfg.Playouts); err != nil {
			r.Err = err.Error()
			return r
		}
	}
	var chk *Checker
	if cfg.Check {
		chk = NewChecker(g)
	}
	maxActions := cfg.MaxActions
	if maxActions <= 0 {
		maxActions = 100000
	}
	maxObjects := cfg.MaxObjects
	if maxObjects <= 0 {
		maxObjects = 10000
	}
	for n := 0; !g.Over(); n++ {
		if n >= maxActions {
			r.Err = fmt.Sprintf("no end after %d actions", n)
			break
		}
		if g.NumObjects() > maxObjects {
			r.Err = fmt.Sprintf("no end before %d objects were made (after %d actions)", maxObjects, n)
			break
		}
		seat := ai.Seat(g)
		if seat == rules.NoPlayer || int(seat) >= len(seats) {
			r.Err = fmt.Sprintf("no seat to decide %v", g.Pending().Kind)
			r.Failed = chk != nil
			break
		}
		s := ai.NewSituation(g, seat, uint64(n))
		a := seats[seat].Act(s)
		s.Done()
		if chk != nil {
			if err := chk.Before(g, a); err != nil {
				r.Err, r.Failed = err.Error(), true
				break
			}
		}
		if err := g.Apply(a); err != nil {
			r.Err = fmt.Sprintf("%s (%s) chose %q, which was refused: %v", g.Player(seat).Name, seats[seat].Name(), bind.FormatAction(g, a), err)
			r.Failed = chk != nil
			break
		}
		r.Actions++
		if chk != nil {
			if err := chk.After(g); err != nil {
				r.Err, r.Failed = fmt.Sprintf("after %q: %v", bind.FormatAction(g, a), err), true
				break
			}
		}
	}
	if r.Err == "" && chk != nil {
		if err := chk.End(g); err != nil {
			r.Err, r.Failed = err.Error(), true
		}
	}
	if chk != nil {
		r.Checks = chk.Decisions
	}
	// A game stopped by the turn limit has begun one turn beyond it.
	r.Turns = min(g.TurnNumber(), g.Config().MaxTurns)
	r.Casts = castsBy(g, side)
	if cfg.Uses {
		r.Used = Uses(g)
	}
	if r.Err != "" {
		r.Log = logText(g)
		return r
	}
	r.Reason = bind.EndReason(g)
	r.End = EndOf(g.EndCause())
	if w := g.Winner(); w != rules.NoTeam {
		r.Winner = side(g.Members(w)[0])
		for p := range rules.PlayerID(g.NumPlayers()) {
			if g.Won(g.TeamOf(p)) && !g.Player(p).Lost {
				r.SeatsWon |= 1 << uint(seatOf(p))
			}
		}
	}
	return r
}

// logText is the game log as an omniscient observer sees it.
func logText(g *rules.Game) []string {
	return bind.Log(g)
}
