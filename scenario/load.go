package scenario

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"regexp"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// maxSeparators bounds the newlines plus commas of a file. yaml.v3 builds a node of roughly
// 250 bytes for every scalar, so a 4 MB flow list like [a,a,a,...] would cost half a gigabyte;
// counting separators first refuses such a file cheaply while leaving room for any real
// scenario (a 100,000-line replay fits).
const maxSeparators = 250000

// Load reads and parses the scenario file at path; a file larger than MaxFileSize is refused
// before it is read.
func Load(path string) (*Spec, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, &Error{File: path, Msg: "cannot open scenario file: " + pathErr(err)}
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, &Error{File: path, Msg: "cannot read scenario file: " + pathErr(err)}
	}
	if st.IsDir() {
		return nil, &Error{File: path, Msg: "is a directory; expected a scenario file"}
	}
	if st.Size() > MaxFileSize {
		return nil, tooBig(path, st.Size())
	}
	// The size can lie (a growing file, a device), so the read itself is bounded too.
	data, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, &Error{File: path, Msg: "cannot read scenario file: " + pathErr(err)}
	}
	return Parse(data, path)
}

// pathErr returns the cause of a file system error without repeating the path.
func pathErr(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// tooBig is the error for a file over MaxFileSize.
func tooBig(file string, size int64) error {
	return &Error{File: file, Msg: fmt.Sprintf("file is %d bytes; a scenario file may be at most %d bytes (4 MB)", size, MaxFileSize)}
}

// Parse parses and validates a scenario held in data; file names it in messages and is
// stored in Spec.File.
func Parse(data []byte, file string) (*Spec, error) {
	if file == "" {
		file = "scenario"
	}
	if len(data) > MaxFileSize {
		return nil, tooBig(file, int64(len(data)))
	}
	if n := bytes.Count(data, []byte{'\n'}) + bytes.Count(data, []byte{','}); n > maxSeparators {
		return nil, &Error{File: file, Msg: fmt.Sprintf("file has %d lines and commas; a scenario file may have at most %d", n, maxSeparators)}
	}
	root, err := decodeYAML(data, file)
	if err != nil {
		return nil, err
	}
	l := &loader{file: file}
	return l.spec(root)
}

// yamlLine matches the location prefix yaml.v3 puts on syntax errors.
var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// decodeYAML decodes the single YAML document in data into its root node.
func decodeYAML(data []byte, file string) (root *yaml.Node, err error) {
	// yaml.v3 reports errors by panicking internally and recovering; should an input ever
	// escape that, a scenario file must still yield an error, not crash the runner.
	defer func() {
		if r := recover(); r != nil {
			root, err = nil, &Error{File: file, Msg: fmt.Sprintf("invalid YAML (decoder failure: %v)", r)}
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if err == io.EOF {
			return nil, &Error{File: file, Msg: "empty scenario file; expected a mapping with name:, teams: and script:"}
		}
		return nil, yamlErr(file, err)
	}
	var extra yaml.Node
	switch err := dec.Decode(&extra); {
	case err == io.EOF:
	case err != nil:
		return nil, yamlErr(file, err)
	default:
		return nil, &Error{File: file, Line: extra.Line, Msg: "a second YAML document (after ---); a scenario file holds one document"}
	}
	if doc.Kind == yaml.DocumentNode && len(doc.Content) == 1 {
		return doc.Content[0], nil
	}
	return &doc, nil
}

// yamlErr turns a yaml.v3 error into an *Error with the line it names.
func yamlErr(file string, err error) error {
	msg := err.Error()
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		if line, aerr := strconv.Atoi(m[1]); aerr == nil {
			return &Error{File: file, Line: line, Msg: "invalid YAML: " + m[2]}
		}
	}
	return &Error{File: file, Msg: "invalid YAML: " + strings.TrimPrefix(msg, "yaml: ")}
}

// loader walks the YAML node tree of one file; it keeps the running totals for the limits.
type loader struct {
	file       string
	cards      int
	permanents int
}

// errf returns an *Error at the line of n.
func (l *loader) errf(n *yaml.Node, format string, args ...any) error {
	line := 0
	if n != nil {
		line = n.Line
	}
	return &Error{File: l.file, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// field is one key and value of a mapping.
type field struct {
	key, val *yaml.Node
}

// fields checks that n is a mapping whose keys are all in allowed and none repeated, and
// returns its values by key.
func (l *loader) fields(n *yaml.Node, what string, allowed ...string) (map[string]field, error) {
	if err := l.noAlias(n); err != nil {
		return nil, err
	}
	if n.Kind != yaml.MappingNode {
		return nil, l.errf(n, "%s is %s; expected a mapping with keys %s", what, describe(n), strings.Join(allowed, ", "))
	}
	m := make(map[string]field, len(n.Content)/2)
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if err := l.noAlias(k); err != nil {
			return nil, err
		}
		if err := l.noAlias(v); err != nil {
			return nil, err
		}
		if k.Kind != yaml.ScalarNode {
			return nil, l.errf(k, "a key in %s is %s; expected one of %s", what, describe(k), strings.Join(allowed, ", "))
		}
		if !contains(allowed, k.Value) {
			return nil, l.errf(k, "unknown field %q in %s; expected one of %s", k.Value, what, strings.Join(allowed, ", "))
		}
		if prev, dup := m[k.Value]; dup {
			return nil, l.errf(k, "duplicate field %q in %s (first given at line %d); expected each key once", k.Value, what, prev.key.Line)
		}
		m[k.Value] = field{k, v}
	}
	return m, nil
}

// contains reports whether list holds s.
func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// noAlias refuses YAML aliases: yaml.v3 lets an anchor refer to its own ancestor, so
// following aliases could loop, and a scenario gains nothing from them.
func (l *loader) noAlias(n *yaml.Node) error {
	if n.Kind == yaml.AliasNode {
		return l.errf(n, "YAML alias *%s is not supported in scenario files; expected the value written out", n.Value)
	}
	return nil
}

// describe names the kind of a node for messages.
func describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		if isNull(n) {
			return "empty"
		}
		return fmt.Sprintf("%q", n.Value)
	case yaml.DocumentNode:
		return "a document"
	}
	return "an alias"
}

// isNull reports whether n is an empty value (nothing, ~ or null).
func isNull(n *yaml.Node) bool {
	return n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null"
}

// str returns the trimmed text of a scalar; an empty value gives "".
func (l *loader) str(n *yaml.Node, what string) (string, error) {
	if err := l.noAlias(n); err != nil {
		return "", err
	}
	if n.Kind != yaml.ScalarNode {
		return "", l.errf(n, "%s is %s; expected a single value", what, describe(n))
	}
	if isNull(n) {
		return "", nil
	}
	return strings.TrimSpace(n.Value), nil
}

// integer returns the value of an integer scalar, which must lie in [lo, hi].
func (l *loader) integer(n *yaml.Node, what string, lo, hi int) (int, error) {
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!int" {
		return 0, l.errf(n, "%s is %s; expected a whole number from %d to %d", what, describe(n), lo, hi)
	}
	var v int64
	if err := n.Decode(&v); err != nil || v < int64(lo) || v > int64(hi) {
		return 0, l.errf(n, "%s is %s; expected a whole number from %d to %d", what, describe(n), lo, hi)
	}
	return int(v), nil
}

// boolean returns the value of a true/false scalar.
func (l *loader) boolean(n *yaml.Node, what string) (bool, error) {
	var v bool
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!bool" || n.Decode(&v) != nil {
		return false, l.errf(n, "%s is %s; expected true or false", what, describe(n))
	}
	return v, nil
}

// list returns the items of a sequence; an empty value is an empty list.
func (l *loader) list(n *yaml.Node, what, example string) ([]*yaml.Node, error) {
	if err := l.noAlias(n); err != nil {
		return nil, err
	}
	if isNull(n) {
		return nil, nil
	}
	if n.Kind != yaml.SequenceNode {
		return nil, l.errf(n, "%s is %s; expected a list, e.g. %s", what, describe(n), example)
	}
	return n.Content, nil
}

// name reads a team or player name. Names appear inside notation lines, so the characters
// that notation uses as separators are refused here rather than making lines ambiguous later.
func (l *loader) name(n *yaml.Node, what string) (string, error) {
	s, err := l.str(n, what+" name")
	if err != nil {
		return "", err
	}
	switch {
	case s == "":
		return "", l.errf(n, "%s name is empty; expected a name such as Ann", what)
	case len(s) > 64:
		return "", l.errf(n, "%s name is %d bytes long; expected at most 64", what, len(s))
	case strings.ContainsAny(s, ",:#{}[]\"\n\r\t") || strings.Contains(s, "->"):
		return "", l.errf(n, "%s name %q contains one of , : # { } [ ] \" -> or a line break; expected a plain name", what, s)
	}
	return s, nil
}

// The allowed keys of each mapping, in the order the messages list them.
var (
	specKeys   = []string{"name", "rules", "variant", "options", "seed", "teams", "players", "starting", "turn", "script"}
	teamKeys   = []string{"name", "life", "poison", "players"}
	playerKeys = []string{"name", "life", "hand", "battlefield", "library", "graveyard", "exile", "poison", "deck", "range", "emperor", "energy"}
	cardKeys   = []string{"card", "count", "tapped", "sick", "counters", "damage", "chosen", "attached", "face", "owner", "prepared"}
	turnKeys   = []string{"team", "player", "step", "number"}
)

// editions lists the rules editions (docs/editions.md).
var editions = []string{"current", "2011", "2008", "2006"}

// variants lists the variant names of the scenario format ("Other variants").
var variants = []string{"two-headed-giant", "duel", "free-for-all", "grand-melee", "teams", "emperor"}

// spec reads the top-level mapping. Keys are read in a fixed order, not the file's, so that
// later checks (poison against the edition) can rely on earlier ones.
func (l *loader) spec(root *yaml.Node) (*Spec, error) {
	if isNull(root) {
		return nil, l.errf(root, "empty scenario; expected a mapping with name:, teams: and script:")
	}
	m, err := l.fields(root, "scenario", specKeys...)
	if err != nil {
		return nil, err
	}
	s := &Spec{Rules: DefaultRules, Variant: DefaultVariant, Seed: DefaultSeed, File: l.file}

	if f, ok := m["name"]; ok {
		if s.Name, err = l.str(f.val, "name"); err != nil {
			return nil, err
		}
	}
	if s.Name == "" {
		return nil, l.errf(root, "missing name; expected name: followed by what the scenario shows")
	}
	if f, ok := m["rules"]; ok && !isNull(f.val) {
		r, err := l.str(f.val, "rules")
		if err != nil {
			return nil, err
		}
		if s.Rules = strings.ToLower(r); !contains(editions, s.Rules) {
			return nil, l.errf(f.val, "unknown rules edition %q; expected one of %s", r, strings.Join(editions, ", "))
		}
	}
	if f, ok := m["variant"]; ok && !isNull(f.val) {
		v, err := l.str(f.val, "variant")
		if err != nil {
			return nil, err
		}
		switch k := strings.ToLower(strings.ReplaceAll(v, " ", "-")); k {
		case "two-headed-giant", "2hg":
		case "duel", "free-for-all", "grand-melee", "teams", "emperor":
			s.Variant = k
		default:
			return nil, l.errf(f.val, "unknown variant %q; expected one of %s", v, strings.Join(variants, ", "))
		}
	}
	if err := checkEdition(s.Variant, s.Rules); err != nil {
		at := root
		if f, ok := m["rules"]; ok {
			at = f.val
		}
		return nil, l.errf(at, "%v", err)
	}
	if f, ok := m["options"]; ok && !isNull(f.val) {
		if err := l.options(s, f.val); err != nil {
			return nil, err
		}
	}
	if f, ok := m["seed"]; ok && !isNull(f.val) {
		var v uint64
		if f.val.Kind != yaml.ScalarNode || f.val.ShortTag() != "!!int" || f.val.Decode(&v) != nil {
			return nil, l.errf(f.val, "seed is %s; expected a whole number from 0 to %d", describe(f.val), uint64(1<<64-1))
		}
		s.Seed = v
	}
	if s.PlayersAlone() {
		if _, ok := m["teams"]; ok {
			return nil, l.errf(root, "variant %s lists players:, not teams: (each player plays alone)", s.Variant)
		}
		f, ok := m["players"]
		if !ok || isNull(f.val) {
			return nil, l.errf(root, "missing players; expected players: with the players in seating order")
		}
		if err := l.lonePlayers(s, f.val); err != nil {
			return nil, err
		}
	} else {
		if _, ok := m["players"]; ok {
			return nil, l.errf(root, "variant %s lists teams:, not players:", s.Variant)
		}
		f, ok := m["teams"]
		if !ok || isNull(f.val) {
			return nil, l.errf(root, "missing teams; expected teams: with two teams of players")
		}
		if err := l.teams(s, f.val); err != nil {
			return nil, err
		}
	}
	s.Starting = s.Teams[0].Name
	if f, ok := m["starting"]; ok && !isNull(f.val) {
		if s.Starting, err = l.teamRef(s, f.val, "starting team"); err != nil {
			return nil, err
		}
	}
	if f, ok := m["turn"]; ok && !isNull(f.val) && f.val.Kind == yaml.SequenceNode && s.Variant == "grand-melee" {
		// Grand Melee: one entry per turn marker, in marker order.
		if len(f.val.Content) == 0 {
			return nil, l.errf(f.val, "turn: is an empty list; expected one entry per turn marker")
		}
		for i, it := range f.val.Content {
			t, err := l.turn(s, it)
			if err != nil {
				return nil, err
			}
			if i == 0 {
				s.Turn = t
			} else {
				s.Markers = append(s.Markers, *t)
			}
		}
	} else if ok && !isNull(f.val) {
		if s.Turn, err = l.turn(s, f.val); err != nil {
			return nil, err
		}
	}
	if f, ok := m["script"]; ok {
		if s.Script, err = l.script(f.val); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// teamRef resolves a team name case-insensitively to the name as declared.
func (l *loader) teamRef(s *Spec, n *yaml.Node, what string) (string, error) {
	v, err := l.str(n, what)
	if err != nil {
		return "", err
	}
	names := make([]string, len(s.Teams))
	for i, t := range s.Teams {
		if strings.EqualFold(t.Name, v) {
			return t.Name, nil
		}
		names[i] = t.Name
	}
	return "", l.errf(n, "%s %q is not a team; expected one of %s", what, v, strings.Join(names, ", "))
}

// playerRef resolves a player name case-insensitively to the name as declared.
func (l *loader) playerRef(s *Spec, n *yaml.Node, what string) (string, error) {
	v, err := l.str(n, what)
	if err != nil {
		return "", err
	}
	var names []string
	for _, t := range s.Teams {
		for _, p := range t.Players {
			if strings.EqualFold(p.Name, v) {
				return p.Name, nil
			}
			names = append(names, p.Name)
		}
	}
	return "", l.errf(n, "%s %q is not a player; expected one of %s", what, v, strings.Join(names, ", "))
}

// turn reads turn: {team, step, number}.
func (l *loader) turn(s *Spec, n *yaml.Node) (*TurnSpec, error) {
	m, err := l.fields(n, "turn", turnKeys...)
	if err != nil {
		return nil, err
	}
	t := &TurnSpec{Team: s.Starting, Number: 1, Line: n.Line}
	if f, ok := m["team"]; ok && !isNull(f.val) {
		if t.Team, err = l.teamRef(s, f.val, "turn team"); err != nil {
			return nil, err
		}
	}
	if f, ok := m["player"]; ok && !isNull(f.val) {
		if !s.PlayersAlone() && !s.OwnTurns() {
			return nil, l.errf(f.val, "in %s a turn is a team's; expected team:", s.Variant)
		}
		if _, both := m["team"]; both {
			return nil, l.errf(f.val, "turn has both team: and player:; expected one of them")
		}
		if s.PlayersAlone() {
			if t.Team, err = l.teamRef(s, f.val, "turn player"); err != nil {
				return nil, err
			}
		} else if t.Player, err = l.playerRef(s, f.val, "turn player"); err != nil {
			return nil, err
		}
	}
	f, ok := m["step"]
	if !ok || isNull(f.val) {
		return nil, l.errf(n, "turn has no step; expected step: one of %s", strings.Join(steps, ", "))
	}
	v, err := l.str(f.val, "turn step")
	if err != nil {
		return nil, err
	}
	if t.Step, ok = CanonicalStep(v); !ok {
		return nil, l.errf(f.val, "unknown step %q; expected one of %s", v, strings.Join(steps, ", "))
	}
	if f, ok := m["number"]; ok && !isNull(f.val) {
		if t.Number, err = l.integer(f.val, "turn number", 1, 1000000); err != nil {
			return nil, err
		}
	}
	return t, nil
}
