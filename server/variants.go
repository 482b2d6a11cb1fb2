package server

import (
	"fmt"
	"strings"

	"github.com/ettinmtg/ettin/rules"
)

// variantEntry is what the server needs to know of a variant to seat a table of it. The
// engine checks the rest of a table's shape (rules.New); a new rules.Variant is served
// once it has an entry in variantTable.
type variantEntry struct {
	V     rules.Variant `json:"-"`
	Name  string        `json:"name"`  // as a table request names it (rules.Variant.String)
	Title string        `json:"title"` // for people
	// MinSeats and MaxSeats bound the number of seats.
	MinSeats int `json:"minSeats"`
	MaxSeats int `json:"maxSeats"`
	// Alone: each player plays alone, a team of one named like the player (a seat's team
	// in the request is left out).
	Alone bool `json:"alone"`
	// Options: the table takes a range of influence and an attack option (CR 801-803).
	Options bool `json:"options"`
	// Deploy: the table takes the deploy creatures option (CR 804); Emperor has it always.
	Deploy bool `json:"deploy"`
	// Sides: a seat's team is a side of players who each play alone, with their own turns
	// and life, and win and lose together (Team vs. Team, Emperor: CR 808, 809).
	Sides bool `json:"sides"`
	// EmperorSeat: a seat may be marked its team's emperor (CR 809.2).
	EmperorSeat bool `json:"emperor"`
	// TeamDecks: a team's decks are checked together, two by two, as 2HG decks are
	// (decks.CheckTeam); else each deck alone.
	TeamDecks bool `json:"-"`
	// Aliases are other names a request may use.
	Aliases []string `json:"-"`
}

// variantTable lists the variants the server seats, the lobby's menu in its order.
var variantTable = []variantEntry{
	{V: rules.TwoHeadedGiant, Title: "Two-Headed Giant", MinSeats: 4, MaxSeats: 4, TeamDecks: true, Aliases: []string{"2hg", "two headed giant", "twoheadedgiant"}},
	{V: rules.Duel, Title: "Duel", MinSeats: 2, MaxSeats: 2, Alone: true},
	{V: rules.FreeForAll, Title: "Free-for-all", MinSeats: 3, MaxSeats: 8, Alone: true, Options: true, Aliases: []string{"ffa", "free for all"}},
	{V: rules.TeamVsTeam, Title: "Team vs. Team", MinSeats: 4, MaxSeats: 8, Options: true, Deploy: true, Sides: true, Aliases: []string{"team-vs-team", "team vs team", "team vs. team", "tvt"}},
	{V: rules.Emperor, Title: "Emperor", MinSeats: 6, MaxSeats: 8, Sides: true, EmperorSeat: true},
	// Grand Melee: one turn marker per full four players (CR 807.4a), so 8 seats or more
	// for turns taken at once; range 1 and attack left unless the table says otherwise
	// (807.2).
	{V: rules.GrandMelee, Title: "Grand Melee", MinSeats: 8, MaxSeats: 16, Alone: true, Options: true, Aliases: []string{"grand melee", "melee"}},
}

func init() {
	for i := range variantTable {
		variantTable[i].Name = variantTable[i].V.String()
	}
}

// findVariant is the entry a table request's variant names ("" is Two-Headed Giant).
func findVariant(name string) (variantEntry, error) {
	k := strings.ToLower(strings.TrimSpace(name))
	if k == "" {
		return variantTable[0], nil
	}
	var names []string
	for _, e := range variantTable {
		if k == e.Name || contains(e.Aliases, k) {
			return e, nil
		}
		names = append(names, e.Name)
	}
	return variantEntry{}, fmt.Errorf("variant %q: expected one of %s", name, strings.Join(names, ", "))
}

// variantOf is the entry of a stored table's variant (tables stored before variants were
// served say "2hg").
func variantOf(s tableSetup) (variantEntry, error) {
	e, err := findVariant(s.Variant)
	if err != nil {
		return e, fmt.Errorf("table %s: %w", s.ID, err)
	}
	return e, nil
}

// options is a table's multiplayer options as the engine takes them.
func (s tableSetup) options() (rules.Options, error) {
	var o rules.Options
	if s.Attack != "" {
		a, err := rules.ParseAttackOption(s.Attack)
		if err != nil {
			return o, err
		}
		o.Attack = a
	}
	o.Range = s.Range
	o.Deploy = s.Deploy
	o.SharedTurns = s.SharedTurns
	return o, nil
}
