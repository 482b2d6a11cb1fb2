package tui

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/ettinmtg/ettin/bind"
	"github.com/ettinmtg/ettin/rules"
)

// Screen draws a game view as text. The zero value draws plain text 100 columns wide.
type Screen struct {
	Style Style
	// Width is the width to wrap long lists at; 0 means 100.
	Width int
	// Title is the first line ("Ettin · Two-Headed Giant · rules current · seed 42").
	Title string
	// Labels says who plays each seat, indexed like View.Players ("you", "AI heuristic").
	Labels []string
	// LogLines is how many lines of the log to show; 0 means 12, negative none.
	LogLines int
	// CardCost gives a card's mana cost to show beside its name in hands ("{1}{R}"); nil
	// shows names only.
	CardCost func(name string) string
	// Status is shown under the pending decision (who must act, what to type), one line
	// per line of it.
	Status string
	// Passes names the team that passed at log lines "pass", by index in the view's log
	// (a pass not in it reads "pass").
	Passes map[int]string
	// StackText is the rules text of each ability on the stack, indexed like View.Stack
	// ("" for spells): the screen names what an ability does, not only its source.
	StackText []string
	// Height, when set, is the terminal's height: the screen is fitted to it with a line
	// left for the prompt.
	Height int
}

// Render draws view v. The screen shows only what v holds: for a player's view, the hands
// of that player's team (CR 810.5) and the sizes of the other hands. With Height set, the
// screen is fitted to that many lines (see fit), and every line is cut to Width.
func (s *Screen) Render(v rules.View) string {
	st := s.Style
	width := s.Width
	if width <= 0 {
		width = 100
	}
	var secs []section
	var cur *section
	open := func(k sectionKind) { secs = append(secs, section{kind: k}); cur = &secs[len(secs)-1] }
	line := func(text string) { cur.lines = append(cur.lines, text) }
	rule := func(title string) {
		n := width - visibleLen(title) - 4
		line(st.Dim("── ") + st.Bold(title) + " " + st.Dim(strings.Repeat("─", max(n, 3))))
	}
	myTeam := rules.NoTeam
	if v.Viewer >= 0 && int(v.Viewer) < len(v.Players) {
		myTeam = v.Players[v.Viewer].Team
	}
	if s.Title != "" {
		open(secTitle)
		line(st.Bold(s.Title))
	}
	open(secTurn)
	line(s.turnLine(v))
	open(secTeams)
	for ti := range v.Teams {
		line(s.teamLine(v, rules.TeamID(ti), myTeam))
	}
	// Opponents first, the viewer's team last, next to the hands and the prompt.
	order := teamOrder(len(v.Teams), myTeam)
	names := boardNames(v)
	for _, ti := range order {
		t := v.Teams[ti]
		open(secBoard)
		if ti == int(myTeam) {
			cur.kind = secOwnBoard
		}
		rule(s.teamColor(ti, myTeam, t.Name) + st.Dim(" battlefield"))
		for _, p := range t.Players {
			body, yard := s.writePlayer(v, p, width, names)
			cur.lines = append(cur.lines, body...)
			if len(yard) > 0 {
				cur.optional = append(cur.optional, len(cur.lines))
				cur.lines = append(cur.lines, yard...)
			}
		}
	}
	open(secStack)
	if len(v.Stack) == 0 {
		cur.kind = secEmptyStack
		rule("Stack: empty")
	} else {
		rule("Stack (top first)")
		for i := len(v.Stack) - 1; i >= 0; i-- {
			line("  " + s.stackLine(v, v.Stack[i], len(v.Stack)-i))
			if i < len(s.StackText) && s.StackText[i] != "" {
				line("     " + st.Dim("“"+oneLine(s.StackText[i])+"”"))
			}
		}
	}
	for _, ti := range order {
		for _, p := range v.Teams[ti].Players {
			pv := v.Players[p]
			if pv.Hand == nil {
				continue
			}
			open(secHand)
			title := pv.Name + "'s hand"
			if p == v.Viewer {
				title = "Your hand (" + pv.Name + ")"
			}
			rule(fmt.Sprintf("%s: %d", title, len(pv.Hand)))
			var items []string
			for _, c := range pv.Hand {
				items = append(items, s.cardWithCost(c.Name))
			}
			if len(items) == 0 {
				line("  (empty)")
			} else {
				for _, l := range wrapItems(items, "  ", width) {
					line(l)
				}
			}
		}
	}
	if n := s.logLines(); n > 0 {
		open(secLog)
		rule("Log")
		for _, l := range logTail(v, n, s.Passes) {
			if rest, ok := strings.CutPrefix(l, "# "); ok {
				line("  " + st.Dim(rest))
			} else if strings.HasPrefix(l, "pass") || strings.Contains(l, " passes") {
				line("  " + st.Dim("» "+l))
			} else {
				line("  " + st.Bold("» "+l))
			}
		}
	}
	open(secNowRule)
	rule("Now")
	open(secNow)
	line("  " + s.pendingLine(v, myTeam))
	if opts := v.Pending.Options; len(opts) > 0 && (v.Pending.Kind == rules.DecChoice || v.Pending.Kind == rules.DecDiscard || v.Pending.Kind == rules.DecBottom) {
		// Numbered only when the numbers are those of the list of answers (one option to
		// pick, answers in option order); otherwise in order, unnumbered, so that no number
		// on the screen means two things.
		numbered := v.Pending.Kind == rules.DecChoice && v.Pending.Min == 1 && v.Pending.Max == 1
		var items []string
		for i, o := range opts {
			if numbered {
				items = append(items, strconv.Itoa(i+1)+") "+o.Text)
			} else {
				items = append(items, o.Text)
			}
		}
		for _, l := range wrapItems(items, "    options: ", width) {
			line(l)
		}
	}
	if s.Status != "" {
		open(secStatus)
		for _, l := range strings.Split(s.Status, "\n") {
			line("  " + strings.TrimLeft(l, " "))
		}
	}
	if s.Height > 0 {
		secs = fit(secs, s.Height-1) // the prompt takes the last line
	}
	var b strings.Builder
	for _, sec := range secs {
		for _, l := range sec.lines {
			b.WriteString(clip(l, width) + "\n")
		}
	}
	return b.String()
}

func (s *Screen) logLines() int {
	if s.LogLines == 0 {
		return 12
	}
	return s.LogLines
}

func teamOrder(n int, myTeam rules.TeamID) []int {
	var out []int
	for i := 0; i < n; i++ {
		if rules.TeamID(i) != myTeam {
			out = append(out, i)
		}
	}
	if myTeam >= 0 && int(myTeam) < n {
		out = append(out, int(myTeam))
	}
	return out
}

func (s *Screen) teamColor(ti int, myTeam rules.TeamID, text string) string {
	switch {
	case myTeam == rules.NoTeam:
		return s.Style.Bold(text)
	case rules.TeamID(ti) == myTeam:
		return s.Style.Ours(text)
	}
	return s.Style.Theirs(text)
}

func (s *Screen) turnLine(v rules.View) string {
	if v.Over {
		if v.Winner >= 0 && int(v.Winner) < len(v.Teams) {
			return s.Style.Bold(fmt.Sprintf("Turn %d · game over: %s wins", v.Turn, v.Teams[v.Winner].Name))
		}
		return s.Style.Bold(fmt.Sprintf("Turn %d · game over: a draw", v.Turn))
	}
	if v.Turn == 0 {
		return s.Style.Bold("Before the first turn · mulligans")
	}
	active := "?"
	if v.ActiveTeam >= 0 && int(v.ActiveTeam) < len(v.Teams) {
		active = v.Teams[v.ActiveTeam].Name
	}
	return s.Style.Bold(fmt.Sprintf("Turn %d · %s's turn · %s", v.Turn, active, StepName(v.Step)))
}

// StepName names a step for people: "precombat main phase", "declare blockers step".
func StepName(st rules.Step) string {
	switch st {
	case rules.Main1:
		return "precombat main phase"
	case rules.Main2:
		return "postcombat main phase"
	case rules.EndStep:
		return "end step"
	}
	return st.String() + " step"
}

func (s *Screen) playerName(v rules.View, p rules.PlayerID) string {
	if p < 0 || int(p) >= len(v.Players) {
		return "?"
	}
	n := v.Players[p].Name
	if int(p) < len(s.Labels) && s.Labels[p] != "" {
		n += " (" + s.Labels[p] + ")"
	}
	return n
}

func (s *Screen) teamLine(v rules.View, ti rules.TeamID, myTeam rules.TeamID) string {
	t := v.Teams[ti]
	mark := "  "
	if ti == v.ActiveTeam && !v.Over {
		mark = "▶ "
	}
	var names []string
	for _, p := range t.Players {
		n := s.playerName(v, p)
		if v.SharedTurns {
			n += fmt.Sprintf(" %d", v.Players[p].Life) // life is each player's (CR 808)
		}
		names = append(names, n)
	}
	life := fmt.Sprintf("life %d", t.Life)
	if v.SharedTurns {
		life = "life"
	}
	if t.Life <= 5 {
		life = s.Style.Err(life)
	} else {
		life = s.Style.Good(life)
	}
	w := 0
	for _, o := range v.Teams {
		w = max(w, len(o.Name))
	}
	out := fmt.Sprintf("%s%s  %s", mark, s.teamColor(int(ti), myTeam, fmt.Sprintf("%-*s", w, t.Name)), s.Style.Bold(life))
	if v.Rules().SharedPoison() {
		out += fmt.Sprintf("  poison %d", t.Poison)
	}
	out += "  " + strings.Join(names, ", ")
	if t.Lost {
		out += "  " + s.Style.Err("LOST")
	}
	return out
}

// writePlayer lists player p's permanents; yard is the graveyard line(s), which a small
// screen may leave out.
func (s *Screen) writePlayer(v rules.View, p rules.PlayerID, width int, names map[rules.ObjID]string) (body, yard []string) {
	pv := v.Players[p]
	st := s.Style
	out := func(l string) { body = append(body, l) }
	var head string
	if width < 100 {
		head = fmt.Sprintf("  %s · hand %d · library %d · graveyard %d",
			st.Bold(s.playerName(v, p)), pv.HandSize, pv.LibrarySize, len(pv.Graveyard))
		if n := len(pv.Exile); n > 0 {
			head += fmt.Sprintf(" · exile %d", n)
		}
	} else {
		head = fmt.Sprintf("  %s · hand %d · library %d · graveyard %d · exile %d",
			st.Bold(s.playerName(v, p)), pv.HandSize, pv.LibrarySize, len(pv.Graveyard), len(pv.Exile))
	}
	if !v.Rules().SharedPoison() {
		head += fmt.Sprintf(" · poison %d", pv.Poison)
	}
	if pool := poolText(pv.ManaPool); pool != "" {
		head += " · mana " + pool
	}
	out(head)
	// A player's own continuous effects under the player's line; a permanent's under its own.
	effects := func(o rules.ObjID, pl rules.PlayerID) {
		for _, t := range effectTexts(v, o, pl) {
			out(clip(st.Info("      ✦ "+t), width))
		}
	}
	effects(rules.NoObj, p)
	var lands, others []permItem
	var effected []rules.ObjID // lands and other non-creatures under an effect, in order
	var creatures []rules.PermanentView
	for _, pm := range v.Battlefield {
		if pm.Controller != p || attachedToPermanent(v, pm) {
			continue
		}
		switch {
		case pm.Types.Has(rules.Creature) || pm.Types.Has(rules.Planeswalker) || hasAttachments(v, pm.ID):
			creatures = append(creatures, pm)
		case pm.Types.Has(rules.Land):
			lands = append(lands, permItem{s.permText(v, pm, false, false, names), pm.Tapped})
		default:
			others = append(others, permItem{s.permText(v, pm, false, false, names), pm.Tapped})
		}
		if !pm.Types.Has(rules.Creature) && !pm.Types.Has(rules.Planeswalker) && !hasAttachments(v, pm.ID) && len(effectTexts(v, pm.ID, rules.NoPlayer)) > 0 {
			effected = append(effected, pm.ID)
		}
	}
	// Creatures and planeswalkers one a line, equal ones together; then those with what is
	// attached or an effect, each with its effects and attachments under it.
	alone := func(id rules.ObjID) bool {
		return !hasAttachments(v, id) && len(effectTexts(v, id, rules.NoPlayer)) == 0
	}
	var single []permItem
	for _, pm := range creatures {
		if alone(pm.ID) {
			single = append(single, permItem{s.permText(v, pm, true, false, names), pm.Tapped})
		}
	}
	for _, l := range s.group(single) {
		out("    " + l)
	}
	for _, pm := range creatures {
		if alone(pm.ID) {
			continue
		}
		out("    " + s.permText(v, pm, true, true, names))
		effects(pm.ID, rules.NoPlayer)
		for _, a := range v.Battlefield {
			if a.AttachedTo == pm.ID && a.ID != pm.ID {
				t := "      ↳ " + s.permText(v, a, false, true, names)
				if a.Controller != p {
					t += " (" + v.Players[a.Controller].Name + "'s)"
				}
				out(st.Dim(t))
			}
		}
	}
	for _, l := range wrapItems(s.group(others), "    ", width) {
		if strings.TrimSpace(l) != "" {
			out(l)
		}
	}
	if len(lands) > 0 {
		for _, l := range wrapItems(s.group(lands), "    lands: ", width) {
			out(l)
		}
	}
	for _, id := range effected {
		effects(id, rules.NoPlayer)
	}
	if n := len(pv.Graveyard); n > 0 {
		var names []string
		from := max(0, n-6)
		if from > 0 {
			names = append(names, "…")
		}
		for _, c := range pv.Graveyard[from:] {
			names = append(names, c.Name)
		}
		for _, l := range wrapItems(names, "    graveyard (top last): ", width) {
			yard = append(yard, st.Dim(l))
		}
	}
	return body, yard
}

// effectTexts says in words the continuous effects at work on permanent o, or with o
// NoObj on player pl (CR 611.2), oldest first.
func effectTexts(v rules.View, o rules.ObjID, pl rules.PlayerID) []string {
	var out []string
	for _, e := range v.Effects {
		if e.Obj == o && (o != rules.NoObj || e.Player == pl) {
			out = append(out, bind.EffectText(&v, e))
		}
	}
	return out
}

// boardNames names the permanents that share a name with another non-land permanent the
// way the notation tells them apart: "Raging Goblin#2" is the second Raging Goblin on the
// battlefield, whoever controls it (#N counts among the objects matching the name).
func boardNames(v rules.View) map[rules.ObjID]string {
	count := map[string]int{}
	for _, pm := range v.Battlefield {
		if !pm.Types.Has(rules.Land) {
			count[pm.Name]++
		}
	}
	out := map[rules.ObjID]string{}
	seen := map[string]int{}
	for _, pm := range v.Battlefield {
		if !pm.Types.Has(rules.Land) && count[pm.Name] > 1 {
			seen[pm.Name]++
			out[pm.ID] = pm.Name + "#" + strconv.Itoa(seen[pm.Name])
		}
	}
	return out
}

// permItem is a permanent listed in a group: its text and whether it is tapped.
type permItem struct {
	text   string
	tapped bool
}

// group joins equal permanents: "3× Mountain", "2× Forest (tapped)".
func (s *Screen) group(items []permItem) []string {
	var order []permItem
	count := map[permItem]int{}
	for _, it := range items {
		if count[it] == 0 {
			order = append(order, it)
		}
		count[it]++
	}
	out := make([]string, len(order))
	for i, it := range order {
		t := it.text
		if n := count[it]; n > 1 {
			t = strconv.Itoa(n) + "× " + t
		}
		if it.tapped {
			t = s.Style.Dim(t + " (tapped)")
		}
		out[i] = t
	}
	return out
}

func attachedToPermanent(v rules.View, pm rules.PermanentView) bool {
	if pm.AttachedTo == rules.NoObj {
		return false
	}
	for _, o := range v.Battlefield {
		if o.ID == pm.AttachedTo {
			return true
		}
	}
	return false
}

func hasAttachments(v rules.View, id rules.ObjID) bool {
	for _, o := range v.Battlefield {
		if o.AttachedTo == id && o.ID != id {
			return true
		}
	}
	return false
}

// permText describes a permanent: name, power/toughness as modified, counters, keywords
// (when long), and its status (attacking, blocking, and tapped when tapped is set).
func (s *Screen) permText(v rules.View, pm rules.PermanentView, long, tapped bool, names map[rules.ObjID]string) string {
	st := s.Style
	parts := []string{pm.Name}
	if n, ok := names[pm.ID]; ok {
		parts[0] = n
	}
	if pm.Token && !strings.Contains(pm.Name, "Token") {
		parts[0] += " token"
	}
	if pm.Types.Has(rules.Creature) {
		pt := fmt.Sprintf("%d/%d", pm.Power, pm.Toughness)
		parts = append(parts, st.Bold(pt))
	}
	if pm.Damage > 0 {
		parts = append(parts, st.Err(fmt.Sprintf("%d damage", pm.Damage)))
	}
	for k, n := range pm.Counters {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("[%s %d]", rules.CounterKind(k), n))
		}
	}
	if long {
		if kw := keywordList(pm.Keywords); kw != "" {
			parts = append(parts, st.Dim(kw))
		}
		// CR 302.6: it can't attack or use {T} abilities, on any team's turn, until its
		// controller's next turn begins.
		if pm.Sick && pm.Types.Has(rules.Creature) && !pm.Keywords.Has(rules.Haste) {
			parts = append(parts, st.Dim("(summoning sick)"))
		}
		if pm.Prepared {
			parts = append(parts, st.Dim("(prepared)"))
		}
	}
	text := strings.Join(parts, " ")
	if pm.Attacking {
		text += " " + st.Warn("attacking "+targetName(v, pm.Target))
	}
	if pm.Blocking != rules.NoObj {
		text += " " + st.Warn("blocking "+objName(v, pm.Blocking))
	}
	if pm.Tapped && tapped {
		text = st.Dim(text + " (tapped)")
	}
	return text
}

func keywordList(ks rules.KeywordSet) string {
	var out []string
	for k := rules.Keyword(0); k < 32; k++ {
		if ks.Has(k) {
			if n := keywordName(k); n != "" {
				out = append(out, n)
			}
		}
	}
	return strings.Join(out, ", ")
}

// keywordName names a keyword, or "" for one this package doesn't know.
func keywordName(k rules.Keyword) (name string) {
	defer func() {
		if recover() != nil {
			name = ""
		}
	}()
	return k.String()
}

func poolText(p rules.Pool) string {
	var b strings.Builder
	for i, n := range p {
		sym := "WUBRGC"[i : i+1]
		for j := 0; j < n; j++ {
			b.WriteString("{" + sym + "}")
		}
	}
	return b.String()
}

func targetName(v rules.View, t rules.Target) string {
	if t.IsPlayer() {
		if int(t.Player) < len(v.Players) {
			return v.Players[t.Player].Name
		}
		return "?"
	}
	if t.Obj == rules.NoObj {
		// In the older editions creatures attack a team (the view doesn't say which; in
		// two-team games it is the other one).
		if v.ActiveTeam >= 0 && len(v.Teams) == 2 {
			return v.Teams[1-v.ActiveTeam].Name
		}
		return "the defending team"
	}
	return objName(v, t.Obj)
}

func objName(v rules.View, id rules.ObjID) string {
	for _, o := range v.Battlefield {
		if o.ID == id {
			if n, ok := boardNames(v)[id]; ok {
				return n
			}
			return o.Name
		}
	}
	return "a spell"
}

func (s *Screen) stackLine(v rules.View, it rules.StackView, n int) string {
	kind := "ability of"
	if it.Spell {
		kind = "spell"
	}
	ctrl := "?"
	if it.Controller >= 0 && int(it.Controller) < len(v.Players) {
		ctrl = v.Players[it.Controller].Name
	}
	text := fmt.Sprintf("%d. %s %s (%s)", n, kind, s.Style.Bold(it.Name), ctrl)
	if len(it.Targets) > 0 {
		var ts []string
		for _, t := range it.Targets {
			ts = append(ts, targetName(v, t))
		}
		text += " → " + strings.Join(ts, ", ")
	}
	return text
}

func (s *Screen) cardWithCost(name string) string {
	if s.CardCost == nil {
		return name
	}
	if c := s.CardCost(name); c != "" {
		return name + " " + s.Style.Dim(c)
	}
	return name
}

func (s *Screen) pendingLine(v rules.View, myTeam rules.TeamID) string {
	d := v.Pending
	if v.Over || d.Kind == rules.DecNone {
		return s.Style.Bold("The game is over.")
	}
	text := v.PendingText
	if d.Player != rules.NoPlayer && int(d.Player) < len(v.Players) && d.Kind == rules.DecChoice {
		text = v.Players[d.Player].Name + " chooses: " + v.PendingText
	}
	if d.Kind == rules.DecPriority && d.Team >= 0 && int(d.Team) < len(v.Teams) {
		text = "priority: " + v.Teams[d.Team].Name
	}
	if d.Team == myTeam {
		return s.Style.Warn("▶ " + text)
	}
	return "▶ " + text
}

// LogTail returns the last n lines of v's log as a player should read them: runs of
// passes folded into one line ("pass ×4"), and the cards an opponent put on the bottom
// of their library left out (they are hidden).
func LogTail(v rules.View, n int) []string { return logTail(v, n, nil) }

// logTail is LogTail with the team of each pass known by log index ("Golgari passes,
// Boros passes"); passes of unknown teams read "pass".
func logTail(v rules.View, n int, passes map[int]string) []string {
	myTeam := rules.NoTeam
	if v.Viewer >= 0 && int(v.Viewer) < len(v.Players) {
		myTeam = v.Players[v.Viewer].Team
	}
	var out []string
	var run []string // the teams of a run of passes, "" when unknown
	flush := func() {
		if len(run) == 0 {
			return
		}
		if l := alternation(run); l != "" {
			out = append(out, l)
			run = run[:0]
			return
		}
		var parts []string
		for i := 0; i < len(run); {
			j := i
			for j < len(run) && run[j] == run[i] {
				j++
			}
			p := "pass"
			if run[i] != "" {
				p = run[i] + " passes"
			}
			if j-i > 1 {
				p += fmt.Sprintf(" ×%d", j-i)
			}
			parts = append(parts, p)
			i = j
		}
		out = append(out, strings.Join(parts, ", "))
		run = run[:0]
	}
	lines := bind.ViewLog(&v)
	for i, l := range lines {
		if l == "pass" {
			run = append(run, passes[i])
			continue
		}
		flush()
		if hiddenFrom(v, v.Journal[i], myTeam) {
			continue
		}
		out = append(out, l)
	}
	flush()
	if len(out) > n {
		out = out[len(out)-n:]
	}
	return out
}

// alternation writes a run of more than two passes in which two teams take turns as
// "Golgari passes, Boros passes (×3)", or returns "".
func alternation(run []string) string {
	if len(run) <= 2 || run[0] == "" || run[1] == "" || run[0] == run[1] {
		return ""
	}
	for i, t := range run {
		if t != run[i%2] {
			return ""
		}
	}
	l := fmt.Sprintf("%s passes, %s passes (×%d)", run[0], run[1], len(run)/2)
	if len(run)%2 == 1 {
		l += ", " + run[0] + " passes"
	}
	return l
}

// StackTexts is the rules text of each ability on g's stack, bottom first like
// View.Stack ("" for a spell, whose card names it).
func StackTexts(g *rules.Game) []string {
	st := g.Stack()
	out := make([]string, len(st))
	for i, it := range st {
		if !it.Spell && it.Ability != nil {
			out[i] = it.Ability.Text
		}
	}
	return out
}

// hiddenFrom reports whether journal entry e names cards that the viewer's team may not
// see: "Bob bottoms Island, Swamp" by an opponent after a mulligan.
func hiddenFrom(v rules.View, e rules.Entry, myTeam rules.TeamID) bool {
	if myTeam == rules.NoTeam || e.Kind != rules.JAction || e.ActKind != rules.ActBottom {
		return false
	}
	return e.Player >= 0 && int(e.Player) < len(v.Players) && v.Players[e.Player].Team != myTeam
}

// Omniscient builds a view of g that shows everything: every hand, and the log with every
// hidden detail. Its Viewer is rules.NoPlayer.
func Omniscient(g *rules.Game) rules.View {
	v := g.ViewFor(0)
	for t := range rules.TeamID(g.NumTeams()) {
		members := g.Members(rules.TeamID(t))
		if len(members) == 0 {
			continue
		}
		tv := g.ViewFor(members[0])
		for _, p := range members {
			v.Players[p].Hand = tv.Players[p].Hand
		}
	}
	v.Pending = g.Pending()
	v.Journal = g.Journal()
	v.Viewer = rules.NoPlayer
	return v
}
