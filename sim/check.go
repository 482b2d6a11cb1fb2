package sim

import (
	"fmt"
	"reflect"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// Check checks what must hold in any position of a game, from the game alone: each card
// is in exactly one zone and every card of the decks is somewhere, each team's life equals
// its starting life plus the changes the log reports, and each player's view shows the
// hands of the player's team (CR 810.5) and no card of an opponent's hand. It returns the
// first broken invariant, in one line.
func Check(g *rules.Game) error {
	if err := checkZones(g, deckCards(g), nil); err != nil {
		return err
	}
	lt := newLifeTracker(g)
	if err := lt.scan(g); err != nil {
		return err
	}
	return checkViews(g, 0, nil)
}

// CheckReplay checks that the game's log is a replay of it: a new game from the same
// config, given every action line of the log, reaches the same state.
func CheckReplay(g *rules.Game) error {
	r, err := rules.New(g.Config())
	if err != nil {
		return fmt.Errorf("replay: the game's config is refused: %v", err)
	}
	lines := bind.Actions(g)
	for i, line := range lines {
		if err := bind.ApplyLine(r, line); err != nil {
			return fmt.Errorf("replay: action line %d %q is refused: %v", i+1, line, err)
		}
	}
	if r.Hash() != g.Hash() || r.Over() != g.Over() || r.Winner() != g.Winner() {
		return fmt.Errorf("replay: the log's %d action lines end in a different state than the game", len(lines))
	}
	return nil
}

// Checker checks a game at every action as it is played: call Before with each action
// before applying it, After once it is applied, and End when the game is over. It keeps
// what it has read of the log, so each check costs little more than the action.
type Checker struct {
	// Decisions counts the actions checked.
	Decisions int
	cards     int
	life      *lifeTracker
	logSeen   int            // log entries whose views were checked
	hidden    []bool         // scratch: which objects the viewer may not see
	where     []int          // scratch: how many zones list each object
	acts      []rules.Action // scratch: the legal actions listed for Before
}

// NewChecker starts checking game g, which must be at its start.
func NewChecker(g *rules.Game) *Checker {
	return &Checker{cards: deckCards(g), life: newLifeTracker(g)}
}

// Before checks that action a, about to be applied, is among the legal actions when its
// kind is one the engine lists completely (pass, land, cast without X or assist, keep,
// mulligan).
func (c *Checker) Before(g *rules.Game, a rules.Action) error {
	c.Decisions++
	if !listedKind(a) {
		return nil
	}
	c.acts = g.AppendLegalActions(c.acts[:0])
	acts := c.acts
	for _, l := range acts {
		if sameAction(g, l, a) {
			return nil
		}
	}
	return fmt.Errorf("action %q is not among the %d legal actions of the %v decision", bind.FormatAction(g, a), len(acts), g.Pending().Kind)
}

// After checks the game after an action was applied: zones, life against the log, views.
func (c *Checker) After(g *rules.Game) error {
	if err := checkZones(g, c.cards, &c.where); err != nil {
		return err
	}
	if err := c.life.scan(g); err != nil {
		return err
	}
	if err := checkViews(g, c.logSeen, &c.hidden); err != nil {
		return err
	}
	c.logSeen = g.JournalLen()
	return nil
}

// End checks a finished game: the last checks of After, and the replay of its log.
func (c *Checker) End(g *rules.Game) error {
	if err := c.After(g); err != nil {
		return err
	}
	return CheckReplay(g)
}

// listedKind reports whether g.LegalActions lists every legal action of a's kind.
func listedKind(a rules.Action) bool {
	if a.X != 0 || a.Assist != rules.NoPlayer {
		return false
	}
	switch a.Kind {
	case rules.ActPass, rules.ActPlayLand, rules.ActCast, rules.ActKeep, rules.ActMulligan:
		return true
	}
	return false
}

// sameAction compares the fields that matter for an action's kind; copies of one card in
// a hand count as the same card.
func sameAction(g *rules.Game, a, b rules.Action) bool {
	if a.Kind != b.Kind {
		return false
	}
	if a.StackNamed() != b.StackNamed() {
		return false // Grand Melee: another stack (CR 807.5b)
	}
	switch a.Kind {
	case rules.ActPass:
		return a.Team == b.Team
	case rules.ActKeep, rules.ActMulligan:
		return a.Player == b.Player
	case rules.ActPlayLand, rules.ActCast:
		if a.Player != b.Player || !validObj(g, a.Obj) || !validObj(g, b.Obj) || g.Obj(a.Obj).Def != g.Obj(b.Obj).Def {
			return false
		}
		if len(a.Targets) != len(b.Targets) || (len(a.Targets) > 0 && !reflect.DeepEqual(a.Targets, b.Targets)) {
			return false
		}
		return a.X == b.X && a.Bestow == b.Bestow && a.Assist == b.Assist && a.AssistMana == b.AssistMana
	}
	return reflect.DeepEqual(a, b)
}

func validObj(g *rules.Game, id rules.ObjID) bool { return id >= 0 && int(id) < g.NumObjects() }

// deckCards is the number of cards the game's decks hold.
func deckCards(g *rules.Game) int {
	n := 0
	for _, t := range g.Config().Teams {
		for _, p := range t.Players {
			n += len(p.Deck)
		}
	}
	return n
}

// zoneReader is what checkZones reads of a game; a test gives it a game that lies.
type zoneReader interface {
	NumPlayers() int
	ZoneLen(p rules.PlayerID, z rules.Zone) int
	ZoneAt(p rules.PlayerID, z rules.Zone, i int) rules.ObjID
	Battlefield() []rules.ObjID
	Stack() []rules.StackItem
	OtherStacks() [][]rules.StackItem // Grand Melee: the other turn markers' stacks (CR 807.5)
	NumObjects() int
	ObjZone(id rules.ObjID) rules.Zone
	ObjDef(id rules.ObjID) *rules.CardDef
}

// playerZones are the zones each player has.
var playerZones = [...]rules.Zone{rules.ZoneLibrary, rules.ZoneHand, rules.ZoneGraveyard, rules.ZoneExile}

// checkZones checks that each object is in exactly one zone, as its Zone says, and that
// the zones hold the given number of cards (tokens aside). scratch, if not nil, is reused
// between calls.
func checkZones(g zoneReader, cards int, scratch *[]int) error {
	var where []int
	if scratch != nil {
		where = *scratch
	}
	if n := g.NumObjects(); cap(where) < n {
		where = make([]int, n, n+n/4)
	} else {
		where = where[:n]
		clear(where)
	}
	if scratch != nil {
		*scratch = where
	}
	bad := -1
	count := func(id rules.ObjID) {
		if id < 0 || int(id) >= len(where) {
			bad = int(id)
			return
		}
		where[id]++
	}
	for p := range rules.PlayerID(g.NumPlayers()) {
		for _, z := range playerZones {
			for i := range g.ZoneLen(p, z) {
				count(g.ZoneAt(p, z, i))
			}
		}
	}
	for _, id := range g.Battlefield() {
		count(id)
	}
	for _, s := range g.Stack() {
		if s.Spell {
			count(s.Obj)
		}
	}
	for _, st := range g.OtherStacks() {
		for _, s := range st {
			if s.Spell {
				count(s.Obj)
			}
		}
	}
	if bad != -1 {
		return fmt.Errorf("a zone lists object %d, which doesn't exist; expected ids below %d", bad, len(where))
	}
	n := 0
	for i := range where {
		// Zone and card only: copying each object (Obj) would cost more than the action.
		zone, def := g.ObjZone(rules.ObjID(i)), g.ObjDef(rules.ObjID(i))
		if zone == rules.ZoneNone {
			if where[i] != 0 {
				return fmt.Errorf("object %d (%s) has left the game's zones but is listed %d times; expected 0", i, def.Name, where[i])
			}
			continue
		}
		if where[i] != 1 {
			return fmt.Errorf("object %d (%s) in %s is listed in %d zones; expected exactly 1", i, def.Name, zone, where[i])
		}
		if !def.Token {
			n++
		}
	}
	if n != cards {
		return fmt.Errorf("%d cards are in the game's zones; expected the decks' %d", n, cards)
	}
	return nil
}

// lifeTracker follows each life total through the log's life lines: each team's, or each
// player's where players hold their own within a team (Team vs. Team with shared team
// turns, CR 805 and 808).
type lifeTracker struct {
	life      map[string]int
	perPlayer bool
	next      int // the next log entry to read
}

func newLifeTracker(g *rules.Game) *lifeTracker {
	lt := &lifeTracker{life: map[string]int{}, perPlayer: g.Config().Options.SharedTurns}
	for _, h := range lt.holders(g) {
		lt.life[h.name] = h.start
	}
	return lt
}

// holder is one life total: whose, where it starts and where it is.
type holder struct {
	name       string
	start, now int
}

// holders lists the game's life totals.
func (lt *lifeTracker) holders(g *rules.Game) []holder {
	var out []holder
	if lt.perPlayer {
		for p := range rules.PlayerID(g.NumPlayers()) {
			out = append(out, holder{g.Player(p).Name, g.Rules().StartingLife(1), g.PlayerLife(p)})
		}
		return out
	}
	for t := range rules.TeamID(g.NumTeams()) {
		out = append(out, holder{g.Team(t).Name, g.Rules().StartingLife(g.TeamSize(t)), g.Team(t).Life})
	}
	return out
}

// scan reads the journal entries not read yet and checks each life total against them.
func (lt *lifeTracker) scan(g *rules.Game) error {
	// Entry by entry: Journal would copy the whole journal at every check.
	for n := g.JournalLen(); lt.next < n; lt.next++ {
		ent, _ := g.JournalAt(lt.next)
		e := &ent
		delta := int(e.N)
		switch e.Kind {
		case rules.JLosesLife, rules.JPaysLife:
			delta = -delta
		case rules.JGainsLife:
		default:
			continue
		}
		if e.Team < 0 || int(e.Team) >= g.NumTeams() {
			return fmt.Errorf("journal entry %d changes the life of no team", lt.next)
		}
		name := g.Team(e.Team).Name
		if lt.perPlayer {
			name = g.Player(e.Player).Name
		}
		before, after := int(e.M), int(e.K)
		if lt.life[name] != before {
			return fmt.Errorf("%q starts from %d life; expected %s's %d", bind.Entry(g, *e), before, name, lt.life[name])
		}
		if before+delta != after {
			return fmt.Errorf("%q doesn't add up: %d %+d is not %d", bind.Entry(g, *e), before, delta, after)
		}
		lt.life[name] = after
	}
	for _, h := range lt.holders(g) {
		if lt.life[h.name] != h.now {
			return fmt.Errorf("%s has %d life; expected %d, its starting life plus the changes in the journal", h.name, h.now, lt.life[h.name])
		}
	}
	return nil
}

// checkViews checks each player's view: the hands of the player's team are shown as they
// are (CR 810.5), no card of an opponent's hand appears anywhere in it, and the log
// entries from index from on show no other team's secret. scratch, if not nil, is reused
// between calls.
func checkViews(g *rules.Game, from int, scratch *[]bool) error {
	var buf []bool
	if scratch == nil {
		scratch = &buf
	}
	for p := range rules.PlayerID(g.NumPlayers()) {
		v := g.ViewFrom(rules.PlayerID(p), from)
		me := g.Player(p).Team
		hidden := *scratch
		if n := g.NumObjects(); cap(hidden) < n {
			hidden = make([]bool, n, n+n/4)
		} else {
			hidden = hidden[:n]
			clear(hidden)
		}
		*scratch = hidden
		for q := range rules.PlayerID(g.NumPlayers()) {
			if !g.SeesHand(rules.PlayerID(p), q) {
				for zi := range g.ZoneLen(q, rules.ZoneHand) {
					id := g.ZoneAt(q, rules.ZoneHand, zi)
					hidden[id] = true
				}
			}
		}
		if len(v.Players) != g.NumPlayers() {
			return fmt.Errorf("%s's view has %d players; expected %d", g.Player(p).Name, len(v.Players), g.NumPlayers())
		}
		for q := range rules.PlayerID(g.NumPlayers()) {
			pv, pl := &v.Players[q], g.Player(rules.PlayerID(q))
			hand := g.Zone(rules.PlayerID(q), rules.ZoneHand)
			if pv.HandSize != len(hand) {
				return fmt.Errorf("%s's view gives %s %d cards in hand; expected %d", g.Player(p).Name, pl.Name, pv.HandSize, len(hand))
			}
			if !g.SeesHand(rules.PlayerID(p), rules.PlayerID(q)) {
				if len(pv.Hand) != 0 {
					return fmt.Errorf("%s's view shows %d cards of opponent %s's hand; expected none", g.Player(p).Name, len(pv.Hand), pl.Name)
				}
				continue
			}
			if len(pv.Hand) != len(hand) {
				return fmt.Errorf("%s's view shows %d cards of %s's hand; expected all %d (CR 810.5)", g.Player(p).Name, len(pv.Hand), pl.Name, len(hand))
			}
			for i, c := range pv.Hand {
				if c.ID != hand[i] {
					return fmt.Errorf("%s's view of %s's hand differs from the hand (CR 810.5)", g.Player(p).Name, pl.Name)
				}
			}
		}
		for q := range v.Players {
			for _, zone := range [][]rules.CardView{v.Players[q].Graveyard, v.Players[q].Exile} {
				for _, c := range zone {
					if hidden[c.ID] {
						return fmt.Errorf("%s's view shows %s, a card in an opponent's hand", g.Player(p).Name, c.Name)
					}
				}
			}
		}
		for _, pv := range v.Battlefield {
			if hidden[pv.ID] {
				return fmt.Errorf("%s's view shows %s on the battlefield, a card in an opponent's hand", g.Player(p).Name, pv.Name)
			}
		}
		n := g.JournalLen()
		if len(v.Journal) != n-from {
			return fmt.Errorf("%s's view has %d journal entries from entry %d; expected %d", g.Player(p).Name, len(v.Journal), from+1, n-from)
		}
		for i := range v.Journal {
			ent, _ := g.JournalAt(from + i)
			e, ve := &ent, &v.Journal[i]
			if e.VisibleTo(rules.PlayerID(p), me) {
				continue
			}
			if !ve.Hidden || ve.Card != nil || ve.Card2 != nil || ve.Obj != rules.NoObj || ve.Act != nil || ve.More != nil && len(ve.More.Objs) > 0 {
				return fmt.Errorf("%s's view of journal entry %d shows another team's secret: %q", g.Player(p).Name, from+i+1, bind.Entry(g, *ve))
			}
		}
	}
	return nil
}
