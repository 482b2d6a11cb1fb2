package rules

// Determinize returns a copy of the game in which everything player p may not know is
// re-dealt at random: each opponent's hand and library are shuffled together and dealt
// back in the same sizes, every library (p's team's too) is shuffled, and the card under
// each face-down spell or permanent p doesn't control is re-dealt among the cards it may
// be (redealFaceDown). The cards of
// the game are unchanged, which amounts to knowing the decklists (open decklists), never
// where the hidden cards are. Search AIs play out such copies instead of the real game.
// For an id that names no player, every hand and library is re-dealt (an observer's
// knowledge).
func (g *Game) Determinize(p PlayerID, seed uint64) *Game {
	c := g.Clone()
	var rng RNG
	rng.Seed(seed ^ g.rng.s[0]*0x9e3779b97f4a7c15)
	team := g.TeamOf(p) // NoTeam, for an id that names no player: an observer knows no hidden card
	var movedBuf [32]ObjID
	var zonesBuf [32]Zone
	moved, zones := movedBuf[:0], zonesBuf[:0]
	var poolBuf [128]ObjID
	for i := range c.players {
		pl := &c.players[i]
		if !g.knowsHand(team, PlayerID(i)) {
			pool := append(append(poolBuf[:0], pl.hand...), pl.library...)
			for k := len(pool) - 1; k > 0; k-- {
				j := rng.Intn(k + 1)
				pool[k], pool[j] = pool[j], pool[k]
			}
			n := len(pl.hand)
			copy(pl.hand, pool[:n])
			copy(pl.library, pool[n:])
			// Only the cards that changed zones are written, and not in the chunks
			// of objects the copy shares with the real game (objTable.setZones).
			for _, id := range pl.hand {
				if c.obj(id).Zone != ZoneHand {
					moved, zones = append(moved, id), append(zones, ZoneHand)
				}
			}
			for _, id := range pl.library {
				if c.obj(id).Zone != ZoneLibrary {
					moved, zones = append(moved, id), append(zones, ZoneLibrary)
				}
			}
			continue
		}
		l := pl.library
		for k := len(l) - 1; k > 0; k-- {
			j := rng.Intn(k + 1)
			l[k], l[j] = l[j], l[k]
		}
	}
	c.objs.setZones(moved, zones)
	c.redealFaceDown(g, p, &rng)
	c.checkedAt = -1 // the re-deal is a change: the copy's next priority checks anew
	// The copy's own future randomness must not be the real game's either.
	c.rng.Seed(rng.Uint64())
	return c
}
