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

// cardsOf decodes JSON lines into cards.
func cardsOf(t *testing.T, lines ...string) []card {
	t.Helper()
	out := make([]card, len(lines))
	for i, l := range lines {
		if err := json.Unmarshal([]byte(l), &out[i]); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
	}
	return out
}

func setsOf(t *testing.T, lines ...string) []*set {
	t.Helper()
	out := make([]*set, len(lines))
	for i, l := range lines {
		out[i] = new(set)
		if err := json.Unmarshal([]byte(l), out[i]); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
	}
	return out
}

func TestMerge(t *testing.T) {
	old := cardsOf(t,
		`{"name": "Abc", "cmc": 0.5, "type": "Instant", "layout": "normal", "loyalty": 3, "text": "When Abc enters the battlefield, draw a card.", "printings": ["OLD"], "legalities": {"Legacy": "Legal"}}`,
		`{"name": "Fire", "type": "Instant", "layout": "split", "names": ["Fire", "Ice"], "text": "Old fire.", "printings": ["OLD"]}`,
		`{"name": "Ice", "type": "Instant", "layout": "split", "names": ["Fire", "Ice"], "text": "Old ice.", "printings": ["OLD"]}`,
	)
	recent := cardsOf(t,
		`{"name": "Abc", "cmc": 0.5, "type": "Instant", "layout": "normal", "text": "When Abc enters, draw a card.", "printings": ["NEW", "OLD"]}`,
		`{"name": "Fire // Ice", "type": "Instant", "layout": "split", "text": "x\n//\ny", "printings": ["NEW"], "faces": [{"name": "Fire", "oracleText": "New fire."}, {"name": "Ice", "oracleText": "New ice."}]}`,
		`{"name": "Giant", "manaCost": "{2}{R}{G/W}", "type": "Creature — Giant", "layout": "adventure", "text": "Reach", "printings": ["NEW"], "faces": [{"name": "Stomp", "manaCost": "{1}{B}", "typeLine": "Instant — Adventure", "oracleText": "Stomp deals 2 damage.", "script": {"x": 1}}]}`,
	)
	oldSets := setsOf(t, `{"code": "OLD", "name": "Old", "releaseDate": "2000-01-01", "type": "core", "cards": [{"name": "Abc", "number": "1", "rarity": "Common"}]}`)
	newSets := setsOf(t,
		`{"code": "NEW", "name": "New", "releaseDate": "2026-01-01", "cards": [{"name": "Giant", "number": "2", "rarity": "MYTHIC"}, {"name": "Fire // Ice", "number": "3", "rarity": null}]}`,
		`{"code": "OLD", "name": "Old", "releaseDate": "2000-01-01", "cards": [{"name": "Abc", "number": "1", "rarity": null}, {"name": "Fire // Ice", "number": "9", "rarity": "RARE"}]}`,
	)
	db, err := merge(old, nil, oldSets, recent, newSets)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range db.cards {
		names = append(names, c.Name)
	}
	if !slices.Equal(names, []string{"Abc", "Fire", "Giant", "Ice"}) {
		t.Fatalf("cards %v", names)
	}
	abc := db.cards[0]
	if abc.Text != "When Abc enters, draw a card." || abc.text2018 != "When Abc enters the battlefield, draw a card." ||
		abc.textSource != sourceRecent ||
		!slices.Equal(abc.Printings, []string{"OLD", "NEW"}) || !slices.Equal(abc.sources, []string{source2018, sourceRecent}) ||
		abc.loyalty != "3" || abc.Legalities["Legacy"] != "Legal" {
		t.Errorf("Abc = %+v", abc)
	}
	fire, ice := db.cards[1], db.cards[3]
	if fire.Text != "New fire." || ice.Text != "New ice." || ice.text2018 != "Old ice." || !slices.Contains(ice.Printings, "NEW") || fire.Faces != nil {
		t.Errorf("Fire = %+v, Ice = %+v", fire, ice)
	}
	giant := db.cards[2]
	if !slices.Equal(giant.Colors, []string{"White", "Red", "Green"}) || !slices.Equal(giant.ColorIdentity, []string{"W", "B", "R", "G"}) ||
		giant.text2018 != "" || giant.textSource != sourceRecent || len(giant.Faces) != 1 || giant.Faces[0].TypeLine != "Instant — Adventure" {
		t.Errorf("Giant = %+v", giant)
	}
	if len(db.sets) != 2 || db.sets[1].Code != "NEW" || db.sets[1].Type != "" {
		t.Fatalf("sets %+v", db.sets)
	}
	if got := db.sets[1].Cards; len(got) != 3 || got[0].Rarity != "Mythic Rare" || got[1].Name != "Fire" || got[2].Name != "Ice" || got[2].Rarity != "Common" {
		t.Errorf("NEW cards %+v", got)
	}
	if got := db.sets[0].Cards; len(got) != 3 || got[0].Rarity != "Common" || got[1].Name != "Fire" || got[1].Number != "9" || got[1].Rarity != "Rare" {
		t.Errorf("merged OLD cards %+v", got)
	}

	if _, err := merge([]card{old[1], old[0]}, nil, nil, nil, nil); err == nil {
		t.Error("cards out of name order were accepted")
	}
	bad := setsOf(t, `{"code": "BAD", "cards": [{"name": "Nope"}]}`)
	if _, err := merge(old, nil, nil, nil, bad); err == nil {
		t.Error("a set naming an unknown card was accepted")
	}
}

func TestEncodeCards(t *testing.T) {
	c := &card{Name: "Abc", CMC: 0.5, Type: "Instant", Layout: "normal", loyalty: "3", Printings: []string{"UNH"},
		Legalities: map[string]string{"Legacy": "Legal"}, Text: "new", text2018: "old", textSource: sourceRecent,
		sources: []string{source2018, sourceRecent}, Faces: []face{{Name: "F", ManaCost: "{1}", TypeLine: "Sorcery", OracleText: "t"}}}
	w := pack.NewWriter()
	encodeCards([]*card{c}, w)
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
	text := r.String()
	layout := r.String()
	r.Strings() // names
	printings := r.Strings()
	legal := r.Map()
	source, text2018, sources := r.String(), r.String(), r.Strings()
	faces := r.Count()
	fname, fcost, ftype, ftext := r.String(), r.String(), r.String(), r.String()
	if err := r.Done(); err != nil {
		t.Fatal(err)
	}
	if name != "Abc" || cost != "" || cmc != 0.5 || typ != "Instant" || loyalty != "3" || layout != "normal" || text != "new" ||
		!slices.Equal(printings, []string{"UNH"}) || legal["Legacy"] != "Legal" || source != sourceRecent || text2018 != "old" ||
		len(sources) != 2 || faces != 1 || fname != "F" || fcost != "{1}" || ftype != "Sorcery" || ftext != "t" {
		t.Errorf("decoded %q %q %v %q %q %q %v %v", name, cost, cmc, typ, loyalty, layout, printings, legal)
	}
}
