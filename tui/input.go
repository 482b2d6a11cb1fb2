package tui

import (
	"bufio"
	"errors"
	"io"
	"os"
	"os/signal"
	"strings"
)

// ErrInterrupt is returned by Input.Line when the user pressed Ctrl-C.
var ErrInterrupt = errors.New("interrupted")

// ErrResized is returned by Input.LineOrResize when the terminal changed size.
var ErrResized = errors.New("terminal resized")

// Input reads lines from a reader in the background, so that waiting for a line can be
// interrupted by Ctrl-C. On a terminal, end of input (Ctrl-D) is reported and reading goes
// on; on a pipe or file it is final.
type Input struct {
	lines       chan inputLine
	sig         chan os.Signal
	resize      chan os.Signal
	done        chan struct{}
	interactive bool
	ended       bool
}

type inputLine struct {
	text string
	err  error
}

// NewInput starts reading r. When r is a terminal, Ctrl-C is caught (and reported by
// Line and Interrupted) until Close.
func NewInput(r io.Reader) *Input {
	in := &Input{lines: make(chan inputLine), done: make(chan struct{})}
	if f, ok := r.(*os.File); ok && IsTerminal(f) {
		in.interactive = true
		in.sig = make(chan os.Signal, 1)
		signal.Notify(in.sig, os.Interrupt)
		in.resize = make(chan os.Signal, 1)
		notifyResize(in.resize)
	}
	go in.read(r)
	return in
}

func (in *Input) read(r io.Reader) {
	br := bufio.NewReader(r)
	for {
		s, err := br.ReadString('\n')
		if s != "" {
			if !in.send(inputLine{text: strings.TrimRight(s, "\r\n")}) {
				return
			}
			if err == nil {
				continue
			}
		}
		if err != nil {
			if err != io.EOF {
				in.send(inputLine{err: err}) // the terminal is gone: final
				return
			}
			if !in.send(inputLine{err: io.EOF}) || !in.interactive {
				return
			}
			br = bufio.NewReader(r) // a terminal can be read again after Ctrl-D
		}
	}
}

func (in *Input) send(l inputLine) bool {
	select {
	case in.lines <- l:
		return true
	case <-in.done:
		return false
	}
}

// Interactive reports whether input comes from a terminal.
func (in *Input) Interactive() bool { return in.interactive }

// Line waits for the next line. It returns io.EOF at the end of input (Ctrl-D on a
// terminal), ErrInterrupt when Ctrl-C was pressed, and another error when the input is
// gone for good (after which Final reports true).
func (in *Input) Line() (string, error) {
	for {
		l, err := in.LineOrResize()
		if err != ErrResized {
			return l, err
		}
	}
}

// LineOrResize is Line, but also returns ErrResized when the terminal changed size, so
// that the caller can draw the screen again (the line being typed stays in the terminal's
// buffer).
func (in *Input) LineOrResize() (string, error) {
	if in.ended {
		return "", io.EOF
	}
	select {
	case l := <-in.lines:
		if l.err != nil && (!in.interactive || l.err != io.EOF) {
			in.ended = true
		}
		return l.text, l.err
	case <-in.sig:
		return "", ErrInterrupt
	case <-in.resize:
		return "", ErrResized
	}
}

// Final reports whether the input has ended for good: nothing more can be read.
func (in *Input) Final() bool { return in.ended }

// Interrupted reports, without waiting, whether Ctrl-C was pressed since the last call.
func (in *Input) Interrupted() bool {
	select {
	case <-in.sig:
		return true
	default:
		return false
	}
}

// Close stops catching Ctrl-C and stops the background reader at its next line.
func (in *Input) Close() {
	if in.sig != nil {
		signal.Stop(in.sig)
		signal.Stop(in.resize)
	}
	select {
	case <-in.done:
	default:
		close(in.done)
	}
}
