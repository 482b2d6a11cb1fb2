package rules

import (
	"fmt"
	"slices"
	"strings"
)

// TeamConfig names a team and its players with their decks (top of library first unless
// the game shuffles).
type TeamConfig struct {
	Name    string
	Players []PlayerConfig
}

// PlayerConfig is one seat: a name and a deck.
type PlayerConfig struct {
	Name string
	Deck []*CardDef
	// Range is the player's own range of influence (CR 801.2a) where players take their
	// own turns; 0: the game's Options.Range (in Emperor, CR 809.3a and 809.6a).
	Range int
	// Emperor marks the team's emperor in the Emperor variant; with none marked, the
	// player in the middle of the team is (CR 809.2).
	Emperor bool
}

// Config says how to set up a game.
type Config struct {
	Variant Variant
	// Options are the multiplayer options where the variant leaves them open
	// (free-for-all, CR 806.2).
	Options Options
	Edition Edition
	Teams   []TeamConfig
	Seed    uint64
	// MaxTurns ends a game that runs too long as a draw (CR 104.4b stands in for loops the
	// engine can't prove); zero means 200, and 200 more for each full four players beyond
	// the first four.
	MaxTurns int
	// MaxActions ends a game as a draw after this many applied actions, which catches a
	// loop of actions that never reaches the next turn (CR 104.4b); zero means 20,000, by
	// the same measure as MaxTurns.
	MaxActions int
	// StartingTeam fixes the starting team instead of drawing it with the RNG (CR 103.1);
	// NoTeam draws it. It indexes Teams: in Team vs. Team and Emperor a configured team,
	// whose starting player is fixed by CR 808.4 or is its emperor (CR 809.4).
	StartingTeam TeamID
	// NoShuffle keeps the decks in the given order (scenarios); otherwise libraries are
	// shuffled at the start (CR 103.3).
	NoShuffle bool
	// SkipMulligans starts with opening hands kept (scenarios and some simulations).
	SkipMulligans bool
}

// Team is a team of players sharing a life total and poison counters (CR 810.4, 810.10).
type Team struct {
	Name    string
	members []PlayerID
	Life    int
	Poison  int // shared poison (current and 2011 editions)
	// Lost: the team has left the game: it lost, or the game was a draw for it (CR 801.15).
	Lost bool
	// GainedLife is whether a player of the team gained life this turn.
	GainedLife bool
	// SkipDraw counts the team's draw steps still to skip (CR 805.8).
	SkipDraw int
	// SkipTurns counts the team's turns still to skip (CR 614.10a, 805.8).
	SkipTurns int
	// TurnsTaken counts the turns the team has begun.
	TurnsTaken int
}

// Player is one player: zones, per-turn counts and per-player state.
type Player struct {
	Name        string
	Team        TeamID
	library     []ObjID // top first
	hand        []ObjID
	graveyard   []ObjID // top last
	exile       []ObjID
	Pool        Pool
	LandsPlayed int
	Poison      int // per-player poison (2006 and 2008 editions of 2HG, every other variant)
	// life is the player's own life total where teammates share turns but not life
	// (Team vs. Team with shared team turns, lifeHeld); elsewhere the team holds it.
	life int
	// Range is the player's range of influence in seats (CR 801.2); 0 is unlimited.
	Range        int
	Lost         bool
	DrewEmpty    bool // tried to draw from an empty library since the last SBA check (CR 704.5b)
	CantGainLife bool // for the rest of the game (an effect, not a permanent)
	Mulligans    int
	Kept         bool
	Controller   PlayerID // who makes this player's decisions (CR 805.8, Sorin Markov); NoPlayer: self
	ControlNext  PlayerID // takes control at this player's next turn
	// LifeLost and LifeGained this turn, for the log and "if you gained life" conditions.
	LifeLost, LifeGained int
	// Damaged: the player was dealt damage this turn (bloodthirst, CR 702.54a).
	Damaged bool
	// KeepMana: mana in the pool that doesn't empty as steps end this turn (CR 106.4).
	KeepMana Pool
	// ReverseLossTurn: the turn in which the next loss of the game is replaced (Stunning
	// Reversal); 0: none.
	ReverseLossTurn int
	// UntappedLandsAtStart: the untapped lands the player controlled as this turn began
	// ("the number of untapped lands they controlled at the beginning of this turn").
	UntappedLandsAtStart int
	// SpellsCast this turn and SpellsCastLastTurn, the turn before ("if no spells were
	// cast last turn", "if a player cast two or more spells last turn").
	SpellsCast, SpellsCastLastTurn int
	// Drawn counts the cards the player drew this turn ("your second card each turn").
	Drawn int
	// Energy is the player's energy counters (CR 107.14, 122.1; energy.go).
	Energy int
	// EnduringStory: the player has an enduring story for the rest of the game (storied,
	// rules/storied.go).
	EnduringStory bool
	// Speed is the player's speed, 0 for none (CR 702.179; speed.go), and SpeedTurn the
	// turn in which it last increased (once each turn, 702.179d).
	Speed, SpeedTurn int
	// tally is what happened to the player this turn (thisturn.go).
	tally playerTally
}

// Game is the whole state of one game. Clone gives an independent copy; copying the struct
// doesn't (the copies would share objects, objtable.go). A Game is not safe for concurrent
// use, not even to clone it from two goroutines at once: Clone changes the original too.
type Game struct {
	cfg     Config
	teams   []Team
	players []Player
	// sides groups the teams into the teams of CR 102.3, and teamSide is each team's side
	// (sides.go); both are fixed at setup and shared by clones.
	sides       []Side
	teamSide    []SideID
	objs        objTable
	battlefield []ObjID // in order of entering
	stack       []StackItem
	effects     []ContEffect
	rng         RNG

	turn     turnState
	stage    stage
	wait     wait
	priority TeamID
	passes   int

	pendingTriggers []pendingTrigger
	events          []Event
	choice          *choiceState // a choice asked during resolution or a cost
	combat          combatState
	mull            mulliganState

	journal   journal
	timestamp int
	// moment numbers the instants at which events happen: events with the same moment
	// happened simultaneously (one effect, one round of state-based actions), which is what
	// leaves-the-battlefield triggers look back at (CR 603.10a).
	moment  int
	over    bool
	winner  TeamID
	actions int // actions applied, for the action limit
	// checkedAt is actions when givePriority last gave priority, its checks done (layers,
	// triggers, state-based actions); settled says that the pass just applied changed
	// nothing since then, so the givePriority that follows in the same Apply skips the
	// checks, which would find what they found then. A cache (perf.go).
	checkedAt int
	settled   bool
	// anyStartEngines: an object with start your engines! was made in this game, so
	// speed is looked after (speed.go).
	anyStartEngines bool
	nextItem        int // last stack item id

	extraTurns []extraTurn // last added is taken first (CR 500.7)

	damageLog []damageRec // damage dealt to permanents this turn, by source controller
	colorless bool        // objects off the battlefield were made colorless (Mycosynth Lattice)

	planX int // X of the spell being planned, while its targets are checked (transient)
	// castNowOn, castNowObj: an effect lets the owner of card castNowObj cast it as it
	// resolves (madness, CR 702.35a): planCast checks neither priority nor timing for it
	// (transient, set only while that cast is listed or planned; madness.go).
	castNowOn  bool
	castNowObj ObjID
	// costTargets: the targets of the spell being planned, while its cost is determined
	// ("costs {2} less to cast if it targets a tapped creature"; transient).
	costTargets []Target

	// spellsCastThisTurn counts the instant and sorcery spells cast this turn.
	spellsCastThisTurn int
	// tally is what happened in the game this turn (thisturn.go).
	tally gameTally

	// layered and sbaPerm are what the last layer pass and the last state-based actions
	// about permanents found, to skip the next while nothing they read changed
	// (changes.go).
	layered layersRecord
	sbaPerm permanentsRecord
	// listing caches derived facts while LegalActions runs (perf.go); empty otherwise.
	listing listMemo
	// scratch holds buffers reused from one listing to the next; never shared with a clone.
	scratch *scratchBufs
	// battlefieldOut is the copy of battlefield that Battlefield hands out. The game never
	// reads it: a caller that wrote into it only makes the next call copy again.
	battlefieldOut []ObjID
	// arena is the array Clone cut this game's zone lists from; spare is a discarded copy
	// whose memory the next Clone copies into (perf.go). Neither is part of the state.
	arena []ObjID
	spare *Game
	// bf summarizes the abilities on the battlefield while it holds the same permanents;
	// defChanges counts the definitions changed in place (copy effects), which it depends
	// on too (perf.go).
	bf         bfSummary
	defChanges int

	// melee holds the turn markers of a Grand Melee game (melee.go); nil in every other
	// variant.
	melee *meleeState

	// repl is the replacement pipeline's view of the resolving instruction (replace.go);
	// empty between instructions.
	repl replState
}

// extraTurn is an extra turn to come: the team that takes it and an id, unique in the
// game, that effects waiting for "that turn" name (CR 500.7).
type extraTurn struct {
	Team TeamID
	ID   int
}

type turnState struct {
	Team            TeamID
	Number          int // turns begun in the game, 1 = the first
	Step            Step
	started         bool
	firstStrikeStep bool
	extraSteps      []Step
	// extra is whether this turn is an extra turn; normalTeam is then the team of the last
	// normal turn, from which the normal turn order goes on (CR 500.7).
	extra      bool
	normalTeam TeamID
	// extraID identifies the extra turn this is (0: a normal turn), for what waits for
	// "that turn" (Final Fortune's end step).
	extraID int
	// extraCombats counts the additional combat phases to come after the current combat
	// phase (CR 500.8).
	extraCombats int
	// mainCombats counts the additional combat phases, each followed by an additional
	// main phase, to come after the current main phase (CR 500.8; Relentless Assault);
	// regularCombats counts the turn's own combat phases still to come after additional
	// ones inserted after the precombat main phase.
	mainCombats, regularCombats int
	// attackStepBegun is whether a declare attackers step has begun this turn: "before
	// attackers are declared" ends there for the whole turn, extra combats included.
	attackStepBegun bool
	// seated holds the players in the game as the turn began, one bit each, from which
	// ranges of influence are measured this turn (CR 801.2c); free-for-all only, else 0.
	seated uint32
}

// New starts a game from a config: it checks the config, sets up libraries, chooses the
// starting team (CR 103.1), draws opening hands (CR 103.4) and waits on the first decision.
func New(cfg Config) (*Game, error) {
	if err := checkConfig(&cfg); err != nil {
		return nil, err
	}
	g := newEmpty(cfg)
	cards := 0
	for _, tc := range cfg.Teams {
		for _, pc := range tc.Players {
			cards += len(pc.Deck)
		}
	}
	// Every zone change makes a new object (CR 400.7): room for a typical game's worth
	// saves regrowing (and copying) the largest slice of the state as it goes on.
	g.objs = makeObjTable(3 * cards)
	// The journal, too, grows with the game, in segments (note): a game holds about what it
	// records, less than a segment more, whatever its length (a Bolt duel records about
	// 290 entries, a 2HG game about 1,430). Growing one array by appending would copy it
	// and allocate about twice its final size; room for a typical 2HG game's entries up
	// front was most of a short game's bytes.
	g.journal.tail = make([]Entry, 0, journalSegment)
	pid := PlayerID(0)
	for _, tc := range cfg.Teams {
		for _, pc := range tc.Players {
			for _, def := range pc.Deck {
				if def == nil {
					return nil, fmt.Errorf("player %s: deck has a missing card", pc.Name)
				}
				g.newObject(def, pid, ZoneLibrary)
			}
			pid++
		}
	}
	g.begin()
	return g, nil
}

func checkConfig(cfg *Config) error {
	if int(cfg.Variant) < len(variantNames) {
		if err := CheckEdition(cfg.Variant, cfg.Edition); err != nil {
			return err
		}
	}
	if err := cfg.Variant.checkShape(cfg); err != nil {
		return err
	}
	names := map[string]bool{}
	for _, t := range cfg.Teams {
		tn := []string{t.Name}
		if len(t.Players) == 1 && !cfg.Variant.SharedTeams() && !cfg.Variant.playersAlone() && strings.EqualFold(t.Name, t.Players[0].Name) {
			tn = nil // a player alone is a team of one, named like the player
		}
		for _, n := range append(tn, playerNames(t)...) {
			k := lower(n)
			if n == "" || names[k] {
				return fmt.Errorf("name %q is empty or used twice; every team and player needs its own name", n)
			}
			names[k] = true
		}
	}
	if int(cfg.Edition) >= len(editionNames) {
		return fmt.Errorf("unknown rules edition %d; expected one of current, 2011, 2008, 2006", cfg.Edition)
	}
	if cfg.StartingTeam != NoTeam && (cfg.StartingTeam < 0 || int(cfg.StartingTeam) >= len(cfg.Teams)) {
		return fmt.Errorf("starting team %d is not a team of the game; expected 0 to %d, or NoTeam to draw it", cfg.StartingTeam, len(cfg.Teams)-1)
	}
	// The limits grow with the table: each player takes their own turns in a free-for-all
	// of 16.
	seats := 0
	for _, t := range cfg.Teams {
		seats += len(t.Players)
	}
	if cfg.MaxTurns == 0 {
		cfg.MaxTurns = 200 * max(1, seats/4)
	}
	if cfg.MaxActions == 0 {
		cfg.MaxActions = 20000 * max(1, seats/4)
	}
	return nil
}

func playerNames(t TeamConfig) []string {
	var ns []string
	for _, p := range t.Players {
		ns = append(ns, p.Name)
	}
	return ns
}

// newEmpty makes the teams and players of cfg with empty zones.
func newEmpty(cfg Config) *Game {
	g := &Game{cfg: cfg, winner: NoTeam, priority: NoTeam}
	g.rng.Seed(cfg.Seed)
	if cfg.Variant == GrandMelee {
		g.melee = &meleeState{}
	}
	if cfg.Variant.seatsAlone(cfg.Options) {
		g.seatPlayers(cfg)
		return g
	}
	defer g.sidePerTeam()
	for ti, tc := range cfg.Teams {
		t := Team{Name: tc.Name, Life: Rulebook{cfg.Variant, cfg.Edition}.StartingLife(len(tc.Players))}
		for _, pc := range tc.Players {
			t.members = append(t.members, PlayerID(len(g.players)))
			rng := pc.Range
			if rng == 0 {
				rng = cfg.Options.Range
			}
			g.players = append(g.players, Player{Name: pc.Name, Team: TeamID(ti), Controller: NoPlayer, ControlNext: NoPlayer, Range: rng})
			if cfg.Options.SharedTurns {
				g.players[len(g.players)-1].life = Rulebook{cfg.Variant, cfg.Edition}.StartingLife(1) // CR 808: life isn't shared
				t.Life = 0
			}
		}
		g.teams = append(g.teams, t)
	}
	return g
}

// Config returns the configuration the game was made with.
func (g *Game) Config() Config { return g.cfg }

// Edition returns the rules edition of the game.
func (g *Game) Edition() Edition { return g.cfg.Edition }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Winner is the winning team, or NoTeam for a draw or a game not over. In Team vs. Team
// and Emperor, where each player sits as a team of one, it is one team of the winning side
// (SideOf; Won and SideWon say who won).
func (g *Game) Winner() TeamID { return g.winner }

// ActiveTeam is the team whose turn it is (CR 805.4a).
func (g *Game) ActiveTeam() TeamID { return g.turn.Team }

// Step is the current step.
func (g *Game) Step() Step { return g.turn.Step }

// TurnNumber counts the turns begun in this game.
func (g *Game) TurnNumber() int { return g.turn.Number }

// PriorityTeam is the team holding priority, or NoTeam.
func (g *Game) PriorityTeam() TeamID { return g.priority }

// validPlayer reports whether p names a player of the game.
func (g *Game) validPlayer(p PlayerID) bool { return p >= 0 && int(p) < len(g.players) }

// TeamOf returns the team of player p, or NoTeam if p names no player.
func (g *Game) TeamOf(p PlayerID) TeamID {
	if !g.validPlayer(p) {
		return NoTeam
	}
	return g.players[p].Team
}

// Teammates reports whether two players are on the same team in the sense of CR 102.3:
// the same side (false if either names no player).
func (g *Game) Teammates(a, b PlayerID) bool {
	return g.validPlayer(a) && g.validPlayer(b) && g.teamSide[g.players[a].Team] == g.teamSide[g.players[b].Team]
}

// Opponents reports whether two players are on different teams, which is different sides
// (CR 102.3; false if either names no player).
func (g *Game) Opponents(a, b PlayerID) bool {
	return g.validPlayer(a) && g.validPlayer(b) && g.teamSide[g.players[a].Team] != g.teamSide[g.players[b].Team]
}

// nextTeam returns the team seated to t's left, which takes its turn after t's (CR
// 101.4, 805.4); in a two-team game, the other team.
func (g *Game) nextTeam(t TeamID) TeamID { return (t + 1) % TeamID(len(g.teams)) }

// nextLiveTeam returns the first team from t on, in turn order, still in the game (t
// itself if it is); NoTeam when none is.
func (g *Game) nextLiveTeam(t TeamID) TeamID {
	for i := 0; i < len(g.teams); i++ {
		if !g.teams[t].Lost && g.getsPriority(t) {
			return t
		}
		t = g.nextTeam(t)
	}
	return NoTeam
}

// teamOrder lists the teams from the active team on, in turn order (CR 805.6).
func (g *Game) teamOrder() []TeamID {
	n := len(g.teams)
	out := make([]TeamID, 0, 4) // a constant size lets it stay on the (inlining) caller's stack
	for i := 0; i < n; i++ {
		out = append(out, (g.turn.Team+TeamID(i))%TeamID(n))
	}
	return out
}

// playerOrder lists the players in the order of CR 805.6: the active team's players, then
// each other team's, each team's primary player first.
func (g *Game) playerOrder() []PlayerID {
	out := make([]PlayerID, 0, 8) // a constant size lets it stay on the (inlining) caller's stack
	for _, t := range g.teamOrder() {
		out = append(out, g.teams[t].members...)
	}
	return out
}

// Stack returns a copy of the stack, bottom first (nil when it is empty): changing it
// doesn't change the game. The abilities it points to are card data, not to be changed.
func (g *Game) Stack() []StackItem {
	if len(g.stack) == 0 {
		return nil
	}
	out := make([]StackItem, len(g.stack))
	for i, s := range g.stack {
		out[i] = s.clone()
	}
	return out
}

// StackLen is the number of items on the stack: len(Stack()) without the copies.
func (g *Game) StackLen() int { return len(g.stack) }

// StackTopController is the controller of the top item of the stack (NoPlayer for an
// empty stack): the last item of Stack()'s Controller without the copies.
func (g *Game) StackTopController() PlayerID {
	if len(g.stack) == 0 {
		return NoPlayer
	}
	return g.stack[len(g.stack)-1].Controller
}

// Battlefield returns a copy of the list of permanents, in the order they entered:
// changing it doesn't change the game. The copy is kept and handed out again while the
// battlefield and the copy stay the same, so reading it costs no allocation (a caller
// that changed its copy gets a fresh one); it is not to be kept across actions.
func (g *Game) Battlefield() []ObjID {
	if !slices.Equal(g.battlefieldOut, g.battlefield) {
		g.battlefieldOut = append(g.battlefieldOut[:0:0], g.battlefield...)
	}
	return g.battlefieldOut[:len(g.battlefieldOut):len(g.battlefieldOut)]
}

// Obj returns a copy of object id (also of an object that has left its zone: last known
// information), or nil if id names no object. Changing the copy doesn't change the game;
// its Def and Cur.Subtypes are card data shared by every game and must not be changed.
func (g *Game) Obj(id ObjID) *Object {
	if id < 0 || int(id) >= g.objs.len() {
		return nil
	}
	o := *g.obj(id)
	return &o
}

// NumObjects is the number of objects ever created in the game.
func (g *Game) NumObjects() int { return g.objs.len() }

// PlayerLife is a player's life total as effects see it: the team's (CR 810.9a), or the
// team's halved and rounded up in the 2006 and 2008 editions (606.9a); 0 if p names no
// player.
func (g *Game) PlayerLife(p PlayerID) int {
	if !g.validPlayer(p) {
		return 0
	}
	return g.rb().playerLife(*g.lifeHeld(p))
}

// PlayerPoison is a player's poison count as effects see it (CR 810.10a); 0 if p names no
// player.
func (g *Game) PlayerPoison(p PlayerID) int {
	if !g.validPlayer(p) {
		return 0
	}
	if g.rb().SharedPoison() {
		return g.teams[g.players[p].Team].Poison
	}
	return g.players[p].Poison
}

// Clone returns an independent copy of the game. The objects are not copied: the two games
// share them until either writes one (objtable.go), which makes Clone cheap enough for
// search to clone at every playout. Cloning is a write to g (both games give up writing
// the shared objects in place).
func (g *Game) Clone() *Game {
	c, teams, players, ids := g.takeSpare() // a discarded copy's memory, or new
	*c = *g
	c.spare = nil
	c.teams = append(teams, g.teams...)
	for i := range c.teams {
		c.teams[i].members = g.teams[i].members // never changes after setup
	}
	c.players = append(players, g.players...)
	c.arena = ids.buf[:0:cap(ids.buf)]
	for i := range c.players {
		p := &c.players[i]
		q := &g.players[i]
		p.library = ids.clone(q.library)
		p.hand = ids.clone(q.hand)
		p.graveyard = ids.clone(q.graveyard)
		p.exile = ids.clone(q.exile)
	}
	c.objs = g.objs.clone() // shares every object until one side writes it (objtable.go)
	c.battlefield = ids.clone(g.battlefield)
	c.stack = cloneStack(g.stack)
	c.effects = append([]ContEffect(nil), g.effects...)
	c.pendingTriggers = append([]pendingTrigger(nil), g.pendingTriggers...)
	c.events = append([]Event(nil), g.events...)
	if g.choice != nil {
		ch := *g.choice
		ch.spec.Options = append([]Option(nil), g.choice.spec.Options...)
		c.choice = &ch
	}
	c.combat = g.combat.clone()
	c.mull = g.mull.clone()
	c.journal = g.journal.clone()
	c.extraTurns = append([]extraTurn(nil), g.extraTurns...)
	c.damageLog = append([]damageRec(nil), g.damageLog...)
	c.turn.extraSteps = append([]Step(nil), g.turn.extraSteps...)
	c.melee = g.melee.clone()
	c.scratch = nil // a clone may be played on another goroutine
	return c
}

// Discard ends c, a copy of g made by g.Clone or g.Determinize that is done with: c is
// emptied and must not be used again. If c is g's latest copy and neither game was
// copied since (or those copies were discarded in turn), g takes back the objects it
// shared with c: it writes them in place again instead of copying each chunk of them at
// its next write (objtable.go). A copy made to look ahead and discarded after (a
// player's determinization, a trial action) then costs the original nothing. Copies of
// c not discarded stay good: c's objects are then not taken back.
func (g *Game) Discard(c *Game) {
	if c == nil || c == g {
		return
	}
	g.objs.reclaim(&c.objs)
	g.keepSpare(c)
}

func cloneIDs(s []ObjID) []ObjID {
	if s == nil {
		return nil
	}
	return append(make([]ObjID, 0, len(s)+4), s...)
}

// cloneStack copies the items of a stack for a clone of the game.
func cloneStack(st []StackItem) []StackItem {
	c := make([]StackItem, len(st))
	for i, s := range st {
		c[i] = s.clone()
	}
	return c
}
