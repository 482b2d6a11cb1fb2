package sim

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"text/tabwriter"
	"time"
)

// Matrix is a round robin of teams: each pair of teams plays the same number of games.
type Matrix struct {
	Edition        string   `json:"edition"`
	Seed           uint64   `json:"seed"`
	Games          int      `json:"games_per_pairing"`
	Seconds        float64  `json:"seconds"`
	GamesPerSecond float64  `json:"games_per_second"`
	Teams          []string `json:"teams"`
	// Cells[i][j] is team i's record against team j (nil when i == j).
	Cells [][]*Rate `json:"cells"`
	// Overall is each team's record over all its games.
	Overall []Rate      `json:"overall"`
	Errors  int         `json:"errors"`
	Check   *CheckStats `json:"check,omitempty"`
	// Pairings holds the report of each pairing, in the order played.
	Pairings []*Report `json:"pairings"`
}

// RunMatrix plays every pair of teams against each other with the settings of base (its
// Teams are ignored). Pairing k (in the order (0,1), (0,2), ..., (1,2), ...) plays games
// from seeds base.Seed + k*base.Games on, so every game of the matrix has its own seed.
// progress, if set, is called after each game with the games done over the whole matrix.
func RunMatrix(base Config, teams []Team, progress func(done, total int)) (*Matrix, error) {
	return RunMatrixWith(base, teams, progress, Run)
}

// RunMatrixWith is RunMatrix with each pairing's games played by run, which must give
// what Run gives for the same Config (sim/remote plays them on worker nodes).
func RunMatrixWith(base Config, teams []Team, progress func(done, total int), run func(Config) (*Result, error)) (*Matrix, error) {
	if len(teams) < 2 {
		return nil, fmt.Errorf("a matrix needs 2 or more teams, got %d", len(teams))
	}
	seen := map[string]bool{}
	for _, t := range teams {
		if seen[t.Name] {
			return nil, fmt.Errorf("team %q is given twice; expected each team once", t.Name)
		}
		seen[t.Name] = true
	}
	n := len(teams)
	m := &Matrix{Edition: base.Edition.String(), Seed: base.Seed, Games: base.Games, Cells: make([][]*Rate, n), Overall: make([]Rate, n)}
	for i := range teams {
		m.Teams = append(m.Teams, teams[i].Name)
		m.Cells[i] = make([]*Rate, n)
	}
	if base.Check {
		m.Check = &CheckStats{}
	}
	wins, games := make([]int, n), make([]int, n)
	total := n * (n - 1) / 2 * base.Games
	start := time.Now()
	k := 0
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			cfg := base
			cfg.Teams = [2]Team{teams[i], teams[j]}
			cfg.Seed = base.Seed + uint64(k)*uint64(base.Games)
			offset := k * base.Games
			cfg.Progress = nil
			if progress != nil {
				cfg.Progress = func(done, _ int) { progress(offset+done, total) }
			}
			res, err := run(cfg)
			if err != nil {
				return nil, fmt.Errorf("%s against %s: %w", teams[i].Name, teams[j].Name, err)
			}
			r := Summarize(res)
			m.Pairings = append(m.Pairings, r)
			a, b := r.Teams[0].Rate, r.Teams[1].Rate
			m.Cells[i][j], m.Cells[j][i] = &a, &b
			wins[i] += a.Wins
			wins[j] += b.Wins
			games[i] += a.Games
			games[j] += b.Games
			m.Errors += r.Errors
			if r.Check != nil {
				m.Check.Games += r.Check.Games
				m.Check.Decisions += r.Check.Decisions
				m.Check.Failures += r.Check.Failures
			}
			k++
		}
	}
	for i := range teams {
		m.Overall[i] = NewRate(wins[i], games[i])
	}
	m.Seconds = time.Since(start).Seconds()
	if m.Seconds > 0 {
		m.GamesPerSecond = float64(total) / m.Seconds
	}
	return m, nil
}

// WriteText writes the matrix as a table of the row team's win rate against each column
// team, with each team's overall record.
func (m *Matrix) WriteText(w io.Writer) error {
	b := &errWriter{w: w}
	b.printf("deck matrix: %d teams, %d games per pairing, rules %s, seed %d: %.1f s, %.1f games/s\n", len(m.Teams), m.Games, m.Edition, m.Seed, m.Seconds, m.GamesPerSecond)
	b.printf("win rate of the row team against the column team\n\n")
	tw := tabwriter.NewWriter(b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "\t")
	for i := range m.Teams {
		fmt.Fprintf(tw, "%d\t", i+1)
	}
	fmt.Fprint(tw, "overall\t95% CI\t\n")
	width := 0
	for _, name := range m.Teams {
		width = max(width, len([]rune(name)))
	}
	for i, name := range m.Teams {
		fmt.Fprintf(tw, "%d %-*s\t", i+1, width, name)
		for j := range m.Teams {
			if c := m.Cells[i][j]; c != nil {
				fmt.Fprintf(tw, "%s\t", pct(c.WinRate))
			} else {
				fmt.Fprint(tw, "-\t")
			}
		}
		o := m.Overall[i]
		fmt.Fprintf(tw, "%s\t%s – %s\t\n", pct(o.WinRate), pct(o.Low), pct(o.High))
	}
	tw.Flush()
	if m.Errors > 0 {
		b.printf("games with no result: %d\n", m.Errors)
	}
	if m.Check != nil {
		b.printf("\ncheck: %d games, %d decisions checked, %d failures\n", m.Check.Games, m.Check.Decisions, m.Check.Failures)
	}
	return b.err
}

// WriteFailures writes every failed game of the matrix with its seed and log.
func (m *Matrix) WriteFailures(w io.Writer) error {
	for _, r := range m.Pairings {
		if err := r.WriteFailures(w); err != nil {
			return err
		}
	}
	return nil
}

// WriteJSON writes the matrix as indented JSON.
func (m *Matrix) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(m)
}

// MatrixCSVHeader is the header row of Matrix.WriteCSV.
var MatrixCSVHeader = []string{"team", "against", "games", "wins", "win_rate", "ci_low", "ci_high"}

// WriteCSV writes one row per ordered pair of teams.
func (m *Matrix) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write(MatrixCSVHeader)
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', 4, 64) }
	for i := range m.Teams {
		for j := range m.Teams {
			if c := m.Cells[i][j]; c != nil {
				cw.Write([]string{m.Teams[i], m.Teams[j], strconv.Itoa(c.Games), strconv.Itoa(c.Wins), f(c.WinRate), f(c.Low), f(c.High)})
			}
		}
	}
	cw.Flush()
	return cw.Error()
}

// WriteSVG draws the matrix as a grid of cells shaded by the row team's win rate.
func (m *Matrix) WriteSVG(w io.Writer) error {
	n := len(m.Teams)
	const cell, left, top = 60.0, 220.0, 70.0
	s := newSVG(max(640, int(left+cell*float64(n))+40), int(top+cell*float64(n))+40)
	s.bold(20, 28, fmt.Sprintf("Win rate of the row team against the column team (%d games each)", m.Games))
	for j := range m.Teams {
		s.text(left+cell*(float64(j)+0.5), top-8, "middle", strconv.Itoa(j+1))
	}
	for i, name := range m.Teams {
		y := top + cell*float64(i)
		s.text(left-8, y+cell/2+4, "end", fmt.Sprintf("%d %s", i+1, name))
		for j := range m.Teams {
			x := left + cell*float64(j)
			c := m.Cells[i][j]
			if c == nil {
				s.rect(x, y, cell-2, cell-2, "#eeeeee", "")
				continue
			}
			// White at 50%, red toward 0%, blue toward 100%, light enough to read.
			d := 2*c.WinRate - 1
			v := int(255 - 150*abs(d))
			fill := fmt.Sprintf("rgb(%d,%d,255)", v, v)
			if d < 0 {
				fill = fmt.Sprintf("rgb(255,%d,%d)", v, v)
			}
			s.rect(x, y, cell-2, cell-2, fill, fmt.Sprintf("%s against %s: %d of %d (%s – %s)", name, m.Teams[j], c.Wins, c.Games, pct(c.Low), pct(c.High)))
			s.text(x+cell/2-1, y+cell/2+4, "middle", pct(c.WinRate))
		}
	}
	return s.writeTo(w)
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
