package rules

import "slices"

// GameIsADraw: "the game is a draw" (Divine Intervention). The game is a draw (CR 104.4a);
// with a limited range of influence, only for the controller and the players within their
// range, who leave the game while the others play on (CR 801.15).
type GameIsADraw struct{}

func (GameIsADraw) do(g *Game, r *Resolution) bool {
	g.drawFor(r.Controller, g.obj(r.Source).Def)
	return true
}

// drawFor makes the game a draw by player p's effect (src: the card): for everyone where
// players don't take their own turns or every player still in the game is within p's range
// of influence; otherwise for p and the players within p's range, who leave the game at the
// same time, neither winning nor losing (CR 801.15, 807.4e).
func (g *Game) drawFor(p PlayerID, src *CardDef) {
	if g.over {
		return
	}
	var draw []TeamID
	all := true
	for i := range g.teams {
		if g.teams[i].Lost {
			continue
		}
		if q := g.teams[i].members[0]; TeamID(i) == g.players[p].Team || g.InRange(p, q) {
			draw = append(draw, TeamID(i))
		} else {
			all = false
		}
	}
	if g.cfg.Variant == Emperor {
		draw = g.emperorsDraw(draw)
		all = true
		for i := range g.teams {
			all = all && (g.teams[i].Lost || slices.Contains(draw, TeamID(i)))
		}
	}
	if all || !g.rb().Variant.OwnTurns() {
		g.drawGameBy(EndDrawEffect, src) // CR 104.4a
		return
	}
	g.beginLeaving()
	// They all leave at once (CR 801.15): the game may end only once every one of them
	// has left, or a side would win while some of its players were still to draw.
	for _, t := range draw {
		g.teams[t].Lost = true // the team leaves the game (Team.Lost: left it), a draw for it
		g.note(Entry{Kind: JDrawsGame, Team: t, Player: p, Card: src, More: &EntryMore{End: EndDrawEffect}})
	}
	if g.checkGameOver(); !g.over {
		for _, t := range draw {
			g.leaveObjects(t) // CR 800.4a
			if g.priority == t {
				g.priority = g.nextLiveTeam(t) // CR 800.4j
			}
		}
	}
	g.endLeaving()
}

// emperorsDraw adds to the teams (seats) a draw is for the other seats of each emperor's
// team among them: the game is a draw for a team if it is a draw for its emperor (CR
// 809.5c). It returns draw itself outside Emperor.
func (g *Game) emperorsDraw(draw []TeamID) []TeamID {
	if g.cfg.Variant != Emperor {
		return draw
	}
	for _, t := range draw {
		sd := &g.sides[g.teamSide[t]]
		if sd.Emperor == NoPlayer || g.players[sd.Emperor].Team != t {
			continue
		}
		for _, o := range sd.Teams {
			if !g.teams[o].Lost && !slices.Contains(draw, o) {
				draw = append(draw, o)
			}
		}
	}
	return draw
}
