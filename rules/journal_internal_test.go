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
