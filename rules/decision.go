package rules

// DecisionKind is the kind of decision the game waits on.
type DecisionKind uint8

// Decision kinds.
const (
	DecNone     DecisionKind = iota // the game is over
	DecPriority                     // a team with priority acts or passes (CR 805.5)
	DecMulligan                     // a player keeps or mulligans (CR 103.5, 805.3a)
	DecBottom                       // a player puts cards from hand on the bottom (CR 103.5)
	DecAttack                       // the active team declares attackers (CR 805.10b)
	DecBlock                        // the defending team declares blockers (CR 805.10d)
	DecAssign                       // the attacking team assigns combat damage (CR 805.10f)
	DecChoice                       // a player or team answers a choice
	DecDiscard                      // a player discards to maximum hand size (CR 514.1)
	DecOrder                        // a team orders blockers or attackers for damage (2011 rules, 810.7e)
)

var decisionNames = [...]string{"none", "priority", "mulligan", "bottom", "declare attackers", "declare blockers", "assign combat damage", "choice", "discard", "damage assignment order"}

func (k DecisionKind) String() string { return decisionNames[k] }

// Decision is what the game waits on: who decides, and what.
type Decision struct {
	Kind   DecisionKind
	Team   TeamID   // the deciding team
	Player PlayerID // the deciding player, or NoPlayer when either player of Team may act
	// DecidedBy is the player who makes the decision for Player or Team while controlling
	// them (CR 805.8, Sorin Markov), or NoPlayer.
	DecidedBy PlayerID
	// Choice is what a DecChoice decision asks (Kind ChNone for the other kinds). The
	// decision in words is PromptText's rendering of it, for people.
	Choice Choice
	// Options and Min/Max describe a choice or discard.
	Options  []Option
	Min, Max int
}

// Pending returns the decision the game waits on.
func (g *Game) Pending() Decision {
	d := g.pending()
	d.DecidedBy = g.decidedBy(d.Player, d.Team)
	return d
}

// decidedBy is the player who makes player p's (or, with p NoPlayer, team t's) decisions
// while controlling them (CR 805.8), or NoPlayer.
func (g *Game) decidedBy(p PlayerID, t TeamID) PlayerID {
	if p != NoPlayer {
		if c := g.players[p].Controller; c != NoPlayer && c != p {
			return c
		}
		return NoPlayer
	}
	if t == NoTeam {
		return NoPlayer
	}
	for _, q := range g.teams[t].members {
		if c := g.players[q].Controller; c != NoPlayer && c != q {
			return c
		}
	}
	return NoPlayer
}

func (g *Game) pending() Decision {
	if g.over {
		return Decision{Kind: DecNone, Team: NoTeam, Player: NoPlayer, Choice: noChoice}
	}
	switch g.wait {
	case waitPriority:
		return Decision{Kind: DecPriority, Team: g.priority, Player: NoPlayer, Choice: noChoice}
	case waitChoice:
		c := g.choice.spec
		t := c.Team
		if c.Player != NoPlayer {
			t = g.players[c.Player].Team
		}
		return Decision{Kind: DecChoice, Team: t, Player: c.Player, Choice: c.Choice, Options: c.Options, Min: c.Min, Max: c.Max}
	case waitMulligan:
		p := g.mull.next(g)
		return Decision{Kind: DecMulligan, Team: g.players[p].Team, Player: p, Choice: noChoice}
	case waitBottom:
		p := g.mull.nextBottom(g)
		n := g.mull.toBottom(g, p)
		return Decision{Kind: DecBottom, Team: g.players[p].Team, Player: p, Choice: noChoice,
			Options: g.cardOptions(g.players[p].hand), Min: n, Max: n}
	case waitAttack:
		return Decision{Kind: DecAttack, Team: g.turn.Team, Player: NoPlayer, Choice: noChoice}
	case waitBlock:
		t := g.declaringTeam()
		return Decision{Kind: DecBlock, Team: t, Player: NoPlayer, Choice: noChoice}
	case waitAssign:
		t := g.assignTeam()
		return Decision{Kind: DecAssign, Team: t, Player: NoPlayer, Choice: noChoice}
	case waitOrder:
		if t := g.orderTeam(); t != NoTeam && t != g.turn.Team { // 810.7e of 2011, second sentence
			return Decision{Kind: DecOrder, Team: t, Player: NoPlayer, Choice: noChoice}
		}
		return Decision{Kind: DecOrder, Team: g.turn.Team, Player: NoPlayer, Choice: noChoice}
	case waitDiscard:
		p := g.needCleanupDiscard()
		n := g.overHandSize(p)
		return Decision{Kind: DecDiscard, Team: g.players[p].Team, Player: p, Choice: noChoice,
			Options: g.handOptions(p), Min: n, Max: n}
	}
	return Decision{Kind: DecNone, Team: NoTeam, Player: NoPlayer, Choice: noChoice}
}

// noChoice is the payload of a decision that isn't a choice.
var noChoice = ask(ChNone)

// waitingFor says in words what the game waits on, for refusals.
func (g *Game) waitingFor() string {
	d := g.Pending()
	return "the game waits for: " + g.PromptText(d)
}

// Pick returns the action that answers a decision with options (a choice, a discard, the
// cards put on the bottom after a mulligan) by picking the options at the given indexes,
// as the player who makes the decision; false for a decision without options. The action
// is still checked when applied: too few or too many picks are refused.
func (d Decision) Pick(options ...int) (Action, bool) {
	who := d.Player
	if d.DecidedBy != NoPlayer {
		who = d.DecidedBy // CR 805.8: the controlling player answers
	}
	a := Action{Kind: ActChoose, Player: who, Team: d.Team, Obj: NoObj, Assist: NoPlayer}
	switch d.Kind {
	case DecChoice, DecDiscard:
		a.Choices = append([]int(nil), options...)
	case DecBottom:
		a.Kind = ActBottom
		for _, i := range options {
			if i < 0 || i >= len(d.Options) {
				a.Cards = append(a.Cards, NoObj) // refused when applied: names no card
				continue
			}
			a.Cards = append(a.Cards, d.Options[i].Obj)
		}
	default:
		return Action{}, false
	}
	return a, true
}
