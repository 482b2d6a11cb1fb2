package scenario

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ExpectKind says which assertion an expectation makes (one per row of the Expectations table
// in docs/notation-and-scenarios.md).
type ExpectKind int

// The kinds of expectation. The comment of each shows its forms and the fields it fills.
const (
	// TeamLife is "Red life 22": Subject (a team or a player; the runner decides), Number.
	TeamLife ExpectKind = iota + 1
	// Poison is "Red poison 3" or "Bob poison 9": Subject (team or player), Number.
	Poison
	// Outcome is "Red wins", "Red loses", "Bob left" (Subject, Word wins|loses|left), "game continues"
	// (Word continues) or "draw" (Word draw).
	Outcome
	// ZoneSize is "Ann hand 7": Subject (player), Zone (hand|library|graveyard|exile), Number.
	ZoneSize
	// Where is "Grizzly Bears on battlefield" or "Lightning Bolt in Ann's graveyard": Subject,
	// Zone (battlefield|stack|hand|library|graveyard|exile), Owner (optional); "not on" and
	// "not in" set Negated.
	Where
	// Controller is "Grizzly Bears under Bob's control": Subject, Owner (the controller);
	// "not under" sets Negated.
	Controller
	// PT is "Grizzly Bears is 3/3": Subject, Number (power), Number2 (toughness); "is not"
	// sets Negated.
	PT
	// Tapped is "Grizzly Bears tapped" (or "is tapped"): Subject.
	Tapped
	// Untapped is "Grizzly Bears untapped" (or "is untapped"): Subject.
	Untapped
	// Has is "Grizzly Bears has flying": Subject, Word (the ability as written); "does not
	// have" sets Negated.
	Has
	// IsType is "Lurking Evil is a creature" or "is an enchantment": Subject, Word (the type
	// as written, after the article); "is not a" sets Negated.
	IsType
	// Counters is "Grizzly Bears counters +1/+1 2": Subject, Word (the counter kind), Number.
	Counters
	// Step is "step declare blockers": Word (the canonical step).
	Step
	// TurnTeam is "turn Red": Subject (the active team).
	TurnTeam
	// TurnNumber is "turn number 4": Number.
	TurnNumber
	// Priority is "priority Blue": Subject (the team or player with priority).
	Priority
	// StackSize is "stack 1": Number.
	StackSize
	// Choice is "choice Blue": Subject (the team or player a choice is pending for).
	Choice
	// InRange is "Cid in range of Ann": Subject (Cid), Owner (Ann); "Cid out of range of
	// Ann" sets Negated (CR 801.2).
	InRange
	// Marker is a Grand Melee turn marker (CR 807.4): "marker 2 Eve" (Number, Subject: its
	// holder), "marker 1 waiting" (Word waiting), "marker 1 step end" (Word step, Subject:
	// the canonical step), "marker 2 stack 1" (Word stack, Number2), "marker 2 removal 1"
	// (Word removal, Number2: its designations for removal), "markers 2" (Word markers,
	// Number: how many there are).
	Marker
	// SeesHand is "Ann sees Abe's hand": Subject (the viewer), Owner (whose hand); "Ann does
	// not see Bob's hand" sets Negated (CR 808.5, 809.7, 810.5; seed 606.5, 607.7, 609.6).
	SeesHand
	// Prepared is "Abigale, Poet Laureate prepared" (or "is prepared"): Subject, a
	// permanent of the prepare layout whose controller may cast a copy of its spell.
	Prepared
	// Unprepared is "Abigale, Poet Laureate unprepared" (or "is unprepared"): Subject.
	Unprepared
	// FaceDown is "Hystrodon face down" (or "is face down"): Subject, a face-down
	// permanent named by its card (CR 708).
	FaceDown
	// FaceUp is "Hystrodon face up" (or "is face up"): Subject, a permanent not face down.
	FaceUp
	// Energy is "Ann energy 3": Subject (a player), Number: the player's energy counters
	// (CR 107.14).
	Energy
	// Speed is "Ann speed 2": Subject (a player), Number: the player's speed, 0 for none
	// (CR 702.179).
	Speed
	// Designated is "Arbor Colossus is monstrous" (or "renowned"; "is" may be left out):
	// Subject, Word (the designation, CR 701.37b, 702.112b); "is not" sets Negated.
	Designated
)

// kindNames are the ExpectKind names, for String.
var kindNames = [...]string{
	TeamLife: "life", Poison: "poison", Outcome: "outcome", ZoneSize: "zone size",
	Where: "where", Controller: "controller", PT: "power/toughness", Tapped: "tapped",
	Untapped: "untapped", Has: "has", IsType: "is a", Counters: "counters", Step: "step",
	TurnTeam: "turn", TurnNumber: "turn number", Priority: "priority", StackSize: "stack",
	Choice: "choice", InRange: "range", Marker: "marker", SeesHand: "sees hand", Prepared: "prepared", Unprepared: "unprepared",
	FaceDown: "face down", FaceUp: "face up",
	Energy: "energy", Speed: "speed", Designated: "designated",
}

// String returns a short name of the kind, for messages.
func (k ExpectKind) String() string {
	if k > 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("ExpectKind(%d)", int(k))
}

// Expectation is one parsed expect: line. Which fields are set depends on Kind (see the
// ExpectKind constants); names are kept as written, with runs of spaces made single.
type Expectation struct {
	// Kind says which assertion this is.
	Kind ExpectKind
	// Subject is the team, player or object the assertion is about, as written
	// ("Red", "Bob's Grizzly Bears#2").
	Subject string
	// Zone is the zone of a ZoneSize or Where expectation.
	Zone string
	// Owner is the player of a possessive: the zone's owner for Where, the controller for
	// Controller.
	Owner string
	// Number is the expected number: life, poison, zone size, power, counters, turn number,
	// stack size.
	Number int
	// Number2 is the expected toughness of a PT expectation.
	Number2 int
	// Word is the expectation's keyword argument: the outcome, ability, type, counter kind
	// or canonical step.
	Word string
	// Negated reports a "not" form: the assertion must be false.
	Negated bool
	// Text is the expectation as written.
	Text string
}

// expectForms is the short list of accepted forms given when a line is not understood.
const expectForms = "T life N, T poison N, T wins|loses, game continues, draw, " +
	"P hand|library|graveyard|exile N, X [not] on battlefield|stack, " +
	"X [not] in [P's] hand|library|graveyard|exile, X [not] under P's control, X is [not] P/T, " +
	"X [is] tapped|untapped, X has A, X does not have A, X is [not] a|an TYPE, " +
	"X counters KIND N, X is [not] monstrous|renowned, step STEP, turn T, turn number N, priority T, stack N, choice T, " +
	"marker N P|waiting, marker N step STEP|stack N|removal N, markers N, P sees|does not see P's hand"

// maxExpectNumber bounds the numbers of an expectation, like the file's numbers.
const maxExpectNumber = maxNumber

// ParseExpectation parses the text of an expect: item. Forms are recognised from the end of
// the line, because object names may contain spaces, apostrophes and commas; keywords are
// case-insensitive.
func ParseExpectation(s string) (*Expectation, error) {
	p := expectParser{text: s, toks: strings.Fields(s)}
	if len(p.toks) == 0 {
		return nil, errors.New("empty expectation; expected one of: " + expectForms)
	}
	p.low = make([]string, len(p.toks))
	for i, t := range p.toks {
		p.low[i] = strings.ToLower(t)
	}
	if len(p.toks) >= 3 && p.low[0] == "no" {
		// "no Grizzly Bears on battlefield": no such object is there ("Other variants").
		if e, err := ParseExpectation(strings.Join(p.toks[1:], " ")); err == nil && e.Kind == Where && !e.Negated {
			e.Negated, e.Text = true, s
			return e, nil
		}
	}
	e, err := p.parse()
	if err != nil {
		return nil, err
	}
	if e == nil {
		return nil, fmt.Errorf("unknown expectation %q; expected one of: %s", s, expectForms)
	}
	e.Text = s
	return e, nil
}

// expectParser holds the tokens of one expectation and their lower-case forms.
type expectParser struct {
	text string
	toks []string
	low  []string
}

// join returns the original tokens [a, b) separated by single spaces.
func (p *expectParser) join(a, b int) string {
	return strings.Join(p.toks[a:b], " ")
}

// lastIndex returns the last index i in [from, to) with low[i] == w, or -1.
func (p *expectParser) lastIndex(w string, from, to int) int {
	for i := to - 1; i >= from; i-- {
		if p.low[i] == w {
			return i
		}
	}
	return -1
}

// parse tries the forms in order; it returns nil, nil when none matches. Forms that end with
// a subject-first keyword are tried before the prefix forms (turn, step, ...), so that a card
// such as Turn to Frog can be the subject ("Turn to Frog on stack").
func (p *expectParser) parse() (*Expectation, error) {
	n := len(p.toks)
	last := p.low[n-1]
	switch {
	case n == 2 && p.low[0] == "game" && last == "continues":
		return &Expectation{Kind: Outcome, Word: "continues"}, nil
	case n == 1 && last == "draw":
		return &Expectation{Kind: Outcome, Word: "draw"}, nil
	}
	for i := 1; i+3 < n; i++ { // "Cid in range of Ann", "Cid out of range of Ann"
		if p.low[i] == "in" && p.low[i+1] == "range" && p.low[i+2] == "of" {
			return &Expectation{Kind: InRange, Subject: p.join(0, i), Owner: p.join(i+3, n)}, nil
		}
		if i+4 < n && p.low[i] == "out" && p.low[i+1] == "of" && p.low[i+2] == "range" && p.low[i+3] == "of" {
			return &Expectation{Kind: InRange, Subject: p.join(0, i), Owner: p.join(i+4, n), Negated: true}, nil
		}
	}
	if e := p.seesHand(); e != nil {
		return e, nil
	}
	if p.low[0] == "marker" || p.low[0] == "markers" {
		return p.marker()
	}
	if isNumber(last) {
		return p.numbered()
	}
	if e, err := p.suffixed(); e != nil || err != nil {
		return e, err
	}
	return p.prefixed()
}

// seesHand reads "Ann sees Abe's hand" and "Ann does not see Bob's hand" (or "doesn't
// see"); nil if the text has another form.
func (p *expectParser) seesHand() *Expectation {
	n := len(p.toks)
	if n < 4 || p.low[n-1] != "hand" {
		return nil
	}
	for i := 1; i < n-2; i++ {
		from, negated := 0, false
		switch {
		case p.low[i] == "sees":
			from = i + 1
		case i+2 < n-1 && p.low[i] == "does" && p.low[i+1] == "not" && p.low[i+2] == "see":
			from, negated = i+3, true
		case i+1 < n-1 && (p.low[i] == "doesn't" || p.low[i] == "doesn’t") && p.low[i+1] == "see":
			from, negated = i+2, true
		default:
			continue
		}
		owner, ok := possessive(p.join(from, n-1))
		if !ok {
			return nil
		}
		return &Expectation{Kind: SeesHand, Subject: p.join(0, i), Owner: owner, Negated: negated}
	}
	return nil
}

// isNumber reports whether t looks like an integer, so that an out-of-range one gets its own
// message instead of "unknown expectation".
func isNumber(t string) bool {
	t = strings.TrimPrefix(t, "-")
	if t == "" {
		return false
	}
	for i := 0; i < len(t); i++ {
		if t[i] < '0' || t[i] > '9' {
			return false
		}
	}
	return true
}

// number parses a number token, which must lie in [lo, maxExpectNumber].
func number(t, what string, lo int) (int, error) {
	v, err := strconv.Atoi(t)
	if err != nil || v < lo || v > maxExpectNumber {
		return 0, fmt.Errorf("%s %s is out of range; expected a whole number from %d to %d", what, t, lo, maxExpectNumber)
	}
	return v, nil
}

// numberedZones are the zones whose size "P zone N" checks.
var numberedZones = []string{"hand", "library", "graveyard", "exile"}

// numbered parses the forms that end with a number.
func (p *expectParser) numbered() (*Expectation, error) {
	n := len(p.toks)
	numTok := p.toks[n-1]
	// Counters first: "X counters poison 2" is about counters even though "poison 2" ends it.
	if i := p.lastIndex("counters", 1, n-2); i >= 1 {
		v, err := number(numTok, "counter count", 0)
		if err != nil {
			return nil, err
		}
		return &Expectation{Kind: Counters, Subject: p.join(0, i), Word: p.join(i+1, n-1), Number: v}, nil
	}
	if n >= 3 {
		subject, key := p.join(0, n-2), p.low[n-2]
		switch {
		case key == "life":
			v, err := number(numTok, "life", -maxExpectNumber)
			if err != nil {
				return nil, err
			}
			return &Expectation{Kind: TeamLife, Subject: subject, Number: v}, nil
		case key == "poison":
			v, err := number(numTok, "poison", 0)
			if err != nil {
				return nil, err
			}
			return &Expectation{Kind: Poison, Subject: subject, Number: v}, nil
		case key == "energy", key == "speed":
			v, err := number(numTok, key, 0)
			if err != nil {
				return nil, err
			}
			kind := Energy
			if key == "speed" {
				kind = Speed
			}
			return &Expectation{Kind: kind, Subject: subject, Number: v}, nil
		case contains(numberedZones, key):
			v, err := number(numTok, key+" size", 0)
			if err != nil {
				return nil, err
			}
			return &Expectation{Kind: ZoneSize, Subject: subject, Zone: key, Number: v}, nil
		case n == 3 && p.low[0] == "turn" && key == "number":
			v, err := number(numTok, "turn number", 1)
			if err != nil {
				return nil, err
			}
			return &Expectation{Kind: TurnNumber, Number: v}, nil
		}
	}
	if n == 2 && p.low[0] == "stack" {
		v, err := number(numTok, "stack size", 0)
		if err != nil {
			return nil, err
		}
		return &Expectation{Kind: StackSize, Number: v}, nil
	}
	return nil, nil
}

// suffixed parses the subject-first forms that end with a keyword or a P/T.
func (p *expectParser) suffixed() (*Expectation, error) {
	n := len(p.toks)
	last := p.low[n-1]
	switch {
	case n >= 3 && p.low[n-2] == "is" && strings.Contains(last, "/"):
		return p.pt(n-2, false)
	case n >= 4 && p.low[n-2] == "not" && p.low[n-3] == "is" && strings.Contains(last, "/"):
		return p.pt(n-3, true)
	case n >= 3 && p.low[n-2] == "face" && (last == "down" || last == "up"):
		end := n - 2
		if end >= 2 && p.low[end-1] == "is" {
			end--
		}
		kind := FaceDown
		if last == "up" {
			kind = FaceUp
		}
		return &Expectation{Kind: kind, Subject: p.join(0, end)}, nil
	case n >= 2 && (last == "monstrous" || last == "renowned"):
		end, negated := n-1, false
		if end >= 2 && p.low[end-1] == "not" {
			end, negated = end-1, true
		}
		if end >= 2 && p.low[end-1] == "is" {
			end--
		}
		return &Expectation{Kind: Designated, Subject: p.join(0, end), Word: last, Negated: negated}, nil
	case n >= 2 && (last == "wins" || last == "loses" || last == "left"):
		return &Expectation{Kind: Outcome, Subject: p.join(0, n-1), Word: last}, nil
	case n >= 2 && (last == "tapped" || last == "untapped" || last == "prepared" || last == "unprepared"):
		end := n - 1
		if end >= 2 && p.low[end-1] == "is" {
			end--
		}
		kind := map[string]ExpectKind{"tapped": Tapped, "untapped": Untapped, "prepared": Prepared, "unprepared": Unprepared}[last]
		return &Expectation{Kind: kind, Subject: p.join(0, end)}, nil
	case last == "battlefield" || last == "stack":
		return p.onZone()
	case contains(numberedZones, last):
		return p.inZone()
	case last == "control":
		return p.controlled()
	}
	// Both search for a keyword; the later one wins, since names come first ("Who Has Seen
	// is a creature" is an IsType).
	h, hi := p.has()
	t, ti := p.isType()
	if h != nil && (t == nil || hi > ti) {
		return h, nil
	}
	if t != nil {
		return t, nil
	}
	return nil, nil
}

// pt parses "X is P/T" (or "X is not P/T"), the subject ending before token end.
func (p *expectParser) pt(end int, negated bool) (*Expectation, error) {
	if end < 1 {
		return nil, nil
	}
	pw, tg, ok := strings.Cut(p.toks[len(p.toks)-1], "/")
	if !ok || !isNumber(pw) || !isNumber(tg) {
		return nil, fmt.Errorf("%q is not a power/toughness; expected N/N such as 3/3 or -1/0", p.toks[len(p.toks)-1])
	}
	power, err := number(pw, "power", -maxExpectNumber)
	if err != nil {
		return nil, err
	}
	tough, err := number(tg, "toughness", -maxExpectNumber)
	if err != nil {
		return nil, err
	}
	return &Expectation{Kind: PT, Subject: p.join(0, end), Number: power, Number2: tough, Negated: negated}, nil
}

// negation returns where a subject ends before token i, dropping a "not" just before it, and
// whether there was one.
func (p *expectParser) negation(i int) (int, bool) {
	if i >= 2 && p.low[i-1] == "not" {
		return i - 1, true
	}
	return i, false
}

// onZone parses "X [not] on [the] battlefield|stack".
func (p *expectParser) onZone() (*Expectation, error) {
	n := len(p.toks)
	i := n - 2
	if i >= 1 && p.low[i] == "the" {
		i--
	}
	if i < 1 || p.low[i] != "on" {
		return nil, nil
	}
	end, neg := p.negation(i)
	return &Expectation{Kind: Where, Subject: p.join(0, end), Zone: p.low[n-1], Negated: neg}, nil
}

// possessive strips "'s" (or the typographic "’s") from the end of a name.
func possessive(s string) (string, bool) {
	for _, suf := range []string{"'s", "’s"} {
		if name, ok := strings.CutSuffix(s, suf); ok && name != "" {
			return name, true
		}
	}
	return "", false
}

// inZone parses "X [not] in [P's] hand|library|graveyard|exile".
func (p *expectParser) inZone() (*Expectation, error) {
	n := len(p.toks)
	i := p.lastIndex("in", 1, n-1)
	if i < 1 {
		return nil, nil
	}
	e := &Expectation{Kind: Where, Zone: p.low[n-1]}
	if i < n-2 {
		owner, ok := possessive(p.join(i+1, n-1))
		if !ok {
			return nil, fmt.Errorf("%q: expected a possessive such as Ann's before %s", p.text, p.low[n-1])
		}
		e.Owner = owner
	}
	end, neg := p.negation(i)
	e.Subject, e.Negated = p.join(0, end), neg
	return e, nil
}

// controlled parses "X [not] under P's control".
func (p *expectParser) controlled() (*Expectation, error) {
	n := len(p.toks)
	i := p.lastIndex("under", 1, n-2)
	if i < 1 {
		return nil, nil
	}
	owner, ok := possessive(p.join(i+1, n-1))
	if !ok {
		return nil, fmt.Errorf("%q: expected a possessive such as Bob's before control", p.text)
	}
	end, neg := p.negation(i)
	return &Expectation{Kind: Controller, Subject: p.join(0, end), Owner: owner, Negated: neg}, nil
}

// has parses "X has A" and "X does not have A" / "X doesn't have A"; it also returns the
// index of the keyword.
func (p *expectParser) has() (*Expectation, int) {
	n := len(p.toks)
	h := p.lastIndex("has", 1, n-1)
	i := p.lastIndex("have", 1, n-1)
	switch {
	case h >= 1 && h > i:
		return &Expectation{Kind: Has, Subject: p.join(0, h), Word: p.join(h+1, n)}, h
	case i >= 3 && p.low[i-1] == "not" && p.low[i-2] == "does":
		return &Expectation{Kind: Has, Subject: p.join(0, i-2), Word: p.join(i+1, n), Negated: true}, i
	case i >= 2 && (p.low[i-1] == "doesn't" || p.low[i-1] == "doesn’t"):
		return &Expectation{Kind: Has, Subject: p.join(0, i-1), Word: p.join(i+1, n), Negated: true}, i
	case h >= 1:
		return &Expectation{Kind: Has, Subject: p.join(0, h), Word: p.join(h+1, n)}, h
	}
	return nil, -1
}

// isType parses "X is [not] a|an TYPE"; it also returns the index of "is".
func (p *expectParser) isType() (*Expectation, int) {
	n := len(p.toks)
	i := p.lastIndex("is", 1, n-2)
	if i < 1 {
		return nil, -1
	}
	j, neg := i+1, false
	if p.low[j] == "not" {
		j, neg = j+1, true
	}
	if j >= n-1 || (p.low[j] != "a" && p.low[j] != "an") {
		return nil, -1
	}
	return &Expectation{Kind: IsType, Subject: p.join(0, i), Word: p.join(j+1, n), Negated: neg}, i
}

// prefixed parses the game-position forms that start with a keyword.
func (p *expectParser) prefixed() (*Expectation, error) {
	n := len(p.toks)
	if n < 2 {
		return nil, nil
	}
	rest := p.join(1, n)
	switch p.low[0] {
	case "step":
		st, ok := CanonicalStep(rest)
		if !ok {
			return nil, fmt.Errorf("unknown step %q; expected one of %s", rest, strings.Join(steps, ", "))
		}
		return &Expectation{Kind: Step, Word: st}, nil
	case "turn":
		if p.low[1] == "number" {
			return nil, fmt.Errorf("%q: expected turn number N with N a whole number", p.text)
		}
		return &Expectation{Kind: TurnTeam, Subject: rest}, nil
	case "priority":
		return &Expectation{Kind: Priority, Subject: rest}, nil
	case "choice":
		return &Expectation{Kind: Choice, Subject: rest}, nil
	}
	return nil, nil
}

// marker parses the Grand Melee turn marker forms (CR 807.4): "markers N", "marker N P",
// "marker N waiting", "marker N step STEP", "marker N stack K", "marker N removal K".
func (p *expectParser) marker() (*Expectation, error) {
	n := len(p.toks)
	if p.low[0] == "markers" {
		if n != 2 {
			return nil, fmt.Errorf("%q: expected markers N", p.text)
		}
		v, err := number(p.toks[1], "marker count", 0)
		if err != nil {
			return nil, err
		}
		return &Expectation{Kind: Marker, Word: "markers", Number: v}, nil
	}
	if n < 3 {
		return nil, fmt.Errorf("%q: expected marker N followed by a player, waiting, step STEP, stack N or removal N", p.text)
	}
	num, err := number(p.toks[1], "marker number", 1)
	if err != nil {
		return nil, err
	}
	e := &Expectation{Kind: Marker, Number: num}
	switch key := p.low[2]; {
	case key == "waiting" && n == 3:
		e.Word = key
	case key == "step" && n > 3:
		st, ok := CanonicalStep(p.join(3, n))
		if !ok {
			return nil, fmt.Errorf("unknown step %q; expected one of %s", p.join(3, n), strings.Join(steps, ", "))
		}
		e.Word, e.Subject = key, st
	case (key == "stack" || key == "removal") && n == 4:
		v, err := number(p.toks[3], key, 0)
		if err != nil {
			return nil, err
		}
		e.Word, e.Number2 = key, v
	default:
		e.Subject = p.join(2, n)
	}
	return e, nil
}
