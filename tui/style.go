// Package tui draws Ettin games as plain text for a terminal: a screen built from one
// player's view of the game (or an omniscient view for replays), ANSI colors when the
// output is a terminal, and helpers for line-based input such as card-name completion.
// It uses only the standard library.
package tui

import (
	"os"
	"strconv"
	"strings"
)

// Style adds ANSI colors to text when Color is set, and leaves it plain otherwise.
type Style struct {
	Color bool
	// Terminal is set when the output is a terminal, which may be cleared even without
	// colors (NO_COLOR).
	Terminal bool
}

const (
	ansiReset   = "\x1b[0m"
	ansiBold    = "\x1b[1m"
	ansiDim     = "\x1b[2m"
	ansiRed     = "\x1b[31m"
	ansiGreen   = "\x1b[32m"
	ansiYellow  = "\x1b[33m"
	ansiBlue    = "\x1b[34m"
	ansiMagenta = "\x1b[35m"
	ansiCyan    = "\x1b[36m"
)

func (s Style) wrap(code, text string) string {
	if !s.Color || text == "" {
		return text
	}
	return code + text + ansiReset
}

// Bold is text in bold.
func (s Style) Bold(t string) string { return s.wrap(ansiBold, t) }

// Dim is text in a faint color (tapped permanents, event lines).
func (s Style) Dim(t string) string { return s.wrap(ansiDim, t) }

// Err is text in red, for refusals and errors.
func (s Style) Err(t string) string { return s.wrap(ansiRed, t) }

// Good is text in green.
func (s Style) Good(t string) string { return s.wrap(ansiGreen, t) }

// Warn is text in yellow, for what the player must decide now.
func (s Style) Warn(t string) string { return s.wrap(ansiYellow, t) }

// Ours is text in cyan: the viewer's team.
func (s Style) Ours(t string) string { return s.wrap(ansiCyan, t) }

// Theirs is text in magenta: the opposing team.
func (s Style) Theirs(t string) string { return s.wrap(ansiMagenta, t) }

// Info is text in blue.
func (s Style) Info(t string) string { return s.wrap(ansiBlue, t) }

// ClearScreen is the sequence that clears a terminal and homes the cursor ("" when the
// output is not a terminal).
func (s Style) ClearScreen() string {
	if !s.Color && !s.Terminal {
		return ""
	}
	return "\x1b[H\x1b[2J"
}

// ClearAll clears the screen and the terminal's scrollback too (hot seat: nothing of the
// previous player's screen may be scrolled back to).
func (s Style) ClearAll() string {
	if !s.Color && !s.Terminal {
		return ""
	}
	return "\x1b[H\x1b[2J\x1b[3J"
}

// IsTerminal reports whether f is a character device (a terminal), the test for color
// and for interactive confirmation. It needs no system-specific calls.
func IsTerminal(f *os.File) bool {
	if f == nil {
		return false
	}
	st, err := f.Stat()
	if err != nil {
		return false
	}
	return st.Mode()&os.ModeCharDevice != 0
}

// WantColor reports whether to color output written to f: f is a terminal, NO_COLOR is
// unset and TERM is not "dumb".
func WantColor(f *os.File) bool {
	if os.Getenv("NO_COLOR") != "" || os.Getenv("TERM") == "dumb" {
		return false
	}
	return IsTerminal(f)
}

// Width is the terminal width from $COLUMNS, or 100 when unknown; always between 60 and 200.
func Width() int {
	n, err := strconv.Atoi(strings.TrimSpace(os.Getenv("COLUMNS")))
	if err != nil || n <= 0 {
		return 100
	}
	return min(max(n, 60), 200)
}

// Size is the size of the terminal behind f, read from the terminal itself (shells don't
// export $COLUMNS and $LINES), else from those variables; the width defaults to 100 and
// the height to 0, unknown (draw everything). The width is kept between 40 and 200.
func Size(f *os.File) (width, height int) {
	if f != nil {
		if w, h, ok := termSize(f); ok {
			return min(max(w, 40), 200), h
		}
	}
	h, err := strconv.Atoi(strings.TrimSpace(os.Getenv("LINES")))
	if err != nil || h < 0 {
		h = 0
	}
	return Width(), h
}

// visibleLen is the length of s in runes, ANSI sequences left out.
func visibleLen(s string) int {
	n, esc := 0, false
	for _, r := range s {
		switch {
		case esc:
			if r == 'm' {
				esc = false
			}
		case r == '\x1b':
			esc = true
		default:
			n++
		}
	}
	return n
}

// wrapItems joins items with ", " into lines no wider than width: the first line starts
// with head, the others with spaces as wide as head.
func wrapItems(items []string, head string, width int) []string {
	indent := strings.Repeat(" ", visibleLen(head))
	var lines []string
	cur, curLen, start := head, visibleLen(head), visibleLen(head)
	for i, it := range items {
		sep := ""
		if i < len(items)-1 {
			sep = ","
		}
		l := visibleLen(it) + len(sep)
		if curLen > start && curLen+1+l > width {
			lines = append(lines, cur)
			cur, curLen = indent, len(indent)
		}
		if curLen > start {
			cur += " "
			curLen++
		}
		cur += it + sep
		curLen += l
	}
	if curLen > start || len(lines) == 0 {
		lines = append(lines, cur)
	}
	return lines
}
