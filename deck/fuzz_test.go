package deck

import (
	"bytes"
	"reflect"
	"testing"
)

// FuzzParse checks that no input makes Parse panic and that every list it accepts
// survives WriteText followed by ParseText unchanged. Seeds are in testdata/fuzz/FuzzParse.
func FuzzParse(f *testing.F) {
	f.Add([]byte("Name: Burn\n4 Lightning Bolt (M11) 149\n\nSideboard\n2 Duress\n"))
	f.Add([]byte(`<Deck><Cards Quantity="4" Sideboard="true" Name="Shock (M19) 156"/></Deck>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := Parse(bytes.NewReader(data))
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		var buf bytes.Buffer
		if err := l.WriteText(&buf); err != nil {
			t.Fatal(err)
		}
		again, err := ParseText(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatalf("written list does not parse: %v\ninput: %q\nwritten: %q", err, data, buf.String())
		}
		if !reflect.DeepEqual(l, again) {
			t.Fatalf("round trip changed the list\ninput: %q\nwritten: %q\nfirst: %+v\nagain: %+v", data, buf.String(), l, again)
		}
	})
}
