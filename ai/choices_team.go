package ai

import (
	"fmt"
	"sort"
	"strings"

	"github.com/ettinmtg/ettin/rules"
)

// chooseTeamRules answers the choices the team rules of CR 805 and 810 ask: which
// permanents to pay life for (Killing Wave, CR 810.9b); which active player an effect
// refers to (Siren's Call, CR 805.9): the opponent whose creatures matter most, a
// teammate otherwise; which attacking player an ability refers to (Souls of the
// Faultless, CR 805.10c): likewise an opponent, as that player loses the life; the cards
// to begin the game with on the battlefield (CR 805.3b): all of them; the card to exile
// for one (Gemstone Caverns): the worst in hand. It reports false for any other choice.
func (c *ctx) chooseTeamRules(d rules.Decision) ([]int, bool) {
	switch {
	case strings.HasPrefix(d.Prompt, "choose the cards in your team's opening hands to begin the game"):
		all := make([]int, min(d.Max, len(d.Options)))
		for i := range all {
			all[i] = i
		}
		return all, true
	case d.Prompt == "choose a card to exile from your hand" && d.Player != rules.NoPlayer:
		// Gemstone Caverns: the card the player would most like to be rid of.
		hand := make([]rules.ObjID, len(d.Options))
		for i, o := range d.Options {
			hand[i] = o.Obj
		}
		if w := c.worstCards(hand, 1, d.Player); len(w) == 1 {
			for i, o := range d.Options {
				if o.Obj == w[0] {
					return []int{i}, true
				}
			}
		}
		return []int{0}, true
	case strings.HasPrefix(d.Prompt, "choose the active player"), strings.HasPrefix(d.Prompt, "choose the attacking player"):
		return []int{c.mostThreatening(d.Options)}, true
	case strings.HasPrefix(d.Prompt, "choose the permanents to pay "):
		var n int
		if _, err := fmt.Sscanf(d.Prompt, "choose the permanents to pay %d life", &n); err != nil || n <= 0 {
			return nil, false
		}
		return c.payLifeFor(d, n), true
	}
	return nil, false
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
