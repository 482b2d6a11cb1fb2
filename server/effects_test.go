package server

import (
	"encoding/json"
	"testing"

	"github.com/ettinmtg/ettin/rules"
)

// TestViewEffects: a Giant Growth resolved on Grizzly Bears shows in every seat's view as
// a typed effect on the Bears, lasting until end of turn, with its words ("Grizzly Bears
// gets +3/+3 until end of turn (Giant Growth)"), in the JSON a client gets; a delta update
// carries it; and it is gone from the view once the turn has ended (CR 514.2).
func TestViewEffects(t *testing.T) {
	def := func(n string) *rules.CardDef { return testDef(t, n) }
	g, err := rules.NewFromSetup(rules.Setup{
		Config:     redBlue(),
		Players:    []rules.PlayerSetup{{Library: testLibrary(t)}, {Library: testLibrary(t)}, {Library: testLibrary(t)}, {Library: testLibrary(t)}},
		Permanents: []rules.PermanentSetup{{Def: def("Grizzly Bears"), Controller: 0, AttachTo: -1}},
		Stack: []rules.StackSetup{{Def: def("Giant Growth"), Controller: 0, Source: -1, Ability: -1,
			Targets: []rules.SetupTarget{{Player: rules.NoPlayer, Permanent: 0, Stack: -1}}}},
		Turn: &rules.TurnSetup{Team: 0, Step: rules.Main1, Number: 3},
	})
	if err != nil {
		t.Fatal(err)
	}
	bears := g.Battlefield()[0]
	before := wireView(g, g.ViewFor(2))
	if len(before.Effects) != 0 {
		t.Fatalf("effects before the Giant Growth resolved: %+v", before.Effects)
	}
	for len(g.Stack()) > 0 {
		if err := g.Apply(rules.Pass(g.Pending().Team)); err != nil {
			t.Fatal(err)
		}
	}
	for _, seat := range []rules.PlayerID{0, 2, -1} { // the controller, an opponent, a spectator
		wv := wireView(g, g.ViewFor(seat))
		b, err := json.Marshal(wv)
		if err != nil {
			t.Fatal(err)
		}
		var got View
		if err := json.Unmarshal(b, &got); err != nil {
			t.Fatal(err)
		}
		if len(got.Effects) != 1 {
			t.Fatalf("seat %d: effects %+v; want the Giant Growth's", seat, got.Effects)
		}
		e := got.Effects[0]
		if e.Kind != "modify" || e.Obj != bears || e.Until != "end of turn" || e.Power != 3 || e.Toughness != 3 || e.SourceName != "Giant Growth" {
			t.Errorf("seat %d: effect %+v", seat, e)
		}
		if want := "Grizzly Bears gets +3/+3 until end of turn (Giant Growth)"; e.Text != want {
			t.Errorf("seat %d: effect text %q; want %q", seat, e.Text, want)
		}
		d, err := diffView(&before, &wv, 1)
		if err != nil {
			t.Fatal(err)
		}
		applied := before
		if err := ApplyDelta(&applied, d); err != nil || len(applied.Effects) != 1 || applied.Effects[0].Text != e.Text {
			t.Errorf("seat %d: the delta gives effects %+v (%v)", seat, applied.Effects, err)
		}
	}
	for turn := g.TurnNumber(); g.TurnNumber() == turn; {
		a := rules.Pass(g.Pending().Team)
		if g.Pending().Kind != rules.DecPriority {
			a = g.LegalActions()[0]
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if wv := wireView(g, g.ViewFor(0)); len(wv.Effects) != 0 {
		t.Errorf("effects after the turn ended: %+v", wv.Effects)
	}
}
