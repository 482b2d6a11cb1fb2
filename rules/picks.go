package rules

import "strings"

// Effects in which each of several players picks something, in turn order and knowing the
// earlier picks (CR 101.4, 805.6), and then everything happens at once: sacrificing,
// returning or copying what each picks, Battlebond's "friend or foe" groups, putting a card
// from hand onto the battlefield, discarding and tapping all but one.

// PickFrom says where EachPicks looks for what each player picks.
type PickFrom uint8

// Where picks come from.
const (
	PickControlled PickFrom = iota // permanents the player controls
	PickGraveyard                  // cards in the player's graveyard
)

// PickAction is what happens to the picked objects.
type PickAction uint8

// Actions on picked objects.
const (
	PickSacrifice PickAction = iota // the player sacrifices them (CR 701.17)
	PickBounce                      // they return to their owners' hands
	PickTokenCopy                   // the player creates a token that's a copy of each (CR 707.2, 111.4)
	PickToHand                      // the cards return from the graveyard to their owner's hand
	PickBlight                      // the player puts N -1/-1 counters on it (rules/blight.go)
)

// EachPicks: each selected player chooses N objects (or as many as they have) matching
// Filter among their permanents or the cards in their graveyard; then the chosen objects
// are all acted on at the same time. The players choose in turn order, each knowing the
// earlier choices (CR 101.4, 805.6; the friend-or-foe rulings of Battlebond).
type EachPicks struct {
	Who    Who
	From   PickFrom
	Filter Filter
	N      int // 0 means 1
	Do     PickAction
}

func (e EachPicks) do(g *Game, r *Resolution) bool {
	ps, ok := r.affected(g, e.Who)
	if !ok {
		return false
	}
	n := max(1, e.N)
	picks := make([][]ObjID, len(ps))
	for i, p := range ps {
		var cands []ObjID
		if e.From == PickGraveyard {
			for _, id := range g.players[p].graveyard {
				if g.matches(id, &e.Filter, r.Source, p) {
					cands = append(cands, id)
				}
			}
		} else {
			for _, id := range g.battlefield {
				if g.obj(id).Controller == p && g.matches(id, &e.Filter, r.Source, p) {
					cands = append(cands, id)
				}
			}
		}
		k := min(n, len(cands))
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChPick).n(k).picking(e.Do),
			Options: g.cardOptions(cands), Min: k, Max: k})
		if !ok {
			return false
		}
		for _, a := range ans {
			picks[i] = append(picks[i], cands[a])
		}
	}
	// CR 614.12: the copies' choices as they enter, before anything happens.
	var copies [][][]enterChoices
	if e.Do == PickTokenCopy {
		copies = make([][][]enterChoices, len(ps))
		for i, p := range ps {
			copies[i] = make([][]enterChoices, len(picks[i]))
			for j, id := range picks[i] {
				c, ok := g.askTokenChoices(r, g.obj(id).Def, p, g.tokenCount(p, 1))
				if !ok {
					return false
				}
				copies[i][j] = c
			}
		}
	}
	for i, p := range ps {
		for j, id := range picks[i] {
			o := g.obj(id)
			if o.Zone != ZoneBattlefield && e.From == PickControlled || o.Zone != ZoneGraveyard && e.From == PickGraveyard {
				continue
			}
			switch e.Do {
			case PickSacrifice:
				g.sacrifice(p, id)
			case PickBounce:
				g.note(Entry{Kind: JPlayerReturnsToHand, Player: p, Obj: o.ID, Card: o.Def, Player2: o.Owner})
				g.moveTo(id, ZoneHand, false)
			case PickTokenCopy:
				def := tokenCopyDef(o.Def)
				for k := g.tokenCount(p, 1); k > 0; k-- {
					g.createTokenAs(def, p, copies[i][j], k-1)
				}
			case PickToHand:
				g.note(Entry{Kind: JReturnsFromGraveyard, Player: p, Obj: o.ID, Card: o.Def})
				g.moveTo(id, ZoneHand, false)
			}
		}
	}
	return true
}

var pickVerb = [...]string{"sacrifice", "return to its owner's hand", "copy", "return to your hand", "blight"}

// ChooseFriendOrFoe: for each player, the controller chooses friend or foe (Battlebond's
// "friend or foe"; the controller chooses for themself and teammates too). The groups are
// remembered for the ForGroup effects that follow, which happen in order: friends act
// before foes, with no priority in between.
type ChooseFriendOrFoe struct{}

func (ChooseFriendOrFoe) do(g *Game, r *Resolution) bool {
	var friends, foes []PlayerID
	for _, p := range g.livePlayers(g.playerOrder()) {
		ans, ok := r.ask(g, ChoiceSpec{Player: r.Controller, Team: g.players[r.Controller].Team, Choice: ask(ChFriendOrFoe).about(p),
			Options: []Option{{Text: "friend", Player: NoPlayer, Obj: NoObj}, {Text: "foe", Player: NoPlayer, Obj: NoObj}}, Min: 1, Max: 1})
		if !ok {
			return false
		}
		if ans[0] == 0 {
			friends = append(friends, p)
		} else {
			foes = append(foes, p)
		}
	}
	r.friends, r.foes = friends, foes
	g.note(Entry{Kind: JFriendsFoes, N: int32(playerMask(friends)), M: int32(playerMask(foes))})
	return true
}

func (g *Game) playerList(ps []PlayerID) string {
	if len(ps) == 0 {
		return "none"
	}
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = g.players[p].Name
	}
	return strings.Join(names, ", ")
}

// ForGroup runs Effect with WhoChosen naming the friends (or, with Foes, the foes)
// chosen by an earlier ChooseFriendOrFoe of the same resolution. The effect may ask
// questions.
type ForGroup struct {
	Foes   bool
	Effect Effect
}

func (e ForGroup) do(g *Game, r *Resolution) bool {
	saved := r.chosen
	r.chosen = r.friends
	if e.Foes {
		r.chosen = r.foes
	}
	ok := e.Effect.do(g, r)
	r.chosen = saved
	return ok
}

// PutFromHand: each selected player (in the order of CR 805.6) may choose a card matching
// Filter in their hand; then the chosen cards are put onto the battlefield under their
// owners' control at the same time (Hunted Wumpus: "each other player may put a creature
// card from their hand onto the battlefield"). With Others, the controller is left out.
type PutFromHand struct {
	Who    Who
	Others bool
	Filter Filter
}

func (e PutFromHand) do(g *Game, r *Resolution) bool {
	var ps []PlayerID
	for _, p := range r.players(g, e.Who) {
		if !e.Others || p != r.Controller {
			ps = append(ps, p)
		}
	}
	picks := make([]ObjID, len(ps))
	for i, p := range ps {
		picks[i] = NoObj
		var cands []ObjID
		for _, id := range g.players[p].hand {
			if g.cardMatches(id, &e.Filter) {
				cands = append(cands, id)
			}
		}
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChPutFromHand),
			Options: g.cardOptions(cands), Min: 0, Max: 1})
		if !ok {
			return false
		}
		if len(ans) == 1 {
			picks[i] = cands[ans[0]]
		}
	}
	// CR 614.12a: the choices made as the cards enter come before any of them moves.
	var choices []enterChoices
	for i, p := range ps {
		if picks[i] == NoObj || g.obj(picks[i]).Def.AsEnters == nil {
			continue
		}
		if choices == nil {
			choices = make([]enterChoices, len(ps))
		}
		en, ok := g.askEnterChoices(r, g.obj(picks[i]).Def, p)
		if !ok {
			return false
		}
		choices[i] = en
	}
	for i, p := range ps {
		if picks[i] == NoObj || g.obj(picks[i]).Zone != ZoneHand {
			continue
		}
		id := g.enterAs(picks[i], p, false, choices, i)
		g.note(Entry{Kind: JPutsOntoBattlefield, Player: p, Obj: id, Card: g.obj(id).Def})
		g.emit(Event{Kind: EvEntersBattlefield, Obj: id, Player: p, Source: NoObj})
	}
	return true
}

// MayDiscardThenDraw: each selected player may discard a card, then each player who
// discarded a card this way draws a card (Azra Bladeseeker). Each player chooses for
// themself (in the order of CR 805.6).
type MayDiscardThenDraw struct{ Who Who }

func (e MayDiscardThenDraw) do(g *Game, r *Resolution) bool {
	ps := r.players(g, e.Who)
	picks := make([]ObjID, len(ps))
	for i, p := range ps {
		picks[i] = NoObj
		hand := g.players[p].hand
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChMayDiscard), Options: g.cardOptions(hand), Min: 0, Max: 1})
		if !ok {
			return false
		}
		if len(ans) == 1 {
			picks[i] = hand[ans[0]]
		}
	}
	for i, p := range ps {
		if picks[i] != NoObj {
			g.note(Entry{Kind: JDiscards, Player: p, Obj: picks[i], Card: g.obj(picks[i]).Def})
			g.moveTo(picks[i], ZoneGraveyard, false)
		}
	}
	for i, p := range ps {
		if picks[i] != NoObj {
			g.draw(p, 1)
		}
	}
	return true
}

// TapAllButOne: each selected player, in turn order and knowing the earlier choices,
// chooses one untapped creature they control; then all other creatures those players
// control are tapped at the same time (Regna's Sanction's foes, rulings 2018-06-08).
type TapAllButOne struct{ Who Who }

func (e TapAllButOne) do(g *Game, r *Resolution) bool {
	ps := r.players(g, e.Who)
	keep := make([]ObjID, len(ps))
	for i, p := range ps {
		keep[i] = NoObj
		var cands []ObjID
		for _, id := range g.battlefield {
			if o := g.obj(id); o.Controller == p && o.Is(Creature) && !o.Tapped {
				cands = append(cands, id)
			}
		}
		if len(cands) == 0 {
			continue
		}
		ans, ok := r.ask(g, ChoiceSpec{Player: p, Team: g.players[p].Team, Choice: ask(ChStaysUntapped),
			Options: g.cardOptions(cands), Min: 1, Max: 1})
		if !ok {
			return false
		}
		keep[i] = cands[ans[0]]
	}
	for i, p := range ps {
		for _, id := range g.battlefield {
			if o := g.obj(id); o.Controller == p && o.Is(Creature) && id != keep[i] && !o.Tapped {
				g.tap(id)
				g.note(Entry{Kind: JTapped, Obj: o.ID, Card: o.Def})
			}
		}
	}
	return true
}

// playerMask is a set of players as a bit mask of their ids.
func playerMask(ps []PlayerID) uint32 {
	var m uint32
	for _, p := range ps {
		m |= 1 << uint(p)
	}
	return m
}
