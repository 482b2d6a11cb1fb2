package rules

// StPlayerHexproof: you have hexproof: you can't be the target of spells or abilities
// your opponents control (CR 702.11c). It covers only its controller, not the team: no
// team rule extends it (Leyline of Sanctity).
const StPlayerHexproof StaticKind = 120

// playerHexproof reports whether player p has hexproof against a spell or ability that
// player ctrl controls.
func (g *Game) playerHexproof(p, ctrl PlayerID) bool {
	return g.Opponents(p, ctrl) && g.staticFor(StPlayerHexproof, p, You)
}
