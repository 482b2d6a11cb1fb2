package rules

// SacrificeUnlessPayLife: for each permanent matching Filter, its controller sacrifices it
// unless they pay Amount life (Killing Wave). Each player, active team first (CR 805.6),
// chooses the permanents to pay for, knowing the earlier choices; then all the life is
// paid and the rest sacrificed at the same time. Teammates pay simultaneously, so
// together they may pay no more than their team's life total (CR 810.9b).
type SacrificeUnlessPayLife struct {
	Filter Filter
	Amount Amount
}

func (e SacrificeUnlessPayLife) do(g *Game, r *Resolution) bool {
	ps := r.players(g, WhoEachPlayer)
	keep := make([][]ObjID, len(ps))
	lose := make([][]ObjID, len(ps))
	cost := make([]int, len(ps))
	committed := map[TeamID]int{}
	for i, p := range ps {
		var cands []ObjID
		for _, id := range g.battlefield {
			if g.obj(id).Controller == p && g.matches(id, &e.Filter, r.Source, r.Controller) {
				cands = append(cands, id)
			}
		}
		if len(cands) == 0 {
			continue
		}
		n := max(0, e.Amount.eval(g, r, p))
		cost[i] = n
		most := len(cands) // CR 810.9b: players can always pay 0 life
		if n > 0 {
			most = min(most, max(0, g.lifeBudget(p, committed[g.players[p].Team]))/n)
		}
		var ans []int
		if n == 0 {
			ans = allIndexes(len(cands))
		} else {
			var ok bool
			ans, ok = r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team,
				Choice:  ask(ChPayLife).n(n),
				Options: g.cardOptions(cands), Min: 0, Max: most})
			if !ok {
				return false
			}
		}
		paid := make([]bool, len(cands))
		for _, a := range ans {
			paid[a] = true
		}
		for j, id := range cands {
			if paid[j] {
				keep[i] = append(keep[i], id)
			} else {
				lose[i] = append(lose[i], id)
			}
		}
		committed[g.players[p].Team] += n * len(keep[i])
	}
	// All at once: the life is paid, then the rest are sacrificed.
	for i, p := range ps {
		g.payLife(p, cost[i]*len(keep[i]))
	}
	for i, p := range ps {
		for _, id := range lose[i] {
			if g.obj(id).Zone == ZoneBattlefield && g.obj(id).Controller == p {
				g.sacrifice(p, id)
			}
		}
	}
	return true
}

// lifeBudget is the most life player p may pay when teammates paying at the same time
// have already committed `committed` life: the team's total less that where life is the
// team's (CR 810.9b), p's own half-share before (606.9a of the 2006 and 2008 editions).
func (g *Game) lifeBudget(p PlayerID, committed int) int {
	if g.lifeCantChange(p) {
		return 0 // CR 119.8, 810.9h: only 0 life can be paid
	}
	if !g.rb().LifeLocksCoverTeam() {
		return g.PlayerLife(p)
	}
	return g.PlayerLife(p) - committed
}

func allIndexes(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}
