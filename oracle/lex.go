package oracle

import (
	"fmt"
	"strings"
	"unicode"
)

// tokKind is the kind of a token of Oracle text.
type tokKind uint8

// Token kinds.
const (
	tWord  tokKind = iota // a word, kept lower-cased in text and as printed in raw
	tNum                  // a number written in digits
	tMana                 // one or more brace symbols written together, "{2}{R}" or "{T}"
	tPT                   // a power/toughness change or size, "+1/+1", "-2/-0", "2/2", "X/X"
	tSelf                 // the card's own name, or "this creature" and the like
	tPunct                // one of , . : ; — •
	tQuote                // a quoted ability ("... token with \"Whenever this token attacks, ...\""), text the words inside as printed
)

// token is one token of a sentence.
type token struct {
	kind tokKind
	text string // lower-cased word, the symbols, the punctuation
	raw  string // as printed (a subtype keeps its capital)
	n    int    // tNum: the number
}

func (t token) String() string {
	if t.kind == tSelf {
		return "CARDNAME"
	}
	if t.kind == tQuote {
		return `"` + t.raw + `"`
	}
	return t.raw
}

// selfPhrases name the object whose text it is ("this creature", CR 201.5).
var selfPhrases = []string{"this creature", "this spell", "this land", "this artifact", "this enchantment",
	"this permanent", "this aura", "this equipment", "this vehicle", "this card", "this planeswalker", "this saga", "this token"}

// lex splits one line of Oracle text into tokens. name is the card's name; the name (and
// a legendary card's short name, the part before its comma) becomes a tSelf token. A
// character no template uses (a quotation mark, for instance) is an error naming it.
func lex(line, name string) ([]token, error) {
	line, quotes, err := cutQuotes(line)
	if err != nil {
		return nil, err
	}
	line = replaceSelf(line, name)
	var out []token
	i := 0
	for i < len(line) {
		c := line[i]
		switch {
		case c == ' ':
			i++
		case c == '\x00':
			out = append(out, token{kind: tSelf, text: "cardname", raw: "CARDNAME"})
			i++
			if strings.HasPrefix(line[i:], "'s ") || strings.HasPrefix(line[i:], "’s ") {
				// the possessive ("this spell's additional cost"): a word of its own
				out = append(out, token{kind: tWord, text: "'s", raw: "'s"})
				i += strings.IndexByte(line[i:], ' ')
			}
		case c == '\x01':
			// a quoted ability, kept as printed: its own text, read on its own (tokens.go)
			out = append(out, token{kind: tQuote, text: quotes[0], raw: quotes[0]})
			quotes = quotes[1:]
			i++
		case c == '{':
			j := i
			for j < len(line) && line[j] == '{' {
				k := strings.IndexByte(line[j:], '}')
				if k < 0 {
					return nil, fmt.Errorf("unclosed mana symbol in %q", line)
				}
				j += k + 1
			}
			out = append(out, token{kind: tMana, text: line[i:j], raw: line[i:j]})
			i = j
		case c == ',' || c == '.' || c == ':' || c == ';':
			out = append(out, token{kind: tPunct, text: string(c), raw: string(c)})
			i++
		case strings.HasPrefix(line[i:], "—"):
			out = append(out, token{kind: tPunct, text: "—", raw: "—"})
			i += len("—")
		case strings.HasPrefix(line[i:], "•"):
			out = append(out, token{kind: tPunct, text: "•", raw: "•"})
			i += len("•")
		case c == '+' || c == '-' || strings.HasPrefix(line[i:], "−") || isDigit(c) || c == 'X' && i+1 < len(line) && line[i+1] == '/':
			j := i
			if strings.HasPrefix(line[j:], "−") {
				j += len("−")
			} else if c == '+' || c == '-' {
				j++
			}
			for j < len(line) && (isDigit(line[j]) || line[j] == '/' || line[j] == '+' || line[j] == '-' || line[j] == 'X') {
				j++
			}
			word := strings.ReplaceAll(line[i:j], "−", "-")
			if strings.Contains(word, "/") {
				out = append(out, token{kind: tPT, text: word, raw: word})
			} else if n, ok := atoi(word); ok {
				out = append(out, token{kind: tNum, text: word, raw: word, n: n})
			} else {
				return nil, fmt.Errorf("unreadable %q", word)
			}
			i = j
		case isLetter(rune(c)) || c >= 0x80:
			j := i
			for j < len(line) {
				r, size := rune(line[j]), 1
				if line[j] >= 0x80 {
					r, size = decodeRune(line[j:])
				}
				if !(isLetter(r) || r == '\'' || r == '’' || r == '-' && j+1 < len(line) && isLetter(rune(line[j+1]))) {
					break
				}
				j += size
			}
			if j == i {
				return nil, fmt.Errorf("unexpected %q", line[i:min(i+4, len(line))])
			}
			w := strings.ReplaceAll(line[i:j], "’", "'")
			i = j
			if w == "also" {
				// "it also deals 2 damage", "that creature also gains trample": the word
				// adds nothing the effect's own sentence doesn't say (the effects add up).
				continue
			}
			out = append(out, token{kind: tWord, text: strings.ToLower(w), raw: w})
		default:
			return nil, fmt.Errorf("unexpected %q", string(c))
		}
	}
	return out, nil
}

// cutQuotes replaces each quoted ability of line ("with \"Whenever this token attacks,
// you gain 1 life.\"") by a \x01 byte, and returns the quoted texts in order: the words
// inside name another object ("this token"), so they are not read as the card's own.
func cutQuotes(line string) (string, []string, error) {
	line = strings.NewReplacer("“", "\"", "”", "\"").Replace(line)
	if !strings.Contains(line, "\"") {
		return line, nil, nil
	}
	var b strings.Builder
	var quotes []string
	for {
		i := strings.IndexByte(line, '"')
		if i < 0 {
			b.WriteString(line)
			return b.String(), quotes, nil
		}
		j := strings.IndexByte(line[i+1:], '"')
		if j < 0 {
			return "", nil, fmt.Errorf("unclosed quotation in %q", line)
		}
		b.WriteString(line[:i])
		b.WriteByte('\x01')
		quotes = append(quotes, strings.TrimSpace(line[i+1:i+1+j]))
		line = line[i+1+j+1:]
	}
}

// replaceSelf marks every name of the object itself with a NUL byte, which lex reads as
// one tSelf token.
func replaceSelf(line, name string) string {
	if name != "" {
		line = strings.ReplaceAll(line, name, "\x00")
		if short, _, ok := strings.Cut(name, ","); ok && len(short) > 2 {
			line = strings.ReplaceAll(line, short, "\x00")
		} else if short, ok := titledShort(name); ok {
			line = replaceWord(line, short, "\x00")
		}
	}
	for _, p := range selfPhrases {
		line = replaceFold(line, p, "\x00")
	}
	return line
}

// replaceFold replaces old (lower case) by repl wherever it occurs as whole words,
// ignoring case ("This creature", "this Equipment").
func replaceFold(s, old, repl string) string {
	low := asciiLower(s) // same length as s, so indexes carry over
	var b strings.Builder
	last := 0
	for i := 0; i+len(old) <= len(s); {
		j := strings.Index(low[i:], old)
		if j < 0 {
			break
		}
		j += i
		end := j + len(old)
		if end < len(s) && isLetter(rune(s[end])) || j > 0 && isLetter(rune(s[j-1])) {
			i = j + 1
			continue
		}
		b.WriteString(s[last:j])
		b.WriteString(repl)
		last, i = end, end
	}
	b.WriteString(s[last:])
	return b.String()
}

// asciiLower lower-cases the ASCII letters of s only.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isLetter(r rune) bool { return unicode.IsLetter(r) }

func decodeRune(s string) (rune, int) {
	for i, r := range s {
		if i == 0 {
			return r, len(string(r))
		}
	}
	return 0, 1
}

func atoi(s string) (int, bool) {
	neg := false
	switch {
	case strings.HasPrefix(s, "+"):
		s = s[1:]
	case strings.HasPrefix(s, "-"):
		s, neg = s[1:], true
	}
	if s == "" {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}
