package rules

// "This creature can't be blocked by creatures with power 2 or less", "... by tokens"
// (CR 509.1b): a restriction on the blockers of the affected creature, checked as
// blockers are declared.

// cantBeBlockedBy reports whether an StCantBeBlockedBy ability on attacker forbids
// blocker to block it.
func (g *Game) cantBeBlockedBy(blocker, attacker ObjID) bool {
	return g.staticOn(StCantBeBlockedBy, attacker, func(st *Static, src ObjID) bool {
		return st.Against != nil && g.matches(blocker, st.Against, src, g.obj(src).Controller)
	})
}
