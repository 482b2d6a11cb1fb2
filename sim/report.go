package sim

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/ettinmtg/ettin/rules"
)

// Report sums up a run.
type Report struct {
	Edition        string       `json:"edition"`
	Variant        string       `json:"variant,omitempty"`      // empty for Two-Headed Giant
	Players        int          `json:"players,omitempty"`      // a free-for-all's players
	Range          int          `json:"range,omitempty"`        // a free-for-all's range of influence
	Attack         string       `json:"attack,omitempty"`       // a free-for-all's attack option
	Size           int          `json:"size,omitempty"`         // players per team (teams, emperor)
	Deploy         bool         `json:"deploy,omitempty"`       // the deploy creatures option (teams)
	SharedTurns    bool         `json:"shared_turns,omitempty"` // the shared team turns option (teams, CR 805)
	Seed           uint64       `json:"seed"`
	Deal           string       `json:"deal,omitempty"` // the flag that dealt each game's decks (Config.DealFlag)
	Games          int          `json:"games"`
	Workers        int          `json:"workers"`
	MaxTurns       int          `json:"max_turns,omitempty"`
	Playouts       int          `json:"playouts,omitempty"`
	Seconds        float64      `json:"seconds"`
	GamesPerSecond float64      `json:"games_per_second"`
	Teams          [2]TeamStats `json:"teams"`
	// Seats is each player's record in the variants with more than two players alone or
	// teams of players taking their own turns (free-for-all, teams, emperor): a player
	// wins with their team (CR 102.3).
	Seats  []SeatStats `json:"seats,omitempty"`
	Draws  int         `json:"draws"`  // draws (turn limit, no progress, both teams lost)
	Errors int         `json:"errors"` // games with no result
	Turns  Lengths     `json:"turns"`
	Ends   []EndCount  `json:"ends"`
	Cards  []CardStats `json:"cards"`
	// Uses counts, for every card used in a run with Config.Uses, the games in which it was
	// cast, played, activated or triggered, by name.
	Uses  []UseCount  `json:"uses,omitempty"`
	Check *CheckStats `json:"check,omitempty"`
	// Failed lists the games with an error, with the seed and the log to reproduce each.
	Failed []GameResult `json:"failed,omitempty"`
}

// UseCount is the number of games in which a card was used.
type UseCount struct {
	Card  string `json:"card"`
	Games int    `json:"games"`
}

// TeamStats is a team's record.
type TeamStats struct {
	Name  string    `json:"name"`
	Decks [2]string `json:"decks"`
	AI    string    `json:"ai"`
	Rate
}

// SeatStats is one player's record: the seat's name, the team they play in (their own
// name in a free-for-all), the side (Red or Blue) whose decks and AI they use, and their
// deck.
type SeatStats struct {
	Name string `json:"name"`
	Team string `json:"team"`
	Side string `json:"side"`
	Deck string `json:"deck"`
	Rate
}

// Rate is a count of wins out of games, with the win rate and its 95% Wilson interval.
type Rate struct {
	Games   int     `json:"games"`
	Wins    int     `json:"wins"`
	WinRate float64 `json:"win_rate"`
	Low     float64 `json:"ci_low"`
	High    float64 `json:"ci_high"`
}

// NewRate makes a Rate from wins out of games.
func NewRate(wins, games int) Rate {
	r := Rate{Games: games, Wins: wins}
	if games > 0 {
		r.WinRate = float64(wins) / float64(games)
	}
	r.Low, r.High = Wilson(wins, games)
	return r
}

// Wilson returns the 95% Wilson score interval of a proportion of wins out of n.
func Wilson(wins, n int) (low, high float64) {
	if n <= 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p := float64(wins) / float64(n)
	fn := float64(n)
	d := 1 + z*z/fn
	c := (p + z*z/(2*fn)) / d
	h := z * math.Sqrt(p*(1-p)/fn+z*z/(4*fn*fn)) / d
	return math.Max(0, c-h), math.Min(1, c+h)
}

// Lengths sums up game lengths in turns.
type Lengths struct {
	Mean   float64  `json:"mean"`
	Median int      `json:"median"`
	Min    int      `json:"min"`
	Max    int      `json:"max"`
	Hist   []Bucket `json:"histogram"`
}

// Bucket counts the games whose length is in [From, To].
type Bucket struct {
	From  int `json:"from"`
	To    int `json:"to"`
	Games int `json:"games"`
}

// EndCount counts the games that ended one way.
type EndCount struct {
	End   End `json:"end"`
	Games int `json:"games"`
}

// CardStats is how a team fared in the games where it cast a card.
type CardStats struct {
	Team string `json:"team"`
	Card string `json:"card"`
	Rate
}

// CheckStats counts the invariant checks of a run.
type CheckStats struct {
	Games     int `json:"games"`
	Decisions int `json:"decisions"`
	Failures  int `json:"failures"`
}

// tally holds the running totals of a run's games: what Summarize reports, folded in
// game by game so that a run's memory doesn't grow with its number of games.
type tally struct {
	games, errors, draws int
	wins                 [2]int
	seatWins             [32]int // games won by each seat (GameResult.SeatsWon)
	ends                 map[End]int
	turns                map[int]int // games by length in turns
	cardGames, cardWins  map[cardKey]int
	failed               []GameResult   // the games with an error
	uses                 map[string]int // games in which each card was used (Config.Uses)
	check                *CheckStats    // with Config.Check
}

type cardKey struct {
	team int
	card string
}

func newTally(check bool) *tally {
	t := &tally{ends: map[End]int{}, turns: map[int]int{}, cardGames: map[cardKey]int{}, cardWins: map[cardKey]int{}, uses: map[string]int{}}
	if check {
		t.check = &CheckStats{}
	}
	return t
}

// add folds one game's result into the totals.
func (t *tally) add(g GameResult) {
	t.games++
	t.ends[g.End]++
	if g.Err != "" {
		t.errors++
		t.failed = append(t.failed, g)
		if t.check != nil {
			t.check.Failures++
		}
	} else {
		switch g.Winner {
		case 0, 1:
			t.wins[g.Winner]++
		default:
			t.draws++
		}
		t.turns[g.Turns]++
		for i := range t.seatWins {
			if g.SeatsWon&(1<<uint(i)) != 0 {
				t.seatWins[i]++
			}
		}
		for team, cs := range g.Casts {
			for _, c := range cs {
				k := cardKey{team, c}
				t.cardGames[k]++
				if g.Winner == team {
					t.cardWins[k]++
				}
			}
		}
	}
	for _, c := range g.Used {
		t.uses[c]++
	}
	if t.check != nil {
		t.check.Games++
		t.check.Decisions += g.Checks
	}
}

// Summarize sums up a run's results.
func Summarize(res *Result) *Report {
	cfg := res.Config
	t := res.totals
	if t == nil {
		t = newTally(cfg.Check)
		for _, g := range res.Games {
			t.add(g)
		}
	}
	r := &Report{Edition: cfg.Edition.String(), Variant: variantName(cfg.Variant), Seed: cfg.Seed, Games: t.games, Workers: res.Workers, Seconds: res.Elapsed.Seconds(),
		MaxTurns: cfg.MaxTurns, Playouts: cfg.Playouts, Deal: cfg.DealFlag}
	if r.Seconds > 0 {
		r.GamesPerSecond = float64(t.games) / r.Seconds
	}
	r.Errors, r.Draws = t.errors, t.draws
	r.Failed = append([]GameResult(nil), t.failed...)
	sort.Slice(r.Failed, func(i, j int) bool { return r.Failed[i].Index < r.Failed[j].Index }) // game order
	if t.check != nil {
		c := *t.check
		r.Check = &c
	}
	wins, ends, cardGames, cardWins := t.wins, t.ends, t.cardGames, t.cardWins
	if alone(cfg.Variant) || cfg.sides() {
		r.Players, r.Range, r.Attack = cfg.seats(), cfg.Options.Range, cfg.Options.Attack.String()
		if cfg.sides() {
			r.Size, r.Deploy = cfg.teamSize(), cfg.Options.Deploy && cfg.Variant == rules.TeamVsTeam
			r.SharedTurns = cfg.Options.SharedTurns
		}
		played := t.games - r.Errors
		for i, st := range seatPlan(&cfg) {
			r.Seats = append(r.Seats, SeatStats{Name: st.name, Team: st.team, Side: cfg.Teams[st.side].Name, Deck: cfg.Teams[st.side].Seats[st.deck].Deck, Rate: NewRate(t.seatWins[i], played)})
		}
	}
	played := t.games - r.Errors
	for t := range r.Teams {
		ct := cfg.Teams[t]
		r.Teams[t] = TeamStats{Name: ct.Name, Decks: [2]string{ct.Seats[0].Deck, ct.Seats[1].Deck}, AI: levelName(ct.AI), Rate: NewRate(wins[t], played)}
	}
	for c, n := range t.uses {
		r.Uses = append(r.Uses, UseCount{Card: c, Games: n})
	}
	sort.Slice(r.Uses, func(i, j int) bool { return r.Uses[i].Card < r.Uses[j].Card })
	r.Turns = summarizeLengths(t.turns)
	for _, e := range Ends() {
		if ends[e] > 0 {
			r.Ends = append(r.Ends, EndCount{End: e, Games: ends[e]})
		}
	}
	for k, n := range cardGames {
		r.Cards = append(r.Cards, CardStats{Team: cfg.Teams[k.team].Name, Card: k.card, Rate: NewRate(cardWins[k], n)})
	}
	team := func(name string) int {
		if name == cfg.Teams[0].Name {
			return 0
		}
		return 1
	}
	sort.Slice(r.Cards, func(i, j int) bool {
		a, b := r.Cards[i], r.Cards[j]
		if a.Team != b.Team {
			return team(a.Team) < team(b.Team)
		}
		if a.Games != b.Games {
			return a.Games > b.Games
		}
		return a.Card < b.Card
	})
	return r
}

func levelName(l string) string {
	if l == "" {
		return "random"
	}
	return l
}

// summarizeLengths computes the mean, median, range and a histogram of about ten buckets
// from the number of games of each length.
func summarizeLengths(counts map[int]int) Lengths {
	var s Lengths
	lens := make([]int, 0, len(counts))
	n, sum := 0, 0
	for l, c := range counts {
		lens = append(lens, l)
		n += c
		sum += l * c
	}
	if n == 0 {
		return s
	}
	sort.Ints(lens)
	s.Mean = float64(sum) / float64(n)
	s.Min, s.Max = lens[0], lens[len(lens)-1]
	seen := 0
	for _, l := range lens { // the median: the length of game n/2 in sorted order
		seen += counts[l]
		if seen > n/2 {
			s.Median = l
			break
		}
	}
	width := max(1, (s.Max-s.Min+10)/10)
	for from := s.Min; from <= s.Max; from += width {
		s.Hist = append(s.Hist, Bucket{From: from, To: from + width - 1})
	}
	for _, l := range lens {
		s.Hist[(l-s.Min)/width].Games += counts[l]
	}
	return s
}

func pct(x float64) string { return strconv.FormatFloat(100*x, 'f', 1, 64) + "%" }

// WriteText writes the report as text tables.
func (r *Report) WriteText(w io.Writer) error {
	b := &errWriter{w: w}
	variant := ""
	if r.Variant != "" {
		variant = r.Variant + ", "
	}
	b.printf("%d games, %srules %s, seed %d, %d workers: %.1f s, %.1f games/s\n\n", r.Games, variant, r.Edition, r.Seed, r.Workers, r.Seconds, r.GamesPerSecond)
	tw := tabwriter.NewWriter(b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "team\tdecks\tai\twins\twin rate\t95% CI\t")
	for _, t := range r.Teams {
		decks := t.Decks[0] + " + " + t.Decks[1]
		if r.Variant == rules.Duel.String() {
			decks = t.Decks[0] // the first seat plays alone
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%s – %s\t\n", t.Name, decks, t.AI, t.Wins, pct(t.WinRate), pct(t.Low), pct(t.High))
	}
	played := r.Games - r.Errors
	drawRate := 0.0
	if played > 0 {
		drawRate = float64(r.Draws) / float64(played)
	}
	fmt.Fprintf(tw, "draws\t\t\t%d\t%s\t\t\n", r.Draws, pct(drawRate))
	tw.Flush()
	if r.Errors > 0 {
		b.printf("games with no result: %d\n", r.Errors)
	}
	if len(r.Seats) > 0 {
		b.printf("\nplayers (a player wins when their team wins with them still in the game):\n")
		tw = tabwriter.NewWriter(b, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "player\tteam\tside\tdeck\twins\twin rate\t95% CI\t")
		for _, s := range r.Seats {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%s\t%s – %s\t\n", s.Name, s.Team, s.Side, s.Deck, s.Wins, pct(s.WinRate), pct(s.Low), pct(s.High))
		}
		tw.Flush()
	}
	t := r.Turns
	b.printf("\ngame length in turns: mean %.1f, median %d, min %d, max %d\n", t.Mean, t.Median, t.Min, t.Max)
	most := 0
	for _, h := range t.Hist {
		most = max(most, h.Games)
	}
	for _, h := range t.Hist {
		bar := 0
		if most > 0 {
			bar = (h.Games*40 + most - 1) / most
		}
		b.printf("  %4d-%-4d %5d %s\n", h.From, h.To, h.Games, strings.Repeat("#", bar))
	}
	b.printf("\nhow games ended:\n")
	for _, e := range r.Ends {
		b.printf("  %-14s %5d  %6s\n", e.End, e.Games, pct(float64(e.Games)/float64(max(1, r.Games))))
	}
	if len(r.Cards) > 0 {
		b.printf("\ncards cast (games cast, win rate of the casting team):\n")
		tw = tabwriter.NewWriter(b, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "team\tcard\tgames\twin rate\t95% CI\t")
		for _, c := range r.Cards {
			fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s – %s\t\n", c.Team, c.Card, c.Games, pct(c.WinRate), pct(c.Low), pct(c.High))
		}
		tw.Flush()
	}
	if len(r.Uses) > 0 {
		b.printf("\ncards used (cast, played, activated or triggered): %d\n", len(r.Uses))
	}
	if r.Check != nil {
		b.printf("\ncheck: %d games, %d decisions checked, %d failures\n", r.Check.Games, r.Check.Decisions, r.Check.Failures)
	}
	return b.err
}

// WriteFailures writes each failed game's seed, error and log, with the command that
// plays it alone (decks named as in the report: a deck read from a file is named by its
// "Name:" line or file name).
func (r *Report) WriteFailures(w io.Writer) error {
	b := &errWriter{w: w}
	for _, g := range r.Failed {
		b.printf("\ngame %d (seed %d) failed: %s\n", g.Index, g.Seed, g.Err)
		b.printf("to play it alone: %s\n", r.ReplayCommand(g.Seed))
		for _, l := range g.Log {
			b.printf("  %s\n", l)
		}
	}
	return b.err
}

// ReplayCommand is the ettin sim command line that plays the game of the given seed alone,
// with the checks.
func (r *Report) ReplayCommand(seed uint64) string {
	q := func(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
	cmd := fmt.Sprintf("ettin sim --games 1 --check --seed %d --rules %s", seed, r.Edition)
	if r.Variant != "" {
		cmd += " --variant " + r.Variant
	}
	if r.Players > 0 {
		if r.Variant == rules.Emperor.String() {
			cmd += fmt.Sprintf(" --players %d", r.Players)
		} else {
			cmd += fmt.Sprintf(" --players %d --range %d --attack %s", r.Players, r.Range, r.Attack)
		}
		if r.Size > 0 {
			cmd += fmt.Sprintf(" --size %d", r.Size)
		}
		if r.Deploy {
			cmd += " --deploy"
		}
		if r.SharedTurns {
			cmd += " --shared-turns"
		}
	}
	if r.Deal != "" {
		cmd += " " + r.Deal
	}
	for i, side := range []string{"red", "blue"} {
		t := r.Teams[i]
		if r.Deal == "" {
			cmd += fmt.Sprintf(" --%s %s", side, q(t.Decks[0]+","+t.Decks[1]))
		}
		cmd += fmt.Sprintf(" --%s-ai %s", side, t.AI)
	}
	if r.MaxTurns > 0 {
		cmd += fmt.Sprintf(" --max-turns %d", r.MaxTurns)
	}
	if r.Playouts > 0 {
		cmd += fmt.Sprintf(" --playouts %d", r.Playouts)
	}
	return cmd
}

// WriteJSON writes the report as indented JSON.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// CSVHeader is the header row of WriteCSV.
var CSVHeader = []string{"kind", "team", "card", "games", "wins", "win_rate", "ci_low", "ci_high"}

// WriteCSV writes one row per team ("team") and one per card a team cast ("card").
func (r *Report) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write(CSVHeader)
	row := func(kind, team, card string, x Rate) {
		f := func(v float64) string { return strconv.FormatFloat(v, 'f', 4, 64) }
		cw.Write([]string{kind, team, card, strconv.Itoa(x.Games), strconv.Itoa(x.Wins), f(x.WinRate), f(x.Low), f(x.High)})
	}
	for _, t := range r.Teams {
		row("team", t.Name, "", t.Rate)
	}
	for _, c := range r.Cards {
		row("card", c.Team, c.Card, c.Rate)
	}
	cw.Flush()
	return cw.Error()
}

// errWriter keeps the first write error.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(p)
	e.err = err
	return n, err
}

func (e *errWriter) printf(format string, args ...any) { fmt.Fprintf(e, format, args...) }

// variantName is the variant's name in a report: empty for Two-Headed Giant.
func variantName(v rules.Variant) string {
	if v == rules.TwoHeadedGiant {
		return ""
	}
	return v.String()
}
