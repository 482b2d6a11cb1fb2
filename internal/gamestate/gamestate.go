// Package gamestate records a game's state to tell whether it changed: the hash, the log
// and every object field by field (the hash leaves out some fields, such as the current
// characteristics, and a missed copy on write may show only there). The engine's clone
// tests use it as the safety net of the copy-on-write object table (rules/objtable.go).
package gamestate

import (
	"fmt"
	"reflect"
	"slices"
	"unsafe"

	"github.com/ettinmtg/ettin/rules"
)

// State is a recorded game state.
type State struct {
	hash uint64
	log  []rules.Entry
	objs []rules.Object
}

// Capture records the state of g in s, reusing s's room, and returns s.
func (s *State) Capture(g *rules.Game) *State {
	s.hash, s.log = g.Hash(), g.Journal()[:g.JournalLen():g.JournalLen()]
	s.objs = slices.Grow(s.objs[:0], g.NumObjects())[:g.NumObjects()]
	for i := range s.objs {
		s.objs[i] = *g.Obj(rules.ObjID(i)) // a copy: later writes must not show
	}
	return s
}

// Diff describes the first difference between two states, or "" if there is none.
func (s *State) Diff(o *State) string {
	if s.hash != o.hash {
		return "hashes differ"
	}
	if !slices.EqualFunc(s.log, o.log, sameEntry) {
		return fmt.Sprintf("journals differ (%d and %d entries)", len(s.log), len(o.log))
	}
	if len(s.objs) != len(o.objs) {
		return fmt.Sprintf("%d and %d objects", len(s.objs), len(o.objs))
	}
	for i := range s.objs {
		if a, b := &s.objs[i], &o.objs[i]; !sameBytes(a, b) && !reflect.DeepEqual(a, b) {
			return fmt.Sprintf("object %d (%s) differs:\n%+v\n%+v", i, a.Def.Name, a, b)
		}
	}
	return ""
}

// sameBytes reports whether two objects are the same bytes: then they are equal (their
// pointers point at the same things). Comparing bytes first keeps the tests fast; objects
// whose bytes differ are compared by reflect.DeepEqual (equal subtypes may sit in two
// slices).
func sameBytes(a, b *rules.Object) bool {
	n := unsafe.Sizeof(*a)
	return string(unsafe.Slice((*byte)(unsafe.Pointer(a)), n)) == string(unsafe.Slice((*byte)(unsafe.Pointer(b)), n))
}

// sameEntry reports whether two journal entries record the same: the same values, even
// where one game's entry points to its own copy (two games played alike).
func sameEntry(a, b rules.Entry) bool { return a == b || reflect.DeepEqual(a, b) }
