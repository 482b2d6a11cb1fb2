//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package tui

import "os"

// termSize is unknown here: Size falls back on $COLUMNS and $LINES.
func termSize(f *os.File) (width, height int, ok bool) { return 0, 0, false }

// notifyResize does nothing where there is no resize signal.
func notifyResize(c chan<- os.Signal) {}
