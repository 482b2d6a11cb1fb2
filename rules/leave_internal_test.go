package rules

import "testing"

// TestNoControlToPlayerWhoLeft: CR 800.4b, an object doesn't change to the control of a
// player who has left the game; to a player still in it, it does.
func TestNoControlToPlayerWhoLeft(t *testing.T) {
	bear := &CardDef{Name: "Bear", Types: Types(Creature), Power: 2, Toughness: 2, Implemented: true}
	land := &CardDef{Name: "Land", Types: Types(Land), NoCost: true, Implemented: true}
	lib := []*CardDef{land, land, land}
	cfg := Config{Variant: FreeForAll, StartingTeam: 0}
	for _, n := range []string{"Ann", "Bob", "Cid"} {
		cfg.Teams = append(cfg.Teams, TeamConfig{Name: n, Players: []PlayerConfig{{Name: n}}})
	}
	g, err := NewFromSetup(Setup{Config: cfg, Players: []PlayerSetup{{Library: lib}, {Library: lib}, {Library: lib}},
		Permanents: []PermanentSetup{{Def: bear, Controller: 0, AttachTo: -1}}, Turn: &TurnSetup{Team: 0, Step: Main1, Number: 4}})
	if err != nil {
		t.Fatal(err)
	}
	id := g.battlefield[0]
	g.teamLoses(1, ending{cause: EndConcession, player: 1})
	if !g.hasLeft(1) || g.over {
		t.Fatal("Bob should have left a game that goes on")
	}
	g.addEffect(ContEffect{Kind: EffControl, Obj: id, Player: 1, Until: Forever}, nil)
	if c := g.obj(id).Controller; c != 0 {
		t.Fatalf("the bear went to %s, who left the game (CR 800.4b)", g.players[c].Name)
	}
	g.addEffect(ContEffect{Kind: EffControl, Obj: id, Player: 2, Until: Forever}, nil)
	if c := g.obj(id).Controller; c != 2 {
		t.Fatalf("the bear is %s's; expected Cid's", g.players[c].Name)
	}
}
