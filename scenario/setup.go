package scenario

import (
	"fmt"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// maxNumber bounds life, damage, counters and the like, so that engine arithmetic on them
// cannot overflow.
const maxNumber = 1000000000

// teams reads teams: and checks the Two-Headed Giant shape (CR 810.1, 810.11): two teams with
// the same number of players, at least two each.
func (l *loader) teams(s *Spec, n *yaml.Node) error {
	items, err := l.list(n, "teams", "[{name: Red, players: [{name: Ann}, {name: Abe}]}, {name: Blue, ...}]")
	if err != nil {
		return err
	}
	// Checked before reading the teams so that a file listing thousands is refused at once.
	if s.Sides() {
		if len(items) < 2 || len(items) > maxSeats {
			return l.errf(n, "%s needs 2 to %d teams, got %d (CR 808.1, 809.1)", s.Variant, maxSeats, len(items))
		}
	} else if len(items) != 2 {
		return l.errf(n, "two-headed-giant needs exactly 2 teams, got %d; expected two teams (CR 810.1)", len(items))
	}
	seen := make(map[string]string) // lower-cased name -> "team Red" / "player Ann", for messages
	for _, it := range items {
		t, err := l.team(s, it, seen)
		if err != nil {
			return err
		}
		s.Teams = append(s.Teams, t)
	}
	a, b := s.Teams[0], s.Teams[1]
	if s.Sides() {
		return nil // the engine checks the variant's shape (team sizes, CR 808.1, 809.1)
	}
	if len(a.Players) != len(b.Players) {
		return l.errf(items[1], "team %q has %d players but team %q has %d; expected teams of the same size (CR 810.1, 810.11)",
			b.Name, len(b.Players), a.Name, len(a.Players))
	}
	return nil
}

// claim records a team or player name, refusing one already used by any team or player.
func (l *loader) claim(n *yaml.Node, seen map[string]string, what, name string) error {
	key := strings.ToLower(name)
	if prev, dup := seen[key]; dup {
		return l.errf(n, "%s name %q is already used by %s; expected names unique among teams and players (compared ignoring case)", what, name, prev)
	}
	seen[key] = fmt.Sprintf("%s %q (line %d)", what, name, n.Line)
	return nil
}

// team reads one team.
func (l *loader) team(s *Spec, n *yaml.Node, seen map[string]string) (TeamSpec, error) {
	m, err := l.fields(n, "team", teamKeys...)
	if err != nil {
		return TeamSpec{}, err
	}
	t := TeamSpec{Line: n.Line}
	f, ok := m["name"]
	if !ok {
		return t, l.errf(n, "team has no name; expected name: such as Red")
	}
	if t.Name, err = l.name(f.val, "team"); err != nil {
		return t, err
	}
	if err := l.claim(f.val, seen, "team", t.Name); err != nil {
		return t, err
	}
	if f, ok := m["life"]; ok && !isNull(f.val) {
		v, err := l.integer(f.val, "life", -maxNumber, maxNumber)
		if err != nil {
			return t, err
		}
		t.Life = &v
	}
	if f, ok := m["poison"]; ok && !isNull(f.val) {
		v, err := l.integer(f.val, "poison", 0, maxNumber)
		if err != nil {
			return t, err
		}
		// A team poison count would be silently ignored by the older editions.
		if v != 0 && (s.Rules == "2006" || s.Rules == "2008") {
			return t, l.errf(f.val, "team poison is shared only in the current and 2011 editions; with rules %s expected poison: on each player", s.Rules)
		}
		t.Poison = &v
	}
	f, ok = m["players"]
	if !ok || isNull(f.val) {
		return t, l.errf(n, "team %q has no players; expected players: with at least 2 players (CR 810.1)", t.Name)
	}
	items, err := l.list(f.val, "players", "[{name: Ann}, {name: Abe}]")
	if err != nil {
		return t, err
	}
	switch {
	case len(items) < 2 && !s.Sides():
		return t, l.errf(f.val, "team %q has %d player(s); expected at least 2 (CR 810.1)", t.Name, len(items))
	case len(items) < 1:
		return t, l.errf(f.val, "team %q has no players; expected at least 1 (CR 808.1)", t.Name)
	case len(items) > MaxPlayersPerTeam:
		return t, l.errf(f.val, "team %q has %d players; expected at most %d", t.Name, len(items), MaxPlayersPerTeam)
	}
	for _, it := range items {
		p, err := l.player(s, it, seen)
		if err != nil {
			return t, err
		}
		t.Players = append(t.Players, p)
	}
	return t, nil
}

// player reads one player and their zones.
func (l *loader) player(s *Spec, n *yaml.Node, seen map[string]string) (PlayerSpec, error) {
	m, err := l.fields(n, "player", playerKeys...)
	if err != nil {
		return PlayerSpec{}, err
	}
	p := PlayerSpec{Line: n.Line}
	f, ok := m["name"]
	if !ok {
		return p, l.errf(n, "player has no name; expected name: such as Ann")
	}
	if p.Name, err = l.name(f.val, "player"); err != nil {
		return p, err
	}
	if err := l.claim(f.val, seen, "player", p.Name); err != nil {
		return p, err
	}
	zones := []struct {
		key string
		dst *[]CardSpec
	}{
		{"hand", &p.Hand}, {"battlefield", &p.Battlefield}, {"library", &p.Library},
		{"graveyard", &p.Graveyard}, {"exile", &p.Exile},
	}
	for _, z := range zones {
		f, ok := m[z.key]
		if !ok {
			continue
		}
		if *z.dst, err = l.zone(f.val, z.key); err != nil {
			return p, err
		}
	}
	_, p.LibrarySet = m["library"]
	if f, ok := m["poison"]; ok && !isNull(f.val) {
		if p.Poison, err = l.integer(f.val, "poison", 0, maxNumber); err != nil {
			return p, err
		}
		// A player's own poison would be silently ignored by the newer editions.
		if p.Poison != 0 && s.Rules != "2006" && s.Rules != "2008" && s.Variant == DefaultVariant {
			return p, l.errf(f.val, "a player's own poison counts only in the 2006 and 2008 editions; with rules %s expected poison: on the team", s.Rules)
		}
	}
	if f, ok := m["energy"]; ok && !isNull(f.val) {
		if p.Energy, err = l.integer(f.val, "energy", 0, maxNumber); err != nil {
			return p, err
		}
	}
	if f, ok := m["life"]; ok && !isNull(f.val) {
		if s.Variant == DefaultVariant {
			return p, l.errf(f.val, "in two-headed-giant life is the team's; expected life: on the team")
		}
		v, err := l.integer(f.val, "life", -maxNumber, maxNumber)
		if err != nil {
			return p, err
		}
		p.Life = &v
	}
	if f, ok := m["range"]; ok && !isNull(f.val) {
		if !s.multiplayerOptions() {
			return p, l.errf(f.val, "variant %s has no range of influence (CR 801); expected no range:", s.Variant)
		}
		if p.Range, err = l.integer(f.val, "range", 1, 100); err != nil {
			return p, err
		}
	}
	if f, ok := m["emperor"]; ok && !isNull(f.val) {
		if s.Variant != "emperor" {
			return p, l.errf(f.val, "emperor: marks a player only in the emperor variant")
		}
		p.Emperor = strings.EqualFold(f.val.Value, "true")
	}
	if f, ok := m["deck"]; ok {
		if p.Deck, err = l.str(f.val, "deck"); err != nil {
			return p, err
		}
		if p.Deck != "" && p.LibrarySet {
			return p, l.errf(f.val, "player %q has both deck: and library:; expected one of them (the deck is the library)", p.Name)
		}
	}
	if !p.LibrarySet && p.Deck == "" {
		if err := l.tally(n, "library", DefaultLibrarySize); err != nil {
			return p, err
		}
		p.Library = []CardSpec{{Card: DefaultLibraryCard, Count: DefaultLibrarySize, Line: n.Line}}
	}
	return p, nil
}

// tally adds count cards of zone to the file's totals, refusing a file over the limits.
func (l *loader) tally(n *yaml.Node, zone string, count int) error {
	l.cards += count
	if l.cards > MaxCards {
		return l.errf(n, "more than %d cards in the file (default libraries of %d count too); expected fewer", MaxCards, DefaultLibrarySize)
	}
	if zone == "battlefield" {
		l.permanents += count
		if l.permanents > MaxPermanents {
			return l.errf(n, "more than %d permanents in the file; expected fewer", MaxPermanents)
		}
	}
	return nil
}

// zone reads one zone list.
func (l *loader) zone(n *yaml.Node, zone string) ([]CardSpec, error) {
	items, err := l.list(n, zone, "[Forest, 3 Grizzly Bears, {card: Serra Angel, tapped: true}]")
	if err != nil {
		return nil, err
	}
	cards := make([]CardSpec, 0, len(items))
	for _, it := range items {
		c, err := l.card(it, zone)
		if err != nil {
			return nil, err
		}
		if err := l.tally(it, zone, c.Count); err != nil {
			return nil, err
		}
		cards = append(cards, c)
	}
	return cards, nil
}

// card reads one zone entry: "Name", "N Name", or a mapping with card: and status keys.
func (l *loader) card(n *yaml.Node, zone string) (CardSpec, error) {
	c := CardSpec{Count: 1, Line: n.Line}
	if err := l.noAlias(n); err != nil {
		return c, err
	}
	switch n.Kind {
	case yaml.ScalarNode:
		s, err := l.str(n, "card")
		if err != nil {
			return c, err
		}
		c.Card, c.Count, err = splitCount(s)
		if err != nil {
			return c, l.errf(n, "%s", err)
		}
		return c, nil
	case yaml.MappingNode:
		return l.cardMapping(n, zone)
	}
	return c, l.errf(n, "an entry of %s is %s; expected a card name, \"N Name\" or {card: Name, ...}", zone, describe(n))
}

// splitCount splits "3 Grizzly Bears" into the name and the count; a name without a leading
// number counts 1. A card whose name starts with a number needs the {card: ...} form.
func splitCount(s string) (string, int, error) {
	if s == "" {
		return "", 0, fmt.Errorf("empty card entry; expected a card name such as Grizzly Bears")
	}
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == 0 {
		return s, 1, nil
	}
	rest := strings.TrimSpace(s[i:])
	if i == len(s) || rest == "" {
		return "", 0, fmt.Errorf("%q is a number with no card name; expected \"N Name\" such as 3 Grizzly Bears", s)
	}
	if s[i] != ' ' && s[i] != '\t' {
		return s, 1, nil // digits glued to letters ("1996World") belong to the name
	}
	count, err := strconv.Atoi(s[:i])
	if err != nil || count < 1 || count > MaxCount {
		return "", 0, fmt.Errorf("count %s in %q is out of range; expected 1 to %d (write {card: %s} for a name starting with a number)", s[:i], s, MaxCount, s)
	}
	return rest, count, nil
}

// cardMapping reads the {card: Name, ...} form of a zone entry.
func (l *loader) cardMapping(n *yaml.Node, zone string) (CardSpec, error) {
	c := CardSpec{Count: 1, Line: n.Line}
	m, err := l.fields(n, "card", cardKeys...)
	if err != nil {
		return c, err
	}
	f, ok := m["card"]
	if !ok {
		return c, l.errf(n, "card entry has no card:; expected {card: Name, ...}")
	}
	// The name is taken literally here: {card: 1996 World Champion} is one card.
	if c.Card, err = l.str(f.val, "card"); err != nil {
		return c, err
	}
	if c.Card == "" {
		return c, l.errf(f.val, "card: is empty; expected a card name")
	}
	// Status only makes sense on the battlefield, except counters, which exiled cards
	// carry too (suspend's time counters); refusing them elsewhere catches misplaced entries.
	for _, k := range []string{"tapped", "sick", "damage", "chosen", "attached", "owner", "prepared"} {
		if f, ok := m[k]; ok && zone != "battlefield" {
			return c, l.errf(f.key, "%s: applies only to battlefield cards, not %s; expected it on a battlefield: entry", k, zone)
		}
	}
	if f, ok := m["counters"]; ok && zone != "battlefield" && zone != "exile" {
		return c, l.errf(f.key, "counters: apply only to battlefield and exile cards, not %s; expected them on a battlefield: or exile: entry", zone)
	}
	if f, ok := m["count"]; ok {
		if c.Count, err = l.integer(f.val, "count", 1, MaxCount); err != nil {
			return c, err
		}
	}
	if f, ok := m["tapped"]; ok {
		if c.Tapped, err = l.boolean(f.val, "tapped"); err != nil {
			return c, err
		}
	}
	if f, ok := m["sick"]; ok {
		if c.Sick, err = l.boolean(f.val, "sick"); err != nil {
			return c, err
		}
	}
	if f, ok := m["prepared"]; ok {
		if c.Prepared, err = l.boolean(f.val, "prepared"); err != nil {
			return c, err
		}
	}
	if f, ok := m["damage"]; ok {
		if c.Damage, err = l.integer(f.val, "damage", 0, maxNumber); err != nil {
			return c, err
		}
	}
	for _, s := range []struct {
		key string
		dst *string
	}{{"chosen", &c.Chosen}, {"attached", &c.Attached}, {"face", &c.Face}, {"owner", &c.Owner}} {
		if f, ok := m[s.key]; ok {
			if *s.dst, err = l.str(f.val, s.key); err != nil {
				return c, err
			}
		}
	}
	if f, ok := m["counters"]; ok {
		if c.Counters, err = l.counters(f.val); err != nil {
			return c, err
		}
	}
	return c, nil
}

// counters reads {kind: N, ...}.
func (l *loader) counters(n *yaml.Node) (map[string]int, error) {
	if isNull(n) {
		return nil, nil
	}
	if n.Kind != yaml.MappingNode {
		return nil, l.errf(n, "counters is %s; expected a mapping such as {+1/+1: 2, loyalty: 3}", describe(n))
	}
	out := make(map[string]int, len(n.Content)/2)
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		kind, err := l.str(k, "counter kind")
		if err != nil {
			return nil, err
		}
		if kind == "" {
			return nil, l.errf(k, "empty counter kind; expected a kind such as +1/+1 or loyalty")
		}
		if _, dup := out[kind]; dup {
			return nil, l.errf(k, "counter kind %q given twice; expected each kind once", kind)
		}
		if err := l.noAlias(v); err != nil {
			return nil, err
		}
		if out[kind], err = l.integer(v, kind+" counters", 0, maxNumber); err != nil {
			return nil, err
		}
	}
	if len(out) == 0 {
		return nil, nil
	}
	return out, nil
}

// multiplayerOptions reports whether the variant takes the multiplayer options of CR
// 801-804 (not Two-Headed Giant, whose rules fix them, nor the duel).
func (s *Spec) multiplayerOptions() bool {
	return s.Variant != DefaultVariant && s.Variant != "duel"
}

// maxSeats bounds the players of a players: list.
const maxSeats = 16

// lonePlayers reads players: for the variants where each player plays alone: each player
// is a team of one named like the player, seated in the order listed.
func (l *loader) lonePlayers(s *Spec, n *yaml.Node) error {
	items, err := l.list(n, "players", "[{name: Ann}, {name: Bob}]")
	if err != nil {
		return err
	}
	switch {
	case s.Variant == "duel" && len(items) != 2:
		return l.errf(n, "a duel has 2 players, got %d; expected two players", len(items))
	case s.Variant == "free-for-all" && len(items) < 3:
		return l.errf(n, "a free-for-all has 3 or more players, got %d (CR 800.1)", len(items))
	case s.Variant == "grand-melee" && len(items) < 4:
		return l.errf(n, "a grand melee has 4 or more players (one turn marker for each full four), got %d (CR 807.4a)", len(items))
	case len(items) < 2 || len(items) > maxSeats:
		return l.errf(n, "%s has %d players; expected 2 to %d", s.Variant, len(items), maxSeats)
	}
	seen := make(map[string]string)
	for _, it := range items {
		p, err := l.player(s, it, seen)
		if err != nil {
			return err
		}
		s.Teams = append(s.Teams, TeamSpec{Name: p.Name, Life: p.Life, Players: []PlayerSpec{p}, Line: p.Line})
	}
	return nil
}

// optionKeys are the keys of options:.
var optionKeys = []string{"range", "attack", "deploy", "shared-turns", "seating"}

// options reads options: (CR 801-804).
func (l *loader) options(s *Spec, n *yaml.Node) error {
	if !s.multiplayerOptions() {
		return l.errf(n, "variant %s takes no multiplayer options; expected no options:", s.Variant)
	}
	m, err := l.fields(n, "options", optionKeys...)
	if err != nil {
		return err
	}
	if f, ok := m["range"]; ok && !isNull(f.val) {
		if s.Options.Range, err = l.integer(f.val, "range", 1, 100); err != nil {
			return err
		}
	}
	if f, ok := m["attack"]; ok && !isNull(f.val) {
		v, err := l.str(f.val, "attack")
		if err != nil {
			return err
		}
		switch v = strings.ToLower(v); v {
		case "left", "right", "multiple":
			s.Options.Attack = v
		default:
			return l.errf(f.val, "unknown attack option %q; expected left, right or multiple", v)
		}
	}
	if f, ok := m["deploy"]; ok && !isNull(f.val) {
		if f.val.Kind != yaml.ScalarNode || f.val.ShortTag() != "!!bool" {
			return l.errf(f.val, "deploy is %s; expected true or false", describe(f.val))
		}
		s.Options.Deploy = strings.EqualFold(f.val.Value, "true")
	}
	if f, ok := m["shared-turns"]; ok && !isNull(f.val) {
		if f.val.Kind != yaml.ScalarNode || f.val.ShortTag() != "!!bool" {
			return l.errf(f.val, "shared-turns is %s; expected true or false", describe(f.val))
		}
		s.Options.SharedTurns = strings.EqualFold(f.val.Value, "true")
		if s.Options.SharedTurns && (s.Variant != "teams" || s.Rules != "current") {
			return l.errf(f.val, "the shared team turns option (CR 805) is for variant teams under rules current; got variant %s under rules %s", s.Variant, s.Rules)
		}
	}
	if f, ok := m["seating"]; ok && !isNull(f.val) {
		v, err := l.str(f.val, "seating")
		if err != nil {
			return err
		}
		switch v = strings.ToLower(v); {
		case v != "random" && v != "listed":
			return l.errf(f.val, "unknown seating %q; expected listed or random", v)
		case v == "random" && s.Variant != "grand-melee" && s.Variant != "free-for-all":
			return l.errf(f.val, "seating: random is for variants free-for-all and grand-melee (CR 806.3, 807.3); variant %s seats its players as listed", s.Variant)
		}
		s.Options.RandomSeats = v == "random"
	}
	return nil
}
