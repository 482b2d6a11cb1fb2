package rules

// LogEntry is one line of the game log: an action line in the notation, or an event line
// beginning with "#". A line that reveals a hidden card to one team only has Secret set:
// that team sees Secret, everyone else sees Text.
type LogEntry struct {
	Text   string
	Secret string
	Team   TeamID
}

// Log returns the whole game log, as an omniscient observer sees it.
func (g *Game) Log() []LogEntry { return g.log }

// LogFor returns the log lines as player p may see them; for an id that names no player,
// as an observer sees them (no secrets).
func (g *Game) LogFor(p PlayerID) []string { return g.logFor(p, 0) }

// logFor is player p's log from entry from on.
func (g *Game) logFor(p PlayerID, from int) []string {
	t := g.TeamOf(p)
	from = min(max(from, 0), len(g.log))
	out := make([]string, 0, len(g.log)-from)
	for _, e := range g.log[from:] {
		if e.Secret != "" && e.Team == t {
			out = append(out, e.Secret)
		} else {
			out = append(out, e.Text)
		}
	}
	return out
}

func (g *Game) logf(format string, args ...any) {
	g.log = append(g.log, LogEntry{Text: logSprintf(format, args...), Team: NoTeam})
}

// logSecret logs an event whose details only team t may see.
func (g *Game) logSecret(t TeamID, public, secret string) {
	g.log = append(g.log, LogEntry{Text: public, Secret: secret, Team: t})
}
