package rules

import "slices"

// maxEnumerated caps how many variants of one decision LegalActions lists where the full
// set would explode (attack and block combinations, choices of many cards). The cap keeps
// listing cheap for AI players; every listed action is legal, and other legal actions can
// still be applied.
const maxEnumerated = 64

// AppendLegalActions appends the actions LegalActions would list to dst and returns the
// extended list. A loop that lists at every decision can pass the same buffer again
// (buf = g.AppendLegalActions(buf[:0])) and so allocate no list of its own; the actions'
// own target and choice lists are new each time, so kept actions stay valid.
func (g *Game) AppendLegalActions(dst []Action) []Action {
	s := g.scratchBufs()
	s.dst, s.appendTo, s.appended = dst, true, false
	acts := g.LegalActions()
	used := s.appended
	s.dst, s.appendTo, s.appended = nil, false, false
	if used {
		return acts
	}
	return append(dst, acts...)
}

// LegalActions lists legal actions for the pending decision. For priority, attack, block
// and choice decisions with very many combinations, it lists a bounded, deterministic
// selection (always including passing, declaring nothing, and each single attacker or
// blocker); everything listed is accepted by Apply.
func (g *Game) LegalActions() []Action {
	if g.over {
		return nil
	}
	if !g.listing.on && !listingMemoOff {
		// Facts derived from the state are computed once for this listing (perf.go).
		g.listing.on = true
		if g.scratch != nil {
			clear(g.scratch.decls)
			g.scratch.decls = g.scratch.decls[:0]
			clear(g.scratch.memo)
		}
		defer func() { g.listing = listMemo{} }()
	}
	switch g.wait {
	case waitPriority:
		if g.melee != nil {
			return g.meleePriorityActions() // CR 807.5b: every stack the team holds priority for
		}
		return g.priorityActions()
	case waitChoice:
		c := g.choice.spec
		who := c.Player
		if by := g.decidedBy(c.Player, c.Team); by != NoPlayer {
			who = by // CR 805.8: a controlling player answers for the controlled team
		}
		out := g.actionBuf()
		for _, picks := range pickSets(len(c.Options), c.Min, c.Max) {
			out = append(out, Action{Kind: ActChoose, Player: who, Team: c.Team, Choices: picks, Obj: NoObj, Assist: NoPlayer})
		}
		return g.keepActionBuf(out)
	case waitMulligan:
		// CR 805.3a: the players of the team due declare in whatever order it likes.
		next := g.mull.next(g)
		var out []Action
		for _, p := range g.teams[g.players[next].Team].members {
			if g.mull.kept[p] || g.mull.said[p] != 0 {
				continue
			}
			out = append(out, Action{Kind: ActKeep, Player: p, Obj: NoObj, Assist: NoPlayer})
			if len(g.players[p].hand) > 0 {
				out = append(out, Action{Kind: ActMulligan, Player: p, Obj: NoObj, Assist: NoPlayer})
			}
		}
		return out
	case waitBottom:
		p := g.mull.nextBottom(g)
		n := g.mull.toBottom(g, p)
		var out []Action
		for _, picks := range combos(len(g.players[p].hand), n, maxEnumerated) {
			cards := make([]ObjID, len(picks))
			for i, k := range picks {
				cards[i] = g.players[p].hand[k]
			}
			out = append(out, Action{Kind: ActBottom, Player: p, Cards: cards, Obj: NoObj, Assist: NoPlayer})
		}
		return out
	case waitDiscard:
		p := g.needCleanupDiscard()
		who := p
		if by := g.decidedBy(p, NoTeam); by != NoPlayer {
			who = by // CR 805.8
		}
		// The discard an answer by who applies to (who's own first, when a controlling
		// teammate must discard too): list exactly what applyDiscard will read.
		p = g.discarder(&Action{Player: who})
		n := g.overHandSize(p)
		out := g.actionBuf()
		for _, picks := range combos(len(g.players[p].hand), n, maxEnumerated) {
			out = append(out, Action{Kind: ActChoose, Player: who, Choices: picks, Obj: NoObj, Assist: NoPlayer})
		}
		return g.keepActionBuf(out)
	case waitAttack:
		return g.attackActions()
	case waitBlock:
		return g.blockActions()
	case waitOrder:
		if t := g.orderTeam(); t != NoTeam && t != g.turn.Team {
			return g.blockerOrderActions(t)
		}
		// The order of blocks, and each attacker's blockers reversed.
		var keep, rev []Ordering
		for _, at := range g.combat.attackers {
			if bl := g.combat.blockersOf(at.obj); len(bl) > 1 {
				keep = append(keep, Ordering{Attacker: at.obj, Blockers: bl})
				r := make([]ObjID, len(bl))
				for i, b := range bl {
					r[len(bl)-1-i] = b
				}
				rev = append(rev, Ordering{Attacker: at.obj, Blockers: r})
			}
		}
		mk := func(o []Ordering) Action {
			return Action{Kind: ActOrder, Team: g.turn.Team, Rare: &ActionRare{Orders: o}, Player: NoPlayer, Obj: NoObj, Assist: NoPlayer}
		}
		return []Action{mk(keep), mk(rev)}
	case waitAssign:
		return []Action{{Kind: ActAssign, Team: g.assignTeam(), Default: true, Player: NoPlayer, Obj: NoObj, Assist: NoPlayer}}
	}
	return nil
}

// pickSets lists answers to a choice of between lo and hi of n options.
func pickSets(n, lo, hi int) [][]int {
	var out [][]int
	if lo == 1 && hi == 1 {
		if n == 0 {
			return nil
		}
		flat := make([]int, n) // one allocation for all the one-option answers
		out = make([][]int, n)
		for i := range flat {
			flat[i] = i
			out[i] = flat[i : i+1 : i+1]
		}
		return out
	}
	for k := lo; k <= hi && len(out) < maxEnumerated; k++ {
		out = append(out, combos(n, k, maxEnumerated-len(out))...)
	}
	return out
}

// combos lists up to limit k-subsets of n items, in lexicographic order.
func combos(n, k, limit int) [][]int {
	if k < 0 || k > n {
		return nil
	}
	var flat []int // the subsets end to end, cut into lists at the end
	count := 0
	cur := make([]int, k)
	for i := range cur {
		cur[i] = i
	}
	for count < limit {
		flat = append(flat, cur...)
		count++
		i := k - 1
		for i >= 0 && cur[i] == n-k+i {
			i--
		}
		if i < 0 {
			break
		}
		cur[i]++
		for j := i + 1; j < k; j++ {
			cur[j] = cur[j-1] + 1
		}
	}
	if count == 0 {
		return nil
	}
	out := make([][]int, count)
	for i := range out {
		out[i] = flat[i*k : (i+1)*k : (i+1)*k] // capped: appending to one list copies it
	}
	return out
}

func (g *Game) priorityActions() []Action {
	t := g.priority
	out := append(g.actionBuf(), Pass(t)) // built in a reused buffer, returned as an exact copy
	for _, p := range g.teams[t].members {
		pl := &g.players[p]
		// checkPlayLand refuses every land otherwise; skipping it saves building refusals.
		sorcery := g.sorceryTiming(p)
		mayPlayLand := sorcery && pl.LandsPlayed < 1
		// A hand that offered nothing to cast at the last listing, nothing written since,
		// still offers nothing (changes.go): only its lands are looked at then.
		idle := g.handIdle(p, sorcery)
		if !idle || mayPlayLand {
			g.scratchBufs().offered = false
			var seenBuf [16]*CardDef
			seen := seenBuf[:0] // the cards of the hand listed so far, on the stack
			for _, id := range pl.hand {
				def := g.obj(id).Def
				if slices.Contains(seen, def) {
					continue // identical cards give identical actions
				}
				seen = append(seen, def)
				if !idle && def.Implemented && hasHandAbility(def) {
					g.scratch.offered = true
					out = g.handAbilityActions(out, p, id) // cycling (CR 702.29a)
				}
				if def.Types.Has(Land) {
					a := Action{Kind: ActPlayLand, Player: p, Obj: id, Team: t, Assist: NoPlayer}
					if mayPlayLand && g.checkPlayLand(&a) == nil {
						out = append(out, a)
					}
					continue
				}
				if idle || !def.Implemented || (!def.Types.Has(Instant) && !def.Keywords.Has(Flash) && !sorcery) {
					continue
				}
				if def.Assist {
					// A teammate's mana pool counts too, which handIdle doesn't compare.
					g.scratch.offered = true
				}
				out = g.castVariants(out, p, id, false)
				out = g.castFaceDownVariants(out, p, id) // CR 702.37c, 702.168b
				if def.Bestow != nil {
					out = g.castVariants(out, p, id, true)
				}
			}
			if !idle {
				g.noteHand(p, sorcery, g.scratch.offered)
			}
		}
		if g.mayFlashback(p) {
			out = g.flashbackActions(out, p) // CR 702.34a
		}
		out = g.adventureActions(out, p)
		out = g.preparedActions(out, p)
		out = g.aftermathActions(out, p) // CR 702.127a
		out = g.graveyardAbilityActions(out, p)
		anyMay := g.mayAnyPlayerActivate() // the same for every permanent: listing changes nothing
		var actBuf [maxSummaryStatics]ObjID
		ids, ok := g.activators(actBuf[:0]) // only these may have an ability to list
		if !ok {
			ids = g.battlefield
		}
		for _, id := range ids {
			o := g.obj(id)
			if o.Controller != p && !(anyMay && anyPlayerMay(o.Def)) {
				continue
			}
			for ai, ab := range g.abilitiesOf(id) {
				if ab.Kind != ActivatedAbility && ab.Kind != LoyaltyAbility || o.Controller != p && !ab.AnyPlayer || ab.FromHand || ab.FromGraveyard {
					continue
				}
				if ab.Tap && (o.Tapped || o.Is(Creature) && o.Sick && !o.Has(Haste)) {
					continue // planActivate refuses {T} now whatever the targets (CR 302.6)
				}
				if ab.SorcerySpeed && !g.sorceryTiming(p) {
					continue // and a sorcery-speed ability outside its timing (CR 602.5d)
				}
				xs := []int{0}
				if ab.SacX != nil || ab.Cost.X > 0 {
					xs = []int{1}
				}
				for _, x := range xs {
					for k, ts := range g.targetCombos(ab, id, p) {
						if countX(ab) {
							if k > 0 {
								break // "X target ...": one variant, X=1 with the first target
							}
							ts = ts[:min(len(ts), fixedTargets(ab)+x)]
						}
						a := Action{Kind: ActActivate, Player: p, Team: t, Obj: id, Ability: ai, Targets: ts, X: x, Assist: NoPlayer}
						if _, err := g.planActivate(&a); err == nil {
							out = append(out, a)
						}
					}
				}
			}
		}
	}
	return g.keepActionBuf(out)
}

// castVariants adds the legal ways to cast card id: each target combination, the largest
// X that can be paid, and with assist the teammate paying what it can.
func (g *Game) castVariants(out []Action, p PlayerID, id ObjID, bestow bool) []Action {
	def := g.obj(id).Def
	if len(def.Halves) > 0 {
		for h, half := range def.Halves { // CR 709.3: each half is a way to cast the card
			if !half.Aftermath { // cast only from a graveyard (CR 702.127a, aftermathActions)
				out = g.castFaceVariants(out, p, id, half, h+1, false)
			}
		}
		return out
	}
	if f := def.handFace(); f != nil && g.obj(id).Zone == ZoneHand && !bestow {
		out = g.castFaceVariants(out, p, id, f, 1, false) // CR 715.3, an Omen likewise
	}
	return g.castFaceVariants(out, p, id, def, 0, bestow)
}

// castFaceVariants adds the legal ways to cast def, card id itself or its half h (1-based;
// 0: the card): castVariants for one face.
func (g *Game) castFaceVariants(out []Action, p PlayerID, id ObjID, def *CardDef, h int, bestow bool) []Action {
	var kickBuf [3]int
	var altBuf [4]AltCostKind
	avail := g.spellMana(p, def)
	for _, alt := range altChoices(def, g.obj(id).Zone, altBuf[:0]) {
		if alt != AltNone && (bestow || g.checkAlt(def, p, g.obj(id).Zone, alt) != nil) {
			continue
		}
		if alt == AltSuspend {
			out = g.suspendAltVariant(out, p, id, h) // a special action: one, without targets
			continue
		}
		for _, k := range kickOptions(def, avail-g.castCost(p, id, def, bestow, 0, alt).Value(0), kickBuf[:0]) {
			for _, paid := range addCostChoices(def) {
				out = g.castKickedVariants(out, p, id, def, withAlt(withAddCost(withKicks(withFace(nil, h), k), paid), alt), bestow, k) // CR 702.33a, 601.2b
			}
		}
	}
	return out
}

// castKickedVariants adds the legal ways to cast def, card id itself or one of its faces,
// with its kicker cost paid kicks times (and the other choices of rare: the face, the
// additional cost): castFaceVariants for one choice of costs.
func (g *Game) castKickedVariants(out []Action, p PlayerID, id ObjID, def *CardDef, rare *ActionRare, bestow bool, kicks int) []Action {
	ab := def.Spell
	if bestow {
		ab = &bestowAbility
	}
	cost := g.castCost(p, id, def, bestow, kicks, rare.alt())
	cost.Generic -= min(cost.Generic, g.spellReduction(p, id, def)) // CR 601.2f
	avail := g.spellMana(p, def)
	if def.Assist {
		for _, mate := range g.teams[g.players[p].Team].members {
			if mate != p {
				avail += g.manaAvailable(mate)
			}
		}
	}
	if cost.Value(0) > avail {
		return out // can't be paid whatever the targets
	}
	x := 0
	if cost.X > 0 {
		x = max(0, (avail-cost.Value(0))/int(cost.X))
	}
	if !def.Assist {
		if !canPay(cost.withX(x, 0), g.players[p].Pool, g.spellSources(p, def), g.spendAnyColor(p)) {
			return out // the colors can't be paid whatever the targets
		}
	}
	if g.scratch != nil {
		g.scratch.offered = true // the mana checks passed (handIdle)
	}
	if ab != nil && len(ab.Modes) > 0 {
		return g.modalVariants(out, p, id, ab, rare, x) // CR 700.2
	}
	var combos [][]Target
	if ab != nil && len(ab.Targets) > 0 {
		combos = g.targetCombos(ab, id, p)
	} else {
		combos = [][]Target{nil}
	}
	// planned: a combination was planned in full and accepted. The others differ from it
	// only in their targets, which nothing of planCast's but the target check reads (the
	// cost, its reductions, its payment and sacrifice don't depend on them), so only
	// their targets are checked (not with the memo off: TestListingMemo compares).
	planned := false
	for _, ts := range combos {
		a := Action{Kind: ActCast, Player: p, Team: g.players[p].Team, Obj: id, Targets: ts, X: x, Bestow: bestow, Assist: NoPlayer, Rare: rare}
		if planned {
			if g.checkTargetsWithX(ab, ts, id, p, x) == nil {
				out = append(out, a)
			}
			continue
		}
		if _, err := g.planCast(&a); err == nil {
			out = append(out, a)
			planned = !listingMemoOff && ab != nil
			continue
		}
		if def.Assist {
			for _, mate := range g.teams[g.players[p].Team].members {
				if mate == p {
					continue
				}
				n := min(cost.withX(x, 0).Generic, g.players[mate].Pool.Total()+len(g.manaSources(mate, nil)))
				if n == 0 {
					continue
				}
				b := a
				b.Assist, b.AssistMana = mate, n
				if _, err := g.planCast(&b); err == nil {
					out = append(out, b)
				}
			}
		}
	}
	return out
}

// targetCombos lists target lists for an ability: each combination of legal targets,
// distinct within a target word, up to maxEnumerated.
func (g *Game) targetCombos(ab *Ability, src ObjID, p PlayerID) [][]Target {
	specs := flatSpecs(ab.Targets)
	if len(specs) == 0 {
		return [][]Target{nil}
	}
	// The candidates of every target end to end in arena, target i's from off[i] to
	// off[i+1], and the walk below, in arrays on the stack for the usual few targets
	// (offsets rather than slices, so that no array holds a pointer to another one).
	var arenaBuf [32]Target
	var offBuf [5]int
	var curBuf [4]Target
	var idxBuf [4]int
	arena, off := arenaBuf[:0], append(offBuf[:0], 0)
	for i, s := range specs {
		arena = g.appendLegalTargets(arena, s, src, p)
		off = append(off, len(arena))
		if nc := off[i+1] - off[i]; nc == 0 || s.UpTo && i >= nc+firstOf(specs, s) {
			if s.UpTo {
				specs, off = specs[:i], off[:i+1] // "up to N": fewer targets (CR 115.1)
				break
			}
			return nil
		}
	}
	k := len(specs)
	if k == 0 {
		return [][]Target{nil}
	}
	// The combinations are laid end to end in one array, cut into the lists at the end:
	// a depth-first walk, idx[i] the candidate target i is at, each target distinct from
	// the earlier ones of the same target word.
	total := 1
	for i := range k {
		total = min(total*(off[i+1]-off[i]), maxEnumerated)
	}
	flat := make([]Target, 0, total*k)
	cur, idx := curBuf[:0], idxBuf[:0]
	for range k {
		cur, idx = append(cur, Target{}), append(idx, 0)
	}
	n := 0
	idx[0] = -1
	for i := 0; i >= 0 && n < maxEnumerated; {
		idx[i]++
		if off[i]+idx[i] >= off[i+1] {
			i--
			continue
		}
		c := arena[off[i]+idx[i]]
		dup := false
		for j := 0; j < i; j++ {
			dup = dup || specs[j] == specs[i] && cur[j] == c
		}
		if dup {
			continue
		}
		cur[i] = c
		if i == k-1 {
			flat = append(flat, cur...)
			n++
			continue
		}
		i++
		idx[i] = -1
	}
	if n == 0 {
		return nil
	}
	out := make([][]Target, n)
	for i := range out {
		out[i] = flat[i*k : (i+1)*k : (i+1)*k] // capped: appending to one list copies it
	}
	return out
}

// AttackOptions lists, for each creature that could attack, the legal things it may
// attack, so that a player can build any declaration.
func (g *Game) AttackOptions() [][]AttackDecl {
	var out [][]AttackDecl
	for _, id := range g.battlefield {
		if g.couldAttack(id) {
			if ts := g.attackTargets(id); len(ts) > 0 {
				out = append(out, ts)
			}
		}
	}
	return out
}

func (g *Game) attackActions() []Action {
	t := g.turn.Team
	mk := func(d []AttackDecl) Action {
		return Action{Kind: ActAttack, Team: t, Attacks: d, Player: NoPlayer, Obj: NoObj, Assist: NoPlayer}
	}
	opts := g.AttackOptions()
	out := g.actionBuf() // built in a reused buffer, returned as an exact copy
	// The listed declarations are laid end to end in flat, each action's list capped at its
	// end, so that appending to one copies it; growing flat leaves the earlier lists where
	// they are.
	var flat []AttackDecl
	// add lists d if it is legal, as a copy: rec reuses the backing array of d.
	add := func(d []AttackDecl) {
		if _, err := g.checkAttackFrom(d, true); err == nil {
			var decls []AttackDecl // nil for no attack, as before
			if len(d) > 0 {
				start := len(flat)
				flat = append(flat, d...)
				decls = flat[start:len(flat):len(flat)]
			}
			out = append(out, mk(decls))
		}
	}
	add(nil)
	total := 1
	singles := 0
	for _, o := range opts {
		singles += len(o)
		total *= len(o) + 1
		if total > maxEnumerated {
			break
		}
	}
	if total <= maxEnumerated {
		flat = make([]AttackDecl, 0, total*len(opts)/2+1) // each creature attacks in half the combinations
		var rec func(i int, cur []AttackDecl)
		rec = func(i int, cur []AttackDecl) {
			if i == len(opts) {
				if len(cur) > 0 {
					add(cur)
				}
				return
			}
			rec(i+1, cur)
			for _, d := range opts[i] {
				rec(i+1, append(cur, d))
			}
		}
		rec(0, make([]AttackDecl, 0, len(opts))) // one array for every list rec builds
		return g.keepActionBuf(out)
	}
	flat = make([]AttackDecl, 0, singles+len(opts)*2)
	var one [1]AttackDecl
	for _, o := range opts {
		for _, d := range o {
			one[0] = d
			add(one[:])
		}
	}
	// Everything at once, at each target that all of them may attack.
	if len(opts) > 0 {
		var all []AttackDecl // reused: add copies it
		for _, first := range opts[0] {
			all = all[:0]
			for _, o := range opts {
				for _, d := range o {
					if d.Target == first.Target && d.Team == first.Team {
						all = append(all, d)
					}
				}
			}
			add(all)
		}
	}
	return g.keepActionBuf(out)
}

// BlockOptions lists, for each creature of the team declaring blockers that could block,
// the attackers it may block (CR 802.4a).
func (g *Game) BlockOptions() [][]BlockDecl {
	var out [][]BlockDecl
	bt := g.declaringTeam()
	var all []BlockDecl // every creature's list cut from one array, capped at its end
	for _, id := range g.battlefield {
		if !g.couldBlock(id) || g.players[g.obj(id).Controller].Team != bt {
			continue
		}
		start := len(all)
		for _, a := range g.combat.attackers {
			if g.canBlockAttacker(id, a.obj) {
				if all == nil {
					all = make([]BlockDecl, 0, 4*len(g.combat.attackers))
				}
				all = append(all, BlockDecl{Blocker: id, Attacker: a.obj})
			}
		}
		if len(all) > start {
			out = append(out, all[start:len(all):len(all)])
		}
	}
	return out
}

func (g *Game) blockActions() []Action {
	t := g.declaringTeam()
	opts := g.BlockOptions()
	out := g.actionBuf() // built in a reused buffer, returned as an exact copy
	// The listed declarations are laid end to end in flat, as in attackActions.
	var flat []BlockDecl
	// add lists d if it is legal, as a copy: rec reuses the backing array of d.
	add := func(d []BlockDecl) {
		if g.checkBlockFrom(d, true) == nil {
			var decls []BlockDecl // nil for no block, as before
			if len(d) > 0 {
				start := len(flat)
				flat = append(flat, d...)
				decls = flat[start:len(flat):len(flat)]
			}
			out = append(out, Action{Kind: ActBlock, Team: t, Blocks: decls, Player: NoPlayer, Obj: NoObj, Assist: NoPlayer})
		}
	}
	total := 1
	singles := 0
	for _, o := range opts {
		singles += len(o)
		total *= len(o) + 1
		if total > maxEnumerated {
			break
		}
	}
	if total <= maxEnumerated {
		flat = make([]BlockDecl, 0, total*len(opts)/2+1) // each blocker blocks in about half the combinations
		var rec func(i int, cur []BlockDecl)
		rec = func(i int, cur []BlockDecl) {
			if i == len(opts) {
				add(cur)
				return
			}
			rec(i+1, cur)
			for _, d := range opts[i] {
				rec(i+1, append(cur, d))
			}
		}
		rec(0, make([]BlockDecl, 0, len(opts))) // one array for every list rec builds
	} else {
		flat = make([]BlockDecl, 0, singles)
		add(nil)
		var one [1]BlockDecl
		for _, o := range opts {
			for _, d := range o {
				one[0] = d
				add(one[:])
			}
		}
	}
	if len(out) == 0 {
		// Requirements forced more blockers than the selection holds: the attackers that
		// must be blocked each get a blocker of their own, as many as can (CR 509.1c).
		add(g.requiredBlockMatching(t))
	}
	if len(out) == 0 {
		// Still none: every able blocker blocks the first attacker it can.
		var all []BlockDecl
		for _, o := range opts {
			best := o[0]
			for _, d := range o {
				if g.mustBeBlockedBy(d.Attacker) > 0 {
					best = d
					break
				}
			}
			all = append(all, best)
		}
		add(all)
	}
	return g.keepActionBuf(out)
}

// anyPlayerMay reports whether a card has an ability any player may activate.
func anyPlayerMay(d *CardDef) bool {
	for _, a := range d.Abilities {
		if a.AnyPlayer {
			return true
		}
	}
	return false
}
