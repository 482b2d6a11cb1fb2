package oracle

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/rules"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata")

// compileCase is one card text and the types of the card it is on.
type compileCase struct {
	types string // "creature", "instant", "sorcery", "enchantment aura", "artifact", "land", "planeswalker"
	text  string
}

// compileCases are the templates the compiler reads, one or more cards' text each; the
// golden file testdata/compile.golden holds what each compiles to.
var compileCases = []compileCase{
	// Keywords and French vanilla creatures.
	{"creature", "Flying"},
	{"creature", "Flying, vigilance\nDeathtouch"},
	{"creature", "First strike, lifelink, trample"},
	{"creature", "Flash\nDefender, reach"},
	{"creature", "Menace, haste\nHexproof\nIndestructible"},
	// Protection (CR 702.16): colors, card types, subtypes, granted by an Aura.
	{"creature", "Flying, protection from red"},
	{"creature", "Protection from white and from black"},
	{"creature", "Protection from artifacts"},
	{"creature", "Protection from Demons and from Dragons"},
	{"enchantment aura", "Enchant creature\nEnchanted creature gets +2/+2 and has protection from creatures."},
	// Spells.
	{"instant", "Test Card deals 3 damage to any target."},
	{"instant", "Add {B}{B}{B}."},
	{"sorcery", "Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card."},
	{"sorcery", "Target player reveals their hand."},
	{"artifact", "You may choose not to untap Test Card during your untap step.\n{2}, {T}: Target creature gets +0/+3 for as long as Test Card remains tapped."},
	{"artifact", "{T}: Tap target land. It doesn't untap during its controller's untap step for as long as Test Card remains tapped."},
	{"land", "{T}: Add {C}.\n{T}: Add {W} or {U}. Test Card deals 1 damage to you."},
	{"instant", "Test Card deals 2 damage to target creature or planeswalker."},
	{"sorcery", "Test Card deals 4 damage to target creature and 2 damage to target player."},
	{"sorcery", "Test Card deals 1 damage to each creature and each player."},
	{"sorcery", "This spell deals 2 damage to each opponent."},
	{"instant", "Destroy target creature an opponent controls. You gain 2 life."},
	{"sorcery", "Destroy all creatures with power 4 or greater."},
	{"instant", "Exile target nonland permanent."},
	{"instant", "Return target creature to its owner's hand.\nDraw a card."},
	{"instant", "Counter target noncreature spell."},
	{"instant", "Target creature gets +3/+3 and gains trample until end of turn."},
	{"instant", "Creatures you control get +1/+1 until end of turn."},
	{"sorcery", "Put two +1/+1 counters on target creature you control. Scry 1."},
	{"sorcery", "Target player draws two cards and loses 2 life."},
	{"sorcery", "Each opponent discards a card."},
	{"sorcery", "Create two 1/1 white Soldier creature tokens with lifelink."},
	{"sorcery", "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle."},
	{"instant", "Choose one —\n• Destroy target artifact.\n• Test Card deals 2 damage to any target."},
	{"creature", "When Test Card enters, tap up to two target creatures."},
	{"instant", "Untap target creature. You may draw a card."},
	{"instant", "Test Card deals 3 damage to target attacking or blocking creature."},
	{"sorcery", "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn."},
	{"instant", "Counter target spell unless its controller pays {3}."},
	{"sorcery", "Return target creature card from your graveyard to your hand."},
	{"instant", "Destroy target creature. It can't be regenerated."},
	{"sorcery", "Destroy all creatures. They can't be regenerated."},
	{"creature", "{1}{G}: Regenerate Test Card."},
	{"instant", "Regenerate target creature."},
	{"creature", "Flying\nCycling {2}"},
	{"creature", "Swampcycling {2}"},
	{"land", "Basic landcycling {1}{G}"},
	{"creature", "Wizardcycling {3}"},
	{"sorcery", "Destroy target artifact.\nFlashback {G}"},
	// Energy (CR 107.14): got, paid as an activation cost, "you may pay", "unless you pay".
	{"creature", "When Test Card enters the battlefield, you get {E}{E}.\nWhenever Test Card attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it.\n{T}, Pay {E}: Test Card deals 1 damage to target creature."},
	{"creature", "At the beginning of your end step, sacrifice Test Card unless you pay {E}{E}.\nWhenever Test Card deals combat damage to a player, you get that many {E}."},
	// Crew (CR 702.122a) and a Vehicle becoming a creature.
	{"artifact vehicle", "Trample, haste\nWhen Test Card enters the battlefield, it becomes an artifact creature until end of turn.\nCrew 2"},
	// Start your engines! and max speed (CR 702.178a, 702.179a).
	{"creature", "Start your engines!\nMax speed — Test Card gets +1/+1 and has menace."},
	{"land", "Start your engines!\n{T}: Add {C}.\nMax speed — {T}: Target creature gains haste until end of turn."},
	// Bestow (CR 702.103a): the Aura's "enchanted creature" lines read without an enchant line.
	{"enchantment creature", "Bestow {3}{W}\nLifelink\nEnchanted creature gets +1/+1 and has lifelink."},
	{"creature", "Bushido 2"},
	// Monstrosity, renown, bloodthirst, undying, persist, soulshift; designations read as
	// conditions and trigger events; "can't attack unless defending player controls".
	{"creature", "{X}{X}{G}: Monstrosity X.\nWhen Test Card becomes monstrous, draw a card.\nAs long as Test Card is monstrous, it has trample."},
	{"creature", "Renown 2\nWhenever Test Card attacks, if it's renowned, you gain 1 life."},
	{"creature", "Bloodthirst 3\nUndying"},
	{"creature", "Persist\nSoulshift 4"},
	{"creature", "Test Card can't attack unless defending player controls an Island."},
	{"creature", "Exalted"},
	{"creature", "Echo {2}{R}"},
	{"creature", "{R}: Test Card gets +1/+0 until end of turn. Activate only once each turn."},
	{"instant", "Choose one or both —\n• Destroy target artifact.\n• Destroy target enchantment."},
	{"creature", "Horsemanship"},
	{"creature", "Flying\nTest Card can block only creatures with flying."},
	{"enchantment", "Whenever a creature you control attacks alone, it gets +1/+1 until end of turn."},
	{"creature", "Whenever Test Card becomes blocked, it gets +2/+2 until end of turn."},
	{"creature", "Whenever Test Card blocks or becomes blocked, you may draw a card."},
	{"instant", "Prevent all combat damage that would be dealt this turn."},
	{"sorcery", "Take an extra turn after this one."},
	{"instant", "Put target creature on top of its owner's library."},
	{"sorcery", "Choose two —\n• Draw a card.\n• Destroy target artifact.\n• You gain 4 life."},
	{"sorcery", "Each opponent sacrifices a creature."},
	{"sorcery", "Target player mills three cards. Mill two cards."},
	{"sorcery", "Surveil 2, then draw two cards."},
	{"sorcery", "Target player puts the top two cards of their library into their graveyard."},
	{"instant", "Target creature you control fights target creature you don't control."},
	{"instant", "Target creature can't block this turn.\nDraw a card."},
	{"sorcery", "As an additional cost to cast this spell, sacrifice a creature.\nDraw two cards."},
	{"creature", "Devoid\nProwess"},
	{"creature", "Battle cry"},
	{"creature", "Landfall — Whenever a land you control enters, Test Card gets +2/+2 until end of turn."},
	{"enchantment", "No more than two creatures can attack each combat.\nNo more than one creature can block each combat."},
	// Triggered abilities.
	{"creature", "When Test Card enters, draw a card."},
	{"creature", "When this creature enters the battlefield, it deals 2 damage to any target."},
	{"creature", "When Test Card dies, you gain 3 life."},
	{"creature", "Whenever Test Card attacks, it gets +2/+0 until end of turn."},
	{"creature", "Whenever Test Card deals combat damage to a player, draw a card."},
	{"creature", "At the beginning of your upkeep, put a +1/+1 counter on Test Card."},
	{"creature", "Whenever another creature you control enters, you gain 1 life."},
	{"creature", "Whenever you cast an instant or sorcery spell, Test Card gets +1/+1 until end of turn."},
	{"creature", "When Test Card enters, create a Food token.\nWhenever Test Card attacks, investigate."},
	{"creature", "Whenever Test Card attacks, you may pay {2}. If you do, draw a card."},
	{"artifact equipment", "When this Equipment enters, attach it to target creature you control.\nEquipped creature gets +1/+1.\nEquip {3}"},
	{"creature", "When Test Card enters, you may search your library for a basic land card, reveal it, put it into your hand, then shuffle."},
	{"creature", "When Test Card enters, return a creature you control to its owner's hand."},
	{"creature", "At the beginning of your upkeep, sacrifice a creature."},
	{"creature", "Whenever Test Card attacks, you may discard a card. If you do, draw a card."},
	{"instant", "Exile target card from a graveyard.\nTest Card deals 2 damage to target creature and you gain 2 life."},
	{"instant", "Target creature gets +X/+0 until end of turn."},
	{"creature", "When Test Card enters, up to two target creatures each get +1/+1 until end of turn."},
	{"sorcery", "Target creature you control deals damage equal to its power to target creature you don't control."},
	{"creature", "{2}: Test Card gets +1/+0 until end of turn. Any player may activate this ability."},
	{"enchantment", "Creatures your opponents control get -1/-1."},
	{"instant", "Test Card deals damage to target creature equal to the number of Mountains you control."},
	{"creature", "Whenever Test Card deals combat damage to a player, you may sacrifice it."},
	{"creature", "{1}, Remove a +1/+1 counter from Test Card: Put a +1/+1 counter on target creature."},
	{"enchantment aura", "Enchant creature\nEnchanted creature gets +1/+0 and attacks each combat if able.\nPrevent all combat damage that would be dealt to and dealt by enchanted creature."},
	{"creature", "At the beginning of your upkeep, sacrifice Test Card unless you pay {G}."},
	{"sorcery", "Return target creature card from your graveyard to the battlefield."},
	{"sorcery", "Put target creature card from a graveyard onto the battlefield under your control."},
	{"enchantment aura", "Enchant creature\nYou control enchanted creature."},
	{"instant", "Counter target spell.\nDraw a card at the beginning of the next turn's upkeep."},
	{"creature", "Whenever Test Card deals damage, you gain that much life."},
	{"creature", "Whenever Test Card or another Ally you control enters, put a +1/+1 counter on Test Card."},
	{"land", "Test Card enters tapped unless you control two or fewer other lands.\n{T}: Add {R} or {W}."},
	{"land", "Test Card enters the battlefield tapped with two charge counters on it."},
	{"sorcery", "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle your library."},
	{"enchantment", "Whenever a creature you control attacks, defending player loses 1 life and you gain 1 life."},
	{"enchantment", "Whenever a creature you control deals combat damage to a player, draw a card."},
	// Activated abilities.
	{"creature", "{T}: Test Card deals 1 damage to any target."},
	{"creature", "{2}{G}, {T}, Sacrifice Test Card: Destroy target artifact or enchantment."},
	{"creature", "{R}: Test Card gets +1/+0 until end of turn."},
	{"artifact", "{1}, Sacrifice a creature: Draw a card. Activate only as a sorcery."},
	{"land", "This land enters tapped.\n{T}: Add {W} or {U}."},
	{"land", "{T}: Add one mana of any color."},
	{"planeswalker", "+1: You gain 2 life.\n−3: Destroy target creature."},
	// Static abilities.
	{"creature", "Test Card enters with two +1/+1 counters on it."},
	{"creature", "Test Card can't block."},
	{"creature", "Test Card must be blocked if able.\nTest Card enters with three charge counters on it."},
	{"enchantment", "All Sliver creatures get +1/+1.\nPlayers can't gain life."},
	{"creature", "Test Card can't be blocked."},
	// Cast triggers by subtype, ki counters and "if there are N or more KIND counters".
	{"creature", "Whenever you cast a Spirit or Arcane spell, you may put a ki counter on Test Card.\nAt the beginning of the end step, if there are two or more ki counters on Test Card, draw a card."},
	// Manifest (CR 701.40a) and manifest dread (701.62a).
	{"sorcery", "Manifest dread."},
	{"creature", "When Test Card dies, manifest the top card of your library."},
	// Morph, megamorph, disguise (CR 702.37, 702.168) and the turned-face-up trigger.
	{"creature", "Trample\nMorph {1}{G}{G}"},
	{"creature", "Megamorph {5}{B}{B}\nWhen Test Card is turned face up, put a +1/+1 counter on each other Dragon creature you control."},
	{"creature", "Disguise {4}{B}{B}\nWhen this creature is turned face up, target opponent loses 3 life and you gain 3 life."},
	{"creature", "Test Card can't be blocked by more than one creature."},
	{"creature", "This spell can't be countered.\nTrample"},
	{"creature", "Other Elf creatures you control get +1/+1."},
	{"enchantment", "Creatures you control get +1/+0 and have haste."},
	{"enchantment aura", "Enchant creature\nEnchanted creature gets +2/+2 and has flying."},
	{"enchantment aura", "Enchant creature\nEnchanted creature can't attack or block."},
	{"artifact equipment", "Equipped creature gets +2/+0 and has first strike.\nWhenever equipped creature deals combat damage to a player, draw a card.\nEquip {2}"},
}

// fakeCard makes the facts of a card named Test Card of the given types and text.
func fakeCard(types, text string) (*carddb.Card, *rules.CardDef) {
	c := &carddb.Card{Name: "Test Card", Text: text, Layout: "normal"}
	d := &rules.CardDef{Name: c.Name, Text: text}
	for _, w := range strings.Fields(types) {
		if t, ok := rules.ParseCardType(w); ok {
			d.Types = d.Types.With(t)
		} else {
			d.Subtypes = append(d.Subtypes, strings.ToUpper(w[:1])+w[1:])
		}
	}
	if d.Types.Has(rules.Planeswalker) {
		d.Loyalty = 3
	}
	return c, d
}

// TestCompileGolden compiles every case and compares what it understood with
// testdata/compile.golden (go test ./oracle -run TestCompileGolden -update rewrites it).
func TestCompileGolden(t *testing.T) {
	var b strings.Builder
	for _, k := range compileCases {
		c, d := fakeCard(k.types, k.text)
		if err := Compile(c, d); err != nil {
			t.Errorf("%s %q: %v", k.types, k.text, err)
			continue
		}
		fmt.Fprintf(&b, "== %s\n%s\n--\n%s\n", k.types, k.text, Describe(d))
	}
	golden(t, "compile.golden", b.String())
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to write it)", err)
	}
	if string(want) != got {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := 0; i < len(gl) || i < len(wl); i++ {
			var g, w string
			if i < len(gl) {
				g = gl[i]
			}
			if i < len(wl) {
				w = wl[i]
			}
			if g != w {
				t.Fatalf("%s differs at line %d:\ngot  %q\nwant %q\n(-update rewrites it when the change is intended)", path, i+1, g, w)
			}
		}
	}
}

// TestUnknownLeavesCardAlone: a text with one sentence the compiler can't read is an
// *UnknownError naming that sentence, and the definition is left as it was, even though
// the other lines were understood (never half a card).
func TestUnknownLeavesCardAlone(t *testing.T) {
	cases := []struct {
		types, text, sentence string
	}{
		{"creature", "Flying\nWhen Test Card enters, draw a card.\nTest Card can't be the target of spells.", "CARDNAME can't be the target of spells."},
		{"instant", "Destroy target creature. Its controller investigates twice.", "Its controller investigates twice."},
		{"creature", "Flying\nProtection from multicolored", "Protection from multicolored"},
		{"sorcery", "Draw a card \"quoted\".", "Draw a card \"quoted\"."},
		{"enchantment", "No more than X creatures can attack each combat.", "No more than X creatures can attack each combat."},
		{"enchantment", "No more than two creatures can attack you each combat.", "No more than two creatures can attack you each combat."},
	}
	for _, k := range cases {
		c, d := fakeCard(k.types, k.text)
		before := Describe(d)
		err := Compile(c, d)
		var u *UnknownError
		if !errors.As(err, &u) {
			t.Errorf("%q: error %v, want an *UnknownError", k.text, err)
			continue
		}
		if u.Sentence != k.sentence && !strings.Contains(u.Error(), "quoted") {
			t.Errorf("%q: unknown sentence %q, want %q", k.text, u.Sentence, k.sentence)
		}
		if got := Describe(d); got != before || d.Keywords != 0 || len(d.Abilities) != 0 || d.Spell != nil {
			t.Errorf("%q: a failed compile changed the card:\n%s", k.text, got)
		}
	}
}

// TestShape: numbers and mana symbols are generalized, so one template counts once.
func TestShape(t *testing.T) {
	a := (&UnknownError{Sentence: "Cycling {2}{R}"}).Shape()
	b := (&UnknownError{Sentence: "Cycling {1}"}).Shape()
	if a != b || a != "Cycling {M}" {
		t.Errorf("shapes %q and %q, want both \"Cycling {M}\"", a, b)
	}
	if s := (&UnknownError{Sentence: "CARDNAME deals 3 damage to you."}).Shape(); s != "CARDNAME deals N damage to you." {
		t.Errorf("shape %q", s)
	}
}

// TestOnlySingleFaced: a split card is not compiled.
func TestOnlySingleFaced(t *testing.T) {
	c, d := fakeCard("instant", "Draw a card.")
	c.Layout = "split"
	if err := Compile(c, d); err == nil {
		t.Error("a split card compiled")
	}
}
