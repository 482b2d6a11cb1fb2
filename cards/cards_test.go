package cards

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/carddb"
	"github.com/ettinmtg/ettin/rules"
)

// cardCase is one card the project plays, with a few facts checked about its definition.
type cardCase struct {
	name     string
	types    []rules.CardType // each must be among the card's types
	keywords []rules.Keyword  // each must be printed on the card
	subtypes []string         // each must be among the card's subtypes
	pt       string           // "P/T" for creatures with a fixed one
	check    func(t *testing.T, d *rules.CardDef)
}

var (
	tcCreature     = []rules.CardType{rules.Creature}
	tcInstant      = []rules.CardType{rules.Instant}
	tcSorcery      = []rules.CardType{rules.Sorcery}
	tcEnchantment  = []rules.CardType{rules.Enchantment}
	tcArtifact     = []rules.CardType{rules.Artifact}
	tcLand         = []rules.CardType{rules.Land}
	tcPlaneswalker = []rules.CardType{rules.Planeswalker}
)

func tcKw(ks ...rules.Keyword) []rules.Keyword { return ks }

// tcMana checks that the card has one mana ability making exactly the given kinds
// (bit i: ManaKind i, WUBRGC).
func tcMana(kinds uint8) func(t *testing.T, d *rules.CardDef) {
	return func(t *testing.T, d *rules.CardDef) {
		t.Helper()
		var got []uint8
		for _, a := range d.Abilities {
			if a.Kind == rules.ManaAbility {
				got = append(got, a.Produces)
			}
		}
		if len(got) != 1 || got[0] != kinds {
			t.Errorf("%s: mana abilities make %v, want one making %b", d.Name, got, kinds)
		}
	}
}

func tcBasic(kinds uint8) func(t *testing.T, d *rules.CardDef) {
	return func(t *testing.T, d *rules.CardDef) {
		t.Helper()
		if d.Super&rules.Basic == 0 {
			t.Errorf("%s is not basic", d.Name)
		}
		if !d.NoCost {
			t.Errorf("%s: a land has no mana cost and can't be cast (CR 202.1b)", d.Name)
		}
		tcMana(kinds)(t, d)
	}
}

func tcPartner(with string) func(t *testing.T, d *rules.CardDef) {
	return func(t *testing.T, d *rules.CardDef) {
		t.Helper()
		if d.PartnerWith != with {
			t.Errorf("%s: partner with %q, want %q", d.Name, d.PartnerWith, with)
		}
		if d.Super&rules.Legendary == 0 {
			t.Errorf("%s is not legendary", d.Name)
		}
		// CR 702.124j: the search trigger comes first, as printed.
		if len(d.Abilities) == 0 || d.Abilities[0].Kind != rules.TriggeredAbility || len(d.Abilities[0].Targets) != 1 ||
			d.Abilities[0].Targets[0].Kind != rules.TargetPlayer {
			t.Errorf("%s: first ability is not the partner trigger targeting a player", d.Name)
		}
	}
}

func tcAssist(t *testing.T, d *rules.CardDef) {
	t.Helper()
	if !d.Assist {
		t.Errorf("%s has no assist", d.Name)
	}
}

func tcLoyalty(loyalty int, changes ...int) func(t *testing.T, d *rules.CardDef) {
	return func(t *testing.T, d *rules.CardDef) {
		t.Helper()
		if d.Loyalty != loyalty {
			t.Errorf("%s: loyalty %d, want %d", d.Name, d.Loyalty, loyalty)
		}
		var got []int
		for _, a := range d.Abilities {
			if a.Kind == rules.LoyaltyAbility {
				got = append(got, a.Loyalty)
			}
		}
		if !slices.Equal(got, changes) {
			t.Errorf("%s: loyalty abilities %v, want %v", d.Name, got, changes)
		}
	}
}

func tcTarget(kind rules.TargetKind, count int) func(t *testing.T, d *rules.CardDef) {
	return func(t *testing.T, d *rules.CardDef) {
		t.Helper()
		if d.Spell == nil || len(d.Spell.Targets) != 1 || d.Spell.Targets[0].Kind != kind || max(1, d.Spell.Targets[0].Count) != count {
			t.Errorf("%s: spell targets %+v, want %d target(s) of kind %d", d.Name, d.Spell, count, kind)
		}
	}
}

const (
	tcW uint8 = 1 << iota
	tcU
	tcB
	tcR
	tcG
)

// tcAllCards lists every card the scenarios and the seeds use.
var tcAllCards = []cardCase{
	// Battlebond and the Two-Headed Giant cards.
	{name: "Virtus the Veiled", types: tcCreature, keywords: tcKw(rules.Deathtouch), subtypes: []string{"Azra", "Assassin"}, pt: "1/1", check: tcPartner("Gorm the Great")},
	{name: "Gorm the Great", types: tcCreature, keywords: tcKw(rules.Vigilance), subtypes: []string{"Giant", "Warrior"}, pt: "2/7", check: tcPartner("Virtus the Veiled")},
	{name: "Regna, the Redeemer", types: tcCreature, keywords: tcKw(rules.Flying), subtypes: []string{"Angel"}, pt: "4/4", check: tcPartner("Krav, the Unredeemed")},
	{name: "Krav, the Unredeemed", types: tcCreature, subtypes: []string{"Demon"}, pt: "3/3", check: tcPartner("Regna, the Redeemer")},
	{name: "Rushblade Commander", types: tcCreature, subtypes: []string{"Warrior"}, pt: "2/2"},
	{name: "Khorvath's Fury", types: tcSorcery},
	{name: "Bountiful Promenade", types: tcLand, check: func(t *testing.T, d *rules.CardDef) {
		if d.EntersTapped == nil {
			t.Errorf("%s: no enters-tapped condition", d.Name)
		}
		tcMana(tcG|tcW)(t, d)
	}},
	{name: "Huddle Up", types: tcSorcery, check: func(t *testing.T, d *rules.CardDef) { tcAssist(t, d); tcTarget(rules.TargetPlayer, 2)(t, d) }},
	{name: "Play of the Game", types: tcSorcery, check: tcAssist},
	{name: "Ajani Goldmane", types: tcPlaneswalker, subtypes: []string{"Ajani"}, check: tcLoyalty(4, 1, -1, -6)},
	{name: "Sorin Markov", types: tcPlaneswalker, subtypes: []string{"Sorin"}, check: tcLoyalty(4, 2, -3, -7)},
	{name: "Angelic Chorus", types: tcEnchantment},
	{name: "Manabarbs", types: tcEnchantment},
	{name: "Prodigal Sorcerer", types: tcCreature, subtypes: []string{"Wizard"}, pt: "1/1"},
	{name: "Seal of Fire", types: tcEnchantment},
	{name: "Llanowar Elves", types: tcCreature, subtypes: []string{"Elf", "Druid"}, pt: "1/1", check: tcMana(tcG)},
	{name: "Rampant Growth", types: tcSorcery},
	{name: "Mind Rot", types: tcSorcery, check: tcTarget(rules.TargetPlayer, 1)},
	{name: "Divination", types: tcSorcery},
	{name: "Naturalize", types: tcInstant},
	{name: "Murder", types: tcInstant},
	{name: "Doom Blade", types: tcInstant, check: func(t *testing.T, d *rules.CardDef) {
		if d.Spell == nil || len(d.Spell.Targets) != 1 || !d.Spell.Targets[0].Filter.NotColors.Has(rules.Black) {
			t.Errorf("%s: its target must exclude black creatures", d.Name)
		}
	}},
	{name: "Lightning Helix", types: tcInstant, check: tcTarget(rules.TargetAny, 1)},
	{name: "Lava Axe", types: tcSorcery, check: tcTarget(rules.TargetPlayerOrPlaneswalker, 1)},
	{name: "Shock", types: tcInstant, check: tcTarget(rules.TargetAny, 1)},
	{name: "Lightning Bolt", types: tcInstant, check: tcTarget(rules.TargetAny, 1)},
	{name: "Boros Reckoner", types: tcCreature, subtypes: []string{"Minotaur"}, pt: "3/3"},
	{name: "Gray Merchant of Asphodel", types: tcCreature, subtypes: []string{"Zombie"}, pt: "2/4"},
	{name: "Druid's Deliverance", types: tcInstant},
	{name: "Spiteful Returned", types: []rules.CardType{rules.Enchantment, rules.Creature}, pt: "1/1", check: func(t *testing.T, d *rules.CardDef) {
		if d.Bestow == nil || d.Bestow.String() != "{3}{B}" {
			t.Errorf("%s: bestow cost %v, want {3}{B}", d.Name, d.Bestow)
		}
	}},
	{name: "Howling Mine", types: tcArtifact},
	{name: "Wheel of Fortune", types: tcSorcery},
	{name: "Counterspell", types: tcInstant, check: tcTarget(rules.TargetSpell, 1)},
	{name: "Essence Scatter", types: tcInstant, check: tcTarget(rules.TargetSpell, 1)},
	{name: "Giant Growth", types: tcInstant},
	{name: "Act of Treason", types: tcSorcery},
	{name: "Pacifism", types: tcEnchantment, subtypes: []string{"Aura"}},
	{name: "Fog", types: tcInstant},
	{name: "Time Warp", types: tcSorcery, check: tcTarget(rules.TargetPlayer, 1)},
	{name: "Fatigue", types: tcSorcery, check: tcTarget(rules.TargetPlayer, 1)},
	{name: "Propaganda", types: tcEnchantment},
	{name: "Teferi's Moat", types: tcEnchantment, check: func(t *testing.T, d *rules.CardDef) {
		if d.AsEnters == nil || !d.AsEnters.ChooseColor {
			t.Errorf("%s: no color chosen as it enters", d.Name)
		}
	}},
	{name: "Platinum Angel", types: []rules.CardType{rules.Artifact, rules.Creature}, keywords: tcKw(rules.Flying), pt: "4/4"},
	{name: "Transcendence", types: tcEnchantment},
	{name: "Heartless Hidetsugu", types: tcCreature, pt: "4/3"},
	{name: "Flame Rift", types: tcSorcery},

	// Creatures with keywords and vanilla creatures.
	{name: "Grizzly Bears", types: tcCreature, subtypes: []string{"Bear"}, pt: "2/2"},
	{name: "Hill Giant", types: tcCreature, pt: "3/3"},
	{name: "Serra Angel", types: tcCreature, keywords: tcKw(rules.Flying, rules.Vigilance), pt: "4/4"},
	{name: "Giant Spider", types: tcCreature, keywords: tcKw(rules.Reach), pt: "2/4"},
	{name: "Boggart Brute", types: tcCreature, keywords: tcKw(rules.Menace), subtypes: []string{"Goblin", "Warrior"}, pt: "3/2"},
	{name: "Typhoid Rats", types: tcCreature, keywords: tcKw(rules.Deathtouch), pt: "1/1"},
	{name: "Vampire Nighthawk", types: tcCreature, keywords: tcKw(rules.Flying, rules.Deathtouch, rules.Lifelink), pt: "2/3"},
	{name: "Raging Goblin", types: tcCreature, keywords: tcKw(rules.Haste), pt: "1/1"},
	{name: "Wall of Stone", types: tcCreature, keywords: tcKw(rules.Defender), pt: "0/8"},
	{name: "Youthful Knight", types: tcCreature, keywords: tcKw(rules.FirstStrike), pt: "2/1"},
	{name: "Fencing Ace", types: tcCreature, keywords: tcKw(rules.DoubleStrike), pt: "1/1"},
	{name: "Colossal Dreadmaw", types: tcCreature, keywords: tcKw(rules.Trample), pt: "6/6"},
	{name: "Darksteel Myr", types: []rules.CardType{rules.Artifact, rules.Creature}, keywords: tcKw(rules.Indestructible), pt: "0/1"},
	{name: "Gladecover Scout", types: tcCreature, keywords: tcKw(rules.Hexproof), pt: "1/1"},
	{name: "Glistener Elf", types: tcCreature, keywords: tcKw(rules.Infect), pt: "1/1"},
	{name: "Child of Night", types: tcCreature, keywords: tcKw(rules.Lifelink), pt: "2/1"},
	{name: "Ichor Rats", types: tcCreature, keywords: tcKw(rules.Infect), pt: "2/1"},
	{name: "Stigma Lasher", types: tcCreature, keywords: tcKw(rules.Wither), pt: "2/2"},
	{name: "Platinum Emperion", types: []rules.CardType{rules.Artifact, rules.Creature}, pt: "8/8"},
	// Poison in Two-Headed Giant (CR 810.10a-d).
	{name: "Phyrexian Swarmlord", types: tcCreature, keywords: tcKw(rules.Infect), subtypes: []string{"Insect", "Horror"}, pt: "4/4"},
	{name: "Leeches", types: tcSorcery, check: tcTarget(rules.TargetPlayer, 1)},
	{name: "Melira, Sylvok Outcast", types: tcCreature, subtypes: []string{"Human", "Scout"}, pt: "2/2"},
	{name: "Viridian Betrayers", types: tcCreature, subtypes: []string{"Elf", "Warrior"}, pt: "3/1"},
	{name: "Corrupted Resolve", types: tcInstant, check: tcTarget(rules.TargetSpell, 1)},
	{name: "Septic Rats", types: tcCreature, keywords: tcKw(rules.Infect), subtypes: []string{"Rat"}, pt: "2/2"},
	{name: "Spectral Force", types: tcCreature, keywords: tcKw(rules.Trample), subtypes: []string{"Elemental", "Spirit"}, pt: "8/8"},
	{name: "Killing Wave", types: tcSorcery},
	{name: "Leyline of Sanctity", types: tcEnchantment, check: func(t *testing.T, d *rules.CardDef) {
		if !d.BeginOnBattlefield {
			t.Errorf("%s can't begin the game on the battlefield", d.Name)
		}
	}},
	{name: "Goblin Goon", types: tcCreature, subtypes: []string{"Goblin", "Mutant"}, pt: "6/6"},
	{name: "Mogg Toady", types: tcCreature, subtypes: []string{"Goblin"}, pt: "2/2"},
	{name: "Monstrous Hound", types: tcCreature, subtypes: []string{"Hound"}, pt: "4/4"},
	{name: "Siren's Call", types: tcInstant, check: func(t *testing.T, d *rules.CardDef) {
		if d.Spell == nil || !d.Spell.OpponentsTurnBeforeAttacks {
			t.Errorf("%s: no casting restriction", d.Name)
		}
	}},

	// Life, cards and turns (the seed examples).
	{name: "Steady Progress", types: tcInstant},
	{name: "Blessed Wind", types: tcSorcery, check: tcTarget(rules.TargetPlayer, 1)},
	{name: "Soul Conduit", types: tcArtifact},
	{name: "Reverse the Sands", types: tcSorcery},
	{name: "Beacon of Immortality", types: tcInstant, check: tcTarget(rules.TargetPlayer, 1)},
	{name: "Repay in Kind", types: tcSorcery},
	{name: "Biorhythm", types: tcSorcery},
	{name: "Lurking Evil", types: tcEnchantment},
	{name: "Lurking Jackals", types: tcEnchantment},
	{name: "Test of Endurance", types: tcEnchantment},
	{name: "Vision Skeins", types: tcInstant},
	{name: "Shanodin Dryads", types: tcCreature, keywords: tcKw(rules.Forestwalk), pt: "1/1"},

	// Basic lands (CR 305.6).
	{name: "Plains", types: tcLand, subtypes: []string{"Plains"}, check: tcBasic(tcW)},
	{name: "Island", types: tcLand, subtypes: []string{"Island"}, check: tcBasic(tcU)},
	{name: "Swamp", types: tcLand, subtypes: []string{"Swamp"}, check: tcBasic(tcB)},
	{name: "Mountain", types: tcLand, subtypes: []string{"Mountain"}, check: tcBasic(tcR)},
	{name: "Forest", types: tcLand, subtypes: []string{"Forest"}, check: tcBasic(tcG)},
}

// TestCardsImplemented checks that every card the project plays resolves by name, is
// implemented, and has the printed facts a few spot checks expect.
func TestCardsImplemented(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range tcAllCards {
		t.Run(c.name, func(t *testing.T) {
			if seen[c.name] {
				t.Fatalf("%s is listed twice", c.name)
			}
			seen[c.name] = true
			d, err := Def(c.name)
			if err != nil {
				t.Fatalf("Def(%q): %v", c.name, err)
			}
			if d.Name != c.name {
				t.Errorf("Def(%q).Name = %q", c.name, d.Name)
			}
			if !d.Implemented || !Implemented(c.name) {
				t.Errorf("%s is not implemented", c.name)
			}
			for _, ty := range c.types {
				if !d.Types.Has(ty) {
					t.Errorf("%s: types %v lack %v", c.name, d.Types, ty)
				}
			}
			for _, k := range c.keywords {
				if !d.Keywords.Has(k) {
					t.Errorf("%s: keywords lack %v", c.name, k)
				}
			}
			for _, s := range c.subtypes {
				if !slices.Contains(d.Subtypes, s) {
					t.Errorf("%s: subtypes %v lack %s", c.name, d.Subtypes, s)
				}
			}
			if c.pt != "" {
				if got := tcItoa(d.Power) + "/" + tcItoa(d.Toughness); got != c.pt || d.DynamicPT {
					t.Errorf("%s is %s (dynamic %v), want %s", c.name, got, d.DynamicPT, c.pt)
				}
			}
			if d.Types.Has(rules.Instant) || d.Types.Has(rules.Sorcery) {
				if d.Spell == nil || len(d.Spell.Effects) == 0 {
					t.Errorf("%s: an instant or sorcery without effects", c.name)
				}
			}
			if c.check != nil {
				c.check(t, d)
			}
			// Names are matched case-insensitively and give the same definition.
			if d2, err := Def(strings.ToUpper(c.name)); err != nil || d2 != d {
				t.Errorf("Def(%q) = %v, %v; want the same definition", strings.ToUpper(c.name), d2, err)
			}
		})
	}
}

func tcItoa(n int) string {
	if n < 0 {
		return "-" + tcItoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return tcItoa(n/10) + tcItoa(n%10)
}

// TestVanillaAndKeywordOnly checks that a card with no special text has no scripted
// abilities: the builder reads its keywords only.
func TestVanillaAndKeywordOnly(t *testing.T) {
	for _, name := range []string{"Grizzly Bears", "Hill Giant", "Serra Angel", "Vampire Nighthawk", "Colossal Dreadmaw"} {
		d := MustDef(name)
		if len(d.Abilities) != 0 || d.Spell != nil {
			t.Errorf("%s: %d abilities, spell %v; want none", name, len(d.Abilities), d.Spell)
		}
	}
}

func TestUnknownCardSuggests(t *testing.T) {
	_, err := Def("Lightening Bolt")
	if err == nil {
		t.Fatal(`Def("Lightening Bolt") succeeded; want an unknown card error`)
	}
	var u *carddb.UnknownCardError
	if !errors.As(err, &u) {
		t.Fatalf("error %v (%T) is not an UnknownCardError", err, err)
	}
	if len(u.Suggestions) == 0 || u.Suggestions[0] != "Lightning Bolt" {
		t.Errorf("suggestions %v; want Lightning Bolt first", u.Suggestions)
	}
	if !strings.Contains(err.Error(), "did you mean Lightning Bolt") {
		t.Errorf("error %q doesn't suggest Lightning Bolt", err)
	}
	if Implemented("Lightening Bolt") {
		t.Error("an unknown card is implemented")
	}
}

func TestKnownButUnscripted(t *testing.T) {
	for _, name := range []string{"Black Lotus", "Timetwister"} {
		d, err := Def(name)
		if err != nil {
			t.Fatalf("Def(%q): %v; want a known card", name, err)
		}
		if d.Name != name {
			t.Errorf("Def(%q).Name = %q", name, d.Name)
		}
		if d.Implemented || Implemented(name) {
			t.Errorf("%s is implemented; its text has no script", name)
		}
	}
	// A card that can't be implemented isn't castable: the engine refuses it by name.
	defer func() {
		if recover() == nil {
			t.Error(`MustDef("No Such Card At All") didn't panic`)
		}
	}()
	MustDef("No Such Card At All")
}
