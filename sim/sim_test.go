package sim

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/ettinmtg/ettin/cards"
	"github.com/ettinmtg/ettin/rules"
)

// testSeats are four 60-card decks of implemented cards, one per seat.
func testSeats(t testing.TB) [4]Seat {
	lists := [][]string{
		{"17 Mountain", "7 Forest", "4 Lightning Bolt", "4 Shock", "4 Grizzly Bears", "4 Hill Giant", "4 Raging Goblin", "4 Boggart Brute", "4 Giant Growth", "4 Colossal Dreadmaw", "4 Llanowar Elves"},
		{"12 Plains", "12 Island", "4 Serra Angel", "4 Counterspell", "4 Divination", "4 Youthful Knight", "4 Fencing Ace", "4 Pacifism", "4 Prodigal Sorcerer", "4 Essence Scatter", "4 Steady Progress"},
		{"24 Swamp", "4 Typhoid Rats", "4 Vampire Nighthawk", "4 Child of Night", "4 Murder", "4 Doom Blade", "4 Mind Rot", "4 Gray Merchant of Asphodel", "4 Ichor Rats", "4 Darksteel Myr"},
		{"12 Forest", "12 Plains", "4 Giant Spider", "4 Glistener Elf", "4 Gladecover Scout", "4 Naturalize", "4 Rampant Growth", "4 Fog", "4 Shanodin Dryads", "4 Lightning Helix", "4 Angelic Chorus"},
	}
	names := []string{"gruul", "azorius", "mono-black", "selesnya"}
	var out [4]Seat
	for i, l := range lists {
		out[i].Deck = names[i]
		for _, e := range l {
			num, name, _ := strings.Cut(e, " ")
			n, _ := strconv.Atoi(num)
			def, err := cards.Def(name)
			if err != nil || !def.Implemented {
				t.Fatalf("card %s: %v (implemented: %v)", name, err, def != nil && def.Implemented)
			}
			for range n {
				out[i].Cards = append(out[i].Cards, def)
			}
		}
	}
	return out
}

func testConfig(t testing.TB, games int) Config {
	s := testSeats(t)
	return Config{Games: games, Seed: 1, Edition: rules.Current, Teams: [2]Team{
		{Name: "Red", Seats: [2]Seat{s[0], s[1]}, AI: "random"},
		{Name: "Blue", Seats: [2]Seat{s[2], s[3]}, AI: "random"},
	}}
}

// TestDeterministicAcrossWorkers: the same seed gives the same games, result for result,
// whatever the number of workers; another seed gives other games.
func TestDeterministicAcrossWorkers(t *testing.T) {
	cfg := testConfig(t, 12)
	cfg.Workers = 1
	cfg.KeepGames = true
	a, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Workers = 2
	b, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a.Games, b.Games) {
		t.Fatal("1 worker and 2 workers gave different results for the same seed")
	}
	for _, g := range a.Games {
		if g.Err != "" {
			t.Fatalf("game %d: %s", g.Index, g.Err)
		}
	}
	cfg.Seed = 100
	c, _ := Run(cfg)
	same := 0
	for i := range a.Games {
		if a.Games[i].Turns == c.Games[i].Turns && a.Games[i].Actions == c.Games[i].Actions {
			same++
		}
	}
	if same == len(a.Games) {
		t.Fatal("seeds 1 and 100 gave the same games")
	}
}

func TestReportFormats(t *testing.T) {
	res, err := Run(testConfig(t, 10))
	if err != nil {
		t.Fatal(err)
	}
	r := Summarize(res)
	if r.Teams[0].Games+0 != 10-r.Errors || r.Teams[0].Wins+r.Teams[1].Wins+r.Draws != 10-r.Errors {
		t.Fatalf("wins %d + %d + draws %d don't add up to %d games", r.Teams[0].Wins, r.Teams[1].Wins, r.Draws, 10-r.Errors)
	}
	var buf bytes.Buffer
	if err := r.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	var back Report
	if err := json.Unmarshal(buf.Bytes(), &back); err != nil {
		t.Fatalf("the JSON report doesn't parse: %v", err)
	}
	if back.Games != 10 || back.Teams[1].Name != "Blue" {
		t.Fatalf("the JSON report reads back as %d games, team %q", back.Games, back.Teams[1].Name)
	}
	buf.Reset()
	if err := r.WriteCSV(&buf); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatalf("the CSV report doesn't parse: %v", err)
	}
	if !reflect.DeepEqual(rows[0], CSVHeader) {
		t.Fatalf("CSV header %v; expected %v", rows[0], CSVHeader)
	}
	if len(rows) != 1+2+len(r.Cards) || len(r.Cards) == 0 {
		t.Fatalf("CSV has %d rows; expected a header, 2 teams and %d cards", len(rows), len(r.Cards))
	}
	buf.Reset()
	if err := r.WriteText(&buf); err != nil || !strings.Contains(buf.String(), "95% CI") {
		t.Fatalf("text report: %v\n%s", err, buf.String())
	}
	buf.Reset()
	if err := r.WriteSVG(&buf); err != nil || !strings.HasPrefix(buf.String(), "<svg") || !strings.HasSuffix(buf.String(), "</svg>\n") {
		t.Fatalf("SVG: %v", err)
	}
}

func TestCheckFindsNoFailure(t *testing.T) {
	cfg := testConfig(t, 4)
	cfg.Check = true
	for _, ed := range []rules.Edition{rules.Current, rules.Ed2006} {
		cfg.Edition = ed
		res, err := Run(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := Summarize(res)
		if r.Check == nil || r.Check.Games != 4 || r.Check.Decisions == 0 {
			t.Fatalf("%s: check stats %+v; expected 4 games and some decisions", ed, r.Check)
		}
		for _, g := range r.Failed {
			t.Errorf("%s game %d (seed %d): %s", ed, g.Index, g.Seed, g.Err)
		}
	}
}

func TestCheckCatchesABrokenState(t *testing.T) {
	cfg := testConfig(t, 1)
	g, err := rules.New(GameConfig(&cfg, 0))
	if err != nil {
		t.Fatal(err)
	}
	if err := Check(g); err != nil {
		t.Fatalf("a new game fails the check: %v", err)
	}
	if err := checkZones(twoZones{g}, deckCards(g), nil); err == nil {
		t.Fatal("a card in two zones passes the check")
	}
}

// twoZones is a game whose first player's hand also lists the top card of their library.
type twoZones struct{ *rules.Game }

func (g twoZones) ZoneLen(p rules.PlayerID, z rules.Zone) int {
	if p == 0 && z == rules.ZoneHand {
		return g.Game.ZoneLen(p, z) + 1
	}
	return g.Game.ZoneLen(p, z)
}

func (g twoZones) ZoneAt(p rules.PlayerID, z rules.Zone, i int) rules.ObjID {
	if p == 0 && z == rules.ZoneHand && i == g.Game.ZoneLen(p, z) {
		return g.Game.ZoneAt(0, rules.ZoneLibrary, 0)
	}
	return g.Game.ZoneAt(p, z, i)
}

func TestEndOf(t *testing.T) {
	for c, want := range map[rules.EndCause]End{
		rules.EndLife: EndLife, rules.EndLifeAtPriority: EndLife, rules.EndPoison: EndPoison,
		rules.EndPlayerPoison: EndPoison, rules.EndEmptyLibrary: EndLibrary, rules.EndConcession: EndConcession,
		rules.EndWinEffect: EndEffect, rules.EndLoseEffect: EndEffect, rules.EndRangeWin: EndEffect, rules.EndTurnLimit: EndTurnLimit,
		rules.EndActionLimit: EndStalled, rules.EndNoProgress: EndStalled, rules.EndUnknown: EndOther,
	} {
		if got := EndOf(c); got != want {
			t.Errorf("EndOf(%d) = %q; expected %q", c, got, want)
		}
	}
}

func TestWilson(t *testing.T) {
	lo, hi := Wilson(50, 100)
	if lo < 0.40 || lo > 0.41 || hi < 0.59 || hi > 0.60 {
		t.Fatalf("Wilson(50, 100) = %.4f, %.4f; expected about 0.4038, 0.5962", lo, hi)
	}
	if lo, hi := Wilson(0, 0); lo != 0 || hi != 1 {
		t.Fatalf("Wilson(0, 0) = %v, %v; expected 0, 1", lo, hi)
	}
}

func TestMatrix(t *testing.T) {
	s := testSeats(t)
	cfg := testConfig(t, 2)
	teams := []Team{
		{Name: "A", Seats: [2]Seat{s[0], s[1]}},
		{Name: "B", Seats: [2]Seat{s[2], s[3]}},
		{Name: "C", Seats: [2]Seat{s[0], s[3]}},
	}
	m, err := RunMatrix(cfg, teams, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Pairings) != 3 || m.Cells[0][0] != nil || m.Cells[0][1] == nil || m.Cells[2][1].Games != 2-m.Pairings[2].Errors {
		t.Fatalf("matrix of 3 teams: %d pairings, cells %v", len(m.Pairings), m.Cells)
	}
	var buf bytes.Buffer
	if err := m.WriteCSV(&buf); err != nil {
		t.Fatal(err)
	}
	if rows, _ := csv.NewReader(&buf).ReadAll(); len(rows) != 1+6 {
		t.Fatalf("matrix CSV has %d rows; expected a header and 6", len(rows))
	}
}

func TestAILevelsDeterministic(t *testing.T) {
	cfg := testConfig(t, 4)
	cfg.Teams[0].AI = "heuristic"
	cfg.Workers = 1
	cfg.KeepGames = true
	a, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Workers = 2
	b, _ := Run(cfg)
	if !reflect.DeepEqual(a.Games, b.Games) {
		t.Fatal("heuristic games differ between 1 and 2 workers")
	}
	if _, err := NewPolicy("mcts", 1, 5); err != nil {
		t.Fatal(err)
	}
	if _, err := NewPolicy("genius", 1, 0); err == nil || !strings.Contains(err.Error(), "random, heuristic, mcts") {
		t.Fatalf("an unknown level gives %v; expected the list of levels", err)
	}
}

func TestFailuresShowSeedAndLog(t *testing.T) {
	r := &Report{Edition: "2006", Teams: [2]TeamStats{{Decks: [2]string{"Gorm's Grove", "B"}, AI: "random"}, {Decks: [2]string{"C", "D"}, AI: "mcts"}}, Failed: []GameResult{{Index: 3, Seed: 44, Err: "object 7 is listed in 2 zones", Log: []string{"Ann keeps", "# turn 1: Red's turn"}}}}
	var buf bytes.Buffer
	if err := r.WriteFailures(&buf); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"game 3 (seed 44", "ettin sim --games 1 --check --seed 44 --rules 2006 --red 'Gorm'\\''s Grove,B' --red-ai random --blue 'C,D' --blue-ai mcts", "object 7 is listed", "  Ann keeps\n", "  # turn 1: Red's turn\n"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("failure report lacks %q:\n%s", want, buf.String())
		}
	}
}

// TestCheckDuel plays checked duels with both AI levels: no failure, and each game's
// players are the two teams' first seats.
func TestCheckDuel(t *testing.T) {
	cfg := testConfig(t, 6)
	cfg.Check = true
	cfg.Variant = rules.Duel
	for _, level := range []string{"random", "heuristic"} {
		cfg.Teams[0].AI, cfg.Teams[1].AI = level, level
		res, err := Run(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := Summarize(res)
		if r.Variant != "duel" || r.Check == nil || r.Check.Games != 6 {
			t.Fatalf("%s: report variant %q, check stats %+v; expected duel and 6 games", level, r.Variant, r.Check)
		}
		for _, g := range r.Failed {
			t.Errorf("%s game %d (seed %d): %s", level, g.Index, g.Seed, g.Err)
		}
		if gc := GameConfig(&cfg, 0); len(gc.Teams) != 2 || len(gc.Teams[0].Players) != 1 {
			t.Fatalf("a duel's game config has teams %+v; expected two teams of one", gc.Teams)
		}
	}
}

// TestCheckFreeForAll plays checked five-player free-for-alls with range of influence 1
// with both AI levels: no failure, and the report says how to play a game again.
func TestCheckFreeForAll(t *testing.T) {
	cfg := testConfig(t, 3)
	cfg.Check = true
	cfg.Variant, cfg.Players, cfg.Options = rules.FreeForAll, 5, rules.Options{Range: 1}
	for _, level := range []string{"random", "heuristic"} {
		cfg.Teams[0].AI, cfg.Teams[1].AI = level, level
		res, err := Run(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := Summarize(res)
		if r.Check == nil || r.Check.Games != 3 {
			t.Fatalf("%s: check stats %+v; expected 3 games", level, r.Check)
		}
		for _, g := range r.Failed {
			t.Errorf("%s game %d (seed %d): %s", level, g.Index, g.Seed, g.Err)
		}
		if cmd := r.ReplayCommand(1); !strings.Contains(cmd, "--variant free-for-all --players 5 --range 1 --attack multiple") {
			t.Errorf("replay command %q doesn't repeat the variant and options", cmd)
		}
	}
	if gc := GameConfig(&cfg, 0); len(gc.Teams) != 5 || gc.Options.Range != 1 {
		t.Fatalf("a free-for-all's game config has %d teams, options %+v; expected 5 and range 1", len(gc.Teams), gc.Options)
	}
}

// TestCheckSides plays checked Team vs. Team and Emperor games with both AI levels: no
// failure; each game's winners are players of one team (CR 102.3) still in the game
// (104.2a), and the
// per-player report counts them; the report says how to play a game again.
func TestCheckSides(t *testing.T) {
	for _, c := range []struct {
		v       rules.Variant
		ed      rules.Edition
		players int
		opts    rules.Options
		want    string
	}{
		{rules.TeamVsTeam, rules.Current, 4, rules.Options{Deploy: true}, "--variant teams --players 4 --range 0 --attack multiple --size 2 --deploy"},
		{rules.TeamVsTeam, rules.Ed2006, 6, rules.Options{}, "--variant teams --players 6 --range 0 --attack multiple --size 2"},
		{rules.Emperor, rules.Current, 6, rules.Options{}, "--variant emperor --players 6 --size 3"},
	} {
		cfg := testConfig(t, 2)
		cfg.Check = true
		cfg.KeepGames = true // the test reads each game's winners
		cfg.Variant, cfg.Edition, cfg.Players, cfg.Options = c.v, c.ed, c.players, c.opts
		for _, level := range []string{"random", "heuristic"} {
			cfg.Teams[0].AI, cfg.Teams[1].AI = level, level
			res, err := Run(cfg)
			if err != nil {
				t.Fatal(err)
			}
			r := Summarize(res)
			for _, g := range r.Failed {
				t.Errorf("%s %s game %d (seed %d): %s", c.v, level, g.Index, g.Seed, g.Err)
			}
			gc := GameConfig(&cfg, 0)
			for _, g := range res.Games {
				if g.Winner < 0 {
					continue
				}
				// The winners are the players of one configured team, numbered team by team.
				var want uint32
				i := 0
				found := false
				for _, tc := range gc.Teams {
					var m uint32
					for range tc.Players {
						m |= 1 << uint(i)
						i++
					}
					if g.SeatsWon != 0 && g.SeatsWon&^m == 0 {
						found, want = true, m // winners: players of this team still in the game
					}
				}
				if !found || want == 0 {
					t.Fatalf("%s game %d: winners %b are not one team's players", c.v, g.Index, g.SeatsWon)
				}
			}
			if len(r.Seats) != c.players {
				t.Fatalf("%s: %d seats reported; expected %d", c.v, len(r.Seats), c.players)
			}
			if cmd := r.ReplayCommand(1); !strings.Contains(cmd, c.want) {
				t.Errorf("replay command %q doesn't contain %q", cmd, c.want)
			}
		}
	}
}

// TestTotalsMatchGames: the running totals a run folds its games into give the report
// that summing up every kept game gives, and a run that doesn't keep its games holds none.
func TestTotalsMatchGames(t *testing.T) {
	cfg := testConfig(t, 12)
	cfg.Workers = 2
	cfg.Check = true
	cfg.KeepGames = true
	res, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	folded := Summarize(res)
	res.totals = nil // Summarize sums up res.Games instead
	if whole := Summarize(res); !reflect.DeepEqual(folded, whole) {
		t.Fatalf("running totals report %+v; the kept games %+v", folded, whole)
	}
	if folded.Games != 12 || folded.Check == nil || folded.Check.Decisions == 0 || len(folded.Turns.Hist) == 0 {
		t.Fatalf("report of 12 checked games: %+v", folded)
	}
	cfg.KeepGames = false
	res, err = Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if res.Games != nil {
		t.Fatalf("a run without KeepGames kept %d games", len(res.Games))
	}
	if r := Summarize(res); r.Games != 12 || !reflect.DeepEqual(r.Turns, folded.Turns) {
		t.Fatalf("a run without KeepGames reports %d games, lengths %+v; expected 12, %+v", r.Games, r.Turns, folded.Turns)
	}
}

// TestUses counts a run's used cards: every card cast is among them, and so are the lands
// played, and Uses is empty without Config.Uses.
func TestUses(t *testing.T) {
	cfg := testConfig(t, 3)
	cfg.KeepGames = true
	res, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if r := Summarize(res); len(r.Uses) != 0 {
		t.Fatalf("%d uses without Config.Uses; expected none", len(r.Uses))
	}
	cfg.Uses = true
	if res, err = Run(cfg); err != nil {
		t.Fatal(err)
	}
	for _, g := range res.Games {
		used := map[string]bool{}
		for _, c := range g.Used {
			used[c] = true
		}
		for _, cs := range g.Casts {
			for _, c := range cs {
				if !used[c] {
					t.Errorf("game %d: %s was cast but isn't among the cards used %v", g.Index, c, g.Used)
				}
			}
		}
		lands := false
		for _, c := range g.Used {
			lands = lands || strings.HasSuffix(c, "Mountain") || strings.HasSuffix(c, "Plains") || strings.HasSuffix(c, "Forest") || strings.HasSuffix(c, "Swamp") || strings.HasSuffix(c, "Island")
		}
		if !lands {
			t.Errorf("game %d: no basic land among the cards used %v; expected the lands played", g.Index, g.Used)
		}
	}
	if r := Summarize(res); len(r.Uses) == 0 {
		t.Fatal("no card used in 3 games")
	}
}

// TestSeatsOwnDecksAndAI: players given their own deck or AI level (Config.Seats) play
// with them, and the report says so per player and gives each team's record. Cid, who
// plays for Blue, alone gets the gruul deck (heuristic): only Blue's casts can include a
// Lightning Bolt then.
func TestSeatsOwnDecksAndAI(t *testing.T) {
	s := testSeats(t)
	cfg := testConfig(t, 6)
	cfg.Teams[0].Seats = [2]Seat{s[1], s[1]}
	cfg.Teams[1].Seats = [2]Seat{s[2], s[2]}
	cfg.Variant, cfg.Options = rules.TeamVsTeam, rules.Options{SharedTurns: true}
	cfg.Seats = []SeatConfig{{}, {}, {Deck: s[0], AI: "heuristic"}}
	cfg.KeepGames, cfg.Check = true, true
	players, teams := SeatNames(&cfg)
	if strings.Join(players, " ") != "Ann Bob Cid Dan" || strings.Join(teams, " ") != "Red1 Red1 Blue1 Blue1" {
		t.Fatalf("SeatNames: %v %v", players, teams)
	}
	res, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	bolt := [2]bool{}
	for _, g := range res.Games {
		if g.Err != "" {
			t.Fatalf("game %d: %s", g.Index, g.Err)
		}
		for side, cs := range g.Casts {
			for _, c := range cs {
				bolt[side] = bolt[side] || c == "Lightning Bolt"
			}
		}
	}
	if bolt[0] || !bolt[1] {
		t.Errorf("Lightning Bolt cast by Red %v, by Blue %v; expected Blue only (Cid's own deck)", bolt[0], bolt[1])
	}
	r := Summarize(res)
	cid := r.Seats[2]
	if cid.Name != "Cid" || cid.Deck != "gruul" || cid.AI != "heuristic" || !cid.OwnDeck || !cid.OwnAI || r.Seats[3].Deck != "mono-black" || r.Seats[3].OwnAI {
		t.Errorf("seats %+v", r.Seats)
	}
	if len(r.TeamRecords) != 2 || r.TeamRecords[0].Wins+r.TeamRecords[1].Wins+r.Draws != r.Games-r.Errors ||
		strings.Join(r.TeamRecords[1].Players, ",") != "Cid,Dan" || r.TeamRecords[1].Wins != r.Teams[1].Wins {
		t.Errorf("team records %+v, sides %+v, draws %d", r.TeamRecords, r.Teams, r.Draws)
	}
	if cmd := r.ReplayCommand(1); !strings.Contains(cmd, "--shared-turns") || !strings.Contains(cmd, "--deck 'Cid=gruul' --ai 'Cid=heuristic'") {
		t.Errorf("replay command %q", cmd)
	}
	cfg.Variant = rules.TwoHeadedGiant
	cfg.Options = rules.Options{}
	if _, err := Run(cfg); err == nil || !strings.Contains(err.Error(), "per player are for free-for-all") {
		t.Errorf("2HG with per-player seats: %v", err)
	}
}

// TestMaxObjectsEndsAGameUnfinished: a game that makes more objects than MaxObjects stops
// there, unfinished (not a failure), as one that runs out of actions does.
func TestMaxObjectsEndsAGameUnfinished(t *testing.T) {
	cfg := testConfig(t, 2)
	cfg.Check, cfg.MaxObjects, cfg.KeepGames = true, 300, true // a game makes about 600
	res, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range res.Games {
		if r.Failed || !strings.Contains(r.Err, "objects were made") {
			t.Errorf("game %d: err %q, failed %v; expected it stopped unfinished by the object limit", r.Index, r.Err, r.Failed)
		}
	}
}
