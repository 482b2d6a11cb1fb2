// Package deck reads, writes, resolves and checks deck lists for Two-Headed Giant.
//
// Two formats are read: plain text (one "<count> <card name>" per line, described at
// ParseText) and MTGO .dek XML (ParseDek); Parse tells them apart by the first bytes.
// Input is bounded so a hostile or broken file cannot exhaust memory: lines longer
// than MaxLineLength characters, counts above MaxCount and lists of more than
// MaxCards cards are refused with a one-line error each. Parse errors name the line
// and what was expected, and all of them are reported at once.
package deck

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/ettinmtg/ettin/carddb"
)

// Limits on input; they are far above any real deck and keep parsing cheap on garbage.
const (
	MaxLineLength = 1000   // MaxLineLength is the longest text line accepted, in characters.
	MaxCount      = 10000  // MaxCount is the largest count accepted on one line or <Cards> element.
	MaxCards      = 100000 // MaxCards is the largest total number of cards in one list.
	MaxNameLength = 200    // MaxNameLength is the longest card or deck name accepted (the longest real card name has 141).
)

// maxErrors stops parsing after this many errors, so that garbage input gives a
// readable report rather than one line per line of input.
const maxErrors = 100

// Entry is one line of a deck list: Count copies of the card Name, optionally of a given printing.
type Entry struct {
	Count  int    // Count is the number of copies, 1 to MaxCount.
	Name   string // Name is the card name as written, or canonical after Resolve.
	Set    string // Set is the upper-case set code of the printing, e.g. "M11", or "".
	Number string // Number is the collector number within Set, e.g. "149", or "".
}

// List is a deck: a main deck and a sideboard.
type List struct {
	Name      string  // Name is the deck's name, from a "Name:" line, or "".
	Main      []Entry // Main holds the main-deck entries in input order.
	Sideboard []Entry // Sideboard holds the sideboard entries in input order.
}

// LineError is one problem in a deck file, tied to its line.
type LineError struct {
	Line int    // Line is the 1-based line number.
	Text string // Text is the offending line (shortened if long), or "" when not useful.
	Msg  string // Msg says what is wrong or what was expected.
}

// Error returns e.g. `line 3: "four Lightning Bolt": expected "<count> <card name>" such as "4 Lightning Bolt"`.
func (e *LineError) Error() string {
	if e.Text == "" {
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	}
	return fmt.Sprintf("line %d: %q: %s", e.Line, shorten(e.Text), e.Msg)
}

// shorten cuts s to 60 characters so that an error stays one readable line.
func shorten(s string) string {
	if utf8.RuneCountInString(s) <= 60 {
		return s
	}
	r := []rune(s)
	return string(r[:60]) + "…"
}

// expectedEntry is the message for a line that is not a deck entry.
const expectedEntry = `expected "<count> <card name>" such as "4 Lightning Bolt"`

// ErrBinary is Parse's error for a file that holds binary data rather than a deck list.
var ErrBinary = errors.New(`not a deck list: the file holds binary data (expected text lines such as "4 Lightning Bolt", or an MTGO .dek file)`)

// Parse reads a deck list in either supported format: MTGO .dek XML if the input
// starts (after a byte order mark and white space) with "<?xml" or "<Deck", else text.
func Parse(r io.Reader) (*List, error) {
	br := bufio.NewReaderSize(r, 4096)
	head, _ := br.Peek(512) // a short input returns what there is, which is enough
	head = bytes.TrimLeft(bytes.TrimPrefix(head, []byte("\uFEFF")), " \t\r\n")
	lower := bytes.ToLower(head)
	if bytes.HasPrefix(lower, []byte("<?xml")) || bytes.HasPrefix(lower, []byte("<deck")) {
		return ParseDek(br)
	}
	if bytes.IndexByte(head, 0) >= 0 {
		// No text holds a NUL byte: one error for the file, not one for each of its lines.
		return nil, ErrBinary
	}
	return ParseText(br)
}

// ParseText reads the plain text format, one item per line:
//
//	4 Lightning Bolt           4 copies; "4x Lightning Bolt" means the same
//	Lightning Bolt             no count means 1 copy
//	4 Lightning Bolt (M11) 149 a printing: set code in parentheses, optional collector number
//	# comment, // comment      ignored, as are blank lines
//	Name: Burn                 the deck's name (at most once)
//	Deck, Main, Mainboard      headers for the main deck (optional: it comes first anyway)
//	Sideboard                  starts the sideboard ("Sideboard:" and "SB:" too)
//	SB: 2 Duress               one sideboard entry, wherever it appears
//
// A card whose name starts with a digit needs an explicit count ("1 1996 World
// Champion"); a line starting with a spelled-out number ("four Lightning Bolt") is an
// error unless it is a whole card name ("One with Nothing"). Headers and "Name:" are
// not case-sensitive. All problems are returned at once, joined with errors.Join, each
// a *LineError; the list is nil then.
func ParseText(r io.Reader) (*List, error) {
	p := textParser{br: bufio.NewReaderSize(r, 4096), list: &List{}}
	for !p.done {
		line, tooLong, err := p.readLine()
		if err != nil && !errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("reading deck list: %w", err)
		}
		eof := err != nil
		if len(line) > 0 || !eof {
			p.lineNo++
			p.parseLine(line, tooLong)
		}
		if eof {
			break
		}
	}
	if len(p.errs) > 0 {
		return nil, errors.Join(p.errs...)
	}
	return p.list, nil
}

type textParser struct {
	br       *bufio.Reader
	list     *List
	lineNo   int
	nameLine int  // line of the "Name:" line, 0 if none yet
	side     bool // in the sideboard section
	total    int  // cards so far, main and sideboard
	errs     []error
	done     bool // stop reading: too many cards or errors
}

// readLine returns the next line without its end of line, keeping at most enough bytes
// to tell that it is over MaxLineLength characters; the rest of a long line is
// skipped without being stored.
func (p *textParser) readLine() (line []byte, tooLong bool, err error) {
	const keep = 4*MaxLineLength + 2 // up to 4 bytes per character plus "\r\n"
	for {
		chunk, err := p.br.ReadSlice('\n')
		if len(line)+len(chunk) <= keep {
			line = append(line, chunk...)
		} else {
			tooLong = true
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		line = bytes.TrimSuffix(bytes.TrimSuffix(line, []byte("\n")), []byte("\r"))
		return line, tooLong || utf8.RuneCount(line) > MaxLineLength, err
	}
}

func (p *textParser) fail(text, msg string) {
	p.errs = append(p.errs, &LineError{Line: p.lineNo, Text: text, Msg: msg})
	if len(p.errs) >= maxErrors {
		p.errs = append(p.errs, fmt.Errorf("line %d: too many problems; stopped reading here", p.lineNo))
		p.done = true
	}
}

func (p *textParser) parseLine(raw []byte, tooLong bool) {
	if tooLong {
		p.fail("", fmt.Sprintf("line longer than %d characters", MaxLineLength))
		return
	}
	if !utf8.Valid(raw) {
		p.fail("", "not valid UTF-8 text")
		return
	}
	s := string(raw)
	if p.lineNo == 1 {
		s = strings.TrimPrefix(s, "\uFEFF")
	}
	s = strings.TrimSpace(s)
	if s == "" || strings.HasPrefix(s, "#") || strings.HasPrefix(s, "//") {
		return
	}
	lower := strings.ToLower(s)
	switch strings.TrimSuffix(lower, ":") {
	case "deck", "main", "mainboard", "main deck", "maindeck":
		p.side = false
		return
	case "sideboard", "sb":
		p.side = true
		return
	}
	if strings.HasPrefix(lower, "name:") {
		name := strings.TrimSpace(s[len("name:"):])
		switch {
		case name == "":
			p.fail(s, `expected a deck name after "Name:"`)
		case p.nameLine != 0:
			p.fail(s, fmt.Sprintf("deck name given twice (first on line %d)", p.nameLine))
		case utf8.RuneCountInString(name) > MaxNameLength:
			p.fail("", fmt.Sprintf("deck name longer than %d characters", MaxNameLength))
		default:
			p.list.Name, p.nameLine = name, p.lineNo
		}
		return
	}
	side, entry := p.side, s
	for _, prefix := range []string{"sb:", "sideboard:"} {
		if strings.HasPrefix(lower, prefix) {
			side = true
			entry = strings.TrimSpace(s[len(prefix):])
			break
		}
	}
	e, msg := parseEntry(entry)
	if msg != "" {
		p.fail(s, msg)
		return
	}
	p.total += e.Count
	if p.total > MaxCards {
		p.fail("", fmt.Sprintf("list has more than %d cards; stopped reading here", MaxCards))
		p.done = true
		return
	}
	if side {
		p.list.Sideboard = append(p.list.Sideboard, e)
	} else {
		p.list.Main = append(p.list.Main, e)
	}
}

// numberWords are spelled-out counts that people type instead of digits.
var numberWords = map[string]bool{
	"one": true, "two": true, "three": true, "four": true, "five": true, "six": true,
	"seven": true, "eight": true, "nine": true, "ten": true, "eleven": true, "twelve": true,
	"fifteen": true, "twenty": true,
}

// parseEntry parses "<count>[x] <name> [(SET) [number]]" or a bare name; on failure it
// returns the message saying what was expected.
func parseEntry(s string) (Entry, string) {
	first, rest := s, ""
	if i := strings.IndexAny(s, " \t"); i >= 0 {
		first, rest = s[:i], strings.TrimSpace(s[i:])
	}
	count := 1
	name := s
	digits := strings.TrimSuffix(strings.TrimSuffix(first, "x"), "X")
	switch {
	case digits != "" && isDigits(digits):
		if rest == "" {
			return Entry{}, expectedEntry
		}
		n, err := strconv.Atoi(digits)
		if err != nil || len(digits) > 6 || n < 1 || n > MaxCount {
			return Entry{}, fmt.Sprintf("count must be from 1 to %d", MaxCount)
		}
		count, name = n, rest
	case startsLikeNumber(first):
		return Entry{}, expectedEntry
	case numberWords[strings.ToLower(first)] && rest != "" && carddb.Exact(s) == nil:
		return Entry{}, expectedEntry
	}
	return newEntry(count, name)
}

// newEntry builds an entry from a count and a name that may end in "(SET) [number]",
// collapsing runs of white space in the name; it is shared by both formats so that
// anything read from either writes back as text that reads the same.
func newEntry(count int, name string) (Entry, string) {
	words := strings.Fields(name)
	e := Entry{Count: count}
	if n := len(words); n >= 2 && isSetCode(words[n-1]) {
		e.Set, words = strings.ToUpper(words[n-1][1:len(words[n-1])-1]), words[:n-1]
	} else if n >= 3 && isSetCode(words[n-2]) && isCollectorNumber(words[n-1]) {
		e.Set, e.Number, words = strings.ToUpper(words[n-2][1:len(words[n-2])-1]), words[n-1], words[:n-2]
	}
	e.Name = strings.Join(words, " ")
	switch {
	case e.Name == "":
		return Entry{}, expectedEntry
	case utf8.RuneCountInString(e.Name) > MaxNameLength:
		return Entry{}, fmt.Sprintf("card name longer than %d characters", MaxNameLength)
	}
	return e, ""
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// startsLikeNumber reports a token such as "4Lightning", "-1" or "+2" that is a
// malformed count rather than the start of a card name.
func startsLikeNumber(tok string) bool {
	tok = strings.TrimLeft(tok, "+-")
	return tok != "" && tok[0] >= '0' && tok[0] <= '9'
}

// isSetCode reports a token like "(M11)": 2 to 6 letters or digits in parentheses.
func isSetCode(tok string) bool {
	if len(tok) < 4 || len(tok) > 8 || tok[0] != '(' || tok[len(tok)-1] != ')' {
		return false
	}
	return isAlnum(tok[1:len(tok)-1], false)
}

// isCollectorNumber reports a token like "149", "1a" or "12-b": at most 10 letters,
// digits or dashes, with at least one digit.
func isCollectorNumber(tok string) bool {
	return len(tok) <= 10 && strings.ContainsAny(tok, "0123456789") && isAlnum(tok, true)
}

func isAlnum(s string, dash bool) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || dash && c == '-') {
			return false
		}
	}
	return s != ""
}

// WriteText writes the list in the text format that ParseText reads (nothing for a
// nil list): an optional
// "Name:" line, the main deck, then a blank line, "Sideboard" and the sideboard if it
// is not empty. A Number without a Set is not written, as the format cannot hold it.
func (l *List) WriteText(w io.Writer) error {
	if l == nil {
		return nil
	}
	bw := bufio.NewWriter(w)
	if l.Name != "" {
		fmt.Fprintf(bw, "Name: %s\n", l.Name)
	}
	for _, e := range l.Main {
		writeEntry(bw, e)
	}
	if len(l.Sideboard) > 0 {
		if l.Name != "" || len(l.Main) > 0 {
			bw.WriteString("\n")
		}
		bw.WriteString("Sideboard\n")
		for _, e := range l.Sideboard {
			writeEntry(bw, e)
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("writing deck list: %w", err)
	}
	return nil
}

func writeEntry(w *bufio.Writer, e Entry) {
	fmt.Fprintf(w, "%d %s", e.Count, e.Name)
	if e.Set != "" {
		fmt.Fprintf(w, " (%s)", e.Set)
		if e.Number != "" {
			fmt.Fprintf(w, " %s", e.Number)
		}
	}
	w.WriteString("\n")
}

// Cards returns the number of cards in the main deck (0 for a nil list).
func (l *List) Cards() int {
	if l == nil {
		return 0
	}
	return sum(l.Main)
}

// Resolve replaces every entry's Name by the canonical card name found by
// carddb.Lookup (so "lightning bolt" becomes "Lightning Bolt"). Names that are not
// found stay as they are; each distinct one is reported, with suggestions, as a
// *carddb.UnknownCardError, all joined with errors.Join.
func (l *List) Resolve() error {
	if l == nil {
		return nil
	}
	var errs []error
	reported := map[string]bool{}
	for _, part := range [][]Entry{l.Main, l.Sideboard} {
		for i := range part {
			c, err := carddb.Lookup(part[i].Name)
			if err != nil {
				if !reported[part[i].Name] {
					reported[part[i].Name] = true
					errs = append(errs, err)
				}
				continue
			}
			part[i].Name = c.Name
		}
	}
	return errors.Join(errs...)
}
