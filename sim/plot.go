package sim

import (
	"fmt"
	"html"
	"io"
	"strings"
)

// svg builds an SVG document by hand.
type svg struct {
	b    strings.Builder
	w, h int
}

func newSVG(w, h int) *svg {
	s := &svg{w: w, h: h}
	fmt.Fprintf(&s.b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n", w, h, w, h)
	fmt.Fprintf(&s.b, `<rect width="%d" height="%d" fill="white"/>`+"\n", w, h)
	return s
}

func (s *svg) rect(x, y, w, h float64, fill, title string) {
	fmt.Fprintf(&s.b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s">`, x, y, w, h, fill)
	if title != "" {
		fmt.Fprintf(&s.b, `<title>%s</title>`, html.EscapeString(title))
	}
	s.b.WriteString("</rect>\n")
}

func (s *svg) line(x1, y1, x2, y2 float64, stroke string) {
	fmt.Fprintf(&s.b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s"/>`+"\n", x1, y1, x2, y2, stroke)
}

func (s *svg) text(x, y float64, anchor, str string) {
	fmt.Fprintf(&s.b, `<text x="%.1f" y="%.1f" text-anchor="%s">%s</text>`+"\n", x, y, anchor, html.EscapeString(str))
}

func (s *svg) bold(x, y float64, str string) {
	fmt.Fprintf(&s.b, `<text x="%.1f" y="%.1f" font-weight="bold" font-size="14">%s</text>`+"\n", x, y, html.EscapeString(str))
}

func (s *svg) writeTo(w io.Writer) error {
	s.b.WriteString("</svg>\n")
	_, err := io.WriteString(w, s.b.String())
	return err
}

var teamColors = [...]string{"#c0392b", "#2e6db4", "#888888"}

// WriteSVG draws the report: the histogram of game lengths, and each team's win rate with
// its 95% interval.
func (r *Report) WriteSVG(w io.Writer) error {
	const width, height = 720, 560
	s := newSVG(width, height)
	// Game lengths.
	s.bold(20, 28, fmt.Sprintf("Game length in turns (%d games, mean %.1f)", r.Games-r.Errors, r.Turns.Mean))
	const left, top, plotW, plotH = 60.0, 45.0, 630.0, 200.0
	most := 1
	for _, b := range r.Turns.Hist {
		most = max(most, b.Games)
	}
	s.line(left, top+plotH, left+plotW, top+plotH, "black")
	s.line(left, top, left, top+plotH, "black")
	for _, f := range []float64{0, 0.5, 1} {
		y := top + plotH - f*plotH
		s.text(left-6, y+4, "end", fmt.Sprint(int(f*float64(most)+0.5)))
		if f > 0 {
			s.line(left, y, left+plotW, y, "#dddddd")
		}
	}
	if n := len(r.Turns.Hist); n > 0 {
		bw := plotW / float64(n)
		for i, b := range r.Turns.Hist {
			h := plotH * float64(b.Games) / float64(most)
			x := left + float64(i)*bw
			s.rect(x+1, top+plotH-h, bw-2, h, "#5b8c5a", fmt.Sprintf("%d-%d turns: %d games", b.From, b.To, b.Games))
			label := fmt.Sprint(b.From)
			if b.To != b.From {
				label += "-" + fmt.Sprint(b.To)
			}
			s.text(x+bw/2, top+plotH+16, "middle", label)
		}
	}
	// Win rates.
	const top2, rowH = 330.0, 50.0
	s.bold(20, top2-15, "Win rate with 95% confidence interval")
	type row struct {
		label string
		rate  Rate
	}
	var rows []row
	for _, t := range r.Teams {
		rows = append(rows, row{t.Name + " (" + t.AI + ")", t.Rate})
	}
	rows = append(rows, row{"draws", NewRate(r.Draws, r.Games-r.Errors)})
	const barL, barW = 160.0, 500.0
	for i, row := range rows {
		y := top2 + float64(i)*rowH
		s.text(barL-8, y+20, "end", row.label)
		s.rect(barL, y+5, barW, 24, "#f0f0f0", "")
		s.rect(barL, y+5, barW*row.rate.WinRate, 24, teamColors[min(i, 2)], fmt.Sprintf("%s: %d of %d", row.label, row.rate.Wins, row.rate.Games))
		lo, hi := barL+barW*row.rate.Low, barL+barW*row.rate.High
		s.line(lo, y+17, hi, y+17, "black")
		s.line(lo, y+10, lo, y+24, "black")
		s.line(hi, y+10, hi, y+24, "black")
		s.text(barL+barW+6, y+21, "start", pct(row.rate.WinRate))
	}
	for _, f := range []float64{0, 0.25, 0.5, 0.75, 1} {
		x := barL + barW*f
		y := top2 + float64(len(rows))*rowH
		s.line(x, y, x, y+5, "black")
		s.text(x, y+18, "middle", pct(f))
	}
	return s.writeTo(w)
}
