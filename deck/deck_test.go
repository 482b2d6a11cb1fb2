package deck

import (
	"bytes"
	"errors"
	"io"
	"os"
	"reflect"
	"strings"
	"testing"
)

func TestParseText(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want *List
	}{
		{"count", "4 Lightning Bolt", &List{Main: []Entry{{4, "Lightning Bolt", "", ""}}}},
		{"x count", "4x Lightning Bolt\n2X Shock", &List{Main: []Entry{{4, "Lightning Bolt", "", ""}, {2, "Shock", "", ""}}}},
		{"set and number", "4 Lightning Bolt (m11) 149", &List{Main: []Entry{{4, "Lightning Bolt", "M11", "149"}}}},
		{"set only", "4 Lightning Bolt (M11)", &List{Main: []Entry{{4, "Lightning Bolt", "M11", ""}}}},
		{"bare name", "Lightning Bolt", &List{Main: []Entry{{1, "Lightning Bolt", "", ""}}}},
		{"tabs and spaces", "  4\tLightning   Bolt  \r\n", &List{Main: []Entry{{4, "Lightning Bolt", "", ""}}}},
		{"comments and blanks", "# burn\n\n// main\n4 Shock\n\n", &List{Main: []Entry{{4, "Shock", "", ""}}}},
		{"headers", "Deck\n4 Shock\nSideboard\n2 Duress", &List{Main: []Entry{{4, "Shock", "", ""}}, Sideboard: []Entry{{2, "Duress", "", ""}}}},
		{"header colon", "MAINBOARD:\n4 Shock\nsideboard:\n2 Duress", &List{Main: []Entry{{4, "Shock", "", ""}}, Sideboard: []Entry{{2, "Duress", "", ""}}}},
		{"sb prefix", "4 Shock\nSB: 2 Duress\n4 Lava Spike", &List{Main: []Entry{{4, "Shock", "", ""}, {4, "Lava Spike", "", ""}}, Sideboard: []Entry{{2, "Duress", "", ""}}}},
		{"name", "Name: Burn\n4 Shock", &List{Name: "Burn", Main: []Entry{{4, "Shock", "", ""}}}},
		{"bom", "\uFEFF4 Shock", &List{Main: []Entry{{4, "Shock", "", ""}}}},
		{"split card", "2 Fire // Ice", &List{Main: []Entry{{2, "Fire // Ice", "", ""}}}},
		{"number word card", "One with Nothing", &List{Main: []Entry{{1, "One with Nothing", "", ""}}}},
		{"digit name with count", "1 1996 World Champion", &List{Main: []Entry{{1, "1996 World Champion", "", ""}}}},
		{"parenthesised name", "1 B.F.M. (Big Furry Monster)", &List{Main: []Entry{{1, "B.F.M. (Big Furry Monster)", "", ""}}}},
		{"empty", "", &List{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseText(strings.NewReader(tt.in))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("ParseText(%q) = %+v, want %+v", tt.in, got, tt.want)
			}
		})
	}
}

func TestParseTextErrors(t *testing.T) {
	long := "4 " + strings.Repeat("a", 1001)
	tests := []struct {
		name string
		in   string
		want string
	}{
		{"number word", "4 Shock\n\nfour Lightning Bolt", `line 3: "four Lightning Bolt": expected "<count> <card name>" such as "4 Lightning Bolt"`},
		{"count only", "4", `line 1: "4": expected "<count> <card name>" such as "4 Lightning Bolt"`},
		{"glued count", "4Lightning Bolt", `line 1: "4Lightning Bolt": expected "<count> <card name>" such as "4 Lightning Bolt"`},
		{"negative", "-1 Shock", `line 1: "-1 Shock": expected "<count> <card name>" such as "4 Lightning Bolt"`},
		{"zero", "0 Shock", `line 1: "0 Shock": count must be from 1 to 10000`},
		{"too many", "10001 Shock", `line 1: "10001 Shock": count must be from 1 to 10000`},
		{"huge count", "99999999999999999999 Shock", `line 1: "99999999999999999999 Shock": count must be from 1 to 10000`},
		{"long line", long, `line 1: line longer than 1000 characters`},
		{"long name", "1 " + strings.Repeat("b", 201), `line 1: "1 ` + strings.Repeat("b", 58) + `…": card name longer than 200 characters`},
		{"bad utf8", "4 Sh\xffock", `line 1: not valid UTF-8 text`},
		{"empty name line", "Name:", `line 1: "Name:": expected a deck name after "Name:"`},
		{"name twice", "Name: A\nName: B", `line 2: "Name: B": deck name given twice (first on line 1)`},
		{"long deck name", "Name: " + strings.Repeat("n", 201), `line 1: deck name longer than 200 characters`},
		{"empty sb", "SB: 4", `line 1: "SB: 4": expected "<count> <card name>" such as "4 Lightning Bolt"`},
		{"deck too big", strings.Repeat("10000 Mountain\n", 11), `line 11: list has more than 100000 cards; stopped reading here`},
		{"all at once", "four Shock\n4 Shock\n0 Shock\n" + long,
			"line 1: \"four Shock\": expected \"<count> <card name>\" such as \"4 Lightning Bolt\"\n" +
				"line 3: \"0 Shock\": count must be from 1 to 10000\n" +
				"line 4: line longer than 1000 characters"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseText(strings.NewReader(tt.in))
			if err == nil {
				t.Fatalf("ParseText(%q) = %+v, want error", tt.in, got)
			}
			if err.Error() != tt.want {
				t.Errorf("error =\n%s\nwant\n%s", err, tt.want)
			}
			var le *LineError
			if !errors.As(err, &le) {
				t.Errorf("error %T holds no *LineError", err)
			}
		})
	}
}

func TestParseTextHugeLine(t *testing.T) {
	// A 10 MB line must be refused without being held in memory and the lines
	// after it still read.
	in := io10MB() + "\n4 Shock\nfour Shock\n"
	_, err := ParseText(strings.NewReader(in))
	want := "line 1: line longer than 1000 characters\nline 3: \"four Shock\": " + expectedEntry
	if err == nil || err.Error() != want {
		t.Fatalf("error = %v, want %q", err, want)
	}
}

func io10MB() string { return strings.Repeat("x", 10<<20) }

func TestParseTextTooManyErrors(t *testing.T) {
	_, err := ParseText(strings.NewReader(strings.Repeat("0 Shock\n", 500)))
	lines := strings.Split(err.Error(), "\n")
	if len(lines) != maxErrors+1 || !strings.Contains(lines[len(lines)-1], "too many problems") {
		t.Errorf("got %d lines ending %q", len(lines), lines[len(lines)-1])
	}
}

func TestParseDek(t *testing.T) {
	in := `<?xml version="1.0" encoding="utf-8"?>
<Deck>
  <NetDeckID>0</NetDeckID>
  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" />
  <Cards CatID="2" Quantity="2" Sideboard="true" Name="Duress" />
  <Cards CatID="3" Quantity="1" Name="Fire/Ice" />
</Deck>`
	want := &List{Main: []Entry{{4, "Lightning Bolt", "", ""}, {1, "Fire/Ice", "", ""}}, Sideboard: []Entry{{2, "Duress", "", ""}}}
	for _, parse := range []func(string) (*List, error){
		func(s string) (*List, error) { return ParseDek(strings.NewReader(s)) },
		func(s string) (*List, error) { return Parse(strings.NewReader(s)) },
		func(s string) (*List, error) {
			return Parse(strings.NewReader("\uFEFF \n" + s[strings.Index(s, "<Deck>"):]))
		},
	} {
		got, err := parse(in)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("got %+v, want %+v", got, want)
		}
	}
}

func TestParseDekErrors(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"quantity", "<Deck>\n<Cards Quantity=\"four\" Name=\"Shock\"/>\n</Deck>", `line 2: Quantity "four": expected a count from 1 to 10000`},
		{"zero", "<Deck>\n<Cards Quantity=\"0\" Name=\"Shock\"/>\n</Deck>", `line 2: Quantity "0": expected a count from 1 to 10000`},
		{"sideboard", "<Deck>\n<Cards Quantity=\"1\" Sideboard=\"maybe\" Name=\"Shock\"/>\n</Deck>", `line 2: Sideboard "maybe": expected true or false`},
		{"no name", "<Deck>\n<Cards Quantity=\"1\"/>\n</Deck>", `line 2: expected Quantity and Name attributes as in <Cards Quantity="4" Sideboard="false" Name="Lightning Bolt"/>`},
		{"empty name", "<Deck>\n<Cards Quantity=\"1\" Name=\" \"/>\n</Deck>", `line 2: empty Name: expected a card name as in <Cards Quantity="4" Sideboard="false" Name="Lightning Bolt"/>`},
		{"root", "<?xml version=\"1.0\"?>\n<Library/>", `line 2: expected a <Deck> root element, found <Library>`},
		{"syntax", "<Deck>\n<Cards Quantity=\"1\" Name=\"Shock\">\n</Deck>", `line 3: not a valid .dek file: element <Cards> closed by </Deck>`},
		{"too big", "<Deck>" + strings.Repeat(`<Cards Quantity="10000" Name="Island"/>`, 11) + "</Deck>", `line 1: list has more than 100000 cards; stopped reading here`},
		{"no deck", "<?xml version=\"1.0\"?>\n", `not a .dek file: no <Deck> element`},
		{"huge", "<Deck>" + strings.Repeat(" ", 16<<20) + "</Deck>", `.dek file larger than 16 MB`},
		{"several", "<Deck>\n<Cards Quantity=\"x\" Name=\"A\"/>\n<Cards Quantity=\"1\" Name=\"B\" Sideboard=\"no\"/>\n</Deck>",
			"line 2: Quantity \"x\": expected a count from 1 to 10000\nline 3: Sideboard \"no\": expected true or false"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(strings.NewReader(tt.in))
			if err == nil || err.Error() != tt.want {
				t.Errorf("error =\n%v\nwant\n%s", err, tt.want)
			}
		})
	}
}

func TestSamples(t *testing.T) {
	tests := []struct {
		file       string
		name       string
		main, side int
	}{
		{"testdata/burn.txt", "Kenrith Burn", 60, 5},
		{"testdata/partners.dek", "", 60, 3},
	}
	for _, tt := range tests {
		f, err := os.Open(tt.file)
		if err != nil {
			t.Fatal(err)
		}
		l, err := Parse(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", tt.file, err)
		}
		if l.Name != tt.name || l.Cards() != tt.main || sum(l.Sideboard) != tt.side {
			t.Errorf("%s: name %q, %d main, %d side; want %q, %d, %d", tt.file, l.Name, l.Cards(), sum(l.Sideboard), tt.name, tt.main, tt.side)
		}
		if err := l.Resolve(); err != nil {
			t.Errorf("%s: %v", tt.file, err)
		}
	}
}

func TestWriteText(t *testing.T) {
	tests := []struct {
		name string
		in   *List
		want string
	}{
		{"full", &List{Name: "Burn", Main: []Entry{{4, "Lightning Bolt", "M11", "149"}, {20, "Mountain", "", ""}}, Sideboard: []Entry{{2, "Duress", "", ""}}},
			"Name: Burn\n4 Lightning Bolt (M11) 149\n20 Mountain\n\nSideboard\n2 Duress\n"},
		{"main only", &List{Main: []Entry{{1, "Shock", "", ""}}}, "1 Shock\n"},
		{"side only", &List{Sideboard: []Entry{{1, "Shock", "", ""}}}, "Sideboard\n1 Shock\n"},
		{"number without set", &List{Main: []Entry{{1, "Shock", "", "12"}}}, "1 Shock\n"},
		{"empty", &List{}, ""},
	}
	for _, tt := range tests {
		var buf bytes.Buffer
		if err := tt.in.WriteText(&buf); err != nil {
			t.Fatal(err)
		}
		if buf.String() != tt.want {
			t.Errorf("%s: WriteText =\n%q\nwant\n%q", tt.name, buf.String(), tt.want)
		}
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteTextError(t *testing.T) {
	err := (&List{Main: []Entry{{1, "Shock", "", ""}}}).WriteText(failWriter{})
	if err == nil || err.Error() != "writing deck list: disk full" {
		t.Errorf("error = %v", err)
	}
}

func TestResolve(t *testing.T) {
	l := &List{
		Main:      []Entry{{4, "lightning bolt", "", ""}, {2, "Lightening Bolt", "", ""}, {1, "fire // ice", "", ""}, {1, "Lightening Bolt", "", ""}},
		Sideboard: []Entry{{1, "Gaea’s Cradle", "", ""}, {1, "Qwxzvbnmpl", "", ""}},
	}
	err := l.Resolve()
	want := "unknown card \"Lightening Bolt\"; did you mean Lightning Bolt?\nunknown card \"Qwxzvbnmpl\""
	if err == nil || err.Error() != want {
		t.Errorf("Resolve error =\n%v\nwant\n%s", err, want)
	}
	got := []string{l.Main[0].Name, l.Main[1].Name, l.Main[2].Name, l.Sideboard[0].Name}
	if !reflect.DeepEqual(got, []string{"Lightning Bolt", "Lightening Bolt", "Fire", "Gaea's Cradle"}) {
		t.Errorf("resolved names = %q", got)
	}
}

type failReader struct{}

func (failReader) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }

func TestParseReadError(t *testing.T) {
	for _, parse := range []func(io.Reader) (*List, error){Parse, ParseText, ParseDek} {
		if _, err := parse(failReader{}); err == nil || !strings.Contains(err.Error(), "disk on fire") {
			t.Errorf("error = %v", err)
		}
	}
}

func TestNilList(t *testing.T) {
	var l *List
	if l.Cards() != 0 || l.Resolve() != nil || l.WriteText(failWriter{}) != nil {
		t.Error("nil list is not treated as empty")
	}
}

// TestParseBinary: a binary file is refused with one error, not one per line.
func TestParseBinary(t *testing.T) {
	data := append([]byte("\x7fELF\x02\x01\x01\x00\x00"), bytes.Repeat([]byte("\xff\n\x00"), 500)...)
	_, err := Parse(bytes.NewReader(data))
	if !errors.Is(err, ErrBinary) || strings.Contains(err.Error(), "\n") {
		t.Fatalf("got %v; want ErrBinary", err)
	}
}
