package cards_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/decks"
	"github.com/ettinmtg/ettin/rules"
	"github.com/ettinmtg/ettin/sim"
)

// exerciseRound is one round of TestEveryCardPlayed: the cards still to use, in decks of
// group cards with copies of each; with fill, the rest of the deck is random cards of the
// group's colors; with alone, each game has one group, against three random decks.
type exerciseRound struct {
	group, copies int
	fill, alone   bool
}

// unexercised are the cards random decks don't give what they need to be used, with the
// reason; each has a scenario instead.
var unexercised = map[string]string{
	"Fodder Launch": "its additional cost sacrifices a Goblin, and black decks seldom hold one",
	"Trip Wire":     "it targets a creature with horsemanship, which few decks hold",
	"Decoy Ploy":    "it targets Villain and Hero cards in its caster's graveyard, which random decks seldom put there",
	"Soulscour":     "it costs ten mana, which random games seldom reach",
	// Fifteen mana, or twelve artifacts: card-autochthon-wurm-blinkmoth-infusion.yaml.
	"Autochthon Wurm":    "it costs fifteen mana, which convoke pays only with many creatures",
	"Blinkmoth Infusion": "it costs fourteen mana less one for each artifact, and few decks hold twelve",
	"Reshape the Earth":  "it costs nine mana, which random decks seldom reach in time",
	"Plague Wind":        "it costs nine mana, which random games seldom reach",
	// card-blightsteel-colossus.yaml.
	"Blightsteel Colossus": "it costs twelve mana, which random games seldom reach",
	// card-darksteel-colossus.yaml.
	"Darksteel Colossus": "it costs eleven mana, which random games seldom reach",
	// card-dragon-tyrant.yaml.
	"Dragon Tyrant": "it costs eight mana and asks {R}{R}{R}{R} each upkeep, which random games seldom reach",
}

// TestEveryCardPlayed plays every implemented card in checked random games (issue 14's
// "every card tested"): decks of a few cards each, three copies apiece, with basic lands of
// their colors, four decks a game; a card not used (cast, played, activated or triggered)
// in one round is dealt again in the next, in smaller groups with more copies, then alone
// in a deck filled with random cards of its colors, against random decks (other colors to
// target and answer). Any invariant break, refused action or panic fails the test; so does
// a card never used.
func TestEveryCardPlayed(t *testing.T) {
	pool := cards.Pool()
	var todo []*rules.CardDef
	for name := range unexercised {
		if !cards.Implemented(name) {
			t.Errorf("%s is listed as unexercised but isn't implemented; expected the list to hold implemented cards only", name)
		}
	}
	for _, d := range pool {
		if d.Super&rules.Basic == 0 && unexercised[d.Name] == "" {
			todo = append(todo, d)
		}
	}
	// By colors, so that a group's cards share their lands.
	slices.SortStableFunc(todo, func(a, b *rules.CardDef) int { return int(a.Colors) - int(b.Colors) })
	rounds := []exerciseRound{{8, 3, false, false}, {4, 6, false, false}, {2, 10, false, false}, {1, 8, true, false}}
	// Few cards are left by then, so many more rounds cost little; an expensive card
	// (nine mana) may need several games before a random player gets there.
	for range 30 {
		rounds = append(rounds, exerciseRound{1, 10, true, true})
	}
	games, decisions := 0, 0
	for r, round := range rounds {
		var groups [][]*rules.CardDef
		for i := 0; i < len(todo); i += round.group {
			groups = append(groups, todo[i:min(i+round.group, len(todo))])
		}
		n := (len(groups) + 3) / 4
		if round.alone {
			n = len(groups)
		}
		seed := uint64(1000 * (r + 1))
		deal := func(s uint64) [2][2][]*rules.CardDef {
			var out [2][2][]*rules.CardDef
			var rng rules.RNG
			rng.Seed(s)
			for k := range 4 {
				// The seats' groups a quarter of the pool apart: other colors to target,
				// block and answer.
				g := groups[(int(s-seed)+k*n)%len(groups)]
				if round.alone && k > 0 {
					out[k/2][k%2] = mustDeal(t, pool, &rng)
					continue
				}
				var spells []*rules.CardDef
				var colors rules.ColorSet
				for _, d := range g {
					colors |= d.Colors
					for range round.copies {
						spells = append(spells, d)
					}
				}
				if round.fill {
					out[k/2][k%2] = mustDeal(t, pool, &rng, spells...)
				} else {
					out[k/2][k%2] = decks.WithBasics(spells, colors)
				}
			}
			return out
		}
		cfg := sim.Config{Games: n, Seed: seed, Check: true, Uses: true, MaxTurns: 80, MaxActions: 20000, Deal: deal,
			Teams: [2]sim.Team{{Name: "Red", AI: "random"}, {Name: "Blue", AI: "random"}}}
		res, err := sim.Run(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rep := sim.Summarize(res)
		for _, g := range rep.Failed {
			if !g.Failed { // no end within the limits: a random player's long loop, not a fault
				t.Logf("round %d, game %d (seed %d): %s", r+1, g.Index, g.Seed, g.Err)
				continue
			}
			t.Errorf("round %d, game %d (seed %d): %s\n%s", r+1, g.Index, g.Seed, g.Err, strings.Join(g.Log[max(0, len(g.Log)-20):], "\n"))
		}
		used := map[string]bool{}
		for _, u := range rep.Uses {
			used[u.Card] = true
		}
		var left []*rules.CardDef
		for _, d := range todo {
			if !used[d.Name] && !halfUsed(d, used) {
				left = append(left, d)
			}
		}
		games += rep.Games
		decisions += rep.Check.Decisions
		t.Logf("round %d: %d cards in %d games, %d used, %d left", r+1, len(todo), rep.Games, len(todo)-len(left), len(left))
		todo = left
		if len(todo) == 0 {
			break
		}
	}
	t.Logf("%d checked games, %d decisions", games, decisions)
	if len(todo) > 0 {
		var names []string
		for _, d := range todo {
			names = append(names, d.Name)
		}
		t.Errorf("%d implemented cards never used in checked games: %s", len(names), strings.Join(names, "; "))
	}
}

// halfUsed reports whether a half of split card d was used: a split card is cast as one
// of its halves, named in the log by the half's name (CR 709.3).
func halfUsed(d *rules.CardDef, used map[string]bool) bool {
	for _, h := range d.Halves {
		if used[h.Name] {
			return true
		}
	}
	return false
}

// mustDeal is decks.Random for a pool known to hold cards to deal.
func mustDeal(t *testing.T, pool []*rules.CardDef, rng *rules.RNG, around ...*rules.CardDef) []*rules.CardDef {
	d, err := decks.Random(pool, rng, around...)
	if err != nil {
		t.Error(err)
	}
	return d
}
