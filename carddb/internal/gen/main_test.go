package main

import (
	"bytes"
	"encoding/json"
	"slices"
	"testing"

	"github.com/ettinmtg/ettin/carddb/internal/pack"
)

func TestScalarString(t *testing.T) {
	tests := map[string]string{`4`: "4", `"X"`: "X", `null`: "", ``: "", `2.5`: "2.5"}
	for in, want := range tests {
		got, err := scalarString(json.RawMessage(in))
		if err != nil || got != want {
			t.Errorf("scalarString(%s) = %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := scalarString(json.RawMessage(`[1]`)); err == nil {
		t.Error("scalarString([1]) succeeded")
	}
}

func TestEncodeCards(t *testing.T) {
	lines := [][]byte{
		[]byte(`{"name": "Abc", "cmc": 0.5, "type": "Instant", "layout": "normal", "loyalty": 3, "printings": ["UNH"], "legalities": {"Legacy": "Legal"}}`),
		[]byte(`{"name": "Abd", "cmc": 1, "type": "Land", "layout": "normal", "loyalty": null}`),
	}
	w := pack.NewWriter()
	if err := encodeCards(lines, w); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w.Finish(&buf)
	r, err := pack.NewReader(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	// The order below is the one carddb decodes.
	name, cost, cmc := r.String(), r.String(), r.Float()
	r.Strings() // colors
	r.Strings() // color identity
	typ := r.String()
	r.Strings()    // supertypes
	r.Strings()    // types
	r.Strings()    // subtypes
	_ = r.String() // power
	_ = r.String() // toughness
	loyalty := r.String()
	_ = r.String() // text
	layout := r.String()
	r.Strings() // names
	printings := r.Strings()
	legal := r.Map()
	if name != "Abc" || cost != "" || cmc != 0.5 || typ != "Instant" || loyalty != "3" || layout != "normal" ||
		!slices.Equal(printings, []string{"UNH"}) || legal["Legacy"] != "Legal" || r.Err() != nil {
		t.Errorf("decoded %q %q %v %q %q %q %v %v %v", name, cost, cmc, typ, loyalty, layout, printings, legal, r.Err())
	}

	if err := encodeCards([][]byte{lines[1], lines[0]}, pack.NewWriter()); err == nil {
		t.Error("cards out of name order were accepted")
	}
}
