package ai

import (
	"sort"

	"github.com/ettinmtg/ettin/rules"
)

// The team rules of CR 805 and 810 ask which permanents to pay life for (Killing Wave,
// CR 810.9b: payLifeFor); which active player an effect refers to (Siren's Call, CR
// 805.9) or which attacking player (Souls of the Faultless, CR 805.10c): the opponent
// whose creatures matter most (mostThreatening), as that player loses the life; the cards
// to begin the game with on the battlefield (CR 805.3b): all of them (openingCards); the
// card to exile for one (Gemstone Caverns): the worst in hand (openingExile).

// openingExile picks the card the player would most like to be rid of (Gemstone Caverns).
func (c *ctx) openingExile(d rules.Decision) []int {
	hand := make([]rules.ObjID, len(d.Options))
	for i, o := range d.Options {
		hand[i] = o.Obj
	}
	p := d.Player
	if p == rules.NoPlayer {
		p = c.me
	}
	if w := c.worstCards(hand, 1, p); len(w) == 1 {
		for i, o := range d.Options {
			if o.Obj == w[0] {
				return []int{i}
			}
		}
	}
	return []int{0}
}

// payLifeFor keeps the most valuable permanents, paying n life for each while the team
// keeps a margin of more than 5 life (and within the choice's limit).
func (c *ctx) payLifeFor(d rules.Decision, n int) []int {
	idx := make([]int, len(d.Options))
	for i := range idx {
		idx[i] = i
	}
	val := func(i int) float64 {
		if o := d.Options[i].Obj; o != rules.NoObj {
			return combatValue(c.g, o)
		}
		return 0
	}
	sort.SliceStable(idx, func(a, b int) bool { return val(idx[a]) > val(idx[b]) })
	left := c.life(c.team)
	var out []int
	for _, i := range idx {
		if len(out) >= d.Max || left-n <= 5 {
			break
		}
		out = append(out, i)
		left -= n
	}
	sort.Ints(out)
	return out
}
