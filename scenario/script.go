package scenario

import (
	"strings"

	"gopkg.in/yaml.v3"
)

// script reads script:, a list of action strings and one-key expect:/reject: mappings.
func (l *loader) script(n *yaml.Node) ([]Item, error) {
	items, err := l.list(n, "script", "[Ann casts Flame Rift, resolve, {expect: Red life 22}]")
	if err != nil {
		return nil, err
	}
	out := make([]Item, 0, len(items))
	for _, it := range items {
		item, err := l.item(it)
		if err != nil {
			return nil, err
		}
		out = append(out, item)
	}
	return out, nil
}

// item reads one script item.
func (l *loader) item(n *yaml.Node) (Item, error) {
	if err := l.noAlias(n); err != nil {
		return Item{}, err
	}
	switch n.Kind {
	case yaml.ScalarNode:
		text, err := l.str(n, "script item")
		if err != nil {
			return Item{}, err
		}
		if text == "" {
			return Item{}, l.errf(n, "empty script item; expected an action line, expect: or reject:")
		}
		if err := l.actionText(n, text, "action"); err != nil {
			return Item{}, err
		}
		// "- expect:Red life 22" (no space) is a plain string to YAML; catch it here rather
		// than let the game refuse a strange action.
		first := strings.ToLower(strings.Fields(text)[0])
		for _, kw := range []string{"expect", "reject"} {
			if first == kw || strings.HasPrefix(first, kw+":") {
				return Item{}, l.errf(n, "action %q looks like a %s item; expected \"- %s: ...\" with a space after the colon", text, kw, kw)
			}
		}
		return Item{Line: n.Line, Kind: Action, Text: text}, nil
	case yaml.MappingNode:
		return l.check(n)
	}
	return Item{}, l.errf(n, "script item is %s; expected an action line or a one-key mapping expect: or reject:", describe(n))
}

// actionText refuses a line containing ": ", which cannot be a notation line: unquoted, YAML
// would have split it into a key and a value.
func (l *loader) actionText(n *yaml.Node, text, what string) error {
	if strings.Contains(text, ": ") {
		return l.errf(n, "%s %q contains \": \", which YAML reads as a key and a value when unquoted; expected a notation line, which never contains \": \"", what, text)
	}
	return nil
}

// check reads an expect: or reject: item.
func (l *loader) check(n *yaml.Node) (Item, error) {
	if len(n.Content) != 2 {
		return Item{}, l.errf(n, "script item is a mapping with %d keys; expected exactly one key, expect or reject", len(n.Content)/2)
	}
	if k := n.Content[0]; k.Kind == yaml.ScalarNode && k.Value != "expect" && k.Value != "reject" {
		return Item{}, l.errf(k, "script item is a mapping with key %q; expected expect: or reject: (an action line cannot contain \": \", which YAML reads as a key and a value)", k.Value)
	}
	m, err := l.fields(n, "script item", "expect", "reject")
	if err != nil {
		return Item{}, err
	}
	if f, ok := m["expect"]; ok {
		text, err := l.str(f.val, "expect")
		if err != nil {
			return Item{}, err
		}
		e, err := ParseExpectation(text)
		if err != nil {
			return Item{}, l.errf(f.val, "%s", err)
		}
		return Item{Line: n.Line, Kind: Expect, Text: text, Expect: e}, nil
	}
	f := m["reject"]
	text, err := l.str(f.val, "reject")
	if err != nil {
		return Item{}, err
	}
	line, because, split := splitBecause(text)
	switch {
	case line == "":
		return Item{}, l.errf(f.val, "reject: has no line; expected reject: <action line> [because <text>]")
	case split && because == "":
		return Item{}, l.errf(f.val, "reject: %q has an empty because; expected text the refusal must contain", text)
	}
	if err := l.actionText(f.val, line, "rejected line"); err != nil {
		return Item{}, err
	}
	return Item{Line: n.Line, Kind: Reject, Text: line, Because: because}, nil
}

// splitBecause splits "X because Y" at the last " because " (case-insensitive), so that the
// line itself may contain the word, and reports whether it split; a text ending in " because"
// splits with an empty reason.
func splitBecause(text string) (line, because string, split bool) {
	// The leading space lets "because x" alone split with an empty line, so that it is
	// refused instead of silently rejecting a line that was never an action.
	padded := " " + text
	// asciiLower keeps byte offsets, so indexes found in it are valid in padded.
	lower := asciiLower(padded)
	if i := strings.LastIndex(lower, " because "); i >= 0 {
		return strings.TrimSpace(padded[:i]), strings.TrimSpace(padded[i+len(" because "):]), true
	}
	if strings.HasSuffix(lower, " because") {
		return strings.TrimSpace(padded[:len(padded)-len(" because")]), "", true
	}
	return text, "", false
}

// asciiLower lower-cases ASCII letters only; unlike strings.ToLower it never changes the
// length of the string.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
