// Package syncbuf holds a text buffer that one goroutine may write while another reads
// it: what a test gives a command or server as its output and then watches.
package syncbuf

import (
	"strings"
	"sync"
)

// Buffer collects written text; Write and String may be called from different goroutines.
// The zero value is an empty buffer ready to use.
type Buffer struct {
	mu sync.Mutex
	b  strings.Builder
}

// Write appends p to the buffer; it never fails.
func (s *Buffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

// String returns what has been written so far.
func (s *Buffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
