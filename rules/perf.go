package rules

// Helpers that keep the hot path (listing legal actions, collecting triggers, cloning)
// cheap without changing what it computes.

// anyGrantedTrigger reports whether a permanent on the battlefield has a static ability
// granting a triggered ability for events of kind k (StGrantTrigger). Without one,
// grantedTriggers adds nothing for any permanent, so the per-permanent scan of the whole
// battlefield can be skipped.
func (g *Game) anyGrantedTrigger(k EventKind) bool {
	if !g.mayHaveStatic(StGrantTrigger) {
		return false
	}
	for _, s := range g.battlefield {
		for _, a := range g.obj(s).Def.Abilities {
			if st := a.Static; st != nil && st.Kind == StGrantTrigger && st.Grant != nil && st.Grant.Trigger != nil && st.Grant.Trigger.Event == k {
				return true
			}
		}
	}
	return false
}

// resetChars sets *c to baseChars(def, ctrl). The name and subtypes are stored only when
// they differ from what c holds: layers are applied every time a player would receive
// priority, to every permanent, and storing pointers costs a GC write barrier while the
// collector runs, while the stored values are almost always the same.
func resetChars(c *Chars, def *CardDef, ctrl PlayerID) {
	if c.Name != def.Name {
		c.Name = def.Name
	}
	if !sameSlice(c.Subtypes, def.Subtypes) {
		c.Subtypes = def.Subtypes
	}
	c.Colors, c.Types, c.Super = def.Colors, def.Types, def.Super
	c.Power, c.Toughness, c.Keywords, c.Controller = def.Power, def.Toughness, def.Keywords, ctrl
	c.CantAttack, c.CantBlock, c.NoAbilities = false, false, false
	c.AllCreatureTypes = def.Keywords.Has(Changeling)
}

// isBaseChars reports whether *c already is what resetChars(c, def, ctrl) would make it,
// followed, for a bestowed Aura (aura), by the Aura's type and subtype.
func isBaseChars(c *Chars, def *CardDef, ctrl PlayerID, aura bool) bool {
	types, subtypes := def.Types, def.Subtypes
	if aura {
		types, subtypes = Types(Enchantment), auraSubtypes
	}
	return c.Name == def.Name && sameSlice(c.Subtypes, subtypes) && c.Colors == def.Colors &&
		c.Types == types && c.Super == def.Super && c.Power == def.Power &&
		c.Toughness == def.Toughness && c.Keywords == def.Keywords && c.Controller == ctrl &&
		!c.CantAttack && !c.CantBlock && !c.NoAbilities && c.AllCreatureTypes == (def.Keywords.Has(Changeling) && !aura)
}

// sameSlice reports whether a and b are the same slice value: same array, length and
// capacity (nil and empty non-nil slices differ).
func sameSlice(a, b []string) bool {
	if len(a) != len(b) || cap(a) != cap(b) || (a == nil) != (b == nil) {
		return false
	}
	return cap(a) == 0 || &a[:1][0] == &b[:1][0]
}

// settleOff makes every priority run its checks, also after a lone pass (Game.settled),
// for the test that compares games played with and without the shortcut.
var settleOff bool

// listingMemoOff turns the listing memo off, for the test that compares listings with and
// without it (perf_test.go).
var listingMemoOff bool

// listMemo caches, while LegalActions runs, facts derived from the state that listing
// asks for again and again, once per candidate action: the granted abilities and
// additional mana of every permanent, each player's mana sources and available mana, what
// each creature may attack.
// Listing doesn't change the state (it only plans casts and activations, and planX is
// restored), so each fact computed once is exact for the whole listing; TestListingMemo
// checks it. The memo is emptied when LegalActions returns; Clone never sees it in use.
type listMemo struct {
	on         bool
	haveGrants bool
	haveExtra  bool
	grants     map[ObjID][]*Ability
	extra      map[ObjID]int
	// By player (the first memoPlayers): manaSources(p, nil) and manaAvailable(p).
	haveSources   [memoPlayers]bool
	sources       [memoPlayers][]manaSource
	haveAvailable [memoPlayers]bool
	available     [memoPlayers]int
	// attackTargets: attackTargets(id) of the creatures asked about.
	attackTargets []attackTargetsMemo
}

// memoPlayers is how many players' mana the listing memo keeps (2HG has four; more
// players are simply not memoized).
const memoPlayers = 4

func (l *listMemo) sourcesOf(p PlayerID) ([]manaSource, bool) {
	if !l.on || p < 0 || int(p) >= memoPlayers || !l.haveSources[p] {
		return nil, false
	}
	return l.sources[p], true
}

// keepSources memoizes manaSources(p, nil) while actions are listed, and keeps its buffer
// for the next listing: the memo holds the list only until the listing ends.
func (g *Game) keepSources(p PlayerID, s []manaSource) {
	if l := &g.listing; l.on && p >= 0 && int(p) < memoPlayers {
		l.sources[p], l.haveSources[p] = s, true
		g.scratchBufs().sources[p] = s
	}
}

// sourcesBuf returns the buffer to list player p's mana sources in while actions are
// listed (see keepSources), or nil. A list leaving out some permanents (a cost that taps
// the source itself) goes into one buffer for all players, kept by keepExcluded: its
// callers plan a payment with it at once and drop it.
func (g *Game) sourcesBuf(p PlayerID, exclude []ObjID) []manaSource {
	if !g.listing.on {
		return nil
	}
	if len(exclude) > 0 {
		return g.scratchBufs().excluded[:0]
	}
	if p < 0 || int(p) >= memoPlayers {
		return nil
	}
	return g.scratchBufs().sources[p][:0]
}

// keepExcluded keeps the buffer of a list of mana sources leaving some out (sourcesBuf).
func (g *Game) keepExcluded(s []manaSource) {
	if g.listing.on {
		g.scratchBufs().excluded = s
	}
}

func (l *listMemo) availableTo(p PlayerID) (int, bool) {
	if !l.on || p < 0 || int(p) >= memoPlayers || !l.haveAvailable[p] {
		return 0, false
	}
	return l.available[p], true
}

func (l *listMemo) keepAvailable(p PlayerID, n int) {
	if l.on && p >= 0 && int(p) < memoPlayers {
		l.available[p], l.haveAvailable[p] = n, true
	}
}

func (l *listMemo) keepGrants(m map[ObjID][]*Ability) {
	if l.on {
		l.grants, l.haveGrants = m, true
	}
}

func (l *listMemo) keepExtra(m map[ObjID]int) {
	if l.on {
		l.extra, l.haveExtra = m, true
	}
}

// planTargets returns the targets a plan's resolution keeps: a copy, so that the action's
// list can't change the stack item; while listing, ts itself, since listing discards every
// plan it makes (one allocation fewer per candidate action).
func (g *Game) planTargets(ts []Target) []Target {
	if g.listing.on {
		return ts
	}
	return append([]Target(nil), ts...)
}

// scratchBufs are buffers a game reuses between calls. Clone leaves them out (they would
// be shared with the original), so each game allocates its own on first use.
type scratchBufs struct {
	actions []Action
	// dst, while AppendLegalActions runs, is the caller's list that keepActionBuf appends
	// to instead of allocating a copy; appended says it did.
	dst      []Action
	appendTo bool
	appended bool
	sources  [memoPlayers][]manaSource
	excluded []manaSource // see sourcesBuf
	// decls is the arena of the attack targets listed while actions are listed
	// (keepAttackTargets), emptied when a listing begins.
	decls []AttackDecl
	memo  []attackTargetsMemo // the backing array of listMemo.attackTargets
	// listed is the list ListActions hands out.
	listed []Action
	// kept are the players' mana sources kept across listings (changes.go).
	kept keptSources
	// hands are the players' hands found to offer nothing (changes.go); offered is set
	// while a hand is listed, when a card passes the mana checks.
	hands   [memoPlayers]handRecord
	offered bool
	// graves and flashback: what the graveyards held (graveyardTriggers, mayFlashback).
	graves    graveyardsRecord
	flashback [memoPlayers]flashbackRecord
}

// ListActions lists the legal actions as LegalActions does, into a list the game reuses:
// the list is good only until the next ListActions of g, and must not be changed. A
// driver that lists once per decision (ai.Situation) so makes no list of its own.
func (g *Game) ListActions() []Action {
	s := g.scratchBufs()
	clear(s.listed) // the last list's references to targets and choices
	s.listed = g.AppendLegalActions(s.listed[:0])
	return s.listed[:len(s.listed):len(s.listed)]
}

func (g *Game) scratchBufs() *scratchBufs {
	if g.scratch == nil {
		g.scratch = &scratchBufs{}
	}
	return g.scratch
}

// actionBuf returns an empty buffer to build a list of actions in.
func (g *Game) actionBuf() []Action {
	return g.scratchBufs().actions[:0]
}

// keepActionBuf returns an exactly sized copy of out, built in actionBuf, and keeps the
// buffer for the next list: growing a list of large Actions by appending costs more than
// the one copy. Under AppendLegalActions it appends out to the caller's list instead.
func (g *Game) keepActionBuf(out []Action) []Action {
	s := g.scratch
	var res []Action
	if s.appendTo {
		res, s.appended, s.appendTo = append(s.dst, out...), true, false
	} else {
		res = append([]Action(nil), out...)
	}
	clear(out) // drop references to this list's targets and choices
	s.actions = out[:0]
	return res
}

// summaryOff makes every question to the battlefield summary rebuild it, for the test
// that compares games played with and without keeping it. summaryChecks, when not nil,
// counts the kept summaries handed out and those that differed from a rebuilt one.
var (
	summaryOff    bool
	summaryChecks *[2]int
)

// bfSummary says which kinds of static abilities the permanents on the battlefield have
// (by their definitions), and whether one has an ability any player may activate, so
// that checks of rare abilities (restrictions, taxes, granted abilities, extra mana)
// skip their scans of every permanent's abilities. It is kept from one question to the
// next while the battlefield holds the same permanents with the same definitions: a
// permanent that enters is always a new object with an id larger than any before, put
// last (CR 400.7, moveTo), and a permanent that leaves is removed, so the same count and
// the same last id mean the same permanents; a definition changes in place only by a copy
// effect (becomeCopy counts them in defChanges).
type bfSummary struct {
	made bool
	// kept is made, unless the tests turn keeping off or check every kept summary
	// (summaryOff, summaryChecks): battlefieldSummary's inline check reads only kept.
	kept bool
	// bfWrites is the table's count of battlefield writes when the summary was last
	// handed out: while it is the same, so are the permanents and their definitions
	// (objTable.bfWrites), and the key below need not be compared.
	bfWrites  uint64
	n         int   // len(battlefield) when made
	last      ObjID // its last id (NoObj: empty)
	defs      int   // defChanges when made
	kinds     [2]uint64
	anyPlayer bool
	// prepareFaces: a permanent's definition has a spell face to prepare (the prepare
	// layout), without which no permanent is prepared.
	prepareFaces bool
	// statics are the static abilities on the battlefield with their sources, in the
	// order a scan of the battlefield finds them, unless there are more than fit
	// (overflow). An array, not a slice: Clone copies the summary with the game.
	statics  [maxSummaryStatics]staticRef
	nStatics int
	overflow bool
	// activators are the permanents with an activated or loyalty ability of their own,
	// in battlefield order, unless there are more than fit (manyActivators).
	activators     [maxSummaryStatics]ObjID
	nActivators    int
	manyActivators bool
	// triggerers, likewise, are the permanents with a triggered ability of their own.
	triggerers     [maxSummaryStatics]ObjID
	nTriggerers    int
	manyTriggerers bool
}

// maxSummaryStatics is how many static abilities the battlefield summary lists.
const maxSummaryStatics = 12

// staticRef is a static ability of a permanent on the battlefield.
type staticRef struct {
	src ObjID
	st  *Static
}

// staticRefs returns the static abilities on the battlefield with their sources, in
// battlefield order, and true; or false if there are too many to list (scan instead).
func (g *Game) staticRefs() ([]staticRef, bool) {
	s := g.battlefieldSummary()
	return s.statics[:s.nStatics], !s.overflow
}

// battlefieldSummary returns the summary of the battlefield as it is now. It is asked
// thousands of times a game: the kept summary is returned inline, the rest is in
// remadeSummary.
func (g *Game) battlefieldSummary() *bfSummary {
	if s := &g.bf; s.kept && s.bfWrites == g.objs.bfWrites {
		return s // no permanent was written since it was last handed out
	}
	return g.remadeSummary()
}

// remadeSummary returns the summary of the battlefield, made again unless the kept one
// is still good (under summaryChecks, checked against a rebuilt one).
func (g *Game) remadeSummary() *bfSummary {
	s := &g.bf
	last := NoObj
	if n := len(g.battlefield); n > 0 {
		last = g.battlefield[n-1]
	}
	if s.made && s.n == len(g.battlefield) && s.last == last && s.defs == g.defChanges && !summaryOff {
		s.bfWrites = g.objs.bfWrites
		if c := summaryChecks; c != nil {
			var fresh bfSummary
			g.summarize(&fresh, last)
			c[0]++
			if fresh != *s {
				c[1]++
			}
		}
		return s
	}
	g.summarize(s, last)
	return s
}

// summarize makes *s the summary of the battlefield as it is now, whose last id is last.
func (g *Game) summarize(s *bfSummary, last ObjID) {
	*s = bfSummary{made: true, kept: !summaryOff && summaryChecks == nil, bfWrites: g.objs.bfWrites, n: len(g.battlefield), last: last, defs: g.defChanges}
	for _, id := range g.battlefield {
		activator, triggerer := false, false
		def := g.obj(id).Def
		s.prepareFaces = s.prepareFaces || def.Prepare != nil
		for _, a := range def.Abilities {
			activator = activator || a.Kind == ActivatedAbility || a.Kind == LoyaltyAbility
			triggerer = triggerer || a.Kind == TriggeredAbility
			if a.Static != nil && a.Static.Kind < 128 {
				s.kinds[a.Static.Kind/64] |= 1 << (a.Static.Kind % 64)
			}
			if a.Static != nil {
				if s.nStatics < maxSummaryStatics {
					s.statics[s.nStatics] = staticRef{id, a.Static}
					s.nStatics++
				} else {
					s.overflow = true
				}
			}
			s.anyPlayer = s.anyPlayer || a.AnyPlayer
		}
		if o := g.obj(id); o.FaceDown() {
			activator = true // it may be turned face up (facedown.go)
		}
		if activator {
			if s.nActivators < len(s.activators) {
				s.activators[s.nActivators] = id
				s.nActivators++
			} else {
				s.manyActivators = true
			}
		}
		if triggerer {
			if s.nTriggerers < len(s.triggerers) {
				s.triggerers[s.nTriggerers] = id
				s.nTriggerers++
			} else {
				s.manyTriggerers = true
			}
		}
	}
}

// triggerers returns the permanents on the battlefield with a triggered ability of their
// own, in battlefield order, copied into buf; or false if the summary doesn't list them
// all.
func (g *Game) triggerers(buf []ObjID) ([]ObjID, bool) {
	s := g.battlefieldSummary()
	if s.manyTriggerers {
		return nil, false
	}
	return append(buf[:0], s.triggerers[:s.nTriggerers]...), true
}

// activators returns the permanents on the battlefield that may have an activated or
// loyalty ability, in battlefield order, copied into buf: the summary's list when it holds
// them all and no ability is granted (StGrantAbility, or the deploy ability every creature
// has with the deploy option, CR 804.2); else false (all may).
func (g *Game) activators(buf []ObjID) ([]ObjID, bool) {
	s := g.battlefieldSummary()
	if s.manyActivators || g.cfg.Options.Deploy || g.mayHaveStatic(StGrantAbility) {
		return nil, false
	}
	return append(buf[:0], s.activators[:s.nActivators]...), true
}

// mayHaveStatic reports whether a permanent on the battlefield may have a static ability
// of kind k (the battlefield summary); without one, a check of such abilities finds none.
func (g *Game) mayHaveStatic(k StaticKind) bool {
	if k >= 128 {
		return true
	}
	return g.battlefieldSummary().kinds[k/64]&(1<<(k%64)) != 0
}

// mayAnyPlayerActivate reports whether a permanent on the battlefield may have an ability
// any player may activate (anyPlayerMay).
func (g *Game) mayAnyPlayerActivate() bool {
	return g.battlefieldSummary().anyPlayer
}

func (l *listMemo) attackTargetsOf(id ObjID) ([]AttackDecl, bool) {
	if l.on {
		for _, t := range l.attackTargets {
			if t.id == id {
				return t.decls, true
			}
		}
	}
	return nil, false
}

// keepAttackTargets returns a copy of decls, creature id's attack targets built in a
// temporary buffer, and memoizes it while actions are listed. While listing, the copy is
// cut from the game's reused declaration arena: it is read only until the listing ends
// (attackActions copies what it lists; the memo is emptied).
func (g *Game) keepAttackTargets(id ObjID, decls []AttackDecl) []AttackDecl {
	var kept []AttackDecl // a copy, never decls itself, so that decls may live on the stack
	l := &g.listing
	switch {
	case len(decls) == 0:
	case l.on:
		s := g.scratchBufs()
		start := len(s.decls)
		s.decls = append(s.decls, decls...)
		kept = s.decls[start:len(s.decls):len(s.decls)]
	default:
		kept = append([]AttackDecl(nil), decls...)
	}
	if l.on {
		s := g.scratchBufs()
		if l.attackTargets == nil {
			l.attackTargets = s.memo[:0] // the memo's list is reused from listing to listing
		}
		l.attackTargets = append(l.attackTargets, attackTargetsMemo{id, kept})
		s.memo = l.attackTargets
	}
	return kept
}

type attackTargetsMemo struct {
	id    ObjID
	decls []AttackDecl
}

// recycleOff makes Clone allocate every copy anew and Discard keep nothing, for the test
// that compares games played with and without reusing discarded copies.
var recycleOff bool

// keepSpare empties c, a copy that is done with (Discard), and keeps its memory for g's
// next Clone: the Game itself, its teams and players arrays and the arena its zone lists
// were cut from. Search discards every determinization and trial copy, so the next copy
// costs no allocation of these. Nothing else holds them: a copy's arrays are its own
// (Clone copies into them), and a discarded copy must not be used again.
func (g *Game) keepSpare(c *Game) {
	if recycleOff || c.arena == nil {
		*c = Game{}
		return
	}
	teams, players, arena := c.teams, c.players, c.arena
	clear(teams)
	clear(players)
	*c = Game{teams: teams[:0], players: players[:0], arena: arena[:0]}
	g.spare = c
}

// takeSpare returns the memory of g's discarded copy for Clone to copy g into (empty
// teams and players arrays, a zone-list arena big enough for g's lists), or new.
func (g *Game) takeSpare() (*Game, []Team, []Player, idArena) {
	n := idArenaSize(g)
	c := g.spare
	g.spare = nil
	if c == nil {
		return new(Game), nil, nil, idArena{buf: make([]ObjID, 0, n)}
	}
	ids := idArena{buf: c.arena[:0]}
	if cap(ids.buf) < n {
		ids.buf = make([]ObjID, 0, n)
	} else {
		clear(ids.buf[:n]) // the free places after each list start zeroed, as in a new arena
	}
	return c, c.teams, c.players, ids
}

// idArena hands out the zone lists of a clone from one allocation: each list is a copy
// with cloneRoom free places after it, capped there so that a list growing further is
// reallocated by append on its own instead of overwriting its neighbour.
type idArena struct{ buf []ObjID }

const cloneRoom = 4

// idArenaSize is the room a clone's arena needs for g's zone lists.
func idArenaSize(g *Game) int {
	n := len(g.battlefield) + cloneRoom
	for i := range g.players {
		q := &g.players[i]
		n += len(q.library) + len(q.hand) + len(q.graveyard) + len(q.exile) + 4*cloneRoom
	}
	return n
}

// clone copies s like cloneIDs (nil stays nil) into the arena.
func (a *idArena) clone(s []ObjID) []ObjID {
	if s == nil {
		return nil
	}
	if cap(a.buf)-len(a.buf) < len(s)+cloneRoom {
		return cloneIDs(s) // not counted by idArenaSize (never happens)
	}
	start := len(a.buf)
	a.buf = append(a.buf, s...)
	a.buf = a.buf[:len(a.buf)+cloneRoom] // zeroed free places, part of this list's capacity
	return a.buf[start : start+len(s) : start+len(s)+cloneRoom]
}

// mayRequireAttacks reports whether a creature may be required to attack (mustAttack):
// a static ability saying so is on the battlefield, or an effect does. Without one, a
// declaration obeys every requirement, and checking each creature is skipped.
func (g *Game) mayRequireAttacks() bool {
	if g.mayHaveStatic(StMustAttack) || g.mayHaveStatic(StOpponentAttacksWithAll) {
		return true
	}
	for i := range g.effects {
		if g.effects[i].Kind == EffMustAttack {
			return true
		}
	}
	return false
}
