package tui

import (
	"fmt"
	"strings"
)

// sectionKind says what a part of the screen shows, which decides what fit gives up first.
type sectionKind int

const (
	secTitle sectionKind = iota
	secTurn
	secTeams
	secBoard
	secOwnBoard
	secStack
	secEmptyStack
	secHand
	secLog
	secNowRule
	secNow
	secStatus
)

// section is a part of the screen: its lines, and the starts of the runs of lines that
// may be left out (graveyards), each running to the next start or the end.
type section struct {
	kind     sectionKind
	lines    []string
	optional []int
}

// fit shortens the screen to h lines, so that nothing the player needs scrolls off the
// top of a small terminal: first the log shrinks, then the title, the turn line (the prompt
// says it), the team lines (the prompt has the life totals), the empty stack, the "Now"
// rule and the graveyards go; then the status (lists of actions) and the viewer's own
// board are cut with a marker. The opponents' board goes last.
func fit(secs []section, h int) []section {
	total := func() int {
		n := 0
		for _, sc := range secs {
			n += len(sc.lines)
		}
		return n
	}
	over := func() int { return total() - h }
	for _, k := range []sectionKind{secTitle, secTurn, secTeams, secEmptyStack, secNowRule} {
		for i := range secs {
			if secs[i].kind == k && over() > 0 {
				secs[i].lines = nil
			}
		}
	}
	// The log takes what is left, newest lines kept; a rule with no line under it goes.
	for i := range secs {
		if secs[i].kind == secLog && over() > 0 {
			keep := max(len(secs[i].lines)-over(), 0)
			if keep <= 1 {
				secs[i].lines = nil
			} else {
				secs[i].lines = append(secs[i].lines[:1], secs[i].lines[len(secs[i].lines)-(keep-1):]...)
			}
		}
	}
	// Graveyards, the viewer's team's first.
	for _, k := range []sectionKind{secOwnBoard, secBoard} {
		for i := range secs {
			sc := &secs[i]
			for j := len(sc.optional) - 1; j >= 0 && over() > 0 && sc.kind == k; j-- {
				from := sc.optional[j]
				to := len(sc.lines)
				if j+1 < len(sc.optional) {
					to = sc.optional[j+1]
				}
				sc.lines = append(sc.lines[:from:from], sc.lines[to:]...)
				for k := j + 1; k < len(sc.optional); k++ {
					sc.optional[k] -= to - from
				}
			}
		}
	}
	// Long lists, then boards, cut at their ends with a marker.
	for _, k := range []sectionKind{secStatus, secHand, secOwnBoard, secStack, secBoard, secNow} {
		for i := range secs {
			sc := &secs[i]
			if sc.kind != k || over() <= 0 || len(sc.lines) < 3 {
				continue
			}
			keep := max(len(sc.lines)-over()-1, 2)
			if keep >= len(sc.lines) {
				continue
			}
			cut := len(sc.lines) - keep
			sc.lines = append(sc.lines[:keep:keep], fmt.Sprintf("    … %d more line(s): type look (or legal) to see them", cut))
		}
	}
	return secs
}

// clip cuts a line to width columns (ANSI sequences don't count), marking the cut.
func clip(l string, width int) string {
	if visibleLen(l) <= width {
		return l
	}
	var b strings.Builder
	n, esc := 0, false
	for _, r := range l {
		switch {
		case esc:
			b.WriteRune(r)
			if r == 'm' {
				esc = false
			}
			continue
		case r == '\x1b':
			esc = true
			b.WriteRune(r)
			continue
		}
		if n == width-1 {
			break
		}
		b.WriteRune(r)
		n++
	}
	out := b.String() + "…"
	if strings.Contains(l, "\x1b[") {
		out += ansiReset
	}
	return out
}
