package rules

import (
	"errors"
	"fmt"
)

// errorf makes a refusal error. It is formatted only when read: legal-action listing
// probes many refusals and reads none.
func errorf(format string, args ...any) error { return &refusal{format: format, args: args} }

type refusal struct {
	format string
	args   []any
}

func (r *refusal) Error() string { return fmt.Sprintf(r.format, r.args...) }

// Unwrap gives access to a wrapped error among the arguments (%w).
func (r *refusal) Unwrap() error {
	for _, a := range r.args {
		if e, ok := a.(error); ok {
			return e
		}
	}
	return nil
}

// ErrGameOver refuses actions after the end of the game.
var ErrGameOver = errors.New("the game is over; no more actions are possible")
