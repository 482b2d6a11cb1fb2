package sealed

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/rules"
)

// ErrQuit is Build's error when the person quits instead of finishing their deck.
var ErrQuit = errors.New("deck building abandoned")

// BuilderHelp lists the builder's commands.
const BuilderHelp = `Commands:
  list              the pool: number, copies left, name, cost, type (* not implemented: can't be played)
  deck              your deck so far
  add [N] CARD      add N copies (default 1) of a pool card, by name, part of a name or #number;
                    basic lands (Plains, Island, Swamp, Mountain, Forest) are free: add 8 Forest
  remove [N] CARD   take N copies out of the deck (back to the pool)
  basics            fill the deck to 40 cards with basic lands, by its mana symbols
  clear             empty the deck
  done              finish (a limited deck has at least 40 cards, CR 100.2b)
  quit              stop without a deck
`

// builder is the state of a line-based deck building session.
type builder struct {
	out    io.Writer
	names  []string // pool names, sorted: the list's numbering
	have   map[string]int
	rarity map[string]Rarity
	deck   map[string]int // pool cards in the deck
	basics [5]int
	name   string
}

// Build lets a person build a deck at a terminal from a pool: commands are read from in
// one per line (see BuilderHelp) and answers written to out. The deck starts as start
// (nil: empty); the person may add any playable card of the pool, as many copies as the
// pool holds, and basic lands freely. It returns the deck when the person says done with
// at least 40 cards; ErrQuit if they quit; an error if the input ends first.
func Build(in *bufio.Reader, out io.Writer, pool []Card, start *Deck, name string) (*Deck, error) {
	b := &builder{out: out, have: map[string]int{}, rarity: map[string]Rarity{}, deck: map[string]int{}, name: name}
	for _, c := range pool {
		if slices.Contains(basicNames[:], c.Name) {
			continue // basics are free
		}
		if b.have[c.Name] == 0 {
			b.names = append(b.names, c.Name)
			b.rarity[c.Name] = c.Rarity
		}
		b.have[c.Name]++
	}
	slices.Sort(b.names)
	if start != nil {
		for _, n := range start.Cards {
			if b.have[n]-b.deck[n] > 0 {
				b.deck[n]++
			}
		}
		b.basics = start.Basics
	}
	fmt.Fprintf(out, "Build %s from your team's pool of %d cards (basic lands are free). Type help for the commands.\n", name, len(pool))
	b.showDeck()
	for {
		fmt.Fprint(out, "build> ")
		line, err := in.ReadString('\n')
		if line == "" && err != nil {
			fmt.Fprintln(out)
			return nil, fmt.Errorf("the input ended before done (%d cards in the deck)", b.size())
		}
		cmd, rest, _ := strings.Cut(strings.TrimSpace(line), " ")
		rest = strings.TrimSpace(rest)
		switch strings.ToLower(cmd) {
		case "":
		case "help", "?":
			fmt.Fprint(out, BuilderHelp)
		case "list", "pool", "ls":
			b.list()
		case "deck":
			b.showDeck()
		case "add":
			b.change(rest, +1)
		case "remove", "rm":
			b.change(rest, -1)
		case "basics":
			b.fillBasics()
		case "clear":
			clear(b.deck)
			b.basics = [5]int{}
			fmt.Fprintln(out, "The deck is empty.")
		case "done":
			if n := b.size(); n < MinDeck {
				fmt.Fprintf(out, "The deck has %d cards; a limited deck has at least %d (CR 100.2b). Add cards, or type basics.\n", n, MinDeck)
				continue
			}
			return b.result(), nil
		case "quit", "exit":
			return nil, ErrQuit
		default:
			fmt.Fprintf(out, "Unknown command %q; type help for the commands.\n", cmd)
		}
	}
}

func (b *builder) size() int {
	n := 0
	for _, k := range b.deck {
		n += k
	}
	for _, k := range b.basics {
		n += k
	}
	return n
}

func (b *builder) result() *Deck {
	d := &Deck{Name: b.name, Basics: b.basics}
	for _, n := range b.names {
		for range b.deck[n] {
			d.Cards = append(d.Cards, n)
		}
		if b.deck[n] > 0 {
			if def, err := cards.Def(n); err == nil {
				d.Colors |= def.Colors
			}
		}
	}
	return d
}

// describe is a card's cost and type for the lists, e.g. "{1}{G} Creature 2/2".
func describe(name string) (string, bool) {
	d, err := cards.Def(name)
	if err != nil {
		return "", false
	}
	var types []string
	for t := rules.CardType(0); t <= rules.Tribal; t++ {
		if d.Types.Has(t) {
			types = append(types, t.String())
		}
	}
	s := strings.Join(types, " ")
	if d.Types.Has(rules.Creature) {
		s += fmt.Sprintf(" %d/%d", d.Power, d.Toughness)
	}
	if !d.NoCost {
		s = d.Cost.String() + " " + s
	}
	return s, d.Implemented
}

func (b *builder) list() {
	for i, n := range b.names {
		desc, ok := describe(n)
		mark := " "
		if !ok {
			mark = "*"
		}
		fmt.Fprintf(b.out, "%4d %s %2d left  %-32s %-9s %s\n", i+1, mark, b.have[n]-b.deck[n], n, b.rarity[n], desc)
	}
}

func (b *builder) showDeck() {
	fmt.Fprintf(b.out, "%s: %d cards\n", b.name, b.size())
	var curve [7]int
	for _, n := range b.names {
		if k := b.deck[n]; k > 0 {
			desc, _ := describe(n)
			fmt.Fprintf(b.out, "  %d %s  %s\n", k, n, desc)
			if d, err := cards.Def(n); err == nil && !d.Types.Has(rules.Land) {
				curve[min(d.Cost.Value(0), 6)] += k
			}
		}
	}
	for c, k := range b.basics {
		if k > 0 {
			fmt.Fprintf(b.out, "  %d %s\n", k, basicNames[c])
		}
	}
	fmt.Fprintf(b.out, "  curve (mana value 0-6+): %v\n", curve)
}

// change adds (sign +1) or removes (-1) cards named by "[N] CARD".
func (b *builder) change(arg string, sign int) {
	n := 1
	if first, rest, ok := strings.Cut(arg, " "); ok {
		if k, err := strconv.Atoi(first); err == nil {
			n, arg = k, strings.TrimSpace(rest)
		}
	}
	if arg == "" || n < 1 {
		fmt.Fprintln(b.out, "Expected [N] CARD, e.g. add 2 Grizzly Bears or remove #12.")
		return
	}
	if c := basicIndex(arg); c >= 0 {
		if sign < 0 && b.basics[c] < n {
			fmt.Fprintf(b.out, "The deck has %d %s.\n", b.basics[c], basicNames[c])
			return
		}
		b.basics[c] += sign * n
		fmt.Fprintf(b.out, "%s: %d in the deck; %d cards.\n", basicNames[c], b.basics[c], b.size())
		return
	}
	name, err := b.find(arg)
	if err != nil {
		fmt.Fprintln(b.out, err)
		return
	}
	if sign > 0 {
		if _, ok := describe(name); !ok {
			fmt.Fprintf(b.out, "%s is not implemented yet: it can't be played.\n", name)
			return
		}
		if left := b.have[name] - b.deck[name]; left < n {
			fmt.Fprintf(b.out, "The pool has %d more %s; you asked for %d.\n", left, name, n)
			return
		}
	} else if b.deck[name] < n {
		fmt.Fprintf(b.out, "The deck has %d %s.\n", b.deck[name], name)
		return
	}
	b.deck[name] += sign * n
	fmt.Fprintf(b.out, "%s: %d in the deck; %d cards.\n", name, b.deck[name], b.size())
}

// basicIndex is the color index of a basic land's name, -1 for other names.
func basicIndex(s string) int {
	for c, n := range basicNames {
		if strings.EqualFold(s, n) {
			return c
		}
	}
	return -1
}

// find resolves a card of the pool: "#K", an exact name (any case), or a part of one
// name.
func (b *builder) find(arg string) (string, error) {
	if k, ok := strings.CutPrefix(arg, "#"); ok {
		i, err := strconv.Atoi(k)
		if err != nil || i < 1 || i > len(b.names) {
			return "", fmt.Errorf("no pool card #%s; the list numbers 1 to %d", k, len(b.names))
		}
		return b.names[i-1], nil
	}
	var part []string
	for _, n := range b.names {
		if strings.EqualFold(n, arg) {
			return n, nil
		}
		if strings.Contains(strings.ToLower(n), strings.ToLower(arg)) {
			part = append(part, n)
		}
	}
	switch len(part) {
	case 1:
		return part[0], nil
	case 0:
		return "", fmt.Errorf("no card %q in the pool; type list to see it", arg)
	}
	if len(part) > 4 {
		part = append(part[:4], "...")
	}
	return "", fmt.Errorf("%q names several cards of the pool: %s", arg, strings.Join(part, ", "))
}

// fillBasics adds basic lands up to 40 cards, by the deck's mana symbols.
func (b *builder) fillBasics() {
	need := MinDeck - b.size()
	if need <= 0 {
		fmt.Fprintf(b.out, "The deck has %d cards already.\n", b.size())
		return
	}
	var spells []*rules.CardDef
	var colors rules.ColorSet
	for _, n := range b.names {
		if d, err := cards.Def(n); err == nil {
			for range b.deck[n] {
				spells = append(spells, d)
			}
			if b.deck[n] > 0 {
				colors |= d.Colors
			}
		}
	}
	add := SplitBasics(spells, colors, need)
	for c := range add {
		b.basics[c] += add[c]
	}
	fmt.Fprintf(b.out, "Added %d basic lands; %d cards.\n", need, b.size())
}
