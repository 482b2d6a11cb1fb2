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
	// Status is a line shown under the pending decision (who must act, what to type).
	Status string
}

// Render draws view v. The screen shows only what v holds: for a player's view, the hands
// of that player's team (CR 810.5) and the sizes of the other hands.
func (s *Screen) Render(v rules.View) string {
	var b strings.Builder
	st := s.Style
	width := s.Width
	if width <= 0 {
		width = 100
	}
	line := func(text string) { b.WriteString(text + "\n") }
	rule := func(title string) {
		n := width - visibleLen(title) - 4
		line(st.Dim("── ") + st.Bold(title) + " " + st.Dim(strings.Repeat("─", max(n, 3))))
	}
	myTeam := rules.NoTeam
	if v.Viewer >= 0 && int(v.Viewer) < len(v.Players) {
		myTeam = v.Players[v.Viewer].Team
	}
	if s.Title != "" {
		line(st.Bold(s.Title))
	}
	line(s.turnLine(v))
	for ti := range v.Teams {
		line(s.teamLine(v, rules.TeamID(ti), myTeam))
	}
	// Opponents first, the viewer's team last, next to the hands and the prompt.
	order := teamOrder(len(v.Teams), myTeam)
	for _, ti := range order {
		t := v.Teams[ti]
		rule(s.teamColor(ti, myTeam, t.Name) + st.Dim(" battlefield"))
		for _, p := range t.Players {
			s.writePlayer(&b, v, p, width)
		}
	}
	if len(v.Stack) == 0 {
		rule("Stack: empty")
	} else {
		rule("Stack (top first)")
		for i := len(v.Stack) - 1; i >= 0; i-- {
			line("  " + s.stackLine(v, v.Stack[i], len(v.Stack)-i))
		}
	}
	for _, ti := range order {
		for _, p := range v.Teams[ti].Players {
			pv := v.Players[p]
			if pv.Hand == nil {
				continue
			}
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
		rule("Log")
		for _, l := range LogTail(v, n) {
			if rest, ok := strings.CutPrefix(l, "# "); ok {
				line("  " + st.Dim(rest))
			} else if strings.HasPrefix(l, "pass") {
				line("  " + st.Dim("» "+l))
			} else {
				line("  " + st.Bold("» "+l))
			}
		}
	}
	rule("Now")
	line("  " + s.pendingLine(v, myTeam))
	if opts := v.Pending.Options; len(opts) > 0 && (v.Pending.Kind == rules.DecChoice || v.Pending.Kind == rules.DecDiscard || v.Pending.Kind == rules.DecBottom) {
		var items []string
		for i, o := range opts {
			items = append(items, strconv.Itoa(i+1)+") "+o.Text)
		}
		for _, l := range wrapItems(items, "    options: ", width) {
			line(l)
		}
	}
	if s.Status != "" {
		line("  " + s.Status)
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
		names = append(names, s.playerName(v, p))
	}
	life := fmt.Sprintf("life %d", t.Life)
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
	if v.Edition.SharedPoison() {
		out += fmt.Sprintf("  poison %d", t.Poison)
	}
	out += "  " + strings.Join(names, ", ")
	if t.Lost {
		out += "  " + s.Style.Err("LOST")
	}
	return out
}

func (s *Screen) writePlayer(b *strings.Builder, v rules.View, p rules.PlayerID, width int) {
	pv := v.Players[p]
	st := s.Style
	head := fmt.Sprintf("  %s · hand %d · library %d · graveyard %d · exile %d",
		st.Bold(s.playerName(v, p)), pv.HandSize, pv.LibrarySize, len(pv.Graveyard), len(pv.Exile))
	if !v.Edition.SharedPoison() {
		head += fmt.Sprintf(" · poison %d", pv.Poison)
	}
	if pool := poolText(pv.ManaPool); pool != "" {
		head += " · mana " + pool
	}
	b.WriteString(head + "\n")
	var lands, others []permItem
	var creatures []rules.PermanentView
	for _, pm := range v.Battlefield {
		if pm.Controller != p || attachedToPermanent(v, pm) {
			continue
		}
		switch {
		case pm.Types.Has(rules.Creature) || pm.Types.Has(rules.Planeswalker) || hasAttachments(v, pm.ID):
			creatures = append(creatures, pm)
		case pm.Types.Has(rules.Land):
			lands = append(lands, permItem{s.permText(v, pm, false, false), pm.Tapped})
		default:
			others = append(others, permItem{s.permText(v, pm, false, false), pm.Tapped})
		}
	}
	// Creatures and planeswalkers one a line, equal ones together; then what is attached.
	var single []permItem
	for _, pm := range creatures {
		if !hasAttachments(v, pm.ID) {
			single = append(single, permItem{s.permText(v, pm, true, false), pm.Tapped})
		}
	}
	for _, l := range s.group(single) {
		b.WriteString("    " + l + "\n")
	}
	for _, pm := range creatures {
		if !hasAttachments(v, pm.ID) {
			continue
		}
		b.WriteString("    " + s.permText(v, pm, true, true) + "\n")
		for _, a := range v.Battlefield {
			if a.AttachedTo == pm.ID && a.ID != pm.ID {
				t := "      ↳ " + s.permText(v, a, false, true)
				if a.Controller != p {
					t += " (" + v.Players[a.Controller].Name + "'s)"
				}
				b.WriteString(st.Dim(t) + "\n")
			}
		}
	}
	for _, l := range wrapItems(s.group(others), "    ", width) {
		if strings.TrimSpace(l) != "" {
			b.WriteString(l + "\n")
		}
	}
	if len(lands) > 0 {
		for _, l := range wrapItems(s.group(lands), "    lands: ", width) {
			b.WriteString(l + "\n")
		}
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
			b.WriteString(st.Dim(l) + "\n")
		}
	}
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
func (s *Screen) permText(v rules.View, pm rules.PermanentView, long, tapped bool) string {
	st := s.Style
	parts := []string{pm.Name}
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
		if pm.Sick && pm.Types.Has(rules.Creature) && !pm.Keywords.Has(rules.Haste) && controllerTeam(v, pm) == v.ActiveTeam {
			parts = append(parts, st.Dim("(summoning sick)"))
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

func controllerTeam(v rules.View, pm rules.PermanentView) rules.TeamID {
	if pm.Controller < 0 || int(pm.Controller) >= len(v.Players) {
		return rules.NoTeam
	}
	return v.Players[pm.Controller].Team
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
	text := d.Prompt
	if d.Player != rules.NoPlayer && int(d.Player) < len(v.Players) && d.Kind == rules.DecChoice {
		text = v.Players[d.Player].Name + " chooses: " + d.Prompt
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
func LogTail(v rules.View, n int) []string {
	myTeam := rules.NoTeam
	if v.Viewer >= 0 && int(v.Viewer) < len(v.Players) {
		myTeam = v.Players[v.Viewer].Team
	}
	var out []string
	passes := 0
	flush := func() {
		if passes == 1 {
			out = append(out, "pass")
		} else if passes > 1 {
			out = append(out, fmt.Sprintf("pass ×%d", passes))
		}
		passes = 0
	}
	lines := bind.ViewLog(&v)
	for i, l := range lines {
		if l == "pass" {
			passes++
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
	for _, t := range g.Teams {
		if len(t.Players) == 0 {
			continue
		}
		tv := g.ViewFor(t.Players[0])
		for _, p := range t.Players {
			v.Players[p].Hand = tv.Players[p].Hand
		}
	}
	v.Pending = g.Pending()
	v.Journal = g.Journal()
	v.Viewer = rules.NoPlayer
	return v
}
