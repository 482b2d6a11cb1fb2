package pack

import (
	"bytes"
	"maps"
	"slices"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	w := NewWriter()
	legal := map[string]string{"Modern": "Legal", "Legacy": "Legal"}
	w.Uint(3)
	w.String("Lightning Bolt")
	w.Float(0.5)
	w.Strings([]string{"Instant", "Lightning Bolt"})
	w.Strings(nil)
	w.Map(legal)
	w.Map(map[string]string{"Legacy": "Legal", "Modern": "Legal"})
	w.Map(nil)
	w.String("")
	var buf bytes.Buffer
	if err := w.Finish(&buf); err != nil {
		t.Fatal(err)
	}
	r, err := NewReader(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Uint(); got != 3 {
		t.Errorf("Uint = %d", got)
	}
	if got := r.String(); got != "Lightning Bolt" {
		t.Errorf("String = %q", got)
	}
	if got := r.Float(); got != 0.5 {
		t.Errorf("Float = %v", got)
	}
	if got := r.Strings(); !slices.Equal(got, []string{"Instant", "Lightning Bolt"}) || cap(got) != 2 {
		t.Errorf("Strings = %q (cap %d)", got, cap(got))
	}
	if got := r.Strings(); got != nil {
		t.Errorf("empty Strings = %q", got)
	}
	m1, m2 := r.Map(), r.Map()
	if !maps.Equal(m1, legal) || !maps.Equal(m2, legal) {
		t.Errorf("Map = %v, %v", m1, m2)
	}
	if got := r.Map(); got != nil {
		t.Errorf("nil Map = %v", got)
	}
	if got := r.String(); got != "" {
		t.Errorf("empty String = %q", got)
	}
	if err := r.Done(); err != nil {
		t.Error(err)
	}
}

func TestCorruptDataDoesNotPanic(t *testing.T) {
	w := NewWriter()
	w.Strings([]string{"a", "b", "c"})
	w.Map(map[string]string{"k": "v"})
	var buf bytes.Buffer
	w.Finish(&buf)
	good := buf.Bytes()
	if _, err := NewReader([]byte("nonsense")); err == nil {
		t.Error("NewReader accepted data without header")
	}
	// Every truncation and every single-byte change must fail cleanly or decode.
	for i := len(magic); i < len(good); i++ {
		for _, data := range [][]byte{good[:i], flip(good, i)} {
			r, err := NewReader(data)
			if err != nil {
				continue
			}
			r.Strings()
			r.Map()
			r.Strings()
			_ = r.Done()
		}
	}
}

func flip(b []byte, i int) []byte {
	c := bytes.Clone(b)
	c[i] ^= 0xff
	return c
}
