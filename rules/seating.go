package rules

// The general multiplayer model (CR 800-803): players seated in order, each one's left
// neighbour the next; ranges of influence measured in seats; whom a player may attack.

// seatsInGame holds the seats still in the game, one bit each. Where players take their
// own turns a seat is a team (of one), so a team's id is its seat.
func (g *Game) seatsInGame() uint32 {
	var m uint32
	for i := range g.teams {
		if !g.teams[i].Lost {
			m |= 1 << uint(i)
		}
	}
	return m
}

// InRange reports whether player q is within player p's range of influence (CR 801.2):
// within p's range in seats, counting the players seated as this turn began (CR 801.2c);
// a player is always within their own range (CR 801.2b). Without a limited range every
// player is. False if either names no player.
func (g *Game) InRange(p, q PlayerID) bool {
	if !g.validPlayer(p) || !g.validPlayer(q) {
		return false
	}
	r := g.players[p].Range
	if r == 0 || p == q {
		return true
	}
	seated := g.turn.seated
	if seated == 0 {
		seated = g.seatsInGame() // before the first turn
	}
	sp, sq := int(g.players[p].Team), int(g.players[q].Team) // seats
	if sp == sq {
		return true
	}
	seated |= 1<<uint(sp) | 1<<uint(sq)
	n := len(g.teams)
	left, right := 0, 0
	for i := (sp + 1) % n; i != sq; i = (i + 1) % n {
		if seated&(1<<uint(i)) != 0 {
			left++
		}
	}
	for i := (sp + n - 1) % n; i != sq; i = (i + n - 1) % n {
		if seated&(1<<uint(i)) != 0 {
			right++
		}
	}
	return min(left, right)+1 <= r
}

// objInRange reports whether object id is within player p's range of influence: its
// controller is (CR 801.2d); off the battlefield and the stack, its owner.
func (g *Game) objInRange(p PlayerID, id ObjID) bool {
	if !g.cfg.Variant.OwnTurns() || g.players[p].Range == 0 {
		return true
	}
	o := g.obj(id)
	if o.Zone != ZoneBattlefield && o.Zone != ZoneStack {
		return g.InRange(p, o.Owner)
	}
	return g.InRange(p, o.Controller)
}

// mayAttackTeam reports whether the active team's creatures may attack team d: an
// opponent still in the game; in a free-for-all, within the attacking player's range
// (CR 801.3) and, with the attack left or right option, the nearest opponent on that
// side (CR 803.1a-b).
//
// Where players take their own turns, team d must be an opponent (not a teammate, CR
// 102.3); in Emperor and the Teams variant of 2006 one seated next to the attacking player
// (CR 809.3c, seed 609.4).
func (g *Game) mayAttackTeam(d TeamID) bool { return g.mayAttack(g.turn.Team, d) }

// MayAttack reports whether player p's creatures may attack player q in p's turn, as the
// seats and ranges stand now (CR 801.3, 802, 803, 809.3c, seed 609.4): false for a
// teammate, a player who left, or a bad id. Computer players read it to deploy creatures
// where they can attack (CR 804).
func (g *Game) MayAttack(p, q PlayerID) bool {
	return g.validPlayer(p) && g.validPlayer(q) && !g.gone(p) && g.mayAttack(g.players[p].Team, g.players[q].Team)
}

// mayAttack is mayAttackTeam for team a's attack.
func (g *Game) mayAttack(a, d TeamID) bool {
	if d == a || g.teams[d].Lost {
		return false
	}
	if !g.cfg.Variant.OwnTurns() {
		return true
	}
	if g.sameSide(a, d) {
		return false
	}
	ap, dp := g.teams[a].members[0], g.teams[d].members[0]
	if !g.InRange(ap, dp) {
		return false
	}
	if g.neighboursOnly() && g.liveNeighbour(a, 1) != d && g.liveNeighbour(a, -1) != d {
		return false
	}
	switch g.cfg.Options.Attack {
	case AttackLeft:
		return g.liveNeighbour(a, 1) == d // CR 803.1a: the nearest player to the left
	case AttackRight:
		return g.liveNeighbour(a, -1) == d // CR 803.1b
	}
	return true
}

// defendingTeams appends to buf the teams the active team may attack, in turn order
// (CR 802.2: every opponent it may attack is a defending player).
func (g *Game) defendingTeams(buf []TeamID) []TeamID {
	for _, t := range g.teamOrder() {
		if g.mayAttackTeam(t) {
			buf = append(buf, t)
		}
	}
	return buf
}

// inRangeOf keeps the players of ps within p's range of influence: a spell or ability
// can't affect players outside its controller's range (CR 801.10). It filters ps in place.
func (g *Game) inRangeOf(p PlayerID, ps []PlayerID) []PlayerID {
	out := ps[:0]
	for _, q := range ps {
		if g.InRange(p, q) {
			out = append(out, q)
		}
	}
	return out
}

// eventInRange reports whether an event happened within player p's range of influence:
// the player it concerns and the object it moved or changed (by its controller, or its
// owner off the battlefield) are, so that p's triggered abilities may trigger on it (CR
// 801.7). CR 801.7a: an object that entered is looked at where it is now; one that left
// the battlefield as it last was there (603.10a), under the controller its event names,
// not where it went (a creature that dies under Cid's control is in Cid's range, whoever's
// graveyard it goes to).
func (g *Game) eventInRange(p PlayerID, e Event) bool {
	if !g.validPlayer(p) || g.players[p].Range == 0 {
		return true
	}
	if g.validPlayer(e.Player) && !g.InRange(p, e.Player) {
		return false
	}
	if e.Kind == EvDies || e.Kind == EvLeavesBattlefield {
		return true // e.Player: the controller as it left
	}
	if e.Obj >= 0 && int(e.Obj) < g.objs.len() && !g.objInRange(p, e.Obj) {
		return false
	}
	return true
}

// preventsWithinRange reports whether prevention effect e, which names neither the source
// nor the recipient of the damage ("prevent all combat damage"), prevents damage from src
// to t: only when both are within the range of influence of the effect's controller (CR
// 801.13b). Without a limited range it always does.
func (g *Game) preventsWithinRange(e ContEffect, src damageSource, t Target) bool {
	if !g.cfg.Variant.OwnTurns() || e.Source < 0 || int(e.Source) >= g.objs.len() {
		return true
	}
	c := g.obj(e.Source).Controller
	if !g.validPlayer(c) || g.players[c].Range == 0 {
		return true
	}
	if !g.InRange(c, src.ctrl) {
		return false
	}
	if t.IsPlayer() {
		return g.InRange(c, t.Player)
	}
	return t.Obj == NoObj || g.objInRange(c, t.Obj)
}

// playersSeen appends to buf the players still in the game from whom a spell or ability
// controlled by player p gets information: those within p's range of influence (CR 801.11),
// in turn order; every player without a limited range.
func (g *Game) playersSeen(p PlayerID, buf []PlayerID) []PlayerID {
	for _, q := range g.livePlayers(g.playerOrder()) {
		if !g.validPlayer(p) || g.InRange(p, q) {
			buf = append(buf, q)
		}
	}
	return buf
}

// seesObj reports whether a spell or ability controlled by player p gets information from
// object id: only from within p's range of influence (CR 801.11); always without a limited
// range, or without a controller.
func (g *Game) seesObj(p PlayerID, id ObjID) bool {
	return !g.validPlayer(p) || g.objInRange(p, id)
}

// SeatsAtRandom reports whether the variant seats its players at random: Free-for-All (CR
// 806.3) and Grand Melee (CR 807.3, seed 608.3). Both in every edition: the seed quotes
// the variants of its time from 606 on, without the Free-for-All rules (605) that its
// 608.1 modifies, so a free-for-all under 2006 plays today's 806, as it does elsewhere.
func (v Variant) SeatsAtRandom() bool { return v == FreeForAll || v == GrandMelee }

// seatingStream keeps the seating draw apart from the game's own: the seating RNG is the
// game's generator seeded with the game seed mixed with this constant, so that the library
// shuffles and the starting player drawn from the seed itself stay as they were.
const seatingStream = 0x5ea7_0807_0003_5ea7

// randomSeating is a random seating of n players drawn from a game's seed (CR 806.3, 807.3): the
// i-th seat of the table goes to the player listed out[i]-th. It draws from the game's
// RNG seeded with the seed, so the same seed seats the players the same way: a game set
// up again from its seed (a replay, a restarted server) is seated alike.
func randomSeating(seed uint64, n int) []int {
	out := make([]int, max(n, 0))
	for i := range out {
		out[i] = i
	}
	var r RNG
	r.Seed(seed ^ seatingStream)
	for i := len(out) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// SeatedAtRandom returns the players xs (listed in any order: teams, seats, names) seated
// at random from the game seed where variant v seats its players at random (CR 806.3, 807.3),
// as a new slice; in other variants xs itself, in the order given. The tables that start
// games (ettin play and sim, the server) seat their players with it once, as the game is
// set up, and record the seating they get; scenarios keep the order written.
func SeatedAtRandom[T any](v Variant, seed uint64, xs []T) []T {
	if !v.SeatsAtRandom() {
		return xs
	}
	out := make([]T, len(xs))
	for i, k := range randomSeating(seed, len(xs)) {
		out[i] = xs[k]
	}
	return out
}
