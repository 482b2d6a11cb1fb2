package deck

import (
	"fmt"
	"strings"

	"github.com/ettinmtg/ettin/carddb"
)

// Rules cited in Problem.Rule.
const (
	RuleConstructedSize = "CR 100.2a"                                                 // RuleConstructedSize cites the 60-card minimum of constructed decks.
	RuleCopies          = "CR 100.2a, 100.4a"                                         // RuleCopies cites the four-copy limit over deck and sideboard together.
	RuleCardText        = "CR 100.2a as changed by the card's own text"               // RuleCardText cites a card that sets its own copy limit.
	RuleSideboard       = "CR 100.4a"                                                 // RuleSideboard cites the 15-card limit of constructed sideboards.
	RuleUnified         = "2HG unified deck construction (CR 810 / tournament rules)" // RuleUnified cites the ban on card names shared by teammates' decks.
	RuleLimitedSize     = "CR 100.2b"                                                 // RuleLimitedSize cites the 40-card minimum of limited decks.
	RuleLimitedPool     = "CR 100.2b / 100.4c"                                        // RuleLimitedPool cites that 2HG limited decks come from the team's shared pool.
	RuleUnknown         = "card database"                                             // RuleUnknown marks a name that is not a card known to carddb.
	RuleImplemented     = "engine support"                                            // RuleImplemented marks a card the engine cannot play yet.
)

// Problem is one reason a deck may not be played.
type Problem struct {
	Deck    string // Deck is the deck's Name, "deck 1"/"deck 2" if it has none, "team" or "pool".
	Card    string // Card is the card concerned, "" for problems of the whole deck.
	Rule    string // Rule cites the rule broken, e.g. "CR 100.2a".
	Message string // Message says what is wrong, e.g. "5 copies in deck and sideboard; at most 4 allowed".
}

// String returns the problem as one line: deck, card, message and rule.
func (p Problem) String() string {
	var b strings.Builder
	b.WriteString(p.Deck)
	b.WriteString(": ")
	if p.Card != "" {
		b.WriteString(p.Card)
		b.WriteString(": ")
	}
	b.WriteString(p.Message)
	if p.Rule != "" {
		b.WriteString(" [" + p.Rule + "]")
	}
	return b.String()
}

// Problems is every problem found by a check, in a stable order.
type Problems []Problem

// Error lists the problems one per line.
func (ps Problems) Error() string {
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.String()
	}
	return strings.Join(lines, "\n")
}

// Err returns ps as an error, or nil if there are no problems; use it instead of
// assigning a nil Problems to an error, which would not compare equal to nil.
func (ps Problems) Err() error {
	if len(ps) == 0 {
		return nil
	}
	return ps
}

// tally is a deck's cards by canonical name, with the facts needed by the checks.
type tally struct {
	label   string
	counts  map[string]int // canonical name -> copies
	order   []string       // canonical names in order of first appearance
	cards   map[string]*carddb.Card
	unknown []Problem
}

// count resolves and adds up the given parts of a deck; unknown names are recorded
// once each as problems.
func count(label string, parts ...[]Entry) *tally {
	t := &tally{label: label, counts: map[string]int{}, cards: map[string]*carddb.Card{}}
	seenUnknown := map[string]bool{}
	for _, part := range parts {
		for _, e := range part {
			c, err := carddb.Lookup(e.Name)
			if err != nil {
				if !seenUnknown[e.Name] {
					seenUnknown[e.Name] = true
					t.unknown = append(t.unknown, Problem{Deck: label, Card: e.Name, Rule: RuleUnknown, Message: err.Error()})
				}
				continue
			}
			if _, ok := t.counts[c.Name]; !ok {
				t.order = append(t.order, c.Name)
				t.cards[c.Name] = c
			}
			t.counts[c.Name] += e.Count
		}
	}
	return t
}

// unimplemented reports each card of t that implemented rejects.
func (t *tally) unimplemented(implemented func(string) bool) []Problem {
	if implemented == nil {
		return nil
	}
	var ps []Problem
	for _, name := range t.order {
		if !implemented(name) {
			ps = append(ps, Problem{Deck: t.label, Card: name, Rule: RuleImplemented, Message: "not implemented yet; the engine refuses to play it"})
		}
	}
	return ps
}

func label(l *List, fallback string) string {
	if l != nil && l.Name != "" {
		return l.Name
	}
	return fallback
}

func orEmpty(l *List) *List {
	if l == nil {
		return &List{}
	}
	return l
}

// copyLimit returns how many copies of c a constructed deck may hold (-1: any number)
// and the rule that sets it. Some cards change the four-card limit in their own text:
// "A deck can have any number of cards named Relentless Rats.", "...only one card
// named...", "...up to seven cards named...".
func copyLimit(c *carddb.Card) (int, string) {
	if c.IsBasic() {
		return -1, RuleCopies
	}
	const prefix = "A deck can have "
	i := strings.Index(c.Text, prefix)
	if i < 0 {
		return 4, RuleCopies
	}
	rest := c.Text[i+len(prefix):]
	switch {
	case strings.HasPrefix(rest, "any number of cards named"):
		return -1, RuleCardText
	case strings.HasPrefix(rest, "only one card named"):
		return 1, RuleCardText
	case strings.HasPrefix(rest, "up to "):
		word, _, _ := strings.Cut(rest[len("up to "):], " ")
		if n, ok := smallNumbers[word]; ok {
			return n, RuleCardText
		}
	}
	return 4, RuleCopies
}

var smallNumbers = map[string]int{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10,
}

// CheckConstructed checks one deck played alone (a duel, a free-for-all, Team vs. Team,
// Emperor) for constructed play and returns every problem: fewer than 60 main-deck cards
// (CR 100.2a), more than 15 sideboard cards (CR 100.4a), more copies of a card than
// allowed in deck and sideboard together (CR 100.2a: 4 unless basic or the card's text
// says otherwise), names unknown to carddb and, if implemented is not nil, cards the engine
// cannot play yet. A nil list counts as empty.
func CheckConstructed(l *List, implemented func(name string) bool) Problems {
	l = orEmpty(l)
	lbl := label(l, "deck")
	var ps Problems
	if n := l.Cards(); n < 60 {
		ps = append(ps, Problem{Deck: lbl, Rule: RuleConstructedSize, Message: fmt.Sprintf("%d cards in the main deck; at least 60 required", n)})
	}
	if n := sum(l.Sideboard); n > 15 {
		ps = append(ps, Problem{Deck: lbl, Rule: RuleSideboard, Message: fmt.Sprintf("%d cards in the sideboard; at most 15 allowed", n)})
	}
	t := count(lbl, l.Main, l.Sideboard)
	ps = append(ps, t.unknown...)
	for _, name := range t.order {
		limit, rule := copyLimit(t.cards[name])
		if n := t.counts[name]; limit >= 0 && n > limit {
			ps = append(ps, Problem{Deck: lbl, Card: name, Rule: rule, Message: fmt.Sprintf("%d copies in deck and sideboard; at most %d allowed", n, limit)})
		}
	}
	return append(ps, t.unimplemented(implemented)...)
}

// CheckTwoHeadedGiantConstructed checks the two decks of a Two-Headed Giant team for
// constructed play and returns every problem: fewer than 60 main-deck cards (CR
// 100.2a), more than 15 sideboard cards (CR 100.4a), more copies of a card than
// allowed in deck and sideboard together (4 unless basic or the card's text says
// otherwise), a name other than a basic land in both teammates' lists (unified deck
// construction), names unknown to carddb and, if implemented is not nil, cards the
// engine cannot play yet. Names need not be resolved first. Nil lists count as empty.
func CheckTwoHeadedGiantConstructed(a, b *List, implemented func(name string) bool) Problems {
	var ps Problems
	decks := []*List{orEmpty(a), orEmpty(b)}
	tallies := make([]*tally, 2)
	for i, l := range decks {
		lbl := label(l, fmt.Sprintf("deck %d", i+1))
		if n := l.Cards(); n < 60 {
			ps = append(ps, Problem{Deck: lbl, Rule: RuleConstructedSize, Message: fmt.Sprintf("%d cards in the main deck; at least 60 required", n)})
		}
		if n := sum(l.Sideboard); n > 15 {
			ps = append(ps, Problem{Deck: lbl, Rule: RuleSideboard, Message: fmt.Sprintf("%d cards in the sideboard; at most 15 allowed", n)})
		}
		t := count(lbl, l.Main, l.Sideboard)
		tallies[i] = t
		ps = append(ps, t.unknown...)
		for _, name := range t.order {
			limit, rule := copyLimit(t.cards[name])
			if n := t.counts[name]; limit >= 0 && n > limit {
				ps = append(ps, Problem{Deck: lbl, Card: name, Rule: rule, Message: fmt.Sprintf("%d copies in deck and sideboard; at most %d allowed", n, limit)})
			}
		}
		ps = append(ps, t.unimplemented(implemented)...)
	}
	ta, tb := tallies[0], tallies[1]
	for _, name := range ta.order {
		if nb, shared := tb.counts[name]; shared && !ta.cards[name].IsBasic() {
			ps = append(ps, Problem{Deck: "team", Card: name, Rule: RuleUnified,
				Message: fmt.Sprintf("in both teammates' decks (%s: %d, %s: %d); apart from basic lands a card name may be in only one of them",
					ta.label, ta.counts[name], tb.label, nb)})
		}
	}
	return ps
}

// CheckLimited checks the two decks of a Two-Headed Giant team for limited play
// (sealed or draft) and returns every problem: fewer than 40 main-deck cards (CR
// 100.2b), names unknown to carddb, cards the engine cannot play yet (if implemented
// is not nil), and, if pool is not nil, cards other than basic lands that the two main
// decks together use more often than the team's shared pool (its Main and Sideboard)
// holds (CR 100.2b, 100.4c). The decks' own sideboards are not checked: in 2HG
// limited the team's sideboard is simply the rest of the pool.
func CheckLimited(a, b *List, pool *List, implemented func(string) bool) Problems {
	var ps Problems
	decks := []*List{orEmpty(a), orEmpty(b)}
	tallies := make([]*tally, 2)
	for i, l := range decks {
		lbl := label(l, fmt.Sprintf("deck %d", i+1))
		if n := l.Cards(); n < 40 {
			ps = append(ps, Problem{Deck: lbl, Rule: RuleLimitedSize, Message: fmt.Sprintf("%d cards in the main deck; at least 40 required", n)})
		}
		t := count(lbl, l.Main)
		tallies[i] = t
		ps = append(ps, t.unknown...)
		ps = append(ps, t.unimplemented(implemented)...)
	}
	if pool == nil {
		return ps
	}
	tp := count("pool", pool.Main, pool.Sideboard)
	ps = append(ps, tp.unknown...)
	ta, tb := tallies[0], tallies[1]
	names := append([]string(nil), ta.order...)
	for _, name := range tb.order {
		if _, ok := ta.counts[name]; !ok {
			names = append(names, name)
		}
	}
	for _, name := range names {
		c := ta.cards[name]
		if c == nil {
			c = tb.cards[name]
		}
		used := ta.counts[name] + tb.counts[name]
		if c.IsBasic() || used <= tp.counts[name] {
			continue
		}
		ps = append(ps, Problem{Deck: "team", Card: name, Rule: RuleLimitedPool,
			Message: fmt.Sprintf("%d in the two main decks (%s: %d, %s: %d) but %d in the team's pool",
				used, ta.label, ta.counts[name], tb.label, tb.counts[name], tp.counts[name])})
	}
	return ps
}

func sum(es []Entry) int {
	n := 0
	for _, e := range es {
		n += e.Count
	}
	return n
}
