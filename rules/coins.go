package rules

// Coin flips (CR 705) and choices made at random, drawn from the game's random
// generator so that a game's seed fixes every outcome.

// FlipCoin makes the controller flip a coin (CR 705.1) with the game's random generator,
// so a game's seed fixes every flip. The controller calls the flip, so they win or lose it
// (CR 705.2); each win is an event (Zndrsplt, Okaun). If the flip is lost, the next Skip
// effects of the ability are skipped ("If you win the flip, ..."). With UntilLose the
// controller flips again after each win until they lose a flip (Zndrsplt, Eye of Wisdom).
type FlipCoin struct {
	Skip      int
	UntilLose bool
}

func (e FlipCoin) do(g *Game, r *Resolution) bool {
	p := r.Controller
	for i := 0; i < 10000; i++ {
		won := g.flipCoin(p)
		if !won {
			r.step += e.Skip
			return true
		}
		if !e.UntilLose {
			return true
		}
	}
	return true
}

// flipCoin flips a coin for player p and reports whether p won the flip.
func (g *Game) flipCoin(p PlayerID) bool {
	won := g.rng.Intn(2) == 0
	if won {
		g.note(Entry{Kind: JWinsFlip, Player: p})
		g.emit(Event{Kind: EvWinsCoinFlip, Player: p, Obj: NoObj, Source: NoObj})
	} else {
		g.note(Entry{Kind: JLosesFlip, Player: p})
	}
	return won
}

// DestroyAllButRandom chooses one permanent matching Filter at random with the game's
// random generator, then destroys the rest (Last One Standing; the random choice doesn't
// target, and nobody can act in between, rulings 2018-06-08).
type DestroyAllButRandom struct{ Filter Filter }

func (e DestroyAllButRandom) do(g *Game, r *Resolution) bool {
	var all []ObjID
	for _, id := range g.battlefield {
		if g.matches(id, &e.Filter, r.Source, r.Controller) {
			all = append(all, id)
		}
	}
	if len(all) == 0 {
		return true
	}
	keep := all[g.rng.Intn(len(all))]
	g.note(Entry{Kind: JChosenAtRandom, Obj: keep, Card: g.obj(keep).Def})
	for _, id := range all {
		if id != keep && g.obj(id).Zone == ZoneBattlefield {
			g.destroy(id)
		}
	}
	return true
}
