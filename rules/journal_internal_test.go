package rules

import "testing"

// TestJournalClone: clones share the entries recorded before them and append their own;
// neither side's appends show in the other.
func TestJournalClone(t *testing.T) {
	add := func(j *journal, ns ...int32) {
		for _, n := range ns {
			j.tail = append(j.tail, Entry{N: n})
		}
	}
	want := func(name string, j *journal, ns ...int32) {
		t.Helper()
		if j.len() != len(ns) {
			t.Fatalf("%s: %d entries, want %d", name, j.len(), len(ns))
		}
		for i, n := range ns {
			if got := j.at(i).N; got != n {
				t.Fatalf("%s: entry %d is %d, want %d", name, i, got, n)
			}
		}
		for from := -1; from <= len(ns)+1; from++ {
			got := j.appendTo(nil, from)
			rest := ns[min(max(from, 0), len(ns)):]
			if len(got) != len(rest) {
				t.Fatalf("%s: %d entries from %d, want %d", name, len(got), from, len(rest))
			}
			for i := range got {
				if got[i].N != rest[i] {
					t.Fatalf("%s: entry %d from %d is %d, want %d", name, i, from, got[i].N, rest[i])
				}
			}
		}
	}
	var j journal
	add(&j, 0, 1, 2, 3, 4)
	c1 := j.clone()
	add(&j, 5, 6, 7)
	add(&c1, 50, 51)
	c2 := c1.clone()
	empty := c2.clone() // nothing recorded since c2 was cloned
	add(&c2, 60)
	add(&empty, 70)
	want("original", &j, 0, 1, 2, 3, 4, 5, 6, 7)
	want("clone", &c1, 0, 1, 2, 3, 4, 50, 51)
	want("clone of a clone", &c2, 0, 1, 2, 3, 4, 50, 51, 60)
	want("clone of a fresh clone", &empty, 0, 1, 2, 3, 4, 50, 51, 70)
}

// TestJournalSegments records past a full tail, so that the journal goes on in segments,
// with a clone made between, and checks every way of reading it: the entries in order,
// by index, from an index on, and the clone's journal, which its original's later entries
// don't change.
func TestJournalSegments(t *testing.T) {
	g := &Game{}
	g.journal.tail = make([]Entry, 0, journalSegment)
	var c *Game
	total := 3*journalSegment + 17
	for i := range total {
		if i == journalSegment+5 {
			c = g.Clone()
			c.note(Entry{Kind: JDraws, N: -1}) // the clone's own entry
		}
		g.note(Entry{Kind: JDraws, N: int32(i)})
	}
	if len(g.journal.segs) < 2 || g.JournalLen() != total {
		t.Fatalf("%d segments, %d entries; expected 2 or more, %d", len(g.journal.segs), g.JournalLen(), total)
	}
	all := g.Journal()
	for i := range total {
		e, ok := g.JournalAt(i)
		if !ok || e.N != int32(i) || all[i].N != int32(i) {
			t.Fatalf("entry %d reads %d (ok %v) and %d", i, e.N, ok, all[i].N)
		}
	}
	if from := g.JournalFor(0, total-300); len(from) != 300 || from[0].N != int32(total-300) {
		t.Fatalf("JournalFor from %d gives %d entries from %d", total-300, len(from), from[0].N)
	}
	cj := c.Journal()
	if len(cj) != journalSegment+6 || cj[journalSegment+4].N != journalSegment+4 || cj[journalSegment+5].N != -1 {
		t.Fatalf("the clone's journal: %d entries, the last %d", len(cj), cj[len(cj)-1].N)
	}
}
